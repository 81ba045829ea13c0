//! Sub-clients: create (then processed on the clock), update, the customer's and the portal's
//! moves through the state table ([`crate::model::sub_clients`]), lists and funding accounts.

use payments_types::sub_clients::{
    CreateSubClientInput, FundingAccountQueryInput, SubClientQueryInput, UpdateSubClientInput,
};
use time::OffsetDateTime;

use crate::domain::institutions;
use crate::domain::lookups::{FundingAccount, funding_accounts_for};
use crate::domain::matching::same_text;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::error::{ApiError, Refused};
use crate::model::event_kind::EventKind;
use crate::model::events::Subject;
use crate::model::ids::SubClientId;
use crate::model::jobs::Job;
use crate::model::service::Service;
use crate::model::stored::{stored, text_of};
use crate::model::sub_clients::{SubClient, SubClientStatus};

/// A compliance decision on an UNAPPROVED sub-client (the control API's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Approved: ACTIVE.
    Approve,
    /// KYC failed: FAILED_KYC.
    FailKyc,
}

/// A sub-client of the caller's account; `field` names the argument that gave the id.
pub fn find<'a>(
    service: &'a Service,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a SubClient, ApiError> {
    service
        .sub_client_of(&caller.account, &SubClientId::from_text(id))
        .ok_or_else(|| ApiError::not_found("sub-client", field, id))
}

/// `subClients(input:)`: filters `clientType`, `status`, `firstName`, `lastName`,
/// `address.country`.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &SubClientQueryInput,
) -> Vec<&'a SubClient> {
    let country = f.address.as_ref().and_then(|a| a.country.as_ref());
    service
        .sub_clients
        .values()
        .filter(|sc| sc.account == caller.account)
        .filter(|sc| f.client_type.is_none_or(|t| t == sc.client_type()))
        .filter(|sc| f.status.is_none_or(|s| s == sc.status()))
        .filter(|sc| same_text(Some(&sc.details.first_name), f.first_name.as_ref()))
        .filter(|sc| same_text(Some(&sc.details.last_name), f.last_name.as_ref()))
        .filter(|sc| same_text(sc.address.country.as_ref(), country))
        .collect()
}

/// `createSubClient(input:)`: code `SUBCLIENT_CREATED`, status INITIATED until processed.
pub fn create(
    service: &mut Service,
    caller: &Caller,
    input: CreateSubClientInput,
) -> Result<Reply<SubClient>, ApiError> {
    let enabled = service
        .account(&caller.account)
        .is_some_and(|a| a.features.sub_clients);
    if !enabled {
        return Err(ApiError::FeatureDisabled("sub-client"));
    }
    if let Some((field, word)) = input.test_data() {
        let why = format!(
            "it submitted fake or test data ({field} holds {word:?}); support can lift the block"
        );
        if let Some(account) = service.account_mut(&caller.account) {
            account.blocked = Some(why.clone());
        }
        return Err(ApiError::CustomerBlocked(why));
    }
    if let Some(id) = input.instructing_institution_id() {
        institutions::find(service, caller, id.as_str(), "instructingInstitutionId")?;
    }
    let now = service.now();
    let id = SubClientId::mint(&mut service.seq);
    let account_no = service.next_van();
    let institution = match (
        input.instructing_institution_id(),
        input.instructing_institution(),
    ) {
        (Some(id), _) => Some(crate::model::ids::InstitutionId::from_text(id.as_str())),
        (None, Some(inline)) => Some(institutions::upsert_inline(service, caller, inline)),
        (None, None) => None,
    };
    let sc = SubClient::new(
        id.clone(),
        caller.account.clone(),
        &input,
        institution,
        account_no,
        now,
    );
    service.emit(
        &caller.account,
        EventKind::SubclientInitiated,
        now,
        Subject::SubClient(Box::new(sc.clone()), sc.status()),
        None,
    );
    service.sub_clients.insert(id.clone(), sc.clone());
    let delay = service.config.delays.sub_client_processing;
    service.schedule(now, delay, Job::SubClient(id));
    Ok(Reply::with_code(
        "SUBCLIENT_CREATED",
        "sub-client created; status INITIATED until processing finishes",
        sc,
    ))
}

/// Automatic processing of an INITIATED sub-client (see [`SubClient::process`]).
pub fn process(service: &mut Service, id: &SubClientId, at: OffsetDateTime) {
    let Some(sc) = service.sub_clients.get_mut(id) else {
        return;
    };
    let Some(kind) = sc.process() else {
        return;
    };
    let snapshot = Box::new(sc.clone());
    let (account, status) = (sc.account.clone(), sc.status());
    service.emit(
        &account,
        kind,
        at,
        Subject::SubClient(snapshot, status),
        None,
    );
}

/// Applies a move of the state table to a sub-client of the caller's and records its event
/// (none when the move changed nothing: `disableSubClient` on a DISABLED one).
fn apply(
    service: &mut Service,
    caller: &Caller,
    id: &str,
    step: impl FnOnce(&mut SubClient) -> Result<Option<EventKind>, Refused>,
) -> Result<Reply<SubClient>, ApiError> {
    let now = service.now();
    let id = find(service, caller, id, "id")?.id.clone();
    let sc = service
        .sub_clients
        .get_mut(&id)
        .ok_or_else(|| ApiError::not_found("sub-client", "id", id.as_str()))?;
    let kind = step(sc)?;
    let sc = sc.clone();
    if let Some(kind) = kind {
        // The spec shows the `subclient_disabled` payload carrying status DEACTIVATED.
        let shown = if kind == EventKind::SubclientDisabled {
            SubClientStatus::Deactivated
        } else {
            sc.status()
        };
        service.emit(
            &sc.account,
            kind,
            now,
            Subject::SubClient(Box::new(sc.clone()), shown),
            None,
        );
    }
    let message = format!("sub-client is {}", sc.status().as_str());
    Ok(Reply::success(message, sc))
}

/// `disableSubClient(id:)`: any state → DISABLED (final).
pub fn disable(
    service: &mut Service,
    caller: &Caller,
    id: &str,
) -> Result<Reply<SubClient>, ApiError> {
    apply(service, caller, id, SubClient::disable)
}

/// `activateSubClient(id:)`: DEACTIVATED → ACTIVE.
pub fn activate(
    service: &mut Service,
    caller: &Caller,
    id: &str,
) -> Result<Reply<SubClient>, ApiError> {
    apply(service, caller, id, |sc| sc.activate().map(Some))
}

/// The portal's deactivation: ACTIVE → DEACTIVATED.
pub fn deactivate(
    service: &mut Service,
    caller: &Caller,
    id: &str,
) -> Result<Reply<SubClient>, ApiError> {
    apply(service, caller, id, |sc| sc.deactivate().map(Some))
}

/// Compliance decides on an UNAPPROVED sub-client: ACTIVE or FAILED_KYC.
pub fn decide(
    service: &mut Service,
    caller: &Caller,
    id: &str,
    decision: Decision,
) -> Result<Reply<SubClient>, ApiError> {
    match decision {
        Decision::Approve => apply(service, caller, id, |sc| sc.approve().map(Some)),
        Decision::FailKyc => apply(service, caller, id, |sc| sc.fail_kyc().map(Some)),
    }
}

/// `updateSubClient(id:, input:)`: only `externalId`, `address`, `postalAddress` change; the
/// status stays and no event is sent (see [`crate::model::sub_clients`]).
pub fn update(
    service: &mut Service,
    caller: &Caller,
    id: &str,
    input: UpdateSubClientInput,
) -> Result<Reply<SubClient>, ApiError> {
    let id = find(service, caller, id, "id")?.id.clone();
    let sc = service
        .sub_clients
        .get_mut(&id)
        .ok_or_else(|| ApiError::not_found("sub-client", "id", id.as_str()))?;
    sc.update(
        text_of(input.external_id()),
        input.address().as_ref().map(stored),
        input.postal_address().as_ref().map(stored),
    )?;
    Ok(Reply::success("sub-client updated", sc.clone()))
}

/// `SubClient.fundingAccounts(input:)`: virtual accounts in every currency the customer holds
/// a balance in (multi-currency is on for every seeded account).
pub fn funding_accounts(
    service: &Service,
    caller: &Caller,
    id: &str,
    filter: Option<&FundingAccountQueryInput>,
) -> Result<Vec<FundingAccount>, ApiError> {
    let sc = find(service, caller, id, "id")?;
    Ok(funding_accounts_for(
        service,
        &caller.account,
        &sc.account_no,
        filter,
    ))
}
