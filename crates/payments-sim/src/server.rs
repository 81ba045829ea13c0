//! The HTTP server: `POST /graphql` (firewall, injected faults, auth, rate limits, execution)
//! and the control API; [`spawn`] for tests, [`serve`] for the binary.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};
use tokio::sync::watch;

use crate::auth::{self, AuthState, JwtKey};
use crate::config::SimConfig;
use crate::faults::{FaultKind, Faults};
use crate::ops::lock;
use crate::schema::RequestCtx;
use crate::store::Store;
use crate::{SimError, control};

/// Shared state of the server.
#[derive(Clone)]
pub struct AppState {
    /// The store, behind its one lock.
    pub store: Arc<Mutex<Store>>,
    /// The executable schema.
    pub schema: async_graphql::dynamic::Schema,
    /// Token key.
    pub key: JwtKey,
    /// Configuration (for reset).
    pub config: SimConfig,
    /// Fault injection: the running plan and its counters.
    pub faults: Arc<Faults>,
}

/// Builds the router and its store.
pub fn router(config: SimConfig) -> Result<(Router, Arc<Mutex<Store>>), SimError> {
    build(config).map(|(r, st)| (r, st.store))
}

/// Builds the router and its state (store, fault plan).
fn build(config: SimConfig) -> Result<(Router, AppState), SimError> {
    config.faults.validate().map_err(SimError::Config)?;
    let schema = crate::schema::build()?;
    let key = JwtKey::new(config.jwt_secret.as_deref());
    let store = Arc::new(Mutex::new(Store::new(config.clone())));
    let faults = Arc::new(Faults::new(config.faults.clone()));
    let state = AppState {
        store,
        schema,
        key,
        config,
        faults,
    };
    let r = Router::new()
        .route("/graphql", post(graphql))
        .route("/", post(graphql))
        .route("/sim/reset", post(control::reset))
        .route("/sim/clock", get(control::clock))
        .route("/sim/clock/advance", post(control::advance))
        .route("/sim/deposits", post(control::deposit))
        .route("/sim/deposits/{id}/reject", post(control::reject_deposit))
        .route(
            "/sim/withdrawals/{id}/{action}",
            post(control::withdrawal_action),
        )
        .route("/sim/subclients/{id}/decision", post(control::decision))
        .route("/sim/subclients/{id}/deactivate", post(control::deactivate))
        .route("/sim/members", post(control::add_member))
        .route("/sim/rfis/{id}/push", post(control::push_rfi))
        .route("/sim/rfis/{id}/cancel", post(control::cancel_rfi))
        .route("/sim/features", post(control::features))
        .route("/sim/accounts", get(control::accounts))
        .route("/sim/events", get(control::events))
        .route(
            "/sim/webhooks",
            post(control::register_webhook).get(control::list_webhooks),
        )
        .route("/sim/webhooks/deliveries", get(control::webhook_deliveries))
        .route("/sim/webhooks/test", post(control::webhook_test))
        .route(
            "/sim/faults",
            post(control::set_faults).get(control::get_faults),
        )
        .route("/sim/faults/clear", post(control::clear_faults))
        .with_state(state.clone());
    Ok((r, state))
}

fn gql_error_response(
    status: StatusCode,
    code: &str,
    message: &str,
    retry_after: Option<u64>,
) -> Response {
    let mut resp = (
        status,
        axum::Json(
            json!({"data": null, "errors": [{"message": message, "extensions": {"code": code}}]}),
        ),
    )
        .into_response();
    if let Some(secs) = retry_after
        && let Ok(v) = HeaderValue::from_str(&secs.to_string())
    {
        resp.headers_mut().insert(header::RETRY_AFTER, v);
    }
    resp
}

async fn graphql(State(st): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let ua = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok());
    if st.config.block_generic_user_agents && auth::is_generic_user_agent(ua) {
        return gql_error_response(
            StatusCode::FORBIDDEN,
            "FORBIDDEN",
            "blocked by the firewall: send a custom user-agent",
            None,
        );
    }
    let request: async_graphql::Request = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => {
            let msg = format!(
                "the body must be a JSON object with `query` and optional `variables`: {e}"
            );
            return gql_error_response(StatusCode::BAD_REQUEST, "BAD_REQUEST", &msg, None);
        }
    };
    let fault = st
        .faults
        .decide(&request.query, request.operation_name.as_deref());
    match fault {
        Some(FaultKind::Status { code }) => {
            let status = StatusCode::from_u16(code).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
            let msg = format!("fault injected: HTTP {code}; the operation did not run");
            return gql_error_response(status, "FAULT_INJECTED", &msg, None);
        }
        Some(FaultKind::RateLimit) => {
            return gql_error_response(
                StatusCode::TOO_MANY_REQUESTS,
                "RATE_LIMITED",
                "too many requests (fault injected); the operation did not run",
                Some(1),
            );
        }
        Some(FaultKind::Delay { ms }) => tokio::time::sleep(Duration::from_millis(ms)).await,
        _ => {}
    }
    let (status, retry_after, body) = execute(&st, &headers, request).await;
    let mut resp = match fault {
        Some(FaultKind::DropAfterCommit) => {
            let broken = crate::faults::BrokenBody::new(crate::faults::truncated(&body));
            (status, axum::body::Body::new(broken)).into_response()
        }
        Some(FaultKind::MalformedJson) => (status, crate::faults::truncated(&body)).into_response(),
        _ => (status, body).into_response(),
    };
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    if let Some(secs) = retry_after
        && let Ok(v) = HeaderValue::from_str(&secs.to_string())
    {
        resp.headers_mut().insert(header::RETRY_AFTER, v);
    }
    resp
}

/// Authenticates, counts and runs one GraphQL request: the status, `retry-after` seconds and
/// the JSON body of its reply.
async fn execute(
    st: &AppState,
    headers: &HeaderMap,
    request: async_graphql::Request,
) -> (StatusCode, Option<u64>, Vec<u8>) {
    let authz = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let auth_state = {
        let mut g = lock(&st.store);
        g.tick();
        let a = auth::verify(&g, &st.key, authz);
        if let AuthState::Valid(c) = &a
            && let Err(secs) = auth::count_request(&mut g, &c.jti)
        {
            let body = json!({"data": null, "errors": [{"message": "too many requests for this token", "extensions": {"code": "RATE_LIMITED"}}]});
            return (
                StatusCode::TOO_MANY_REQUESTS,
                Some(secs),
                serde_json::to_vec(&body).unwrap_or_default(),
            );
        }
        a
    };
    let rctx = Arc::new(RequestCtx {
        store: st.store.clone(),
        key: st.key.clone(),
        auth: auth_state,
        rate_limited: Mutex::new(None),
    });
    let response = st.schema.execute(request.data(rctx.clone())).await;
    let limited = rctx.rate_limited.lock().map(|g| *g).unwrap_or(None);
    let mut body = serde_json::to_value(&response).unwrap_or_else(|_| json!({"data": null}));
    if let Value::Object(m) = &mut body {
        m.entry("data").or_insert(Value::Null);
    }
    let status = if limited.is_some() {
        StatusCode::TOO_MANY_REQUESTS
    } else {
        StatusCode::OK
    };
    let bytes = serde_json::to_vec(&body).unwrap_or_else(|_| br#"{"data":null}"#.to_vec());
    (status, limited, bytes)
}

/// A running simulator. Dropping it stops the server.
#[derive(Debug)]
pub struct SimHandle {
    /// GraphQL endpoint, e.g. `http://127.0.0.1:40123/graphql`.
    pub url: String,
    /// Base address for the control API, e.g. `http://127.0.0.1:40123`.
    pub base_url: String,
    /// Bound socket address.
    pub addr: SocketAddr,
    store: Arc<Mutex<Store>>,
    faults: Arc<Faults>,
    shutdown: watch::Sender<bool>,
}

impl SimHandle {
    /// The store, for in-process inspection.
    pub fn store(&self) -> &Arc<Mutex<Store>> {
        &self.store
    }

    /// Fault injection, in-process: [`Faults::replace`] the plan, read its counters and log
    /// (the same state as `/sim/faults`).
    pub fn faults(&self) -> &Arc<Faults> {
        &self.faults
    }

    /// The simulated time now (what tokens, processing and statements are judged on).
    pub fn now(&self) -> time::OffsetDateTime {
        lock(&self.store).now()
    }

    /// Moves the simulated clock forward and runs what became due.
    pub fn advance(&self, seconds: f64) {
        let mut g = lock(&self.store);
        g.clock.advance(seconds);
        g.tick();
    }

    /// Events recorded after sequence number `after` (the webhook seam, in-process).
    pub fn events_after(&self, after: u64) -> Vec<crate::events::Event> {
        lock(&self.store).events_after(after).to_vec()
    }

    /// Stops the server.
    pub fn shutdown(&self) {
        let _ = self.shutdown.send(true);
    }
}

impl Drop for SimHandle {
    fn drop(&mut self) {
        let _ = self.shutdown.send(true);
    }
}

/// Starts the simulator on `127.0.0.1` with an ephemeral port.
pub async fn spawn(config: SimConfig) -> Result<SimHandle, SimError> {
    spawn_on("127.0.0.1:0", config).await
}

/// Starts the simulator on `addr` in the background.
pub async fn spawn_on(addr: &str, config: SimConfig) -> Result<SimHandle, SimError> {
    let running = config.time_scale > 0.0;
    let hook_timeout = Duration::from_secs(config.webhook_timeout_secs.clamp(1, 300));
    let (app, state) = build(config)?;
    let (store, faults) = (state.store, state.faults);
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| SimError::Bind {
            addr: addr.into(),
            source,
        })?;
    let local = listener.local_addr()?;
    let (tx, mut rx) = watch::channel(false);
    let mut rx2 = tx.subscribe();
    tokio::spawn(crate::delivery::run(
        store.clone(),
        tx.subscribe(),
        hook_timeout,
    ));
    tokio::spawn(async move {
        let _ = axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                let _ = rx.wait_for(|stop| *stop).await;
            })
            .await;
    });
    if running {
        let ticking = store.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(Duration::from_millis(200)) => lock(&ticking).tick(),
                    _ = rx2.wait_for(|stop| *stop) => break,
                }
            }
        });
    }
    Ok(SimHandle {
        url: format!("http://{local}/graphql"),
        base_url: format!("http://{local}"),
        addr: local,
        store,
        faults,
        shutdown: tx,
    })
}

/// Serves until the process ends (the binary).
pub async fn serve(
    addr: &str,
    config: SimConfig,
    on_ready: impl FnOnce(SocketAddr),
) -> Result<(), SimError> {
    let h = spawn_on(addr, config).await?;
    on_ready(h.addr);
    std::future::pending::<()>().await;
    drop(h);
    Ok(())
}
