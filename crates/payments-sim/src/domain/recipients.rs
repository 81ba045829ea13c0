//! Recipients: create, update (`accountIdType` cannot change), search.

use payments_types::common::Id;
use payments_types::recipients::{AccountIdType, RecipientInput, RecipientQueryInput};

use crate::domain::matching::same_text;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::ids::RecipientId;
use crate::model::parties::Payee;
use crate::model::recipients::{Recipient, RecipientDetails};
use crate::model::service::Service;
use crate::model::stored::stored;

/// A recipient of the caller's account; `field` names the argument that gave the id.
pub fn find<'a>(
    service: &'a Service,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a Recipient, ApiError> {
    service
        .recipients
        .get(&RecipientId::from_text(id))
        .filter(|x| x.account == caller.account)
        .ok_or_else(|| ApiError::not_found("recipient", field, id))
}

/// The recipient of a pay-out: the stored one named by `id` (`recipientId`), else the one given
/// inline. The types guarantee one of them; neither is refused as a missing `recipient`.
pub fn payee(
    service: &Service,
    caller: &Caller,
    id: Option<&Id>,
    inline: Option<&RecipientInput>,
) -> Result<Payee, ApiError> {
    match (id, inline) {
        (Some(id), _) => {
            let r = find(service, caller, id.as_str(), "recipientId")?;
            Ok(Payee {
                id: Some(r.id.clone()),
                details: r.details.clone(),
            })
        }
        (None, Some(details)) => Ok(Payee {
            id: None,
            details: stored(details),
        }),
        (None, None) => Err(ApiError::invalid(
            "recipient",
            payments_types::rules::REQUIRED,
            "recipientId or recipient is required",
        )),
    }
}

/// `createRecipient(input:)`.
pub fn create(
    service: &mut Service,
    caller: &Caller,
    details: &RecipientInput,
) -> Reply<Recipient> {
    let id = RecipientId::mint(&mut service.seq);
    let recipient = Recipient {
        id: id.clone(),
        account: caller.account.clone(),
        details: stored(details),
    };
    service.recipients.insert(id, recipient.clone());
    Reply::success("recipient created", recipient)
}

/// `updateRecipient(id:, input:)`: replaces the details; a change of `accountIdType` is
/// refused.
pub fn update(
    service: &mut Service,
    caller: &Caller,
    id: &str,
    details: &RecipientInput,
) -> Result<Reply<Recipient>, ApiError> {
    let existing = find(service, caller, id, "id")?;
    let (from, to) = (
        existing.details.account_id_type,
        Some(*details.account_id_type()),
    );
    if from != to {
        let name = |t: Option<AccountIdType>| t.map_or("none", AccountIdType::as_str).into();
        return Err(ApiError::AccountIdTypeImmutable {
            from: name(from),
            to: name(to),
        });
    }
    let id = existing.id.clone();
    let recipient = service
        .recipients
        .get_mut(&id)
        .ok_or_else(|| ApiError::not_found("recipient", "id", id.as_str()))?;
    recipient.details = stored(details);
    Ok(Reply::success("recipient updated", recipient.clone()))
}

/// `recipients(input:)`: every search field given must match (ignoring case).
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &RecipientQueryInput,
) -> Vec<&'a Recipient> {
    service
        .recipients
        .values()
        .filter(|x| x.account == caller.account)
        .filter(|x| matches(&x.details, f))
        .collect()
}

fn matches(d: &RecipientDetails, f: &RecipientQueryInput) -> bool {
    same_text(d.first_name.as_ref(), f.first_name.as_ref())
        && same_text(d.middle_name.as_ref(), f.middle_name.as_ref())
        && same_text(d.last_name.as_ref(), f.last_name.as_ref())
        && same_text(d.company_name.as_ref(), f.company_name.as_ref())
        && same_text(d.dob.as_ref(), f.dob.as_ref())
        && f.account_id_type
            .is_none_or(|t| Some(t) == d.account_id_type)
        && same_text(d.payid.as_ref(), f.payid.as_ref())
        && same_text(d.bic.as_ref(), f.bic.as_ref())
        && same_text(d.iban.as_ref(), f.iban.as_ref())
        && same_text(d.aba.as_ref(), f.aba.as_ref())
        && same_text(d.bsb.as_ref(), f.bsb.as_ref())
        && same_text(d.clabe.as_ref(), f.clabe.as_ref())
        && same_text(d.cnaps.as_ref(), f.cnaps.as_ref())
        && same_text(d.sort_code.as_ref(), f.sort_code.as_ref())
        && same_text(d.ifsc.as_ref(), f.ifsc.as_ref())
        && same_text(d.account_no.as_ref(), f.account_no.as_ref())
        && same_text(d.external_id.as_ref(), f.external_id.as_ref())
}
