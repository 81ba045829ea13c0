//! The control API's replies as typed values. The server renders its replies from these types
//! and [`Control`](super::Control) reads them back with the same ones, so each reply's shape is
//! written once.

use std::collections::BTreeMap;
use std::fmt;
use std::net::IpAddr;

use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use time::OffsetDateTime;

/// `GET /sim/clock`, `POST /sim/clock/advance`: the simulated time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// The simulated time now.
    #[serde(with = "time::serde::rfc3339")]
    pub now: OffsetDateTime,
    /// Whether time runs by itself (a time scale above 0).
    pub running: bool,
}

/// `POST /sim/reset`: done, and the simulated time after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResetDone {
    /// Always true.
    pub reset: bool,
    /// The simulated time now.
    #[serde(with = "time::serde::rfc3339")]
    pub now: OffsetDateTime,
}

/// One event of the log (`GET /sim/events`, [`SimHandle::events_after`](crate::SimHandle::events_after)).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Event {
    /// Position in the log, from 1.
    pub seq: u64,
    /// `ev_…`, the `service-request-id` of its webhook deliveries.
    pub event_id: String,
    /// The account whose record changed.
    pub account_id: String,
    /// The event kind of the spec's table (`withdrawal_confirmed`, `subclient_active`, ...).
    pub event: String,
    /// When it happened (simulated time).
    #[serde(with = "time::serde::rfc3339")]
    pub at: OffsetDateTime,
    /// The webhook body of the spec's event table, exactly as delivered. JSON on purpose: it
    /// is the wire format receivers verify and parse (payments-client's `webhooks` types it;
    /// the simulator never depends on the client).
    pub payload: Value,
    /// The record's ad hoc `callbackUri`, if it has one.
    pub callback_uri: Option<String>,
}

impl Event {
    /// The id of the record the event is about (`payload.id`).
    pub fn record_id(&self) -> Option<&str> {
        self.payload.get("id").and_then(Value::as_str)
    }
}

/// An account as `GET /sim/accounts` shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountView {
    /// `acc_…`.
    pub id: String,
    /// `SVC_AUS` or `SVC_LUX`.
    pub affiliation: String,
    /// The customer's name.
    pub name: String,
    /// The BSB of its VAN.
    pub bsb: String,
    /// Its VAN.
    pub account_no: String,
    /// Cleared balance per currency code.
    #[serde(with = "decimal_map")]
    pub balances: BTreeMap<String, Decimal>,
    /// The IP allow-list for API login (empty: any address).
    pub ip_allow_list: Vec<IpAddr>,
    /// Why the customer is blocked, if it is.
    pub blocked: Option<String>,
}

/// `POST /sim/features`: the account's features after the change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FeatureSet {
    /// The account.
    pub account_id: String,
    /// Sub-clients.
    pub sub_clients: bool,
    /// Adverse media screening.
    pub ams: bool,
    /// The address cleanser.
    pub address_cleanser: bool,
    /// Deposits from accounts in another name to the customer's own VAN.
    pub third_party_deposits: bool,
    /// Withdrawals on behalf of another sender.
    pub third_party_withdrawals: bool,
}

/// `POST /sim/ip-allow-list`: the account's list after the change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IpAllowList {
    /// The account.
    pub account_id: String,
    /// The addresses API login is allowed from (empty: any).
    pub addresses: Vec<IpAddr>,
}

/// An address blocked after repeated 429s (`GET /sim/ip-blocks`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IpBlock {
    /// The blocked address.
    pub ip: IpAddr,
    /// When the block ends (simulated time).
    #[serde(with = "time::serde::rfc3339")]
    pub until: OffsetDateTime,
}

/// `POST /sim/accounts/{id}/unblock`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Unblocked {
    /// The account.
    pub account_id: String,
    /// Whether it was blocked.
    pub unblocked: bool,
}

/// A webhook's signing secret (`whsec_…` or the caller's). `Debug` never shows it.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct WebhookSecret(String);

impl WebhookSecret {
    /// Wraps a secret.
    pub fn new(secret: impl Into<String>) -> Self {
        Self(secret.into())
    }

    /// The secret's text: its UTF-8 bytes are the HMAC key.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for WebhookSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("WebhookSecret(***)")
    }
}

/// `POST /sim/webhooks`: the registered webhook with its secret (shown this once).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WebhookRegistered {
    /// `wh_…`.
    pub id: String,
    /// The signing secret.
    pub secret: WebhookSecret,
    /// Where deliveries go.
    pub url: String,
    /// The event kinds it receives; `None`: all.
    pub events: Option<Vec<String>>,
    /// The account it belongs to.
    pub account_id: String,
}

/// A registered webhook as `GET /sim/webhooks` lists it (no secret).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Webhook {
    /// `wh_…`.
    pub id: String,
    /// The account it belongs to.
    pub account_id: String,
    /// Where deliveries go.
    pub url: String,
    /// The event kinds it receives; `None`: all.
    pub events: Option<Vec<String>>,
}

/// One delivery attempt (`GET /sim/webhooks/deliveries`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryAttempt {
    /// `service-request-id`: the event's id, the same on every attempt and target.
    pub request_id: String,
    /// Event kind.
    pub event: String,
    /// Target URL.
    pub url: String,
    /// `wh_…` of a regular webhook, or `adHoc`.
    pub target: String,
    /// 1 to 4.
    pub attempt: u32,
    /// HTTP status of the reply, if one came.
    pub response_status: Option<u16>,
    /// `DNS`, `NETWORK`, `5XX`, `STATUS` or `REFUSED`; `None` when delivered.
    pub failure_reason: Option<String>,
    /// Detail of the failure, if any.
    pub detail: Option<String>,
    /// When the attempt's result was recorded (simulated time).
    #[serde(with = "time::serde::rfc3339")]
    pub at: OffsetDateTime,
    /// `delivered`, `retrying` or `failed`.
    pub outcome: String,
    /// When the next attempt is due (`retrying` only).
    #[serde(with = "time::serde::rfc3339::option")]
    pub next_attempt_at: Option<OffsetDateTime>,
}

/// `POST /sim/webhooks/test`: the test event's id and the webhooks it goes to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TestSent {
    /// `evt_…`.
    pub request_id: String,
    /// `wh_…` of each webhook it is sent to.
    pub webhooks: Vec<String>,
}

/// `POST /sim/webhooks/{id}/rotate`: the new secret, used from the next delivery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretRotated {
    /// `wh_…`.
    pub id: String,
    /// The new secret.
    pub secret: WebhookSecret,
}

/// `POST /sim/webhooks/deliveries/{requestId}/redeliver`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Redelivered {
    /// The delivery sent again.
    pub request_id: String,
    /// The webhook it went to.
    pub webhook_id: String,
}

/// A record a control call answers with (a deposit, sub-client, withdrawal, RFI or member):
/// its id and status typed, and the whole record as the GraphQL API shows the schema's object.
/// The object stays JSON on purpose: its typed form is payments-client's (cynic fragments),
/// which the simulator does not depend on.
#[derive(Debug, Clone, PartialEq)]
pub struct Record<S> {
    /// The record's id (`dep_…`, `sc_…`, ...).
    pub id: String,
    /// Its status (`None` for a record without one, a member's when absent).
    pub status: Option<S>,
    /// The record as the schema's object.
    pub object: Value,
}

impl<'de, S: for<'a> Deserialize<'a>> Deserialize<'de> for Record<S> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error as _;
        let object = Value::deserialize(deserializer)?;
        let id = object
            .get("id")
            .and_then(Value::as_str)
            .ok_or_else(|| D::Error::custom("a record without an `id`"))?
            .to_owned();
        let status = match object.get("status") {
            None | Some(Value::Null) => None,
            Some(s) => Some(S::deserialize(s).map_err(D::Error::custom)?),
        };
        Ok(Self { id, status, object })
    }
}

impl<S> Serialize for Record<S> {
    /// As the control API sent it: the object.
    fn serialize<Se: Serializer>(&self, s: Se) -> Result<Se::Ok, Se::Error> {
        self.object.serialize(s)
    }
}

/// Decimals as JSON numbers (as the GraphQL API sends money), keyed by currency code.
mod decimal_map {
    use std::collections::BTreeMap;

    use rust_decimal::Decimal;
    use rust_decimal::prelude::ToPrimitive;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(
        m: &BTreeMap<String, Decimal>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_map(
            m.iter()
                .map(|(k, v)| (k, v.round_dp(8).to_f64().unwrap_or_default())),
        )
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<BTreeMap<String, Decimal>, D::Error> {
        use serde::de::Error as _;
        BTreeMap::<String, serde_json::Number>::deserialize(d)?
            .into_iter()
            .map(|(k, n)| {
                n.to_string()
                    .parse::<Decimal>()
                    .or_else(|_| Decimal::from_scientific(&n.to_string()))
                    .map(|v| (k, v))
                    .map_err(D::Error::custom)
            })
            .collect()
    }
}
