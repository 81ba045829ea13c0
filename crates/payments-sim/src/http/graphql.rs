//! `POST /graphql`: the firewall; then, under one lock, the caller's IP block, the steps due on
//! the clock, authentication and the per-token rate limit; the document limits, injected
//! faults, then execution. Every HTTP 429 the service itself gives (rate limits, not injected
//! faults) counts towards blocking the caller's IP.

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_graphql::parser::types::{ExecutableDocument, OperationType};
use axum::Extension;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use payments_types::UserAgent;

use crate::config::faults::FaultKind;
use crate::domain::{jobs, session};
use crate::graphql::documents::selected;
use crate::graphql::limits::{TooBig, expanded_size, name_limit, nesting_depth};
use crate::graphql::operations::RequestCtx;
use crate::http::faults::{BrokenBody, drift, truncated};
use crate::http::{AppState, error_response};
use crate::state::lock;

fn bad_request(message: &str) -> Response {
    error_response(StatusCode::BAD_REQUEST, "BAD_REQUEST", message, None)
}

/// Whether the firewall lets a request with this `user-agent` through: one is required, and
/// a generic client's is refused (the rule of `payments_types::UserAgent`, the same one the
/// client applies before it sends).
fn firewall_allows(headers: &HeaderMap) -> bool {
    headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ua| UserAgent::parse(ua).is_ok())
}

/// Whether the operation a request runs (the one named, or the first) is a mutation.
fn is_mutation(doc: &ExecutableDocument, operation_name: Option<&str>) -> bool {
    selected(doc, operation_name).is_some_and(|op| op.ty == OperationType::Mutation)
}

/// The caller's IP address: the first of `x-forwarded-for` when the simulator stands behind a
/// proxy, else the connection's peer (`None` when neither says).
fn caller_ip(
    st: &AppState,
    headers: &HeaderMap,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
) -> Option<IpAddr> {
    if st.config.ip_blocking.behind_proxy {
        return headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .and_then(|first| first.trim().parse().ok());
    }
    peer.map(|Extension(ConnectInfo(addr))| addr.ip())
}

/// The `POST /graphql` handler.
pub async fn handle(
    State(st): State<AppState>,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if st.config.block_generic_user_agents && !firewall_allows(&headers) {
        return error_response(
            StatusCode::FORBIDDEN,
            "FORBIDDEN",
            "blocked by the firewall: send a custom user-agent",
            None,
        );
    }
    let ip = caller_ip(&st, &headers, peer);
    let auth = match admit(&st, &headers, ip) {
        Ok(auth) => auth,
        Err(refusal) => return refusal,
    };
    let limits = &st.config.limits;
    let mut request: async_graphql::Request = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => {
            return bad_request(&format!(
                "the body must be a JSON object with `query` and optional `variables`: {e}"
            ));
        }
    };
    // A document seen before passed every limit below; it is neither scanned nor parsed again.
    let seen = st.documents.get(&request.query);
    if seen.is_none() && nesting_depth(&request.query, limits.max_nesting) > limits.max_nesting {
        return bad_request(&format!(
            "query nested too deeply: more than {} levels of selections, lists and input objects (max_nesting, --max-nesting)",
            limits.max_nesting
        ));
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
        let size = expanded_size(
            doc,
            limits.max_complexity,
            limits.max_depth,
            limits.max_directives,
        );
        let refusal = match size {
            Ok(_) => None,
            Err(TooBig::Fields) => Some(format!(
                "Query is too complex: it selects more than {} fields, fragments expanded (the complexity limit: max_complexity, --max-complexity)",
                limits.max_complexity
            )),
            Err(TooBig::Depth) => Some(format!(
                "Query is nested too deep: more than {} levels of selections and fragments (the depth limit: max_depth, --max-depth)",
                limits.max_depth
            )),
            Err(TooBig::Directives) => Some(format!(
                "Query has too many directives on one field or fragment: more than {} (the directives limit: max_directives, --max-directives)",
                limits.max_directives
            )),
        };
        if let Some(message) = refusal {
            return bad_request(&message);
        }
        let errors = st.documents.validate(&query);
        if !errors.is_empty() {
            let body = serde_json::json!({"data": null, "errors": errors});
            return (StatusCode::OK, axum::Json(body)).into_response();
        }
        st.documents.insert(query, doc.clone());
    }
    let fault = st.faults.decide(doc, operation_name.as_deref());
    // A mutation is answered only once its change is in the state file (with `--state`).
    let mutation = doc.is_some_and(|d| is_mutation(d, operation_name.as_deref()));
    match &fault {
        Some(FaultKind::Status { code }) => {
            let code = *code;
            let status = StatusCode::from_u16(code).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
            let message = format!("fault injected: HTTP {code}; the operation did not run");
            return error_response(status, "FAULT_INJECTED", &message, None);
        }
        Some(FaultKind::RateLimit) => {
            return error_response(
                StatusCode::TOO_MANY_REQUESTS,
                "RATE_LIMITED",
                "too many requests (fault injected); the operation did not run",
                Some(1),
            );
        }
        Some(FaultKind::Delay { ms }) => tokio::time::sleep(Duration::from_millis(*ms)).await,
        _ => {}
    }
    let (status, retry_after, body) = execute(&st, auth, request, ip, fault.as_ref()).await;
    if mutation {
        st.committed().await;
    }
    if status == StatusCode::TOO_MANY_REQUESTS
        && let Some(ip) = ip
    {
        session::note_refusal(&mut lock(&st.state).service, ip);
    }
    let mut resp = match fault {
        Some(FaultKind::DropAfterCommit) => {
            let broken = BrokenBody::new(truncated(&body));
            (status, axum::body::Body::new(broken)).into_response()
        }
        Some(FaultKind::MalformedJson) => (status, truncated(&body)).into_response(),
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

/// The one look at the state before a request runs, under one lock: the caller's IP block,
/// the steps that became due on the clock, the token, and the token's request count. The
/// token's standing, or the 429 refusal.
fn admit(
    st: &AppState,
    headers: &HeaderMap,
    ip: Option<IpAddr>,
) -> Result<session::AuthState, Response> {
    let mut g = lock(&st.state);
    if let Some(ip) = ip
        && let Some(secs) = session::ip_blocked(&g.service, ip)
    {
        let message = format!("{ip} is blocked for {secs} s after too many requests");
        let refusal = error_response(
            StatusCode::TOO_MANY_REQUESTS,
            "IP_BLOCKED",
            &message,
            Some(secs),
        );
        return Err(refusal);
    }
    jobs::tick(&mut g.service);
    let authz = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let auth = session::verify(&g.service, &st.key, authz);
    if let session::AuthState::Valid(c) = &auth
        && let Err(secs) = session::count_request(&mut g.service, &c.token)
    {
        if let Some(ip) = ip {
            session::note_refusal(&mut g.service, ip);
        }
        let message = "too many requests for this token";
        let refusal = error_response(
            StatusCode::TOO_MANY_REQUESTS,
            "RATE_LIMITED",
            message,
            Some(secs),
        );
        return Err(refusal);
    }
    Ok(auth)
}

/// Runs one GraphQL request: the status, `retry-after` seconds and the JSON body of its reply
/// (drifted when `fault` says so), serialised once from async-graphql's response.
async fn execute(
    st: &AppState,
    auth: session::AuthState,
    request: async_graphql::Request,
    ip: Option<IpAddr>,
    fault: Option<&FaultKind>,
) -> (StatusCode, Option<u64>, Vec<u8>) {
    let rctx = Arc::new(RequestCtx {
        state: st.state.clone(),
        key: st.key.clone(),
        auth,
        ip,
        rate_limited: Mutex::new(None),
    });
    let mut response = st.schema.execute(request.data(rctx.clone())).await;
    let limited = rctx.rate_limited.lock().map(|g| *g).unwrap_or(None);
    for error in &mut response.errors {
        name_limit(error, &st.config.limits);
    }
    if let Some(kind) = fault {
        drift(kind, &mut response.data);
    }
    let status = if limited.is_some() {
        StatusCode::TOO_MANY_REQUESTS
    } else {
        StatusCode::OK
    };
    let bytes = serde_json::to_vec(&response).unwrap_or_else(|_| br#"{"data":null}"#.to_vec());
    (status, limited, bytes)
}
