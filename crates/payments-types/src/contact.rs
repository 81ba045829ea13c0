//! Contact details: [`Email`] and [`Mobile`].

use crate::{
    FieldError, dummy::check_not_dummy, error::shown, macros::string_newtype, phone, rules,
};

/// Longest email address (RFC 5321 path limit less the angle brackets).
pub const EMAIL_MAX: usize = 254;
/// Longest local part (before `@`).
pub const EMAIL_LOCAL_MAX: usize = 64;

/// An ASCII email address of the pragmatic shape `local@label.label…tld`.
///
/// Rules, in order: `dummy_value`; `ascii` (non-ASCII anywhere, so no internationalised
/// addresses); `email.length` (over 254 characters, or local part over 64);
/// `email.format`: exactly one `@`; the local part is RFC 5322 "dot-atom" text (letters,
/// digits and ``!#$%&'*+/=?^_`{|}~-``, with dots not first, last or doubled; no quoted
/// strings, comments or spaces); the domain has at least two labels of letters, digits
/// and inner hyphens (1–63 each), and a top-level label of at least two letters (or an
/// `xn--` label); no IP-literal domains. The value is kept as given (case included).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Email(Box<str>);

impl Email {
    /// Checks an email address.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        if !value.is_ascii()
            && let Some(c) = value.chars().find(|c| !c.is_ascii())
        {
            return Err(FieldError::new(
                rules::ASCII,
                format!("must be ASCII only; found {c:?}"),
            ));
        }
        if value.len() > EMAIL_MAX {
            return Err(FieldError::new(
                rules::EMAIL_LENGTH,
                format!(
                    "must be at most {EMAIL_MAX} characters, got {}",
                    value.len()
                ),
            ));
        }
        let bad = |why: &str| {
            Err(FieldError::new(
                rules::EMAIL_FORMAT,
                format!("{why}: {}", shown(value)),
            ))
        };
        let Some(at) = value.bytes().position(|b| b == b'@') else {
            return bad("must contain '@'");
        };
        let (local, domain) = (&value[..at], &value[at + 1..]);
        if domain.bytes().any(|b| b == b'@') {
            return bad("must contain exactly one '@'");
        }
        if local.len() > EMAIL_LOCAL_MAX {
            return Err(FieldError::new(
                rules::EMAIL_LENGTH,
                format!(
                    "part before '@' must be at most {EMAIL_LOCAL_MAX} characters, got {}",
                    local.len()
                ),
            ));
        }
        if !valid_local_part(local) {
            return bad("the part before '@' is not a plain address");
        }
        if !valid_domain(domain) {
            return bad("the part after '@' is not a domain name");
        }
        Ok(Self(value.into()))
    }

    /// The part before `@`.
    pub fn local_part(&self) -> &str {
        self.0.split_once('@').map_or("", |(l, _)| l)
    }

    /// The part after `@`.
    pub fn domain(&self) -> &str {
        self.0.split_once('@').map_or("", |(_, d)| d)
    }
}

string_newtype!(Email);

/// A letter, digit or symbol of RFC 5322 `atext`: what a dot-atom's atoms are made of.
fn is_atext(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+/=?^_`{|}~-".contains(&b)
}

// The two checks below split on bytes rather than with `str::split`: every sub-client and
// sender input holds an email address, and `str::split` searches each piece with `memchr`,
// which costs several times the check itself on strings this short.

/// A dot-atom: atoms of `atext` joined by single dots.
fn valid_local_part(local: &str) -> bool {
    local
        .as_bytes()
        .split(|&b| b == b'.')
        .all(|atom| !atom.is_empty() && atom.iter().all(|&b| is_atext(b)))
}

/// At least two labels of letters, digits and inner hyphens (1-63 bytes each); the last
/// label letters only (at least two) or an `xn--` label.
fn valid_domain(domain: &str) -> bool {
    let label_ok = |l: &[u8]| {
        (1..=63).contains(&l.len())
            && l.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'-')
            && l[0] != b'-'
            && l[l.len() - 1] != b'-'
    };
    let mut count = 0;
    let mut tld: &[u8] = &[];
    for label in domain.as_bytes().split(|&b| b == b'.') {
        if !label_ok(label) {
            return false;
        }
        count += 1;
        tld = label;
    }
    count >= 2
        && ((tld.len() >= 2 && tld.iter().all(u8::is_ascii_alphabetic))
            || (tld.len() > 4 && tld[..4].eq_ignore_ascii_case(b"xn--")))
}

/// Longest phone input accepted, in bytes, before any parsing.
pub const MOBILE_INPUT_MAX: usize = 40;

/// A valid international phone number, stored in E.164 (`+61412345678`).
///
/// Input: surrounding whitespace is ignored; the number must be in international form,
/// starting with `+` or `00` (a leading `00` is read as `+`); digits may be grouped with
/// spaces, `-`, `.`, `(` and `)`; nothing else (no letters, no extensions); at most 40
/// characters. Rules, in order: `dummy_value`; `mobile.format` (the above);
/// `mobile.invalid` (not a valid number according to libphonenumber's metadata: the answer of
/// libphonenumber's parse and validity check, which this crate computes from the metadata
/// itself, without libphonenumber). Any valid number type is accepted (mobile, fixed line,
/// VoIP, ...), since the service asks for a "valid international phone number" and many
/// countries cannot tell mobile from fixed line. The E.164 form keeps what libphonenumber
/// keeps: a national prefix written after the calling code is dropped (`+44 (0)20 7946 0958`
/// is `+442079460958`), Italian leading zeros are not.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Mobile(Box<str>);

impl Mobile {
    /// Checks a phone number and normalises it to E.164.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let trimmed = value.trim();
        let format = |why: &str| {
            Err(FieldError::new(
                rules::MOBILE_FORMAT,
                format!("{why}: {}", shown(value)),
            ))
        };
        if trimmed.len() > MOBILE_INPUT_MAX {
            return format("is too long for a phone number");
        }
        let Some(rest) = trimmed
            .strip_prefix('+')
            .or_else(|| trimmed.strip_prefix("00"))
        else {
            return format("must be in international form, starting with '+' or '00'");
        };
        // At most 40 bytes, so at most 40 digits.
        let mut digits = [0; MOBILE_INPUT_MAX];
        let mut count = 0;
        for b in rest.bytes() {
            if b.is_ascii_digit() {
                digits[count] = b;
                count += 1;
            } else if !b" -.()".contains(&b) {
                return format("may hold only digits, spaces, '-', '.', '(' and ')' after the '+'");
            }
        }
        phone::e164(&digits[..count]).map(Self).ok_or_else(|| {
            FieldError::new(
                rules::MOBILE_INVALID,
                format!(
                    "is not a valid international phone number: {}",
                    shown(value)
                ),
            )
        })
    }
}

string_newtype!(Mobile);

#[cfg(test)]
mod tests {
    use super::*;

    fn email_rule(s: &str) -> &'static str {
        Email::parse(s).unwrap_err().rule()
    }

    fn mobile_rule(s: &str) -> &'static str {
        Mobile::parse(s).unwrap_err().rule()
    }

    #[test]
    fn emails_accepted() {
        for s in [
            "jane@example.com",
            "jane.doe+tag@mail.example.com.au",
            "a@b.co",
            "O'Brien@x.ie",
            "x_y-z@sub-domain.example.org",
            "user@xn--bcher-kva.example",
            "a@b.xn--p1ai",
            "1@2.io",
        ] {
            assert_eq!(Email::parse(s).unwrap().as_str(), s);
        }
        let e = Email::parse("jane@example.com").unwrap();
        assert_eq!((e.local_part(), e.domain()), ("jane", "example.com"));
    }

    #[test]
    fn emails_refused() {
        assert_eq!(email_rule("jöhn@example.com"), rules::ASCII);
        assert_eq!(email_rule("john@exämple.com"), rules::ASCII);
        for s in [
            "",
            "plain",
            "@example.com",
            "john@",
            "john@@example.com",
            "a@b@example.com",
            "john@localhost",
            "john@example",
            "john@example.c",
            "john@example.123",
            ".john@example.com",
            "john.@example.com",
            "jo..hn@example.com",
            "jo hn@example.com",
            "john@-example.com",
            "john@example-.com",
            "john@exa_mple.com",
            "john@example..com",
            "\"john\"@example.com",
            "john@[127.0.0.1]",
            "john@example.com.",
            "john@.example.com",
            "john@xn--p1ai",
            "john@b.xn--",
            "john@example.c0m",
            "jo\\hn@example.com",
            ".@example.com",
            "@",
        ] {
            assert_eq!(email_rule(s), rules::EMAIL_FORMAT, "{s:?}");
        }
        assert_eq!(
            email_rule(&format!("{}@example.com", "a".repeat(65))),
            rules::EMAIL_LENGTH
        );
        assert!(Email::parse(&format!("{}@example.com", "a".repeat(64))).is_ok());
        assert_eq!(
            email_rule(&format!("a@{}.com", "b.".repeat(130))),
            rules::EMAIL_LENGTH
        );
        assert_eq!(email_rule("NULL"), rules::DUMMY_VALUE);
    }

    #[test]
    fn mobile_00_prefix_reads_as_plus() {
        let a = Mobile::parse("+61 412 345 678").unwrap();
        let b = Mobile::parse("0061412345678").unwrap();
        let c = Mobile::parse(" 0061 (412) 345-678 ").unwrap();
        assert_eq!(a.as_str(), "+61412345678");
        assert_eq!(a, b);
        assert_eq!(a, c);
        assert_eq!(
            Mobile::parse("00442079460958").unwrap().as_str(),
            "+442079460958"
        );
        assert_eq!(
            Mobile::parse("+1 (201) 555-0123").unwrap().as_str(),
            "+12015550123"
        );
        // libphonenumber drops a national prefix after the calling code, not Italian zeros.
        assert_eq!(
            Mobile::parse("+44 (0)20 7946 0958").unwrap().as_str(),
            "+442079460958"
        );
        assert_eq!(
            Mobile::parse("+39 06 6988 1234").unwrap().as_str(),
            "+390669881234"
        );
    }

    #[test]
    fn mobile_refusals() {
        assert_eq!(
            mobile_rule("0412345678"),
            rules::MOBILE_FORMAT,
            "national form"
        );
        assert_eq!(mobile_rule("412345678"), rules::MOBILE_FORMAT);
        assert_eq!(mobile_rule("+61 412 345 678 ext 9"), rules::MOBILE_FORMAT);
        assert_eq!(mobile_rule("+61412345678#"), rules::MOBILE_FORMAT);
        assert_eq!(mobile_rule("+6141234567８"), rules::MOBILE_FORMAT);
        assert_eq!(mobile_rule("+1-800-FLOWERS"), rules::MOBILE_FORMAT);
        assert_eq!(
            mobile_rule(&format!("+{}", "1".repeat(60))),
            rules::MOBILE_FORMAT
        );
        assert_eq!(mobile_rule(""), rules::MOBILE_FORMAT);
        assert_eq!(mobile_rule("+"), rules::MOBILE_INVALID);
        assert_eq!(mobile_rule("00"), rules::MOBILE_INVALID);
        assert_eq!(mobile_rule("+61 412"), rules::MOBILE_INVALID);
        assert_eq!(
            mobile_rule("+999 123456789"),
            rules::MOBILE_INVALID,
            "no such country code"
        );
        assert_eq!(mobile_rule("+61 1234 5678 9012"), rules::MOBILE_INVALID);
        assert_eq!(mobile_rule("+((("), rules::MOBILE_INVALID);
        assert_eq!(mobile_rule(" Nil"), rules::DUMMY_VALUE);
    }

    #[test]
    fn mobile_serde_round_trip() {
        let m: Mobile = serde_json::from_str("\"0064 21 123 4567\"").unwrap();
        assert_eq!(
            serde_json::to_string(&m).unwrap(),
            format!("\"{}\"", m.as_str())
        );
        assert!(m.as_str().starts_with("+64"));
    }
}
