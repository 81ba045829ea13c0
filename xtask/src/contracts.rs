//! `cargo xtask contracts [--endpoint URL] [--strict] [--report junit|json FILE]... [--bless]
//! [--filter TEXT] [--dir DIR]`
//!
//! 1. The checked-in contract documents (`contracts/<rootField>.graphql`) against what the
//!    client sends (`payments_client::contracts::all()`): a unified diff for every file that
//!    differs, is missing or is extra.
//! 2. The contract scenarios (`contract-suite`) through the real client, against the embedded
//!    simulator (default) or `--endpoint` with `PAYMENTS_EMAIL`/`PAYMENTS_PASSWORD`/
//!    `PAYMENTS_AFFILIATION` (scenarios needing the control API do not run there, each saying
//!    why; the others find what they need among the account's records). Every reply is
//!    checked against the schema and its operation (conformance); live replies are also
//!    compared with the snapshots' shapes (drift: a new reply code fails, the rest is reported
//!    and fails with `--strict`). Prints a progress line per scenario on stderr and the
//!    table, the operation coverage (each operation not exercised with its reason) and the
//!    failures on stdout; `--report` also writes JUnit XML or JSON.
//!
//! `--bless` rewrites the contract files (deleting stale ones), accepts every new or changed
//! snapshot (`INSTA_UPDATE=always`) and deletes stale snapshots of the suite.
//! Exit status: [`EXIT_STATUS`].

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use contract_suite::{LiveClock, LiveTarget, Options, Outcome, Progress, ReplayTarget, Target};
use payments_client::Secret;
use payments_client::session::parse_affiliation;

use crate::{display, workspace_path};

/// The command's exit statuses, shown at the end of its `--help`.
const EXIT_STATUS: &str = "Exit status: 0 when everything holds; 1 on a differing contract file, a failed scenario \
(a reply that does not conform, or failing drift, included), a stale snapshot, or (against the \
simulator, without --filter) an operation no scenario exercises; 2 when a file cannot be read or \
written, --filter matches no scenario, or the target cannot be started (for an endpoint: the \
login before the first scenario fails, with the reason).";

/// Command-line arguments of `contracts`.
#[derive(clap::Args)]
#[command(after_help = EXIT_STATUS)]
pub struct Args {
    /// Rewrite the contract files from the client's operations (and delete stale ones).
    #[arg(long)]
    bless: bool,
    /// The contracts directory.
    #[arg(long, default_value = "contracts")]
    dir: PathBuf,
    /// Run the scenarios against this live endpoint instead of the embedded simulator.
    #[arg(long)]
    endpoint: Option<String>,
    /// Run only the scenarios whose name contains this text.
    #[arg(long)]
    filter: Option<String>,
    /// With --endpoint: any drift from the snapshots' shapes fails the run (without it only a
    /// reply code no snapshot shows does; the rest is reported).
    #[arg(long)]
    strict: bool,
    /// With --endpoint: also write every exchange to cassettes in DIR (one file per scenario;
    /// nothing secret or personal is stored).
    #[arg(long, value_name = "DIR", requires = "endpoint")]
    record: Option<PathBuf>,
    /// Run the scenarios offline against the cassettes in DIR, as a live run would (no network
    /// but loopback).
    #[arg(long, value_name = "DIR", conflicts_with_all = ["endpoint", "record"])]
    replay: Option<PathBuf>,
    /// With --replay: a cassette older than DAYS is reported (with --strict, fails the run).
    #[arg(long, value_name = "DAYS", requires = "replay")]
    max_age: Option<u64>,
    /// Also write the report as FORMAT (`junit` or `json`) to FILE (repeatable).
    #[arg(long, num_args = 2, value_names = ["FORMAT", "FILE"], action = clap::ArgAction::Append)]
    report: Vec<String>,
}

/// A report file asked for with `--report FORMAT FILE`.
#[derive(Clone, Copy)]
enum ReportFormat {
    Junit,
    Json,
}

/// The `--report` pairs, checked before anything runs.
fn report_files(args: &Args) -> Result<Vec<(ReportFormat, PathBuf)>, String> {
    args.report
        .chunks(2)
        .map(|pair| match pair {
            [format, file] => {
                let format = match format.as_str() {
                    "junit" => ReportFormat::Junit,
                    "json" => ReportFormat::Json,
                    other => {
                        return Err(format!("--report {other}: unknown format (junit, json)"));
                    }
                };
                Ok((format, PathBuf::from(file)))
            }
            _ => Err("--report needs FORMAT and FILE".into()),
        })
        .collect()
}

/// One contract file that is not what the client sends.
enum Difference {
    /// The file is missing; the document the client sends.
    Missing(String),
    /// The file differs: its text and the client's.
    Changed { on_disk: String, sent: String },
    /// A `.graphql` file with no operation behind it.
    Stale(String),
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    if args.bless {
        // SAFETY: set before any other thread exists (the runtime is built below); insta
        // reads it when the first snapshot is compared.
        unsafe { std::env::set_var("INSTA_UPDATE", "always") };
    }
    let documents = documents(&args);
    if documents == 2 {
        return 2;
    }
    let scenarios = scenarios(&args);
    documents.max(scenarios)
}

/// Step 1: the contract documents.
fn documents(args: &Args) -> u8 {
    let dir = workspace_path(&args.dir);
    let differences = match compare(&dir) {
        Ok(d) => d,
        Err(message) => {
            eprintln!("contracts: {message}");
            return 2;
        }
    };
    if differences.is_empty() {
        println!(
            "contracts: {} documents in {} match the client",
            payments_client::contracts::all().len(),
            display(&dir)
        );
        return 0;
    }
    if args.bless {
        return match bless(&dir, &differences) {
            Ok(()) => {
                println!(
                    "contracts: {} file(s) in {} rewritten or removed",
                    differences.len(),
                    display(&dir)
                );
                0
            }
            Err(message) => {
                eprintln!("contracts: {message}");
                2
            }
        };
    }
    for (file, difference) in &differences {
        let path = display(&dir.join(file));
        match difference {
            Difference::Missing(sent) => {
                println!("{}", diff(&format!("{path} (missing)"), &path, "", sent))
            }
            Difference::Changed { on_disk, sent } => {
                println!(
                    "{}",
                    diff(&path, &format!("{path} (client)"), on_disk, sent)
                )
            }
            Difference::Stale(on_disk) => {
                println!("{path}: no operation behind it (stale; --bless deletes it)");
                println!(
                    "{}",
                    diff(&path, &format!("{path} (no such operation)"), on_disk, "")
                )
            }
        }
    }
    eprintln!(
        "contracts: {} file(s) differ from what the client sends; run `cargo xtask contracts --bless`",
        differences.len()
    );
    1
}

/// Step 2: the scenarios.
fn scenarios(args: &Args) -> u8 {
    let reports = match report_files(args) {
        Ok(r) => r,
        Err(message) => {
            eprintln!("contracts: {message}");
            return 2;
        }
    };
    let target = match (&args.endpoint, &args.replay) {
        (_, Some(dir)) => Target::Replay(ReplayTarget {
            dir: workspace_path(dir),
            max_age_days: args.max_age,
        }),
        (None, None) => Target::Simulator,
        (Some(endpoint), None) => match live_target(endpoint) {
            Ok(live) => Target::Live(live),
            Err(message) => {
                eprintln!("contracts: {message}");
                return 2;
            }
        },
    };
    let against_simulator = matches!(target, Target::Simulator);
    let options = Options {
        target,
        filter: args.filter.clone(),
        strict: args.strict,
        record: args.record.as_deref().map(workspace_path),
    };
    let Some(runtime) = crate::runtime("contracts") else {
        return 2;
    };
    let report = match runtime.block_on(contract_suite::run(options, show_progress)) {
        Ok(report) => report,
        Err(e) => {
            eprintln!("contracts: {e:#}");
            return 2;
        }
    };
    if args.bless {
        for path in &report.stale_snapshots {
            if let Err(e) = std::fs::remove_file(path) {
                eprintln!("contracts: cannot delete {}: {e}", display(path));
                return 2;
            }
            println!("deleted stale snapshot {}", display(path));
        }
    }
    print!("{report}");
    for (format, file) in &reports {
        let text = match format {
            ReportFormat::Junit => report.to_junit(),
            ReportFormat::Json => {
                serde_json::to_string_pretty(&report.to_json()).unwrap_or_default() + "\n"
            }
        };
        if let Err(e) = std::fs::write(file, text) {
            eprintln!("contracts: cannot write {}: {e}", display(file));
            return 2;
        }
    }
    let coverage_ok = !against_simulator || args.filter.is_some() || report.missing().is_empty();
    let stale_ok = args.bless || report.stale_snapshots.is_empty();
    let failed = report.failures().next().is_some();
    if failed || !coverage_ok || !stale_ok {
        1
    } else {
        0
    }
}

/// The live endpoint and the login from the environment.
fn live_target(endpoint: &str) -> Result<LiveTarget, String> {
    let var = |name: &str| {
        std::env::var(name).map_err(|_| format!("--endpoint needs {name} in the environment"))
    };
    let affiliation = match std::env::var(payments_client::ENV_AFFILIATION) {
        Ok(value) => Some(parse_affiliation(&value).ok_or_else(|| {
            format!(
                "{}: unknown affiliation {value:?}",
                payments_client::ENV_AFFILIATION
            )
        })?),
        Err(_) => None,
    };
    Ok(LiveTarget {
        endpoint: endpoint.to_owned(),
        email: var(payments_client::ENV_EMAIL)?,
        password: Secret::from(var(payments_client::ENV_PASSWORD)?),
        affiliation,
        ca_file: std::env::var_os(payments_client::ENV_CA_FILE)
            .filter(|path| !path.is_empty())
            .map(std::path::PathBuf::from),
        clock: LiveClock::Wall,
    })
}

/// One line per scenario on stderr while the suite runs.
fn show_progress(progress: Progress<'_>) {
    let mut err = std::io::stderr().lock();
    let _ = match progress {
        Progress::Starting { index, total, name } => {
            write!(err, "[{}/{total}] {name} ... ", index + 1)
        }
        Progress::Finished(result) => writeln!(
            err,
            "{} ({} ms)",
            match result.outcome {
                Outcome::Passed => "ok",
                Outcome::Failed(_) => "FAILED",
                Outcome::Skipped(_) => "skipped",
            },
            result.elapsed.as_millis()
        ),
    };
}

/// Every difference between `dir` and the client's documents, by file name.
fn compare(dir: &Path) -> Result<BTreeMap<String, Difference>, String> {
    let mut on_disk = BTreeMap::new();
    if dir.exists() {
        let entries =
            std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", display(dir)))?;
        for entry in entries {
            let path = entry.map_err(|e| e.to_string())?.path();
            if path.extension().is_some_and(|x| x == "graphql") {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| format!("cannot read {}: {e}", display(&path)))?;
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                on_disk.insert(name.into_owned(), text);
            }
        }
    }
    let mut differences = BTreeMap::new();
    for (root_field, sent) in payments_client::contracts::all() {
        let file = payments_client::contracts::file_name(root_field);
        match on_disk.remove(&file) {
            None => {
                differences.insert(file, Difference::Missing(sent));
            }
            Some(text) if text != sent => {
                differences.insert(
                    file,
                    Difference::Changed {
                        on_disk: text,
                        sent,
                    },
                );
            }
            Some(_) => {}
        }
    }
    for (file, text) in on_disk {
        differences.insert(file, Difference::Stale(text));
    }
    Ok(differences)
}

fn bless(dir: &Path, differences: &BTreeMap<String, Difference>) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", display(dir)))?;
    for (file, difference) in differences {
        let path = dir.join(file);
        let result = match difference {
            Difference::Missing(sent) | Difference::Changed { sent, .. } => {
                std::fs::write(&path, sent)
            }
            Difference::Stale(_) => std::fs::remove_file(&path),
        };
        result.map_err(|e| format!("cannot update {}: {e}", display(&path)))?;
    }
    Ok(())
}

/// A unified diff of `old` → `new`.
fn diff(old_name: &str, new_name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .header(old_name, new_name)
        .to_string()
}
