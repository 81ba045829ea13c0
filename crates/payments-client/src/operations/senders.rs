//! Senders: `senders`, `createSender`, `updateSender`.

use payments_schema::schema;
use payments_types::common::Id;
use payments_types::senders::{SenderInput, SenderQueryInput};

use super::common::{Address, IdDoc, Saved};
use super::{mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A payer of withdrawals and payments. `id` is `None` for a sender supplied inline.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Sender")]
pub struct Sender {
    /// Sender id (`None` when supplied inline).
    pub id: Option<Id>,
    /// First name.
    pub first_name: Option<String>,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Last name.
    pub last_name: Option<String>,
    /// Company name.
    pub company_name: Option<String>,
    /// Legal name.
    pub legal_name: Option<String>,
    /// Trading name.
    pub trading_as_name: Option<String>,
    /// National business number.
    pub business_number: Option<String>,
    /// Australian company number.
    pub acn: Option<String>,
    /// Phone number.
    pub mobile: Option<String>,
    /// Date of birth, `YYYY-MM-DD`.
    pub dob: Option<String>,
    /// Identity document.
    pub id_doc: Option<IdDoc>,
    /// Address.
    pub address: Option<Address>,
    /// The caller's own identifier.
    pub external_id: Option<String>,
}

/// Reply of the sender mutations.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "SenderReply")]
pub struct SenderReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The affected sender.
    pub sender: Option<Sender>,
}

crate::impl_reply!(SenderReply);

/// Variables of `senders`: `$input: SenderQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct SendersVariables {
    /// Filters.
    pub input: Option<SenderQueryInput>,
}

/// Variables of `createSender`: `$input: SenderInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CreateSenderVariables {
    /// The sender.
    pub input: SenderInput,
}

/// Variables of `updateSender`: `$id: ID!`, `$input: SenderInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct UpdateSenderVariables {
    /// The sender.
    pub id: Id,
    /// Its new data.
    pub input: SenderInput,
}

/// `query Senders($input: SenderQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "SendersVariables")]
pub struct SendersQuery {
    /// The matching senders.
    #[arguments(input: $input)]
    pub senders: Vec<Sender>,
}

/// `mutation CreateSender($input: SenderInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreateSenderVariables")]
pub struct CreateSenderMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub create_sender: SenderReply,
}

/// `mutation UpdateSender($id: ID!, $input: SenderInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "UpdateSenderVariables")]
pub struct UpdateSenderMutation {
    /// The reply.
    #[arguments(id: $id, input: $input)]
    pub update_sender: SenderReply,
}

root_operations!(
    SendersQuery: SendersVariables => "senders",
    CreateSenderMutation: CreateSenderVariables => "createSender",
    UpdateSenderMutation: UpdateSenderVariables => "updateSender",
);

impl Client {
    /// Senders matching `filter` (all with `None`).
    pub async fn senders(&self, filter: Option<SenderQueryInput>) -> Result<Vec<Sender>, Error> {
        let op = query::<SendersQuery>(SendersVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.senders)
    }

    /// Creates a sender.
    pub async fn create_sender(&self, input: SenderInput) -> Result<Saved<Sender>, Error> {
        let op = mutation::<CreateSenderMutation>(CreateSenderVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.create_sender)
            .await?;
        let saved = record("createSender", "sender", reply.sender)?;
        let id = saved.id.clone();
        Saved::of("createSender", "sender", saved, id.as_ref())
    }

    /// Updates a sender.
    pub async fn update_sender(&self, id: &Id, input: SenderInput) -> Result<Saved<Sender>, Error> {
        let op = mutation::<UpdateSenderMutation>(UpdateSenderVariables {
            id: id.clone(),
            input,
        });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.update_sender)
            .await?;
        let saved = record("updateSender", "sender", reply.sender)?;
        let id = saved.id.clone();
        Saved::of("updateSender", "sender", saved, id.as_ref())
    }
}
