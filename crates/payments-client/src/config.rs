//! [`ClientBuilder`] and [`Config`]: endpoint, credentials, user-agent, timeouts, retry policy.

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::clock::{Clock, SystemClock};
use crate::observer::{Exchange, Observer};
use crate::retry::RetryPolicy;
use crate::secret::Secret;
use crate::session::{Affiliation, LoginInput, Password, parse_affiliation};
use crate::trust::{CaFileError, ENV_CA_FILE, ExtraRoots};
use payments_types::{Email, FieldError};

/// Environment variable holding the service address.
pub const ENV_ENDPOINT: &str = "PAYMENTS_ENDPOINT";
/// Environment variable holding the login e-mail.
pub const ENV_EMAIL: &str = "PAYMENTS_EMAIL";
/// Environment variable holding the login password.
pub const ENV_PASSWORD: &str = "PAYMENTS_PASSWORD";
/// Environment variable holding the affiliation (`SVC_AUS` or `SVC_LUX`), optional.
pub const ENV_AFFILIATION: &str = "PAYMENTS_AFFILIATION";

/// Product names of generic HTTP clients and tools; a user-agent starting with one of them is
/// refused, since the service's firewall may block such values (the one list, from
/// `payments-types`, which the simulator's firewall uses too).
pub use payments_types::GENERIC_USER_AGENTS;

/// Why the builder refused to build a client.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// No endpoint given (in code or `PAYMENTS_ENDPOINT`).
    #[error("endpoint: not set (call .endpoint(..) or set PAYMENTS_ENDPOINT)")]
    MissingEndpoint,
    /// The endpoint is not an absolute http(s) URL.
    #[error("endpoint: {value:?} is not a valid http(s) URL: {reason}")]
    InvalidEndpoint {
        /// The value given.
        value: String,
        /// What is wrong with it.
        reason: String,
    },
    /// An `https` endpoint needs the crate's `rustls` feature (on by default).
    #[error(
        "endpoint: {value:?} is https, but payments-client was built without its `rustls` feature (a default feature)"
    )]
    TlsNotEnabled {
        /// The value given.
        value: String,
    },
    /// The file of extra root certificates (`PAYMENTS_CA_FILE`, [`ClientBuilder::ca_file`])
    /// cannot be used.
    #[error(transparent)]
    CaFile(#[from] CaFileError),
    /// E-mail or password missing (in code or `PAYMENTS_EMAIL` / `PAYMENTS_PASSWORD`).
    #[error("credentials: {field} not set (call .credentials(..) or set {env})")]
    MissingCredential {
        /// `email` or `password`.
        field: &'static str,
        /// The environment variable that would provide it.
        env: &'static str,
    },
    /// The e-mail or password breaks the login input's rules (e-mail shape, empty password).
    #[error("credentials: {field} is not valid: {error}")]
    InvalidCredential {
        /// `email` or `password`.
        field: &'static str,
        /// The rule broken (never shows the password: the only password rule is "not empty").
        error: FieldError,
    },
    /// `PAYMENTS_AFFILIATION` holds neither `SVC_AUS` nor `SVC_LUX`.
    #[error("affiliation: {value:?} is not SVC_AUS or SVC_LUX")]
    InvalidAffiliation {
        /// The value given.
        value: String,
    },
    /// No user-agent given. The service asks for a custom one on every request.
    #[error("user-agent: not set; call .user_agent(\"your-app/1.0 (ops@example.com)\")")]
    MissingUserAgent,
    /// The user-agent is empty or blank.
    #[error("user-agent: must not be empty")]
    EmptyUserAgent,
    /// The user-agent is a generic client's (`reqwest/…`, `curl/…`, ...), which the firewall may block.
    #[error(
        "user-agent: {value:?} is a generic client's ({product}); use your application's own name"
    )]
    GenericUserAgent {
        /// The value given.
        value: String,
        /// The generic product it starts with.
        product: &'static str,
    },
    /// The user-agent holds characters not allowed in an HTTP header.
    #[error("user-agent: {value:?} holds characters not allowed in an HTTP header")]
    InvalidUserAgent {
        /// The value given.
        value: String,
    },
    /// The HTTP client could not be set up.
    #[error("http client: {0}")]
    HttpClient(#[source] Arc<reqwest::Error>),
}

/// Checks a user-agent: not empty, a valid header value (visible ASCII and spaces), and not a
/// generic client's (its product name, the part before the first `/` or space, is not one of
/// [`GENERIC_USER_AGENTS`], compared case-insensitively).
pub fn check_user_agent(value: &str) -> Result<(), ConfigError> {
    use payments_types::{UserAgent, rules};
    match UserAgent::parse(value) {
        Ok(_) => Ok(()),
        Err(e) if e.rule() == rules::USER_AGENT_BLANK => Err(ConfigError::EmptyUserAgent),
        Err(e) if e.rule() == rules::USER_AGENT_CHARSET => Err(ConfigError::InvalidUserAgent {
            value: value.to_owned(),
        }),
        Err(_) => Err(ConfigError::GenericUserAgent {
            value: value.to_owned(),
            product: UserAgent::generic_product(value).unwrap_or("generic"),
        }),
    }
}

/// The settings of a [`Client`](crate::Client). `Debug` never shows the password.
#[derive(Clone)]
pub struct Config {
    pub(crate) endpoint: reqwest::Url,
    pub(crate) login: LoginInput,
    pub(crate) user_agent: String,
    pub(crate) request_timeout: Duration,
    pub(crate) connect_timeout: Duration,
    pub(crate) retry: RetryPolicy,
    pub(crate) refresh_margin: Duration,
    pub(crate) login_interval: Duration,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) observer: Option<Observer>,
    pub(crate) extra_roots: Option<ExtraRoots>,
}

impl Config {
    /// The service address requests are POSTed to.
    pub fn endpoint(&self) -> &str {
        self.endpoint.as_str()
    }
    /// The login e-mail.
    pub fn email(&self) -> &str {
        self.login.email.as_str()
    }
    /// The affiliation sent at login, if any.
    pub fn affiliation(&self) -> Option<Affiliation> {
        self.login.affiliation
    }
    /// The `user-agent` sent on every request.
    pub fn user_agent(&self) -> &str {
        &self.user_agent
    }
    /// Time limit of one HTTP request, reply body included.
    pub fn request_timeout(&self) -> Duration {
        self.request_timeout
    }
    /// Time limit for opening a connection.
    pub fn connect_timeout(&self) -> Duration {
        self.connect_timeout
    }
    /// The retry policy.
    pub fn retry_policy(&self) -> &RetryPolicy {
        &self.retry
    }
    /// How long before the token's `exp` a new login happens (upper bound; see [`Client`](crate::Client)).
    pub fn token_refresh_margin(&self) -> Duration {
        self.refresh_margin
    }
    /// Minimum time between two logins of this client.
    pub fn login_interval(&self) -> Duration {
        self.login_interval
    }
    /// The file of root certificates trusted besides the platform's, if one was given.
    pub fn ca_file(&self) -> Option<&std::path::Path> {
        self.extra_roots.as_ref().map(ExtraRoots::path)
    }
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("endpoint", &self.endpoint.as_str())
            .field("email", &self.login.email.as_str())
            .field("password", &"[redacted]")
            .field("affiliation", &self.login.affiliation)
            .field("user_agent", &self.user_agent)
            .field("request_timeout", &self.request_timeout)
            .field("connect_timeout", &self.connect_timeout)
            .field("retry", &self.retry)
            .field("refresh_margin", &self.refresh_margin)
            .field("login_interval", &self.login_interval)
            .field("ca_file", &self.ca_file())
            .finish_non_exhaustive()
    }
}

/// Builds a [`Client`](crate::Client). Values set in code win over the environment.
///
/// ```no_run
/// # fn main() -> Result<(), payments_client::ConfigError> {
/// let client = payments_client::Client::builder()
///     .endpoint("http://127.0.0.1:4000/graphql")
///     .credentials("demo@payments.test", "demo-password")
///     .user_agent("acme-payouts/1.4 (ops@acme.example)")
///     .build()?;
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct ClientBuilder {
    endpoint: Option<String>,
    email: Option<String>,
    password: Option<Secret>,
    affiliation: Option<Affiliation>,
    user_agent: Option<String>,
    request_timeout: Duration,
    connect_timeout: Duration,
    retry: RetryPolicy,
    refresh_margin: Duration,
    login_interval: Duration,
    clock: Arc<dyn Clock>,
    observer: Option<Observer>,
    ca_file: Option<PathBuf>,
}

impl fmt::Debug for ClientBuilder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClientBuilder")
            .field("endpoint", &self.endpoint)
            .field("email", &self.email)
            .field("password", &self.password)
            .field("affiliation", &self.affiliation)
            .field("user_agent", &self.user_agent)
            .field("ca_file", &self.ca_file)
            .finish_non_exhaustive()
    }
}

impl Default for ClientBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl ClientBuilder {
    /// Default request timeout: 30 s.
    pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
    /// Default connect timeout: 10 s.
    pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
    /// Default refresh margin before `exp`: 60 s.
    pub const DEFAULT_REFRESH_MARGIN: Duration = Duration::from_secs(60);
    /// Minimum time between logins: 1 s (the service's limit).
    pub const DEFAULT_LOGIN_INTERVAL: Duration = Duration::from_secs(1);

    /// An empty builder with the defaults; nothing read from the environment.
    pub fn new() -> Self {
        Self {
            endpoint: None,
            email: None,
            password: None,
            affiliation: None,
            user_agent: None,
            request_timeout: Self::DEFAULT_REQUEST_TIMEOUT,
            connect_timeout: Self::DEFAULT_CONNECT_TIMEOUT,
            retry: RetryPolicy::default(),
            refresh_margin: Self::DEFAULT_REFRESH_MARGIN,
            login_interval: Self::DEFAULT_LOGIN_INTERVAL,
            clock: Arc::new(SystemClock),
            observer: None,
            ca_file: None,
        }
    }

    /// A builder preset from `PAYMENTS_ENDPOINT`, `PAYMENTS_EMAIL`, `PAYMENTS_PASSWORD`,
    /// `PAYMENTS_AFFILIATION` and `PAYMENTS_CA_FILE` (each optional here; what is missing must
    /// be set in code). Empty variables count as unset; values set in code afterwards win.
    ///
    /// `PAYMENTS_AFFILIATION` is `SVC_AUS` or `SVC_LUX` (any case); anything else is
    /// [`ConfigError::InvalidAffiliation`]. [`build`](Self::build) then requires the endpoint, the
    /// e-mail and the password, and checks them with the `payments-types` rules of the login
    /// input ([`ConfigError::InvalidCredential`]: the e-mail's shape, a non-empty password);
    /// `PAYMENTS_CA_FILE` is read there too ([`trust`](crate::trust)).
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|key| std::env::var(key).ok())
    }

    /// Like [`ClientBuilder::from_env`], reading variables through `lookup` (for tests).
    /// Empty values count as unset.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |k: &str| lookup(k).filter(|v| !v.trim().is_empty());
        let mut b = Self::new();
        b.endpoint = get(ENV_ENDPOINT);
        b.email = get(ENV_EMAIL);
        b.password = get(ENV_PASSWORD).map(Secret::from);
        b.ca_file = get(ENV_CA_FILE).map(PathBuf::from);
        if let Some(a) = get(ENV_AFFILIATION) {
            b.affiliation =
                Some(parse_affiliation(&a).ok_or(ConfigError::InvalidAffiliation { value: a })?);
        }
        Ok(b)
    }

    /// The service address, e.g. `http://127.0.0.1:4000/graphql`.
    pub fn endpoint(mut self, url: impl Into<String>) -> Self {
        self.endpoint = Some(url.into());
        self
    }

    /// Login e-mail and password.
    pub fn credentials(mut self, email: impl Into<String>, password: impl Into<Secret>) -> Self {
        self.email = Some(email.into());
        self.password = Some(password.into());
        self
    }

    /// The affiliation to log in to (needed when the user has several).
    pub fn affiliation(mut self, affiliation: Affiliation) -> Self {
        self.affiliation = Some(affiliation);
        self
    }

    /// Your application's `user-agent`, e.g. `acme-payouts/1.4 (ops@acme.example)`. Required.
    pub fn user_agent(mut self, user_agent: impl Into<String>) -> Self {
        self.user_agent = Some(user_agent.into());
        self
    }

    /// Time limit of one HTTP request, reply body included (default 30 s).
    pub fn request_timeout(mut self, timeout: Duration) -> Self {
        self.request_timeout = timeout;
        self
    }

    /// Time limit for opening a connection (default 10 s).
    pub fn connect_timeout(mut self, timeout: Duration) -> Self {
        self.connect_timeout = timeout;
        self
    }

    /// Retry policy for retry-safe calls (default [`RetryPolicy::default`]).
    pub fn retry_policy(mut self, policy: RetryPolicy) -> Self {
        self.retry = policy;
        self
    }

    /// How long before the token's `exp` to log in again (default 60 s; capped at a quarter of
    /// the token's lifetime, so short-lived tokens are still used).
    pub fn token_refresh_margin(mut self, margin: Duration) -> Self {
        self.refresh_margin = margin;
        self
    }

    /// Minimum time between two logins (default 1 s, the service's limit; raise only).
    pub fn login_interval(mut self, interval: Duration) -> Self {
        self.login_interval = interval;
        self
    }

    /// The time source (default [`SystemClock`]); tests pass a [`ManualClock`](crate::ManualClock).
    pub fn clock(mut self, clock: impl Clock) -> Self {
        self.clock = Arc::new(clock);
        self
    }

    /// Calls `observer` with every reply the client receives (operation, HTTP status, body;
    /// see [`Exchange`]), e.g. for an audit log or to record contract snapshots. The token
    /// of a `login` reply is redacted before the observer sees it.
    pub fn observe(mut self, observer: impl Fn(&Exchange<'_>) + Send + Sync + 'static) -> Self {
        self.observer = Some(Arc::new(observer));
        self
    }

    /// A PEM file of root certificates to trust besides the platform's (a company's
    /// TLS-inspecting proxy, a test authority); read when the client is built. See
    /// [`trust`](crate::trust).
    pub fn ca_file(mut self, path: impl Into<PathBuf>) -> Self {
        self.ca_file = Some(path.into());
        self
    }

    /// The settings, checked: a missing or generic user-agent is refused. (`build`, in the
    /// client module, turns them into a client.)
    pub(crate) fn into_config(self) -> Result<Config, ConfigError> {
        let user_agent = self.user_agent.ok_or(ConfigError::MissingUserAgent)?;
        check_user_agent(&user_agent)?;
        let raw = self.endpoint.ok_or(ConfigError::MissingEndpoint)?;
        let endpoint =
            reqwest::Url::parse(raw.trim()).map_err(|e| ConfigError::InvalidEndpoint {
                value: raw.clone(),
                reason: e.to_string(),
            })?;
        match endpoint.scheme() {
            "http" => {}
            "https" if cfg!(feature = "rustls") => {}
            "https" => return Err(ConfigError::TlsNotEnabled { value: raw }),
            other => {
                return Err(ConfigError::InvalidEndpoint {
                    reason: format!("scheme {other:?} is not http or https"),
                    value: raw,
                });
            }
        }
        let email = self.email.ok_or(ConfigError::MissingCredential {
            field: "email",
            env: ENV_EMAIL,
        })?;
        let password = self.password.ok_or(ConfigError::MissingCredential {
            field: "password",
            env: ENV_PASSWORD,
        })?;
        let invalid = |field: &'static str| {
            move |error: FieldError| ConfigError::InvalidCredential { field, error }
        };
        let extra_roots = self.ca_file.map(ExtraRoots::from_pem_file).transpose()?;
        let login = LoginInput {
            email: Email::parse(email.trim()).map_err(invalid("email"))?,
            password: Password::parse(password.expose()).map_err(invalid("password"))?,
            affiliation: self.affiliation,
        };
        Ok(Config {
            endpoint,
            login,
            user_agent: user_agent.trim().to_owned(),
            request_timeout: self.request_timeout,
            connect_timeout: self.connect_timeout,
            retry: self.retry,
            refresh_margin: self.refresh_margin,
            login_interval: self.login_interval.max(Self::DEFAULT_LOGIN_INTERVAL),
            clock: self.clock,
            observer: self.observer,
            extra_roots,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_agent_rules() {
        for bad in [
            "reqwest/0.13.5",
            "curl/8.5.0",
            "python-requests/2.31",
            "Go-http-client/1.1",
            "CURL",
            "Mozilla/5.0 (X11)",
        ] {
            assert!(
                matches!(
                    check_user_agent(bad),
                    Err(ConfigError::GenericUserAgent { .. })
                ),
                "{bad}"
            );
        }
        assert!(matches!(
            check_user_agent(""),
            Err(ConfigError::EmptyUserAgent)
        ));
        assert!(matches!(
            check_user_agent("  "),
            Err(ConfigError::EmptyUserAgent)
        ));
        assert!(matches!(
            check_user_agent("app\n/1"),
            Err(ConfigError::InvalidUserAgent { .. })
        ));
        for good in [
            "acme-payouts/1.4 (ops@acme.example)",
            "curling-club/2",
            "reqwestor/1",
        ] {
            assert!(check_user_agent(good).is_ok(), "{good}");
        }
    }
}
