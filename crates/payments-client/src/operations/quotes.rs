//! `quote`: bid and ask for a currency pair and size.

use payments_schema::schema;
use payments_types::common::Timestamp;
use payments_types::quotes::{QuoteApplicability, QuoteInput};

use super::common::Money;
use super::{query, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// Bid and ask for a currency pair and size.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Quote")]
pub struct Quote {
    /// Bid.
    pub bid: Money,
    /// Ask.
    pub ask: Money,
    /// Currency pair symbol.
    pub symbol: String,
    /// When the quote was made.
    pub timestamp: Timestamp,
    /// Whether the pair is quoted inverted.
    pub inverted: bool,
    /// When the quote expires.
    pub expire_at: Timestamp,
    /// Whether it is usable for payments or for conversions.
    pub applicability: Option<QuoteApplicability>,
}

/// Variables of `quote`: `$input: QuoteInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct QuoteVariables {
    /// Pair and size.
    pub input: QuoteInput,
}

/// `query Quote($input: QuoteInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "QuoteVariables")]
pub struct QuoteQuery {
    /// The quote, when one is available.
    #[arguments(input: $input)]
    pub quote: Option<Quote>,
}

root_operations!(QuoteQuery: QuoteVariables => "quote");

impl Client {
    /// A quote for a currency pair and size; `None` when none is available.
    pub async fn quote(&self, input: QuoteInput) -> Result<Option<Quote>, Error> {
        let op = query::<QuoteQuery>(QuoteVariables { input });
        Ok(self.run(op, OperationKind::Query).await?.quote)
    }
}
