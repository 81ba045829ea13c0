//! The result of a schema-diff run and its renderings (text, JSON, markdown, GitHub workflow
//! commands, SARIF, JUnit), plus the exit-status rule.
//!
//! Every format prints each change's id ([`Change::id`]): text and markdown in a column, JSON
//! as `id`, GitHub in the annotation's title, SARIF as `partialFingerprints` and
//! `properties.id`, JUnit in the test case's name.
//!
//! - **Text**: warnings, a summary line, a table (level, kind, coordinate, announced date or
//!   `UNANNOUNCED`, affects us, id, message), the reconstruction changes apart, broken
//!   contracts, breaking change-log entries not in the diff, then for each breaking change the
//!   SDL of its element before and after as a unified hunk (at most 40 lines a side), and a
//!   verdict. ANSI colour only when asked for (the command's `--color`).
//! - **Markdown**: the same for a pull-request comment, the hunks in `diff` blocks inside
//!   `<details>`.
//! - **JSON**: DESIGN.md's object (`changes`, `brokenContracts`, `summary`) plus documented
//!   extras: per change `announcedAsBreaking`, `unannounced`, `reconstruction`, `affectsUs`
//!   (null without contracts), `id`, `fails`, `oldValue`/`newValue` where the change names them,
//!   `oldLocation`/`newLocation` (`{"file","line","column"}` of the element on each side, or
//!   null), and when they apply `newCoordinate` (renames), `approved` (the reason) and `usedBy`
//!   (given operations); `summary.reconstruction`, `summary.unannouncedBreaking`; top-level
//!   `breakingEntriesNotInDiff`, `warnings` and `formatVersion` (1; raised only when a field
//!   changes meaning or goes away).
//! - **GitHub** workflow commands: `::error` for what fails the check (a failing change, a
//!   broken contract, at each of its errors), `::warning` for the other breaking and the
//!   dangerous changes, `::notice` for safe ones, each placed at its element in NEW (in OLD for
//!   what NEW no longer has); a last `::notice` sums the run up. The command also appends the
//!   markdown report to the file `$GITHUB_STEP_SUMMARY` names, when set.
//! - **SARIF 2.1.0**: one rule per change kind that occurs (`ruleId` the kind, its criticality
//!   a property) plus `BROKEN_CONTRACT`; one result per change and per contract error, placed as
//!   for GitHub, at level `error` (fails the check), `warning` (other breaking, dangerous) or
//!   `note` (safe).
//! - **JUnit XML**: one `<testcase>` per change, named `KIND coordinate [id]`, class
//!   `schema-diff.<CRITICALITY>`, with `file` and `line`, and one per broken contract; what
//!   fails the check carries a `<failure>`, everything else passes with its message as
//!   `<system-out>`.
//!
//! Warnings (a stale or expired approval, a lenient load's repair, contracts not valid against
//! OLD) are in every format: text, markdown and JSON `warnings`, placed `::warning`s for GitHub,
//! results of the rule `WARNING` in SARIF, the JUnit suite's `<system-err>`.

mod github;
mod json;
mod junit;
mod markdown;
mod place;
mod sarif;
pub mod sdl_hunks;
mod text;

use crate::load::LoadedSchema;
use serde::Serialize;

use crate::change::{Change, Criticality};
use crate::changelog::MissingBreakingEntry;
use crate::impact::BrokenContract;

/// Exit status: nothing fails the check.
pub const EXIT_OK: u8 = 0;
/// Exit status: an unannounced breaking change or a broken contract.
pub const EXIT_FAILED: u8 = 1;
/// Exit status: bad input (unreadable file, invalid SDL or JSON, bad change log).
pub const EXIT_BAD_INPUT: u8 = 2;

/// Output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A table and SDL hunks, for people.
    Text,
    /// One JSON object (DESIGN.md).
    Json,
    /// A pull-request comment.
    Markdown,
    /// GitHub Actions workflow commands (`::error file=..,line=..::`), one per change.
    Github,
    /// SARIF 2.1.0 (code-scanning dashboards): a rule per change kind, a result per change.
    Sarif,
    /// JUnit XML: a test case per change and per broken contract; what fails the check fails.
    Junit,
}

/// What fails the check (`--fail-on`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum FailOn {
    /// Every unannounced, unapproved breaking change (the default).
    #[default]
    Breaking,
    /// Only those an operation touches: one given with `--operations`, or one of our contracts.
    Used,
    /// As `Breaking`, and every dangerous change too.
    Dangerous,
}

/// Counts by criticality; reconstruction changes are counted apart.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// BREAKING changes (not counting reconstruction changes).
    pub breaking: usize,
    /// DANGEROUS changes (not counting reconstruction changes).
    pub dangerous: usize,
    /// SAFE changes (not counting reconstruction changes).
    pub safe: usize,
    /// Changes to parts described `Not shown in the spec:` (any criticality).
    pub reconstruction: usize,
    /// BREAKING changes that no change-log entry marked breaking announces.
    pub unannounced_breaking: usize,
}

/// Everything one run found.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Every change, sorted (see [`crate::diff::diff`]), with change-log and impact fields filled.
    pub changes: Vec<Change>,
    /// Contract documents that fail validation against the new schema.
    pub broken_contracts: Vec<BrokenContract>,
    /// Indices into `changes` of unannounced BREAKING changes.
    pub unannounced_breaking: Vec<usize>,
    /// Change-log entries marked breaking that no breaking change matches.
    pub breaking_entries_not_in_diff: Vec<MissingBreakingEntry>,
    /// Load warnings (lenient mode) and notes such as a missing change log.
    pub warnings: Vec<String>,
    /// For each change (same order), the given operations (`--operations`) that touch it; empty
    /// when none were given.
    pub used_by: Vec<Vec<String>>,
    /// What fails the check (see [`FailOn`]).
    pub fail_on: FailOn,
    /// Approved breaking changes: (index into `changes`, the approval's reason). They are not
    /// in `unannounced_breaking` and do not fail the check.
    pub approved: Vec<(usize, String)>,
    /// Labels of the two sides for headers (e.g. file paths).
    pub old_label: String,
    /// See `old_label`.
    pub new_label: String,
}

impl Report {
    /// Counts by criticality.
    pub fn summary(&self) -> Summary {
        let mut s = Summary {
            unannounced_breaking: self.unannounced_breaking.len(),
            ..Summary::default()
        };
        for c in &self.changes {
            if c.reconstruction {
                s.reconstruction += 1;
                continue;
            }
            match c.criticality {
                Criticality::Breaking => s.breaking += 1,
                Criticality::Dangerous => s.dangerous += 1,
                Criticality::Safe => s.safe += 1,
            }
        }
        s
    }

    /// [`EXIT_FAILED`] when a contract breaks or a change fails the check (see
    /// [`Report::fails`]), else [`EXIT_OK`].
    pub fn exit_status(&self) -> u8 {
        if self.broken_contracts.is_empty() && !(0..self.changes.len()).any(|i| self.fails(i)) {
            EXIT_OK
        } else {
            EXIT_FAILED
        }
    }

    /// Whether change `i` fails the check under [`Report::fail_on`]: an unannounced,
    /// unapproved breaking change (with `Used`: only one an operation touches), or with
    /// `Dangerous` also a dangerous change that is not approved.
    pub fn fails(&self, i: usize) -> bool {
        let c = &self.changes[i];
        match self.fail_on {
            FailOn::Breaking => self.is_unannounced(i),
            FailOn::Used => {
                self.is_unannounced(i)
                    && (c.affects_us == Some(true)
                        || self.used_by.get(i).is_some_and(|u| !u.is_empty()))
            }
            FailOn::Dangerous => {
                self.is_unannounced(i)
                    || (c.criticality == Criticality::Dangerous
                        && !c.reconstruction
                        && self.approval(i).is_none())
            }
        }
    }

    /// Records, for every change, the `operations` that touch it.
    pub fn set_operations(&mut self, operations: &[crate::operations::Operation]) {
        self.used_by = self
            .changes
            .iter()
            .map(|c| {
                crate::operations::touching(c, operations)
                    .into_iter()
                    .map(str::to_owned)
                    .collect()
            })
            .collect();
    }

    /// The message of change `i` with the operations that touch it (for the tables).
    pub(crate) fn message_with_usage(&self, i: usize) -> String {
        let used_by = self.used_by(i);
        if used_by.is_empty() {
            self.changes[i].message.clone()
        } else {
            format!(
                "{} (used by: {})",
                self.changes[i].message,
                used_by.join(", ")
            )
        }
    }

    /// The given operations that touch change `i`.
    pub fn used_by(&self, i: usize) -> &[String] {
        self.used_by.get(i).map_or(&[], Vec::as_slice)
    }

    /// Renders the report; `old`/`new` give the SDL for hunks; `color` adds ANSI colours (text only).
    pub fn render(
        &self,
        format: Format,
        old: &LoadedSchema,
        new: &LoadedSchema,
        color: bool,
    ) -> String {
        match format {
            Format::Text => text::render(self, old, new, color),
            Format::Json => json::render(self, old, new),
            Format::Markdown => markdown::render(self, old, new),
            Format::Github => github::render(self, old, new),
            Format::Sarif => sarif::render(self, old, new),
            Format::Junit => junit::render(self, old, new),
        }
    }

    /// Applies `approvals` judged on `today`: approved breaking changes leave
    /// `unannounced_breaking` for `approved`; stale and expired approvals become warnings.
    pub fn apply_approvals(
        &mut self,
        approvals: &crate::approvals::Approvals,
        today: &crate::changelog::Date,
    ) {
        let outcome = approvals.apply(&self.changes, today);
        for (i, a) in outcome.approved {
            if self.approved.iter().any(|(j, _)| *j == i) {
                continue;
            }
            self.unannounced_breaking.retain(|j| *j != i);
            self.approved.push((i, approvals.entries[a].reason.clone()));
        }
        self.approved.sort();
        self.warnings.extend(outcome.notes);
    }

    /// The approval reason of change `i`, if it is approved.
    pub fn approval(&self, i: usize) -> Option<&str> {
        self.approved
            .iter()
            .find(|(j, _)| *j == i)
            .map(|(_, r)| r.as_str())
    }

    /// The message of change `i` with what the change log says of it and whether it is a
    /// change to our reconstruction (for the located formats).
    pub(crate) fn annotated_message(&self, i: usize) -> String {
        let c = &self.changes[i];
        let mut message = c.message.clone();
        let breaking = c.criticality == Criticality::Breaking && !c.reconstruction;
        match &c.announced {
            // A breaking change the log mentions without marking the entry breaking.
            Some(date) if breaking && !c.announced_as_breaking => message.push_str(&format!(
                " (the change log mentions it on {date}, but not as breaking)"
            )),
            Some(date) => message.push_str(&format!(" (announced in the change log on {date})")),
            None if self.is_unannounced(i) => {
                message.push_str(" (not announced in the change log)")
            }
            None => {}
        }
        if let Some(reason) = self.approval(i) {
            message.push_str(&format!(" (approved: {reason})"));
        }
        let used_by = self.used_by(i);
        if !used_by.is_empty() {
            message.push_str(&format!(" (used by: {})", used_by.join(", ")));
        }
        if c.reconstruction {
            message.push_str(" [a change to our reconstruction of the schema]");
        }
        message
    }

    /// The JSON object of DESIGN.md (with the documented extra fields).
    pub fn to_json(&self) -> serde_json::Value {
        json::value(self)
    }

    /// Changes that are not reconstruction changes.
    pub fn provider_changes(&self) -> impl Iterator<Item = &Change> {
        self.changes.iter().filter(|c| !c.reconstruction)
    }

    /// Changes to reconstructed parts.
    pub fn reconstruction_changes(&self) -> impl Iterator<Item = &Change> {
        self.changes.iter().filter(|c| c.reconstruction)
    }

    /// True when change `i` is an unannounced breaking change.
    pub fn is_unannounced(&self, i: usize) -> bool {
        self.unannounced_breaking.contains(&i)
    }
}
