//! Webhook registry and delivery bookkeeping (the portal's webhook settings and history).
//!
//! [`Webhooks`] is plain state kept beside the [`Service`] under the same lock; the HTTP
//! side is [`delivery`]. Each (event, target) pair is one delivery with its own schedule, so a
//! slow or dead receiver never holds back another one:
//!
//! * new events of the store's log become deliveries: one per subscribed regular endpoint of
//!   the event's account, plus one to the record's `callbackUri` (ad hoc) if it has one;
//! * attempt 1 is due at once; after a failure, attempts 2, 3 and 4 are due 6, 60 and 600
//!   simulated seconds **after the previous attempt's failure was recorded**; a 4th failure
//!   marks the delivery failed;
//! * the body bytes and `service-signature` are computed once, so every retry is identical,
//!   with the same `service-request-id` (the event's id).

pub mod delivery;

use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use time::{Duration, OffsetDateTime};

use crate::model::accounts::Secret;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, TestRequestId, WebhookId};
use crate::model::service::Service;
use crate::render::payloads::{TEST_EVENT, payload, test_payload};
use crate::store::table::{Table, Tracked};

/// Delays before attempts 2, 3 and 4 (simulated seconds), from the spec.
pub const RETRY_DELAYS: [i64; 3] = [6, 60, 600];
/// Attempts kept in the delivery history (oldest dropped first).
pub const HISTORY_LIMIT: usize = 10_000;
/// Deliveries in flight at once, over all targets.
pub const MAX_IN_FLIGHT: usize = 256;
/// `user-agent` of every delivery.
pub const USER_AGENT: &str = "payments-sim-webhooks/0.1";
static EPOCHS: AtomicU64 = AtomicU64::new(1);

/// Base64 HMAC-SHA256 of `body` keyed by `secret`'s UTF-8 bytes (`service-signature`).
pub fn sign(secret: &str, body: &[u8]) -> String {
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret.as_bytes()) else {
        return String::new();
    };
    mac.update(body);
    base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
}

/// Whether the simulator may post to `url`: `https`, or `http` to a loopback host
/// (`localhost`, `127.0.0.0/8`, `[::1]`). `Err` says why not.
pub fn check_url(url: &str) -> Result<reqwest::Url, String> {
    let u = reqwest::Url::parse(url).map_err(|e| format!("not a URL: {e}"))?;
    match u.scheme() {
        "https" if u.host().is_some() => Ok(u),
        "http" if is_loopback(&u) => Ok(u),
        "http" => Err(
            "plain http is allowed only to loopback (127.0.0.1, localhost, [::1]); use https"
                .into(),
        ),
        s => Err(format!("scheme {s:?} is not https")),
    }
}

/// Whether the URL's host is a loopback address.
pub fn is_loopback(u: &reqwest::Url) -> bool {
    match u.host_str() {
        Some(h) if h.eq_ignore_ascii_case("localhost") => true,
        Some(h) => h
            .trim_start_matches('[')
            .trim_end_matches(']')
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback()),
        None => false,
    }
}

/// A registered regular webhook. `Debug` hides the secret.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Endpoint {
    /// Id.
    pub id: WebhookId,
    /// Owning account.
    pub account: AccountId,
    /// Target URL.
    pub url: String,
    secret: Secret,
    /// Subscribed kinds; `None`: all.
    pub events: Option<Vec<EventKind>>,
    /// Events up to this sequence number were recorded before registration (not delivered).
    pub since_seq: u64,
}

impl Endpoint {
    fn wants(&self, seq: u64, kind: EventKind) -> bool {
        seq > self.since_seq && self.events.as_ref().is_none_or(|e| e.contains(&kind))
    }
}

/// One delivery: an event (or the portal's test) to one target.
#[derive(Debug, Clone)]
pub struct Delivery {
    /// `service-request-id`.
    pub request_id: String,
    /// Event kind.
    pub event: &'static str,
    /// Target URL.
    pub url: String,
    /// `wh_…` id of a regular webhook, or `adHoc`.
    pub target: String,
    /// The exact body, the same on every attempt.
    pub body: Arc<Vec<u8>>,
}

/// A delivery not finished yet.
#[derive(Debug, Clone)]
struct Pending {
    delivery: Delivery,
    signature: String,
    attempts: u32,
    due: OffsetDateTime,
    in_flight: bool,
}

/// Why an attempt did not deliver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailureReason {
    /// The host name did not resolve.
    Dns,
    /// No connection or no reply (timeouts included).
    Network,
    /// A 5xx reply.
    ServerError,
    /// Any other reply that is not 2xx (3xx included).
    Status,
    /// Not sent: the address is not one the simulator may post to.
    Refused,
}

impl FailureReason {
    /// `DNS`, `NETWORK`, `5XX`, `STATUS` or `REFUSED`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Dns => "DNS",
            Self::Network => "NETWORK",
            Self::ServerError => "5XX",
            Self::Status => "STATUS",
            Self::Refused => "REFUSED",
        }
    }
}

/// What became of an attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptOutcome {
    /// A 2xx reply.
    Delivered,
    /// Failed; another attempt is due later.
    Retrying,
    /// Failed for good.
    Failed,
}

impl AttemptOutcome {
    /// `delivered`, `retrying` or `failed`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Delivered => "delivered",
            Self::Retrying => "retrying",
            Self::Failed => "failed",
        }
    }
}

/// One attempt in the history.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// What was sent (kept for a redelivery).
    pub delivery: Delivery,
    /// 1 to 4.
    pub attempt: u32,
    /// HTTP status of the reply, if one came.
    pub status: Option<u16>,
    /// Why it did not deliver; `None` when delivered.
    pub failure_reason: Option<FailureReason>,
    /// Detail of the failure (error text), if any.
    pub detail: Option<String>,
    /// Simulated time the attempt's result was recorded.
    pub at: OffsetDateTime,
    /// What became of it.
    pub outcome: AttemptOutcome,
    /// When the next attempt is due (`retrying` only).
    pub next_attempt_at: Option<OffsetDateTime>,
}

/// An attempt to send now (handed to the delivery worker).
#[derive(Debug, Clone)]
pub struct Job {
    /// Generation of the webhook state (a reset makes older jobs' results void).
    pub epoch: u64,
    /// Which pending delivery.
    pub id: u64,
    /// What to send.
    pub delivery: Delivery,
    /// `service-signature`.
    pub signature: String,
}

/// Result of one attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A reply came with this status (2xx: delivered).
    Status(u16),
    /// No usable reply: why, and the detail.
    Failed(FailureReason, String),
}

/// Webhook state of one service: endpoints, pending deliveries, history.
#[derive(Debug)]
pub struct Webhooks {
    /// Generation of this state (unique per instance).
    pub epoch: u64,
    /// Registered endpoints.
    pub endpoints: Table<WebhookId, Endpoint>,
    /// The last event handed to delivery.
    pub cursor: Tracked<u64>,
    pending: BTreeMap<u64, Pending>,
    history: VecDeque<Attempt>,
    next: u64,
    ad_hoc_secret: String,
}

impl Webhooks {
    /// No endpoints yet; ad hoc deliveries are signed with `ad_hoc_secret`; `tracked`: what
    /// changes is remembered for the database.
    pub fn new(ad_hoc_secret: &str, tracked: bool) -> Self {
        Self {
            epoch: EPOCHS.fetch_add(1, Ordering::Relaxed),
            endpoints: Table::new(tracked),
            cursor: Tracked::new(0, tracked),
            pending: BTreeMap::new(),
            history: VecDeque::new(),
            next: 0,
            ad_hoc_secret: ad_hoc_secret.into(),
        }
    }

    /// Sends the delivery `request_id` of one of `account`'s webhooks again: the same body and
    /// `service-request-id`, signed with the webhook's current secret, as a new attempt 1.
    /// `None` when the account has no such delivery in the history.
    pub fn redeliver(
        &mut self,
        account: &AccountId,
        request_id: &str,
        now: OffsetDateTime,
    ) -> Option<WebhookId> {
        let past = self
            .history
            .iter()
            .rev()
            .find(|a| a.delivery.request_id == request_id)?;
        let mut delivery = past.delivery.clone();
        let endpoint = self
            .endpoints
            .values()
            .find(|e| e.account == *account && e.id.as_str() == delivery.target)?
            .clone();
        delivery.url = endpoint.url;
        self.enqueue(delivery, &endpoint.secret.0, now);
        Some(endpoint.id)
    }

    /// The signing secret of `account`'s webhook `id`, if it has one by that id.
    pub fn secret(&self, account: &AccountId, id: &str) -> Option<&str> {
        self.endpoints
            .values()
            .find(|e| e.account == *account && e.id.as_str() == id)
            .map(|e| e.secret.0.as_str())
    }

    /// Gives `account`'s webhook `id` a new signing secret; false when it has no such webhook.
    pub fn set_secret(&mut self, account: &AccountId, id: &str, secret: String) -> bool {
        let id = WebhookId::from_text(id);
        if self
            .endpoints
            .get(&id)
            .is_none_or(|e| e.account != *account)
        {
            return false;
        }
        self.endpoints.get_mut(&id).is_some_and(|e| {
            e.secret = Secret(secret);
            true
        })
    }

    /// Registers an endpoint; it gets the events recorded after `since_seq`.
    pub fn register(
        &mut self,
        id: WebhookId,
        account: &AccountId,
        url: &str,
        secret: String,
        events: Option<Vec<EventKind>>,
        since_seq: u64,
    ) {
        self.endpoints.insert(
            id.clone(),
            Endpoint {
                id,
                account: account.clone(),
                url: url.into(),
                secret: Secret(secret),
                events,
                since_seq,
            },
        );
    }

    /// The attempt history, oldest first.
    pub fn history(&self) -> impl DoubleEndedIterator<Item = &Attempt> {
        self.history.iter()
    }

    fn enqueue(&mut self, delivery: Delivery, secret: &str, now: OffsetDateTime) {
        if let Err(why) = check_url(&delivery.url) {
            self.push_history(Attempt {
                delivery,
                attempt: 1,
                status: None,
                failure_reason: Some(FailureReason::Refused),
                detail: Some(why),
                at: now,
                outcome: AttemptOutcome::Failed,
                next_attempt_at: None,
            });
            return;
        }
        self.next += 1;
        let signature = sign(secret, &delivery.body);
        self.pending.insert(
            self.next,
            Pending {
                delivery,
                signature,
                attempts: 0,
                due: now,
                in_flight: false,
            },
        );
    }

    /// Queues the portal's 'send test' dummy event to the account's endpoints (or one of
    /// them); the ids of the endpoints it goes to.
    pub fn enqueue_test(
        &mut self,
        account: &AccountId,
        only: Option<&str>,
        request_id: &TestRequestId,
        now: OffsetDateTime,
    ) -> Vec<WebhookId> {
        let body = test_payload(request_id.as_str(), now);
        let body = Arc::new(serde_json::to_vec(&body).unwrap_or_default());
        let targets: Vec<Endpoint> = self
            .endpoints
            .values()
            .filter(|e| e.account == *account && only.is_none_or(|o| o == e.id.as_str()))
            .cloned()
            .collect();
        for e in &targets {
            let delivery = Delivery {
                request_id: request_id.to_string(),
                event: TEST_EVENT,
                url: e.url.clone(),
                target: e.id.to_string(),
                body: body.clone(),
            };
            self.enqueue(delivery, &e.secret.0, now);
        }
        targets.into_iter().map(|e| e.id).collect()
    }

    fn push_history(&mut self, a: Attempt) {
        self.history.push_back(a);
        while self.history.len() > HISTORY_LIMIT {
            self.history.pop_front();
        }
    }

    /// Records the result of an attempt of `job` at simulated time `now`.
    pub fn record(&mut self, job: &Job, outcome: Outcome, now: OffsetDateTime) {
        if job.epoch != self.epoch {
            return;
        }
        let Some(p) = self.pending.get_mut(&job.id) else {
            return;
        };
        p.in_flight = false;
        p.attempts += 1;
        let (status, reason, detail) = match outcome {
            Outcome::Status(s) if (200..300).contains(&s) => (Some(s), None, None),
            Outcome::Status(s) if s >= 500 => (Some(s), Some(FailureReason::ServerError), None),
            Outcome::Status(s) => (Some(s), Some(FailureReason::Status), None),
            Outcome::Failed(r, d) => (None, Some(r), Some(d)),
        };
        let retry_in = RETRY_DELAYS.get(p.attempts as usize - 1).copied();
        let (outcome, next) = match (reason, retry_in) {
            (None, _) => (AttemptOutcome::Delivered, None),
            (Some(FailureReason::Refused), _) | (Some(_), None) => (AttemptOutcome::Failed, None),
            (Some(_), Some(d)) => (AttemptOutcome::Retrying, Some(now + Duration::seconds(d))),
        };
        let attempt = Attempt {
            delivery: p.delivery.clone(),
            attempt: p.attempts,
            status,
            failure_reason: reason,
            detail,
            at: now,
            outcome,
            next_attempt_at: next,
        };
        match next {
            Some(due) => p.due = due,
            None => {
                self.pending.remove(&job.id);
            }
        }
        self.push_history(attempt);
    }

    /// Turns the service's new events into deliveries and returns the attempts due now
    /// (marked in flight), oldest due first, at most [`MAX_IN_FLIGHT`] in flight overall.
    pub fn pump(&mut self, service: &Service) -> Vec<Job> {
        let now = service.now();
        for ev in service.events_after(*self.cursor) {
            *self.cursor = ev.seq;
            let body = Arc::new(serde_json::to_vec(&payload(ev)).unwrap_or_default());
            let delivery = |url: &str, target: &str| Delivery {
                request_id: ev.id.to_string(),
                event: ev.kind.as_str(),
                url: url.into(),
                target: target.into(),
                body: body.clone(),
            };
            let mut targets: Vec<(Delivery, String)> = self
                .endpoints
                .values()
                .filter(|e| e.account == ev.account && e.wants(ev.seq, ev.kind))
                .map(|e| (delivery(&e.url, e.id.as_str()), e.secret.0.clone()))
                .collect();
            if let Some(cb) = &ev.callback_uri {
                targets.push((delivery(cb, "adHoc"), self.ad_hoc_secret.clone()));
            }
            for (d, secret) in targets {
                self.enqueue(d, &secret, now);
            }
        }
        let in_flight = self.pending.values().filter(|p| p.in_flight).count();
        let room = MAX_IN_FLIGHT.saturating_sub(in_flight);
        let mut due: Vec<(OffsetDateTime, u64)> = self
            .pending
            .iter()
            .filter(|(_, p)| !p.in_flight && p.due <= now)
            .map(|(k, p)| (p.due, *k))
            .collect();
        due.sort_unstable();
        due.truncate(room);
        let epoch = self.epoch;
        due.into_iter()
            .filter_map(|(_, k)| {
                let p = self.pending.get_mut(&k)?;
                p.in_flight = true;
                Some(Job {
                    epoch,
                    id: k,
                    delivery: p.delivery.clone(),
                    signature: p.signature.clone(),
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_is_base64_hmac_sha256() {
        // RFC 4231 test case 2.
        let sig = sign("Jefe", b"what do ya want for nothing?");
        assert_eq!(sig, "W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=");
    }
}
