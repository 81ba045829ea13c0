//! Instructing institutions: `institutions`, `createInstitution`, `updateInstitution`.

use payments_schema::schema;
use payments_types::common::Id;
use payments_types::institutions::{InstitutionInput, InstitutionQueryInput};

use super::common::Address;
use super::{mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// An instructing financial institution.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Institution")]
pub struct Institution {
    /// Institution id.
    pub id: Id,
    /// Legal name.
    pub legal_name: Option<String>,
    /// Trading name.
    pub trading_as_name: Option<String>,
    /// National business number.
    pub business_number: Option<String>,
    /// BIC.
    pub bic: Option<String>,
    /// Address.
    pub address: Option<Address>,
    /// The caller's own identifier.
    pub external_id: Option<String>,
}

/// Reply of the institution mutations.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "InstitutionReply")]
pub struct InstitutionReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The affected institution.
    pub institution: Option<Institution>,
}

crate::impl_reply!(InstitutionReply);

/// Variables of `institutions`: `$input: InstitutionQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct InstitutionsVariables {
    /// Filters.
    pub input: Option<InstitutionQueryInput>,
}

/// Variables of `createInstitution`: `$input: InstitutionInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CreateInstitutionVariables {
    /// The institution.
    pub input: InstitutionInput,
}

/// Variables of `updateInstitution`: `$id: ID!`, `$input: InstitutionInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct UpdateInstitutionVariables {
    /// The institution.
    pub id: Id,
    /// Its new data.
    pub input: InstitutionInput,
}

/// `query Institutions($input: InstitutionQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "InstitutionsVariables")]
pub struct InstitutionsQuery {
    /// The matching institutions.
    #[arguments(input: $input)]
    pub institutions: Vec<Institution>,
}

/// `mutation CreateInstitution($input: InstitutionInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreateInstitutionVariables")]
pub struct CreateInstitutionMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub create_institution: InstitutionReply,
}

/// `mutation UpdateInstitution($id: ID!, $input: InstitutionInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "UpdateInstitutionVariables")]
pub struct UpdateInstitutionMutation {
    /// The reply.
    #[arguments(id: $id, input: $input)]
    pub update_institution: InstitutionReply,
}

root_operations!(
    InstitutionsQuery: InstitutionsVariables => "institutions",
    CreateInstitutionMutation: CreateInstitutionVariables => "createInstitution",
    UpdateInstitutionMutation: UpdateInstitutionVariables => "updateInstitution",
);

impl Client {
    /// Institutions matching `filter` (all with `None`).
    pub async fn institutions(
        &self,
        filter: Option<InstitutionQueryInput>,
    ) -> Result<Vec<Institution>, Error> {
        let op = query::<InstitutionsQuery>(InstitutionsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.institutions)
    }

    /// Creates an instructing institution.
    pub async fn create_institution(&self, input: InstitutionInput) -> Result<Institution, Error> {
        let op = mutation::<CreateInstitutionMutation>(CreateInstitutionVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.create_institution)
            .await?;
        record("createInstitution", "institution", reply.institution)
    }

    /// Updates an instructing institution.
    pub async fn update_institution(
        &self,
        id: &Id,
        input: InstitutionInput,
    ) -> Result<Institution, Error> {
        let op = mutation::<UpdateInstitutionMutation>(UpdateInstitutionVariables {
            id: id.clone(),
            input,
        });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.update_institution)
            .await?;
        record("updateInstitution", "institution", reply.institution)
    }
}
