//! Other teams' operations, for usage-aware gating (`--operations PATH`): a folder of
//! `.graphql` documents, one document, or a persisted-query manifest in JSON, either
//! `{"operations":[{"name":..,"body":..}]}` or `{"<hash>":"<document>"}`. Each operation is
//! read against OLD (what it uses today) into the coordinates it uses.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use apollo_compiler::validation::Valid;
use apollo_compiler::{ExecutableDocument, Schema};
use serde_json::Value;

use crate::change::Change;
use crate::coordinate::Coordinate;
use crate::impact::{find_documents, touches, used_coordinates};

/// One operation document and what it uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operation {
    /// Its name: the file (for a folder) or the manifest's name or hash.
    pub name: String,
    /// Coordinates it uses, read against OLD.
    pub used: BTreeSet<Coordinate>,
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
}

fn operation(old: &Valid<Schema>, name: String, body: &str) -> Operation {
    let doc = match ExecutableDocument::parse(old, body, name.as_str()) {
        Ok(doc) => doc,
        Err(e) => e.partial,
    };
    Operation {
        used: used_coordinates(old, &doc),
        name,
    }
}

/// Reads the operations at `path` (folder, `.graphql` file or `.json` manifest) against `old`.
pub fn load(path: &Path, old: &Valid<Schema>) -> Result<Vec<Operation>, OperationsError> {
    let io = |source| OperationsError::Io {
        path: path.to_path_buf(),
        source,
    };
    if path.is_dir() {
        let files = find_documents(path).map_err(|e| match e {
            crate::impact::ImpactError::Io { path, source } => OperationsError::Io { path, source },
        })?;
        return files
            .into_iter()
            .map(|file| {
                let body =
                    std::fs::read_to_string(&file).map_err(|source| OperationsError::Io {
                        path: file.clone(),
                        source,
                    })?;
                Ok(operation(old, file.display().to_string(), &body))
            })
            .collect();
    }
    let text = std::fs::read_to_string(path).map_err(io)?;
    if path.extension().is_some_and(|e| e == "json") {
        manifest(&text, path, old)
    } else {
        Ok(vec![operation(old, path.display().to_string(), &text)])
    }
}

fn manifest(
    text: &str,
    path: &Path,
    old: &Valid<Schema>,
) -> Result<Vec<Operation>, OperationsError> {
    let refuse = |line: usize, column: usize, message: String| OperationsError::Manifest {
        path: path.to_path_buf(),
        line,
        column,
        message,
    };
    let value: Value =
        serde_json::from_str(text).map_err(|e| refuse(e.line(), e.column(), e.to_string()))?;
    let shape = || {
        refuse(
            1,
            1,
            "not a persisted-query manifest: expected {\"operations\":[{\"name\",\"body\"}]} or {\"<hash>\":\"<document>\"}".into(),
        )
    };
    let Value::Object(map) = value else {
        return Err(shape());
    };
    if let Some(list) = map.get("operations") {
        let list = list.as_array().ok_or_else(shape)?;
        return list
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let field = |key: &str| entry.get(key).and_then(Value::as_str);
                match (field("name"), field("body")) {
                    (Some(name), Some(body)) => Ok(operation(old, name.to_owned(), body)),
                    _ => Err(refuse(
                        1,
                        1,
                        format!("operations[{i}] needs a string `name` and a string `body`"),
                    )),
                }
            })
            .collect();
    }
    map.iter()
        .map(|(hash, body)| {
            let body = body
                .as_str()
                .ok_or_else(|| refuse(1, 1, format!("the document of {hash:?} is not a string")))?;
            Ok(operation(old, hash.clone(), body))
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
