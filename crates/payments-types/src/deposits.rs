//! Deposits: pay-ins to virtual accounts.

use rust_decimal::Decimal;

use crate::common::{DateOrTime, FreeText, Id, Positive};
use crate::input::{Context, Object};
use payments_types_derive::{input_object, schema_enum};

/// Status of a deposit (`DepositStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DepositStatus {
    /// Received, not yet cleared.
    Initiated,
    /// Being checked by compliance.
    Reviewing,
    /// Booked to the balance.
    Cleared,
    /// Cancelled.
    Cancelled,
    /// Being refunded.
    Refunding,
    /// Refunded to the sender.
    Refunded,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// Filters for `deposits`.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DepositQueryInput {
    /// Only deposits to this sub-client's VAN.
    pub sub_client_id: Option<Id>,
    /// Statuses to include.
    pub statuses: Option<Vec<DepositStatus>>,
    /// Earliest creation time to include.
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[input(not_before = min_created_at)]
    pub max_created_at: Option<DateOrTime>,
}

/// A deposit refund (`RefundDepositInput`): the whole deposit when `amount` is absent.
#[input_object(read_with = Self::read_checked)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RefundDepositInput {
    /// Amount to refund.
    #[input(read_as = Decimal)]
    pub amount: Option<Positive>,
    /// Reason of the refund.
    pub reason: Option<FreeText>,
}

impl RefundDepositInput {
    /// The end of reading: the amount's own rules (read as a number, checked once every field
    /// is read).
    fn read_checked(o: &mut Object<'_>, _: &Context, read: RefundDepositInputRead) -> Option<Self> {
        let amount = read.amount.and_then(|amount| {
            let checked = amount.map(Positive::new).transpose();
            o.validator().field("amount", checked)
        });
        read.into_value(amount?)
    }
}
