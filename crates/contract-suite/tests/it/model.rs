//! Model-based property test of the simulator (issue 9).
//!
//! proptest generates sequences of operations ([`Op`]) and runs each step twice: against the
//! embedded simulator through the real client (`payments_client::Client`; the control API for
//! what the banks, the portal and the operators do), and against [`Model`], a small reference
//! written from the spec (`spec/payments-api.md`), not from the simulator's code. After every
//! step the two must agree on:
//!
//! * the step's outcome: done, or refused for the same reason (insufficient funds, not allowed
//!   in the record's state, invalid input);
//! * the cleared balance in every currency (`balances`);
//! * the status of every withdrawal, deposit and sub-client (`withdrawals`, `deposits`,
//!   `subClients`), and the simulator holds no record the model does not know;
//! * the kinds of the events each record emitted, in order (`GET /sim/events`, grouped by the
//!   payload's `id`), and no other record emitted any.
//!
//! Operations: deposits of random amounts in AUD, EUR or USD to the customer's own VAN (also
//! with the simulator's `SIM_REVIEW` keyword) or to a sub-client's VAN (AUD only, other
//! currencies refused); withdrawals of random amounts with each UAT keyword (`PUSH_AML`,
//! `HALT_AML`, `FAIL_AML`, `SEND_RFI`, `FAIL_ACC`), the simulator's `SIM_BANK_REJECT`, or none,
//! often refused for insufficient funds; full, partial and too large `refundDeposit`s; the
//! portal's reject of a deposit; the operators' return / retry / cancel of a withdrawal;
//! sub-clients created (Australian or not) and moved through the state table, allowed and
//! refused moves alike; the clock advanced by 0 to 120 s.
//!
//! The model's rules, from the spec and the knobs the simulator is started with here
//! ([`sim_config`]):
//! * a withdrawal takes amount + fee at once, and is refused when the balance in its currency
//!   does not cover both; REFUNDED or CANCELLED gives the amount back and keeps the fee;
//! * withdrawal paths by keyword, one automatic step every [`STEP`] seconds: none
//!   PENDING → CONFIRMED; `PUSH_AML` REVIEWING → PENDING → CONFIRMED; `HALT_AML` REVIEWING for
//!   good; `FAIL_AML` REVIEWING → CANCELLED at once; `SEND_RFI` as `FAIL_AML` (the seeded
//!   account has no member with `compliance` access); `FAIL_ACC` PENDING → CONFIRMED → FAILED →
//!   REFUNDED; `SIM_BANK_REJECT` PENDING → FAILED → REFUNDED. Operators: CONFIRMED → FAILED
//!   (bank returns the funds, refunded one step later), FAILED → PENDING (retry, then
//!   CONFIRMED), FAILED → CANCELLED; a manual move replaces the steps that were to come;
//! * a deposit clears and is booked at once (`SIM_REVIEW`: REVIEWING for [`DEPOSIT_REVIEW`] s
//!   first); one to a DISABLED or FAILED_KYC sub-client is CANCELLED and never booked;
//! * `refundDeposit` (and the portal's reject of a cleared deposit, in full) needs a CLEARED
//!   deposit, at most its amount, and the balance to cover it; the funds leave at once
//!   (REFUNDING) and the refund completes [`DEPOSIT_REFUND`] s later; rejecting a deposit not
//!   yet cleared cancels it;
//! * sub-clients: INITIATED, then after [`SUB_CLIENT_PROCESSING`] s ACTIVE (Australian) or
//!   UNAPPROVED; UNAPPROVED → ACTIVE | FAILED_KYC (compliance); ACTIVE → DEACTIVATED (portal);
//!   DEACTIVATED → ACTIVE (`activateSubClient`); any state → DISABLED (`disableSubClient`,
//!   final; on a DISABLED one it changes nothing); every other move is refused;
//! * every status change emits the event of the new status (`withdrawal_completed` for
//!   CONFIRMED, `deposit_initiated` and `subclient_initiated` at creation).
//!
//! Where the spec is silent the model takes the simulator's documented choice and says so
//! (FAILED_KYC VANs, one refund per deposit, funds leaving at REFUNDING); `SIM_REVIEW`
//! deposits go to the own VAN only, so the open question of a reviewed deposit to a
//! sub-client disabled meanwhile is not asked.
//!
//! Two tests: the property (32 generated cases, `PROPTEST_CASES` overrides, of 4 to 20 steps;
//! shrinking capped at 200 iterations and 20 s), and one fixed sequence through every path
//! whose outcomes and final balances are written by hand, which checks the model itself and
//! reaches interleavings random sequences seldom do (an operator's return of a `FAIL_ACC`
//! withdrawal between its confirmation and its scheduled return). One simulator per test,
//! reset (`POST /sim/reset`) before each case; each case logs in with a fresh client.

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::fmt::Debug;
use std::sync::Arc;
use std::time::Duration;

use contract_suite::{Control, SimulatedClock};
use payments_client::types::common::Id;
use payments_client::types::deposits::{DepositStatus, RefundDepositInput};
use payments_client::types::sub_clients::{CreateSubClientInput, SubClientStatus};
use payments_client::types::withdrawals::{CreateWithdrawalInput, WithdrawalStatus};
use payments_client::types::{AccountNo, Amount, Bsb, CurrencyCode};
use payments_client::types::{Context, FromInput};
use payments_client::{Client, Error, Secret};
use payments_sim::control::{DepositArrival, KycDecision, OperatorAction};
use payments_sim::{ControlError, Delays, SimConfig, SimHandle};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// The simulator's knobs the model relies on (set explicitly in `sim_config`).

/// Flat fee of a withdrawal, in its currency (1.00).
const FEE: Decimal = Decimal::from_parts(100, 0, 0, false, 2);
/// AUD on the seeded account at start (10,000.00); EUR and USD start at 0.
const OPENING_AUD: Decimal = Decimal::from_parts(1_000_000, 0, 0, false, 2);
/// Seconds between two automatic steps of a withdrawal.
const STEP: i64 = 2;
/// Seconds until a new sub-client is processed.
const SUB_CLIENT_PROCESSING: i64 = 5;
/// Seconds a `SIM_REVIEW` deposit stays in review.
const DEPOSIT_REVIEW: i64 = 60;
/// Seconds from REFUNDING to REFUNDED.
const DEPOSIT_REFUND: i64 = 2;

/// The longest one case may take (a hang fails the case instead of the whole run).
const CASE_LIMIT: Duration = Duration::from_secs(30);
const USER_AGENT: &str = "payments-model-test/0.1";

fn sim_config() -> SimConfig {
    SimConfig {
        withdrawal_fee: FEE,
        opening_balance: OPENING_AUD,
        delays: Delays {
            sub_client_processing: SUB_CLIENT_PROCESSING,
            withdrawal_step: STEP,
            deposit_clearing: 0,
            deposit_review: DEPOSIT_REVIEW,
            deposit_refund: DEPOSIT_REFUND,
            ..Delays::default()
        },
        ..SimConfig::for_tests()
    }
}

// ---------------------------------------------------------------------------------------------
// Operations.

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Cur {
    Aud,
    Eur,
    Usd,
}

impl Cur {
    const ALL: [Cur; 3] = [Cur::Aud, Cur::Eur, Cur::Usd];

    fn code(self) -> &'static str {
        match self {
            Cur::Aud => "AUD",
            Cur::Eur => "EUR",
            Cur::Usd => "USD",
        }
    }
}

/// Where a deposit arrives.
#[derive(Debug, Clone, Copy)]
enum To {
    /// The customer's own VAN.
    Own,
    /// The own VAN, with `SIM_REVIEW` in the reference.
    OwnForReview,
    /// The VAN of the n-th sub-client (modulo their number).
    SubClient(usize),
}

/// A withdrawal's keyword in `externalReference`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Path {
    Normal,
    PushAml,
    HaltAml,
    FailAml,
    SendRfi,
    FailAcc,
    BankReject,
}

const PATHS: &[Path] = &[
    Path::Normal,
    Path::PushAml,
    Path::HaltAml,
    Path::FailAml,
    Path::SendRfi,
    Path::FailAcc,
    Path::BankReject,
];

impl Path {
    fn reference(self) -> &'static str {
        match self {
            Path::Normal => "Model payout",
            Path::PushAml => "Model PUSH_AML",
            Path::HaltAml => "Model HALT_AML",
            Path::FailAml => "Model FAIL_AML",
            Path::SendRfi => "Model SEND_RFI",
            Path::FailAcc => "Model FAIL_ACC",
            Path::BankReject => "Model SIM_BANK_REJECT",
        }
    }
}

/// How much of a deposit `refundDeposit` asks for.
#[derive(Debug, Clone, Copy)]
enum RefundAmount {
    /// No amount: the whole deposit.
    Full,
    /// This percentage of the deposit (at least 0.01).
    Percent(u8),
    /// The deposit plus this many cents (refused).
    Over(i64),
}

/// An operator's action on a withdrawal (`POST /sim/withdrawals/{id}/{action}`).
#[derive(Debug, Clone, Copy)]
enum Operator {
    Return,
    Retry,
    Cancel,
}

const OPERATORS: &[Operator] = &[Operator::Return, Operator::Retry, Operator::Cancel];

/// A move of a sub-client through its state table.
#[derive(Debug, Clone, Copy)]
enum Move {
    /// Compliance approves (control API).
    Approve,
    /// Compliance fails KYC (control API).
    FailKyc,
    /// The portal's deactivation (control API).
    Deactivate,
    /// `activateSubClient`.
    Activate,
    /// `disableSubClient`.
    Disable,
}

const MOVES: &[Move] = &[
    Move::Approve,
    Move::FailKyc,
    Move::Deactivate,
    Move::Activate,
    Move::Disable,
];

/// One step. Records are named by their creation index, modulo how many exist (a step naming
/// a kind of record of which none exists is skipped).
#[derive(Debug, Clone)]
enum Op {
    Deposit {
        cents: i64,
        cur: Cur,
        to: To,
    },
    Withdraw {
        cents: i64,
        cur: Cur,
        path: Path,
    },
    Refund {
        deposit: usize,
        amount: RefundAmount,
    },
    Reject {
        deposit: usize,
    },
    Operate {
        withdrawal: usize,
        action: Operator,
    },
    CreateSubClient {
        australian: bool,
    },
    Move {
        sub_client: usize,
        action: Move,
    },
    Advance {
        seconds: u32,
    },
}

fn cur() -> impl Strategy<Value = Cur> {
    prop_oneof![4 => Just(Cur::Aud), 1 => Just(Cur::Eur), 1 => Just(Cur::Usd)]
}

fn op() -> impl Strategy<Value = Op> {
    let to = prop_oneof![
        3 => Just(To::Own),
        1 => Just(To::OwnForReview),
        2 => (0usize..4).prop_map(To::SubClient),
    ];
    let refund = prop_oneof![
        Just(RefundAmount::Full),
        (1u8..=100).prop_map(RefundAmount::Percent),
        (1i64..=10_000).prop_map(RefundAmount::Over),
    ];
    // Mostly within the opening balance, now and then far over it.
    let withdrawal_cents = prop_oneof![5 => 1i64..=200_000, 1 => 200_001i64..=1_500_000];
    let seconds = prop_oneof![3 => 0u32..=6, 2 => 7u32..=30, 1 => 31u32..=120];
    prop_oneof![
        3 => (1i64..=300_000, cur(), to).prop_map(|(cents, cur, to)| Op::Deposit { cents, cur, to }),
        5 => (withdrawal_cents, cur(), prop::sample::select(PATHS))
            .prop_map(|(cents, cur, path)| Op::Withdraw { cents, cur, path }),
        2 => (0usize..8, refund).prop_map(|(deposit, amount)| Op::Refund { deposit, amount }),
        1 => (0usize..8).prop_map(|deposit| Op::Reject { deposit }),
        3 => (0usize..8, prop::sample::select(OPERATORS))
            .prop_map(|(withdrawal, action)| Op::Operate { withdrawal, action }),
        2 => any::<bool>().prop_map(|australian| Op::CreateSubClient { australian }),
        4 => (0usize..4, prop::sample::select(MOVES))
            .prop_map(|(sub_client, action)| Op::Move { sub_client, action }),
        4 => seconds.prop_map(|seconds| Op::Advance { seconds }),
    ]
}

/// The record an op names: the `n`-th of `len`, modulo `len`; none when there is none.
fn pick(n: usize, len: usize) -> Option<usize> {
    (len > 0).then(|| n % len)
}

fn money(cents: i64) -> Decimal {
    Decimal::new(cents, 2)
}

/// The amount `refundDeposit` sends for a deposit of `deposit` (`None`: no amount, all of it).
fn refund_value(deposit: Decimal, amount: RefundAmount) -> Option<Decimal> {
    match amount {
        RefundAmount::Full => None,
        RefundAmount::Percent(p) => Some(
            (deposit * Decimal::from(p) / Decimal::ONE_HUNDRED)
                .round_dp(2)
                .max(money(1)),
        ),
        RefundAmount::Over(cents) => Some(deposit + money(cents)),
    }
}

/// What a step came to.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Outcome {
    Done,
    Refused(Refusal),
    /// The step names a record of a kind of which none exists.
    Skipped,
    /// An error the model has no word for (always a failure).
    Unexpected(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Refusal {
    InsufficientFunds,
    /// Not allowed in the record's current state.
    NotAllowed,
    Invalid,
}

// ---------------------------------------------------------------------------------------------
// The model.

/// A status with its event kind.
trait Status: Copy + PartialEq + Debug {
    fn event(self) -> &'static str;
}

impl Status for WithdrawalStatus {
    fn event(self) -> &'static str {
        match self {
            WithdrawalStatus::Initialised => "withdrawal_initiated",
            WithdrawalStatus::Reviewing => "withdrawal_reviewing",
            WithdrawalStatus::Pending => "withdrawal_pending",
            WithdrawalStatus::Confirmed => "withdrawal_completed",
            WithdrawalStatus::Failed => "withdrawal_failed",
            WithdrawalStatus::Refunded => "withdrawal_refunded",
            WithdrawalStatus::Cancelled => "withdrawal_cancelled",
            WithdrawalStatus::Unknown => "withdrawal_unknown",
        }
    }
}

impl Status for DepositStatus {
    fn event(self) -> &'static str {
        match self {
            DepositStatus::Initiated => "deposit_initiated",
            DepositStatus::Reviewing => "deposit_reviewing",
            DepositStatus::Cleared => "deposit_cleared",
            DepositStatus::Cancelled => "deposit_cancelled",
            DepositStatus::Refunding => "deposit_refunding",
            DepositStatus::Refunded => "deposit_refunded",
            DepositStatus::Unknown => "deposit_unknown",
        }
    }
}

impl Status for SubClientStatus {
    fn event(self) -> &'static str {
        match self {
            SubClientStatus::Initiated => "subclient_initiated",
            SubClientStatus::Active => "subclient_active",
            SubClientStatus::Unapproved => "subclient_unapproved",
            SubClientStatus::Deactivated => "subclient_deactivated",
            SubClientStatus::FailedKyc => "subclient_failed_kyc",
            SubClientStatus::Disabled => "subclient_disabled",
            SubClientStatus::Unknown => "subclient_unknown",
        }
    }
}

/// A record's status, the automatic steps still to come, and the events it emitted.
#[derive(Debug, Clone)]
struct Life<S> {
    status: S,
    /// Steps to come: (seconds after the previous one, status it leads to).
    plan: VecDeque<(i64, S)>,
    /// When the first step of `plan` is due.
    due: i64,
    events: Vec<&'static str>,
}

impl<S: Status> Life<S> {
    fn new(status: S) -> Self {
        Self {
            status,
            plan: VecDeque::new(),
            due: 0,
            events: vec![status.event()],
        }
    }

    fn enter(&mut self, to: S) {
        self.status = to;
        self.events.push(to.event());
    }

    /// Replaces the steps to come with `steps`, the first `steps[0].0` seconds after `now`.
    fn plan(&mut self, now: i64, steps: &[(i64, S)]) {
        self.plan = steps.iter().copied().collect();
        self.due = now + steps.first().map_or(0, |s| s.0);
    }

    /// Takes the next step if it is due at `now`; the status it led to.
    fn step(&mut self, now: i64) -> Option<S> {
        let &(_, to) = self.plan.front()?;
        if self.due > now {
            return None;
        }
        self.plan.pop_front();
        if let Some(&(delay, _)) = self.plan.front() {
            self.due += delay;
        }
        self.enter(to);
        Some(to)
    }
}

/// Every `STEP` seconds one of `statuses`.
fn every_step(statuses: &[WithdrawalStatus]) -> Vec<(i64, WithdrawalStatus)> {
    statuses.iter().map(|s| (STEP, *s)).collect()
}

#[derive(Debug, Clone)]
struct Withdrawal {
    amount: Decimal,
    cur: Cur,
    life: Life<WithdrawalStatus>,
}

#[derive(Debug, Clone)]
struct Deposit {
    amount: Decimal,
    cur: Cur,
    life: Life<DepositStatus>,
}

/// The reference: balances per currency, every record's life, the simulated time.
#[derive(Debug, Clone)]
struct Model {
    /// Seconds since the start.
    now: i64,
    balances: BTreeMap<Cur, Decimal>,
    withdrawals: Vec<Withdrawal>,
    deposits: Vec<Deposit>,
    sub_clients: Vec<Life<SubClientStatus>>,
}

impl Model {
    fn new() -> Self {
        let mut balances: BTreeMap<Cur, Decimal> =
            Cur::ALL.iter().map(|c| (*c, Decimal::ZERO)).collect();
        balances.insert(Cur::Aud, OPENING_AUD);
        Self {
            now: 0,
            balances,
            withdrawals: Vec::new(),
            deposits: Vec::new(),
            sub_clients: Vec::new(),
        }
    }

    fn balance(&mut self, cur: Cur) -> &mut Decimal {
        self.balances.entry(cur).or_default()
    }

    /// Applies `op`; what the service should answer.
    fn apply(&mut self, op: &Op) -> Outcome {
        match *op {
            Op::Deposit { cents, cur, to } => self.deposit(money(cents), cur, to),
            Op::Withdraw { cents, cur, path } => self.withdraw(money(cents), cur, path),
            Op::Refund { deposit, amount } => {
                let Some(i) = pick(deposit, self.deposits.len()) else {
                    return Outcome::Skipped;
                };
                // A CLEARED deposit only, so at most one refund each (the spec shows no rule;
                // the simulator's choice).
                let d = &self.deposits[i];
                if d.life.status != DepositStatus::Cleared {
                    return Outcome::Refused(Refusal::NotAllowed);
                }
                let amount = refund_value(d.amount, amount).unwrap_or(d.amount);
                if amount > d.amount {
                    return Outcome::Refused(Refusal::Invalid);
                }
                self.start_refund(i, amount)
            }
            Op::Reject { deposit } => {
                let Some(i) = pick(deposit, self.deposits.len()) else {
                    return Outcome::Skipped;
                };
                let d = &mut self.deposits[i];
                match d.life.status {
                    DepositStatus::Cleared => {
                        let amount = d.amount;
                        self.start_refund(i, amount)
                    }
                    DepositStatus::Initiated | DepositStatus::Reviewing => {
                        d.life.enter(DepositStatus::Cancelled);
                        d.life.plan(self.now, &[]);
                        Outcome::Done
                    }
                    _ => Outcome::Refused(Refusal::NotAllowed),
                }
            }
            Op::Operate { withdrawal, action } => self.operate(withdrawal, action),
            Op::CreateSubClient { australian } => {
                let mut sc = Life::new(SubClientStatus::Initiated);
                let processed = if australian {
                    SubClientStatus::Active
                } else {
                    SubClientStatus::Unapproved
                };
                sc.plan(self.now, &[(SUB_CLIENT_PROCESSING, processed)]);
                self.sub_clients.push(sc);
                Outcome::Done
            }
            Op::Move { sub_client, action } => {
                use SubClientStatus::*;
                let Some(i) = pick(sub_client, self.sub_clients.len()) else {
                    return Outcome::Skipped;
                };
                let (from, to): (&[SubClientStatus], _) = match action {
                    Move::Approve => (&[Unapproved], Active),
                    Move::FailKyc => (&[Unapproved], FailedKyc),
                    Move::Deactivate => (&[Active], Deactivated),
                    Move::Activate => (&[Deactivated], Active),
                    // "Any state", DISABLED included: disabling it again succeeds and, the
                    // status unchanged, emits nothing.
                    Move::Disable => (
                        &[
                            Initiated,
                            Active,
                            Unapproved,
                            Deactivated,
                            FailedKyc,
                            Disabled,
                        ],
                        Disabled,
                    ),
                };
                let sc = &mut self.sub_clients[i];
                if !from.contains(&sc.status) {
                    return Outcome::Refused(Refusal::NotAllowed);
                }
                if sc.status != to {
                    sc.enter(to);
                    sc.plan(self.now, &[]);
                }
                Outcome::Done
            }
            Op::Advance { seconds } => {
                self.advance(i64::from(seconds));
                Outcome::Done
            }
        }
    }

    fn deposit(&mut self, amount: Decimal, cur: Cur, to: To) -> Outcome {
        let sub_client = match to {
            To::Own | To::OwnForReview => None,
            To::SubClient(n) => match pick(n, self.sub_clients.len()) {
                Some(i) => Some(self.sub_clients[i].status),
                None => return Outcome::Skipped,
            },
        };
        // "The VAN is limited to local Australian AUD transfers."
        if sub_client.is_some() && cur != Cur::Aud {
            return Outcome::Refused(Refusal::Invalid);
        }
        let mut life = Life::new(DepositStatus::Initiated);
        // "Deposits to a disabled sub-client are no longer booked"; FAILED_KYC alike (the spec
        // is silent; the simulator's choice).
        if matches!(
            sub_client,
            Some(SubClientStatus::Disabled | SubClientStatus::FailedKyc)
        ) {
            life.enter(DepositStatus::Cancelled);
        } else if matches!(to, To::OwnForReview) {
            life.enter(DepositStatus::Reviewing);
            life.plan(self.now, &[(DEPOSIT_REVIEW, DepositStatus::Cleared)]);
        } else {
            life.enter(DepositStatus::Cleared);
            *self.balance(cur) += amount;
        }
        self.deposits.push(Deposit { amount, cur, life });
        Outcome::Done
    }

    fn withdraw(&mut self, amount: Decimal, cur: Cur, path: Path) -> Outcome {
        use WithdrawalStatus::*;
        // "The account needs enough balance"; "balance decreases by amount plus fee".
        if *self.balance(cur) < amount + FEE {
            return Outcome::Refused(Refusal::InsufficientFunds);
        }
        *self.balance(cur) -= amount + FEE;
        let mut life = Life::new(Initialised);
        match path {
            Path::Normal => life.plan(self.now, &every_step(&[Pending, Confirmed])),
            Path::PushAml => life.plan(self.now, &every_step(&[Reviewing, Pending, Confirmed])),
            Path::HaltAml => life.plan(self.now, &every_step(&[Reviewing])),
            Path::FailAcc => life.plan(
                self.now,
                &every_step(&[Pending, Confirmed, Failed, Refunded]),
            ),
            Path::BankReject => life.plan(self.now, &every_step(&[Pending, Failed, Refunded])),
            // Cancelled at once, through REVIEWING ("compliance rejects"). SEND_RFI without an
            // active member with `compliance` access "behaves as with FAIL_AML".
            Path::FailAml | Path::SendRfi => {
                life.enter(Reviewing);
                life.enter(Cancelled);
                *self.balance(cur) += amount;
            }
        }
        self.withdrawals.push(Withdrawal { amount, cur, life });
        Outcome::Done
    }

    fn operate(&mut self, n: usize, action: Operator) -> Outcome {
        use WithdrawalStatus::*;
        let Some(i) = pick(n, self.withdrawals.len()) else {
            return Outcome::Skipped;
        };
        let now = self.now;
        let w = &mut self.withdrawals[i];
        match (action, w.life.status) {
            // "CONFIRMED → FAILED: bank returns the funds; then usually REFUNDED".
            (Operator::Return, Confirmed) => {
                w.life.enter(Failed);
                w.life.plan(now, &every_step(&[Refunded]));
            }
            // "FAILED → PENDING: retry (rare); processing repeats".
            (Operator::Retry, Failed) => {
                w.life.enter(Pending);
                w.life.plan(now, &every_step(&[Confirmed]));
            }
            // "FAILED → CANCELLED: manual action; the amount back, the fee kept".
            (Operator::Cancel, Failed) => {
                w.life.enter(Cancelled);
                w.life.plan(now, &[]);
                let (amount, cur) = (w.amount, w.cur);
                *self.balance(cur) += amount;
            }
            _ => return Outcome::Refused(Refusal::NotAllowed),
        }
        Outcome::Done
    }

    fn start_refund(&mut self, i: usize, amount: Decimal) -> Outcome {
        let cur = self.deposits[i].cur;
        if *self.balance(cur) < amount {
            return Outcome::Refused(Refusal::InsufficientFunds);
        }
        *self.balance(cur) -= amount;
        let life = &mut self.deposits[i].life;
        life.enter(DepositStatus::Refunding);
        life.plan(self.now, &[(DEPOSIT_REFUND, DepositStatus::Refunded)]);
        Outcome::Done
    }

    /// Moves the clock and takes every step that became due, with its effect on the balance.
    fn advance(&mut self, seconds: i64) {
        self.now += seconds;
        let Model {
            now,
            balances,
            withdrawals,
            deposits,
            sub_clients,
        } = self;
        for w in withdrawals {
            while let Some(to) = w.life.step(*now) {
                if matches!(to, WithdrawalStatus::Refunded | WithdrawalStatus::Cancelled) {
                    *balances.entry(w.cur).or_default() += w.amount;
                }
            }
        }
        for d in deposits {
            while let Some(to) = d.life.step(*now) {
                if to == DepositStatus::Cleared {
                    *balances.entry(d.cur).or_default() += d.amount;
                }
            }
        }
        for sc in sub_clients {
            while sc.step(*now).is_some() {}
        }
    }

    fn view(&self) -> View {
        let mut records = BTreeMap::new();
        let mut add = |label: String, status: &dyn Debug, events: &[&str]| {
            records.insert(
                label,
                Record {
                    status: format!("{status:?}"),
                    events: events.iter().map(|e| (*e).to_owned()).collect(),
                },
            );
        };
        for (i, w) in self.withdrawals.iter().enumerate() {
            add(label("withdrawal", i), &w.life.status, &w.life.events);
        }
        for (i, d) in self.deposits.iter().enumerate() {
            add(label("deposit", i), &d.life.status, &d.life.events);
        }
        for (i, sc) in self.sub_clients.iter().enumerate() {
            add(label("sub-client", i), &sc.status, &sc.events);
        }
        View {
            balances: self
                .balances
                .iter()
                .map(|(c, b)| (c.code().to_owned(), *b))
                .collect(),
            records,
        }
    }
}

fn label(kind: &str, index: usize) -> String {
    format!("{kind} #{index}")
}

/// What is compared after every step.
#[derive(Debug, PartialEq)]
struct View {
    balances: BTreeMap<String, Decimal>,
    /// By label (`withdrawal #0`, ...).
    records: BTreeMap<String, Record>,
}

#[derive(Debug, Clone, PartialEq)]
struct Record {
    status: String,
    events: Vec<String>,
}

/// Every difference between the simulator's view and the model's, one line each.
fn differences(sim: &View, model: &View) -> Vec<String> {
    let mut out = Vec::new();
    let currencies: BTreeSet<&String> = sim.balances.keys().chain(model.balances.keys()).collect();
    for c in currencies {
        let (s, m) = (sim.balances.get(c), model.balances.get(c));
        if s != m {
            out.push(format!("balance {c}: simulator {s:?}, model {m:?}"));
        }
    }
    let labels: BTreeSet<&String> = sim.records.keys().chain(model.records.keys()).collect();
    for l in labels {
        let (s, m) = (sim.records.get(l), model.records.get(l));
        if s != m {
            out.push(format!("{l}:\n    simulator {s:?}\n    model     {m:?}"));
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The simulator, through the real client and the control API.

/// A sub-client the harness created: id and VAN.
struct SubClientRef {
    id: Id,
    bsb: String,
    account_no: String,
}

struct Harness {
    client: Client,
    control: Control,
    ctx: Context,
    /// BSB and account number of the customer's own VAN.
    own_van: (String, String),
    withdrawals: Vec<Id>,
    /// Deposits with their amounts.
    deposits: Vec<(Id, Decimal)>,
    sub_clients: Vec<SubClientRef>,
}

impl Harness {
    async fn start(sim: &Arc<SimHandle>, control: Control) -> anyhow::Result<Self> {
        let client = Client::builder()
            .endpoint(&sim.url)
            .credentials("demo@payments.test", Secret::from("demo-password"))
            .user_agent(USER_AGENT)
            .clock(SimulatedClock(sim.clone()))
            .request_timeout(Duration::from_secs(20))
            .build()?;
        let accounts = control.accounts().await?;
        let own = accounts
            .iter()
            .find(|a| a.id == "acc_demo_aus")
            .ok_or_else(|| anyhow::anyhow!("GET /sim/accounts: no acc_demo_aus in {accounts:?}"))?;
        let own_van = (own.bsb.clone(), own.account_no.clone());
        Ok(Self {
            client,
            control,
            ctx: Context::on(sim.now().date()),
            own_van,
            withdrawals: Vec::new(),
            deposits: Vec::new(),
            sub_clients: Vec::new(),
        })
    }

    /// Runs `op` against the simulator: its outcome, and the detail of a refusal or error.
    async fn run(&mut self, op: &Op) -> (Outcome, String) {
        match self.try_run(op).await {
            Ok(outcome) => outcome,
            Err(e) => (Outcome::Unexpected(format!("{e:#}")), String::new()),
        }
    }

    async fn try_run(&mut self, op: &Op) -> anyhow::Result<(Outcome, String)> {
        Ok(match *op {
            Op::Deposit { cents, cur, to } => {
                let ((bsb, account_no), reference) = match to {
                    To::Own => (self.own_van.clone(), "Model deposit"),
                    To::OwnForReview => (self.own_van.clone(), "Model SIM_REVIEW deposit"),
                    To::SubClient(n) => match pick(n, self.sub_clients.len()) {
                        Some(i) => {
                            let sc = &self.sub_clients[i];
                            ((sc.bsb.clone(), sc.account_no.clone()), "Model deposit")
                        }
                        None => return Ok((Outcome::Skipped, String::new())),
                    },
                };
                let arrival = DepositArrival::new(
                    Bsb::parse(&bsb)?,
                    AccountNo::parse(&account_no)?,
                    Amount::new(money(cents), CurrencyCode::parse(cur.code())?)?,
                )
                .reference(reference);
                match self.control.deposit(&arrival).await {
                    Ok(d) => {
                        self.deposits.push((Id::parse(&d.id)?, money(cents)));
                        (Outcome::Done, String::new())
                    }
                    Err(e) => control_refusal(&e),
                }
            }
            Op::Withdraw { cents, cur, path } => {
                let input = CreateWithdrawalInput::from_json(
                    &withdrawal_json(money(cents), cur, path),
                    &self.ctx,
                )?;
                match self.client.create_withdrawal(input).await {
                    Ok(w) => {
                        self.withdrawals.push(w.id);
                        (Outcome::Done, String::new())
                    }
                    Err(e) => client_refusal(e),
                }
            }
            Op::Refund { deposit, amount } => {
                let Some(i) = pick(deposit, self.deposits.len()) else {
                    return Ok((Outcome::Skipped, String::new()));
                };
                let (id, value) = &self.deposits[i];
                let input = match refund_value(*value, amount) {
                    None => None,
                    Some(a) => Some(RefundDepositInput::from_json(
                        &json!({ "amount": number(a), "reason": "Model refund" }),
                        &self.ctx,
                    )?),
                };
                match self.client.refund_deposit(id, input).await {
                    Ok(_) => (Outcome::Done, String::new()),
                    Err(e) => client_refusal(e),
                }
            }
            Op::Reject { deposit } => {
                let Some(i) = pick(deposit, self.deposits.len()) else {
                    return Ok((Outcome::Skipped, String::new()));
                };
                let id = self.deposits[i].0.as_str();
                control_outcome(self.control.reject_deposit(id).await)
            }
            Op::Operate { withdrawal, action } => {
                let Some(i) = pick(withdrawal, self.withdrawals.len()) else {
                    return Ok((Outcome::Skipped, String::new()));
                };
                let action = match action {
                    Operator::Return => OperatorAction::Return,
                    Operator::Retry => OperatorAction::Retry,
                    Operator::Cancel => OperatorAction::Cancel,
                };
                let id = self.withdrawals[i].as_str();
                control_outcome(self.control.withdrawal_action(id, action).await)
            }
            Op::CreateSubClient { australian } => {
                let input =
                    CreateSubClientInput::from_json(&sub_client_json(australian), &self.ctx)?;
                match self.client.create_sub_client(input).await {
                    Ok(sc) => {
                        self.sub_clients.push(SubClientRef {
                            id: sc.id,
                            bsb: sc.bsb,
                            account_no: sc.account_no,
                        });
                        (Outcome::Done, String::new())
                    }
                    Err(e) => client_refusal(e),
                }
            }
            Op::Move { sub_client, action } => {
                let Some(i) = pick(sub_client, self.sub_clients.len()) else {
                    return Ok((Outcome::Skipped, String::new()));
                };
                let id = &self.sub_clients[i].id;
                let done = |r: Result<_, Error>| match r {
                    Ok(_) => (Outcome::Done, String::new()),
                    Err(e) => client_refusal(e),
                };
                match action {
                    Move::Approve => control_outcome(
                        self.control
                            .decide_sub_client(id.as_str(), KycDecision::Approve)
                            .await,
                    ),
                    Move::FailKyc => control_outcome(
                        self.control
                            .decide_sub_client(id.as_str(), KycDecision::FailKyc)
                            .await,
                    ),
                    Move::Deactivate => {
                        control_outcome(self.control.deactivate_sub_client(id.as_str()).await)
                    }
                    Move::Activate => done(self.client.activate_sub_client(id).await),
                    Move::Disable => done(self.client.disable_sub_client(id).await),
                }
            }
            Op::Advance { seconds } => control_outcome(
                payments_sim::Control::advance(&self.control, f64::from(seconds)).await,
            ),
        })
    }

    /// Balances, every record's status (from the client's list queries) and every record's
    /// event kinds (from the control API's event log), labelled as the model labels them.
    async fn view(&self) -> anyhow::Result<View> {
        let mut labels: HashMap<&str, String> = HashMap::new();
        for (i, id) in self.withdrawals.iter().enumerate() {
            labels.insert(id.as_str(), label("withdrawal", i));
        }
        for (i, (id, _)) in self.deposits.iter().enumerate() {
            labels.insert(id.as_str(), label("deposit", i));
        }
        for (i, sc) in self.sub_clients.iter().enumerate() {
            labels.insert(sc.id.as_str(), label("sub-client", i));
        }
        let name = |kind: &str, id: &str| {
            labels
                .get(id)
                .cloned()
                .unwrap_or_else(|| format!("unknown {kind} {id}"))
        };
        let mut records: BTreeMap<String, Record> = BTreeMap::new();
        let mut add = |label: String, status: String| {
            records.insert(
                label,
                Record {
                    status,
                    events: Vec::new(),
                },
            );
        };
        for w in self.client.withdrawals(None).await? {
            add(name("withdrawal", w.id.as_str()), format!("{:?}", w.status));
        }
        for d in self.client.deposits(None).await? {
            let status = d.status.map_or("(none)".to_owned(), |s| format!("{s:?}"));
            add(name("deposit", d.id.as_str()), status);
        }
        for sc in self.client.sub_clients(None).await? {
            add(
                name("sub-client", sc.id.as_str()),
                format!("{:?}", sc.status),
            );
        }
        let events = self.control.events(0).await?;
        for e in &events {
            let id = e.record_id().unwrap_or("(no id)");
            records
                .entry(name("record", id))
                .or_insert_with(|| Record {
                    status: "(not listed)".into(),
                    events: Vec::new(),
                })
                .events
                .push(e.event.clone());
        }
        let balances = self
            .client
            .balances(None)
            .await?
            .into_iter()
            .map(|b| (b.currency.as_str().to_owned(), b.cleared.value()))
            .collect();
        Ok(View { balances, records })
    }
}

/// `amount` as a JSON number, as an integration sends it.
fn number(amount: Decimal) -> Value {
    json!(amount.to_f64())
}

fn refusal(code: &str, detail: String) -> (Outcome, String) {
    let outcome = match code {
        "INSUFFICIENT_BALANCE" => Outcome::Refused(Refusal::InsufficientFunds),
        "INVALID_TRANSITION" => Outcome::Refused(Refusal::NotAllowed),
        "VALIDATION_ERROR" => Outcome::Refused(Refusal::Invalid),
        other => Outcome::Unexpected(format!("code {other}")),
    };
    (outcome, detail)
}

fn client_refusal(e: Error) -> (Outcome, String) {
    match e.kind() {
        payments_client::ErrorKind::Rejected { code, .. } => refusal(code.as_str(), e.to_string()),
        _ => (Outcome::Unexpected(e.to_string()), String::new()),
    }
}

/// A control API reply: done, or refused with the `code` of its JSON error body.
fn control_outcome<T>(result: Result<T, ControlError>) -> (Outcome, String) {
    match result {
        Ok(_) => (Outcome::Done, String::new()),
        Err(e) => control_refusal(&e),
    }
}

fn control_refusal(e: &ControlError) -> (Outcome, String) {
    let detail = e.to_string();
    match e.code() {
        Some(code) => refusal(code, detail),
        None => (Outcome::Unexpected(detail), String::new()),
    }
}

/// A withdrawal of `amount` with `path`'s keyword: AUD to an inline BSB recipient, other
/// currencies to an inline IBAN recipient in that currency.
fn withdrawal_json(amount: Decimal, cur: Cur, path: Path) -> Value {
    let recipient = match cur {
        Cur::Aud => json!({
            "firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
            "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678",
        }),
        _ => json!({
            "companyName": "Widgets GmbH", "currency": cur.code(),
            "accountIdType": "IBAN", "iban": "DE89370400440532013000",
            "address": {
                "street": "Hauptstrasse 5", "suburb": "Berlin", "state": "Berlin",
                "postcode": "10115", "country": "DE"
            }
        }),
    };
    json!({
        "amount": number(amount),
        "currency": cur.code(),
        "recipient": recipient,
        "externalReference": path.reference(),
    })
}

/// An individual sub-client living in Australia (processed to ACTIVE) or New Zealand
/// (extended due diligence: UNAPPROVED).
fn sub_client_json(australian: bool) -> Value {
    let (address, mobile) = if australian {
        (
            json!({"street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}),
            "+61 412 345 678",
        )
    } else {
        (
            json!({"street": "8 Queen Street", "suburb": "Auckland Central", "state": "Auckland", "postcode": "1010", "country": "NZ"}),
            "+64 21 123 4567",
        )
    };
    json!({
        "firstName": "Olivia", "lastName": "Nguyen", "email": "olivia.nguyen@example.com.au",
        "mobile": mobile, "dob": "1988-04-12", "address": address,
    })
}

// ---------------------------------------------------------------------------------------------
// The property.

fn fail(e: impl std::fmt::Display) -> TestCaseError {
    TestCaseError::fail(e.to_string())
}

/// The steps up to and including `at`, one per line.
fn history(ops: &[Op], at: usize) -> String {
    ops.iter()
        .take(at + 1)
        .enumerate()
        .map(|(i, op)| format!("  {i}: {op:?}"))
        .collect::<Vec<_>>()
        .join("\n")
}

async fn compare(
    harness: &Harness,
    model: &Model,
    ops: &[Op],
    at: Option<usize>,
) -> Result<(), TestCaseError> {
    let sim = harness.view().await.map_err(|e| fail(format!("{e:#}")))?;
    let diffs = differences(&sim, &model.view());
    if diffs.is_empty() {
        return Ok(());
    }
    let when = match at {
        Some(i) => format!(
            "after step {i} (t = {} s); steps:\n{}",
            model.now,
            history(ops, i)
        ),
        None => "in the seeded state".to_owned(),
    };
    Err(fail(format!(
        "simulator and model disagree {when}\n{}",
        diffs.join("\n")
    )))
}

async fn run_case(
    sim: &Arc<SimHandle>,
    control: &Control,
    ops: &[Op],
) -> Result<(), TestCaseError> {
    control.reset().await.map_err(|e| fail(format!("{e:#}")))?;
    let mut harness = Harness::start(sim, control.clone())
        .await
        .map_err(|e| fail(format!("{e:#}")))?;
    let mut model = Model::new();
    compare(&harness, &model, ops, None).await?;
    for (i, op) in ops.iter().enumerate() {
        let expected = model.apply(op);
        let (got, detail) = harness.run(op).await;
        if got != expected {
            return Err(fail(format!(
                "step {i}: simulator {got:?}, model {expected:?} {detail}\nsteps:\n{}",
                history(ops, i)
            )));
        }
        compare(&harness, &model, ops, Some(i)).await?;
    }
    Ok(())
}

/// A runtime, one simulator started on it, and its control API.
fn start() -> (tokio::runtime::Runtime, Arc<SimHandle>, Control) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("tokio runtime");
    let sim = Arc::new(
        rt.block_on(payments_sim::spawn(sim_config()))
            .expect("the simulator starts"),
    );
    let control = Control::new(&sim.base_url).expect("control API client");
    (rt, sim, control)
}

/// Runs one case with a time limit.
fn run_bounded(
    rt: &tokio::runtime::Runtime,
    sim: &Arc<SimHandle>,
    control: &Control,
    ops: &[Op],
) -> Result<(), TestCaseError> {
    rt.block_on(async {
        tokio::time::timeout(CASE_LIMIT, run_case(sim, control, ops))
            .await
            .unwrap_or_else(|_| Err(fail(format!("the case took over {CASE_LIMIT:?}"))))
    })
}

#[test]
fn the_simulator_agrees_with_the_model_of_the_spec() {
    let (rt, sim, control) = start();
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(32);
    let mut runner = TestRunner::new(Config {
        cases,
        max_shrink_iters: 200,
        max_shrink_time: 20_000,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..Config::default()
    });
    let result = runner.run(&prop::collection::vec(op(), 4..=20), |ops| {
        run_bounded(&rt, &sim, &control, &ops)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// One fixed sequence through every withdrawal path, every operator action, every move of the
/// sub-client state table (allowed and refused), refunds full, partial, too large and not
/// covered, and rejects; each step's outcome and the final balances written by hand from the
/// spec (so the model itself is checked), then run against the simulator like a generated case.
#[test]
fn a_fixed_sequence_through_every_path() {
    use Outcome::{Done, Refused};
    use Refusal::{InsufficientFunds, Invalid, NotAllowed};
    let deposit = |cents, cur, to| Op::Deposit { cents, cur, to };
    let withdraw = |cents, cur, path| Op::Withdraw { cents, cur, path };
    let operate = |withdrawal, action| Op::Operate { withdrawal, action };
    let move_ = |sub_client, action| Op::Move { sub_client, action };
    let refund = |deposit, amount| Op::Refund { deposit, amount };
    let advance = |seconds| Op::Advance { seconds };
    let steps = vec![
        // t = 0
        (Op::CreateSubClient { australian: true }, Done), // sub-client 0
        (Op::CreateSubClient { australian: false }, Done), // sub-client 1
        (deposit(50_000, Cur::Aud, To::SubClient(0)), Done), // deposit 0: booked while INITIATED
        (deposit(20_000, Cur::Eur, To::Own), Done),       // deposit 1
        (deposit(5_000, Cur::Eur, To::SubClient(0)), Refused(Invalid)), // VANs take AUD only
        (withdraw(10_000, Cur::Aud, Path::Normal), Done), // withdrawal 0
        (withdraw(2_000, Cur::Aud, Path::FailAcc), Done), // withdrawal 1
        (withdraw(3_000, Cur::Aud, Path::BankReject), Done), // withdrawal 2
        (withdraw(4_000, Cur::Eur, Path::PushAml), Done), // withdrawal 3
        (withdraw(5_000, Cur::Aud, Path::HaltAml), Done), // withdrawal 4
        (withdraw(6_000, Cur::Aud, Path::FailAml), Done), // withdrawal 5: CANCELLED at once
        (withdraw(7_000, Cur::Aud, Path::SendRfi), Done), // withdrawal 6: as FAIL_AML
        (
            withdraw(30_000, Cur::Usd, Path::Normal),
            Refused(InsufficientFunds),
        ),
        (
            withdraw(1_500_000, Cur::Aud, Path::Normal),
            Refused(InsufficientFunds),
        ),
        (deposit(100_000, Cur::Aud, To::OwnForReview), Done), // deposit 2: REVIEWING
        (operate(0, Operator::Return), Refused(NotAllowed)),  // still INITIALISED
        (move_(0, Move::Approve), Refused(NotAllowed)),       // still INITIATED
        // t = 5: withdrawals 0 and 1 CONFIRMED, 2 FAILED, 3 PENDING, 4 REVIEWING; sub-client
        // 0 ACTIVE, 1 UNAPPROVED.
        (advance(5), Done),
        (operate(2, Operator::Retry), Done), // PENDING again
        // FAILED; refunded at t = 7 (the simulator refunded it at t = 6, from the return
        // FAIL_ACC had scheduled itself for then).
        (operate(1, Operator::Return), Done),
        (operate(0, Operator::Return), Done), // FAILED; refunded at t = 7 unless cancelled
        (advance(1), Done),                   // t = 6: withdrawal 3 CONFIRMED
        (operate(0, Operator::Cancel), Done), // CANCELLED: amount back, fee kept
        (operate(4, Operator::Cancel), Refused(NotAllowed)), // REVIEWING
        (advance(1), Done),                   // t = 7: 1 REFUNDED, 2 CONFIRMED
        (operate(5, Operator::Retry), Refused(NotAllowed)), // CANCELLED
        (operate(2, Operator::Cancel), Refused(NotAllowed)), // CONFIRMED
        (move_(0, Move::Approve), Refused(NotAllowed)), // ACTIVE
        (move_(1, Move::Approve), Done),
        (move_(0, Move::Deactivate), Done),
        (deposit(1_000, Cur::Aud, To::SubClient(0)), Done), // deposit 3: booked while DEACTIVATED
        (move_(0, Move::Activate), Done),
        (move_(0, Move::Activate), Refused(NotAllowed)),
        (move_(0, Move::Disable), Done),
        (move_(0, Move::Disable), Done), // already DISABLED: no change, no event
        (deposit(2_500, Cur::Aud, To::SubClient(0)), Done), // deposit 4: CANCELLED, not booked
        (Op::CreateSubClient { australian: false }, Done), // sub-client 2
        (advance(5), Done),              // t = 12: sub-client 2 UNAPPROVED
        (move_(2, Move::FailKyc), Done),
        (move_(2, Move::Deactivate), Refused(NotAllowed)),
        (deposit(500, Cur::Aud, To::SubClient(2)), Done), // deposit 5: CANCELLED, not booked
        (refund(0, RefundAmount::Percent(40)), Done),     // 200.00 of 500.00
        (refund(0, RefundAmount::Full), Refused(NotAllowed)), // REFUNDING
        (refund(1, RefundAmount::Over(1)), Refused(Invalid)), // 200.01 of 200.00
        (refund(1, RefundAmount::Full), Refused(InsufficientFunds)), // EUR 159.00 left
        (refund(1, RefundAmount::Percent(50)), Done),
        (Op::Reject { deposit: 2 }, Done), // REVIEWING: CANCELLED, never booked
        (Op::Reject { deposit: 3 }, Done), // CLEARED: refunded in full
        (Op::Reject { deposit: 4 }, Refused(NotAllowed)), // CANCELLED
        (advance(60), Done),
        (refund(0, RefundAmount::Full), Refused(NotAllowed)), // REFUNDED
    ];
    let mut model = Model::new();
    for (i, (op, expected)) in steps.iter().enumerate() {
        assert_eq!(&model.apply(op), expected, "model, step {i}: {op:?}");
    }
    // AUD: 10,000 + 500 + 10 in; withdrawals 1, 0, 5 and 6 cost their fee only, 2 and 4 their
    // amount and fee (31 + 51); refunds 200 and 10 out. EUR: 200 in, 41 out, 100 refunded.
    let expected: BTreeMap<Cur, Decimal> = [
        (Cur::Aud, money(1_021_400)),
        (Cur::Eur, money(5_900)),
        (Cur::Usd, Decimal::ZERO),
    ]
    .into();
    assert_eq!(model.balances, expected, "model balances at the end");

    let ops: Vec<Op> = steps.into_iter().map(|(op, _)| op).collect();
    let (rt, sim, control) = start();
    if let Err(e) = run_bounded(&rt, &sim, &control, &ops) {
        panic!("{e}");
    }
}
