//! Deposits (pay-ins) to VANs: arrival through the control API (the banks), booking to the
//! master balance (also for sub-client VANs), review, refunds and the portal's reject.
//!
//! States: INITIATED → CLEARED (booked); INITIATED → REVIEWING → CLEARED when the reference
//! holds `SIM_REVIEW`; CLEARED → REFUNDING (funds leave the balance) → REFUNDED; INITIATED or
//! REVIEWING → CANCELLED when rejected, and at once when the VAN's sub-client is DISABLED or
//! FAILED_KYC (never booked).

use rust_decimal::Decimal;
use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{decimal, num, reply, s};
use crate::store::{Job, SIM_BSB, Store};
use crate::validate::{self as v, Checks};
use crate::{ApiError, sub_clients};
use payments_types::deposits::DepositQueryInput;
use payments_types::deposits::RefundDepositInput;

/// A stored deposit.
#[derive(Debug, Clone)]
pub struct Deposit {
    /// Id.
    pub id: String,
    /// Account whose balance it is booked to.
    pub account_id: String,
    /// Status (`DepositStatus`).
    pub status: String,
    /// Amount.
    pub amount: Decimal,
    /// Currency.
    pub currency: String,
    /// Reference sent with the deposit.
    pub reference: Option<String>,
    /// Arrived at.
    pub created_at: OffsetDateTime,
    /// Booked at.
    pub cleared_at: Option<OffsetDateTime>,
    /// Status detail.
    pub status_message: Option<String>,
    /// Total refunded so far.
    pub refund_amount: Decimal,
    /// Refund reason.
    pub refund_reason: Option<String>,
    /// Refunded at.
    pub refunded_at: Option<OffsetDateTime>,
    /// Sub-client whose VAN received it.
    pub sub_client_id: Option<String>,
    /// Account as written by the depositor.
    pub recipient: Value,
    /// The depositor's account.
    pub sender: Value,
    /// Whether it was flagged for review.
    pub review: bool,
}

impl Deposit {
    fn rail(&self) -> (&'static str, &'static str) {
        if self.currency == "AUD" {
            ("NPP", "OSKO")
        } else {
            ("SWIFT", "SWIFT_CREDIT_TRANSFER")
        }
    }

    /// The `Deposit` output object.
    pub fn to_json(&self, store: &Store) -> Value {
        let sub = self
            .sub_client_id
            .as_ref()
            .and_then(|id| store.sub_clients.get(id))
            .map(sub_clients::SubClient::to_json);
        let (rail, service) = self.rail();
        json!({
            "id": self.id, "status": self.status, "amount": num(self.amount), "totalFee": 0.0, "currency": self.currency,
            "externalReference": self.reference, "clearedAt": self.cleared_at.map(iso), "statusMessage": self.status_message,
            "refundAmount": if self.refund_amount > Decimal::ZERO { num(self.refund_amount) } else { Value::Null },
            "refundReason": self.refund_reason, "refundedAt": self.refunded_at.map(iso), "rail": rail, "railService": service,
            "subClient": sub, "recipient": self.recipient, "sender": self.sender,
        })
    }

    fn event_fields(&self, store: &Store, kind: &str) -> Value {
        let sub = self
            .sub_client_id
            .as_ref()
            .and_then(|id| store.sub_clients.get(id))
            .map(sub_clients::SubClient::event_json);
        let mut f = json!({
            "amount": num(self.amount), "totalFee": 0.0, "currency": self.currency, "externalReference": self.reference,
            "clearedAt": self.cleared_at.map(iso), "statusMessage": self.status_message, "recipient": self.recipient,
            "sender": self.sender, "subClient": sub,
        });
        if (kind == "deposit_refunding" || kind == "deposit_refunded")
            && let Value::Object(m) = &mut f
        {
            m.insert("refundAmount".into(), num(self.refund_amount));
            m.insert("refundReason".into(), json!(self.refund_reason));
            m.insert("refundedAt".into(), json!(self.refunded_at.map(iso)));
        }
        f
    }
}

fn emit(store: &mut Store, id: &str, kind: &str, at: OffsetDateTime) {
    let Some(d) = store.deposits.get(id) else {
        return;
    };
    let fields = d.event_fields(store, kind);
    let account = d.account_id.clone();
    store.emit(&account, kind, at, id, fields, None);
}

/// A deposit arriving on a VAN (control API `POST /sim/deposits`).
pub fn arrive(store: &mut Store, body: &Value) -> Result<Value, ApiError> {
    let now = store.now();
    let mut c = Checks::new();
    let bsb = c.required("bsb", s(body, "bsb")).map(v::normalise_bsb);
    let account_no = c.required("accountNo", s(body, "accountNo"));
    let currency = s(body, "currency").unwrap_or("AUD").to_ascii_uppercase();
    let amount = match c.required("amount", body.get("amount").filter(|a| !a.is_null())) {
        Some(raw) => {
            let amount = decimal(raw);
            c.ensure("amount", amount.is_some(), v::TYPE, "must be a number");
            amount
        }
        None => None,
    };
    if let Some(amount) = amount {
        c.check("amount", v::check_amount(amount, &currency));
    }
    c.ensure(
        "currency",
        currency.len() == 3 && currency.chars().all(|x| x.is_ascii_uppercase()),
        "currency.unknown",
        "must be a 3-letter currency code",
    );
    c.finish()?;
    let (Some(bsb), Some(account_no), Some(amount)) = (bsb, account_no.map(str::to_owned), amount)
    else {
        // Not reached: finish() has refused every missing or malformed field above.
        return Err(ApiError::invalid("amount", v::REQUIRED, "is required"));
    };
    let sub = store
        .sub_clients
        .values()
        .find(|sc| sc.account_no == account_no)
        .cloned();
    let (account_id, account_name) = match &sub {
        Some(sc) => (sc.account_id.clone(), sc.full_name()),
        None => match store.accounts.values().find(|a| a.account_no == account_no) {
            Some(a) => (a.id.clone(), a.name.clone()),
            None => {
                return Err(ApiError::not_found(
                    "virtual account",
                    "accountNo",
                    &account_no,
                ));
            }
        },
    };
    if bsb != SIM_BSB {
        return Err(ApiError::invalid(
            "bsb",
            v::BSB_FORMAT,
            format!("VANs of the simulator have BSB {SIM_BSB}"),
        ));
    }
    if sub.is_some() && currency != "AUD" {
        return Err(ApiError::invalid(
            "currency",
            v::COMBINATION,
            "a sub-client VAN takes local Australian AUD transfers only",
        ));
    }
    let sender = body.get("sender").cloned().unwrap_or(Value::Null);
    let sender = json!({
        "accountName": sender.get("accountName").cloned().unwrap_or(json!("Sim Depositor")),
        "companyName": sender.get("companyName"), "bankName": sender.get("bankName").cloned().unwrap_or(json!("Sim Bank")),
        "bankCountry": sender.get("bankCountry").cloned().unwrap_or(json!("AU")),
        "bsb": sender.get("bsb").cloned().unwrap_or(json!("062000")), "accountNo": sender.get("accountNo").cloned().unwrap_or(json!("12345678")),
    });
    let reference = s(body, "reference").map(str::to_owned);
    let id = store.next_id("dp");
    let d = Deposit {
        id: id.clone(),
        account_id: account_id.clone(),
        status: "INITIATED".into(),
        amount,
        currency: currency.clone(),
        review: reference
            .as_deref()
            .is_some_and(|r| r.contains("SIM_REVIEW")),
        reference,
        created_at: now,
        cleared_at: None,
        status_message: Some("Received".into()),
        refund_amount: Decimal::ZERO,
        refund_reason: None,
        refunded_at: None,
        sub_client_id: sub.as_ref().map(|sc| sc.id.clone()),
        recipient: json!({"accountName": s(body, "accountName").unwrap_or(&account_name), "accountNo": account_no, "bsb": bsb}),
        sender,
    };
    store.deposits.insert(id.clone(), d);
    if let Some(acc) = store.account_mut(&account_id) {
        acc.ledger.open(&currency);
    }
    emit(store, &id, "deposit_initiated", now);
    let blocked = sub
        .as_ref()
        .is_some_and(|sc| sc.status == "DISABLED" || sc.status == "FAILED_KYC");
    if blocked {
        let status = sub.map(|sc| sc.status).unwrap_or_default();
        set_status(
            store,
            &id,
            "CANCELLED",
            &format!("Sub-client is {status}: not booked; returned to the sender"),
        );
        emit(store, &id, "deposit_cancelled", now);
    } else {
        let d = store.config.delays.deposit_clearing;
        store.schedule(now, d, Job::Deposit(id.clone()));
        store.tick();
    }
    Ok(store
        .deposits
        .get(&id)
        .map(|d| d.to_json(store))
        .unwrap_or(Value::Null))
}

fn set_status(store: &mut Store, id: &str, status: &str, message: &str) {
    if let Some(d) = store.deposits.get_mut(id) {
        d.status = status.into();
        d.status_message = Some(message.into());
    }
}

/// Runs the next automatic step of a deposit.
pub fn process(store: &mut Store, id: &str, at: OffsetDateTime) {
    let Some(d) = store.deposits.get(id) else {
        return;
    };
    match (d.status.as_str(), d.review) {
        ("INITIATED", true) => {
            set_status(store, id, "REVIEWING", "Being checked by compliance");
            emit(store, id, "deposit_reviewing", at);
            let delay = store.config.delays.deposit_review;
            store.schedule(at, delay, Job::Deposit(id.to_owned()));
        }
        ("INITIATED", false) | ("REVIEWING", _) => {
            let (account, currency, amount) = (d.account_id.clone(), d.currency.clone(), d.amount);
            if let Some(acc) = store.account_mut(&account) {
                acc.ledger
                    .credit(&currency, amount, at, "Deposit", Some(id));
            }
            set_status(store, id, "CLEARED", "Booked to the balance");
            if let Some(d) = store.deposits.get_mut(id) {
                d.cleared_at = Some(at);
            }
            emit(store, id, "deposit_cleared", at);
        }
        ("REFUNDING", _) => {
            set_status(store, id, "REFUNDED", "Refunded to the sender");
            if let Some(d) = store.deposits.get_mut(id) {
                d.refunded_at = Some(at);
            }
            emit(store, id, "deposit_refunded", at);
        }
        _ => {}
    }
}

/// A deposit booked to the caller's account.
pub fn find<'a>(store: &'a Store, caller: &Caller, id: &str) -> Option<&'a Deposit> {
    store
        .deposits
        .get(id)
        .filter(|d| d.account_id == caller.account_id)
}

/// `deposit(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    Ok(s(args, "id")
        .and_then(|id| find(store, caller, id))
        .map(|d| d.to_json(store))
        .unwrap_or(Value::Null))
}

/// `deposits(input:)`: filters `subClientId`, `statuses`, `minCreatedAt`, `maxCreatedAt`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<DepositQueryInput>(&f, store.now().date())?;
    let statuses: Option<Vec<String>> = f.get("statuses").and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    });
    let min = s(&f, "minCreatedAt").and_then(v::parse_date_or_datetime);
    let max = s(&f, "maxCreatedAt").and_then(v::parse_date_or_datetime);
    Ok(Value::Array(
        store
            .deposits
            .values()
            .filter(|d| d.account_id == caller.account_id)
            .filter(|d| {
                s(&f, "subClientId").is_none_or(|id| d.sub_client_id.as_deref() == Some(id))
            })
            .filter(|d| statuses.as_ref().is_none_or(|ss| ss.contains(&d.status)))
            .filter(|d| {
                min.is_none_or(|m| d.created_at >= m) && max.is_none_or(|m| d.created_at <= m)
            })
            .map(|d| d.to_json(store))
            .collect(),
    ))
}

fn start_refund(
    store: &mut Store,
    id: &str,
    amount: Option<Decimal>,
    reason: &str,
) -> Result<(), ApiError> {
    let now = store.now();
    let Some(d) = store.deposits.get(id) else {
        return Err(ApiError::not_found("deposit", "id", id));
    };
    if d.status != "CLEARED" {
        return Err(ApiError::InvalidTransition {
            what: "deposit",
            id: id.into(),
            from: d.status.clone(),
            action: "refund",
        });
    }
    let remaining = d.amount - d.refund_amount;
    let amount = amount.unwrap_or(remaining);
    let mut c = Checks::new();
    c.check("input.amount", v::check_amount(amount, &d.currency));
    c.ensure(
        "input.amount",
        amount <= remaining,
        "refund.amount",
        &format!("must be at most the unrefunded {remaining}"),
    );
    c.finish()?;
    let (account, currency) = (d.account_id.clone(), d.currency.clone());
    let Some(acc) = store.account_mut(&account) else {
        return Err(ApiError::not_found("account", "id", &account));
    };
    acc.ledger
        .debit(&currency, amount, now, "Deposit refund", Some(id))
        .map_err(|e| ApiError::InsufficientBalance {
            currency: currency.clone(),
            needed: e.needed.to_string(),
            available: e.available.to_string(),
        })?;
    if let Some(d) = store.deposits.get_mut(id) {
        d.refund_amount += amount;
        d.refund_reason = Some(reason.into());
        d.status = "REFUNDING".into();
        d.status_message = Some("Being refunded to the sender".into());
    }
    emit(store, id, "deposit_refunding", now);
    let delay = store.config.delays.deposit_refund;
    store.schedule(now, delay, Job::Deposit(id.to_owned()));
    Ok(())
}

/// `refundDeposit(id:, input:)`: CLEARED → REFUNDING → REFUNDED; funds leave the balance at once.
pub fn refund(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default().to_owned();
    if find(store, caller, &id).is_none() {
        return Err(ApiError::not_found("deposit", "id", &id));
    }
    let input = args.get("input").cloned().unwrap_or(Value::Null);
    let amount = input.get("amount").and_then(decimal);
    let reason = s(&input, "reason")
        .unwrap_or("Refund requested by the customer")
        .to_owned();
    if !input.is_null() {
        v::input::<RefundDepositInput>(&input, store.now().date())?;
    }
    start_refund(store, &id, amount, &reason)?;
    let out = store
        .deposits
        .get(&id)
        .map(|d| d.to_json(store))
        .unwrap_or(Value::Null);
    Ok(reply("SUCCESS", "refund started", "deposit", out))
}

/// The portal's 'reject unwanted deposit' (`POST /sim/deposits/{id}/reject`): a cleared deposit
/// is refunded in full; one not yet cleared is cancelled and never booked.
pub fn reject(store: &mut Store, id: &str) -> Result<Value, ApiError> {
    let now = store.now();
    let Some(d) = store.deposits.get(id) else {
        return Err(ApiError::not_found("deposit", "id", id));
    };
    match d.status.as_str() {
        "CLEARED" => start_refund(store, id, None, "Rejected by the customer")?,
        "INITIATED" | "REVIEWING" => {
            set_status(
                store,
                id,
                "CANCELLED",
                "Rejected by the customer; returned to the sender",
            );
            store.unschedule(&Job::Deposit(id.to_owned()));
            emit(store, id, "deposit_cancelled", now);
        }
        other => {
            return Err(ApiError::InvalidTransition {
                what: "deposit",
                id: id.into(),
                from: other.into(),
                action: "reject",
            });
        }
    }
    Ok(store
        .deposits
        .get(id)
        .map(|d| d.to_json(store))
        .unwrap_or(Value::Null))
}
