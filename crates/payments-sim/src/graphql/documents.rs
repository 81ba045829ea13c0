//! The documents already parsed, found within the limits and valid against the schema, by
//! query text.
//!
//! A client sends the same few documents over and over (each operation's text is fixed), so
//! the simulator keeps each parsed document and hands a copy to async-graphql instead of
//! parsing the text again and re-checking its size. Bounded: at most [`CAPACITY`] documents
//! of at most [`MAX_QUERY_BYTES`] of text each; when full, it starts afresh.

use std::collections::HashMap;
use std::sync::Mutex;

use async_graphql::parser::types::{ExecutableDocument, OperationDefinition};

use crate::graphql::validation::Validation;

/// How many distinct documents are kept before the cache is emptied.
pub const CAPACITY: usize = 256;

/// Longer query texts are parsed on every request and never kept.
pub const MAX_QUERY_BYTES: usize = 16 * 1024;

/// Parsed documents that passed the limit checks and validation, keyed by their exact text,
/// and the validator.
pub struct Documents(Mutex<HashMap<String, ExecutableDocument>>, Validation);

impl Documents {
    /// No document yet; `validation` validates new ones.
    pub fn new(validation: Validation) -> Self {
        Self(Mutex::default(), validation)
    }

    /// The GraphQL errors of a new document `query` ([`Validation::errors`]; empty: valid).
    pub fn validate(&self, query: &str) -> Vec<serde_json::Value> {
        self.1.errors(query)
    }

    /// A copy of the document parsed from `query`, if it was seen before.
    pub fn get(&self, query: &str) -> Option<ExecutableDocument> {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(query)
            .cloned()
    }

    /// Keeps `doc`, parsed from `query` and within the limits (unless `query` is too long).
    pub fn insert(&self, query: String, doc: ExecutableDocument) {
        if query.len() > MAX_QUERY_BYTES {
            return;
        }
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() >= CAPACITY {
            map.clear();
        }
        map.insert(query, doc);
    }
}

/// The operation a request runs: the one named `operation_name`, or the first of `doc`.
pub fn selected<'a>(
    doc: &'a ExecutableDocument,
    operation_name: Option<&str>,
) -> Option<&'a OperationDefinition> {
    doc.operations
        .iter()
        .find(|(name, _)| {
            operation_name.is_none_or(|wanted| name.is_some_and(|n| n.as_str() == wanted))
        })
        .map(|(_, op)| &op.node)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(query: &str) -> ExecutableDocument {
        async_graphql::parser::parse_query(query).expect("parses")
    }

    #[test]
    fn keeps_documents_by_exact_text_within_its_bounds() {
        let schema =
            apollo_compiler::Schema::parse_and_validate(payments_schema::SDL, "s").expect("valid");
        let docs = Documents::new(Validation::new(schema));
        let q = "{ balances { currency } }";
        assert!(docs.get(q).is_none());
        docs.insert(q.to_owned(), parsed(q));
        assert!(docs.get(q).is_some());
        assert!(
            docs.get("{ balances { currency  } }").is_none(),
            "exact text only"
        );

        let long = format!(
            "{{ balances {{ currency }} }}{}",
            " ".repeat(MAX_QUERY_BYTES)
        );
        docs.insert(long.clone(), parsed(&long));
        assert!(docs.get(&long).is_none(), "long texts are not kept");

        for i in 0..CAPACITY {
            let q = format!("{{ a{i}: balances {{ currency }} }}");
            docs.insert(q.clone(), parsed(&q));
        }
        let held = docs.0.lock().expect("lock").len();
        assert!(held <= CAPACITY, "{held}");
    }
}
