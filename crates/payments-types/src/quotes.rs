//! Quotes: bid and ask for a currency pair and size.

use rust_decimal::Decimal;

use crate::common::Positive;
use crate::input::{Context, Object};
use crate::{CurrencyCode, ValidationErrors, Validator, rules};
use payments_types_derive::{input_object, schema_enum};

/// Currencies that can be sold in quotes, conversions and payments (`FromCurrency`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuoteApplicability {
    /// Usable for payments.
    Payment,
    /// Usable for conversions.
    Conversion,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// A currency pair and size to quote (`QuoteInput`); `size` is positive by its type, and the
/// currency bought, when given, differs from the currency sold (built by [`QuoteInput::new`]).
#[input_object(read_with = Self::read_checked)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuoteInput {
    from_currency: FromCurrency,
    to_currency: Option<CurrencyCode>,
    #[input(read_as = Decimal)]
    size: Option<Positive>,
    currency: Option<CurrencyCode>,
}

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

impl QuoteInput {
    /// The end of reading: the size's own rules (read as a number, checked once every field is
    /// read), then the pair, when both currencies passed theirs.
    fn read_checked(o: &mut Object<'_>, _: &Context, read: QuoteInputRead) -> Option<Self> {
        let size = read.size.and_then(|size| {
            let checked = size.map(Positive::new).transpose();
            o.validator().field("size", checked)
        });
        if let (Some(from), Some(to)) = (read.from_currency, read.to_currency) {
            check_pair(o.validator(), from, to);
        }
        read.into_value(size?)
    }
}
