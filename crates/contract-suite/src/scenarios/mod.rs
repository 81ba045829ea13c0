//! Every contract scenario, in run order. One module per flow; each scenario is an
//! `async fn(Ctx) -> anyhow::Result<()>` that fails with a message saying what did not hold.
//!
//! Rules for scenarios (so that the same scenario runs against UAT):
//! * talk to the service through `ctx.client` (or `ctx.raw` for requests the typed client
//!   cannot make); use the control API only in scenarios marked `needs_simulator`;
//! * never hard-code an id: take it from a reply;
//! * give every created record an `externalId` from `ctx.external_id(..)`;
//! * let time pass with `ctx.pass(..)`, never by sleeping.

use std::future::Future;
use std::pin::Pin;

use crate::context::Ctx;

mod compliance;
mod deposits;
mod failures;
mod fx;
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

/// One scenario.
pub struct Scenario {
    /// Short name, also the prefix of its snapshots.
    pub name: &'static str,
    /// What it exercises, in one line.
    pub about: &'static str,
    /// Needs the simulator's control API or seeded logins (skipped against a live endpoint).
    pub needs_simulator: bool,
    /// The scenario.
    pub run: fn(Ctx) -> ScenarioFuture,
}

/// Every scenario, in run order.
pub fn all() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "session_affiliations",
            about: "login with and without affiliation (NEED_AFFILIATION, UNREGISTERED), logout",
            needs_simulator: true,
            run: |ctx| Box::pin(session::affiliations(ctx)),
        },
        Scenario {
            name: "onboarding",
            about: "sub-client created, ACTIVE, its VAN funded; deposit, balance and statement row",
            needs_simulator: true,
            run: |ctx| Box::pin(onboarding::onboarding(ctx)),
        },
        Scenario {
            name: "sub_client_lifecycle",
            about: "UNAPPROVED -> approved, update, deactivate/activate, disable for good",
            needs_simulator: true,
            run: |ctx| Box::pin(onboarding::sub_client_lifecycle(ctx)),
        },
        Scenario {
            name: "lookups",
            about: "bankInfo, availableDeliveryMethods, fundingAccounts",
            needs_simulator: false,
            run: |ctx| Box::pin(onboarding::lookups(ctx)),
        },
        Scenario {
            name: "payouts_common_paths",
            about: "withdrawal paths normal, PUSH_AML, FAIL_ACC, FAIL_AML, HALT_AML with balances; withdrawal, withdrawals by status",
            needs_simulator: false,
            run: |ctx| Box::pin(payouts::common_paths(ctx)),
        },
        Scenario {
            name: "payouts_bank_rejects",
            about: "withdrawal path bank rejects (SIM_BANK_REJECT): PENDING, FAILED, REFUNDED, fee kept",
            needs_simulator: true,
            run: |ctx| Box::pin(payouts::bank_rejects(ctx)),
        },
        Scenario {
            name: "payouts_fx_direct_entry",
            about: "withdrawal to an EUR recipient: BECS/DIRECT_ENTRY, externalReference cut to 18",
            needs_simulator: false,
            run: |ctx| Box::pin(payouts::fx_direct_entry(ctx)),
        },
        Scenario {
            name: "payouts_idempotency",
            about: "createWithdrawal twice with one idempotency key: one withdrawal, balance moved once",
            needs_simulator: false,
            run: |ctx| Box::pin(payouts::idempotency(ctx)),
        },
        Scenario {
            name: "parties_saved",
            about: "create, update, find recipients, senders, institutions; a withdrawal naming them by id",
            needs_simulator: false,
            run: |ctx| Box::pin(payouts::saved_parties(ctx)),
        },
        Scenario {
            name: "deposits_arrive_and_refund",
            about: "deposit to the own VAN, deposits, deposit, partial refundDeposit REFUNDING then REFUNDED",
            needs_simulator: true,
            run: |ctx| Box::pin(deposits::arrive_and_refund(ctx)),
        },
        Scenario {
            name: "deposits_review",
            about: "SIM_REVIEW deposit: REVIEWING and not booked for 60 s, then CLEARED",
            needs_simulator: true,
            run: |ctx| Box::pin(deposits::review(ctx)),
        },
        Scenario {
            name: "rfi",
            about: "SEND_RFI withdrawal held for an RFI: members, rfis, rfi, answerRfiQuestion (text, base64 document), analyst push, withdrawal CONFIRMED",
            needs_simulator: true,
            run: |ctx| Box::pin(compliance::rfi(ctx)),
        },
        Scenario {
            name: "rfi_decline",
            about: "declineRfi cancels the held withdrawal: amount back, fee kept; a closed RFI takes no answer",
            needs_simulator: true,
            run: |ctx| Box::pin(compliance::rfi_decline(ctx)),
        },
        Scenario {
            name: "compliance_tools",
            about: "adverseMediaSearch, amsRequest(s); confirmationOfPayee MATCH/CLOSE_MATCH/NO_MATCH/UNAVAILABLE; cleanseAddress, addressCleanserRequest(s)",
            needs_simulator: true,
            run: |ctx| Box::pin(compliance::compliance_tools(ctx)),
        },
        Scenario {
            name: "fx",
            about: "quote, createConversion, conversion(s), createPayment with inline parties, payment(s), sourceOfFunds for INR",
            needs_simulator: false,
            run: |ctx| Box::pin(fx::fx(ctx)),
        },
        Scenario {
            name: "validation",
            about: "one refusal per rule family, by payments-types and by the service alike",
            needs_simulator: false,
            run: |ctx| Box::pin(failures::validation(ctx)),
        },
        Scenario {
            name: "unknown_ids",
            about: "look-ups of unknown ids give null",
            needs_simulator: false,
            run: |ctx| Box::pin(failures::unknown_ids(ctx)),
        },
        Scenario {
            name: "auth_refusals",
            about: "no token, expired token, login faster than once a second (429)",
            needs_simulator: true,
            run: |ctx| Box::pin(failures::auth_refusals(ctx)),
        },
    ]
}
