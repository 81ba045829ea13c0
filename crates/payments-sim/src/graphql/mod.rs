//! The GraphQL boundary: the executable schema built from the vendored SDL ([`schema`]), each
//! field's arguments read into `payments-types` inputs ([`args`]), the table of root fields
//! ([`operations`]), the limits on a document ([`limits`], [`documents`]), and its validation
//! against the schema ([`validation`]).

pub mod args;
pub mod documents;
pub mod info;
pub mod limits;
pub mod operations;
pub mod schema;
pub mod validation;
