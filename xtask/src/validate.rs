//! `cargo xtask validate TYPE FILE [--today YYYY-MM-DD]`: checks a batch of records against the
//! rules of a schema input type, before they are sent.
//!
//! FILE (`-` for standard input) holds a JSON array of records, or JSON lines (one record per
//! non-blank line); a leading UTF-8 byte-order mark is skipped. Prints one JSON line per record as it is read:
//! `{"index":0,"valid":false,"errors":[{"field","rule","message"}]}`, so a file of any size is
//! checked in constant memory. Age rules are judged on `--today` (default: the current UTC
//! date), so a run can be reproduced. Exit status: the `after_help` of [`Args`].

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use payments_types::Context;
use payments_types::ValidationErrors;
use payments_types::catalog;
use serde::de::{Deserializer as _, SeqAccess, Visitor};
use serde_json::Value;
use time::macros::format_description;

use crate::display;

/// Command-line arguments of `validate`.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 all valid (also for a file without records, which is said on stderr), 1 any invalid, 2 unreadable input or unknown TYPE. Input that stops being JSON ends the run with status 2 after the records before it were reported."
)]
pub struct Args {
    /// Schema input type name, such as `CreateSubClientInput`.
    #[arg(value_name = "TYPE")]
    type_name: String,
    /// JSON array or JSON lines of records (`-`: standard input).
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
        Ok(Tally { records: 0, .. }) => {
            eprintln!("validate: {}: no records", args.file.display());
            0
        }
        Ok(Tally { invalid: 0, .. }) => 0,
        Ok(_) => 1,
        Err(message) => {
            eprintln!("validate: {message}");
            2
        }
    }
}

/// How many records were read, and how many of them broke a rule.
#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    records: usize,
    invalid: usize,
}

fn validate(args: &Args) -> Result<Tally, String> {
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
    let (path, input): (PathBuf, Box<dyn BufRead>) = if args.file == Path::new("-") {
        (PathBuf::from("<stdin>"), Box::new(io::stdin().lock()))
    } else {
        let path = crate::workspace_path(&args.file);
        let file = File::open(&path).map_err(|error| BatchError::Io(error).in_file(&path))?;
        (path, Box::new(BufReader::new(file)))
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut tally = Tally::default();
    for_each_record(input, |index, record| {
        let errors = check(&record, &ctx).err().unwrap_or_default();
        tally.records += 1;
        tally.invalid += usize::from(!errors.is_empty());
        let line = Line {
            index,
            valid: errors.is_empty(),
            errors,
        };
        serde_json::to_writer(&mut out, &line)?;
        out.write_all(b"\n")
    })
    .map_err(|error| error.in_file(&path))?;
    out.flush()
        .map_err(|error| BatchError::Write(error).in_file(&path))?;
    Ok(tally)
}

/// Why going through the records stopped.
#[derive(Debug)]
enum BatchError {
    /// The file could not be read.
    Io(io::Error),
    /// A record's line could not be written.
    Write(io::Error),
    /// The text is not a JSON array or JSON lines; the message names where.
    NotJson(String),
}

impl BatchError {
    fn in_file(self, path: &Path) -> String {
        match self {
            BatchError::Io(error) => format!("{}: cannot read: {error}", display(path)),
            BatchError::Write(error) => format!("writing the report: {error}"),
            BatchError::NotJson(message) => format!("{}: {message}", display(path)),
        }
    }
}

impl fmt::Display for BatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BatchError::Io(error) | BatchError::Write(error) => write!(f, "{error}"),
            BatchError::NotJson(message) => f.write_str(message),
        }
    }
}

/// Calls `each` with the index and value of every record of `reader`, in order: a JSON array,
/// or one JSON value per non-blank line. Returns at the first read, JSON or `each` error.
fn for_each_record(
    mut reader: impl BufRead,
    mut each: impl FnMut(usize, Value) -> io::Result<()>,
) -> Result<(), BatchError> {
    if reader
        .fill_buf()
        .map_err(BatchError::Io)?
        .starts_with(b"\xEF\xBB\xBF")
    {
        reader.consume(3);
    }
    // Look for the first non-blank byte without losing the blank ones, so that line and column
    // numbers in messages stay those of the file.
    let mut blank = Vec::new();
    let first = loop {
        let buffer = reader.fill_buf().map_err(BatchError::Io)?;
        if buffer.is_empty() {
            break None;
        }
        if let Some(at) = buffer.iter().position(|b| !b.is_ascii_whitespace()) {
            break Some(buffer[at]);
        }
        blank.extend_from_slice(buffer);
        let read = buffer.len();
        reader.consume(read);
    };
    let reader = BufReader::new(io::Cursor::new(blank).chain(reader));
    if first == Some(b'[') {
        return for_each_in_array(reader, each);
    }
    let mut index = 0;
    for (number, line) in reader.lines().enumerate() {
        let line = line.map_err(|error| match error.kind() {
            io::ErrorKind::InvalidData => {
                BatchError::NotJson(format!("line {}: not UTF-8 text ({error})", number + 1))
            }
            _ => BatchError::Io(error),
        })?;
        if line.trim().is_empty() {
            continue;
        }
        let record: Value = serde_json::from_str(&line).map_err(|error| {
            // serde_json counts within the line; name the file's line instead.
            let within = format!(" at line {} column {}", error.line(), error.column());
            let message = error.to_string();
            let message = message.strip_suffix(&within).unwrap_or(&message);
            BatchError::NotJson(format!(
                "line {}, column {}: not JSON: {message}",
                number + 1,
                error.column()
            ))
        })?;
        each(index, record).map_err(BatchError::Write)?;
        index += 1;
    }
    Ok(())
}

/// The elements of a JSON array, each handed to `each` as soon as it is parsed.
fn for_each_in_array(
    reader: impl BufRead,
    each: impl FnMut(usize, Value) -> io::Result<()>,
) -> Result<(), BatchError> {
    /// Hands each element to `each`; an error of `each` is kept in `failure`, not turned into
    /// a JSON error.
    struct Elements<'a, F> {
        each: F,
        failure: &'a mut Option<io::Error>,
    }

    impl<'de, F: FnMut(usize, Value) -> io::Result<()>> Visitor<'de> for Elements<'_, F> {
        type Value = ();

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a JSON array of records")
        }

        fn visit_seq<A: SeqAccess<'de>>(mut self, mut seq: A) -> Result<(), A::Error> {
            let mut index = 0;
            while let Some(record) = seq.next_element::<Value>()? {
                if let Err(error) = (self.each)(index, record) {
                    *self.failure = Some(error);
                    return Err(serde::de::Error::custom("stopped"));
                }
                index += 1;
            }
            Ok(())
        }
    }

    let mut failure = None;
    let mut de = serde_json::Deserializer::from_reader(reader);
    let result = (&mut de)
        .deserialize_seq(Elements {
            each,
            failure: &mut failure,
        })
        .and_then(|()| de.end());
    if let Some(error) = failure {
        return Err(BatchError::Write(error));
    }
    result.map_err(|error| match error.io_error_kind() {
        Some(_) => BatchError::Io(io::Error::other(error.to_string())),
        None => BatchError::NotJson(format!("not a JSON array: {error}")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The records of `text`, or the message that stopped the reading.
    fn records(text: &str) -> Result<Vec<Value>, String> {
        let mut found = Vec::new();
        for_each_record(text.as_bytes(), |index, record| {
            assert_eq!(index, found.len());
            found.push(record);
            Ok(())
        })
        .map_err(|error| error.to_string())?;
        Ok(found)
    }

    #[test]
    fn reads_arrays_and_json_lines() {
        assert_eq!(records("[{\"a\":1},{\"a\":2}]").unwrap().len(), 2);
        assert_eq!(records("  \n [ ]\n").unwrap().len(), 0);
        assert_eq!(records("{\"a\":1}\n\n{\"a\":2}\n").unwrap().len(), 2);
        let error = records("{\"a\":1}\n{oops}\n").unwrap_err();
        assert_eq!(error, "line 2, column 2: not JSON: key must be a string");
        assert!(records("[1,").is_err());
        assert!(
            records("[1] 2").is_err(),
            "trailing content after the array"
        );
        assert!(records("").unwrap().is_empty());
        assert!(records(" \n\t\n").unwrap().is_empty());
    }

    #[test]
    fn skips_a_byte_order_mark() {
        assert_eq!(records("\u{feff}[{\"a\":1}]").unwrap().len(), 1);
        assert_eq!(
            records("\u{feff}{\"a\":1}\r\n{\"a\":2}\r\n").unwrap().len(),
            2
        );
    }

    #[test]
    fn a_line_that_is_not_utf8_is_named() {
        let mut bytes = b"{\"a\":1}\n".to_vec();
        bytes.extend_from_slice(b"{\"a\":\"\xff\"}\n");
        let error = for_each_record(bytes.as_slice(), |_, _| Ok(())).unwrap_err();
        assert!(
            error.to_string().starts_with("line 2: not UTF-8"),
            "{error}"
        );
    }

    #[test]
    fn a_failure_to_report_is_not_called_bad_json() {
        for text in ["[{\"a\":1}]", "{\"a\":1}"] {
            let error = for_each_record(text.as_bytes(), |_, _| Err(io::Error::other("disk full")))
                .unwrap_err();
            assert!(matches!(error, BatchError::Write(_)), "{text}: {error}");
            assert_eq!(error.to_string(), "disk full");
        }
    }

    #[test]
    fn a_read_error_is_not_called_bad_text() {
        let failing = io::Cursor::new(b"{\"a\":1}\n".to_vec()).chain(FailingRead);
        let error = for_each_record(BufReader::new(failing), |_, _| Ok(())).unwrap_err();
        assert!(matches!(error, BatchError::Io(_)), "{error}");
        assert_eq!(error.to_string(), "device gone");
    }

    struct FailingRead;

    impl Read for FailingRead {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("device gone"))
        }
    }

    #[test]
    fn line_numbers_count_leading_blank_lines() {
        let error = records("\n\n{\"a\":1}\n{oops}\n").unwrap_err();
        assert!(error.starts_with("line 4, column 2:"), "{error}");
        let error = records("\n\n[1,\n2,,]").unwrap_err();
        assert!(error.ends_with("at line 4 column 3"), "{error}");
    }

    #[test]
    fn blank_prefixes_longer_than_the_buffer_are_skipped() {
        let text = format!("{}[{{\"a\":1}}]", " ".repeat(20_000));
        let reader = BufReader::with_capacity(64, text.as_bytes());
        let mut seen = 0;
        for_each_record(reader, |_, _| {
            seen += 1;
            Ok(())
        })
        .unwrap();
        assert_eq!(seen, 1);
    }
}
