//! `cargo xtask schema-diff [OLD] [NEW] [--changelog FILE] [--contracts DIR] [--format F] [--lenient]`
//!
//! Diffs NEW against OLD with the `schema-diff` engine, checks the change log and the contract
//! documents, prints the report and returns the exit status: 0 ok, 1 an unannounced breaking
//! change or a broken contract, 2 bad input. Relative paths are resolved against the workspace
//! root (falling back to the current directory when the file is only found there).

use std::io::IsTerminal;

use crate::introspect::Source;
use crate::{display, relabel, workspace_path};
use std::path::{Path, PathBuf};

use schema_diff::approvals::Approvals;
use schema_diff::changelog::{ChangeLog, Date, Window};
use schema_diff::load::{self, LoadedSchema, Mode};
use schema_diff::report::{EXIT_BAD_INPUT, FailOn, Format};

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
    /// Approved breaking changes (TOML; see the schema-diff README)
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

fn load_side(arg: &str, mode: Mode) -> Result<(PathBuf, LoadedSchema), String> {
    if arg.starts_with("http://") || arg.starts_with("https://") {
        return load_source(&Source::Endpoint(arg.to_owned()), mode);
    }
    let path = resolve_arg(arg);
    let loaded = load::load_file(&path, mode).map_err(|e| relabel(&e.to_string(), &path))?;
    Ok((path, loaded))
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

fn execute(args: Args) -> Result<u8, String> {
    let mode = if args.lenient {
        Mode::Lenient
    } else {
        Mode::Strict
    };
    let old_arg = args.old.as_deref().unwrap_or(DEFAULT_OLD);
    let new_arg = args.new.as_deref();

    let load_new = || match new_arg {
        Some(arg) => load_side(arg, mode),
        None => load_source(&Source::from_env(), mode),
    };
    // Parse + validate both sides at once where two processors can (parsing dominates on large
    // schemas); on one, one after the other, the second reusing the memory the first freed.
    let parallel = std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
    let (old, new) = if parallel {
        std::thread::scope(|s| {
            let old = s.spawn(|| load_side(old_arg, mode));
            let new = load_new();
            let old = old
                .join()
                .unwrap_or_else(|_| Err(format!("{old_arg}: loading panicked")));
            (old, new)
        })
    } else {
        let old = load_side(old_arg, mode);
        (old, load_new())
    };
    let ((old_path, old), (new_path, new)) = (old?, new?);

    let mut warnings: Vec<String> = old.warnings.iter().chain(&new.warnings).cloned().collect();

    // Change log: an explicit file must load; a missing default is a warning.
    let changelog_path = resolve_arg(args.changelog.as_deref().unwrap_or(DEFAULT_CHANGELOG));
    let changelog = if args.changelog.is_none() && !changelog_path.exists() {
        warnings.push(format!(
            "{}: no change log; every breaking change counts as unannounced",
            display(&changelog_path)
        ));
        None
    } else {
        Some(ChangeLog::load(&changelog_path).map_err(|e| e.to_string())?)
    };
    let since = match &args.old_date {
        Some(d) => Some(Date::parse(d).map_err(|e| format!("--old-date: {e}"))?),
        None => Date::find_in(&old_path.file_name().unwrap_or_default().to_string_lossy()).or_else(
            || {
                let vendored = resolve_arg(DEFAULT_OLD);
                let same = old_path.canonicalize().ok() == vendored.canonicalize().ok();
                same.then(|| changelog.as_ref()?.newest_date().cloned())
                    .flatten()
            },
        ),
    };
    let until = Date::find_in(&new_path.file_name().unwrap_or_default().to_string_lossy());
    let window = Window { since, until };

    // Contracts: an explicit directory must exist; a missing default is a warning. They are
    // checked on a second thread while this one diffs, where two processors can.
    let contracts_dir = resolve_arg(args.contracts.as_deref().unwrap_or(DEFAULT_CONTRACTS));
    let check_contracts = args.contracts.is_some() || contracts_dir.is_dir();
    if !check_contracts {
        warnings.push(format!(
            "{}: no contracts directory; operation impact not checked",
            display(&contracts_dir)
        ));
    }
    let contracts = || {
        check_contracts
            .then(|| schema_diff::impact::check_contracts(&contracts_dir, &old.schema, &new.schema))
    };
    let (changes, impact) = if parallel {
        std::thread::scope(|s| {
            let impact = s.spawn(contracts);
            let changes = schema_diff::diff::diff(&old.schema, &new.schema);
            let impact = impact
                .join()
                .unwrap_or_else(|p| std::panic::resume_unwind(p));
            (changes, impact)
        })
    } else {
        (
            schema_diff::diff::diff(&old.schema, &new.schema),
            contracts(),
        )
    };
    let impact = impact
        .transpose()
        .map_err(|e| e.to_string())?
        .map(|mut impact| {
            // Name each contract, in its errors too, as the rest of the report does.
            for b in impact.broken.iter_mut().chain(&mut impact.invalid_before) {
                let (given, shown) = (b.contract.display().to_string(), display(&b.contract));
                for error in &mut b.errors {
                    *error = error.replace(&given, &shown);
                }
                b.contract = PathBuf::from(shown);
            }
            impact
        });
    warnings.extend(
        impact
            .as_ref()
            .and_then(|i| i.invalid_before_warning(&display(&old_path))),
    );

    let mut report = schema_diff::assess(
        changes,
        changelog.as_ref().map(|log| (log, &window)),
        impact.as_ref(),
    );
    report.warnings = warnings;
    report.old_label = display(&old_path);
    report.new_label = display(&new_path);

    // Other clients' operations, read against OLD (what they use today).
    let mut operations = Vec::new();
    for arg in &args.operations {
        let path = resolve_arg(arg);
        operations.extend(
            schema_diff::operations::load(&path, &old.schema)
                .map_err(|e| relabel(&e.to_string(), &path))?
                .into_iter()
                .map(|mut op| {
                    op.name = relabel(&op.name, Path::new(&op.name));
                    for problem in &op.problems {
                        report.warnings.push(format!(
                            "{} (operation {} is read as far as it resolves against OLD)",
                            relabel(problem, &path),
                            op.name
                        ));
                    }
                    op
                }),
        );
    }
    if !args.operations.is_empty() {
        report.set_operations(&operations);
    }
    report.fail_on = match args.fail_on {
        FailOnChoice::Breaking => FailOn::Breaking,
        FailOnChoice::Used => FailOn::Used,
        FailOnChoice::Dangerous => FailOn::Dangerous,
    };

    // Approvals: an explicit file must load; the default is used when it exists.
    let approvals_path = resolve_arg(args.approvals.as_deref().unwrap_or(DEFAULT_APPROVALS));
    if args.approvals.is_some() || approvals_path.exists() {
        let approvals = Approvals::load(&approvals_path)
            .map_err(|e| relabel(&e.to_string(), &approvals_path))?;
        let today = time::OffsetDateTime::now_utc().date();
        let today = Date::parse(&format!(
            "{:04}-{:02}-{:02}",
            today.year(),
            u8::from(today.month()),
            today.day()
        ))
        .map_err(|e| e.to_string())?;
        report.apply_approvals(&approvals, &today);
        for w in &mut report.warnings {
            *w = relabel(w, &approvals_path);
        }
    }

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
    print!("{}", report.render(format, &old, &new, color));
    if matches!(format, Format::Github) {
        append_step_summary(&report.render(Format::Markdown, &old, &new, false))?;
    }
    let status = report.exit_status();
    // The process ends next: skip freeing two large schema trees (about 5% of a run on 1 MB SDL).
    std::mem::forget((old, new, report));
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

/// Loads a schema by introspecting `source`; its label stands in for a path in messages.
fn load_source(source: &Source, mode: Mode) -> Result<(PathBuf, LoadedSchema), String> {
    let label = source.label();
    let json = source.introspect()?;
    let loaded = load::load_str(&json, Path::new(&label), mode).map_err(|e| e.to_string())?;
    Ok((PathBuf::from(label), loaded))
}

/// Resolves a path argument (see [`workspace_path`]).
fn resolve_arg(path: &str) -> PathBuf {
    workspace_path(Path::new(path))
}
