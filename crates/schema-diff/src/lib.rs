#![doc = include_str!("../README.md")]

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
