//! A token the service refuses is replaced, whatever the reason and in whichever form the
//! refusal comes, against the simulator (which answers a refused token with HTTP 200 and a
//! GraphQL error `UNAUTHENTICATED`): expired at the service while the client's clock says it is
//! not, signed with a key the service no longer holds (a restart), expired early by a `logout`
//! from another program holding it. Each time the client logs in once more, repeats the call
//! once, and the call succeeds.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use payments_client::{Client, Exchange, ManualClock};
use payments_sim::{SimConfig, SimHandle};
use serde_json::json;

use crate::common::USER_AGENT;

/// Every operation the client received a reply to, in order.
#[derive(Clone, Default)]
struct Seen(Arc<Mutex<Vec<String>>>);

impl Seen {
    fn count(&self, operation: &str) -> usize {
        self.0
            .lock()
            .unwrap()
            .iter()
            .filter(|o| *o == operation)
            .count()
    }
}

/// The demo login against `endpoint`, on a clock that stands at the simulator's start (it never
/// sees the token expire by itself).
fn client(endpoint: &str, sim: &SimHandle, seen: &Seen) -> Client {
    let start = sim.now().unix_timestamp() as u64;
    let sink = seen.0.clone();
    Client::builder()
        .endpoint(endpoint)
        .credentials("demo@payments.test", "demo-password")
        .user_agent(USER_AGENT)
        .clock(ManualClock::at_unix(start))
        .observe(move |e: &Exchange<'_>| sink.lock().unwrap().push(e.operation.to_owned()))
        .build()
        .unwrap()
}

async fn sim_on(addr: &str) -> SimHandle {
    payments_sim::spawn_on(addr, SimConfig::for_tests())
        .await
        .expect("the simulator starts")
}

#[tokio::test]
async fn a_token_expired_at_the_service_is_replaced_once() {
    let sim = sim_on("127.0.0.1:0").await;
    let seen = Seen::default();
    let client = client(&sim.url, &sim, &seen);
    client.balances(None).await.expect("the first call");
    // Five hours pass at the service; the client's clock does not move.
    assert!(sim.advance(5.0 * 3600.0));
    client
        .balances(None)
        .await
        .expect("the call after the expiry");
    assert_eq!(seen.count("Login"), 2, "one login more");
    assert_eq!(
        seen.count("Balances"),
        3,
        "the refused call, then its repeat"
    );
    client.balances(None).await.expect("and the next");
    assert_eq!(seen.count("Login"), 2, "the new token is kept");
}

#[tokio::test]
async fn a_token_signed_before_a_restart_is_replaced_once() {
    let first = sim_on("127.0.0.1:0").await;
    let addr = first.addr.to_string();
    let seen = Seen::default();
    let client = client(&first.url, &first, &seen);
    client.balances(None).await.expect("the first call");
    first.shutdown();
    drop(first);
    // The same address, a new signing key (none is configured, so each start makes one).
    let mut second = None;
    for _ in 0..200 {
        match payments_sim::spawn_on(&addr, SimConfig::for_tests()).await {
            Ok(sim) => {
                second = Some(sim);
                break;
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(10)).await,
        }
    }
    let _second = second.expect("the address is free again");
    client
        .balances(None)
        .await
        .expect("the call after the restart");
    assert_eq!(seen.count("Login"), 2, "one login more");
}

/// What the relay saw: the bearer tokens sent.
type Tokens = Arc<Mutex<Vec<String>>>;

/// A relay before the simulator that keeps every bearer token it forwards (the test needs
/// the client's token to play the other program that holds it).
async fn relay(sim: &SimHandle, tokens: Tokens) -> String {
    async fn forward(
        State((target, tokens)): State<(String, Tokens)>,
        headers: HeaderMap,
        body: Bytes,
    ) -> (axum::http::StatusCode, Bytes) {
        let mut request = reqwest::Client::new().post(&target).body(body);
        for name in ["authorization", "user-agent", "content-type"] {
            if let Some(value) = headers.get(name).and_then(|v| v.to_str().ok()) {
                if let Some(token) = value.strip_prefix("Bearer ") {
                    tokens.lock().unwrap().push(token.to_owned());
                }
                request = request.header(name, value);
            }
        }
        let reply = request.send().await.expect("the simulator answers");
        let status = axum::http::StatusCode::from_u16(reply.status().as_u16()).unwrap();
        (status, reply.bytes().await.expect("a body"))
    }
    let app = axum::Router::new()
        .route("/graphql", axum::routing::post(forward))
        .with_state((sim.url.clone(), tokens));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}/graphql")
}

#[tokio::test]
async fn a_token_logged_out_by_another_program_is_replaced_once() {
    let sim = sim_on("127.0.0.1:0").await;
    let tokens = Tokens::default();
    let endpoint = relay(&sim, tokens.clone()).await;
    let seen = Seen::default();
    let client = client(&endpoint, &sim, &seen);
    client.balances(None).await.expect("the first call");
    let token = tokens
        .lock()
        .unwrap()
        .last()
        .cloned()
        .expect("a token was sent");
    // A second passes (the service allows one login per second per user), and another program
    // holding the same token logs out.
    assert!(sim.advance(1.0));
    let reply: serde_json::Value = reqwest::Client::new()
        .post(&sim.url)
        .header("user-agent", USER_AGENT)
        .bearer_auth(&token)
        .json(&json!({"query": "mutation { logout { success } }"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(reply["data"]["logout"]["success"], true, "{reply}");
    client
        .balances(None)
        .await
        .expect("the call after the logout");
    assert_eq!(seen.count("Login"), 2, "one login more");
    let sent = tokens.lock().unwrap().clone();
    assert_eq!(
        sent.len(),
        3,
        "the refused call and its repeat: {}",
        sent.len()
    );
    assert_eq!(sent[1], token, "the refused call carried the old token");
    assert_ne!(sent[2], token, "its repeat a new one");
}
