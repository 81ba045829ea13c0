//! `--format github`: each line is a workflow command GitHub understands, at the right place.

use std::collections::HashMap;
use std::path::Path;

use schema_diff::load::{self, Mode};
use schema_diff::report::Format;

const OLD: &str = "type Query {\n  a: Int\n  b: String\n}\n\ninput In {\n  x: Int\n}\n";
const NEW: &str = "type Query {\n  a: Int\n  c: Boolean\n}\n\ninput In {\n  x: Int\n  y: Int!\n}\n\"A new, useful type: with commas.\"\nenum Color {\n  RED\n}\n";

/// One parsed workflow command: level, properties, message (both unescaped).
struct Command {
    level: String,
    props: HashMap<String, String>,
    message: String,
}

fn unescape(s: &str) -> String {
    s.replace("%2C", ",")
        .replace("%3A", ":")
        .replace("%0A", "\n")
        .replace("%0D", "\r")
        .replace("%25", "%")
}

/// Parses `::level k=v,k=v::message` as GitHub's runner does; panics on anything else.
fn parse(line: &str) -> Command {
    let rest = line
        .strip_prefix("::")
        .unwrap_or_else(|| panic!("not a command: {line}"));
    let (head, message) = rest
        .split_once("::")
        .unwrap_or_else(|| panic!("no message: {line}"));
    let (level, props) = head.split_once(' ').unwrap_or((head, ""));
    let props = props
        .split(',')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p
                .split_once('=')
                .unwrap_or_else(|| panic!("bad property {p}: {line}"));
            (k.to_owned(), unescape(v))
        })
        .collect();
    Command {
        level: level.to_owned(),
        props,
        message: unescape(message),
    }
}

#[test]
fn every_change_is_a_located_workflow_command() {
    let old = load::load_str(OLD, Path::new("schema/old.graphql"), Mode::Strict).unwrap();
    let new = load::load_str(NEW, Path::new("schema/new.graphql"), Mode::Strict).unwrap();
    let report = schema_diff::compare(&old.schema, &new.schema, None, None);
    let out = report.render(Format::Github, &old, &new, false);
    let commands: Vec<Command> = out.lines().map(parse).collect();
    assert_eq!(commands.len(), report.changes.len() + 1, "{out}");
    for c in &commands {
        assert!(
            ["error", "warning", "notice"].contains(&c.level.as_str()),
            "{out}"
        );
        assert!(c.props.contains_key("title"), "{out}");
    }
    let find = |needle: &str| {
        commands
            .iter()
            .find(|c| c.props["title"].contains(needle))
            .unwrap_or_else(|| panic!("no command for {needle}:\n{out}"))
    };
    // A removal fails the check and is placed in OLD, at the removed field.
    let removed = find("FIELD_REMOVED (Query.b)");
    assert_eq!(removed.level, "error");
    assert_eq!(removed.props["file"], "schema/old.graphql");
    assert_eq!(removed.props["line"], "3");
    assert!(
        removed.message.contains("not announced"),
        "{}",
        removed.message
    );
    // A required input field added: breaking, unannounced, placed in NEW.
    let required = find("INPUT_FIELD_ADDED (In.y)");
    assert_eq!(
        (
            required.level.as_str(),
            required.props["file"].as_str(),
            required.props["line"].as_str()
        ),
        ("error", "schema/new.graphql", "8")
    );
    // Safe additions are notices, placed where the definition starts (its description).
    let added = find("TYPE_ADDED (Color)");
    assert_eq!(
        (added.level.as_str(), added.props["line"].as_str()),
        ("notice", "10")
    );
    // The last line sums the run up.
    let last = commands.last().unwrap();
    assert_eq!(last.props["title"], "schema-diff");
    assert!(
        last.message.starts_with("2 breaking (2 unannounced)"),
        "{}",
        last.message
    );
}
