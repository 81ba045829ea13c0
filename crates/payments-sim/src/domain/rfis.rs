//! Requests for information: raised for `SEND_RFI` withdrawals, answered (text and/or base64
//! documents), declined, pushed forward by the analyst or withdrawn by compliance. What an
//! RFI's end means for its withdrawals is in [`crate::domain::reviews`].

use payments_types::rfis::{AnswerRfiQuestionInput, RfiQueryInput};
use time::OffsetDateTime;

use crate::domain::filters::ListFilter;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::model::events::Subject;
use crate::model::ids::{AccountId, QuestionId, RfiId, WithdrawalId};
use crate::model::rfis::Rfi;
use crate::model::service::Service;

/// Records `kind` for the RFI `id` as it is now.
pub(crate) fn emit(service: &mut Service, id: &RfiId, kind: EventKind, at: OffsetDateTime) {
    let Some(r) = service.rfis.get(id) else {
        return;
    };
    let (account, subject) = (r.account.clone(), Subject::Rfi(Box::new(r.clone())));
    service.emit(&account, kind, at, subject, None);
}

/// Raises an RFI about `withdrawals` (deadline in 7 days).
pub fn raise(
    service: &mut Service,
    account: &AccountId,
    at: OffsetDateTime,
    withdrawals: Vec<WithdrawalId>,
) {
    let id = RfiId::mint(&mut service.seq);
    let questions = [
        QuestionId::mint(&mut service.seq),
        QuestionId::mint(&mut service.seq),
    ];
    let rfi = Rfi::raise(id.clone(), account.clone(), at, withdrawals, questions);
    service.rfis.insert(id.clone(), rfi);
    emit(service, &id, EventKind::RfiCreated, at);
}

/// An RFI of the caller's account.
pub fn find<'a>(service: &'a Service, caller: &Caller, id: &str) -> Result<&'a Rfi, ApiError> {
    service
        .rfis
        .get(&RfiId::from_text(id))
        .filter(|r| r.account == caller.account)
        .ok_or_else(|| ApiError::not_found("RFI", "rfiId", id))
}

/// Any account's RFI (the control API's view).
pub fn find_any<'a>(service: &'a Service, id: &str) -> Result<&'a Rfi, ApiError> {
    service
        .rfis
        .get(&RfiId::from_text(id))
        .ok_or_else(|| ApiError::not_found("RFI", "id", id))
}

/// `rfis(input:)`: filters `statuses`, `minCreatedAt`, `maxCreatedAt`.
pub fn list<'a>(service: &'a Service, caller: &Caller, f: &RfiQueryInput) -> Vec<&'a Rfi> {
    let filter = ListFilter::default()
        .statuses(f.statuses.as_ref())
        .created(f.min_created_at.as_ref(), f.max_created_at.as_ref());
    service
        .rfis
        .values()
        .filter(|r| r.account == caller.account)
        .filter(|r| filter.keeps(r.status(), r.created_at, None))
        .collect()
}

/// `answerRfiQuestion(input:)`: text and/or documents; once every question is answered the
/// RFI is ASSESSING.
pub fn answer(
    service: &mut Service,
    caller: &Caller,
    input: &AnswerRfiQuestionInput,
) -> Result<Reply<Rfi>, ApiError> {
    let rfi = find(service, caller, input.rfi_id().as_str())?;
    rfi.check_answerable()?;
    let question = input.question_id().as_str();
    let index = rfi
        .questions
        .iter()
        .position(|q| q.id.as_str() == question)
        .ok_or_else(|| ApiError::not_found("RFI question", "questionId", question))?;
    let id = rfi.id.clone();
    let documents = input
        .documents()
        .iter()
        .flatten()
        .map(|d| d.file_name.to_string())
        .collect();
    let now = service.now();
    let rfi = service
        .rfis
        .get_mut(&id)
        .ok_or_else(|| ApiError::not_found("RFI", "rfiId", id.as_str()))?;
    let text = input.text().as_ref().map(ToString::to_string);
    if let Some(kind) = rfi.answer(index, text, documents, now)? {
        emit(service, &id, kind, now);
    }
    let rfi = service.rfis.get(&id).cloned();
    rfi.map(|r| Reply::success("answer recorded", r))
        .ok_or_else(|| ApiError::not_found("RFI", "rfiId", id.as_str()))
}

/// Compliance withdraws an RFI (CANCELLED); its records are unaffected.
pub fn cancel(service: &mut Service, id: &str) -> Result<Rfi, ApiError> {
    let now = service.now();
    let id = find_any(service, id)?.id.clone();
    let rfi = service
        .rfis
        .get_mut(&id)
        .ok_or_else(|| ApiError::not_found("RFI", "id", id.as_str()))?;
    let kind = rfi.cancel(now)?;
    emit(service, &id, kind, now);
    service
        .rfis
        .get(&id)
        .cloned()
        .ok_or_else(|| ApiError::not_found("RFI", "id", id.as_str()))
}
