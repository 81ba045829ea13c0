//! The run's report for CI: `--report json` (a versioned JSON document) and `--report junit`
//! (JUnit XML: one test case per scenario; a failure lists its conformance violations and
//! failing drift, a skipped scenario says why; drift that does not fail is the case's
//! `system-out`).

use std::fmt::Write as _;

use quick_xml::escape::escape;
use serde_json::{Value, json};

use crate::report::{Outcome, Report, ScenarioResult};

/// Version of the JSON report's layout; raised when a field changes meaning or goes away.
pub const JSON_FORMAT_VERSION: u32 = 1;

impl Report {
    /// The JSON report: `formatVersion`, target, verdict, coverage (with the reason of each
    /// operation not exercised), and per scenario its result, operations, violations, drift
    /// and unreachable operations.
    pub fn to_json(&self) -> Value {
        let not_exercised: Vec<Value> = self
            .missing()
            .into_iter()
            .map(|op| json!({"operation": op, "reason": self.why_missing(op)}))
            .collect();
        let scenarios: Vec<Value> = self.scenarios.iter().map(scenario_json).collect();
        json!({
            "formatVersion": JSON_FORMAT_VERSION,
            "target": self.target,
            "passed": self.passed(),
            "snapshotsChecked": self.snapshots_checked,
            "coverage": {
                "exercised": self.exercised().len(),
                "operations": self.schema_operations.len(),
                "notExercised": not_exercised,
            },
            "scenarios": scenarios,
            "staleSnapshots": self
                .stale_snapshots
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>(),
        })
    }

    /// The JUnit XML report.
    pub fn to_junit(&self) -> String {
        let mut cases = String::new();
        let (mut failures, mut skipped) = (0, 0);
        let mut total_secs = 0.0;
        for s in &self.scenarios {
            let secs = s.elapsed.as_secs_f64();
            total_secs += secs;
            let _ = write!(
                cases,
                "    <testcase name=\"{}\" classname=\"contracts\" time=\"{secs:.3}\">",
                escape(s.name)
            );
            match &s.outcome {
                Outcome::Failed(why) => {
                    failures += 1;
                    let mut lines = vec![why.clone()];
                    lines.extend(
                        s.violations
                            .iter()
                            .map(|v| format!("does not conform: {v}")),
                    );
                    lines.extend(
                        s.drift
                            .iter()
                            .filter(|d| d.fails)
                            .map(|d| format!("drift: {d}")),
                    );
                    let _ = write!(
                        cases,
                        "<failure message=\"{}\" type=\"contract\">{}</failure>",
                        escape(why.lines().next().unwrap_or_default()),
                        escape(lines.join("\n"))
                    );
                }
                Outcome::Skipped(why) => {
                    skipped += 1;
                    let _ = write!(cases, "<skipped message=\"{}\"/>", escape(why));
                }
                Outcome::Passed => {}
            }
            let notes: Vec<String> = s
                .drift
                .iter()
                .filter(|d| !d.fails)
                .map(|d| format!("drift: {d}"))
                .chain(
                    s.unreachable
                        .iter()
                        .map(|(op, why)| format!("not exercised: {op}: {why}")),
                )
                .collect();
            if !notes.is_empty() {
                let _ = write!(
                    cases,
                    "<system-out>{}</system-out>",
                    escape(notes.join("\n"))
                );
            }
            cases.push_str("</testcase>\n");
        }
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"contracts against {}\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\" errors=\"0\" time=\"{total_secs:.3}\">\n{cases}  </testsuite>\n</testsuites>\n",
            escape(&self.target),
            self.scenarios.len()
        )
    }
}

fn scenario_json(s: &ScenarioResult) -> Value {
    let (result, reason) = match &s.outcome {
        Outcome::Passed => ("passed", None),
        Outcome::Failed(why) => ("failed", Some(why.as_str())),
        Outcome::Skipped(why) => ("skipped", Some(why.as_str())),
    };
    let violations: Vec<Value> = s
        .violations
        .iter()
        .map(|v| {
            json!({"operation": v.operation, "path": v.path, "coordinate": v.coordinate, "message": v.message})
        })
        .collect();
    let drift: Vec<Value> = s
        .drift
        .iter()
        .map(|d| {
            json!({"operation": d.operation, "path": d.path, "coordinate": d.coordinate, "message": d.message, "fails": d.fails})
        })
        .collect();
    let unreachable: Vec<Value> = s
        .unreachable
        .iter()
        .map(|(op, why)| json!({"operation": op, "reason": why}))
        .collect();
    json!({
        "name": s.name,
        "about": s.about,
        "result": result,
        "reason": reason,
        "timeMs": s.elapsed.as_millis() as u64,
        "operations": s.operations,
        "violations": violations,
        "drift": drift,
        "unreachable": unreachable,
    })
}
