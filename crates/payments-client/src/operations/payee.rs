//! `confirmationOfPayee`: name-match check of an Australian BSB account.

use payments_schema::schema;
use payments_types::payee::{ConfirmationOfPayeeInput, PayeeMatch};

use super::{mutation, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// Result of confirmation of payee (the whole reply: the match and the account name).
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "ConfirmationOfPayeeReply")]
pub struct ConfirmationOfPayeeReply {
    /// Whether the check ran.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The name-match outcome.
    #[cynic(rename = "match")]
    pub match_: Option<PayeeMatch>,
    /// The account name, when the match is close.
    pub account_name: Option<String>,
}

crate::impl_reply!(ConfirmationOfPayeeReply);

/// Variables of `confirmationOfPayee`: `$input: ConfirmationOfPayeeInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct ConfirmationOfPayeeVariables {
    /// The account and the name to match.
    pub input: ConfirmationOfPayeeInput,
}

/// `mutation ConfirmationOfPayee($input: ConfirmationOfPayeeInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "ConfirmationOfPayeeVariables")]
pub struct ConfirmationOfPayeeMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub confirmation_of_payee: ConfirmationOfPayeeReply,
}

root_operations!(
    ConfirmationOfPayeeMutation: ConfirmationOfPayeeVariables => "confirmationOfPayee",
);

impl Client {
    /// Checks a name against an Australian BSB account; the whole reply (match and account name).
    pub async fn confirmation_of_payee(
        &self,
        input: ConfirmationOfPayeeInput,
    ) -> Result<ConfirmationOfPayeeReply, Error> {
        let op = mutation::<ConfirmationOfPayeeMutation>(ConfirmationOfPayeeVariables { input });
        self.mutate(op, OperationKind::MUTATION, |d| d.confirmation_of_payee)
            .await
    }
}
