//! Each operation gets a `payments.operation` span with its name, attempts, duration and
//! outcome; nothing recorded in spans or events holds the password or the token.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::common::*;
use payments_client::{Clock, OperationKind};
use serde_json::json;
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Metadata, Subscriber};

/// Everything recorded: per span its name and fields; events as text.
#[derive(Default)]
struct Recorded {
    spans: Vec<(String, Vec<(String, String)>)>,
    events: Vec<String>,
}

#[derive(Clone, Default)]
struct Capture {
    recorded: Arc<Mutex<Recorded>>,
    next_id: Arc<AtomicU64>,
}

struct Fields<'a>(&'a mut Vec<(String, String)>);

impl Visit for Fields<'_> {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0.push((field.name().to_owned(), format!("{value:?}")));
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.push((field.name().to_owned(), value.to_owned()));
    }
}

impl Subscriber for Capture {
    fn enabled(&self, _: &Metadata<'_>) -> bool {
        true
    }
    fn new_span(&self, span: &Attributes<'_>) -> Id {
        let mut fields = Vec::new();
        span.record(&mut Fields(&mut fields));
        let mut r = self.recorded.lock().unwrap();
        r.spans.push((span.metadata().name().to_owned(), fields));
        self.next_id.fetch_add(1, Ordering::SeqCst);
        Id::from_u64(r.spans.len() as u64)
    }
    fn record(&self, span: &Id, values: &Record<'_>) {
        let mut r = self.recorded.lock().unwrap();
        let i = span.into_u64() as usize - 1;
        values.record(&mut Fields(&mut r.spans[i].1));
    }
    fn record_follows_from(&self, _: &Id, _: &Id) {}
    fn event(&self, event: &Event<'_>) {
        let mut fields = Vec::new();
        event.record(&mut Fields(&mut fields));
        self.recorded
            .lock()
            .unwrap()
            .events
            .push(format!("{fields:?}"));
    }
    fn enter(&self, _: &Id) {}
    fn exit(&self, _: &Id) {}
}

#[tokio::test(flavor = "current_thread")]
async fn spans_name_the_operation_and_outcome_and_hold_no_secrets() {
    let capture = Capture::default();
    let _guard = tracing::dispatcher::set_default(&tracing::Dispatch::new(capture.clone()));

    let clock = clock();
    let c = clock.clone();
    let stub = Stub::start(clock.clone(), move |seen, nth| match seen.operation.as_str() {
        "Login" => {
            let now = unix(c.now());
            login_ok(&jwt(now, now + 14400, nth))
        }
        "Balances" if nth == 1 => Reply::raw(429, "").header("retry-after", "1"),
        "Balances" => balances_ok(),
        "CreateWithdrawal" => Reply::json(json!({"data": {"createWithdrawal": {
            "success": false, "code": "INSUFFICIENT_BALANCE", "message": "low", "withdrawal": null}}})),
        _ => no_other(seen, nth),
    })
    .await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    client.run(balances(), OperationKind::Query).await.unwrap();
    client
        .mutate(create_withdrawal(None), OperationKind::MUTATION, |d| {
            d.create_withdrawal
        })
        .await
        .unwrap_err();
    let token = jwt(unix(clock.now()) - 1, unix(clock.now()) - 1 + 14400, 1);
    assert!(
        stub.seen_op("Balances")[0]
            .authorization
            .as_deref()
            .unwrap()
            .contains(&token)
    );
    tokio::time::sleep(Duration::from_millis(10)).await;

    let r = capture.recorded.lock().unwrap();
    let ops: Vec<_> = r
        .spans
        .iter()
        .filter(|(name, _)| name == "payments.operation")
        .map(|(_, fields)| fields)
        .collect();
    let field = |fields: &Vec<(String, String)>, key: &str| {
        fields
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    };
    let by_op = |op: &str| {
        ops.iter()
            .find(|f| field(f, "operation").as_deref() == Some(op))
            .unwrap_or_else(|| panic!("no span for {op}"))
    };
    let balances = by_op("Balances");
    assert_eq!(field(balances, "outcome").as_deref(), Some("ok"));
    assert_eq!(field(balances, "attempts").as_deref(), Some("2"));
    assert_eq!(field(balances, "kind").as_deref(), Some("query"));
    assert!(field(balances, "duration_ms").is_some());
    assert_eq!(
        balances.iter().filter(|(k, _)| k == "attempts").count(),
        1,
        "attempts is recorded once, when the call ends: {balances:?}"
    );
    // Every operation is named PascalCase, `Login` too.
    assert_eq!(field(by_op("Login"), "outcome").as_deref(), Some("ok"));
    assert_eq!(
        field(by_op("CreateWithdrawal"), "outcome").as_deref(),
        Some("rejected")
    );

    let everything = format!("{:?} {:?}", r.spans, r.events);
    assert!(everything.contains("retrying"), "the retry is logged");
    assert!(!everything.contains(PASSWORD), "password in tracing output");
    assert!(!everything.contains(&token), "token in tracing output");
    assert!(!everything.contains("sig1"), "token in tracing output");
}
