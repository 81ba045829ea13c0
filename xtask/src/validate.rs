//! `cargo xtask validate TYPE FILE [--today YYYY-MM-DD]`: checks a batch of records against the
//! rules of a schema input type, before they are sent.
//!
//! FILE holds a JSON array of records, or JSON lines (one record per non-blank line). Prints one
//! JSON line per record: `{"index":0,"valid":false,"errors":[{"field","rule","message"}]}`.
//! Age rules are judged on `--today` (default: the current UTC date), so a run can be
//! reproduced. Exit status: 0 all valid (also for a file without records, which is said on
//! stderr), 1 any invalid, 2 unreadable input or unknown TYPE.

use std::path::PathBuf;

use payments_types::ValidationErrors;
use payments_types::catalog;
use payments_types::input::Context;
use serde_json::Value;
use time::macros::format_description;

/// Command-line arguments of `validate`.
#[derive(clap::Args)]
pub struct Args {
    /// Schema input type name, such as `CreateSubClientInput`.
    #[arg(value_name = "TYPE")]
    type_name: String,
    /// JSON array or JSON lines of records.
    file: PathBuf,
    /// Day the age rules are judged on (default: today, UTC).
    #[arg(long, value_name = "YYYY-MM-DD")]
    today: Option<String>,
}

/// The outcome for one record, printed as one JSON line.
#[derive(serde::Serialize)]
struct Line {
    index: usize,
    valid: bool,
    errors: ValidationErrors,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    match validate(&args) {
        Ok(lines) => {
            if lines.is_empty() {
                eprintln!("validate: {}: no records", args.file.display());
            }
            for line in &lines {
                match serde_json::to_string(line) {
                    Ok(text) => println!("{text}"),
                    Err(error) => eprintln!("validate: record {}: {error}", line.index),
                }
            }
            if lines.iter().all(|line| line.valid) {
                0
            } else {
                1
            }
        }
        Err(message) => {
            eprintln!("validate: {message}");
            2
        }
    }
}

fn validate(args: &Args) -> Result<Vec<Line>, String> {
    let ctx = match &args.today {
        None => Context::today_utc(),
        Some(day) => time::Date::parse(day, format_description!("[year]-[month]-[day]"))
            .map(Context::on)
            .map_err(|_| format!("--today must be a date written YYYY-MM-DD, got {day:?}"))?,
    };
    let check = catalog::check_for(&args.type_name).ok_or_else(|| {
        let known: Vec<&str> = catalog::input_type_names().collect();
        format!(
            "{:?} is not an input type of the schema; one of: {}",
            args.type_name,
            known.join(", ")
        )
    })?;
    let path = crate::workspace_path(&args.file);
    let text = std::fs::read_to_string(&path)
        .map_err(|error| format!("{}: cannot read: {error}", crate::display(&path)))?;
    let records = records(&text).map_err(|error| format!("{}: {error}", crate::display(&path)))?;
    Ok(records
        .iter()
        .enumerate()
        .map(|(index, record)| {
            let errors = check(record, &ctx).err().unwrap_or_default();
            Line {
                index,
                valid: errors.is_empty(),
                errors,
            }
        })
        .collect())
}

/// The records of a file: a JSON array, or one JSON value per non-blank line. A leading UTF-8
/// byte-order mark (as spreadsheet exports write) is skipped.
fn records(text: &str) -> Result<Vec<Value>, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim_start().starts_with('[') {
        return serde_json::from_str(text).map_err(|error| format!("not a JSON array: {error}"));
    }
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(number, line)| {
            serde_json::from_str(line).map_err(|error| {
                // serde_json counts within the line; name the file's line instead.
                let within = format!(" at line {} column {}", error.line(), error.column());
                let message = error.to_string();
                let message = message.strip_suffix(&within).unwrap_or(&message);
                format!(
                    "line {}, column {}: not JSON: {message}",
                    number + 1,
                    error.column()
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::records;

    #[test]
    fn reads_arrays_and_json_lines() {
        assert_eq!(records("[{\"a\":1},{\"a\":2}]").unwrap().len(), 2);
        assert_eq!(records("{\"a\":1}\n\n{\"a\":2}\n").unwrap().len(), 2);
        let error = records("{\"a\":1}\n{oops}\n").unwrap_err();
        assert_eq!(error, "line 2, column 2: not JSON: key must be a string");
        assert!(records("[1,").is_err());
        assert!(records("").unwrap().is_empty());
    }

    #[test]
    fn skips_a_byte_order_mark() {
        assert_eq!(records("\u{feff}[{\"a\":1}]").unwrap().len(), 1);
        assert_eq!(
            records("\u{feff}{\"a\":1}\r\n{\"a\":2}\r\n").unwrap().len(),
            2
        );
    }
}
