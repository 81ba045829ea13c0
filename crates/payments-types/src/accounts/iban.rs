//! International identifiers: [`Iban`] (ISO 13616) and [`Bic`] (ISO 9362).

use crate::{FieldError, dummy::check_not_dummy, error::shown, macros::string_newtype, rules};

/// IBAN lengths by country (SWIFT IBAN registry). Countries not listed fall back to the
/// ISO 13616 range of 15 to 34 characters.
const IBAN_LENGTHS: &[(&str, usize)] = &[
    ("AD", 24),
    ("AE", 23),
    ("AL", 28),
    ("AT", 20),
    ("AZ", 28),
    ("BA", 20),
    ("BE", 16),
    ("BG", 22),
    ("BH", 22),
    ("BR", 29),
    ("BY", 28),
    ("CH", 21),
    ("CR", 22),
    ("CY", 28),
    ("CZ", 24),
    ("DE", 22),
    ("DK", 18),
    ("DO", 28),
    ("EE", 20),
    ("EG", 29),
    ("ES", 24),
    ("FI", 18),
    ("FO", 18),
    ("FR", 27),
    ("GB", 22),
    ("GE", 22),
    ("GI", 23),
    ("GL", 18),
    ("GR", 27),
    ("GT", 28),
    ("HR", 21),
    ("HU", 28),
    ("IE", 22),
    ("IL", 23),
    ("IQ", 23),
    ("IS", 26),
    ("IT", 27),
    ("JO", 30),
    ("KW", 30),
    ("KZ", 20),
    ("LB", 28),
    ("LC", 32),
    ("LI", 21),
    ("LT", 20),
    ("LU", 20),
    ("LV", 21),
    ("MC", 27),
    ("MD", 24),
    ("ME", 22),
    ("MK", 19),
    ("MR", 27),
    ("MT", 31),
    ("MU", 30),
    ("NL", 18),
    ("NO", 15),
    ("PK", 24),
    ("PL", 28),
    ("PS", 29),
    ("PT", 25),
    ("QA", 29),
    ("RO", 24),
    ("RS", 22),
    ("SA", 24),
    ("SC", 31),
    ("SE", 24),
    ("SI", 19),
    ("SK", 24),
    ("SM", 27),
    ("ST", 25),
    ("SV", 28),
    ("TL", 23),
    ("TN", 24),
    ("TR", 26),
    ("UA", 29),
    ("VA", 22),
    ("VG", 24),
    ("XK", 20),
];

/// Shortest IBAN for a country not in the length table.
pub const IBAN_MIN: usize = 15;
/// Longest IBAN (ISO 13616).
pub const IBAN_MAX: usize = 34;

/// The IBAN length of `country` (two upper-case letters), if it is in the table.
pub fn iban_length_for_country(country: &str) -> Option<usize> {
    IBAN_LENGTHS
        .iter()
        .find(|(c, _)| *c == country)
        .map(|&(_, n)| n)
}

/// An International Bank Account Number, stored in electronic form (no spaces, upper case).
///
/// Input may hold ASCII spaces anywhere (`GB82 WEST 1234 …`) and lower-case letters.
/// Rules, in order: `dummy_value`; `iban.format` (after removing spaces: ASCII letters and
/// digits only, starting with a two-letter country code and two check digits);
/// `iban.length` (the country's length from the table, or 15–34 for other countries);
/// `iban.checksum` (ISO 13616 / ISO 7064 mod 97-10: the rearranged number mod 97 is 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Iban(Box<str>);

impl Iban {
    /// Checks an IBAN and gives its electronic form.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let format = || {
            FieldError::new(
                rules::IBAN_FORMAT,
                format!(
                    "must be a country code, 2 check digits and letters or digits: {}",
                    shown(value)
                ),
            )
        };
        if value.len() > 4 * IBAN_MAX {
            return Err(format());
        }
        let iban: String = value
            .bytes()
            .filter(|&b| b != b' ')
            .map(|b| b.to_ascii_uppercase() as char)
            .collect();
        let b = iban.as_bytes();
        if b.len() < 4
            || !b.iter().all(|c| c.is_ascii_alphanumeric())
            || !b[..2].iter().all(u8::is_ascii_alphabetic)
            || !b[2..4].iter().all(u8::is_ascii_digit)
        {
            return Err(format());
        }
        let country = &iban[..2];
        let ok_len = match iban_length_for_country(country) {
            Some(n) => b.len() == n,
            None => (IBAN_MIN..=IBAN_MAX).contains(&b.len()),
        };
        if !ok_len {
            let expected = iban_length_for_country(country)
                .map_or(format!("{IBAN_MIN} to {IBAN_MAX}"), |n| n.to_string());
            return Err(FieldError::new(
                rules::IBAN_LENGTH,
                format!(
                    "a {country} IBAN has {expected} characters, got {}",
                    b.len()
                ),
            ));
        }
        if mod97(b) != 1 {
            return Err(FieldError::new(
                rules::IBAN_CHECKSUM,
                format!("check digits do not match (mod 97): {}", shown(value)),
            ));
        }
        Ok(Self(iban.into()))
    }

    /// The IBAN of `bban` (the national account number) in `country` (two letters), with its
    /// ISO 13616 check digits computed; checked like [`Iban::parse`] (so a BBAN of the wrong
    /// length for the country is refused with `iban.length`).
    pub fn from_parts(country: &str, bban: &str) -> Result<Self, FieldError> {
        let body: String = format!("{country}00{bban}")
            .bytes()
            .filter(|&b| b != b' ')
            .map(|b| b.to_ascii_uppercase() as char)
            .collect();
        if body.len() < 4 || !body.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Self::parse(&body);
        }
        let check = 98 - mod97(body.as_bytes());
        Self::parse(&format!("{}{check:02}{}", &body[..2], &body[4..]))
    }

    /// The two-letter country code.
    pub fn country(&self) -> &str {
        &self.0[..2]
    }

    /// The print form: groups of four separated by spaces.
    pub fn formatted(&self) -> String {
        let mut out = String::with_capacity(self.0.len() + self.0.len() / 4);
        for (i, c) in self.0.chars().enumerate() {
            if i > 0 && i % 4 == 0 {
                out.push(' ');
            }
            out.push(c);
        }
        out
    }
}

string_newtype!(Iban);

/// The rearranged IBAN (first four characters moved to the end, letters as 10..35) mod 97.
fn mod97(iban: &[u8]) -> u32 {
    iban[4..].iter().chain(&iban[..4]).fold(0u32, |r, &c| {
        if c.is_ascii_digit() {
            (r * 10 + u32::from(c - b'0')) % 97
        } else {
            (r * 100 + u32::from(c - b'A') + 10) % 97
        }
    })
}

/// A Business Identifier Code (SWIFT/BIC, ISO 9362), stored upper-case.
///
/// Shape: 4 letters (institution), 2 letters (country), 2 letters or digits (location),
/// and optionally 3 letters or digits (branch). Lower-case input is upper-cased.
/// Rules, in order: `dummy_value`, `bic.length` (8 or 11), `bic.format`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bic(Box<str>);

impl Bic {
    /// Checks a BIC.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let len = value.chars().count();
        if !matches!(len, 8 | 11) {
            return Err(FieldError::new(
                rules::BIC_LENGTH,
                format!("must be 8 or 11 characters, got {len}"),
            ));
        }
        let bic = value.to_ascii_uppercase();
        let b = bic.as_bytes();
        let ok = b.len() == len
            && b[..6].iter().all(u8::is_ascii_uppercase)
            && b[6..]
                .iter()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        if !ok {
            return Err(FieldError::new(
                rules::BIC_FORMAT,
                format!(
                    "must be 4+2 letters and 2 (or 5) letters or digits: {}",
                    shown(value)
                ),
            ));
        }
        Ok(Self(bic.into()))
    }

    /// The 4-letter institution code.
    pub fn institution(&self) -> &str {
        &self.0[..4]
    }

    /// The 2-letter country code.
    pub fn country(&self) -> &str {
        &self.0[4..6]
    }

    /// The 3-character branch code, if given.
    pub fn branch(&self) -> Option<&str> {
        self.0.get(8..).filter(|b| !b.is_empty())
    }
}

string_newtype!(Bic);

#[cfg(test)]
mod tests {
    use super::*;

    /// Example IBANs published in the SWIFT IBAN registry and by national banks.
    const EXAMPLES: &[&str] = &[
        "GB82 WEST 1234 5698 7654 32",
        "DE89 3704 0044 0532 0130 00",
        "FR14 2004 1010 0505 0001 3M02 606",
        "NL91 ABNA 0417 1643 00",
        "BE68 5390 0754 7034",
        "CH93 0076 2011 6238 5295 7",
        "NO93 8601 1117 947",
        "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
        "AE07 0331 2345 6789 0123 456",
    ];

    #[test]
    fn published_examples_pass() {
        for s in EXAMPLES {
            let iban = Iban::parse(s).unwrap();
            assert_eq!(iban.as_str(), s.replace(' ', ""));
            assert_eq!(iban.formatted(), *s);
        }
        let lower = Iban::parse("gb82west12345698765432").unwrap();
        assert_eq!(lower.as_str(), "GB82WEST12345698765432");
        assert_eq!(lower.country(), "GB");
    }

    #[test]
    fn refusals() {
        let rule = |s: &str| Iban::parse(s).unwrap_err().rule();
        assert_eq!(rule("GB82 WEST 1234 5698 7654 33"), rules::IBAN_CHECKSUM);
        assert_eq!(
            rule("GB28 WEST 1234 5698 7654 32"),
            rules::IBAN_CHECKSUM,
            "swapped check digits"
        );
        assert_eq!(rule("DE89 3704 0044 0532 0130 0"), rules::IBAN_LENGTH);
        assert_eq!(rule("GB82 WEST 1234 5698 7654 321"), rules::IBAN_LENGTH);
        assert_eq!(
            rule("ZZ12 3456"),
            rules::IBAN_LENGTH,
            "unknown country: 15 to 34"
        );
        assert_eq!(rule("GB82-WEST-1234"), rules::IBAN_FORMAT);
        assert_eq!(rule("1282WEST12345698765432"), rules::IBAN_FORMAT);
        assert_eq!(rule("GBX2WEST12345698765432"), rules::IBAN_FORMAT);
        assert_eq!(rule("GB82WEST1234569876543é"), rules::IBAN_FORMAT);
        assert_eq!(rule(""), rules::IBAN_FORMAT);
        assert_eq!(rule("N/A"), rules::DUMMY_VALUE);
    }

    #[test]
    fn unknown_country_uses_the_generic_range_and_the_checksum() {
        // A made-up country with a correct mod-97 check: accepted by range.
        let body = "ZZ00ABCD1234567890";
        let check = 98 - mod97(body.as_bytes());
        let iban = format!("ZZ{check:02}ABCD1234567890");
        assert!(Iban::parse(&iban).is_ok(), "{iban}");
    }

    #[test]
    fn from_parts_computes_the_check_digits() {
        let iban = Iban::from_parts("GB", "WEST12345698765432").unwrap();
        assert_eq!(iban.as_str(), "GB82WEST12345698765432");
        let iban = Iban::from_parts("de", "37040044 0532013000").unwrap();
        assert_eq!(iban.as_str(), "DE89370400440532013000");
        assert_eq!(
            Iban::from_parts("GB", "WEST1234").unwrap_err().rule(),
            rules::IBAN_LENGTH
        );
        assert_eq!(
            Iban::from_parts("G", "").unwrap_err().rule(),
            rules::IBAN_FORMAT
        );
    }

    #[test]
    fn bics() {
        for s in [
            "DEUTDEFF",
            "DEUTDEFF500",
            "NWBKGB2L",
            "CTBAAU2S",
            "ctbaau2sxxx",
        ] {
            assert_eq!(Bic::parse(s).unwrap().as_str(), s.to_ascii_uppercase());
        }
        let b = Bic::parse("DEUTDEFF500").unwrap();
        assert_eq!(
            (b.institution(), b.country(), b.branch()),
            ("DEUT", "DE", Some("500"))
        );
        assert_eq!(Bic::parse("DEUTDEFF").unwrap().branch(), None);
        let rule = |s: &str| Bic::parse(s).unwrap_err().rule();
        for s in ["DEUTDEF", "DEUTDEFF5", "DEUTDEFF5000", ""] {
            assert_eq!(rule(s), rules::BIC_LENGTH, "{s:?}");
        }
        for s in [
            "DEU1DEFF",
            "DEUTD3FF",
            "DEUTDEF-",
            "DEUTDEFF50_",
            "DEUTDEFÉ",
        ] {
            assert_eq!(rule(s), rules::BIC_FORMAT, "{s:?}");
        }
    }
}
