//! Property test of the ledger through the API: for random sequences of deposits, withdrawals
//! (with every keyword), refunds, rejects, the operator's manual moves and clock advances,
//! every balance equals the sum of its statement rows and never goes negative, a refused
//! withdrawal moves nothing, and the balance is what a model computed from the records'
//! states alone says.

use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::common::{Sim, arrival, create_withdrawal_query, withdrawal_input};

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
const MANUAL: [&str; 3] = ["return", "retry", "cancel"];

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

fn decimal(v: &Value) -> Decimal {
    v.to_string().parse().unwrap_or_else(|e| panic!("{v}: {e}"))
}

const STATE: &str = "{ balances(currencies: [AUD]) { cleared }
    statement(input: {fromDate: \"2026-07-01\"}) { rows { debit credit balance } }
    deposits { amount refundAmount status } withdrawals { amount totalFee status } }";

/// The AUD balance, checked against its statement rows (never negative) and against a model
/// of the records' states.
async fn checked_balance(sim: &Sim, token: &str) -> Result<Decimal, TestCaseError> {
    let r = sim.gql(token, STATE, json!({})).await;
    let data = &r.body["data"];
    let balance = decimal(&data["balances"][0]["cleared"]);
    let rows = data["statement"]["rows"].as_array().expect("rows");
    let sum: Decimal = rows
        .iter()
        .map(|r| decimal(&r["credit"]) - decimal(&r["debit"]))
        .sum();
    prop_assert!(
        rows.iter().all(|r| decimal(&r["balance"]) >= Decimal::ZERO),
        "a negative balance: {rows:?}"
    );
    prop_assert_eq!(sum, balance, "statement rows {:?}", rows);
    let mut model = Decimal::from(10_000);
    for d in data["deposits"].as_array().expect("deposits") {
        if ["CLEARED", "REFUNDING", "REFUNDED"].contains(&d["status"].as_str().unwrap()) {
            let refunded = if d["refundAmount"].is_null() {
                Decimal::ZERO
            } else {
                decimal(&d["refundAmount"])
            };
            model += decimal(&d["amount"]) - refunded;
        }
    }
    for w in data["withdrawals"].as_array().expect("withdrawals") {
        model -= decimal(&w["amount"]) + decimal(&w["totalFee"]);
        if ["REFUNDED", "CANCELLED"].contains(&w["status"].as_str().unwrap()) {
            model += decimal(&w["amount"]);
        }
    }
    prop_assert_eq!(
        model,
        balance,
        "the model of the records disagrees with the ledger"
    );
    Ok(balance)
}

async fn run(sim: &Sim, token: &str, van: &str, ops: Vec<Op>) -> Result<(), TestCaseError> {
    sim.control("POST", "/sim/reset", json!({})).await;
    let (mut deposits, mut withdrawals): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    for op in ops {
        match op {
            Op::Deposit(c) => deposits.push(
                sim.ctl
                    .deposit(&arrival(van, cents(c)))
                    .await
                    .expect("a deposit")
                    .id,
            ),
            Op::Withdraw(c, k) => {
                let before = checked_balance(sim, token).await?;
                let input = withdrawal_input(cents(c), &format!("ref {}", KEYWORDS[k]));
                let r = sim
                    .gql(token, &create_withdrawal_query(), json!({"input": input}))
                    .await;
                match r.data("createWithdrawal")["withdrawal"]["id"].as_str() {
                    Some(id) => withdrawals.push(id.to_owned()),
                    None => {
                        prop_assert_eq!(
                            &r.data("createWithdrawal")["code"],
                            "INSUFFICIENT_BALANCE"
                        );
                        prop_assert_eq!(
                            before,
                            checked_balance(sim, token).await?,
                            "a refused withdrawal moved the balance"
                        );
                    }
                }
            }
            Op::Refund(i, c) => {
                if let Some(id) = deposits.get(i) {
                    let q = "mutation R($id: ID!, $input: RefundDepositInput) { refundDeposit(id: $id, input: $input) { code } }";
                    sim.gql(token, q, json!({"id": id, "input": {"amount": cents(c)}}))
                        .await;
                }
            }
            Op::Reject(i) => {
                if let Some(id) = deposits.get(i) {
                    sim.control("POST", &format!("/sim/deposits/{id}/reject"), json!({}))
                        .await;
                }
            }
            Op::Manual(i, a) => {
                if let Some(id) = withdrawals.get(i) {
                    sim.control(
                        "POST",
                        &format!("/sim/withdrawals/{id}/{}", MANUAL[a]),
                        json!({}),
                    )
                    .await;
                }
            }
            Op::Advance(s) => sim.advance(f64::from(s)).await,
        }
        checked_balance(sim, token).await?;
    }
    Ok(())
}

#[test]
fn balances_equal_statement_sums_never_go_negative_and_agree_with_the_records() {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let (sim, token, van) = rt.block_on(async {
        let sim = Sim::start().await;
        let token = sim.login_demo().await;
        let van = sim.demo_van().await;
        (sim, token, van)
    });
    let config = Config {
        cases: 32,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..Config::default()
    };
    let strategy = prop::collection::vec(op(), 1..30);
    TestRunner::new(config)
        .run(&strategy, |ops| rt.block_on(run(&sim, &token, &van, ops)))
        .unwrap();
}
