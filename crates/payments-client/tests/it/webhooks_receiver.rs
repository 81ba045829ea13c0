//! The axum receiver (feature `receiver`) on a loopback port: 2xx only after the handler
//! succeeded, duplicates handled once, failures retried, bad signatures refused.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use payments_client::webhooks::{Delivery, HandlerError, Receiver, Secrets, sign};

const BODY: &str = r#"{"event":"withdrawal_completed","eventScheduledAt":"2026-07-01T00:00:04Z","id":"wd_1","amount":10.50,"totalFee":1,"currency":"AUD","externalId":"e1","subClient":null,"statusMessage":"ok","clearedAt":"2026-07-01T00:00:04Z"}"#;

async fn serve(router: axum::Router) -> String {
    let l = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = l.local_addr().expect("addr");
    tokio::spawn(async move {
        let _ = axum::serve(l, router).await;
    });
    format!("http://{addr}/")
}

async fn post(url: &str, id: &str, body: &str, sig: Option<&str>) -> u16 {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .expect("client");
    let mut rb = http
        .post(url)
        .header("content-type", "application/json")
        .header("service-request-id", id)
        .body(body.to_owned());
    if let Some(s) = sig {
        rb = rb.header("service-signature", s);
    }
    rb.send().await.expect("send").status().as_u16()
}

#[tokio::test]
async fn acknowledges_after_handler_dedupes_and_retries_failures() {
    let calls = Arc::new(AtomicUsize::new(0));
    let fail_first = Arc::new(AtomicUsize::new(1));
    let (c, f) = (calls.clone(), fail_first.clone());
    let handler = move |d: Delivery| {
        let (c, f) = (c.clone(), f.clone());
        async move {
            assert_eq!(d.event.kind(), "withdrawal_completed");
            c.fetch_add(1, Ordering::SeqCst);
            if f.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                .is_ok()
            {
                return Err::<(), HandlerError>("database down".into());
            }
            Ok(())
        }
    };
    let r = Receiver::new(Secrets::new(["old", "new"]).expect("secrets"), handler);
    let url = serve(r.into_router()).await;
    let sig = sign(b"new", BODY.as_bytes());

    assert_eq!(
        post(&url, "ev_1", BODY, Some(&sig)).await,
        500,
        "handler failure is not acknowledged"
    );
    assert_eq!(
        post(&url, "ev_1", BODY, Some(&sig)).await,
        200,
        "the retry is processed"
    );
    assert_eq!(
        post(&url, "ev_1", BODY, Some(&sig)).await,
        200,
        "a duplicate is acknowledged"
    );
    assert_eq!(
        calls.load(Ordering::SeqCst),
        2,
        "the duplicate did not reach the handler"
    );

    let tampered = BODY.replace("10.50", "99.50");
    assert_eq!(post(&url, "ev_2", &tampered, Some(&sig)).await, 401);
    assert_eq!(post(&url, "ev_2", BODY, None).await, 401);
    assert_eq!(post(&url, "ev_2", BODY, Some("%%%")).await, 401);
    let junk = "{}";
    assert_eq!(
        post(&url, "ev_2", junk, Some(&sign(b"old", junk.as_bytes()))).await,
        400
    );
    assert_eq!(calls.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn max_age_uses_the_injected_clock() {
    let handler = |_d: Delivery| async { Ok::<(), HandlerError>(()) };
    let now = time::macros::datetime!(2026-07-01 01:00:00 UTC);
    let r = Receiver::new(Secrets::single("k").expect("secret"), handler)
        .max_age(time::Duration::minutes(30))
        .clock(move || now);
    let url = serve(r.into_router()).await;
    assert_eq!(
        post(&url, "ev_9", BODY, Some(&sign(b"k", BODY.as_bytes()))).await,
        400
    );
}
