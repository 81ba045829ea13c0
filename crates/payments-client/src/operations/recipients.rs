//! Recipients: `recipients`, `createRecipient`, `updateRecipient`.

use payments_schema::schema;
use payments_types::CurrencyCode;
use payments_types::common::Id;
use payments_types::recipients::{AccountIdType, RecipientInput, RecipientQueryInput};

use super::common::{Address, Saved};
use super::{mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A payee of withdrawals and payments. `id` is `None` for a recipient supplied inline.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Recipient")]
pub struct Recipient {
    /// Recipient id (`None` when supplied inline).
    pub id: Option<Id>,
    /// First name.
    pub first_name: Option<String>,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Last name.
    pub last_name: Option<String>,
    /// Company name.
    pub company_name: Option<String>,
    /// Currency of the account.
    pub currency: Option<CurrencyCode>,
    /// How the account is identified.
    pub account_id_type: Option<AccountIdType>,
    /// Phone number.
    pub mobile: Option<String>,
    /// Address.
    pub address: Option<Address>,
    /// Date of birth, `YYYY-MM-DD`.
    pub dob: Option<String>,
    /// E-mail address.
    pub email: Option<String>,
    /// PayID.
    pub payid: Option<String>,
    /// BIC.
    pub bic: Option<String>,
    /// IBAN.
    pub iban: Option<String>,
    /// ABA routing number.
    pub aba: Option<String>,
    /// BSB.
    pub bsb: Option<String>,
    /// CLABE.
    pub clabe: Option<String>,
    /// CNAPS code.
    pub cnaps: Option<String>,
    /// Sort code.
    pub sort_code: Option<String>,
    /// IFSC.
    pub ifsc: Option<String>,
    /// Account number.
    pub account_no: Option<String>,
    /// The caller's own identifier.
    pub external_id: Option<String>,
}

/// Reply of `createRecipient` and `updateRecipient`.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "RecipientReply")]
pub struct RecipientReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The affected recipient.
    pub recipient: Option<Recipient>,
}

crate::impl_reply!(RecipientReply);

/// Variables of `recipients`: `$input: RecipientQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct RecipientsVariables {
    /// Search fields.
    pub input: Option<RecipientQueryInput>,
}

/// Variables of `createRecipient`: `$input: RecipientInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CreateRecipientVariables {
    /// The recipient.
    pub input: RecipientInput,
}

/// Variables of `updateRecipient`: `$id: ID!`, `$input: RecipientInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct UpdateRecipientVariables {
    /// The recipient.
    pub id: Id,
    /// Its new data (`accountIdType` cannot change).
    pub input: RecipientInput,
}

/// `query Recipients($input: RecipientQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "RecipientsVariables")]
pub struct RecipientsQuery {
    /// The matching recipients.
    #[arguments(input: $input)]
    pub recipients: Vec<Recipient>,
}

/// `mutation CreateRecipient($input: RecipientInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreateRecipientVariables")]
pub struct CreateRecipientMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub create_recipient: RecipientReply,
}

/// `mutation UpdateRecipient($id: ID!, $input: RecipientInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "UpdateRecipientVariables")]
pub struct UpdateRecipientMutation {
    /// The reply.
    #[arguments(id: $id, input: $input)]
    pub update_recipient: RecipientReply,
}

root_operations!(
    RecipientsQuery: RecipientsVariables => "recipients",
    CreateRecipientMutation: CreateRecipientVariables => "createRecipient",
    UpdateRecipientMutation: UpdateRecipientVariables => "updateRecipient",
);

impl Client {
    /// Recipients matching `filter` (all with `None`).
    pub async fn recipients(
        &self,
        filter: Option<RecipientQueryInput>,
    ) -> Result<Vec<Recipient>, Error> {
        let op = query::<RecipientsQuery>(RecipientsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.recipients)
    }

    /// Creates a recipient.
    pub async fn create_recipient(&self, input: RecipientInput) -> Result<Saved<Recipient>, Error> {
        let op = mutation::<CreateRecipientMutation>(CreateRecipientVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.create_recipient)
            .await?;
        let saved = record("createRecipient", "recipient", reply.recipient)?;
        let id = saved.id.clone();
        Saved::of("createRecipient", "recipient", saved, id.as_ref())
    }

    /// Updates a recipient (`accountIdType` cannot change).
    pub async fn update_recipient(
        &self,
        id: &Id,
        input: RecipientInput,
    ) -> Result<Saved<Recipient>, Error> {
        let op = mutation::<UpdateRecipientMutation>(UpdateRecipientVariables {
            id: id.clone(),
            input,
        });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.update_recipient)
            .await?;
        let saved = record("updateRecipient", "recipient", reply.recipient)?;
        let id = saved.id.clone();
        Saved::of("updateRecipient", "recipient", saved, id.as_ref())
    }
}
