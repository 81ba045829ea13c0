//! The change-log check: matching by coordinate, the date window, unannounced breaking changes,
//! breaking entries the diff does not show, and the format checks.

use crate::common;

use std::path::Path;

use schema_diff::changelog::{self, ChangeLog, Date, Window};
use schema_diff::{Change, ChangeKind, Criticality};

fn log(toml: &str) -> ChangeLog {
    ChangeLog::parse(toml, Path::new("changelog.toml")).unwrap_or_else(|e| panic!("{e}"))
}

fn change(kind: ChangeKind, crit: Criticality, coord: &str) -> Change {
    Change::new(kind, crit, coord, "test")
}

fn date(s: &str) -> Date {
    Date::parse(s).unwrap_or_else(|e| panic!("{e}"))
}

const LOG: &str = r#"
[[entry]]
date = "2025-10-24"
breaking = false
summary = "enum `WithdrawalReason` renamed `TransactionReason`"
coordinates = ["WithdrawalReason", "TransactionReason"]
removed = ["WithdrawalReason"]

[[entry]]
date = "2025-05-02"
breaking = true
summary = "BREAKING: `depositDetails` removed"
coordinates = ["Query.depositDetails"]
removed = ["Query.depositDetails"]

[[entry]]
date = "2025-01-24"
breaking = true
summary = "stricter validation"
coordinates = []

[[entry]]
date = "2024-05-18"
also_dated = ["2024-05-17", "2024-04-16"]
breaking = true
summary = "cash-out network removed"
coordinates = ["Recipient"]
removed = []
"#;

#[test]
fn dates_parse_strictly() {
    assert!(Date::parse("2025-02-28").is_ok());
    assert!(Date::parse("2024-02-29").is_ok());
    for bad in [
        "2025-02-29",
        "2025-13-01",
        "2025-1-01",
        "25-01-01",
        "2025-01-00",
        "2025/01/01",
    ] {
        assert!(Date::parse(bad).is_err(), "{bad}");
    }
    assert_eq!(
        Date::find_in("history/2025-05-01-before.graphql"),
        Some(date("2025-05-01"))
    );
    assert_eq!(Date::find_in("payments.graphql"), None);
}

#[test]
fn an_entry_naming_a_type_covers_changes_inside_it_but_not_the_reverse() {
    let log = log(LOG);
    let mut changes = vec![
        change(
            ChangeKind::FieldRemoved,
            Criticality::Breaking,
            "Recipient.cashOutNetwork",
        ),
        change(
            ChangeKind::FieldRemoved,
            Criticality::Breaking,
            "Query.depositDetails",
        ),
        change(
            ChangeKind::FieldArgumentRemoved,
            Criticality::Breaking,
            "Query.depositDetails(id:)",
        ),
        change(ChangeKind::TypeRemoved, Criticality::Breaking, "Query"),
    ];
    let out = changelog::check(&log, &mut changes, &Window::default());
    assert_eq!(changes[0].announced.as_deref(), Some("2024-05-18"));
    assert_eq!(changes[1].announced.as_deref(), Some("2025-05-02"));
    assert_eq!(changes[2].announced.as_deref(), Some("2025-05-02"));
    assert_eq!(
        changes[3].announced, None,
        "an entry on Query.depositDetails does not cover Query"
    );
    assert_eq!(out.unannounced_breaking, vec![3]);
}

#[test]
fn only_entries_after_the_old_schema_date_count() {
    let log = log(LOG);
    let mut changes = vec![change(
        ChangeKind::FieldRemoved,
        Criticality::Breaking,
        "Query.depositDetails",
    )];
    let window = Window {
        since: Some(date("2025-05-02")),
        until: None,
    };
    let out = changelog::check(&log, &mut changes, &window);
    assert_eq!(changes[0].announced, None);
    assert_eq!(out.unannounced_breaking, vec![0]);

    let window = Window {
        since: Some(date("2025-05-01")),
        until: Some(date("2025-05-02")),
    };
    let out = changelog::check(&log, &mut changes, &window);
    assert_eq!(changes[0].announced.as_deref(), Some("2025-05-02"));
    assert!(out.unannounced_breaking.is_empty());
}

#[test]
fn a_breaking_change_mentioned_but_not_marked_breaking_is_unannounced() {
    let log = log(LOG);
    let mut renamed = change(
        ChangeKind::TypeRenamed,
        Criticality::Breaking,
        "WithdrawalReason",
    );
    renamed.new_coordinate = Some("TransactionReason".into());
    let mut changes = vec![renamed];
    let out = changelog::check(
        &log,
        &mut changes,
        &Window {
            since: Some(date("2025-10-23")),
            until: None,
        },
    );
    assert_eq!(changes[0].announced.as_deref(), Some("2025-10-24"));
    assert!(!changes[0].announced_as_breaking);
    assert_eq!(out.unannounced_breaking, vec![0]);
}

#[test]
fn reconstruction_changes_never_count_as_unannounced() {
    let log = log(LOG);
    let mut c = change(
        ChangeKind::FieldRemoved,
        Criticality::Breaking,
        "Query.guess",
    );
    c.reconstruction = true;
    let mut changes = vec![c];
    let out = changelog::check(&log, &mut changes, &Window::default());
    assert!(out.unannounced_breaking.is_empty());
}

#[test]
fn breaking_entries_not_in_the_diff_are_reported() {
    let log = log(LOG);
    let mut changes = vec![change(
        ChangeKind::FieldRemoved,
        Criticality::Breaking,
        "Query.depositDetails",
    )];
    let out = changelog::check(
        &log,
        &mut changes,
        &Window {
            since: Some(date("2024-01-01")),
            until: None,
        },
    );
    let missing: Vec<(&str, bool)> = out
        .breaking_entries_not_in_diff
        .iter()
        .map(|e| (e.date.as_str(), e.behaviour_only))
        .collect();
    assert_eq!(missing, [("2025-01-24", true), ("2024-05-18", false)]);
}

#[test]
fn format_problems_are_found() {
    let bad = log(r#"
[[entry]]
date = "2024-01-01"
breaking = false
summary = "a"
coordinates = ["A"]
removed = ["B"]

[[entry]]
date = "2024-02-01"
also_dated = ["2024-03-01"]
breaking = false
summary = "b"
coordinates = ["Not a coordinate!"]
"#);
    let problems = bad.problems();
    assert_eq!(problems.len(), 4, "{problems:#?}");
    assert!(log(LOG).problems().is_empty());
}

#[test]
fn bad_toml_names_the_file_and_line() {
    let err = ChangeLog::parse(
        "[[entry]]\ndate = \"2025-13-01\"\nbreaking = true\nsummary = \"x\"\n",
        Path::new("c.toml"),
    )
    .expect_err("bad date");
    let text = err.to_string();
    assert!(text.starts_with("c.toml:"), "{text}");
    assert!(text.contains("line 2"), "{text}");
}

#[test]
fn missing_coordinates_respect_newer_removals() {
    let schema = common::schema("type Query { a: Int }");
    let log = log(r#"
[[entry]]
date = "2025-02-01"
breaking = true
summary = "b removed"
coordinates = ["Query.b"]
removed = ["Query.b"]

[[entry]]
date = "2025-01-01"
breaking = false
summary = "b and c added"
coordinates = ["Query.a", "Query.b", "Query.c"]
"#);
    let missing: Vec<String> = log
        .missing_coordinates(&schema)
        .into_iter()
        .map(|(_, c)| c)
        .collect();
    assert_eq!(missing, ["Query.c"]);
}

/// Every located format's message says how the log treats a change: announced as breaking,
/// mentioned without being marked breaking (still unannounced), or not at all.
#[test]
fn messages_tell_an_announcement_from_a_mention_that_is_not_marked_breaking() {
    const OLD: &str =
        "type Query { depositDetails: Int a: E }\nenum WithdrawalReason { X }\nenum E { Y }\n";
    const NEW: &str = "type Query { a: E }\nenum TransactionReason { X }\nenum E { Y }\n";
    let log = log(LOG);
    let window = Window {
        since: Some(date("2025-01-01")),
        until: None,
    };
    let report = schema_diff::compare(
        &common::schema(OLD),
        &common::schema(NEW),
        Some((&log, &window)),
        None,
    );
    let unannounced = |coordinate: &str| {
        let i = report
            .changes
            .iter()
            .position(|c| c.coordinate == coordinate);
        report.is_unannounced(i.unwrap())
    };
    let github = report.render(
        schema_diff::report::Format::Github,
        &common::loaded(OLD),
        &common::loaded(NEW),
        false,
    );
    let line = |coordinate: &str| {
        let found = github
            .lines()
            .find(|l| l.contains(&format!("({coordinate})")));
        found
            .unwrap_or_else(|| panic!("{coordinate}: {github}"))
            .to_owned()
    };
    assert!(!unannounced("Query.depositDetails"));
    assert!(line("Query.depositDetails").ends_with("(announced in the change log on 2025-05-02)"));
    assert!(
        unannounced("WithdrawalReason"),
        "mentioned but not breaking"
    );
    assert!(
        line("WithdrawalReason")
            .ends_with("(the change log mentions it on 2025-10-24, but not as breaking)"),
        "{}",
        line("WithdrawalReason")
    );
}
