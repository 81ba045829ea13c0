//! Login and tokens: lazy login, refresh at `exp`, single flight, login spacing, affiliation
//! errors, 401 re-login, logout.

use std::time::Duration;

use crate::common::*;
use payments_client::{Affiliation, Clock, Code, Error, ErrorKind, OperationKind};
use serde_json::json;
use tokio::task::JoinSet;

#[tokio::test]
async fn logs_in_lazily_and_sends_the_token() {
    let clock = clock();
    let stub = Stub::start(
        clock.clone(),
        service(clock.clone(), Duration::from_secs(14400), no_other),
    )
    .await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    assert_eq!(stub.seen().len(), 0, "building must not log in");

    let data = client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(data.balances[0].currency, Currency::Aud);
    assert_eq!(data.balances[0].cleared, 100.5);

    let login = &stub.seen_op("Login")[0];
    assert_eq!(
        login.authorization, None,
        "login goes without a bearer token"
    );
    assert_eq!(
        login.variables(),
        &json!({"input": {"email": EMAIL, "password": PASSWORD}})
    );
    let call = &stub.seen_op("Balances")[0];
    let token = jwt(unix(clock.now()), unix(clock.now()) + 14400, 1);
    assert_eq!(
        call.authorization.as_deref(),
        Some(format!("Bearer {token}").as_str())
    );
    assert_eq!(call.content_type.as_deref(), Some("application/json"));
    assert_eq!(call.user_agent.as_deref(), Some(USER_AGENT));
    assert_eq!(call.body["operationName"], "Balances");
    assert!(
        call.body["query"]
            .as_str()
            .unwrap()
            .starts_with("query Balances(")
    );
    assert!(call.body.get("variables").is_some());

    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Login"), 1, "a valid token is reused");
}

#[tokio::test]
async fn the_token_is_renewed_at_exp_minus_the_margin() {
    let clock = clock();
    let lifetime = Duration::from_secs(600);
    let stub = Stub::start(clock.clone(), service(clock.clone(), lifetime, no_other)).await;
    let client = stub
        .builder()
        .clock(clock.clone())
        .token_refresh_margin(Duration::from_secs(30))
        .build()
        .unwrap();
    let t0 = unix(clock.now());

    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Login"), 1);

    // One second before exp - margin: the first token is still used.
    clock.advance(Duration::from_secs(600 - 30 - 1));
    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Login"), 1);
    let first = format!("Bearer {}", jwt(t0, t0 + 600, 1));
    assert_eq!(
        stub.seen_op("Balances")[1].authorization.as_deref(),
        Some(first.as_str())
    );

    // At exp - margin: a new login, and the new token is sent.
    clock.advance(Duration::from_secs(1));
    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Login"), 2);
    let t1 = unix(clock.now());
    let second = format!("Bearer {}", jwt(t1, t1 + 600, 2));
    assert_eq!(
        stub.seen_op("Balances")[2].authorization.as_deref(),
        Some(second.as_str())
    );

    // Long past exp: again.
    clock.advance(Duration::from_secs(3600));
    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Login"), 3);
}

#[tokio::test]
async fn a_hundred_concurrent_calls_share_one_login() {
    let clock = clock();
    let c = clock.clone();
    // Slow logins, so every call finds the token missing while the first login is in flight.
    let stub = Stub::start(clock.clone(), move |seen, nth| {
        match seen.operation.as_str() {
            "Login" => {
                let now = unix(c.now());
                login_ok(&jwt(now, now + 600, nth)).after(Duration::from_millis(200))
            }
            "Balances" => balances_ok(),
            _ => no_other(seen, nth),
        }
    })
    .await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();

    for round in 1..=2 {
        let mut tasks = JoinSet::new();
        for _ in 0..100 {
            let client = client.clone();
            tasks.spawn(async move { client.run(balances(), OperationKind::Query).await });
        }
        let mut ok = 0;
        while let Some(result) = tasks.join_next().await {
            result.unwrap().unwrap();
            ok += 1;
        }
        assert_eq!(ok, 100);
        assert_eq!(stub.count("Login"), round, "exactly one login per expiry");
        assert_eq!(stub.count("Balances"), 100 * round);
        // Every call of this round used the token of this round's login.
        let token = stub.seen_op("Login").len();
        assert!(
            stub.seen_op("Balances")[100 * (round - 1)..]
                .iter()
                .all(|s| s
                    .authorization
                    .as_deref()
                    .unwrap()
                    .ends_with(&format!(".sig{token}")))
        );
        clock.advance(Duration::from_secs(3600));
    }
}

#[tokio::test]
async fn logins_are_at_least_one_second_apart() {
    let clock = clock();
    let stub = Stub::start(
        clock.clone(),
        service(clock.clone(), Duration::from_secs(14400), |seen, nth| match seen.operation.as_str() {
            "Logout" => Reply::json(json!({"data": {"logout": {"success": true, "code": "SUCCESS", "message": null}}})),
            _ => no_other(seen, nth),
        }),
    )
    .await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();

    // Log in, log out, call again, five times over, without the clock moving by itself.
    for _ in 0..5 {
        client.run(balances(), OperationKind::Query).await.unwrap();
        client.logout().await.unwrap();
    }
    let logins = stub.seen_op("Login");
    assert_eq!(logins.len(), 5);
    for pair in logins.windows(2) {
        let gap = pair[1].at.duration_since(pair[0].at).unwrap();
        assert!(gap >= Duration::from_secs(1), "logins only {gap:?} apart");
    }
    // The client waited (on the clock) rather than logging in early.
    assert_eq!(clock.sleeps(), vec![Duration::from_secs(1); 4]);
    assert_eq!(stub.count("Logout"), 5);
}

#[tokio::test]
async fn logout_drops_the_token_and_sends_it_once() {
    let clock = clock();
    let stub = Stub::start(
        clock.clone(),
        service(clock.clone(), Duration::from_secs(14400), |seen, nth| match seen.operation.as_str() {
            "Logout" => Reply::json(json!({"data": {"logout": {"success": true, "code": "SUCCESS", "message": null}}})),
            _ => no_other(seen, nth),
        }),
    )
    .await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    client.logout().await.unwrap();
    assert_eq!(stub.seen().len(), 0, "no token, nothing to log out");

    client.login().await.unwrap();
    client.logout().await.unwrap();
    let logout = &stub.seen_op("Logout")[0];
    assert!(
        logout
            .authorization
            .as_deref()
            .unwrap()
            .starts_with("Bearer ")
    );
    assert_eq!(
        logout.body["query"],
        "mutation Logout {\n  logout {\n    success\n    code\n    message\n  }\n}\n"
    );
    client.logout().await.unwrap();
    assert_eq!(stub.count("Logout"), 1, "the token was dropped");
}

fn login_refused(code: &'static str) -> impl Fn(&Seen, usize) -> Reply + Send + Sync + 'static {
    move |seen, nth| {
        match seen.operation.as_str() {
        "Login" => Reply::json(json!({"data": {"login": {"token": null, "message": format!("login: {code}"), "code": code, "success": false}}}))
            .after(Duration::from_millis(100)),
        _ => no_other(seen, nth),
    }
    }
}

#[tokio::test]
async fn need_affiliation_is_its_own_error_shared_by_waiting_callers() {
    let clock = clock();
    let stub = Stub::start(clock.clone(), login_refused("NEED_AFFILIATION")).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let mut tasks = JoinSet::new();
    for _ in 0..20 {
        let client = client.clone();
        tasks.spawn(async move { client.run(balances(), OperationKind::Query).await });
    }
    while let Some(result) = tasks.join_next().await {
        match result.unwrap().map_err(Error::into_kind) {
            Err(ErrorKind::NeedAffiliation { message }) => {
                assert_eq!(message.as_deref(), Some("login: NEED_AFFILIATION"))
            }
            other => panic!("expected NeedAffiliation, got {other:?}"),
        }
    }
    assert_eq!(
        stub.count("Login"),
        1,
        "callers queued behind a failed login share its error"
    );
    assert_eq!(stub.count("Balances"), 0);

    // A later call tries again (spaced one second after the failed one).
    assert!(matches!(
        client.login().await.map_err(Error::into_kind),
        Err(ErrorKind::NeedAffiliation { .. })
    ));
    assert_eq!(stub.count("Login"), 2);
}

#[tokio::test]
async fn unregistered_is_its_own_error_and_the_affiliation_is_sent() {
    let clock = clock();
    let stub = Stub::start(clock.clone(), login_refused("UNREGISTERED")).await;
    let client = stub
        .builder()
        .clock(clock.clone())
        .affiliation(Affiliation::SvcLux)
        .build()
        .unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::Unregistered { .. }),
        "{err:?}"
    );
    assert_eq!(
        stub.seen_op("Login")[0].variables()["input"]["affiliation"],
        "SVC_LUX"
    );
}

#[tokio::test]
async fn other_login_failures_carry_code_and_message() {
    let clock = clock();
    let stub = Stub::start(clock.clone(), login_refused("INVALID_CREDENTIALS")).await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    match client.login().await.map_err(Error::into_kind) {
        Err(ErrorKind::LoginFailed { code, message }) => {
            assert_eq!(code, Code::InvalidCredentials);
            assert_eq!(message.as_deref(), Some("login: INVALID_CREDENTIALS"));
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_refused_token_is_replaced_once() {
    let clock = clock();
    let stub = Stub::start(clock.clone(), {
        let clock = clock.clone();
        move |seen, nth| match seen.operation.as_str() {
            "Login" => {
                let now = unix(clock.now());
                login_ok(&jwt(now, now + 14400, nth))
            }
            // The first token is refused (revoked at the service); the second works.
            "Balances"
                if seen
                    .authorization
                    .as_deref()
                    .unwrap_or("")
                    .ends_with(".sig1") =>
            {
                Reply::raw(401, r#"{"error":"token expired"}"#)
            }
            "Balances" => balances_ok(),
            _ => no_other(seen, nth),
        }
    })
    .await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(stub.count("Login"), 2);
    assert_eq!(stub.count("Balances"), 2);
}

/// Both forms of "token refused": HTTP 401, and HTTP 200 with a GraphQL error whose code is
/// `UNAUTHENTICATED` (the simulator's form). Each is met with one login and one repeat; a
/// second refusal is `Unauthorized`, naming what the service said.
#[tokio::test]
async fn a_token_refused_twice_is_an_error_in_either_form() {
    let unauthenticated = || {
        Reply::json(json!({"data": null, "errors": [{
            "message": "token expired; log in again",
            "extensions": {"code": "UNAUTHENTICATED"}
        }]}))
    };
    for (form, refusal) in [
        ("HTTP 401", Reply::raw(401, "")),
        ("GraphQL UNAUTHENTICATED", unauthenticated()),
    ] {
        let clock = clock();
        let stub = Stub::start(clock.clone(), {
            let clock = clock.clone();
            move |seen, nth| match seen.operation.as_str() {
                "Login" => {
                    let now = unix(clock.now());
                    login_ok(&jwt(now, now + 14400, nth))
                }
                _ => refusal.clone(),
            }
        })
        .await;
        let client = stub.builder().clock(clock.clone()).build().unwrap();
        let err = client
            .run(balances(), OperationKind::Query)
            .await
            .unwrap_err();
        assert!(
            matches!(err.kind(), ErrorKind::Unauthorized { .. }),
            "{form}: {err:?}"
        );
        assert_eq!(stub.count("Login"), 2, "{form}");
        assert_eq!(stub.count("Balances"), 2, "{form}");
        if form.starts_with("GraphQL") {
            assert!(
                err.to_string().contains("token expired; log in again"),
                "{err}"
            );
        }
    }
}

/// A GraphQL error that is not about the token is returned as it is: no login, no repeat.
#[tokio::test]
async fn other_graphql_errors_do_not_log_in_again() {
    let clock = clock();
    let stub = Stub::start(clock.clone(), {
        let clock = clock.clone();
        move |seen, nth| match seen.operation.as_str() {
            "Login" => {
                let now = unix(clock.now());
                login_ok(&jwt(now, now + 14400, nth))
            }
            _ => Reply::json(json!({"data": null, "errors": [{
                "message": "the customer is blocked",
                "extensions": {"code": "CUSTOMER_BLOCKED"}
            }]})),
        }
    })
    .await;
    let client = stub.builder().clock(clock.clone()).build().unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert_eq!(err.code(), Some(&Code::CustomerBlocked), "{err:?}");
    assert_eq!(stub.count("Login"), 1);
    assert_eq!(stub.count("Balances"), 1);
}
