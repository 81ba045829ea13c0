//! `--format sarif`: SARIF 2.1.0 for code-scanning dashboards. One rule per change kind that
//! occurs (its id is the kind, e.g. `FIELD_REMOVED`) plus `BROKEN_CONTRACT`, one result per
//! change and per contract error, each with its location. Level: `error` for what fails the
//! check, `warning` for the other breaking and the dangerous changes, `note` for safe ones.
//! Warnings (stale or expired approvals, a lenient load's repairs) are results of the rule
//! `WARNING`, placed when they name a line.

use std::collections::BTreeMap;

use crate::load::LoadedSchema;
use serde_json::{Value, json};

use super::Report;
use super::place::{self, Place};
use crate::change::Criticality;

/// The SARIF schema this output follows.
pub const SARIF_SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

fn location(place: &Place) -> Value {
    let mut region = json!({});
    if place.line > 0 {
        region = json!({"startLine": place.line});
        if place.column > 0 {
            region["startColumn"] = json!(place.column);
        }
    }
    json!({"physicalLocation": {"artifactLocation": {"uri": place.file}, "region": region}})
}

pub(super) fn render(report: &Report, old: &LoadedSchema, new: &LoadedSchema) -> String {
    let mut rules: BTreeMap<&str, Value> = BTreeMap::new();
    let mut results = Vec::new();
    for (i, c) in report.changes.iter().enumerate() {
        let kind = c.kind.as_str();
        rules.entry(kind).or_insert_with(|| {
            json!({
                "id": kind,
                "name": kind,
                "shortDescription": {"text": format!("GraphQL schema change {kind}")},
                "properties": {"criticality": c.criticality.as_str()},
            })
        });
        let level = if report.fails(i) {
            "error"
        } else if c.criticality == Criticality::Safe {
            "note"
        } else {
            "warning"
        };
        let mut result = json!({
            "ruleId": kind,
            "level": level,
            "message": {"text": report.annotated_message(i)},
            "partialFingerprints": {"schemaDiffChangeId/v1": c.id()},
            "properties": {"id": c.id(), "coordinate": c.coordinate, "criticality": c.criticality.as_str()},
        });
        if let Some(place) = place::of_change(report, c, old, new) {
            result["locations"] = json!([location(&place)]);
        }
        results.push(result);
    }
    for broken in &report.broken_contracts {
        let file = broken.contract.display().to_string();
        rules.entry("BROKEN_CONTRACT").or_insert_with(|| {
            json!({
                "id": "BROKEN_CONTRACT",
                "name": "BROKEN_CONTRACT",
                "shortDescription": {"text": "An operation document no longer validates against the new schema"},
            })
        });
        for error in &broken.errors {
            let (place, text) = place::of_diagnostic(&file, error);
            results.push(json!({
                "ruleId": "BROKEN_CONTRACT",
                "level": "error",
                "message": {"text": format!("{file} no longer validates against NEW: {text}")},
                "locations": [location(&place)],
            }));
        }
    }
    for warning in &report.warnings {
        rules.entry("WARNING").or_insert_with(|| {
            json!({
                "id": "WARNING",
                "name": "WARNING",
                "shortDescription": {"text": "Something to look at that does not fail the check (a stale or expired approval, a repaired duplicate)"},
            })
        });
        let (place, text) = place::of_message(warning);
        let mut result =
            json!({"ruleId": "WARNING", "level": "warning", "message": {"text": text}});
        if let Some(place) = place {
            result["locations"] = json!([location(&place)]);
        }
        results.push(result);
    }
    let sarif = json!({
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "schema-diff",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://spec.graphql.org/",
                "rules": rules.into_values().collect::<Vec<_>>(),
            }},
            "results": results,
        }],
    });
    let mut out = serde_json::to_string_pretty(&sarif).unwrap_or_default();
    out.push('\n');
    out
}
