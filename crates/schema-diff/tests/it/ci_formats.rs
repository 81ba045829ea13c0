//! `--format sarif` and `--format junit`, read back by a JSON and an XML parser as the
//! dashboards and CI test views read them.

use std::path::Path;

use schema_diff::load::{self, Mode};
use schema_diff::report::{Format, Report};

const OLD: &str = "type Query {\n  a: Int\n  b: String\n}\n";
const NEW: &str = "type Query {\n  a: Int\n  c: Boolean\n}\n\"Colours.\"\nenum Color {\n  RED\n}\n";

fn report() -> (Report, String, String) {
    let old = load::load_str(OLD, Path::new("schema/old.graphql"), Mode::Strict).unwrap();
    let new = load::load_str(NEW, Path::new("schema/new.graphql"), Mode::Strict).unwrap();
    let mut report = schema_diff::compare(&old.schema, &new.schema, None, None);
    report.old_label = "schema/old.graphql".into();
    report.new_label = "schema/new.graphql".into();
    let sarif = report.render(Format::Sarif, &old, &new, false);
    let junit = report.render(Format::Junit, &old, &new, false);
    (report, sarif, junit)
}

#[test]
fn sarif_has_its_required_members_a_rule_per_kind_and_a_located_result_per_change() {
    let (report, sarif, _) = report();
    let v: serde_json::Value = serde_json::from_str(&sarif).expect("SARIF is JSON");
    assert_eq!(v["version"], "2.1.0");
    assert!(v["$schema"].as_str().unwrap().contains("sarif-2.1.0"));
    let run = &v["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "schema-diff");
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), report.changes.len());
    let rule_ids: Vec<&str> = rules.iter().map(|r| r["id"].as_str().unwrap()).collect();
    for r in results {
        // Every result names a declared rule, a SARIF level and a message.
        assert!(rule_ids.contains(&r["ruleId"].as_str().unwrap()), "{r}");
        assert!(
            ["error", "warning", "note"].contains(&r["level"].as_str().unwrap()),
            "{r}"
        );
        assert!(!r["message"]["text"].as_str().unwrap().is_empty());
    }
    let removed = results
        .iter()
        .find(|r| r["ruleId"] == "FIELD_REMOVED")
        .unwrap();
    assert_eq!(removed["level"], "error");
    let loc = &removed["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"]["uri"], "schema/old.graphql");
    assert_eq!(loc["region"]["startLine"], 3);
    let added = results
        .iter()
        .find(|r| r["ruleId"] == "TYPE_ADDED")
        .unwrap();
    assert_eq!(added["level"], "note");
    assert_eq!(
        added["locations"][0]["physicalLocation"]["region"]["startLine"],
        5
    );
}

#[test]
fn junit_is_xml_with_a_case_per_change_and_failures_for_what_fails_the_check() {
    let (report, _, junit) = report();
    let doc = roxmltree::Document::parse(&junit).expect("JUnit output is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    let suite = root
        .children()
        .find(|n| n.has_tag_name("testsuite"))
        .expect("a testsuite");
    let cases: Vec<_> = suite
        .children()
        .filter(|n| n.has_tag_name("testcase"))
        .collect();
    assert_eq!(cases.len(), report.changes.len());
    assert_eq!(
        suite.attribute("tests"),
        Some(cases.len().to_string().as_str())
    );
    let failed: Vec<&str> = cases
        .iter()
        .filter(|c| c.children().any(|n| n.has_tag_name("failure")))
        .map(|c| c.attribute("name").unwrap())
        .collect();
    assert_eq!(failed.len(), 1, "{junit}");
    assert!(failed[0].starts_with("FIELD_REMOVED Query.b ["), "{junit}");
    assert_eq!(suite.attribute("failures"), Some("1"));
    assert_eq!(root.attribute("failures"), Some("1"));
    // Markup characters are escaped (the suite's name holds a '>').
    assert_eq!(
        suite.attribute("name"),
        Some("schema-diff schema/old.graphql -> schema/new.graphql")
    );
    let added = cases
        .iter()
        .find(|c| {
            c.attribute("name")
                .is_some_and(|n| n.starts_with("TYPE_ADDED Color ["))
        })
        .unwrap();
    assert_eq!(added.attribute("classname"), Some("schema-diff.SAFE"));
    assert_eq!(added.attribute("file"), Some("schema/new.graphql"));
}
