//! Money: [`CurrencyCode`] (the schema's `CurrencyIso3`) and [`Amount`].

use std::fmt;
use std::str::FromStr;

use rust_decimal::Decimal;
use serde::{Serialize, Serializer};

use crate::{FieldError, error::shown, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;
use payments_types_derive::schema_enum;

/// The schema's `CurrencyIso3` enum. Serde names are the ISO 4217 codes as written.
#[schema_enum(graphql_type = "CurrencyIso3", rename_all = "None")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs, clippy::upper_case_acronyms)]
pub enum CurrencyCode {
    AED,
    AUD,
    CAD,
    CHF,
    CNY,
    EUR,
    GBP,
    HKD,
    IDR,
    INR,
    JPY,
    MXN,
    NZD,
    PHP,
    SGD,
    USD,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

impl CurrencyCode {
    /// Every code, in schema order.
    pub const ALL: [CurrencyCode; 16] = {
        use CurrencyCode::*;
        [
            AED, AUD, CAD, CHF, CNY, EUR, GBP, HKD, IDR, INR, JPY, MXN, NZD, PHP, SGD, USD,
        ]
    };

    /// The ISO 4217 code (`unknown` for a code this version does not know).
    pub fn as_str(self) -> &'static str {
        use CurrencyCode::*;
        match self {
            AED => "AED",
            AUD => "AUD",
            CAD => "CAD",
            CHF => "CHF",
            CNY => "CNY",
            EUR => "EUR",
            GBP => "GBP",
            HKD => "HKD",
            IDR => "IDR",
            INR => "INR",
            JPY => "JPY",
            MXN => "MXN",
            NZD => "NZD",
            PHP => "PHP",
            SGD => "SGD",
            USD => "USD",
            Unknown => "unknown",
        }
    }

    /// Decimal places of the minor unit per ISO 4217 (JPY 0; all others here 2, IDR included).
    pub fn minor_units(self) -> u32 {
        match self {
            CurrencyCode::JPY => 0,
            _ => 2,
        }
    }

    /// Parses an ISO code, exactly as written (upper case): `currency.unknown` otherwise.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        Self::ALL
            .into_iter()
            .find(|c| c.as_str() == value)
            .ok_or_else(|| {
                FieldError::new(
                    rules::CURRENCY_UNKNOWN,
                    format!(
                        "must be one of the supported ISO 4217 codes (AUD, USD, ...): {}",
                        shown(value)
                    ),
                )
            })
    }
}

impl fmt::Display for CurrencyCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for CurrencyCode {
    type Err = FieldError;
    fn from_str(s: &str) -> Result<Self, FieldError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for CurrencyCode {
    type Error = FieldError;
    fn try_from(s: &str) -> Result<Self, FieldError> {
        Self::parse(s)
    }
}

/// Amounts must be below this (10^13), so that the JSON number sent is exact.
pub const AMOUNT_LIMIT: i64 = 10_000_000_000_000;

/// A positive amount of a currency, with no more decimal places than its minor unit.
///
/// Built with [`Amount::new`] (a `Decimal` and its currency) or [`Amount::parse`]
/// (decimal text). Rules, in order: `amount.not_positive` (zero or negative);
/// `amount.scale` (e.g. `10.001` AUD, `10.5` JPY; trailing zeros do not count, so
/// `10.50` AUD and `100.00` JPY pass); `amount.too_large` (10^13 or more: beyond that a
/// JSON number would no longer be exact). The stored value is rescaled to the currency's
/// minor unit (`10.5` AUD is kept as `10.50`).
///
/// Serializes as a JSON number (the schema's `amount: number`). There is no
/// `Deserialize`: the scale rule needs the currency, so input code deserializes a
/// `Decimal` and a [`CurrencyCode`] and calls [`Amount::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Amount {
    value: Decimal,
    currency: CurrencyCode,
}

impl Amount {
    /// Checks `value` against the rules for `currency`.
    pub fn new(value: Decimal, currency: CurrencyCode) -> Result<Self, FieldError> {
        if value <= Decimal::ZERO {
            return Err(FieldError::new(
                rules::AMOUNT_NOT_POSITIVE,
                format!("must be greater than zero, got {value}"),
            ));
        }
        let minor = currency.minor_units();
        if value.normalize().scale() > minor {
            return Err(FieldError::new(
                rules::AMOUNT_SCALE,
                format!("{currency} allows at most {minor} decimal places, got {value}"),
            ));
        }
        if value >= Decimal::from(AMOUNT_LIMIT) {
            return Err(FieldError::new(
                rules::AMOUNT_TOO_LARGE,
                format!("must be less than {AMOUNT_LIMIT}, got {value}"),
            ));
        }
        let mut value = value;
        value.rescale(minor);
        Ok(Self { value, currency })
    }

    /// Parses decimal text (`"1234.50"`; no exponent, no thousands separators), then
    /// [`new`](Self::new). Unparsable text is `amount.format`.
    pub fn parse(value: &str, currency: CurrencyCode) -> Result<Self, FieldError> {
        let d = Decimal::from_str_exact(value).map_err(|_| {
            FieldError::new(
                rules::AMOUNT_FORMAT,
                format!(
                    "must be a plain decimal number such as 1234.50: {}",
                    shown(value)
                ),
            )
        })?;
        Self::new(d, currency)
    }

    /// The value, scaled to the currency's minor unit.
    pub fn value(&self) -> Decimal {
        self.value
    }

    /// The currency it was checked against.
    pub fn currency(&self) -> CurrencyCode {
        self.currency
    }
}

impl fmt::Display for Amount {
    /// `1234.50 AUD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.value, self.currency)
    }
}

/// Sends a decimal as a JSON number through its exact decimal text (the schema's `Float`).
pub(crate) fn serialize_as_number<S: Serializer>(
    value: Decimal,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value.to_string().parse::<f64>() {
        Ok(number) if number.is_finite() => serializer.serialize_f64(number),
        _ => serializer.collect_str(&value),
    }
}

impl Serialize for Amount {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Below 10^13 with at most 2 decimals: at most 15 significant digits, which an
        // f64 holds exactly enough that its shortest text is the decimal itself.
        // Parsing the decimal text rounds correctly (unlike scaling the mantissa).
        serialize_as_number(self.value, serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).unwrap()
    }

    #[test]
    fn currency_codes() {
        for c in CurrencyCode::ALL {
            assert_eq!(CurrencyCode::parse(c.as_str()), Ok(c));
            assert_eq!(serde_json::to_string(&c).unwrap(), format!("\"{c}\""));
            assert_eq!(
                serde_json::from_str::<CurrencyCode>(&format!("\"{c}\"")).unwrap(),
                c
            );
        }
        assert_eq!(CurrencyCode::JPY.minor_units(), 0);
        assert_eq!(CurrencyCode::IDR.minor_units(), 2);
        assert_eq!(CurrencyCode::AUD.minor_units(), 2);
        for s in ["aud", "XYZ", "", "NA", "AUD "] {
            assert_eq!(
                CurrencyCode::parse(s).unwrap_err().rule(),
                rules::CURRENCY_UNKNOWN,
                "{s:?}"
            );
        }
        // A code the schema does not have decodes (a reply must not fail on a new currency)
        // to the fallback, which can never be sent.
        let unknown = serde_json::from_str::<CurrencyCode>("\"aud\"").unwrap();
        assert_eq!(unknown, CurrencyCode::Unknown);
        assert!(serde_json::to_string(&unknown).is_err());
    }

    #[test]
    fn amount_rules() {
        use CurrencyCode::*;
        let rule = |v: &str, c| Amount::new(d(v), c).unwrap_err().rule();
        assert_eq!(rule("0", AUD), rules::AMOUNT_NOT_POSITIVE);
        assert_eq!(rule("0.00", AUD), rules::AMOUNT_NOT_POSITIVE);
        assert_eq!(rule("-1", AUD), rules::AMOUNT_NOT_POSITIVE);
        assert_eq!(rule("10.001", AUD), rules::AMOUNT_SCALE);
        assert_eq!(rule("10.5", JPY), rules::AMOUNT_SCALE);
        assert_eq!(rule("0.001", USD), rules::AMOUNT_SCALE);
        assert_eq!(rule("10000000000000", AUD), rules::AMOUNT_TOO_LARGE);
        assert!(Amount::new(d("9999999999999.99"), AUD).is_ok());
        assert!(Amount::new(d("0.01"), AUD).is_ok());
        assert!(Amount::new(d("1"), JPY).is_ok());
        assert!(Amount::new(d("100.00"), JPY).is_ok());
        assert_eq!(
            Amount::new(d("10.5"), AUD).unwrap().value().to_string(),
            "10.50"
        );
        assert_eq!(
            Amount::new(d("10.500"), AUD).unwrap().value().to_string(),
            "10.50"
        );
        assert_eq!(
            Amount::new(d("100.00"), JPY).unwrap().to_string(),
            "100 JPY"
        );
    }

    #[test]
    fn amount_parse_and_json() {
        let a = Amount::parse("1234.50", CurrencyCode::AUD).unwrap();
        assert_eq!(serde_json::to_string(&a).unwrap(), "1234.5");
        let a = Amount::parse("9999999999999.99", CurrencyCode::USD).unwrap();
        assert_eq!(serde_json::to_string(&a).unwrap(), "9999999999999.99");
        let a = Amount::parse("0.07", CurrencyCode::USD).unwrap();
        assert_eq!(serde_json::to_string(&a).unwrap(), "0.07");
        for s in ["1e3", "abc", "", "1,000.00", " 1"] {
            assert_eq!(
                Amount::parse(s, CurrencyCode::USD).unwrap_err().rule(),
                rules::AMOUNT_FORMAT,
                "{s:?}"
            );
        }
        assert_eq!(
            Amount::parse("-5", CurrencyCode::USD).unwrap_err().rule(),
            rules::AMOUNT_NOT_POSITIVE
        );
    }
}

#[cfg(feature = "cynic")]
cynic::impl_scalar!(Amount, schema::Float);
