//! `--format json`: `{"changes":[..],"brokenContracts":[..],"summary":{..}}` in DESIGN.md's key
//! order, plus documented extras (`breakingEntriesNotInDiff`, `warnings`, `formatVersion`; per
//! change `announcedAsBreaking`, `unannounced`, `reconstruction`, `affectsUs`, `newCoordinate`
//! for renames, `id`, `oldValue`/`newValue` where the change names them, and
//! `oldLocation`/`newLocation` (`file:line:column`); `summary.reconstruction`,
//! `summary.unannouncedBreaking`).

use apollo_compiler::Schema;
use serde::Serialize;
use serde_json::Value;

use super::{Report, Summary, place};
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
    id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    approved: Option<&'a str>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    used_by: &'a [String],
    fails: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    old_value: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    new_value: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    old_location: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    new_location: Option<String>,
}

/// The version of this JSON shape; raised when a field changes meaning or goes away (new
/// fields alone do not raise it).
pub const FORMAT_VERSION: u32 = 1;

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
    format_version: u32,
}

fn build<'a>(report: &'a Report, schemas: Option<(&Schema, &Schema)>) -> JsonReport<'a> {
    let locate = |schema: &Schema, coordinate: &str, label: &str| {
        place::in_schema(schema, coordinate, label).map(|p| p.to_string())
    };
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
                id: c.id(),
                approved: report.approval(i),
                used_by: report.used_by(i),
                fails: report.fails(i),
                old_value: c.old_value.as_deref(),
                new_value: c.new_value.as_deref(),
                old_location: schemas
                    .and_then(|(old, _)| locate(old, &c.coordinate, &report.old_label)),
                new_location: schemas.and_then(|(_, new)| {
                    let at = c.new_coordinate.as_deref().unwrap_or(&c.coordinate);
                    locate(new, at, &report.new_label)
                }),
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
        format_version: FORMAT_VERSION,
    }
}

pub(super) fn value(report: &Report) -> Value {
    serde_json::to_value(build(report, None)).unwrap_or(Value::Null)
}

pub(super) fn render(report: &Report, old: &Schema, new: &Schema) -> String {
    let mut s = serde_json::to_string(&build(report, Some((old, new))))
        .unwrap_or_else(|e| format!("{{\"error\":\"cannot serialise the report: {e}\"}}"));
    s.push('\n');
    s
}
