//! The HTTP layer: `POST /graphql` (and `/`) behind the firewall and the body limit, the
//! control API nested under `/sim`, the portal under `/portal` and the schema explorer under
//! `/explorer`; `inputs` reads what the control API and the portal's forms send, one reader
//! per action.

pub mod control;
pub mod explorer;
pub mod faults;
pub mod graphql;
pub mod inputs;
pub mod portal;

use std::sync::Arc;

use axum::Router;
use axum::extract::Request;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::Method;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn_with_state, map_response_with_state};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use serde_json::json;
use tower_http::limit::RequestBodyLimitLayer;

use crate::config::{Profile, SimConfig};
use crate::domain::session::JwtKey;
use crate::graphql::documents::Documents;
use crate::http::faults::Faults;
use crate::persist::Persister;
use crate::state::Shared;

/// What every route handler shares.
#[derive(Clone)]
pub struct AppState {
    /// The simulator's state, behind its one lock.
    pub state: Shared,
    /// The executable schema.
    pub schema: async_graphql::dynamic::Schema,
    /// Token key.
    pub key: JwtKey,
    /// Configuration (for reset and the limits).
    pub config: Arc<SimConfig>,
    /// Fault injection: the running plan and its counters.
    pub faults: Arc<Faults>,
    /// Documents already parsed, checked against the limits and validated.
    pub documents: Arc<Documents>,
    /// Saves the state to its file (`--state`), if there is one.
    pub persister: Option<Arc<Persister>>,
}

impl AppState {
    /// Returns once every change made so far is in the state file (at once without one).
    pub async fn committed(&self) {
        if let Some(p) = &self.persister {
            p.committed().await;
        }
    }
}

/// A `POST` of the control API or the portal is answered once its change is durable.
async fn persist_posts(State(app): State<AppState>, request: Request, next: Next) -> Response {
    let changes = request.method() == Method::POST;
    let response = next.run(request).await;
    if changes {
        app.committed().await;
    }
    response
}

/// The router: GraphQL on `/graphql` and `/`, the portal under `/portal`, the control API under
/// `/sim` (not in the UAT profile).
pub fn router(app: AppState) -> Router {
    let max_body = app.config.limits.max_body_bytes;
    let graphql = Router::new()
        .route("/graphql", post(graphql::handle))
        .route("/", post(graphql::handle))
        .layer(DefaultBodyLimit::disable())
        .layer(RequestBodyLimitLayer::new(max_body))
        .layer(map_response_with_state(max_body, too_large));
    // The portal and the schema explorer, in every profile; a trailing slash is sent to the
    // page without it.
    let graphql = graphql
        .nest(
            "/portal",
            portal::routes().layer(from_fn_with_state(app.clone(), persist_posts)),
        )
        .nest("/explorer", explorer::routes())
        .route("/portal/", get(|| async { Redirect::permanent("/portal") }))
        .route(
            "/explorer/",
            get(|| async { Redirect::permanent("/explorer") }),
        );
    // UAT has no control API: every /sim/ route falls through to 404.
    let router = if app.config.profile == Profile::Uat {
        graphql
    } else {
        let control = control::routes().layer(from_fn_with_state(app.clone(), persist_posts));
        graphql.nest("/sim", control)
    };
    router.with_state(app)
}

/// Turns the body limit's bare 413 into a GraphQL error that names the limit and its setting.
async fn too_large(State(limit): State<usize>, response: Response) -> Response {
    if response.status() != StatusCode::PAYLOAD_TOO_LARGE {
        return response;
    }
    let message = format!(
        "request body too large: the limit is {limit} bytes (max_body_bytes, --max-body-bytes)"
    );
    error_response(StatusCode::PAYLOAD_TOO_LARGE, "BAD_REQUEST", &message, None)
}

/// A GraphQL error reply: `{"data": null, "errors": [{message, extensions.code}]}`, with
/// `retry-after` when given.
pub fn error_response(
    status: StatusCode,
    code: &str,
    message: &str,
    retry_after: Option<u64>,
) -> Response {
    let body =
        json!({"data": null, "errors": [{"message": message, "extensions": {"code": code}}]});
    let mut resp = (status, axum::Json(body)).into_response();
    if let Some(secs) = retry_after
        && let Ok(v) = HeaderValue::from_str(&secs.to_string())
    {
        resp.headers_mut().insert(header::RETRY_AFTER, v);
    }
    resp
}
