//! Schema diff engine: loads two GraphQL schemas (SDL or introspection JSON), finds every change
//! and classifies it (BREAKING / DANGEROUS / SAFE), detects renames, flags changes to
//! reconstructed parts, checks a dated change log, finds which contract operations break, and
//! renders the result as text, JSON, markdown, GitHub workflow commands, SARIF or JUnit.
//!
//! [`gate`] runs the whole release check as `cargo xtask schema-diff` does (inputs named or
//! defaulted, change-log window, contracts, operations, approvals, fail-on policy) and gives a
//! [`gate::Verdict`] with its exit code and renderings. The modules below it are the parts:
//! ```no_run
//! use schema_diff::{diff, load};
//! let old = load::load_file("old.graphql".as_ref(), load::Mode::Strict)?;
//! let new = load::load_file("new.graphql".as_ref(), load::Mode::Strict)?;
//! for change in diff::diff(&old.schema, &new.schema) {
//!     println!("{} {} {}", change.criticality, change.kind, change.coordinate);
//! }
//! # Ok::<(), schema_diff::load::LoadError>(())
//! ```

pub mod approvals;
pub mod change;
pub mod changelog;
pub mod coordinate;
pub mod diff;
pub mod gate;
pub mod impact;
mod lines;
pub mod load;
pub mod operations;
pub mod report;

pub use change::{Change, ChangeKind, Criticality};

use apollo_compiler::Schema;

/// Diffs `old` against `new`, checks the change log (when given) and marks the changes our
/// contract operations touch (when an [`impact::Impact`] is given): the whole report, unrendered.
pub fn compare(
    old: &Schema,
    new: &Schema,
    changelog: Option<(&changelog::ChangeLog, &changelog::Window)>,
    impact: Option<&impact::Impact>,
) -> report::Report {
    assess(diff::diff(old, new), changelog, impact)
}

/// [`compare`] for changes already found by [`diff::diff`] (so the diff can run beside the
/// contract check).
pub fn assess(
    mut changes: Vec<Change>,
    changelog: Option<(&changelog::ChangeLog, &changelog::Window)>,
    impact: Option<&impact::Impact>,
) -> report::Report {
    let mut report = report::Report::default();
    if let Some(impact) = impact {
        impact::mark_affected(&mut changes, &impact.used);
        report.broken_contracts = impact.broken.clone();
    }
    match changelog {
        Some((log, window)) => {
            let outcome = changelog::check(log, &mut changes, window);
            report.unannounced_breaking = outcome.unannounced_breaking;
            report.breaking_entries_not_in_diff = outcome.breaking_entries_not_in_diff;
        }
        None => {
            report.unannounced_breaking = changes
                .iter()
                .enumerate()
                .filter(|(_, c)| c.criticality == Criticality::Breaking && !c.reconstruction)
                .map(|(i, _)| i)
                .collect();
        }
    }
    report.changes = changes;
    report
}
