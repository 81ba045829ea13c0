//! `cargo xtask schemathesis [--max-examples N] [--seed S] [--max-time SECONDS]`: runs
//! schemathesis (a property-based API tester from PyPI) against the embedded simulator.
//!
//! Installs a pinned schemathesis into a virtual environment under the target directory on
//! first use (`python3 -m venv`, then `pip install`), starts the simulator in-process on a
//! loopback port, logs in as the seeded demo user, and runs `st run` against
//! `http://127.0.0.1:PORT/graphql` with the token and a non-generic user-agent, leaving out
//! `login`/`logout` (they would end the session). Exit status: the `after_help` of [`Args`]
//! (GraphQL client errors are business-rule refusals, expected: see [`verdict`]).
//! Not part of `cargo test` (it needs Python and the network to PyPI); results are recorded
//! in RELIABILITY.md.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use payments_sim::SimConfig;

use crate::workspace_root;

/// The schemathesis release the results in RELIABILITY.md were taken with.
const SCHEMATHESIS: &str = "schemathesis==4.32.5";
/// The user-agent schemathesis sends (the simulator's firewall refuses generic ones).
const USER_AGENT: &str = "payments-schemathesis/1";

/// Command-line arguments of `schemathesis`.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 when schemathesis found no failure other than GraphQL client errors (business-rule refusals), 1 otherwise, 2 when it cannot be installed or the simulator cannot start."
)]
pub struct Args {
    /// Examples per operation and phase.
    #[arg(long, default_value_t = 50)]
    max_examples: u32,
    /// Seed, for a reproducible run.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Time budget of the whole run, in seconds.
    #[arg(long, default_value_t = 600)]
    max_time: u64,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    let st = match install() {
        Ok(st) => st,
        Err(message) => {
            eprintln!("schemathesis: {message}");
            return 2;
        }
    };
    let Some(runtime) = crate::runtime("schemathesis") else {
        return 2;
    };
    let started = runtime.block_on(async {
        let simulator = payments_sim::spawn(SimConfig::default())
            .await
            .map_err(|e| format!("cannot start the simulator: {e}"))?;
        let token = login(&simulator.url).await?;
        Ok::<_, String>((simulator, token))
    });
    let (simulator, token) = match started {
        Ok(started) => started,
        Err(message) => {
            eprintln!("schemathesis: {message}");
            return 2;
        }
    };
    eprintln!("schemathesis: simulator at {}", simulator.url);
    // The simulator keeps serving on the runtime's worker threads while `st` runs.
    let output = Command::new(&st)
        .arg("run")
        .arg(&simulator.url)
        .args(["-H", &format!("Authorization: Bearer {token}")])
        .args(["-H", &format!("User-Agent: {USER_AGENT}")])
        .args(["--exclude-name-regex", r"^Mutation\.(login|logout)$"])
        .args(["--max-examples", &args.max_examples.to_string()])
        .args(["--seed", &args.seed.to_string()])
        .args(["--max-time", &args.max_time.to_string()])
        .stderr(Stdio::inherit())
        // schemathesis writes a `.schemathesis/` folder into its working directory.
        .current_dir(workspace_root().join("target"))
        .output();
    simulator.shutdown();
    let output = match output {
        Ok(output) => output,
        Err(e) => {
            eprintln!("schemathesis: cannot run {}: {e}", st.display());
            return 2;
        }
    };
    let text = String::from_utf8_lossy(&output.stdout);
    print!("{text}");
    verdict(output.status.success(), &text)
}

/// schemathesis's summary lists each failure kind as `❌ STnnn name: count`. `ST206` (GraphQL
/// client error) is expected: look-ups refuse input that breaks a business rule the schema
/// cannot express (a date range the wrong way round, a blank country) with top-level
/// `errors`, as the simulator's README documents. Any other kind fails the command.
fn verdict(success: bool, summary: &str) -> u8 {
    if success {
        return 0;
    }
    let kinds: Vec<&str> = summary
        .lines()
        .filter_map(|line| line.trim().strip_prefix("❌ ST"))
        .collect();
    let unexpected: Vec<&&str> = kinds.iter().filter(|k| !k.starts_with("206 ")).collect();
    if !kinds.is_empty() && unexpected.is_empty() {
        println!(
            "schemathesis: only GraphQL client errors (ST206: business-rule refusals of look-ups, expected); no server error, no schema violation"
        );
        0
    } else {
        1
    }
}

/// The `st` executable of the project's virtual environment, installing it when missing.
fn install() -> Result<PathBuf, String> {
    let venv = workspace_root().join("target/schemathesis-venv");
    let st = venv.join("bin/st");
    if st.exists() {
        return Ok(st);
    }
    eprintln!(
        "schemathesis: installing {SCHEMATHESIS} into {}",
        venv.display()
    );
    let ran = |command: &mut Command, what: &str| -> Result<(), String> {
        let status = command
            .status()
            .map_err(|e| format!("cannot run {what}: {e}"))?;
        if status.success() {
            Ok(())
        } else {
            Err(format!("{what} failed ({status})"))
        }
    };
    ran(
        Command::new("python3").args(["-m", "venv"]).arg(&venv),
        "python3 -m venv",
    )?;
    ran(
        Command::new(venv.join("bin/pip")).args(["install", "--quiet", SCHEMATHESIS]),
        "pip install",
    )?;
    Ok(st)
}

/// Logs in as the seeded demo user; the access token.
async fn login(url: &str) -> Result<String, String> {
    let http = reqwest::Client::builder()
        .user_agent(USER_AGENT)
        .timeout(Duration::from_secs(10))
        .build()
        .map_err(|e| e.to_string())?;
    let body = serde_json::json!({
        "query": "mutation Login($input: LoginInput!) { login(input: $input) { token code } }",
        "variables": {"input": {"email": "demo@payments.test", "password": "demo-password"}}
    });
    let reply: serde_json::Value = http
        .post(url)
        .json(&body)
        .send()
        .await
        .map_err(|e| format!("login: {e}"))?
        .json()
        .await
        .map_err(|e| format!("login reply: {e}"))?;
    reply["data"]["login"]["token"]
        .as_str()
        .map(str::to_owned)
        .ok_or_else(|| format!("login gave no token: {reply}"))
}

#[cfg(test)]
mod tests {
    use super::verdict;

    #[test]
    fn only_client_errors_pass_and_anything_else_fails() {
        let client_only = "Failures:\n  ❌ ST206 GraphQL client error: 14\n";
        assert_eq!(verdict(false, client_only), 0);
        let server =
            "Failures:\n  ❌ ST206 GraphQL client error: 3\n  ❌ ST205 GraphQL server error: 1\n";
        assert_eq!(verdict(false, server), 1);
        assert_eq!(verdict(false, "crashed before the summary"), 1);
        assert_eq!(verdict(true, ""), 0);
    }
}
