//! The event log: every state change records one [`Event`], with a snapshot of the record as
//! it was then. Webhook delivery and `GET /sim/events` render them; nothing here is JSON.

use time::OffsetDateTime;

use crate::model::ams::AmsRequest;
use crate::model::conversions::Conversion;
use crate::model::deposits::Deposit;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, EventId};
use crate::model::payments::Payment;
use crate::model::rfis::Rfi;
use crate::model::sub_clients::{SubClient, SubClientStatus};
use crate::model::withdrawals::Withdrawal;

/// What an event is about: the record as it was when the event happened (and, where the
/// payload shows it, the sub-client it belongs to).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Subject {
    /// A deposit and the sub-client whose VAN received it.
    Deposit(Box<Deposit>, Option<Box<SubClient>>),
    /// A withdrawal and the sub-client that sent it.
    Withdrawal(Box<Withdrawal>, Option<Box<SubClient>>),
    /// A payment and its sub-client.
    Payment(Box<Payment>, Option<Box<SubClient>>),
    /// A conversion.
    Conversion(Box<Conversion>),
    /// A sub-client and the status its payload shows (the spec's `subclient_disabled` payload
    /// carries DEACTIVATED).
    SubClient(Box<SubClient>, SubClientStatus),
    /// An adverse media search.
    Ams(Box<AmsRequest>),
    /// An RFI.
    Rfi(Box<Rfi>),
}

impl Subject {
    /// The id of the record (the payload's `id`).
    pub fn id(&self) -> &str {
        match self {
            Self::Deposit(d, _) => d.id.as_str(),
            Self::Withdrawal(w, _) => w.id.as_str(),
            Self::Payment(p, _) => p.id.as_str(),
            Self::Conversion(c) => c.id.as_str(),
            Self::SubClient(s, _) => s.id.as_str(),
            Self::Ams(a) => a.id.as_str(),
            Self::Rfi(r) => r.id.as_str(),
        }
    }
}

/// One recorded event.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Event {
    /// Position in the log (1-based, increasing).
    pub seq: u64,
    /// Unique id, stable across delivery retries (`service-request-id`).
    pub id: EventId,
    /// Account the event belongs to.
    pub account: AccountId,
    /// Kind.
    pub kind: EventKind,
    /// Simulated time of the state change (`eventScheduledAt`).
    pub at: OffsetDateTime,
    /// The record it is about.
    pub subject: Subject,
    /// The record's ad hoc webhook address, if any.
    pub callback_uri: Option<String>,
}
