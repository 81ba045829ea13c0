//! A request for information, raised when compliance review flags a withdrawal:
//!
//! | from | move | to | event |
//! |---|---|---|---|
//! | (raised) | `SEND_RFI` withdrawal under review | CREATED | `rfi_created` |
//! | CREATED | every question answered | ASSESSING | `rfi_assessing` |
//! | CREATED, ASSESSING | declined by the customer | CLOSED | `rfi_closed` |
//! | ASSESSING | the analyst pushes it forward | CLOSED | `rfi_closed` |
//! | CREATED, ASSESSING | compliance withdraws it | CANCELLED | `rfi_cancelled` |

pub use payments_types::rfis::RfiStatus;

use time::OffsetDateTime;

use crate::model::error::Refused;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, QuestionId, RfiId, WithdrawalId};

/// One question of an RFI.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Question {
    /// Id.
    pub id: QuestionId,
    /// The question.
    pub text: std::borrow::Cow<'static, str>,
    /// The answer text.
    pub answer: Option<String>,
    /// Names of the documents sent.
    pub document_names: Vec<String>,
    /// Answered at.
    pub answered_at: Option<OffsetDateTime>,
}

/// The questions every simulated RFI asks.
pub const QUESTIONS: [&str; 2] = [
    "What is the source of the funds for this transaction?",
    "What is the purpose of this transaction and the relationship to the recipient?",
];

/// A stored RFI.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Rfi {
    /// Id.
    pub id: RfiId,
    /// Owning account.
    pub account: AccountId,
    status: RfiStatus,
    /// Status detail.
    pub status_message: String,
    /// Answer deadline.
    pub deadline: OffsetDateTime,
    /// Withdrawals it is about.
    pub withdrawals: Vec<WithdrawalId>,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// Last change.
    pub updated_at: OffsetDateTime,
    /// Questions.
    pub questions: Vec<Question>,
}

impl Rfi {
    /// An RFI raised at `at` about `withdrawals`, with the [`QUESTIONS`] under `question_ids`;
    /// the deadline is 7 days later.
    pub fn raise(
        id: RfiId,
        account: AccountId,
        at: OffsetDateTime,
        withdrawals: Vec<WithdrawalId>,
        question_ids: [QuestionId; 2],
    ) -> Self {
        let questions = question_ids
            .into_iter()
            .zip(QUESTIONS)
            .map(|(id, text)| Question {
                id,
                text: text.into(),
                answer: None,
                document_names: Vec::new(),
                answered_at: None,
            })
            .collect();
        Self {
            id,
            account,
            status: RfiStatus::Created,
            status_message: "Compliance review needs more information".into(),
            deadline: at + time::Duration::days(7),
            withdrawals,
            created_at: at,
            updated_at: at,
            questions,
        }
    }

    /// Status now.
    pub fn status(&self) -> RfiStatus {
        self.status
    }

    /// Refuses an answer unless the RFI is CREATED or ASSESSING.
    pub fn check_answerable(&self) -> Result<(), Refused> {
        self.from(&[RfiStatus::Created, RfiStatus::Assessing], "answer")
    }

    /// Records the answer to question `index` at `at`; once every question is answered a
    /// CREATED RFI moves to ASSESSING (the event returned).
    pub fn answer(
        &mut self,
        index: usize,
        text: Option<String>,
        documents: Vec<String>,
        at: OffsetDateTime,
    ) -> Result<Option<EventKind>, Refused> {
        self.check_answerable()?;
        if let Some(q) = self.questions.get_mut(index) {
            q.answer = text;
            q.document_names.extend(documents);
            q.answered_at = Some(at);
        }
        self.updated_at = at;
        let all = self.questions.iter().all(|q| q.answered_at.is_some());
        if all && self.status == RfiStatus::Created {
            self.status = RfiStatus::Assessing;
            self.status_message = "Answers received; being assessed".into();
            return Ok(Some(EventKind::RfiAssessing));
        }
        Ok(None)
    }

    /// The customer declines: CREATED or ASSESSING → CLOSED.
    pub fn decline(&mut self, at: OffsetDateTime) -> Result<EventKind, Refused> {
        self.from(&[RfiStatus::Created, RfiStatus::Assessing], "decline")?;
        Ok(self.close("Declined by the customer", at))
    }

    /// The analyst pushes an answered RFI forward: ASSESSING → CLOSED with `message`.
    pub fn push(&mut self, message: &str, at: OffsetDateTime) -> Result<EventKind, Refused> {
        self.from(&[RfiStatus::Assessing], "push (answer it first)")?;
        Ok(self.close(message, at))
    }

    /// Compliance withdraws it: CREATED or ASSESSING → CANCELLED.
    pub fn cancel(&mut self, at: OffsetDateTime) -> Result<EventKind, Refused> {
        self.from(&[RfiStatus::Created, RfiStatus::Assessing], "cancel")?;
        self.status = RfiStatus::Cancelled;
        self.status_message = "Withdrawn by compliance; no response needed".into();
        self.updated_at = at;
        Ok(EventKind::RfiCancelled)
    }

    fn close(&mut self, message: &str, at: OffsetDateTime) -> EventKind {
        self.status = RfiStatus::Closed;
        message.clone_into(&mut self.status_message);
        self.updated_at = at;
        EventKind::RfiClosed
    }

    fn from(&self, allowed: &[RfiStatus], action: &'static str) -> Result<(), Refused> {
        if allowed.contains(&self.status) {
            Ok(())
        } else {
            Err(Refused {
                what: "RFI",
                id: self.id.to_string(),
                from: self.status.as_str(),
                action,
            })
        }
    }
}
