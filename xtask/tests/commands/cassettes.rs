//! `contracts --record`, `contracts --replay` and `sim-fidelity` as users run them: a recording
//! of the simulator's UAT profile (served in the test), replayed with nothing listening, held
//! to the simulator; the exit statuses; a damaged cassette named with its file and line.

use std::path::PathBuf;
use std::process::Command;

use payments_sim::{Profile, SimConfig};

fn xtask(env: &[(&str, &str)], args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .env_remove("PAYMENTS_CA_FILE")
        .envs(env.iter().copied())
        .args(args)
        .output()
        .expect("xtask runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-cassettes-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_recording_replays_offline_and_the_simulator_is_held_to_it() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let sim = runtime.block_on(async {
        payments_sim::spawn(SimConfig {
            profile: Profile::Uat,
            ..SimConfig::default()
        })
        .await
        .expect("the simulator starts")
    });
    let dir = folder("record");
    let dir_text = dir.to_str().unwrap();
    let login = [
        ("PAYMENTS_EMAIL", "demo@payments.test"),
        ("PAYMENTS_PASSWORD", "demo-password"),
    ];
    let (code, stdout, stderr) = xtask(
        &login,
        &[
            "contracts",
            "--endpoint",
            &sim.url,
            "--record",
            dir_text,
            "--filter",
            "lookups",
        ],
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(dir.join("lookups.json").exists() && dir.join("preflight.json").exists());
    drop(sim);
    drop(runtime);

    // Offline: no endpoint, no credentials.
    let (code, stdout, stderr) = xtask(&[], &["contracts", "--replay", dir_text]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.contains(&format!("contract scenarios against replay of {dir_text}")),
        "{stdout}"
    );
    assert!(
        stdout.contains("lookups  ") && stdout.contains(" ok "),
        "{stdout}"
    );

    let report = dir.with_extension("fidelity.json");
    let (code, stdout, stderr) = xtask(
        &[],
        &[
            "sim-fidelity",
            dir_text,
            "--report",
            "json",
            report.to_str().unwrap(),
        ],
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("0 difference(s)"), "{stdout}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    assert_eq!(json["formatVersion"], 1);
    assert_eq!(json["same"], true);

    // A cassette a newer build wrote: refused, named with its file and line (exit 2).
    let lookups = dir.join("lookups.json");
    let text = std::fs::read_to_string(&lookups).unwrap();
    std::fs::write(
        &lookups,
        text.replacen("\"formatVersion\": 1", "\"formatVersion\": 9", 1),
    )
    .unwrap();
    let (code, _, stderr) = xtask(&[], &["sim-fidelity", dir_text]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("lookups.json:2: cassette format version 9; this build reads version 1"),
        "{stderr}"
    );
    let (code, _, stderr) = xtask(&[], &["contracts", "--replay", dir_text]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("lookups.json:2:"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&report);
}

#[test]
fn record_and_replay_refuse_arguments_that_do_not_go_together() {
    let (code, _, stderr) = xtask(&[], &["contracts", "--record", "tapes"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--endpoint"), "{stderr}");
    let (code, _, stderr) = xtask(
        &[],
        &[
            "contracts",
            "--replay",
            "tapes",
            "--endpoint",
            "http://127.0.0.1:9/graphql",
        ],
    );
    assert_eq!(code, 2, "{stderr}");
    let (code, _, stderr) = xtask(&[], &["contracts", "--replay", "/nonexistent-tapes"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("/nonexistent-tapes"), "{stderr}");
}
