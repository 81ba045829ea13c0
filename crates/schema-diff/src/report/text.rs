//! `--format text`: a table of changes, then the SDL before/after of each breaking change.

use std::fmt::Write as _;

use crate::load::LoadedSchema;

use super::{Report, sdl_hunks};
use crate::change::{Change, Criticality};

const RED: &str = "\x1b[31m";
const YELLOW: &str = "\x1b[33m";
const GREEN: &str = "\x1b[32m";
const CYAN: &str = "\x1b[36m";
const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

struct Paint(bool);

impl Paint {
    fn wrap(&self, code: &str, s: &str) -> String {
        if self.0 {
            format!("{code}{s}{RESET}")
        } else {
            s.to_string()
        }
    }

    fn criticality(&self, c: Criticality, padded: &str) -> String {
        let code = match c {
            Criticality::Breaking => RED,
            Criticality::Dangerous => YELLOW,
            Criticality::Safe => GREEN,
        };
        self.wrap(code, padded)
    }
}

fn table(out: &mut String, report: &Report, rows: &[(usize, &Change)], paint: &Paint) {
    let width = |f: &dyn Fn(&Change) -> usize, min: usize| {
        rows.iter().map(|(_, c)| f(c)).max().unwrap_or(0).max(min)
    };
    let kind_w = width(&|c| c.kind.as_str().len(), 4);
    let coord_w = width(&|c| c.coordinate.len(), 10).min(60);
    let _ = writeln!(
        out,
        "{:<9}  {:<kind_w$}  {:<coord_w$}  {:<11}  {:<3}  {:<12}  MESSAGE",
        "LEVEL", "KIND", "COORDINATE", "ANNOUNCED", "US", "ID"
    );
    for (i, c) in rows {
        let level = format!("{:<9}", c.criticality.as_str());
        let announced = match (&c.announced, report.is_unannounced(*i)) {
            (_, true) => "UNANNOUNCED".to_string(),
            _ if report.approval(*i).is_some() => "APPROVED".to_string(),
            (Some(d), false) => d.clone(),
            (None, false) => "-".to_string(),
        };
        let us = match c.affects_us {
            Some(true) => "yes",
            Some(false) => "no",
            None => "?",
        };
        let _ = writeln!(
            out,
            "{}  {:<kind_w$}  {:<coord_w$}  {:<11}  {:<3}  {:<12}  {}",
            paint.criticality(c.criticality, &level),
            c.kind.as_str(),
            c.coordinate,
            announced,
            us,
            c.id(),
            report.message_with_usage(*i)
        );
    }
}

pub(super) fn render(
    report: &Report,
    old: &LoadedSchema,
    new: &LoadedSchema,
    color: bool,
) -> String {
    let paint = Paint(color);
    let mut out = String::new();
    let s = report.summary();
    for w in &report.warnings {
        let _ = writeln!(out, "{} {w}", paint.wrap(YELLOW, "warning:"));
    }
    let _ = writeln!(
        out,
        "{}",
        paint.wrap(
            BOLD,
            &format!(
                "schema-diff {} -> {}: {} breaking, {} dangerous, {} safe, {} reconstruction",
                report.old_label,
                report.new_label,
                s.breaking,
                s.dangerous,
                s.safe,
                s.reconstruction
            )
        )
    );
    let provider: Vec<(usize, &Change)> = report
        .changes
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.reconstruction)
        .collect();
    let reconstruction: Vec<(usize, &Change)> = report
        .changes
        .iter()
        .enumerate()
        .filter(|(_, c)| c.reconstruction)
        .collect();
    if provider.is_empty() {
        out.push_str("\nNo changes.\n");
    } else {
        out.push('\n');
        table(&mut out, report, &provider, &paint);
    }
    if !reconstruction.is_empty() {
        out.push_str("\nReconstruction changes (parts described `Not shown in the spec:`):\n");
        table(&mut out, report, &reconstruction, &paint);
    }
    if !report.broken_contracts.is_empty() {
        let _ = writeln!(out, "\n{}", paint.wrap(RED, "Broken contracts:"));
        for b in &report.broken_contracts {
            let _ = writeln!(out, "  {}", b.contract.display());
            for e in &b.errors {
                let _ = writeln!(out, "    {e}");
            }
        }
    }
    if !report.breaking_entries_not_in_diff.is_empty() {
        out.push_str("\nChange-log entries marked breaking that the diff does not show:\n");
        for e in &report.breaking_entries_not_in_diff {
            let _ = writeln!(
                out,
                "  {} {}{}",
                e.date,
                e.summary,
                if e.behaviour_only {
                    " (behaviour only)"
                } else {
                    ""
                }
            );
        }
    }
    let breaking: Vec<&(usize, &Change)> = provider
        .iter()
        .filter(|(_, c)| c.criticality == Criticality::Breaking)
        .collect();
    if !breaking.is_empty() {
        out.push_str("\nBreaking changes in the SDL:\n");
        for (_, c) in breaking {
            let _ = writeln!(
                out,
                "\n{} {} {}",
                paint.wrap(RED, c.kind.as_str()),
                c.coordinate,
                c.new_coordinate
                    .as_deref()
                    .map(|n| format!("-> {n}"))
                    .unwrap_or_default()
            );
            let labels = (report.old_label.as_str(), report.new_label.as_str());
            if let Some(h) =
                sdl_hunks::hunk(old, new, &c.coordinate, c.new_coordinate.as_deref(), labels)
            {
                for line in h.lines() {
                    let code = if line.starts_with("---") || line.starts_with("+++") {
                        BOLD
                    } else if line.starts_with("@@") {
                        CYAN
                    } else if line.starts_with('-') {
                        RED
                    } else if line.starts_with('+') {
                        GREEN
                    } else {
                        ""
                    };
                    let _ = writeln!(
                        out,
                        "  {}",
                        if code.is_empty() {
                            line.to_string()
                        } else {
                            paint.wrap(code, line)
                        }
                    );
                }
            }
        }
    }
    let verdict = if report.exit_status() == super::EXIT_OK {
        paint.wrap(
            GREEN,
            "OK: no unannounced breaking change, no broken contract",
        )
    } else {
        paint.wrap(
            RED,
            &format!(
                "FAILED: {} unannounced breaking change(s), {} broken contract(s)",
                s.unannounced_breaking,
                report.broken_contracts.len()
            ),
        )
    };
    let _ = writeln!(out, "\n{verdict}");
    out
}
