//! GraphQL validation of every document before it runs, by a complete validator
//! (apollo-compiler's, the rules of the GraphQL specification's "Validation" section) against
//! the schema the simulator serves.
//!
//! async-graphql alone is lenient where the service is not: it takes a string literal where the
//! schema wants an enum (`affiliation: "SVC_LUX"`, which the spec says is "passed as an unquoted
//! enum constant"), the very mistake a team must see here before production. So every document
//! is validated here first, once per distinct text (the document cache keeps only validated
//! ones), and one the rules refuse gets a GraphQL error per failure, the argument or input field
//! named by its path and the expected type given:
//! `{"message": "login(input.affiliation): expected value of type Affiliation, found a string",
//! "locations": [{"line": 1, "column": 67}], "extensions": {"code": "GRAPHQL_VALIDATION_FAILED"}}`.
//! Variables are JSON, where an enum value is a string: they are coerced at execution as before.

use apollo_compiler::validation::Valid;
use apollo_compiler::{ExecutableDocument, Schema};
use apollo_parser::cst::CstNode as _;
use apollo_parser::{SyntaxKind, SyntaxNode, cst};
use serde_json::{Value, json};

/// The code of a validation failure (`payments_types::codes::Code::GraphqlValidationFailed`).
pub const CODE: &str = "GRAPHQL_VALIDATION_FAILED";

/// At most this many failures are listed; a last error says how many more there were.
pub const MAX_ERRORS: usize = 20;

/// The served schema, as the validator reads it.
pub struct Validation {
    schema: Valid<Schema>,
}

impl Validation {
    /// A validator against `schema`.
    pub fn new(schema: Valid<Schema>) -> Self {
        Self { schema }
    }

    /// The GraphQL errors of `query`, one per failed rule; empty when it validates.
    pub fn errors(&self, query: &str) -> Vec<Value> {
        let Err(invalid) = ExecutableDocument::parse_and_validate(&self.schema, query, "request")
        else {
            return Vec::new();
        };
        let tree = apollo_parser::Parser::new(query).parse();
        let document = tree.document();
        let total = invalid.errors.len();
        let mut errors: Vec<Value> = invalid
            .errors
            .iter()
            .take(MAX_ERRORS)
            .map(|diagnostic| {
                let range = diagnostic.line_column_range();
                let message = diagnostic.error.to_string();
                let place = range
                    .as_ref()
                    .and_then(|r| offset(query, r.start.line, r.start.column))
                    .map(|at| path_at(document.syntax(), at))
                    .filter(|path| !path.is_empty());
                let message = match place {
                    Some(path) => format!("{path}: {message}"),
                    None => message,
                };
                let mut error = json!({"message": message, "extensions": {"code": CODE}});
                if let Some(r) = range {
                    error["locations"] = json!([{"line": r.start.line, "column": r.start.column}]);
                }
                error
            })
            .collect();
        if total > MAX_ERRORS {
            let more = format!("{} more validation errors not listed", total - MAX_ERRORS);
            errors.push(json!({"message": more, "extensions": {"code": CODE}}));
        }
        errors
    }
}

/// The byte offset of 1-based `line` and `column` (in characters) in `text`.
fn offset(text: &str, line: usize, column: usize) -> Option<usize> {
    let start = text
        .split_inclusive('\n')
        .take(line.checked_sub(1)?)
        .map(str::len)
        .sum::<usize>();
    let line_text = text.get(start..)?;
    let within = line_text
        .char_indices()
        .nth(column.checked_sub(1)?)
        .map_or(line_text.len(), |(i, _)| i);
    Some(start + within)
}

/// Where `at` sits in the document: the innermost field, then its argument and input fields
/// (`login(input.affiliation)`), or the field alone (`withdrawals`).
fn path_at(root: &SyntaxNode, at: usize) -> String {
    let mut field = None;
    let mut inside = Vec::new();
    for node in root.descendants() {
        let range = node.text_range();
        let (start, end) = (usize::from(range.start()), usize::from(range.end()));
        if at < start || at >= end {
            continue;
        }
        match node.kind() {
            SyntaxKind::FIELD => {
                field = cst::Field::cast(node.clone())
                    .and_then(|f| f.name())
                    .map(|n| n.text().to_string());
                inside.clear();
            }
            SyntaxKind::ARGUMENT => {
                if let Some(name) = cst::Argument::cast(node.clone()).and_then(|a| a.name()) {
                    inside.push(name.text().to_string());
                }
            }
            SyntaxKind::OBJECT_FIELD => {
                if let Some(name) = cst::ObjectField::cast(node.clone()).and_then(|f| f.name()) {
                    inside.push(name.text().to_string());
                }
            }
            _ => {}
        }
    }
    match (field, inside.is_empty()) {
        (Some(field), true) => field,
        (Some(field), false) => format!("{field}({})", inside.join(".")),
        (None, _) => inside.join("."),
    }
}
