//! `--format json`: `{"changes":[..],"brokenContracts":[..],"summary":{..}}` in DESIGN.md's key
//! order, plus documented extras (`breakingEntriesNotInDiff`, `warnings`; per change
//! `announcedAsBreaking`, `unannounced`, `reconstruction`, `affectsUs`, and `newCoordinate` for
//! renames; `summary.reconstruction`, `summary.unannouncedBreaking`).

use serde::Serialize;
use serde_json::Value;

use super::{Report, Summary};
use crate::change::{ChangeKind, Criticality};
use crate::changelog::MissingBreakingEntry;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsonChange<'a> {
    kind: ChangeKind,
    criticality: Criticality,
    coordinate: &'a str,
    message: &'a str,
    announced: Option<&'a str>,
    announced_as_breaking: bool,
    unannounced: bool,
    reconstruction: bool,
    affects_us: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    new_coordinate: Option<&'a str>,
}

#[derive(Serialize)]
struct JsonContract<'a> {
    contract: String,
    errors: &'a [String],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsonReport<'a> {
    changes: Vec<JsonChange<'a>>,
    broken_contracts: Vec<JsonContract<'a>>,
    summary: Summary,
    breaking_entries_not_in_diff: &'a [MissingBreakingEntry],
    warnings: &'a [String],
}

fn build(report: &Report) -> JsonReport<'_> {
    JsonReport {
        changes: report
            .changes
            .iter()
            .enumerate()
            .map(|(i, c)| JsonChange {
                kind: c.kind,
                criticality: c.criticality,
                coordinate: &c.coordinate,
                message: &c.message,
                announced: c.announced.as_deref(),
                announced_as_breaking: c.announced_as_breaking,
                unannounced: report.is_unannounced(i),
                reconstruction: c.reconstruction,
                affects_us: c.affects_us,
                new_coordinate: c.new_coordinate.as_deref(),
            })
            .collect(),
        broken_contracts: report
            .broken_contracts
            .iter()
            .map(|b| JsonContract {
                contract: b.contract.display().to_string(),
                errors: &b.errors,
            })
            .collect(),
        summary: report.summary(),
        breaking_entries_not_in_diff: &report.breaking_entries_not_in_diff,
        warnings: &report.warnings,
    }
}

pub(super) fn value(report: &Report) -> Value {
    serde_json::to_value(build(report)).unwrap_or(Value::Null)
}

pub(super) fn render(report: &Report) -> String {
    let mut s = serde_json::to_string(&build(report))
        .unwrap_or_else(|e| format!("{{\"error\":\"cannot serialise the report: {e}\"}}"));
    s.push('\n');
    s
}
