//! The whole release check, as `cargo xtask schema-diff` runs it: both schemas loaded, diffed,
//! the change log checked, the contract documents judged, other clients' operations read,
//! approvals and the fail-on policy applied. The [`Verdict`] holds the report, its exit code and
//! its renderings, so a tool that embeds schema-diff runs exactly the command's check:
//!
//! ```no_run
//! use schema_diff::changelog::Date;
//! use schema_diff::gate::{FileArg, Gate, Input};
//! use schema_diff::report::Format;
//!
//! let verdict = Gate::new(
//!     Input::File("schema/payments.graphql".into()),
//!     Input::File("pulled.graphql".into()),
//!     Date::from_ymd(2026, 11, 27)?,
//! )
//! .changelog(FileArg::Default("schema/changelog.toml".into()))
//! .contracts(FileArg::Default("contracts".into()))
//! .approvals(FileArg::Default("schema/approved-changes.toml".into()))
//! .run()?;
//! print!("{}", verdict.render(Format::Text, false));
//! std::process::exit(verdict.exit_code().into());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! What the check decides:
//! * **Inputs.** A file the caller names ([`FileArg::Given`]) must be readable; a default
//!   ([`FileArg::Default`]) is used when it exists. A missing default change log or contracts
//!   directory is said in a warning; a missing default approvals file is not.
//! * **The change-log window.** Entries dated after OLD count: OLD's date is the one given
//!   ([`Gate::old_date`]), else a `YYYY-MM-DD` in OLD's file name, else, when OLD is the schema
//!   the change log is kept with ([`Gate::current_schema`]), the log's newest date; else every
//!   entry counts. NEW's date, when its file name holds one, bounds the window.
//! * **Approvals** are judged on the caller's `today`: one past its `expires` day no longer counts.
//! * **Exit codes**: [`Verdict::exit_code`] is [`EXIT_OK`](crate::report::EXIT_OK) or
//!   [`EXIT_FAILED`](crate::report::EXIT_FAILED) (see [`Report::exit_status`]); every
//!   [`GateError`] is bad input, [`EXIT_BAD_INPUT`].
//! * **Names.** Every path in the report, its warnings and the errors is written as the
//!   caller's [`Gate::name_paths`] writes it (default: as given).
//!
//! Where two processors are available the two sides load at once and the contracts are judged
//! beside the diff.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::approvals::{Approvals, ApprovalsError};
use crate::changelog::{ChangeLog, ChangeLogError, Date, Window};
use crate::impact::{BrokenContract, Impact, ImpactError};
use crate::load::{LoadError, LoadedSchema, Mode};
use crate::operations::OperationsError;
use crate::report::{EXIT_BAD_INPUT, FailOn, Format, Report};

/// A schema to diff.
pub enum Input {
    /// An SDL or introspection JSON file (told apart by content).
    File(PathBuf),
    /// Text got when the check runs, such as an endpoint's introspection reply (SDL or JSON),
    /// named `label` in reports. `fetch` runs on the loading thread, beside the other side's
    /// load; its error message is reported as it is.
    Fetched {
        /// How the source is named (an endpoint's URL).
        label: String,
        /// Gets the text.
        fetch: Box<dyn FnOnce() -> Result<String, String> + Send>,
    },
}

impl std::fmt::Debug for Input {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::File(path) => f.debug_tuple("File").field(path).finish(),
            Self::Fetched { label, .. } => f.debug_struct("Fetched").field("label", label).finish(),
        }
    }
}

/// A file or directory the check reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileArg {
    /// Named by the user: it must be there, or the check fails as bad input.
    Given(PathBuf),
    /// A default: used when it exists.
    Default(PathBuf),
}

impl FileArg {
    fn path(&self) -> &Path {
        match self {
            Self::Given(path) | Self::Default(path) => path,
        }
    }

    /// Whether the file is to be read: it was named, or it exists.
    fn used(&self, exists: impl Fn(&Path) -> bool) -> bool {
        match self {
            Self::Given(_) => true,
            Self::Default(path) => exists(path),
        }
    }
}

/// Why the check could not be made: bad input (exit status [`EXIT_BAD_INPUT`]). Paths are named
/// as [`Gate::name_paths`] names them.
#[derive(Debug, thiserror::Error)]
pub enum GateError {
    /// A schema file could not be read or loaded.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// [`Input::Fetched`] failed (its message).
    #[error("{0}")]
    Fetch(String),
    /// Loading a side panicked (named by its label).
    #[error("{0}: loading panicked")]
    Panicked(String),
    /// The change log could not be read or parsed.
    #[error(transparent)]
    ChangeLog(#[from] ChangeLogError),
    /// The contracts directory could not be read.
    #[error(transparent)]
    Contracts(#[from] ImpactError),
    /// Operations (`--operations`) could not be read.
    #[error(transparent)]
    Operations(#[from] OperationsError),
    /// The approvals file could not be read or was refused.
    #[error(transparent)]
    Approvals(#[from] ApprovalsError),
}

impl GateError {
    /// The exit status of a check that could not be made.
    pub fn exit_code(&self) -> u8 {
        EXIT_BAD_INPUT
    }
}

/// How paths are written in reports and messages.
type Names = Arc<dyn Fn(&Path) -> String + Send + Sync>;

/// The check to run: the two schemas, what they are checked against, and the policy.
pub struct Gate {
    old: Input,
    new: Input,
    today: Date,
    mode: Mode,
    changelog: Option<FileArg>,
    old_date: Option<Date>,
    current_schema: Option<PathBuf>,
    contracts: Option<FileArg>,
    operations: Vec<PathBuf>,
    approvals: Option<FileArg>,
    fail_on: FailOn,
    names: Names,
    parallel: bool,
}

/// What the check found: the report, with the two loaded schemas it renders from.
#[derive(Debug)]
pub struct Verdict {
    /// Every change with what the change log, the contracts, the operations and the approvals
    /// say of it; the warnings; what fails.
    pub report: Report,
    /// OLD as loaded.
    pub old: LoadedSchema,
    /// NEW as loaded.
    pub new: LoadedSchema,
}

impl Verdict {
    /// [`EXIT_OK`](crate::report::EXIT_OK) when nothing fails the check, else
    /// [`EXIT_FAILED`](crate::report::EXIT_FAILED).
    pub fn exit_code(&self) -> u8 {
        self.report.exit_status()
    }

    /// Whether nothing fails the check.
    pub fn passed(&self) -> bool {
        self.exit_code() == crate::report::EXIT_OK
    }

    /// The report in `format`; `color` adds ANSI colours (text only).
    pub fn render(&self, format: Format, color: bool) -> String {
        self.report.render(format, &self.old, &self.new, color)
    }
}

impl Gate {
    /// A check of `new` against `old`, approvals judged on `today`; by default strict loading,
    /// no change log (every breaking change is unannounced), no contracts, no operations, no
    /// approvals, failing on every unannounced breaking change ([`FailOn::Breaking`]).
    pub fn new(old: Input, new: Input, today: Date) -> Self {
        Self {
            old,
            new,
            today,
            mode: Mode::Strict,
            changelog: None,
            old_date: None,
            current_schema: None,
            contracts: None,
            operations: Vec::new(),
            approvals: None,
            fail_on: FailOn::Breaking,
            names: Arc::new(|path: &Path| path.display().to_string()),
            parallel: std::thread::available_parallelism().is_ok_and(|n| n.get() > 1),
        }
    }

    /// How both schemas are loaded (`--lenient`: [`Mode::Lenient`]).
    pub fn mode(mut self, mode: Mode) -> Self {
        self.mode = mode;
        self
    }

    /// The provider's change log (`--changelog`). A missing [`FileArg::Default`] is a warning
    /// and every breaking change counts as unannounced.
    pub fn changelog(mut self, file: FileArg) -> Self {
        self.changelog = Some(file);
        self
    }

    /// OLD's date (`--old-date`): only change-log entries after it count.
    pub fn old_date(mut self, date: Option<Date>) -> Self {
        self.old_date = date;
        self
    }

    /// The schema file the change log is kept up to date with (the vendored schema): when OLD is
    /// this file and no date is given or in its name, entries after the log's newest date count.
    pub fn current_schema(mut self, path: impl Into<PathBuf>) -> Self {
        self.current_schema = Some(path.into());
        self
    }

    /// The directory of contract documents (`--contracts`): those valid against OLD that NEW
    /// refuses break the check. A missing [`FileArg::Default`] is a warning.
    pub fn contracts(mut self, dir: FileArg) -> Self {
        self.contracts = Some(dir);
        self
    }

    /// Other clients' operations (`--operations`, repeatable): folders of documents, documents
    /// or persisted-query manifests; each change lists those that touch it.
    pub fn operations(mut self, paths: impl IntoIterator<Item = PathBuf>) -> Self {
        self.operations.extend(paths);
        self
    }

    /// Approved breaking changes (`--approvals`).
    pub fn approvals(mut self, file: FileArg) -> Self {
        self.approvals = Some(file);
        self
    }

    /// What fails the check (`--fail-on`).
    pub fn fail_on(mut self, fail_on: FailOn) -> Self {
        self.fail_on = fail_on;
        self
    }

    /// How every path is written in reports, warnings and errors (a command writes them
    /// relative to where the user works); the default writes them as given.
    pub fn name_paths(mut self, names: impl Fn(&Path) -> String + Send + Sync + 'static) -> Self {
        self.names = Arc::new(names);
        self
    }

    /// Whether the sides load at once and the contracts are judged beside the diff (default:
    /// where two processors are available). Off, the second side reuses the memory the first
    /// freed.
    pub fn parallel(mut self, parallel: bool) -> Self {
        self.parallel = parallel;
        self
    }

    /// Runs the check.
    pub fn run(self) -> Result<Verdict, GateError> {
        let names = self.names.clone();
        let name = |path: &Path| names(path);
        let (old_input, new_input) = (self.old, self.new);
        let old_file = match &old_input {
            Input::File(path) => Some(path.clone()),
            Input::Fetched { .. } => None,
        };
        let old_label = label(&old_input, &name);
        let new_label = label(&new_input, &name);
        let mode = self.mode;
        let (old, new) = if self.parallel {
            std::thread::scope(|s| {
                let old = s.spawn(|| load(old_input, mode, &name));
                let new = load(new_input, mode, &name);
                let old = old
                    .join()
                    .unwrap_or_else(|_| Err(GateError::Panicked(old_label.clone())));
                (old, new)
            })
        } else {
            let old = load(old_input, mode, &name);
            (old, load(new_input, mode, &name))
        };
        let (old, new) = (old?, new?);
        let mut warnings: Vec<String> = old.warnings.iter().chain(&new.warnings).cloned().collect();

        let changelog = match &self.changelog {
            Some(file) if file.used(Path::exists) => Some(read_named(
                file.path(),
                &name,
                |path, source| ChangeLogError::Io { path, source },
                |text, shown| ChangeLog::parse(&text, shown),
            )?),
            Some(file) => {
                warnings.push(format!(
                    "{}: no change log; every breaking change counts as unannounced",
                    name(file.path())
                ));
                None
            }
            None => None,
        };
        let date_in_name = |label: &str| {
            Date::find_in(
                &Path::new(label)
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy(),
            )
        };
        let since = self
            .old_date
            .or_else(|| date_in_name(&old_label))
            .or_else(|| {
                let (old, current) = (old_file.as_ref()?, self.current_schema.as_ref()?);
                let same = old.canonicalize().ok() == current.canonicalize().ok();
                same.then(|| changelog.as_ref()?.newest_date().cloned())?
            });
        let window = Window {
            since,
            until: date_in_name(&new_label),
        };

        let contracts_dir = match &self.contracts {
            Some(dir) if dir.used(Path::is_dir) => Some(dir.path()),
            Some(dir) => {
                warnings.push(format!(
                    "{}: no contracts directory; operation impact not checked",
                    name(dir.path())
                ));
                None
            }
            None => None,
        };
        let contracts = || {
            contracts_dir.map(|dir| crate::impact::check_contracts(dir, &old.schema, &new.schema))
        };
        let (changes, impact) = if self.parallel {
            std::thread::scope(|s| {
                let impact = s.spawn(contracts);
                let changes = crate::diff::diff(&old.schema, &new.schema);
                let impact = impact
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p));
                (changes, impact)
            })
        } else {
            (crate::diff::diff(&old.schema, &new.schema), contracts())
        };
        let impact = impact
            .transpose()
            .map_err(|e| rename_impact_error(e, &name))?
            .map(|impact| rename_contracts(impact, &name));
        warnings.extend(
            impact
                .as_ref()
                .and_then(|i| i.invalid_before_warning(&old_label)),
        );

        let mut report = crate::assess(
            changes,
            changelog.as_ref().map(|log| (log, &window)),
            impact.as_ref(),
        );
        report.warnings = warnings;
        report.old_label = old_label;
        report.new_label = new_label;

        // Other clients' operations, read against OLD (what they use today).
        let mut operations = Vec::new();
        for path in &self.operations {
            let shown = name(path);
            let given = path.display().to_string();
            let read = crate::operations::load(path, &old.schema)
                .map_err(|e| rename_operations_error(e, &name, &given, &shown))?;
            for mut op in read {
                op.name = name(Path::new(&op.name));
                for problem in &op.problems {
                    report.warnings.push(format!(
                        "{} (operation {} is read as far as it resolves against OLD)",
                        problem.replace(&given, &shown),
                        op.name
                    ));
                }
                operations.push(op);
            }
        }
        if !self.operations.is_empty() {
            report.set_operations(&operations);
        }
        report.fail_on = self.fail_on;

        if let Some(file) = self.approvals.as_ref().filter(|f| f.used(Path::exists)) {
            let approvals = read_named(
                file.path(),
                &name,
                |path, source| ApprovalsError::Io { path, source },
                |text, shown| Approvals::parse(&text, shown),
            )?;
            report.apply_approvals(&approvals, &self.today);
        }
        Ok(Verdict { report, old, new })
    }
}

/// How `input` is named in reports.
fn label(input: &Input, name: &impl Fn(&Path) -> String) -> String {
    match input {
        Input::File(path) => name(path),
        Input::Fetched { label, .. } => label.clone(),
    }
}

/// Loads one side; its messages name it by its label.
fn load(
    input: Input,
    mode: Mode,
    name: &(impl Fn(&Path) -> String + Sync),
) -> Result<LoadedSchema, GateError> {
    match input {
        Input::File(path) => Ok(read_named(
            &path,
            name,
            |path, source| LoadError::Io { path, source },
            |text, shown| crate::load::load_str(text, shown, mode),
        )?),
        Input::Fetched { label, fetch } => {
            let text = fetch().map_err(GateError::Fetch)?;
            Ok(crate::load::load_str(text, Path::new(&label), mode)?)
        }
    }
}

/// The file at `path` read and parsed, named `name(path)` in every error: a failed read
/// through `io`, the text through `parse` (as `ChangeLog::load`, `Approvals::load` and
/// `load::load_file` do, but naming the file as the caller writes it).
fn read_named<T, E>(
    path: &Path,
    name: &impl Fn(&Path) -> String,
    io: impl FnOnce(PathBuf, std::io::Error) -> E,
    parse: impl FnOnce(String, &Path) -> Result<T, E>,
) -> Result<T, E> {
    let shown = PathBuf::from(name(path));
    match std::fs::read_to_string(path) {
        Ok(text) => parse(text, &shown),
        Err(source) => Err(io(shown, source)),
    }
}

/// Each contract named as `name` names it, in its errors too.
fn rename_contracts(mut impact: Impact, name: &impl Fn(&Path) -> String) -> Impact {
    let rename = |b: &mut BrokenContract| {
        let (given, shown) = (b.contract.display().to_string(), name(&b.contract));
        for error in &mut b.errors {
            *error = error.replace(&given, &shown);
        }
        b.contract = PathBuf::from(shown);
    };
    impact.broken.iter_mut().for_each(rename);
    impact.invalid_before.iter_mut().for_each(rename);
    impact
}

fn rename_impact_error(error: ImpactError, name: &impl Fn(&Path) -> String) -> ImpactError {
    match error {
        ImpactError::Io { path, source } => ImpactError::Io {
            path: PathBuf::from(name(&path)),
            source,
        },
    }
}

/// `error` with the operations path written `given` written `shown`.
fn rename_operations_error(
    error: OperationsError,
    name: &impl Fn(&Path) -> String,
    given: &str,
    shown: &str,
) -> OperationsError {
    let renamed = |path: PathBuf| PathBuf::from(name(&path));
    match error {
        OperationsError::Io { path, source } => OperationsError::Io {
            path: renamed(path),
            source,
        },
        OperationsError::Manifest {
            path,
            line,
            column,
            message,
        } => OperationsError::Manifest {
            path: renamed(path),
            line,
            column,
            message,
        },
        OperationsError::Document { path, what, errors } => OperationsError::Document {
            path: renamed(path),
            what,
            errors: errors.iter().map(|e| e.replace(given, shown)).collect(),
        },
        OperationsError::UnknownKind { path } => OperationsError::UnknownKind {
            path: renamed(path),
        },
    }
}
