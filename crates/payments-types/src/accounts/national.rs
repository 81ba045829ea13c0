//! National routing identifiers: [`Aba`] (US), [`Clabe`] (MX), [`Ifsc`] (IN),
//! [`Cnaps`] (CN) and [`SortCode`] (GB).

use super::{all_digits, digit, digits_with_dashes};
use crate::{FieldError, dummy::check_not_dummy, error::shown, macros::string_newtype, rules};

/// A US ABA routing transit number: 9 digits passing the ABA check
/// `3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10)`.
///
/// Rules: `dummy_value`, `aba.format`, `aba.checksum`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Aba(Box<str>);

impl Aba {
    /// Checks a routing number.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        if !all_digits(value, 9) {
            return Err(FieldError::new(
                rules::ABA_FORMAT,
                format!("must be 9 digits: {}", shown(value)),
            ));
        }
        const W: [u32; 9] = [3, 7, 1, 3, 7, 1, 3, 7, 1];
        let sum: u32 = value.bytes().zip(W).map(|(d, w)| digit(d) * w).sum();
        if !sum.is_multiple_of(10) {
            return Err(FieldError::new(
                rules::ABA_CHECKSUM,
                format!("check digit does not match: {}", shown(value)),
            ));
        }
        Ok(Self(value.into()))
    }
}

string_newtype!(Aba);

/// A Mexican CLABE: 18 digits (bank 3, branch city 3, account 11, control 1) whose last
/// digit is the control digit: weights 3, 7, 1 repeated over the first 17 digits, each
/// product taken mod 10, control = `(10 - sum % 10) % 10`.
///
/// Rules: `dummy_value`, `clabe.format`, `clabe.checksum`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Clabe(Box<str>);

impl Clabe {
    /// Checks a CLABE.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        if !all_digits(value, 18) {
            return Err(FieldError::new(
                rules::CLABE_FORMAT,
                format!("must be 18 digits: {}", shown(value)),
            ));
        }
        let b = value.as_bytes();
        let sum: u32 = b[..17]
            .iter()
            .zip([3, 7, 1].iter().cycle())
            .map(|(&d, w)| digit(d) * w % 10)
            .sum();
        if (10 - sum % 10) % 10 != digit(b[17]) {
            return Err(FieldError::new(
                rules::CLABE_CHECKSUM,
                format!("control digit does not match: {}", shown(value)),
            ));
        }
        Ok(Self(value.into()))
    }

    /// The 3-digit bank code.
    pub fn bank_code(&self) -> &str {
        &self.0[..3]
    }
}

string_newtype!(Clabe);

/// An Indian Financial System Code: 4 letters (bank), `0`, 6 letters or digits (branch),
/// stored upper-case (lower-case input is upper-cased).
///
/// Rules: `dummy_value`, `ifsc.format`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ifsc(Box<str>);

impl Ifsc {
    /// Checks an IFSC.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let ifsc = value.to_ascii_uppercase();
        let b = ifsc.as_bytes();
        let ok = b.len() == 11
            && b[..4].iter().all(u8::is_ascii_uppercase)
            && b[4] == b'0'
            && b[5..]
                .iter()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        if !ok {
            return Err(FieldError::new(
                rules::IFSC_FORMAT,
                format!(
                    "must be 4 letters, '0' and 6 letters or digits: {}",
                    shown(value)
                ),
            ));
        }
        Ok(Self(ifsc.into()))
    }
}

string_newtype!(Ifsc);

/// A Chinese CNAPS code (bank branch number): 12 digits.
///
/// Rules: `dummy_value`, `cnaps.format`. (No public check digit is defined.)
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cnaps(Box<str>);

impl Cnaps {
    /// Checks a CNAPS code.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        if !all_digits(value, 12) {
            return Err(FieldError::new(
                rules::CNAPS_FORMAT,
                format!("must be 12 digits: {}", shown(value)),
            ));
        }
        Ok(Self(value.into()))
    }
}

string_newtype!(Cnaps);

/// A UK sort code: 6 digits, stored without dashes. Accepts `123456` or `12-34-56`.
///
/// Rules: `dummy_value`, `sort_code.format`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SortCode(Box<str>);

impl SortCode {
    /// Checks a sort code and removes its dashes.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        digits_with_dashes(value, 6, &[2, 4])
            .map(Self)
            .ok_or_else(|| {
                FieldError::new(
                    rules::SORT_CODE_FORMAT,
                    format!("must be 6 digits, as 123456 or 12-34-56: {}", shown(value)),
                )
            })
    }

    /// The usual written form, `12-34-56`.
    pub fn formatted(&self) -> String {
        format!("{}-{}-{}", &self.0[..2], &self.0[2..4], &self.0[4..])
    }
}

string_newtype!(SortCode);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aba_published_routing_numbers() {
        // JPMorgan Chase NY, Federal Reserve Bank of Boston, Bank of America TX,
        // Wells Fargo CA, Bank of America NY.
        for s in [
            "021000021",
            "011000015",
            "111000025",
            "122105155",
            "026009593",
        ] {
            assert!(Aba::parse(s).is_ok(), "{s}");
        }
        let rule = |s: &str| Aba::parse(s).unwrap_err().rule();
        assert_eq!(rule("021000022"), rules::ABA_CHECKSUM);
        assert_eq!(rule("120000021"), rules::ABA_CHECKSUM, "transposed digits");
        for s in ["02100002", "0210000210", "02100002a", "021-000-021", ""] {
            assert_eq!(rule(s), rules::ABA_FORMAT, "{s:?}");
        }
        assert_eq!(rule("NA"), rules::DUMMY_VALUE);
    }

    #[test]
    fn clabe_published_examples() {
        // Banxico's example, and published CLABEs of BBVA, Santander and Banamex.
        for s in [
            "002010077777777771",
            "032180000118359719",
            "014027000005555558",
            "002115016003269411",
        ] {
            assert!(Clabe::parse(s).is_ok(), "{s}");
        }
        assert_eq!(
            Clabe::parse("002010077777777771").unwrap().bank_code(),
            "002"
        );
        let rule = |s: &str| Clabe::parse(s).unwrap_err().rule();
        assert_eq!(rule("002010077777777772"), rules::CLABE_CHECKSUM);
        assert_eq!(rule("020010077777777771"), rules::CLABE_CHECKSUM);
        for s in [
            "00201007777777777",
            "0020100777777777711",
            "00201007777777777x",
            "",
        ] {
            assert_eq!(rule(s), rules::CLABE_FORMAT, "{s:?}");
        }
    }

    #[test]
    fn ifsc_cnaps_sort_code() {
        assert_eq!(Ifsc::parse("SBIN0005943").unwrap().as_str(), "SBIN0005943");
        assert_eq!(Ifsc::parse("hdfc0000001").unwrap().as_str(), "HDFC0000001");
        for s in [
            "SBIN1005943",
            "SBI00005943",
            "SBIN000594",
            "SBIN00059431",
            "SBIN000594-",
            "",
        ] {
            assert_eq!(
                Ifsc::parse(s).unwrap_err().rule(),
                rules::IFSC_FORMAT,
                "{s:?}"
            );
        }
        assert!(Cnaps::parse("102100099996").is_ok());
        for s in ["10210009999", "1021000999961", "10210009999x", ""] {
            assert_eq!(
                Cnaps::parse(s).unwrap_err().rule(),
                rules::CNAPS_FORMAT,
                "{s:?}"
            );
        }
        assert_eq!(SortCode::parse("12-34-56").unwrap().as_str(), "123456");
        assert_eq!(SortCode::parse("123456").unwrap().formatted(), "12-34-56");
        for s in ["12345", "1234567", "123-456", "12 34 56", "12-3456", ""] {
            assert_eq!(
                SortCode::parse(s).unwrap_err().rule(),
                rules::SORT_CODE_FORMAT,
                "{s:?}"
            );
        }
    }
}
