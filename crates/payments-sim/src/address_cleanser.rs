//! Address cleanser: a synchronous, deterministic recommendation and score.
//!
//! Score starts at 1.0; each missing component of street, suburb, state, postcode takes 0.2;
//! a non-ASCII component takes 0.1; a street without a digit takes 0.1. `approve` at 0.8 or
//! more, `review` at 0.5 or more, else `reject`.

use rust_decimal::Decimal;
use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::ApiError;
use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{num, reply, s};
use crate::store::Store;
use crate::validate as v;
use payments_types::address_cleanser::AddressCleanserRequestQueryInput;
use payments_types::address_cleanser::CleanseAddressInput;

/// A stored cleanser request.
#[derive(Debug, Clone)]
pub struct CleanserRequest {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// The address as sent.
    pub address: Value,
    /// `approve`, `review` or `reject`.
    pub recommendation: String,
    /// Score 0..=1.
    pub score: Decimal,
    /// Cleansed address.
    pub cleansed: Value,
}

impl CleanserRequest {
    /// The `AddressCleanserRequest` output object.
    pub fn to_json(&self) -> Value {
        json!({"id": self.id, "createdAt": iso(self.created_at), "address": self.address,
               "result": {"recommendation": self.recommendation, "score": num(self.score), "cleansedAddress": self.cleansed}})
    }
}

/// Scores an address.
pub fn score(a: &Value) -> (Decimal, &'static str) {
    let mut score = Decimal::ONE;
    for k in ["street", "suburb", "state", "postcode"] {
        if s(a, k).is_none_or(|x| x.trim().is_empty()) {
            score -= Decimal::new(2, 1);
        }
    }
    if [
        "building", "street", "suburb", "state", "postcode", "country",
    ]
    .iter()
    .any(|k| s(a, k).is_some_and(|x| !x.is_ascii()))
    {
        score -= Decimal::new(1, 1);
    }
    if s(a, "street").is_some_and(|x| !x.chars().any(|c| c.is_ascii_digit())) {
        score -= Decimal::new(1, 1);
    }
    let score = score.max(Decimal::ZERO);
    let rec = if score >= Decimal::new(8, 1) {
        "approve"
    } else if score >= Decimal::new(5, 1) {
        "review"
    } else {
        "reject"
    };
    (score, rec)
}

/// `cleanseAddress(input:)`.
pub fn cleanse(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    if !store
        .account(&caller.account_id)
        .is_some_and(|a| a.features.address_cleanser)
    {
        return Err(ApiError::FeatureDisabled("address cleanser"));
    }
    let a = args.get("input").cloned().unwrap_or(Value::Null);
    v::input::<CleanseAddressInput>(&a, store.now().date())?;
    let country = s(&a, "country").unwrap_or_default();
    let (score, rec) = score(&a);
    let clean = |k: &str| s(&a, k).map(|x| x.split_whitespace().collect::<Vec<_>>().join(" "));
    let cleansed = json!({"building": clean("building"), "street": clean("street"), "suburb": clean("suburb").map(|x| x.to_ascii_uppercase()),
                          "state": clean("state").map(|x| x.to_ascii_uppercase()), "postcode": clean("postcode"), "country": country.trim().to_ascii_uppercase()});
    let address = json!({"building": a.get("building"), "street": a.get("street"), "suburb": a.get("suburb"), "state": a.get("state"),
                         "postcode": a.get("postcode"), "country": a.get("country")});
    let id = store.next_id("ac");
    let r = CleanserRequest {
        id: id.clone(),
        account_id: caller.account_id.clone(),
        created_at: store.now(),
        address,
        recommendation: rec.into(),
        score,
        cleansed,
    };
    let out = r.to_json();
    store.cleanser.insert(id, r);
    Ok(reply(
        "SUCCESS",
        &format!("recommendation: {rec}"),
        "request",
        out,
    ))
}

/// `addressCleanserRequest(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    Ok(s(args, "id")
        .and_then(|id| store.cleanser.get(id))
        .filter(|r| r.account_id == caller.account_id)
        .map(CleanserRequest::to_json)
        .unwrap_or(Value::Null))
}

/// `addressCleanserRequests(input:)`: filters `recommendations`, date range.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<AddressCleanserRequestQueryInput>(&f, store.now().date())?;
    let recs: Option<Vec<String>> = f.get("recommendations").and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    });
    let min = s(&f, "minCreatedAt").and_then(v::parse_date_or_datetime);
    let max = s(&f, "maxCreatedAt").and_then(v::parse_date_or_datetime);
    Ok(Value::Array(
        store
            .cleanser
            .values()
            .filter(|r| r.account_id == caller.account_id)
            .filter(|r| {
                recs.as_ref()
                    .is_none_or(|rs| rs.contains(&r.recommendation))
            })
            .filter(|r| {
                min.is_none_or(|m| r.created_at >= m) && max.is_none_or(|m| r.created_at <= m)
            })
            .map(CleanserRequest::to_json)
            .collect(),
    ))
}
