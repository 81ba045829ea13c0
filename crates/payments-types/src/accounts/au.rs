//! Australian identifiers: [`Bsb`] and [`PayId`].

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{all_digits, digit, digits_with_dashes};
use crate::{
    Email, FieldError, dummy::check_not_dummy, error::shown, macros::string_newtype, rules,
    text::check_printable_ascii,
};

/// An Australian bank-state-branch number: 6 digits, stored without the dash.
///
/// Accepts `123456` or `123-456` (dash only after the third digit); gives `123456`.
/// Rules: `dummy_value`, `bsb.format`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bsb(Box<str>);

impl Bsb {
    /// Checks a BSB and removes its dash.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        digits_with_dashes(value, 6, &[3]).map(Self).ok_or_else(|| {
            FieldError::new(
                rules::BSB_FORMAT,
                format!("must be 6 digits, as 123456 or 123-456: {}", shown(value)),
            )
        })
    }

    /// The usual written form, `123-456`.
    pub fn formatted(&self) -> String {
        format!("{}-{}", &self.0[..3], &self.0[3..])
    }
}

string_newtype!(Bsb);

/// What a [`PayId`] identifies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PayIdKind {
    /// An email address.
    Email,
    /// An Australian mobile number.
    Mobile,
    /// An Australian Business Number (11 digits).
    Abn,
    /// An Australian Company Number (9 digits).
    Acn,
    /// An organisation identifier.
    OrgId,
}

/// Longest organisation-identifier PayID.
pub const PAYID_ORG_ID_MAX: usize = 256;

/// An NPP PayID: an email address, an Australian mobile number, an ABN, an ACN or an
/// organisation identifier. The kind is read from the value's shape:
///
/// 1. contains `@`: an email, checked as [`Email`] (its rules apply) and kept as given;
/// 2. starts with `+`, or is `04` plus 8 digits (spaces and `-` ignored): an Australian
///    mobile: `+61 4xx xxx xxx`, `0061 4…` or `04xx xxx xxx`, stored as E.164
///    `+614xxxxxxxx`, else `payid.mobile`;
/// 3. only digits, spaces and `-`: 11 digits is an ABN (`payid.abn_checksum`), 9 digits an
///    ACN (`payid.acn_checksum`), stored as bare digits; other lengths `payid.format`;
/// 4. otherwise an organisation identifier: starts with an ASCII letter, printable ASCII
///    (`ascii`, `ascii.printable`), at most 256 characters (`payid.format`), kept as given.
///
/// `dummy_value` is checked first. Serializes as the stored string.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PayId {
    value: String,
    kind: PayIdKind,
}

impl PayId {
    /// Checks a PayID and finds its kind.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        if value.contains('@') {
            let email = Email::parse(value)?;
            return Ok(Self {
                value: email.into_string(),
                kind: PayIdKind::Email,
            });
        }
        let compact: String = value.chars().filter(|&c| c != ' ' && c != '-').collect();
        let is_digits = !compact.is_empty() && compact.bytes().all(|b| b.is_ascii_digit());
        if compact.starts_with('+')
            || (is_digits && compact.len() == 10 && compact.starts_with("04"))
        {
            return au_mobile(&compact)
                .map(|value| Self {
                    value,
                    kind: PayIdKind::Mobile,
                })
                .ok_or_else(|| {
                    FieldError::new(
                        rules::PAYID_MOBILE,
                        format!(
                            "is not an Australian mobile number (+61 4xx xxx xxx): {}",
                            shown(value)
                        ),
                    )
                });
        }
        if is_digits && value.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
            return match compact.len() {
                11 if abn_checksum_ok(&compact) => Ok(Self {
                    value: compact,
                    kind: PayIdKind::Abn,
                }),
                11 => Err(FieldError::new(
                    rules::PAYID_ABN_CHECKSUM,
                    format!("is not a valid ABN (check digits): {}", shown(value)),
                )),
                9 if acn_checksum_ok(&compact) => Ok(Self {
                    value: compact,
                    kind: PayIdKind::Acn,
                }),
                9 => Err(FieldError::new(
                    rules::PAYID_ACN_CHECKSUM,
                    format!("is not a valid ACN (check digit): {}", shown(value)),
                )),
                _ => Err(payid_format(value)),
            };
        }
        if !value
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic())
        {
            return Err(payid_format(value));
        }
        check_printable_ascii(value)?;
        if value.len() > PAYID_ORG_ID_MAX {
            return Err(payid_format(value));
        }
        Ok(Self {
            value: value.to_owned(),
            kind: PayIdKind::OrgId,
        })
    }

    /// The stored PayID.
    pub fn as_str(&self) -> &str {
        &self.value
    }

    /// Its kind.
    pub fn kind(&self) -> PayIdKind {
        self.kind
    }
}

fn payid_format(value: &str) -> FieldError {
    FieldError::new(
        rules::PAYID_FORMAT,
        format!(
            "must be an email, an Australian mobile, an ABN, an ACN or an organisation id \
             (starting with a letter, at most {PAYID_ORG_ID_MAX} characters): {}",
            shown(value)
        ),
    )
}

/// `compact` (no spaces or dashes) as `+614` and 8 digits, if it is an Australian mobile.
fn au_mobile(compact: &str) -> Option<String> {
    let national = if let Some(r) = compact.strip_prefix("+61") {
        r.strip_prefix('0').unwrap_or(r) // "+61 04…" is a common slip
    } else {
        compact.strip_prefix('0')?
    };
    (all_digits(national, 9) && national.starts_with('4')).then(|| format!("+61{national}"))
}

/// True when `abn` is 11 digits passing the ABN check (subtract 1 from the first digit,
/// weights 10, 1, 3, 5, …, 19, sum divisible by 89).
pub fn abn_checksum_ok(abn: &str) -> bool {
    const W: [u32; 11] = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
    if !all_digits(abn, 11) {
        return false;
    }
    let b = abn.as_bytes();
    let sum: u32 = b
        .iter()
        .zip(W)
        .enumerate()
        .map(|(i, (&d, w))| {
            let d = digit(d);
            let d = if i == 0 { (d + 9) % 10 } else { d };
            d * w
        })
        .sum();
    // The first digit of a real ABN is never 0 (it would need 0 - 1).
    b[0] != b'0' && sum.is_multiple_of(89)
}

/// True when `acn` is 9 digits passing the ACN check (weights 8…1 on the first 8 digits;
/// the ninth is `(10 - sum % 10) % 10`).
pub fn acn_checksum_ok(acn: &str) -> bool {
    if !all_digits(acn, 9) {
        return false;
    }
    let b = acn.as_bytes();
    let sum: u32 = b[..8]
        .iter()
        .zip((1..=8).rev())
        .map(|(&d, w)| digit(d) * w)
        .sum();
    (10 - sum % 10) % 10 == digit(b[8])
}

impl fmt::Display for PayId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.value)
    }
}

impl AsRef<str> for PayId {
    fn as_ref(&self) -> &str {
        &self.value
    }
}

impl std::str::FromStr for PayId {
    type Err = FieldError;
    fn from_str(s: &str) -> Result<Self, FieldError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for PayId {
    type Error = FieldError;
    fn try_from(s: &str) -> Result<Self, FieldError> {
        Self::parse(s)
    }
}

impl TryFrom<String> for PayId {
    type Error = FieldError;
    fn try_from(s: String) -> Result<Self, FieldError> {
        Self::parse(&s)
    }
}

impl From<PayId> for String {
    fn from(p: PayId) -> String {
        p.value
    }
}

impl Serialize for PayId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.value)
    }
}

impl<'de> Deserialize<'de> for PayId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "cynic")]
const _: () = {
    use payments_schema::schema;
    cynic::impl_scalar!(PayId, schema::String);
};

crate::macros::read_from_string!(PayId);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bsb_forms() {
        assert_eq!(Bsb::parse("062-000").unwrap().as_str(), "062000");
        assert_eq!(Bsb::parse("062000").unwrap().formatted(), "062-000");
        for s in [
            "06200",
            "0620000",
            "06-2000",
            "062 000",
            "062–000",
            "abcdef",
            "",
            " 062000",
        ] {
            assert_eq!(
                Bsb::parse(s).unwrap_err().rule(),
                rules::BSB_FORMAT,
                "{s:?}"
            );
        }
        assert_eq!(Bsb::parse("NA").unwrap_err().rule(), rules::DUMMY_VALUE);
    }

    #[test]
    fn abn_and_acn_checks() {
        // ATO's worked example and real registered numbers.
        for abn in ["51824753556", "53004085616", "33102417032"] {
            assert!(abn_checksum_ok(abn), "{abn}");
        }
        assert!(!abn_checksum_ok("51824753557"));
        assert!(!abn_checksum_ok("5182475355"));
        // ASIC's published examples.
        for acn in [
            "000000019",
            "000250000",
            "000500005",
            "001000004",
            "004085616",
            "010499966",
            "005749986",
        ] {
            assert!(acn_checksum_ok(acn), "{acn}");
        }
        assert!(!acn_checksum_ok("004085617"));
    }

    #[test]
    fn payid_kinds() {
        let k = |s: &str| {
            let p = PayId::parse(s).unwrap();
            (p.kind(), p.as_str().to_owned())
        };
        assert_eq!(
            k("pay@acme.com.au"),
            (PayIdKind::Email, "pay@acme.com.au".into())
        );
        assert_eq!(
            k("+61 412 345 678"),
            (PayIdKind::Mobile, "+61412345678".into())
        );
        assert_eq!(
            k("+61-412345678"),
            (PayIdKind::Mobile, "+61412345678".into())
        );
        assert_eq!(
            k("0412 345 678"),
            (PayIdKind::Mobile, "+61412345678".into())
        );
        assert_eq!(k("51 824 753 556"), (PayIdKind::Abn, "51824753556".into()));
        assert_eq!(k("004 085 616"), (PayIdKind::Acn, "004085616".into()));
        assert_eq!(k("ACME PAYROLL"), (PayIdKind::OrgId, "ACME PAYROLL".into()));
    }

    #[test]
    fn payid_refusals() {
        let rule = |s: &str| PayId::parse(s).unwrap_err().rule();
        assert_eq!(rule("+44 7700 900123"), rules::PAYID_MOBILE);
        assert_eq!(rule("+61 2 9999 9999"), rules::PAYID_MOBILE);
        assert_eq!(rule("+61 412 345 67"), rules::PAYID_MOBILE);
        assert_eq!(rule("+614123456789"), rules::PAYID_MOBILE);
        assert_eq!(rule("51 824 753 557"), rules::PAYID_ABN_CHECKSUM);
        assert_eq!(rule("004 085 617"), rules::PAYID_ACN_CHECKSUM);
        assert_eq!(rule("12345"), rules::PAYID_FORMAT);
        assert_eq!(rule(""), rules::PAYID_FORMAT);
        assert_eq!(rule("#hashtag"), rules::PAYID_FORMAT);
        assert_eq!(rule(&format!("A{}", "b".repeat(256))), rules::PAYID_FORMAT);
        assert_eq!(rule("Café Org"), rules::ASCII);
        assert_eq!(rule("pay@acme"), rules::EMAIL_FORMAT);
        assert_eq!(rule("NULL"), rules::DUMMY_VALUE);
    }

    #[test]
    fn payid_serde() {
        let p: PayId = serde_json::from_str("\"0412 345 678\"").unwrap();
        assert_eq!(serde_json::to_string(&p).unwrap(), "\"+61412345678\"");
        assert!(serde_json::from_str::<PayId>("\"n/a\"").is_err());
    }
}
