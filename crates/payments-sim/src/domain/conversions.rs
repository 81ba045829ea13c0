//! Conversions between the customer's balances (spec: "Conversion between the customer's
//! multi-currency balances"): both currencies must be balances the account holds, and the
//! pair's quote must be usable for conversions (`applicability: CONVERSION`); otherwise
//! `CONVERSION_NOT_AVAILABLE`, naming the currency. The rate is the quote's (the bid, or one
//! over the ask for an inverted pair, to 6 places); the amount not given is rounded to its
//! currency's minor unit in the service's favour: bought amounts toward zero, sold amounts away
//! from zero.

use payments_types::conversions::{ConversionQueryInput, CreateConversionInput};
use payments_types::quotes::QuoteApplicability;
use payments_types::{CurrencyCode, rules};
use rust_decimal::{Decimal, RoundingStrategy};
use time::OffsetDateTime;

use crate::domain::filters::ListFilter;
use crate::domain::quotes;
use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::conversions::{Conversion, ConversionStatus};
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::model::events::Subject;
use crate::model::ids::ConversionId;
use crate::model::jobs::Job;
use crate::model::service::Service;
use crate::model::stored::text_of;

/// The customer's rate (the pair's quote at this size, [`quotes::rate`]) and the amounts sold
/// and bought for `amount` in `currency` (one of the two): the side not given is rounded to
/// its minor unit in the service's favour.
pub fn fx_amounts(
    from: CurrencyCode,
    to: CurrencyCode,
    amount: Decimal,
    currency: CurrencyCode,
) -> Result<(Decimal, Decimal, Decimal), ApiError> {
    let rate = quotes::rate(from, to, amount);
    let overflow = || {
        ApiError::invalid(
            "input.amount",
            rules::AMOUNT_TOO_LARGE,
            "is too large to convert",
        )
    };
    if rate.is_zero() {
        return Err(overflow());
    }
    if currency == from {
        let to_amount = amount.checked_mul(rate).ok_or_else(overflow)?;
        let to_amount =
            to_amount.round_dp_with_strategy(to.minor_units(), RoundingStrategy::ToZero);
        Ok((amount, to_amount, rate))
    } else if currency == to {
        let from_amount = amount.checked_div(rate).ok_or_else(overflow)?;
        let from_amount =
            from_amount.round_dp_with_strategy(from.minor_units(), RoundingStrategy::AwayFromZero);
        Ok((from_amount, amount, rate))
    } else {
        Err(ApiError::invalid(
            "input.currency",
            rules::COMBINATION,
            "must be fromCurrency or toCurrency",
        ))
    }
}

/// A conversion of the caller's account.
pub fn get<'a>(service: &'a Service, caller: &Caller, id: &str) -> Option<&'a Conversion> {
    service
        .conversions
        .get(&ConversionId::from_text(id))
        .filter(|x| x.account == caller.account)
}

/// `conversions(input:)`: filters `statuses`, `minCreatedAt`, `maxCreatedAt`.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &ConversionQueryInput,
) -> Vec<&'a Conversion> {
    let filter = ListFilter::default()
        .statuses(f.statuses.as_ref())
        .created(f.min_created_at.as_ref(), f.max_created_at.as_ref());
    service
        .conversions
        .values()
        .filter(|x| x.account == caller.account)
        .filter(|x| filter.keeps(x.status(), x.created_at, None))
        .collect()
}

fn emit(service: &mut Service, id: &ConversionId, kind: EventKind, at: OffsetDateTime) {
    let Some(x) = service.conversions.get(id) else {
        return;
    };
    let (account, callback) = (x.account.clone(), x.callback_uri.clone());
    let subject = Subject::Conversion(Box::new(x.clone()));
    service.emit(&account, kind, at, subject, callback);
}

/// `createConversion(input:)`: the sold amount leaves the balance at once.
pub fn create(
    service: &mut Service,
    caller: &Caller,
    input: &CreateConversionInput,
) -> Result<Reply<Conversion>, ApiError> {
    let now = service.now();
    let from = CurrencyCode::from(*input.from_currency());
    let to = *input.to_currency();
    if quotes::applicability(to) != QuoteApplicability::Conversion {
        return Err(ApiError::ConversionNotAvailable(format!(
            "toCurrency: {from} to {to} is quoted for payments only (applicability PAYMENT), \
             not for conversions; pay it out with createPayment"
        )));
    }
    let (amount, currency) = (input.amount().value(), input.amount().currency());
    let (from_amount, to_amount, rate) = fx_amounts(from, to, amount, currency)?;
    let held = service
        .account(&caller.account)
        .ok_or_else(|| ApiError::not_found("account", "token", caller.account.as_str()))?;
    for (field, currency) in [("fromCurrency", from), ("toCurrency", to)] {
        if !held.ledger.currencies().any(|c| c == currency) {
            return Err(ApiError::ConversionNotAvailable(format!(
                "{field}: the account holds no {currency} balance; conversions are between \
                 the account's own balances"
            )));
        }
    }
    let id = ConversionId::mint(&mut service.seq);
    let acc = service
        .account_mut(&caller.account)
        .ok_or_else(|| ApiError::not_found("account", "token", caller.account.as_str()))?;
    acc.ledger
        .debit(from, from_amount, now, "Conversion", Some(id.as_str()))
        .map_err(|e| ApiError::InsufficientBalance {
            currency: e.currency,
            needed: e.needed,
            available: e.available,
        })?;
    let conversion = Conversion::new(
        id.clone(),
        caller.account.clone(),
        (from_amount, from),
        (to_amount, to),
        rate,
        text_of(input.external_id()),
        text_of(input.callback_uri()),
        now,
    );
    service.conversions.insert(id.clone(), conversion.clone());
    emit(service, &id, EventKind::ConversionInitialised, now);
    let delay = service.config.delays.fx_step;
    service.schedule(now, delay, Job::Conversion(id));
    Ok(Reply::success("conversion created", conversion))
}

/// Runs the next step of a conversion; the bought amount is booked when it is CONVERTED.
pub fn process(service: &mut Service, id: &ConversionId, at: OffsetDateTime) {
    let Some(x) = service.conversions.get_mut(id) else {
        return;
    };
    let Some(kind) = x.advance() else {
        return;
    };
    if x.status() == ConversionStatus::Converted {
        let (account, currency, amount) = (x.account.clone(), x.to_currency, x.to_amount);
        if let Some(acc) = service.account_mut(&account) {
            acc.ledger
                .credit(currency, amount, at, "Conversion", Some(id.as_str()));
        }
        emit(service, id, kind, at);
    } else {
        emit(service, id, kind, at);
        let delay = service.config.delays.fx_step;
        service.schedule(at, delay, Job::Conversion(id.clone()));
    }
}
