//! Conversions between the customer's balances: INITIALISED (sold amount leaves the balance)
//! → PENDING → CONVERTED (bought amount booked), one `fx_step` apart.

use rust_decimal::{Decimal, RoundingStrategy};
use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::auth::Caller;
use crate::clock::iso;
use crate::json::{num, reply, s, strip_nulls};
use crate::store::{Job, Store};
use crate::validate::{self as v};
use crate::{ApiError, quotes};
use payments_types::conversions::ConversionQueryInput;
use payments_types::conversions::CreateConversionInput;

/// A stored conversion.
#[derive(Debug, Clone)]
pub struct Conversion {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// Status (`ConversionStatus`).
    pub status: String,
    /// Sold.
    pub from_amount: Decimal,
    /// Sold currency.
    pub from_currency: String,
    /// Bought.
    pub to_amount: Decimal,
    /// Bought currency.
    pub to_currency: String,
    /// Rate applied (units of `to` per unit of `from`).
    pub rate: Decimal,
    /// Caller's id.
    pub external_id: Option<String>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Created at.
    pub created_at: OffsetDateTime,
}

impl Conversion {
    /// The `Conversion` output object.
    pub fn to_json(&self) -> Value {
        json!({"id": self.id, "fromAmount": num(self.from_amount), "fromCurrency": self.from_currency,
               "toAmount": num(self.to_amount), "toCurrency": self.to_currency, "rate": num(self.rate),
               "externalId": self.external_id, "status": self.status, "callbackUri": self.callback_uri,
               "createdAt": iso(self.created_at)})
    }
}

/// The customer's rate (mid less 0.25 %) and the two amounts for `amount` in `currency`.
pub fn fx_amounts(
    from: &str,
    to: &str,
    amount: Decimal,
    currency: &str,
) -> Result<(Decimal, Decimal, Decimal), ApiError> {
    let rate = (quotes::mid(from, to) * Decimal::new(9975, 4)).round_dp(6);
    let (fd, td) = (v::minor_units(from), v::minor_units(to));
    let overflow = || {
        ApiError::invalid(
            "input.amount",
            v::AMOUNT_TOO_LARGE,
            "is too large to convert",
        )
    };
    if rate.is_zero() {
        return Err(overflow());
    }
    if currency == from {
        let to_amount = amount.checked_mul(rate).ok_or_else(overflow)?;
        Ok((
            amount,
            to_amount.round_dp_with_strategy(td, RoundingStrategy::ToZero),
            rate,
        ))
    } else if currency == to {
        let from_amount = amount.checked_div(rate).ok_or_else(overflow)?;
        Ok((
            from_amount.round_dp_with_strategy(fd, RoundingStrategy::AwayFromZero),
            amount,
            rate,
        ))
    } else {
        Err(ApiError::invalid(
            "input.currency",
            v::COMBINATION,
            "must be fromCurrency or toCurrency",
        ))
    }
}

/// A conversion of the caller's account.
pub fn find<'a>(store: &'a Store, caller: &Caller, id: &str) -> Option<&'a Conversion> {
    store
        .conversions
        .get(id)
        .filter(|x| x.account_id == caller.account_id)
}

/// `conversion(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    Ok(s(args, "id")
        .and_then(|id| find(store, caller, id))
        .map(Conversion::to_json)
        .unwrap_or(Value::Null))
}

/// `conversions(input:)`: filters `statuses`, `minCreatedAt`, `maxCreatedAt`.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<ConversionQueryInput>(&f, store.now().date())?;
    let statuses: Option<Vec<String>> = f.get("statuses").and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    });
    let min = s(&f, "minCreatedAt").and_then(v::parse_date_or_datetime);
    let max = s(&f, "maxCreatedAt").and_then(v::parse_date_or_datetime);
    Ok(Value::Array(
        store
            .conversions
            .values()
            .filter(|x| x.account_id == caller.account_id)
            .filter(|x| statuses.as_ref().is_none_or(|ss| ss.contains(&x.status)))
            .filter(|x| {
                min.is_none_or(|m| x.created_at >= m) && max.is_none_or(|m| x.created_at <= m)
            })
            .map(Conversion::to_json)
            .collect(),
    ))
}

fn emit(store: &mut Store, id: &str, kind: &str, at: OffsetDateTime) {
    let Some(x) = store.conversions.get(id) else {
        return;
    };
    let fields = json!({"fromAmount": num(x.from_amount), "fromCurrency": x.from_currency, "toAmount": num(x.to_amount),
                        "toCurrency": x.to_currency, "rate": num(x.rate), "externalId": x.external_id});
    let (account, cb) = (x.account_id.clone(), x.callback_uri.clone());
    store.emit(&account, kind, at, id, fields, cb);
}

/// `createConversion(input:)`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let i = strip_nulls(args.get("input").unwrap_or(&Value::Null));
    let now = store.now();
    let input = v::input::<CreateConversionInput>(&i, now.date())?;
    let from = input.from_currency().as_str().to_owned();
    let to = input.to_currency().as_str().to_owned();
    let (amount, currency) = (input.amount().value(), input.amount().currency().as_str());
    let (from_amount, to_amount, rate) = fx_amounts(&from, &to, amount, currency)?;
    let id = store.next_id("cv");
    let Some(acc) = store.account_mut(&caller.account_id) else {
        return Err(ApiError::not_found("account", "token", &caller.account_id));
    };
    acc.ledger
        .debit(&from, from_amount, now, "Conversion", Some(&id))
        .map_err(|e| ApiError::InsufficientBalance {
            currency: from.clone(),
            needed: e.needed.to_string(),
            available: e.available.to_string(),
        })?;
    acc.ledger.open(&to);
    let x = Conversion {
        id: id.clone(),
        account_id: caller.account_id.clone(),
        status: "INITIALISED".into(),
        from_amount,
        from_currency: from,
        to_amount,
        to_currency: to,
        rate,
        external_id: s(&i, "externalId").map(Into::into),
        callback_uri: s(&i, "callbackUri").map(Into::into),
        created_at: now,
    };
    let out = x.to_json();
    store.conversions.insert(id.clone(), x);
    emit(store, &id, "conversion_initialised", now);
    let d = store.config.delays.fx_step;
    store.schedule(now, d, Job::Conversion(id));
    Ok(reply("SUCCESS", "conversion created", "conversion", out))
}

/// Runs the next step of a conversion.
pub fn process(store: &mut Store, id: &str, at: OffsetDateTime) {
    let Some(x) = store.conversions.get_mut(id) else {
        return;
    };
    match x.status.as_str() {
        "INITIALISED" => {
            x.status = "PENDING".into();
            emit(store, id, "conversion_pending", at);
            let d = store.config.delays.fx_step;
            store.schedule(at, d, Job::Conversion(id.to_owned()));
        }
        "PENDING" => {
            x.status = "CONVERTED".into();
            let (account, cur, amt) = (x.account_id.clone(), x.to_currency.clone(), x.to_amount);
            if let Some(acc) = store.account_mut(&account) {
                acc.ledger.credit(&cur, amt, at, "Conversion", Some(id));
            }
            emit(store, id, "conversion_converted", at);
        }
        _ => {}
    }
}
