//! `statement`: one day of movements of the primary balance.

use payments_schema::schema;
use payments_types::common::{Id, Timestamp};
use payments_types::statements::StatementQueryInput;

use super::common::Money;
use super::{query, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A statement of one day (`code` `GENERATED` on success).
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq)]
#[cynic(graphql_type = "Statement")]
pub struct Statement {
    /// Whether the statement was generated.
    pub success: bool,
    /// `GENERATED` on success.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// Start of the period (UTC).
    pub from_date: Option<Timestamp>,
    /// End of the period (UTC).
    pub to_date: Option<Timestamp>,
    /// Every movement of the primary balance in the period.
    pub rows: Vec<StatementRow>,
}

crate::impl_reply!(Statement);

/// One movement of the primary balance.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq)]
#[cynic(graphql_type = "StatementRow")]
pub struct StatementRow {
    /// Amount debited.
    pub debit: Money,
    /// Amount credited.
    pub credit: Money,
    /// When the movement happened.
    pub created_at: Option<Timestamp>,
    /// Text describing the movement.
    pub description: Option<String>,
    /// The balance after the movement.
    pub balance: Option<Money>,
    /// The deposit, withdrawal, payment or conversion that moved the balance.
    pub transaction_id: Option<Id>,
}

/// Variables of `statement`: `$input: StatementQueryInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct StatementVariables {
    /// Period and currency.
    pub input: StatementQueryInput,
}

/// `query Statement($input: StatementQueryInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "StatementVariables")]
pub struct StatementQuery {
    /// The statement.
    #[arguments(input: $input)]
    pub statement: Statement,
}

root_operations!(StatementQuery: StatementVariables => "statement");

impl Client {
    /// The statement of one day; a reply with `success: false` is [`ErrorKind::Rejected`](crate::ErrorKind::Rejected).
    pub async fn statement(&self, input: StatementQueryInput) -> Result<Statement, Error> {
        let op = query::<StatementQuery>(StatementVariables { input });
        self.mutate(op, OperationKind::Query, |d| d.statement).await
    }
}
