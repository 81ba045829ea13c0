//! Conversions between balances: `conversion`, `conversions`, `createConversion`.

use payments_schema::schema;
use payments_types::CurrencyCode;
use payments_types::common::{Id, Timestamp};
use payments_types::conversions::{ConversionQueryInput, ConversionStatus, CreateConversionInput};

use super::common::Money;
use super::{IdVariables, IdVariablesFields, mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A conversion between the customer's balances.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Conversion")]
pub struct Conversion {
    /// Conversion id.
    pub id: Id,
    /// Amount sold.
    pub from_amount: Option<Money>,
    /// Currency sold.
    pub from_currency: Option<CurrencyCode>,
    /// Amount bought.
    pub to_amount: Option<Money>,
    /// Currency bought.
    pub to_currency: Option<CurrencyCode>,
    /// Rate applied.
    pub rate: Option<Money>,
    /// The caller's own identifier.
    pub external_id: Option<String>,
    /// Current status.
    pub status: Option<ConversionStatus>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// When it was created.
    pub created_at: Option<Timestamp>,
}

/// Reply of `createConversion`.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "ConversionReply")]
pub struct ConversionReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The created conversion.
    pub conversion: Option<Conversion>,
}

crate::impl_reply!(ConversionReply);

/// Variables of `conversions`: `$input: ConversionQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct ConversionsVariables {
    /// Filters.
    pub input: Option<ConversionQueryInput>,
}

/// Variables of `createConversion`: `$input: CreateConversionInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CreateConversionVariables {
    /// The conversion.
    pub input: CreateConversionInput,
}

/// `query Conversion($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "IdVariables")]
pub struct ConversionQuery {
    /// The conversion, when found.
    #[arguments(id: $id)]
    pub conversion: Option<Conversion>,
}

/// `query Conversions($input: ConversionQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "ConversionsVariables")]
pub struct ConversionsQuery {
    /// The matching conversions.
    #[arguments(input: $input)]
    pub conversions: Vec<Conversion>,
}

/// `mutation CreateConversion($input: CreateConversionInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreateConversionVariables")]
pub struct CreateConversionMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub create_conversion: ConversionReply,
}

root_operations!(
    ConversionQuery: IdVariables => "conversion",
    ConversionsQuery: ConversionsVariables => "conversions",
    CreateConversionMutation: CreateConversionVariables => "createConversion",
);

impl Client {
    /// One conversion; `None` when the id is unknown.
    pub async fn conversion(&self, id: &Id) -> Result<Option<Conversion>, Error> {
        let op = query::<ConversionQuery>(IdVariables { id: id.clone() });
        Ok(self.run(op, OperationKind::Query).await?.conversion)
    }

    /// Conversions matching `filter` (all with `None`).
    pub async fn conversions(
        &self,
        filter: Option<ConversionQueryInput>,
    ) -> Result<Vec<Conversion>, Error> {
        let op = query::<ConversionsQuery>(ConversionsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.conversions)
    }

    /// Converts between the customer's balances. Not retried automatically (the input has no
    /// idempotency key).
    pub async fn create_conversion(
        &self,
        input: CreateConversionInput,
    ) -> Result<Conversion, Error> {
        let op = mutation::<CreateConversionMutation>(CreateConversionVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.create_conversion)
            .await?;
        record("createConversion", "conversion", reply.conversion)
    }
}
