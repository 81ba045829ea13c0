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
        ("broken.json", "{\n  \"a\": \n}", (3, 1), "expected value"),
        (
            "list.json",
            "[\"query { a }\"]",
            (1, 1),
            "not a persisted-query manifest",
        ),
        (
            "entry.json",
            "{\"operations\": [\n  {\"name\": \"A\", \"body\": \"query A { a }\"},\n  {\"name\": \"B\"}\n]}",
            (3, 3),
            "operations[1] needs a string `name` and a string `body`",
        ),
        (
            "value.json",
            "{\n  \"h0\": \"query { a }\",\n  \"h1\": 5\n}",
            (3, 9),
            "the document of \"h1\" is not a string",
        ),
        (
            "not-a-list.json",
            "{\"operations\":\n {\"A\": 1}}",
            (2, 2),
            "`operations` is not a list",
        ),
    ];
    for (file, text, (line, column), needle) in cases {
        let path = d.join(file);
        std::fs::write(&path, text).unwrap();
        let err = operations::load(&path, &old).unwrap_err();
        let OperationsError::Manifest {
            line: got,
            column: got_column,
            ..
        } = &err
        else {
            panic!("{err}");
        };
        assert_eq!((*got, *got_column), (line, column), "{file}: {err}");
        let shown = err.to_string();
        assert!(
            shown.starts_with(&format!("{}:{line}:{column}:", path.display())),
            "{shown}"
        );
        assert!(shown.contains(needle), "{shown}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn documents_that_do_not_parse_and_unknown_files_are_refused() {
    let old = common::schema(OLD);
    let d = dir();
    // A manifest entry that is not GraphQL: the manifest, the operation and its line.
    let manifest = d.join("m.json");
    std::fs::write(
        &manifest,
        "{\n  \"ok\": \"query { a }\",\n  \"bad\": \"query { a \"\n}",
    )
    .unwrap();
    let err = operations::load(&manifest, &old).unwrap_err();
    let shown = err.to_string();
    assert!(matches!(err, OperationsError::Document { .. }), "{shown}");
    assert!(
        shown.starts_with(&format!(
            "{}: operation \"bad\" (line 3) does not parse",
            manifest.display()
        )),
        "{shown}"
    );
    assert!(
        shown.contains(":1:"),
        "the error is placed in the document: {shown}"
    );
    // A document in a folder: its file, line and column.
    let folder = d.join("ops");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("good.graphql"), "query G { a }").unwrap();
    std::fs::write(folder.join("bad.graphql"), "query B {\n  a(\n}").unwrap();
    let shown = operations::load(&folder, &old).unwrap_err().to_string();
    assert!(
        shown.contains("bad.graphql: the document does not parse"),
        "{shown}"
    );
    assert!(shown.contains("bad.graphql:3:1:"), "{shown}");
    // A file of another kind.
    let other = d.join("ops.txt");
    std::fs::write(&other, "{}").unwrap();
    let err = operations::load(&other, &old).unwrap_err();
    assert!(matches!(err, OperationsError::UnknownKind { .. }), "{err}");
    assert!(
        err.to_string().contains(".json persisted-query manifest"),
        "{err}"
    );
    // One that parses but asks for a field OLD lacks: kept, with the problem named.
    let stale = d.join("stale.graphql");
    std::fs::write(&stale, "query S { a gone }").unwrap();
    let ops = operations::load(&stale, &old).unwrap();
    assert!(ops[0].used.contains(&"Query.a".parse().unwrap()));
    assert_eq!(ops[0].problems.len(), 1, "{:?}", ops[0].problems);
    assert!(ops[0].problems[0].contains("gone"), "{:?}", ops[0].problems);
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
