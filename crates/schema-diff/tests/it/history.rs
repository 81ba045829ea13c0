//! Replays the reconstructed schema history (`schema/history/`, then the vendored schema) against
//! the change log: for each consecutive pair, the breaking changes found are exactly those of the
//! entries the log marks BREAKING in that window, plus the ones the log fails to announce.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use schema_diff::changelog::{ChangeLog, Date, Window};
use schema_diff::load::{self, Mode};
use schema_diff::{Criticality, compare};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The history files in date order, then the vendored schema (dated by the newest log entry).
fn timeline(log: &ChangeLog) -> Vec<(PathBuf, Date)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(workspace().join("schema/history"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "graphql"))
        .collect();
    files.sort();
    let mut timeline: Vec<(PathBuf, Date)> = files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let date = Date::find_in(&name).unwrap_or_else(|| panic!("{name}: no date"));
            (path, date)
        })
        .collect();
    let newest = log.newest_date().unwrap().clone();
    timeline.push((workspace().join("schema/payments.graphql"), newest));
    timeline
}

/// Breaking changes the log does not announce, per pair (new side's file name, coordinates).
const UNANNOUNCED: &[(&str, &[&str])] = &[
    // 2025-01-18 added `idDoc.country`, a required input field, without saying BREAKING.
    ("2025-05-01.graphql", &["IdDocInput.country"]),
    // 2025-10-24 renamed `WithdrawalReason`; a client declaring the old name breaks.
    (
        "payments.graphql",
        &[
            "CreateWithdrawalInput.reason",
            "Withdrawal.reason",
            "WithdrawalReason",
        ],
    ),
];

#[test]
fn the_history_replays_the_change_log() {
    let log = ChangeLog::load(&workspace().join("schema/changelog.toml")).unwrap();
    let timeline = timeline(&log);
    assert!(timeline.len() >= 10, "history files missing: {timeline:?}");
    let mut pairs_checked = 0;
    for pair in timeline.windows(2) {
        let ((old_path, old_date), (new_path, new_date)) = (&pair[0], &pair[1]);
        let old = load::load_file(old_path, Mode::Strict).unwrap();
        let new = load::load_file(new_path, Mode::Strict).unwrap();
        let window = Window {
            since: Some(old_date.clone()),
            until: Some(new_date.clone()),
        };
        let report = compare(&old.schema, &new.schema, Some((&log, &window)), None);
        let label = format!(
            "{} -> {}",
            old_path.file_name().unwrap().to_string_lossy(),
            new_path.file_name().unwrap().to_string_lossy()
        );

        // Entries marked BREAKING in the window that name schema coordinates...
        let logged: BTreeSet<String> = log
            .entries
            .iter()
            .filter(|e| e.breaking && !e.coordinates.is_empty())
            .filter(|e| &e.date > old_date && &e.date <= new_date)
            .map(|e| e.date.as_str().to_owned())
            .collect();
        // ...are exactly the entries the announced breaking changes point at.
        let announced: BTreeSet<String> = report
            .changes
            .iter()
            .enumerate()
            .filter(|(i, c)| c.criticality == Criticality::Breaking && !report.is_unannounced(*i))
            .filter_map(|(_, c)| c.announced.as_ref().map(|d| d.as_str().to_owned()))
            .collect();
        assert_eq!(announced, logged, "{label}");

        let unannounced: BTreeSet<&str> = report
            .unannounced_breaking
            .iter()
            .map(|&i| report.changes[i].coordinate.as_str())
            .collect();
        let new_name = new_path.file_name().unwrap().to_string_lossy();
        let expected: BTreeSet<&str> = UNANNOUNCED
            .iter()
            .filter(|(file, _)| *file == new_name)
            .flat_map(|(_, coordinates)| coordinates.iter().copied())
            .collect();
        assert_eq!(unannounced, expected, "{label}");

        // Behaviour-only BREAKING entries cannot show in a diff, and are reported as such.
        for missing in &report.breaking_entries_not_in_diff {
            assert!(missing.behaviour_only, "{label}: {missing:?}");
        }
        pairs_checked += 1;
    }
    assert_eq!(pairs_checked, timeline.len() - 1);
}

#[test]
fn the_behaviour_only_breaking_entry_is_reported_as_not_in_the_diff() {
    let log = ChangeLog::load(&workspace().join("schema/changelog.toml")).unwrap();
    let history = workspace().join("schema/history");
    let old = load::load_file(&history.join("2023-05-24.graphql"), Mode::Strict).unwrap();
    let new = load::load_file(&history.join("2023-10-24.graphql"), Mode::Strict).unwrap();
    let window = Window {
        since: Some(Date::parse("2023-05-24").unwrap()),
        until: Some(Date::parse("2023-10-24").unwrap()),
    };
    let report = compare(&old.schema, &new.schema, Some((&log, &window)), None);
    let dates: Vec<&str> = report
        .breaking_entries_not_in_diff
        .iter()
        .map(|e| e.date.as_str())
        .collect();
    assert_eq!(dates, ["2023-05-25"]);
}
