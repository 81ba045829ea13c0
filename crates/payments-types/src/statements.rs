//! Statements: one day of movements of the primary balance.

use std::fmt;

use time::{Duration, OffsetDateTime, UtcOffset};

use crate::common::DateOrTime;
use crate::error::shown;
use crate::{CurrencyCode, FieldError, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;
use payments_types_derive::input_object;

/// The start of a statement period (`fromDate`): an ISO 8601 date (`2026-06-15`, midnight UTC),
/// a date-time with offset (`2026-06-15T00:00:00+10:00` or `+1000`, the offset honoured), or a
/// date-time without offset (`2026-06-15T00:00`, read as UTC), as [`DateOrTime`] reads them.
/// Sent as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatementStart {
    text: String,
    start: OffsetDateTime,
}

impl StatementStart {
    /// Parses the start, read as [`DateOrTime`] reads it (a date is its midnight, a date-time
    /// without offset is UTC): `statement.from_date` when it is none of the accepted forms.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        let start = DateOrTime::parse(value)
            .map_err(|_| {
                FieldError::new(
                    rules::STATEMENT_FROM_DATE,
                    format!(
                        "must be an ISO 8601 date (YYYY-MM-DD) or date-time \
                         (YYYY-MM-DDThh:mm[:ss]), with an optional offset (Z, +hh:mm or +hhmm): {}",
                        shown(value)
                    ),
                )
            })?
            .start();
        // `period` must exist for every value: a start on the last day of the year 9999 has none.
        let end = start
            .checked_to_offset(UtcOffset::UTC)
            .and_then(|utc| utc.checked_add(Duration::days(1)));
        if end.is_none() {
            return Err(FieldError::new(
                rules::STATEMENT_FROM_DATE,
                format!(
                    "is too late: the one-day period from {} would end after the year 9999",
                    shown(value)
                ),
            ));
        }
        Ok(Self {
            text: value.to_owned(),
            start,
        })
    }

    /// The period the statement covers: exactly one day from the start, in UTC.
    pub fn period(&self) -> (OffsetDateTime, OffsetDateTime) {
        let start = self.start.to_offset(UtcOffset::UTC);
        (start, start + Duration::days(1))
    }

    /// The start as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for StatementStart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl serde::Serialize for StatementStart {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

#[cfg(feature = "cynic")]
cynic::impl_scalar!(StatementStart, schema::String);

crate::macros::read_from_string!(StatementStart);

/// Period and currency of a statement (`StatementQueryInput`). The span is always one day: the
/// input holds only the start ([`StatementStart::period`]).
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatementQueryInput {
    /// Start of the period.
    pub from_date: StatementStart,
    /// Currency; `AUD` when absent.
    pub currency: Option<CurrencyCode>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_accepted_start_has_a_one_day_period() {
        let (from, to) = StatementStart::parse("2026-06-15T00:00:00+10:00")
            .unwrap()
            .period();
        assert_eq!(from.to_string(), "2026-06-14 14:00:00.0 +00:00:00");
        assert_eq!(to - from, Duration::days(1));
        assert!(StatementStart::parse("9999-12-30").is_ok());
        for late in ["9999-12-31", "9999-12-31T23:00:00-05:00"] {
            assert_eq!(
                StatementStart::parse(late).unwrap_err().rule(),
                rules::STATEMENT_FROM_DATE,
                "{late}"
            );
        }
    }
}
