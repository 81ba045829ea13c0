//! Operation impact (contracts validated against the new schema, used coordinates) and the
//! report: JSON shape, exit status, text hunks, markdown.

use crate::common;

use std::path::{Path, PathBuf};

use schema_diff::changelog::{ChangeLog, Window};
use schema_diff::coordinate::Coordinate;
use schema_diff::impact;
use schema_diff::report::{EXIT_FAILED, EXIT_OK, Format};

const OLD: &str = r#"
type Query {
  withdrawal(id: ID!): Withdrawal
  withdrawals(filter: WithdrawalFilter): [Withdrawal!]!
  depositDetails: String
  unused: Int
}
type Withdrawal { id: ID! status: Status amount: Float reference: String }
enum Status { PENDING DONE }
input WithdrawalFilter { status: Status from: String }
"#;

const NEW: &str = r#"
type Query {
  withdrawal(id: ID!, account: ID!): Withdrawal
  withdrawals(filter: WithdrawalFilter): [Withdrawal!]!
  unused: String
}
type Withdrawal { id: ID! status: Status amount: Float }
enum Status { PENDING DONE FAILED }
input WithdrawalFilter { status: Status from: String }
"#;

/// A fresh directory under the system temp dir holding `files`.
fn contracts(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("schema-diff-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("nested")).expect("temp dir");
    for (file, text) in files {
        std::fs::write(dir.join(file), text).expect("write contract");
    }
    dir
}

const GET: &str = "query Get($id: ID!) { withdrawal(id: $id) { id status amount } }\n";
const LIST: &str = "query List { withdrawals(filter: {status: DONE}) { id reference } }\n";
const DEPOSIT: &str = "query D { depositDetails }\n";

#[test]
fn broken_contracts_are_reported_with_file_and_line() {
    let dir = contracts(
        "broken",
        &[
            ("get.graphql", GET),
            ("nested/list.graphql", LIST),
            ("notes.txt", "x"),
        ],
    );
    let (old, new) = (common::schema(OLD), common::schema(NEW));
    let result = impact::check_contracts(&dir, &old, &new).expect("reads");
    assert_eq!(result.contracts.len(), 2, "only *.graphql, recursively");
    let broken: Vec<_> = result
        .broken
        .iter()
        .map(|b| {
            b.contract
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .to_string()
        })
        .collect();
    // get: new required argument `account`; list: `reference` removed.
    assert_eq!(broken, ["get.graphql", "list.graphql"]);
    let list = &result.broken[1];
    assert!(
        list.errors
            .iter()
            .any(|e| e.contains("list.graphql:1:") && e.contains("reference")),
        "{:#?}",
        list.errors
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn contracts_not_valid_against_old_are_set_apart_and_a_syntax_error_breaks_one() {
    let dir = contracts(
        "invalid-before",
        &[
            ("get.graphql", GET),
            // A root field OLD does not have (the quick verdict, placed at the field).
            ("foreign.graphql", "query F {\n  viewer { login }\n}\n"),
            // A root field OLD has, with a field it does not (apollo's verdict).
            (
                "nested.graphql",
                "query N { withdrawal(id: 1) { id nope } }\n",
            ),
            ("syntax.graphql", "query S { withdrawal(id: 1) { id }\n"),
        ],
    );
    let (old, new) = (common::schema(OLD), common::schema(NEW));
    let result = impact::check_contracts(&dir, &old, &new).expect("reads");
    let names = |list: &[impact::BrokenContract]| -> Vec<String> {
        list.iter()
            .map(|b| {
                b.contract
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect()
    };
    assert_eq!(names(&result.broken), ["get.graphql", "syntax.graphql"]);
    assert_eq!(
        names(&result.invalid_before),
        ["foreign.graphql", "nested.graphql"]
    );
    let foreign = &result.invalid_before[0].errors;
    assert!(
        foreign.len() == 1
            && foreign[0]
                .ends_with("foreign.graphql:2:3: the schema has no root field `Query.viewer`"),
        "{foreign:?}"
    );
    let nested = &result.invalid_before[1].errors;
    assert!(
        nested
            .iter()
            .any(|e| e.contains("nested.graphql:1:") && e.contains("nope")),
        "{nested:?}"
    );
    // One warning names them, with the text of each one's first error.
    let warning = result
        .invalid_before_warning("old.graphql")
        .expect("two set apart");
    assert!(
        warning.starts_with("2 contract document(s) do not validate against OLD (old.graphql)")
            && warning.contains("foreign.graphql (the schema has no root field `Query.viewer`)")
            && warning.contains("nested.graphql (")
            && !warning.contains(" more "),
        "{warning}"
    );
    assert_eq!(
        impact::Impact::default().invalid_before_warning("old.graphql"),
        None
    );
    // Only documents valid against OLD count as used.
    assert!(!result.used.contains(&"Query.viewer".parse().unwrap()));
    assert!(result.used.contains(&"Query.withdrawal".parse().unwrap()));
    // Against one schema, every document that does not parse or validate is named.
    let documents = impact::find_documents(&dir).expect("reads");
    let invalid = impact::validate_contracts(&documents, &old).expect("reads");
    assert_eq!(
        names(&invalid),
        ["foreign.graphql", "nested.graphql", "syntax.graphql"]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn used_coordinates_cover_fields_arguments_literals_and_variable_types() {
    let dir = contracts("used", &[("get.graphql", GET), ("list.graphql", LIST)]);
    let (old, new) = (common::schema(OLD), common::schema(NEW));
    let used = impact::check_contracts(&dir, &old, &new)
        .expect("reads")
        .used;
    for c in [
        "Query.withdrawal",
        "Query.withdrawal(id:)",
        "Withdrawal.id",
        "Withdrawal.status",
        "Status",
        "ID",
        "Query.withdrawals(filter:)",
        "WithdrawalFilter",
        "WithdrawalFilter.status",
        "Status.DONE",
        "Withdrawal.reference",
    ] {
        let coord: Coordinate = c.parse().expect("coordinate");
        assert!(used.contains(&coord), "{c} not in {used:?}");
    }
    assert!(!used.contains(&"Query.unused".parse().expect("coordinate")));
    assert!(
        !used.contains(&"Withdrawal".parse().expect("coordinate")),
        "object types are not used wholesale"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

fn report_for(
    files: &[(&str, &str)],
    name: &str,
    log: Option<&str>,
) -> (schema_diff::report::Report, PathBuf) {
    let dir = contracts(name, files);
    let (old, new) = (common::schema(OLD), common::schema(NEW));
    let result = impact::check_contracts(&dir, &old, &new).expect("reads");
    let log = log.map(|t| ChangeLog::parse(t, Path::new("c.toml")).expect("log"));
    let window = Window::default();
    let report = schema_diff::compare(
        &old,
        &new,
        log.as_ref().map(|l| (l, &window)),
        Some(&result),
    );
    (report, dir)
}

#[test]
fn breaking_changes_are_marked_as_affecting_us_or_not() {
    let (report, dir) = report_for(
        &[("get.graphql", GET), ("list.graphql", LIST)],
        "affects",
        None,
    );
    let affects = |coord: &str| {
        report
            .changes
            .iter()
            .find(|c| c.coordinate == coord)
            .unwrap_or_else(|| panic!("no change at {coord}"))
            .affects_us
    };
    assert_eq!(
        affects("Query.withdrawal(account:)"),
        Some(true),
        "new required arg on a field we call"
    );
    assert_eq!(affects("Withdrawal.reference"), Some(true));
    assert_eq!(affects("Query.depositDetails"), Some(false));
    assert_eq!(affects("Query.unused"), Some(false));
    assert_eq!(
        affects("Status.FAILED"),
        Some(true),
        "enum we read gains a value"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn json_report_has_the_design_shape() {
    let (report, dir) = report_for(&[("d.graphql", DEPOSIT)], "json", None);
    let json = report.to_json();
    let obj = json.as_object().expect("object");
    for key in ["changes", "brokenContracts", "summary"] {
        assert!(obj.contains_key(key), "{key}");
    }
    let first = &json["changes"][0];
    for key in ["kind", "criticality", "coordinate", "message", "announced"] {
        assert!(first.get(key).is_some(), "change lacks {key}: {first}");
    }
    assert_eq!(json["summary"]["breaking"], 4, "{}", json["summary"]);
    assert_eq!(json["summary"]["dangerous"], 1);
    assert_eq!(json["summary"]["safe"], 0);
    assert_eq!(
        json["brokenContracts"][0]["errors"]
            .as_array()
            .map(Vec::len),
        Some(1)
    );
    assert!(
        json["brokenContracts"][0]["contract"]
            .as_str()
            .is_some_and(|c| c.ends_with("d.graphql"))
    );
    let parsed: serde_json::Value = serde_json::from_str(&report.render(
        Format::Json,
        &common::loaded(OLD),
        &common::loaded(NEW),
        false,
    ))
    .expect("render json parses");
    // The rendering adds where each change sits (it has the schemas): on every change, an
    // object or null; the rest is to_json's.
    let mut parsed = parsed;
    let mut located = 0;
    for change in parsed["changes"].as_array_mut().unwrap() {
        let change = change.as_object_mut().unwrap();
        for key in ["oldLocation", "newLocation"] {
            let place = change
                .remove(key)
                .unwrap_or_else(|| panic!("{key} missing"));
            if !place.is_null() {
                assert!(
                    place["file"].is_string() && place["line"].as_u64() > Some(0),
                    "{place}"
                );
                assert!(place["column"].as_u64() > Some(0), "{place}");
                located += 1;
            }
        }
    }
    assert!(located > 0, "no change is located");
    assert_eq!(parsed, json);
    assert_eq!(json["formatVersion"], 1);
    assert!(
        json["changes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["id"].as_str().is_some_and(|id| id.len() == 12)),
        "{json}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

const FULL_LOG: &str = r#"
[[entry]]
date = "2025-06-01"
breaking = true
summary = "withdrawal needs account; reference, depositDetails removed; unused is a String"
coordinates = ["Query.withdrawal(account:)", "Withdrawal.reference", "Query.depositDetails", "Query.unused"]
removed = ["Withdrawal.reference", "Query.depositDetails"]
"#;

#[test]
fn exit_status_rule() {
    // Everything announced, no contract broken: 0.
    let (report, dir) = report_for(&[], "exit0", Some(FULL_LOG));
    assert_eq!(report.exit_status(), EXIT_OK, "{:#?}", report.changes);
    assert!(
        report
            .changes
            .iter()
            .filter(|c| c.criticality == schema_diff::Criticality::Breaking)
            .all(|c| c.announced.as_deref() == Some("2025-06-01"))
    );
    let _ = std::fs::remove_dir_all(&dir);
    // A broken contract: 1 even when every change is announced.
    let (report, dir) = report_for(&[("d.graphql", DEPOSIT)], "exit1c", Some(FULL_LOG));
    assert_eq!(report.exit_status(), EXIT_FAILED);
    let _ = std::fs::remove_dir_all(&dir);
    // No change log: every breaking change is unannounced: 1.
    let (report, dir) = report_for(&[], "exit1u", None);
    assert_eq!(report.exit_status(), EXIT_FAILED);
    assert_eq!(report.summary().unannounced_breaking, 4);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn text_report_has_a_table_and_sdl_hunks_and_colour_only_when_asked() {
    let (mut report, dir) = report_for(&[], "text", None);
    report.old_label = "old.graphql".into();
    report.new_label = "new.graphql".into();
    let (old, new) = (common::loaded(OLD), common::loaded(NEW));
    let text = report.render(Format::Text, &old, &new, false);
    assert!(text.contains("LEVEL      KIND"), "{text}");
    assert!(text.contains("--- old.graphql:"), "{text}");
    assert!(text.contains("+++ new.graphql (absent)"), "{text}");
    assert!(text.contains("-  depositDetails: String"), "{text}");
    // Hunk ranges are file line numbers: `depositDetails` is on line 5 of OLD.
    assert!(text.contains("@@ -5 +0,0 @@"), "{text}");
    assert!(
        text.contains("-  unused: Int") && text.contains("+  unused: String"),
        "{text}"
    );
    assert!(!text.contains('\x1b'), "no colour unless asked");
    assert!(
        report
            .render(Format::Text, &old, &new, true)
            .contains("\x1b[31m")
    );
    let md = report.render(Format::Markdown, &old, &new, true);
    assert!(
        md.contains("```diff") && md.contains("| **BREAKING** |"),
        "{md}"
    );
    assert!(!md.contains('\x1b'));
    let _ = std::fs::remove_dir_all(&dir);
}
