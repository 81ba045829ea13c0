//! The vendored change log (`schema/changelog.toml`) against the vendored schema
//! (`schema/payments.graphql`): order, `removed ⊆ coordinates`, and every coordinate present
//! unless an entry at the same date or newer removes it.

use std::path::Path;

use schema_diff::changelog::ChangeLog;
use schema_diff::coordinate::{self, Coordinate};
use schema_diff::load::{self, Mode};

const CHANGELOG: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../schema/changelog.toml");
const SCHEMA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../schema/payments.graphql");

fn changelog() -> ChangeLog {
    ChangeLog::load(Path::new(CHANGELOG)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn dates_are_strictly_ordered_newest_first() {
    let log = changelog();
    assert!(!log.entries.is_empty());
    for (i, e) in log.entries.iter().enumerate() {
        let next = log.entries.get(i + 1).map(|n| &n.date);
        if let Some(next) = next {
            assert!(
                &e.date > next,
                "entry {i}: {} is not newer than {next}",
                e.date
            );
        }
        for also in &e.also_dated {
            assert!(
                also < &e.date,
                "entry {i}: also_dated {also} is not older than {}",
                e.date
            );
            if let Some(next) = next {
                assert!(
                    also > next,
                    "entry {i}: also_dated {also} is not newer than the next entry {next}"
                );
            }
        }
    }
}

#[test]
fn removed_is_a_subset_of_coordinates_and_all_parse() {
    let log = changelog();
    for e in &log.entries {
        for r in &e.removed {
            assert!(
                e.coordinates.contains(r),
                "{}: removed `{r}` not in coordinates",
                e.date
            );
        }
        for c in &e.coordinates {
            assert!(
                c.parse::<Coordinate>().is_ok(),
                "{}: bad coordinate `{c}`",
                e.date
            );
        }
    }
    assert!(log.problems().is_empty(), "{:#?}", log.problems());
}

#[test]
fn every_coordinate_exists_unless_removed_by_this_or_a_newer_entry() {
    let log = changelog();
    let schema = load::load_file(Path::new(SCHEMA), Mode::Strict)
        .unwrap_or_else(|e| panic!("{e}"))
        .schema;
    let mut missing = Vec::new();
    for (i, e) in log.entries.iter().enumerate() {
        for c in &e.coordinates {
            let removed = log.entries[..=i]
                .iter()
                .any(|newer| newer.removed.contains(c));
            let coord: Coordinate = c.parse().unwrap_or_else(|err| panic!("{err}"));
            if !removed && !coordinate::exists(&schema, &coord) {
                missing.push(format!("{} {c}", e.date));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "coordinates missing from payments.graphql: {missing:#?}"
    );
    assert!(log.missing_coordinates(&schema).is_empty());
}

#[test]
fn breaking_flags_match_the_spec_rows_marked_breaking() {
    // The spec marks these rows BREAKING (Versioning table); nothing else.
    let log = changelog();
    let breaking: Vec<&str> = log
        .entries
        .iter()
        .filter(|e| e.breaking)
        .map(|e| e.date.as_str())
        .collect();
    assert_eq!(
        breaking,
        [
            "2025-05-02",
            "2024-05-18",
            "2023-11-01",
            "2023-05-25",
            "2023-02-08",
            "2021-08-13",
            "2021-07-22",
            "2020-03-05"
        ]
    );
}
