//! The loopback server a recorded or replayed run talks to instead of the endpoint.
//!
//! - **Record**: a relay to the live endpoint. Each request is forwarded as sent (body and the
//!   `authorization`, `user-agent` and `content-type` headers) and its reply returned as
//!   received; while a scenario runs, the exchange is kept, redacted ([`super::redact`]), for
//!   that scenario's cassette. Seeing the requests themselves, it keeps the deliberately bad
//!   raw ones too, and the variables no client observer sees.
//! - **Replay**: answers from the cassettes, nothing forwarded. Each request is redacted as the
//!   recording was (so the values the scenario sends meet their fakes), matched
//!   ([`super::matching`]), and answered with the recorded status, headers and reply, in which
//!   each fake the scenario sent is put back to the value it sent; a login's redacted token
//!   becomes an unsigned token that lives four hours. A request with no recording is answered
//!   with a GraphQL error saying so (`extensions.code` `REPLAY_MISS`), and the miss is kept for
//!   the run's report. Outside a scenario (the run's first login) a login is answered with
//!   such a token.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use serde_json::{Value, json};
use time::OffsetDateTime;

use super::matching::Tape;
use super::redact::{REDACTED, Redactor, personal_values, restore};
use super::{Cassette, Document, Exchange, FORMAT_VERSION, endpoint_label, schema_sha256};

/// The endpoint's time, as the run reads it.
pub type Now = Arc<dyn Fn() -> OffsetDateTime + Send + Sync>;

/// A running record relay or replay server on `127.0.0.1`.
pub struct CassetteServer {
    url: String,
    shared: Arc<Shared>,
    task: tokio::task::JoinHandle<()>,
}

struct Shared {
    mode: Mode,
    now: Now,
}

enum Mode {
    Record {
        http: reqwest::Client,
        endpoint: String,
        scene: Mutex<Option<Recording>>,
    },
    Replay {
        tapes: Mutex<BTreeMap<String, Replaying>>,
        scene: Mutex<Option<String>>,
    },
}

/// The scenario being recorded.
struct Recording {
    cassette: Cassette,
    redactor: Redactor,
}

/// A cassette being replayed.
struct Replaying {
    recorded_at: OffsetDateTime,
    tape: Tape,
    redactor: Redactor,
    /// Values the recording's requests made afresh (an `externalId` with its run's start time,
    /// an idempotency key) → those this run made in their place: the replies say what this
    /// run sent.
    afresh: BTreeMap<String, String>,
    misses: Vec<String>,
}

/// What a scenario left when it ended.
#[derive(Debug, Default)]
pub struct Ended {
    /// Recording: the scenario's cassette.
    pub cassette: Option<Cassette>,
    /// Replay: each request that had no recording, with the nearest one.
    pub misses: Vec<String>,
}

impl CassetteServer {
    /// A relay to `endpoint` through `http` (which carries the run's trust and proxy settings).
    pub async fn record(endpoint: &str, http: reqwest::Client, now: Now) -> anyhow::Result<Self> {
        let mode = Mode::Record {
            http,
            endpoint: endpoint.to_owned(),
            scene: Mutex::new(None),
        };
        Self::start(mode, now).await
    }

    /// A server answering from `cassettes`.
    pub async fn replay(cassettes: BTreeMap<String, Cassette>, now: Now) -> anyhow::Result<Self> {
        let tapes = cassettes
            .into_iter()
            .map(|(name, cassette)| {
                let mut fakes = BTreeSet::new();
                for e in &cassette.exchanges {
                    personal_values(&e.variables, &mut fakes);
                    personal_values(&e.reply, &mut fakes);
                }
                let replaying = Replaying {
                    recorded_at: cassette.recorded_at,
                    tape: Tape::new(&name, cassette.exchanges),
                    redactor: Redactor::knowing(cassette.recorded_at.date(), fakes),
                    afresh: BTreeMap::new(),
                    misses: Vec::new(),
                };
                (name, replaying)
            })
            .collect();
        let mode = Mode::Replay {
            tapes: Mutex::new(tapes),
            scene: Mutex::new(None),
        };
        Self::start(mode, now).await
    }

    async fn start(mode: Mode, now: Now) -> anyhow::Result<Self> {
        let shared = Arc::new(Shared { mode, now });
        let app = axum::Router::new()
            .fallback(answer)
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let url = format!("http://{}/graphql", listener.local_addr()?);
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(Self { url, shared, task })
    }

    /// The URL the run's clients use.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// When `scenario`'s recording starts: the replayed cassette's time, or `None` when there
    /// is no cassette of it (recording: `None`, the endpoint's clock rules).
    pub fn recorded_at(&self, scenario: &str) -> Option<OffsetDateTime> {
        match &self.shared.mode {
            Mode::Replay { tapes, .. } => lock(tapes).get(scenario).map(|t| t.recorded_at),
            Mode::Record { .. } => None,
        }
    }

    /// Whether a cassette of `scenario` is there to replay.
    pub fn has(&self, scenario: &str) -> bool {
        match &self.shared.mode {
            Mode::Replay { tapes, .. } => lock(tapes).contains_key(scenario),
            Mode::Record { .. } => true,
        }
    }

    /// `scenario` starts: what follows is its exchanges.
    pub fn begin(&self, scenario: &str) {
        match &self.shared.mode {
            Mode::Record {
                endpoint, scene, ..
            } => {
                let now = (self.shared.now)();
                *lock(scene) = Some(Recording {
                    cassette: Cassette {
                        format_version: FORMAT_VERSION,
                        scenario: scenario.to_owned(),
                        recorded_at: now,
                        endpoint: endpoint_label(endpoint),
                        schema_sha256: schema_sha256(),
                        exchanges: Vec::new(),
                    },
                    redactor: Redactor::new(now.date()),
                });
            }
            Mode::Replay { scene, .. } => *lock(scene) = Some(scenario.to_owned()),
        }
    }

    /// The running scenario ends.
    pub fn end(&self) -> Ended {
        match &self.shared.mode {
            Mode::Record { scene, .. } => Ended {
                cassette: lock(scene).take().map(|r| r.cassette),
                misses: Vec::new(),
            },
            Mode::Replay { tapes, scene } => {
                let name = lock(scene).take();
                let misses = name
                    .and_then(|n| {
                        lock(tapes)
                            .get_mut(&n)
                            .map(|t| std::mem::take(&mut t.misses))
                    })
                    .unwrap_or_default();
                Ended {
                    cassette: None,
                    misses,
                }
            }
        }
    }
}

impl Drop for CassetteServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A request as the server reads it.
struct Request {
    operation: String,
    document: Document,
    variables: Value,
}

impl Request {
    fn read(body: &[u8]) -> Self {
        let parsed: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
        let query = parsed["query"].as_str().unwrap_or_default();
        let operation = parsed["operationName"]
            .as_str()
            .map(str::to_owned)
            .unwrap_or_else(|| root_field_of(query));
        let document = if parsed.is_object() {
            Document::of(query)
        } else {
            Document::Query(String::from_utf8_lossy(body).into_owned())
        };
        Self {
            operation,
            document,
            variables: parsed.get("variables").cloned().unwrap_or(Value::Null),
        }
    }
}

/// The first root field of an unnamed document (`mutation { login(…) … }` → `login`).
fn root_field_of(query: &str) -> String {
    let field: String = query
        .split_once('{')
        .map_or("", |(_, rest)| rest)
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .take(64)
        .collect();
    if field.is_empty() {
        "anonymous".into()
    } else {
        field
    }
}

/// The reply headers a cassette keeps.
fn kept_header(name: &str) -> bool {
    name == "retry-after" || name.contains("ratelimit")
}

async fn answer(State(shared): State<Arc<Shared>>, headers: HeaderMap, body: Bytes) -> Response {
    match &shared.mode {
        Mode::Record {
            http,
            endpoint,
            scene,
        } => relay(&shared, http, endpoint, scene, &headers, body).await,
        Mode::Replay { tapes, scene } => replay(&shared, tapes, scene, &body),
    }
}

async fn relay(
    shared: &Shared,
    http: &reqwest::Client,
    endpoint: &str,
    scene: &Mutex<Option<Recording>>,
    headers: &HeaderMap,
    body: Bytes,
) -> Response {
    let request = Request::read(&body);
    let mut forward = http.post(endpoint).body(body);
    for name in ["authorization", "user-agent", "content-type", "accept"] {
        if let Some(value) = headers.get(name) {
            forward = forward.header(name, value.clone());
        }
    }
    let reply = match forward.send().await {
        Ok(reply) => reply,
        Err(e) => {
            let message = format!("the recording relay cannot reach {endpoint}: {e}");
            return (StatusCode::BAD_GATEWAY, message).into_response();
        }
    };
    let status = reply.status().as_u16();
    let kept: BTreeMap<String, String> = reply
        .headers()
        .iter()
        .filter(|(name, _)| kept_header(name.as_str()))
        .filter_map(|(name, value)| {
            Some((name.as_str().to_owned(), value.to_str().ok()?.to_owned()))
        })
        .collect();
    let content_type = reply.headers().get("content-type").cloned();
    let bytes = reply.bytes().await.unwrap_or_default();
    if let Some(recording) = lock(scene).as_mut() {
        let mut variables = request.variables;
        let mut reply_value = serde_json::from_slice(&bytes)
            .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
        let mut document = request.document;
        recording.redactor.redact_document(&mut document);
        recording.redactor.redact(&mut variables);
        recording.redactor.redact(&mut reply_value);
        let at = (shared.now)() - recording.cassette.recorded_at;
        recording.cassette.exchanges.push(Exchange {
            operation: request.operation,
            document,
            variables,
            status,
            headers: kept.clone(),
            reply: reply_value,
            at_ms: u64::try_from(at.whole_milliseconds()).unwrap_or(0),
        });
    }
    let mut response = (
        StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_GATEWAY),
        bytes,
    )
        .into_response();
    if let Some(content_type) = content_type {
        response.headers_mut().insert("content-type", content_type);
    }
    set_headers(&mut response, &kept);
    response
}

fn replay(
    shared: &Shared,
    tapes: &Mutex<BTreeMap<String, Replaying>>,
    scene: &Mutex<Option<String>>,
    body: &[u8],
) -> Response {
    let request = Request::read(body);
    let scenario = lock(scene).clone();
    let mut tapes = lock(tapes);
    let Some(replaying) = scenario.as_ref().and_then(|s| tapes.get_mut(s)) else {
        if request.operation == "Login" {
            let reply = json!({"data": {"login": {"token": REDACTED, "message": "replay", "code": "SUCCESS", "success": true}}});
            return json_response(200, &BTreeMap::new(), with_token(reply, shared));
        }
        let message = "the replay server answers only while a recorded scenario runs";
        return json_response(503, &BTreeMap::new(), miss(message));
    };
    let mut variables = request.variables;
    let mut document = request.document;
    replaying.redactor.redact_document(&mut document);
    replaying.redactor.redact(&mut variables);
    let mut back: BTreeMap<String, String> = replaying
        .redactor
        .replaced()
        .iter()
        .map(|(real, fake)| (fake.clone(), real.clone()))
        .collect();
    match replaying
        .tape
        .answer(&request.operation, &document, &variables)
    {
        Ok(exchange) => {
            differing_strings(&exchange.variables, &variables, &mut replaying.afresh);
            back.extend(replaying.afresh.clone());
            let mut reply = exchange.reply.clone();
            restore(&mut reply, &back);
            let (status, headers) = (exchange.status, exchange.headers.clone());
            json_response(status, &headers, with_token(reply, shared))
        }
        Err(message) => {
            replaying.misses.push(message.clone());
            json_response(200, &BTreeMap::new(), miss(&message))
        }
    }
}

/// Each string of `recorded` that differs from the one in the same place of `sent` (the two
/// matched, so they differ only where a run makes values afresh), into `into`.
fn differing_strings(recorded: &Value, sent: &Value, into: &mut BTreeMap<String, String>) {
    match (recorded, sent) {
        (Value::String(a), Value::String(b)) if a != b => {
            into.insert(a.clone(), b.clone());
        }
        (Value::Array(a), Value::Array(b)) => {
            for (x, y) in a.iter().zip(b) {
                differing_strings(x, y, into);
            }
        }
        (Value::Object(a), Value::Object(b)) => {
            for (key, x) in a {
                if let Some(y) = b.get(key) {
                    differing_strings(x, y, into);
                }
            }
        }
        _ => {}
    }
}

/// A GraphQL reply saying a request has no recording.
fn miss(message: &str) -> Value {
    json!({"data": null, "errors": [{"message": message, "extensions": {"code": "REPLAY_MISS"}}]})
}

/// `reply` with a redacted login token replaced by an unsigned JWT living four hours from now
/// (the client reads its `exp`).
fn with_token(mut reply: Value, shared: &Shared) -> Value {
    if let Some(token) = reply.pointer_mut("/data/login/token")
        && token == REDACTED
    {
        let now = (shared.now)().unix_timestamp();
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let header = b64.encode(br#"{"alg":"none","typ":"JWT"}"#);
        let claims =
            b64.encode(json!({"iat": now, "exp": now + 4 * 3600, "replay": true}).to_string());
        *token = Value::String(format!("{header}.{claims}.replay"));
    }
    reply
}

fn json_response(status: u16, headers: &BTreeMap<String, String>, body: Value) -> Response {
    let mut response = (
        StatusCode::from_u16(status).unwrap_or(StatusCode::OK),
        body.to_string(),
    )
        .into_response();
    response
        .headers_mut()
        .insert("content-type", HeaderValue::from_static("application/json"));
    set_headers(&mut response, headers);
    response
}

fn set_headers(response: &mut Response, headers: &BTreeMap<String, String>) {
    for (name, value) in headers {
        if let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(name.as_bytes()),
            HeaderValue::from_str(value),
        ) {
            response.headers_mut().insert(name, value);
        }
    }
}
