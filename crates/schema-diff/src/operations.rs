//! Other teams' operations, for usage-aware gating (`--operations PATH`): a folder of
//! `.graphql` documents, one `.graphql`/`.gql` document, or a persisted-query manifest in JSON
//! (`.json`), either `{"operations":[{"name":..,"body":..}]}` or `{"<hash>":"<document>"}`.
//! Each operation is read against OLD (what it uses today) into the coordinates it uses.
//!
//! A document that does not parse, a manifest entry of the wrong shape and a file of another
//! kind are refused with file, line and column. A document that parses but does not validate
//! against OLD (a field OLD lacks) is kept, read as far as it resolves, with a problem noted.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use apollo_compiler::validation::Valid;
use apollo_compiler::{Schema, ast};
use serde_json::value::RawValue;

use crate::change::Change;
use crate::coordinate::Coordinate;
use crate::impact::{find_documents, touches, used_coordinates};
use crate::lines::Lines;
use crate::load::format_diagnostics;

/// One operation document and what it uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operation {
    /// Its name: the file (for a folder) or the manifest's name or hash.
    pub name: String,
    /// Coordinates it uses, read against OLD.
    pub used: BTreeSet<Coordinate>,
    /// Why it does not validate against OLD (`file:line:column: message`); empty when it does.
    pub problems: Vec<String>,
}

/// Why operations could not be read.
#[derive(Debug, thiserror::Error)]
pub enum OperationsError {
    /// A file or folder could not be read.
    #[error("{}: cannot read: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A JSON manifest that is not JSON, or not of either accepted shape.
    #[error("{}:{line}:{column}: {message}", path.display())]
    Manifest {
        /// The manifest.
        path: PathBuf,
        /// Line (1-based).
        line: usize,
        /// Column (1-based).
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A document that is not GraphQL (syntax errors), in a file or a manifest entry.
    #[error("{}: {what} does not parse:\n  {}", path.display(), errors.join("\n  "))]
    Document {
        /// The file (the manifest, for an entry).
        path: PathBuf,
        /// The document: `the document` or `operation "name" (line L)` of a manifest.
        what: String,
        /// `place: message` per syntax error (line and column within the document).
        errors: Vec<String>,
    },
    /// A path that is neither a folder nor a file of a known kind.
    #[error(
        "{}: not an operations source: expected a folder of .graphql documents, a .graphql or .gql document, or a .json persisted-query manifest",
        path.display()
    )]
    UnknownKind {
        /// The path.
        path: PathBuf,
    },
}

/// Reads one document; `label` names it in diagnostics.
fn operation(
    old: &Valid<Schema>,
    name: String,
    body: &str,
    label: &str,
) -> Result<Operation, Vec<String>> {
    let ast = ast::Document::parse(body, label)
        .map_err(|e| format_diagnostics(&e.errors, Path::new(label)))?;
    let (doc, problems) = match ast.to_executable_validate(old) {
        Ok(doc) => (doc.into_inner(), Vec::new()),
        Err(e) => (e.partial, format_diagnostics(&e.errors, Path::new(label))),
    };
    Ok(Operation {
        used: used_coordinates(old, &doc),
        name,
        problems,
    })
}

/// Reads the operations at `path` (folder, `.graphql`/`.gql` file or `.json` manifest)
/// against `old`.
pub fn load(path: &Path, old: &Valid<Schema>) -> Result<Vec<Operation>, OperationsError> {
    let read = |file: &Path| {
        std::fs::read_to_string(file).map_err(|source| OperationsError::Io {
            path: file.to_path_buf(),
            source,
        })
    };
    let document = |file: &Path, body: &str| {
        let label = file.display().to_string();
        operation(old, label.clone(), body, &label).map_err(|errors| OperationsError::Document {
            path: file.to_path_buf(),
            what: "the document".into(),
            errors,
        })
    };
    if path.is_dir() {
        let files = find_documents(path).map_err(|e| match e {
            crate::impact::ImpactError::Io { path, source } => OperationsError::Io { path, source },
        })?;
        return files
            .iter()
            .map(|file| document(file, &read(file)?))
            .collect();
    }
    match path.extension().and_then(|e| e.to_str()) {
        Some("json") => manifest(&read(path)?, path, old),
        Some("graphql" | "gql") => Ok(vec![document(path, &read(path)?)?]),
        _ if !path.exists() => Err(OperationsError::Io {
            path: path.to_path_buf(),
            source: std::io::Error::from(std::io::ErrorKind::NotFound),
        }),
        _ => Err(OperationsError::UnknownKind {
            path: path.to_path_buf(),
        }),
    }
}

/// An entry of the `{"operations":[..]}` shape.
#[derive(serde::Deserialize)]
struct Entry {
    name: String,
    body: String,
}

fn manifest(
    text: &str,
    path: &Path,
    old: &Valid<Schema>,
) -> Result<Vec<Operation>, OperationsError> {
    let refuse = |(line, column): (usize, usize), message: String| OperationsError::Manifest {
        path: path.to_path_buf(),
        line,
        column,
        message,
    };
    // Where a borrowed piece of `text` starts in it.
    let lines = Lines::new(text);
    let at = |raw: &RawValue| {
        lines.line_column(text, raw.get().as_ptr() as usize - text.as_ptr() as usize)
    };
    let top: BTreeMap<String, &RawValue> = serde_json::from_str(text).map_err(|e| {
        let message = if e.is_syntax() || e.is_eof() {
            e.to_string()
        } else {
            "not a persisted-query manifest: expected {\"operations\":[{\"name\",\"body\"}]} or {\"<hash>\":\"<document>\"}".into()
        };
        refuse((e.line(), e.column().max(1)), message)
    })?;
    let read = |name: String, body: &str, entry: &RawValue| {
        let (line, _) = at(entry);
        operation(
            old,
            name.clone(),
            body,
            &format!("{}: {name}", path.display()),
        )
        .map_err(|errors| OperationsError::Document {
            path: path.to_path_buf(),
            what: format!("operation {name:?} (line {line})"),
            errors,
        })
    };
    if let Some(list) = top.get("operations") {
        let entries: Vec<&RawValue> = serde_json::from_str(list.get())
            .map_err(|_| refuse(at(list), "`operations` is not a list".into()))?;
        return entries
            .into_iter()
            .enumerate()
            .map(|(i, raw)| {
                let entry: Entry = serde_json::from_str(raw.get()).map_err(|_| {
                    refuse(
                        at(raw),
                        format!("operations[{i}] needs a string `name` and a string `body`"),
                    )
                })?;
                read(entry.name, &entry.body, raw)
            })
            .collect();
    }
    top.iter()
        .map(|(hash, raw)| {
            let body: String = serde_json::from_str(raw.get()).map_err(|_| {
                refuse(at(raw), format!("the document of {hash:?} is not a string"))
            })?;
            read(hash.clone(), &body, raw)
        })
        .collect()
}

/// The names of the operations that touch `change` (its element, or one inside or right above
/// it; see [`touches`]).
pub fn touching<'a>(change: &Change, operations: &'a [Operation]) -> Vec<&'a str> {
    let changed: Vec<Coordinate> = change
        .coordinates()
        .filter_map(|c| c.parse().ok())
        .collect();
    operations
        .iter()
        .filter(|op| changed.iter().any(|c| touches(c, &op.used)))
        .map(|op| op.name.as_str())
        .collect()
}
