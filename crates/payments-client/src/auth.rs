//! Access tokens: reading `exp` from the JWT, deciding when to log in again, spacing logins at
//! least [`Config::login_interval`](crate::Config::login_interval) apart, and single flight
//! (concurrent callers that find no valid token share one login).

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use base64::Engine as _;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};

use crate::clock::{Clock, unix_secs};
use crate::error::Error;
use crate::secret::Secret;

/// Lifetime assumed for a token whose `exp` cannot be read (the spec's 4 hours).
pub(crate) const FALLBACK_LIFETIME: Duration = Duration::from_secs(4 * 3600);

/// URL-safe base64 that accepts the payload with or without padding.
const B64URL: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::URL_SAFE,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// The claims the client reads from the token (Unix seconds). The signature is not checked:
/// the service owns the key.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Claims {
    pub exp: f64,
    pub iat: Option<f64>,
}

/// Reads `exp` (and `iat`) from a JWT's payload, or `None` when the token is not a JWT with a
/// numeric `exp`.
pub(crate) fn read_claims(token: &str) -> Option<Claims> {
    let mut parts = token.split('.');
    let (_header, payload) = (parts.next()?, parts.next()?);
    let bytes = B64URL.decode(payload.trim()).ok()?;
    let value: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
    let exp = value.get("exp")?.as_f64()?;
    let iat = value.get("iat").and_then(serde_json::Value::as_f64);
    exp.is_finite().then_some(Claims { exp, iat })
}

/// When to stop using a token obtained at `obtained`: `exp - min(margin, lifetime / 4)`, where
/// lifetime is `exp - iat` (or `exp - obtained` without `iat`). Without a readable `exp`:
/// `obtained + 4 h - margin`.
pub(crate) fn refresh_at(token: &str, obtained: SystemTime, margin: Duration) -> SystemTime {
    match read_claims(token) {
        Some(Claims { exp, iat }) => {
            let lifetime = (exp - iat.unwrap_or_else(|| unix_secs(obtained))).max(0.0);
            let margin = margin.as_secs_f64().min(lifetime / 4.0);
            let at = (exp - margin).max(0.0);
            SystemTime::UNIX_EPOCH + Duration::from_secs_f64(at)
        }
        None => {
            tracing::warn!(
                "access token has no readable `exp`; assuming a lifetime of {}s",
                FALLBACK_LIFETIME.as_secs()
            );
            obtained + FALLBACK_LIFETIME.saturating_sub(margin)
        }
    }
}

struct Token {
    secret: Secret,
    refresh_at: SystemTime,
}

#[derive(Default)]
struct State {
    token: Option<Token>,
    last_login: Option<SystemTime>,
    /// Logins finished so far.
    finished: u64,
    /// Error of the last login, if it failed.
    last_failure: Option<Error>,
}

/// Token state of one client.
pub(crate) struct Auth {
    state: tokio::sync::Mutex<State>,
    finished: AtomicU64,
    margin: Duration,
    interval: Duration,
    clock: Arc<dyn Clock>,
}

impl Auth {
    pub(crate) fn new(margin: Duration, interval: Duration, clock: Arc<dyn Clock>) -> Self {
        Self {
            state: tokio::sync::Mutex::new(State::default()),
            finished: AtomicU64::new(0),
            margin,
            interval,
            clock,
        }
    }

    /// A token valid now: the held one, or a new one from `login`. Only one caller logs in at a
    /// time (the others wait on the lock and then find the fresh token); callers that were
    /// waiting while a login failed get that login's error instead of trying again at once.
    /// Logins are spaced at least `interval` apart on the clock.
    pub(crate) async fn bearer<F, Fut>(&self, login: F) -> Result<Secret, Error>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Secret, Error>>,
    {
        let seen = self.finished.load(Ordering::Acquire);
        let mut state = self.state.lock().await;
        if let Some(token) = &state.token
            && self.clock.now() < token.refresh_at
        {
            return Ok(token.secret.clone());
        }
        if state.finished > seen
            && let Some(error) = &state.last_failure
        {
            return Err(error.clone());
        }
        if let Some(last) = state.last_login {
            let next = last + self.interval;
            let now = self.clock.now();
            if let Ok(wait) = next.duration_since(now)
                && !wait.is_zero()
            {
                tracing::debug!(wait_ms = wait.as_millis() as u64, "spacing logins");
                self.clock.sleep(wait).await;
            }
        }
        let started = self.clock.now();
        state.last_login = Some(started);
        state.token = None;
        let result = login().await;
        state.finished += 1;
        self.finished.store(state.finished, Ordering::Release);
        match result {
            Ok(secret) => {
                let refresh_at = refresh_at(secret.expose(), started, self.margin);
                state.token = Some(Token {
                    secret: secret.clone(),
                    refresh_at,
                });
                state.last_failure = None;
                Ok(secret)
            }
            Err(error) => {
                state.last_failure = Some(error.clone());
                Err(error)
            }
        }
    }

    /// Forgets the held token if it is still `used` (after the service refused it).
    pub(crate) async fn invalidate(&self, used: &Secret) {
        let mut state = self.state.lock().await;
        if state.token.as_ref().is_some_and(|t| &t.secret == used) {
            state.token = None;
        }
    }

    /// Removes and returns the held token, valid or not.
    pub(crate) async fn take(&self) -> Option<Secret> {
        self.state.lock().await.token.take().map(|t| t.secret)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jwt(payload: &str) -> String {
        let b = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        format!(
            "{}.{}.sig",
            b.encode(r#"{"alg":"HS256"}"#),
            b.encode(payload)
        )
    }

    #[test]
    fn claims_are_read_with_or_without_padding() {
        let t = jwt(r#"{"iat":1000,"exp":15400,"sub":"x"}"#);
        assert_eq!(
            read_claims(&t),
            Some(Claims {
                exp: 15400.0,
                iat: Some(1000.0)
            })
        );
        let padded = base64::engine::general_purpose::URL_SAFE.encode(r#"{"exp":5}"#);
        assert_eq!(
            read_claims(&format!("h.{padded}.s")).map(|c| c.exp),
            Some(5.0)
        );
        assert_eq!(read_claims("not-a-jwt"), None);
        assert_eq!(read_claims(&jwt(r#"{"exp":"soon"}"#)), None);
        assert_eq!(read_claims("a.!!!.c"), None);
    }

    #[test]
    fn refresh_happens_margin_before_exp_capped_at_a_quarter_of_lifetime() {
        let at = |secs: f64| SystemTime::UNIX_EPOCH + Duration::from_secs_f64(secs);
        let t = jwt(r#"{"iat":1000,"exp":15400}"#);
        assert_eq!(
            refresh_at(&t, at(1000.0), Duration::from_secs(60)),
            at(15340.0)
        );
        // A 40 s token: margin is 10 s, not 60.
        let short = jwt(r#"{"iat":1000,"exp":1040}"#);
        assert_eq!(
            refresh_at(&short, at(1000.0), Duration::from_secs(60)),
            at(1030.0)
        );
        // No iat: lifetime counted from when it was obtained.
        let no_iat = jwt(r#"{"exp":1040}"#);
        assert_eq!(
            refresh_at(&no_iat, at(1000.0), Duration::from_secs(60)),
            at(1030.0)
        );
        // Unreadable: four hours minus the margin.
        assert_eq!(
            refresh_at("opaque", at(1000.0), Duration::from_secs(60)),
            at(1000.0 + 4.0 * 3600.0 - 60.0)
        );
    }
}
