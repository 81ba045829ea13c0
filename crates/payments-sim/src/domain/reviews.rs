//! The end of a compliance review held for an RFI: the RFI closes, and each withdrawal it was
//! about goes on (approved) or is cancelled with the reason the analyst gives.

use payments_types::rfis::DeclineRfiInput;
use payments_types::withdrawals::RejectCode;

use crate::domain::reply::Reply;
use crate::domain::rfis;
use crate::domain::withdrawals;
use crate::model::accounts::Caller;
use crate::model::error::{ApiError, Refused};
use crate::model::event_kind::EventKind;
use crate::model::ids::RfiId;
use crate::model::rfis::Rfi;
use crate::model::service::Service;

/// What the analyst decides when pushing an answered RFI forward (control API).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The answers are adequate: the withdrawals go on.
    Approve,
    /// Inadequate (`SOURCE_OF_FUNDS_INADEQUATE` or `DATA_ENQUIRY_RESPONSE_INADEQUATE`): the
    /// withdrawals are cancelled with this code.
    Refuse(RejectCode),
}

/// Closes the RFI `id` with `close` and continues its withdrawals (refused with `refusal`).
fn close(
    service: &mut Service,
    id: &RfiId,
    close: impl FnOnce(&mut Rfi, time::OffsetDateTime) -> Result<EventKind, Refused>,
    refusal: Option<(RejectCode, &str)>,
) -> Result<Rfi, ApiError> {
    let now = service.now();
    let rfi = service
        .rfis
        .get_mut(id)
        .ok_or_else(|| ApiError::not_found("RFI", "id", id.as_str()))?;
    let kind = close(rfi, now)?;
    let withdrawals = rfi.withdrawals.clone();
    rfis::emit(service, id, kind, now);
    for w in &withdrawals {
        withdrawals::after_rfi(service, w, now, refusal);
    }
    service
        .rfis
        .get(id)
        .cloned()
        .ok_or_else(|| ApiError::not_found("RFI", "id", id.as_str()))
}

/// `declineRfi(input:)`: the RFI is CLOSED; its held withdrawals are cancelled
/// (`DATA_ENQUIRY_RESPONSE_INADEQUATE`).
pub fn decline(
    service: &mut Service,
    caller: &Caller,
    input: &DeclineRfiInput,
) -> Result<Reply<Rfi>, ApiError> {
    let id = rfis::find(service, caller, input.rfi_id.as_str())?
        .id
        .clone();
    let message = "The RFI was declined, so the data enquiry received no adequate response";
    let rfi = close(
        service,
        &id,
        Rfi::decline,
        Some((RejectCode::DataEnquiryResponseInadequate, message)),
    )?;
    Ok(Reply::success("RFI declined", rfi))
}

/// The analyst pushes an answered RFI forward with `outcome` and an optional hand-written
/// `message` (the RFI's status message and, when refused, the withdrawals').
pub fn push(
    service: &mut Service,
    id: &str,
    outcome: &Outcome,
    message: Option<&str>,
) -> Result<Rfi, ApiError> {
    let id = rfis::find_any(service, id)?.id.clone();
    match outcome {
        Outcome::Approve => {
            let message = message.unwrap_or("Assessment passed");
            close(service, &id, |r, at| r.push(message, at), None)
        }
        Outcome::Refuse(code) => {
            let message = message.unwrap_or("The answer did not explain the matter adequately");
            close(
                service,
                &id,
                |r, at| r.push(message, at),
                Some((*code, message)),
            )
        }
    }
}
