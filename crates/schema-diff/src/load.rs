//! Loading a schema from SDL or from an introspection-result JSON, strictly or leniently.
//!
//! * **Strict** (the default): the SDL must parse and validate; every apollo-compiler diagnostic is
//!   returned with file, line and column, except that a field, input field or enum value defined
//!   twice is named with the lines of both definitions.
//! * **Lenient**: syntax errors still fail, but a schema that parses is diffed anyway. Duplicate
//!   fields, input fields, enum values, arguments and union members are resolved like graphql-js
//!   `buildSchema(sdl, { assumeValidSDL: true })`: the **last** definition wins (at the position of
//!   the first). Each such repair and every remaining validation error becomes a warning.

mod introspection;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use apollo_compiler::ast::{self, Definition};
use apollo_compiler::diagnostic::ToCliReport;
use apollo_compiler::validation::{DiagnosticList, Valid};
use apollo_compiler::{Node, Schema};

pub use introspection::INTROSPECTION_QUERY;

/// How strictly to treat a schema that does not validate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Mode {
    /// Any parse or validation error fails the load.
    #[default]
    Strict,
    /// Only syntax errors fail; duplicates resolve last-wins and other errors become warnings.
    Lenient,
}

/// What a file held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceFormat {
    /// GraphQL SDL.
    Sdl,
    /// The `data` of an introspection query (with or without the `{"data": ...}` wrapper).
    IntrospectionJson,
}

/// A loaded schema, with the warnings of a lenient load.
#[derive(Debug)]
pub struct LoadedSchema {
    /// The schema (assumed valid after a lenient load with warnings).
    pub schema: Valid<Schema>,
    /// What the input was.
    pub format: SourceFormat,
    /// `file:line:column: message` lines; empty after a clean load.
    pub warnings: Vec<String>,
}

/// Why a schema could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{path}: cannot read: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The file is empty or holds only white space.
    #[error("{path}: the file is empty (expected GraphQL SDL or an introspection JSON)")]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The SDL does not parse or validate; one `file:line:column: message` per diagnostic.
    #[error("{path}: invalid SDL ({} error(s)):\n  {}", diagnostics.len(), diagnostics.join("\n  "))]
    InvalidSdl {
        /// The file.
        path: PathBuf,
        /// `file:line:column: message` lines.
        diagnostics: Vec<String>,
    },
    /// The JSON does not parse.
    #[error("{path}:{line}:{column}: invalid JSON: {message}")]
    Json {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What serde_json said.
        message: String,
    },
    /// The JSON parses but is not an introspection result.
    #[error("{path}: not an introspection result: at `{at}`: {message}")]
    IntrospectionShape {
        /// The file.
        path: PathBuf,
        /// JSON path of the offending value, e.g. `__schema.types[3].fields[0].type`.
        at: String,
        /// What was expected.
        message: String,
    },
}

/// Reads and loads a schema file; the format is told by content (JSON starts with `{`).
pub fn load_file(path: &Path, mode: Mode) -> Result<LoadedSchema, LoadError> {
    let text = std::fs::read_to_string(path).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    load_str(&text, path, mode)
}

/// Loads a schema from text; `path` names it in messages.
pub fn load_str(text: &str, path: &Path, mode: Mode) -> Result<LoadedSchema, LoadError> {
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.is_empty() {
        return Err(LoadError::Empty {
            path: path.to_path_buf(),
        });
    }
    if trimmed.starts_with('{') {
        let sdl = introspection::to_sdl(trimmed, path)?;
        let label = format!("{} (SDL generated from introspection)", path.display());
        let mut loaded = load_sdl(&sdl, Path::new(&label), mode).map_err(|e| relabel(e, path))?;
        loaded.format = SourceFormat::IntrospectionJson;
        Ok(loaded)
    } else {
        load_sdl(text, path, mode)
    }
}

fn relabel(err: LoadError, path: &Path) -> LoadError {
    match err {
        LoadError::InvalidSdl { diagnostics, .. } => LoadError::InvalidSdl {
            path: path.to_path_buf(),
            diagnostics,
        },
        other => other,
    }
}

/// The definition of `@oneOf`, a built-in directive of the current GraphQL specification and of
/// graphql-js that apollo-compiler 1.x does not know: added to a schema that uses it without
/// declaring it (as graphql-js does), so such a schema loads. The diff skips it like every
/// specified directive, so adding or dropping the declaration is no change.
const ONE_OF_DEFINITION: &str = "directive @oneOf on INPUT_OBJECT\n";

/// Where the added definition is said to come from in diagnostics.
const ONE_OF_SOURCE: &str = "built-in @oneOf";

/// Whether `text` uses `@oneOf` without declaring it (a quick scan: the word `directive`
/// before `@oneOf` declares it).
fn uses_undeclared_one_of(text: &str) -> bool {
    let mut used = false;
    for (at, _) in text.match_indices("@oneOf") {
        let after = text[at + "@oneOf".len()..].chars().next();
        if after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue; // `@oneOfMany`: another name
        }
        if text[..at].trim_end().ends_with("directive") {
            return false;
        }
        used = true;
    }
    used
}

/// Loads SDL text.
pub fn load_sdl(text: &str, path: &Path, mode: Mode) -> Result<LoadedSchema, LoadError> {
    let invalid = |errors: &DiagnosticList| LoadError::InvalidSdl {
        path: path.to_path_buf(),
        diagnostics: format_diagnostics(errors, path),
    };
    let one_of = uses_undeclared_one_of(text);
    let ok = |schema, warnings| LoadedSchema {
        schema,
        format: SourceFormat::Sdl,
        warnings,
    };
    match mode {
        Mode::Strict => {
            let mut builder = Schema::builder().parse(text, path);
            if one_of {
                builder = builder.parse(ONE_OF_DEFINITION, ONE_OF_SOURCE);
            }
            builder.build().and_then(Schema::validate)
        }
        .map(|schema| ok(schema, Vec::new()))
        .map_err(|e| {
            let mut diagnostics = format_diagnostics(&e.errors, path);
            name_both_definitions(text, path, &mut diagnostics);
            LoadError::InvalidSdl {
                path: path.to_path_buf(),
                diagnostics,
            }
        }),
        Mode::Lenient => {
            let mut document = ast::Document::parse(text, path).map_err(|e| invalid(&e.errors))?;
            if one_of {
                let definition = ast::Document::parse(ONE_OF_DEFINITION, ONE_OF_SOURCE)
                    .map_err(|e| invalid(&e.errors))?;
                document.definitions.extend(definition.definitions);
            }
            let mut warnings =
                dedupe_last_wins(&mut document, "; lenient mode keeps the last definition");
            let schema = match document.to_schema() {
                Ok(schema) => schema,
                Err(e) => {
                    warnings.extend(format_diagnostics(&e.errors, path));
                    e.partial
                }
            };
            let schema = match schema.validate() {
                Ok(valid) => valid,
                Err(e) => {
                    warnings.extend(format_diagnostics(&e.errors, path));
                    Valid::assume_valid(e.partial)
                }
            };
            Ok(ok(schema, warnings))
        }
    }
}

/// `file:line:column: message` for each diagnostic. One that belongs to no definition (a schema
/// without a query root, ...) is placed at the start of `path`, the document that was loaded.
pub fn format_diagnostics(errors: &DiagnosticList, path: &Path) -> Vec<String> {
    errors
        .iter()
        .map(|d| {
            let file = d
                .error
                .location()
                .and_then(|loc| d.sources.get(&loc.file_id()))
                .map(|f| f.path().display().to_string());
            match (file, d.line_column_range()) {
                (Some(file), Some(range)) => format!(
                    "{file}:{}:{}: {}",
                    range.start.line, range.start.column, d.error
                ),
                (Some(file), None) => format!("{file}:1:1: {}", d.error),
                (None, _) => format!("{}:1:1: {}", path.display(), d.error),
            }
        })
        .collect()
}

/// Line of a name in `document`'s source, for warnings.
fn line_of(document: &ast::Document, name: &apollo_compiler::Name) -> String {
    let Some(loc) = name.location() else {
        return "?".to_string();
    };
    document
        .sources
        .get(&loc.file_id())
        .and_then(|f| f.get_line_column(loc.offset()))
        .map(|lc| lc.line.to_string())
        .unwrap_or_else(|| "?".to_string())
}

/// Keeps the last of several same-named items, at the position of the first.
/// Returns `(name, line of first, line of last)` for each duplicate.
fn keep_last<T>(
    items: &mut Vec<Node<T>>,
    line: impl Fn(&T) -> String,
    name: impl Fn(&T) -> String,
) -> Vec<(String, String, String)> {
    let mut first: HashMap<String, usize> = HashMap::new();
    let mut out: Vec<Node<T>> = Vec::with_capacity(items.len());
    let mut dups = Vec::new();
    for item in items.drain(..) {
        let key = name(&item);
        match first.get(&key) {
            Some(&i) => {
                dups.push((key, line(&out[i]), line(&item)));
                out[i] = item;
            }
            None => {
                first.insert(key, out.len());
                out.push(item);
            }
        }
    }
    *items = out;
    dups
}

/// apollo-compiler reports a field or enum value defined twice at the start of the second
/// definition (often its description) and without the first: on a failed strict load, such
/// diagnostics are replaced by one per duplicate naming the lines of both names.
fn name_both_definitions(text: &str, path: &Path, diagnostics: &mut Vec<String>) {
    const COVERED: [&str; 4] = [
        "field of object type",
        "field of interface type",
        "field of input object type",
        "value of enum type",
    ];
    let Ok(mut document) = ast::Document::parse(text, path) else {
        return;
    };
    let duplicates = dedupe_last_wins(&mut document, "");
    // Drop an apollo diagnostic only when a line of ours names the same `Type.member`.
    let named_by_us = |d: &String| {
        let quoted: Vec<&str> = d.split('`').skip(1).step_by(2).collect();
        match quoted[..] {
            [member, ty] if COVERED.iter().any(|c| d.contains(c)) => {
                let key = format!("`{ty}.{member}`");
                duplicates.iter().any(|ours| ours.contains(&key))
            }
            _ => false,
        }
    };
    diagnostics.retain(|d| !named_by_us(d));
    diagnostics.extend(duplicates);
}

/// Keeps the last definition of each duplicated field, input field and enum value; one
/// `file:line: ... is defined twice (lines a and b){suffix}` line per duplicate.
fn dedupe_last_wins(document: &mut ast::Document, suffix: &str) -> Vec<String> {
    let path = document
        .sources
        .values()
        .next()
        .map(|f| f.path().display().to_string())
        .unwrap_or_default();
    let snapshot = document.clone();
    let mut warnings = Vec::new();
    let mut report = |ty: &str, what: &str, dups: Vec<(String, String, String)>| {
        for (name, a, b) in dups {
            warnings.push(format!(
                "{path}:{b}: {what} `{ty}.{name}` is defined twice (lines {a} and {b}){suffix}"
            ));
        }
    };
    for def in &mut document.definitions {
        macro_rules! fields {
            ($node:expr, $list:ident, $what:literal, $name:ident) => {{
                let node = $node.make_mut();
                let ty = node.name.to_string();
                let dups = keep_last(
                    &mut node.$list,
                    |n| line_of(&snapshot, &n.$name),
                    |f| f.$name.to_string(),
                );
                report(&ty, $what, dups);
            }};
        }
        match def {
            Definition::ObjectTypeDefinition(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::ObjectTypeExtension(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::InterfaceTypeDefinition(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::InterfaceTypeExtension(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::InputObjectTypeDefinition(n) => {
                fields!(n, fields, "input field", name)
            }
            Definition::InputObjectTypeExtension(n) => {
                fields!(n, fields, "input field", name)
            }
            Definition::EnumTypeDefinition(n) => {
                fields!(n, values, "enum value", value)
            }
            Definition::EnumTypeExtension(n) => {
                fields!(n, values, "enum value", value)
            }
            _ => {}
        }
    }
    warnings
}
