//! The result of a run: one row per scenario, operation coverage (the rule: the crate docs),
//! stale snapshots.

use std::collections::BTreeSet;
use std::fmt::{self, Write as _};
use std::path::PathBuf;
use std::time::Duration;

use crate::conformance::Violation;
use crate::drift::Drift;

/// How a scenario ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every check held and every reply matched its snapshot.
    Passed,
    /// Why it failed.
    Failed(String),
    /// Why it did not run.
    Skipped(String),
}

/// One scenario's row.
#[derive(Debug, Clone)]
pub struct ScenarioResult {
    /// Scenario name.
    pub name: &'static str,
    /// What it exercises.
    pub about: &'static str,
    /// How it ended.
    pub outcome: Outcome,
    /// Root fields of the operations whose replies it received.
    pub operations: BTreeSet<String>,
    /// Names of the snapshots of its replies.
    pub snapshots: Vec<String>,
    /// Operations it could not reach here, each with the reason.
    pub unreachable: Vec<(String, String)>,
    /// Where its replies differ from the schema and the operation documents.
    pub violations: Vec<Violation>,
    /// Where its replies differ from the snapshots' shapes (live runs only).
    pub drift: Vec<Drift>,
    /// What else the run says of it (a replayed cassette older than allowed).
    pub notes: Vec<String>,
    /// Wall-clock time it took.
    pub elapsed: Duration,
}

/// The whole run.
#[derive(Debug, Clone)]
pub struct Report {
    /// One row per scenario, in run order.
    pub scenarios: Vec<ScenarioResult>,
    /// Where it ran.
    pub target: String,
    /// Whether replies were compared with snapshots (against the simulator only).
    pub snapshots_checked: bool,
    /// Operations of the schema (root fields, from the client's contracts).
    pub schema_operations: BTreeSet<String>,
    /// Snapshot files of the suite that no scenario produced (full runs only).
    pub stale_snapshots: Vec<PathBuf>,
}

impl Report {
    pub(crate) fn new(
        scenarios: Vec<ScenarioResult>,
        target: String,
        snapshots_checked: bool,
        stale_snapshots: Vec<PathBuf>,
    ) -> Self {
        let schema_operations = payments_client::contracts::all()
            .into_iter()
            .map(|(root, _)| root.to_owned())
            .collect();
        Self {
            scenarios,
            target,
            snapshots_checked,
            schema_operations,
            stale_snapshots,
        }
    }

    /// Operations of the schema some scenario received a reply for.
    pub fn exercised(&self) -> BTreeSet<&str> {
        self.scenarios
            .iter()
            .flat_map(|s| s.operations.iter().map(String::as_str))
            .filter(|op| self.schema_operations.contains(*op))
            .collect()
    }

    /// Operations of the schema no scenario reached.
    pub fn missing(&self) -> Vec<&str> {
        let exercised = self.exercised();
        self.schema_operations
            .iter()
            .map(String::as_str)
            .filter(|op| !exercised.contains(op))
            .collect()
    }

    /// Why a scenario could not reach `operation`, if one said so.
    pub fn why_missing(&self, operation: &str) -> Option<&str> {
        self.scenarios
            .iter()
            .flat_map(|s| &s.unreachable)
            .find(|(op, _)| op == operation)
            .map(|(_, why)| why.as_str())
    }

    /// Scenarios that failed.
    pub fn failures(&self) -> impl Iterator<Item = &ScenarioResult> {
        self.scenarios
            .iter()
            .filter(|s| matches!(s.outcome, Outcome::Failed(_)))
    }

    /// True when no scenario failed and no stale snapshot is left.
    pub fn passed(&self) -> bool {
        self.failures().next().is_none() && self.stale_snapshots.is_empty()
    }
}

impl fmt::Display for Report {
    /// The table: scenario, result, time, operations covered; then coverage and failures.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self
            .scenarios
            .iter()
            .map(|s| s.name.len())
            .max()
            .unwrap_or(8);
        writeln!(f, "contract scenarios against {}", self.target)?;
        writeln!(
            f,
            "{:<width$}  {:<7}  {:>8}  operations",
            "scenario", "result", "time"
        )?;
        for s in &self.scenarios {
            let result = match s.outcome {
                Outcome::Passed => "ok",
                Outcome::Failed(_) => "FAILED",
                Outcome::Skipped(_) => "skipped",
            };
            let ops: Vec<&str> = s.operations.iter().map(String::as_str).collect();
            writeln!(
                f,
                "{:<width$}  {:<7}  {:>6}ms  {}",
                s.name,
                result,
                s.elapsed.as_millis(),
                ops.join(" ")
            )?;
        }
        writeln!(
            f,
            "\ncoverage: {} of {} operations exercised",
            self.exercised().len(),
            self.schema_operations.len(),
        )?;
        let mut unreached = Vec::new();
        for op in self.missing() {
            match self.why_missing(op) {
                Some(why) => writeln!(f, "not exercised: {op}: {why}")?,
                None => unreached.push(op),
            }
        }
        if !unreached.is_empty() {
            writeln!(
                f,
                "not exercised (no scenario that ran here reaches them): {}",
                unreached.join(", ")
            )?;
        }
        if !self.snapshots_checked {
            writeln!(
                f,
                "snapshots: compared by shape (drift), not by value: a live endpoint's data differs from the simulator's"
            )?;
        }
        for s in &self.scenarios {
            match &s.outcome {
                Outcome::Failed(why) => writeln!(f, "FAILED {}: {why}", s.name)?,
                Outcome::Skipped(why) => writeln!(f, "skipped {}: {why}", s.name)?,
                Outcome::Passed if !s.drift.is_empty() => writeln!(
                    f,
                    "passed {} with drift from the snapshots (reported; --strict fails on it):",
                    s.name
                )?,
                Outcome::Passed => {}
            }
            for v in &s.violations {
                writeln!(f, "  does not conform: {v}")?;
            }
            for d in &s.drift {
                let label = if d.fails { "drift (fails)" } else { "drift" };
                writeln!(f, "  {label}: {d}")?;
            }
            for note in &s.notes {
                writeln!(f, "note: {note}")?;
            }
        }
        for path in &self.stale_snapshots {
            writeln!(
                f,
                "stale snapshot (no scenario produces it): {}",
                path.display()
            )?;
        }
        Ok(())
    }
}

/// The message of a panicked scenario task.
pub(crate) fn panic_text(join: tokio::task::JoinError) -> String {
    match join.try_into_panic() {
        Ok(payload) => payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_else(|| "a panic without a message".into()),
        Err(join) => {
            let mut text = String::new();
            let _ = write!(text, "{join}");
            text
        }
    }
}
