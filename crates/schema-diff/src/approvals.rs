//! Approved changes: breaking changes a team has decided to ship, each approved in a reviewed
//! file with a reason, so the check passes without being turned off.
//!
//! `schema/approved-changes.toml` (or `--approvals FILE`):
//!
//! ```toml
//! [[approved]]
//! id = "ccc0ebf0e642"           # the change's id, as every format prints it
//! reason = "the old field was never used by a client (checked in the gateway logs)"
//! expires = 2026-12-31          # optional (a TOML date, or the same quoted): after this day
//!                               # the approval no longer counts
//!
//! [[approved]]
//! kind = "FIELD_REMOVED"        # or kind and coordinate instead of the id
//! coordinate = "Query.legacy"
//! reason = "announced to every integrator by mail on 2026-11-02"
//! ```
//!
//! An approved breaking change is shown as approved and does not fail the check. An approval
//! that matches no change is reported as stale; an expired one no longer counts and says so.
//! A bad entry (no reason, an id that is not 12 hex digits, neither id nor kind + coordinate,
//! an unknown kind, a bad date, an unknown key) refuses the whole file, naming its line.
//!
//! The table is `[[approved]]`, as DESIGN.md writes it; another name is refused as an unknown
//! key. Ids are 12 hex digits (48 bits, so that the ids of the thousands of changes of a large
//! diff do not collide).

use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::change::{Change, ChangeKind, Criticality};
use crate::changelog::Date;
use crate::lines::Lines;

/// Why an approvals file was refused.
#[derive(Debug, thiserror::Error)]
pub enum ApprovalsError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Not TOML of the expected shape, or a bad entry.
    #[error("{}:{line}: {message}", path.display())]
    Invalid {
        /// The file.
        path: PathBuf,
        /// Line of the offending entry or value (1-based).
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// What an approval matches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A change id (12 hex digits).
    Id(String),
    /// Every change of this kind at this coordinate.
    KindAt(ChangeKind, String),
}

/// One approval.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Approval {
    /// What it approves.
    pub target: Target,
    /// Why (required).
    pub reason: String,
    /// The last day it counts, if any.
    pub expires: Option<Date>,
    /// Its line in the file.
    pub line: usize,
}

/// The approvals of one file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Approvals {
    /// The file, for messages.
    pub path: PathBuf,
    /// Its entries, in file order.
    pub entries: Vec<Approval>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    approved: Vec<Spanned<RawEntry>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    id: Option<String>,
    kind: Option<String>,
    coordinate: Option<String>,
    reason: Option<String>,
    expires: Option<toml::Value>,
}

/// The day an `expires` value names: a TOML local date (`2026-12-31`) or the same as a string.
fn expiry(value: &toml::Value) -> Result<Date, String> {
    match value {
        toml::Value::String(text) => Date::parse(text).map_err(|e| e.to_string()),
        toml::Value::Datetime(dt) if dt.time.is_none() && dt.offset.is_none() => {
            Date::parse(&dt.to_string()).map_err(|e| e.to_string())
        }
        other => Err(format!(
            "must be a date such as 2026-12-31 (found a TOML {})",
            other.type_str()
        )),
    }
}

impl Approvals {
    /// Reads and checks an approvals file.
    pub fn load(path: &Path) -> Result<Self, ApprovalsError> {
        let text = std::fs::read_to_string(path).map_err(|source| ApprovalsError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Self::parse(&text, path)
    }

    /// Checks approvals TOML; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Self, ApprovalsError> {
        let lines = Lines::new(text);
        let line_at = |offset: usize| lines.line_column(text, offset).0;
        let invalid = |line: usize, message: String| ApprovalsError::Invalid {
            path: path.to_path_buf(),
            line,
            message,
        };
        let raw: RawFile = toml::from_str(text).map_err(|e| {
            let line = e.span().map_or(1, |s| line_at(s.start));
            invalid(line, e.message().trim().to_string())
        })?;
        let mut entries = Vec::with_capacity(raw.approved.len());
        for spanned in raw.approved {
            let line = line_at(spanned.span().start);
            let e = spanned.into_inner();
            let reason = e
                .reason
                .map(|r| r.trim().to_string())
                .filter(|r| !r.is_empty())
                .ok_or_else(|| invalid(line, "an approval needs a `reason`".into()))?;
            let target = match (e.id, e.kind, e.coordinate) {
                (Some(id), None, None) => {
                    if id.len() != 12 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
                        return Err(invalid(
                            line,
                            format!("`id` {id:?} is not a change id (12 hex digits)"),
                        ));
                    }
                    Target::Id(id.to_ascii_lowercase())
                }
                (None, Some(kind), Some(coordinate)) => {
                    let kind = ChangeKind::ALL
                        .iter()
                        .copied()
                        .find(|k| k.as_str() == kind)
                        .ok_or_else(|| invalid(line, format!("unknown change kind {kind:?}")))?;
                    Target::KindAt(kind, coordinate)
                }
                _ => {
                    return Err(invalid(
                        line,
                        "an approval names either `id`, or `kind` and `coordinate`".into(),
                    ));
                }
            };
            let expires = e
                .expires
                .map(|value| {
                    expiry(&value).map_err(|err| invalid(line, format!("`expires`: {err}")))
                })
                .transpose()?;
            entries.push(Approval {
                target,
                reason,
                expires,
                line,
            });
        }
        Ok(Self {
            path: path.to_path_buf(),
            entries,
        })
    }

    fn matches(approval: &Approval, change: &Change) -> bool {
        match &approval.target {
            Target::Id(id) => change.id() == *id,
            Target::KindAt(kind, coordinate) => {
                change.kind == *kind && change.coordinates().any(|c| c == coordinate)
            }
        }
    }

    /// Judges `changes` on `today`: which breaking changes the approvals cover, and the
    /// approvals that are stale or expired.
    pub fn apply(&self, changes: &[Change], today: &Date) -> Outcome {
        let mut outcome = Outcome::default();
        for (a, approval) in self.entries.iter().enumerate() {
            let matched: Vec<usize> = changes
                .iter()
                .enumerate()
                .filter(|(_, c)| Self::matches(approval, c))
                .map(|(i, _)| i)
                .collect();
            let place = format!("{}:{}", self.path.display(), approval.line);
            if matched.is_empty() {
                outcome.notes.push(format!(
                    "{place}: stale approval: it matches no change of this diff"
                ));
                continue;
            }
            if let Some(expires) = approval.expires.as_ref().filter(|e| *e < today) {
                outcome.notes.push(format!(
                    "{place}: the approval expired on {expires}; it no longer counts"
                ));
                continue;
            }
            for i in matched {
                if changes[i].criticality == Criticality::Breaking {
                    outcome.approved.push((i, a));
                }
            }
        }
        outcome
    }
}

/// What the approvals did to one diff.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outcome {
    /// (change index, approval index) of each approved breaking change.
    pub approved: Vec<(usize, usize)>,
    /// Stale and expired approvals, with file and line.
    pub notes: Vec<String>,
}
