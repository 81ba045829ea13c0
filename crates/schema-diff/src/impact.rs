//! Operation impact: which contract documents a change from the old schema to the new one
//! breaks, and which changes touch coordinates our operations use.
//!
//! Every `*.graphql` under the contracts directory (recursively) is judged as the change from
//! OLD to NEW can affect it. A document that validates against OLD and not against NEW is a
//! **broken contract**, reported with `file:line:column: message` errors; so is one that does
//! not parse. A document that does not validate against OLD cannot be broken by the change and
//! is not judged against NEW: one warning ([`Impact::invalid_before_warning`]) names how many
//! there are and the first error of the first few (`cargo xtask schema-check` judges the
//! contracts against the vendored schema).
//!
//! The coordinates a document valid against OLD uses are collected against OLD
//! ([`used_coordinates`]), and a change **affects us** when it [`touches`] one of them.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use apollo_compiler::ast::{self, Type, Value};
use apollo_compiler::executable::{Selection, SelectionSet};
use apollo_compiler::schema::ExtendedType;
use apollo_compiler::validation::{DiagnosticList, Valid, WithErrors};
use apollo_compiler::{ExecutableDocument, Schema};
use serde::Serialize;

use crate::change::Change;
use crate::coordinate::Coordinate;
use crate::load::format_diagnostics;

/// A contract document that does not validate against the new schema.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BrokenContract {
    /// The document's path (as found under the contracts directory).
    pub contract: PathBuf,
    /// `file:line:column: message` per validation error.
    pub errors: Vec<String>,
}

/// The result of checking a directory of contract documents.
#[derive(Debug, Clone, Default)]
pub struct Impact {
    /// Every `*.graphql` document found, sorted.
    pub contracts: Vec<PathBuf>,
    /// Documents that validate against the old schema and not against the new one, or that do
    /// not parse at all.
    pub broken: Vec<BrokenContract>,
    /// Documents that do not validate against the old schema: no change of this diff can break
    /// them, so they are not judged against the new one (`cargo xtask schema-check` judges them
    /// against the vendored schema).
    pub invalid_before: Vec<BrokenContract>,
    /// Coordinates the documents valid against the old schema use.
    pub used: BTreeSet<Coordinate>,
}

impl Impact {
    /// One warning for the documents set apart as not valid against the old schema (named
    /// `old` here), when there are any: how many, and the first few with their first error's
    /// text. It names several files, so it is written without a place of its own.
    pub fn invalid_before_warning(&self, old: &str) -> Option<String> {
        const SHOWN: usize = 3;
        let invalid = &self.invalid_before;
        if invalid.is_empty() {
            return None;
        }
        let named: Vec<String> = invalid
            .iter()
            .take(SHOWN)
            .map(|b| {
                let contract = b.contract.display();
                match b.errors.first().and_then(|e| crate::lines::split_place(e)) {
                    Some((_, _, _, text)) => format!("{contract} ({text})"),
                    None => contract.to_string(),
                }
            })
            .collect();
        let more = match invalid.len().saturating_sub(SHOWN) {
            0 => String::new(),
            more => format!(" and {more} more (`cargo xtask schema-check` judges the contracts)"),
        };
        Some(format!(
            "{} contract document(s) do not validate against OLD ({old}), so no change can break \
             them; not judged against NEW: {}{more}",
            invalid.len(),
            named.join(", "),
        ))
    }
}

/// Why the contracts could not be checked.
#[derive(Debug, thiserror::Error)]
pub enum ImpactError {
    /// A directory or file could not be read.
    #[error("{path}: cannot read: {source}")]
    Io {
        /// The directory or file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
}

/// Every `*.graphql` file under `dir` (recursively), sorted.
pub fn find_documents(dir: &Path) -> Result<Vec<PathBuf>, ImpactError> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let io = |source| ImpactError::Io {
            path: d.clone(),
            source,
        };
        for entry in std::fs::read_dir(&d).map_err(io)? {
            let path = entry.map_err(io)?.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "graphql") {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

/// Judges every document under `dir` as a change from `old` to `new` can affect it: a document
/// valid against `old` is broken when it does not validate against `new`, and its coordinates
/// are collected against `old`; a document that does not parse is broken; one that parses but
/// does not validate against `old` is set apart in [`Impact::invalid_before`].
pub fn check_contracts(
    dir: &Path,
    old: &Valid<Schema>,
    new: &Valid<Schema>,
) -> Result<Impact, ImpactError> {
    let mut impact = Impact {
        contracts: find_documents(dir)?,
        ..Impact::default()
    };
    for path in &impact.contracts {
        let text = read(path)?;
        if let Some(reason) = missing_root_field(&text, old) {
            // Plainly not written against `old`: spares the full parse (large foreign schemas).
            impact.invalid_before.push(BrokenContract {
                contract: path.clone(),
                errors: vec![format!("{}:{reason}", path.display())],
            });
            continue;
        }
        let ast = match ast::Document::parse(text.as_str(), path) {
            Ok(ast) => ast,
            Err(e) => {
                impact.broken.push(broken(path, &e.errors));
                continue;
            }
        };
        let doc = match ast.to_executable_validate(old) {
            Ok(doc) => doc,
            Err(WithErrors { errors, .. }) => {
                impact.invalid_before.push(broken(path, &errors));
                continue;
            }
        };
        if let Err(WithErrors { errors, .. }) = ast.to_executable_validate(new) {
            impact.broken.push(broken(path, &errors));
        }
        impact.used.extend(used_coordinates(old, &doc));
    }
    Ok(impact)
}

/// Every one of `documents` (see [`find_documents`]) that does not parse or validate against
/// `schema`.
pub fn validate_contracts(
    documents: &[PathBuf],
    schema: &Valid<Schema>,
) -> Result<Vec<BrokenContract>, ImpactError> {
    let mut invalid = Vec::new();
    for path in documents {
        let text = read(path)?;
        let errors = match ast::Document::parse(text.as_str(), path) {
            Ok(ast) => ast.to_executable_validate(schema).err().map(|e| e.errors),
            Err(e) => Some(e.errors),
        };
        if let Some(errors) = errors {
            invalid.push(broken(path, &errors));
        }
    }
    Ok(invalid)
}

fn read(path: &Path) -> Result<String, ImpactError> {
    std::fs::read_to_string(path).map_err(|source| ImpactError::Io {
        path: path.to_path_buf(),
        source,
    })
}

fn broken(path: &Path, errors: &DiagnosticList) -> BrokenContract {
    BrokenContract {
        contract: path.to_path_buf(),
        errors: format_diagnostics(errors, path),
    }
}

/// `line:column: why` for the first root field a document selects that `schema` does not have
/// (`None` when the document does not parse here, or selects only root fields the schema has):
/// a quick verdict, by cynic-parser, that the document does not validate against `schema`.
fn missing_root_field(text: &str, schema: &Schema) -> Option<String> {
    use cynic_parser::common::OperationType as Op;
    use cynic_parser::executable::Selection as S;
    let document = cynic_parser::parse_executable_document(text).ok()?;
    let at = |offset: usize| {
        let (line, column) = crate::lines::Lines::new(text).line_column(text, offset);
        format!("{line}:{column}")
    };
    for operation in document.operations() {
        let root = &schema.schema_definition;
        let (kind, root) = match operation.operation_type() {
            Op::Query => ("query", &root.query),
            Op::Mutation => ("mutation", &root.mutation),
            Op::Subscription => ("subscription", &root.subscription),
        };
        let Some(root) = root else {
            let start = operation.selection_set_span().start;
            return Some(format!("{}: the schema has no {kind} root type", at(start)));
        };
        let object = schema.get_object(root)?;
        for selection in operation.selection_set() {
            if let S::Field(field) = selection
                && !field.name().starts_with("__")
                && !object.fields.contains_key(field.name())
            {
                return Some(format!(
                    "{}: the schema has no root field `{root}.{}`",
                    at(field.name_span().start),
                    field.name()
                ));
            }
        }
    }
    None
}

/// Coordinates a document uses: selected fields, passed arguments, input fields and enum values
/// written as literals, directives, and the named types of variables, fragment conditions and
/// non-object field results.
pub fn used_coordinates(schema: &Schema, doc: &ExecutableDocument) -> BTreeSet<Coordinate> {
    let mut used = BTreeSet::new();
    for op in doc.operations.iter() {
        for var in &op.variables {
            used.insert(Coordinate::Type(var.ty.inner_named_type().to_string()));
        }
        directives(&mut used, op.directives.iter().map(|d| &**d));
        selection_set(schema, &mut used, &op.selection_set);
    }
    for fragment in doc.fragments.values() {
        used.insert(Coordinate::Type(fragment.selection_set.ty.to_string()));
        directives(&mut used, fragment.directives.iter().map(|d| &**d));
        selection_set(schema, &mut used, &fragment.selection_set);
    }
    used
}

fn directives<'a>(
    used: &mut BTreeSet<Coordinate>,
    list: impl Iterator<Item = &'a apollo_compiler::ast::Directive>,
) {
    for d in list {
        used.insert(Coordinate::Directive(d.name.to_string()));
        for a in &d.arguments {
            used.insert(Coordinate::DirectiveArgument(
                d.name.to_string(),
                a.name.to_string(),
            ));
        }
    }
}

fn selection_set(schema: &Schema, used: &mut BTreeSet<Coordinate>, set: &SelectionSet) {
    let parent = set.ty.to_string();
    for sel in &set.selections {
        match sel {
            Selection::Field(f) => {
                directives(used, f.directives.iter().map(|d| &**d));
                if f.name.starts_with("__") {
                    continue;
                }
                used.insert(Coordinate::Member(parent.clone(), f.name.to_string()));
                let result = f.definition.ty.inner_named_type();
                if !matches!(schema.types.get(result), Some(ExtendedType::Object(_))) {
                    used.insert(Coordinate::Type(result.to_string()));
                }
                for arg in &f.arguments {
                    used.insert(Coordinate::Argument(
                        parent.clone(),
                        f.name.to_string(),
                        arg.name.to_string(),
                    ));
                    if let Some(def) = f.definition.arguments.iter().find(|a| a.name == arg.name) {
                        value(schema, used, &def.ty, &arg.value);
                    }
                }
                selection_set(schema, used, &f.selection_set);
            }
            Selection::InlineFragment(inline) => {
                if let Some(t) = &inline.type_condition {
                    used.insert(Coordinate::Type(t.to_string()));
                }
                directives(used, inline.directives.iter().map(|d| &**d));
                selection_set(schema, used, &inline.selection_set);
            }
            Selection::FragmentSpread(spread) => {
                directives(used, spread.directives.iter().map(|d| &**d));
            }
        }
    }
}

/// Input fields and enum values written as literals in an argument value of type `ty`.
fn value(schema: &Schema, used: &mut BTreeSet<Coordinate>, ty: &Type, v: &Value) {
    let named = ty.inner_named_type();
    match v {
        Value::List(items) => {
            for item in items {
                value(schema, used, ty.item_type(), item);
            }
        }
        Value::Enum(e) => {
            used.insert(Coordinate::Member(named.to_string(), e.to_string()));
        }
        Value::Object(fields) => {
            let Some(ExtendedType::InputObject(input)) = schema.types.get(named) else {
                return;
            };
            used.insert(Coordinate::Type(named.to_string()));
            for (name, fv) in fields {
                used.insert(Coordinate::Member(named.to_string(), name.to_string()));
                if let Some(def) = input.fields.get(name) {
                    value(schema, used, &def.ty, fv);
                }
            }
        }
        _ => {}
    }
}

/// True when a change at `changed` touches something in `used`: an element we use is the changed
/// element or lies inside it (a removed type whose field we select), or the change sits directly
/// inside a field, input type or enum we use (a new required argument on a field we call, a new
/// required input field or a removed value of an input/enum type we pass).
pub fn touches(changed: &Coordinate, used: &BTreeSet<Coordinate>) -> bool {
    if used.iter().any(|u| u.is_within(changed)) {
        return true;
    }
    changed.parent().is_some_and(|p| used.contains(&p))
}

/// Sets `affects_us` on every change from the coordinates the contracts use.
pub fn mark_affected(changes: &mut [Change], used: &BTreeSet<Coordinate>) {
    for change in changes {
        let affects = change
            .coordinates()
            .filter_map(|c| c.parse::<Coordinate>().ok())
            .any(|c| touches(&c, used));
        change.affects_us = Some(affects);
    }
}
