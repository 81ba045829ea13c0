//! Senders: create, update, list; inline senders on withdrawals and payments (no record, null id).

use serde_json::{Value, json};

use crate::ApiError;
use crate::auth::Caller;
use crate::json::{reply, s, strip_nulls};
use crate::parties::address_json;
use crate::store::Store;
use crate::validate::{self as v};
use payments_types::senders::SenderInput;
use payments_types::senders::SenderQueryInput;

/// A stored sender.
#[derive(Debug, Clone)]
pub struct Sender {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// The input (nulls dropped).
    pub data: Value,
}

/// The `Sender` output object for `data`, with `id` (null for inline senders).
pub fn sender_json(id: Option<&str>, d: &Value) -> Value {
    let id_doc = d.get("idDoc").map(|x| {
        json!({"type": x.get("type"), "docNumber": x.get("docNumber"), "issuer": x.get("issuer"),
               "issueDate": x.get("issueDate"), "expiryDate": x.get("expiryDate"), "country": x.get("country")})
    });
    json!({
        "id": id, "firstName": d.get("firstName"), "middleName": d.get("middleName"), "lastName": d.get("lastName"),
        "companyName": d.get("companyName"), "legalName": d.get("legalName"), "tradingAsName": d.get("tradingAsName"),
        "businessNumber": d.get("businessNumber"), "acn": d.get("acn"), "mobile": d.get("mobile"), "dob": d.get("dob"),
        "idDoc": id_doc, "address": address_json(d.get("address").unwrap_or(&Value::Null)), "externalId": d.get("externalId"),
    })
}

/// A sender of the caller's account.
pub fn find<'a>(
    store: &'a Store,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a Sender, ApiError> {
    store
        .senders
        .get(id)
        .filter(|x| x.account_id == caller.account_id)
        .ok_or_else(|| ApiError::not_found("sender", field, id))
}

/// `createSender(input:)`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    v::input::<SenderInput>(&input, store.now().date())?;
    let id = store.next_id("sd");
    let out = sender_json(Some(&id), &input);
    store.senders.insert(
        id.clone(),
        Sender {
            id,
            account_id: caller.account_id.clone(),
            data: input,
        },
    );
    Ok(reply("SUCCESS", "sender created", "sender", out))
}

/// `updateSender(id:, input:)`: replaces the sender's data.
pub fn update(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default().to_owned();
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    find(store, caller, &id, "id")?;
    v::input::<SenderInput>(&input, store.now().date())?;
    let out = sender_json(Some(&id), &input);
    if let Some(x) = store.senders.get_mut(&id) {
        x.data = input;
    }
    Ok(reply("SUCCESS", "sender updated", "sender", out))
}

/// `senders(input:)`: filters first/last/company name, `externalId`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<SenderQueryInput>(&f, store.now().date())?;
    Ok(Value::Array(
        store
            .senders
            .values()
            .filter(|x| x.account_id == caller.account_id)
            .filter(|x| {
                ["firstName", "lastName", "companyName", "externalId"]
                    .iter()
                    .all(|k| crate::json::matches(&x.data, k, s(&f, k)))
            })
            .map(|x| sender_json(Some(&x.id), &x.data))
            .collect(),
    ))
}
