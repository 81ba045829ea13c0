//! Fault injection: each kind as the README describes it (whether the operation ran, what the
//! client receives), `login` spared by `*`, determinism under a seed, and the control API.

use std::time::{Duration, Instant};

use crate::common::*;
use payments_sim::{FaultKind, FaultPlan, SimConfig, UNDECLARED_ENUM_VALUE};
use serde_json::{Value, json};

async fn sim_with(plan: FaultPlan) -> Sim {
    Sim::start_with(SimConfig {
        faults: plan,
        ..SimConfig::for_tests()
    })
    .await
}

const BALANCES: &str = "query B { balances { currency cleared } }";
const WITHDRAWAL_IDS: &str = "query L { withdrawals { id } }";

fn keyed_withdrawal(key: &str) -> Value {
    let mut input = withdrawal_input(100.0, "Invoice 9");
    input["idempotencyKey"] = json!(key);
    json!({ "input": input })
}

async fn withdrawal_ids(sim: &Sim, token: &str) -> Vec<String> {
    let r = sim.gql(token, WITHDRAWAL_IDS, json!({})).await;
    r.data("withdrawals")
        .as_array()
        .unwrap_or_else(|| panic!("withdrawals: {}", r.body))
        .iter()
        .filter_map(|w| w["id"].as_str().map(str::to_owned))
        .collect()
}

async fn faults_report(sim: &Sim) -> Value {
    let (s, b) = sim.control("GET", "/sim/faults", json!(null)).await;
    assert_eq!(s, 200, "{b}");
    b
}

#[tokio::test]
async fn drop_after_commit_breaks_the_reply_but_the_withdrawal_is_committed() {
    let sim =
        sim_with(FaultPlan::seeded(1).rule("createWithdrawal", FaultKind::DropAfterCommit, 1.0))
            .await;
    let token = sim.login_demo().await;
    let sent = sim
        .post_raw(
            Some(&token),
            &create_withdrawal_query(),
            keyed_withdrawal("k-drop"),
            None,
        )
        .await;
    assert!(
        sent.is_err(),
        "the reply should break, got HTTP {:?}",
        sent.as_ref().map(|r| r.status).ok()
    );
    let ids = withdrawal_ids(&sim, &token).await;
    assert_eq!(
        ids.len(),
        1,
        "the withdrawal ran and was committed: {ids:?}"
    );
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0 - 101.0);
    assert_eq!(faults_report(&sim).await["rules"][0]["injected"], 1);

    // The client's recovery: the same request again (same idempotency key) once the fault is
    // gone gives the first reply, with the same withdrawal, and nothing moves twice.
    let (s, _) = sim.control("POST", "/sim/faults/clear", json!({})).await;
    assert_eq!(s, 200);
    let again = sim
        .post_raw(
            Some(&token),
            &create_withdrawal_query(),
            keyed_withdrawal("k-drop"),
            None,
        )
        .await
        .expect("no fault now");
    let body = again.json();
    assert_eq!(
        body["data"]["createWithdrawal"]["withdrawal"]["id"],
        json!(ids[0]),
        "{body}"
    );
    assert_eq!(withdrawal_ids(&sim, &token).await.len(), 1);
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0 - 101.0);
}

#[tokio::test]
async fn status_fault_answers_5xx_and_the_operation_does_not_run() {
    let sim = sim_with(FaultPlan::seeded(1).rule(
        "createWithdrawal",
        FaultKind::Status { code: 503 },
        1.0,
    ))
    .await;
    let token = sim.login_demo().await;
    let r = sim
        .post_raw(
            Some(&token),
            &create_withdrawal_query(),
            keyed_withdrawal("k-503"),
            None,
        )
        .await
        .expect("a reply");
    assert_eq!(r.status, 503);
    assert_eq!(
        r.json()["errors"][0]["extensions"]["code"],
        "FAULT_INJECTED"
    );
    assert!(withdrawal_ids(&sim, &token).await.is_empty());
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0);
}

#[tokio::test]
async fn rate_limit_fault_answers_429_with_retry_after_and_the_operation_does_not_run() {
    let sim =
        sim_with(FaultPlan::seeded(1).rule("createWithdrawal", FaultKind::RateLimit, 1.0)).await;
    let token = sim.login_demo().await;
    let r = sim
        .post_raw(
            Some(&token),
            &create_withdrawal_query(),
            keyed_withdrawal("k-429"),
            None,
        )
        .await
        .expect("a reply");
    assert_eq!(r.status, 429);
    assert_eq!(r.retry_after.as_deref(), Some("1"));
    assert_eq!(r.json()["errors"][0]["extensions"]["code"], "RATE_LIMITED");
    assert!(withdrawal_ids(&sim, &token).await.is_empty());
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0);
}

#[tokio::test]
async fn malformed_json_fault_runs_the_operation_and_answers_200_with_a_body_that_is_not_json() {
    let sim =
        sim_with(FaultPlan::seeded(1).rule("createWithdrawal", FaultKind::MalformedJson, 1.0))
            .await;
    let token = sim.login_demo().await;
    let r = sim
        .post_raw(
            Some(&token),
            &create_withdrawal_query(),
            keyed_withdrawal("k-bad-json"),
            None,
        )
        .await
        .expect("a reply");
    assert_eq!(r.status, 200);
    assert!(!r.bytes.is_empty());
    assert!(
        serde_json::from_slice::<Value>(&r.bytes).is_err(),
        "should not be JSON: {}",
        String::from_utf8_lossy(&r.bytes)
    );
    assert_eq!(
        withdrawal_ids(&sim, &token).await.len(),
        1,
        "the operation ran"
    );
    assert_eq!(sim.balance(&token, "AUD").await, 10_000.0 - 101.0);
}

#[tokio::test]
async fn delay_fault_holds_the_reply_back() {
    let sim =
        sim_with(FaultPlan::seeded(1).rule("balances", FaultKind::Delay { ms: 300 }, 1.0)).await;
    let token = sim.login_demo().await;
    let started = Instant::now();
    let r = sim
        .post_raw(Some(&token), BALANCES, json!({}), None)
        .await
        .expect("a reply");
    let took = started.elapsed();
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["data"]["balances"][0]["currency"], "AUD");
    // Only a lower bound: this machine may be slow.
    assert!(took >= Duration::from_millis(300), "took {took:?}");
    assert_eq!(faults_report(&sim).await["rules"][0]["injected"], 1);
}

#[tokio::test]
async fn wildcard_spares_login_and_a_rule_naming_login_faults_it() {
    let sim = sim_with(FaultPlan::seeded(1).rule("*", FaultKind::Status { code: 500 }, 1.0)).await;
    let token = sim.login_demo().await;
    let r = sim
        .post_raw(Some(&token), BALANCES, json!({}), None)
        .await
        .expect("a reply");
    assert_eq!(r.status, 500);

    let plan = json!({"rules": [{"operation": "login", "kind": "rate_limit", "probability": 1}]});
    let (s, b) = sim.control("POST", "/sim/faults", plan).await;
    assert_eq!(s, 200, "{b}");
    let login = sim
        .login_raw("demo@payments.test", "demo-password", None)
        .await;
    assert_eq!(login.status, 429, "{}", login.body);
    assert_eq!(login.retry_after.as_deref(), Some("1"));
}

/// Which of 60 `balances` requests (after a login) got which status.
async fn statuses(seed: u64) -> (Vec<u16>, Value) {
    let plan = FaultPlan::seeded(seed)
        .rule("balances", FaultKind::Status { code: 503 }, 0.25)
        .rule("*", FaultKind::RateLimit, 0.15);
    let sim = sim_with(plan).await;
    let token = sim.login_demo().await;
    let mut out = Vec::with_capacity(60);
    for _ in 0..60 {
        let r = sim
            .post_raw(Some(&token), BALANCES, json!({}), None)
            .await
            .expect("a reply");
        out.push(r.status);
    }
    (out, faults_report(&sim).await)
}

#[tokio::test]
async fn the_same_seed_faults_the_same_requests() {
    let (a, report_a) = statuses(7).await;
    let (b, report_b) = statuses(7).await;
    assert_eq!(a, b);
    assert_eq!(report_a["log"], report_b["log"]);
    assert_eq!(report_a["requests"], 61, "the login counts as a request");
    for status in [200, 429, 503] {
        assert!(a.contains(&status), "expected some {status} in {a:?}");
    }
    // The log names the faulted indices: request i + 2 is the i-th balances request.
    let logged: Vec<u64> = report_a["log"]
        .as_array()
        .expect("log")
        .iter()
        .filter_map(|e| e["request"].as_u64())
        .collect();
    let faulted: Vec<u64> = (0..a.len())
        .filter(|i| a[*i] != 200)
        .map(|i| i as u64 + 2)
        .collect();
    assert_eq!(logged, faulted);
    let (c, _) = statuses(8).await;
    assert_ne!(a, c, "another seed faults other requests");
}

#[tokio::test]
async fn control_api_sets_shows_counts_refuses_clears_and_reset_restores_the_configured_plan() {
    let configured = FaultPlan::seeded(3).rule("statement", FaultKind::MalformedJson, 0.0);
    let sim = sim_with(configured).await;
    let token = sim.login_demo().await;
    let start = faults_report(&sim).await;
    assert_eq!(start["seed"], 3);
    assert_eq!(start["rules"].as_array().map(Vec::len), Some(1));

    let plan = json!({"seed": 5, "rules": [
        {"operation": "balances", "kind": "status", "code": 502, "probability": 1},
        {"operation": "*", "kind": "delay", "ms": 1, "probability": 0},
    ]});
    let (s, set) = sim.control("POST", "/sim/faults", plan).await;
    assert_eq!(s, 200, "{set}");
    assert_eq!(set["seed"], 5);
    assert_eq!(
        set["rules"][0],
        json!({"operation": "balances", "kind": "status", "code": 502, "probability": 1.0, "injected": 0})
    );
    assert_eq!(
        set["rules"][1],
        json!({"operation": "*", "kind": "delay", "ms": 1, "probability": 0.0, "injected": 0})
    );
    assert_eq!(set["requests"], 0);

    let r = sim
        .post_raw(Some(&token), BALANCES, json!({}), None)
        .await
        .expect("a reply");
    assert_eq!(r.status, 502);
    let shown = faults_report(&sim).await;
    assert_eq!(shown["rules"][0]["injected"], 1);
    assert_eq!(shown["rules"][1]["injected"], 0);
    assert_eq!(shown["requests"], 1);
    assert_eq!(shown["injected"], 1);
    assert_eq!(
        shown["log"],
        json!([{"request": 1, "operation": "balances", "rule": 0, "kind": "status"}])
    );

    for bad in [
        json!({"rules": [{"operation": "balances", "kind": "status", "code": 502, "probability": 1.5}]}),
        json!({"rules": [{"operation": "balances", "kind": "status", "code": 404, "probability": 1}]}),
        json!({"rules": [{"operation": "balances", "kind": "explode", "probability": 1}]}),
        json!({"rules": [{"operation": "balancez", "kind": "rate_limit", "probability": 1}]}),
        json!({"rules": [{"operation": "balances", "kind": "delay", "ms": 3_600_000, "probability": 1}]}),
        json!({"rules": [{"operation": "balances", "kind": "delay", "probability": 1}]}),
        json!({"rules": [{"operation": "balances", "kind": "rate_limit"}]}),
        json!({"seed": -1, "rules": []}),
    ] {
        let (s, b) = sim.control("POST", "/sim/faults", bad.clone()).await;
        assert_eq!(s, 422, "{bad} → {b}");
        assert_eq!(b["code"], "VALIDATION_ERROR", "{b}");
    }
    // A refused plan leaves the running one alone.
    assert_eq!(faults_report(&sim).await["seed"], 5);

    let (s, cleared) = sim.control("POST", "/sim/faults/clear", json!({})).await;
    assert_eq!(s, 200);
    assert_eq!(cleared["rules"], json!([]));
    assert_eq!(
        sim.post_raw(Some(&token), BALANCES, json!({}), None)
            .await
            .expect("a reply")
            .status,
        200
    );

    sim.ctl.reset().await.expect("reset");
    let after_reset = faults_report(&sim).await;
    assert_eq!(after_reset["seed"], 3);
    assert_eq!(after_reset["rules"][0]["operation"], "statement");
    assert_eq!(after_reset["requests"], 0);
}

#[tokio::test]
async fn an_invalid_configured_plan_stops_the_start() {
    let bad = FaultPlan::seeded(1).rule("balances", FaultKind::Status { code: 200 }, 1.0);
    let err = payments_sim::spawn(SimConfig {
        faults: bad,
        ..SimConfig::for_tests()
    })
    .await
    .expect_err("refused");
    assert!(err.to_string().contains("rules[0].code"), "{err}");
}

#[test]
fn decisions_depend_only_on_seed_and_request_sequence() {
    let plan = FaultPlan::seeded(42).rule("balances", FaultKind::Status { code: 503 }, 0.3);
    let q = async_graphql::parser::parse_query("{ balances { currency } }").expect("a document");
    let run = |plan: &FaultPlan| {
        let f = payments_sim::Faults::new(plan.clone());
        (0..200)
            .map(|_| f.decide(Some(&q), None).is_some())
            .collect::<Vec<_>>()
    };
    let a = run(&plan);
    assert_eq!(a, run(&plan));
    let hits = a.iter().filter(|x| **x).count();
    assert!((30..=90).contains(&hits), "{hits} of 200 at p = 0.3");
    let mut other = plan.clone();
    other.seed = 43;
    assert_ne!(a, run(&other));
}

/// Each drift kind through a running simulator: the first object with the field (depth first,
/// keys in name order) gets `UNDECLARED_VALUE`, null, or loses the field; a mutation reply's
/// code is replaced; other objects and replies without the field are as they were.
#[tokio::test]
async fn drift_kinds_change_only_the_first_such_field_of_the_reply() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    for reference in ["first", "second"] {
        let input = withdrawal_input(1.0, reference);
        sim.gql(&token, &create_withdrawal_query(), json!({"input": input}))
            .await;
    }
    let q = "{ withdrawals { id status recipient { currency } } }";
    let set = |operation: &str, kind: Value| {
        let mut rule = kind;
        rule["operation"] = json!(operation);
        rule["probability"] = json!(1);
        sim.control("POST", "/sim/faults", json!({"rules": [rule]}))
    };
    let plain = sim.gql(&token, q, json!({})).await.body["data"].clone();
    let drifted = async |kind: Value| {
        let (s, b) = set("withdrawals", kind).await;
        assert_eq!(s, 200, "{b}");
        sim.gql(&token, q, json!({})).await.body["data"]["withdrawals"].clone()
    };
    let w = drifted(json!({"kind": "drift_enum", "field": "status"})).await;
    assert_eq!(
        (&w[0]["status"], &w[1]["status"]),
        (&json!(UNDECLARED_ENUM_VALUE), &json!("INITIALISED"))
    );
    let w = drifted(json!({"kind": "drift_null", "field": "currency"})).await;
    assert_eq!(
        (&w[0]["recipient"], &w[1]["recipient"]),
        (&json!({"currency": null}), &json!({"currency": "AUD"}))
    );
    let w = drifted(json!({"kind": "drift_missing", "field": "id"})).await;
    assert!(
        w[0].get("id").is_none() && w[1]["id"] == plain["withdrawals"][1]["id"],
        "{w}"
    );
    let w = drifted(json!({"kind": "drift_code", "code": "SUCCESS"})).await;
    assert_eq!(
        w, plain["withdrawals"],
        "a reply without `code` is left as it is"
    );
    set(
        "createWithdrawal",
        json!({"kind": "drift_code", "code": "SUBCLIENT_CREATED"}),
    )
    .await;
    let r = sim
        .gql(
            &token,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(1.0, "third")}),
        )
        .await;
    assert_eq!(r.data("createWithdrawal")["code"], "SUBCLIENT_CREATED");
}

/// A rule applies to the root fields of the operation a request runs (the one named), its
/// fragments followed; never to a document that does not parse.
#[tokio::test]
async fn rules_follow_the_selected_operation_and_its_fragments() {
    let sim = sim_with(FaultPlan::seeded(1).rule(
        "createWithdrawal",
        FaultKind::Status { code: 503 },
        1.0,
    ))
    .await;
    let token = sim.login_demo().await;
    let doc = "query A { x: balances { currency } } mutation B { ...F } fragment F on Mutation { ... on Mutation { createWithdrawal(input: {amount: 1, currency: AUD, recipientId: \"none\"}) { success } } }";
    let status = async |name: &str, query: &str| {
        let body = json!({"query": query, "operationName": name});
        let r = sim
            .http
            .post(&sim.handle.url)
            .bearer_auth(&token)
            .json(&body)
            .send()
            .await
            .expect("a reply");
        r.status().as_u16()
    };
    assert_eq!(status("A", doc).await, 200, "query A selects balances only");
    assert_eq!(
        status("B", doc).await,
        503,
        "mutation B selects createWithdrawal through its fragments"
    );
    let every = FaultPlan::seeded(1).rule("*", FaultKind::RateLimit, 1.0);
    sim.handle.faults().replace(every);
    assert_eq!(
        status("", "not graphql {").await,
        200,
        "a document that does not parse selects nothing"
    );
}
