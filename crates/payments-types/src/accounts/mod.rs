//! Bank-account identifiers: one module per family.
//!
//! Every identifier is checked for a dummy value first, then for its shape, then for its
//! checksum where one exists. Surrounding whitespace is not trimmed (except where noted),
//! so a pasted value with a stray space is refused rather than silently changed. Documented
//! normalisations: separators in BSBs and sort codes, spaces in IBANs are removed; IBAN,
//! BIC and IFSC letters are upper-cased.

mod au;
mod iban;
mod national;

pub use au::{Bsb, PayId, PayIdKind, acn_checksum_ok};
pub use iban::{Bic, Iban};
pub use national::{Aba, Clabe, Cnaps, Ifsc, SortCode};

use crate::{FieldError, dummy::check_not_dummy, error::shown, macros::string_newtype, rules};

/// Shortest account number.
pub const ACCOUNT_NO_MIN: usize = 4;
/// Longest account number (the longest IBAN-era account numbers; the spec sets no maximum).
pub const ACCOUNT_NO_MAX: usize = 34;

/// A bank account number: 4 to 34 ASCII letters and digits, kept as given.
///
/// Rules, in order: `dummy_value`, `account_no.length`, `account_no.charset` (spaces,
/// dashes and non-ASCII are refused: send the number without separators).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AccountNo(Box<str>);

impl AccountNo {
    /// Checks an account number.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let len = value.chars().count();
        if !(ACCOUNT_NO_MIN..=ACCOUNT_NO_MAX).contains(&len) {
            return Err(FieldError::new(
                rules::ACCOUNT_NO_LENGTH,
                format!("must be {ACCOUNT_NO_MIN} to {ACCOUNT_NO_MAX} characters, got {len}"),
            ));
        }
        if !value.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(FieldError::new(
                rules::ACCOUNT_NO_CHARSET,
                format!("may hold only ASCII letters and digits: {}", shown(value)),
            ));
        }
        Ok(Self(value.into()))
    }
}

string_newtype!(AccountNo);

/// The value of an ASCII digit.
pub(crate) fn digit(b: u8) -> u32 {
    u32::from(b - b'0')
}

/// True when `s` is exactly `n` ASCII digits.
pub(crate) fn all_digits(s: &str, n: usize) -> bool {
    s.len() == n && s.bytes().all(|b| b.is_ascii_digit())
}

/// Accepts `n` digits, or the same digits split by `-` after each of `groups` (byte
/// offsets in the compact form); gives the compact digits.
pub(crate) fn digits_with_dashes(value: &str, n: usize, groups: &[usize]) -> Option<Box<str>> {
    if all_digits(value, n) {
        return Some(value.into());
    }
    if value.len() != n + groups.len() {
        return None;
    }
    let mut out = String::with_capacity(n);
    let mut next_dash = groups.iter().enumerate().map(|(i, g)| g + i).peekable();
    for (i, b) in value.bytes().enumerate() {
        if next_dash.peek() == Some(&i) {
            next_dash.next();
            if b != b'-' {
                return None;
            }
        } else if b.is_ascii_digit() {
            out.push(b as char);
        } else {
            return None;
        }
    }
    Some(out.into_boxed_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn account_no_edges() {
        let rule = |s: &str| AccountNo::parse(s).unwrap_err().rule();
        assert!(AccountNo::parse("1234").is_ok());
        assert!(AccountNo::parse("AB12").is_ok());
        assert!(AccountNo::parse(&"9".repeat(34)).is_ok());
        assert_eq!(rule("123"), rules::ACCOUNT_NO_LENGTH);
        assert_eq!(rule(""), rules::ACCOUNT_NO_LENGTH);
        assert_eq!(rule(&"9".repeat(35)), rules::ACCOUNT_NO_LENGTH);
        assert_eq!(rule("1234-5678"), rules::ACCOUNT_NO_CHARSET);
        assert_eq!(rule("1234 5678"), rules::ACCOUNT_NO_CHARSET);
        assert_eq!(rule("12345é"), rules::ACCOUNT_NO_CHARSET);
        assert_eq!(rule(" null"), rules::DUMMY_VALUE);
    }

    #[test]
    fn dash_groups() {
        assert_eq!(
            digits_with_dashes("123-456", 6, &[3]).as_deref(),
            Some("123456")
        );
        assert_eq!(
            digits_with_dashes("12-34-56", 6, &[2, 4]).as_deref(),
            Some("123456")
        );
        assert_eq!(
            digits_with_dashes("123456", 6, &[2, 4]).as_deref(),
            Some("123456")
        );
        assert_eq!(digits_with_dashes("1234-56", 6, &[2, 4]), None);
        assert_eq!(digits_with_dashes("12-3456", 6, &[3]), None);
        assert_eq!(digits_with_dashes("123 456", 6, &[3]), None);
    }
}
