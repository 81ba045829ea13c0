//! Conversions between the customer's multi-currency balances.

use rust_decimal::Decimal;

use crate::common::{CallbackUri, DateOrTime, check_range};
use crate::input::{Context, FromInput, Object};
use crate::macros::{getters, input_deserialize};
use crate::quotes::FromCurrency;
use crate::{Amount, AsciiText, CurrencyCode, ValidationErrors, Validator, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Status of a conversion (`ConversionStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "ConversionStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
pub enum ConversionStatus {
    /// Created.
    Initialised,
    /// Being converted.
    Pending,
    /// Converted.
    Converted,
    /// Failed.
    Failed,
    /// Cancelled.
    Cancelled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// The fields of a conversion, each valid on its own; see [`CreateConversionInput::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateConversionFields {
    /// Currency sold.
    pub from_currency: FromCurrency,
    /// Currency bought.
    pub to_currency: CurrencyCode,
    /// Amount, in `currency`.
    pub amount: Decimal,
    /// Currency of `amount`; `from_currency` when absent.
    pub currency: Option<CurrencyCode>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<CallbackUri>,
}

/// A conversion to create (`CreateConversionInput`). Holding one proves: the two currencies
/// differ; `currency`, when given, is one of them; the amount is positive with at most that
/// currency's minor-unit decimals.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "CreateConversionInput")
)]
pub struct CreateConversionInput {
    from_currency: FromCurrency,
    to_currency: CurrencyCode,
    amount: Amount,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    currency: Option<CurrencyCode>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    callback_uri: Option<CallbackUri>,
}

getters!(CreateConversionInput {
    from_currency: FromCurrency,
    to_currency: CurrencyCode,
    amount: Amount,
    currency: Option<CurrencyCode>,
    external_id: Option<AsciiText>,
    callback_uri: Option<CallbackUri>,
});

/// Checks an FX pair and its amount; shared by conversions and payments.
pub(crate) fn check_fx(
    v: &mut Validator,
    from: FromCurrency,
    to: CurrencyCode,
    amount: Decimal,
    currency: Option<CurrencyCode>,
) -> Option<Amount> {
    let from = CurrencyCode::from(from);
    v.check(
        "toCurrency",
        from != to,
        rules::FX_SAME_CURRENCY,
        "must differ from fromCurrency",
    );
    let in_pair = currency.is_none_or(|c| c == from || c == to);
    v.check(
        "currency",
        in_pair,
        rules::FX_AMOUNT_CURRENCY,
        "must be fromCurrency or toCurrency",
    );
    v.field("amount", Amount::new(amount, currency.unwrap_or(from)))
}

impl CreateConversionInput {
    /// Checks the rules between fields; every failure is reported.
    pub fn new(fields: CreateConversionFields) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        let amount = check_fx(
            &mut v,
            fields.from_currency,
            fields.to_currency,
            fields.amount,
            fields.currency,
        );
        v.finish_with(|| {
            Some(Self {
                from_currency: fields.from_currency,
                to_currency: fields.to_currency,
                amount: amount?,
                currency: fields.currency,
                external_id: fields.external_id,
                callback_uri: fields.callback_uri,
            })
        })
    }
}

impl FromInput for CreateConversionInput {
    const TYPE_NAME: &'static str = "CreateConversionInput";
}

impl crate::input::ReadInput for CreateConversionInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let from_currency = o.enumeration("fromCurrency");
        let to_currency = o.enumeration("toCurrency");
        let amount = o.decimal("amount");
        let currency = o.optional_enumeration("currency");
        let external_id = o.optional_string("externalId", AsciiText::parse);
        let callback_uri = o.optional_string("callbackUri", CallbackUri::parse);
        // The amount and currency rules (all `new` checks) need only those four fields:
        // checked now, so that they are reported with the other fields' failures.
        let checked_amount = match (from_currency, to_currency, amount, currency) {
            (Some(from), Some(to), Some(amount), Some(currency)) => {
                check_fx(o.validator(), from, to, amount, currency)
            }
            _ => None,
        };
        Some(Self {
            from_currency: from_currency?,
            to_currency: to_currency?,
            amount: checked_amount?,
            currency: currency?,
            external_id: external_id?,
            callback_uri: callback_uri?,
        })
    }
}

input_deserialize!(CreateConversionInput);

/// Filters of `conversions`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "ConversionQueryInput")
)]
pub struct ConversionQueryInput {
    /// Statuses to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub statuses: Option<Vec<ConversionStatus>>,
    /// Earliest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub max_created_at: Option<DateOrTime>,
}

impl FromInput for ConversionQueryInput {
    const TYPE_NAME: &'static str = "ConversionQueryInput";
}

impl crate::input::ReadInput for ConversionQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let statuses = o.optional_enumeration_list("statuses");
        let min_created_at = o.optional_string("minCreatedAt", DateOrTime::parse);
        let max_created_at = o.optional_string("maxCreatedAt", DateOrTime::parse);
        let (min, max) = (min_created_at?, max_created_at?);
        check_range(o.validator(), "maxCreatedAt", min.as_ref(), max.as_ref());
        Some(Self {
            statuses: statuses?,
            min_created_at: min,
            max_created_at: max,
        })
    }
}

input_deserialize!(ConversionQueryInput);
