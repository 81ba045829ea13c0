//! Project automation, run as `cargo xtask <command>` (alias in `.cargo/config.toml`).
//!
//! Each command lives in its own module; `main` only parses the command line and maps the
//! command's outcome to the process exit status.

mod contracts;
mod introspect;
mod latency;
mod load;
mod load_deposits;
mod portal_screenshots;
mod schema_check;
mod schema_diff;
mod schema_pull;
mod schemathesis;
mod sim_fidelity;
mod validate;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// mimalloc: schema-diff builds two large trees of small nodes, where glibc's allocator takes a
/// sixth of a run on 1 MB SDL (its thread arenas also grow a page at a time).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "cargo xtask", about = "Automation for the payments workspace")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Validate the vendored schema, its change log and the contract documents.
    SchemaCheck(schema_check::Args),
    /// Diff a new schema against the vendored one; classify changes; check contracts and the change log.
    SchemaDiff(schema_diff::Args),
    /// Introspect an endpoint (default: PAYMENTS_ENDPOINT, else the embedded simulator) and write normalised SDL.
    SchemaPull(schema_pull::Args),
    /// Check the contract documents, then run the contract scenarios against the simulator or an endpoint (`--bless` accepts).
    Contracts(contracts::Args),
    /// Drive the simulator (or an endpoint) through the client; print throughput and latency.
    Load(load::Args),
    /// Take the portal's screenshots (the browser test with PORTAL_SCREENSHOTS=DIR; default: the README's folder).
    PortalScreenshots(portal_screenshots::Args),
    /// Run schemathesis (installed into a local virtual environment) against the embedded simulator.
    Schemathesis(schemathesis::Args),
    /// Replay recorded cassettes against the embedded simulator and name every difference.
    SimFidelity(sim_fidelity::Args),
    /// Validate a batch of input records (JSON array or JSON lines) against an input type's rules.
    Validate(validate::Args),
}

fn main() -> ExitCode {
    quiet_on_closed_stdout();
    let cli = Cli::parse();
    let code = match cli.command {
        Command::SchemaCheck(args) => schema_check::run(args),
        Command::SchemaDiff(args) => schema_diff::run(args),
        Command::SchemaPull(args) => schema_pull::run(args),
        Command::Contracts(args) => contracts::run(args),
        Command::Validate(args) => validate::run(args),
        Command::Load(args) => load::run(args),
        Command::Schemathesis(args) => schemathesis::run(args),
        Command::PortalScreenshots(args) => portal_screenshots::run(args),
        Command::SimFidelity(args) => sim_fidelity::run(args),
    };
    ExitCode::from(code)
}

/// Rust starts programs with SIGPIPE ignored, so printing into a closed pipe
/// (`cargo xtask schema-diff A B | head`) would panic. Like other Unix tools, end quietly instead.
fn quiet_on_closed_stdout() {
    #[cfg(unix)]
    // SAFETY: first thing in `main`, before any other thread exists; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Resolves a path given on the command line: absolute paths as they are, relative ones against
/// the workspace root (so `cargo xtask` behaves the same from any directory), falling back to the
/// current directory when the file exists only there.
pub fn workspace_path(path: &Path) -> PathBuf {
    if path.is_absolute() {
        return path.to_path_buf();
    }
    let in_workspace = workspace_root().join(path);
    if in_workspace.exists() || !path.exists() {
        in_workspace
    } else {
        path.to_path_buf()
    }
}

/// A multi-threaded async runtime for a command that serves (the embedded simulator) and calls
/// at once; `None` after printing why it could not start, prefixed with the command's name.
pub fn runtime(command: &str) -> Option<tokio::runtime::Runtime> {
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => Some(runtime),
        Err(e) => {
            eprintln!("{command}: cannot start the async runtime: {e}");
            None
        }
    }
}

/// The workspace root, fixed at compile time (xtask lives one level below it).
pub fn workspace_root() -> &'static Path {
    let xtask = Path::new(env!("CARGO_MANIFEST_DIR"));
    xtask.parent().unwrap_or(xtask)
}

/// `message` with every mention of `path` written as [`display`] writes it.
pub fn relabel(message: &str, path: &Path) -> String {
    message.replace(&path.display().to_string(), &display(path))
}

/// A path for messages: relative to the workspace root when inside it, else absolute without
/// `..` (`/work/shared/x.graphql`, not `/work/main/../shared/x.graphql`).
pub fn display(path: &Path) -> String {
    static ROOT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    let canonical = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    let root = ROOT.get_or_init(|| canonical(workspace_root()));
    let path = canonical(path);
    path.strip_prefix(root)
        .map(|relative| relative.display().to_string())
        .unwrap_or_else(|_| path.display().to_string())
}
