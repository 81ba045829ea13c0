//! proptest: `verify` never panics on arbitrary bytes and headers, and refuses any body
//! change under a valid signature.

use payments_client::webhooks::{Event, Secrets, Verifier, WebhookError, sign, verify};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn verify_never_panics(body in proptest::collection::vec(any::<u8>(), 0..2048),
                           header in proptest::option::of(".{0,80}"),
                           secret in proptest::collection::vec(any::<u8>(), 1..64)) {
        let s = Secrets::single(&secret).expect("non-empty secret");
        let _ = verify(&s, &body, header.as_deref());
        // A correct signature reaches the parser, which must not panic either.
        let sig = sign(&secret, &body);
        match verify(&s, &body, Some(&sig)) {
            Ok(_) | Err(WebhookError::MalformedBody(_)) => {}
            Err(e) => prop_assert!(false, "unexpected {e:?}"),
        }
        let now = time::OffsetDateTime::UNIX_EPOCH;
        let _ = Verifier::new(s).max_age(time::Duration::seconds(1)).verify_at(now, &body, Some(&sig));
        let _ = Event::from_json(&body);
    }

    #[test]
    fn json_like_bodies_never_panic(kind in prop::sample::select(payments_client::webhooks::EVENT_KINDS.to_vec()),
                                    amount in prop_oneof![Just("1e400".to_owned()), Just("-0".to_owned()), "[0-9]{1,30}(\\.[0-9]{1,30})?", Just("null".to_owned())],
                                    at in prop_oneof![Just("2026-07-01T00:00:00Z".to_owned()), ".{0,30}"]) {
        let body = format!(r#"{{"event":"{kind}","eventScheduledAt":{},"id":"x","amount":{amount},"fromAmount":{amount},"toAmount":{amount},"rate":{amount},"currency":"AUD","status":"X"}}"#,
            serde_json::Value::String(at));
        let s = Secrets::single("k").expect("secret");
        let _ = verify(&s, body.as_bytes(), Some(&sign(b"k", body.as_bytes())));
    }

    #[test]
    fn any_change_to_the_body_is_refused(body in proptest::collection::vec(any::<u8>(), 1..512), idx in any::<usize>(), flip in 1u8..=255) {
        let s = Secrets::single("k").expect("secret");
        let sig = sign(b"k", &body);
        let mut t = body.clone();
        let i = idx % t.len();
        t[i] ^= flip;
        prop_assert_eq!(verify(&s, &t, Some(&sig)).err(), Some(WebhookError::SignatureMismatch));
    }
}
