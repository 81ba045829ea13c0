//! Quotes: bid and ask for a currency pair and size.

use crate::common::Positive;
use crate::input::{Context, FromInput, Object};
use crate::macros::{getters, input_deserialize};
use crate::{CurrencyCode, ValidationErrors, Validator, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Currencies that can be sold in quotes, conversions and payments (`FromCurrency`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "FromCurrency",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
#[allow(clippy::upper_case_acronyms)]
pub enum FromCurrency {
    /// Australian dollar.
    Aud,
    /// Canadian dollar.
    Cad,
    /// Swiss franc.
    Chf,
    /// Euro.
    Eur,
    /// Pound sterling.
    Gbp,
    /// New Zealand dollar.
    Nzd,
    /// Singapore dollar.
    Sgd,
    /// US dollar.
    Usd,
}

impl FromCurrency {
    /// The ISO 4217 code (`AUD`).
    pub fn as_str(self) -> &'static str {
        CurrencyCode::from(self).as_str()
    }
}

impl From<FromCurrency> for CurrencyCode {
    fn from(currency: FromCurrency) -> Self {
        match currency {
            FromCurrency::Aud => CurrencyCode::AUD,
            FromCurrency::Cad => CurrencyCode::CAD,
            FromCurrency::Chf => CurrencyCode::CHF,
            FromCurrency::Eur => CurrencyCode::EUR,
            FromCurrency::Gbp => CurrencyCode::GBP,
            FromCurrency::Nzd => CurrencyCode::NZD,
            FromCurrency::Sgd => CurrencyCode::SGD,
            FromCurrency::Usd => CurrencyCode::USD,
        }
    }
}

/// Whether a quote is usable for payments or for conversions (`QuoteApplicability`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "QuoteApplicability",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
pub enum QuoteApplicability {
    /// Usable for payments.
    Payment,
    /// Usable for conversions.
    Conversion,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// A currency pair and size to quote (`QuoteInput`); `size` is positive by its type, and the
/// currency bought, when given, differs from the currency sold (built by [`QuoteInput::new`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "QuoteInput")
)]
pub struct QuoteInput {
    from_currency: FromCurrency,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    to_currency: Option<CurrencyCode>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    size: Option<Positive>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    currency: Option<CurrencyCode>,
}

getters!(QuoteInput {
    from_currency: FromCurrency,
    to_currency: Option<CurrencyCode>,
    size: Option<Positive>,
    currency: Option<CurrencyCode>,
});

/// A quote of a currency against itself is refused (`fx.same_currency`), as the service refuses
/// the same pair for conversions and payments.
fn check_pair(v: &mut Validator, from: FromCurrency, to: Option<CurrencyCode>) {
    v.check(
        "toCurrency",
        to != Some(CurrencyCode::from(from)),
        rules::FX_SAME_CURRENCY,
        "must differ from fromCurrency",
    );
}

impl QuoteInput {
    /// A quote of `size` (in `currency`, when given) selling `from_currency` for `to_currency`
    /// (the service picks one when absent); refused when both currencies are the same.
    pub fn new(
        from_currency: FromCurrency,
        to_currency: Option<CurrencyCode>,
        size: Option<Positive>,
        currency: Option<CurrencyCode>,
    ) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        check_pair(&mut v, from_currency, to_currency);
        v.finish()?;
        Ok(Self {
            from_currency,
            to_currency,
            size,
            currency,
        })
    }
}

impl FromInput for QuoteInput {
    const TYPE_NAME: &'static str = "QuoteInput";
}

impl crate::input::ReadInput for QuoteInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let from_currency = o.enumeration("fromCurrency");
        let to_currency = o.optional_enumeration("toCurrency");
        let size = o.optional_decimal("size");
        let currency = o.optional_enumeration("currency");
        let size = size.and_then(|size| {
            let checked = size.map(Positive::new).transpose();
            o.validator().field("size", checked)
        });
        if let (Some(from), Some(to)) = (from_currency, to_currency) {
            check_pair(o.validator(), from, to);
        }
        Some(Self {
            from_currency: from_currency?,
            to_currency: to_currency?,
            size: size?,
            currency: currency?,
        })
    }
}

input_deserialize!(QuoteInput);
