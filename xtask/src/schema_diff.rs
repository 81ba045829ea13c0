//! `cargo xtask schema-diff [OLD] [NEW] [--changelog FILE] [--contracts DIR] [--format F] [--lenient]`
//!
//! Reads the arguments into a [`schema_diff::gate::Gate`] (the whole check lives in the
//! library), prints its verdict and returns its exit status (the `after_help` of [`Args`]). Relative paths are resolved against the workspace
//! root (falling back to the current directory when the file is only found there) and written
//! relative to it; an `http(s)://` NEW (or none: `PAYMENTS_ENDPOINT`, else the embedded
//! simulator) is introspected when the check loads it.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use schema_diff::changelog::Date;
use schema_diff::gate::{FileArg, Gate, Input};
use schema_diff::load::Mode;
use schema_diff::report::{EXIT_BAD_INPUT, FailOn, Format};

use crate::introspect::Source;
use crate::{display, workspace_path};

const DEFAULT_OLD: &str = "schema/payments.graphql";
const DEFAULT_CHANGELOG: &str = "schema/changelog.toml";
const DEFAULT_CONTRACTS: &str = "contracts";
const DEFAULT_APPROVALS: &str = "schema/approved-changes.toml";

/// Output format of `schema-diff`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum OutputFormat {
    /// A table and SDL hunks, for people.
    Text,
    /// One JSON object (DESIGN.md).
    Json,
    /// A pull-request comment.
    Markdown,
    /// GitHub Actions annotations (`::error file=..,line=..::`), plus the markdown report
    /// appended to `$GITHUB_STEP_SUMMARY` when it is set.
    Github,
    /// SARIF 2.1.0, for code-scanning dashboards.
    Sarif,
    /// JUnit XML, for any CI's test view.
    Junit,
}

/// `--fail-on`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum FailOnChoice {
    /// Every unannounced, unapproved breaking change.
    Breaking,
    /// Only breaking changes an operation touches.
    Used,
    /// Breaking changes and dangerous ones.
    Dangerous,
}

/// When to colour text output.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum ColorChoice {
    /// When stdout is a terminal.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Command-line arguments of `schema-diff`.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 ok, 1 an unannounced breaking change or a broken contract, 2 bad input."
)]
pub struct Args {
    /// Old schema: SDL or introspection JSON file [default: schema/payments.graphql].
    old: Option<String>,
    /// New schema: SDL or introspection JSON file, or an http(s) endpoint to introspect
    /// [default: PAYMENTS_ENDPOINT if set, else the embedded simulator].
    new: Option<String>,
    /// Change log to check breaking changes against.
    #[arg(long, value_name = "FILE")]
    changelog: Option<String>,
    /// Directory of contract documents (`*.graphql`) to validate against NEW.
    #[arg(long, value_name = "DIR")]
    contracts: Option<String>,
    /// Operations other clients send (repeatable): a folder of `.graphql` documents, one
    /// document, or a persisted-query manifest (`.json`). Each change lists those it touches.
    #[arg(long, value_name = "PATH")]
    operations: Vec<String>,
    /// What fails the check: every unannounced breaking change (`breaking`), only those an
    /// operation touches (`used`: `--operations` or our contracts), or dangerous ones too.
    #[arg(long, value_enum, default_value = "breaking")]
    fail_on: FailOnChoice,
    /// Approved breaking changes (TOML; the format: GUIDE.md, "Approving a breaking change")
    /// [default: schema/approved-changes.toml when it exists].
    #[arg(long, value_name = "FILE")]
    approvals: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: OutputFormat,
    /// Diff schemas that do not validate (duplicates: last definition wins), with warnings.
    #[arg(long)]
    lenient: bool,
    /// Date of OLD (YYYY-MM-DD): only change-log entries after it count. Default: a date in
    /// OLD's file name, else the newest change-log date when OLD is the vendored schema, else
    /// none (every entry counts).
    #[arg(long, value_name = "YYYY-MM-DD")]
    old_date: Option<String>,
    /// Colour text output.
    #[arg(long, value_enum, default_value = "auto")]
    color: ColorChoice,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    match execute(args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("schema-diff: {message}");
            EXIT_BAD_INPUT
        }
    }
}

/// A schema argument: a file (resolved as every path argument is), or an endpoint to introspect.
fn input(arg: &str) -> Input {
    if arg.starts_with("http://") || arg.starts_with("https://") {
        introspected(Source::Endpoint(arg.to_owned()))
    } else {
        Input::File(resolve_arg(arg))
    }
}

/// A schema got by introspecting `source` when the check runs.
fn introspected(source: Source) -> Input {
    Input::Fetched {
        label: source.label(),
        fetch: Box::new(move || source.introspect()),
    }
}

/// A file argument: the one given, else the default when it exists.
fn file_arg(given: Option<&str>, default: &str) -> FileArg {
    match given {
        Some(path) => FileArg::Given(resolve_arg(path)),
        None => FileArg::Default(resolve_arg(default)),
    }
}

fn execute(args: Args) -> Result<u8, String> {
    let old_date = args
        .old_date
        .as_deref()
        .map(Date::parse)
        .transpose()
        .map_err(|e| format!("--old-date: {e}"))?;
    let today = time::OffsetDateTime::now_utc().date();
    let today = Date::from_ymd(today.year(), today.month().into(), today.day())
        .map_err(|e| e.to_string())?;
    let new = match args.new.as_deref() {
        Some(arg) => input(arg),
        None => introspected(Source::from_env()),
    };
    let gate = Gate::new(
        input(args.old.as_deref().unwrap_or(DEFAULT_OLD)),
        new,
        today,
    )
    .mode(if args.lenient {
        Mode::Lenient
    } else {
        Mode::Strict
    })
    .changelog(file_arg(args.changelog.as_deref(), DEFAULT_CHANGELOG))
    .old_date(old_date)
    .current_schema(resolve_arg(DEFAULT_OLD))
    .contracts(file_arg(args.contracts.as_deref(), DEFAULT_CONTRACTS))
    .operations(args.operations.iter().map(|arg| resolve_arg(arg)))
    .approvals(file_arg(args.approvals.as_deref(), DEFAULT_APPROVALS))
    .fail_on(match args.fail_on {
        FailOnChoice::Breaking => FailOn::Breaking,
        FailOnChoice::Used => FailOn::Used,
        FailOnChoice::Dangerous => FailOn::Dangerous,
    })
    .name_paths(display);
    let verdict = gate.run().map_err(|e| e.to_string())?;

    let format = match args.format {
        OutputFormat::Text => Format::Text,
        OutputFormat::Json => Format::Json,
        OutputFormat::Markdown => Format::Markdown,
        OutputFormat::Github => Format::Github,
        OutputFormat::Sarif => Format::Sarif,
        OutputFormat::Junit => Format::Junit,
    };
    let color = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => std::io::stdout().is_terminal(),
    };
    print!("{}", verdict.render(format, color));
    if matches!(format, Format::Github) {
        append_step_summary(&verdict.render(Format::Markdown, false))?;
    }
    let status = verdict.exit_code();
    // The process ends next: skip freeing two large schema trees (about 5% of a run on 1 MB SDL).
    std::mem::forget(verdict);
    Ok(status)
}

/// Appends `markdown` to the file `$GITHUB_STEP_SUMMARY` names, when it is set (GitHub Actions
/// shows it on the run's page).
fn append_step_summary(markdown: &str) -> Result<(), String> {
    use std::io::Write as _;
    let Some(path) = std::env::var_os("GITHUB_STEP_SUMMARY").filter(|p| !p.is_empty()) else {
        return Ok(());
    };
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .and_then(|mut f| f.write_all(markdown.as_bytes()))
        .map_err(|e| format!("GITHUB_STEP_SUMMARY ({}): {e}", Path::new(&path).display()))
}

/// Resolves a path argument (see [`workspace_path`]).
fn resolve_arg(path: &str) -> PathBuf {
    workspace_path(Path::new(path))
}
