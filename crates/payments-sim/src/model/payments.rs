//! An international payment: CREATED (the sold amount leaves the balance, `payment_created`)
//! → `currency_converted` (when the currencies differ) → COMPLETE (`payment_complete`), or
//! FAILED (the amount back, `payment_failed`) when `externalId` holds `SIM_PAYMENT_FAIL`.

pub use payments_types::payments::PaymentStatus;

use payments_types::CurrencyCode;
use payments_types::payments::SourceOfFunds;
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, PaymentId, SubClientId};
use crate::model::parties::{Payee, Payer};

/// A step of a payment's processing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PaymentStep {
    /// The currencies were converted; it stays CREATED.
    Converted,
    /// It reached a final status.
    Finished(PaymentStatus),
}

/// A stored payment.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Payment {
    /// Id.
    pub id: PaymentId,
    /// Owning account.
    pub account: AccountId,
    status: PaymentStatus,
    /// Sold.
    pub from_amount: Decimal,
    /// Sold currency.
    pub from_currency: CurrencyCode,
    /// Delivered.
    pub to_amount: Decimal,
    /// Delivered currency.
    pub to_currency: CurrencyCode,
    /// Caller's id.
    pub external_id: Option<String>,
    /// The sender, if one was given (only a stored or inline sender).
    pub sender: Option<Payer>,
    /// The recipient.
    pub recipient: Payee,
    /// Sub-client.
    pub sub_client: Option<SubClientId>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Source of funds.
    pub source_of_funds: Option<SourceOfFunds>,
    /// Created at.
    pub created_at: OffsetDateTime,
    converted: bool,
}

/// Everything a new payment is made of (its status starts at CREATED).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct NewPayment {
    /// Id.
    pub id: PaymentId,
    /// Owning account.
    pub account: AccountId,
    /// Sold amount and currency.
    pub from: (Decimal, CurrencyCode),
    /// Delivered amount and currency.
    pub to: (Decimal, CurrencyCode),
    /// Caller's id.
    pub external_id: Option<String>,
    /// Sender.
    pub sender: Option<Payer>,
    /// Recipient.
    pub recipient: Payee,
    /// Sub-client.
    pub sub_client: Option<SubClientId>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Source of funds.
    pub source_of_funds: Option<SourceOfFunds>,
    /// Created at.
    pub created_at: OffsetDateTime,
}

impl Payment {
    /// A payment just created (CREATED).
    pub fn new(n: NewPayment) -> Self {
        Self {
            id: n.id,
            account: n.account,
            status: PaymentStatus::Created,
            from_amount: n.from.0,
            from_currency: n.from.1,
            to_amount: n.to.0,
            to_currency: n.to.1,
            external_id: n.external_id,
            sender: n.sender,
            recipient: n.recipient,
            sub_client: n.sub_client,
            callback_uri: n.callback_uri,
            source_of_funds: n.source_of_funds,
            created_at: n.created_at,
            converted: false,
        }
    }

    /// Status now.
    pub fn status(&self) -> PaymentStatus {
        self.status
    }

    /// The next processing step of a CREATED payment: the conversion first (when the
    /// currencies differ), then COMPLETE or FAILED; `None` once final.
    pub fn advance(&mut self) -> Option<(PaymentStep, EventKind)> {
        if self.status != PaymentStatus::Created {
            return None;
        }
        if self.from_currency != self.to_currency && !self.converted {
            self.converted = true;
            return Some((PaymentStep::Converted, EventKind::CurrencyConverted));
        }
        let fails = self
            .external_id
            .as_ref()
            .is_some_and(|e| e.contains("SIM_PAYMENT_FAIL"));
        let (status, kind) = if fails {
            (PaymentStatus::Failed, EventKind::PaymentFailed)
        } else {
            (PaymentStatus::Complete, EventKind::PaymentComplete)
        };
        self.status = status;
        Some((PaymentStep::Finished(status), kind))
    }
}
