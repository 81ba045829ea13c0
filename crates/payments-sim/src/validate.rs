//! Every input rule the simulator checks, in one module, with the same rule codes as
//! `payments-types` (`name.length`, `ascii`, `dummy_value`, `company_name.forbidden_char`, ...).
//!
//! Field rules delegate to `payments-types` (each `check_*` calls the field type's checking
//! constructor), so the simulator refuses exactly what the types crate refuses, with the same
//! rule codes. Only simulator-specific checks (free text, plain dates, base64 documents,
//! combinations of fields) are written here.

use std::fmt;

use payments_types::{self as pt, FieldError};
use rust_decimal::Decimal;
use serde::Serialize;
use time::{Date, OffsetDateTime};

/// One failed rule on one field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldIssue {
    /// Field path such as `address.street` or `recipient.bsb`.
    pub field: String,
    /// Stable rule code such as `name.length`.
    pub rule: &'static str,
    /// Human message.
    pub message: String,
}

impl FieldIssue {
    /// A failure of `rule` at `field`.
    pub fn new(field: &str, rule: &'static str, message: impl Into<String>) -> Self {
        Self {
            field: field.to_owned(),
            rule,
            message: message.into(),
        }
    }
}

impl fmt::Display for FieldIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} [{}]", self.field, self.message, self.rule)
    }
}

/// A rule failure before it knows its field.
pub type Rule = (&'static str, String);

/// Collects every failure of one input so that all are reported together.
#[derive(Debug, Default)]
pub struct Checks {
    issues: Vec<FieldIssue>,
}

impl Checks {
    /// An empty collector.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records `result` at `path`.
    pub fn check(&mut self, path: &str, result: Result<(), Rule>) {
        if let Err((rule, message)) = result {
            self.issues.push(FieldIssue::new(path, rule, message));
        }
    }

    /// Records `check(value)` at `path` when the value is present.
    pub fn opt(
        &mut self,
        path: &str,
        value: Option<&str>,
        check: impl Fn(&str) -> Result<(), Rule>,
    ) {
        if let Some(v) = value {
            self.check(path, check(v));
        }
    }

    /// Records a `required` failure at `path` unless the value is present.
    pub fn required<T>(&mut self, path: &str, value: Option<T>) -> Option<T> {
        if value.is_none() {
            self.issues
                .push(FieldIssue::new(path, REQUIRED, "is required"));
        }
        value
    }

    /// Records a failure of `rule` at `path` unless `ok`.
    pub fn ensure(&mut self, path: &str, ok: bool, rule: &'static str, message: &str) {
        if !ok {
            self.issues.push(FieldIssue::new(path, rule, message));
        }
    }

    /// Adds the failures of a nested check under `prefix`.
    pub fn nested(&mut self, prefix: &str, inner: Checks) {
        for mut i in inner.issues {
            i.field = format!("{prefix}.{}", i.field);
            self.issues.push(i);
        }
    }

    /// True when nothing failed.
    pub fn is_ok(&self) -> bool {
        self.issues.is_empty()
    }

    /// `Ok(())` or every failure as [`crate::ApiError::Validation`].
    pub fn finish(self) -> Result<(), crate::ApiError> {
        if self.issues.is_empty() {
            Ok(())
        } else {
            Err(crate::ApiError::Validation(self.issues))
        }
    }
}

/// Rule codes (identical to `payments-types::rules`).
pub const DUMMY_VALUE: &str = "dummy_value";
/// Non-ASCII character in an ASCII-only field.
pub const ASCII: &str = "ascii";
/// Control character in an ASCII-only field.
pub const ASCII_PRINTABLE: &str = "ascii.printable";
/// Empty or blank text.
pub const TEXT_BLANK: &str = "text.blank";
/// Missing field.
pub const REQUIRED: &str = "required";
/// Person name empty or over 75 characters.
pub const NAME_LENGTH: &str = "name.length";
/// Person name holds a character outside the accepted set.
pub const NAME_CHARSET: &str = "name.charset";
/// Person name badly shaped.
pub const NAME_SHAPE: &str = "name.shape";
/// Party name looks like a domain name.
pub const NAME_DOMAIN_LIKE: &str = "name.domain_like";
/// Company name under 2 or over 256 characters.
pub const COMPANY_NAME_LENGTH: &str = "company_name.length";
/// Company name holds `<`, `=`, `>` or a control character.
pub const COMPANY_NAME_FORBIDDEN_CHAR: &str = "company_name.forbidden_char";
/// Email too long.
pub const EMAIL_LENGTH: &str = "email.length";
/// Email malformed.
pub const EMAIL_FORMAT: &str = "email.format";
/// Phone number not international or with stray characters.
pub const MOBILE_FORMAT: &str = "mobile.format";
/// Phone number with an impossible digit count.
pub const MOBILE_INVALID: &str = "mobile.invalid";
/// Date of birth not `YYYY-MM-DD`.
pub const DOB_FORMAT: &str = "dob.format";
/// Date of birth on or before 1900-01-01.
pub const DOB_BEFORE_1900: &str = "dob.before_1900";
/// Under 18.
pub const DOB_TOO_YOUNG: &str = "dob.too_young";
/// Sub-client contact 65 or older.
pub const DOB_TOO_OLD: &str = "dob.too_old";
/// External reference over 280 characters.
pub const EXTERNAL_REFERENCE_LENGTH: &str = "external_reference.length";
/// BSB not 6 digits.
pub const BSB_FORMAT: &str = "bsb.format";
/// Account number length outside 4..=34.
pub const ACCOUNT_NO_LENGTH: &str = "account_no.length";
/// Account number not letters and digits.
pub const ACCOUNT_NO_CHARSET: &str = "account_no.charset";
/// IBAN shape wrong.
pub const IBAN_FORMAT: &str = "iban.format";
/// IBAN mod-97 check failed.
pub const IBAN_CHECKSUM: &str = "iban.checksum";
/// BIC not 8 or 11 characters.
pub const BIC_LENGTH: &str = "bic.length";
/// BIC shape wrong.
pub const BIC_FORMAT: &str = "bic.format";
/// ABA not 9 digits.
pub const ABA_FORMAT: &str = "aba.format";
/// CLABE not 18 digits.
pub const CLABE_FORMAT: &str = "clabe.format";
/// IFSC shape wrong.
pub const IFSC_FORMAT: &str = "ifsc.format";
/// CNAPS not 12 digits.
pub const CNAPS_FORMAT: &str = "cnaps.format";
/// Sort code not 6 digits.
pub const SORT_CODE_FORMAT: &str = "sort_code.format";
/// PayID of no accepted kind.
pub const PAYID_FORMAT: &str = "payid.format";
/// Amount zero or negative.
pub const AMOUNT_NOT_POSITIVE: &str = "amount.not_positive";
/// Amount finer than the currency's minor unit.
pub const AMOUNT_SCALE: &str = "amount.scale";
/// Amount at or above 10^13.
pub const AMOUNT_TOO_LARGE: &str = "amount.too_large";
/// Simulator-only: a date or date-time argument that does not parse.
pub const DATE_FORMAT: &str = "date.format";
/// Simulator-only: a document that is not valid base64.
pub const DOCUMENT_BASE64: &str = "document.base64";
/// Simulator-only: a value not allowed in this combination (e.g. a non-BSB account inline for AUD).
pub const COMBINATION: &str = "combination";

fn fail(rule: &'static str, message: impl Into<String>) -> Result<(), Rule> {
    Err((rule, message.into()))
}

/// Shows a value in a message: quoted and cut to 40 characters.
pub fn shown(value: &str) -> String {
    let cut: String = value.chars().take(40).collect();
    if cut.len() < value.len() {
        format!("{cut:?}…")
    } else {
        format!("{cut:?}")
    }
}

fn ty<T>(r: Result<T, FieldError>) -> Result<(), Rule> {
    r.map(|_| ())
        .map_err(|e| (e.rule(), e.message().to_owned()))
}

/// `dummy_value`: N/A, NA, NULL, NIL in any case, surrounding whitespace ignored.
pub fn check_not_dummy(v: &str) -> Result<(), Rule> {
    ty(pt::check_not_dummy(v))
}

/// Free text (any script): not dummy, not blank.
pub fn check_text(v: &str) -> Result<(), Rule> {
    check_not_dummy(v)?;
    if v.trim().is_empty() {
        return fail(TEXT_BLANK, "must not be blank");
    }
    Ok(())
}

/// ASCII-only text (`payments_types::AsciiText`).
pub fn check_ascii(v: &str) -> Result<(), Rule> {
    ty(pt::AsciiText::parse(v))
}

/// Person name (`payments_types::PersonName`): 1..=75 Latin letters and a few symbols.
pub fn check_person_name(v: &str) -> Result<(), Rule> {
    ty(pt::PersonName::parse(v))
}

/// `name.domain_like`: a name that looks like `example.com`.
pub fn check_not_domain_like(v: &str) -> Result<(), Rule> {
    ty(pt::check_not_domain_like(v))
}

/// Company name (`payments_types::CompanyName`): 2..=256 characters, no `<`, `=`, `>`.
pub fn check_company_name(v: &str) -> Result<(), Rule> {
    ty(pt::CompanyName::parse(v))
}

/// Email (`payments_types::Email`).
pub fn check_email(v: &str) -> Result<(), Rule> {
    ty(pt::Email::parse(v))
}

/// Mobile (`payments_types::Mobile`): a valid international number, `+` or `00`.
pub fn check_mobile(v: &str) -> Result<(), Rule> {
    ty(pt::Mobile::parse(v))
}

/// Parses `YYYY-MM-DD`.
pub fn parse_date(v: &str) -> Option<Date> {
    let fmt = time::macros::format_description!("[year]-[month]-[day]");
    if v.len() != 10 {
        return None;
    }
    Date::parse(v, &fmt).ok()
}

/// Date of birth (`payments_types::DateOfBirth`): `YYYY-MM-DD`, after 1900-01-01, 18 or older
/// on `today`; under 65 when `max_age_65` (sub-client contacts).
pub fn check_dob(v: &str, today: Date, max_age_65: bool) -> Result<(), Rule> {
    let rule = if max_age_65 {
        pt::AgeRule::SubClientContact
    } else {
        pt::AgeRule::Adult
    };
    ty(pt::DateOfBirth::parse_with_age(v, today, rule))
}

/// Plain `YYYY-MM-DD` date (not a date of birth).
pub fn check_date(v: &str) -> Result<(), Rule> {
    if parse_date(v).is_none() {
        return fail(
            DATE_FORMAT,
            format!("must be a calendar date YYYY-MM-DD, got {}", shown(v)),
        );
    }
    Ok(())
}

/// External reference (`payments_types::ExternalReference`): ASCII, at most 280 characters.
pub fn check_external_reference(v: &str) -> Result<(), Rule> {
    ty(pt::ExternalReference::parse(v))
}

/// BSB (`payments_types::Bsb`): 6 digits, `123456` or `123-456`.
pub fn check_bsb(v: &str) -> Result<(), Rule> {
    ty(pt::Bsb::parse(v))
}

/// BSB without the dash.
pub fn normalise_bsb(v: &str) -> String {
    v.chars().filter(|c| *c != '-').collect()
}

/// Account number (`payments_types::AccountNo`): 4..=34 ASCII letters and digits.
pub fn check_account_no(v: &str) -> Result<(), Rule> {
    ty(pt::AccountNo::parse(v))
}

/// IBAN (`payments_types::Iban`): shape, country length and mod-97 check.
pub fn check_iban(v: &str) -> Result<(), Rule> {
    ty(pt::Iban::parse(v))
}

/// ISO 13616 remainder of an upper-case alphanumeric IBAN (1 when valid).
pub fn iban_mod97(s: &str) -> u32 {
    let rearranged = format!("{}{}", &s[4.min(s.len())..], &s[..4.min(s.len())]);
    let mut rem: u32 = 0;
    for c in rearranged.chars() {
        let v = c.to_digit(36).unwrap_or(0);
        rem = if v >= 10 {
            (rem * 100 + v) % 97
        } else {
            (rem * 10 + v) % 97
        };
    }
    rem
}

/// BIC (`payments_types::Bic`).
pub fn check_bic(v: &str) -> Result<(), Rule> {
    ty(pt::Bic::parse(v))
}
/// ABA routing number (`payments_types::Aba`): 9 digits with the check digit.
pub fn check_aba(v: &str) -> Result<(), Rule> {
    ty(pt::Aba::parse(v))
}
/// CLABE (`payments_types::Clabe`): 18 digits with the control digit.
pub fn check_clabe(v: &str) -> Result<(), Rule> {
    ty(pt::Clabe::parse(v))
}
/// CNAPS (`payments_types::Cnaps`): 12 digits.
pub fn check_cnaps(v: &str) -> Result<(), Rule> {
    ty(pt::Cnaps::parse(v))
}
/// Sort code (`payments_types::SortCode`).
pub fn check_sort_code(v: &str) -> Result<(), Rule> {
    ty(pt::SortCode::parse(v))
}
/// IFSC (`payments_types::Ifsc`).
pub fn check_ifsc(v: &str) -> Result<(), Rule> {
    ty(pt::Ifsc::parse(v))
}
/// PayID (`payments_types::PayId`): email, AU mobile, ABN, ACN or organisation id.
pub fn check_payid(v: &str) -> Result<(), Rule> {
    ty(pt::PayId::parse(v))
}

/// Minor-unit digits of a currency (from `payments_types::CurrencyCode`; 2 when unknown).
pub fn minor_units(currency: &str) -> u32 {
    pt::CurrencyCode::parse(currency)
        .map(|c| c.minor_units())
        .unwrap_or(2)
}

/// Amount (`payments_types::Amount`): positive, within the currency's minor unit, below 10^13.
pub fn check_amount(v: Decimal, currency: &str) -> Result<(), Rule> {
    let code = pt::CurrencyCode::parse(currency).map_err(|e| (e.rule(), e.message().to_owned()))?;
    ty(pt::Amount::new(v, code))
}

/// Parses an ISO 8601 date (`YYYY-MM-DD`, midnight UTC) or date-time (offset optional, UTC when
/// absent), honouring offsets.
pub fn parse_date_or_datetime(v: &str) -> Option<OffsetDateTime> {
    use time::format_description::well_known::Rfc3339;
    if let Some(d) = parse_date(v) {
        return Some(d.midnight().assume_utc());
    }
    if let Ok(t) = OffsetDateTime::parse(v, &Rfc3339) {
        return Some(t);
    }
    let with_z = format!("{v}Z");
    if let Ok(t) = OffsetDateTime::parse(&with_z, &Rfc3339) {
        return Some(t);
    }
    let fmt = time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]");
    time::PrimitiveDateTime::parse(v, &fmt)
        .ok()
        .map(|p| p.assume_utc())
}

/// A base64 document body.
pub fn check_base64(v: &str) -> Result<usize, Rule> {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD
        .decode(v.trim())
        .map(|b| b.len())
        .map_err(|_| {
            (
                DOCUMENT_BASE64,
                "must be base64-encoded file content".to_owned(),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_rule_codes_are_those_of_payments_types() {
        for code in [
            DUMMY_VALUE,
            ASCII,
            ASCII_PRINTABLE,
            TEXT_BLANK,
            REQUIRED,
            NAME_LENGTH,
            NAME_CHARSET,
            NAME_SHAPE,
            NAME_DOMAIN_LIKE,
            COMPANY_NAME_LENGTH,
            COMPANY_NAME_FORBIDDEN_CHAR,
            EMAIL_LENGTH,
            EMAIL_FORMAT,
            MOBILE_FORMAT,
            MOBILE_INVALID,
            DOB_FORMAT,
            DOB_BEFORE_1900,
            DOB_TOO_YOUNG,
            DOB_TOO_OLD,
            EXTERNAL_REFERENCE_LENGTH,
            BSB_FORMAT,
            ACCOUNT_NO_LENGTH,
            ACCOUNT_NO_CHARSET,
            IBAN_FORMAT,
            IBAN_CHECKSUM,
            BIC_LENGTH,
            BIC_FORMAT,
            ABA_FORMAT,
            CLABE_FORMAT,
            IFSC_FORMAT,
            CNAPS_FORMAT,
            SORT_CODE_FORMAT,
            PAYID_FORMAT,
            AMOUNT_NOT_POSITIVE,
            AMOUNT_SCALE,
            AMOUNT_TOO_LARGE,
        ] {
            assert!(
                payments_types::rules::ALL.contains(&code),
                "{code} is not a payments-types rule"
            );
        }
    }

    #[test]
    fn names() {
        assert!(check_person_name("Jo").is_ok());
        assert!(check_person_name("J").is_ok());
        assert!(check_person_name("Zoë O'Neil-Smith").is_ok());
        assert_eq!(
            check_person_name(&"a".repeat(76)).unwrap_err().0,
            NAME_LENGTH
        );
        assert_eq!(check_person_name("N/A").unwrap_err().0, DUMMY_VALUE);
        assert_eq!(check_person_name("J0hn").unwrap_err().0, NAME_CHARSET);
        assert_eq!(
            check_not_domain_like("example.com").unwrap_err().0,
            NAME_DOMAIN_LIKE
        );
        assert!(check_not_domain_like("J. R. Smith").is_ok());
    }

    #[test]
    fn company_names() {
        assert_eq!(check_company_name("A").unwrap_err().0, COMPANY_NAME_LENGTH);
        assert_eq!(
            check_company_name("A<B Ltd").unwrap_err().0,
            COMPANY_NAME_FORBIDDEN_CHAR
        );
        assert!(check_company_name("Acme Pty Ltd").is_ok());
    }

    #[test]
    fn dob_rules() {
        let today = time::macros::date!(2026 - 07 - 01);
        assert!(check_dob("1990-01-01", today, true).is_ok());
        assert_eq!(
            check_dob("2010-01-01", today, false).unwrap_err().0,
            DOB_TOO_YOUNG
        );
        assert_eq!(
            check_dob("1950-01-01", today, true).unwrap_err().0,
            DOB_TOO_OLD
        );
        assert!(check_dob("1950-01-01", today, false).is_ok());
        assert_eq!(
            check_dob("1900-01-01", today, false).unwrap_err().0,
            DOB_BEFORE_1900
        );
        assert_eq!(
            check_dob("1990-02-30", today, false).unwrap_err().0,
            DOB_FORMAT
        );
    }

    #[test]
    fn accounts() {
        assert!(check_iban("GB82WEST12345698765432").is_ok());
        assert_eq!(
            check_iban("GB83WEST12345698765432").unwrap_err().0,
            IBAN_CHECKSUM
        );
        assert!(check_bsb("123-456").is_ok());
        assert_eq!(check_bsb("12345").unwrap_err().0, BSB_FORMAT);
        assert!(check_mobile("+61 412 345 678").is_ok());
        assert!(check_mobile("0061412345678").is_ok());
        assert_eq!(check_mobile("0412345678").unwrap_err().0, MOBILE_FORMAT);
        assert_eq!(check_email("zoë@x.com").unwrap_err().0, ASCII);
        assert_eq!(
            check_amount(Decimal::new(1001, 3), "AUD").unwrap_err().0,
            AMOUNT_SCALE
        );
    }

    #[test]
    fn statement_dates_honour_offsets() {
        let t = parse_date_or_datetime("2026-07-01T10:00:00+10:00").unwrap();
        assert_eq!(crate::clock::iso(t), "2026-07-01T00:00:00Z");
        assert!(parse_date_or_datetime("2026-07-01").is_some());
        assert!(parse_date_or_datetime("yesterday").is_none());
    }
}
