//! [`Error`]: everything a call can fail with, one variant per cause.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

pub use cynic::GraphQlErrorPathSegment as PathSegment;

/// One entry of a reply's `errors` array: the message and, when the service gives it, the path
/// of the field it is about (e.g. `createWithdrawal.recipient.bsb`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraphQlError {
    /// The service's message.
    pub message: String,
    /// Path of the response field the error is about; empty when not given.
    pub path: Vec<PathSegment>,
    /// The service's error code (`extensions.code`: `UNAUTHENTICATED`, `VALIDATION_ERROR`,
    /// `CUSTOMER_BLOCKED`, ...), when it gives one: what a caller branches on.
    pub code: Option<String>,
}

/// The part of an error's `extensions` the client reads.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub(crate) struct ErrorExtensions {
    code: Option<String>,
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
        Self {
            message: e.message,
            path: e.path.unwrap_or_default(),
            code: e.extensions.and_then(|x| x.code),
        }
    }
}

/// Why a call failed. Every variant names the operation (its GraphQL operation name). No variant
/// holds a password or token. `Clone`, so callers that waited on a shared login get the same error.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The request was sent, or may have been, but no complete reply came back (a reset
    /// connection, a reply broken off mid-body). The service may have acted on the request:
    /// only a call with an idempotency key may be repeated safely.
    #[error(
        "{operation}: no complete reply from the service (it may have acted on the request): {}",
        Causes(&**cause)
    )]
    Transport {
        /// Operation name.
        operation: String,
        /// The HTTP client's error, shown in the message with its causes (and so not also
        /// given as the error's `source`, which would print it twice in a chain).
        cause: Arc<reqwest::Error>,
    },
    /// No connection to the service could be made (refused, DNS failure, a proxy that does not
    /// answer, a TLS handshake that failed for a reason other than the certificate), so the
    /// request was **not** sent and the service cannot have acted on it. Even a mutation
    /// without an idempotency key may be repeated; the client does so within its retry policy.
    #[error(
        "{operation}: cannot reach {host}; the request was not sent: {}",
        Causes(&**cause)
    )]
    Unreachable {
        /// Operation name.
        operation: String,
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
        "{operation}: the TLS certificate of {host} is not trusted ({reason}); the request was not sent; {}",
        crate::trust::CA_FILE_HINT
    )]
    Certificate {
        /// Operation name.
        operation: String,
        /// The endpoint's host and port.
        host: String,
        /// Why it was refused (rustls' words: `UnknownIssuer`, `certificate expired: ...`).
        reason: String,
    },
    /// No complete reply within the configured timeout.
    #[error("{operation}: no reply within the timeout")]
    Timeout {
        /// Operation name.
        operation: String,
    },
    /// HTTP 429: too many requests, or the caller's IP blocked for a while after repeated
    /// 429s (`code` `IP_BLOCKED`). `retry_after` is the service's `retry-after` delay when it
    /// sent one (in seconds). Returned after automatic retries, if any, were used up.
    #[error("{operation}: rate limited by the service (HTTP 429{}){}", code.as_deref().map(|c| format!(", {c}")).unwrap_or_default(), retry_after.map(|d| format!(", retry after {}s", d.as_secs_f64())).unwrap_or_default())]
    RateLimited {
        /// Operation name.
        operation: String,
        /// The `retry-after` delay, when given.
        retry_after: Option<Duration>,
        /// The reply's error code (`extensions.code` of its first error: `RATE_LIMITED`,
        /// `IP_BLOCKED`), when the body gives one.
        code: Option<String>,
    },
    /// HTTP 403: refused by the service's firewall (generic user-agent, IP not on the allow-list).
    #[error(
        "{operation}: refused by the firewall (HTTP 403); check the user-agent and the IP allow-list"
    )]
    Forbidden {
        /// Operation name.
        operation: String,
        /// Start of the reply body.
        body: String,
    },
    /// HTTP 401: the token was not accepted. The client drops it, logs in again and repeats the
    /// call once; this error means the second attempt was refused too.
    #[error("{operation}: not authenticated (HTTP 401)")]
    Unauthorized {
        /// Operation name.
        operation: String,
        /// Start of the reply body.
        body: String,
    },
    /// HTTP 5xx.
    #[error("{operation}: server error (HTTP {status})")]
    Server {
        /// Operation name.
        operation: String,
        /// The HTTP status.
        status: u16,
        /// Start of the reply body.
        body: String,
    },
    /// Any other unexpected HTTP status without a GraphQL error body.
    #[error("{operation}: unexpected HTTP status {status}")]
    Http {
        /// Operation name.
        operation: String,
        /// The HTTP status.
        status: u16,
        /// Start of the reply body.
        body: String,
    },
    /// The reply body is not JSON (HTML error page, truncated body, empty body).
    #[error("{operation}: reply (HTTP {status}) is not JSON: {cause}")]
    NotJson {
        /// Operation name.
        operation: String,
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
    #[error("{operation}: reply does not match the operation: {cause}")]
    Decode {
        /// Operation name.
        operation: String,
        /// The decoder's error, shown in the message (not also given as `source`).
        cause: Arc<serde_json::Error>,
    },
    /// The reply has `data: null` and no `errors`.
    #[error("{operation}: reply has no data")]
    MissingData {
        /// Operation name.
        operation: String,
    },
    /// The reply carries GraphQL `errors` (schema validation, field validation, resolver errors).
    #[error("{operation}: {}", errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    GraphQl {
        /// Operation name.
        operation: String,
        /// The errors, in the order given.
        errors: Vec<GraphQlError>,
    },
    /// A mutation replied `success: false`.
    #[error("{operation} rejected: {code}{}", message.as_deref().map(|m| format!(": {m}")).unwrap_or_default())]
    Rejected {
        /// Operation name.
        operation: String,
        /// The reply's `code`.
        code: String,
        /// The reply's `message`.
        message: Option<String>,
    },
    /// Login failed with `NEED_AFFILIATION`: the user has several affiliations; set one.
    #[error("login: the user has several affiliations; choose one (SVC_AUS or SVC_LUX)")]
    NeedAffiliation {
        /// The reply's `message`.
        message: Option<String>,
    },
    /// Login failed with `UNREGISTERED`: no account under the chosen affiliation.
    #[error("login: no account under the chosen affiliation (UNREGISTERED)")]
    Unregistered {
        /// The reply's `message`.
        message: Option<String>,
    },
    /// Login failed with another code (for example wrong credentials), or succeeded without a token.
    #[error("login failed: {code}{}", message.as_deref().map(|m| format!(": {m}")).unwrap_or_default())]
    LoginFailed {
        /// The reply's `code`.
        code: String,
        /// The reply's `message`.
        message: Option<String>,
    },
    /// Not sent: the input is evidently test data, and the service blocks a customer who
    /// submits fake or test data (spec, sub-clients).
    #[error(
        "{operation}: not sent: {field} holds {word:?}, which is test data; the service blocks a customer who submits fake or test data"
    )]
    TestData {
        /// Operation name.
        operation: String,
        /// The input field (`lastName`).
        field: &'static str,
        /// The test-data word it holds.
        word: &'static str,
    },
    /// The operation's variables could not be serialized.
    #[error("{operation}: request could not be encoded: {source}")]
    Encode {
        /// Operation name.
        operation: String,
        /// The encoder's error.
        #[source]
        source: Arc<serde_json::Error>,
    },
}

impl Error {
    /// A short, secret-free label of the error's kind (`rate_limited`, `transport`, ...), as
    /// recorded in the operation span's `outcome` field; handy for counting errors by kind.
    pub fn label(&self) -> &'static str {
        match self {
            Error::Transport { .. } => "transport",
            Error::Unreachable { .. } => "unreachable",
            Error::Certificate { .. } => "certificate",
            Error::Timeout { .. } => "timeout",
            Error::RateLimited { .. } => "rate_limited",
            Error::Forbidden { .. } => "forbidden",
            Error::Unauthorized { .. } => "unauthorized",
            Error::Server { .. } => "server_error",
            Error::Http { .. } => "http_error",
            Error::NotJson { .. } => "not_json",
            Error::Decode { .. } => "decode",
            Error::MissingData { .. } => "missing_data",
            Error::GraphQl { .. } => "graphql_errors",
            Error::Rejected { .. } => "rejected",
            Error::NeedAffiliation { .. } => "need_affiliation",
            Error::Unregistered { .. } => "unregistered",
            Error::LoginFailed { .. } => "login_failed",
            Error::TestData { .. } => "test_data",
            Error::Encode { .. } => "encode",
        }
    }

    /// The `retry-after` delay of an HTTP 429, if any.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Error::RateLimited { retry_after, .. } => *retry_after,
            _ => None,
        }
    }

    /// True when the request certainly did not reach the service ([`Error::Unreachable`],
    /// [`Error::Certificate`], [`Error::TestData`]): nothing to reconcile, and repeating it
    /// cannot act twice.
    pub fn request_not_sent(&self) -> bool {
        matches!(
            self,
            Error::Unreachable { .. } | Error::Certificate { .. } | Error::TestData { .. }
        )
    }

    /// Whether a retry-safe call may be repeated after this error: 429, 502, 503, 504,
    /// timeouts, transport errors, an unreachable service, and a 2xx whose body is not JSON (a reply broken on the
    /// way: the service may have acted, which a query or a keyed mutation tolerates). Never
    /// GraphQL errors, rejections, 403, 500 or decoding errors of well-formed JSON.
    pub fn is_transient(&self) -> bool {
        match self {
            Error::RateLimited { .. }
            | Error::Timeout { .. }
            | Error::Transport { .. }
            | Error::Unreachable { .. } => true,
            Error::Server { status, .. } => matches!(status, 502..=504),
            Error::NotJson { status, .. } => (200..300).contains(status),
            _ => false,
        }
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
            code: Some("VALIDATION_ERROR".into()),
        };
        assert_eq!(e.to_string(), "bad bsb (at createWithdrawal.0)");
    }

    #[test]
    fn only_transient_errors_retry() {
        let op = || "balances".to_string();
        let not_json = |status| Error::NotJson {
            operation: op(),
            status,
            body: "{\"data\": {\"bal".into(),
            cause: Arc::new(serde_json::from_str::<serde_json::Value>("{").unwrap_err()),
        };
        assert!(not_json(200).is_transient(), "a broken 2xx reply");
        assert!(!not_json(404).is_transient(), "an error page");
        assert!(
            Error::RateLimited {
                operation: op(),
                retry_after: None,
                code: None,
            }
            .is_transient()
        );
        assert!(
            Error::Server {
                operation: op(),
                status: 503,
                body: String::new()
            }
            .is_transient()
        );
        assert!(
            !Error::Server {
                operation: op(),
                status: 500,
                body: String::new()
            }
            .is_transient()
        );
        assert!(
            !Error::Forbidden {
                operation: op(),
                body: String::new()
            }
            .is_transient()
        );
        assert!(!Error::MissingData { operation: op() }.is_transient());
    }
}
