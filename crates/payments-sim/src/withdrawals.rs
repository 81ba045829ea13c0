//! Withdrawals (pay-outs): the spec's whole state table, amount + fee taken at creation, refunds
//! keep the fee, the UAT keywords in `externalReference`, idempotency keys.
//!
//! | keyword in `externalReference` | path |
//! |---|---|
//! | (none) | INITIALISED → PENDING → CONFIRMED |
//! | `PUSH_AML` | INITIALISED → REVIEWING → PENDING → CONFIRMED |
//! | `HALT_AML` | INITIALISED → REVIEWING (stays) |
//! | `FAIL_AML` | INITIALISED → REVIEWING → CANCELLED at once (amount back, fee kept) |
//! | `SEND_RFI` | INITIALISED → REVIEWING + RFI; after answer and analyst push → PENDING → CONFIRMED (or CANCELLED); without an active `compliance` member: as `FAIL_AML` |
//! | `FAIL_ACC` | INITIALISED → PENDING → CONFIRMED → FAILED → REFUNDED |
//! | `SIM_BANK_REJECT` (simulator only) | INITIALISED → PENDING → FAILED → REFUNDED |

use rust_decimal::Decimal;
use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{num, reply, s, strip_nulls};
use crate::store::{Job, Store};
use crate::validate::{self as v};
use crate::{ApiError, institutions, recipients, rfis, senders, sub_clients};
use payments_types::withdrawals::CreateWithdrawalInput;
use payments_types::withdrawals::WithdrawalQueryInput;

/// How a withdrawal will be processed, decided at creation from its keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    /// Normal processing.
    Normal,
    /// `PUSH_AML`: through review, then approved.
    PushAml,
    /// `HALT_AML`: review forever.
    HaltAml,
    /// `SEND_RFI`: review until the RFI is answered and pushed.
    SendRfi,
    /// `FAIL_AML`: cancelled by compliance at once.
    FailAml,
    /// `FAIL_ACC`: completes, then the bank returns the funds.
    FailAcc,
    /// `SIM_BANK_REJECT`: the recipient bank rejects it.
    BankReject,
}

/// Picks the plan from `externalReference` (first matching keyword in the table order).
pub fn plan_for(reference: Option<&str>) -> Plan {
    let r = reference.unwrap_or_default();
    [
        ("FAIL_AML", Plan::FailAml),
        ("HALT_AML", Plan::HaltAml),
        ("SEND_RFI", Plan::SendRfi),
        ("PUSH_AML", Plan::PushAml),
        ("FAIL_ACC", Plan::FailAcc),
        ("SIM_BANK_REJECT", Plan::BankReject),
    ]
    .into_iter()
    .find(|(k, _)| r.contains(k))
    .map(|(_, p)| p)
    .unwrap_or(Plan::Normal)
}

/// A stored withdrawal.
#[derive(Debug, Clone)]
pub struct Withdrawal {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// Status (`WithdrawalStatus`).
    pub status: String,
    /// Amount.
    pub amount: Decimal,
    /// Currency.
    pub currency: String,
    /// Fee taken at creation (never refunded).
    pub fee: Decimal,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// `Sender` output object.
    pub sender: Value,
    /// `Recipient` output object.
    pub recipient: Value,
    /// Sub-client that is the sender.
    pub sub_client_id: Option<String>,
    /// Caller's id.
    pub external_id: Option<String>,
    /// Statement text (truncated to 18 characters on Direct Entry).
    pub external_reference: Option<String>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Purpose code.
    pub reason: Option<String>,
    /// Status detail.
    pub status_message: Option<String>,
    /// Rejection code when cancelled.
    pub reject_code: Option<String>,
    /// When it became CONFIRMED.
    pub cleared_at: Option<OffsetDateTime>,
    /// When the service rejected it.
    pub rejected_at: Option<OffsetDateTime>,
    /// When it was refunded.
    pub refunded_at: Option<OffsetDateTime>,
    /// Infrastructure.
    pub rail: String,
    /// Scheme.
    pub rail_service: String,
    /// Processing plan.
    pub plan: Plan,
    /// Instructing institution.
    pub institution_id: Option<String>,
}

impl Withdrawal {
    /// The `Withdrawal` output object.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id, "status": self.status, "amount": num(self.amount), "currency": self.currency,
            "createdAt": iso(self.created_at), "sender": self.sender, "recipient": self.recipient,
            "externalId": self.external_id, "externalReference": self.external_reference, "callbackUri": self.callback_uri,
            "reason": self.reason, "totalFee": num(self.fee), "statusMessage": self.status_message,
            "rejectCode": self.reject_code, "clearedAt": self.cleared_at.map(iso), "rejectedAt": self.rejected_at.map(iso),
            "refundedAt": self.refunded_at.map(iso), "rail": self.rail, "railService": self.rail_service,
        })
    }
}

fn event_fields(store: &Store, w: &Withdrawal, kind: &str) -> Value {
    let sub = w
        .sub_client_id
        .as_ref()
        .and_then(|id| store.sub_clients.get(id))
        .map(sub_clients::SubClient::event_json);
    let mut m = serde_json::Map::new();
    m.insert("amount".into(), num(w.amount));
    m.insert("totalFee".into(), num(w.fee));
    m.insert("currency".into(), json!(w.currency));
    m.insert("externalId".into(), json!(w.external_id));
    m.insert("subClient".into(), json!(sub));
    if [
        "withdrawal_reviewing",
        "withdrawal_pending",
        "withdrawal_completed",
        "withdrawal_refunded",
        "withdrawal_cancelled",
    ]
    .contains(&kind)
    {
        m.insert("statusMessage".into(), json!(w.status_message));
    }
    if kind == "withdrawal_completed" || kind == "withdrawal_refunded" {
        m.insert("clearedAt".into(), json!(w.cleared_at.map(iso)));
    }
    if kind == "withdrawal_refunded" {
        m.insert("refundAmount".into(), num(w.amount));
        m.insert("refundReason".into(), json!(w.status_message));
        m.insert("refundedAt".into(), json!(w.refunded_at.map(iso)));
        let name = crate::parties::display_name(&w.recipient);
        m.insert("recipient".into(), json!({"displayName": name, "bsb": w.recipient.get("bsb"), "accountNo": w.recipient.get("accountNo")}));
    }
    if kind == "withdrawal_cancelled" {
        m.insert("rejectCode".into(), json!(w.reject_code));
        m.insert("rejectedAt".into(), json!(w.rejected_at.map(iso)));
    }
    Value::Object(m)
}

fn emit(store: &mut Store, id: &str, kind: &str, at: OffsetDateTime) {
    let Some(w) = store.withdrawals.get(id) else {
        return;
    };
    let fields = event_fields(store, w, kind);
    let (account, cb) = (w.account_id.clone(), w.callback_uri.clone());
    store.emit(&account, kind, at, id, fields, cb);
}

/// A withdrawal of the caller's account.
pub fn find<'a>(store: &'a Store, caller: &Caller, id: &str) -> Option<&'a Withdrawal> {
    store
        .withdrawals
        .get(id)
        .filter(|w| w.account_id == caller.account_id)
}

/// `withdrawal(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    Ok(s(args, "id")
        .and_then(|id| find(store, caller, id))
        .map(Withdrawal::to_json)
        .unwrap_or(Value::Null))
}

/// `withdrawals(input:)`: filters `statuses`, `maxCreatedAt`, `subClientId`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<WithdrawalQueryInput>(&f, store.now().date())?;
    let statuses: Option<Vec<String>> = f.get("statuses").and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    });
    let max = match s(&f, "maxCreatedAt") {
        Some(t) => Some(v::parse_date_or_datetime(t).ok_or_else(|| {
            ApiError::invalid(
                "input.maxCreatedAt",
                v::DATE_FORMAT,
                "must be an ISO 8601 date or date-time",
            )
        })?),
        None => None,
    };
    Ok(Value::Array(
        store
            .withdrawals
            .values()
            .filter(|w| w.account_id == caller.account_id)
            .filter(|w| statuses.as_ref().is_none_or(|ss| ss.contains(&w.status)))
            .filter(|w| max.is_none_or(|m| w.created_at <= m))
            .filter(|w| {
                s(&f, "subClientId").is_none_or(|id| w.sub_client_id.as_deref() == Some(id))
            })
            .map(Withdrawal::to_json)
            .collect(),
    ))
}

/// `createWithdrawal(input:)`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    crate::ops::idempotent(store, caller, "createWithdrawal", &input, |store| {
        create_once(store, caller, &input)
    })
}

fn create_once(store: &mut Store, caller: &Caller, i: &Value) -> Result<Value, ApiError> {
    let now = store.now();
    let today = now.date();

    // 1. Validate everything: the input rules of payments-types, then what needs the store.
    // The money comes from the checked value.
    let input = v::input::<CreateWithdrawalInput>(i, today)?;
    let currency = input.currency().as_str().to_owned();
    let amount = input.amount().value();
    let recipient_data = match s(i, "recipientId") {
        Some(id) => {
            let r = recipients::find(store, caller, id, "recipientId")?;
            (Some(r.id.clone()), r.data.clone())
        }
        None => (None, i.get("recipient").cloned().unwrap_or(Value::Null)),
    };
    let sender_data = match s(i, "senderId") {
        Some(id) => Some((
            Some(id.to_owned()),
            senders::find(store, caller, id, "senderId")?.data.clone(),
        )),
        None => i.get("sender").map(|d| (None, d.clone())),
    };
    let sub_client = match s(i, "subClientId") {
        Some(id) => {
            let sc = sub_clients::find(store, caller, id, "subClientId")?;
            if sc.status == "DISABLED" {
                return Err(ApiError::invalid(
                    "subClientId",
                    v::COMBINATION,
                    format!("sub-client {id} is DISABLED"),
                ));
            }
            Some(sc.clone())
        }
        None => None,
    };
    if let Some(id) = s(i, "instructingInstitutionId") {
        institutions::find(store, caller, id, "instructingInstitutionId")?;
    }
    let fee = store.config.withdrawal_fee;
    let Some(account) = store.account(&caller.account_id) else {
        return Err(ApiError::not_found("account", "token", &caller.account_id));
    };
    let available = account.ledger.balance(&currency);
    if amount + fee > available {
        return Err(ApiError::InsufficientBalance {
            currency,
            needed: (amount + fee).to_string(),
            available: available.to_string(),
        });
    }
    let account_name = account.name.clone();

    // 2. Apply.
    // Sender resolution: inline sender or senderId; else the sub-client; else the customer.
    let sender = match (&sender_data, &sub_client) {
        (Some((id, d)), _) => senders::sender_json(id.as_deref(), d),
        (None, Some(sc)) => {
            let mut d = sc.input.clone();
            if sc.client_type() == "COMPANY"
                && let Value::Object(m) = &mut d
            {
                m.insert("companyName".into(), json!(sc.full_name()));
            }
            senders::sender_json(None, &d)
        }
        (None, None) => senders::sender_json(None, &json!({"companyName": account_name})),
    };
    let recipient = recipients::recipient_json(recipient_data.0.as_deref(), &recipient_data.1);
    let rcur = s(&recipient_data.1, "currency")
        .unwrap_or(&currency)
        .to_owned();
    let domestic = matches!(
        s(&recipient_data.1, "accountIdType"),
        Some("BSB") | Some("PAYID")
    );
    let (rail, rail_service) = if rcur != currency {
        ("BECS", "DIRECT_ENTRY")
    } else if domestic && currency == "AUD" {
        ("NPP", "OSKO")
    } else {
        ("SWIFT", "SWIFT_CREDIT_TRANSFER")
    };
    let mut reference = s(i, "externalReference").map(str::to_owned);
    if rail_service == "DIRECT_ENTRY" {
        reference = reference.map(|r| r.chars().take(18).collect());
    }
    let institution_id = match (
        s(i, "instructingInstitutionId"),
        i.get("instructingInstitution"),
    ) {
        (Some(id), _) => Some(id.to_owned()),
        (None, Some(inst)) => Some(institutions::upsert_inline(store, caller, inst)),
        _ => None,
    };
    let mut plan = plan_for(s(i, "externalReference"));
    if plan == Plan::SendRfi && !store.has_active_member_with(&caller.account_id, "compliance") {
        plan = Plan::FailAml;
    }
    let id = store.next_id("wd");
    if let Some(acc) = store.account_mut(&caller.account_id) {
        // Checked above, so these cannot fail; the results are still handled.
        acc.ledger
            .debit(&currency, amount, now, "Withdrawal", Some(&id))
            .map_err(|e| ApiError::InsufficientBalance {
                currency: currency.clone(),
                needed: e.needed.to_string(),
                available: e.available.to_string(),
            })?;
        if fee > Decimal::ZERO {
            acc.ledger
                .debit(&currency, fee, now, "Withdrawal fee", Some(&id))
                .map_err(|e| ApiError::InsufficientBalance {
                    currency: currency.clone(),
                    needed: e.needed.to_string(),
                    available: e.available.to_string(),
                })?;
        }
    }
    let w = Withdrawal {
        id: id.clone(),
        account_id: caller.account_id.clone(),
        status: "INITIALISED".into(),
        amount,
        currency,
        fee,
        created_at: now,
        sender,
        recipient,
        sub_client_id: sub_client.map(|sc| sc.id),
        external_id: s(i, "externalId").map(Into::into),
        external_reference: reference,
        callback_uri: s(i, "callbackUri").map(Into::into),
        reason: s(i, "reason").map(Into::into),
        status_message: Some("Accepted".into()),
        reject_code: None,
        cleared_at: None,
        rejected_at: None,
        refunded_at: None,
        rail: rail.into(),
        rail_service: rail_service.into(),
        plan,
        institution_id,
    };
    store.withdrawals.insert(id.clone(), w);
    emit(store, &id, "withdrawal_initiated", now);
    if plan == Plan::FailAml {
        set(store, &id, "REVIEWING", "Under compliance review");
        emit(store, &id, "withdrawal_reviewing", now);
        cancel(
            store,
            &id,
            now,
            "CANCELLATION_REQUESTED_BY_PARTICIPANT",
            "Cancelled after compliance review",
        );
    } else {
        let d = store.config.delays.withdrawal_step;
        store.schedule(now, d, Job::Withdrawal(id.clone()));
    }
    let out = store
        .withdrawals
        .get(&id)
        .map(Withdrawal::to_json)
        .unwrap_or(Value::Null);
    Ok(reply("SUCCESS", "withdrawal created", "withdrawal", out))
}

fn set(store: &mut Store, id: &str, status: &str, message: &str) {
    if let Some(w) = store.withdrawals.get_mut(id) {
        w.status = status.into();
        w.status_message = Some(message.into());
    }
}

/// Compliance or manual cancellation: CANCELLED, amount back, fee kept.
fn cancel(store: &mut Store, id: &str, at: OffsetDateTime, code: &str, message: &str) {
    let Some(w) = store.withdrawals.get_mut(id) else {
        return;
    };
    w.status = "CANCELLED".into();
    w.status_message = Some(message.into());
    w.reject_code = Some(code.into());
    w.rejected_at = Some(at);
    let (account, currency, amount) = (w.account_id.clone(), w.currency.clone(), w.amount);
    if let Some(acc) = store.account_mut(&account) {
        acc.ledger.credit(
            &currency,
            amount,
            at,
            "Withdrawal cancelled (fee kept)",
            Some(id),
        );
    }
    emit(store, id, "withdrawal_cancelled", at);
}

/// Runs the next automatic step of a withdrawal.
pub fn process(store: &mut Store, id: &str, at: OffsetDateTime) {
    let Some(w) = store.withdrawals.get(id) else {
        return;
    };
    let (status, plan) = (w.status.clone(), w.plan);
    let delay = store.config.delays.withdrawal_step;
    let again = |store: &mut Store| store.schedule(at, delay, Job::Withdrawal(id.to_owned()));
    match (status.as_str(), plan) {
        ("INITIALISED", Plan::PushAml | Plan::HaltAml | Plan::SendRfi) => {
            set(store, id, "REVIEWING", "Under compliance review");
            emit(store, id, "withdrawal_reviewing", at);
            match plan {
                Plan::PushAml => again(store),
                Plan::SendRfi => {
                    let account = store
                        .withdrawals
                        .get(id)
                        .map(|w| w.account_id.clone())
                        .unwrap_or_default();
                    rfis::raise(store, &account, at, vec![id.to_owned()]);
                }
                _ => {}
            }
        }
        ("INITIALISED", _) | ("REVIEWING", Plan::PushAml) => {
            set(store, id, "PENDING", "Sent to the recipient bank");
            emit(store, id, "withdrawal_pending", at);
            again(store);
        }
        ("PENDING", Plan::BankReject) => fail(
            store,
            id,
            at,
            "The recipient bank rejected the payment",
            delay,
        ),
        ("PENDING", _) => {
            set(store, id, "CONFIRMED", "The recipient bank has the funds");
            if let Some(w) = store.withdrawals.get_mut(id) {
                w.cleared_at = Some(at);
            }
            emit(store, id, "withdrawal_completed", at);
            if plan == Plan::FailAcc {
                again(store);
            }
        }
        ("CONFIRMED", Plan::FailAcc) => fail(
            store,
            id,
            at,
            "The recipient bank returned the funds: account closed",
            delay,
        ),
        ("FAILED", _) => {
            if let Some(w) = store.withdrawals.get_mut(id) {
                w.status = "REFUNDED".into();
                w.refunded_at = Some(at);
                let (account, currency, amount) =
                    (w.account_id.clone(), w.currency.clone(), w.amount);
                if let Some(acc) = store.account_mut(&account) {
                    acc.ledger.credit(
                        &currency,
                        amount,
                        at,
                        "Withdrawal refunded (fee kept)",
                        Some(id),
                    );
                }
            }
            emit(store, id, "withdrawal_refunded", at);
        }
        _ => {}
    }
}

fn fail(store: &mut Store, id: &str, at: OffsetDateTime, message: &str, delay: i64) {
    set(store, id, "FAILED", message);
    emit(store, id, "withdrawal_failed", at);
    store.schedule(at, delay, Job::Withdrawal(id.to_owned()));
}

/// Continues a withdrawal held in REVIEWING for an RFI: approved → PENDING and on; refused →
/// CANCELLED with `reject_code` and the analyst's `message`.
pub fn after_rfi(store: &mut Store, id: &str, at: OffsetDateTime, refusal: Option<(&str, &str)>) {
    if store
        .withdrawals
        .get(id)
        .is_none_or(|w| w.status != "REVIEWING")
    {
        return;
    }
    match refusal {
        None => {
            if let Some(w) = store.withdrawals.get_mut(id) {
                w.plan = Plan::Normal;
            }
            set(store, id, "PENDING", "Sent to the recipient bank");
            emit(store, id, "withdrawal_pending", at);
            let d = store.config.delays.withdrawal_step;
            store.schedule(at, d, Job::Withdrawal(id.to_owned()));
        }
        Some((code, message)) => cancel(store, id, at, code, message),
    }
}

/// Control API: the operator's manual actions on a withdrawal.
///
/// * `return`: CONFIRMED → FAILED (the bank returns the funds), then refunded automatically;
/// * `retry`: FAILED → PENDING (processing repeats, then CONFIRMED);
/// * `cancel`: FAILED → CANCELLED (amount back, fee kept).
pub fn manual(store: &mut Store, id: &str, action: &str) -> Result<Value, ApiError> {
    let now = store.now();
    let Some(w) = store.withdrawals.get(id) else {
        return Err(ApiError::not_found("withdrawal", "id", id));
    };
    let from = w.status.clone();
    let refuse = |action: &'static str| {
        Err(ApiError::InvalidTransition {
            what: "withdrawal",
            id: id.into(),
            from: from.clone(),
            action,
        })
    };
    let delay = store.config.delays.withdrawal_step;
    match (action, from.as_str()) {
        ("return", "CONFIRMED") => {
            // A `FAIL_ACC` withdrawal has its own return scheduled: the operator's replaces it
            // (left in place, it refunded the withdrawal early, less than a step after this).
            store.unschedule(&Job::Withdrawal(id.to_owned()));
            fail(
                store,
                id,
                now,
                "The recipient bank returned the funds",
                delay,
            );
        }
        ("retry", "FAILED") => {
            store.unschedule(&Job::Withdrawal(id.to_owned()));
            if let Some(w) = store.withdrawals.get_mut(id) {
                w.plan = Plan::Normal;
            }
            set(store, id, "PENDING", "Sent to the recipient bank again");
            emit(store, id, "withdrawal_pending", now);
            store.schedule(now, delay, Job::Withdrawal(id.to_owned()));
        }
        ("cancel", "FAILED") => {
            store.unschedule(&Job::Withdrawal(id.to_owned()));
            cancel(
                store,
                id,
                now,
                "CANCELLATION_REQUESTED_BY_PARTICIPANT",
                "Cancelled after the payout failed",
            );
        }
        ("return", _) => return refuse("return"),
        ("retry", _) => return refuse("retry"),
        ("cancel", _) => return refuse("cancel"),
        (other, _) => {
            return Err(ApiError::invalid(
                "action",
                "action",
                format!("must be return, retry or cancel, got {}", v::shown(other)),
            ));
        }
    }
    Ok(store
        .withdrawals
        .get(id)
        .map(Withdrawal::to_json)
        .unwrap_or(Value::Null))
}
