//! The control API under `/sim`: stands in for the web portal and for the banks. Each route
//! reads its body into typed values (bad input: 422 naming the field and rule), runs the
//! domain operation and answers JSON.
//!
//! | call | does |
//! |---|---|
//! | `POST /sim/reset {"profile"?: "sandbox"\|"uat"}` | back to the seeded state (with `uat`: the UAT profile's starting records, the control API kept) |
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
//! | `POST /sim/features {"accountId"? \| "accountEmail"+"affiliation"?, "subClients"?, "ams"?, "addressCleanser"?, "thirdPartyDeposits"?, "thirdPartyWithdrawals"?}` | switches features enabled on request |
//! | `POST /sim/ip-allow-list {"accountId"? \| "accountEmail"+"affiliation"?, "addresses":[..]}` | the portal's IP allow-list for API login (empty: any address) |
//! | `GET /sim/ip-blocks` | IP addresses blocked after abuse, with the time the block ends |
//! | `GET /sim/accounts` | seeded accounts with VANs, balances, IP allow-lists and blocks |
//! | `POST /sim/accounts/{id}/unblock` | support lifts the block of a customer who sent fake or test data |
//! | `GET /sim/events?after=N` | the event log (the webhook seam) |
//! | `POST /sim/webhooks {"url","secret"?,"events"?}` | registers a regular webhook: `{"id","secret"}` |
//! | `GET /sim/webhooks` | registered webhooks (no secrets) |
//! | `GET /sim/webhooks/deliveries` | every delivery attempt |
//! | `POST /sim/webhooks/test {"webhookId"?}` | the portal's 'send test' |
//! | `POST /sim/webhooks/{id}/rotate` | the portal's 'rotate secret': `{"id","secret"}` |
//! | `POST /sim/webhooks/{id}/secret` | the portal's 'show secret': `{"id","secret"}` |
//! | `POST /sim/webhooks/deliveries/{requestId}/redeliver` | the portal's 'redeliver' |
//! | `POST /sim/faults {"seed"?,"rules":[{"operation","kind",("ms"\|"code")?,"probability"}]}` | replaces the fault plan ([`crate::config::faults`]) |
//! | `GET /sim/faults` | the fault plan, faults injected per rule, requests seen, the log of injected faults |
//! | `POST /sim/faults/clear` | no faults from now on |
//!
//! Without `accountId`/`accountEmail`, `members`, `features` and `webhooks` act on the demo
//! account.

use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use payments_types::common::FreeText;
use payments_types::rules;
use payments_types::withdrawals::RejectCode;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::actions;
use crate::config::Profile;
use crate::config::faults::FaultPlan;
use crate::control::{
    self, Clock, DeliveryAttempt, IpBlock, Redelivered, ResetDone, SecretRotated, TestSent,
    Unblocked, Webhook, WebhookRegistered, WebhookSecret,
};
use crate::domain::accounts::{self, AccountRef};
use crate::domain::deposits;
use crate::domain::members;
use crate::domain::reviews::{self, Outcome};
use crate::domain::sub_clients::{self, Decision};
use crate::domain::withdrawals::{self, ManualAction};
use crate::domain::{jobs, rfis};
use crate::http::AppState;
use crate::http::inputs::{
    self, deposits::DepositInput, members::MemberInput, webhooks::WebhookInput,
};
use crate::model::accounts::{Caller, FeatureChanges};
use crate::model::error::{ApiError, shown};
use crate::model::ids::SubClientId;
use crate::render::{self, objects as o};
use crate::state::{State as SimState, lock};
use crate::webhooks::Attempt;

/// The control routes, to be nested under `/sim`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/reset", post(reset))
        .route("/clock", get(clock))
        .route("/clock/advance", post(advance))
        .route("/deposits", post(deposit))
        .route("/deposits/{id}/reject", post(reject_deposit))
        .route("/withdrawals/{id}/{action}", post(withdrawal_action))
        .route("/subclients/{id}/decision", post(decision))
        .route("/subclients/{id}/deactivate", post(deactivate))
        .route("/members", post(add_member))
        .route("/rfis/{id}/push", post(push_rfi))
        .route("/rfis/{id}/cancel", post(cancel_rfi))
        .route("/features", post(features))
        .route("/ip-allow-list", post(ip_allow_list))
        .route("/ip-blocks", get(ip_blocks))
        .route("/accounts", get(accounts_list))
        .route("/accounts/{id}/unblock", post(unblock_account))
        .route("/events", get(events))
        .route("/webhooks", post(register_webhook).get(list_webhooks))
        .route("/webhooks/deliveries", get(webhook_deliveries))
        .route("/webhooks/test", post(webhook_test))
        .route("/webhooks/{id}/rotate", post(rotate_webhook_secret))
        .route("/webhooks/{id}/secret", post(show_webhook_secret))
        .route(
            "/webhooks/deliveries/{request_id}/redeliver",
            post(redeliver),
        )
        .route("/faults", post(set_faults).get(get_faults))
        .route("/faults/clear", post(clear_faults))
}

/// A refused control call: its status and `{"code","message"}`.
struct Refusal(ApiError);

impl From<ApiError> for Refusal {
    fn from(e: ApiError) -> Self {
        Self(e)
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let status = match self.0 {
            ApiError::NotFound { .. } => StatusCode::NOT_FOUND,
            ApiError::InvalidTransition { .. } => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        let body = json!({"code": self.0.code(), "message": self.0.to_string()});
        (status, Json(body)).into_response()
    }
}

/// What a control call answers.
type Answer = Result<Response, Refusal>;

fn ok(status: StatusCode, reply: impl Serialize) -> Answer {
    Ok((status, Json(reply)).into_response())
}

fn body(b: Option<Json<Value>>) -> Value {
    b.map(|Json(v)| v).unwrap_or(Value::Null)
}

/// Reads a body into `T`; a body of the wrong shape is a validation error naming the field.
fn typed<T: for<'de> Deserialize<'de> + Default>(b: Option<Json<Value>>) -> Result<T, ApiError> {
    match body(b) {
        Value::Null => Ok(T::default()),
        v => serde_json::from_value(v)
            .map_err(|e| ApiError::invalid("body", rules::TYPE, e.to_string())),
    }
}

/// Locks the state and runs what became due on the clock.
fn ticked(st: &AppState) -> std::sync::MutexGuard<'_, SimState> {
    let mut g = lock(&st.state);
    jobs::tick(&mut g.service);
    g
}

/// The account a body names (`accountId`, or `accountEmail` + `affiliation`; neither: the
/// demo account).
fn account_of(body: &control::AccountRef) -> AccountRef {
    AccountRef {
        id: body.account_id.clone(),
        email: body.account_email.clone(),
        affiliation: body.affiliation.clone(),
    }
}

/// The body of `POST /sim/reset`.
#[derive(Debug, Default, Deserialize)]
struct ResetBody {
    /// Whose starting records to reset to (default: the running profile's).
    profile: Option<String>,
}

/// `POST /sim/reset` (the fault plan goes back to the configured one, counters to zero).
async fn reset(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let profile = match typed::<ResetBody>(b)?.profile {
        None => st.config.profile,
        Some(p) if p == "sandbox" => Profile::Sandbox,
        Some(p) if p == "uat" => Profile::Uat,
        Some(other) => {
            let why = format!("{other:?} is not a profile (sandbox, uat)");
            return Err(ApiError::invalid("profile", rules::ENUM_VALUE, why).into());
        }
    };
    st.faults.replace(st.config.faults.clone());
    let mut g = lock(&st.state);
    *g = SimState::seeded(&st.config, profile);
    let now = g.service.now();
    ok(StatusCode::OK, ResetDone { reset: true, now })
}

fn clock_view(g: &SimState) -> Clock {
    Clock {
        now: g.service.now(),
        running: g.service.clock.is_running(),
    }
}

/// `GET /sim/clock`.
async fn clock(State(st): State<AppState>) -> Answer {
    ok(StatusCode::OK, clock_view(&lock(&st.state)))
}

#[derive(Debug, Default, Deserialize)]
struct AdvanceBody {
    seconds: Option<Value>,
}

/// `POST /sim/clock/advance {"seconds":N}`.
async fn advance(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let seconds = inputs::clock::seconds(typed::<AdvanceBody>(b)?.seconds.as_ref())?;
    let mut g = lock(&st.state);
    actions::advance_clock(&mut g, seconds)?;
    ok(StatusCode::OK, clock_view(&g))
}

/// `POST /sim/deposits`: 201 with the deposit.
async fn deposit(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let arrival = typed::<DepositInput>(b).and_then(DepositInput::read)?;
    let mut g = ticked(&st);
    let id = deposits::arrive(&mut g.service, arrival)?;
    jobs::tick(&mut g.service);
    ok(StatusCode::CREATED, deposit_view(&g, &id))
}

fn deposit_view(g: &SimState, id: &crate::model::ids::DepositId) -> Value {
    deposits::view(&g.service, id).map_or(Value::Null, |(d, sc)| o::deposit(d, sc))
}

/// `POST /sim/deposits/{id}/reject`.
async fn reject_deposit(State(st): State<AppState>, Path(id): Path<String>) -> Answer {
    let mut g = ticked(&st);
    let id = deposits::reject(&mut g.service, &id)?;
    ok(StatusCode::OK, deposit_view(&g, &id))
}

/// `POST /sim/withdrawals/{id}/{action}` (`return`, `retry`, `cancel`).
async fn withdrawal_action(
    State(st): State<AppState>,
    Path((id, action)): Path<(String, String)>,
) -> Answer {
    let action = ManualAction::parse(&action)?;
    let w = withdrawals::manual(&mut ticked(&st).service, &id, action)?;
    ok(StatusCode::OK, o::withdrawal(&w))
}

/// The portal acting for the account that owns sub-client `id`.
fn sub_client_owner(g: &SimState, id: &str) -> Result<Caller, ApiError> {
    g.service
        .sub_clients
        .get(&SubClientId::from_text(id))
        .map(|sc| Caller::portal(sc.account.clone()))
        .ok_or_else(|| ApiError::not_found("sub-client", "id", id))
}

#[derive(Debug, Default, Deserialize)]
struct DecisionBody {
    decision: Option<String>,
}

/// `POST /sim/subclients/{id}/decision`.
async fn decision(
    State(st): State<AppState>,
    Path(id): Path<String>,
    b: Option<Json<Value>>,
) -> Answer {
    let decision = match typed::<DecisionBody>(b)?.decision {
        Some(d) if d == "approve" => Decision::Approve,
        Some(d) if d == "fail_kyc" => Decision::FailKyc,
        other => {
            let got = shown(other.as_deref().unwrap_or_default());
            let why = format!("must be approve or fail_kyc, got {got}");
            return Err(ApiError::invalid("decision", "decision", why).into());
        }
    };
    let mut g = ticked(&st);
    let caller = sub_client_owner(&g, &id)?;
    let r = sub_clients::decide(&mut g.service, &caller, &id, decision)?;
    ok(StatusCode::OK, o::sub_client(&r.record))
}

/// `POST /sim/subclients/{id}/deactivate`.
async fn deactivate(State(st): State<AppState>, Path(id): Path<String>) -> Answer {
    let mut g = ticked(&st);
    let caller = sub_client_owner(&g, &id)?;
    let r = sub_clients::deactivate(&mut g.service, &caller, &id)?;
    ok(StatusCode::OK, o::sub_client(&r.record))
}

/// The body of `POST /sim/members`.
#[derive(Debug, Default, Deserialize)]
struct MemberBody {
    #[serde(flatten)]
    account: control::AccountRef,
    #[serde(flatten)]
    member: MemberInput,
}

/// `POST /sim/members`: 201 with the member.
async fn add_member(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let b = typed::<MemberBody>(b)?;
    let new = b.member.read()?;
    let mut g = lock(&st.state);
    let account = accounts::resolve(&g.service, &account_of(&b.account))?;
    ok(
        StatusCode::CREATED,
        o::member(&members::add(&mut g.service, &account, new)),
    )
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PushBody {
    outcome: Option<String>,
    status_message: Option<String>,
}

/// `POST /sim/rfis/{id}/push`.
async fn push_rfi(
    State(st): State<AppState>,
    Path(id): Path<String>,
    b: Option<Json<Value>>,
) -> Answer {
    let b = typed::<PushBody>(b)?;
    let outcome = match b.outcome.as_deref().unwrap_or("approve") {
        "approve" => Outcome::Approve,
        "SOURCE_OF_FUNDS_INADEQUATE" => Outcome::Refuse(RejectCode::SourceOfFundsInadequate),
        "DATA_ENQUIRY_RESPONSE_INADEQUATE" => {
            Outcome::Refuse(RejectCode::DataEnquiryResponseInadequate)
        }
        other => {
            let why = format!("unknown outcome {}", shown(other));
            return Err(ApiError::invalid("outcome", "outcome", why).into());
        }
    };
    // The analyst's note, read by payments-types' rule for free text.
    let note = b.status_message.as_deref().map(FreeText::parse).transpose();
    let note = note.map_err(|e| ApiError::invalid("statusMessage", e.rule(), e.message()))?;
    let mut g = ticked(&st);
    let r = reviews::push(
        &mut g.service,
        &id,
        &outcome,
        note.as_ref().map(FreeText::as_str),
    )?;
    ok(StatusCode::OK, o::rfi(&r))
}

/// `POST /sim/rfis/{id}/cancel`.
async fn cancel_rfi(State(st): State<AppState>, Path(id): Path<String>) -> Answer {
    let r = rfis::cancel(&mut ticked(&st).service, &id)?;
    ok(StatusCode::OK, o::rfi(&r))
}

/// `POST /sim/features`.
async fn features(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let b = typed::<control::FeatureChanges>(b)?;
    let mut g = lock(&st.state);
    let account = accounts::resolve(&g.service, &account_of(&b.account))?;
    let changes = FeatureChanges {
        sub_clients: b.sub_clients,
        ams: b.ams,
        address_cleanser: b.address_cleanser,
        third_party_deposits: b.third_party_deposits,
        third_party_withdrawals: b.third_party_withdrawals,
    };
    let f = accounts::set_features(&mut g.service, &account, &changes)?;
    ok(
        StatusCode::OK,
        render::control::features(account.as_str(), &f),
    )
}

/// The body of `POST /sim/ip-allow-list`.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct IpAllowListBody {
    #[serde(flatten)]
    account: control::AccountRef,
    addresses: Option<Vec<String>>,
}

/// `POST /sim/ip-allow-list`: replaces the account's list; each address must be an IPv4 or
/// IPv6 address (`addresses[i]` names a bad one).
async fn ip_allow_list(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let b = typed::<IpAllowListBody>(b)?;
    let addresses = inputs::accounts::ip_addresses(b.addresses)?;
    let mut g = lock(&st.state);
    let account = accounts::resolve(&g.service, &account_of(&b.account))?;
    let list = accounts::set_ip_allow_list(&mut g.service, &account, addresses)?;
    ok(
        StatusCode::OK,
        render::control::ip_allow_list(account.as_str(), &list),
    )
}

/// `GET /sim/ip-blocks`.
async fn ip_blocks(State(st): State<AppState>) -> Answer {
    let g = lock(&st.state);
    let now = g.service.now();
    let blocks: Vec<IpBlock> = g
        .service
        .auth
        .blocked
        .iter()
        .filter(|(_, until)| **until > now)
        .map(|(ip, until)| IpBlock {
            ip: *ip,
            until: *until,
        })
        .collect();
    ok(StatusCode::OK, blocks)
}

/// `POST /sim/accounts/{id}/unblock`.
async fn unblock_account(State(st): State<AppState>, Path(id): Path<String>) -> Answer {
    let account = crate::model::ids::AccountId::from_text(&id);
    let was = accounts::unblock(&mut lock(&st.state).service, &account)?;
    let account_id = account.as_str().to_owned();
    ok(
        StatusCode::OK,
        Unblocked {
            account_id,
            unblocked: was,
        },
    )
}

/// `GET /sim/accounts`.
async fn accounts_list(State(st): State<AppState>) -> Answer {
    let g = ticked(&st);
    let out: Vec<_> = g
        .service
        .accounts
        .values()
        .map(render::control::account)
        .collect();
    ok(StatusCode::OK, out)
}

/// `GET /sim/events?after=N` (a missing or unreadable `after`: from the start).
async fn events(State(st): State<AppState>, RawQuery(q): RawQuery) -> Answer {
    let after = q
        .as_deref()
        .unwrap_or_default()
        .split('&')
        .find_map(|kv| kv.strip_prefix("after="))
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or(0);
    let g = ticked(&st);
    let out: Vec<_> = g
        .service
        .events_after(after)
        .map(render::control::event)
        .collect();
    ok(StatusCode::OK, out)
}

/// The body of `POST /sim/webhooks`.
#[derive(Debug, Default, Deserialize)]
struct WebhookBody {
    #[serde(flatten)]
    account: control::AccountRef,
    #[serde(flatten)]
    webhook: WebhookInput,
}

/// `POST /sim/webhooks`: registers a regular webhook (201 `{"id","secret","url","events"}`).
async fn register_webhook(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let b = typed::<WebhookBody>(b)?;
    let registration = b.webhook.read()?;
    let url = registration.url.to_string();
    let events = registration
        .events
        .as_ref()
        .map(|e| e.iter().map(|k| k.as_str().to_owned()).collect());
    let mut g = lock(&st.state);
    let account = accounts::resolve(&g.service, &account_of(&b.account))?;
    let done = actions::register_webhook(&mut g, &account, registration)?;
    let id = done.id.as_str().to_owned();
    let (secret, account_id) = (WebhookSecret::new(done.secret), account.as_str().to_owned());
    ok(
        StatusCode::CREATED,
        WebhookRegistered {
            id,
            secret,
            url,
            events,
            account_id,
        },
    )
}

/// `GET /sim/webhooks`: the registered webhooks (secrets not shown).
async fn list_webhooks(State(st): State<AppState>) -> Answer {
    let g = lock(&st.state);
    let out: Vec<Webhook> = g
        .webhooks
        .endpoints
        .values()
        .map(|e| Webhook {
            id: e.id.as_str().to_owned(),
            account_id: e.account.as_str().to_owned(),
            url: e.url.clone(),
            events: e
                .events
                .as_ref()
                .map(|e| e.iter().map(|k| k.as_str().to_owned()).collect()),
        })
        .collect();
    ok(StatusCode::OK, out)
}

/// A delivery attempt as `GET /sim/webhooks/deliveries` shows it.
fn attempt(a: &Attempt) -> DeliveryAttempt {
    DeliveryAttempt {
        request_id: a.delivery.request_id.clone(),
        event: a.delivery.event.to_owned(),
        url: a.delivery.url.clone(),
        target: a.delivery.target.clone(),
        attempt: a.attempt,
        response_status: a.status,
        failure_reason: a.failure_reason.map(|r| r.as_str().to_owned()),
        detail: a.detail.clone(),
        at: a.at,
        outcome: a.outcome.as_str().to_owned(),
        next_attempt_at: a.next_attempt_at,
    }
}

/// `GET /sim/webhooks/deliveries`: every attempt, oldest first.
async fn webhook_deliveries(State(st): State<AppState>) -> Answer {
    let out: Vec<DeliveryAttempt> = ticked(&st).webhooks.history().map(attempt).collect();
    ok(StatusCode::OK, out)
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct TestBody {
    #[serde(flatten)]
    account: control::AccountRef,
    webhook_id: Option<String>,
}

/// `POST /sim/webhooks/test`: the portal's 'send test' (a `webhook_test` event to the
/// account's webhooks, or one of them).
async fn webhook_test(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let b = typed::<TestBody>(b)?;
    let mut g = lock(&st.state);
    let account = accounts::resolve(&g.service, &account_of(&b.account))?;
    let (request_id, sent) = actions::send_test(&mut g, &account, b.webhook_id.as_deref())?;
    let request_id = request_id.as_str().to_owned();
    let webhooks = sent.iter().map(|w| w.as_str().to_owned()).collect();
    ok(
        StatusCode::ACCEPTED,
        TestSent {
            request_id,
            webhooks,
        },
    )
}

/// `POST /sim/webhooks/{id}/rotate` (the webhook's own account).
async fn rotate_webhook_secret(State(st): State<AppState>, Path(id): Path<String>) -> Answer {
    let mut g = lock(&st.state);
    let account = webhook_owner(&g, &id)?;
    let secret = WebhookSecret::new(actions::rotate_secret(&mut g, &account, &id)?);
    ok(StatusCode::OK, SecretRotated { id, secret })
}

/// `POST /sim/webhooks/{id}/secret`: the portal's 'show secret' (`{"id","secret"}`), a `POST` so
/// that it is a deliberate act that no access log of `GET`s records.
async fn show_webhook_secret(State(st): State<AppState>, Path(id): Path<String>) -> Answer {
    let g = lock(&st.state);
    let secret = actions::webhook_secret(&g, &webhook_owner(&g, &id)?, &id)?;
    ok(StatusCode::OK, json!({"id": id, "secret": secret}))
}

/// The account of webhook `id`.
fn webhook_owner(g: &SimState, id: &str) -> Result<crate::model::ids::AccountId, ApiError> {
    g.webhooks
        .endpoints
        .values()
        .find(|e| e.id.as_str() == id)
        .map(|e| e.account.clone())
        .ok_or_else(|| ApiError::not_found("webhook", "id", id))
}

/// `POST /sim/webhooks/deliveries/{requestId}/redeliver` (for the account of the webhook it
/// went to).
async fn redeliver(State(st): State<AppState>, Path(request_id): Path<String>) -> Answer {
    let mut g = lock(&st.state);
    let delivery = g
        .webhooks
        .history()
        .rev()
        .find(|a| a.delivery.request_id == request_id);
    let owner = delivery.and_then(|a| webhook_owner(&g, &a.delivery.target).ok());
    let account = owner.ok_or_else(|| ApiError::not_found("delivery", "requestId", &request_id))?;
    let webhook = actions::redeliver(&mut g, &account, &request_id)?;
    let webhook_id = webhook.as_str().to_owned();
    ok(
        StatusCode::ACCEPTED,
        Redelivered {
            request_id,
            webhook_id,
        },
    )
}

/// `POST /sim/faults {"seed"?, "rules": [...]}`: replaces the fault plan (request indices, RNG
/// and counters start over); the new plan as `GET /sim/faults` shows it. 422 for a bad plan.
async fn set_faults(State(st): State<AppState>, b: Option<Json<Value>>) -> Answer {
    let plan = FaultPlan::from_json(&body(b))
        .map_err(|why| ApiError::invalid("faults", "fault_plan", why))?;
    st.faults.replace(plan);
    ok(StatusCode::OK, st.faults.report())
}

/// `GET /sim/faults`: the plan, faults injected per rule, requests counted, the recent log.
async fn get_faults(State(st): State<AppState>) -> Answer {
    ok(StatusCode::OK, st.faults.report())
}

/// `POST /sim/faults/clear`: an empty plan (no faults).
async fn clear_faults(State(st): State<AppState>) -> Answer {
    st.faults.replace(FaultPlan::none());
    ok(StatusCode::OK, st.faults.report())
}
