//! The contract suite: scenarios that drive every operation of the schema through the real
//! client (`payments-client`) against the embedded simulator or a live endpoint.
//!
//! * [`scenarios::all`] lists the scenarios; each is an `async fn(Ctx) -> anyhow::Result<()>`
//!   that talks to the service only through the client, plain HTTP for deliberately bad
//!   requests, and, in scenarios of [`scenarios::Reach::Simulator`], the simulator's control
//!   API ([`Control`]) for what the portal and the banks do. The others also run live, finding
//!   what they need among the account's records or naming the operation they cannot reach.
//! * [`run`] runs them one after another (against the simulator each starts from
//!   `POST /sim/reset`, so replies do not depend on order) and records every reply the client
//!   receives. Every reply is checked against the schema and its operation ([`conformance`]);
//!   against the simulator each is compared with its insta snapshot under `snapshots/`
//!   ([`snapshot`]), live with the snapshots' shapes ([`drift`]).
//! * The [`Report`] says which scenarios passed, which root operations were exercised, which
//!   were not and why; it renders as a table, JUnit XML or JSON.
//! * A scenario fails on the first check that does not hold (`anyhow::ensure!` with what was
//!   expected and what came), on a panic, after [`SCENARIO_TIMEOUT`], or when one of its replies
//!   does not conform, differs from its snapshot or drifts in a way that fails (even when its
//!   own checks pass).
//!
//! # Coverage
//!
//! An operation counts as exercised when a scenario received a reply to it (a refusal counts:
//! it is part of the contract). Against the simulator, without a filter, `cargo xtask
//! contracts` and `tests/it/suite.rs` fail unless every operation of the schema is exercised;
//! live, each operation not reached is named with its reason.
//!
//! # Live runs
//!
//! Against an endpoint, the scenarios of [`scenarios::Reach::Anywhere`] run; the others are
//! skipped with the reason, and no `/sim/` route is called. A team runs this nightly on one UAT
//! account, which keeps what earlier runs, the portal and other teams made, so no scenario
//! assumes an empty account:
//! * every id comes from a reply, and every record a scenario creates gets an `externalId`
//!   unique to the run ([`Ctx::external_id`]); a scenario judges only the records it made
//!   itself, read back by id, found by that `externalId`, or in lists narrowed with the API's
//!   filters; the other elements of a listed root field are judged by type against every
//!   snapshot ([`drift`]), so earlier runs' records are no drift;
//! * state only a bank or the portal creates (deposits, a compliance member, RFIs) is looked for
//!   among the account's records, and when there is none the operation is named as not
//!   reachable ([`Ctx::unreachable`]);
//! * time passes by sleeping ([`LiveClock::Wall`]), and each movement of money is checked
//!   against the balance, less the deposits that cleared on the account meanwhile;
//! * what runs use up is named, not failed: once the account holds no `CLEARED` AUD deposit
//!   without a refund, `deposit_refund_held` says `refundDeposit` is not reachable. Money is
//!   not: a run pays out for good (withdrawals, fees, a conversion, payments), and when the
//!   balance runs out the scenarios that pay fail until money arrives (restart a simulator
//!   profile; a real account is topped up through its VAN).
//!
//! Some checks assume the simulator's choices where the spec is silent (rail names, the `INR`
//! source-of-funds rule, the fee per withdrawal): against a real UAT those show as scenario
//! failures to read, not as client bugs. The suite has not been run against the real UAT.

pub mod cassette;
mod clients;
pub mod conformance;
mod context;
mod control;
pub mod drift;
pub mod fidelity;
mod formats;
mod recorder;
mod report;
pub mod scenarios;
pub mod snapshot;
mod target;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

pub use clients::{LiveClock, ReplayClock, SimulatedClock};
pub use context::Ctx;
pub use control::Control;
pub use formats::JSON_FORMAT_VERSION;
pub use report::{Outcome, Report, ScenarioResult};
pub use target::{LiveTarget, ReplayTarget, Target};

/// How long one scenario may take before it counts as failed.
pub const SCENARIO_TIMEOUT: Duration = Duration::from_secs(120);

/// What to run and how.
#[derive(Debug)]
pub struct Options {
    /// Where the scenarios run.
    pub target: Target,
    /// Run only the scenarios whose name contains this text.
    pub filter: Option<String>,
    /// Against a live endpoint, drift from the snapshots fails the run (not only reply codes);
    /// in a replay, so does a cassette older than its `max_age_days`.
    pub strict: bool,
    /// Against a live endpoint, every exchange is also written to cassettes in this folder
    /// (one file per scenario; see [`cassette`]).
    pub record: Option<std::path::PathBuf>,
}

/// Runs the scenarios one by one; `progress` is called before each (`index`, `total`, name)
/// and after it with its result.
pub async fn run(
    options: Options,
    mut progress: impl FnMut(Progress<'_>),
) -> anyhow::Result<Report> {
    let all = scenarios::all();
    let names: Vec<&str> = all.iter().map(|s| s.name).collect();
    let selected: Vec<_> = all
        .into_iter()
        .filter(|s| options.filter.as_deref().is_none_or(|f| s.name.contains(f)))
        .collect();
    if let (Some(filter), true) = (&options.filter, selected.is_empty()) {
        anyhow::bail!(
            "no scenario name contains {filter:?}; the scenarios: {}",
            names.join(", ")
        );
    }
    let target = target::Prepared::start(options.target, options.record)
        .await
        .map_err(|e| e.context("cannot start the target"))?;
    let conformance = conformance::Checker::vendored()?;
    let shapes = if target.checks_snapshots() {
        None
    } else {
        Some(drift::Shapes::from_snapshots(&conformance)?)
    };
    let checks = Checks {
        conformance,
        shapes,
        strict: options.strict,
    };
    let total = selected.len();
    let full_run = options.filter.is_none();
    let mut results = Vec::with_capacity(total);
    for (index, scenario) in selected.into_iter().enumerate() {
        progress(Progress::Starting {
            index,
            total,
            name: scenario.name,
        });
        let result = run_one(&target, &scenario, &checks).await;
        progress(Progress::Finished(&result));
        results.push(result);
    }
    let stale = if full_run && target.checks_snapshots() {
        let produced: BTreeSet<String> = results
            .iter()
            .flat_map(|r| r.snapshots.iter().cloned())
            .collect();
        snapshot::stale(&produced)?
    } else {
        Vec::new()
    };
    Ok(Report::new(
        results,
        target.label(),
        target.checks_snapshots(),
        stale,
    ))
}

/// A progress notice from [`run`].
#[derive(Debug)]
pub enum Progress<'a> {
    /// A scenario is about to start.
    Starting {
        /// Its position, from 0.
        index: usize,
        /// How many scenarios run.
        total: usize,
        /// Its name.
        name: &'static str,
    },
    /// A scenario finished.
    Finished(&'a ScenarioResult),
}

async fn run_one(
    target: &target::Prepared,
    scenario: &scenarios::Scenario,
    checks: &Checks,
) -> ScenarioResult {
    let started = Instant::now();
    let finish = |outcome, operations, snapshots, unreachable| ScenarioResult {
        name: scenario.name,
        about: scenario.about,
        outcome,
        operations,
        snapshots,
        unreachable,
        violations: Vec::new(),
        drift: Vec::new(),
        notes: Vec::new(),
        elapsed: started.elapsed(),
    };
    if let (scenarios::Reach::Simulator(why), false) = (scenario.reach, target.is_simulator()) {
        return finish(
            Outcome::Skipped(format!("not run live: {why}")),
            BTreeSet::new(),
            Vec::new(),
            Vec::new(),
        );
    }
    if let Some(why) = target.begin(scenario.name) {
        return finish(
            Outcome::Skipped(why),
            BTreeSet::new(),
            Vec::new(),
            Vec::new(),
        );
    }
    let ctx = match target.context(scenario).await {
        Ok(ctx) => ctx,
        Err(e) => {
            return finish(
                Outcome::Failed(format!("{e:#}")),
                BTreeSet::new(),
                Vec::new(),
                Vec::new(),
            );
        }
    };
    let recorder = ctx.recorder();
    let unreachable = ctx.unreachable_notes();
    let task = tokio::spawn((scenario.run)(ctx));
    let outcome = match tokio::time::timeout(SCENARIO_TIMEOUT, task).await {
        Ok(Ok(Ok(()))) => Outcome::Passed,
        Ok(Ok(Err(e))) => Outcome::Failed(format!("{e:#}")),
        Ok(Err(join)) => Outcome::Failed(format!("panicked: {}", report::panic_text(join))),
        Err(_) => Outcome::Failed(format!("timed out after {SCENARIO_TIMEOUT:?}")),
    };
    let verdict = target.end(scenario.name, checks.strict);
    let replies = recorder.take();
    let mut result = finish(
        outcome,
        replies.iter().map(|r| r.root_field.clone()).collect(),
        Vec::new(),
        unreachable.take(),
    );
    // Reply conformance, always on: against the simulator and a live endpoint alike.
    result.violations = replies
        .iter()
        .flat_map(|r| checks.conformance.check(&r.root_field, &r.body))
        .collect();
    if target.is_simulator() {
        result.violations.extend(
            replies
                .iter()
                .flat_map(|r| conformance::unknown_codes(&r.root_field, &r.body)),
        );
    }
    if let Some(shapes) = &checks.shapes {
        result.drift = replies
            .iter()
            .flat_map(|r| shapes.compare(&checks.conformance, r))
            // A place that does not conform is reported once, as a violation.
            .filter(|d| {
                !result
                    .violations
                    .iter()
                    .any(|v| v.operation == d.operation && v.path == d.path)
            })
            .map(|d| drift::Drift {
                fails: d.fails || checks.strict,
                ..d
            })
            .collect();
    }
    if result.outcome == Outcome::Passed && target.is_simulator() && !result.unreachable.is_empty()
    {
        // The simulator holds what every scenario needs: a note there is a bug.
        let notes: Vec<String> = result
            .unreachable
            .iter()
            .map(|(op, why)| format!("{op}: {why}"))
            .collect();
        result.outcome = Outcome::Failed(format!(
            "against the simulator every operation must be reachable: {}",
            notes.join("; ")
        ));
    }
    match verdict {
        target::Verdict::Fine => {}
        target::Verdict::Note(note) => result.notes.push(note),
        target::Verdict::Fails(why) => {
            if result.outcome == Outcome::Passed {
                result.outcome = Outcome::Failed(why);
            } else {
                result.notes.push(why);
            }
        }
    }
    let named = snapshot::name_replies(scenario.name, &replies);
    result.snapshots = named.iter().map(|(name, _)| name.clone()).collect();
    if result.outcome == Outcome::Passed
        && target.checks_snapshots()
        && let Err(e) = snapshot::check(&named)
    {
        result.outcome = Outcome::Failed(e);
    }
    if result.outcome == Outcome::Passed {
        let failing = result.violations.len() + result.drift.iter().filter(|d| d.fails).count();
        if failing > 0 {
            result.outcome = Outcome::Failed(format!(
                "its replies differ from the schema, the operation or the snapshots in {failing} place{}",
                if failing == 1 { "" } else { "s" }
            ));
        }
    }
    result
}

/// What every reply is checked against.
struct Checks {
    /// The schema and the operation documents.
    conformance: conformance::Checker,
    /// The snapshots' shapes (live runs only).
    shapes: Option<drift::Shapes>,
    /// Drift fails the run.
    strict: bool,
}
