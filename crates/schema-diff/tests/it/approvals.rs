//! Approved changes: approved breaking changes pass, stale and expired approvals are said, bad
//! files are refused with file and line.

use std::path::Path;

use schema_diff::approvals::{Approvals, ApprovalsError};
use schema_diff::changelog::Date;

use crate::common;

const OLD: &str = "type Query { a: Int b: String c: Int }\n";
const NEW: &str = "type Query { a: String }\n";

fn report_with(approvals: &str, today: &str) -> schema_diff::report::Report {
    let approvals = Approvals::parse(approvals, Path::new("approved.toml")).unwrap();
    let mut report = schema_diff::compare(&common::schema(OLD), &common::schema(NEW), None, None);
    report.apply_approvals(&approvals, &Date::parse(today).unwrap());
    report
}

fn id_of(coordinate: &str, kind: &str) -> String {
    common::diff(OLD, NEW)
        .iter()
        .find(|c| c.coordinate == coordinate && c.kind.as_str() == kind)
        .map(|c| c.id())
        .unwrap()
}

#[test]
fn approved_breaking_changes_do_not_fail_the_check_and_say_why() {
    let before = schema_diff::compare(&common::schema(OLD), &common::schema(NEW), None, None);
    assert_eq!(before.unannounced_breaking.len(), 3);
    let toml = format!(
        "[[approved]]\nid = \"{}\"\nreason = \"b was never read\"\n\n[[approved]]\nkind = \"FIELD_REMOVED\"\ncoordinate = \"Query.c\"\nreason = \"c: announced by mail\"\nexpires = 2099-01-01\n\n[[approved]]\nkind = \"FIELD_TYPE_CHANGED\"\ncoordinate = \"Query.a\"\nreason = \"clients parse both\"\n",
        id_of("Query.b", "FIELD_REMOVED")
    );
    let report = report_with(&toml, "2026-11-25");
    assert!(
        report.unannounced_breaking.is_empty(),
        "{:?}",
        report.unannounced_breaking
    );
    assert_eq!(report.exit_status(), schema_diff::report::EXIT_OK);
    assert_eq!(report.approved.len(), 3);
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    let json = report.to_json();
    let b = json["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["coordinate"] == "Query.b")
        .unwrap();
    assert_eq!(b["approved"], "b was never read");
}

#[test]
fn stale_and_expired_approvals_are_said_and_expired_ones_no_longer_count() {
    let toml = "[[approved]]\nkind = \"FIELD_REMOVED\"\ncoordinate = \"Query.gone\"\nreason = \"old\"\n\n[[approved]]\nkind = \"FIELD_REMOVED\"\ncoordinate = \"Query.c\"\nreason = \"until June\"\nexpires = \"2026-06-30\"\n";
    let report = report_with(toml, "2026-11-25");
    assert_eq!(
        report.unannounced_breaking.len(),
        3,
        "the expired one counts no more"
    );
    assert_eq!(report.exit_status(), schema_diff::report::EXIT_FAILED);
    assert_eq!(report.warnings.len(), 2, "{:?}", report.warnings);
    assert!(
        report.warnings[0].starts_with("approved.toml:1: stale approval"),
        "{:?}",
        report.warnings
    );
    assert!(
        report.warnings[1].starts_with("approved.toml:6: the approval expired on 2026-06-30"),
        "{:?}",
        report.warnings
    );
    // On its last day it still counts.
    let report = report_with(toml, "2026-06-30");
    assert_eq!(report.unannounced_breaking.len(), 2);
}

#[test]
fn bad_entries_are_refused_with_file_and_line() {
    let cases = [
        (
            "[[approved]]\nid = \"abc\"\nreason = \"x\"\n",
            1,
            "not a change id",
        ),
        (
            "[[approved]]\nkind = \"FIELD_REMOVED\"\ncoordinate = \"Query.c\"\n",
            1,
            "needs a `reason`",
        ),
        (
            "\n[[approved]]\nkind = \"NO_SUCH_KIND\"\ncoordinate = \"Query.c\"\nreason = \"x\"\n",
            2,
            "unknown change kind",
        ),
        (
            "[[approved]]\nkind = \"FIELD_REMOVED\"\nreason = \"x\"\n",
            1,
            "either `id`, or `kind` and `coordinate`",
        ),
        (
            "[[approved]]\nid = \"0123456789ab\"\nreason = \"x\"\nexpires = \"2026-02-30\"\n",
            1,
            "`expires`",
        ),
        (
            "[[approved]]\nid = \"0123456789ab\"\nreason = \"x\"\nwhy = \"typo\"\n",
            4,
            "unknown field",
        ),
        (
            "[[approved]]\nid = \"0123456789ab\"\nreason = \"x\"\nexpires = 2026-12-31T10:00:00Z\n",
            1,
            "must be a date such as 2026-12-31 (found a TOML datetime)",
        ),
        (
            "[[approved]]\nid = \"0123456789ab\"\nreason = \"x\"\nexpires = 20261231\n",
            1,
            "(found a TOML integer)",
        ),
        // The table's name is `approved` (DESIGN.md); another is refused, not ignored.
        (
            "[[approve]]\nid = \"0123456789ab\"\nreason = \"x\"\n",
            1,
            "unknown field `approve`",
        ),
        ("[[approve]\n", 1, ""),
    ];
    for (text, line, needle) in cases {
        let err = Approvals::parse(text, Path::new("schema/approved-changes.toml")).unwrap_err();
        let ApprovalsError::Invalid { line: got, .. } = &err else {
            panic!("{err}");
        };
        assert_eq!(*got, line, "{text:?}: {err}");
        let shown = err.to_string();
        assert!(
            shown.starts_with(&format!("schema/approved-changes.toml:{line}: ")),
            "{shown}"
        );
        assert!(shown.contains(needle), "{shown}");
    }
}
