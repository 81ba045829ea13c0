//! Signature check of regular webhooks: `service-signature` is the Base64 HMAC-SHA256 of the
//! exact body bytes, keyed by the endpoint's secret (its UTF-8 bytes).
//!
//! The check runs on the raw bytes *before* any parsing, compares in constant time
//! (`Mac::verify_slice`) and accepts any of several secrets (key rotation).
//!
//! **Replays.** The scheme signs no timestamp and no request id, so a captured delivery can be
//! replayed verbatim and still verify. The defences are de-duplication on `service-request-id`
//! (see [`super::DedupeStore`]) and, optionally, a maximum age of `eventScheduledAt`
//! ([`Verifier::max_age`]); the latter must allow for the service's retries (up to about 11
//! minutes after the event) and for clock skew.

use std::fmt;

use base64::Engine;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use time::{Duration, OffsetDateTime};

use super::event::Event;

type HmacSha256 = Hmac<Sha256>;

/// Standard Base64, padding optional on input.
const B64: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// Why a delivery was refused.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum WebhookError {
    /// No `service-signature` header.
    #[error("missing service-signature header")]
    MissingSignature,
    /// The header is not Base64 of 32 bytes.
    #[error("malformed service-signature header (expected Base64 of a 32-byte HMAC-SHA256)")]
    MalformedSignature,
    /// The signature matches none of the secrets.
    #[error("service-signature does not match the body")]
    SignatureMismatch,
    /// The signed body is not a valid event payload.
    #[error("malformed event body: {0}")]
    MalformedBody(String),
    /// `eventScheduledAt` is older than the allowed maximum age.
    #[error("event is too old: scheduled {age_secs} s ago, at most {max_secs} s allowed")]
    TooOld {
        /// Age of the event in seconds.
        age_secs: i64,
        /// The maximum allowed.
        max_secs: i64,
    },
    /// `eventScheduledAt` lies further in the future than the allowed clock skew.
    #[error("event is scheduled {ahead_secs} s in the future")]
    InFuture {
        /// Seconds ahead of now.
        ahead_secs: i64,
    },
    /// A secret list was empty, or a secret was empty.
    #[error("no usable webhook secret configured")]
    NoSecret,
    /// The ad hoc `callbackUri` carries no `signature` (or no `externalId`) parameter.
    #[error("callback URI has no {0} parameter")]
    MissingParameter(&'static str),
    /// The event's `externalId` differs from the one the callback URI was signed for.
    #[error("the event's externalId does not match the callback URI")]
    ExternalIdMismatch,
}

/// One or more webhook secrets (several during a rotation). `Debug` shows only the count.
#[derive(Clone)]
pub struct Secrets {
    keys: Vec<HmacSha256>,
}

impl fmt::Debug for Secrets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Secrets([redacted; {}])", self.keys.len())
    }
}

impl Secrets {
    /// Secrets from raw key bytes (for the service: each secret string's UTF-8 bytes).
    /// Refuses an empty list and empty secrets.
    pub fn new<I, K>(secrets: I) -> Result<Self, WebhookError>
    where
        I: IntoIterator<Item = K>,
        K: AsRef<[u8]>,
    {
        let keys = secrets
            .into_iter()
            .map(|k| {
                let k = k.as_ref();
                if k.is_empty() {
                    return Err(WebhookError::NoSecret);
                }
                HmacSha256::new_from_slice(k).map_err(|_| WebhookError::NoSecret)
            })
            .collect::<Result<Vec<_>, _>>()?;
        if keys.is_empty() {
            return Err(WebhookError::NoSecret);
        }
        Ok(Self { keys })
    }

    /// One secret.
    pub fn single(secret: impl AsRef<[u8]>) -> Result<Self, WebhookError> {
        Self::new([secret])
    }

    /// Checks `signature_header` against `body` with every secret; no parsing.
    pub fn check(&self, body: &[u8], signature_header: Option<&str>) -> Result<(), WebhookError> {
        let header = signature_header.ok_or(WebhookError::MissingSignature)?;
        let tag = decode_tag(header)?;
        let ok = self.keys.iter().any(|k| {
            let mut mac = k.clone();
            mac.update(body);
            mac.verify_slice(&tag).is_ok()
        });
        if ok {
            Ok(())
        } else {
            Err(WebhookError::SignatureMismatch)
        }
    }
}

/// Decodes a Base64 HMAC-SHA256 tag (surrounding whitespace ignored).
fn decode_tag(header: &str) -> Result<[u8; 32], WebhookError> {
    let h = header.trim();
    // 32 bytes are 44 Base64 characters with padding; anything longer is not ours.
    if h.is_empty() || h.len() > 44 {
        return Err(WebhookError::MalformedSignature);
    }
    let mut buf = [0u8; 33];
    let n = B64
        .decode_slice(h, &mut buf)
        .map_err(|_| WebhookError::MalformedSignature)?;
    if n != 32 {
        return Err(WebhookError::MalformedSignature);
    }
    let mut tag = [0u8; 32];
    tag.copy_from_slice(&buf[..32]);
    Ok(tag)
}

/// Base64 HMAC-SHA256 of `body` keyed by `secret`: what the service sends in
/// `service-signature` (useful for tests and replays).
pub fn sign(secret: &[u8], body: &[u8]) -> String {
    // HMAC accepts keys of any length, so this cannot fail.
    let mut mac = match HmacSha256::new_from_slice(secret) {
        Ok(m) => m,
        Err(_) => return String::new(),
    };
    mac.update(body);
    B64.encode(mac.finalize().into_bytes())
}

/// Verifies the signature over the exact `body` bytes, then parses the event.
///
/// Errors, in the order checked: [`WebhookError::MissingSignature`],
/// [`WebhookError::MalformedSignature`], [`WebhookError::SignatureMismatch`],
/// [`WebhookError::MalformedBody`]. No age check: see [`Verifier`].
pub fn verify(
    secrets: &Secrets,
    body: &[u8],
    signature_header: Option<&str>,
) -> Result<Event, WebhookError> {
    secrets.check(body, signature_header)?;
    Event::from_json(body).map_err(|e| WebhookError::MalformedBody(e.to_string()))
}

/// [`verify`] plus an optional maximum age of `eventScheduledAt` against an injected `now`.
#[derive(Debug, Clone)]
pub struct Verifier {
    secrets: Secrets,
    max_age: Option<Duration>,
    max_skew: Duration,
}

impl Verifier {
    /// A verifier without age limit.
    pub fn new(secrets: Secrets) -> Self {
        Self {
            secrets,
            max_age: None,
            max_skew: Duration::seconds(300),
        }
    }

    /// Refuse events scheduled more than `max_age` before `now`. Allow at least the retry
    /// window (666 s after the event) plus clock skew, or retried deliveries are refused.
    pub fn max_age(mut self, max_age: Duration) -> Self {
        self.max_age = Some(max_age);
        self
    }

    /// Refuse events scheduled more than `skew` after `now` (default 300 s); only applied
    /// together with [`Verifier::max_age`].
    pub fn max_future_skew(mut self, skew: Duration) -> Self {
        self.max_skew = skew;
        self
    }

    /// The secrets.
    pub fn secrets(&self) -> &Secrets {
        &self.secrets
    }

    /// Verifies signature, then body, then age (if configured) as of `now`.
    /// An event without a readable `eventScheduledAt` ([`Event::Unknown`]) passes the age check.
    pub fn verify_at(
        &self,
        now: OffsetDateTime,
        body: &[u8],
        signature_header: Option<&str>,
    ) -> Result<Event, WebhookError> {
        let event = verify(&self.secrets, body, signature_header)?;
        if let (Some(max), Some(at)) = (self.max_age, event.scheduled_at()) {
            let age = now - at;
            if age > max {
                return Err(WebhookError::TooOld {
                    age_secs: age.whole_seconds(),
                    max_secs: max.whole_seconds(),
                });
            }
            if -age > self.max_skew {
                return Err(WebhookError::InFuture {
                    ahead_secs: (-age).whole_seconds(),
                });
            }
        }
        Ok(event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BODY: &[u8] =
        br#"{"event":"ams_pending","eventScheduledAt":"2026-07-01T00:00:00Z","id":"a1","status":"PENDING"}"#;

    #[test]
    fn accepts_own_signature_and_refuses_the_rest() {
        let s = Secrets::single("k1").expect("secret");
        let sig = sign(b"k1", BODY);
        assert_eq!(
            verify(&s, BODY, Some(&sig)).expect("ok").kind(),
            "ams_pending"
        );
        assert_eq!(verify(&s, BODY, None), Err(WebhookError::MissingSignature));
        assert_eq!(
            verify(&s, BODY, Some("!!")),
            Err(WebhookError::MalformedSignature)
        );
        assert_eq!(
            verify(&s, BODY, Some("AAAA")),
            Err(WebhookError::MalformedSignature)
        );
        let other = sign(b"k2", BODY);
        assert_eq!(
            verify(&s, BODY, Some(&other)),
            Err(WebhookError::SignatureMismatch)
        );
        let mut tampered = BODY.to_vec();
        tampered[60] ^= 1;
        assert_eq!(
            verify(&s, &tampered, Some(&sig)),
            Err(WebhookError::SignatureMismatch)
        );
        let junk = b"not json";
        assert!(matches!(
            verify(&s, junk, Some(&sign(b"k1", junk))),
            Err(WebhookError::MalformedBody(_))
        ));
    }

    #[test]
    fn rotation_accepts_any_listed_secret() {
        let s = Secrets::new(["old", "new"]).expect("secrets");
        assert!(verify(&s, BODY, Some(&sign(b"old", BODY))).is_ok());
        assert!(verify(&s, BODY, Some(&sign(b"new", BODY))).is_ok());
        assert!(Secrets::new(Vec::<&str>::new()).is_err());
        assert!(Secrets::single("").is_err());
        assert_eq!(format!("{s:?}"), "Secrets([redacted; 2])");
    }

    #[test]
    fn max_age_is_checked_against_injected_now() {
        let v =
            Verifier::new(Secrets::single("k").expect("secret")).max_age(Duration::seconds(900));
        let sig = sign(b"k", BODY);
        let at = time::macros::datetime!(2026-07-01 00:00:00 UTC);
        assert!(
            v.verify_at(at + Duration::seconds(899), BODY, Some(&sig))
                .is_ok()
        );
        assert!(matches!(
            v.verify_at(at + Duration::seconds(901), BODY, Some(&sig)),
            Err(WebhookError::TooOld { .. })
        ));
        assert!(matches!(
            v.verify_at(at - Duration::seconds(301), BODY, Some(&sig)),
            Err(WebhookError::InFuture { .. })
        ));
    }
}
