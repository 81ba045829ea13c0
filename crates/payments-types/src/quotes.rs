//! Quotes: bid and ask for a currency pair and size.

use crate::CurrencyCode;
use crate::common::Positive;
use crate::input::{Context, FromInput, Object};
use crate::macros::input_deserialize;
use payments_schema::schema;

/// Currencies that can be sold in quotes, conversions and payments (`FromCurrency`).
#[derive(cynic::Enum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cynic(graphql_type = "FromCurrency", rename_all = "SCREAMING_SNAKE_CASE")]
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
#[derive(cynic::Enum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cynic(
    graphql_type = "QuoteApplicability",
    rename_all = "SCREAMING_SNAKE_CASE"
)]
pub enum QuoteApplicability {
    /// Usable for payments.
    Payment,
    /// Usable for conversions.
    Conversion,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cynic(fallback)]
    Unknown,
}

/// A currency pair and size to quote (`QuoteInput`); `size` is positive by its type.
#[derive(cynic::InputObject, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "QuoteInput")]
pub struct QuoteInput {
    /// Currency sold.
    pub from_currency: FromCurrency,
    /// Currency bought.
    #[cynic(skip_serializing_if = "Option::is_none")]
    pub to_currency: Option<CurrencyCode>,
    /// Size; positive.
    #[cynic(skip_serializing_if = "Option::is_none")]
    pub size: Option<Positive>,
    /// Currency in which `size` is given.
    #[cynic(skip_serializing_if = "Option::is_none")]
    pub currency: Option<CurrencyCode>,
}

impl FromInput for QuoteInput {
    const TYPE_NAME: &'static str = "QuoteInput";

    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let from_currency = o.enumeration("fromCurrency");
        let to_currency = o.optional_enumeration("toCurrency");
        let size = o.optional_decimal("size");
        let currency = o.optional_enumeration("currency");
        let size = size.and_then(|size| {
            let checked = size.map(Positive::new).transpose();
            o.validator().field("size", checked)
        });
        Some(Self {
            from_currency: from_currency?,
            to_currency: to_currency?,
            size: size?,
            currency: currency?,
        })
    }
}

input_deserialize!(QuoteInput);
