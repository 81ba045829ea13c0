//! HTTP 429, 5xx, timeouts and transport errors: typed errors, retries only where allowed,
//! `retry-after` honoured, idempotency key kept across retries.

use std::time::Duration;

use crate::common::*;
use payments_client::{Clock, Error, ErrorKind, IdempotencyKey, OperationKind, RetryPolicy};

/// A stub whose `Balances` and `CreateWithdrawal` fail `failures` times with `failure`, then succeed.
async fn flaky(clock: &payments_client::ManualClock, failures: usize, failure: Reply) -> Stub {
    Stub::start(
        clock.clone(),
        service(
            clock.clone(),
            Duration::from_secs(14400),
            move |seen, nth| match seen.operation.as_str() {
                "CreateWithdrawal" if nth <= failures => failure.clone(),
                "CreateWithdrawal" => withdrawal_ok(),
                _ => no_other(seen, nth),
            },
        ),
    )
    .await
}

async fn flaky_balances(
    clock: &payments_client::ManualClock,
    failures: usize,
    failure: Reply,
) -> Stub {
    let c = clock.clone();
    Stub::start(clock.clone(), move |seen, nth| {
        match seen.operation.as_str() {
            "Login" => {
                let now = unix(c.now());
                login_ok(&jwt(now, now + 14400, nth))
            }
            "Balances" if nth <= failures => failure.clone(),
            "Balances" => balances_ok(),
            _ => no_other(seen, nth),
        }
    })
    .await
}

fn too_many(after: Option<&str>) -> Reply {
    let r = Reply::raw(429, r#"{"message":"too many requests"}"#);
    match after {
        Some(a) => r.header("retry-after", a),
        None => r,
    }
}

#[tokio::test]
async fn a_query_is_retried_after_429_waiting_the_retry_after() {
    let clock = clock();
    let stub = flaky_balances(&clock, 2, too_many(Some("2"))).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Balances"), 3);
    let sleeps = clock.sleeps();
    assert_eq!(sleeps.len(), 2);
    for s in sleeps {
        assert!(
            s >= Duration::from_secs(2) && s <= Duration::from_millis(2200),
            "{s:?}"
        );
    }
}

#[tokio::test]
async fn without_retry_after_the_backoff_grows_and_stays_capped() {
    let clock = clock();
    let stub = flaky_balances(&clock, 100, too_many(None)).await;
    let client = stub
        .builder()
        .clock(clock.clone())
        .retry_policy(fast_retries(6))
        .build()
        .unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert!(
        matches!(
            err.kind(),
            ErrorKind::RateLimited {
                retry_after: None,
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(stub.count("Balances"), 6, "attempts are bounded");
    let sleeps = clock.sleeps();
    assert_eq!(sleeps.len(), 5);
    // 100, 200, 400, 800, 1600 ms nominal, each jittered into its upper half; cap 2 s.
    for (i, s) in sleeps.iter().enumerate() {
        let nominal = Duration::from_millis(100 << i).min(Duration::from_secs(2));
        assert!(*s >= nominal / 2 && *s <= nominal, "retry {}: {s:?}", i + 1);
    }
}

#[tokio::test]
async fn a_retry_after_beyond_the_limit_is_returned_not_waited() {
    let clock = clock();
    let stub = flaky_balances(&clock, 1, too_many(Some("120"))).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert_eq!(err.retry_after(), Some(Duration::from_secs(120)));
    assert_eq!(stub.count("Balances"), 1);
    assert!(clock.sleeps().is_empty());
}

#[tokio::test]
async fn a_mutation_without_idempotency_is_never_retried() {
    let clock = clock();
    let stub = flaky(&clock, 1, too_many(Some("1"))).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let err = client
        .mutate(create_withdrawal(None), OperationKind::MUTATION, |d| {
            d.create_withdrawal
        })
        .await
        .unwrap_err();
    assert_eq!(err.operation(), "CreateWithdrawal");
    match err.into_kind() {
        ErrorKind::RateLimited { retry_after, code } => {
            assert_eq!(code, None, "the stub's 429 body has no error code");
            assert_eq!(retry_after, Some(Duration::from_secs(1)));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(stub.count("CreateWithdrawal"), 1);

    // Same for a 503: the service may have acted, so only the caller can decide.
    let stub = flaky(&clock, 1, Reply::raw(503, "unavailable")).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let err = client
        .mutate(create_withdrawal(None), OperationKind::MUTATION, |d| {
            d.create_withdrawal
        })
        .await
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::Server { status: 503, .. }),
        "{err:?}"
    );
    assert_eq!(stub.count("CreateWithdrawal"), 1);
}

#[tokio::test]
async fn an_idempotent_mutation_is_retried_with_the_same_generated_key() {
    let clock = clock();
    let stub = flaky(&clock, 2, too_many(Some("1"))).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let key = IdempotencyKey::generate();
    let reply = client
        .mutate(
            create_withdrawal(Some(key.clone())),
            OperationKind::IDEMPOTENT_MUTATION,
            |d| d.create_withdrawal,
        )
        .await
        .unwrap();
    assert_eq!(reply.withdrawal.unwrap().id.inner(), "wd_1");
    let sent = stub.seen_op("CreateWithdrawal");
    assert_eq!(sent.len(), 3);
    let keys: Vec<_> = sent
        .iter()
        .map(|s| {
            s.variables()["input"]["idempotencyKey"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert!(keys.iter().all(|k| k == key.as_str()), "{keys:?}");
    let uuid = uuid::Uuid::parse_str(&keys[0]).unwrap();
    assert_eq!(uuid.get_version_num(), 4);
    // The whole request is byte-for-byte the same on every attempt.
    assert!(sent.iter().all(|s| s.body == sent[0].body));
}

#[tokio::test]
async fn a_callers_key_is_sent_unchanged_across_retries_after_5xx() {
    let clock = clock();
    let stub = flaky(&clock, 1, Reply::raw(502, "<html>bad gateway</html>")).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let key = IdempotencyKey::parse("order-2026-000042").unwrap();
    client
        .mutate(
            create_withdrawal(Some(key)),
            OperationKind::IDEMPOTENT_MUTATION,
            |d| d.create_withdrawal,
        )
        .await
        .unwrap();
    let sent = stub.seen_op("CreateWithdrawal");
    assert_eq!(sent.len(), 2);
    for s in &sent {
        assert_eq!(
            s.variables()["input"]["idempotencyKey"],
            "order-2026-000042"
        );
    }
}

#[tokio::test]
async fn server_errors_are_typed_and_500_is_not_retried() {
    let clock = clock();
    let stub = flaky_balances(&clock, 100, Reply::raw(503, "maintenance")).await;
    let client = stub
        .builder()
        .clock(clock.clone())
        .retry_policy(fast_retries(3))
        .build()
        .unwrap();
    match client
        .run(balances(), OperationKind::Query)
        .await
        .map_err(Error::into_kind)
    {
        Err(ErrorKind::Server { status, body }) => {
            assert_eq!(status, 503);
            assert_eq!(body, "maintenance");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(stub.count("Balances"), 3);

    let stub = flaky_balances(&clock, 100, Reply::raw(500, "boom")).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::Server { status: 500, .. }),
        "{err:?}"
    );
    assert_eq!(stub.count("Balances"), 1);
}

#[tokio::test]
async fn a_403_is_the_firewall_and_is_not_retried() {
    let clock = clock();
    let stub = flaky_balances(&clock, 100, Reply::raw(403, "Access denied by firewall")).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    match err.kind() {
        ErrorKind::Forbidden { body } => assert_eq!(body, "Access denied by firewall"),
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("user-agent"));
    assert_eq!(stub.count("Balances"), 1);
}

#[tokio::test]
async fn a_slow_reply_is_a_timeout_and_a_query_is_retried() {
    let clock = clock();
    let stub = flaky_balances(&clock, 1, balances_ok().after(Duration::from_secs(3))).await;
    let client = stub
        .builder()
        .clock(clock.clone())
        .request_timeout(Duration::from_millis(300))
        .build()
        .unwrap();
    // First attempt times out, the retry succeeds.
    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Balances"), 2);

    let stub = flaky_balances(&clock, 100, balances_ok().after(Duration::from_secs(3))).await;
    let client = stub
        .builder()
        .clock(clock.clone())
        .request_timeout(Duration::from_millis(300))
        .retry_policy(RetryPolicy::never())
        .build()
        .unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::Timeout), "{err:?}");
}

#[tokio::test]
async fn a_mutation_is_repeated_when_the_service_could_not_be_reached() {
    let clock = clock();
    let mut stub = flaky(&clock, 0, withdrawal_ok()).await;
    let client = stub
        .builder()
        .clock(clock.clone())
        .retry_policy(fast_retries(3))
        .build()
        .unwrap();
    client.run(balances(), OperationKind::Query).await.ok(); // logs in
    stub.stop().await;
    let err = client
        .mutate(create_withdrawal(None), OperationKind::MUTATION, |d| {
            d.create_withdrawal
        })
        .await
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::Unreachable { .. })
            && err.operation() == "CreateWithdrawal",
        "{err:?}"
    );
    assert!(
        err.request_not_sent() && err.to_string().contains("not sent"),
        "{err}"
    );
    assert_eq!(
        clock.sleeps().len(),
        2,
        "nothing was sent, so even a mutation without a key is repeated within the policy"
    );
    assert_eq!(stub.count("CreateWithdrawal"), 0);
}

#[tokio::test]
async fn an_unreachable_service_is_reported_as_such() {
    // Bind then drop a listener: nothing listens on that port any more.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let clock = clock();
    let client = payments_client::Client::builder()
        .endpoint(format!("http://127.0.0.1:{port}/graphql"))
        .credentials(EMAIL, PASSWORD)
        .user_agent(USER_AGENT)
        .clock(clock.clone())
        .retry_policy(fast_retries(2))
        .build()
        .unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::Unreachable { .. }) && err.operation() == "Login",
        "{err:?}"
    );
    assert_eq!(
        clock.sleeps().len(),
        1,
        "login is retried within the policy"
    );
    assert!(
        clock.sleeps()[0] >= Duration::from_secs(1),
        "login retries keep the 1 s spacing"
    );
    // The cause is shown once, down to the OS's refusal, however the error is printed: its
    // message, or the message followed by its `source` chain (what anyhow's `{:#}` prints).
    let message = err.to_string();
    let chain: Vec<String> =
        std::iter::successors(Some(&err as &dyn std::error::Error), |e| e.source())
            .map(ToString::to_string)
            .collect();
    assert_eq!(chain.join(": "), message, "no cause repeated as a source");
    assert_eq!(
        message.matches("error sending request").count(),
        1,
        "{message}"
    );
    assert!(
        message.starts_with(&format!("Login: cannot reach 127.0.0.1:{port}; the request was not sent: error sending request: "))
            && message.to_lowercase().contains("refused"),
        "{message}"
    );
}
