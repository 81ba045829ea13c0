//! International (FX) payments: the sold amount leaves the balance at creation; senders and
//! recipients by id or inline; idempotency keys; processing on the clock
//! ([`crate::model::payments`]).

use payments_types::payments::{CreatePaymentInput, PaymentQueryInput};
use payments_types::{CurrencyCode, rules};
use time::OffsetDateTime;

use crate::domain::conversions::fx_amounts;
use crate::domain::filters::ListFilter;
use crate::domain::reply::Reply;
use crate::domain::{recipients, senders, sub_clients};
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::model::events::Subject;
use crate::model::ids::{PaymentId, SubClientId};
use crate::model::jobs::Job;
use crate::model::payments::{NewPayment, Payment, PaymentStatus, PaymentStep};
use crate::model::service::{Service, once};
use crate::model::stored::text_of;
use crate::model::sub_clients::SubClient;

/// Destinations for which the simulated service wants `sourceOfFunds`. The spec says only
/// "mandatory for some destinations" without naming them, so this is the service's policy,
/// not an input rule an integration could check: `payments-types` accepts such a payment and
/// the service refuses it.
pub const SOURCE_OF_FUNDS_REQUIRED: [CurrencyCode; 4] = [
    CurrencyCode::CNY,
    CurrencyCode::INR,
    CurrencyCode::PHP,
    CurrencyCode::IDR,
];

/// A payment and its sub-client, as the `Payment` object shows them.
pub type PaymentView<'a> = (&'a Payment, Option<&'a SubClient>);

fn sub_client_of<'a>(service: &'a Service, p: &Payment) -> Option<&'a SubClient> {
    p.sub_client
        .as_ref()
        .and_then(|sc| service.sub_clients.get(sc))
}

/// A payment of the caller's account, with its sub-client.
pub fn get<'a>(service: &'a Service, caller: &Caller, id: &str) -> Option<PaymentView<'a>> {
    service
        .payments
        .get(&PaymentId::from_text(id))
        .filter(|p| p.account == caller.account)
        .map(|p| (p, sub_client_of(service, p)))
}

/// `payments(input:)`: filters `statuses`, `subClientId`, `minCreatedAt`, `maxCreatedAt`.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &PaymentQueryInput,
) -> Vec<PaymentView<'a>> {
    let filter = ListFilter::default()
        .statuses(f.statuses.as_ref())
        .created(f.min_created_at.as_ref(), f.max_created_at.as_ref())
        .sub_client(f.sub_client_id.as_ref());
    service
        .payments
        .values()
        .filter(|p| p.account == caller.account)
        .filter(|p| filter.keeps(p.status(), p.created_at, p.sub_client.as_ref()))
        .map(|p| (p, sub_client_of(service, p)))
        .collect()
}

fn emit(service: &mut Service, id: &PaymentId, kind: EventKind, at: OffsetDateTime) {
    let Some(p) = service.payments.get(id) else {
        return;
    };
    let sub_client = sub_client_of(service, p).map(|sc| Box::new(sc.clone()));
    let (account, callback) = (p.account.clone(), p.callback_uri.clone());
    let subject = Subject::Payment(Box::new(p.clone()), sub_client);
    service.emit(&account, kind, at, subject, callback);
}

/// A created payment and its sub-client, as the reply shows them (kept for idempotent
/// replays).
pub type Created = (Box<Payment>, Option<Box<SubClient>>);

/// `createPayment(input:)`, once per idempotency key (as `createWithdrawal`).
pub fn create(
    service: &mut Service,
    caller: &Caller,
    input: CreatePaymentInput,
) -> Result<Reply<Created>, ApiError> {
    let key = (
        &caller.account,
        input.idempotency_key().as_ref().map(|k| k.as_str()),
    );
    let create = |s: &mut Service| create_once(s, caller, &input);
    let created = once(service, |s| &mut s.payment_keys, key, &input, create)?;
    Ok(Reply::success("payment created", created))
}

fn create_once(
    service: &mut Service,
    caller: &Caller,
    input: &CreatePaymentInput,
) -> Result<Created, ApiError> {
    let now = service.now();
    let from = CurrencyCode::from(*input.from_currency());
    let to = *input.to_currency();
    let (amount, currency) = (input.amount().value(), input.amount().currency());
    if SOURCE_OF_FUNDS_REQUIRED.contains(&to) && input.source_of_funds().is_none() {
        return Err(ApiError::invalid(
            "sourceOfFunds",
            rules::REQUIRED,
            format!("is mandatory for payments in {to}"),
        ));
    }
    let recipient = recipients::payee(
        service,
        caller,
        input.recipient_id().as_ref(),
        input.recipient().as_ref(),
    )?;
    let sender = senders::payer(
        service,
        caller,
        input.sender_id().as_ref(),
        input.sender().as_ref(),
    )?;
    if let Some(id) = input.sub_client_id() {
        sub_clients::find(service, caller, id.as_str(), "subClientId")?;
    }
    let (from_amount, to_amount, _) = fx_amounts(from, to, amount, currency)?;
    let id = PaymentId::mint(&mut service.seq);
    let acc = service
        .account_mut(&caller.account)
        .ok_or_else(|| ApiError::not_found("account", "token", caller.account.as_str()))?;
    acc.ledger
        .debit(from, from_amount, now, "Payment", Some(id.as_str()))
        .map_err(|e| ApiError::InsufficientBalance {
            currency: e.currency,
            needed: e.needed,
            available: e.available,
        })?;
    let payment = Payment::new(NewPayment {
        id: id.clone(),
        account: caller.account.clone(),
        from: (from_amount, from),
        to: (to_amount, to),
        external_id: text_of(input.external_id()),
        sender,
        recipient,
        sub_client: input
            .sub_client_id()
            .as_ref()
            .map(|sc| SubClientId::from_text(sc.as_str())),
        callback_uri: text_of(input.callback_uri()),
        source_of_funds: *input.source_of_funds(),
        created_at: now,
    });
    service.payments.insert(id.clone(), payment.clone());
    emit(service, &id, EventKind::PaymentCreated, now);
    let delay = service.config.delays.fx_step;
    service.schedule(now, delay, Job::Payment(id));
    let sub_client = sub_client_of(service, &payment).map(|sc| Box::new(sc.clone()));
    Ok((Box::new(payment), sub_client))
}

/// Runs the next step of a payment; a failed payment's sold amount comes back.
pub fn process(service: &mut Service, id: &PaymentId, at: OffsetDateTime) {
    let Some(p) = service.payments.get_mut(id) else {
        return;
    };
    let Some((step, kind)) = p.advance() else {
        return;
    };
    match step {
        PaymentStep::Converted => {
            emit(service, id, kind, at);
            let delay = service.config.delays.fx_step;
            service.schedule(at, delay, Job::Payment(id.clone()));
        }
        PaymentStep::Finished(PaymentStatus::Failed) => {
            let (account, currency, amount) = (p.account.clone(), p.from_currency, p.from_amount);
            if let Some(acc) = service.account_mut(&account) {
                acc.ledger
                    .credit(currency, amount, at, "Payment failed", Some(id.as_str()));
            }
            emit(service, id, kind, at);
        }
        PaymentStep::Finished(_) => emit(service, id, kind, at),
    }
}
