//! [`IdempotencyKey`]: the key that makes a repeated `createWithdrawal` or `createPayment` safe.

use std::fmt;

/// An idempotency key, sent in the mutation's `idempotencyKey` input field. The service treats
/// two calls with the same key as one, so a call repeated after a timeout or a dropped
/// connection cannot pay twice. Build the operation once with the key and let the client retry
/// it: every attempt sends the same bytes, hence the same key.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IdempotencyKey(String);

/// Why a caller-supplied key was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IdempotencyKeyError {
    /// Empty or only whitespace.
    #[error("idempotencyKey: must not be empty")]
    Empty,
    /// Longer than [`IdempotencyKey::MAX_LEN`] characters.
    #[error("idempotencyKey: longer than {max} characters ({len})")]
    TooLong {
        /// The key's length.
        len: usize,
        /// The limit.
        max: usize,
    },
    /// Holds a character other than printable ASCII.
    #[error("idempotencyKey: only printable ASCII characters are allowed")]
    NotPrintableAscii,
}

impl IdempotencyKey {
    /// Longest key accepted (the spec is silent; 255 is what peer payment APIs allow).
    pub const MAX_LEN: usize = 255;

    /// A caller-chosen key: 1 to 255 printable ASCII characters.
    pub fn new(key: impl Into<String>) -> Result<Self, IdempotencyKeyError> {
        let key = key.into();
        if key.trim().is_empty() {
            return Err(IdempotencyKeyError::Empty);
        }
        if key.len() > Self::MAX_LEN {
            return Err(IdempotencyKeyError::TooLong {
                len: key.len(),
                max: Self::MAX_LEN,
            });
        }
        if !key.bytes().all(|b| b.is_ascii_graphic() || b == b' ') {
            return Err(IdempotencyKeyError::NotPrintableAscii);
        }
        Ok(Self(key))
    }

    /// A fresh random key (UUID v4, hyphenated lower case).
    pub fn generate() -> Self {
        Self(uuid::Uuid::new_v4().hyphenated().to_string())
    }

    /// The caller's key if given, otherwise a fresh one. Call once per logical call, before
    /// building the operation.
    pub fn or_generate(key: Option<IdempotencyKey>) -> Self {
        key.unwrap_or_else(Self::generate)
    }

    /// The key as sent.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for IdempotencyKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("IdempotencyKey").field(&self.0).finish()
    }
}

impl fmt::Display for IdempotencyKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<IdempotencyKey> for String {
    fn from(k: IdempotencyKey) -> Self {
        k.0
    }
}

impl serde::Serialize for IdempotencyKey {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_keys_are_uuid_v4_and_distinct() {
        let a = IdempotencyKey::generate();
        let b = IdempotencyKey::generate();
        assert_ne!(a, b);
        let u = uuid::Uuid::parse_str(a.as_str()).unwrap();
        assert_eq!(u.get_version_num(), 4);
    }

    #[test]
    fn callers_key_is_kept() {
        let k = IdempotencyKey::new("order-42").unwrap();
        assert_eq!(IdempotencyKey::or_generate(Some(k.clone())), k);
    }

    #[test]
    fn bad_keys_are_refused() {
        assert_eq!(IdempotencyKey::new(" "), Err(IdempotencyKeyError::Empty));
        assert!(matches!(
            IdempotencyKey::new("x".repeat(256)),
            Err(IdempotencyKeyError::TooLong { len: 256, .. })
        ));
        assert_eq!(
            IdempotencyKey::new("clé"),
            Err(IdempotencyKeyError::NotPrintableAscii)
        );
    }
}

use payments_schema::schema;
cynic::impl_scalar!(IdempotencyKey, schema::String);
