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
use crate::documents::Documents;
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
    /// Documents already parsed and checked against the limits.
    pub documents: Arc<Documents>,
}

/// Builds the router and its store.
pub fn router(config: SimConfig) -> Result<(Router, Arc<Mutex<Store>>), SimError> {
    build(config).map(|(r, st)| (r, st.store))
}

/// Builds the router and its state (store, fault plan).
fn build(config: SimConfig) -> Result<(Router, AppState), SimError> {
    config.validate().map_err(SimError::Config)?;
    let schema = crate::schema::build_with_limits(payments_schema::SDL, &config.limits)?;
    let key = JwtKey::new(config.jwt_secret.as_deref());
    let store = Arc::new(Mutex::new(Store::new(config.clone())));
    let faults = Arc::new(Faults::new(config.faults.clone()));
    let state = AppState {
        store,
        schema,
        key,
        config,
        faults,
        documents: Arc::default(),
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

/// Why a body could not be read.
enum BodyError {
    TooLarge,
    Io(String),
}

/// Reads the body, refusing it as soon as it is known to exceed `limit` bytes (from
/// `content-length`, or while reading a chunked one).
async fn read_body(
    headers: &HeaderMap,
    body: axum::body::Body,
    limit: usize,
) -> Result<Bytes, BodyError> {
    use http_body::Body as _;
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit as u64) {
        return Err(BodyError::TooLarge);
    }
    let mut body = std::pin::pin!(body);
    let mut buf: Vec<u8> = Vec::new();
    while let Some(frame) = std::future::poll_fn(|cx| body.as_mut().poll_frame(cx)).await {
        let frame = frame.map_err(|e| BodyError::Io(e.to_string()))?;
        if let Ok(data) = frame.into_data() {
            if buf.len() + data.len() > limit {
                return Err(BodyError::TooLarge);
            }
            buf.extend_from_slice(&data);
        }
    }
    Ok(Bytes::from(buf))
}

/// The deepest nesting of `{`, `[` and `(` in a GraphQL document, outside strings, block
/// strings and comments; stops counting once `limit` is passed (a cheap scan that protects the
/// recursive parser from a stack overflow).
pub fn nesting_depth(query: &str, limit: usize) -> usize {
    let b = query.as_bytes();
    let (mut i, mut depth, mut max) = (0usize, 0usize, 0usize);
    while i < b.len() {
        match b[i] {
            b'#' => {
                while i < b.len() && b[i] != b'\n' && b[i] != b'\r' {
                    i += 1;
                }
            }
            b'"' if b[i..].starts_with(b"\"\"\"") => {
                i += 3;
                while i < b.len() && !b[i..].starts_with(b"\"\"\"") {
                    i += if b[i..].starts_with(b"\\\"\"\"") {
                        4
                    } else {
                        1
                    };
                }
                i += 2;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'{' | b'[' | b'(' => {
                depth += 1;
                max = max.max(depth);
                if max > limit {
                    return max;
                }
            }
            b'}' | b']' | b')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    max
}

/// Why [`expanded_size`] refused a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooBig {
    /// More selected fields than allowed, counting every fragment spread expanded.
    Fields,
    /// Selections, fragment spreads and inline fragments nested deeper than allowed.
    Depth,
}

/// Counts the fields a document selects with every fragment spread expanded (each field 1,
/// `__typename` included), in linear time (each fragment is counted once and memoised), and
/// refuses documents over `max_fields` or nested (selection sets, spreads, inline fragments)
/// deeper than `max_depth`. async-graphql's own complexity does not expand spreads, and its
/// recursion check walks every expanded path: `fragment F0 { ...F1 ...F1 } fragment F1
/// { ...F2 ...F2 } ...` costs 2^n there (22 levels: ~30 s of CPU), 1 here. Every operation of
/// the document counts, not only the one a request names: the check runs once per document
/// text (later requests reuse the parsed document), whichever operation they name.
pub fn expanded_size(
    doc: &async_graphql::parser::types::ExecutableDocument,
    max_fields: usize,
    max_depth: usize,
) -> Result<usize, TooBig> {
    use async_graphql::parser::types::{Selection, SelectionSet};
    use std::collections::{HashMap, HashSet};

    struct Walk<'a> {
        doc: &'a async_graphql::parser::types::ExecutableDocument,
        memo: HashMap<&'a str, (usize, usize)>,
        open: HashSet<&'a str>,
        max_depth: usize,
    }
    impl<'a> Walk<'a> {
        /// (fields, height) of a selection set entered at `depth`.
        fn set(&mut self, set: &'a SelectionSet, depth: usize) -> Result<(usize, usize), TooBig> {
            if depth > self.max_depth {
                return Err(TooBig::Depth);
            }
            let (mut fields, mut height) = (0usize, 0usize);
            for sel in &set.items {
                let (f, h) = match &sel.node {
                    Selection::Field(f) => {
                        let inner = &f.node.selection_set.node;
                        let (n, h) = if inner.items.is_empty() {
                            (0, 0)
                        } else {
                            let (n, h) = self.set(inner, depth + 1)?;
                            (n, h + 1)
                        };
                        (n.saturating_add(1), h)
                    }
                    Selection::InlineFragment(i) => {
                        let (n, h) = self.set(&i.node.selection_set.node, depth + 1)?;
                        (n, h + 1)
                    }
                    Selection::FragmentSpread(s) => {
                        let name = s.node.fragment_name.node.as_str();
                        let (n, h) = if let Some(&known) = self.memo.get(name) {
                            known
                        } else if let Some(def) = self.doc.fragments.get(name) {
                            if !self.open.insert(name) {
                                (0, 0) // a cycle: async-graphql refuses it
                            } else {
                                let r = self.set(&def.node.selection_set.node, depth + 1)?;
                                self.open.remove(name);
                                self.memo.insert(name, r);
                                r
                            }
                        } else {
                            (0, 0)
                        };
                        (n, h + 1)
                    }
                };
                if depth + h > self.max_depth {
                    return Err(TooBig::Depth);
                }
                fields = fields.saturating_add(f);
                height = height.max(h);
            }
            Ok((fields, height))
        }
    }

    let mut walk = Walk {
        doc,
        memo: HashMap::new(),
        open: HashSet::new(),
        max_depth,
    };
    let mut total = 0usize;
    for (_, op) in doc.operations.iter() {
        let (n, _) = walk.set(&op.node.selection_set.node, 0)?;
        total = total.saturating_add(n);
    }
    if total > max_fields {
        return Err(TooBig::Fields);
    }
    Ok(total)
}

async fn graphql(
    State(st): State<AppState>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> Response {
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
    let limits = &st.config.limits;
    let body = match read_body(&headers, body, limits.max_body_bytes).await {
        Ok(b) => b,
        Err(BodyError::TooLarge) => {
            let msg = format!(
                "request body too large: the limit is {} bytes (max_body_bytes, --max-body-bytes)",
                limits.max_body_bytes
            );
            return gql_error_response(StatusCode::PAYLOAD_TOO_LARGE, "BAD_REQUEST", &msg, None);
        }
        Err(BodyError::Io(e)) => {
            let msg = format!("the request body could not be read: {e}");
            return gql_error_response(StatusCode::BAD_REQUEST, "BAD_REQUEST", &msg, None);
        }
    };
    let mut request: async_graphql::Request = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => {
            let msg = format!(
                "the body must be a JSON object with `query` and optional `variables`: {e}"
            );
            return gql_error_response(StatusCode::BAD_REQUEST, "BAD_REQUEST", &msg, None);
        }
    };
    // A document seen before passed every limit below; it is neither scanned nor parsed again.
    let seen = st.documents.get(&request.query);
    if seen.is_none() && nesting_depth(&request.query, limits.max_nesting) > limits.max_nesting {
        let msg = format!(
            "query nested too deeply: more than {} levels of brackets (max_nesting, --max-nesting)",
            limits.max_nesting
        );
        return gql_error_response(StatusCode::BAD_REQUEST, "BAD_REQUEST", &msg, None);
    }
    // Parsed once, here (or taken from the documents seen before): async-graphql keeps the
    // document in the request and executes it without parsing again. A document that does
    // not parse is left to async-graphql (a 200 with its parse error).
    let operation_name = request.operation_name.clone();
    let new_query = seen.is_none().then(|| request.query.clone());
    if let Some(doc) = seen {
        request.set_parsed_query(doc);
    }
    let doc = request.parsed_query().ok();
    if let (Some(doc), Some(query)) = (doc, new_query) {
        let msg = match expanded_size(doc, limits.max_complexity, limits.max_depth) {
            Ok(_) => None,
            Err(TooBig::Fields) => Some(format!(
                "Query is too complex: it selects more than {} fields, fragments expanded (the complexity limit: max_complexity, --max-complexity)",
                limits.max_complexity
            )),
            Err(TooBig::Depth) => Some(format!(
                "Query is nested too deep: more than {} levels of selections and fragments (the depth limit: max_depth, --max-depth)",
                limits.max_depth
            )),
        };
        if let Some(msg) = msg {
            return gql_error_response(StatusCode::BAD_REQUEST, "BAD_REQUEST", &msg, None);
        }
        st.documents.insert(query, doc.clone());
    }
    let fault = st.faults.decide(doc, operation_name.as_deref());
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
        if let Some(Value::Array(errors)) = m.get_mut("errors") {
            errors
                .iter_mut()
                .for_each(|e| name_limit(e, &st.config.limits));
        }
    }
    let status = if limited.is_some() {
        StatusCode::TOO_MANY_REQUESTS
    } else {
        StatusCode::OK
    };
    let bytes = serde_json::to_vec(&body).unwrap_or_else(|_| br#"{"data":null}"#.to_vec());
    (status, limited, bytes)
}

/// Rewrites async-graphql's limit refusals ("Query is too complex.", ...) so that they name
/// the limit and the setting, with `extensions.code = "BAD_REQUEST"`.
fn name_limit(error: &mut Value, limits: &crate::config::Limits) {
    let Some(msg) = error.get("message").and_then(Value::as_str) else {
        return;
    };
    let named = if msg.starts_with("Query is too complex") {
        format!(
            "Query is too complex: it selects more than {} fields (the complexity limit: max_complexity, --max-complexity)",
            limits.max_complexity
        )
    } else if msg.starts_with("Query is nested too deep")
        || msg.starts_with("The recursion depth of the query")
    {
        format!(
            "Query is nested too deep: more than {} levels of selections (the depth limit: max_depth, --max-depth)",
            limits.max_depth
        )
    } else if msg.starts_with("The number of directives on the field") {
        format!("{msg} (the directives limit: max_directives, --max-directives)")
    } else if msg.contains("recursion limit exceeded") {
        format!(
            "{msg} (the parser's nesting limit; see max_nesting, --max-nesting = {})",
            limits.max_nesting
        )
    } else {
        return;
    };
    if let Value::Object(m) = error {
        m.insert("message".into(), Value::String(named));
        m.insert("extensions".into(), json!({"code": "BAD_REQUEST"}));
    }
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

    /// Moves the simulated clock forward and runs what became due; false when the move was
    /// refused (see [`SimClock::advance`](crate::clock::SimClock::advance)).
    pub fn advance(&self, seconds: f64) -> bool {
        let mut g = lock(&self.store);
        let moved = g.clock.advance(seconds);
        g.tick();
        moved
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
