//! `--format markdown`: a pull-request comment (summary, table, SDL hunks in `diff` blocks).

use std::fmt::Write as _;

use crate::load::LoadedSchema;

use super::{Report, sdl_hunks};
use crate::change::{Change, Criticality};

fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn table(out: &mut String, report: &Report, rows: &[(usize, &Change)]) {
    out.push_str("| level | kind | coordinate | announced | affects us | message | id |\n");
    out.push_str("|---|---|---|---|---|---|---|\n");
    for (i, c) in rows {
        let announced = if report.is_unannounced(*i) {
            "**unannounced**".to_string()
        } else if let Some(reason) = report.approval(*i) {
            format!("approved: {}", cell(reason))
        } else {
            c.announced.clone().unwrap_or_else(|| "-".to_string())
        };
        let level = match c.criticality {
            Criticality::Breaking => "**BREAKING**",
            Criticality::Dangerous => "DANGEROUS",
            Criticality::Safe => "SAFE",
        };
        let us = match c.affects_us {
            Some(true) => "yes",
            Some(false) => "no",
            None => "?",
        };
        let _ = writeln!(
            out,
            "| {level} | `{}` | `{}` | {announced} | {us} | {} | `{}` |",
            c.kind,
            cell(&c.coordinate),
            cell(&report.message_with_usage(*i)),
            c.id()
        );
    }
}

pub(super) fn render(report: &Report, old: &LoadedSchema, new: &LoadedSchema) -> String {
    let s = report.summary();
    let mut out = String::new();
    let status = if report.exit_status() == super::EXIT_OK {
        "passed"
    } else {
        "failed"
    };
    let _ = writeln!(out, "### Schema diff {status}\n");
    let _ = writeln!(
        out,
        "`{}` → `{}`: **{} breaking** ({} unannounced), {} dangerous, {} safe; {} reconstruction change(s); {} broken contract(s).\n",
        report.old_label,
        report.new_label,
        s.breaking,
        s.unannounced_breaking,
        s.dangerous,
        s.safe,
        s.reconstruction,
        report.broken_contracts.len()
    );
    for w in &report.warnings {
        let _ = writeln!(out, "> warning: {}", cell(w));
    }
    let provider: Vec<(usize, &Change)> = report
        .changes
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.reconstruction)
        .collect();
    if !provider.is_empty() {
        table(&mut out, report, &provider);
    }
    let reconstruction: Vec<(usize, &Change)> = report
        .changes
        .iter()
        .enumerate()
        .filter(|(_, c)| c.reconstruction)
        .collect();
    if !reconstruction.is_empty() {
        out.push_str("\n#### Reconstruction changes\n\n");
        table(&mut out, report, &reconstruction);
    }
    if !report.broken_contracts.is_empty() {
        out.push_str("\n#### Broken contracts\n\n");
        for b in &report.broken_contracts {
            let _ = writeln!(out, "- `{}`", b.contract.display());
            for e in &b.errors {
                let _ = writeln!(out, "  - {}", cell(e));
            }
        }
    }
    if !report.breaking_entries_not_in_diff.is_empty() {
        out.push_str("\n#### Change-log entries marked breaking, not seen in the diff\n\n");
        for e in &report.breaking_entries_not_in_diff {
            let _ = writeln!(out, "- {} {}", e.date, cell(&e.summary));
        }
    }
    let breaking: Vec<&Change> = provider
        .iter()
        .map(|(_, c)| *c)
        .filter(|c| c.criticality == Criticality::Breaking)
        .collect();
    if !breaking.is_empty() {
        out.push_str("\n<details><summary>Breaking changes in the SDL</summary>\n\n");
        for c in breaking {
            let labels = (report.old_label.as_str(), report.new_label.as_str());
            if let Some(h) =
                sdl_hunks::hunk(old, new, &c.coordinate, c.new_coordinate.as_deref(), labels)
            {
                let _ = writeln!(out, "`{}` `{}`\n\n```diff\n{h}```\n", c.kind, c.coordinate);
            }
        }
        out.push_str("</details>\n");
    }
    out
}
