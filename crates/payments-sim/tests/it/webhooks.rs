//! Webhooks end to end: the simulator delivers to receivers built with the client's
//! `webhooks` module on loopback ports. Every wait is bounded.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use payments_client::webhooks::{
    Delivery, Event, HandlerError, Receiver, Secrets, ad_hoc, latest_status, verify,
};
use payments_sim::ControlError;
use payments_sim::control::{DeliveryAttempt, WebhookRegistration, WebhookSecret};
use serde_json::{Value, json};

use crate::common::{Sim, create_withdrawal_query, withdrawal_input};

type Log = Arc<Mutex<Vec<Delivery>>>;

/// Binds a loopback port first, so the URL can be registered before the receiver exists.
async fn bind() -> (tokio::net::TcpListener, String) {
    let l = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let url = format!("http://{}/", l.local_addr().expect("addr"));
    (l, url)
}

fn serve(l: tokio::net::TcpListener, router: axum::Router) {
    tokio::spawn(async move {
        let _ = axum::serve(l, router).await;
    });
}

/// A client receiver whose handler logs every call and fails the first `fail_first` calls.
fn receiver(secret: &str, fail_first: usize) -> (axum::Router, Log) {
    let log: Log = Arc::default();
    let l = log.clone();
    let handler = move |d: Delivery| {
        let l = l.clone();
        async move {
            let n = {
                let mut g = l.lock().expect("log");
                g.push(d);
                g.len()
            };
            if n <= fail_first {
                return Err::<(), HandlerError>("not yet".into());
            }
            Ok(())
        }
    };
    let r = Receiver::new(Secrets::single(secret).expect("secret"), handler);
    (r.into_router(), log)
}

/// Registers a webhook of the demo account at `url` for `events` (`None`: all), with
/// `secret` (`None`: a generated one); its id and secret.
async fn register(
    sim: &Sim,
    url: &str,
    events: Option<&[&str]>,
    secret: Option<&str>,
) -> (String, String) {
    let registration = WebhookRegistration {
        events: events.map(|e| e.iter().map(|k| k.to_string()).collect()),
        secret: secret.map(WebhookSecret::new),
        ..WebhookRegistration::new(url)
    };
    let b = sim
        .ctl
        .register_webhook(&registration)
        .await
        .expect("registered");
    (b.id, b.secret.expose().to_owned())
}

/// Polls `cond` every 25 ms for at most 10 s.
async fn wait_until(what: &str, mut cond: impl FnMut() -> bool) {
    for _ in 0..400 {
        if cond() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("timed out waiting for {what}");
}

async fn deliveries(sim: &Sim) -> Vec<DeliveryAttempt> {
    sim.ctl.deliveries().await.expect("delivery history")
}

/// Polls the delivery history (bounded, 10 s) until `n` attempts match `pred`.
async fn wait_attempts(
    sim: &Sim,
    n: usize,
    pred: impl Fn(&DeliveryAttempt) -> bool,
) -> Vec<DeliveryAttempt> {
    for _ in 0..400 {
        let d = deliveries(sim).await;
        let hits: Vec<DeliveryAttempt> = d.into_iter().filter(|a| pred(a)).collect();
        if hits.len() >= n {
            return hits;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("timed out waiting for {n} delivery attempts");
}

fn kinds(log: &Log) -> Vec<String> {
    log.lock()
        .expect("log")
        .iter()
        .map(|d| d.event.kind().to_owned())
        .collect()
}

async fn create_withdrawal(sim: &Sim, token: &str, input: Value) -> String {
    let r = sim
        .gql(token, &create_withdrawal_query(), json!({"input": input}))
        .await;
    assert_eq!(r.data("createWithdrawal")["success"], true, "{}", r.body);
    r.data("createWithdrawal")["withdrawal"]["id"]
        .as_str()
        .expect("id")
        .to_owned()
}

#[tokio::test]
async fn fail_acc_withdrawal_and_deposit_arrive_typed_and_signed() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let (listener, url) = bind().await;
    let (_, secret) = register(&sim, &url, None, None).await;
    assert!(secret.starts_with("whsec_"), "a secret is generated");
    let (router, log) = receiver(&secret, 0);
    serve(listener, router);

    let mut input = withdrawal_input(25.5, "INV 7 FAIL_ACC");
    input["externalId"] = json!("payout-7");
    let id = create_withdrawal(&sim, &token, input).await;
    for _ in 0..5 {
        sim.advance(2.0).await;
    }
    let van = sim.demo_van().await;
    let (s, b) = sim.deposit(&van, 120.25, "rent").await;
    assert_eq!(s, 201, "{b}");

    let want = [
        "withdrawal_initiated",
        "withdrawal_pending",
        "withdrawal_completed",
        "withdrawal_failed",
        "withdrawal_refunded",
        "deposit_initiated",
        "deposit_cleared",
    ];
    wait_until("all events", || {
        want.iter().all(|k| kinds(&log).iter().any(|x| x == k))
    })
    .await;
    let got = log.lock().expect("log").clone();
    assert_eq!(got.len(), want.len(), "each event once: {:?}", kinds(&log));

    // Request ids are the simulator's event ids, one per event.
    let events = sim.handle.events_after(0);
    for d in &got {
        let e = events
            .iter()
            .find(|e| e.event_id == d.request_id)
            .expect("request id is an event id");
        assert_eq!(e.event, d.event.kind());
    }

    let wd: Vec<Event> = got
        .iter()
        .map(|d| d.event.clone())
        .filter(|e| e.id() == Some(id.as_str()))
        .collect();
    assert_eq!(
        latest_status(wd.iter().rev()).map(|l| l.status()),
        Some("REFUNDED")
    );
    let refunded = wd
        .iter()
        .find_map(|e| match e {
            Event::WithdrawalRefunded(p) => Some(p.clone()),
            _ => None,
        })
        .expect("refunded event");
    assert_eq!(
        refunded.refund_amount,
        Some("25.5".parse().expect("decimal"))
    );
    assert_eq!(refunded.external_id.as_deref(), Some("payout-7"));
    assert!(refunded.cleared_at.is_some() && refunded.refunded_at.is_some());
    assert!(refunded.recipient.is_some_and(|r| r.bsb.is_some()));
    let cleared = got
        .iter()
        .find_map(|d| match &d.event {
            Event::DepositCleared(p) => Some(p.clone()),
            _ => None,
        })
        .expect("deposit_cleared");
    assert_eq!(cleared.amount, "120.25".parse().expect("decimal"));

    let hist = deliveries(&sim).await;
    assert_eq!(hist.len(), want.len());
    assert!(
        hist.iter()
            .all(|a| a.outcome == "delivered" && a.attempt == 1 && a.response_status == Some(200)),
        "{hist:?}"
    );
}

#[tokio::test]
async fn failing_receiver_gets_the_event_on_the_fourth_attempt_with_the_same_id() {
    let sim = Sim::start().await;
    let (listener, url) = bind().await;
    let (_, secret) = register(&sim, &url, Some(&["deposit_cleared"]), Some("s3cret")).await;
    assert_eq!(secret, "s3cret");
    let (router, log) = receiver(&secret, 3);
    serve(listener, router);

    let van = sim.demo_van().await;
    sim.deposit(&van, 10.0, "r").await;
    // Attempt n+1 becomes due 6, 60 and 600 simulated seconds after failure n.
    for (n, delay) in [(1, 6.0), (2, 60.0), (3, 600.0)] {
        let a = wait_attempts(&sim, n, |a| a.outcome == "retrying").await;
        let last = &a[n - 1];
        assert_eq!(last.failure_reason.as_deref(), Some("5XX"));
        assert_eq!(last.response_status, Some(500));
        sim.advance(delay - 1.0).await;
        tokio::time::sleep(Duration::from_millis(150)).await;
        assert_eq!(deliveries(&sim).await.len(), n, "not due before {delay} s");
        sim.advance(1.0).await;
    }
    let a = wait_attempts(&sim, 1, |a| a.outcome == "delivered").await;
    assert_eq!(a[0].attempt, 4);
    let calls = log.lock().expect("log").clone();
    assert_eq!(calls.len(), 4);
    assert!(
        calls
            .iter()
            .all(|d| d.request_id == calls[0].request_id && d.event.kind() == "deposit_cleared")
    );
    // Nothing more after the success, even much later.
    sim.advance(10_000.0).await;
    tokio::time::sleep(Duration::from_millis(150)).await;
    assert_eq!(deliveries(&sim).await.len(), 4);
}

#[tokio::test]
async fn a_receiver_that_always_fails_is_marked_failed_after_four_attempts() {
    let sim = Sim::start().await;
    let (listener, url) = bind().await;
    let (_, secret) = register(&sim, &url, Some(&["deposit_cleared"]), None).await;
    let always_302 = axum::Router::new().route(
        "/",
        post(|| async { (StatusCode::FOUND, [("location", "http://127.0.0.1:9/x")]) }),
    );
    serve(listener, always_302);
    let van = sim.demo_van().await;
    sim.deposit(&van, 10.0, "r").await;
    for (n, delay) in [(1, 6.0), (2, 60.0), (3, 600.0)] {
        wait_attempts(&sim, n, |a| a.outcome == "retrying").await;
        sim.advance(delay).await;
    }
    let a = wait_attempts(&sim, 1, |a| a.outcome == "failed").await;
    assert_eq!(a[0].attempt, 4);
    let all = deliveries(&sim).await;
    // A redirect to a closed port: followed, then a network failure (a 3xx is never success).
    assert!(all.iter().all(|a| a.failure_reason.is_some()), "{all:?}");
    // The secret is shown once, at registration: never in the listing, the history or `Debug`.
    // Raw JSON on purpose: a typed reply would drop a field it does not know.
    let (_, listing) = sim.control("GET", "/sim/webhooks", json!(null)).await;
    let (_, history) = sim
        .control("GET", "/sim/webhooks/deliveries", json!(null))
        .await;
    for (what, text) in [
        ("listing", listing.to_string()),
        ("history", history.to_string()),
        (
            "typed listing",
            format!("{:?}", sim.ctl.webhooks().await.unwrap()),
        ),
        ("simulator Debug", format!("{:?}", sim.handle)),
    ] {
        assert!(
            !text.contains(&secret),
            "the webhook secret is in the {what}"
        );
    }
}

#[tokio::test]
async fn a_redirect_to_plain_http_off_loopback_is_not_followed() {
    let sim = Sim::start().await;
    let (listener, url) = bind().await;
    register(&sim, &url, Some(&["deposit_cleared"]), None).await;
    let off_loopback = axum::Router::new().route(
        "/",
        post(|| async {
            (
                StatusCode::TEMPORARY_REDIRECT,
                [("location", "http://203.0.113.7/hook")],
            )
        }),
    );
    serve(listener, off_loopback);
    let van = sim.demo_van().await;
    sim.deposit(&van, 10.0, "r").await;
    let a = wait_attempts(&sim, 1, |a| a.outcome == "retrying").await;
    let detail = a[0].detail.clone().unwrap_or_default();
    assert!(detail.contains("may not post to"), "{a:?}");
}

/// A captured request: headers, raw query, body.
type Captured = (HeaderMap, Option<String>, Bytes);

#[derive(Clone, Default)]
struct Raw(Arc<Mutex<Vec<Captured>>>);

async fn capture(
    State(raw): State<Raw>,
    RawQuery(q): RawQuery,
    h: HeaderMap,
    b: Bytes,
) -> StatusCode {
    raw.0.lock().expect("raw").push((h, q, b));
    StatusCode::NO_CONTENT
}

#[tokio::test]
async fn headers_tampering_duplicates_and_test_event() {
    let sim = Sim::start().await;
    let (listener, url) = bind().await;
    let (wh, secret) = register(&sim, &url, None, None).await;
    let raw = Raw::default();
    serve(
        listener,
        axum::Router::new()
            .route("/", post(capture))
            .with_state(raw.clone()),
    );
    let van = sim.demo_van().await;
    sim.deposit(&van, 33.0, "r").await;
    wait_until("two deposit deliveries", || {
        raw.0.lock().expect("raw").len() >= 2
    })
    .await;
    let (h, _, body) = raw.0.lock().expect("raw")[1].clone();
    assert_eq!(h["content-type"], "application/json");
    assert_eq!(h["user-agent"], payments_sim::WEBHOOK_USER_AGENT);
    let sig = h["service-signature"].to_str().expect("ascii");
    let secrets = Secrets::single(&secret).expect("secret");
    assert!(
        verify(&secrets, &body, Some(sig)).is_ok(),
        "valid signature over the exact bytes"
    );

    // Replays against a client receiver: a tampered body is refused, a duplicate handled once.
    let (listener2, url2) = bind().await;
    let (router, log) = receiver(&secret, 0);
    serve(listener2, router);
    let http = reqwest::Client::new();
    let send = |body: Vec<u8>| {
        let rb = http
            .post(&url2)
            .header("content-type", "application/json")
            .header(
                "service-request-id",
                h["service-request-id"].to_str().expect("id"),
            )
            .header("service-signature", sig)
            .body(body);
        async move { rb.send().await.expect("send").status().as_u16() }
    };
    let mut tampered = body.to_vec();
    let pos = tampered.iter().position(|b| *b == b'3').expect("a digit");
    tampered[pos] = b'9';
    assert_eq!(send(tampered).await, 401);
    assert_eq!(send(body.to_vec()).await, 200);
    assert_eq!(send(body.to_vec()).await, 200);
    assert_eq!(
        log.lock().expect("log").len(),
        1,
        "the duplicate was handled once"
    );

    // The portal's 'send test': an event kind the client does not know arrives as Unknown.
    let sent = sim.ctl.send_test(Some(&wh)).await.unwrap();
    assert_eq!(sent.webhooks, std::slice::from_ref(&wh), "{sent:?}");
    wait_until("test delivery", || raw.0.lock().expect("raw").len() >= 3).await;
    let (h, _, body) = raw.0.lock().expect("raw")[2].clone();
    let e = verify(&secrets, &body, h["service-signature"].to_str().ok()).expect("verifies");
    assert!(matches!(e, Event::Unknown { ref event, .. } if event == "webhook_test"));
}

#[tokio::test]
async fn ad_hoc_callback_uri_and_url_rules() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let (listener, url) = bind().await;
    let raw = Raw::default();
    serve(
        listener,
        axum::Router::new()
            .route("/", post(capture))
            .with_state(raw.clone()),
    );
    let key = b"caller-key";
    let cb = ad_hoc::callback_uri(&url, "payout-9", key).expect("uri");
    let mut input = withdrawal_input(5.0, "plain");
    input["externalId"] = json!("payout-9");
    input["callbackUri"] = json!(cb);
    create_withdrawal(&sim, &token, input).await;
    wait_until("ad hoc delivery", || !raw.0.lock().expect("raw").is_empty()).await;
    let (h, q, body) = raw.0.lock().expect("raw")[0].clone();
    let e = ad_hoc::verify_callback(key, q.as_deref(), &body).expect("ad hoc signature verifies");
    assert_eq!(e.kind(), "withdrawal_initiated");
    let header_key = Secrets::single(payments_sim::DEFAULT_AD_HOC_SECRET).expect("secret");
    assert!(verify(&header_key, &body, h["service-signature"].to_str().ok()).is_ok());

    // A callbackUri to a non-loopback plain-http address is never posted to.
    let mut input = withdrawal_input(5.0, "plain");
    input["callbackUri"] = json!("http://203.0.113.7/cb");
    create_withdrawal(&sim, &token, input).await;
    let refused = wait_attempts(&sim, 1, |a| a.failure_reason.as_deref() == Some("REFUSED")).await;
    assert_eq!(refused[0].outcome, "failed");

    // Registration rules.
    for (body, why) in [
        (
            json!({"url": "http://hooks.example.com/x"}),
            "plain http off loopback",
        ),
        (
            json!({"url": "http://10.0.0.1/x"}),
            "plain http to a private address",
        ),
        (json!({"url": "ftp://127.0.0.1/"}), "not http(s)"),
        (json!({"url": "not a url"}), "not a URL"),
        (
            json!({"url": "https://hooks.example.com/x", "events": ["nope"]}),
            "unknown kind",
        ),
        (
            json!({"url": "https://hooks.example.com/x", "secret": ""}),
            "empty secret",
        ),
        (json!({}), "no url"),
    ] {
        let (s, _) = sim.control("POST", "/sim/webhooks", body).await;
        assert_eq!(s, 422, "{why}");
    }
    // https anywhere, plain http to loopback only.
    for url in [
        "https://hooks.example.com/x",
        "http://127.0.0.1:9/x",
        "http://localhost/x",
        "http://[::1]:80/",
    ] {
        let ok = sim
            .ctl
            .register_webhook(&WebhookRegistration::new(url))
            .await
            .unwrap_or_else(|e| panic!("{url}: {e}"));
        assert_eq!((ok.url.as_str(), ok.events), (url, None));
    }
}

#[tokio::test]
async fn a_dead_or_slow_receiver_does_not_hold_back_another() {
    let mut cfg = payments_sim::SimConfig::for_tests();
    cfg.webhook_timeout_secs = 1;
    let sim = Sim::start_with(cfg).await;
    // Dead: a port with nothing listening.
    let (dead, dead_url) = bind().await;
    drop(dead);
    register(&sim, &dead_url, Some(&["deposit_cleared"]), None).await;
    // Slow: answers after 5 s (past the 1 s timeout).
    let (slow, slow_url) = bind().await;
    register(&sim, &slow_url, Some(&["deposit_cleared"]), None).await;
    serve(
        slow,
        axum::Router::new().route(
            "/",
            post(|| async {
                tokio::time::sleep(Duration::from_secs(5)).await;
                StatusCode::OK
            }),
        ),
    );
    let (live, live_url) = bind().await;
    let (_, secret) = register(&sim, &live_url, Some(&["deposit_cleared"]), None).await;
    let (router, log) = receiver(&secret, 0);
    serve(live, router);

    let van = sim.demo_van().await;
    let started = std::time::Instant::now();
    sim.deposit(&van, 1.0, "a").await;
    wait_until("live delivery", || !log.lock().expect("log").is_empty()).await;
    assert!(
        started.elapsed() < Duration::from_millis(900),
        "not held back by the slow one"
    );
    let failed = wait_attempts(&sim, 2, |a| a.outcome == "retrying").await;
    assert!(
        failed
            .iter()
            .all(|a| a.failure_reason.as_deref() == Some("NETWORK")),
        "{failed:?}"
    );
}

/// With the `tls` feature an `https` delivery opens a TLS handshake (here against a listener
/// that only records the first bytes); without it the attempt fails at once, touching nothing.
#[tokio::test]
async fn https_delivery_uses_tls_only_when_built_with_it() {
    let sim = Sim::start().await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let url = format!("https://127.0.0.1:{port}/hook");
    register(&sim, &url, Some(&["deposit_cleared"]), None).await;
    let first_byte = tokio::spawn(async move {
        let (stream, _) = listener.accept().await.expect("accept");
        let mut b = [0u8; 1];
        stream
            .peek(&mut b)
            .await
            .expect("read")
            .eq(&1)
            .then_some(b[0])
    });
    let van = sim.demo_van().await;
    sim.deposit(&van, 10.0, "r").await;
    let a = wait_attempts(&sim, 1, |a| a.outcome == "retrying").await;
    let detail = a[0].detail.clone().unwrap_or_default();
    if cfg!(feature = "tls") {
        let byte = tokio::time::timeout(Duration::from_secs(10), first_byte)
            .await
            .expect("a connection was opened")
            .expect("listener task");
        assert_eq!(
            byte,
            Some(0x16),
            "a TLS handshake record opens the connection"
        );
        assert!(!detail.contains("needs TLS"), "{detail}");
    } else {
        assert!(detail.contains("needs TLS"), "{detail}");
        assert!(!first_byte.is_finished(), "nothing connected");
    }
}

/// The portal's 'rotate secret' through the control API: a new secret for a registered
/// webhook, a 404 naming the id for an unknown one.
#[tokio::test]
async fn a_webhook_secret_can_be_rotated() {
    let sim = Sim::start().await;
    let (id, _) = register(
        &sim,
        "https://hooks.example.com/a",
        None,
        Some("first-secret"),
    )
    .await;
    let rotated = sim.ctl.rotate_secret(&id).await.unwrap();
    assert_eq!(rotated.id, id);
    let secret = rotated.secret.expose();
    assert!(
        secret.starts_with("whsec_") && secret != "first-secret",
        "{rotated:?}"
    );
    assert!(!format!("{rotated:?}").contains(secret), "secret in Debug");
    let missing = sim.ctl.rotate_secret("wh_nope").await.unwrap_err();
    match &missing {
        ControlError::Refused { status, body, .. } => {
            assert_eq!(*status, 404, "{missing}");
            assert!(
                body["message"].as_str().unwrap().contains("wh_nope"),
                "{missing}"
            );
        }
        other => panic!("expected a refusal, got {other}"),
    }
}
