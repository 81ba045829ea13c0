//! The control API under `/sim/`: stands in for the web portal and for the banks.
//!
//! | call | does |
//! |---|---|
//! | `POST /sim/reset` | back to the seeded state |
//! | `GET /sim/clock` | `{"now", "running"}` |
//! | `POST /sim/clock/advance {"seconds":N}` | moves the clock and runs what became due |
//! | `POST /sim/deposits {"bsb","accountNo","amount","currency"?,"reference"?,"accountName"?,"sender"?}` | a deposit arrives on a VAN |
//! | `POST /sim/deposits/{id}/reject` | the portal's 'reject unwanted deposit' |
//! | `POST /sim/withdrawals/{id}/{action}` | operator actions: `return` (CONFIRMED → FAILED), `retry` (FAILED → PENDING), `cancel` (FAILED → CANCELLED) |
//! | `POST /sim/subclients/{id}/decision {"decision":"approve"\|"fail_kyc"}` | compliance decision on an UNAPPROVED sub-client |
//! | `POST /sim/subclients/{id}/deactivate` | the portal's deactivation (ACTIVE → DEACTIVATED) |
//! | `POST /sim/members {"accountId"? \| "accountEmail"+"affiliation"?, "firstName", "lastName", "email", "roles", "access", "status"?}` | adds an account member |
//! | `POST /sim/rfis/{id}/push {"outcome"?,"statusMessage"?}` | the analyst pushes an answered RFI forward |
//! | `POST /sim/rfis/{id}/cancel` | compliance withdraws an RFI |
//! | `POST /sim/features {"accountId"? \| "accountEmail"+"affiliation"?, "subClients"?, "ams"?, "addressCleanser"?}` | switches features enabled on request |
//! | `GET /sim/accounts` | seeded accounts with VANs and balances |
//! | `GET /sim/events?after=N` | the event log (the webhook seam) |
//! | `POST /sim/webhooks {"url","secret"?,"events"?}` | registers a regular webhook: `{"id","secret"}` |
//! | `GET /sim/webhooks` | registered webhooks (no secrets) |
//! | `GET /sim/webhooks/deliveries` | every delivery attempt |
//! | `POST /sim/webhooks/test {"webhookId"?}` | the portal's 'send test' |
//! | `POST /sim/faults {"seed"?,"rules":[{"operation","kind",("ms"\|"code")?,"probability"}]}` | replaces the fault plan ([`crate::faults`]) |
//! | `GET /sim/faults` | the fault plan, faults injected per rule, requests seen, the log of injected faults |
//! | `POST /sim/faults/clear` | no faults from now on |
//!
//! Without `accountId`/`accountEmail`, `members` and `features` act on the demo account.

use std::sync::{Arc, Mutex};

use axum::Json;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{num, s};
use crate::ops::lock;
use crate::server::AppState;
use crate::store::Store;
use crate::{ApiError, deposits, members, rfis, sub_clients};

fn error(e: &ApiError) -> Response {
    let status = match e {
        ApiError::NotFound { .. } => StatusCode::NOT_FOUND,
        ApiError::InvalidTransition { .. } => StatusCode::CONFLICT,
        _ => StatusCode::UNPROCESSABLE_ENTITY,
    };
    (
        status,
        Json(json!({"code": e.code(), "message": e.to_string()})),
    )
        .into_response()
}

fn respond(r: Result<Value, ApiError>) -> Response {
    match r {
        Ok(v) => Json(v).into_response(),
        Err(e) => error(&e),
    }
}

fn body(b: Option<Json<Value>>) -> Value {
    b.map(|Json(v)| v).unwrap_or(Value::Null)
}

fn store(st: &AppState) -> &Arc<Mutex<Store>> {
    &st.store
}

fn caller_for(account_id: &str) -> Caller {
    Caller {
        account_id: account_id.into(),
        email: "portal".into(),
        jti: String::new(),
    }
}

/// Resolves `accountId`, or `accountEmail` (+ `affiliation`), defaulting to the demo account.
fn account_of(store: &Store, b: &Value) -> Result<String, ApiError> {
    if let Some(id) = s(b, "accountId") {
        return store
            .accounts
            .contains_key(id)
            .then(|| id.to_owned())
            .ok_or_else(|| ApiError::not_found("account", "accountId", id));
    }
    let email = s(b, "accountEmail").unwrap_or("demo@payments.test");
    let user = store
        .users
        .iter()
        .find(|u| u.email == email)
        .ok_or_else(|| ApiError::not_found("user", "email", email))?;
    let aff = s(b, "affiliation");
    user.accounts
        .iter()
        .find(|(a, _)| aff.is_none_or(|x| x == a))
        .map(|(_, id)| id.clone())
        .ok_or_else(|| ApiError::not_found("account", "affiliation", aff.unwrap_or_default()))
}

/// `POST /sim/reset` (the fault plan goes back to the configured one, counters to zero).
pub async fn reset(State(st): State<AppState>) -> Response {
    st.faults.replace(st.config.faults.clone());
    let mut g = lock(store(&st));
    *g = Store::new(st.config.clone());
    Json(json!({"reset": true, "now": iso(g.now())})).into_response()
}

/// `GET /sim/clock`.
pub async fn clock(State(st): State<AppState>) -> Response {
    let g = lock(store(&st));
    Json(json!({"now": iso(g.now()), "running": g.clock.is_running()})).into_response()
}

/// `POST /sim/clock/advance {"seconds":N}`.
pub async fn advance(State(st): State<AppState>, b: Option<Json<Value>>) -> Response {
    let b = body(b);
    let Some(secs) = b
        .get("seconds")
        .and_then(Value::as_f64)
        .filter(|x| x.is_finite() && *x >= 0.0)
    else {
        return error(&ApiError::invalid(
            "seconds",
            "seconds",
            "must be a non-negative number",
        ));
    };
    let mut g = lock(store(&st));
    if secs > 0.0 && !g.clock.advance(secs) {
        return error(&ApiError::invalid(
            "seconds",
            "seconds",
            "would move the clock past the year 9000",
        ));
    }
    g.tick();
    Json(json!({"now": iso(g.now()), "running": g.clock.is_running()})).into_response()
}

/// `POST /sim/deposits`.
pub async fn deposit(State(st): State<AppState>, b: Option<Json<Value>>) -> Response {
    let mut g = lock(store(&st));
    g.tick();
    match deposits::arrive(&mut g, &body(b)) {
        Ok(v) => (StatusCode::CREATED, Json(v)).into_response(),
        Err(e) => error(&e),
    }
}

/// `POST /sim/deposits/{id}/reject`.
pub async fn reject_deposit(State(st): State<AppState>, Path(id): Path<String>) -> Response {
    let mut g = lock(store(&st));
    g.tick();
    respond(deposits::reject(&mut g, &id))
}

fn sub_client_owner(g: &Store, id: &str) -> Result<Caller, ApiError> {
    g.sub_clients
        .get(id)
        .map(|sc| caller_for(&sc.account_id))
        .ok_or_else(|| ApiError::not_found("sub-client", "id", id))
}

/// `POST /sim/withdrawals/{id}/{action}` (`return`, `retry`, `cancel`).
pub async fn withdrawal_action(
    State(st): State<AppState>,
    Path((id, action)): Path<(String, String)>,
) -> Response {
    let mut g = lock(store(&st));
    g.tick();
    respond(crate::withdrawals::manual(&mut g, &id, &action))
}

/// `POST /sim/subclients/{id}/decision`.
pub async fn decision(
    State(st): State<AppState>,
    Path(id): Path<String>,
    b: Option<Json<Value>>,
) -> Response {
    let b = body(b);
    let mut g = lock(store(&st));
    g.tick();
    let r = sub_client_owner(&g, &id)
        .and_then(|c| sub_clients::decide(&mut g, &c, &id, s(&b, "decision").unwrap_or_default()));
    respond(r.map(|v| v.get("subClient").cloned().unwrap_or(v)))
}

/// `POST /sim/subclients/{id}/deactivate`.
pub async fn deactivate(State(st): State<AppState>, Path(id): Path<String>) -> Response {
    let mut g = lock(store(&st));
    g.tick();
    let r = sub_client_owner(&g, &id).and_then(|c| sub_clients::deactivate(&mut g, &c, &id));
    respond(r.map(|v| v.get("subClient").cloned().unwrap_or(v)))
}

/// `POST /sim/members`.
pub async fn add_member(State(st): State<AppState>, b: Option<Json<Value>>) -> Response {
    let b = body(b);
    let mut g = lock(store(&st));
    let r = account_of(&g, &b).and_then(|acc| members::add(&mut g, &acc, &b));
    match r {
        Ok(v) => (StatusCode::CREATED, Json(v)).into_response(),
        Err(e) => error(&e),
    }
}

/// `POST /sim/rfis/{id}/push`.
pub async fn push_rfi(
    State(st): State<AppState>,
    Path(id): Path<String>,
    b: Option<Json<Value>>,
) -> Response {
    let b = body(b);
    let mut g = lock(store(&st));
    g.tick();
    respond(rfis::push(
        &mut g,
        &id,
        s(&b, "outcome"),
        s(&b, "statusMessage"),
    ))
}

/// `POST /sim/rfis/{id}/cancel`.
pub async fn cancel_rfi(State(st): State<AppState>, Path(id): Path<String>) -> Response {
    let mut g = lock(store(&st));
    g.tick();
    respond(rfis::cancel(&mut g, &id))
}

/// `POST /sim/features`.
pub async fn features(State(st): State<AppState>, b: Option<Json<Value>>) -> Response {
    let b = body(b);
    let mut g = lock(store(&st));
    let acc_id = match account_of(&g, &b) {
        Ok(a) => a,
        Err(e) => return error(&e),
    };
    let Some(acc) = g.account_mut(&acc_id) else {
        return error(&ApiError::not_found("account", "accountId", &acc_id));
    };
    let f = &mut acc.features;
    if let Some(x) = b.get("subClients").and_then(Value::as_bool) {
        f.sub_clients = x;
    }
    if let Some(x) = b.get("ams").and_then(Value::as_bool) {
        f.ams = x;
    }
    if let Some(x) = b.get("addressCleanser").and_then(Value::as_bool) {
        f.address_cleanser = x;
    }
    Json(json!({"accountId": acc_id, "subClients": f.sub_clients, "ams": f.ams, "addressCleanser": f.address_cleanser})).into_response()
}

/// `GET /sim/accounts`.
pub async fn accounts(State(st): State<AppState>) -> Response {
    let mut g = lock(store(&st));
    g.tick();
    let out: Vec<Value> = g
        .accounts
        .values()
        .map(|a| {
            let balances: serde_json::Map<String, Value> = a.ledger.currencies().map(|c| (c.to_owned(), num(a.ledger.balance(c)))).collect();
            json!({"id": a.id, "affiliation": a.affiliation, "name": a.name, "bsb": a.bsb, "accountNo": a.account_no, "balances": balances})
        })
        .collect();
    Json(Value::Array(out)).into_response()
}

/// `GET /sim/events?after=N`.
pub async fn events(State(st): State<AppState>, RawQuery(q): RawQuery) -> Response {
    let after = q
        .as_deref()
        .unwrap_or_default()
        .split('&')
        .find_map(|kv| kv.strip_prefix("after="))
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or(0);
    let mut g = lock(store(&st));
    g.tick();
    let out: Vec<Value> = g
        .events_after(after)
        .iter()
        .map(crate::events::Event::to_json)
        .collect();
    Json(Value::Array(out)).into_response()
}

/// A fresh webhook secret: `whsec_` + 32 random bytes in Base64url.
fn new_secret() -> String {
    use base64::Engine;
    use rand::Rng;
    let mut b = [0u8; 32];
    rand::rng().fill(&mut b);
    format!(
        "whsec_{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b)
    )
}

/// `POST /sim/webhooks {"url","secret"?,"events"?, "accountId"? | "accountEmail"+"affiliation"?}`:
/// registers a regular webhook (201 `{"id","secret","url","events"}`).
pub async fn register_webhook(State(st): State<AppState>, b: Option<Json<Value>>) -> Response {
    let b = body(b);
    let Some(url) = s(&b, "url") else {
        return error(&ApiError::invalid(
            "url",
            "required",
            "a webhook URL is required",
        ));
    };
    if let Err(why) = crate::webhooks::check_url(url) {
        return error(&ApiError::invalid("url", "https", &why));
    }
    let secret = match b.get("secret") {
        None | Some(Value::Null) => new_secret(),
        Some(Value::String(x)) if !x.is_empty() && x.len() <= 256 => x.clone(),
        Some(_) => {
            return error(&ApiError::invalid(
                "secret",
                "secret",
                "must be a non-empty string of at most 256 bytes",
            ));
        }
    };
    let events = match b.get("events") {
        None | Some(Value::Null) => None,
        Some(Value::Array(a)) if !a.is_empty() => {
            let mut out = Vec::with_capacity(a.len());
            for k in a {
                match k.as_str() {
                    Some(k) if crate::webhooks::EVENT_KINDS.contains(&k) => out.push(k.to_owned()),
                    _ => {
                        return error(&ApiError::invalid(
                            "events",
                            "event_kind",
                            format!("unknown event kind {k}"),
                        ));
                    }
                }
            }
            Some(out)
        }
        Some(_) => {
            return error(&ApiError::invalid(
                "events",
                "event_kind",
                "must be a non-empty array of event kinds (omit it for all events)",
            ));
        }
    };
    let mut g = lock(store(&st));
    let acc = match account_of(&g, &b) {
        Ok(a) => a,
        Err(e) => return error(&e),
    };
    let id = g.next_id("wh");
    let since = g.events.len() as u64;
    g.webhooks
        .register(id.clone(), &acc, url, secret.clone(), events.clone(), since);
    (
        StatusCode::CREATED,
        Json(json!({"id": id, "secret": secret, "url": url, "events": events, "accountId": acc})),
    )
        .into_response()
}

/// `GET /sim/webhooks`: the registered webhooks (secrets not shown).
pub async fn list_webhooks(State(st): State<AppState>) -> Response {
    let g = lock(store(&st));
    let out: Vec<Value> = g
        .webhooks
        .endpoints
        .iter()
        .map(|e| json!({"id": e.id, "accountId": e.account_id, "url": e.url, "events": e.events}))
        .collect();
    Json(Value::Array(out)).into_response()
}

/// `GET /sim/webhooks/deliveries`: every attempt, oldest first.
pub async fn webhook_deliveries(State(st): State<AppState>) -> Response {
    let mut g = lock(store(&st));
    g.tick();
    let out: Vec<Value> = g
        .webhooks
        .history()
        .map(crate::webhooks::Attempt::to_json)
        .collect();
    Json(Value::Array(out)).into_response()
}

/// `POST /sim/webhooks/test {"webhookId"?, "accountId"? | "accountEmail"+"affiliation"?}`: the
/// portal's 'send test' (a `webhook_test` event to the account's webhooks, or one of them).
pub async fn webhook_test(State(st): State<AppState>, b: Option<Json<Value>>) -> Response {
    let b = body(b);
    let mut g = lock(store(&st));
    let acc = match account_of(&g, &b) {
        Ok(a) => a,
        Err(e) => return error(&e),
    };
    let request_id = g.next_id("evt");
    let now = g.now();
    let sent = g
        .webhooks
        .enqueue_test(&acc, s(&b, "webhookId"), &request_id, now);
    if sent.is_empty() {
        return error(&ApiError::not_found(
            "webhook",
            "webhookId",
            s(&b, "webhookId").unwrap_or("(any)"),
        ));
    }
    (
        StatusCode::ACCEPTED,
        Json(json!({"requestId": request_id, "webhooks": sent})),
    )
        .into_response()
}

/// `POST /sim/faults {"seed"?, "rules": [...]}`: replaces the fault plan (request indices, RNG
/// and counters start over); the new plan as `GET /sim/faults` shows it. 422 for a bad plan.
pub async fn set_faults(State(st): State<AppState>, b: Option<Json<Value>>) -> Response {
    let b = body(b);
    let plan = match crate::faults::FaultPlan::from_json(&b) {
        Ok(p) => p,
        Err(why) => return error(&ApiError::invalid("faults", "fault_plan", why)),
    };
    st.faults.replace(plan);
    Json(st.faults.report()).into_response()
}

/// `GET /sim/faults`: the plan, faults injected per rule, requests counted, the recent log.
pub async fn get_faults(State(st): State<AppState>) -> Response {
    Json(st.faults.report()).into_response()
}

/// `POST /sim/faults/clear`: an empty plan (no faults).
pub async fn clear_faults(State(st): State<AppState>) -> Response {
    st.faults.replace(crate::faults::FaultPlan::none());
    Json(st.faults.report()).into_response()
}
