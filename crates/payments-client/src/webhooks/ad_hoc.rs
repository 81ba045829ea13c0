//! Ad hoc webhooks: the `callbackUri` given on a withdrawal, payment or conversion.
//!
//! The spec advises appending `signature=<SIGNATURE>` to `callbackUri`, derived by the caller
//! (e.g. an HMAC of the record's `externalId`), and checking it on receipt; how the service
//! signs the body of ad hoc deliveries is not shown. So [`callback_uri`] appends
//! `externalId=<id>&signature=<Base64url HMAC-SHA256 of the externalId with the caller's key>`,
//! and [`verify_callback`] recomputes it from the received query, compares in constant time,
//! parses the body, and checks that the event's `externalId` (when it carries one;
//! `payment_created` does not) is the one the URI was made for.
//!
//! What this proves: the request was sent to a URI that only holders of the key can make
//! (a capability), for that record. It does not authenticate the body; de-duplicate on
//! `service-request-id` and re-read the record through the API before acting on money.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::event::Event;
use super::verify::WebhookError;

type HmacSha256 = Hmac<Sha256>;

/// Base64url (no padding) HMAC-SHA256 of `external_id` keyed by `key`.
pub fn ad_hoc_signature(key: &[u8], external_id: &str) -> String {
    let Ok(mut mac) = HmacSha256::new_from_slice(key) else {
        return String::new();
    };
    mac.update(external_id.as_bytes());
    URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
}

/// `base` with `externalId` and `signature` query parameters appended (before any `#fragment`).
/// An empty key is refused ([`WebhookError::NoSecret`]).
pub fn callback_uri(base: &str, external_id: &str, key: &[u8]) -> Result<String, WebhookError> {
    if key.is_empty() {
        return Err(WebhookError::NoSecret);
    }
    let (head, fragment) = match base.split_once('#') {
        Some((h, f)) => (h, Some(f)),
        None => (base, None),
    };
    let sep = if !head.contains('?') {
        "?"
    } else if head.ends_with('?') || head.ends_with('&') {
        ""
    } else {
        "&"
    };
    let mut out = format!(
        "{head}{sep}externalId={}&signature={}",
        encode(external_id),
        ad_hoc_signature(key, external_id)
    );
    if let Some(f) = fragment {
        out.push('#');
        out.push_str(f);
    }
    Ok(out)
}

/// Checks the `externalId`/`signature` parameters of a received request's query string
/// (`a=1&externalId=..&signature=..`, with or without a leading `?`) against `key`, then
/// parses `body` and checks its `externalId`.
pub fn verify_callback(
    key: &[u8],
    query: Option<&str>,
    body: &[u8],
) -> Result<Event, WebhookError> {
    let external_id = verify_query(key, query)?;
    let event = Event::from_json(body).map_err(|e| WebhookError::MalformedBody(e.to_string()))?;
    match event.external_id() {
        Some(x) if x != external_id => Err(WebhookError::ExternalIdMismatch),
        _ => Ok(event),
    }
}

/// Checks the query's signature only; returns the `externalId` it was made for.
pub fn verify_query(key: &[u8], query: Option<&str>) -> Result<String, WebhookError> {
    if key.is_empty() {
        return Err(WebhookError::NoSecret);
    }
    let q = query.unwrap_or_default();
    let q = q.strip_prefix('?').unwrap_or(q);
    let (mut ext, mut sig) = (None, None);
    // Bounded by the query's length.
    for pair in q.split('&') {
        match pair.split_once('=') {
            Some(("externalId", v)) => ext = decode(v),
            Some(("signature", v)) => sig = Some(v),
            _ => {}
        }
    }
    let ext = ext.ok_or(WebhookError::MissingParameter("externalId"))?;
    let sig = sig.ok_or(WebhookError::MissingParameter("signature"))?;
    if sig.len() > 64 {
        return Err(WebhookError::MalformedSignature);
    }
    let tag = URL_SAFE_NO_PAD
        .decode(sig)
        .map_err(|_| WebhookError::MalformedSignature)?;
    let Ok(mut mac) = HmacSha256::new_from_slice(key) else {
        return Err(WebhookError::NoSecret);
    };
    mac.update(ext.as_bytes());
    mac.verify_slice(&tag)
        .map_err(|_| WebhookError::SignatureMismatch)?;
    Ok(ext)
}

/// Percent-encodes everything but RFC 3986 unreserved characters.
fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Percent-decodes (`+` stays `+`); `None` on a bad escape or invalid UTF-8.
fn decode(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BODY: &str = r#"{"event":"withdrawal_pending","eventScheduledAt":"2026-07-01T00:00:02Z","id":"wd_1","amount":5,"totalFee":1,"currency":"AUD","externalId":"inv 42/7"}"#;

    fn query_of(uri: &str) -> &str {
        uri.split_once('?').map(|(_, q)| q).unwrap_or_default()
    }

    #[test]
    fn round_trip_and_refusals() {
        let uri =
            callback_uri("https://hooks.example/cb?team=a#x", "inv 42/7", b"key").expect("uri");
        assert!(
            uri.starts_with("https://hooks.example/cb?team=a&externalId=inv%2042%2F7&signature=")
        );
        assert!(uri.ends_with("#x"));
        let q = query_of(&uri).split('#').next().unwrap_or_default();
        let e = verify_callback(b"key", Some(q), BODY.as_bytes()).expect("verifies");
        assert_eq!(e.kind(), "withdrawal_pending");
        assert_eq!(
            verify_callback(b"other", Some(q), BODY.as_bytes()),
            Err(WebhookError::SignatureMismatch)
        );
        assert_eq!(
            verify_callback(b"key", None, BODY.as_bytes()),
            Err(WebhookError::MissingParameter("externalId"))
        );
        let other = callback_uri("http://127.0.0.1/cb", "inv 1", b"key").expect("uri");
        assert_eq!(
            verify_callback(b"key", Some(query_of(&other)), BODY.as_bytes()),
            Err(WebhookError::ExternalIdMismatch)
        );
        let bad = q.replace("signature=", "signature=%%");
        assert_eq!(
            verify_callback(b"key", Some(&bad), BODY.as_bytes()),
            Err(WebhookError::MalformedSignature)
        );
        assert_eq!(callback_uri("x", "y", b""), Err(WebhookError::NoSecret));
    }
}
