//! Loading: strict vs lenient, empty files, bad JSON, wrong-shaped JSON, introspection round trip.

use crate::common;

use std::path::Path;

use apollo_compiler::request::coerce_variable_values;
use apollo_compiler::response::JsonMap;
use apollo_compiler::{ExecutableDocument, Schema};
use schema_diff::load::{self, INTROSPECTION_QUERY, LoadError, Mode, SourceFormat};

const GITHUB_INVALID: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../../shared/data/real-schemas/github-2025-02-27.graphql"
);

fn p(name: &str) -> &Path {
    Path::new(name)
}

#[test]
fn strict_mode_names_file_line_and_duplicated_fields() {
    if !Path::new(GITHUB_INVALID).exists() {
        eprintln!("skipped: {GITHUB_INVALID} not present");
        return;
    }
    let err = load::load_file(Path::new(GITHUB_INVALID), Mode::Strict).expect_err("invalid SDL");
    let LoadError::InvalidSdl { diagnostics, .. } = &err else {
        panic!("expected InvalidSdl, got {err}");
    };
    assert_eq!(diagnostics.len(), 2, "{diagnostics:#?}");
    let text = err.to_string();
    for needle in [
        "github-2025-02-27.graphql:",
        "`EnterpriseOwnerInfo.repositoryDeployKeySetting`",
        "`EnterpriseOwnerInfo.repositoryDeployKeySettingOrganizations`",
    ] {
        assert!(text.contains(needle), "missing {needle} in:\n{text}");
    }
    // The line of each duplicate is named, and the line of the definition it repeats.
    assert!(
        diagnostics.iter().all(|d| d
            .split(':')
            .nth(1)
            .is_some_and(|l| l.parse::<usize>().is_ok())),
        "{diagnostics:#?}"
    );
    assert!(
        text.contains(":15153: field `EnterpriseOwnerInfo.repositoryDeployKeySetting` is defined twice (lines 15003 and 15153)"),
        "{text}"
    );
}

#[test]
fn strict_mode_names_both_lines_of_a_duplicate_and_keeps_other_diagnostics() {
    let sdl = "type Query {\n  a: Int\n  a: Int\n}\ntype T { x: Int }\nextend type T { x: Int }\n";
    let err = load::load_str(sdl, p("d.graphql"), Mode::Strict).expect_err("invalid");
    let LoadError::InvalidSdl { diagnostics, .. } = &err else {
        panic!("expected InvalidSdl, got {err}");
    };
    assert!(
        diagnostics
            .contains(&"d.graphql:3: field `Query.a` is defined twice (lines 2 and 3)".to_string()),
        "{diagnostics:#?}"
    );
    // A duplicate across a definition and its extension is apollo-compiler's to report.
    assert!(
        diagnostics
            .iter()
            .any(|d| d.contains("`x`") && d.contains("`T`")),
        "{diagnostics:#?}"
    );
    assert!(
        !diagnostics.iter().any(|d| d.contains("`a` field")),
        "{diagnostics:#?}"
    );
}

#[test]
fn lenient_mode_diffs_the_invalid_github_schema_with_warnings() {
    if !Path::new(GITHUB_INVALID).exists() {
        eprintln!("skipped: {GITHUB_INVALID} not present");
        return;
    }
    let loaded = load::load_file(Path::new(GITHUB_INVALID), Mode::Lenient).expect("lenient load");
    assert_eq!(loaded.warnings.len(), 2, "{:#?}", loaded.warnings);
    assert!(loaded.warnings[0].contains("EnterpriseOwnerInfo.repositoryDeployKeySetting"));
    assert!(loaded.schema.get_object("EnterpriseOwnerInfo").is_some());
}

#[test]
fn lenient_mode_keeps_the_last_definition() {
    let sdl = "type Query {\n  a: Int\n  b: Int\n  a: String\n}\n";
    let err = load::load_str(sdl, p("dup.graphql"), Mode::Strict).expect_err("strict fails");
    assert!(err.to_string().contains("dup.graphql:4:"), "{err}");
    let loaded = load::load_str(sdl, p("dup.graphql"), Mode::Lenient).expect("lenient loads");
    let query = loaded.schema.get_object("Query").expect("Query");
    assert_eq!(query.fields["a"].ty.to_string(), "String");
    assert_eq!(
        query.fields.keys().map(|k| k.as_str()).collect::<Vec<_>>(),
        ["a", "b"]
    );
    assert_eq!(loaded.warnings.len(), 1);
    assert!(
        loaded.warnings[0].contains("`Query.a` is defined twice (lines 2 and 4)"),
        "{:?}",
        loaded.warnings
    );
}

#[test]
fn lenient_mode_still_fails_on_syntax_errors() {
    let err =
        load::load_str("type Query { a: }", p("bad.graphql"), Mode::Lenient).expect_err("syntax");
    assert!(err.to_string().contains("bad.graphql:1:"), "{err}");
}

#[test]
fn empty_and_blank_files_are_clear_errors() {
    for text in ["", "  \n\t\n"] {
        let err = load::load_str(text, p("empty.graphql"), Mode::Strict).expect_err("empty");
        assert!(matches!(err, LoadError::Empty { .. }), "{err}");
        assert!(err.to_string().contains("empty.graphql: the file is empty"));
    }
}

#[test]
fn unreadable_file_is_an_io_error() {
    let err = load::load_file(p("/nonexistent/x.graphql"), Mode::Strict).expect_err("io");
    assert!(matches!(err, LoadError::Io { .. }));
    assert!(
        err.to_string()
            .starts_with("/nonexistent/x.graphql: cannot read")
    );
}

#[test]
fn bad_json_names_line_and_column() {
    let err = load::load_str(
        "{\n  \"data\": {\n    \"__schema\": [1,\n}",
        p("i.json"),
        Mode::Strict,
    )
    .expect_err("bad json");
    let LoadError::Json { line, .. } = err else {
        panic!("expected Json error, got {err}");
    };
    assert_eq!(line, 4);
}

#[test]
fn wrong_shaped_introspection_json_names_the_path() {
    let cases = [
        ("{\"foo\": 1}", "$", "expected"),
        ("{\"data\": {}}", "data", "missing object `__schema`"),
        (
            "{\"data\": {\"__schema\": 5}}",
            "data",
            "`__schema` must be an object",
        ),
        ("{\"errors\": [{\"message\": \"nope\"}]}", "$", "errors"),
        (
            "{\"__schema\": {\"queryType\": {\"name\": \"Query\"}, \"types\": [{\"kind\": \"OBJECT\"}]}}",
            "$.__schema.types[0]",
            "missing string `name`",
        ),
        (
            "{\"__schema\": {\"queryType\": {\"name\": \"Query\"}, \"types\": [{\"kind\": \"OBJECT\", \"name\": \"Query\", \"fields\": [{\"name\": \"a\", \"type\": {\"kind\": \"NON_NULL\"}}]}]}}",
            "$.__schema.types[0].fields[0].type",
            "`NON_NULL` needs `ofType`",
        ),
        (
            "{\"__schema\": {\"queryType\": {\"name\": \"Query\"}, \"types\": 3}}",
            "$.__schema",
            "`types` must be an array",
        ),
    ];
    for (json, at_want, msg) in cases {
        let err = load::load_str(json, p("i.json"), Mode::Strict).expect_err(json);
        let LoadError::IntrospectionShape { at, message, .. } = &err else {
            panic!("expected IntrospectionShape for {json}, got {err}");
        };
        assert_eq!(at, at_want, "{json}");
        assert!(message.contains(msg), "{message} should contain {msg}");
    }
}

const RICH_SDL: &str = r#"
schema { query: Query mutation: Mutation }

"A \"quoted\" description\nover two lines"
type Query implements Node {
  id: ID!
  "Find users"
  users(first: Int = 10, filter: UserFilter = {name: "x", roles: [ADMIN]}): [User!]!
  old: String @deprecated(reason: "use id")
  older: String @deprecated
  search(term: String!): [SearchResult]
}

type Mutation { touch(id: ID!): Boolean }

interface Node { id: ID! }

type User implements Node { id: ID! name: String role: Role at: DateTime }

type Group { id: ID! }

union SearchResult = User | Group

enum Role { ADMIN MEMBER @deprecated(reason: "gone") "Guest access" GUEST }

input UserFilter { name: String roles: [Role!] limit: Int! = 5 }

scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")

"Caches a field"
directive @cache("seconds" ttl: Int = 60) repeatable on FIELD_DEFINITION | OBJECT
"#;

/// Runs the crate's introspection query against `sdl` with apollo-compiler (no network).
fn introspect(sdl: &str) -> serde_json::Value {
    let schema = Schema::parse_and_validate(sdl, "rich.graphql").expect("valid SDL");
    let doc = ExecutableDocument::parse_and_validate(&schema, INTROSPECTION_QUERY, "q.graphql")
        .expect("the introspection query validates");
    let op = doc.operations.get(None).expect("one operation");
    let vars = coerce_variable_values(&schema, op, &JsonMap::new()).expect("no variables");
    let response = apollo_compiler::introspection::partial_execute(
        &schema,
        &schema.implementers_map(),
        &doc,
        op,
        &vars,
    )
    .expect("introspection executes");
    serde_json::to_value(&response).expect("serialise")
}

#[test]
fn introspection_json_round_trips_to_an_identical_schema() {
    let json = introspect(RICH_SDL);
    let wrapped = json.to_string();
    let bare = json["data"].to_string();
    let original = common::schema(RICH_SDL);
    for text in [wrapped, bare] {
        let loaded = load::load_str(&text, p("intro.json"), Mode::Strict).expect("loads");
        assert_eq!(loaded.format, SourceFormat::IntrospectionJson);
        let changes = schema_diff::diff::diff(&original, &loaded.schema);
        // Applied custom directives are not part of introspection; this SDL has none.
        assert!(changes.is_empty(), "round trip differs: {changes:#?}");
    }
}

#[test]
fn introspection_json_diff_finds_real_changes() {
    let json = introspect(RICH_SDL).to_string();
    let changed = RICH_SDL.replace("  older: String @deprecated\n", "");
    let old = load::load_str(&json, p("intro.json"), Mode::Strict)
        .expect("loads")
        .schema;
    let new = common::schema(&changed);
    let changes = schema_diff::diff::diff(&old, &new);
    assert_eq!(
        common::triples(&changes),
        vec![(
            schema_diff::ChangeKind::FieldRemoved,
            schema_diff::Criticality::Breaking,
            "Query.older".to_string()
        )]
    );
}

const ONE_OF_INPUT: &str =
    "type Query { pay(by: PayBy): Int }\ninput PayBy @oneOf { iban: String bsb: String }\n";

#[test]
fn one_of_is_built_in_whether_declared_or_not() {
    for mode in [Mode::Strict, Mode::Lenient] {
        let undeclared = load::load_str(ONE_OF_INPUT, p("new.graphql"), mode)
            .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
        assert!(undeclared.schema.get_input_object("PayBy").is_some());
        assert!(undeclared.warnings.is_empty(), "{:?}", undeclared.warnings);
        let declared = format!("directive @oneOf on INPUT_OBJECT\n{ONE_OF_INPUT}");
        load::load_str(&declared, p("new.graphql"), mode)
            .unwrap_or_else(|e| panic!("{mode:?}, declared: {e}"));
    }
    // Declared on one side, built in on the other: no change.
    let declared = format!("directive @oneOf on INPUT_OBJECT\n{ONE_OF_INPUT}");
    assert!(common::diff(&declared, ONE_OF_INPUT).is_empty());
    // A directive whose name only starts like it is still unknown.
    let other = "type Query { a: Int }\ninput X @oneOfMany { a: Int }\n";
    let err = load::load_str(other, p("x.graphql"), Mode::Strict).expect_err("unknown directive");
    assert!(err.to_string().contains("x.graphql:2:"), "{err}");
}

#[test]
fn adding_one_of_to_an_input_is_breaking_and_removing_it_safe() {
    let plain = "type Query { pay(by: PayBy): Int }\ninput PayBy { iban: String bsb: String }\n";
    let changes = common::triples(&common::diff(plain, ONE_OF_INPUT));
    assert_eq!(changes.len(), 1, "{changes:?}");
    assert_eq!(
        changes[0].1,
        schema_diff::Criticality::Breaking,
        "{changes:?}"
    );
    let changes = common::triples(&common::diff(ONE_OF_INPUT, plain));
    assert_eq!(changes.len(), 1, "{changes:?}");
    assert_eq!(changes[0].1, schema_diff::Criticality::Safe, "{changes:?}");
}

#[test]
fn a_diagnostic_without_a_place_is_placed_at_the_start_of_its_file() {
    let err = load::load_str("type Foo { a: Int }\n", p("no-query.graphql"), Mode::Strict)
        .expect_err("no query root");
    let LoadError::InvalidSdl { diagnostics, .. } = &err else {
        panic!("expected InvalidSdl, got {err}");
    };
    assert!(
        diagnostics
            .iter()
            .all(|d| d.starts_with("no-query.graphql:")),
        "{diagnostics:#?}"
    );
    assert!(!err.to_string().contains("<unknown>"), "{err}");
}
