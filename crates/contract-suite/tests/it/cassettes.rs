//! Record a live run, replay it offline, hold the simulator to it: against the simulator's UAT
//! profile standing in for UAT (its clock driven, as in `live.rs`), the whole suite recorded to
//! cassettes; replayed with nothing listening; and replayed against a fresh simulator by
//! `fidelity`. Then a profile told to drift: its recording fails the same way when replayed,
//! and fidelity names the difference. Every cassette is searched for the secrets and the
//! seeded people's values.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use contract_suite::cassette::Cassette;
use contract_suite::{LiveClock, LiveTarget, Options, Outcome, ReplayTarget, Report, Target};
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

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cassettes-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

async fn record(sim: &Arc<SimHandle>, dir: &Path, filter: Option<&str>) -> Report {
    let options = Options {
        target: Target::Live(LiveTarget {
            endpoint: sim.url.clone(),
            email: "demo@payments.test".into(),
            password: Secret::from("demo-password"),
            affiliation: None,
            ca_file: None,
            clock: LiveClock::Simulator(sim.clone()),
        }),
        filter: filter.map(str::to_owned),
        strict: false,
        record: Some(dir.to_owned()),
    };
    contract_suite::run(options, |_| {})
        .await
        .expect("the recorded run starts")
}

async fn replay(dir: &Path, filter: Option<&str>) -> Report {
    let options = Options {
        target: Target::Replay(ReplayTarget {
            dir: dir.to_owned(),
            max_age_days: None,
        }),
        filter: filter.map(str::to_owned),
        strict: false,
        record: None,
    };
    contract_suite::run(options, |_| {})
        .await
        .expect("the replay starts")
}

fn ran(report: &Report) -> Vec<&str> {
    report
        .scenarios
        .iter()
        .filter(|s| !matches!(s.outcome, Outcome::Skipped(_)))
        .map(|s| s.name)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recorded_run_replays_offline_and_the_simulator_answers_as_recorded() {
    let dir = folder("clean");
    let sim = uat(FaultPlan::none()).await;
    let recorded = record(&sim, &dir, None).await;
    assert!(recorded.passed(), "the recorded run passes:\n{recorded}");
    drop(sim);

    // One cassette per scenario that ran live and one of the run's first login, each readable,
    // none with a secret or a seeded person's value.
    let files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), ran(&recorded).len() + 1, "{files:?}");
    assert!(Cassette::path(&dir, contract_suite::cassette::PREFLIGHT).exists());
    let mut all = String::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let cassette = Cassette::parse(&text, file).expect("a cassette");
        assert!(!cassette.exchanges.is_empty(), "{}", file.display());
        all.push_str(&text);
    }
    for secret in [
        "demo-password",
        "demo@payments.test",
        "compliance@payments.test",
        "Cora",
        "Pliance",
        "eyJ",
        "whsec_",
        "Bearer",
        "\"12345678\"",
    ] {
        assert!(!all.contains(secret), "{secret:?} is in a cassette");
    }
    assert!(
        all.contains("[redacted]"),
        "the login token was there, redacted"
    );
    println!(
        "cassettes of a whole run: {} bytes in {} files",
        all.len(),
        files.len()
    );

    // Offline: the simulator is gone; every scenario that ran live passes again, with the same
    // operations, its replies checked as live ones are.
    let replayed = replay(&dir, None).await;
    assert!(replayed.passed(), "the replay passes:\n{replayed}");
    assert_eq!(ran(&replayed), ran(&recorded));
    assert_eq!(replayed.exercised(), recorded.exercised());
    assert!(
        replayed.target.starts_with("replay of "),
        "{}",
        replayed.target
    );

    let fidelity = contract_suite::fidelity::run(&dir)
        .await
        .expect("the cassettes read");
    assert!(
        fidelity.same(),
        "the simulator answers as recorded:\n{fidelity}"
    );
    assert_eq!(fidelity.cassettes.len(), files.len());
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drifting_service_recorded_fails_its_replay_and_fidelity_names_the_difference() {
    let dir = folder("drift");
    let drift = FaultKind::DriftNull {
        field: "externalReference".into(),
    };
    let sim = uat(FaultPlan::seeded(1).rule("withdrawal", drift, 1.0)).await;
    let scenario = Some("payouts_idempotency");
    let recorded = record(&sim, &dir, scenario).await;
    drop(sim);
    let drift_of = |report: &Report| -> Vec<String> {
        report
            .scenarios
            .iter()
            .flat_map(|s| s.drift.iter().map(ToString::to_string))
            .collect()
    };
    let expected = "withdrawal: Withdrawal.externalReference: `externalReference` is null live where the snapshots have a string at data.withdrawal.externalReference";
    assert!(
        drift_of(&recorded).iter().any(|d| d == expected),
        "{recorded}"
    );
    let replayed = replay(&dir, scenario).await;
    assert_eq!(drift_of(&replayed), drift_of(&recorded), "{replayed}");

    let fidelity = contract_suite::fidelity::run(&dir)
        .await
        .expect("the cassettes read");
    assert!(!fidelity.same());
    let named: Vec<String> = fidelity.differences().map(ToString::to_string).collect();
    assert!(
        named.iter().any(|d| d.ends_with("Withdrawal: Withdrawal.externalReference at data.withdrawal.externalReference: recorded null, simulator a value")),
        "{named:#?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// What a proxy between us and the service could change in a reply, done to a recorded one:
/// fidelity names each change by place, and an amount, which it does not compare (a real
/// account's amounts differ from the simulator's by design), is the one left unnamed; the
/// replay fails on the reply the client cannot take, naming its operation and fields.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_changed_after_the_service_sent_it_is_named_by_fidelity() {
    let dir = folder("changed");
    let sim = uat(FaultPlan::none()).await;
    record(&sim, &dir, Some("payouts_idempotency")).await;
    drop(sim);
    let path = Cassette::path(&dir, "payouts_idempotency");
    let mut cassette = Cassette::read(&path).unwrap();
    let exchange = cassette
        .exchanges
        .iter_mut()
        .find(|e| e.operation == "CreateWithdrawal")
        .expect("the scenario creates a withdrawal");
    let reply = &mut exchange.reply["data"]["createWithdrawal"];
    reply["success"] = serde_json::json!(false);
    let withdrawal = reply["withdrawal"].as_object_mut().expect("a withdrawal");
    withdrawal.remove("externalReference");
    withdrawal.insert("rail".into(), serde_json::json!(["NPP"]));
    let amount = withdrawal["amount"].as_f64().expect("an amount");
    withdrawal.insert("amount".into(), serde_json::json!(amount + 1.0));
    cassette.write(&dir).unwrap();

    let fidelity = contract_suite::fidelity::run(&dir)
        .await
        .expect("the cassettes read");
    let named: Vec<String> = fidelity.differences().map(ToString::to_string).collect();
    let place = "CreateWithdrawal: WithdrawalReply";
    let expected = [
        format!("{place}.success at data.createWithdrawal.success: recorded false, simulator true"),
        format!(
            "Withdrawal.externalReference at data.createWithdrawal.withdrawal.externalReference: recorded absent, simulator a value"
        ),
        format!(
            "Withdrawal.rail at data.createWithdrawal.withdrawal.rail: recorded [\"NPP\"], simulator \"NPP\""
        ),
    ];
    for e in &expected {
        assert!(
            named.iter().any(|d| d.ends_with(e.as_str())),
            "{e}\nnot in {named:#?}"
        );
    }
    assert_eq!(named.len(), expected.len(), "{named:#?}");

    // Replayed, the changed reply is what the client receives: the run fails and names it.
    let replayed = replay(&dir, Some("payouts_idempotency")).await.to_string();
    for named in [
        "FAILED payouts_idempotency: CreateWithdrawal",
        "Withdrawal.externalReference: a selected field is missing at data.createWithdrawal.withdrawal.externalReference",
        "Withdrawal.rail: [\"NPP\"] is not a String at data.createWithdrawal.withdrawal.rail",
    ] {
        assert!(replayed.contains(named), "{named}\nnot in {replayed}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_with_no_recording_names_the_operation_and_the_nearest_one() {
    let dir = folder("miss");
    let sim = uat(FaultPlan::none()).await;
    let recorded = record(&sim, &dir, Some("fx")).await;
    assert!(recorded.passed(), "{recorded}");
    drop(sim);
    // The recording loses one exchange: the replayed scenario asks for it and fails.
    let path = Cassette::path(&dir, "fx");
    let mut cassette = Cassette::read(&path).unwrap();
    let removed = cassette
        .exchanges
        .iter()
        .position(|e| e.operation == "Quote")
        .expect("fx asks for a quote");
    let operation = cassette.exchanges.remove(removed).operation;
    cassette.write(&dir).unwrap();
    let replayed = replay(&dir, Some("fx")).await;
    let Some(Outcome::Failed(why)) = replayed.failures().next().map(|s| &s.outcome) else {
        panic!("the replay should fail:\n{replayed}");
    };
    assert!(
        why.contains(&format!("no recording of {operation} with these variables in the cassette of fx; nearest recorded request: exchange ")),
        "{why}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_cassette_is_reported_and_fails_a_strict_replay() {
    let dir = folder("old");
    let sim = uat(FaultPlan::none()).await;
    let recorded = record(&sim, &dir, Some("lookups")).await;
    assert!(recorded.passed(), "{recorded}");
    drop(sim);
    let path = Cassette::path(&dir, "lookups");
    let mut cassette = Cassette::read(&path).unwrap();
    cassette.recorded_at -= time::Duration::days(40);
    cassette.write(&dir).unwrap();
    let aged = |strict| Options {
        target: Target::Replay(ReplayTarget {
            dir: dir.clone(),
            max_age_days: Some(30),
        }),
        filter: Some("lookups".into()),
        strict,
        record: None,
    };
    let warned = contract_suite::run(aged(false), |_| {}).await.unwrap();
    assert!(warned.passed(), "{warned}");
    let text = warned.to_string();
    assert!(
        text.contains(
            "note: lookups: its cassette was recorded 40 days ago, more than --max-age 30"
        ),
        "{text}"
    );
    let strict = contract_suite::run(aged(true), |_| {}).await.unwrap();
    assert!(!strict.passed(), "{strict}");
    let _ = std::fs::remove_dir_all(&dir);
}
