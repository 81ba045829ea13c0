//! Address cleanser: `addressCleanserRequest`, `addressCleanserRequests`, `cleanseAddress`.

use payments_schema::schema;
use payments_types::address_cleanser::{
    AddressCleanserRecommendation, AddressCleanserRequestQueryInput, CleanseAddressInput,
};
use payments_types::common::{Id, Timestamp};

use super::common::{Address, Money};
use super::{IdVariables, IdVariablesFields, mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// An address cleanser request with its result.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "AddressCleanserRequest")]
pub struct AddressCleanserRequest {
    /// Request id.
    pub id: Id,
    /// When it was requested.
    pub created_at: Timestamp,
    /// The address as sent.
    pub address: Address,
    /// The result.
    pub result: AddressCleanserResult,
}

/// Result of an address cleansing.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "AddressCleanserResult")]
pub struct AddressCleanserResult {
    /// Advice: approve, review or reject.
    pub recommendation: AddressCleanserRecommendation,
    /// Confidence score (exact decimal).
    pub score: Money,
    /// The cleansed address.
    pub cleansed_address: Option<Address>,
}

/// Reply of `cleanseAddress`.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "AddressCleanserReply")]
pub struct AddressCleanserReply {
    /// Whether the address was cleansed.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The request record with its result.
    pub request: Option<AddressCleanserRequest>,
}

crate::impl_reply!(AddressCleanserReply);

/// Variables of `addressCleanserRequests`: `$input: AddressCleanserRequestQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct AddressCleanserRequestsVariables {
    /// Filters.
    pub input: Option<AddressCleanserRequestQueryInput>,
}

/// Variables of `cleanseAddress`: `$input: CleanseAddressInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CleanseAddressVariables {
    /// The address.
    pub input: CleanseAddressInput,
}

/// `query AddressCleanserRequest($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "IdVariables")]
pub struct AddressCleanserRequestQuery {
    /// The request, when found.
    #[arguments(id: $id)]
    pub address_cleanser_request: Option<AddressCleanserRequest>,
}

/// `query AddressCleanserRequests($input: AddressCleanserRequestQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "AddressCleanserRequestsVariables")]
pub struct AddressCleanserRequestsQuery {
    /// The matching requests.
    #[arguments(input: $input)]
    pub address_cleanser_requests: Vec<AddressCleanserRequest>,
}

/// `mutation CleanseAddress($input: CleanseAddressInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CleanseAddressVariables")]
pub struct CleanseAddressMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub cleanse_address: AddressCleanserReply,
}

root_operations!(
    AddressCleanserRequestQuery: IdVariables => "addressCleanserRequest",
    AddressCleanserRequestsQuery: AddressCleanserRequestsVariables => "addressCleanserRequests",
    CleanseAddressMutation: CleanseAddressVariables => "cleanseAddress",
);

impl Client {
    /// One past address cleanser request; `None` when the id is unknown.
    pub async fn address_cleanser_request(
        &self,
        id: &Id,
    ) -> Result<Option<AddressCleanserRequest>, Error> {
        let op = query::<AddressCleanserRequestQuery>(IdVariables { id: id.clone() });
        Ok(self
            .run(op, OperationKind::Query)
            .await?
            .address_cleanser_request)
    }

    /// Past address cleanser requests matching `filter` (all with `None`).
    pub async fn address_cleanser_requests(
        &self,
        filter: Option<AddressCleanserRequestQueryInput>,
    ) -> Result<Vec<AddressCleanserRequest>, Error> {
        let op = query::<AddressCleanserRequestsQuery>(AddressCleanserRequestsVariables {
            input: filter,
        });
        Ok(self
            .run(op, OperationKind::Query)
            .await?
            .address_cleanser_requests)
    }

    /// Cleanses an address (charged per request); the request record with its result.
    pub async fn cleanse_address(
        &self,
        input: CleanseAddressInput,
    ) -> Result<AddressCleanserRequest, Error> {
        let op = mutation::<CleanseAddressMutation>(CleanseAddressVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.cleanse_address)
            .await?;
        record("cleanseAddress", "request", reply.request)
    }
}
