//! Operation dispatch: each root field of the schema goes by name to its resource module's
//! handler, `fn(&mut Store, &Caller, &args) -> Result<JSON, ApiError>`, under the one lock.

use std::sync::{Arc, MutexGuard};

use serde_json::Value;

use crate::auth::{self, Caller, LoginOutcome};
use crate::schema::{RequestCtx, Root};
use crate::store::{Idempotent, Store};
use crate::{
    ApiError, address_cleanser, ams, balances, conversions, deposits, institutions, members, payee,
    payments, quotes, recipients, reference, rfis, senders, sub_clients, withdrawals,
};

/// Locks the store, recovering from a poisoned lock (a handler never panics on input, but a
/// poisoned lock must not turn every later request into a 5xx).
pub fn lock(store: &std::sync::Mutex<Store>) -> MutexGuard<'_, Store> {
    store.lock().unwrap_or_else(|p| p.into_inner())
}

type Handler = fn(&mut Store, &Caller, &Value) -> Result<Value, ApiError>;

fn handler(root: Root, field: &str) -> Option<Handler> {
    Some(match (root, field) {
        (Root::Query, "balances") => balances::balances,
        (Root::Query, "statement") => balances::statement,
        (Root::Query, "subClient") => sub_clients::get,
        (Root::Query, "subClients") => sub_clients::list,
        (Root::Query, "withdrawal") => withdrawals::get,
        (Root::Query, "withdrawals") => withdrawals::list,
        (Root::Query, "deposit") => deposits::get,
        (Root::Query, "deposits") => deposits::list,
        (Root::Query, "recipients") => recipients::list,
        (Root::Query, "senders") => senders::list,
        (Root::Query, "institutions") => institutions::list,
        (Root::Query, "quote") => quotes::quote,
        (Root::Query, "conversion") => conversions::get,
        (Root::Query, "conversions") => conversions::list,
        (Root::Query, "payment") => payments::get,
        (Root::Query, "payments") => payments::list,
        (Root::Query, "rfi") => rfis::get,
        (Root::Query, "rfis") => rfis::list,
        (Root::Query, "amsRequest") => ams::get,
        (Root::Query, "amsRequests") => ams::list,
        (Root::Query, "addressCleanserRequest") => address_cleanser::get,
        (Root::Query, "addressCleanserRequests") => address_cleanser::list,
        (Root::Query, "members") => members::list,
        (Root::Query, "bankInfo") => reference::bank_info,
        (Root::Query, "availableDeliveryMethods") => reference::delivery_methods,
        (Root::Query, "fundingAccounts") => reference::funding_accounts,
        (Root::Mutation, "createSubClient") => sub_clients::create,
        (Root::Mutation, "updateSubClient") => sub_clients::update,
        (Root::Mutation, "disableSubClient") => sub_clients::disable,
        (Root::Mutation, "activateSubClient") => sub_clients::activate,
        (Root::Mutation, "createWithdrawal") => withdrawals::create,
        (Root::Mutation, "refundDeposit") => deposits::refund,
        (Root::Mutation, "createRecipient") => recipients::create,
        (Root::Mutation, "updateRecipient") => recipients::update,
        (Root::Mutation, "createSender") => senders::create,
        (Root::Mutation, "updateSender") => senders::update,
        (Root::Mutation, "createInstitution") => institutions::create,
        (Root::Mutation, "updateInstitution") => institutions::update,
        (Root::Mutation, "createConversion") => conversions::create,
        (Root::Mutation, "createPayment") => payments::create,
        (Root::Mutation, "answerRfiQuestion") => rfis::answer,
        (Root::Mutation, "declineRfi") => rfis::decline,
        (Root::Mutation, "confirmationOfPayee") => payee::confirm,
        (Root::Mutation, "adverseMediaSearch") => ams::create,
        (Root::Mutation, "cleanseAddress") => address_cleanser::cleanse,
        _ => return None,
    })
}

/// Whether `name` is a root field of the schema the simulator runs (a query, a mutation,
/// `login` or `logout`).
pub fn is_root_field(name: &str) -> bool {
    matches!(name, "login" | "logout")
        || handler(Root::Query, name).is_some()
        || handler(Root::Mutation, name).is_some()
}

/// Runs one root field.
pub fn dispatch(
    rctx: &Arc<RequestCtx>,
    root: Root,
    field: &str,
    args: &Value,
) -> Result<Value, ApiError> {
    let mut store = lock(&rctx.store);
    store.tick();
    if root == Root::Mutation && field == "login" {
        return match auth::login(&mut store, &rctx.key, args)? {
            LoginOutcome::Reply(v) => Ok(v),
            LoginOutcome::TooMany(secs) => {
                if let Ok(mut flag) = rctx.rate_limited.lock() {
                    *flag = Some(secs);
                }
                Err(ApiError::RateLimited(secs))
            }
        };
    }
    let caller = rctx.auth.caller()?.clone();
    if root == Root::Mutation && field == "logout" {
        return Ok(auth::logout(&mut store, &caller));
    }
    let Some(h) = handler(root, field) else {
        return Err(ApiError::invalid(
            field,
            "operation",
            "operation not implemented by the simulator",
        ));
    };
    h(&mut store, &caller, args)
}

/// Runs a field with arguments below the root (e.g. `SubClient.fundingAccounts(input:)`).
pub fn nested(
    rctx: &Arc<RequestCtx>,
    type_name: &str,
    field: &str,
    parent: &Value,
    args: &Value,
) -> Result<Value, ApiError> {
    let store = lock(&rctx.store);
    let caller = rctx.auth.caller()?.clone();
    match (type_name, field) {
        ("SubClient", "fundingAccounts") => {
            sub_clients::funding_accounts(&store, &caller, parent, args)
        }
        _ => Ok(parent.get(field).cloned().unwrap_or(Value::Null)),
    }
}

/// Runs `create` once per idempotency key: the same key with the same input gives the first
/// reply again; with a different input it is refused with `IDEMPOTENCY_KEY_REUSED`. Only
/// successful replies are kept (a refused call can be corrected and retried with its key).
pub fn idempotent(
    store: &mut Store,
    caller: &Caller,
    operation: &str,
    input: &Value,
    create: impl FnOnce(&mut Store) -> Result<Value, ApiError>,
) -> Result<Value, ApiError> {
    let Some(key) = input
        .get("idempotencyKey")
        .and_then(Value::as_str)
        .map(str::to_owned)
    else {
        return create(store);
    };
    let mut fingerprint = crate::json::strip_nulls(input);
    if let Value::Object(m) = &mut fingerprint {
        m.remove("idempotencyKey");
    }
    let k = (caller.account_id.clone(), operation.to_owned(), key.clone());
    if let Some(prev) = store.idempotency.get(&k) {
        return if prev.fingerprint == fingerprint {
            Ok(prev.reply.clone())
        } else {
            Err(ApiError::IdempotencyKeyReused(key))
        };
    }
    let reply = create(store)?;
    store.idempotency.insert(
        k,
        Idempotent {
            fingerprint,
            reply: reply.clone(),
        },
    );
    Ok(reply)
}
