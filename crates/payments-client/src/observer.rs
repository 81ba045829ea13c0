//! [`Exchange`]: what the client saw of one HTTP exchange, handed to an observer set with
//! [`ClientBuilder::observe`](crate::ClientBuilder::observe) (audit logs, contract snapshots).

use std::sync::Arc;

/// One reply the client received: the operation it answered, the HTTP status and the body
/// bytes exactly as read. The access token in a `Login` reply is replaced by `"[redacted]"`
/// before the observer sees it; no other field is touched.
#[derive(Debug, Clone, Copy)]
pub struct Exchange<'a> {
    /// The GraphQL operation name (`CreateWithdrawal`, `Login`, ...).
    pub operation: &'a str,
    /// The HTTP status.
    pub status: u16,
    /// The reply body.
    pub body: &'a [u8],
}

/// The observer callback: called once per HTTP reply (every attempt, retries included), on
/// the task that made the call, before the reply is decoded. Keep it quick.
pub type Observer = Arc<dyn Fn(&Exchange<'_>) + Send + Sync>;

/// Calls `observer` with the exchange, redacting the token of a `Login` reply.
pub(crate) fn notify(observer: &Observer, operation: &str, status: u16, body: &[u8]) {
    if operation == "Login" {
        let redacted = redact_token(body);
        observer(&Exchange {
            operation,
            status,
            body: redacted.as_deref().unwrap_or(body),
        });
    } else {
        observer(&Exchange {
            operation,
            status,
            body,
        });
    }
}

/// The body with `data.login.token` replaced, or `None` when there is no string token in it.
fn redact_token(body: &[u8]) -> Option<Vec<u8>> {
    let mut reply: serde_json::Value = serde_json::from_slice(body).ok()?;
    let token = reply.pointer_mut("/data/login/token")?;
    if !token.is_string() {
        return None;
    }
    *token = "[redacted]".into();
    serde_json::to_vec(&reply).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn seen(operation: &str, body: &str) -> String {
        let out = Arc::new(Mutex::new(String::new()));
        let sink = out.clone();
        let observer: Observer = Arc::new(move |e: &Exchange<'_>| {
            *sink.lock().unwrap() = String::from_utf8_lossy(e.body).into_owned();
        });
        notify(&observer, operation, 200, body.as_bytes());
        out.lock().unwrap().clone()
    }

    #[test]
    fn login_token_is_redacted_and_nothing_else_changes() {
        let body = r#"{"data":{"login":{"success":true,"code":"SUCCESS","token":"eyJhbGciOi.secret.sig"}}}"#;
        let shown = seen("Login", body);
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains(r#""token":"[redacted]""#), "{shown}");
        assert!(shown.contains(r#""code":"SUCCESS""#), "{shown}");
        // Other operations and token-less login replies pass through byte for byte.
        let other = r#"{"data":{"x":{"token":"kept"}}}"#;
        assert_eq!(seen("CreateWithdrawal", other), other);
        let refused = r#"{"data":{"login":{"success":false,"token":null}}}"#;
        assert_eq!(seen("Login", refused), refused);
    }
}
