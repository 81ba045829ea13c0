//! [`Client`]: runs any cynic operation against the service with login, retries and tracing.

use std::fmt;
use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde::de::DeserializeOwned;
use tracing::Instrument as _;
use tracing::field::Empty;

use crate::auth::Auth;
use crate::config::{ClientBuilder, Config, ConfigError};
use crate::error::Error;
use crate::reply::{Reply, accept};
use crate::secret::Secret;
use crate::session::{self, Login, Logout};
use crate::transport::Transport;

/// What kind of operation a call is, which decides whether it may be repeated automatically.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OperationKind {
    /// A query: always safe to repeat.
    Query,
    /// A mutation. Set `idempotent: true` only when repeating it cannot act twice: it carries an
    /// `idempotencyKey` (see [`IdempotencyKey`](crate::IdempotencyKey)) or is idempotent by nature.
    Mutation {
        /// Whether the call may be retried.
        idempotent: bool,
    },
}

/// Whether a call of `kind` may be sent again after `error` (within the retry policy): a
/// retry-safe call after any transient error, any call when the request was never sent.
fn may_repeat(kind: OperationKind, error: &Error) -> bool {
    kind.retry_safe() || error.request_not_sent()
}

impl OperationKind {
    /// A mutation that must not be repeated.
    pub const MUTATION: Self = Self::Mutation { idempotent: false };
    /// A mutation that may be repeated (it carries an idempotency key).
    pub const IDEMPOTENT_MUTATION: Self = Self::Mutation { idempotent: true };

    /// Whether the client may repeat the call after a transient error.
    pub fn retry_safe(self) -> bool {
        matches!(self, Self::Query | Self::Mutation { idempotent: true })
    }

    fn as_str(self) -> &'static str {
        match self {
            Self::Query => "query",
            Self::Mutation { idempotent: true } => "idempotent mutation",
            Self::Mutation { idempotent: false } => "mutation",
        }
    }
}

/// Async client of the Payments Service. Cheap to clone (clones share the token and the
/// connection pool). Logs in lazily on the first call and again when the token nears `exp`.
#[derive(Clone)]
pub struct Client {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    transport: Transport,
    auth: Auth,
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client")
            .field("config", &self.inner.config)
            .finish_non_exhaustive()
    }
}

impl Client {
    /// A builder with defaults and nothing from the environment.
    pub fn builder() -> ClientBuilder {
        ClientBuilder::new()
    }

    fn from_config(config: Config) -> Result<Self, ConfigError> {
        let transport = Transport::new(&config)?;
        let auth = Auth::new(
            config.refresh_margin,
            config.login_interval,
            config.clock.clone(),
        );
        Ok(Self {
            inner: Arc::new(Inner {
                config,
                transport,
                auth,
            }),
        })
    }

    /// The client's settings.
    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// Runs an operation with the access token (logging in first if needed) and returns its
    /// data. Retry-safe calls (see [`OperationKind`]) are repeated after transient errors under
    /// the retry policy, with the same request bytes each time. An HTTP 401 drops the token,
    /// logs in again and repeats the call once (the service did not run it).
    pub async fn run<Q, V>(
        &self,
        operation: cynic::Operation<Q, V>,
        kind: OperationKind,
    ) -> Result<Q, Error>
    where
        Q: DeserializeOwned,
        V: Serialize,
    {
        let name = operation_name(&operation);
        let span = op_span(&name, kind);
        self.traced(&span, self.run_inner(&name, &operation, kind, &span))
            .await
    }

    /// Runs a mutation, picks its reply out of the data with `pick`, and turns `success: false`
    /// into [`Error::Rejected`]: `client.mutate(op, kind, |d| d.create_withdrawal)`.
    pub async fn mutate<Q, V, R>(
        &self,
        operation: cynic::Operation<Q, V>,
        kind: OperationKind,
        pick: impl FnOnce(Q) -> R,
    ) -> Result<R, Error>
    where
        Q: DeserializeOwned,
        V: Serialize,
        R: Reply,
    {
        let name = operation_name(&operation);
        let span = op_span(&name, kind);
        let work = async {
            let data = self.run_inner(&name, &operation, kind, &span).await?;
            accept(&name, pick(data))
        };
        self.traced(&span, work).await
    }

    /// Logs in now unless a valid token is held (the first call does this by itself).
    pub async fn login(&self) -> Result<(), Error> {
        self.token().await.map(drop)
    }

    /// Expires the token at the service (`logout`) and drops it; the next call logs in again.
    /// The token is dropped even when the `logout` call fails. Does nothing without a token.
    pub async fn logout(&self) -> Result<(), Error> {
        let Some(token) = self.inner.auth.take().await else {
            return Ok(());
        };
        let op = session::logout_operation();
        let kind = OperationKind::IDEMPOTENT_MUTATION;
        let span = op_span("logout", kind);
        let work = async {
            let body = encode("logout", &op)?;
            let data: Logout = self
                .send("logout", body, kind, Some(&token), Duration::ZERO, &span)
                .await?;
            accept("logout", data.logout).map(drop)
        };
        self.traced(&span, work).await
    }

    async fn run_inner<Q, V>(
        &self,
        name: &str,
        operation: &cynic::Operation<Q, V>,
        kind: OperationKind,
        span: &tracing::Span,
    ) -> Result<Q, Error>
    where
        Q: DeserializeOwned,
        V: Serialize,
    {
        let body = encode(name, operation)?;
        let mut token = self.token().await?;
        let mut relogged = false;
        loop {
            match self
                .send(name, body.clone(), kind, Some(&token), Duration::ZERO, span)
                .await
            {
                Err(Error::Unauthorized { .. }) if !relogged => {
                    tracing::info!("token refused (HTTP 401); logging in again");
                    self.inner.auth.invalidate(&token).await;
                    token = self.token().await?;
                    relogged = true;
                }
                other => return other,
            }
        }
    }

    /// A valid token, logging in (single flight, rate limited) when needed.
    async fn token(&self) -> Result<Secret, Error> {
        self.inner.auth.bearer(|| self.login_request()).await
    }

    /// One `login` call (with retries on transient errors, spaced at least the login interval).
    async fn login_request(&self) -> Result<Secret, Error> {
        let config = &self.inner.config;
        let op = session::login_operation(&config.login);
        let kind = OperationKind::IDEMPOTENT_MUTATION;
        let span = op_span("login", kind);
        let work = async {
            let body = encode("login", &op)?;
            let data: Login = self
                .send("login", body, kind, None, config.login_interval, &span)
                .await?;
            let session = data.login;
            match (session.success, session.code.as_str(), session.token) {
                (true, _, Some(token)) if !token.expose().is_empty() => Ok(token),
                (true, _, _) => Err(Error::LoginFailed {
                    code: session.code,
                    message: Some("login succeeded without a token".into()),
                }),
                (false, "NEED_AFFILIATION", _) => Err(Error::NeedAffiliation {
                    message: session.message,
                }),
                (false, "UNREGISTERED", _) => Err(Error::Unregistered {
                    message: session.message,
                }),
                (false, _, _) => Err(Error::LoginFailed {
                    code: session.code,
                    message: session.message,
                }),
            }
        };
        self.traced(&span, work).await
    }

    /// Sends `body` until it succeeds, fails for good, or the retry policy says stop.
    async fn send<Q: DeserializeOwned>(
        &self,
        name: &str,
        body: Vec<u8>,
        kind: OperationKind,
        bearer: Option<&Secret>,
        min_delay: Duration,
        span: &tracing::Span,
    ) -> Result<Q, Error> {
        let config = &self.inner.config;
        let mut attempt = 1u32;
        loop {
            span.record("attempts", attempt);
            let result = self.inner.transport.post(name, body.clone(), bearer).await;
            let error = match result {
                Ok(data) => return Ok(data),
                Err(e) => e,
            };
            let delay = if may_repeat(kind, &error) {
                config.retry.delay(attempt, &error)
            } else {
                None
            };
            let Some(delay) = delay else {
                return Err(error);
            };
            let delay = delay.max(min_delay);
            tracing::warn!(
                attempt,
                delay_ms = delay.as_millis() as u64,
                error = %error,
                "transient error; retrying"
            );
            config.clock.sleep(delay).await;
            attempt += 1;
        }
    }

    /// Runs `work` inside `span`, recording duration and outcome.
    async fn traced<T>(
        &self,
        span: &tracing::Span,
        work: impl Future<Output = Result<T, Error>>,
    ) -> Result<T, Error> {
        let started = Instant::now();
        let result = work.instrument(span.clone()).await;
        span.record("duration_ms", started.elapsed().as_millis() as u64);
        match &result {
            Ok(_) => {
                span.record("outcome", "ok");
            }
            Err(e) => {
                span.record("outcome", e.label());
                span.in_scope(|| tracing::info!(error = %e, "operation failed"));
            }
        }
        result
    }
}

/// The span of one operation: name, kind, and (filled in later) attempts, outcome, duration.
/// Variables, headers and tokens are never recorded.
fn op_span(name: &str, kind: OperationKind) -> tracing::Span {
    tracing::info_span!(
        "payments.operation",
        operation = name,
        kind = kind.as_str(),
        attempts = Empty,
        outcome = Empty,
        duration_ms = Empty,
    )
}

fn operation_name<Q, V>(op: &cynic::Operation<Q, V>) -> String {
    op.operation_name
        .as_deref()
        .unwrap_or("anonymous")
        .to_owned()
}

fn encode<T: Serialize>(name: &str, value: &T) -> Result<Vec<u8>, Error> {
    serde_json::to_vec(value).map_err(|e| Error::Encode {
        operation: name.to_owned(),
        source: Arc::new(e),
    })
}

impl ClientBuilder {
    /// Checks the settings and builds the client. Refuses a missing or generic user-agent.
    pub fn build(self) -> Result<Client, ConfigError> {
        Client::from_config(self.into_config()?)
    }
}
