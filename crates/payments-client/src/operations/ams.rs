//! Adverse media search: `amsRequest`, `amsRequests`, `adverseMediaSearch`.

use payments_schema::schema;
use payments_types::ams::{
    AdverseMediaSearchInput, AmsEntityType, AmsRequestQueryInput, AmsStatus,
};
use payments_types::common::{Id, Timestamp};

use super::{IdVariables, IdVariablesFields, mutation, query, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// An adverse media search request.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "AmsRequest")]
pub struct AmsRequest {
    /// Request id.
    pub id: Id,
    /// Name screened.
    pub name: String,
    /// Country of the entity.
    pub country: Option<String>,
    /// Current status.
    pub status: AmsStatus,
    /// Individual or organisation.
    pub entity_type: Option<AmsEntityType>,
    /// When it was requested.
    pub created_at: Option<Timestamp>,
    /// The scan's result, once completed.
    pub result: Option<AmsResult>,
}

/// The result of an adverse media search.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "AmsResult")]
pub struct AmsResult {
    /// Number of adverse media hits.
    pub hit_count: i32,
    /// Short summary of the findings.
    pub summary: Option<String>,
}

/// Reply of `adverseMediaSearch`: the request's `id` (the scan runs in the background) and,
/// when the service includes it, the request record.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "AdverseMediaSearchReply")]
pub struct AdverseMediaSearchReply {
    /// Whether the request was accepted.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// Id of the request.
    pub id: Option<Id>,
    /// The created request.
    pub ams_request: Option<AmsRequest>,
}

crate::impl_reply!(AdverseMediaSearchReply);

/// Variables of `amsRequests`: `$input: AmsRequestQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct AmsRequestsVariables {
    /// Filters.
    pub input: Option<AmsRequestQueryInput>,
}

/// Variables of `adverseMediaSearch`: `$input: AdverseMediaSearchInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct AdverseMediaSearchVariables {
    /// The entity to screen.
    pub input: AdverseMediaSearchInput,
}

/// `query AmsRequest($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "IdVariables")]
pub struct AmsRequestQuery {
    /// The request, when found.
    #[arguments(id: $id)]
    pub ams_request: Option<AmsRequest>,
}

/// `query AmsRequests($input: AmsRequestQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "AmsRequestsVariables")]
pub struct AmsRequestsQuery {
    /// The matching requests.
    #[arguments(input: $input)]
    pub ams_requests: Vec<AmsRequest>,
}

/// `mutation AdverseMediaSearch($input: AdverseMediaSearchInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "AdverseMediaSearchVariables")]
pub struct AdverseMediaSearchMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub adverse_media_search: AdverseMediaSearchReply,
}

root_operations!(
    AmsRequestQuery: IdVariables => "amsRequest",
    AmsRequestsQuery: AmsRequestsVariables => "amsRequests",
    AdverseMediaSearchMutation: AdverseMediaSearchVariables => "adverseMediaSearch",
);

impl Client {
    /// One adverse media search request; `None` when the id is unknown.
    pub async fn ams_request(&self, id: &Id) -> Result<Option<AmsRequest>, Error> {
        let op = query::<AmsRequestQuery>(IdVariables { id: id.clone() });
        Ok(self.run(op, OperationKind::Query).await?.ams_request)
    }

    /// Adverse media search requests matching `filter` (all with `None`).
    pub async fn ams_requests(
        &self,
        filter: Option<AmsRequestQueryInput>,
    ) -> Result<Vec<AmsRequest>, Error> {
        let op = query::<AmsRequestsQuery>(AmsRequestsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.ams_requests)
    }

    /// Screens an individual or organisation; returns the whole reply (the request `id`, and the
    /// record when included). The scan runs in the background.
    pub async fn adverse_media_search(
        &self,
        input: AdverseMediaSearchInput,
    ) -> Result<AdverseMediaSearchReply, Error> {
        let op = mutation::<AdverseMediaSearchMutation>(AdverseMediaSearchVariables { input });
        self.mutate(op, OperationKind::MUTATION, |d| d.adverse_media_search)
            .await
    }
}
