//! Deposits (pay-ins) to VANs: arrival (from the banks, through the control API), booking to
//! the master balance (also for sub-client VANs), review, refunds and the portal's reject.
//! The states are in [`crate::model::deposits`].

use payments_types::common::FreeText;
use payments_types::deposits::{DepositQueryInput, RefundDepositInput};
use payments_types::{AccountNo, Amount, Bsb, CurrencyCode, rules};
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::domain::filters::ListFilter;
use crate::domain::reply::Reply;
use crate::model::accounts::{Caller, SIM_BSB};
use crate::model::deposits::{Deposit, DepositRecipient, DepositSender, DepositStatus, NewDeposit};
use crate::model::error::{ApiError, FieldIssue};
use crate::model::event_kind::EventKind;
use crate::model::events::Subject;
use crate::model::ids::DepositId;
use crate::model::jobs::Job;
use crate::model::service::Service;
use crate::model::sub_clients::{SubClient, SubClientStatus};

/// A deposit arriving on a VAN, as a bank sends it (checked: `http/inputs/deposits.rs`).
#[derive(Debug, Clone)]
pub struct Arrival {
    /// BSB of the VAN.
    pub bsb: Bsb,
    /// The VAN.
    pub account_no: AccountNo,
    /// Amount, in its currency.
    pub amount: Amount,
    /// Reference sent with it.
    pub reference: Option<FreeText>,
    /// Account name as the depositor wrote it (the VAN's name when absent).
    pub account_name: Option<FreeText>,
    /// The depositor's account.
    pub sender: DepositSender,
}

/// A deposit and the sub-client whose VAN received it, as the `Deposit` object shows them.
pub type DepositView<'a> = (&'a Deposit, Option<&'a SubClient>);

/// The deposit `id` with its sub-client.
pub fn view<'a>(service: &'a Service, id: &DepositId) -> Option<DepositView<'a>> {
    let d = service.deposits.get(id)?;
    Some((d, sub_client_of(service, d)))
}

fn sub_client_of<'a>(service: &'a Service, d: &Deposit) -> Option<&'a SubClient> {
    d.sub_client
        .as_ref()
        .and_then(|sc| service.sub_clients.get(sc))
}

/// Records `kind` for the deposit `id` as it is now, with its sub-client.
fn emit(service: &mut Service, id: &DepositId, kind: EventKind, at: OffsetDateTime) {
    let Some(d) = service.deposits.get(id) else {
        return;
    };
    let sub_client = sub_client_of(service, d).map(|sc| Box::new(sc.clone()));
    let account = d.account.clone();
    let subject = Subject::Deposit(Box::new(d.clone()), sub_client);
    service.emit(&account, kind, at, subject, None);
}

/// A deposit arrives (control API `POST /sim/deposits`): booked to the VAN's account, or
/// cancelled at once when the VAN's sub-client is DISABLED or FAILED_KYC. Its id; the caller
/// runs what became due.
pub fn arrive(service: &mut Service, arrival: Arrival) -> Result<DepositId, ApiError> {
    let now = service.now();
    let account_no = arrival.account_no.as_str();
    let sub_client = service
        .sub_clients
        .values()
        .find(|sc| sc.account_no.as_str() == account_no)
        .cloned();
    let mut third_party_refused = false;
    let (account, account_name) = match &sub_client {
        Some(sc) => (sc.account.clone(), sc.full_name()),
        None => match service
            .accounts
            .values()
            .find(|a| a.account_no.as_str() == account_no)
        {
            Some(a) => {
                let sent_by = arrival.sender.name();
                third_party_refused = !a.features.third_party_deposits
                    && !sent_by.eq_ignore_ascii_case(a.name.as_ref());
                (a.id.clone(), a.name.to_string())
            }
            None => {
                return Err(ApiError::not_found(
                    "virtual account",
                    "accountNo",
                    account_no,
                ));
            }
        },
    };
    if arrival.bsb.as_str() != SIM_BSB {
        return Err(ApiError::invalid(
            "bsb",
            rules::BSB_FORMAT,
            format!("VANs of the simulator have BSB {SIM_BSB}"),
        ));
    }
    let currency = arrival.amount.currency();
    if sub_client.is_some() && currency != CurrencyCode::AUD {
        return Err(ApiError::invalid(
            "currency",
            rules::COMBINATION,
            "a sub-client VAN takes local Australian AUD transfers only",
        ));
    }
    let id = DepositId::mint(&mut service.seq);
    let deposit = Deposit::new(NewDeposit {
        id: id.clone(),
        account: account.clone(),
        amount: arrival.amount.value(),
        currency,
        reference: arrival.reference.map(FreeText::into_string),
        created_at: now,
        sub_client: sub_client.as_ref().map(|sc| sc.id.clone()),
        recipient: DepositRecipient {
            account_name: arrival
                .account_name
                .map_or(account_name, FreeText::into_string),
            account_no: account_no.to_owned(),
            bsb: arrival.bsb.as_str().to_owned(),
        },
        sender: arrival.sender,
    });
    service.deposits.insert(id.clone(), deposit);
    if let Some(acc) = service.account_mut(&account) {
        acc.ledger.open(currency);
    }
    emit(service, &id, EventKind::DepositInitiated, now);
    let blocked = sub_client
        .as_ref()
        .map(SubClient::status)
        .filter(|s| matches!(s, SubClientStatus::Disabled | SubClientStatus::FailedKyc));
    let returned = match blocked {
        Some(status) => Some(format!(
            "Sub-client is {}: not booked; returned to the sender",
            status.as_str()
        )),
        None if third_party_refused => Some(format!(
            "A third-party deposit (sent by {}) and third-party deposits are not enabled for \
             this account: not booked; returned to the sender",
            service
                .deposits
                .get(&id)
                .map(|d| d.sender.name().to_owned())
                .unwrap_or_default()
        )),
        None => None,
    };
    if let Some(message) = returned {
        let cancelled = service
            .deposits
            .get_mut(&id)
            .and_then(|d| d.cancel(&message).ok());
        if let Some(kind) = cancelled {
            emit(service, &id, kind, now);
        }
    } else {
        let delay = service.config.delays.deposit_clearing;
        service.schedule(now, delay, Job::Deposit(id.clone()));
    }
    Ok(id)
}

/// Runs the next automatic step of a deposit: review, booking, or the end of a refund.
pub fn process(service: &mut Service, id: &DepositId, at: OffsetDateTime) {
    let Some(d) = service.deposits.get_mut(id) else {
        return;
    };
    match (d.status(), d.review) {
        (DepositStatus::Initiated, true) => {
            if let Ok(kind) = d.review() {
                emit(service, id, kind, at);
                let delay = service.config.delays.deposit_review;
                service.schedule(at, delay, Job::Deposit(id.clone()));
            }
        }
        (DepositStatus::Initiated, false) | (DepositStatus::Reviewing, _) => {
            let Ok(kind) = d.clear(at) else { return };
            let (account, currency, amount) = (d.account.clone(), d.currency, d.amount);
            if let Some(acc) = service.account_mut(&account) {
                acc.ledger
                    .credit(currency, amount, at, "Deposit", Some(id.as_str()));
            }
            emit(service, id, kind, at);
        }
        (DepositStatus::Refunding, _) => {
            if let Ok(kind) = d.finish_refund(at) {
                emit(service, id, kind, at);
            }
        }
        _ => {}
    }
}

/// A deposit booked to the caller's account, with its sub-client.
pub fn get<'a>(service: &'a Service, caller: &Caller, id: &str) -> Option<DepositView<'a>> {
    view(service, &DepositId::from_text(id)).filter(|(d, _)| d.account == caller.account)
}

/// `deposits(input:)`: filters `subClientId`, `statuses`, `minCreatedAt`, `maxCreatedAt`.
pub fn list<'a>(
    service: &'a Service,
    caller: &Caller,
    f: &DepositQueryInput,
) -> Vec<DepositView<'a>> {
    let filter = ListFilter::default()
        .statuses(f.statuses.as_ref())
        .created(f.min_created_at.as_ref(), f.max_created_at.as_ref())
        .sub_client(f.sub_client_id.as_ref());
    service
        .deposits
        .values()
        .filter(|d| d.account == caller.account)
        .filter(|d| filter.keeps(d.status(), d.created_at, d.sub_client.as_ref()))
        .map(|d| (d, sub_client_of(service, d)))
        .collect()
}

/// CLEARED → REFUNDING: `amount` (all that is left when `None`) leaves the balance at once.
fn start_refund(
    service: &mut Service,
    id: &DepositId,
    amount: Option<Decimal>,
    reason: &str,
) -> Result<(), ApiError> {
    let now = service.now();
    let d = service
        .deposits
        .get(id)
        .ok_or_else(|| ApiError::not_found("deposit", "id", id.as_str()))?;
    if d.status() != DepositStatus::Cleared {
        return Err(ApiError::InvalidTransition {
            what: "deposit",
            id: id.to_string(),
            from: d.status().as_str(),
            action: "refund",
        });
    }
    let remaining = d.unrefunded();
    let amount = amount.unwrap_or(remaining);
    let mut issues = Vec::new();
    if let Err(e) = Amount::new(amount, d.currency) {
        issues.push(FieldIssue::new("input.amount", e.rule(), e.message()));
    }
    if amount > remaining {
        issues.push(FieldIssue::new(
            "input.amount",
            rules::REFUND_AMOUNT,
            format!("must be at most the unrefunded {remaining}"),
        ));
    }
    if !issues.is_empty() {
        return Err(ApiError::Validation(issues));
    }
    let (account, currency) = (d.account.clone(), d.currency);
    let acc = service
        .account_mut(&account)
        .ok_or_else(|| ApiError::not_found("account", "id", account.as_str()))?;
    acc.ledger
        .debit(currency, amount, now, "Deposit refund", Some(id.as_str()))
        .map_err(|e| ApiError::InsufficientBalance {
            currency: e.currency,
            needed: e.needed,
            available: e.available,
        })?;
    let started = service
        .deposits
        .get_mut(id)
        .map(|d| d.start_refund(amount, reason));
    if let Some(Ok(kind)) = started {
        emit(service, id, kind, now);
    }
    let delay = service.config.delays.deposit_refund;
    service.schedule(now, delay, Job::Deposit(id.clone()));
    Ok(())
}

/// `refundDeposit(id:, input:)`: CLEARED → REFUNDING → REFUNDED; the funds leave the balance
/// at once.
pub fn refund(
    service: &mut Service,
    caller: &Caller,
    id: &str,
    input: Option<&RefundDepositInput>,
) -> Result<Reply<DepositId>, ApiError> {
    let Some((d, _)) = get(service, caller, id) else {
        return Err(ApiError::not_found("deposit", "id", id));
    };
    let id = d.id.clone();
    let amount = input.and_then(|i| i.amount.as_ref()).map(|a| a.value());
    let reason = input
        .and_then(|i| i.reason.as_ref())
        .map_or("Refund requested by the customer", |r| r.as_str());
    start_refund(service, &id, amount, reason)?;
    Ok(Reply::success("refund started", id))
}

/// The portal's 'reject unwanted deposit': a cleared deposit is refunded in full; one not yet
/// cleared is cancelled and never booked.
pub fn reject(service: &mut Service, id: &str) -> Result<DepositId, ApiError> {
    let now = service.now();
    let id = DepositId::from_text(id);
    let Some(d) = service.deposits.get_mut(&id) else {
        return Err(ApiError::not_found("deposit", "id", id.as_str()));
    };
    if d.status() == DepositStatus::Cleared {
        start_refund(service, &id, None, "Rejected by the customer")?;
    } else {
        let kind = d.cancel("Rejected by the customer; returned to the sender")?;
        service.jobs.remove(&Job::Deposit(id.clone()));
        emit(service, &id, kind, now);
    }
    Ok(id)
}
