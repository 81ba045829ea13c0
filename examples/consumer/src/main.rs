//! An importer's validation job: reads a batch of `CreateSubClientInput` records (JSON lines),
//! checks each with payments-types and prints, for every refused record, each error's field and
//! rule. With `--features cynic` it also builds a query of its own (`query.rs`) whose variables
//! are payments-types' input objects.
//!
//! `payments-consumer [FILE] [--today YYYY-MM-DD]`: FILE defaults to `batch.jsonl`; age rules are
//! judged on `--today` (default: the current UTC date). Exit status 0 when every record is valid,
//! 1 when any is not, 2 on unreadable input.

#[cfg(feature = "cynic")]
mod query;

use std::process::ExitCode;

use payments_types::sub_clients::CreateSubClientInput;
use payments_types::{Context, FromInput};
use time::macros::format_description;

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("payments-consumer: {message}");
            ExitCode::from(2)
        }
    }
}

/// Whether every record of the batch is valid.
fn run(args: Vec<String>) -> Result<bool, String> {
    let (file, today) = arguments(&args)?;
    let ctx = today.map_or_else(Context::today_utc, Context::on);
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: cannot read: {e}"))?;
    let mut valid = 0;
    let mut records = 0;
    for (index, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        records += 1;
        let value: serde_json::Value = serde_json::from_str(line)
            .map_err(|e| format!("{file}: line {}: not JSON: {e}", index + 1))?;
        match CreateSubClientInput::from_json(&value, &ctx) {
            Ok(_) => valid += 1,
            Err(errors) => {
                for error in errors.iter() {
                    println!("line {}: {} [{}]", index + 1, error.field(), error.rule());
                }
            }
        }
    }
    println!("{valid} of {records} records valid");
    #[cfg(feature = "cynic")]
    query::show(&ctx)?;
    Ok(valid == records)
}

/// FILE and `--today`.
fn arguments(args: &[String]) -> Result<(String, Option<time::Date>), String> {
    let mut file = None;
    let mut today = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--today" {
            let day = args.next().ok_or("--today needs a date")?;
            let format = format_description!("[year]-[month]-[day]");
            today = Some(
                time::Date::parse(day, &format)
                    .map_err(|e| format!("--today {day}: not a YYYY-MM-DD date: {e}"))?,
            );
        } else {
            file = Some(arg.clone());
        }
    }
    Ok((file.unwrap_or_else(|| "batch.jsonl".into()), today))
}
