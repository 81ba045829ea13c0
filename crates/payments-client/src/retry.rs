//! [`RetryPolicy`]: how often and how long the client waits before repeating a retry-safe call.

use std::time::Duration;

use rand::Rng;

use crate::error::Error;
#[cfg(test)]
use crate::error::ErrorKind;

/// Automatic retries of retry-safe calls after a transient error.
///
/// **Retry-safe calls** are [`OperationKind::Query`](crate::OperationKind::Query) and
/// `OperationKind::Mutation { idempotent: true }`, which is set only for mutations that carry an
/// `idempotencyKey` (`createWithdrawal`, `createPayment`) or are idempotent by nature (`login`,
/// `logout`). Every other mutation is sent once, with one exception that holds for every call:
/// when no connection could be made ([`ErrorKind::Unreachable`](crate::ErrorKind::Unreachable):
/// refused, DNS, a failed TLS handshake) nothing was sent, so repeating it cannot act twice, and
/// it is retried under the same policy. A refused certificate
/// ([`ErrorKind::Certificate`](crate::ErrorKind::Certificate)) is never retried: only
/// configuration mends it.
///
/// **Transient errors**: HTTP 429, 502, 503, 504, a timeout, a transport error (a reply broken
/// off mid-body included) and a 2xx whose body is not JSON (a truncated reply: the service may
/// have acted, which only a retry-safe call tolerates). Never retried: HTTP 500 (likely
/// deterministic), 403 (the firewall: retrying makes a block worse), 401 (the client logs in
/// again instead; see [`Client`](crate::Client)), other 4xx, GraphQL `errors`, `success: false`,
/// and JSON that does not decode.
///
/// The delay before retry `n` (1-based) is the service's `retry-after` when it sent one (plus up
/// to 10% jitter, never less than the service asked), otherwise
/// `min(max_delay, base_delay * 2^(n-1))` with "equal jitter" (uniform in its upper half).
/// A `retry-after` longer than `max_retry_after` is not waited out: the call fails at once with
/// [`ErrorKind::RateLimited`](crate::ErrorKind::RateLimited) carrying the delay, so the caller
/// decides. A `retry-after` given as an HTTP date is ignored (the backoff is used).
/// [`RetryPolicy::never`] turns retries off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Attempts in all, the first included (1 = never retry). Default 4.
    pub max_attempts: u32,
    /// Backoff before the first retry. Default 250 ms.
    pub base_delay: Duration,
    /// Cap on the exponential backoff. Default 8 s.
    pub max_delay: Duration,
    /// Longest `retry-after` the client waits out by itself. Default 60 s.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_attempts: 4,
            base_delay: Duration::from_millis(250),
            max_delay: Duration::from_secs(8),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    /// A policy that never retries.
    pub fn never() -> Self {
        Self {
            max_attempts: 1,
            ..Self::default()
        }
    }

    /// The delay before retry number `retry` (1-based) after `error`, or `None` when the call must
    /// not be repeated (not transient, attempts used up, or `retry-after` too long).
    pub(crate) fn delay(&self, retry: u32, error: &Error) -> Option<Duration> {
        if retry >= self.max_attempts.max(1) || !error.is_transient() {
            return None;
        }
        let mut rng = rand::rng();
        if let Some(after) = error.retry_after() {
            if after > self.max_retry_after {
                return None;
            }
            let jitter = after.mul_f64(rng.random_range(0.0..=0.1));
            return Some(after + jitter);
        }
        let exp = self
            .base_delay
            .saturating_mul(1u32 << (retry - 1).min(20))
            .min(self.max_delay);
        Some(exp.mul_f64(rng.random_range(0.5..=1.0)))
    }
}

/// Parses a `retry-after` header given in seconds (`"2"`, `"1.5"`). An HTTP-date or anything
/// else gives `None`, and the client falls back to its own backoff.
pub(crate) fn parse_retry_after(value: &str) -> Option<Duration> {
    let secs: f64 = value.trim().parse().ok()?;
    if (0.0..1e9).contains(&secs) {
        Some(Duration::from_secs_f64(secs))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limited(after: Option<u64>) -> Error {
        Error::new(
            "Balances",
            ErrorKind::RateLimited {
                retry_after: after.map(Duration::from_secs),
                code: None,
            },
        )
    }

    #[test]
    fn backoff_grows_is_capped_and_jittered() {
        let p = RetryPolicy {
            max_attempts: 20,
            ..RetryPolicy::default()
        };
        for _ in 0..50 {
            let d1 = p.delay(1, &limited(None)).unwrap();
            assert!(
                d1 >= Duration::from_millis(125) && d1 <= Duration::from_millis(250),
                "{d1:?}"
            );
            let d3 = p.delay(3, &limited(None)).unwrap();
            assert!(
                d3 >= Duration::from_millis(500) && d3 <= Duration::from_millis(1000),
                "{d3:?}"
            );
            let d19 = p.delay(19, &limited(None)).unwrap();
            assert!(
                d19 >= Duration::from_secs(4) && d19 <= Duration::from_secs(8),
                "{d19:?}"
            );
        }
    }

    #[test]
    fn retry_after_is_honoured_and_never_shortened() {
        let p = RetryPolicy::default();
        for _ in 0..50 {
            let d = p.delay(1, &limited(Some(2))).unwrap();
            assert!(
                d >= Duration::from_secs(2) && d <= Duration::from_millis(2200),
                "{d:?}"
            );
        }
        assert_eq!(p.delay(1, &limited(Some(61))), None);
    }

    #[test]
    fn attempts_are_bounded_and_only_transient_errors_retry() {
        let p = RetryPolicy::default();
        assert!(p.delay(3, &limited(None)).is_some());
        assert_eq!(p.delay(4, &limited(None)), None);
        assert_eq!(RetryPolicy::never().delay(1, &limited(None)), None);
        let rejected = Error::new(
            "CreateWithdrawal",
            ErrorKind::Rejected {
                code: payments_types::codes::Code::parse("X"),
                message: None,
                fields: Vec::new(),
            },
        );
        assert_eq!(p.delay(1, &rejected), None);
    }

    #[test]
    fn retry_after_parsing() {
        assert_eq!(parse_retry_after("2"), Some(Duration::from_secs(2)));
        assert_eq!(
            parse_retry_after(" 1.5 "),
            Some(Duration::from_millis(1500))
        );
        assert_eq!(parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT"), None);
        assert_eq!(parse_retry_after("-1"), None);
        assert_eq!(parse_retry_after(""), None);
    }
}
