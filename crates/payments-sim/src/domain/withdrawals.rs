//! Withdrawals (pay-outs): amount and fee taken at creation, processing on the clock through
//! the state table ([`crate::model::withdrawals`]), the UAT keywords, idempotency keys, the
//! operator's manual moves. Refunds and cancellations give the amount back and keep the fee.
//!
//! | keyword in `externalReference` | path |
//! |---|---|
//! | (none) | INITIALISED → PENDING → CONFIRMED |
//! | `PUSH_AML` | INITIALISED → REVIEWING → PENDING → CONFIRMED |
//! | `HALT_AML` | INITIALISED → REVIEWING (stays) |
//! | `FAIL_AML` | INITIALISED → REVIEWING → CANCELLED at once |
//! | `SEND_RFI` | INITIALISED → REVIEWING + RFI; once answered and pushed → PENDING → CONFIRMED (or CANCELLED); without an active `compliance` member: as `FAIL_AML` |
//! | `FAIL_ACC` | INITIALISED → PENDING → CONFIRMED → FAILED → REFUNDED |
//! | `SIM_BANK_REJECT` (simulator only) | INITIALISED → PENDING → FAILED → REFUNDED |

use payments_types::members::COMPLIANCE_ACCESS;
use payments_types::recipients::AccountIdType;
use payments_types::withdrawals::{CreateWithdrawalInput, RejectCode, WithdrawalQueryInput};
use payments_types::{CurrencyCode, rules};
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::domain::filters::ListFilter;
use crate::domain::reply::Reply;
use crate::domain::{institutions, recipients, rfis, senders, sub_clients};
use crate::model::accounts::Caller;
use crate::model::error::{ApiError, shown};
use crate::model::event_kind::EventKind;
use crate::model::events::Subject;
use crate::model::ids::{InstitutionId, WithdrawalId};
use crate::model::jobs::Job;
use crate::model::parties::Payer;
use crate::model::service::{Service, once};
use crate::model::stored::text_of;
use crate::model::sub_clients::SubClientStatus;
use crate::model::withdrawals::{NewWithdrawal, Plan, Route, Withdrawal, WithdrawalStatus};
use crate::store::ledger::Insufficient;

/// The operator's manual moves (control API).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ManualAction {
    /// CONFIRMED → FAILED: the bank returns the funds (then refunded automatically).
    Return,
    /// FAILED → PENDING: processing repeats.
    Retry,
    /// FAILED → CANCELLED: the amount goes back, the fee is kept.
    Cancel,
}

impl ManualAction {
    /// The action named `name` (`return`, `retry`, `cancel`), or a refusal naming `action`.
    pub fn parse(name: &str) -> Result<Self, ApiError> {
        match name {
            "return" => Ok(Self::Return),
            "retry" => Ok(Self::Retry),
            "cancel" => Ok(Self::Cancel),
            other => Err(ApiError::invalid(
                "action",
                "action",
                format!("must be return, retry or cancel, got {}", shown(other)),
            )),
        }
    }
}

/// A withdrawal of the caller's account.
pub fn get<'a>(service: &'a Service, caller: &Caller, id: &str) -> Option<&'a Withdrawal> {
    service
        .withdrawals
        .get(&WithdrawalId::from_text(id))
        .filter(|w| w.account == caller.account)
}

/// `withdrawals(input:)`: filters `statuses`, `maxCreatedAt`, `subClientId`.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &WithdrawalQueryInput,
) -> Vec<&'a Withdrawal> {
    let filter = ListFilter::default()
        .statuses(f.statuses.as_ref())
        .created(None, f.max_created_at.as_ref())
        .sub_client(f.sub_client_id.as_ref());
    service
        .withdrawals
        .values()
        .filter(|w| w.account == caller.account)
        .filter(|w| filter.keeps(w.status(), w.created_at, w.sub_client.as_ref()))
        .collect()
}

/// `createWithdrawal(input:)`, once per idempotency key ([`crate::model::service::once`]).
pub fn create(
    service: &mut Service,
    caller: &Caller,
    input: CreateWithdrawalInput,
) -> Result<Reply<Withdrawal>, ApiError> {
    let key = (
        &caller.account,
        input.idempotency_key().as_ref().map(|k| k.as_str()),
    );
    let create = |s: &mut Service| create_once(s, caller, &input).map(Box::new);
    let w = once(service, |s| &mut s.withdrawal_keys, key, &input, create)?;
    Ok(Reply::success("withdrawal created", *w))
}

fn create_once(
    service: &mut Service,
    caller: &Caller,
    input: &CreateWithdrawalInput,
) -> Result<Withdrawal, ApiError> {
    let now = service.now();
    // 1. Everything that needs the store, before anything changes.
    let third_party =
        input.sender().is_some() || input.sender_id().is_some() || input.sub_client_id().is_some();
    let enabled = service
        .account(&caller.account)
        .is_some_and(|a| a.features.third_party_withdrawals);
    if third_party && !enabled {
        return Err(ApiError::FeatureDisabled(
            "third-party withdrawal (a sender, senderId or subClientId)",
        ));
    }
    let currency = *input.currency();
    let amount = input.amount().value();
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
    let sub_client = match input.sub_client_id() {
        Some(id) => {
            let sc = sub_clients::find(service, caller, id.as_str(), "subClientId")?;
            if sc.status() == SubClientStatus::Disabled {
                return Err(ApiError::invalid(
                    "subClientId",
                    rules::COMBINATION,
                    format!("sub-client {id} is DISABLED"),
                ));
            }
            Some(sc.clone())
        }
        None => None,
    };
    if let Some(id) = input.instructing_institution_id() {
        institutions::find(service, caller, id.as_str(), "instructingInstitutionId")?;
    }
    let fee = service.config.withdrawal_fee;
    let account = service
        .account(&caller.account)
        .ok_or_else(|| ApiError::not_found("account", "token", caller.account.as_str()))?;
    let available = account.ledger.balance(currency);
    if amount + fee > available {
        return Err(ApiError::InsufficientBalance {
            currency,
            needed: amount + fee,
            available,
        });
    }
    let customer = account.name.clone();

    // 2. Apply. Sender resolution: inline sender or senderId; else the sub-client; else the
    // customer.
    let sender = match (sender, &sub_client) {
        (Some(s), _) => s,
        (None, Some(sc)) => Payer::SubClient(Box::new(sc.clone())),
        (None, None) => Payer::Customer(customer),
    };
    let domestic = matches!(
        recipient.details.account_id_type,
        Some(AccountIdType::Bsb | AccountIdType::Payid)
    );
    let route = if recipient.details.currency != Some(currency) {
        Route::DirectEntry
    } else if domestic && currency == CurrencyCode::AUD {
        Route::Osko
    } else {
        Route::Swift
    };
    let institution = match (
        input.instructing_institution_id(),
        input.instructing_institution(),
    ) {
        (Some(id), _) => Some(InstitutionId::from_text(id.as_str())),
        (None, Some(inline)) => Some(institutions::upsert_inline(service, caller, inline)),
        (None, None) => None,
    };
    let reference = input.external_reference().as_ref();
    let mut plan = Plan::for_reference(reference.map(|r| r.as_str()));
    if plan == Plan::SendRfi && !service.has_active_member_with(&caller.account, COMPLIANCE_ACCESS)
    {
        plan = Plan::FailAml;
    }
    let id = WithdrawalId::mint(&mut service.seq);
    if let Some(acc) = service.account_mut(&caller.account) {
        // Checked above, so these cannot fail; the results are still handled.
        acc.ledger
            .debit(currency, amount, now, "Withdrawal", Some(id.as_str()))
            .map_err(insufficient)?;
        if fee > Decimal::ZERO {
            acc.ledger
                .debit(currency, fee, now, "Withdrawal fee", Some(id.as_str()))
                .map_err(insufficient)?;
        }
    }
    let w = Withdrawal::new(NewWithdrawal {
        id: id.clone(),
        account: caller.account.clone(),
        amount,
        currency,
        fee,
        created_at: now,
        sender,
        recipient,
        sub_client: sub_client.map(|sc| sc.id),
        external_id: text_of(input.external_id()),
        external_reference: reference.map(ToString::to_string),
        callback_uri: text_of(input.callback_uri()),
        reason: *input.reason(),
        route,
        plan,
        institution,
    });
    service.withdrawals.insert(id.clone(), w);
    emit(service, &id, EventKind::WithdrawalInitiated, now);
    if plan == Plan::FailAml {
        if let Some(kind) = with(service, &id, Withdrawal::review) {
            emit(service, &id, kind, now);
        }
        cancel(
            service,
            &id,
            now,
            RejectCode::CancellationRequestedByParticipant,
            "Cancelled after compliance review",
        );
    } else {
        let delay = service.config.delays.withdrawal_step;
        service.schedule(now, delay, Job::Withdrawal(id.clone()));
    }
    service
        .withdrawals
        .get(&id)
        .cloned()
        .ok_or_else(|| ApiError::not_found("withdrawal", "id", id.as_str()))
}

fn insufficient(e: Insufficient) -> ApiError {
    ApiError::InsufficientBalance {
        currency: e.currency,
        needed: e.needed,
        available: e.available,
    }
}

/// Applies a move to a stored withdrawal; the event kind when it was allowed.
fn with<E>(
    service: &mut Service,
    id: &WithdrawalId,
    step: impl FnOnce(&mut Withdrawal) -> Result<EventKind, E>,
) -> Option<EventKind> {
    service.withdrawals.get_mut(id).and_then(|w| step(w).ok())
}

/// Records `kind` for the withdrawal `id` as it is now, with its sub-client.
fn emit(service: &mut Service, id: &WithdrawalId, kind: EventKind, at: OffsetDateTime) {
    let Some(w) = service.withdrawals.get(id) else {
        return;
    };
    let sub_client = w
        .sub_client
        .as_ref()
        .and_then(|sc| service.sub_clients.get(sc))
        .map(|sc| Box::new(sc.clone()));
    let (account, callback) = (w.account.clone(), w.callback_uri.clone());
    let subject = Subject::Withdrawal(Box::new(w.clone()), sub_client);
    service.emit(&account, kind, at, subject, callback);
}

/// Gives the amount of a cancelled or refunded withdrawal back (the fee is kept).
fn give_back(service: &mut Service, id: &WithdrawalId, at: OffsetDateTime, why: &'static str) {
    let Some(w) = service.withdrawals.get(id) else {
        return;
    };
    let (account, currency, amount) = (w.account.clone(), w.currency, w.amount);
    if let Some(acc) = service.account_mut(&account) {
        acc.ledger
            .credit(currency, amount, at, why, Some(id.as_str()));
    }
}

/// Compliance or manual cancellation: CANCELLED, the amount back, the fee kept.
fn cancel(
    service: &mut Service,
    id: &WithdrawalId,
    at: OffsetDateTime,
    code: RejectCode,
    msg: &str,
) {
    if with(service, id, |w| w.cancel(at, code, msg)).is_some() {
        give_back(service, id, at, "Withdrawal cancelled (fee kept)");
        emit(service, id, EventKind::WithdrawalCancelled, at);
    }
}

/// FAILED with `message`, refunded one step later.
fn fail(service: &mut Service, id: &WithdrawalId, at: OffsetDateTime, message: &str) {
    if with(service, id, |w| w.fail(message)).is_some() {
        emit(service, id, EventKind::WithdrawalFailed, at);
        let delay = service.config.delays.withdrawal_step;
        service.schedule(at, delay, Job::Withdrawal(id.clone()));
    }
}

/// Sends it to the recipient bank (PENDING) and schedules the bank's answer.
fn send(service: &mut Service, id: &WithdrawalId, at: OffsetDateTime) {
    if let Some(kind) = with(service, id, Withdrawal::send) {
        emit(service, id, kind, at);
        let delay = service.config.delays.withdrawal_step;
        service.schedule(at, delay, Job::Withdrawal(id.clone()));
    }
}

/// Runs the next automatic step of a withdrawal, as its plan says.
pub fn process(service: &mut Service, id: &WithdrawalId, at: OffsetDateTime) {
    let Some(w) = service.withdrawals.get(id) else {
        return;
    };
    let (status, plan, account) = (w.status(), w.plan, w.account.clone());
    let delay = service.config.delays.withdrawal_step;
    match (status, plan) {
        (WithdrawalStatus::Initialised, Plan::PushAml | Plan::HaltAml | Plan::SendRfi) => {
            if let Some(kind) = with(service, id, Withdrawal::review) {
                emit(service, id, kind, at);
            }
            match plan {
                Plan::PushAml => service.schedule(at, delay, Job::Withdrawal(id.clone())),
                Plan::SendRfi => rfis::raise(service, &account, at, vec![id.clone()]),
                _ => {}
            }
        }
        (WithdrawalStatus::Initialised, _) | (WithdrawalStatus::Reviewing, Plan::PushAml) => {
            send(service, id, at);
        }
        (WithdrawalStatus::Pending, Plan::BankReject) => {
            fail(service, id, at, "The recipient bank rejected the payment");
        }
        (WithdrawalStatus::Pending, _) => {
            if let Some(kind) = with(service, id, |w| w.confirm(at)) {
                emit(service, id, kind, at);
            }
            if plan == Plan::FailAcc {
                service.schedule(at, delay, Job::Withdrawal(id.clone()));
            }
        }
        (WithdrawalStatus::Confirmed, Plan::FailAcc) => {
            fail(
                service,
                id,
                at,
                "The recipient bank returned the funds: account closed",
            );
        }
        (WithdrawalStatus::Failed, _) => {
            if let Some(kind) = with(service, id, |w| w.refund(at)) {
                give_back(service, id, at, "Withdrawal refunded (fee kept)");
                emit(service, id, kind, at);
            }
        }
        _ => {}
    }
}

/// Continues a withdrawal held in REVIEWING for an RFI: approved (`refusal` `None`) → PENDING
/// and on; refused → CANCELLED with the code and the analyst's message.
pub fn after_rfi(
    service: &mut Service,
    id: &WithdrawalId,
    at: OffsetDateTime,
    refusal: Option<(RejectCode, &str)>,
) {
    if service
        .withdrawals
        .get(id)
        .is_none_or(|w| w.status() != WithdrawalStatus::Reviewing)
    {
        return;
    }
    match refusal {
        None => {
            if let Some(w) = service.withdrawals.get_mut(id) {
                w.plan = Plan::Normal;
            }
            send(service, id, at);
        }
        Some((code, message)) => cancel(service, id, at, code, message),
    }
}

/// The operator's manual moves on any withdrawal (control API); the withdrawal after it.
pub fn manual(
    service: &mut Service,
    id: &str,
    action: ManualAction,
) -> Result<Withdrawal, ApiError> {
    let now = service.now();
    let id = WithdrawalId::from_text(id);
    let Some(w) = service.withdrawals.get(&id) else {
        return Err(ApiError::not_found("withdrawal", "id", id.as_str()));
    };
    let from = w.status();
    let refuse = |action: &'static str| ApiError::InvalidTransition {
        what: "withdrawal",
        id: id.to_string(),
        from: from.as_str(),
        action,
    };
    let job = Job::Withdrawal(id.clone());
    match (action, from) {
        (ManualAction::Return, WithdrawalStatus::Confirmed) => {
            // A `FAIL_ACC` withdrawal has its own return scheduled: the operator's replaces it.
            service.jobs.remove(&job);
            fail(service, &id, now, "The recipient bank returned the funds");
        }
        (ManualAction::Retry, WithdrawalStatus::Failed) => {
            service.jobs.remove(&job);
            if let Some(kind) = with(service, &id, Withdrawal::retry) {
                emit(service, &id, kind, now);
                let delay = service.config.delays.withdrawal_step;
                service.schedule(now, delay, job);
            }
        }
        (ManualAction::Cancel, WithdrawalStatus::Failed) => {
            service.jobs.remove(&job);
            cancel(
                service,
                &id,
                now,
                RejectCode::CancellationRequestedByParticipant,
                "Cancelled after the payout failed",
            );
        }
        (ManualAction::Return, _) => return Err(refuse("return")),
        (ManualAction::Retry, _) => return Err(refuse("retry")),
        (ManualAction::Cancel, _) => return Err(refuse("cancel")),
    }
    service
        .withdrawals
        .get(&id)
        .cloned()
        .ok_or_else(|| ApiError::not_found("withdrawal", "id", id.as_str()))
}
