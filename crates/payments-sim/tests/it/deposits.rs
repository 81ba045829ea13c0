//! Deposits: booking to the master balance (also through sub-client VANs), the disabled-VAN
//! case, review, refunds and the portal's reject, and the statement.

use crate::common::*;
use payments_sim::control::DepositArrival;
use payments_types::deposits::DepositStatus;
use payments_types::{AccountNo, Amount, Bsb, CurrencyCode};
use serde_json::{Value, json};

const DEPOSIT: &str = "query D($id: ID!) { deposit(id: $id) { id status amount currency externalReference clearedAt refundAmount refundReason refundedAt rail railService subClient { id } recipient { accountNo bsb } sender { accountName bsb accountNo } } }";
const STATEMENT: &str = "query S($input: StatementQueryInput!) { statement(input: $input) { success code message fromDate toDate rows { debit credit description transactionId } } }";

async fn sub_client(sim: &Sim, token: &str) -> (String, String) {
    let r = sim
        .gql(token, "mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { subClient { id accountNo } } }", json!({"input": {
            "firstName": "Kim", "lastName": "Nguyen", "email": "kim@example.com", "mobile": "+61412345678", "dob": "1990-05-01",
            "address": {"street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}}}))
        .await;
    let sc = &r.data("createSubClient")["subClient"];
    (
        sc["id"].as_str().unwrap().into(),
        sc["accountNo"].as_str().unwrap().into(),
    )
}

#[tokio::test]
async fn deposits_to_own_and_sub_client_vans_are_booked_to_the_master_balance() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let (s, d) = sim.deposit(&sim.demo_van().await, 250.5, "Invoice 7").await;
    assert_eq!(s, 201, "{d}");
    assert_eq!(d["status"], "CLEARED");
    let (sc_id, van) = sub_client(&sim, &token).await;
    let (_, d2) = sim.deposit(&van, 100.0, "Rent").await;
    assert_eq!(
        d2["status"], "CLEARED",
        "a sub-client's VAN takes deposits from creation"
    );
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0 + 250.5 + 100.0);
    let g = sim.gql(&token, DEPOSIT, json!({"id": d2["id"]})).await;
    let dep = g.data("deposit");
    assert_eq!(dep["subClient"]["id"], sc_id.as_str());
    assert_eq!(dep["externalReference"], "Rent");
    assert_eq!(dep["sender"]["bsb"], "062000");
    let id = d2["id"].as_str().unwrap();
    assert_eq!(
        sim.events_of(id).await,
        ["deposit_initiated", "deposit_cleared"]
    );
    let list = sim
        .gql(
            &token,
            "query L($i: DepositQueryInput) { deposits(input: $i) { id } }",
            json!({"i": {"subClientId": sc_id}}),
        )
        .await;
    assert_eq!(list.data("deposits").as_array().unwrap().len(), 1);
    // The sub-client VAN takes AUD only; unknown VANs are refused.
    let usd = Amount::new(5.into(), CurrencyCode::USD).unwrap();
    let refused = sim
        .ctl
        .deposit(&DepositArrival::new(
            Bsb::parse("802985").unwrap(),
            AccountNo::parse(&van).unwrap(),
            usd,
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Some("VALIDATION_ERROR"), "{refused}");
    let (s, _) = sim.deposit("999999999", 5.0, "x").await;
    assert_eq!(s, 404);
}

#[tokio::test]
async fn a_control_deposit_names_each_missing_or_malformed_field() {
    let sim = Sim::start().await;
    let (s, body) = sim.control("POST", "/sim/deposits", json!({})).await;
    assert_eq!(s, 422, "{body}");
    let text = body.to_string();
    for field in [
        "bsb: is required",
        "accountNo: is required",
        "amount: is required",
    ] {
        assert!(text.contains(field), "{field}: {text}");
    }
    let (s, body) = sim
        .control(
            "POST",
            "/sim/deposits",
            json!({"bsb": "802985", "accountNo": "1", "amount": "1e30"}),
        )
        .await;
    assert_eq!(s, 422, "{body}");
    assert!(
        body.to_string().contains("amount: must be a number [type]"),
        "{body}"
    );
}

#[tokio::test]
async fn deposits_to_a_disabled_sub_client_are_not_booked() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let (sc_id, van) = sub_client(&sim, &token).await;
    sim.gql(
        &token,
        "mutation M($id: ID!) { disableSubClient(id: $id) { success } }",
        json!({"id": sc_id}),
    )
    .await;
    let (s, d) = sim.deposit(&van, 100.0, "late payer").await;
    assert_eq!(s, 201);
    assert_eq!(d["status"], "CANCELLED");
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0);
    assert_eq!(
        sim.events_of(d["id"].as_str().unwrap()).await,
        ["deposit_initiated", "deposit_cancelled"]
    );
}

#[tokio::test]
async fn review_then_cleared_and_reject_before_clearing_is_never_booked() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let van = sim.demo_van().await;
    let (_, d) = sim.deposit(&van, 40.0, "SIM_REVIEW please").await;
    assert_eq!(d["status"], "REVIEWING");
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0);
    sim.advance(60.0).await;
    let g = sim.gql(&token, DEPOSIT, json!({"id": d["id"]})).await;
    assert_eq!(g.data("deposit")["status"], "CLEARED");
    assert_eq!(sim.balance(&token, "AUD").await, 10_040.0);
    let (_, d) = sim.deposit(&van, 30.0, "SIM_REVIEW again").await;
    let r = sim
        .ctl
        .reject_deposit(d["id"].as_str().unwrap())
        .await
        .unwrap();
    assert_eq!(r.status, Some(DepositStatus::Cancelled));
    sim.advance(120.0).await;
    assert_eq!(sim.balance(&token, "AUD").await, 10_040.0);
}

#[tokio::test]
async fn refund_and_portal_reject_take_funds_off_the_balance() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let van = sim.demo_van().await;
    let (_, d) = sim.deposit(&van, 100.0, "a").await;
    let id = d["id"].as_str().unwrap().to_owned();
    let q = "mutation R($id: ID!, $input: RefundDepositInput) { refundDeposit(id: $id, input: $input) { success code message deposit { status refundAmount refundReason } } }";
    let r = sim
        .gql(&token, q, json!({"id": id, "input": {"amount": 150.0}}))
        .await;
    assert_eq!(r.data("refundDeposit")["code"], "VALIDATION_ERROR");
    let r = sim
        .gql(
            &token,
            q,
            json!({"id": id, "input": {"amount": 40.0, "reason": "Overpaid"}}),
        )
        .await;
    let rep = r.data("refundDeposit");
    assert_eq!(rep["deposit"]["status"], "REFUNDING", "{rep}");
    assert_eq!(sim.balance(&token, "AUD").await, 10_060.0);
    sim.advance(2.0).await;
    let g = sim.gql(&token, DEPOSIT, json!({"id": id})).await;
    assert_eq!(g.data("deposit")["status"], "REFUNDED");
    assert_eq!(g.data("deposit")["refundAmount"], 40.0);
    assert!(g.data("deposit")["refundedAt"].is_string());
    assert_eq!(
        sim.events_of(&id).await,
        [
            "deposit_initiated",
            "deposit_cleared",
            "deposit_refunding",
            "deposit_refunded"
        ]
    );
    // A refunded deposit cannot be refunded again; an unknown one is NOT_FOUND.
    assert_eq!(
        sim.gql(&token, q, json!({"id": id}))
            .await
            .data("refundDeposit")["code"],
        "INVALID_TRANSITION"
    );
    assert_eq!(
        sim.gql(&token, q, json!({"id": "dp_nope"}))
            .await
            .data("refundDeposit")["code"],
        "NOT_FOUND"
    );
    let (_, d) = sim.deposit(&van, 20.0, "b").await;
    let r = sim
        .ctl
        .reject_deposit(d["id"].as_str().unwrap())
        .await
        .unwrap();
    assert_eq!(r.status, Some(DepositStatus::Refunding));
    assert_eq!(sim.balance(&token, "AUD").await, 10_060.0);
}

#[tokio::test]
async fn statement_covers_one_day_from_from_date_with_offsets_honoured() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let van = sim.demo_van().await;
    sim.advance(3600.0).await; // 01:00Z
    sim.deposit(&van, 10.0, "a").await;
    sim.advance(86_400.0).await; // next day 01:00Z
    drop(token); // expired after 25 h
    let token = sim.login_demo().await;
    sim.deposit(&van, 20.0, "b").await;
    let st = |from: &str| json!({"input": {"fromDate": from}});
    let r = sim.gql(&token, STATEMENT, st("2026-07-01")).await;
    let s = r.data("statement");
    assert_eq!(s["code"], "GENERATED");
    assert_eq!(s["fromDate"], "2026-07-01T00:00:00Z");
    assert_eq!(s["toDate"], "2026-07-02T00:00:00Z");
    let credits: Vec<f64> = s["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["credit"].as_f64().unwrap())
        .collect();
    assert_eq!(credits, [10_000.0, 10.0]);
    // 2026-07-02T10:30+10:00 is 2026-07-02T00:30Z: the window holds the second deposit only.
    let r = sim
        .gql(&token, STATEMENT, st("2026-07-02T10:30:00+10:00"))
        .await;
    let s = r.data("statement");
    assert_eq!(s["fromDate"], "2026-07-02T00:30:00Z");
    let rows: Vec<Value> = s["rows"].as_array().unwrap().clone();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["credit"], 20.0);
    let r = sim.gql(&token, STATEMENT, st("last tuesday")).await;
    assert_eq!(r.data("statement")["code"], "VALIDATION_ERROR");
    assert_eq!(r.data("statement")["success"], false);
}

/// `deposits(input:)`: every filter given narrows the list (statuses, the creation time from
/// `minCreatedAt` to `maxCreatedAt`, both included, and the sub-client); absent ones keep all.
#[tokio::test]
async fn list_filters_narrow_by_status_time_and_sub_client() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let (sc, sc_van) = sub_client(&sim, &token).await;
    let (_, a) = sim.deposit(&sim.demo_van().await, 1.0, "first").await;
    sim.advance(60.0).await;
    let (_, b) = sim.deposit(&sc_van, 2.0, "second").await;
    let (_, c) = sim
        .deposit(&sim.demo_van().await, 3.0, "SIM_REVIEW third")
        .await;
    let ids = async |filter: Value| -> Vec<Value> {
        let q = "query D($input: DepositQueryInput) { deposits(input: $input) { id } }";
        let r = sim.gql(&token, q, json!({"input": filter})).await;
        r.data("deposits")
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["id"].clone())
            .collect()
    };
    let (a, b, c) = (a["id"].clone(), b["id"].clone(), c["id"].clone());
    assert_eq!(ids(json!({})).await, [a.clone(), b.clone(), c.clone()]);
    assert_eq!(ids(json!({"statuses": ["REVIEWING"]})).await, [c.clone()]);
    assert_eq!(
        ids(json!({"minCreatedAt": "2026-07-01T00:00:30Z"})).await,
        [b.clone(), c.clone()]
    );
    assert_eq!(
        ids(json!({"maxCreatedAt": "2026-07-01T00:00:00Z"})).await,
        [a.clone()]
    );
    assert_eq!(ids(json!({"subClientId": sc})).await, [b.clone()]);
    // A date stands for its whole day (UTC): the three of 2026-07-01, none the day before.
    assert_eq!(
        ids(json!({"minCreatedAt": "2026-07-01", "maxCreatedAt": "2026-07-01"})).await,
        [a.clone(), b.clone(), c.clone()]
    );
    assert!(ids(json!({"maxCreatedAt": "2026-06-30"})).await.is_empty());
    // A date-time without an offset is UTC; an offset is honoured (00:00:30 at +10:00 is
    // 14:00:30 the day before).
    assert_eq!(
        ids(json!({"minCreatedAt": "2026-07-01T00:00:30"})).await,
        [b.clone(), c.clone()]
    );
    assert_eq!(
        ids(json!({"maxCreatedAt": "2026-07-01T10:00:00+1000"})).await,
        [a.clone()]
    );
    let none = json!({"statuses": ["CLEARED"], "minCreatedAt": "2026-07-01T00:00:01Z", "subClientId": "sc_999999"});
    assert!(ids(none).await.is_empty());
}
