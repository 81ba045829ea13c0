//! The provider's dated change log (`schema/changelog.toml`) and the check of a diff against it.
//!
//! Matching rule: a change matches an entry when the change's coordinate (for a rename, its old or
//! new coordinate) **equals or lies inside** one of the entry's coordinates. So an entry naming a
//! type (`WithdrawalReason`) covers changes to its fields, values and arguments
//! (`WithdrawalReason.OTHER`), and an entry naming a field covers its arguments; an entry naming a
//! field does not cover a change on its type. Change-log rows describe features, often by type,
//! so the wider rule avoids false "unannounced" alarms; it cannot hide a change that the log does
//! not mention at all.
//!
//! Only entries dated after the old schema's date (and, when known, not after the new schema's
//! date) count. Among matching entries, a BREAKING change prefers an entry marked breaking, then
//! the most recent. A BREAKING change (not a reconstruction change) with no matching entry marked
//! breaking is **unannounced**: mentioned-but-not-marked (as the 2025-10-24 rename) still fails.
//! A change's `announced` is the date of the chosen entry, and `announced_as_breaking` says
//! whether that entry is marked breaking.
//!
//! Entries marked breaking in the window that no BREAKING change matches are reported
//! ([`CheckOutcome::breaking_entries_not_in_diff`]; `behaviour_only` when the entry names no
//! coordinate, e.g. a validation rule): information, not a failure.

use std::fmt;
use std::path::{Path, PathBuf};

use apollo_compiler::Schema;
use serde::{Deserialize, Serialize};

use crate::change::{Change, Criticality};
use crate::coordinate::{self, Coordinate};

/// A calendar date `YYYY-MM-DD`; ordered as dates.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Date(String);

/// A string that is not a `YYYY-MM-DD` date.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a calendar date written YYYY-MM-DD")]
pub struct DateError(pub String);

impl Date {
    /// Parses `YYYY-MM-DD` (month 01–12, day valid for the month).
    pub fn parse(s: &str) -> Result<Date, DateError> {
        let err = || DateError(s.to_string());
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(err());
        }
        let num = |r: std::ops::Range<usize>| -> Result<u32, DateError> {
            let part = &s[r];
            if part.bytes().all(|c| c.is_ascii_digit()) {
                part.parse().map_err(|_| err())
            } else {
                Err(err())
            }
        };
        let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        let days = match m {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return Err(err()),
        };
        if d == 0 || d > days {
            return Err(err());
        }
        Ok(Date(s.to_string()))
    }

    /// The date of `year`, `month` (1–12) and `day` (valid for the month), as a calendar such
    /// as the `time` crate's gives them; years 0–9999.
    pub fn from_ymd(year: i32, month: u8, day: u8) -> Result<Date, DateError> {
        let text = format!("{year:04}-{month:02}-{day:02}");
        if !(0..=9999).contains(&year) {
            return Err(DateError(text));
        }
        Date::parse(&text)
    }

    /// Finds the first `YYYY-MM-DD` inside `text` (e.g. a file name `2025-05-01.graphql`).
    pub fn find_in(text: &str) -> Option<Date> {
        (0..text.len().saturating_sub(9))
            .filter(|&i| text.is_char_boundary(i) && text.is_char_boundary(i + 10))
            .find_map(|i| Date::parse(&text[i..i + 10]).ok())
    }

    /// The date as `YYYY-MM-DD`.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Date {
    type Error = DateError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        Date::parse(&s)
    }
}

impl From<Date> for String {
    fn from(d: Date) -> String {
        d.0
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One row of the provider's change-log table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The row's most recent date.
    pub date: Date,
    /// The row's other (older) dates.
    #[serde(default)]
    pub also_dated: Vec<Date>,
    /// True exactly where the provider says BREAKING.
    pub breaking: bool,
    /// The provider's text.
    pub summary: String,
    /// Coordinates the entry touches (added, changed or removed).
    #[serde(default)]
    pub coordinates: Vec<String>,
    /// The subset of `coordinates` that the entry removes.
    #[serde(default)]
    pub removed: Vec<String>,
    /// Our reading of the row, where it needed one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// The whole change log, most recent entry first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChangeLog {
    /// `[[entry]]` tables, most recent first.
    #[serde(rename = "entry", default)]
    pub entries: Vec<Entry>,
}

/// Why a change log could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ChangeLogError {
    /// The file could not be read.
    #[error("{path}: cannot read: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The TOML does not parse or has the wrong shape (the message names line and column).
    #[error("{path}: {message}")]
    Toml {
        /// The file.
        path: PathBuf,
        /// What the TOML parser said, with line and column.
        message: String,
    },
}

impl ChangeLog {
    /// Reads and parses a change-log file.
    pub fn load(path: &Path) -> Result<ChangeLog, ChangeLogError> {
        let text = std::fs::read_to_string(path).map_err(|source| ChangeLogError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        ChangeLog::parse(&text, path)
    }

    /// Parses change-log TOML; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<ChangeLog, ChangeLogError> {
        toml::from_str(text).map_err(|e| ChangeLogError::Toml {
            path: path.to_path_buf(),
            message: e.to_string(),
        })
    }

    /// The newest entry's date.
    pub fn newest_date(&self) -> Option<&Date> {
        self.entries.first().map(|e| &e.date)
    }

    /// Format problems: order (newest first, `also_dated` between its date and the next entry),
    /// `removed ⊆ coordinates`, coordinate syntax. Empty when the log is well-formed.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        for (i, e) in self.entries.iter().enumerate() {
            let next = self.entries.get(i + 1).map(|n| &n.date);
            if let Some(next) = next
                && next >= &e.date
            {
                problems.push(format!(
                    "entry {i} ({}): not newer than the next entry ({next})",
                    e.date
                ));
            }
            for a in &e.also_dated {
                if a >= &e.date || next.is_some_and(|n| a <= n) {
                    problems.push(format!(
                        "entry {i} ({}): also_dated {a} is not between its date and the next entry",
                        e.date
                    ));
                }
            }
            for r in &e.removed {
                if !e.coordinates.contains(r) {
                    problems.push(format!(
                        "entry {i} ({}): removed `{r}` is not in coordinates",
                        e.date
                    ));
                }
            }
            for c in &e.coordinates {
                if let Err(err) = c.parse::<Coordinate>() {
                    problems.push(format!("entry {i} ({}): {err}", e.date));
                }
            }
        }
        problems
    }

    /// Coordinates named by entries that do not exist in `schema` although no entry at the same
    /// date or newer removes them; `(entry date, coordinate)`.
    pub fn missing_coordinates(&self, schema: &Schema) -> Vec<(Date, String)> {
        let mut missing = Vec::new();
        for (i, e) in self.entries.iter().enumerate() {
            for c in &e.coordinates {
                let removed_later = self.entries[..=i].iter().any(|n| n.removed.contains(c));
                let exists = c
                    .parse::<Coordinate>()
                    .is_ok_and(|coord| coordinate::exists(schema, &coord));
                if !removed_later && !exists {
                    missing.push((e.date.clone(), c.clone()));
                }
            }
        }
        missing
    }
}

/// The dates that bound which entries apply to a diff.
#[derive(Debug, Clone, Default)]
pub struct Window {
    /// The old schema's date: only entries dated after it count (`None`: all entries).
    pub since: Option<Date>,
    /// The new schema's date, when known: entries dated after it do not count.
    pub until: Option<Date>,
}

impl Window {
    fn contains(&self, date: &Date) -> bool {
        self.since.as_ref().is_none_or(|s| date > s)
            && self.until.as_ref().is_none_or(|u| date <= u)
    }
}

/// A change-log entry marked breaking that no breaking change of the diff matches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MissingBreakingEntry {
    /// The entry's date.
    pub date: Date,
    /// The provider's text.
    pub summary: String,
    /// True when the entry names no coordinate (a behaviour change a schema diff cannot show).
    pub behaviour_only: bool,
}

/// What the change-log check found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckOutcome {
    /// Indices (into the checked changes) of BREAKING changes with no entry marked breaking.
    pub unannounced_breaking: Vec<usize>,
    /// Entries marked breaking, in the window, that no breaking change matches.
    pub breaking_entries_not_in_diff: Vec<MissingBreakingEntry>,
}

/// Whether one of a change's coordinates lies within one of an entry's (both parsed).
fn matches(change: &[Coordinate], entry: &[Coordinate]) -> bool {
    change.iter().any(|c| entry.iter().any(|e| c.is_within(e)))
}

/// Fills `announced` / `announced_as_breaking` of each change and reports what does not match.
pub fn check(log: &ChangeLog, changes: &mut [Change], window: &Window) -> CheckOutcome {
    let entries: Vec<&Entry> = log
        .entries
        .iter()
        .filter(|e| window.contains(&e.date))
        .collect();
    let parse = |coordinates: &mut dyn Iterator<Item = &str>| -> Vec<Coordinate> {
        coordinates.filter_map(|c| c.parse().ok()).collect()
    };
    let entry_coordinates: Vec<Vec<Coordinate>> = entries
        .iter()
        .map(|e| parse(&mut e.coordinates.iter().map(String::as_str)))
        .collect();
    let mut outcome = CheckOutcome::default();
    let mut entry_seen = vec![false; entries.len()];
    for (i, change) in changes.iter_mut().enumerate() {
        let breaking = change.criticality == Criticality::Breaking;
        let coordinates = parse(&mut change.coordinates());
        let mut best: Option<usize> = None;
        for (j, e) in entries.iter().enumerate() {
            if !matches(&coordinates, &entry_coordinates[j]) {
                continue;
            }
            if breaking && e.breaking {
                entry_seen[j] = true;
            }
            let key = |x: &Entry| (breaking && x.breaking, x.date.clone());
            if best.is_none_or(|b| key(e) > key(entries[b])) {
                best = Some(j);
            }
        }
        change.announced = best.map(|b| entries[b].date.to_string());
        change.announced_as_breaking = best.is_some_and(|b| entries[b].breaking);
        if breaking && !change.reconstruction && !change.announced_as_breaking {
            outcome.unannounced_breaking.push(i);
        }
    }
    for (j, e) in entries.iter().enumerate() {
        if e.breaking && !entry_seen[j] {
            outcome
                .breaking_entries_not_in_diff
                .push(MissingBreakingEntry {
                    date: e.date.clone(),
                    summary: e.summary.clone(),
                    behaviour_only: e.coordinates.is_empty(),
                });
        }
    }
    outcome
}
