//! Property test of the ledger: for random sequences of deposits, withdrawals (with every
//! keyword), refunds, rejects and clock advances, every balance equals the sum of its
//! statement rows and never goes negative, and the balance matches a simple model.

use payments_sim::auth::Caller;
use payments_sim::{SimConfig, Store, balances, deposits, withdrawals};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use rust_decimal::Decimal;
use serde_json::{Value, json};

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

fn cents(c: u32) -> f64 {
    f64::from(c) / 100.0
}

fn check(store: &mut Store, caller: &Caller) -> Result<(), TestCaseError> {
    let acc = store.account(&caller.account_id).expect("account");
    for entry in acc.ledger.all("AUD") {
        prop_assert!(entry.balance >= Decimal::ZERO, "negative balance {entry:?}");
    }
    let balance = acc.ledger.balance("AUD");
    let st = balances::statement(store, caller, &json!({"input": {"fromDate": "2026-07-01"}}))
        .expect("statement");
    prop_assert_eq!(&st["code"], "GENERATED");
    let rows = st["rows"].as_array().expect("rows");
    let sum: Decimal = rows
        .iter()
        .map(|r| dec(&r["credit"]) - dec(&r["debit"]))
        .sum();
    prop_assert_eq!(sum, balance, "statement rows {:?}", rows);
    // Model from the records' states alone.
    let mut model = Decimal::new(10_000, 0);
    for d in store.deposits.values() {
        if ["CLEARED", "REFUNDING", "REFUNDED"].contains(&d.status.as_str()) {
            model += d.amount - d.refund_amount;
        }
    }
    for w in store.withdrawals.values() {
        model -= w.amount + w.fee;
        if w.status == "REFUNDED" || w.status == "CANCELLED" {
            model += w.amount;
        }
    }
    prop_assert_eq!(
        model,
        balance,
        "model of the records disagrees with the ledger"
    );
    let b = balances::balances(store, caller, &json!({"currencies": ["AUD"]})).expect("balances");
    prop_assert_eq!(dec(&b[0]["cleared"]), balance);
    Ok(())
}

fn dec(v: &Value) -> Decimal {
    v.to_string().parse().expect("decimal")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: Some(Box::new(FileFailurePersistence::Off)), ..ProptestConfig::default() })]
    #[test]
    fn balances_equal_statement_sums_and_never_go_negative(ops in prop::collection::vec(op(), 1..30)) {
        let mut store = Store::new(SimConfig::for_tests());
        let caller = Caller { account_id: "acc_demo_aus".into(), email: "demo@payments.test".into(), jti: "t".into() };
        let van = store.account("acc_demo_aus").expect("account").account_no.clone();
        let mut deposit_ids: Vec<String> = Vec::new();
        let mut withdrawal_ids: Vec<String> = Vec::new();
        for op in ops {
            match op {
                Op::Deposit(c) => {
                    let d = deposits::arrive(&mut store, &json!({"bsb": "802985", "accountNo": van, "amount": cents(c)})).expect("deposit");
                    deposit_ids.push(d["id"].as_str().expect("id").to_owned());
                }
                Op::Withdraw(c, k) => {
                    let before = store.account("acc_demo_aus").expect("a").ledger.balance("AUD");
                    let input = json!({"amount": cents(c), "currency": "AUD", "externalReference": format!("ref {}", KEYWORDS[k]),
                        "recipient": {"firstName": "Ada", "lastName": "Lovelace", "currency": "AUD", "accountIdType": "BSB", "bsb": "062000", "accountNo": "12345678"}});
                    let r = withdrawals::create(&mut store, &caller, &json!({"input": input}));
                    let after = store.account("acc_demo_aus").expect("a").ledger.balance("AUD");
                    match r {
                        Ok(v) => {
                            prop_assert_eq!(&v["success"], true);
                            withdrawal_ids.push(v["withdrawal"]["id"].as_str().expect("id").to_owned());
                        }
                        Err(e) => {
                            prop_assert_eq!(e.code(), "INSUFFICIENT_BALANCE");
                            prop_assert_eq!(before, after, "a refused withdrawal moved the balance");
                        }
                    }
                }
                Op::Refund(i, c) => {
                    if let Some(id) = deposit_ids.get(i) {
                        let _ = deposits::refund(&mut store, &caller, &json!({"id": id, "input": {"amount": cents(c)}}));
                    }
                }
                Op::Reject(i) => {
                    if let Some(id) = deposit_ids.get(i) {
                        let _ = deposits::reject(&mut store, id);
                    }
                }
                Op::Manual(i, a) => {
                    if let Some(id) = withdrawal_ids.get(i) {
                        let _ = withdrawals::manual(&mut store, id, ["return", "retry", "cancel"][a]);
                    }
                }
                Op::Advance(s) => {
                    store.clock.advance(f64::from(s));
                    store.tick();
                }
            }
            check(&mut store, &caller)?;
        }
    }
}
