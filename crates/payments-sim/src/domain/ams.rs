//! Adverse media search: started by `adverseMediaSearch`, run in the background on the clock
//! ([`crate::model::ams`]), looked up and listed.

use payments_types::ams::{AdverseMediaSearchInput, AmsRequestQueryInput};
use time::OffsetDateTime;

use crate::domain::filters::ListFilter;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::ams::{AmsRequest, AmsStatus};
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::model::events::Subject;
use crate::model::ids::AmsId;
use crate::model::jobs::Job;
use crate::model::service::Service;

fn emit(service: &mut Service, id: &AmsId, kind: EventKind, at: OffsetDateTime) {
    let Some(r) = service.ams_requests.get(id) else {
        return;
    };
    let (account, subject) = (r.account.clone(), Subject::Ams(Box::new(r.clone())));
    service.emit(&account, kind, at, subject, None);
}

/// `adverseMediaSearch(input:)`: the search starts; it runs in the background.
pub fn create(
    service: &mut Service,
    caller: &Caller,
    input: &AdverseMediaSearchInput,
) -> Result<Reply<AmsRequest>, ApiError> {
    if !service
        .account(&caller.account)
        .is_some_and(|a| a.features.ams)
    {
        return Err(ApiError::FeatureDisabled("adverse media search"));
    }
    let now = service.now();
    let id = AmsId::mint(&mut service.seq);
    let request = AmsRequest::new(
        id.clone(),
        caller.account.clone(),
        input.name.to_string(),
        input.country.as_ref().map(ToString::to_string),
        input.entity_type,
        now,
    );
    service.ams_requests.insert(id.clone(), request.clone());
    emit(service, &id, EventKind::AmsInitialised, now);
    let delay = service.config.delays.ams_step;
    service.schedule(now, delay, Job::Ams(id));
    Ok(Reply::success(
        "search started; it runs in the background",
        request,
    ))
}

/// Runs the next step of a search.
pub fn process(service: &mut Service, id: &AmsId, at: OffsetDateTime) {
    let Some(r) = service.ams_requests.get_mut(id) else {
        return;
    };
    let Some(kind) = r.advance() else {
        return;
    };
    let running = r.status() == AmsStatus::Pending;
    emit(service, id, kind, at);
    if running {
        let delay = service.config.delays.ams_step;
        service.schedule(at, delay, Job::Ams(id.clone()));
    }
}

/// A search of the caller's account.
pub fn get<'a>(service: &'a Service, caller: &Caller, id: &str) -> Option<&'a AmsRequest> {
    service
        .ams_requests
        .get(&AmsId::from_text(id))
        .filter(|r| r.account == caller.account)
}

/// `amsRequests(input:)`: filters `statuses`, the creation range, `name` (contained, any
/// case) and `country`.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &AmsRequestQueryInput,
) -> Vec<&'a AmsRequest> {
    let filter = ListFilter::default()
        .statuses(f.statuses.as_ref())
        .created(f.min_created_at.as_ref(), f.max_created_at.as_ref());
    let name = f.name.as_ref().map(|n| n.as_str().to_ascii_lowercase());
    service
        .ams_requests
        .values()
        .filter(|r| r.account == caller.account)
        .filter(|r| filter.keeps(r.status(), r.created_at, None))
        .filter(|r| {
            name.as_ref()
                .is_none_or(|n| r.name.to_ascii_lowercase().contains(n.as_str()))
        })
        .filter(|r| {
            f.country.as_ref().is_none_or(|c| {
                r.country
                    .as_ref()
                    .is_some_and(|x| x.as_str().eq_ignore_ascii_case(c.as_str()))
            })
        })
        .collect()
}
