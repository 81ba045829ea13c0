//! The whole contract suite against the embedded simulator, as `cargo test` runs it: every
//! scenario passes, every reply matches its snapshot in `snapshots/` (under `CI=true` a
//! changed or missing snapshot fails), no stale snapshot is left, and every operation of the
//! schema is exercised.

use contract_suite::{Options, Outcome, Target};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_scenario_passes_against_the_simulator_with_full_coverage() {
    let options = Options {
        target: Target::Simulator,
        filter: None,
    };
    let report = contract_suite::run(options, |_| {})
        .await
        .expect("the simulator starts");
    println!("{report}");
    let failed: Vec<_> = report
        .scenarios
        .iter()
        .filter(|s| s.outcome != Outcome::Passed)
        .map(|s| format!("{}: {:?}", s.name, s.outcome))
        .collect();
    assert!(
        failed.is_empty(),
        "scenarios not passed:\n{}",
        failed.join("\n")
    );
    assert!(
        report.stale_snapshots.is_empty(),
        "stale snapshots: {:?}",
        report.stale_snapshots
    );
    assert_eq!(
        report.missing(),
        Vec::<&str>::new(),
        "operations no scenario exercises"
    );
}
