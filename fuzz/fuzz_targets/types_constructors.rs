//! payments-types' checking constructors and input objects on arbitrary input.
//!
//! The first byte picks a constructor; the rest (lossy UTF-8) is the value. Properties, for an
//! accepted value `v` of a type with both serde directions:
//! * serde round trip: `from_str(to_string(v)) == v`;
//! * the stored (normalised) form is accepted again and gives the same value:
//!   `T::parse(v.as_str()) == v` (idempotence);
//! * a refusal carries a non-empty rule code.
//!
//! When the whole input parses as JSON, it is also checked against every input type of
//! `payments_types::catalog` (`check_for`): no check panics, and a refusal lists at least one
//! error, each with a non-empty rule code.
#![no_main]

use libfuzzer_sys::fuzz_target;
use payments_types::catalog;
use payments_types::{
    Aba, AccountNo, Amount, AsciiText, Bic, Bsb, Clabe, Cnaps, CompanyName, Context, CurrencyCode,
    DateOfBirth, Email, ExternalReference, FieldError, Iban, Ifsc, Mobile, PayId, PersonName,
    SortCode, common, rfis, session, statements,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use time::macros::date;

/// The value is refused with a rule code, or accepted; when accepted it must round-trip
/// through serde and re-parse from its stored string to itself.
fn roundtrip<T>(parsed: Result<T, FieldError>, reparse: impl Fn(&T) -> Result<T, FieldError>)
where
    T: Serialize + DeserializeOwned + PartialEq,
{
    match parsed {
        Err(e) => assert!(!e.rule().is_empty()),
        Ok(v) => {
            let json = serde_json::to_string(&v).expect("an accepted value serializes");
            let back: T = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("serialized form {json} refused on the way back: {e}"));
            assert!(back == v, "serde round trip changed the value: {json}");
            let again = reparse(&v)
                .unwrap_or_else(|e| panic!("stored form of an accepted value refused: {e}"));
            assert!(
                again == v,
                "re-parsing the stored form changed the value: {json}"
            );
        }
    }
}

/// For types with `Serialize` only: accepted values serialize, and re-parse to themselves.
fn serialize_only<T>(parsed: Result<T, FieldError>, reparse: impl Fn(&T) -> Result<T, FieldError>)
where
    T: Serialize + PartialEq,
{
    match parsed {
        Err(e) => assert!(!e.rule().is_empty()),
        Ok(v) => {
            serde_json::to_string(&v).expect("an accepted value serializes");
            let again = reparse(&v)
                .unwrap_or_else(|e| panic!("stored form of an accepted value refused: {e}"));
            assert!(again == v, "re-parsing the stored form changed the value");
        }
    }
}

macro_rules! newtype {
    ($ty:ty, $s:expr) => {
        roundtrip(<$ty>::parse($s), |v| <$ty>::parse(v.as_str()))
    };
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let s: &str = &text;

    match selector % 32 {
        0 => newtype!(PersonName, s),
        1 => roundtrip(PersonName::parse_not_domain(s), |v| {
            PersonName::parse_not_domain(v.as_str())
        }),
        2 => newtype!(CompanyName, s),
        3 => roundtrip(CompanyName::parse_not_domain(s), |v| {
            CompanyName::parse_not_domain(v.as_str())
        }),
        4 => newtype!(AsciiText, s),
        5 => newtype!(Email, s),
        6 => newtype!(Mobile, s),
        7 => roundtrip(DateOfBirth::parse(s), |v| {
            DateOfBirth::parse(&v.to_string())
        }),
        8 => newtype!(ExternalReference, s),
        9 => newtype!(Bsb, s),
        10 => newtype!(AccountNo, s),
        11 => newtype!(Iban, s),
        12 => newtype!(Bic, s),
        13 => newtype!(Aba, s),
        14 => newtype!(Clabe, s),
        15 => newtype!(Ifsc, s),
        16 => newtype!(Cnaps, s),
        17 => newtype!(SortCode, s),
        18 => newtype!(PayId, s),
        19 => roundtrip(CurrencyCode::parse(s), |v| CurrencyCode::parse(v.as_str())),
        20 => {
            // Amount: the currency from the second byte; the serde form is a JSON number
            // whose text parses back to the same amount.
            let currency = CurrencyCode::ALL
                [rest.first().copied().unwrap_or(0) as usize % CurrencyCode::ALL.len()];
            let value = String::from_utf8_lossy(rest.get(1..).unwrap_or_default());
            serialize_only(Amount::parse(&value, currency), |a| {
                Amount::parse(&serde_json::to_string(a).unwrap(), currency)
            });
        }
        21 => newtype!(common::Id, s),
        22 => roundtrip(common::Timestamp::parse(s), |v| {
            common::Timestamp::parse(&v.to_string())
        }),
        23 => newtype!(common::CallbackUri, s),
        24 => newtype!(common::IdempotencyKey, s),
        25 => newtype!(common::FreeText, s),
        26 => roundtrip(common::DocDate::parse(s), |v| {
            common::DocDate::parse(
                &serde_json::from_str::<String>(&serde_json::to_string(v).unwrap()).unwrap(),
            )
        }),
        27 => newtype!(rfis::Base64Document, s),
        28 => serialize_only(statements::StatementStart::parse(s), |v| {
            statements::StatementStart::parse(v.as_str())
        }),
        29 => serialize_only(session::Password::parse(s), |v| {
            session::Password::parse(
                &serde_json::from_str::<String>(&serde_json::to_string(v).unwrap()).unwrap(),
            )
        }),
        30 => {
            // DateOfBirth with an age rule on a fixed day.
            let today = date!(2026 - 06 - 15);
            for rule in [
                payments_types::AgeRule::Adult,
                payments_types::AgeRule::SubClientContact,
            ] {
                if let Ok(d) = DateOfBirth::parse_with_age(s, today, rule) {
                    assert!(d.check_age(today, rule).is_ok());
                    assert!(DateOfBirth::parse(s).is_ok());
                }
            }
        }
        _ => {
            let _ = session::Affiliation::parse(s);
        }
    }

    // Input objects: the whole input as JSON, into every input type.
    if let Ok(value) = serde_json::from_slice::<serde_json::Value>(data) {
        let ctx = Context::on(date!(2026 - 06 - 15));
        for name in catalog::input_type_names() {
            let check = catalog::check_for(name).expect("listed type has a check");
            if let Err(errors) = check(&value, &ctx) {
                assert!(!errors.is_empty(), "{name}: a failure without any error");
                assert!(errors.iter().all(|e| !e.rule().is_empty()));
            }
        }
    }
});
