//! The xtask commands as users run them: exit statuses and output lines.

use std::process::Command;

#[path = "commands/cassettes.rs"]
mod cassettes;
#[path = "commands/docs.rs"]
mod docs;
#[path = "commands/https.rs"]
mod https;

fn xtask(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .expect("xtask runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn validate_reports_each_record_and_fails_on_any_invalid_one() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/sub_clients.jsonl"
    );
    let (code, stdout, _) = xtask(&[
        "validate",
        "CreateSubClientInput",
        fixture,
        "--today",
        "2026-06-15",
    ]);
    assert_eq!(code, 1, "{stdout}");
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        serde_json::json!({ "index": 0, "valid": true, "errors": [] })
    );
    let rules = |i: usize| -> Vec<(String, String)> {
        lines[i]["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["field"].as_str().unwrap().into(),
                    e["rule"].as_str().unwrap().into(),
                )
            })
            .collect()
    };
    // Every failure of a record: the age rule is judged even though other fields failed.
    assert_eq!(
        rules(1),
        [
            ("firstName".into(), "dummy_value".into()),
            ("mobile".into(), "mobile.format".into()),
            ("dob".into(), "dob.too_young".into())
        ]
    );
    assert_eq!(
        rules(2),
        [
            ("dob".into(), "dob.too_old".into()),
            ("businessNumber".into(), "sub_client.company_fields".into())
        ]
    );
}

#[test]
fn validate_judges_age_on_the_given_day() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/sub_clients.jsonl"
    );
    // Born 1950-01-01: 64 on 2014-12-31, so the third record is then refused for its company
    // fields only.
    let (_, stdout, _) = xtask(&[
        "validate",
        "CreateSubClientInput",
        fixture,
        "--today",
        "2014-12-31",
    ]);
    let third: serde_json::Value = serde_json::from_str(stdout.lines().nth(2).unwrap()).unwrap();
    assert_eq!(third["errors"].as_array().unwrap().len(), 1, "{third}");
}

#[test]
fn validate_refuses_unknown_types_and_unreadable_files() {
    let (code, _, stderr) = xtask(&["validate", "NoSuchInput", "Cargo.toml"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("\"NoSuchInput\" is not an input type"),
        "{stderr}"
    );
    let (code, _, stderr) = xtask(&["validate", "LoginInput", "/nonexistent/file.jsonl"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("/nonexistent/file.jsonl: cannot read"),
        "{stderr}"
    );
    let (code, _, _) = xtask(&["validate", "LoginInput", "Cargo.toml", "--today", "June"]);
    assert_eq!(code, 2);
}

#[test]
fn validate_says_when_a_file_holds_no_records() {
    let empty = std::env::temp_dir().join(format!("no-records-{}.jsonl", std::process::id()));
    std::fs::write(&empty, "\n  \n").unwrap();
    let (code, stdout, stderr) = xtask(&["validate", "LoginInput", empty.to_str().unwrap()]);
    std::fs::remove_file(&empty).unwrap();
    assert_eq!((code, stdout.as_str()), (0, ""), "{stderr}");
    assert!(stderr.contains("no records"), "{stderr}");
}

#[test]
fn schema_check_passes_on_the_vendored_schema() {
    let (code, stdout, stderr) = xtask(&["schema-check"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("42 entries (8 breaking)"), "{stdout}");
    assert!(stdout.contains("result      ok"), "{stdout}");
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("schema-check")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("xtask runs");
    drop(child.stdout.take()); // the reader goes away, as `| head` does
    let output = child.wait_with_output().expect("xtask ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(output.status.code(), Some(101), "{stderr}");
}

#[test]
fn schema_diff_with_no_arguments_diffs_the_embedded_simulator_cleanly() {
    let (code, stdout, stderr) = xtask(&["schema-diff", "--format", "json"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["summary"]["breaking"], 0, "{report}");
    assert_eq!(report["changes"], serde_json::json!([]), "{report}");
}

#[test]
fn schema_diff_names_an_unreachable_endpoint() {
    let (code, _, stderr) = xtask(&[
        "schema-diff",
        "schema/payments.graphql",
        "http://127.0.0.1:9/graphql",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("http://127.0.0.1:9/graphql: unreachable"),
        "{stderr}"
    );
    assert!(stderr.contains("refused"), "the cause is named: {stderr}");
}

#[test]
fn schema_pull_refuses_an_endpoint_that_is_not_a_url() {
    for endpoint in ["notaurl", "ftp://example.com/graphql"] {
        let (code, _, stderr) = xtask(&["schema-pull", "--endpoint", endpoint]);
        assert_eq!(code, 2, "{stderr}");
        assert!(
            stderr.contains(&format!("{endpoint}: not an http(s) URL")),
            "{stderr}"
        );
    }
}

#[test]
fn schema_pull_writes_sorted_sdl_equal_to_the_vendored_schema() {
    let out = std::env::temp_dir().join(format!("pulled-{}.graphql", std::process::id()));
    let out = out.to_str().unwrap();
    let (code, _, stderr) = xtask(&["schema-pull", "--out", out]);
    assert_eq!(code, 0, "{stderr}");
    let sdl = std::fs::read_to_string(out).unwrap();
    let type_names: Vec<&str> = sdl
        .lines()
        .filter_map(|line| {
            ["type ", "enum ", "input ", "scalar "]
                .iter()
                .find_map(|keyword| line.strip_prefix(keyword))
        })
        .map(|rest| rest.split([' ', '{']).next().unwrap_or(""))
        .collect();
    let mut sorted = type_names.clone();
    sorted.sort_unstable();
    assert_eq!(type_names, sorted);
    assert!(type_names.len() > 90, "{type_names:?}");
    let (code, stdout, stderr) = xtask(&["schema-diff", "schema/payments.graphql", out]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("No changes."), "{stdout}");
    std::fs::remove_file(out).ok();
}

#[test]
fn load_drives_the_simulator_and_reports_throughput_and_latency() {
    let (code, stdout, stderr) = xtask(&[
        "load",
        "--operation",
        "createWithdrawal",
        "--seconds",
        "1",
        "--concurrency",
        "2",
    ]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.contains("operation:    createWithdrawal"),
        "{stdout}"
    );
    let requests: u64 = stdout
        .lines()
        .find_map(|l| l.strip_prefix("requests:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("a requests line");
    assert!(requests > 0, "{stdout}");
    assert!(stdout.contains("errors:       none"), "{stdout}");
    assert!(stdout.contains("p99"), "{stdout}");
    // Bounded: refused without running.
    let (code, _, stderr) = xtask(&["load", "--seconds", "0"]);
    assert_eq!(code, 2, "{stderr}");
    let (code, _, stderr) = xtask(&[
        "load",
        "--operation",
        "createWithdrawal",
        "--endpoint",
        "http://127.0.0.1:9/graphql",
    ]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("moves money"), "{stderr}");
}

#[test]
fn contracts_refuses_a_filter_that_selects_no_scenario() {
    let (code, _, stderr) = xtask(&["contracts", "--filter", "no-such-scenario"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("no scenario name contains \"no-such-scenario\"; the scenarios: "),
        "{stderr}"
    );
    assert!(stderr.contains("onboarding"), "names them: {stderr}");
}

/// The vendored schema without the query `subClients` (which `contracts/subClients.graphql`
/// selects), written under the workspace's target directory; its path.
fn vendored_without_sub_clients(name: &str) -> String {
    const FIELD: &str = "  \"Sub-clients matching the filters.\"\n  subClients(input: SubClientQueryInput): [SubClient!]!\n";
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let sdl = std::fs::read_to_string(format!("{root}/schema/payments.graphql")).unwrap();
    assert!(sdl.contains(FIELD), "the vendored schema has `subClients`");
    let path = format!("{}/{name}.graphql", env!("CARGO_TARGET_TMPDIR"));
    std::fs::write(&path, sdl.replacen(FIELD, "", 1)).unwrap();
    path
}

#[test]
fn schema_diff_names_broken_contracts_relative_to_the_workspace_in_their_errors_too() {
    let new = vendored_without_sub_clients("broken-contracts");
    let (code, stdout, stderr) = xtask(&[
        "schema-diff",
        "schema/payments.graphql",
        &new,
        "--format",
        "json",
    ]);
    assert_eq!(code, 1, "{stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let broken = report["brokenContracts"].as_array().unwrap();
    assert_eq!(broken.len(), 1, "{report}");
    assert_eq!(broken[0]["contract"], "contracts/subClients.graphql");
    for b in broken {
        let contract = b["contract"].as_str().unwrap();
        assert!(contract.starts_with("contracts/"), "{contract}");
        for error in b["errors"].as_array().unwrap() {
            let error = error.as_str().unwrap();
            assert!(error.starts_with(&format!("{contract}:")), "{error}");
        }
    }
}

#[test]
fn schema_diff_does_not_judge_contracts_that_do_not_validate_against_old() {
    // Today's contracts against a 2021 version of the schema: they were never valid there, so
    // the change to the next version cannot break them.
    let (code, stdout, stderr) = xtask(&[
        "schema-diff",
        "schema/history/2021-07-21.graphql",
        "schema/history/2021-08-12.graphql",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "every breaking change is announced: {stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["brokenContracts"], serde_json::json!([]), "{report}");
    let warnings = report["warnings"].as_array().unwrap();
    let warning = warnings
        .iter()
        .filter_map(|w| w.as_str())
        .find(|w| w.contains("do not validate against OLD (schema/history/2021-07-21.graphql)"))
        .unwrap_or_else(|| panic!("{warnings:?}"));
    // Named with the first error of each of the first few, placed in the contract.
    assert!(
        warning.contains("contracts/") && warning.contains("and "),
        "{warning}"
    );
}

#[test]
fn a_relative_path_is_named_as_given_in_messages() {
    let (code, _, stderr) = xtask(&["schema-diff", "no-such-schema.graphql"]);
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with("schema-diff: no-such-schema.graphql: cannot read"),
        "{stderr}"
    );
    // Every file the check reads: a change log and a contracts directory too.
    for (option, path) in [
        ("--changelog", "no-such.toml"),
        ("--contracts", "no-such-dir"),
    ] {
        let (code, _, stderr) = xtask(&[
            "schema-diff",
            "schema/payments.graphql",
            "schema/payments.graphql",
            option,
            path,
        ]);
        assert_eq!(code, 2, "{stderr}");
        assert!(
            stderr.starts_with(&format!("schema-diff: {path}: cannot read")),
            "{stderr}"
        );
    }
}

#[test]
fn validate_reads_standard_input_for_a_dash() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["validate", "LoginInput", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("xtask runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"{\"email\":\"a@example.com\",\"password\":\"x\"}\n{\"email\":\"N/A\",\"password\":\"x\"}\n{oops}\n")
        .unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stdout}{stderr}");
    // The records before the line that is not JSON are reported, then the line is named.
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    assert!(stdout.contains("\"dummy_value\""), "{stdout}");
    assert!(
        stderr.contains("<stdin>: line 3, column 2: not JSON"),
        "{stderr}"
    );
}

#[test]
fn schema_diff_github_format_annotates_and_appends_the_step_summary() {
    let summary = std::env::temp_dir().join(format!("step-summary-{}.md", std::process::id()));
    std::fs::write(&summary, "earlier step\n").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args([
            "schema-diff",
            "schema/payments.graphql",
            &vendored_without_sub_clients("github-format"),
            "--format",
            "github",
        ])
        .env("GITHUB_STEP_SUMMARY", &summary)
        .output()
        .expect("xtask runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(stdout.lines().all(|l| l.starts_with("::")), "{stdout}");
    // A schema change is placed in the schema file as the user named it (a removal in OLD).
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("::error file=schema/payments.graphql,line=28,")),
        "{stdout}"
    );
    // A broken contract is an error at its file and line.
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("::error file=contracts/") && l.contains(",line=")),
        "{stdout}"
    );
    let written = std::fs::read_to_string(&summary).unwrap();
    let _ = std::fs::remove_file(&summary);
    assert!(
        written.starts_with("earlier step\n"),
        "appended, not replaced"
    );
    assert!(written.contains("| level | kind |"), "{written}");
}

#[test]
fn schema_diff_approvals_let_approved_breaking_changes_pass_and_refuse_bad_files() {
    let pair = [
        "schema-diff",
        "schema/history/2025-10-23.graphql",
        "schema/payments.graphql",
        "--color",
        "never",
    ];
    let (code, stdout, _) = xtask(&pair);
    assert_eq!(code, 1, "{stdout}");
    let dir = std::env::temp_dir().join(format!("approvals-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("approved.toml");
    let mut toml = String::new();
    for (kind, coordinate) in [
        ("INPUT_FIELD_TYPE_CHANGED", "CreateWithdrawalInput.reason"),
        ("FIELD_TYPE_CHANGED", "Withdrawal.reason"),
        ("TYPE_RENAMED", "WithdrawalReason"),
    ] {
        toml.push_str(&format!(
            "[[approved]]\nkind = \"{kind}\"\ncoordinate = \"{coordinate}\"\nreason = \"the rename shipped on 2025-10-24\"\n\n"
        ));
    }
    std::fs::write(&good, toml).unwrap();
    let mut args = pair.to_vec();
    let good_arg = good.display().to_string();
    args.extend(["--approvals", good_arg.as_str()]);
    let (code, stdout, stderr) = xtask(&args);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert_eq!(stdout.matches("APPROVED").count(), 3, "{stdout}");
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "[[approved]]\nid = \"nope\"\nreason = \"x\"\n").unwrap();
    let bad_arg = bad.display().to_string();
    let mut args = pair.to_vec();
    args.extend(["--approvals", bad_arg.as_str()]);
    let (code, _, stderr) = xtask(&args);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("bad.toml:1: `id` \"nope\" is not a change id"),
        "{stderr}"
    );
}

#[test]
fn schema_diff_fail_on_used_gates_on_the_given_operations() {
    let dir = std::env::temp_dir().join(format!("operations-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // An operation that selects what the 2025-10-24 rename changed, and one that does not.
    std::fs::write(
        dir.join("manifest.json"),
        r#"{"operations":[{"name":"Reasons","body":"query Reasons { withdrawals { reason } }"},{"name":"Balances","body":"query Balances { balances { currency } }"}]}"#,
    )
    .unwrap();
    let manifest = dir.join("manifest.json").display().to_string();
    let run = |fail_on: &str, ops: &str| {
        xtask(&[
            "schema-diff",
            "schema/history/2025-10-23.graphql",
            "schema/payments.graphql",
            "--contracts",
            dir.to_str().unwrap(),
            "--operations",
            ops,
            "--fail-on",
            fail_on,
            "--format",
            "json",
        ])
    };
    let (code, stdout, stderr) = run("used", &manifest);
    assert_eq!(code, 1, "{stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let reason = report["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["coordinate"] == "Withdrawal.reason")
        .unwrap();
    assert_eq!(reason["usedBy"][0], "Reasons", "{reason}");
    assert_eq!(reason["fails"], true);
    // Only an operation that touches nothing broken: the check passes, every change still shown.
    std::fs::write(
        dir.join("other.json"),
        r#"{"h":"query Balances { balances { currency } }"}"#,
    )
    .unwrap();
    let other = dir.join("other.json").display().to_string();
    let (code, stdout, stderr) = run("used", &other);
    assert_eq!(code, 0, "{stdout}{stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["summary"]["breaking"], 3);
    let (code, _, stderr) = run("used", "no-such-manifest.json");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("no-such-manifest.json: cannot read"),
        "{stderr}"
    );
}
