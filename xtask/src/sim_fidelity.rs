//! `cargo xtask sim-fidelity DIR [--report junit|json FILE]...`: the requests of recorded
//! cassettes replayed against the embedded simulator (UAT profile), each reply compared with
//! the recorded one (see `contract_suite::fidelity`).
//!
//! Prints one line per cassette and one per difference (scenario, exchange, operation, schema
//! coordinate, JSON path, the recorded value and the simulator's), then a total.
//! Exit status: the `after_help` of [`Args`] (the end of `--help`).

use std::path::PathBuf;

use crate::{display, workspace_path};

/// Command-line arguments of `sim-fidelity`.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 when the simulator answers as recorded, 1 on a difference, 2 on bad \
input (a damaged or unknown-version cassette, named with its file and line; an unwritable report)."
)]
pub struct Args {
    /// The folder of cassettes (`cargo xtask contracts --endpoint URL --record DIR`).
    dir: PathBuf,
    /// Also write the report as FORMAT (`junit` or `json`) to FILE (repeatable).
    #[arg(long, num_args = 2, value_names = ["FORMAT", "FILE"], action = clap::ArgAction::Append)]
    report: Vec<String>,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    let mut reports = Vec::new();
    for pair in args.report.chunks(2) {
        match pair {
            [format, file] if format == "junit" || format == "json" => {
                reports.push((format.clone(), PathBuf::from(file)));
            }
            [format, _] => {
                eprintln!("sim-fidelity: --report {format}: unknown format (junit, json)");
                return 2;
            }
            _ => {
                eprintln!("sim-fidelity: --report needs FORMAT and FILE");
                return 2;
            }
        }
    }
    let Some(runtime) = crate::runtime("sim-fidelity") else {
        return 2;
    };
    let dir = workspace_path(&args.dir);
    let report = match runtime.block_on(contract_suite::fidelity::run(&dir)) {
        Ok(report) => report,
        Err(e) => {
            eprintln!("sim-fidelity: {}", crate::relabel(&e.to_string(), &dir));
            return 2;
        }
    };
    print!("{report}");
    for (format, file) in &reports {
        let text = if format == "junit" {
            report.to_junit()
        } else {
            serde_json::to_string_pretty(&report.to_json()).unwrap_or_default() + "\n"
        };
        if let Err(e) = std::fs::write(file, text) {
            eprintln!("sim-fidelity: cannot write {}: {e}", display(file));
            return 2;
        }
    }
    u8::from(!report.same())
}
