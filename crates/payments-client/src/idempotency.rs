//! Idempotency keys: the caller's [`IdempotencyKey`] (from `payments-types`) or a generated
//! UUID v4, so that a repeated `createWithdrawal` or `createPayment` cannot pay twice.

pub use payments_types::common::IdempotencyKey;

/// A fresh random key (UUID v4, hyphenated lower case).
pub fn generate_key() -> IdempotencyKey {
    let uuid = uuid::Uuid::new_v4().hyphenated().to_string();
    match IdempotencyKey::parse(&uuid) {
        Ok(key) => key,
        // A hyphenated UUID is 36 printable ASCII characters: always a valid key.
        Err(e) => unreachable!("a UUID is a valid idempotency key: {e}"),
    }
}

/// The caller's key if given, otherwise a fresh one. Call once per logical call, before
/// building the operation: every retry of that operation then sends the same key.
pub fn key_or_generate(key: Option<IdempotencyKey>) -> IdempotencyKey {
    key.unwrap_or_else(generate_key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_keys_are_uuid_v4_and_distinct() {
        let a = generate_key();
        let b = generate_key();
        assert_ne!(a, b);
        let u = uuid::Uuid::parse_str(a.as_str()).unwrap();
        assert_eq!(u.get_version_num(), 4);
    }

    #[test]
    fn callers_key_is_kept() {
        let k = IdempotencyKey::parse("order-42").unwrap();
        assert_eq!(key_or_generate(Some(k.clone())), k);
    }
}
