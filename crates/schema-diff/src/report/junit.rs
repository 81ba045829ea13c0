//! `--format junit`: JUnit XML, which every CI shows. One test suite; one test case per change
//! (named `KIND coordinate`, class the criticality) and per broken contract. What fails the
//! check (an unannounced breaking change, a broken contract) is a `<failure>`; every other
//! change passes, with its message as `<system-out>`.

use std::fmt::Write as _;

use crate::load::LoadedSchema;

use super::Report;
use super::place;

/// Escapes text for XML content and attribute values.
fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters other than tab and line breaks are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

pub(super) fn render(report: &Report, old: &LoadedSchema, new: &LoadedSchema) -> String {
    let mut cases = String::new();
    let mut failures = 0;
    let mut tests = 0;
    for (i, c) in report.changes.iter().enumerate() {
        tests += 1;
        let name = format!("{} {} [{}]", c.kind.as_str(), c.coordinate, c.id());
        let at = place::of_change(report, c, old, new)
            .map(|p| format!(" file=\"{}\" line=\"{}\"", xml(&p.file), p.line))
            .unwrap_or_default();
        let message = report.annotated_message(i);
        let _ = write!(
            cases,
            "    <testcase name=\"{}\" classname=\"schema-diff.{}\"{at}>",
            xml(&name),
            c.criticality
        );
        if report.fails(i) {
            failures += 1;
            let _ = write!(
                cases,
                "<failure message=\"{}\" type=\"{}\">{}</failure>",
                xml(&message),
                c.kind.as_str(),
                xml(&message)
            );
        } else {
            let _ = write!(cases, "<system-out>{}</system-out>", xml(&message));
        }
        cases.push_str("</testcase>\n");
    }
    for broken in &report.broken_contracts {
        tests += 1;
        failures += 1;
        let file = broken.contract.display().to_string();
        let text = broken.errors.join("\n");
        let _ = writeln!(
            cases,
            "    <testcase name=\"contract {}\" classname=\"schema-diff.contracts\" file=\"{}\"><failure message=\"{} no longer validates against NEW\" type=\"BROKEN_CONTRACT\">{}</failure></testcase>",
            xml(&file),
            xml(&file),
            xml(&file),
            xml(&text)
        );
    }
    // Warnings (stale or expired approvals, a lenient load's repairs) fail nothing: the
    // suite's standard error shows them.
    let warnings = if report.warnings.is_empty() {
        String::new()
    } else {
        format!(
            "    <system-err>{}</system-err>\n",
            xml(&report.warnings.join("\n"))
        )
    };
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"schema-diff\" tests=\"{tests}\" failures=\"{failures}\">\n  <testsuite name=\"schema-diff {} -> {}\" tests=\"{tests}\" failures=\"{failures}\" errors=\"0\" skipped=\"0\">\n{cases}{warnings}  </testsuite>\n</testsuites>\n",
        xml(&report.old_label),
        xml(&report.new_label)
    )
}
