//! Property test of the ledger through the domain operations: for random sequences of
//! deposits, withdrawals (with every keyword), refunds, rejects, manual moves and clock
//! advances, every balance equals the sum of its statement rows and never goes negative, and
//! the balance matches a model computed from the records' states alone.

use payments_types::deposits::RefundDepositInput;
use payments_types::statements::StatementQueryInput;
use payments_types::withdrawals::CreateWithdrawalInput;
use payments_types::{AccountNo, Amount, Bsb, Context, CurrencyCode, FromInput};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use rust_decimal::Decimal;
use serde_json::json;

use crate::config::SimConfig;
use crate::domain::deposits::{self, Arrival};
use crate::domain::withdrawals::{self, ManualAction};
use crate::domain::{balances, jobs};
use crate::model::accounts::Caller;
use crate::model::deposits::{DepositSender, DepositStatus};
use crate::model::ids::{AccountId, DepositId, WithdrawalId};
use crate::model::service::Service;
use crate::model::withdrawals::WithdrawalStatus;

#[derive(Debug, Clone)]
enum Op {
    Deposit(u32),
    Withdraw(u32, usize),
    Refund(usize, u32),
    Reject(usize),
    Advance(u32),
    Manual(usize, usize),
}

const KEYWORDS: &[&str] = &[
    "",
    "PUSH_AML",
    "HALT_AML",
    "FAIL_AML",
    "SEND_RFI",
    "FAIL_ACC",
    "SIM_BANK_REJECT",
];

const MANUAL: [ManualAction; 3] = [
    ManualAction::Return,
    ManualAction::Retry,
    ManualAction::Cancel,
];

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (1u32..500_000).prop_map(Op::Deposit),
        (1u32..800_000, 0..KEYWORDS.len()).prop_map(|(a, k)| Op::Withdraw(a, k)),
        (0usize..8, 1u32..100_000).prop_map(|(i, a)| Op::Refund(i, a)),
        (0usize..8).prop_map(Op::Reject),
        (0u32..600).prop_map(Op::Advance),
        (0usize..8, 0usize..3).prop_map(|(i, a)| Op::Manual(i, a)),
    ]
}

fn cents(c: u32) -> Decimal {
    Decimal::new(i64::from(c), 2)
}

/// The same amount as a JSON number, as a client sends it.
fn cents_json(c: u32) -> f64 {
    f64::from(c) / 100.0
}

fn input<T: FromInput>(service: &Service, v: serde_json::Value) -> T {
    T::from_json(&v, &Context::on(service.now().date())).expect("a valid input")
}

fn check(service: &Service, caller: &Caller) -> Result<(), TestCaseError> {
    let aud = CurrencyCode::AUD;
    let acc = service.account(&caller.account).expect("account");
    for entry in acc.ledger.all(aud) {
        prop_assert!(entry.balance >= Decimal::ZERO, "negative balance {entry:?}");
    }
    let balance = acc.ledger.balance(aud);
    let query: StatementQueryInput = input(service, json!({"fromDate": "2026-07-01"}));
    let st = balances::statement(service, caller, &query).expect("statement");
    let sum: Decimal = st.rows.iter().map(|r| r.credit - r.debit).sum();
    prop_assert_eq!(sum, balance, "statement rows {:?}", st.rows);
    // Model from the records' states alone.
    let mut model = Decimal::new(10_000, 0);
    for d in service.deposits.values() {
        if matches!(
            d.status(),
            DepositStatus::Cleared | DepositStatus::Refunding | DepositStatus::Refunded
        ) {
            model += d.amount - d.refund_amount;
        }
    }
    for w in service.withdrawals.values() {
        model -= w.amount + w.fee;
        if matches!(
            w.status(),
            WithdrawalStatus::Refunded | WithdrawalStatus::Cancelled
        ) {
            model += w.amount;
        }
    }
    prop_assert_eq!(
        model,
        balance,
        "model of the records disagrees with the ledger"
    );
    let b = balances::balances(service, caller, Some(&[aud]));
    prop_assert_eq!(b[0].cleared, balance);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: Some(Box::new(FileFailurePersistence::Off)), ..ProptestConfig::default() })]
    #[test]
    fn balances_equal_statement_sums_and_never_go_negative(ops in prop::collection::vec(op(), 1..30)) {
        let mut service = Service::new(SimConfig::for_tests());
        let caller = Caller::portal(AccountId::from_text("acc_demo_aus"));
        let van = service.account(&caller.account).expect("account").account_no.clone();
        let mut deposit_ids: Vec<DepositId> = Vec::new();
        let mut withdrawal_ids: Vec<WithdrawalId> = Vec::new();
        for op in ops {
            match op {
                Op::Deposit(c) => {
                    let arrival = Arrival {
                        bsb: Bsb::parse("802985").expect("bsb"),
                        account_no: AccountNo::parse(&van).expect("a VAN"),
                        amount: Amount::new(cents(c), CurrencyCode::AUD).expect("amount"),
                        reference: None,
                        account_name: None,
                        sender: DepositSender::default(),
                    };
                    deposit_ids.push(deposits::arrive(&mut service, arrival).expect("deposit"));
                    jobs::tick(&mut service);
                }
                Op::Withdraw(c, k) => {
                    let before = service.account(&caller.account).expect("a").ledger.balance(CurrencyCode::AUD);
                    let w: CreateWithdrawalInput = input(&service, json!({
                        "amount": cents_json(c), "currency": "AUD", "externalReference": format!("ref {}", KEYWORDS[k]),
                        "recipient": {"firstName": "Ada", "lastName": "Lovelace", "currency": "AUD", "accountIdType": "BSB", "bsb": "062000", "accountNo": "12345678"}}));
                    let r = withdrawals::create(&mut service, &caller, w);
                    let after = service.account(&caller.account).expect("a").ledger.balance(CurrencyCode::AUD);
                    match r {
                        Ok(reply) => withdrawal_ids.push(reply.record.id.clone()),
                        Err(e) => {
                            prop_assert_eq!(e.code(), "INSUFFICIENT_BALANCE");
                            prop_assert_eq!(before, after, "a refused withdrawal moved the balance");
                        }
                    }
                }
                Op::Refund(i, c) => {
                    if let Some(id) = deposit_ids.get(i) {
                        let refund: RefundDepositInput = input(&service, json!({"amount": cents_json(c)}));
                        let _ = deposits::refund(&mut service, &caller, id.as_str(), Some(&refund));
                    }
                }
                Op::Reject(i) => {
                    if let Some(id) = deposit_ids.get(i) {
                        let _ = deposits::reject(&mut service, id.as_str());
                    }
                }
                Op::Manual(i, a) => {
                    if let Some(id) = withdrawal_ids.get(i) {
                        let _ = withdrawals::manual(&mut service, id.as_str(), MANUAL[a]);
                    }
                }
                Op::Advance(s) => {
                    service.clock.advance(f64::from(s)).expect("a short move");
                    jobs::tick(&mut service);
                }
            }
            check(&service, &caller)?;
        }
    }
}
