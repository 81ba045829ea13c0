//! `cargo xtask schema-check`: the vendored schema, its change log and our contract documents
//! are consistent.
//!
//! Checks, in order: the SDL parses and validates with zero diagnostics; the change log is
//! well-formed (dates newest first, `removed` within `coordinates`, coordinate syntax); every
//! coordinate the log names exists in the schema unless an entry removes it; every document in
//! `contracts/` validates against the schema. Prints a summary and every problem.
//! Exit status: the `after_help` of [`Args`] (the end of `--help`).

use std::path::{Path, PathBuf};

use schema_diff::changelog::ChangeLog;
use schema_diff::impact;
use schema_diff::load::{self, Mode};

use crate::{display, workspace_path};

/// Command-line arguments of `schema-check`.
#[derive(clap::Args)]
#[command(after_help = "Exit status: 0 clean, 1 a problem found, 2 unreadable input.")]
pub struct Args {
    /// The schema to check.
    #[arg(long, default_value = "schema/payments.graphql")]
    schema: PathBuf,
    /// The change log to check against the schema.
    #[arg(long, default_value = "schema/changelog.toml")]
    changelog: PathBuf,
    /// The contract documents to validate against the schema.
    #[arg(long, default_value = "contracts")]
    contracts: PathBuf,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    match check(
        &workspace_path(&args.schema),
        &workspace_path(&args.changelog),
        &workspace_path(&args.contracts),
    ) {
        Ok(problems) if problems.is_empty() => 0,
        Ok(problems) => {
            for problem in &problems {
                eprintln!("problem: {problem}");
            }
            eprintln!("schema-check: {} problem(s)", problems.len());
            1
        }
        Err(message) => {
            eprintln!("schema-check: {message}");
            2
        }
    }
}

/// Runs every check; `Err` when an input cannot be read at all.
fn check(
    schema_path: &Path,
    changelog_path: &Path,
    contracts: &Path,
) -> Result<Vec<String>, String> {
    let loaded = load::load_file(schema_path, Mode::Strict).map_err(|e| e.to_string())?;
    let schema = &loaded.schema;
    let log = ChangeLog::load(changelog_path).map_err(|e| e.to_string())?;

    let mut problems = log.problems();
    problems.extend(log.missing_coordinates(schema).into_iter().map(|(date, coordinate)| {
        format!("change log entry {date}: `{coordinate}` is not in the schema and no entry removes it")
    }));
    let documents = impact::find_documents(contracts).map_err(|e| e.to_string())?;
    let invalid = impact::validate_contracts(&documents, schema).map_err(|e| e.to_string())?;
    for broken in &invalid {
        problems.push(format!(
            "{}: does not validate: {}",
            display(&broken.contract),
            broken.errors.join("; ")
        ));
    }

    let count = |root: Option<&str>| {
        root.and_then(|name| schema.get_object(name))
            .map_or(0, |object| object.fields.len())
    };
    let reconstructed = std::fs::read_to_string(schema_path)
        .map(|sdl| sdl.matches("\"Not shown in the spec:").count())
        .unwrap_or(0);
    let breaking = log.entries.iter().filter(|entry| entry.breaking).count();
    println!("schema      {}", display(schema_path));
    println!(
        "            {} queries, {} mutations, {} types, {} descriptions marking reconstruction",
        count(schema.schema_definition.query.as_ref().map(|n| n.as_str())),
        count(
            schema
                .schema_definition
                .mutation
                .as_ref()
                .map(|n| n.as_str())
        ),
        schema.types.values().filter(|ty| !ty.is_built_in()).count(),
        reconstructed,
    );
    println!("change log  {}", display(changelog_path));
    println!(
        "            {} entries ({} breaking), {} to {}",
        log.entries.len(),
        breaking,
        log.entries.last().map_or("-", |entry| entry.date.as_str()),
        log.newest_date().map_or("-", |date| date.as_str()),
    );
    println!("contracts   {}", display(contracts));
    println!(
        "            {} documents, {} broken",
        documents.len(),
        invalid.len()
    );
    println!(
        "result      {}",
        if problems.is_empty() {
            "ok"
        } else {
            "problems found"
        }
    );
    Ok(problems)
}
