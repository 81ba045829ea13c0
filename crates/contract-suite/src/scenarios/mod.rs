//! Every contract scenario, in run order. One module per flow; each scenario is an
//! `async fn(Ctx) -> anyhow::Result<()>` that fails with a message saying what did not hold.
//!
//! Rules for scenarios (so that the same scenario runs against UAT):
//! * talk to the service through `ctx.client` (or `ctx.raw` for requests the typed client
//!   cannot make); use the control API only in scenarios of [`Reach::Simulator`];
//! * a scenario of [`Reach::Anywhere`] finds the state only the portal or a bank can create
//!   among the records the account holds (list operations), and when there is none says so
//!   with [`Ctx::unreachable`], per operation;
//! * never hard-code an id: take it from a reply;
//! * give every created record an `externalId` from `ctx.external_id(..)`;
//! * let time pass with `ctx.pass(..)`, never by sleeping.

use std::future::Future;
use std::pin::Pin;

use crate::context::Ctx;

mod account;
mod compliance;
mod deposits;
mod failures;
mod fx;
mod held;
mod limits;
mod onboarding;
mod payouts;
mod session;

/// An amount written in a scenario's source (`"100.00"`); a typo there is a bug of the
/// scenario, so it panics (and the scenario fails with the message).
pub(crate) fn money(text: &str) -> rust_decimal::Decimal {
    text.parse()
        .unwrap_or_else(|e| panic!("amount literal {text:?} is not a decimal: {e}"))
}

/// The future a scenario returns.
pub type ScenarioFuture = Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send>>;

/// Where a scenario can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Against the simulator and a live endpoint alike.
    Anywhere,
    /// Against the simulator only, for the reason given (shown on a live run).
    Simulator(&'static str),
}

/// The records the simulator starts a scenario from (`POST /sim/reset`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The sandbox: the seeded accounts, empty.
    Sandbox,
    /// What the UAT profile starts with: deposits already on the account (one under review),
    /// a compliance member and a withdrawal held for an RFI. Against the simulator the scenario
    /// starts once one withdrawal step has run, as a live run meets these records; the same
    /// scenario, deterministic and snapshotted here, finds what it needs among an account's
    /// records there.
    Uat,
}

/// One scenario.
pub struct Scenario {
    /// Short name, also the prefix of its snapshots.
    pub name: &'static str,
    /// What it exercises, in one line.
    pub about: &'static str,
    /// Where it can run.
    pub reach: Reach,
    /// The records it starts from against the simulator.
    pub start: Start,
    /// The scenario.
    pub run: fn(Ctx) -> ScenarioFuture,
}

/// Why a scenario that uses the control API cannot run live.
const CONTROL: &str = "needs the simulator's control API (deposits, decisions and the analyst stand in for a bank and the portal)";
/// Why a scenario that logs in as other seeded users cannot run live.
const SEEDED_LOGINS: &str = "logs in as the simulator's seeded users";

/// Every scenario, in run order.
pub fn all() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "session_affiliations",
            about: "login with and without affiliation (NEED_AFFILIATION, UNREGISTERED), logout",
            reach: Reach::Simulator(SEEDED_LOGINS),
            start: Start::Sandbox,
            run: |ctx| Box::pin(session::affiliations(ctx)),
        },
        Scenario {
            name: "onboarding",
            about: "sub-client created, ACTIVE, its VAN funded; deposit, balance and statement row",
            reach: Reach::Simulator(CONTROL),
            start: Start::Sandbox,
            run: |ctx| Box::pin(onboarding::onboarding(ctx)),
        },
        Scenario {
            name: "sub_client_lifecycle",
            about: "UNAPPROVED -> approved, update, deactivate/activate, disable for good",
            reach: Reach::Simulator(CONTROL),
            start: Start::Sandbox,
            run: |ctx| Box::pin(onboarding::sub_client_lifecycle(ctx)),
        },
        Scenario {
            name: "lookups",
            about: "bankInfo, availableDeliveryMethods, fundingAccounts",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(onboarding::lookups(ctx)),
        },
        Scenario {
            name: "payouts_common_paths",
            about: "withdrawal paths normal, PUSH_AML, FAIL_ACC, FAIL_AML, HALT_AML with balances; withdrawal, withdrawals by status",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(payouts::common_paths(ctx)),
        },
        Scenario {
            name: "payouts_bank_rejects",
            about: "withdrawal path bank rejects (SIM_BANK_REJECT): PENDING, FAILED, REFUNDED, fee kept",
            reach: Reach::Simulator(
                "uses the simulator's SIM_BANK_REJECT keyword, which UAT does not know",
            ),
            start: Start::Sandbox,
            run: |ctx| Box::pin(payouts::bank_rejects(ctx)),
        },
        Scenario {
            name: "payouts_fx_direct_entry",
            about: "withdrawal to an EUR recipient: BECS/DIRECT_ENTRY, externalReference cut to 18",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(payouts::fx_direct_entry(ctx)),
        },
        Scenario {
            name: "payouts_idempotency",
            about: "createWithdrawal twice with one idempotency key: one withdrawal, balance moved once",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(payouts::idempotency(ctx)),
        },
        Scenario {
            name: "parties_saved",
            about: "create, update, find recipients, senders, institutions; a withdrawal naming them by id",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(payouts::saved_parties(ctx)),
        },
        Scenario {
            name: "deposits_arrive_and_refund",
            about: "deposit to the own VAN, deposits, deposit, partial refundDeposit REFUNDING then REFUNDED",
            reach: Reach::Simulator(CONTROL),
            start: Start::Sandbox,
            run: |ctx| Box::pin(deposits::arrive_and_refund(ctx)),
        },
        Scenario {
            name: "deposits_review",
            about: "SIM_REVIEW deposit: REVIEWING and not booked for 60 s, then CLEARED",
            reach: Reach::Simulator(CONTROL),
            start: Start::Sandbox,
            run: |ctx| Box::pin(deposits::review(ctx)),
        },
        Scenario {
            name: "rfi",
            about: "SEND_RFI withdrawal held for an RFI: members, rfis, rfi, answerRfiQuestion (text, base64 document), analyst push, withdrawal CONFIRMED",
            reach: Reach::Simulator(CONTROL),
            start: Start::Sandbox,
            run: |ctx| Box::pin(compliance::rfi(ctx)),
        },
        Scenario {
            name: "rfi_decline",
            about: "declineRfi cancels the held withdrawal: amount back, fee kept; a closed RFI takes no answer",
            reach: Reach::Simulator(CONTROL),
            start: Start::Sandbox,
            run: |ctx| Box::pin(compliance::rfi_decline(ctx)),
        },
        Scenario {
            name: "compliance_tools",
            about: "adverseMediaSearch, amsRequest(s); confirmationOfPayee MATCH/CLOSE_MATCH/NO_MATCH/UNAVAILABLE; cleanseAddress, addressCleanserRequest(s)",
            reach: Reach::Simulator(
                "checks the simulator's own answers (adverse media hits, payee names); compliance_held covers these operations live",
            ),
            start: Start::Sandbox,
            run: |ctx| Box::pin(compliance::compliance_tools(ctx)),
        },
        Scenario {
            name: "fx",
            about: "quote, createConversion, conversion(s), createPayment with inline parties, payment(s), sourceOfFunds for INR",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(fx::fx(ctx)),
        },
        Scenario {
            name: "validation",
            about: "one refusal per rule family, by payments-types and by the service alike",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(failures::validation(ctx)),
        },
        Scenario {
            name: "unknown_ids",
            about: "look-ups of unknown ids give null",
            reach: Reach::Anywhere,
            start: Start::Sandbox,
            run: |ctx| Box::pin(failures::unknown_ids(ctx)),
        },
        Scenario {
            name: "auth_refusals",
            about: "no token, expired token, login faster than once a second (429)",
            reach: Reach::Simulator("expires a token on the simulator's clock"),
            start: Start::Sandbox,
            run: |ctx| Box::pin(failures::auth_refusals(ctx)),
        },
        Scenario {
            name: "ip_block",
            about: "refused logins block the caller's IP: the client's RateLimited IP_BLOCKED with retry-after; calls work once the block ends",
            reach: Reach::Simulator(
                "trips the service's abuse block, which would shut the caller's address out of a shared UAT for minutes, and lets the block end on the simulator's clock",
            ),
            start: Start::Sandbox,
            run: |ctx| Box::pin(limits::ip_block(ctx)),
        },
        Scenario {
            name: "account_controls",
            about: "third-party withdrawals and deposits switched off (FEATURE_DISABLED, returned deposit); IP allow-list (IP_NOT_ALLOWED, then listed); test data blocks the customer (CUSTOMER_BLOCKED) until unblocked",
            reach: Reach::Simulator(CONTROL),
            start: Start::Sandbox,
            run: |ctx| Box::pin(account::account_controls(ctx)),
        },
        Scenario {
            name: "account_held",
            about: "what the account holds: statement, deposits, subClients, members, rfis (each read back); logout",
            reach: Reach::Anywhere,
            start: Start::Uat,
            run: |ctx| Box::pin(held::account_held(ctx)),
        },
        Scenario {
            name: "deposit_refund_held",
            about: "refundDeposit of 1.00 on a CLEARED deposit the account holds: REFUNDING, balance down, REFUNDED",
            reach: Reach::Anywhere,
            start: Start::Uat,
            run: |ctx| Box::pin(held::deposit_refund_held(ctx)),
        },
        Scenario {
            name: "rfi_keyword",
            about: "SEND_RFI withdrawal held for an RFI: rfis, rfi, answerRfiQuestion, declineRfi; amount back, fee kept",
            reach: Reach::Anywhere,
            start: Start::Uat,
            run: |ctx| Box::pin(held::rfi_keyword(ctx)),
        },
        Scenario {
            name: "sub_client_anywhere",
            about: "AU individual ACTIVE after processing, listed, updated, a changed address keeps it ACTIVE, disabled (twice); activateSubClient refused, still DISABLED",
            reach: Reach::Anywhere,
            start: Start::Uat,
            run: |ctx| Box::pin(held::sub_client_anywhere(ctx)),
        },
        Scenario {
            name: "compliance_held",
            about: "adverseMediaSearch to its end, amsRequest(s); confirmationOfPayee of the own VAN; cleanseAddress, addressCleanserRequest(s)",
            reach: Reach::Anywhere,
            start: Start::Uat,
            run: |ctx| Box::pin(held::compliance_held(ctx)),
        },
    ]
}
