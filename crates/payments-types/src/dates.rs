//! Dates of birth, and the age rules judged against an injected "today".
//!
//! Design: [`DateOfBirth::parse`] checks only what is true forever (the `YYYY-MM-DD`
//! format, a real calendar date, after 1900-01-01). Age depends on the day it is judged,
//! so it is a separate step, [`DateOfBirth::check_age`], that takes `today` from the caller
//! (`cargo xtask validate --today`, a request clock, a test). Nothing in this crate reads
//! the wall clock, so every check is reproducible.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use time::{Date, Month};

use crate::{FieldError, dummy::check_not_dummy, error::shown, rules};

/// Youngest accepted age, in whole years.
pub const MIN_AGE: u32 = 18;
/// A sub-client contact must be younger than this, in whole years.
pub const SUB_CLIENT_CONTACT_MAX_AGE: u32 = 65;

/// Which age rule applies to a date of birth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AgeRule {
    /// 18 or older (senders, recipients).
    Adult,
    /// 18 or older and under 65 (sub-client contacts, `CreateSubClientInput.dob`).
    SubClientContact,
}

/// A date of birth written `YYYY-MM-DD`, strictly after 1900-01-01.
///
/// Rules of [`parse`](Self::parse), in order: `dummy_value`; `dob.format` (exactly
/// `YYYY-MM-DD` with ASCII digits, and a real calendar date, so `2001-02-29` is refused);
/// `dob.before_1900` (on or before 1900-01-01: the spec says "after"). Rules of
/// [`check_age`](Self::check_age): `dob.too_young`, `dob.too_old`. Serializes as
/// `"YYYY-MM-DD"`; `Deserialize` applies `parse` only (no age rule: the day to judge on is
/// the caller's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DateOfBirth(Date);

/// The last date refused by the "after 1900-01-01" rule.
pub const DOB_EXCLUSIVE_MIN: Date = time::macros::date!(1900 - 01 - 01);

impl DateOfBirth {
    /// Checks the format and the 1900 rule.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let format_err = || {
            FieldError::new(
                rules::DOB_FORMAT,
                format!(
                    "must be a calendar date written YYYY-MM-DD: {}",
                    shown(value)
                ),
            )
        };
        let b = value.as_bytes();
        let shape_ok = b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && b.iter()
                .enumerate()
                .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
        if !shape_ok {
            return Err(format_err());
        }
        let num =
            |r: std::ops::Range<usize>| b[r].iter().fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
        let (y, m, d) = (num(0..4), num(5..7), num(8..10));
        let month = u8::try_from(m)
            .ok()
            .and_then(|m| Month::try_from(m).ok())
            .ok_or_else(format_err)?;
        let date = Date::from_calendar_date(y as i32, month, d as u8).map_err(|_| format_err())?;
        Self::from_date(date)
    }

    /// Checks the 1900 rule on an already-typed date.
    pub fn from_date(date: Date) -> Result<Self, FieldError> {
        if date <= DOB_EXCLUSIVE_MIN {
            return Err(FieldError::new(
                rules::DOB_BEFORE_1900,
                format!("must be after 1900-01-01, got {}", Self(date)),
            ));
        }
        Ok(Self(date))
    }

    /// The date.
    pub fn date(&self) -> Date {
        self.0
    }

    /// Age in whole years on `today` (negative if born after `today`). A 29 February
    /// birthday comes round on 1 March in common years.
    pub fn age_on(&self, today: Date) -> i32 {
        let born = self.0;
        let mut age = today.year() - born.year();
        if (today.month() as u8, today.day()) < (born.month() as u8, born.day()) {
            age -= 1;
        }
        age
    }

    /// Applies an age rule on `today`: `dob.too_young` under 18; for
    /// [`AgeRule::SubClientContact`] also `dob.too_old` at 65 or over.
    pub fn check_age(&self, today: Date, rule: AgeRule) -> Result<(), FieldError> {
        let age = self.age_on(today);
        if age < MIN_AGE as i32 {
            return Err(FieldError::new(
                rules::DOB_TOO_YOUNG,
                format!("must be {MIN_AGE} or older on {today}; born {self} is aged {age}"),
            ));
        }
        if rule == AgeRule::SubClientContact && age >= SUB_CLIENT_CONTACT_MAX_AGE as i32 {
            return Err(FieldError::new(
                rules::DOB_TOO_OLD,
                format!(
                    "a sub-client contact must be under {SUB_CLIENT_CONTACT_MAX_AGE} on {today}; born {self} is aged {age}"
                ),
            ));
        }
        Ok(())
    }

    /// [`parse`](Self::parse) then [`check_age`](Self::check_age), in one call.
    pub fn parse_with_age(value: &str, today: Date, rule: AgeRule) -> Result<Self, FieldError> {
        let dob = Self::parse(value)?;
        dob.check_age(today, rule)?;
        Ok(dob)
    }
}

impl fmt::Display for DateOfBirth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02}",
            self.0.year(),
            self.0.month() as u8,
            self.0.day()
        )
    }
}

impl FromStr for DateOfBirth {
    type Err = FieldError;
    fn from_str(s: &str) -> Result<Self, FieldError> {
        Self::parse(s)
    }
}

impl TryFrom<&str> for DateOfBirth {
    type Error = FieldError;
    fn try_from(s: &str) -> Result<Self, FieldError> {
        Self::parse(s)
    }
}

impl TryFrom<String> for DateOfBirth {
    type Error = FieldError;
    fn try_from(s: String) -> Result<Self, FieldError> {
        Self::parse(&s)
    }
}

impl TryFrom<Date> for DateOfBirth {
    type Error = FieldError;
    fn try_from(d: Date) -> Result<Self, FieldError> {
        Self::from_date(d)
    }
}

impl From<DateOfBirth> for Date {
    fn from(d: DateOfBirth) -> Date {
        d.0
    }
}

impl From<DateOfBirth> for String {
    fn from(d: DateOfBirth) -> String {
        d.to_string()
    }
}

impl Serialize for DateOfBirth {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for DateOfBirth {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Self::parse(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "cynic")]
const _: () = {
    use payments_schema::schema;
    cynic::impl_scalar!(DateOfBirth, schema::String);
};

crate::macros::read_from_string!(DateOfBirth);

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    fn dob(s: &str) -> DateOfBirth {
        DateOfBirth::parse(s).unwrap()
    }

    fn rule(s: &str) -> &'static str {
        DateOfBirth::parse(s).unwrap_err().rule()
    }

    #[test]
    fn format_rules() {
        assert_eq!(dob("1985-07-23").to_string(), "1985-07-23");
        for s in [
            "1985-7-23",
            "23/07/1985",
            "1985-07-23T00:00:00Z",
            "19850723",
            "1985-13-01",
            "1985-00-10",
            "1985-02-30",
            "2001-02-29",
            "1985-07-32",
            "",
            " 1985-07-23",
            "１９８５-07-23",
            "+985-07-23",
            "1985-07-2a",
        ] {
            assert_eq!(rule(s), rules::DOB_FORMAT, "{s:?}");
        }
        assert!(DateOfBirth::parse("2000-02-29").is_ok());
        assert_eq!(rule("NULL"), rules::DUMMY_VALUE);
    }

    #[test]
    fn the_1900_edge() {
        assert_eq!(rule("1900-01-01"), rules::DOB_BEFORE_1900);
        assert_eq!(rule("1899-12-31"), rules::DOB_BEFORE_1900);
        assert_eq!(rule("0000-01-01"), rules::DOB_BEFORE_1900);
        assert_eq!(dob("1900-01-02").date(), date!(1900 - 01 - 02));
    }

    #[test]
    fn the_18th_birthday() {
        let today = date!(2026 - 06 - 15);
        let young = dob("2008-06-16"); // turns 18 tomorrow
        let exact = dob("2008-06-15"); // turns 18 today
        assert_eq!(young.age_on(today), 17);
        assert_eq!(
            young.check_age(today, AgeRule::Adult).unwrap_err().rule(),
            rules::DOB_TOO_YOUNG
        );
        assert_eq!(exact.age_on(today), 18);
        assert!(exact.check_age(today, AgeRule::Adult).is_ok());
        assert!(exact.check_age(today, AgeRule::SubClientContact).is_ok());
        let unborn = dob("2030-01-01");
        assert_eq!(
            unborn.check_age(today, AgeRule::Adult).unwrap_err().rule(),
            rules::DOB_TOO_YOUNG
        );
    }

    #[test]
    fn the_65th_birthday_for_contacts() {
        let today = date!(2026 - 06 - 15);
        let almost = dob("1961-06-16"); // 64, turns 65 tomorrow
        let exact = dob("1961-06-15"); // turns 65 today
        assert!(almost.check_age(today, AgeRule::SubClientContact).is_ok());
        assert_eq!(
            exact
                .check_age(today, AgeRule::SubClientContact)
                .unwrap_err()
                .rule(),
            rules::DOB_TOO_OLD
        );
        assert!(
            exact.check_age(today, AgeRule::Adult).is_ok(),
            "no upper bound for adults"
        );
        assert!(dob("1900-01-02").check_age(today, AgeRule::Adult).is_ok());
    }

    #[test]
    fn leap_day_birthday_comes_on_1_march() {
        let born = dob("2008-02-29");
        assert_eq!(born.age_on(date!(2026 - 02 - 28)), 17);
        assert_eq!(born.age_on(date!(2026 - 03 - 01)), 18);
        assert_eq!(born.age_on(date!(2028 - 02 - 29)), 20);
    }

    #[test]
    fn parse_with_age_and_serde() {
        let today = date!(2026 - 06 - 15);
        assert!(
            DateOfBirth::parse_with_age("1990-01-01", today, AgeRule::SubClientContact).is_ok()
        );
        let d: DateOfBirth = serde_json::from_str("\"1990-01-01\"").unwrap();
        assert_eq!(serde_json::to_string(&d).unwrap(), "\"1990-01-01\"");
        assert!(serde_json::from_str::<DateOfBirth>("\"1900-01-01\"").is_err());
    }
}
