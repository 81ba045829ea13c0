//! `cargo xtask contracts [--bless] [--dir DIR]`: the checked-in contract documents
//! (`contracts/<rootField>.graphql`) against what the client sends
//! (`payments_client::contracts::all()`).
//!
//! Without `--bless`: prints a unified diff for every file that differs, is missing or is extra,
//! and exits 1 if there is any. With `--bless`: rewrites the files that differ, writes the
//! missing ones and deletes stale ones (exit 0).
//! Exit status 2 when the directory cannot be read or written.
//!
//! Running each contract against the simulator (a scenario per operation) is a later issue
//! (see issue 4's follow-ups); this command only keeps the files equal to the client's documents.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::{display, workspace_path};

/// Command-line arguments of `contracts`.
#[derive(clap::Args)]
pub struct Args {
    /// Rewrite the contract files from the client's operations (and delete stale ones).
    #[arg(long)]
    bless: bool,
    /// The contracts directory.
    #[arg(long, default_value = "contracts")]
    dir: PathBuf,
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
