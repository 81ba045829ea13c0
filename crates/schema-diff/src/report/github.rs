//! `--format github`: GitHub Actions workflow commands, one per change, located in the schema
//! file: `::error` for what fails the check (an unannounced breaking change, a broken contract),
//! `::warning` for the other breaking and the dangerous changes, `::notice` for safe ones. A
//! change is placed at its element in NEW, or in OLD when NEW no longer has it (a removal).
//! The markdown rendering is what goes to `$GITHUB_STEP_SUMMARY` (the command does that).

use std::fmt::Write as _;
use std::str::FromStr;

use apollo_compiler::Schema;

use super::Report;
use crate::change::{Change, Criticality};
use crate::coordinate::{self, Coordinate};

/// The workflow command level of the change at `index`.
fn level(report: &Report, index: usize, change: &Change) -> &'static str {
    if report.is_unannounced(index) {
        "error"
    } else if change.criticality == Criticality::Safe {
        "notice"
    } else {
        "warning"
    }
}

/// Escapes a message (GitHub's rules for the text after `::`).
fn data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a property value (also `:` and `,`).
fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

/// `file=..,line=..,col=..` of `coordinate` in `schema`, if it has it; the file is named by
/// `label` (the path as the user gave it, relative to the workspace) when there is one.
fn place(schema: &Schema, coordinate: &str, label: &str) -> Option<String> {
    let coordinate = Coordinate::from_str(coordinate).ok()?;
    let span = coordinate::location(schema, &coordinate)?;
    let file = if label.is_empty() {
        schema
            .sources
            .get(&span.file_id())?
            .path()
            .display()
            .to_string()
    } else {
        label.to_owned()
    };
    let range = span.line_column_range(&schema.sources)?;
    Some(format!(
        "file={},line={},col={}",
        property(&file),
        range.start.line,
        range.start.column
    ))
}

/// The workflow commands of `report`.
pub(super) fn render(report: &Report, old: &Schema, new: &Schema) -> String {
    let mut out = String::new();
    for (i, c) in report.changes.iter().enumerate() {
        let at = place(
            new,
            c.new_coordinate.as_deref().unwrap_or(&c.coordinate),
            &report.new_label,
        )
        .or_else(|| place(old, &c.coordinate, &report.old_label));
        let title = format!("{} {} ({})", c.criticality, c.kind.as_str(), c.coordinate);
        let mut props = at.map(|a| format!("{a},")).unwrap_or_default();
        let _ = write!(props, "title={}", property(&title));
        let mut message = c.message.clone();
        if let Some(date) = &c.announced {
            let _ = write!(message, " (announced in the change log on {date})");
        } else if report.is_unannounced(i) {
            message.push_str(" (not announced in the change log)");
        }
        if c.reconstruction {
            message.push_str(" [a change to our reconstruction of the schema]");
        }
        let _ = writeln!(out, "::{} {props}::{}", level(report, i, c), data(&message));
    }
    for broken in &report.broken_contracts {
        let file = broken.contract.display().to_string();
        for error in &broken.errors {
            // `file:line:column: message`, as every diagnostic is written.
            let mut parts = error.splitn(4, ':');
            let (_, line, col, text) = (parts.next(), parts.next(), parts.next(), parts.next());
            let at = match (
                line.and_then(|l| l.parse::<u32>().ok()),
                col.and_then(|c| c.parse::<u32>().ok()),
            ) {
                (Some(l), Some(c)) => format!("file={},line={l},col={c},", property(&file)),
                _ => format!("file={},", property(&file)),
            };
            let text = text.map_or(error.as_str(), str::trim);
            let _ = writeln!(
                out,
                "::error {at}title=broken contract::{}",
                data(&format!("{file} no longer validates against NEW: {text}"))
            );
        }
    }
    let s = report.summary();
    let _ = writeln!(
        out,
        "::notice title=schema-diff::{}",
        data(&format!(
            "{} breaking ({} unannounced), {} dangerous, {} safe, {} in reconstructed parts; {} broken contract(s)",
            s.breaking,
            s.unannounced_breaking,
            s.dangerous,
            s.safe,
            s.reconstruction,
            report.broken_contracts.len()
        ))
    );
    out
}
