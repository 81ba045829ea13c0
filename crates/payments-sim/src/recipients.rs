//! Recipients: create, update (`accountIdType` cannot change), search; inline recipients on
//! withdrawals and payments (no record, null id).

use serde_json::{Value, json};

use crate::ApiError;
use crate::auth::Caller;
use crate::json::{reply, s, strip_nulls};
use crate::parties::address_json;
use crate::store::Store;
use crate::validate::{self as v};
use payments_types::recipients::RecipientInput;
use payments_types::recipients::RecipientQueryInput;

/// A stored recipient.
#[derive(Debug, Clone)]
pub struct Recipient {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// The input (nulls dropped).
    pub data: Value,
}

const ACCOUNT_FIELDS: &[&str] = &[
    "payid",
    "bic",
    "iban",
    "aba",
    "bsb",
    "clabe",
    "cnaps",
    "sortCode",
    "ifsc",
    "accountNo",
];

/// The `Recipient` output object for `data`, with `id` (null for inline recipients).
pub fn recipient_json(id: Option<&str>, d: &Value) -> Value {
    let mut out = json!({
        "id": id, "firstName": d.get("firstName"), "middleName": d.get("middleName"), "lastName": d.get("lastName"),
        "companyName": d.get("companyName"), "currency": d.get("currency"), "accountIdType": d.get("accountIdType"),
        "mobile": d.get("mobile"), "address": address_json(d.get("address").unwrap_or(&Value::Null)), "dob": d.get("dob"),
        "email": d.get("email"), "externalId": d.get("externalId"),
    });
    if let Value::Object(m) = &mut out {
        for k in ACCOUNT_FIELDS {
            m.insert((*k).into(), d.get(*k).cloned().unwrap_or(Value::Null));
        }
    }
    out
}

/// Which account fields an `accountIdType` needs (besides `bic`), and whether it needs `bic`.
pub fn needs(account_id_type: &str) -> (&'static [&'static str], bool) {
    match account_id_type {
        "IBAN" => (&["iban"], false),
        "BSB" => (&["bsb", "accountNo"], false),
        "PAYID" => (&["payid"], false),
        "ABA" => (&["aba", "accountNo"], true),
        "CLABE" => (&["clabe"], true),
        "IFSC" => (&["ifsc", "accountNo"], true),
        "CNAPS" => (&["cnaps", "accountNo"], true),
        "SORT_CODE" => (&["sortCode", "accountNo"], true),
        _ => (&["accountNo"], true),
    }
}

/// A recipient of the caller's account.
pub fn find<'a>(
    store: &'a Store,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a Recipient, ApiError> {
    store
        .recipients
        .get(id)
        .filter(|x| x.account_id == caller.account_id)
        .ok_or_else(|| ApiError::not_found("recipient", field, id))
}

/// `createRecipient(input:)`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    v::input::<RecipientInput>(&input, store.now().date())?;
    let id = store.next_id("rc");
    let out = recipient_json(Some(&id), &input);
    store.recipients.insert(
        id.clone(),
        Recipient {
            id,
            account_id: caller.account_id.clone(),
            data: input,
        },
    );
    Ok(reply("SUCCESS", "recipient created", "recipient", out))
}

/// `updateRecipient(id:, input:)`: replaces the data; changing `accountIdType` is refused.
pub fn update(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default().to_owned();
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    let existing = find(store, caller, &id, "id")?;
    let (from, to) = (
        s(&existing.data, "accountIdType").unwrap_or_default(),
        s(&input, "accountIdType").unwrap_or_default(),
    );
    if from != to {
        return Err(ApiError::AccountIdTypeImmutable {
            from: from.into(),
            to: to.into(),
        });
    }
    v::input::<RecipientInput>(&input, store.now().date())?;
    let out = recipient_json(Some(&id), &input);
    if let Some(x) = store.recipients.get_mut(&id) {
        x.data = input;
    }
    Ok(reply("SUCCESS", "recipient updated", "recipient", out))
}

/// `recipients(input:)`: every given search field must match.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<RecipientQueryInput>(&f, store.now().date())?;
    let keys: Vec<String> = f
        .as_object()
        .map(|m| {
            m.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, _)| k.clone())
                .collect()
        })
        .unwrap_or_default();
    Ok(Value::Array(
        store
            .recipients
            .values()
            .filter(|x| x.account_id == caller.account_id)
            .filter(|x| {
                keys.iter()
                    .all(|k| crate::json::matches(&x.data, k, s(&f, k)))
            })
            .map(|x| recipient_json(Some(&x.id), &x.data))
            .collect(),
    ))
}
