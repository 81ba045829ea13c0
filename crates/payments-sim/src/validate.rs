//! Every input rule the simulator checks, in one module, with the same rule codes as
//! `payments-types` (`name.length`, `ascii`, `dummy_value`, `company_name.forbidden_char`, ...).
//!
//! Field rules delegate to `payments-types` (each `check_*` calls the field type's checking
//! constructor), so the simulator refuses exactly what the types crate refuses, with the same
//! rule codes. Only simulator-specific checks (free text, plain dates, base64 documents,
//! combinations of fields) are written here.

use std::fmt;

use payments_types::{self as pt, FieldError, FromInput};
use rust_decimal::Decimal;
use serde::Serialize;
use serde_json::Value;
use time::{Date, OffsetDateTime};

/// Reads `input` as the `payments-types` input type `T`, judged on `today`: the rules and rule
/// codes an integration's own validation applies, so the simulator refuses exactly what the
/// types crate refuses. Every failure comes back as [`crate::ApiError::Validation`].
pub fn input<T: FromInput>(input: &Value, today: Date) -> Result<T, crate::ApiError> {
    let input = crate::json::strip_nulls(input); // GraphQL: null is the same as absent
    T::from_json(&input, &pt::Context::on(today)).map_err(|errors| {
        crate::ApiError::Validation(
            errors
                .iter()
                .map(|e| FieldIssue::new(e.field(), e.rule(), e.message()))
                .collect(),
        )
    })
}

/// [`input`] for an optional filter argument: nothing to check when it is absent or null.
pub fn filter<T: FromInput>(filter: &Value, today: Date) -> Result<(), crate::ApiError> {
    if filter.is_null() {
        return Ok(());
    }
    input::<T>(filter, today).map(drop)
}

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

/// Rule codes of `payments-types` that the simulator's own checks (control-API input, state)
/// report with.
pub use payments_types::rules::{AMOUNT_TOO_LARGE, BSB_FORMAT, DATE_FORMAT, REQUIRED, TYPE};
/// Simulator-only: a value not allowed in this combination (e.g. `recipientId` of a recipient
/// in another currency, a DISABLED sub-client).
pub const COMBINATION: &str = "combination";

/// Shows a value in a message: quoted and cut to 40 characters.
pub(crate) fn shown(value: &str) -> String {
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

/// Parses `YYYY-MM-DD`.
pub(crate) fn parse_date(v: &str) -> Option<Date> {
    let fmt = time::macros::format_description!("[year]-[month]-[day]");
    if v.len() != 10 {
        return None;
    }
    Date::parse(v, &fmt).ok()
}

/// BSB without the dash.
pub(crate) fn normalise_bsb(v: &str) -> String {
    v.chars().filter(|c| *c != '-').collect()
}

/// ISO 13616 remainder of an upper-case alphanumeric IBAN (1 when valid).
pub(crate) fn iban_mod97(s: &str) -> u32 {
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

/// Minor-unit digits of a currency (from `payments_types::CurrencyCode`; 2 when unknown).
pub(crate) fn minor_units(currency: &str) -> u32 {
    pt::CurrencyCode::parse(currency)
        .map(|c| c.minor_units())
        .unwrap_or(2)
}

/// Amount (`payments_types::Amount`): positive, within the currency's minor unit, below 10^13.
pub(crate) fn check_amount(v: Decimal, currency: &str) -> Result<(), Rule> {
    let code = pt::CurrencyCode::parse(currency).map_err(|e| (e.rule(), e.message().to_owned()))?;
    ty(pt::Amount::new(v, code))
}

/// Parses an ISO 8601 date (`YYYY-MM-DD`, midnight UTC) or date-time (offset optional, UTC when
/// absent), honouring offsets.
pub(crate) fn parse_date_or_datetime(v: &str) -> Option<OffsetDateTime> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statement_dates_honour_offsets() {
        let t = parse_date_or_datetime("2026-07-01T10:00:00+10:00").unwrap();
        assert_eq!(crate::clock::iso(t), "2026-07-01T00:00:00Z");
        assert!(parse_date_or_datetime("2026-07-01").is_some());
        assert!(parse_date_or_datetime("yesterday").is_none());
    }
}
