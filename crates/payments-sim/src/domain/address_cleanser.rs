//! The address cleanser: a synchronous recommendation and score
//! ([`crate::model::address_cleanser`]); past requests looked up and listed.

use payments_types::address_cleanser::{AddressCleanserRequestQueryInput, CleanseAddressInput};

use crate::domain::filters::ListFilter;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::address_cleanser::CleanserRequest;
use crate::model::error::ApiError;
use crate::model::ids::CleanserId;
use crate::model::service::Service;

/// `cleanseAddress(input:)`.
pub fn cleanse(
    service: &mut Service,
    caller: &Caller,
    address: CleanseAddressInput,
) -> Result<Reply<CleanserRequest>, ApiError> {
    let enabled = service
        .account(&caller.account)
        .is_some_and(|a| a.features.address_cleanser);
    if !enabled {
        return Err(ApiError::FeatureDisabled("address cleanser"));
    }
    let id = CleanserId::mint(&mut service.seq);
    let request = CleanserRequest::new(id.clone(), caller.account.clone(), address, service.now());
    service
        .address_cleanser_requests
        .insert(id, request.clone());
    let message = format!("recommendation: {}", request.recommendation.as_str());
    Ok(Reply::success(message, request))
}

/// A request of the caller's account.
pub fn get<'a>(service: &'a Service, caller: &Caller, id: &str) -> Option<&'a CleanserRequest> {
    service
        .address_cleanser_requests
        .get(&CleanserId::from_text(id))
        .filter(|r| r.account == caller.account)
}

/// `addressCleanserRequests(input:)`: filters `recommendations` and the creation range.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &AddressCleanserRequestQueryInput,
) -> Vec<&'a CleanserRequest> {
    let filter = ListFilter::default()
        .statuses(f.recommendations.as_ref())
        .created(f.min_created_at.as_ref(), f.max_created_at.as_ref());
    service
        .address_cleanser_requests
        .values()
        .filter(|r| r.account == caller.account)
        .filter(|r| filter.keeps(r.recommendation, r.created_at, None))
        .collect()
}
