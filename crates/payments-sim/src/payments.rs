//! International (FX) payments: CREATED (sold amount leaves the balance) → COMPLETE, with
//! `currency_converted` in between when currencies differ; `SIM_PAYMENT_FAIL` in `externalId`
//! makes it FAILED (amount back). Senders and recipients by id or inline (null ids).

use rust_decimal::Decimal;
use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{num, reply, s, strip_nulls};
use crate::store::{Job, Store};
use crate::validate::{self as v};
use crate::{ApiError, conversions, recipients, senders, sub_clients};
use payments_types::payments::CreatePaymentInput;
use payments_types::payments::PaymentQueryInput;
use payments_types::rules;

/// A stored payment.
#[derive(Debug, Clone)]
pub struct Payment {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// Status (`PaymentStatus`).
    pub status: String,
    /// Sold.
    pub from_amount: Decimal,
    /// Sold currency.
    pub from_currency: String,
    /// Delivered.
    pub to_amount: Decimal,
    /// Delivered currency.
    pub to_currency: String,
    /// Caller's id.
    pub external_id: Option<String>,
    /// `Sender` object.
    pub sender: Value,
    /// `Recipient` object.
    pub recipient: Value,
    /// Sub-client.
    pub sub_client_id: Option<String>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Source of funds.
    pub source_of_funds: Option<String>,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// Whether `currency_converted` was sent.
    pub converted: bool,
}

impl Payment {
    /// The `Payment` output object.
    pub fn to_json(&self, store: &Store) -> Value {
        let sub = self
            .sub_client_id
            .as_ref()
            .and_then(|id| store.sub_clients.get(id))
            .map(sub_clients::SubClient::to_json);
        json!({"id": self.id, "fromAmount": num(self.from_amount), "fromCurrency": self.from_currency,
               "toAmount": num(self.to_amount), "toCurrency": self.to_currency, "externalId": self.external_id,
               "sender": self.sender, "recipient": self.recipient, "subClient": sub, "callbackUri": self.callback_uri,
               "sourceOfFunds": self.source_of_funds, "status": self.status, "createdAt": iso(self.created_at)})
    }
}

fn emit(store: &mut Store, id: &str, kind: &str, at: OffsetDateTime) {
    let Some(p) = store.payments.get(id) else {
        return;
    };
    let mut fields = json!({"fromAmount": num(p.from_amount), "fromCurrency": p.from_currency, "toAmount": num(p.to_amount), "toCurrency": p.to_currency});
    if let Value::Object(m) = &mut fields {
        if kind == "payment_created" {
            let sub = p
                .sub_client_id
                .as_ref()
                .and_then(|id| store.sub_clients.get(id))
                .map(sub_clients::SubClient::event_json);
            m.insert("subClient".into(), json!(sub));
        } else {
            m.insert("externalId".into(), json!(p.external_id));
        }
    }
    let (account, cb) = (p.account_id.clone(), p.callback_uri.clone());
    store.emit(&account, kind, at, id, fields, cb);
}

/// Destinations for which `sourceOfFunds` is mandatory (simulator's choice).
pub const SOURCE_OF_FUNDS_REQUIRED: &[&str] = &["CNY", "INR", "PHP", "IDR"];

/// `payment(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    Ok(s(args, "id")
        .and_then(|id| store.payments.get(id))
        .filter(|p| p.account_id == caller.account_id)
        .map(|p| p.to_json(store))
        .unwrap_or(Value::Null))
}

/// `payments(input:)`: filters `statuses`, `subClientId`, `minCreatedAt`, `maxCreatedAt`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<PaymentQueryInput>(&f, store.now().date())?;
    let statuses: Option<Vec<String>> = f.get("statuses").and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    });
    let min = s(&f, "minCreatedAt").and_then(v::parse_date_or_datetime);
    let max = s(&f, "maxCreatedAt").and_then(v::parse_date_or_datetime);
    Ok(Value::Array(
        store
            .payments
            .values()
            .filter(|p| p.account_id == caller.account_id)
            .filter(|p| statuses.as_ref().is_none_or(|ss| ss.contains(&p.status)))
            .filter(|p| {
                s(&f, "subClientId").is_none_or(|id| p.sub_client_id.as_deref() == Some(id))
            })
            .filter(|p| {
                min.is_none_or(|m| p.created_at >= m) && max.is_none_or(|m| p.created_at <= m)
            })
            .map(|p| p.to_json(store))
            .collect(),
    ))
}

/// `createPayment(input:)`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let input = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    crate::ops::idempotent(store, caller, "createPayment", &input, |store| {
        create_once(store, caller, &input)
    })
}

fn create_once(store: &mut Store, caller: &Caller, i: &Value) -> Result<Value, ApiError> {
    let now = store.now();
    let today = now.date();
    // 1. Validate everything: the input rules of payments-types, then the simulator's own.
    // The money comes from the checked value.
    let input = v::input::<CreatePaymentInput>(i, today)?;
    let from = input.from_currency().as_str().to_owned();
    let to = input.to_currency().as_str().to_owned();
    let (amount, currency) = (input.amount().value(), input.amount().currency().as_str());
    if SOURCE_OF_FUNDS_REQUIRED.contains(&to.as_str()) && input.source_of_funds().is_none() {
        return Err(ApiError::invalid(
            "sourceOfFunds",
            rules::REQUIRED,
            format!("is mandatory for payments in {to}"),
        ));
    }
    let recipient = match s(i, "recipientId") {
        Some(id) => recipients::recipient_json(
            Some(id),
            &recipients::find(store, caller, id, "recipientId")?.data,
        ),
        None => recipients::recipient_json(None, i.get("recipient").unwrap_or(&Value::Null)),
    };
    let sender = match (s(i, "senderId"), i.get("sender")) {
        (Some(id), _) => senders::sender_json(
            Some(id),
            &senders::find(store, caller, id, "senderId")?.data,
        ),
        (None, Some(d)) => senders::sender_json(None, d),
        (None, None) => Value::Null,
    };
    if let Some(id) = s(i, "subClientId") {
        sub_clients::find(store, caller, id, "subClientId")?;
    }
    let (from_amount, to_amount) = if from == to {
        (amount, amount)
    } else {
        let (f, t, _) = conversions::fx_amounts(&from, &to, amount, currency)?;
        (f, t)
    };
    let id = store.next_id("py");
    let Some(acc) = store.account_mut(&caller.account_id) else {
        return Err(ApiError::not_found("account", "token", &caller.account_id));
    };
    acc.ledger
        .debit(&from, from_amount, now, "Payment", Some(&id))
        .map_err(|e| ApiError::InsufficientBalance {
            currency: from.clone(),
            needed: e.needed.to_string(),
            available: e.available.to_string(),
        })?;
    let p = Payment {
        id: id.clone(),
        account_id: caller.account_id.clone(),
        status: "CREATED".into(),
        from_amount,
        from_currency: from,
        to_amount,
        to_currency: to,
        external_id: s(i, "externalId").map(Into::into),
        sender,
        recipient,
        sub_client_id: s(i, "subClientId").map(Into::into),
        callback_uri: s(i, "callbackUri").map(Into::into),
        source_of_funds: s(i, "sourceOfFunds").map(Into::into),
        created_at: now,
        converted: false,
    };
    store.payments.insert(id.clone(), p);
    emit(store, &id, "payment_created", now);
    let d = store.config.delays.fx_step;
    store.schedule(now, d, Job::Payment(id.clone()));
    let out = store
        .payments
        .get(&id)
        .map(|p| p.to_json(store))
        .unwrap_or(Value::Null);
    Ok(reply("SUCCESS", "payment created", "payment", out))
}

/// Runs the next step of a payment.
pub fn process(store: &mut Store, id: &str, at: OffsetDateTime) {
    let Some(p) = store.payments.get_mut(id) else {
        return;
    };
    if p.status != "CREATED" {
        return;
    }
    let d = store.config.delays.fx_step;
    if p.from_currency != p.to_currency && !p.converted {
        p.converted = true;
        emit(store, id, "currency_converted", at);
        store.schedule(at, d, Job::Payment(id.to_owned()));
        return;
    }
    if p.external_id
        .as_deref()
        .is_some_and(|e| e.contains("SIM_PAYMENT_FAIL"))
    {
        p.status = "FAILED".into();
        let (account, cur, amt) = (p.account_id.clone(), p.from_currency.clone(), p.from_amount);
        if let Some(acc) = store.account_mut(&account) {
            acc.ledger.credit(&cur, amt, at, "Payment failed", Some(id));
        }
        emit(store, id, "payment_failed", at);
    } else {
        p.status = "COMPLETE".into();
        emit(store, id, "payment_complete", at);
    }
}
