//! `--format github`: GitHub Actions workflow commands, one per change, located in the schema
//! file: `::error` for what fails the check (an unannounced breaking change, a broken contract),
//! `::warning` for the other breaking and the dangerous changes, `::notice` for safe ones. A
//! change is placed at its element in NEW, or in OLD when NEW no longer has it (a removal).
//! Warnings (a stale or expired approval, a lenient load's repair) are `::warning`s, placed
//! when they name a line. The markdown rendering is what goes to `$GITHUB_STEP_SUMMARY` (the
//! command does that).

use std::fmt::Write as _;

use crate::load::LoadedSchema;

use super::Report;
use super::place::{self, Place};
use crate::change::{Change, Criticality};

/// The workflow command level of the change at `index`.
fn level(report: &Report, index: usize, change: &Change) -> &'static str {
    if report.fails(index) {
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

/// `file=..,line=..,col=..,` of a place (the line and column only when known).
fn at(place: &Place) -> String {
    match (place.line, place.column) {
        (0, _) => format!("file={},", property(&place.file)),
        (line, 0) => format!("file={},line={line},", property(&place.file)),
        (line, column) => format!("file={},line={line},col={column},", property(&place.file)),
    }
}

/// The workflow commands of `report`.
pub(super) fn render(report: &Report, old: &LoadedSchema, new: &LoadedSchema) -> String {
    let mut out = String::new();
    for (i, c) in report.changes.iter().enumerate() {
        let title = format!(
            "{} {} ({}) [{}]",
            c.criticality,
            c.kind.as_str(),
            c.coordinate,
            c.id()
        );
        let mut props = place::of_change(report, c, old, new)
            .map(|p| at(&p))
            .unwrap_or_default();
        let _ = write!(props, "title={}", property(&title));
        let message = report.annotated_message(i);
        let _ = writeln!(out, "::{} {props}::{}", level(report, i, c), data(&message));
    }
    for broken in &report.broken_contracts {
        let file = broken.contract.display().to_string();
        for error in &broken.errors {
            let (place, text) = place::of_diagnostic(&file, error);
            let _ = writeln!(
                out,
                "::error {}title=broken contract::{}",
                at(&place),
                data(&format!("{file} no longer validates against NEW: {text}"))
            );
        }
    }
    for warning in &report.warnings {
        let (place, text) = place::of_message(warning);
        let _ = writeln!(
            out,
            "::warning {}title=schema-diff::{}",
            place.as_ref().map(at).unwrap_or_default(),
            data(text)
        );
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
