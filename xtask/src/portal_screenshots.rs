//! `cargo xtask portal-screenshots [DIR]`: takes the screenshots of the simulator's portal and
//! schema explorer that its README shows, by running the portal's browser test
//! (`payments-sim`'s `tests/it/portal.rs`, headless Chromium through chromedriver) with
//! `PORTAL_SCREENSHOTS=DIR`. DIR defaults to `crates/payments-sim/docs/portal`, where the
//! README's images live. The browser test is required here (`PAYMENTS_BROWSER_TESTS=required`),
//! so a machine without Chromium or chromedriver fails instead of taking no pictures.
//! Exit status: the `after_help` of [`Args`] (the end of `--help`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use crate::{display, workspace_path, workspace_root};

/// Where the simulator's README takes its portal images from.
pub const DEFAULT_DIR: &str = "crates/payments-sim/docs/portal";
/// The browser test that takes them.
const TEST: &str = "portal::a_person_signs_in_and_works_the_portal";

/// Command-line arguments of `portal-screenshots`.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 with the images written, 1 when the test fails or writes none, 2 when cargo cannot be run or DIR cannot be made."
)]
pub struct Args {
    /// Folder for the PNG files (relative paths: from the workspace root).
    #[arg(default_value = DEFAULT_DIR)]
    dir: PathBuf,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    let dir = workspace_path(&args.dir);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("portal-screenshots: cannot create {}: {e}", dir.display());
        return 2;
    }
    let dir = dir.canonicalize().unwrap_or(dir);
    let started = SystemTime::now();
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    eprintln!(
        "portal-screenshots: running the portal's browser test with PORTAL_SCREENSHOTS={}",
        display(&dir)
    );
    let status = Command::new(cargo)
        .current_dir(workspace_root())
        .args([
            "test",
            "-p",
            "payments-sim",
            "--test",
            "it",
            TEST,
            "--",
            "--exact",
        ])
        .env("PORTAL_SCREENSHOTS", &dir)
        .env("PAYMENTS_BROWSER_TESTS", "required")
        .status();
    match status {
        Err(e) => {
            eprintln!("portal-screenshots: cannot run cargo: {e}");
            return 2;
        }
        Ok(s) if !s.success() => {
            eprintln!("portal-screenshots: the browser test failed ({s}); see its output above");
            return 1;
        }
        Ok(_) => {}
    }
    let taken = written_since(&dir, started);
    if taken.is_empty() {
        eprintln!(
            "portal-screenshots: the test passed but wrote no PNG into {}",
            display(&dir)
        );
        return 1;
    }
    println!(
        "{} screenshots in {}: {}",
        taken.len(),
        display(&dir),
        taken.join(", ")
    );
    0
}

/// The names of the PNG files in `dir` written at or after `since`, sorted.
fn written_since(dir: &Path, since: SystemTime) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "png"))
        .filter(|e| {
            e.metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| t >= since)
        })
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_folder_is_where_the_readme_takes_its_images_from() {
        let readme =
            std::fs::read_to_string(workspace_root().join("crates/payments-sim/README.md"))
                .expect("the simulator's README");
        let relative = DEFAULT_DIR.strip_prefix("crates/payments-sim/").unwrap();
        assert!(
            readme.contains(&format!("]({relative}/balances.png)")),
            "the README shows images from {DEFAULT_DIR}"
        );
        assert!(readme.contains("cargo xtask portal-screenshots"));
        assert!(workspace_root().join(DEFAULT_DIR).is_dir());
    }

    #[test]
    fn only_new_pngs_are_counted() {
        let dir = std::env::temp_dir().join(format!("xtask-shots-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("old.png"), b"x").unwrap();
        std::fs::write(dir.join("notes.txt"), b"x").unwrap();
        let since = SystemTime::now() + std::time::Duration::from_secs(3600);
        assert!(written_since(&dir, since).is_empty());
        let since = SystemTime::UNIX_EPOCH;
        assert_eq!(written_since(&dir, since), ["old.png"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
