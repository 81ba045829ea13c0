//! Sub-clients: `subClient`, `subClients`, `createSubClient`, `updateSubClient`,
//! `disableSubClient`, `activateSubClient`.

use payments_schema::schema;
use payments_types::common::Id;
use payments_types::sub_clients::{
    ClientType, CreateSubClientInput, SubClientQueryInput, SubClientStatus, UpdateSubClientInput,
};

use super::common::{Address, Contact};
use super::lookups::FundingAccount;
use super::{IdVariables, IdVariablesFields, mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A sub-client: a virtual account number (BSB + VAN) for collecting deposits.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "SubClient")]
pub struct SubClient {
    /// Sub-client id.
    pub id: Id,
    /// Account name of an individual: first, middle and last name.
    pub full_name: String,
    /// Legal name of a company.
    pub legal_name: Option<String>,
    /// Trading name of a company.
    pub trading_as_name: Option<String>,
    /// National business number of a company.
    pub business_number: Option<String>,
    /// Individual or company.
    pub client_type: ClientType,
    /// Current status.
    pub status: SubClientStatus,
    /// Contact person.
    pub primary_contact: Option<Contact>,
    /// Address.
    pub address: Option<Address>,
    /// Postal address.
    pub postal_address: Option<Address>,
    /// BSB of the virtual account.
    pub bsb: String,
    /// Virtual account number (VAN).
    pub account_no: String,
    /// The caller's own identifier.
    pub external_id: Option<String>,
    /// Virtual accounts in other currencies (all currencies: the field's filter is not sent).
    pub funding_accounts: Vec<FundingAccount>,
}

/// Reply of the sub-client mutations.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "SubClientReply")]
pub struct SubClientReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// `SUBCLIENT_CREATED`, `SUCCESS`, ...
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The affected sub-client.
    pub sub_client: Option<SubClient>,
}

crate::impl_reply!(SubClientReply);

/// Variables of `subClients`: `$input: SubClientQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct SubClientsVariables {
    /// Filters.
    pub input: Option<SubClientQueryInput>,
}

/// Variables of `createSubClient`: `$input: CreateSubClientInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CreateSubClientVariables {
    /// The sub-client to create.
    pub input: CreateSubClientInput,
}

/// Variables of `updateSubClient`: `$id: ID!`, `$input: UpdateSubClientInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct UpdateSubClientVariables {
    /// The sub-client.
    pub id: Id,
    /// The changes.
    pub input: UpdateSubClientInput,
}

/// `query SubClient($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "IdVariables")]
pub struct SubClientQuery {
    /// The sub-client, when found.
    #[arguments(id: $id)]
    pub sub_client: Option<SubClient>,
}

/// `query SubClients($input: SubClientQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "SubClientsVariables")]
pub struct SubClientsQuery {
    /// The matching sub-clients.
    #[arguments(input: $input)]
    pub sub_clients: Vec<SubClient>,
}

/// `mutation CreateSubClient($input: CreateSubClientInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreateSubClientVariables")]
pub struct CreateSubClientMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub create_sub_client: SubClientReply,
}

/// `mutation UpdateSubClient($id: ID!, $input: UpdateSubClientInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "UpdateSubClientVariables")]
pub struct UpdateSubClientMutation {
    /// The reply.
    #[arguments(id: $id, input: $input)]
    pub update_sub_client: SubClientReply,
}

/// `mutation DisableSubClient($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "IdVariables")]
pub struct DisableSubClientMutation {
    /// The reply.
    #[arguments(id: $id)]
    pub disable_sub_client: SubClientReply,
}

/// `mutation ActivateSubClient($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "IdVariables")]
pub struct ActivateSubClientMutation {
    /// The reply.
    #[arguments(id: $id)]
    pub activate_sub_client: SubClientReply,
}

root_operations!(
    SubClientQuery: IdVariables => "subClient",
    SubClientsQuery: SubClientsVariables => "subClients",
    CreateSubClientMutation: CreateSubClientVariables => "createSubClient",
    UpdateSubClientMutation: UpdateSubClientVariables => "updateSubClient",
    DisableSubClientMutation: IdVariables => "disableSubClient",
    ActivateSubClientMutation: IdVariables => "activateSubClient",
);

impl Client {
    /// One sub-client; `None` when the id is unknown.
    pub async fn sub_client(&self, id: &Id) -> Result<Option<SubClient>, Error> {
        let op = query::<SubClientQuery>(IdVariables { id: id.clone() });
        Ok(self.run(op, OperationKind::Query).await?.sub_client)
    }

    /// Sub-clients matching `filter` (all with `None`).
    pub async fn sub_clients(
        &self,
        filter: Option<SubClientQueryInput>,
    ) -> Result<Vec<SubClient>, Error> {
        let op = query::<SubClientsQuery>(SubClientsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.sub_clients)
    }

    /// Creates a sub-client (status `INITIATED`, code `SUBCLIENT_CREATED`).
    ///
    /// A sub-client whose names are evidently test data
    /// ([`CreateSubClientInput::test_data`]) is not sent
    /// ([`ErrorKind::TestData`](crate::ErrorKind::TestData)): the service
    /// blocks a customer who submits fake or test data.
    pub async fn create_sub_client(&self, input: CreateSubClientInput) -> Result<SubClient, Error> {
        if let Some((field, word)) = input.test_data() {
            return Err(Error::new(
                "CreateSubClient",
                crate::ErrorKind::TestData { field, word },
            ));
        }
        let op = mutation::<CreateSubClientMutation>(CreateSubClientVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.create_sub_client)
            .await?;
        record("createSubClient", "subClient", reply.sub_client)
    }

    /// Changes a sub-client's `externalId`, `address` or `postalAddress`.
    pub async fn update_sub_client(
        &self,
        id: &Id,
        input: UpdateSubClientInput,
    ) -> Result<SubClient, Error> {
        let op = mutation::<UpdateSubClientMutation>(UpdateSubClientVariables {
            id: id.clone(),
            input,
        });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.update_sub_client)
            .await?;
        record("updateSubClient", "subClient", reply.sub_client)
    }

    /// Disables a sub-client (the customer cannot re-enable it).
    pub async fn disable_sub_client(&self, id: &Id) -> Result<SubClient, Error> {
        let op = mutation::<DisableSubClientMutation>(IdVariables { id: id.clone() });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.disable_sub_client)
            .await?;
        record("disableSubClient", "subClient", reply.sub_client)
    }

    /// Activates a deactivated sub-client.
    pub async fn activate_sub_client(&self, id: &Id) -> Result<SubClient, Error> {
        let op = mutation::<ActivateSubClientMutation>(IdVariables { id: id.clone() });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.activate_sub_client)
            .await?;
        record("activateSubClient", "subClient", reply.sub_client)
    }
}
