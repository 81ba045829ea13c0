//! The whole check through the library (`gate`): the verdict and its exit code from the change
//! log, the approvals judged on the given day, the contracts, the operations and the fail-on
//! policy; inputs named or defaulted; paths named as the caller names them.

use std::path::{Path, PathBuf};

use schema_diff::changelog::Date;
use schema_diff::gate::{FileArg, Gate, GateError, Input, Verdict};
use schema_diff::report::{EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, FailOn, Format};

/// A file of the workspace (`schema/…`, `contracts`).
fn workspace(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
}

/// A scratch directory of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("gate-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn day(text: &str) -> Date {
    Date::parse(text).unwrap()
}

/// The history pair around the 2025-10-24 rename: three breaking changes the log mentions
/// without marking them breaking, so three unannounced ones.
fn rename_pair(today: &str) -> Gate {
    Gate::new(
        Input::File(workspace("schema/history/2025-10-23.graphql")),
        Input::File(workspace("schema/payments.graphql")),
        day(today),
    )
    .changelog(FileArg::Given(workspace("schema/changelog.toml")))
}

/// The approvals of the three changes of the rename, each until `expires`.
fn approve_rename(dir: &Path, expires: &str) -> PathBuf {
    let mut toml = String::new();
    for (kind, coordinate) in [
        ("INPUT_FIELD_TYPE_CHANGED", "CreateWithdrawalInput.reason"),
        ("FIELD_TYPE_CHANGED", "Withdrawal.reason"),
        ("TYPE_RENAMED", "WithdrawalReason"),
    ] {
        toml.push_str(&format!(
            "[[approved]]\nkind = \"{kind}\"\ncoordinate = \"{coordinate}\"\nreason = \"shipped\"\nexpires = {expires}\n\n"
        ));
    }
    let path = dir.join("approved.toml");
    std::fs::write(&path, toml).unwrap();
    path
}

/// The vendored schema without the query `subClients`, written into `dir`; its path.
fn without_sub_clients(dir: &Path) -> PathBuf {
    const FIELD: &str = "  \"Sub-clients matching the filters.\"\n  subClients(input: SubClientQueryInput): [SubClient!]!\n";
    let sdl = std::fs::read_to_string(workspace("schema/payments.graphql")).unwrap();
    assert!(sdl.contains(FIELD), "the vendored schema has `subClients`");
    let path = dir.join("new.graphql");
    std::fs::write(&path, sdl.replacen(FIELD, "", 1)).unwrap();
    path
}

/// A contracts directory in `dir` with one document that selects `subClients`.
fn sub_clients_contract(dir: &Path) -> PathBuf {
    let contracts = dir.join("contracts");
    std::fs::create_dir_all(&contracts).unwrap();
    std::fs::write(
        contracts.join("subClients.graphql"),
        "query SubClients { subClients { id } }\n",
    )
    .unwrap();
    contracts
}

fn coordinates_failing(verdict: &Verdict) -> Vec<&str> {
    let report = &verdict.report;
    let mut failing: Vec<&str> = (0..report.changes.len())
        .filter(|&i| report.fails(i))
        .map(|i| report.changes[i].coordinate.as_str())
        .collect();
    failing.sort_unstable();
    failing
}

#[test]
fn unannounced_breaking_changes_fail_and_approvals_judged_on_the_given_day_let_them_pass() {
    let verdict = rename_pair("2026-11-27").run().unwrap();
    assert_eq!(verdict.exit_code(), EXIT_FAILED);
    assert!(!verdict.passed());
    assert_eq!(
        coordinates_failing(&verdict),
        [
            "CreateWithdrawalInput.reason",
            "Withdrawal.reason",
            "WithdrawalReason"
        ]
    );

    let dir = scratch("approvals");
    let approvals = approve_rename(&dir, "2026-12-31");
    let approved = rename_pair("2026-12-31")
        .approvals(FileArg::Given(approvals.clone()))
        .run()
        .unwrap();
    assert_eq!(
        approved.exit_code(),
        EXIT_OK,
        "{:?}",
        approved.report.warnings
    );
    assert_eq!(approved.report.approved.len(), 3);
    // The day after the last one, the approvals no longer count, and each says so.
    let expired = rename_pair("2027-01-01")
        .approvals(FileArg::Given(approvals))
        .run()
        .unwrap();
    assert_eq!(expired.exit_code(), EXIT_FAILED);
    assert_eq!(
        expired
            .report
            .warnings
            .iter()
            .filter(|w| w.contains("expired on 2026-12-31; it no longer counts"))
            .count(),
        3,
        "{:?}",
        expired.report.warnings
    );
}

#[test]
fn a_missing_default_is_said_and_a_missing_named_file_is_bad_input() {
    let dir = scratch("missing");
    let absent = dir.join("absent");
    let verdict = rename_pair("2026-11-27")
        .changelog(FileArg::Default(absent.join("changelog.toml")))
        .contracts(FileArg::Default(absent.join("contracts")))
        .approvals(FileArg::Default(absent.join("approved.toml")))
        .run()
        .unwrap();
    let warnings = &verdict.report.warnings;
    assert!(
        warnings.iter().any(|w| w.ends_with(
            "changelog.toml: no change log; every breaking change counts as unannounced"
        )),
        "{warnings:?}"
    );
    assert!(
        warnings
            .iter()
            .any(|w| w.ends_with("contracts: no contracts directory; operation impact not checked")),
        "{warnings:?}"
    );
    assert_eq!(
        warnings.len(),
        2,
        "a missing default approvals file is not said: {warnings:?}"
    );
    // Without the log, every breaking change of the rename pair is unannounced: 3 as before,
    // and no change-log date is shown.
    assert_eq!(verdict.report.summary().unannounced_breaking, 3);
    assert!(verdict.report.changes.iter().all(|c| c.announced.is_none()));

    let named = |gate: Gate| -> GateError { gate.run().expect_err("a named file must be there") };
    for error in [
        named(rename_pair("2026-11-27").changelog(FileArg::Given(absent.join("changelog.toml")))),
        named(rename_pair("2026-11-27").contracts(FileArg::Given(absent.join("contracts")))),
        named(rename_pair("2026-11-27").approvals(FileArg::Given(absent.join("approved.toml")))),
        named(rename_pair("2026-11-27").operations([absent.join("ops.json")])),
        named(Gate::new(
            Input::File(absent.join("old.graphql")),
            Input::File(workspace("schema/payments.graphql")),
            day("2026-11-27"),
        )),
    ] {
        assert_eq!(error.exit_code(), EXIT_BAD_INPUT);
        let message = error.to_string();
        assert!(
            message.starts_with(&absent.display().to_string()) && message.contains(": cannot read"),
            "{message}"
        );
    }
}

#[test]
fn the_window_starts_after_old_s_date_or_the_current_schema_s_newest_log_entry() {
    // NEW drops `Mutation.createInstitution`, which the log's breaking entry of 2023-11-01 names.
    const FIELD: &str = "  \"Creates an instructing institution.\"\n  createInstitution(input: InstitutionInput!): InstitutionReply!\n";
    let vendored = workspace("schema/payments.graphql");
    let sdl = std::fs::read_to_string(&vendored).unwrap();
    assert!(sdl.contains(FIELD));
    let new = scratch("window").join("new.graphql");
    std::fs::write(&new, sdl.replacen(FIELD, "", 1)).unwrap();
    let gate = || {
        Gate::new(
            Input::File(vendored.clone()),
            Input::File(new.clone()),
            day("2026-11-27"),
        )
        .changelog(FileArg::Given(workspace("schema/changelog.toml")))
    };
    let announced = |verdict: &Verdict| {
        let change = verdict
            .report
            .changes
            .iter()
            .find(|c| c.coordinate == "Mutation.createInstitution")
            .expect("the removal is found");
        change.announced.clone()
    };
    // No date given nor in the file name, OLD not said to be the current schema: every entry.
    let every_entry = gate().run().unwrap();
    assert_eq!(announced(&every_entry).as_deref(), Some("2023-11-01"));
    assert_eq!(every_entry.exit_code(), EXIT_OK);
    // OLD is the schema the log is kept with: only entries after its newest date count.
    let current = gate().current_schema(vendored.clone()).run().unwrap();
    assert_eq!(announced(&current), None);
    assert_eq!(current.exit_code(), EXIT_FAILED);
    // A date given wins over both.
    let given = gate()
        .current_schema(vendored.clone())
        .old_date(Some(day("2023-10-31")))
        .run()
        .unwrap();
    assert_eq!(announced(&given).as_deref(), Some("2023-11-01"));
    assert_eq!(given.exit_code(), EXIT_OK);
}

#[test]
fn contracts_and_operations_decide_what_fails_under_each_policy() {
    let dir = scratch("policy");
    std::fs::write(
        dir.join("manifest.json"),
        r#"{"operations":[{"name":"Reasons","body":"query Reasons { withdrawals { reason } }"}]}"#,
    )
    .unwrap();
    let contracts = dir.join("contracts");
    std::fs::create_dir_all(&contracts).unwrap();
    std::fs::write(
        contracts.join("balances.graphql"),
        "query Balances { balances { currency } }\n",
    )
    .unwrap();
    let run = |fail_on: FailOn, operations: Vec<PathBuf>| {
        rename_pair("2026-11-27")
            .contracts(FileArg::Given(contracts.clone()))
            .operations(operations)
            .fail_on(fail_on)
            .run()
            .unwrap()
    };
    // `used` with no operation touching the rename: our one contract reads balances only.
    let untouched = run(FailOn::Used, Vec::new());
    assert_eq!(untouched.exit_code(), EXIT_OK);
    assert_eq!(untouched.report.summary().breaking, 3);
    // An operation that selects `Withdrawal.reason`: what it touches fails.
    let touched = run(FailOn::Used, vec![dir.join("manifest.json")]);
    assert_eq!(touched.exit_code(), EXIT_FAILED);
    let failing = coordinates_failing(&touched);
    assert!(failing.contains(&"Withdrawal.reason"), "{failing:?}");
    assert!(!failing.is_empty() && failing.len() <= 3, "{failing:?}");
    let reason = touched
        .report
        .changes
        .iter()
        .position(|c| c.coordinate == "Withdrawal.reason")
        .unwrap();
    assert_eq!(touched.report.used_by(reason), ["Reasons"]);
    // `dangerous`: the pair's dangerous changes fail too.
    let dangerous = run(FailOn::Dangerous, Vec::new());
    assert!(
        coordinates_failing(&dangerous).len() > 3,
        "{:?}",
        coordinates_failing(&dangerous)
    );
    // A contract NEW breaks fails, whatever the policy and whatever the change log says.
    let broken = Gate::new(
        Input::File(workspace("schema/payments.graphql")),
        Input::File(without_sub_clients(&dir)),
        day("2026-11-27"),
    )
    .contracts(FileArg::Given(sub_clients_contract(&dir)))
    .approvals(FileArg::Given(approve(
        &dir,
        "FIELD_REMOVED",
        "Query.subClients",
    )))
    .fail_on(FailOn::Used)
    .run()
    .unwrap();
    assert!(coordinates_failing(&broken).is_empty());
    assert_eq!(broken.exit_code(), EXIT_FAILED);
    let contracts: Vec<_> = broken
        .report
        .broken_contracts
        .iter()
        .map(|b| b.contract.clone())
        .collect();
    assert_eq!(contracts, [dir.join("contracts/subClients.graphql")]);
}

/// An approvals file in `dir` approving `kind` at `coordinate`.
fn approve(dir: &Path, kind: &str, coordinate: &str) -> PathBuf {
    let path = dir.join("approve-one.toml");
    std::fs::write(
        &path,
        format!(
            "[[approved]]\nkind = \"{kind}\"\ncoordinate = \"{coordinate}\"\nreason = \"retired\"\n"
        ),
    )
    .unwrap();
    path
}

#[test]
fn every_path_is_written_as_the_caller_names_it() {
    let dir = scratch("names");
    let contracts = sub_clients_contract(&dir);
    let short = |path: &Path| format!("<{}>", path.file_name().unwrap().to_string_lossy());
    let verdict = Gate::new(
        Input::File(workspace("schema/payments.graphql")),
        Input::File(without_sub_clients(&dir)),
        day("2026-11-27"),
    )
    .contracts(FileArg::Given(contracts))
    .name_paths(short)
    .run()
    .unwrap();
    let report = &verdict.report;
    assert_eq!(report.old_label, "<payments.graphql>");
    assert_eq!(report.new_label, "<new.graphql>");
    let broken = &report.broken_contracts[0];
    assert_eq!(broken.contract, Path::new("<subClients.graphql>"));
    assert!(
        !broken.errors.is_empty()
            && broken
                .errors
                .iter()
                .all(|e| e.starts_with("<subClients.graphql>:")),
        "{:?}",
        broken.errors
    );
    let json = verdict.render(Format::Json, false);
    assert!(!json.contains(&dir.display().to_string()), "{json}");
    // The removal is placed in OLD, named as the caller names it.
    assert!(json.contains(r#""file":"<payments.graphql>""#), "{json}");
    // Errors too.
    let error = rename_pair("2026-11-27")
        .approvals(FileArg::Given(dir.join("absent.toml")))
        .name_paths(short)
        .run()
        .unwrap_err();
    assert!(
        error.to_string().starts_with("<absent.toml>: cannot read"),
        "{error}"
    );
}

#[test]
fn a_fetched_side_is_named_by_its_label_and_its_failure_is_reported_as_it_is() {
    let sdl = std::fs::read_to_string(workspace("schema/payments.graphql")).unwrap();
    let verdict = Gate::new(
        Input::File(workspace("schema/payments.graphql")),
        Input::Fetched {
            label: "http://127.0.0.1:1/graphql".into(),
            fetch: Box::new(move || Ok(sdl)),
        },
        day("2026-11-27"),
    )
    .run()
    .unwrap();
    assert_eq!(verdict.exit_code(), EXIT_OK);
    assert!(verdict.report.changes.is_empty());
    assert_eq!(verdict.report.new_label, "http://127.0.0.1:1/graphql");

    let error = Gate::new(
        Input::File(workspace("schema/payments.graphql")),
        Input::Fetched {
            label: "http://127.0.0.1:1/graphql".into(),
            fetch: Box::new(|| Err("http://127.0.0.1:1/graphql: unreachable: refused".into())),
        },
        day("2026-11-27"),
    )
    .run()
    .unwrap_err();
    assert!(matches!(error, GateError::Fetch(_)), "{error:?}");
    assert_eq!(
        error.to_string(),
        "http://127.0.0.1:1/graphql: unreachable: refused"
    );
}

#[test]
fn one_thread_and_two_give_the_same_report() {
    let dir = scratch("threads");
    let approvals = approve_rename(&dir, "2026-12-31");
    let render = |parallel: bool| {
        rename_pair("2026-11-27")
            .contracts(FileArg::Given(workspace("contracts")))
            .approvals(FileArg::Given(approvals.clone()))
            .parallel(parallel)
            .run()
            .unwrap()
            .render(Format::Json, false)
    };
    let (one, two) = (render(false), render(true));
    assert!(one.contains("\"approved\":\"shipped\""), "{one}");
    assert_eq!(one, two);
}
