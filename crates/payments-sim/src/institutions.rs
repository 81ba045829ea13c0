//! Instructing institutions: create, update, list; looked up for withdrawals and sub-clients
//! by id, or inline (first by `externalId`, otherwise by `businessNumber` with `address.country`).

use serde_json::{Value, json};

use crate::ApiError;
use crate::auth::Caller;
use crate::json::{reply, s, strip_nulls};
use crate::parties::address_json;
use crate::store::Store;
use crate::validate::{self as v};
use payments_types::institutions::InstitutionInput;
use payments_types::institutions::InstitutionQueryInput;

/// A stored institution.
#[derive(Debug, Clone)]
pub struct Institution {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// The input (nulls dropped).
    pub data: Value,
}

impl Institution {
    /// The `Institution` output object.
    pub fn to_json(&self) -> Value {
        let d = &self.data;
        json!({
            "id": self.id, "legalName": d.get("legalName"), "tradingAsName": d.get("tradingAsName"),
            "businessNumber": d.get("businessNumber"), "bic": d.get("bic"),
            "address": address_json(d.get("address").unwrap_or(&Value::Null)), "externalId": d.get("externalId"),
        })
    }
}

/// An institution of the caller's account.
pub fn find<'a>(
    store: &'a Store,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a Institution, ApiError> {
    store
        .institutions
        .get(id)
        .filter(|x| x.account_id == caller.account_id)
        .ok_or_else(|| ApiError::not_found("institution", field, id))
}

/// Finds an existing institution for inline data (by `externalId` if present, otherwise by
/// `businessNumber` with `address.country`) or creates one; gives its id. Input must be valid.
pub fn upsert_inline(store: &mut Store, caller: &Caller, i: &Value) -> String {
    let i = strip_nulls(i);
    let country = |x: &Value| {
        x.get("address")
            .and_then(|a| s(a, "country"))
            .map(str::to_ascii_uppercase)
    };
    let existing = store.institutions.values().find(|x| {
        x.account_id == caller.account_id
            && match s(&i, "externalId") {
                Some(e) => s(&x.data, "externalId") == Some(e),
                None => {
                    s(&i, "businessNumber").is_some()
                        && s(&x.data, "businessNumber") == s(&i, "businessNumber")
                        && country(&x.data) == country(&i)
                }
            }
    });
    if let Some(x) = existing {
        return x.id.clone();
    }
    let id = store.next_id("in");
    store.institutions.insert(
        id.clone(),
        Institution {
            id: id.clone(),
            account_id: caller.account_id.clone(),
            data: i,
        },
    );
    id
}

/// `createInstitution(input:)`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    v::input::<InstitutionInput>(&input, store.now().date())?;
    let id = store.next_id("in");
    let inst = Institution {
        id: id.clone(),
        account_id: caller.account_id.clone(),
        data: input,
    };
    let out = inst.to_json();
    store.institutions.insert(id, inst);
    Ok(reply("SUCCESS", "institution created", "institution", out))
}

/// `updateInstitution(id:, input:)`: replaces the institution's data.
pub fn update(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default().to_owned();
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    find(store, caller, &id, "id")?;
    v::input::<InstitutionInput>(&input, store.now().date())?;
    let Some(inst) = store.institutions.get_mut(&id) else {
        return Err(ApiError::not_found("institution", "id", &id));
    };
    inst.data = input;
    Ok(reply(
        "SUCCESS",
        "institution updated",
        "institution",
        inst.to_json(),
    ))
}

/// `institutions(input:)`: filters `businessNumber`, `externalId`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<InstitutionQueryInput>(&f, store.now().date())?;
    Ok(Value::Array(
        store
            .institutions
            .values()
            .filter(|x| x.account_id == caller.account_id)
            .filter(|x| crate::json::matches(&x.data, "businessNumber", s(&f, "businessNumber")))
            .filter(|x| crate::json::matches(&x.data, "externalId", s(&f, "externalId")))
            .map(Institution::to_json)
            .collect(),
    ))
}
