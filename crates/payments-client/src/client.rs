//! [`Client`]: runs any cynic operation against the service with login, retries and tracing.

use std::fmt;
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde::de::DeserializeOwned;
use tracing::Instrument as _;
use tracing::field::Empty;

use crate::auth::Auth;
use crate::config::{ClientBuilder, Config, ConfigError};
use crate::error::{Error, ErrorKind};
use crate::reply::{Reply, accept};
use crate::secret::Secret;
use crate::session::{self, Login, Logout};
use crate::transport::Transport;
use payments_types::codes::Code;

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
///
/// # Requests
///
/// `POST {endpoint}` with `content-type` and `accept` `application/json`, the configured
/// `user-agent`, and (all but `login`) `authorization: Bearer <token>`, marked sensitive. The
/// body is the cynic operation serialized once as `{query, variables, operationName}`; retries
/// resend the same bytes. How a reply becomes data or an error: [`ErrorKind`]; which calls are
/// repeated: [`RetryPolicy`](crate::RetryPolicy).
///
/// # Login and tokens
///
/// - The first call logs in; [`Client::login`] does it eagerly (to check credentials at start).
/// - `exp` (and `iat`) are read from the JWT payload (base64url, with or without padding; the
///   signature is not checked, the service owns the key). The token is replaced once
///   `now ≥ exp − margin`, with `margin = min(token_refresh_margin, lifetime / 4)` and lifetime
///   `exp − iat` (or `exp −` the login time), so a very short token stays usable.
/// - A token without a readable `exp` is kept for the spec's 4 hours minus the margin, with a
///   warning, not refused: `login` is declared subject to change, and a refusal still recovers.
/// - **Single flight**: callers that find no valid token wait on one lock held across the
///   login and re-check after it, so one expiry means one login. Callers queued behind a login
///   that *failed* get its error; a call started after the failure tries again.
/// - **At most one login per second per client**
///   ([`ClientBuilder::login_interval`](crate::ClientBuilder::login_interval)): a login due
///   earlier waits on the clock. Login's own retries are spaced at least as far apart.
/// - `NEED_AFFILIATION` is [`ErrorKind::NeedAffiliation`], `UNREGISTERED`
///   [`ErrorKind::Unregistered`], any other `success: false` (or a success without a token)
///   [`ErrorKind::LoginFailed`].
/// - **A refused token** (expired at the service before the client's clock says so, expired
///   early by a `logout` elsewhere, or signed with a key the service no longer holds): the spec
///   does not say how the service refuses one, so HTTP 401 and a GraphQL error with a code of
///   [`TOKEN_REFUSED_CODES`](crate::TOKEN_REFUSED_CODES) both count. The token is dropped, the
///   client logs in again and repeats the call **once** (a refused call was not run, so this
///   holds for mutations too); a second refusal is [`ErrorKind::Unauthorized`]. Other GraphQL
///   errors never log in again.
/// - The clock is injectable ([`ClientBuilder::clock`](crate::ClientBuilder::clock)):
///   [`ManualClock`](crate::ManualClock) moves only when told or when the client sleeps on it,
///   so expiry and spacing are tested without waiting. HTTP timeouts are real time.
///
/// # Tracing
///
/// One `payments.operation` span per call (and per login and logout) with `operation` (the
/// GraphQL operation name, PascalCase: `Login`, `CreateWithdrawal`; the same as
/// [`Exchange::operation`](crate::Exchange)), `kind`, `attempts` (recorded once, at the end),
/// `outcome` (`ok`, or [`Error::label`]) and `duration_ms`; a `warn` event per retry and an
/// `info` event with the error on failure. Variables, headers and tokens are never recorded;
/// the `Debug` of [`Secret`](crate::Secret), [`Config`], [`ClientBuilder`] and `Client` shows
/// no password or token.
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
    /// the retry policy, with the same request bytes each time. A refused token (HTTP 401, or a
    /// GraphQL error with a code of [`TOKEN_REFUSED_CODES`](crate::TOKEN_REFUSED_CODES): expired
    /// at the service, expired early by `logout`, signed with a key the service no longer
    /// holds) is dropped, the client logs in again and repeats the call once (the service did
    /// not run it); a second refusal is [`ErrorKind::Unauthorized`].
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
        let call = Call::new(&name, kind);
        self.traced(&call, self.run_inner(&name, &operation, kind, &call))
            .await
    }

    /// Runs a mutation, picks its reply out of the data with `pick`, and turns `success: false`
    /// into [`ErrorKind::Rejected`]: `client.mutate(op, kind, |d| d.create_withdrawal)`.
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
        let call = Call::new(&name, kind);
        let work = async {
            let data = self.run_inner(&name, &operation, kind, &call).await?;
            accept(&name, pick(data))
        };
        self.traced(&call, work).await
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
        let call = Call::new(LOGOUT, kind);
        let work = async {
            let body = encode(LOGOUT, &op)?;
            let data: Logout = self
                .send(LOGOUT, body, kind, Some(&token), Duration::ZERO, &call)
                .await?;
            accept(LOGOUT, data.logout).map(drop)
        };
        self.traced(&call, work).await
    }

    async fn run_inner<Q, V>(
        &self,
        name: &str,
        operation: &cynic::Operation<Q, V>,
        kind: OperationKind,
        call: &Call,
    ) -> Result<Q, Error>
    where
        Q: DeserializeOwned,
        V: Serialize,
    {
        let body = encode(name, operation)?;
        let token = self.token().await?;
        match self
            .send(name, body.clone(), kind, Some(&token), Duration::ZERO, call)
            .await
        {
            Err(refused) if refused.token_refused() => {
                tracing::info!(error = %refused, "token refused; logging in again");
                self.inner.auth.invalidate(&token).await;
                let token = self.token().await?;
                let again = self
                    .send(name, body, kind, Some(&token), Duration::ZERO, call)
                    .await;
                match again {
                    Err(e) if e.token_refused() => Err(Error::new(
                        name,
                        ErrorKind::Unauthorized {
                            detail: e.kind().to_string(),
                        },
                    )),
                    other => other,
                }
            }
            other => other,
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
        let call = Call::new(LOGIN, kind);
        let work = async {
            let body = encode(LOGIN, &op)?;
            let data: Login = self
                .send(LOGIN, body, kind, None, config.login_interval, &call)
                .await?;
            let session = data.login;
            let failed = |kind| Err(Error::new(LOGIN, kind));
            match (session.success, Code::parse(&session.code), session.token) {
                (true, _, Some(token)) if !token.expose().is_empty() => Ok(token),
                (true, code, _) => failed(ErrorKind::LoginFailed {
                    code,
                    message: Some("login succeeded without a token".into()),
                }),
                (false, Code::NeedAffiliation, _) => failed(ErrorKind::NeedAffiliation {
                    message: session.message,
                }),
                (false, Code::Unregistered, _) => failed(ErrorKind::Unregistered {
                    message: session.message,
                }),
                (false, code, _) => failed(ErrorKind::LoginFailed {
                    code,
                    message: session.message,
                }),
            }
        };
        self.traced(&call, work).await
    }

    /// Sends `body` until it succeeds, fails for good, or the retry policy says stop; counts
    /// each attempt on `call`.
    async fn send<Q: DeserializeOwned>(
        &self,
        name: &str,
        body: Vec<u8>,
        kind: OperationKind,
        bearer: Option<&Secret>,
        min_delay: Duration,
        call: &Call,
    ) -> Result<Q, Error> {
        let config = &self.inner.config;
        let mut retry = 1u32;
        loop {
            call.attempts.fetch_add(1, Ordering::Relaxed);
            let result = self.inner.transport.post(name, body.clone(), bearer).await;
            let error = match result {
                Ok(data) => return Ok(data),
                Err(e) => e,
            };
            let delay = if may_repeat(kind, &error) {
                config.retry.delay(retry, &error)
            } else {
                None
            };
            let Some(delay) = delay else {
                return Err(error);
            };
            let delay = delay.max(min_delay);
            tracing::warn!(
                attempt = retry,
                delay_ms = delay.as_millis() as u64,
                error = %error,
                "transient error; retrying"
            );
            config.clock.sleep(delay).await;
            retry += 1;
        }
    }

    /// Runs `work` inside the call's span, recording its attempts, duration and outcome once.
    async fn traced<T>(
        &self,
        call: &Call,
        work: impl Future<Output = Result<T, Error>>,
    ) -> Result<T, Error> {
        let span = &call.span;
        let started = Instant::now();
        let result = work.instrument(span.clone()).await;
        span.record("attempts", call.attempts.load(Ordering::Relaxed));
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

/// The operation names of `login` and `logout`, PascalCase as every operation's
/// ([`operations::operation_name`](crate::operations::operation_name)).
const LOGIN: &str = "Login";
const LOGOUT: &str = "Logout";

/// One call's span and the HTTP attempts it made, recorded on the span once, when it ends.
struct Call {
    span: tracing::Span,
    attempts: AtomicU32,
}

impl Call {
    fn new(name: &str, kind: OperationKind) -> Self {
        Self {
            span: op_span(name, kind),
            attempts: AtomicU32::new(0),
        }
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
    serde_json::to_vec(value).map_err(|e| {
        Error::new(
            name,
            ErrorKind::Encode {
                source: Arc::new(e),
            },
        )
    })
}

impl ClientBuilder {
    /// Checks the settings and builds the client. Refuses a missing or generic user-agent.
    pub fn build(self) -> Result<Client, ConfigError> {
        Client::from_config(self.into_config()?)
    }
}
