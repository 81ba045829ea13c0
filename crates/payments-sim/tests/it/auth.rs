//! Authentication: affiliations, token expiry on the simulated clock, logout, tampering,
//! `alg: none`, another user's token, the login limit, the per-token limit and the user-agent
//! firewall.

use crate::common::*;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use std::net::IpAddr;

use payments_sim::SimConfig;
use payments_sim::control::AccountRef;
use serde_json::{Value, json};

const BALANCES: &str = "{ balances { currency cleared } }";

#[tokio::test]
async fn affiliation_cases() {
    let sim = Sim::start().await;
    let r = sim
        .login_raw("multi@payments.test", "multi-password", None)
        .await;
    assert_eq!(r.data("login")["code"], "NEED_AFFILIATION");
    assert_eq!(r.data("login")["success"], false);
    assert!(r.data("login")["token"].is_null());
    sim.advance(1.0).await;
    let r = sim
        .login_raw("demo@payments.test", "demo-password", Some("SVC_LUX"))
        .await;
    assert_eq!(
        r.data("login")["code"],
        "UNREGISTERED",
        "right credentials, wrong affiliation"
    );
    sim.advance(1.0).await;
    let aus = sim
        .login_raw("multi@payments.test", "multi-password", Some("SVC_AUS"))
        .await;
    assert_eq!(aus.data("login")["code"], "SUCCESS");
    sim.advance(1.0).await;
    let lux = sim
        .login_raw("multi@payments.test", "multi-password", Some("SVC_LUX"))
        .await;
    assert_eq!(lux.data("login")["code"], "SUCCESS");
    // The two tokens are two accounts: a withdrawal in one is not visible in the other.
    let (ta, tl) = (
        aus.data("login")["token"].as_str().unwrap(),
        lux.data("login")["token"].as_str().unwrap(),
    );
    let w = sim
        .gql(
            ta,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(5.0, "x")}),
        )
        .await;
    let id = w.data("createWithdrawal")["withdrawal"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        sim.gql(tl, &withdrawal_query(), json!({"id": id}))
            .await
            .data("withdrawal")
            .is_null()
    );
    assert_eq!(sim.balance(tl, "AUD").await, 10_000.0);
    sim.advance(1.0).await;
    let r = sim.login_raw("demo@payments.test", "wrong", None).await;
    assert_eq!(r.data("login")["success"], false);
}

#[tokio::test]
async fn token_claims_and_expiry_on_the_simulated_clock() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let payload: Value = serde_json::from_slice(
        &URL_SAFE_NO_PAD
            .decode(token.split('.').nth(1).unwrap())
            .unwrap(),
    )
    .unwrap();
    let (iat, exp) = (
        payload["iat"].as_i64().unwrap(),
        payload["exp"].as_i64().unwrap(),
    );
    assert_eq!(exp - iat, 4 * 3600);
    assert_eq!(
        sim.post(Some(&token), BALANCES, json!({}), None)
            .await
            .status,
        200
    );
    sim.advance(4.0 * 3600.0 - 1.0).await;
    assert!(sim.gql(&token, BALANCES, json!({})).await.body["errors"].is_null());
    sim.advance(1.0).await;
    let r = sim.gql(&token, BALANCES, json!({})).await;
    assert_eq!(r.error_code(), Some("UNAUTHENTICATED"), "{}", r.body);
    assert!(
        r.body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("expired")
    );
    // A new login works after expiry.
    let again = sim.login_demo().await;
    assert!(sim.gql(&again, BALANCES, json!({})).await.body["errors"].is_null());
}

#[tokio::test]
async fn configurable_lifetime() {
    let sim = Sim::start_with(SimConfig {
        token_lifetime_secs: 60,
        ..SimConfig::for_tests()
    })
    .await;
    let token = sim.login_demo().await;
    sim.advance(60.0).await;
    assert_eq!(
        sim.gql(&token, BALANCES, json!({})).await.error_code(),
        Some("UNAUTHENTICATED")
    );
}

#[tokio::test]
async fn missing_tampered_alg_none_and_logged_out_tokens_are_refused() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let r = sim.post(None, BALANCES, json!({}), None).await;
    assert_eq!(r.error_code(), Some("UNAUTHENTICATED"));
    assert!(
        r.body.get("data").is_some(),
        "data is always present: {}",
        r.body
    );
    // Tampered payload: claims another account.
    let parts: Vec<&str> = token.split('.').collect();
    let mut claims: Value =
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
    claims["acc"] = json!("acc_multi_aus");
    let forged = format!(
        "{}.{}.{}",
        parts[0],
        URL_SAFE_NO_PAD.encode(claims.to_string()),
        parts[2]
    );
    assert_eq!(
        sim.gql(&forged, BALANCES, json!({})).await.error_code(),
        Some("UNAUTHENTICATED")
    );
    // alg: none.
    let none = format!(
        "{}.{}.",
        URL_SAFE_NO_PAD.encode(r#"{"alg":"none","typ":"JWT"}"#),
        parts[1]
    );
    assert_eq!(
        sim.gql(&none, BALANCES, json!({})).await.error_code(),
        Some("UNAUTHENTICATED")
    );
    // Garbage.
    assert_eq!(
        sim.gql("not-a-jwt", BALANCES, json!({})).await.error_code(),
        Some("UNAUTHENTICATED")
    );
    // Logout expires the token early.
    let r = sim
        .gql(&token, "mutation { logout { success code } }", json!({}))
        .await;
    assert_eq!(r.data("logout")["success"], true);
    let r = sim.gql(&token, BALANCES, json!({})).await;
    assert_eq!(r.error_code(), Some("UNAUTHENTICATED"));
    assert!(
        r.body["errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("logged out")
    );
}

#[tokio::test]
async fn login_more_than_once_per_second_is_429_with_retry_after() {
    let sim = Sim::start().await;
    sim.login_demo().await;
    let r = sim
        .login_raw("demo@payments.test", "demo-password", None)
        .await;
    assert_eq!(r.status, 429, "{}", r.body);
    assert_eq!(r.retry_after.as_deref(), Some("1"));
    assert_eq!(r.error_code(), Some("RATE_LIMITED"));
    // Another user is not limited by it.
    let other = sim
        .login_raw("multi@payments.test", "multi-password", Some("SVC_AUS"))
        .await;
    assert_eq!(other.status, 200);
    sim.advance(1.0).await;
    assert_eq!(
        sim.login_raw("demo@payments.test", "demo-password", None)
            .await
            .status,
        200
    );
}

#[tokio::test]
async fn requests_per_second_per_token_limit() {
    let sim = Sim::start_with(SimConfig {
        requests_per_second: Some(3),
        ..SimConfig::for_tests()
    })
    .await;
    let token = sim.login_demo().await;
    for _ in 0..3 {
        assert_eq!(
            sim.post(Some(&token), BALANCES, json!({}), None)
                .await
                .status,
            200
        );
    }
    let r = sim.post(Some(&token), BALANCES, json!({}), None).await;
    assert_eq!(r.status, 429);
    assert_eq!(r.retry_after.as_deref(), Some("1"));
    sim.advance(1.0).await;
    assert_eq!(
        sim.post(Some(&token), BALANCES, json!({}), None)
            .await
            .status,
        200
    );
}

#[tokio::test]
async fn generic_or_missing_user_agent_is_403() {
    let sim = Sim::start().await;
    for ua in ["curl/8.5.0", "reqwest/0.13", "python-requests/2.31", "   "] {
        let r = sim.post(None, BALANCES, json!({}), Some(ua)).await;
        assert_eq!(r.status, 403, "{ua}");
    }
    let bare = reqwest::Client::new(); // reqwest sends no user-agent by default
    let r = bare
        .post(&sim.handle.url)
        .json(&json!({"query": BALANCES}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
}

#[tokio::test]
async fn introspection_needs_no_token_and_bad_bodies_are_4xx() {
    let sim = Sim::start().await;
    let r = sim
        .post(
            None,
            "{ __schema { queryType { name } mutationType { name } } }",
            json!({}),
            None,
        )
        .await;
    assert_eq!(r.body["data"]["__schema"]["queryType"]["name"], "Query");
    let resp = sim
        .http
        .post(&sim.handle.url)
        .body("{not json")
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 400);
    let r = sim.post(None, "{ nope }", json!({}), None).await;
    assert_eq!(r.status, 200);
    assert!(r.body["errors"].is_array());
}

#[test]
fn debug_output_shows_no_secrets() {
    let config = SimConfig {
        jwt_secret: Some("s3cr3t-key".into()),
        ..SimConfig::for_tests()
    };
    // The token key's own `Debug` is a unit test in `domain/session.rs`.
    let shown = format!("{config:?}");
    assert!(!shown.contains("s3cr3t-key"), "secret in Debug output");
    assert!(
        !shown.contains("demo-password") && !shown.contains("multi-password"),
        "password in Debug output"
    );
}

/// A valid token of one user is no key to another user's records: reads find nothing and
/// writes are refused, and the owner's records are left as they were.
#[tokio::test]
async fn another_users_token_cannot_read_or_change_a_record() {
    let sim = Sim::start().await;
    let owner = sim.login_demo().await;
    let r_id = sim
        .gql(
            &owner,
            "mutation R($input: RecipientInput!) { createRecipient(input: $input) { recipient { id } } }",
            json!({"input": inline_recipient()}),
        )
        .await
        .data("createRecipient")["recipient"]["id"]
        .clone();
    let w = sim
        .gql(
            &owner,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(25.0, "Invoice 7")}),
        )
        .await
        .data("createWithdrawal")["withdrawal"]
        .clone();
    let w_id = w["id"].clone();
    let van = sim.demo_van().await;
    let (_, deposit) = sim.deposit(&van, 40.0, "Top up").await;
    let d_id = deposit["id"].clone();
    assert!(
        w_id.is_string() && r_id.is_string() && d_id.is_string(),
        "{w} {deposit}"
    );

    let other = sim
        .login_raw("multi@payments.test", "multi-password", Some("SVC_AUS"))
        .await;
    let other = other.data("login")["token"].as_str().expect("token");
    let read = sim
        .gql(other, &withdrawal_query(), json!({"id": w_id}))
        .await;
    assert!(read.data("withdrawal").is_null(), "{}", read.body);
    let refund = sim
        .gql(
            other,
            "mutation R($id: ID!) { refundDeposit(id: $id) { success code } }",
            json!({"id": d_id}),
        )
        .await;
    assert_eq!(
        refund.data("refundDeposit")["success"],
        false,
        "{}",
        refund.body
    );
    let update = sim
        .gql(
            other,
            "mutation U($id: ID!, $input: RecipientInput!) { updateRecipient(id: $id, input: $input) { success code } }",
            json!({"id": r_id, "input": {"firstName": "Eve", "lastName": "Mallory", "currency": "AUD", "accountIdType": "BSB", "bsb": "062-000", "accountNo": "87654321"}}),
        )
        .await;
    assert_eq!(
        update.data("updateRecipient")["success"],
        false,
        "{}",
        update.body
    );
    let mut input = withdrawal_input(5.0, "Not mine");
    input.as_object_mut().expect("object").remove("recipient");
    input["recipientId"] = r_id.clone();
    let pay = sim
        .gql(other, &create_withdrawal_query(), json!({"input": input}))
        .await;
    assert_eq!(
        pay.data("createWithdrawal")["success"],
        false,
        "{}",
        pay.body
    );

    let after = sim
        .gql(&owner, &withdrawal_query(), json!({"id": w_id}))
        .await;
    assert_eq!(after.data("withdrawal")["status"], "INITIALISED");
    let recipients = sim
        .gql(&owner, "{ recipients { id lastName } }", json!({}))
        .await;
    assert_eq!(
        recipients.data("recipients"),
        &json!([{"id": r_id, "lastName": "Lovelace"}])
    );
    let theirs = sim.gql(other, "{ recipients { id } }", json!({})).await;
    assert_eq!(theirs.data("recipients"), &json!([]));
    assert_eq!(sim.balance(&owner, "AUD").await, 10_000.0 - 26.0 + 40.0);
}

const LOGIN: &str =
    "mutation Login($input: LoginInput!) { login(input: $input) { token code message success } }";

/// Spec, authentication 9: "The customer can restrict API login to pre-approved IP addresses
/// via the web portal." With an allow-list, a login from another address is refused with
/// `IP_NOT_ALLOWED` naming it; from a listed one it succeeds; an empty list allows any. A bad
/// address is refused naming its place in the list.
#[tokio::test]
async fn an_ip_allow_list_restricts_api_login() {
    let sim = Sim::start().await;
    let set = |addresses: &'static [&'static str]| {
        let sim = &sim;
        async move {
            let addresses: Vec<IpAddr> = addresses.iter().map(|a| a.parse().unwrap()).collect();
            sim.ctl
                .set_ip_allow_list(&AccountRef::demo(), &addresses)
                .await
                .expect("the list is set")
        }
    };
    let list = set(&["10.1.2.3", "2001:db8::1"]).await;
    assert_eq!(list.account_id, "acc_demo_aus");
    assert_eq!(
        list.addresses,
        [
            "10.1.2.3".parse::<IpAddr>().unwrap(),
            "2001:db8::1".parse().unwrap()
        ]
    );
    let r = sim
        .login_raw("demo@payments.test", "demo-password", None)
        .await;
    let login = r.data("login");
    assert_eq!(
        (login["success"].as_bool(), login["code"].as_str()),
        (Some(false), Some("IP_NOT_ALLOWED")),
        "{}",
        r.body
    );
    assert!(
        login["message"].as_str().unwrap().contains("127.0.0.1"),
        "{}",
        r.body
    );
    assert!(login["token"].is_null());
    // The list restricts API login: the portal, where it is set, still signs the user in.
    sim.advance(2.0).await;
    let portal = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .post(format!("{}/portal/login", sim.handle.base_url))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("email=demo%40payments.test&password=demo-password")
        .send()
        .await
        .unwrap();
    assert_eq!(
        portal.status(),
        303,
        "the portal asks for the one-time password"
    );
    assert!(
        portal.headers()["location"]
            .to_str()
            .unwrap()
            .ends_with("/portal/otp")
    );

    set(&["10.1.2.3", "127.0.0.1"]).await;
    sim.advance(2.0).await; // one login per second
    sim.login_demo().await;
    set(&[]).await;
    sim.advance(2.0).await;
    sim.login_demo().await;

    // A name is no address: raw JSON, since the typed call only takes addresses.
    let (s, b) = sim
        .control(
            "POST",
            "/sim/ip-allow-list",
            json!({"addresses": ["10.1.2.3", "localhost"]}),
        )
        .await;
    assert_eq!(s, 422, "{b}");
    assert!(
        b["message"].as_str().unwrap().contains("addresses[1]"),
        "{b}"
    );
    let accounts = sim.ctl.accounts().await.unwrap();
    assert!(
        accounts[0].ip_allow_list.is_empty(),
        "a refused list changes nothing"
    );
}

/// Behind a proxy (`IpBlocking::behind_proxy`), the caller is the first `x-forwarded-for`
/// address; otherwise that header is ignored.
#[tokio::test]
async fn behind_a_proxy_the_caller_is_the_first_forwarded_address() {
    for behind_proxy in [true, false] {
        let sim = Sim::start_with(SimConfig {
            ip_blocking: payments_sim::IpBlocking {
                behind_proxy,
                ..Default::default()
            },
            ..SimConfig::for_tests()
        })
        .await;
        sim.ctl
            .set_ip_allow_list(&AccountRef::demo(), &["203.0.113.7".parse().unwrap()])
            .await
            .unwrap();
        let r = sim
            .http
            .post(&sim.handle.url)
            .header("x-forwarded-for", "203.0.113.7, 10.0.0.1")
            .json(&json!({"query": LOGIN, "variables": {"input": {"email": "demo@payments.test", "password": "demo-password"}}}))
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap();
        let expected = if behind_proxy {
            "SUCCESS"
        } else {
            "IP_NOT_ALLOWED"
        };
        assert_eq!(
            r["data"]["login"]["code"], expected,
            "behind_proxy {behind_proxy}: {r}"
        );
    }
}

/// Spec, errors: "Too many requests or abuse detected: HTTP 429; the caller's IP can be
/// temporarily blocked." After `after_refusals` HTTP 429s within the window, every request
/// from the address is HTTP 429 `IP_BLOCKED` with `retry-after` until the block ends.
#[tokio::test]
async fn an_ip_is_blocked_for_a_while_after_repeated_429s() {
    let sim = Sim::start_with(SimConfig {
        ip_blocking: payments_sim::IpBlocking {
            after_refusals: 3,
            block_secs: 120,
            ..Default::default()
        },
        ..SimConfig::for_tests()
    })
    .await;
    let token = sim.login_demo().await;
    // Logins faster than once a second are refused with 429: three of them block the address.
    for i in 0..3 {
        let r = sim
            .login_raw("demo@payments.test", "demo-password", None)
            .await;
        assert_eq!(r.status, 429, "login {i}: {}", r.body);
    }
    let blocked = sim
        .post(Some(&token), "{ balances { currency } }", json!({}), None)
        .await;
    assert_eq!(blocked.status, 429, "{}", blocked.body);
    assert_eq!(blocked.error_code(), Some("IP_BLOCKED"), "{}", blocked.body);
    assert_eq!(blocked.retry_after.as_deref(), Some("120"));
    let blocks = sim.ctl.ip_blocks().await.unwrap();
    assert_eq!(blocks[0].ip.to_string(), "127.0.0.1", "{blocks:?}");

    sim.advance(119.0).await;
    let still = sim
        .post(Some(&token), "{ balances { currency } }", json!({}), None)
        .await;
    assert_eq!(
        (still.status, still.retry_after.as_deref()),
        (429, Some("1"))
    );
    sim.advance(1.0).await;
    let free = sim
        .post(Some(&token), "{ balances { currency } }", json!({}), None)
        .await;
    assert_eq!(free.status, 200, "{}", free.body);
}
