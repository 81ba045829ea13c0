//! Output types shared by several resources: [`Money`] (the schema's `Float`, exact), and the
//! `Address`, `Contact` and `IdDoc` records.

use std::fmt;
use std::str::FromStr;

use payments_schema::schema;
use payments_types::common::IdDocType;
use rust_decimal::Decimal;
use serde::de::Error as _;
use serde_json::value::RawValue;

/// An exact decimal decoded from a `Float` of a reply (amounts, fees, balances, rates, scores).
///
/// Decoded from the JSON number's own text (`100.10` stays `100.10`), never through `f64`.
/// Accepts plain and exponent notation (`1.5e3`); anything but a JSON number is a decode error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Money(pub Decimal);

impl Money {
    /// The value.
    pub fn value(self) -> Decimal {
        self.0
    }

    /// Parses the text of a JSON number.
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let looks_numeric = text
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E'));
        if text.is_empty() || !looks_numeric {
            return Err(format!("expected a number, got {text}"));
        }
        let parsed = if text.contains(['e', 'E']) {
            Decimal::from_scientific(text)
        } else {
            Decimal::from_str(text)
        };
        parsed
            .map(Money)
            .map_err(|e| format!("number {text} is not an exact decimal: {e}"))
    }
}

impl FromStr for Money {
    type Err = String;
    /// [`Money::parse`].
    fn from_str(text: &str) -> Result<Self, String> {
        Self::parse(text)
    }
}

impl From<Decimal> for Money {
    fn from(value: Decimal) -> Self {
        Money(value)
    }
}

impl From<Money> for Decimal {
    fn from(value: Money) -> Self {
        value.0
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl<'de> serde::Deserialize<'de> for Money {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = Box::<RawValue>::deserialize(deserializer)?;
        Money::parse(raw.get()).map_err(D::Error::custom)
    }
}

impl serde::Serialize for Money {
    /// A JSON number with the decimal's exact digits.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let raw = RawValue::from_string(self.0.normalize().to_string())
            .map_err(serde::ser::Error::custom)?;
        raw.serialize(serializer)
    }
}

cynic::impl_scalar!(Money, schema::Float);

/// A postal address.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Address")]
pub struct Address {
    /// Building name or number.
    pub building: Option<String>,
    /// Street.
    pub street: Option<String>,
    /// Suburb or city.
    pub suburb: Option<String>,
    /// State or region.
    pub state: Option<String>,
    /// Postcode.
    pub postcode: Option<String>,
    /// Country.
    pub country: Option<String>,
}

/// The contact person of a sub-client.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Contact")]
pub struct Contact {
    /// First name.
    pub first_name: Option<String>,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Last name.
    pub last_name: Option<String>,
    /// E-mail address.
    pub email: Option<String>,
    /// International phone number.
    pub mobile: Option<String>,
    /// Date of birth, `YYYY-MM-DD`.
    pub dob: Option<String>,
}

/// An identity document.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "IdDoc")]
pub struct IdDoc {
    /// Kind of document.
    #[cynic(rename = "type")]
    pub doc_type: Option<IdDocType>,
    /// Document number.
    pub doc_number: Option<String>,
    /// Extra issuer detail.
    pub issuer: Option<String>,
    /// Issue date, `YYYY-MM-DD`.
    pub issue_date: Option<String>,
    /// Expiry date, `YYYY-MM-DD`.
    pub expiry_date: Option<String>,
    /// Issuing country.
    pub country: Option<String>,
}

/// A party record the service saved (`createRecipient`, `updateSender`, ...), with the id it
/// gave it. The record's own `id` is optional because the same fragment describes parties
/// supplied inline, which have none; a saved one always has one, so it is lifted out here
/// (a reply without it is a decode error). Dereferences to the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved<T> {
    /// The id the service gave the record.
    pub id: payments_types::common::Id,
    /// The record as the service replied it.
    pub record: T,
}

impl<T> std::ops::Deref for Saved<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.record
    }
}

impl<T> Saved<T> {
    /// `record` with `id`, or the decode error naming `operation`'s reply field `field`.
    pub(crate) fn of(
        operation: &str,
        field: &str,
        record: T,
        id: Option<&payments_types::common::Id>,
    ) -> Result<Self, crate::Error> {
        match id {
            Some(id) => Ok(Self {
                id: id.clone(),
                record,
            }),
            None => super::record::<Self>(operation, &format!("{field}.id"), None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    struct Row {
        amount: Money,
        fee: Option<Money>,
    }

    #[test]
    fn money_keeps_the_json_text_exactly() {
        let row: Row =
            serde_json::from_str(r#"{"amount": 100.10, "fee": 0.30000000000000004}"#).unwrap();
        assert_eq!(row.amount.0.to_string(), "100.10");
        assert_eq!(row.fee.unwrap().0.to_string(), "0.30000000000000004");
        let row: Row = serde_json::from_str(r#"{"amount": 1.5e3, "fee": null}"#).unwrap();
        assert_eq!(row.amount.0, Decimal::from(1500));
        assert!(row.fee.is_none());
        let big: Row = serde_json::from_str(r#"{"amount": 9999999999999.99}"#).unwrap();
        assert_eq!(big.amount.to_string(), "9999999999999.99");
    }

    #[test]
    fn money_refuses_what_is_not_a_number() {
        for body in [
            r#"{"amount": "10.00"}"#,
            r#"{"amount": true}"#,
            r#"{"amount": {}}"#,
            r#"{"amount": null}"#,
            r#"{"amount": 1e400}"#,
        ] {
            assert!(serde_json::from_str::<Row>(body).is_err(), "{body}");
        }
    }

    #[test]
    fn money_also_decodes_from_a_value_and_serializes_exactly() {
        let v = serde_json::json!({"amount": 12.5});
        let row: Row = serde_json::from_value(v).unwrap();
        assert_eq!(row.amount.to_string(), "12.5");
        let m = Money(Decimal::new(10010, 2));
        assert_eq!(serde_json::to_string(&m).unwrap(), "100.1");
    }
}
