//! `--format json`: `{"changes":[..],"brokenContracts":[..],"summary":{..}}` in DESIGN.md's key
//! order, plus documented extras (`breakingEntriesNotInDiff`, `warnings`, `formatVersion`; per
//! change `announcedAsBreaking`, `unannounced`, `reconstruction`, `affectsUs`, `newCoordinate`
//! for renames, `id`, `oldValue`/`newValue` where the change names them, and
//! `oldLocation`/`newLocation` (`{"file","line","column"}` or null); `summary.reconstruction`,
//! `summary.unannouncedBreaking`).

use crate::load::LoadedSchema;
use serde::Serialize;
use serde_json::Value;

use super::place::{self, Place};
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
    /// `{"file","line","column"}` or null; absent from the location-free value of
    /// [`value`] (for embedding in other reports).
    #[serde(skip_serializing_if = "Located::absent")]
    old_location: Located,
    #[serde(skip_serializing_if = "Located::absent")]
    new_location: Located,
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

/// A change's place in one schema: not asked for (no schemas given), or found or not.
#[derive(Serialize)]
#[serde(untagged)]
enum Located {
    NotAsked,
    At(Option<Place>),
}

impl Located {
    fn absent(&self) -> bool {
        matches!(self, Located::NotAsked)
    }
}

fn build<'a>(
    report: &'a Report,
    schemas: Option<(&LoadedSchema, &LoadedSchema)>,
) -> JsonReport<'a> {
    let locate = |schema: Option<&LoadedSchema>, coordinate: &str, label: &str| match schema {
        None => Located::NotAsked,
        Some(schema) => Located::At(place::in_schema(schema, coordinate, label)),
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
                old_location: locate(schemas.map(|s| s.0), &c.coordinate, &report.old_label),
                new_location: locate(
                    schemas.map(|s| s.1),
                    c.new_coordinate.as_deref().unwrap_or(&c.coordinate),
                    &report.new_label,
                ),
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

pub(super) fn render(report: &Report, old: &LoadedSchema, new: &LoadedSchema) -> String {
    let mut s = serde_json::to_string(&build(report, Some((old, new))))
        .unwrap_or_else(|e| format!("{{\"error\":\"cannot serialise the report: {e}\"}}"));
    s.push('\n');
    s
}
