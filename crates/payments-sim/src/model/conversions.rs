//! A conversion between the customer's balances: INITIALISED (the sold amount leaves the
//! balance, `conversion_initialised`) → PENDING (`conversion_pending`) → CONVERTED (the
//! bought amount is booked, `conversion_converted`), one processing step apart.

pub use payments_types::conversions::ConversionStatus;

use payments_types::CurrencyCode;
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, ConversionId};

/// A stored conversion.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Conversion {
    /// Id.
    pub id: ConversionId,
    /// Owning account.
    pub account: AccountId,
    status: ConversionStatus,
    /// Sold.
    pub from_amount: Decimal,
    /// Sold currency.
    pub from_currency: CurrencyCode,
    /// Bought.
    pub to_amount: Decimal,
    /// Bought currency.
    pub to_currency: CurrencyCode,
    /// Rate applied (units of `to` per unit of `from`).
    pub rate: Decimal,
    /// Caller's id.
    pub external_id: Option<String>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Created at.
    pub created_at: OffsetDateTime,
}

impl Conversion {
    /// A conversion just created (INITIALISED); the rest of its fields as given.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        id: ConversionId,
        account: AccountId,
        (from_amount, from_currency): (Decimal, CurrencyCode),
        (to_amount, to_currency): (Decimal, CurrencyCode),
        rate: Decimal,
        external_id: Option<String>,
        callback_uri: Option<String>,
        created_at: OffsetDateTime,
    ) -> Self {
        Self {
            id,
            account,
            status: ConversionStatus::Initialised,
            from_amount,
            from_currency,
            to_amount,
            to_currency,
            rate,
            external_id,
            callback_uri,
            created_at,
        }
    }

    /// Status now.
    pub fn status(&self) -> ConversionStatus {
        self.status
    }

    /// The next processing step: INITIALISED → PENDING → CONVERTED; `None` once converted.
    pub fn advance(&mut self) -> Option<EventKind> {
        let (to, kind) = match self.status {
            ConversionStatus::Initialised => {
                (ConversionStatus::Pending, EventKind::ConversionPending)
            }
            ConversionStatus::Pending => {
                (ConversionStatus::Converted, EventKind::ConversionConverted)
            }
            // The simulator's conversions never fail or get cancelled.
            ConversionStatus::Converted
            | ConversionStatus::Failed
            | ConversionStatus::Cancelled
            | ConversionStatus::Unknown => return None,
        };
        self.status = to;
        Some(kind)
    }
}
