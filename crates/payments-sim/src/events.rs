//! Events: every state change records one, with the kind and payload of the spec's event table.
//!
//! This is the seam for webhook delivery: a deliverer reads [`Event`]s after a sequence number
//! (`Store::events_after`, `GET /sim/events?after=N`) and posts their payloads; `callback_uri` is
//! the record's ad hoc webhook address, if any.

use serde_json::{Value, json};
use time::OffsetDateTime;

/// One recorded event.
#[derive(Debug, Clone)]
pub struct Event {
    /// Position in the store's event log (1-based, increasing).
    pub seq: u64,
    /// Unique event id (stable across delivery retries: use it as `service-request-id`).
    pub event_id: String,
    /// Account the event belongs to.
    pub account_id: String,
    /// Event kind, e.g. `withdrawal_pending`.
    pub event: String,
    /// Simulated time of the state change.
    pub at: OffsetDateTime,
    /// The webhook payload: `event`, `eventScheduledAt`, `id` and the kind's fields.
    pub payload: Value,
    /// Ad hoc webhook address of the record (`callbackUri`), if any.
    pub callback_uri: Option<String>,
}

impl Event {
    /// The event as the control API shows it.
    pub fn to_json(&self) -> Value {
        json!({
            "seq": self.seq,
            "eventId": self.event_id,
            "accountId": self.account_id,
            "event": self.event,
            "at": crate::clock::iso(self.at),
            "payload": self.payload,
            "callbackUri": self.callback_uri,
        })
    }
}
