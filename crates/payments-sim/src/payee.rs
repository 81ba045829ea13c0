//! Confirmation of payee: name match of an Australian BSB account against the accounts the
//! simulator knows (customer VANs, sub-client VANs, BSB recipients of the caller).

use serde_json::{Value, json};

use crate::ApiError;
use crate::auth::Caller;
use crate::json::s;
use crate::parties::display_name;
use crate::store::{SIM_BSB, Store};
use crate::validate::{self as v};
use payments_types::payee::ConfirmationOfPayeeInput;

fn norm(name: &str) -> String {
    name.to_ascii_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !["pty", "ltd", "limited"].contains(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `MATCH` when the normalised names are equal, `CLOSE_MATCH` when one holds the other or they
/// share the last word, else `NO_MATCH`.
pub fn compare(given: &str, actual: &str) -> &'static str {
    let (g, a) = (norm(given), norm(actual));
    if g == a {
        "MATCH"
    } else if !g.is_empty()
        && (a.contains(&g)
            || g.contains(&a)
            || g.split(' ').next_back() == a.split(' ').next_back())
    {
        "CLOSE_MATCH"
    } else {
        "NO_MATCH"
    }
}

/// `confirmationOfPayee(input:)`.
pub fn confirm(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let i = args.get("input").cloned().unwrap_or(Value::Null);
    v::input::<ConfirmationOfPayeeInput>(&i, store.now().date())?;
    let bsb = v::normalise_bsb(s(&i, "bsb").unwrap_or_default());
    let acc_no = s(&i, "accountNo").unwrap_or_default();
    let given = s(&i, "accountName").unwrap_or_default();
    let mut actual: Option<String> = None;
    if bsb == SIM_BSB {
        actual = store
            .accounts
            .values()
            .find(|a| a.account_no == acc_no)
            .map(|a| a.name.clone());
        if actual.is_none() {
            actual = store
                .sub_clients
                .values()
                .find(|sc| sc.account_no == acc_no)
                .map(|sc| sc.full_name());
        }
    }
    if actual.is_none() {
        actual = store
            .recipients
            .values()
            .find(|r| {
                r.account_id == caller.account_id
                    && s(&r.data, "bsb").map(v::normalise_bsb).as_deref() == Some(bsb.as_str())
                    && s(&r.data, "accountNo") == Some(acc_no)
            })
            .map(|r| display_name(&r.data));
    }
    Ok(match actual {
        None => {
            json!({"success": true, "code": "SUCCESS", "message": "the account could not be checked", "match": "UNAVAILABLE", "accountName": null})
        }
        Some(a) => {
            let m = compare(given, &a);
            json!({"success": true, "code": "SUCCESS", "message": format!("name check: {m}"), "match": m,
                   "accountName": if m == "CLOSE_MATCH" { Some(a) } else { None }})
        }
    })
}
