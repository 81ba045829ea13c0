//! `cargo xtask contracts [--bless]` (placeholder until the client's operations land).

/// Command-line arguments of `contracts`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs the command; returns the process exit status.
pub fn run(_args: Args) -> u8 {
    eprintln!("contracts: not implemented yet");
    2
}
