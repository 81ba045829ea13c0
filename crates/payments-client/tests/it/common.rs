//! A local HTTP stub of the service for the client's tests: an axum server on 127.0.0.1:0 that
//! records every request and answers through a per-test handler.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use payments_client::{Client, ClientBuilder, Clock, ManualClock, RetryPolicy};
use payments_schema::schema;
use serde_json::{Value, json};

pub const EMAIL: &str = "demo@payments.test";
pub const PASSWORD: &str = "demo-password-SECRET";
pub const USER_AGENT: &str = "acme-payouts-tests/1.0 (ops@acme.test)";

/// One request as the stub saw it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub operation: String,
    pub body: Value,
    pub authorization: Option<String>,
    pub user_agent: Option<String>,
    pub content_type: Option<String>,
    /// Time on the test's clock when the request arrived.
    pub at: SystemTime,
}

impl Seen {
    pub fn variables(&self) -> &Value {
        &self.body["variables"]
    }
}

/// What the stub answers.
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
    pub delay: Duration,
}

impl Reply {
    pub fn json(value: Value) -> Self {
        Self::raw(200, value.to_string())
    }
    pub fn raw(status: u16, body: impl Into<String>) -> Self {
        Self {
            status,
            headers: vec![("content-type", "application/json".into())],
            body: body.into(),
            delay: Duration::ZERO,
        }
    }
    pub fn header(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.headers.push((name, value.into()));
        self
    }
    pub fn after(mut self, delay: Duration) -> Self {
        self.delay = delay;
        self
    }
}

type Handler = dyn Fn(&Seen, usize) -> Reply + Send + Sync;

struct StubState {
    seen: Mutex<Vec<Seen>>,
    handler: Box<Handler>,
    clock: Arc<dyn Clock>,
}

/// A running stub. The handler gets the request and how many requests of the same operation
/// (this one included) the stub has seen.
pub struct Stub {
    pub url: String,
    /// Where the stub listens (for a TLS front placed before it).
    pub addr: std::net::SocketAddr,
    state: Arc<StubState>,
    stop: Option<(
        tokio::sync::oneshot::Sender<()>,
        tokio::task::JoinHandle<()>,
    )>,
}

impl Stub {
    pub async fn start(
        clock: impl Clock,
        handler: impl Fn(&Seen, usize) -> Reply + Send + Sync + 'static,
    ) -> Stub {
        let state = Arc::new(StubState {
            seen: Mutex::new(Vec::new()),
            handler: Box::new(handler),
            clock: Arc::new(clock),
        });
        let app = axum::Router::new()
            .route("/graphql", axum::routing::post(serve))
            .with_state(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(async move {
            axum::serve(listener, app)
                .with_graceful_shutdown(async move {
                    let _ = stopped.await;
                })
                .await
                .unwrap();
        });
        Stub {
            url: format!("http://{addr}/graphql"),
            addr,
            state,
            stop: Some((stop, server)),
        }
    }

    /// Stops listening and closes every connection: later requests to `url` are refused.
    pub async fn stop(&mut self) {
        if let Some((stop, server)) = self.stop.take() {
            let _ = stop.send(());
            server.await.unwrap();
        }
    }

    /// Every request seen so far.
    pub fn seen(&self) -> Vec<Seen> {
        self.state.seen.lock().unwrap().clone()
    }

    /// Requests of one operation.
    pub fn seen_op(&self, operation: &str) -> Vec<Seen> {
        self.seen()
            .into_iter()
            .filter(|s| s.operation == operation)
            .collect()
    }

    pub fn count(&self, operation: &str) -> usize {
        self.seen_op(operation).len()
    }

    /// A builder pointed at this stub with test credentials and user-agent.
    pub fn builder(&self) -> ClientBuilder {
        Client::builder()
            .endpoint(&self.url)
            .credentials(EMAIL, PASSWORD)
            .user_agent(USER_AGENT)
    }
}

async fn serve(State(state): State<Arc<StubState>>, headers: HeaderMap, body: Bytes) -> Response {
    let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let seen = Seen {
        operation: body["operationName"].as_str().unwrap_or("").to_owned(),
        body: body.clone(),
        authorization: header("authorization"),
        user_agent: header("user-agent"),
        content_type: header("content-type"),
        at: state.clock.now(),
    };
    let nth = {
        let mut all = state.seen.lock().unwrap();
        all.push(seen.clone());
        all.iter().filter(|s| s.operation == seen.operation).count()
    };
    let reply = (state.handler)(&seen, nth);
    if !reply.delay.is_zero() {
        tokio::time::sleep(reply.delay).await;
    }
    let mut response = (StatusCode::from_u16(reply.status).unwrap(), reply.body).into_response();
    for (name, value) in reply.headers {
        response.headers_mut().insert(name, value.parse().unwrap());
    }
    response
}

/// An unsigned JWT with the given claims (the client does not check signatures).
pub fn jwt(iat: u64, exp: u64, n: usize) -> String {
    let b = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    format!(
        "{}.{}.sig{n}",
        b.encode(r#"{"alg":"HS256","typ":"JWT"}"#),
        b.encode(json!({"sub": "demo", "iat": iat, "exp": exp, "n": n}).to_string())
    )
}

pub fn unix(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).unwrap().as_secs()
}

pub fn login_ok(token: &str) -> Reply {
    Reply::json(
        json!({"data": {"login": {"token": token, "message": "ok", "code": "SUCCESS", "success": true}}}),
    )
}

pub fn balances_ok() -> Reply {
    Reply::json(
        json!({"data": {"balances": [{"currency": "AUD", "cleared": 100.5, "pending": 0.0}]}}),
    )
}

/// A handler for `login` (tokens living `lifetime` on `clock`) and `balances`; anything else
/// is answered by `other`.
pub fn service(
    clock: ManualClock,
    lifetime: Duration,
    other: impl Fn(&Seen, usize) -> Reply + Send + Sync + 'static,
) -> impl Fn(&Seen, usize) -> Reply + Send + Sync + 'static {
    move |seen, nth| match seen.operation.as_str() {
        "Login" => {
            let now = unix(clock.now());
            login_ok(&jwt(now, now + lifetime.as_secs(), nth))
        }
        "Balances" => balances_ok(),
        _ => other(seen, nth),
    }
}

pub fn no_other(seen: &Seen, _: usize) -> Reply {
    Reply::raw(400, format!("unexpected operation {:?}", seen.operation))
}

/// A policy that retries quickly (delays still go through the clock).
pub fn fast_retries(max_attempts: u32) -> RetryPolicy {
    RetryPolicy {
        max_attempts,
        base_delay: Duration::from_millis(100),
        max_delay: Duration::from_secs(2),
        max_retry_after: Duration::from_secs(30),
    }
}

// ---- operations under test, derived against the vendored schema ----

#[derive(cynic::Enum, Clone, Copy, Debug, PartialEq)]
#[cynic(graphql_type = "CurrencyIso3")]
pub enum Currency {
    Aed,
    Aud,
    Cad,
    Chf,
    Cny,
    Eur,
    Gbp,
    Hkd,
    Idr,
    Inr,
    Jpy,
    Mxn,
    Nzd,
    Php,
    Sgd,
    Usd,
}

#[derive(cynic::QueryVariables, Debug)]
pub struct BalancesVariables {
    pub currencies: Option<Vec<Option<Currency>>>,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Balance")]
pub struct Balance {
    pub currency: Currency,
    pub cleared: f64,
    pub pending: f64,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "BalancesVariables")]
pub struct Balances {
    #[arguments(currencies: $currencies)]
    pub balances: Vec<Balance>,
}

pub fn balances() -> cynic::Operation<Balances, BalancesVariables> {
    use cynic::QueryBuilder;
    Balances::build(BalancesVariables { currencies: None })
}

#[derive(cynic::InputObject, Debug, Clone)]
#[cynic(graphql_type = "CreateWithdrawalInput")]
pub struct CreateWithdrawalInput {
    pub amount: f64,
    pub currency: Currency,
    #[cynic(skip_serializing_if = "Option::is_none")]
    pub recipient_id: Option<cynic::Id>,
    #[cynic(skip_serializing_if = "Option::is_none")]
    pub idempotency_key: Option<payments_client::IdempotencyKey>,
}

#[derive(cynic::QueryVariables, Debug)]
pub struct CreateWithdrawalVariables {
    pub input: CreateWithdrawalInput,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Withdrawal")]
pub struct Withdrawal {
    pub id: cynic::Id,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "WithdrawalReply")]
pub struct WithdrawalReply {
    pub success: bool,
    pub code: String,
    pub message: Option<String>,
    pub withdrawal: Option<Withdrawal>,
}
payments_client::impl_reply!(WithdrawalReply);

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreateWithdrawalVariables")]
pub struct CreateWithdrawal {
    #[arguments(input: $input)]
    pub create_withdrawal: WithdrawalReply,
}

/// A createWithdrawal operation; `key` as the per-operation method will pass it.
pub fn create_withdrawal(
    key: Option<payments_client::IdempotencyKey>,
) -> cynic::Operation<CreateWithdrawal, CreateWithdrawalVariables> {
    use cynic::MutationBuilder;
    CreateWithdrawal::build(CreateWithdrawalVariables {
        input: CreateWithdrawalInput {
            amount: 10.0,
            currency: Currency::Aud,
            recipient_id: Some(cynic::Id::new("rcp_1")),
            idempotency_key: key,
        },
    })
}

pub fn withdrawal_ok() -> Reply {
    Reply::json(
        json!({"data": {"createWithdrawal": {"success": true, "code": "SUCCESS", "message": null, "withdrawal": {"id": "wd_1"}}}}),
    )
}

/// A manual clock at a fixed, realistic time.
pub fn clock() -> ManualClock {
    ManualClock::at_unix(1_800_000_000)
}
