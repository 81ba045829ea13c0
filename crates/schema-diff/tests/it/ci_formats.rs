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

/// A stale approval (and any other warning that names a line) is shown where each CI looks:
/// a placed `::warning`, a placed SARIF result, the JUnit suite's standard error.
#[test]
fn warnings_reach_every_located_format_at_their_line() {
    use schema_diff::approvals::Approvals;
    let old = load::load_str(OLD, Path::new("schema/old.graphql"), Mode::Strict).unwrap();
    let new = load::load_str(NEW, Path::new("schema/new.graphql"), Mode::Strict).unwrap();
    let mut report = schema_diff::compare(&old.schema, &new.schema, None, None);
    let approvals = Approvals::parse(
        "\n\n[[approved]]\nkind = \"FIELD_REMOVED\"\ncoordinate = \"Query.gone\"\nreason = \"old\"\n",
        Path::new("schema/approved-changes.toml"),
    )
    .unwrap();
    let today = schema_diff::changelog::Date::parse("2026-11-25").unwrap();
    report.apply_approvals(&approvals, &today);
    assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);

    let github = report.render(Format::Github, &old, &new, false);
    let stale = github
        .lines()
        .find(|l| l.contains("stale approval"))
        .unwrap_or_else(|| panic!("{github}"));
    assert!(
        stale.starts_with("::warning file=schema/approved-changes.toml,line=3,"),
        "{stale}"
    );

    let sarif: serde_json::Value =
        serde_json::from_str(&report.render(Format::Sarif, &old, &new, false)).unwrap();
    let run = &sarif["runs"][0];
    let result = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["ruleId"] == "WARNING")
        .expect("a WARNING result");
    assert_eq!(result["level"], "warning");
    let loc = &result["locations"][0]["physicalLocation"];
    assert_eq!(
        loc["artifactLocation"]["uri"],
        "schema/approved-changes.toml"
    );
    assert_eq!(loc["region"]["startLine"], 3);
    assert!(
        run["tool"]["driver"]["rules"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["id"] == "WARNING"),
        "the rule is declared"
    );

    let junit = report.render(Format::Junit, &old, &new, false);
    let doc = roxmltree::Document::parse(&junit).unwrap();
    let err = doc
        .descendants()
        .find(|n| n.has_tag_name("system-err"))
        .expect("system-err");
    assert!(
        err.text()
            .unwrap()
            .contains("schema/approved-changes.toml:3: stale approval"),
        "{junit}"
    );
}

/// `--fail-on dangerous`: a dangerous change fails the check as well; approved or not.
#[test]
fn fail_on_dangerous_fails_on_dangerous_changes_too() {
    use schema_diff::report::{EXIT_FAILED, EXIT_OK, FailOn};
    // Only a dangerous change: an enum value added.
    let old = load::load_str(
        "type Query { a: E }\nenum E { X }\n",
        Path::new("o.graphql"),
        Mode::Strict,
    )
    .unwrap();
    let new = load::load_str(
        "type Query { a: E }\nenum E { X Y }\n",
        Path::new("n.graphql"),
        Mode::Strict,
    )
    .unwrap();
    let mut report = schema_diff::compare(&old.schema, &new.schema, None, None);
    assert_eq!(report.summary().dangerous, 1, "{:?}", report.changes);
    assert_eq!(
        report.exit_status(),
        EXIT_OK,
        "breaking (the default) lets it pass"
    );
    report.fail_on = FailOn::Dangerous;
    assert_eq!(report.exit_status(), EXIT_FAILED);
    assert!(report.fails(0));
    let json = report.to_json();
    assert_eq!(json["changes"][0]["fails"], true);
}
