//! Requests for information: raised by `SEND_RFI` withdrawals; CREATED → ASSESSING when every
//! question is answered (text and/or base64 documents) → CLOSED when the analyst pushes it
//! (control API), or CLOSED when declined; CANCELLED by compliance (control API).

use serde_json::{Value, json};
use time::{Duration, OffsetDateTime};

use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{reply, s};
use crate::store::Store;
use crate::validate::{self as v};
use crate::{ApiError, withdrawals};
use payments_types::rfis::RfiQueryInput;
use payments_types::rfis::{AnswerRfiQuestionInput, DeclineRfiInput};

/// One question of an RFI.
#[derive(Debug, Clone)]
pub struct Question {
    /// Id.
    pub id: String,
    /// The question.
    pub text: String,
    /// The answer text.
    pub answer: Option<String>,
    /// Names of the documents sent.
    pub document_names: Vec<String>,
    /// Answered at.
    pub answered_at: Option<OffsetDateTime>,
}

/// A stored RFI.
#[derive(Debug, Clone)]
pub struct Rfi {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// Status (`RfiStatus`).
    pub status: String,
    /// Status detail.
    pub status_message: Option<String>,
    /// Answer deadline.
    pub deadline: OffsetDateTime,
    /// Withdrawals it is about.
    pub withdrawal_ids: Vec<String>,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// Last change.
    pub updated_at: OffsetDateTime,
    /// Questions.
    pub questions: Vec<Question>,
}

impl Rfi {
    /// The `Rfi` output object.
    pub fn to_json(&self) -> Value {
        let qs: Vec<Value> = self
            .questions
            .iter()
            .map(|q| json!({"id": q.id, "text": q.text, "answer": q.answer, "documentNames": q.document_names, "answeredAt": q.answered_at.map(iso)}))
            .collect();
        json!({"id": self.id, "status": self.status, "statusMessage": self.status_message, "deadline": iso(self.deadline),
               "depositIds": [], "withdrawalIds": self.withdrawal_ids, "paymentIds": [], "createdAt": iso(self.created_at),
               "updatedAt": iso(self.updated_at), "questions": qs})
    }

    fn event_fields(&self) -> Value {
        json!({"statusMessage": self.status_message, "deadline": iso(self.deadline), "depositIds": [], "withdrawalIds": self.withdrawal_ids,
               "paymentIds": [], "createdAt": iso(self.created_at), "updatedAt": iso(self.updated_at)})
    }
}

fn emit(store: &mut Store, id: &str, kind: &str, at: OffsetDateTime) {
    let Some(r) = store.rfis.get(id) else { return };
    let (account, fields) = (r.account_id.clone(), r.event_fields());
    store.emit(&account, kind, at, id, fields, None);
}

/// Raises an RFI about `withdrawal_ids` (deadline 7 days).
pub fn raise(
    store: &mut Store,
    account_id: &str,
    at: OffsetDateTime,
    withdrawal_ids: Vec<String>,
) -> String {
    let id = store.next_id("rfi");
    let q1 = store.next_id("q");
    let q2 = store.next_id("q");
    let r = Rfi {
        id: id.clone(),
        account_id: account_id.into(),
        status: "CREATED".into(),
        status_message: Some("Compliance review needs more information".into()),
        deadline: at + Duration::days(7),
        withdrawal_ids,
        created_at: at,
        updated_at: at,
        questions: vec![
            Question {
                id: q1,
                text: "What is the source of the funds for this transaction?".into(),
                answer: None,
                document_names: vec![],
                answered_at: None,
            },
            Question {
                id: q2,
                text:
                    "What is the purpose of this transaction and the relationship to the recipient?"
                        .into(),
                answer: None,
                document_names: vec![],
                answered_at: None,
            },
        ],
    };
    store.rfis.insert(id.clone(), r);
    emit(store, &id, "rfi_created", at);
    id
}

fn find<'a>(store: &'a Store, caller: &Caller, id: &str) -> Result<&'a Rfi, ApiError> {
    store
        .rfis
        .get(id)
        .filter(|r| r.account_id == caller.account_id)
        .ok_or_else(|| ApiError::not_found("RFI", "rfiId", id))
}

/// `rfi(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    Ok(s(args, "id")
        .and_then(|id| find(store, caller, id).ok())
        .map(Rfi::to_json)
        .unwrap_or(Value::Null))
}

/// `rfis(input:)`: filters `statuses`, `minCreatedAt`, `maxCreatedAt`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<RfiQueryInput>(&f, store.now().date())?;
    let statuses: Option<Vec<String>> = f.get("statuses").and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    });
    let min = s(&f, "minCreatedAt").and_then(v::parse_date_or_datetime);
    let max = s(&f, "maxCreatedAt").and_then(v::parse_date_or_datetime);
    Ok(Value::Array(
        store
            .rfis
            .values()
            .filter(|r| r.account_id == caller.account_id)
            .filter(|r| statuses.as_ref().is_none_or(|ss| ss.contains(&r.status)))
            .filter(|r| {
                min.is_none_or(|m| r.created_at >= m) && max.is_none_or(|m| r.created_at <= m)
            })
            .map(Rfi::to_json)
            .collect(),
    ))
}

/// `answerRfiQuestion(input:)`: text and/or base64 documents; all answered → ASSESSING.
pub fn answer(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let i = args.get("input").cloned().unwrap_or(Value::Null);
    let rfi_id = s(&i, "rfiId").unwrap_or_default().to_owned();
    let qid = s(&i, "questionId").unwrap_or_default().to_owned();
    let r = find(store, caller, &rfi_id)?;
    if r.status != "CREATED" && r.status != "ASSESSING" {
        return Err(ApiError::InvalidTransition {
            what: "RFI",
            id: rfi_id,
            from: r.status.clone(),
            action: "answer",
        });
    }
    if !r.questions.iter().any(|q| q.id == qid) {
        return Err(ApiError::not_found("RFI question", "questionId", &qid));
    }
    let docs = i
        .get("documents")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    v::input::<AnswerRfiQuestionInput>(&i, store.now().date())?;
    let names: Vec<String> = docs
        .iter()
        .map(|d| s(d, "fileName").unwrap_or_default().to_owned())
        .collect();
    let now = store.now();
    let Some(r) = store.rfis.get_mut(&rfi_id) else {
        return Err(ApiError::not_found("RFI", "rfiId", &rfi_id));
    };
    if let Some(q) = r.questions.iter_mut().find(|q| q.id == qid) {
        q.answer = s(&i, "text").map(Into::into);
        q.document_names.extend(names);
        q.answered_at = Some(now);
    }
    r.updated_at = now;
    let all = r.questions.iter().all(|q| q.answered_at.is_some());
    if all && r.status == "CREATED" {
        r.status = "ASSESSING".into();
        r.status_message = Some("Answers received; being assessed".into());
        emit(store, &rfi_id, "rfi_assessing", now);
    }
    let out = store
        .rfis
        .get(&rfi_id)
        .map(Rfi::to_json)
        .unwrap_or(Value::Null);
    Ok(reply("SUCCESS", "answer recorded", "rfi", out))
}

/// `declineRfi(input:)`: CLOSED; its held withdrawals are cancelled
/// (`DATA_ENQUIRY_RESPONSE_INADEQUATE`).
pub fn decline(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let i = args.get("input").cloned().unwrap_or(Value::Null);
    let rfi_id = s(&i, "rfiId").unwrap_or_default().to_owned();
    let r = find(store, caller, &rfi_id)?;
    if r.status == "CLOSED" || r.status == "CANCELLED" {
        return Err(ApiError::InvalidTransition {
            what: "RFI",
            id: rfi_id,
            from: r.status.clone(),
            action: "decline",
        });
    }
    v::input::<DeclineRfiInput>(&i, store.now().date())?;
    let msg = "The RFI was declined, so the data enquiry received no adequate response";
    close(
        store,
        &rfi_id,
        Some(("DATA_ENQUIRY_RESPONSE_INADEQUATE", msg)),
        "Declined by the customer",
    );
    let out = store
        .rfis
        .get(&rfi_id)
        .map(Rfi::to_json)
        .unwrap_or(Value::Null);
    Ok(reply("SUCCESS", "RFI declined", "rfi", out))
}

fn close(store: &mut Store, id: &str, refusal: Option<(&str, &str)>, message: &str) {
    let now = store.now();
    let Some(r) = store.rfis.get_mut(id) else {
        return;
    };
    r.status = "CLOSED".into();
    r.status_message = Some(message.into());
    r.updated_at = now;
    let wids = r.withdrawal_ids.clone();
    emit(store, id, "rfi_closed", now);
    for w in wids {
        withdrawals::after_rfi(store, &w, now, refusal);
    }
}

/// Control API: the analyst pushes an answered RFI forward. `outcome` is `approve` (default),
/// `SOURCE_OF_FUNDS_INADEQUATE` or `DATA_ENQUIRY_RESPONSE_INADEQUATE` (with the analyst's
/// hand-written `statusMessage`).
pub fn push(
    store: &mut Store,
    id: &str,
    outcome: Option<&str>,
    message: Option<&str>,
) -> Result<Value, ApiError> {
    let Some(r) = store.rfis.get(id) else {
        return Err(ApiError::not_found("RFI", "id", id));
    };
    if r.status != "ASSESSING" {
        return Err(ApiError::InvalidTransition {
            what: "RFI",
            id: id.into(),
            from: r.status.clone(),
            action: "push (answer it first)",
        });
    }
    match outcome.unwrap_or("approve") {
        "approve" => close(store, id, None, message.unwrap_or("Assessment passed")),
        code @ ("SOURCE_OF_FUNDS_INADEQUATE" | "DATA_ENQUIRY_RESPONSE_INADEQUATE") => {
            let m = message
                .unwrap_or("The answer did not explain the matter adequately")
                .to_owned();
            close(store, id, Some((code, &m)), &m)
        }
        other => {
            return Err(ApiError::invalid(
                "outcome",
                "outcome",
                format!("unknown outcome {}", v::shown(other)),
            ));
        }
    }
    Ok(store.rfis.get(id).map(Rfi::to_json).unwrap_or(Value::Null))
}

/// Control API: compliance withdraws the RFI (CANCELLED); linked records are unaffected.
pub fn cancel(store: &mut Store, id: &str) -> Result<Value, ApiError> {
    let now = store.now();
    let Some(r) = store.rfis.get_mut(id) else {
        return Err(ApiError::not_found("RFI", "id", id));
    };
    if r.status == "CLOSED" || r.status == "CANCELLED" {
        return Err(ApiError::InvalidTransition {
            what: "RFI",
            id: id.into(),
            from: r.status.clone(),
            action: "cancel",
        });
    }
    r.status = "CANCELLED".into();
    r.status_message = Some("Withdrawn by compliance; no response needed".into());
    r.updated_at = now;
    emit(store, id, "rfi_cancelled", now);
    Ok(store.rfis.get(id).map(Rfi::to_json).unwrap_or(Value::Null))
}
