//! Senders: create, update, list.

use payments_types::common::Id;
use payments_types::senders::{SenderInput, SenderQueryInput};

use crate::domain::matching::same_text;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::ids::SenderId;
use crate::model::parties::Payer;
use crate::model::senders::Sender;
use crate::model::service::Service;
use crate::model::stored::stored;

/// A sender of the caller's account; `field` names the argument that gave the id.
pub fn find<'a>(
    service: &'a Service,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a Sender, ApiError> {
    service
        .senders
        .get(&SenderId::from_text(id))
        .filter(|x| x.account == caller.account)
        .ok_or_else(|| ApiError::not_found("sender", field, id))
}

/// The sender a pay-out names: the stored one named by `id` (`senderId`), else the one given
/// inline; `None` when it names neither (the sub-client or the customer sends it then).
pub fn payer(
    service: &Service,
    caller: &Caller,
    id: Option<&Id>,
    inline: Option<&SenderInput>,
) -> Result<Option<Payer>, ApiError> {
    Ok(match (id, inline) {
        (Some(id), _) => {
            let s = find(service, caller, id.as_str(), "senderId")?;
            Some(Payer::Sender {
                id: Some(s.id.clone()),
                details: Box::new(s.details.clone()),
            })
        }
        (None, Some(details)) => Some(Payer::Sender {
            id: None,
            details: Box::new(stored(details)),
        }),
        (None, None) => None,
    })
}

/// `createSender(input:)`.
pub fn create(service: &mut Service, caller: &Caller, details: &SenderInput) -> Reply<Sender> {
    let id = SenderId::mint(&mut service.seq);
    let sender = Sender {
        id: id.clone(),
        account: caller.account.clone(),
        details: stored(details),
    };
    service.senders.insert(id, sender.clone());
    Reply::success("sender created", sender)
}

/// `updateSender(id:, input:)`: replaces the sender's details.
pub fn update(
    service: &mut Service,
    caller: &Caller,
    id: &str,
    details: &SenderInput,
) -> Result<Reply<Sender>, ApiError> {
    let id = find(service, caller, id, "id")?.id.clone();
    let sender = service
        .senders
        .get_mut(&id)
        .ok_or_else(|| ApiError::not_found("sender", "id", id.as_str()))?;
    sender.details = stored(details);
    Ok(Reply::success("sender updated", sender.clone()))
}

/// `senders(input:)`: filters first, last and company name and `externalId`.
pub fn list<'a>(service: &'a Service, caller: &Caller, f: &SenderQueryInput) -> Vec<&'a Sender> {
    service
        .senders
        .values()
        .filter(|x| x.account == caller.account)
        .filter(|x| {
            let d = &x.details;
            same_text(d.first_name.as_ref(), f.first_name.as_ref())
                && same_text(d.last_name.as_ref(), f.last_name.as_ref())
                && same_text(d.company_name.as_ref(), f.company_name.as_ref())
                && same_text(d.external_id.as_ref(), f.external_id.as_ref())
        })
        .collect()
}
