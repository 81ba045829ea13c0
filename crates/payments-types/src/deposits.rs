//! Deposits: pay-ins to virtual accounts.

use crate::common::{DateOrTime, FreeText, Id, Positive, check_range};
use crate::input::{Context, FromInput, Object};
use crate::macros::input_deserialize;
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Status of a deposit (`DepositStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "DepositStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Filters for `deposits`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "DepositQueryInput")
)]
pub struct DepositQueryInput {
    /// Only deposits to this sub-client's VAN.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub sub_client_id: Option<Id>,
    /// Statuses to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub statuses: Option<Vec<DepositStatus>>,
    /// Earliest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub max_created_at: Option<DateOrTime>,
}

impl FromInput for DepositQueryInput {
    const TYPE_NAME: &'static str = "DepositQueryInput";
}

impl crate::input::ReadInput for DepositQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let sub_client_id = o.optional_string("subClientId", Id::parse);
        let statuses = o.optional_enumeration_list("statuses");
        let min_created_at = o.optional_string("minCreatedAt", DateOrTime::parse);
        let max_created_at = o.optional_string("maxCreatedAt", DateOrTime::parse);
        let (min, max) = (min_created_at?, max_created_at?);
        check_range(o.validator(), "maxCreatedAt", min.as_ref(), max.as_ref());
        Some(Self {
            sub_client_id: sub_client_id?,
            statuses: statuses?,
            min_created_at: min,
            max_created_at: max,
        })
    }
}

input_deserialize!(DepositQueryInput);

/// A deposit refund (`RefundDepositInput`): the whole deposit when `amount` is absent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "RefundDepositInput")
)]
pub struct RefundDepositInput {
    /// Amount to refund.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub amount: Option<Positive>,
    /// Reason of the refund.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub reason: Option<FreeText>,
}

impl FromInput for RefundDepositInput {
    const TYPE_NAME: &'static str = "RefundDepositInput";
}

impl crate::input::ReadInput for RefundDepositInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let amount = o.optional_decimal("amount");
        let reason = o.optional_string("reason", FreeText::parse);
        let amount = amount.and_then(|amount| {
            let checked = amount.map(Positive::new).transpose();
            o.validator().field("amount", checked)
        });
        Some(Self {
            amount: amount?,
            reason: reason?,
        })
    }
}

input_deserialize!(RefundDepositInput);
