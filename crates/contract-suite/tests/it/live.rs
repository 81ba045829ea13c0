//! The live mode, as a team runs it against UAT: the suite against `payments-sim` in its UAT
//! profile (no control API, time running) as an endpoint. Every operation is reached or named
//! with its reason; and each kind of drift the simulator can be told to send is caught, named
//! with its schema coordinate and JSON path, and fails the run. The reports parse as what they
//! claim to be.
//!
//! Where a live run against UAT waits for the service (processing, the next allowed login), the
//! runs here move the simulator's clock instead ([`LiveClock::Simulator`]): the same steps and
//! the same records, without waiting on the wall clock.

use std::sync::Arc;

use contract_suite::{LiveClock, LiveTarget, Options, Outcome, Report, Target};
use payments_client::Secret;
use payments_sim::{FaultKind, FaultPlan, Profile, SimConfig, SimHandle};

async fn uat(faults: FaultPlan) -> Arc<SimHandle> {
    let sim = payments_sim::spawn(SimConfig {
        profile: Profile::Uat,
        faults,
        ..SimConfig::default()
    })
    .await
    .expect("the UAT profile starts");
    Arc::new(sim)
}

async fn live_run(sim: &Arc<SimHandle>, filter: Option<&str>, strict: bool) -> Report {
    let clock = LiveClock::Simulator(sim.clone());
    live_run_at(&sim.url, clock, filter, strict).await
}

async fn live_run_at(
    endpoint: &str,
    clock: LiveClock,
    filter: Option<&str>,
    strict: bool,
) -> Report {
    let options = Options {
        target: Target::Live(LiveTarget {
            endpoint: endpoint.to_owned(),
            email: "demo@payments.test".into(),
            password: Secret::from("demo-password"),
            affiliation: None,
            ca_file: None,
            clock,
        }),
        filter: filter.map(str::to_owned),
        strict,
        record: None,
    };
    contract_suite::run(options, |_| {})
        .await
        .expect("the run starts")
}

/// Runs after the first on one UAT account (a team runs the live mode every night on an
/// account that keeps every record earlier runs made).
const RUNS: usize = 2;

/// The simulator's UAT profile as one UAT account, run against [`RUNS`] times in a row with
/// `--strict`: every run reaches every operation or names it, and shows no drift at all (each
/// shape the UAT profile sends, the records of earlier runs included, is one a snapshot shows),
/// so `--strict` passes where nothing was injected, on the first run and every later one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn consecutive_strict_live_runs_on_one_uat_account_reach_every_operation_without_drift() {
    let sim = uat(FaultPlan::none()).await;
    for run in 1..=RUNS {
        let report = live_run(&sim, None, true).await;
        println!("run {run} of {RUNS}:\n{report}");
        expect_clean(&report, run);
    }
}

/// What a strict live run without injected faults must show (`run` counts from 1).
fn expect_clean(report: &Report, run: usize) {
    let drift: Vec<String> = report
        .scenarios
        .iter()
        .flat_map(|s| s.drift.iter().map(move |d| format!("{}: {d}", s.name)))
        .collect();
    assert_eq!(
        drift,
        Vec::<String>::new(),
        "run {run}: a clean run shows no drift"
    );
    assert!(
        report.passed(),
        "run {run}: the strict live run should pass:\n{report}"
    );
    let exercised = report.exercised().len();
    assert!(
        exercised >= 42,
        "run {run}: {exercised} of {} operations exercised live",
        report.schema_operations.len()
    );
    for op in report.missing() {
        assert!(
            report.why_missing(op).is_some(),
            "run {run}: {op} is not exercised and no scenario says why"
        );
    }
    // Every scenario that did not run says why.
    for s in &report.scenarios {
        if let Outcome::Skipped(why) = &s.outcome {
            assert!(
                why.starts_with("not run live: "),
                "run {run}: {}: {why}",
                s.name
            );
        }
    }
    assert!(
        report
            .scenarios
            .iter()
            .all(|s| s.violations.is_empty() && s.drift.iter().all(|d| !d.fails)),
        "run {run}: conforming replies and no failing drift:\n{report}"
    );
}

/// One drift kind injected on `operation`, a scenario that calls it, whether the run is
/// `--strict`, and what the report must then say (`operation: coordinate: message at path`; a
/// `*` stands for the codes the snapshots happen to show, which grow with the scenarios).
struct Injected {
    operation: &'static str,
    kind: FaultKind,
    scenario: &'static str,
    strict: bool,
    expected: &'static str,
}

/// `line` is `pattern`, where a `*` in the pattern stands for any text.
fn matches(line: &str, pattern: &str) -> bool {
    match pattern.split_once('*') {
        None => line == pattern,
        Some((head, tail)) => {
            line.len() >= head.len() + tail.len() && line.starts_with(head) && line.ends_with(tail)
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_drift_kind_injected_live_fails_the_run_naming_coordinate_and_path() {
    let cases = [
        Injected {
            operation: "withdrawal",
            kind: FaultKind::DriftEnum {
                field: "status".into(),
            },
            scenario: "payouts_idempotency",
            strict: false,
            expected: "withdrawal: Withdrawal.status: \"UNDECLARED_VALUE\" is not a value of WithdrawalStatus at data.withdrawal.status",
        },
        Injected {
            operation: "balances",
            kind: FaultKind::DriftNull {
                field: "cleared".into(),
            },
            scenario: "payouts_idempotency",
            strict: false,
            expected: "balances: Balance.cleared: null in a non-null field of type Float! at data.balances[0].cleared",
        },
        Injected {
            operation: "members",
            kind: FaultKind::DriftMissing {
                field: "status".into(),
            },
            scenario: "account_held",
            strict: false,
            expected: "members: Member.status: a selected field is missing at data.members[0].status",
        },
        // A nullable field of a listed record that no snapshot of its type shows null: drift
        // even where a list may hold the records of earlier runs, failing with --strict.
        Injected {
            operation: "deposits",
            kind: FaultKind::DriftNull {
                field: "rail".into(),
            },
            scenario: "account_held",
            strict: true,
            expected: "deposits: Deposit.rail: `rail` is null live where the snapshots have a string at data.deposits[0].rail",
        },
        Injected {
            operation: "createSubClient",
            kind: FaultKind::DriftCode {
                code: "CHANGED_CODE".into(),
            },
            scenario: "sub_client_anywhere",
            strict: false,
            expected: "createSubClient: SubClientReply.code: code `CHANGED_CODE` live where the snapshots have * at data.createSubClient.code",
        },
    ];
    // Each on its own UAT account, run [`RUNS`] times: a later run, meeting the records of the
    // earlier ones, catches the drift as the first did.
    for case in cases {
        let sim = uat(FaultPlan::seeded(1).rule(case.operation, case.kind.clone(), 1.0)).await;
        for run in 1..=RUNS {
            let report = live_run(&sim, Some(case.scenario), case.strict).await;
            expect_caught(&report, &case, run);
        }
    }
}

/// The run failed, naming `case.expected` in the report, its JUnit XML and its JSON.
fn expect_caught(report: &Report, case: &Injected, run: usize) {
    let what = format!("run {run}: {:?} on {}", case.kind, case.operation);
    assert!(!report.passed(), "{what}: the run should fail:\n{report}");
    let found: Vec<String> = report
        .scenarios
        .iter()
        .flat_map(|s| {
            s.violations
                .iter()
                .map(ToString::to_string)
                .chain(s.drift.iter().filter(|d| d.fails).map(ToString::to_string))
        })
        .collect();
    assert!(
        found.iter().any(|f| matches(f, case.expected)),
        "{what}: expected {:?} among {found:#?}",
        case.expected
    );
    // The reports carry it: the JUnit XML parses, with one test case per scenario and the
    // violation in its failure; the JSON has a format version.
    let xml = report.to_junit();
    let doc = roxmltree::Document::parse(&xml).expect("the JUnit report is XML");
    let cases: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("testcase"))
        .collect();
    assert_eq!(cases.len(), report.scenarios.len());
    assert!(
        doc.descendants()
            .filter(|n| n.has_tag_name("failure"))
            .any(|n| n.text().is_some_and(|t| t.lines().any(|l| l
                .strip_prefix("does not conform: ")
                .or(l.strip_prefix("drift: "))
                .is_some_and(|l| matches(l, case.expected))))),
        "{what}: the JUnit failure should list {:?}:\n{xml}",
        case.expected
    );
    let json = report.to_json();
    assert_eq!(json["formatVersion"], contract_suite::JSON_FORMAT_VERSION);
    assert_eq!(json["passed"], false);
}

/// An endpoint nobody listens on: the run stops before any scenario, naming the host and the
/// cause once (the client's message carries reqwest's causes; they are not repeated as a
/// `source` chain).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_run_against_a_closed_port_names_the_cause_once() {
    // Bind then drop a listener: nothing listens on that port any more.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        l.local_addr().expect("its address").port()
    };
    let endpoint = format!("http://127.0.0.1:{port}/graphql");
    // The client's waits between its attempts move a simulator's clock, not the wall clock's.
    let clock = LiveClock::Simulator(uat(FaultPlan::none()).await);
    let options = Options {
        target: Target::Live(LiveTarget {
            endpoint: endpoint.clone(),
            email: "demo@payments.test".into(),
            password: Secret::from("demo-password"),
            affiliation: None,
            ca_file: None,
            clock,
        }),
        filter: None,
        strict: false,
        record: None,
    };
    let mut started = 0;
    let error = contract_suite::run(options, |_| started += 1)
        .await
        .expect_err("the run cannot start");
    assert_eq!(
        started, 0,
        "no scenario runs against an endpoint it cannot reach"
    );
    let why = format!("{error:#}");
    assert!(
        why.starts_with(&format!(
            "cannot start the target: {endpoint}: Login: cannot reach 127.0.0.1:{port}; the \
             request was not sent: error sending request: "
        )) && why.matches("error sending request").count() == 1,
        "{why}"
    );
}
