//! [`Error`]: why a call failed — the operation, the idempotency key it carried, and the
//! [`ErrorKind`], one variant per cause, which a program matches on.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

pub use cynic::GraphQlErrorPathSegment as PathSegment;
use payments_types::FieldError;
use payments_types::codes::Code;
use payments_types::common::IdempotencyKey;

use crate::field_errors;

/// The GraphQL error codes by which the service says it refused the access token (expired,
/// expired early by `logout`, signed with a key it no longer holds). The spec does not say in
/// which form that refusal comes: we read it as HTTP 401 or a GraphQL error with one of these
/// codes (the simulator sends `UNAUTHENTICATED`). Either way the client logs in again once
/// and repeats the call.
pub const TOKEN_REFUSED_CODES: &[Code] = &[Code::Unauthenticated];

/// One entry of a reply's `errors` array: the message, the path of the field it is about, the
/// service's code, and the input fields it names as failing.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct GraphQlError {
    /// The service's message.
    pub message: String,
    /// Path of the response field the error is about; empty when not given.
    pub path: Vec<PathSegment>,
    /// The service's error code (`extensions.code`), when it gives one: what a caller branches on.
    pub code: Option<Code>,
    /// The input fields the service refused, with the rule each broke (from
    /// `extensions.rules`, `"recipient.bsb:bsb.format"`, with the messages of `message`).
    pub fields: Vec<FieldError>,
}

/// The part of an error's `extensions` the client reads.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub(crate) struct ErrorExtensions {
    code: Option<String>,
    #[serde(default)]
    rules: Vec<String>,
}

impl GraphQlError {
    /// The path joined with dots (`createWithdrawal.recipient.0`), empty when there is none.
    pub fn path_string(&self) -> String {
        self.path
            .iter()
            .map(|s| match s {
                PathSegment::Field(f) => f.clone(),
                PathSegment::Index(i) => i.to_string(),
            })
            .collect::<Vec<_>>()
            .join(".")
    }
}

impl fmt::Display for GraphQlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{} (at {})", self.message, self.path_string())
        }
    }
}

impl From<cynic::GraphQlError<ErrorExtensions>> for GraphQlError {
    fn from(e: cynic::GraphQlError<ErrorExtensions>) -> Self {
        let extensions = e.extensions.unwrap_or_default();
        let fields = if extensions.rules.is_empty() {
            field_errors::from_message(&e.message)
        } else {
            field_errors::from_rules(&extensions.rules, &e.message)
        };
        Self {
            path: e.path.unwrap_or_default(),
            code: extensions.code.as_deref().map(Code::parse),
            fields,
            message: e.message,
        }
    }
}

/// Why a call failed: the operation (its GraphQL operation name, `CreateWithdrawal`), the
/// idempotency key the call carried (create calls), and what went wrong ([`Error::kind`]).
/// Holds no password or token. `Clone`, so callers that waited on a shared login get the same
/// error.
///
/// ```no_run
/// # async fn demo(client: payments_client::Client, input: payments_client::types::withdrawals::CreateWithdrawalInput) {
/// use payments_client::{Code, ErrorKind};
/// match client.create_withdrawal(input.clone()).await {
///     Ok(withdrawal) => println!("{}", withdrawal.id),
///     Err(e) => match e.kind() {
///         ErrorKind::Rejected { code: Code::InsufficientBalance, .. } => { /* top up */ }
///         ErrorKind::Rejected { code: Code::ValidationError, .. } => {
///             for f in e.field_errors() {
///                 println!("{}: {}", f.field(), f.rule()); // the rules of payments-types
///             }
///         }
///         // The service may have acted: send the same input again (same key), never a new one.
///         _ if e.is_transient() => { let _ = e.idempotency_key(); }
///         _ => {}
///     },
/// }
/// # }
/// ```
#[derive(Debug, Clone)]
pub struct Error {
    operation: String,
    idempotency_key: Option<IdempotencyKey>,
    kind: Box<ErrorKind>,
}

/// What went wrong in a call, one variant per cause.
///
/// How a reply becomes an error:
/// - **2xx**: the body is read as `{data, errors}`. Non-empty `errors` is [`GraphQl`](Self::GraphQl),
///   **even when `data` is also present** (partial data is not returned); `data: null` without
///   errors is [`MissingData`](Self::MissingData); a body that is not JSON (HTML, empty,
///   truncated) is [`NotJson`](Self::NotJson); JSON of the wrong shape is [`Decode`](Self::Decode).
///   A mutation's `success: false` is [`Rejected`](Self::Rejected), never `Ok`
///   ([`accept`](crate::accept)).
/// - **429** is [`RateLimited`](Self::RateLimited) (code `IP_BLOCKED` when the service blocks
///   the caller's address for a while; a `retry-after` longer than the retry policy's
///   `max_retry_after` comes back at once);
///   **403** [`Forbidden`](Self::Forbidden); a token refused twice
///   [`Unauthorized`](Self::Unauthorized); **5xx** [`Server`](Self::Server); another **4xx**
///   [`GraphQl`](Self::GraphQl) when its body carries GraphQL errors (schema validation), else
///   [`Http`](Self::Http).
/// - **No reply**: [`Timeout`](Self::Timeout); no connection made
///   [`Unreachable`](Self::Unreachable) and a refused certificate
///   [`Certificate`](Self::Certificate) (for both [`Error::request_not_sent`] is true: nothing
///   to reconcile); a connection lost after sending [`Transport`](Self::Transport) (the service
///   may have acted). The messages of `Unreachable` and `Transport` carry the HTTP error with
///   each of its causes once, and it is not also their `source`, so anyhow's `{:#}` does not
///   print it twice.
/// - **Not sent at all**: [`TestData`](Self::TestData), a sub-client whose names are evidently
///   test data, which the service would answer by blocking the customer.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The request was sent, or may have been, but no complete reply came back (a reset
    /// connection, a reply broken off mid-body). The service may have acted on the request:
    /// only a call with an idempotency key may be repeated safely.
    #[error(
        "no complete reply from the service (it may have acted on the request): {}",
        Causes(&**cause)
    )]
    Transport {
        /// The HTTP client's error, shown in the message with its causes (and so not also
        /// given as the error's `source`, which would print it twice in a chain).
        cause: Arc<reqwest::Error>,
    },
    /// No connection to the service could be made (refused, DNS failure, a proxy that does not
    /// answer, a TLS handshake that failed for a reason other than the certificate), so the
    /// request was **not** sent and the service cannot have acted on it. Even a mutation
    /// without an idempotency key may be repeated; the client does so within its retry policy.
    #[error("cannot reach {host}; the request was not sent: {}", Causes(&**cause))]
    Unreachable {
        /// The endpoint's host and port (`uat.example.com:443`).
        host: String,
        /// The HTTP client's error, shown in the message with its causes (not also `source`).
        cause: Arc<reqwest::Error>,
    },
    /// The endpoint's TLS certificate was refused (signed by an authority the client does not
    /// trust, expired, issued for another name), so the request was **not** sent. Not retried:
    /// only a change of configuration helps. A company proxy or private authority that signs
    /// certificates is trusted by naming its PEM file in `PAYMENTS_CA_FILE`
    /// ([`ClientBuilder::ca_file`](crate::ClientBuilder::ca_file)).
    #[error(
        "the TLS certificate of {host} is not trusted ({reason}); the request was not sent; {}",
        crate::trust::CA_FILE_HINT
    )]
    Certificate {
        /// The endpoint's host and port.
        host: String,
        /// Why it was refused (rustls' words: `UnknownIssuer`, `certificate expired: ...`).
        reason: String,
    },
    /// No complete reply within the configured timeout.
    #[error("no reply within the timeout")]
    Timeout,
    /// HTTP 429: too many requests, or the caller's IP blocked for a while after repeated
    /// 429s (`code` [`Code::IpBlocked`]). `retry_after` is the service's `retry-after` delay
    /// when it sent one (in seconds). Returned after automatic retries, if any, were used up.
    #[error("rate limited by the service (HTTP 429{}){}", code.as_ref().map(|c| format!(", {c}")).unwrap_or_default(), retry_after.map(|d| format!(", retry after {}s", d.as_secs_f64())).unwrap_or_default())]
    RateLimited {
        /// The `retry-after` delay, when given.
        retry_after: Option<Duration>,
        /// The reply's error code (`extensions.code` of its first error: `RATE_LIMITED`,
        /// `IP_BLOCKED`), when the body gives one.
        code: Option<Code>,
    },
    /// HTTP 403: refused by the service's firewall (generic user-agent, IP not on the allow-list).
    #[error("refused by the firewall (HTTP 403); check the user-agent and the IP allow-list")]
    Forbidden {
        /// Start of the reply body.
        body: String,
    },
    /// The service refused the access token (HTTP 401, or a GraphQL error with a code of
    /// [`TOKEN_REFUSED_CODES`]) after the client had logged in again and repeated the call once.
    #[error("not authenticated: the service refused a fresh token too ({detail})")]
    Unauthorized {
        /// What the service said: the HTTP status or the GraphQL error.
        detail: String,
    },
    /// HTTP 5xx.
    #[error("server error (HTTP {status})")]
    Server {
        /// The HTTP status.
        status: u16,
        /// Start of the reply body.
        body: String,
    },
    /// Any other unexpected HTTP status without a GraphQL error body.
    #[error("unexpected HTTP status {status}")]
    Http {
        /// The HTTP status.
        status: u16,
        /// Start of the reply body.
        body: String,
    },
    /// The reply body is not JSON (HTML error page, truncated body, empty body).
    #[error("reply (HTTP {status}) is not JSON: {cause}")]
    NotJson {
        /// The HTTP status.
        status: u16,
        /// Start of the reply body.
        body: String,
        /// The parser's error, shown in the message (and so not also given as the error's
        /// `source`, which would print it twice in a chain).
        cause: Arc<serde_json::Error>,
    },
    /// The reply is JSON but not a GraphQL reply of the expected shape (missing or mistyped
    /// fields, neither `data` nor `errors`).
    #[error("reply does not match the operation: {cause}")]
    Decode {
        /// The decoder's error, shown in the message (not also given as `source`).
        cause: Arc<serde_json::Error>,
    },
    /// The reply has `data: null` and no `errors`.
    #[error("reply has no data")]
    MissingData,
    /// The reply carries GraphQL `errors` (schema validation, field validation, resolver errors).
    #[error("{}", errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    GraphQl {
        /// The errors, in the order given.
        errors: Vec<GraphQlError>,
    },
    /// A mutation replied `success: false`.
    #[error("rejected: {code}{}", message.as_deref().map(|m| format!(": {m}")).unwrap_or_default())]
    Rejected {
        /// The reply's `code` (`INSUFFICIENT_BALANCE`, `VALIDATION_ERROR`, ...).
        code: Code,
        /// The reply's `message`.
        message: Option<String>,
        /// The input fields the message names as failing, with the rule each broke.
        fields: Vec<FieldError>,
    },
    /// Login failed with `NEED_AFFILIATION`: the user has several affiliations; set one.
    #[error("the user has several affiliations; choose one (SVC_AUS or SVC_LUX)")]
    NeedAffiliation {
        /// The reply's `message`.
        message: Option<String>,
    },
    /// Login failed with `UNREGISTERED`: no account under the chosen affiliation.
    #[error("no account under the chosen affiliation (UNREGISTERED)")]
    Unregistered {
        /// The reply's `message`.
        message: Option<String>,
    },
    /// Login failed with another code (for example wrong credentials), or succeeded without a token.
    #[error("login failed: {code}{}", message.as_deref().map(|m| format!(": {m}")).unwrap_or_default())]
    LoginFailed {
        /// The reply's `code`.
        code: Code,
        /// The reply's `message`.
        message: Option<String>,
    },
    /// Not sent: the input is evidently test data, and the service blocks a customer who
    /// submits fake or test data (spec, sub-clients).
    #[error(
        "not sent: {field} holds {word:?}, which is test data; the service blocks a customer who submits fake or test data"
    )]
    TestData {
        /// The input field (`lastName`).
        field: &'static str,
        /// The test-data word it holds.
        word: &'static str,
    },
    /// The operation's variables could not be serialized.
    #[error("request could not be encoded: {source}")]
    Encode {
        /// The encoder's error.
        #[source]
        source: Arc<serde_json::Error>,
    },
}

impl Error {
    /// An error of `operation`.
    pub(crate) fn new(operation: impl Into<String>, kind: ErrorKind) -> Self {
        Self {
            operation: operation.into(),
            idempotency_key: None,
            kind: Box::new(kind),
        }
    }

    /// The same error, naming the idempotency key the call carried.
    pub(crate) fn with_idempotency_key(mut self, key: Option<&IdempotencyKey>) -> Self {
        self.idempotency_key = key.cloned();
        self
    }

    /// The GraphQL operation name of the call (`CreateWithdrawal`, `Login`).
    pub fn operation(&self) -> &str {
        &self.operation
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// What went wrong, owned.
    pub fn into_kind(self) -> ErrorKind {
        *self.kind
    }

    /// The idempotency key the call carried (`create_withdrawal`, `create_payment`): the one
    /// its input holds, so that after an error whose outcome is unknown the application can
    /// send the same input again, or look the record up, without ever paying twice.
    pub fn idempotency_key(&self) -> Option<&IdempotencyKey> {
        self.idempotency_key.as_ref()
    }

    /// The service's code: a rejection's or failed login's `code`, a 429's, or the first
    /// GraphQL error's `extensions.code`.
    pub fn code(&self) -> Option<&Code> {
        match self.kind() {
            ErrorKind::Rejected { code, .. } | ErrorKind::LoginFailed { code, .. } => Some(code),
            ErrorKind::RateLimited { code, .. } => code.as_ref(),
            ErrorKind::GraphQl { errors } => errors.iter().find_map(|e| e.code.as_ref()),
            _ => None,
        }
    }

    /// The input fields the service refused, each with the rule it broke, whether the service
    /// said so in `errors[].extensions` or in a reply's `message`: the same
    /// [`FieldError`]s (field path, `payments_types::rules` code, message) as the checks the
    /// input types run before sending, so one `match` handles both. Empty for other errors.
    pub fn field_errors(&self) -> impl Iterator<Item = &FieldError> {
        let (rejected, graphql): (&[FieldError], &[GraphQlError]) = match self.kind() {
            ErrorKind::Rejected { fields, .. } => (fields, &[]),
            ErrorKind::GraphQl { errors } => (&[], errors),
            _ => (&[], &[]),
        };
        rejected
            .iter()
            .chain(graphql.iter().flat_map(|e| e.fields.iter()))
    }

    /// A short, secret-free label of the error's kind (`rate_limited`, `transport`, ...), as
    /// recorded in the operation span's `outcome` field; handy for counting errors by kind.
    pub fn label(&self) -> &'static str {
        match self.kind() {
            ErrorKind::Transport { .. } => "transport",
            ErrorKind::Unreachable { .. } => "unreachable",
            ErrorKind::Certificate { .. } => "certificate",
            ErrorKind::Timeout => "timeout",
            ErrorKind::RateLimited { .. } => "rate_limited",
            ErrorKind::Forbidden { .. } => "forbidden",
            ErrorKind::Unauthorized { .. } => "unauthorized",
            ErrorKind::Server { .. } => "server_error",
            ErrorKind::Http { .. } => "http_error",
            ErrorKind::NotJson { .. } => "not_json",
            ErrorKind::Decode { .. } => "decode",
            ErrorKind::MissingData => "missing_data",
            ErrorKind::GraphQl { .. } => "graphql_errors",
            ErrorKind::Rejected { .. } => "rejected",
            ErrorKind::NeedAffiliation { .. } => "need_affiliation",
            ErrorKind::Unregistered { .. } => "unregistered",
            ErrorKind::LoginFailed { .. } => "login_failed",
            ErrorKind::TestData { .. } => "test_data",
            ErrorKind::Encode { .. } => "encode",
        }
    }

    /// The `retry-after` delay of an HTTP 429, if any.
    pub fn retry_after(&self) -> Option<Duration> {
        match self.kind() {
            ErrorKind::RateLimited { retry_after, .. } => *retry_after,
            _ => None,
        }
    }

    /// True when the request certainly did not reach the service ([`ErrorKind::Unreachable`],
    /// [`ErrorKind::Certificate`], [`ErrorKind::TestData`]): nothing to reconcile, and
    /// repeating it cannot act twice.
    pub fn request_not_sent(&self) -> bool {
        matches!(
            self.kind(),
            ErrorKind::Unreachable { .. }
                | ErrorKind::Certificate { .. }
                | ErrorKind::TestData { .. }
        )
    }

    /// Whether the service refused the access token: HTTP 401, or a GraphQL error whose code
    /// is one of [`TOKEN_REFUSED_CODES`]. The service did not run the call.
    pub fn token_refused(&self) -> bool {
        match self.kind() {
            ErrorKind::Unauthorized { .. } => true,
            ErrorKind::GraphQl { errors } => errors.iter().any(|e| {
                e.code
                    .as_ref()
                    .is_some_and(|c| TOKEN_REFUSED_CODES.contains(c))
            }),
            _ => false,
        }
    }

    /// Whether a retry-safe call may be repeated after this error: 429, 502, 503, 504,
    /// timeouts, transport errors, an unreachable service, and a 2xx whose body is not JSON (a
    /// reply broken on the way: the service may have acted, which a query or a keyed mutation
    /// tolerates). Never GraphQL errors, rejections, a refused certificate, 403, 500 or decoding
    /// errors of well-formed JSON.
    pub fn is_transient(&self) -> bool {
        match self.kind() {
            ErrorKind::RateLimited { .. }
            | ErrorKind::Timeout
            | ErrorKind::Transport { .. }
            | ErrorKind::Unreachable { .. } => true,
            ErrorKind::Server { status, .. } => matches!(status, 502..=504),
            ErrorKind::NotJson { status, .. } => (200..300).contains(status),
            _ => false,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.operation, self.kind)?;
        if let Some(key) = &self.idempotency_key {
            write!(f, " (idempotency key {key})")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&*self.kind)
    }
}

/// An error followed by each of its causes, joined with `: ` (reqwest's own message names
/// only its kind: "error sending request").
struct Causes<'a>(&'a (dyn std::error::Error + 'static));

impl fmt::Display for Causes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// More causes than any HTTP stack nests; a cycle cannot loop forever.
        const MAX_CAUSES: usize = 16;
        let chain = std::iter::successors(Some(self.0), |e| e.source());
        for (i, e) in chain.take(MAX_CAUSES).enumerate() {
            if i > 0 {
                f.write_str(": ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// At most this many bytes of a reply body are kept in an error.
pub(crate) const BODY_SNIPPET: usize = 512;

/// The start of a body, cut at a character boundary.
pub(crate) fn snippet(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    if text.len() <= BODY_SNIPPET {
        return text.into_owned();
    }
    let mut end = BODY_SNIPPET;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snippet_cuts_long_bodies_on_a_char_boundary() {
        let body = "é".repeat(400);
        let s = snippet(body.as_bytes());
        assert!(s.ends_with('…'));
        assert!(s.len() <= BODY_SNIPPET + '…'.len_utf8());
        assert_eq!(snippet(b"short"), "short");
    }

    #[test]
    fn graphql_error_display_names_the_path() {
        let e = GraphQlError {
            message: "bad bsb".into(),
            path: vec![
                PathSegment::Field("createWithdrawal".into()),
                PathSegment::Index(0),
            ],
            code: Some(Code::ValidationError),
            fields: Vec::new(),
        };
        assert_eq!(e.to_string(), "bad bsb (at createWithdrawal.0)");
    }

    #[test]
    fn only_transient_errors_retry() {
        let error = |kind| Error::new("Balances", kind);
        let not_json = |status| {
            error(ErrorKind::NotJson {
                status,
                body: "{\"data\": {\"bal".into(),
                cause: Arc::new(serde_json::from_str::<serde_json::Value>("{").unwrap_err()),
            })
        };
        assert!(not_json(200).is_transient(), "a broken 2xx reply");
        assert!(!not_json(404).is_transient(), "an error page");
        assert!(
            error(ErrorKind::RateLimited {
                retry_after: None,
                code: None,
            })
            .is_transient()
        );
        let server = |status| {
            error(ErrorKind::Server {
                status,
                body: String::new(),
            })
        };
        assert!(server(503).is_transient());
        assert!(!server(500).is_transient());
        assert!(
            !error(ErrorKind::Forbidden {
                body: String::new()
            })
            .is_transient()
        );
        assert!(!error(ErrorKind::MissingData).is_transient());
        assert!(
            !error(ErrorKind::Certificate {
                host: "h:443".into(),
                reason: "UnknownIssuer".into()
            })
            .is_transient()
        );
    }

    #[test]
    fn a_refused_token_is_told_by_401_or_by_its_graphql_code() {
        let graphql = |code: &str| {
            Error::new(
                "Balances",
                ErrorKind::GraphQl {
                    errors: vec![GraphQlError {
                        message: "token expired; log in again".into(),
                        path: Vec::new(),
                        code: Some(Code::parse(code)),
                        fields: Vec::new(),
                    }],
                },
            )
        };
        assert!(graphql("UNAUTHENTICATED").token_refused());
        assert!(!graphql("VALIDATION_ERROR").token_refused());
        assert!(
            Error::new(
                "Balances",
                ErrorKind::Unauthorized {
                    detail: "HTTP 401".into()
                }
            )
            .token_refused()
        );
    }

    #[test]
    fn the_message_names_the_operation_and_the_key_the_call_carried() {
        let key = IdempotencyKey::parse("order-42").unwrap();
        let e = Error::new("CreateWithdrawal", ErrorKind::Timeout).with_idempotency_key(Some(&key));
        assert_eq!(e.idempotency_key(), Some(&key));
        assert_eq!(
            e.to_string(),
            "CreateWithdrawal: no reply within the timeout (idempotency key order-42)"
        );
    }
}
