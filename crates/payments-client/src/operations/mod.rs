//! Every operation of the schema as a cynic fragment, one module per resource (the same module
//! names as `payments-types`), and the typed [`Client`](crate::Client) methods that run them.
//!
//! Each document declares only the spec's recommended variables: `$input` of the operation's
//! input type, plus `$id` where the operation takes one (`balances` takes `$currencies`). The
//! GraphQL operation name is the PascalCase of the root field (`createWithdrawal` →
//! `CreateWithdrawal`). Output fragments select every field of their record, nested objects too;
//! `Float`s decode into [`Money`](common::Money) (exact decimals), `DateTime`s into
//! [`Timestamp`](payments_types::common::Timestamp).
//!
//! The method of an operation is its root field in snake_case (`createWithdrawal` →
//! [`Client::create_withdrawal`](crate::Client::create_withdrawal)), defined in the module of
//! its resource; `login` and `logout` are [`Client::login`](crate::Client::login) and
//! [`Client::logout`](crate::Client::logout). What the methods take and give back:
//! - list filters are `Option<…QueryInput>` (`None`: no filter); look-ups by id return
//!   `Option<Record>` (`None`: unknown id);
//! - mutations return the affected record and turn `success: false` into
//!   [`ErrorKind::Rejected`](crate::ErrorKind::Rejected) (a success without the record is
//!   [`ErrorKind::Decode`](crate::ErrorKind::Decode)); `statement` is refused the same way;
//! - `confirmation_of_payee` and `adverse_media_search` return the whole reply (its `match_` and
//!   `account_name`; its `id` and `ams_request`);
//! - `create_recipient`, `update_recipient`, `create_sender` and `update_sender` return
//!   [`Saved`](common::Saved): the record with the `id` the service gave it as an `Id` (the
//!   record's own `id` is optional, because the same fragment describes parties supplied
//!   inline, which have none);
//! - `create_withdrawal` and `create_payment` send their input's idempotency key and may be
//!   retried; every other mutation is sent once ([`RetryPolicy`](crate::RetryPolicy)).
//!
//! The document each operation sends is in [`contracts`](crate::contracts).

use std::collections::HashSet;

use cynic::queries::{OperationType, build_executable_document};
use cynic::schema::{MutationRoot, QueryRoot};
use cynic::{QueryFragment, QueryVariables};
use payments_schema::schema;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::Error;

pub mod address_cleanser;
pub mod ams;
pub mod balances;
pub mod common;
pub mod conversions;
pub mod deposits;
pub mod institutions;
pub mod lookups;
pub mod members;
pub mod payee;
pub mod payments;
pub mod quotes;
pub mod recipients;
pub mod rfis;
pub mod senders;
pub mod statements;
pub mod sub_clients;
pub mod withdrawals;

/// A root fragment of one operation: the `Query` or `Mutation` field it selects and its variables.
pub trait RootOperation: QueryFragment + DeserializeOwned {
    /// The operation's variables (`$input`, `$id`, or none).
    type Variables: QueryVariables + Serialize;
    /// The root field selected (`createWithdrawal`); also names the contract file.
    const ROOT_FIELD: &'static str;
    /// The document sent ([`document`]), built once per operation on first use: building it
    /// walks the whole fragment, which would otherwise cost more than the HTTP exchange.
    fn cached_document() -> &'static str;
}

/// Whether a root type is `Query` or `Mutation` (decides the document's operation keyword).
pub trait RootKind {
    /// `query` or `mutation`.
    fn operation_type() -> OperationType;
}

impl RootKind for schema::Query {
    fn operation_type() -> OperationType {
        OperationType::Query
    }
}

impl RootKind for schema::Mutation {
    fn operation_type() -> OperationType {
        OperationType::Mutation
    }
}

/// Implements [`RootOperation`]: `root_operations!(CreateWithdrawal: InputVars => "createWithdrawal")`.
macro_rules! root_operations {
    ($($ty:ty : $vars:ty => $field:literal),+ $(,)?) => {$(
        impl $crate::operations::RootOperation for $ty {
            type Variables = $vars;
            const ROOT_FIELD: &'static str = $field;
            fn cached_document() -> &'static str {
                static DOCUMENT: ::std::sync::OnceLock<String> = ::std::sync::OnceLock::new();
                DOCUMENT.get_or_init($crate::operations::document::<$ty>)
            }
        }
    )+};
}
pub(crate) use root_operations;

/// The GraphQL operation name of a root field: its PascalCase (`createWithdrawal` →
/// `CreateWithdrawal`).
pub fn operation_name(root_field: &str) -> String {
    let mut chars = root_field.chars();
    chars
        .next()
        .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// The query operation `O` with `variables`, named after its root field.
pub fn query<O>(variables: O::Variables) -> cynic::Operation<O, O::Variables>
where
    O: RootOperation,
    O::SchemaType: QueryRoot,
{
    operation(variables)
}

/// The mutation operation `O` with `variables`, named after its root field.
pub fn mutation<O>(variables: O::Variables) -> cynic::Operation<O, O::Variables>
where
    O: RootOperation,
    O::SchemaType: MutationRoot,
{
    operation(variables)
}

/// `O`'s cached document (identical to what cynic's `OperationBuilder` builds; the contract
/// test checks the files against it) with `variables` and the operation name.
fn operation<O: RootOperation>(variables: O::Variables) -> cynic::Operation<O, O::Variables> {
    let mut op = cynic::Operation::new(O::cached_document().to_owned(), variables);
    op.operation_name = Some(operation_name(O::ROOT_FIELD).into());
    op
}

/// The document `O` sends, built by cynic from the fragment (the text does not depend on
/// variable values); [`query`] and [`mutation`] send it, through [`RootOperation::cached_document`].
pub fn document<O>() -> String
where
    O: RootOperation,
    O::SchemaType: RootKind,
{
    build_executable_document::<O, O::Variables>(
        O::SchemaType::operation_type(),
        Some(&operation_name(O::ROOT_FIELD)),
        HashSet::new(),
        None,
    )
}

/// The record of a `success: true` reply; a missing record is an
/// [`ErrorKind::Decode`](crate::ErrorKind::Decode) (the reply does not hold what the operation
/// promises).
pub(crate) fn record<T>(operation: &str, field: &str, record: Option<T>) -> Result<T, Error> {
    record.ok_or_else(|| {
        Error::new(
            operation_name(operation),
            crate::ErrorKind::Decode {
                cause: std::sync::Arc::new(<serde_json::Error as serde::de::Error>::custom(
                    format!("`success: true` reply without `{field}`"),
                )),
            },
        )
    })
}

/// Variables of an operation that takes only `$id: ID!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct IdVariables {
    /// The record's id.
    pub id: payments_types::common::Id,
}

/// Variables of an operation that takes nothing.
pub type NoVariables = ();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operation_names_are_pascal_case() {
        assert_eq!(operation_name("createWithdrawal"), "CreateWithdrawal");
        assert_eq!(operation_name("balances"), "Balances");
        assert_eq!(operation_name(""), "");
    }

    #[test]
    fn a_missing_record_is_a_decode_error() {
        let e = record::<u8>("createWithdrawal", "withdrawal", None).unwrap_err();
        assert!(
            matches!(e.kind(), crate::ErrorKind::Decode { .. })
                && e.operation() == "CreateWithdrawal",
            "{e:?}"
        );
        assert!(e.to_string().contains("withdrawal"));
    }
}
