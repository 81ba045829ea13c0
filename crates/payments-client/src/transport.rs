//! One HTTP exchange: POST the JSON body, classify the reply (status, headers, body) into the
//! operation's data or an [`Error`] variant. Never panics on what the service sends.

use std::sync::Arc;

use reqwest::StatusCode;
use reqwest::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, HeaderValue, RETRY_AFTER, USER_AGENT};
use serde::Deserialize as _;
use serde::de::DeserializeOwned;

use crate::config::{Config, ConfigError};
use crate::error::{Error, ErrorKind, GraphQlError, snippet};
use crate::observer::{Observer, notify};
use crate::retry::parse_retry_after;
use crate::secret::Secret;
use crate::trust::refused_certificate;
use payments_types::codes::Code;

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
                    Error::new(
                        operation,
                        ErrorKind::Unauthorized {
                            detail: "the access token is not a valid header value".into(),
                        },
                    )
                })?;
            value.set_sensitive(true);
            request = request.header(AUTHORIZATION, value);
        }
        let transport = |e: reqwest::Error| {
            let kind = if e.is_timeout() {
                ErrorKind::Timeout
            } else if let Some(reason) = refused_certificate(&e) {
                ErrorKind::Certificate {
                    host: self.host.clone(),
                    reason,
                }
            } else if e.is_connect() {
                ErrorKind::Unreachable {
                    host: self.host.clone(),
                    cause: Arc::new(e.without_url()),
                }
            } else {
                ErrorKind::Transport {
                    cause: Arc::new(e.without_url()),
                }
            };
            Error::new(operation, kind)
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
    let error = |kind| Err(Error::new(operation, kind));
    match status.as_u16() {
        200..=299 => decode(operation, status, body),
        429 => error(ErrorKind::RateLimited {
            retry_after,
            code: first_error_code(body),
        }),
        401 => error(ErrorKind::Unauthorized {
            detail: format!("HTTP 401: {}", snippet(body)),
        }),
        403 => error(ErrorKind::Forbidden {
            body: snippet(body),
        }),
        500..=599 => error(ErrorKind::Server {
            status: status.as_u16(),
            body: snippet(body),
        }),
        code => match decode::<serde::de::IgnoredAny>(operation, status, body) {
            // A 4xx carrying GraphQL errors (e.g. schema validation) reports those errors.
            Err(e) if matches!(e.kind(), ErrorKind::GraphQl { .. }) => Err(e),
            _ => error(ErrorKind::Http {
                status: code,
                body: snippet(body),
            }),
        },
    }
}

/// `extensions.code` of the first GraphQL error of `body`, when it is such a reply.
fn first_error_code(body: &[u8]) -> Option<Code> {
    let reply: serde_json::Value = serde_json::from_slice(body).ok()?;
    reply["errors"][0]["extensions"]["code"]
        .as_str()
        .map(Code::parse)
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
    let error = |kind| Error::new(operation, kind);
    let decode_error = |e: serde_json::Error| error(ErrorKind::Decode { cause: Arc::new(e) });
    let reply: Envelope<Q> = serde_json::from_slice(body).map_err(|e| {
        if e.is_syntax() || e.is_eof() {
            error(ErrorKind::NotJson {
                status: status.as_u16(),
                body: snippet(body),
                cause: Arc::new(e),
            })
        } else {
            decode_error(e)
        }
    })?;
    match (reply.data, reply.errors) {
        (_, Some(errors)) if !errors.is_empty() => Err(error(ErrorKind::GraphQl {
            errors: errors.into_iter().map(GraphQlError::from).collect(),
        })),
        (Some(Some(data)), _) => Ok(data),
        (Some(None), _) => Err(error(ErrorKind::MissingData)),
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
            Err(e) if matches!(e.kind(), ErrorKind::NotJson { status: 200, .. })
        ));
        assert!(matches!(run(200, ""), Err(e) if matches!(e.kind(), ErrorKind::NotJson { .. })));
        assert!(matches!(
            run(200, r#"{"data":{"x":"1"}}"#),
            Err(e) if matches!(e.kind(), ErrorKind::Decode { .. })
        ));
        assert!(matches!(
            run(200, r#"{"hello":1}"#),
            Err(e) if matches!(e.kind(), ErrorKind::Decode { .. })
        ));
        assert!(
            matches!(run(200, r#"[1,2]"#), Err(e) if matches!(e.kind(), ErrorKind::Decode { .. }))
        );
        assert!(matches!(
            run(200, r#"{"data":null}"#),
            Err(e) if matches!(e.kind(), ErrorKind::MissingData)
        ));
        assert!(matches!(
            run(200, r#"{"data":null,"errors":[]}"#),
            Err(e) if matches!(e.kind(), ErrorKind::MissingData)
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
            Err(e) if matches!(e.kind(), ErrorKind::GraphQl { .. })
        ));
        assert!(matches!(
            run(
                400,
                r#"{"errors":[{"message":"Field \"x\" of required type"}]}"#
            ),
            Err(e) if matches!(e.kind(), ErrorKind::GraphQl { .. })
        ));
        assert!(matches!(
            run(400, "bad"),
            Err(e) if matches!(e.kind(), ErrorKind::Http { status: 400, .. })
        ));
        assert!(matches!(
            run(404, r#"{"data":{"x":1}}"#),
            Err(e) if matches!(e.kind(), ErrorKind::Http { status: 404, .. })
        ));
        assert!(matches!(
            run(502, "bad gateway"),
            Err(e) if matches!(e.kind(), ErrorKind::Server { status: 502, .. })
        ));
        assert!(
            matches!(run(403, "blocked"), Err(e) if matches!(e.kind(), ErrorKind::Forbidden { .. }))
        );
        assert!(
            matches!(run(401, ""), Err(e) if matches!(e.kind(), ErrorKind::Unauthorized { .. }))
        );
        assert!(matches!(
            run(429, ""),
            Err(e) if matches!(e.kind(), ErrorKind::RateLimited {
                retry_after: None,
                code: None,
            })
        ));
        // The code of a 429's error is surfaced: a caller tells a blocked IP from a busy one.
        let blocked = run(
            429,
            r#"{"data":null,"errors":[{"message":"blocked","extensions":{"code":"IP_BLOCKED"}}]}"#,
        );
        assert!(
            matches!(&blocked, Err(e) if matches!(e.kind(), ErrorKind::RateLimited { code: Some(Code::IpBlocked), .. })),
            "{blocked:?}"
        );
    }
}
