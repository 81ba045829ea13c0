//! Usage-aware gating: other clients' operations from folders, documents and persisted-query
//! manifests; `--fail-on used` fails only on breaking changes an operation touches.

use std::path::{Path, PathBuf};

use schema_diff::operations::{self, OperationsError};
use schema_diff::report::{EXIT_FAILED, EXIT_OK, FailOn};

use crate::common;

const OLD: &str = "type Query { a: Int b: String c(x: Int): Int }\n";
const NEW: &str = "type Query { a: String c(x: Int, y: Int!): Int }\n";

fn dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "ops-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn manifests_of_both_shapes_folders_and_documents_are_read() {
    let old = common::schema(OLD);
    let d = dir();
    std::fs::write(
        d.join("apollo.json"),
        r#"{"operations":[{"name":"GetA","body":"query GetA { a }"}]}"#,
    )
    .unwrap();
    std::fs::write(
        d.join("relay.json"),
        r#"{"5f3a":"query { b }","9c1e":"query { c(x: 1) }"}"#,
    )
    .unwrap();
    let ops_dir = d.join("ops");
    std::fs::create_dir_all(ops_dir.join("nested")).unwrap();
    std::fs::write(ops_dir.join("nested/b.graphql"), "query B { b }").unwrap();
    let names = |path: &Path| -> Vec<String> {
        operations::load(path, &old)
            .unwrap()
            .into_iter()
            .map(|o| o.name)
            .collect()
    };
    assert_eq!(names(&d.join("apollo.json")), ["GetA"]);
    assert_eq!(names(&d.join("relay.json")), ["5f3a", "9c1e"]);
    assert_eq!(names(&ops_dir).len(), 1);
    assert!(names(&ops_dir)[0].ends_with("b.graphql"));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_bad_manifest_is_refused_with_file_line_and_column() {
    let old = common::schema(OLD);
    let d = dir();
    let cases = [
        ("broken.json", "{\n  \"a\": \n}", 3, "expected value"),
        (
            "list.json",
            "[\"query { a }\"]",
            1,
            "not a persisted-query manifest",
        ),
        (
            "entry.json",
            r#"{"operations":[{"name":"A"}]}"#,
            1,
            "operations[0] needs a string `name` and a string `body`",
        ),
        (
            "value.json",
            r#"{"h1": 5}"#,
            1,
            "the document of \"h1\" is not a string",
        ),
    ];
    for (file, text, line, needle) in cases {
        let path = d.join(file);
        std::fs::write(&path, text).unwrap();
        let err = operations::load(&path, &old).unwrap_err();
        let OperationsError::Manifest { line: got, .. } = &err else {
            panic!("{err}");
        };
        assert_eq!(*got, line, "{file}: {err}");
        let shown = err.to_string();
        assert!(
            shown.starts_with(&format!("{}:{line}:", path.display())),
            "{shown}"
        );
        assert!(shown.contains(needle), "{shown}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn fail_on_used_fails_only_on_breaking_changes_an_operation_touches() {
    let (old, new) = (common::schema(OLD), common::schema(NEW));
    let d = dir();
    std::fs::write(d.join("m.json"), r#"{"GetA":"query GetA { a }"}"#).unwrap();
    let ops = operations::load(&d.join("m.json"), &old).unwrap();
    let _ = std::fs::remove_dir_all(&d);
    let mut report = schema_diff::compare(&old, &new, None, None);
    report.set_operations(&ops);
    // Three breaking changes: a's type, b removed, c's new required argument.
    assert_eq!(report.unannounced_breaking.len(), 3);
    let touched: Vec<(&str, &[String])> = report
        .changes
        .iter()
        .enumerate()
        .map(|(i, c)| (c.coordinate.as_str(), report.used_by(i)))
        .filter(|(_, u)| !u.is_empty())
        .collect();
    assert_eq!(touched, [("Query.a", &["GetA".to_string()][..])]);
    assert_eq!(
        report.exit_status(),
        EXIT_FAILED,
        "breaking: every one fails"
    );
    report.fail_on = FailOn::Used;
    let failing: Vec<&str> = (0..report.changes.len())
        .filter(|&i| report.fails(i))
        .map(|i| report.changes[i].coordinate.as_str())
        .collect();
    assert_eq!(failing, ["Query.a"]);
    // Every breaking change still appears, each with the operations it touches.
    let json = report.to_json();
    assert_eq!(
        json["changes"].as_array().unwrap().len(),
        report.changes.len()
    );
    let a = json["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["coordinate"] == "Query.a")
        .unwrap();
    assert_eq!(a["usedBy"][0], "GetA");
    assert_eq!(a["fails"], true);
    // No operation touches anything: the check passes.
    report.set_operations(&[]);
    assert_eq!(report.exit_status(), EXIT_OK);
}
