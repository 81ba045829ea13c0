//! Instructing institutions: create, update, list; looked up for withdrawals and sub-clients
//! by id, or given inline (then matched first by `externalId`, otherwise by `businessNumber`
//! with `address.country`, and created when none matches).

use payments_types::institutions::{InstitutionInput, InstitutionQueryInput};

use crate::domain::matching::same_text;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::ids::InstitutionId;
use crate::model::institutions::{Institution, InstitutionDetails};
use crate::model::service::Service;
use crate::model::stored::stored;

/// An institution of the caller's account; `field` names the argument that gave the id.
pub fn find<'a>(
    service: &'a Service,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a Institution, ApiError> {
    service
        .institutions
        .get(&InstitutionId::from_text(id))
        .filter(|x| x.account == caller.account)
        .ok_or_else(|| ApiError::not_found("institution", field, id))
}

/// The institution matching inline details, created when none does; its id.
pub fn upsert_inline(
    service: &mut Service,
    caller: &Caller,
    details: &InstitutionInput,
) -> InstitutionId {
    let details: InstitutionDetails = stored(details);
    let country =
        |d: &InstitutionDetails| d.address.country.as_ref().map(|c| c.to_ascii_uppercase());
    let existing = service.institutions.values().find(|x| {
        x.account == caller.account
            && match &details.external_id {
                Some(e) => x.details.external_id.as_ref() == Some(e),
                None => {
                    details.business_number.is_some()
                        && x.details.business_number == details.business_number
                        && country(&x.details) == country(&details)
                }
            }
    });
    if let Some(x) = existing {
        return x.id.clone();
    }
    let id = InstitutionId::mint(&mut service.seq);
    service.institutions.insert(
        id.clone(),
        Institution {
            id: id.clone(),
            account: caller.account.clone(),
            details,
        },
    );
    id
}

/// `createInstitution(input:)`.
pub fn create(
    service: &mut Service,
    caller: &Caller,
    details: &InstitutionInput,
) -> Reply<Institution> {
    let id = InstitutionId::mint(&mut service.seq);
    let institution = Institution {
        id: id.clone(),
        account: caller.account.clone(),
        details: stored(details),
    };
    service.institutions.insert(id, institution.clone());
    Reply::success("institution created", institution)
}

/// `updateInstitution(id:, input:)`: replaces the institution's details.
pub fn update(
    service: &mut Service,
    caller: &Caller,
    id: &str,
    details: &InstitutionInput,
) -> Result<Reply<Institution>, ApiError> {
    let id = find(service, caller, id, "id")?.id.clone();
    let institution = service
        .institutions
        .get_mut(&id)
        .ok_or_else(|| ApiError::not_found("institution", "id", id.as_str()))?;
    institution.details = stored(details);
    Ok(Reply::success("institution updated", institution.clone()))
}

/// `institutions(input:)`: filters `businessNumber`, `externalId`.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    filter: &InstitutionQueryInput,
) -> Vec<&'a Institution> {
    service
        .institutions
        .values()
        .filter(|x| x.account == caller.account)
        .filter(|x| {
            same_text(
                x.details.business_number.as_ref(),
                filter.business_number.as_ref(),
            )
        })
        .filter(|x| same_text(x.details.external_id.as_ref(), filter.external_id.as_ref()))
        .collect()
}
