//! Adverse media search: INITIALISED → PENDING → COMPLETED in the background (one `ams_step`
//! apart); a name holding `SIM_AMS_FAIL` ends FAILED. The hit count is the number of words of
//! the name among a small fixed list (fraud, laundering, sanction, scam, terror).

use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::ApiError;
use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{reply, s};
use crate::store::{Job, Store};
use crate::validate::{self as v};
use payments_types::ams::AdverseMediaSearchInput;
use payments_types::ams::AmsRequestQueryInput;

/// A stored adverse media search.
#[derive(Debug, Clone)]
pub struct AmsRequest {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// Name screened.
    pub name: String,
    /// Country.
    pub country: Option<String>,
    /// `AmsStatus`.
    pub status: String,
    /// `AmsEntityType`.
    pub entity_type: String,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// Hits once completed.
    pub hits: Option<i64>,
}

impl AmsRequest {
    /// The `AmsRequest` output object.
    pub fn to_json(&self) -> Value {
        let result = self.hits.map(|h| json!({"hitCount": h, "summary": if h == 0 { "No adverse media found".to_owned() } else { format!("{h} adverse media hits") }}));
        json!({"id": self.id, "name": self.name, "country": self.country, "status": self.status, "entityType": self.entity_type,
               "createdAt": iso(self.created_at), "result": result})
    }
}

fn emit(store: &mut Store, id: &str, kind: &str, at: OffsetDateTime) {
    let Some(r) = store.ams.get(id) else { return };
    let (account, fields) = (
        r.account_id.clone(),
        json!({"name": r.name, "country": r.country, "status": r.status}),
    );
    store.emit(&account, kind, at, id, fields, None);
}

/// `adverseMediaSearch(input:)`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    if !store
        .account(&caller.account_id)
        .is_some_and(|a| a.features.ams)
    {
        return Err(ApiError::FeatureDisabled("adverse media search"));
    }
    let i = args.get("input").cloned().unwrap_or(Value::Null);
    let now = store.now();
    v::input::<AdverseMediaSearchInput>(&i, now.date())?;
    let id = store.next_id("ams");
    let r = AmsRequest {
        id: id.clone(),
        account_id: caller.account_id.clone(),
        name: s(&i, "name").unwrap_or_default().into(),
        country: s(&i, "country").map(Into::into),
        status: "INITIALISED".into(),
        entity_type: s(&i, "entityType").unwrap_or("INDIVIDUAL").into(),
        created_at: now,
        hits: None,
    };
    let out = r.to_json();
    store.ams.insert(id.clone(), r);
    emit(store, &id, "ams_initialised", now);
    let d = store.config.delays.ams_step;
    store.schedule(now, d, Job::Ams(id.clone()));
    let mut rep = reply(
        "SUCCESS",
        "search started; it runs in the background",
        "amsRequest",
        out,
    );
    if let Value::Object(m) = &mut rep {
        m.insert("id".into(), json!(id));
    }
    Ok(rep)
}

/// Runs the next step of a search.
pub fn process(store: &mut Store, id: &str, at: OffsetDateTime) {
    let Some(r) = store.ams.get_mut(id) else {
        return;
    };
    match r.status.as_str() {
        "INITIALISED" => {
            r.status = "PENDING".into();
            emit(store, id, "ams_pending", at);
            let d = store.config.delays.ams_step;
            store.schedule(at, d, Job::Ams(id.to_owned()));
        }
        "PENDING" if r.name.contains("SIM_AMS_FAIL") => {
            r.status = "FAILED".into();
            emit(store, id, "ams_failed", at);
        }
        "PENDING" => {
            let words = ["fraud", "laundering", "sanction", "scam", "terror"];
            let hits = r
                .name
                .to_ascii_lowercase()
                .split_whitespace()
                .filter(|w| words.iter().any(|x| w.contains(x)))
                .count();
            r.hits = Some(hits as i64);
            r.status = "COMPLETED".into();
            emit(store, id, "ams_completed", at);
        }
        _ => {}
    }
}

/// `amsRequest(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    Ok(s(args, "id")
        .and_then(|id| store.ams.get(id))
        .filter(|r| r.account_id == caller.account_id)
        .map(AmsRequest::to_json)
        .unwrap_or(Value::Null))
}

/// `amsRequests(input:)`: filters `statuses`, date range, `name`, `country`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<AmsRequestQueryInput>(&f, store.now().date())?;
    let statuses: Option<Vec<String>> = f.get("statuses").and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    });
    let min = s(&f, "minCreatedAt").and_then(v::parse_date_or_datetime);
    let max = s(&f, "maxCreatedAt").and_then(v::parse_date_or_datetime);
    Ok(Value::Array(
        store
            .ams
            .values()
            .filter(|r| r.account_id == caller.account_id)
            .filter(|r| statuses.as_ref().is_none_or(|ss| ss.contains(&r.status)))
            .filter(|r| {
                min.is_none_or(|m| r.created_at >= m) && max.is_none_or(|m| r.created_at <= m)
            })
            .filter(|r| {
                s(&f, "name").is_none_or(|n| {
                    r.name
                        .to_ascii_lowercase()
                        .contains(&n.to_ascii_lowercase())
                })
            })
            .filter(|r| {
                s(&f, "country").is_none_or(|c| {
                    r.country
                        .as_deref()
                        .is_some_and(|x| x.eq_ignore_ascii_case(c))
                })
            })
            .map(AmsRequest::to_json)
            .collect(),
    ))
}
