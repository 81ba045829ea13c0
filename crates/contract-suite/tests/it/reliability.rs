//! Reliability of the client against the simulator's injected faults:
//!
//! * exactly once: 500 `create_withdrawal` calls from 50 tasks while 20 % of the replies are
//!   dropped after the withdrawal was committed; the client's retries (same request bytes, same
//!   idempotency key) must create each withdrawal once, and every call must succeed;
//! * one input, one effect: every reply of `createWithdrawal` dropped after commit, the client
//!   gives up, the application sends the same input value again until it gets an answer: one
//!   withdrawal, the one the error's idempotency key names;
//! * token storm: 200 concurrent calls at the instant the access token expires must share one
//!   `login`, meet no 429, and all succeed.
//!
//! Each test builds its own client bound to the simulator's clock (`SimulatedClock`) and counts
//! every reply the client receives with `ClientBuilder::observe`.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use contract_suite::SimulatedClock;
use payments_client::types::CurrencyCode;
use payments_client::types::common::IdempotencyKey;
use payments_client::types::withdrawals::CreateWithdrawalInput;
use payments_client::types::{Context, FromInput};
use payments_client::{Client, Exchange, RetryPolicy, Secret};
use payments_sim::{FaultKind, FaultPlan, SimConfig, SimHandle};
use rust_decimal::Decimal;
use serde_json::{Value, json};
use tokio::task::JoinSet;

/// Each test must finish well inside a minute, even on a loaded machine.
const TEST_LIMIT: Duration = Duration::from_secs(50);
const USER_AGENT: &str = "payments-reliability-tests/0.1";

/// Every reply a client received: (operation, HTTP status).
#[derive(Clone, Default)]
struct Replies(Arc<Mutex<Vec<(String, u16)>>>);

impl Replies {
    fn observer(&self) -> impl Fn(&Exchange<'_>) + Send + Sync + 'static {
        let sink = self.0.clone();
        move |e: &Exchange<'_>| {
            sink.lock()
                .unwrap_or_else(|p| p.into_inner())
                .push((e.operation.to_owned(), e.status));
        }
    }

    fn all(&self) -> Vec<(String, u16)> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    fn count(&self, operation: &str) -> usize {
        self.all().iter().filter(|(op, _)| op == operation).count()
    }
}

async fn start(config: SimConfig) -> Arc<SimHandle> {
    Arc::new(
        payments_sim::spawn(config)
            .await
            .expect("the simulator starts"),
    )
}

/// The demo login on the simulator's clock, every reply recorded in `replies`.
fn client(sim: &Arc<SimHandle>, retry: RetryPolicy, replies: &Replies) -> Client {
    Client::builder()
        .endpoint(&sim.url)
        .credentials("demo@payments.test", Secret::from("demo-password"))
        .user_agent(USER_AGENT)
        .clock(SimulatedClock(sim.clone()))
        .retry_policy(retry)
        .request_timeout(Duration::from_secs(20))
        .observe(replies.observer())
        .build()
        .expect("client")
}

async fn aud(client: &Client) -> Decimal {
    let balances = client
        .balances(Some(&[CurrencyCode::AUD]))
        .await
        .expect("balances");
    balances
        .iter()
        .find(|b| b.currency == CurrencyCode::AUD)
        .map(|b| b.cleared.value())
        .expect("an AUD balance")
}

/// A simulator that commits every `createWithdrawal` and drops `share` of their replies.
async fn dropping_withdrawal_replies(seed: u64, share: f64) -> Arc<SimHandle> {
    let plan = FaultPlan::seeded(seed).rule("createWithdrawal", FaultKind::DropAfterCommit, share);
    start(SimConfig {
        faults: plan,
        ..SimConfig::for_tests()
    })
    .await
}

/// `amount` AUD to an inline BSB recipient, with one more field; the input holds its
/// idempotency key from here on.
fn aud_to_ada(
    sim: &SimHandle,
    amount: Value,
    (field, value): (&str, &str),
) -> CreateWithdrawalInput {
    let mut input = json!({
        "amount": amount,
        "currency": "AUD",
        "recipient": {
            "firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
            "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678",
        },
    });
    input[field] = json!(value);
    CreateWithdrawalInput::from_json(&input, &Context::on(sim.now().date()))
        .expect("a valid withdrawal input")
}

async fn faults_report(sim: &SimHandle) -> Value {
    reqwest::Client::builder()
        .user_agent(USER_AGENT)
        .build()
        .expect("http")
        .get(format!("{}/sim/faults", sim.base_url))
        .send()
        .await
        .expect("GET /sim/faults")
        .json()
        .await
        .expect("JSON")
}

const TASKS: usize = 50;
const CALLS_PER_TASK: usize = 10;
const CALLS: usize = TASKS * CALLS_PER_TASK;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn withdrawals_are_created_exactly_once_when_replies_are_dropped_after_commit() {
    tokio::time::timeout(TEST_LIMIT, exactly_once())
        .await
        .expect("the test should finish within its time limit");
}

async fn exactly_once() {
    let sim = dropping_withdrawal_replies(2026, 0.2).await;
    let replies = Replies::default();
    // 12 attempts: a call fails for good only if 12 replies in a row are dropped (0.2^12).
    let retry = RetryPolicy {
        max_attempts: 12,
        base_delay: Duration::from_millis(5),
        max_delay: Duration::from_millis(100),
        max_retry_after: Duration::from_secs(5),
    };
    let client = client(&sim, retry, &replies);
    let before = aud(&client).await;

    // 1.00 AUD to an inline BSB recipient. The input holds its idempotency key from the moment
    // it is read; each call below sends a copy with a new key, so each is its own withdrawal,
    // whose retries keep that call's key.
    let input = aud_to_ada(&sim, json!(1.00), ("externalReference", "Reliability run"));

    let mut tasks = JoinSet::new();
    for _ in 0..TASKS {
        let client = client.clone();
        let input = input.clone();
        tasks.spawn(async move {
            let mut out = Vec::with_capacity(CALLS_PER_TASK);
            for _ in 0..CALLS_PER_TASK {
                let call = input
                    .clone()
                    .with_idempotency_key(IdempotencyKey::generate());
                out.push(client.create_withdrawal(call).await);
            }
            out
        });
    }
    let mut ids = HashSet::new();
    let mut failures = Vec::new();
    while let Some(joined) = tasks.join_next().await {
        for result in joined.expect("a task panicked") {
            match result {
                Ok(w) => {
                    ids.insert(w.id.to_string());
                }
                Err(e) => failures.push(e.to_string()),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {CALLS} calls failed, e.g. {:?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
    assert_eq!(
        ids.len(),
        CALLS,
        "every call should return its own withdrawal"
    );

    // Faults were injected, and every dropped reply cost exactly one more request.
    let report = faults_report(&sim).await;
    let injected = report["rules"][0]["injected"].as_u64().expect("counter");
    assert!(injected > 0, "no fault was injected: {report}");
    let create_requests = report["requests"].as_u64().expect("requests") - 2; // login, balances
    assert_eq!(
        create_requests,
        CALLS as u64 + injected,
        "createWithdrawal requests = calls + dropped replies ({report})"
    );
    assert_eq!(
        replies.count("CreateWithdrawal"),
        CALLS,
        "one complete reply per call"
    );

    let listed = client.withdrawals(None).await.expect("withdrawals");
    assert_eq!(listed.len(), CALLS, "withdrawals that exist");
    let listed_ids: HashSet<String> = listed.iter().map(|w| w.id.to_string()).collect();
    assert_eq!(listed_ids, ids);

    let after = aud(&client).await;
    let per_call = Decimal::new(100, 2) + Decimal::new(100, 2); // amount + fee
    assert_eq!(before - after, per_call * Decimal::from(CALLS as u64));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_expiry_under_200_concurrent_calls_costs_one_login() {
    tokio::time::timeout(TEST_LIMIT, token_storm())
        .await
        .expect("the test should finish within its time limit");
}

const STORM: usize = 200;

async fn token_storm() {
    let config = SimConfig::for_tests();
    let lifetime = config.token_lifetime_secs;
    let sim = start(config).await;
    let replies = Replies::default();
    let client = client(&sim, RetryPolicy::default(), &replies);
    aud(&client).await;
    assert_eq!(replies.count("Login"), 1, "the first call logs in");

    // The token expires now (the simulator refuses it once now >= exp).
    sim.advance(lifetime as f64);
    let seen_before = replies.all().len();

    let barrier = Arc::new(tokio::sync::Barrier::new(STORM));
    let mut tasks = JoinSet::new();
    for _ in 0..STORM {
        let client = client.clone();
        let barrier = barrier.clone();
        tasks.spawn(async move {
            barrier.wait().await;
            client.balances(None).await
        });
    }
    let mut failures = Vec::new();
    while let Some(joined) = tasks.join_next().await {
        if let Err(e) = joined.expect("a task panicked") {
            failures.push(e.to_string());
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {STORM} calls failed, e.g. {:?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );

    let storm: Vec<(String, u16)> = replies.all().split_off(seen_before);
    let logins = storm.iter().filter(|(op, _)| op == "Login").count();
    assert_eq!(logins, 1, "login replies during the storm: {storm:?}");
    let limited: Vec<_> = storm.iter().filter(|(_, status)| *status == 429).collect();
    assert!(limited.is_empty(), "429 replies: {limited:?}");
    let balances = storm.iter().filter(|(op, _)| op == "Balances").count();
    assert_eq!(balances, STORM, "one reply per call, none repeated");
    assert!(storm.iter().all(|(_, status)| *status == 200), "{storm:?}");
}

/// The application's retry (issue: "an app that retries a failed `create_withdrawal` pays
/// twice"): the simulator commits every `createWithdrawal` and drops its reply; the client's
/// own retries give up with a transport error that names the input's key; the application
/// sends the same input value again (as the error invites) while replies are still dropped,
/// then once they are not: one withdrawal in all, returned to the last call.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_application_retrying_the_same_input_never_pays_twice() {
    tokio::time::timeout(TEST_LIMIT, application_retry())
        .await
        .expect("the test should finish within its time limit");
}

async fn application_retry() {
    let sim = dropping_withdrawal_replies(7, 1.0).await;
    let replies = Replies::default();
    let retry = RetryPolicy {
        max_attempts: 2,
        base_delay: Duration::from_millis(5),
        max_delay: Duration::from_millis(20),
        max_retry_after: Duration::from_secs(5),
    };
    let client = client(&sim, retry, &replies);
    let before = aud(&client).await;
    let input = aud_to_ada(&sim, json!(7.00), ("externalId", "order-1001"));
    let key = input
        .idempotency_key()
        .clone()
        .expect("the input holds its key");

    for attempt in 1..=3 {
        let error = client
            .create_withdrawal(input.clone())
            .await
            .expect_err("every reply is dropped");
        assert!(
            matches!(error.kind(), payments_client::ErrorKind::Transport { .. }),
            "attempt {attempt}: {error:?}"
        );
        assert_eq!(
            error.idempotency_key(),
            Some(&key),
            "the error names the key"
        );
        assert!(
            error.to_string().contains(key.as_str()),
            "and says it: {error}"
        );
    }
    assert_eq!(
        sim.faults().counts(),
        [6],
        "3 calls of 2 attempts, each committed and its reply dropped"
    );
    sim.faults().replace(FaultPlan::none());
    let withdrawal = client
        .create_withdrawal(input.clone())
        .await
        .expect("answered once replies come through");

    let listed = client.withdrawals(None).await.expect("withdrawals");
    let ours: Vec<_> = listed
        .iter()
        .filter(|w| w.external_id.as_deref() == Some("order-1001"))
        .collect();
    assert_eq!(
        ours.len(),
        1,
        "one input, one withdrawal, however often it was sent: {ours:?}"
    );
    assert_eq!(ours[0].id, withdrawal.id);
    assert_eq!(
        replies.count("CreateWithdrawal"),
        1,
        "only the last call's reply came through"
    );
    let fee = before - aud(&client).await - Decimal::new(700, 2);
    assert!(
        fee >= Decimal::ZERO && fee < Decimal::ONE + Decimal::ONE,
        "the balance paid 7.00 once (plus its fee): {fee}"
    );
}
