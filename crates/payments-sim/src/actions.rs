//! What the web portal lets a person do, as one implementation each, on the whole state (the
//! service and its webhooks): the control API (`http/control.rs`) and the portal pages
//! (`http/portal.rs`) both call these. Actions on the service alone are the domain's own
//! (`domain::deposits::arrive`, `reject`, ...), called directly by both.

use crate::domain::jobs;
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, TestRequestId, WebhookId};
use crate::state::State;
use crate::webhooks::check_url;

/// A webhook as registered: its id and its signing secret.
pub struct Registered {
    /// The new webhook's id.
    pub id: WebhookId,
    /// The signing secret (given, or generated).
    pub secret: String,
}

/// Registers a regular webhook of `account` at `url` for `events` (`None`: every kind), signed
/// with `secret` (`None`: a generated `whsec_…` one); it gets the events recorded from now on.
pub fn register_webhook(
    g: &mut State,
    account: &AccountId,
    url: &str,
    secret: Option<String>,
    events: Option<Vec<EventKind>>,
) -> Result<Registered, ApiError> {
    check_url(url).map_err(|why| ApiError::invalid("url", "https", why))?;
    if let Some(s) = &secret
        && (s.is_empty() || s.len() > 256)
    {
        return Err(ApiError::invalid(
            "secret",
            "secret",
            "must be a non-empty string of at most 256 bytes",
        ));
    }
    let secret = secret.unwrap_or_else(new_secret);
    let id = WebhookId::mint(&mut g.service.seq);
    let since = g.service.events.len() as u64;
    g.webhooks
        .register(id.clone(), account, url, secret.clone(), events, since);
    Ok(Registered { id, secret })
}

/// Rotates the signing secret of `account`'s webhook `id`: the new secret (generated), used
/// from the next delivery on.
pub fn rotate_secret(g: &mut State, account: &AccountId, id: &str) -> Result<String, ApiError> {
    let secret = new_secret();
    if g.webhooks.set_secret(account, id, secret.clone()) {
        Ok(secret)
    } else {
        Err(ApiError::not_found("webhook", "webhookId", id))
    }
}

/// The portal's 'redeliver': the delivery `request_id` of one of `account`'s webhooks sent
/// again (same body and request id, the webhook's current secret); the webhook it goes to.
pub fn redeliver(
    g: &mut State,
    account: &AccountId,
    request_id: &str,
) -> Result<WebhookId, ApiError> {
    let now = g.service.now();
    g.webhooks
        .redeliver(account, request_id, now)
        .ok_or_else(|| ApiError::not_found("delivery", "requestId", request_id))
}

/// The portal's 'send test': a `webhook_test` event to the account's webhooks (or only
/// `webhook`); the request id and the webhooks it goes to (not found: none registered).
pub fn send_test(
    g: &mut State,
    account: &AccountId,
    webhook: Option<&str>,
) -> Result<(TestRequestId, Vec<WebhookId>), ApiError> {
    let request_id = TestRequestId::mint(&mut g.service.seq);
    let now = g.service.now();
    let sent = g.webhooks.enqueue_test(account, webhook, &request_id, now);
    if sent.is_empty() {
        return Err(ApiError::not_found(
            "webhook",
            "webhookId",
            webhook.unwrap_or("(any)"),
        ));
    }
    Ok((request_id, sent))
}

/// Moves the simulated clock by `seconds` and runs every processing step that became due.
pub fn advance_clock(g: &mut State, seconds: f64) -> Result<(), ApiError> {
    if !(seconds.is_finite() && seconds >= 0.0) {
        return Err(ApiError::invalid(
            "seconds",
            "seconds",
            "must be a non-negative number",
        ));
    }
    if seconds > 0.0 && !g.service.clock.advance(seconds) {
        return Err(ApiError::invalid(
            "seconds",
            "seconds",
            "would move the clock past the year 9000",
        ));
    }
    jobs::tick(&mut g.service);
    Ok(())
}

/// A random webhook secret: `whsec_` and 32 random bytes in URL-safe base64.
fn new_secret() -> String {
    use base64::Engine;
    use rand::Rng;
    let mut b = [0u8; 32];
    rand::rng().fill(&mut b);
    format!(
        "whsec_{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b)
    )
}
