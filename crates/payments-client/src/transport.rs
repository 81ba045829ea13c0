//! One HTTP exchange: POST the JSON body, classify the reply (status, headers, body) into the
//! operation's data or an [`Error`] variant. Never panics on what the service sends.

use std::sync::Arc;

use reqwest::StatusCode;
use reqwest::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, HeaderValue, RETRY_AFTER, USER_AGENT};
use serde::Deserialize as _;
use serde::de::DeserializeOwned;

use crate::config::{Config, ConfigError};
use crate::error::{Error, GraphQlError, snippet};
use crate::observer::{Observer, notify};
use crate::retry::parse_retry_after;
use crate::secret::Secret;
use crate::trust::refused_certificate;

/// The HTTP side of a client.
pub(crate) struct Transport {
    http: reqwest::Client,
    endpoint: reqwest::Url,
    /// The endpoint's `host:port`, as errors name it.
    host: String,
    observer: Option<Observer>,
}

impl Transport {
    pub(crate) fn new(config: &Config) -> Result<Self, ConfigError> {
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
        let ua = HeaderValue::from_str(&config.user_agent).map_err(|_| {
            ConfigError::InvalidUserAgent {
                value: config.user_agent.clone(),
            }
        })?;
        headers.insert(USER_AGENT, ua);
        let mut builder = reqwest::Client::builder();
        if let Some(roots) = &config.extra_roots {
            builder = roots.apply(builder);
        }
        let http = builder
            .default_headers(headers)
            .timeout(config.request_timeout)
            .connect_timeout(config.connect_timeout)
            .build()
            .map_err(|e| ConfigError::HttpClient(Arc::new(e)))?;
        let host = match (
            config.endpoint.host_str(),
            config.endpoint.port_or_known_default(),
        ) {
            (Some(host), Some(port)) => format!("{host}:{port}"),
            (Some(host), None) => host.to_owned(),
            (None, _) => config.endpoint.to_string(),
        };
        Ok(Self {
            http,
            endpoint: config.endpoint.clone(),
            host,
            observer: config.observer.clone(),
        })
    }

    /// Sends `body` once and decodes the reply as `Q`.
    pub(crate) async fn post<Q: DeserializeOwned>(
        &self,
        operation: &str,
        body: Vec<u8>,
        bearer: Option<&Secret>,
    ) -> Result<Q, Error> {
        let mut request = self.http.post(self.endpoint.clone()).body(body);
        if let Some(token) = bearer {
            let mut value =
                HeaderValue::from_str(&format!("Bearer {}", token.expose())).map_err(|_| {
                    Error::Unauthorized {
                        operation: operation.to_owned(),
                        body: "the access token is not a valid header value".into(),
                    }
                })?;
            value.set_sensitive(true);
            request = request.header(AUTHORIZATION, value);
        }
        let transport = |e: reqwest::Error| {
            if e.is_timeout() {
                Error::Timeout {
                    operation: operation.to_owned(),
                }
            } else if let Some(reason) = refused_certificate(&e) {
                Error::Certificate {
                    operation: operation.to_owned(),
                    host: self.host.clone(),
                    reason,
                }
            } else if e.is_connect() {
                Error::Unreachable {
                    operation: operation.to_owned(),
                    host: self.host.clone(),
                    cause: Arc::new(e.without_url()),
                }
            } else {
                Error::Transport {
                    operation: operation.to_owned(),
                    cause: Arc::new(e.without_url()),
                }
            }
        };
        let response = request.send().await.map_err(transport)?;
        let status = response.status();
        let retry_after = response
            .headers()
            .get(RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(parse_retry_after);
        let bytes = response.bytes().await.map_err(transport)?;
        if let Some(observer) = &self.observer {
            notify(observer, operation, status.as_u16(), &bytes);
        }
        classify(operation, status, retry_after, &bytes)
    }
}

/// Turns a status and body into the data or an error.
pub(crate) fn classify<Q: DeserializeOwned>(
    operation: &str,
    status: StatusCode,
    retry_after: Option<std::time::Duration>,
    body: &[u8],
) -> Result<Q, Error> {
    let op = || operation.to_owned();
    match status.as_u16() {
        200..=299 => decode(operation, status, body),
        429 => Err(Error::RateLimited {
            operation: op(),
            retry_after,
            code: first_error_code(body),
        }),
        401 => Err(Error::Unauthorized {
            operation: op(),
            body: snippet(body),
        }),
        403 => Err(Error::Forbidden {
            operation: op(),
            body: snippet(body),
        }),
        500..=599 => Err(Error::Server {
            operation: op(),
            status: status.as_u16(),
            body: snippet(body),
        }),
        code => match decode::<serde::de::IgnoredAny>(operation, status, body) {
            // A 4xx carrying GraphQL errors (e.g. schema validation) reports those errors.
            Err(e @ Error::GraphQl { .. }) => Err(e),
            _ => Err(Error::Http {
                operation: op(),
                status: code,
                body: snippet(body),
            }),
        },
    }
}

/// `extensions.code` of the first GraphQL error of `body`, when it is such a reply.
fn first_error_code(body: &[u8]) -> Option<String> {
    let reply: serde_json::Value = serde_json::from_slice(body).ok()?;
    reply["errors"][0]["extensions"]["code"]
        .as_str()
        .map(str::to_owned)
}

/// The reply envelope. `data` is `None` when absent, `Some(None)` when `null`.
#[derive(serde::Deserialize)]
#[serde(bound = "T: DeserializeOwned")]
struct Envelope<T> {
    #[serde(default, deserialize_with = "present")]
    data: Option<Option<T>>,
    #[serde(default)]
    errors: Option<Vec<cynic::GraphQlError<crate::error::ErrorExtensions>>>,
}

fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

fn decode<Q: DeserializeOwned>(
    operation: &str,
    status: StatusCode,
    body: &[u8],
) -> Result<Q, Error> {
    let decode_error = |e: serde_json::Error| Error::Decode {
        operation: operation.to_owned(),
        cause: Arc::new(e),
    };
    let reply: Envelope<Q> = serde_json::from_slice(body).map_err(|e| {
        if e.is_syntax() || e.is_eof() {
            Error::NotJson {
                operation: operation.to_owned(),
                status: status.as_u16(),
                body: snippet(body),
                cause: Arc::new(e),
            }
        } else {
            decode_error(e)
        }
    })?;
    match (reply.data, reply.errors) {
        (_, Some(errors)) if !errors.is_empty() => Err(Error::GraphQl {
            operation: operation.to_owned(),
            errors: errors.into_iter().map(GraphQlError::from).collect(),
        }),
        (Some(Some(data)), _) => Ok(data),
        (Some(None), _) => Err(Error::MissingData {
            operation: operation.to_owned(),
        }),
        (None, _) => Err(decode_error(serde::de::Error::custom(
            "neither `data` nor `errors` in the reply",
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    struct D {
        #[allow(dead_code)]
        x: i32,
    }

    fn run(status: u16, body: &str) -> Result<D, Error> {
        classify(
            "op",
            StatusCode::from_u16(status).unwrap(),
            None,
            body.as_bytes(),
        )
    }

    #[test]
    fn replies_are_classified() {
        assert!(run(200, r#"{"data":{"x":1}}"#).is_ok());
        assert!(matches!(
            run(200, "<html>oops</html>"),
            Err(Error::NotJson { status: 200, .. })
        ));
        assert!(matches!(run(200, ""), Err(Error::NotJson { .. })));
        assert!(matches!(
            run(200, r#"{"data":{"x":"1"}}"#),
            Err(Error::Decode { .. })
        ));
        assert!(matches!(
            run(200, r#"{"hello":1}"#),
            Err(Error::Decode { .. })
        ));
        assert!(matches!(run(200, r#"[1,2]"#), Err(Error::Decode { .. })));
        assert!(matches!(
            run(200, r#"{"data":null}"#),
            Err(Error::MissingData { .. })
        ));
        assert!(matches!(
            run(200, r#"{"data":null,"errors":[]}"#),
            Err(Error::MissingData { .. })
        ));
        assert!(matches!(
            run(200, r#"{"data":{"x":1},"extensions":{}}"#),
            Ok(D { .. })
        ));
        assert!(matches!(
            run(
                200,
                r#"{"data":null,"errors":[{"message":"m","path":["a",0]}]}"#
            ),
            Err(Error::GraphQl { .. })
        ));
        assert!(matches!(
            run(
                400,
                r#"{"errors":[{"message":"Field \"x\" of required type"}]}"#
            ),
            Err(Error::GraphQl { .. })
        ));
        assert!(matches!(
            run(400, "bad"),
            Err(Error::Http { status: 400, .. })
        ));
        assert!(matches!(
            run(404, r#"{"data":{"x":1}}"#),
            Err(Error::Http { status: 404, .. })
        ));
        assert!(matches!(
            run(502, "bad gateway"),
            Err(Error::Server { status: 502, .. })
        ));
        assert!(matches!(run(403, "blocked"), Err(Error::Forbidden { .. })));
        assert!(matches!(run(401, ""), Err(Error::Unauthorized { .. })));
        assert!(matches!(
            run(429, ""),
            Err(Error::RateLimited {
                retry_after: None,
                code: None,
                ..
            })
        ));
        // The code of a 429's error is surfaced: a caller tells a blocked IP from a busy one.
        let blocked = run(
            429,
            r#"{"data":null,"errors":[{"message":"blocked","extensions":{"code":"IP_BLOCKED"}}]}"#,
        );
        assert!(
            matches!(&blocked, Err(Error::RateLimited { code: Some(c), .. }) if c == "IP_BLOCKED"),
            "{blocked:?}"
        );
    }
}
