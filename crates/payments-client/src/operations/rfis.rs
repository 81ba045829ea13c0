//! Requests for information: `rfi`, `rfis`, `answerRfiQuestion`, `declineRfi`.

use payments_schema::schema;
use payments_types::common::{Id, Timestamp};
use payments_types::rfis::{AnswerRfiQuestionInput, DeclineRfiInput, RfiQueryInput, RfiStatus};

use super::{IdVariables, IdVariablesFields, mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A request for information, raised when compliance review flags a transaction.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Rfi")]
pub struct Rfi {
    /// RFI id.
    pub id: Id,
    /// Current status.
    pub status: RfiStatus,
    /// Human-readable status detail.
    pub status_message: Option<String>,
    /// Deadline for the answer.
    pub deadline: Option<Timestamp>,
    /// Deposits the RFI is about.
    pub deposit_ids: Vec<Id>,
    /// Withdrawals the RFI is about.
    pub withdrawal_ids: Vec<Id>,
    /// Payments the RFI is about.
    pub payment_ids: Vec<Id>,
    /// When it was raised.
    pub created_at: Timestamp,
    /// When it last changed.
    pub updated_at: Timestamp,
    /// The questions.
    pub questions: Vec<RfiQuestion>,
}

/// A question of an RFI and its answer.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "RfiQuestion")]
pub struct RfiQuestion {
    /// Question id.
    pub id: Id,
    /// The question.
    pub text: String,
    /// The answer text, once answered.
    pub answer: Option<String>,
    /// Names of the documents sent with the answer.
    pub document_names: Vec<String>,
    /// When it was answered.
    pub answered_at: Option<Timestamp>,
}

/// Reply of the RFI mutations.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "RfiReply")]
pub struct RfiReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The affected RFI.
    pub rfi: Option<Rfi>,
}

crate::impl_reply!(RfiReply);

/// Variables of `rfis`: `$input: RfiQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct RfisVariables {
    /// Filters.
    pub input: Option<RfiQueryInput>,
}

/// Variables of `answerRfiQuestion`: `$input: AnswerRfiQuestionInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct AnswerRfiQuestionVariables {
    /// The answer.
    pub input: AnswerRfiQuestionInput,
}

/// Variables of `declineRfi`: `$input: DeclineRfiInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct DeclineRfiVariables {
    /// The RFI and the reason.
    pub input: DeclineRfiInput,
}

/// `query Rfi($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "IdVariables")]
pub struct RfiQuery {
    /// The RFI, when found.
    #[arguments(id: $id)]
    pub rfi: Option<Rfi>,
}

/// `query Rfis($input: RfiQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "RfisVariables")]
pub struct RfisQuery {
    /// The matching RFIs.
    #[arguments(input: $input)]
    pub rfis: Vec<Rfi>,
}

/// `mutation AnswerRfiQuestion($input: AnswerRfiQuestionInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "AnswerRfiQuestionVariables")]
pub struct AnswerRfiQuestionMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub answer_rfi_question: RfiReply,
}

/// `mutation DeclineRfi($input: DeclineRfiInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "DeclineRfiVariables")]
pub struct DeclineRfiMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub decline_rfi: RfiReply,
}

root_operations!(
    RfiQuery: IdVariables => "rfi",
    RfisQuery: RfisVariables => "rfis",
    AnswerRfiQuestionMutation: AnswerRfiQuestionVariables => "answerRfiQuestion",
    DeclineRfiMutation: DeclineRfiVariables => "declineRfi",
);

impl Client {
    /// One RFI; `None` when the id is unknown.
    pub async fn rfi(&self, id: &Id) -> Result<Option<Rfi>, Error> {
        let op = query::<RfiQuery>(IdVariables { id: id.clone() });
        Ok(self.run(op, OperationKind::Query).await?.rfi)
    }

    /// RFIs matching `filter` (all with `None`).
    pub async fn rfis(&self, filter: Option<RfiQueryInput>) -> Result<Vec<Rfi>, Error> {
        let op = query::<RfisQuery>(RfisVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.rfis)
    }

    /// Answers one RFI question with text and/or documents.
    pub async fn answer_rfi_question(&self, input: AnswerRfiQuestionInput) -> Result<Rfi, Error> {
        let op = mutation::<AnswerRfiQuestionMutation>(AnswerRfiQuestionVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.answer_rfi_question)
            .await?;
        record("answerRfiQuestion", "rfi", reply.rfi)
    }

    /// Declines a request for information.
    pub async fn decline_rfi(&self, input: DeclineRfiInput) -> Result<Rfi, Error> {
        let op = mutation::<DeclineRfiMutation>(DeclineRfiVariables { input });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.decline_rfi)
            .await?;
        record("declineRfi", "rfi", reply.rfi)
    }
}
