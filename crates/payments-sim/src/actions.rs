//! What the web portal lets a person do, as one implementation each, on the whole state (the
//! service and its webhooks): the control API (`http/control.rs`) and the portal pages
//! (`http/portal.rs`) both call these. Actions on the service alone are the domain's own
//! (`domain::deposits::arrive`, `reject`, ...), called directly by both.

use payments_types::common::CallbackUri;

use crate::domain::jobs;
use crate::model::accounts::Secret;
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, TestRequestId, WebhookId};
use crate::state::State;

/// A webhook as registered: its id and its signing secret.
pub struct Registered {
    /// The new webhook's id.
    pub id: WebhookId,
    /// The signing secret (given, or generated).
    pub secret: String,
}

/// A webhook to register, checked (`http/inputs/webhooks.rs` reads it from the control API and
/// the portal).
#[derive(Debug)]
pub struct Registration {
    /// An address the simulator may post to.
    pub url: CallbackUri,
    /// The signing secret (`None`: a generated `whsec_…` one). Never shown by `Debug`.
    pub secret: Option<Secret>,
    /// The kinds it gets (`None`: every kind).
    pub events: Option<Vec<EventKind>>,
}

/// Registers a regular webhook of `account`; it gets the events recorded from now on.
pub fn register_webhook(
    g: &mut State,
    account: &AccountId,
    r: Registration,
) -> Result<Registered, ApiError> {
    let secret = r.secret.map_or_else(new_secret, |s| s.0);
    let id = WebhookId::mint(&mut g.service.seq);
    let since = g.service.last_event();
    g.webhooks.register(
        id.clone(),
        account,
        r.url.as_str(),
        secret.clone(),
        r.events,
        since,
    );
    Ok(Registered { id, secret })
}

/// The portal's 'show secret': the current signing secret of `account`'s webhook `id`.
pub fn webhook_secret(g: &State, account: &AccountId, id: &str) -> Result<String, ApiError> {
    g.webhooks
        .secret(account, id)
        .map(str::to_owned)
        .ok_or_else(|| ApiError::not_found("webhook", "webhookId", id))
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

/// Moves the simulated clock by `seconds` and runs every processing step that became due; a
/// move the clock cannot make (negative, not finite, or reaching the year 9000) is refused
/// naming `seconds` and how far it can go.
pub fn advance_clock(g: &mut State, seconds: f64) -> Result<(), ApiError> {
    g.service
        .clock
        .try_change(|c| c.advance(seconds))
        .map_err(|why| ApiError::invalid("seconds", "seconds.range", why.to_string()))?;
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
