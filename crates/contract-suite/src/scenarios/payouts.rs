//! Pay-outs: the spec's common withdrawal paths with their balance arithmetic (amount + fee
//! taken at creation; on a refund or cancellation the amount comes back and the fee is kept),
//! read-backs and lists, idempotency, an FX pay-out on Direct Entry, and the saved parties
//! (recipients, senders, institutions) a withdrawal can name.

use anyhow::{Context as _, bail, ensure};
use payments_client::ErrorKind;
use payments_client::operations::withdrawals::Withdrawal;
use payments_client::types::CurrencyCode;
use payments_client::types::common::Id;
use payments_client::types::institutions::InstitutionQueryInput;
use payments_client::types::recipients::RecipientQueryInput;
use payments_client::types::senders::SenderQueryInput;
use payments_client::types::withdrawals::{
    CreateWithdrawalInput, RejectCode, WithdrawalQueryInput, WithdrawalStatus,
};
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use serde_json::{Value, json};

use crate::context::Ctx;

use WithdrawalStatus::{Cancelled, Confirmed, Failed, Initialised, Pending, Refunded, Reviewing};

/// The flat fee of a withdrawal, in its currency.
const FEE: &str = "1.00";
/// Seconds between two reads while following a withdrawal (the simulator's processing step).
const STEP_SECS: u64 = 2;
/// How long a withdrawal may take to reach the end of its path.
const MAX_WAIT_SECS: u64 = 30;

/// One of the spec's withdrawal paths, chosen by a keyword in `externalReference`.
struct Path {
    /// Label of the withdrawal's `externalId`.
    label: &'static str,
    /// The statement text, holding the keyword (if any).
    reference: &'static str,
    /// Amount in AUD.
    amount: &'static str,
    /// The statuses the spec lists, in order.
    statuses: &'static [WithdrawalStatus],
}

const NORMAL: Path = Path {
    label: "wd-normal",
    reference: "Invoice 1001",
    amount: "100.00",
    statuses: &[Initialised, Pending, Confirmed],
};

const WITH_REVIEW: Path = Path {
    label: "wd-review",
    reference: "Invoice 1002 PUSH_AML",
    amount: "110.00",
    statuses: &[Initialised, Reviewing, Pending, Confirmed],
};

const BANK_RETURNS: Path = Path {
    label: "wd-bank-returns",
    reference: "Invoice 1003 FAIL_ACC",
    amount: "120.00",
    statuses: &[Initialised, Pending, Confirmed, Failed, Refunded],
};

const BANK_REJECTS: Path = Path {
    label: "wd-bank-rejects",
    reference: "Invoice 1004 SIM_BANK_REJECT",
    amount: "130.00",
    statuses: &[Initialised, Pending, Failed, Refunded],
};

const COMPLIANCE_REJECTS: Path = Path {
    label: "wd-compliance-rejects",
    reference: "Invoice 1005 FAIL_AML",
    amount: "140.00",
    statuses: &[Initialised, Reviewing, Cancelled],
};

const HALTED: Path = Path {
    label: "wd-halted",
    reference: "Invoice 1006 HALT_AML",
    amount: "150.00",
    statuses: &[Initialised, Reviewing],
};

/// The UAT paths: normal, with review (`PUSH_AML`), bank returns (`FAIL_ACC`), compliance
/// rejects (`FAIL_AML`), and `HALT_AML` staying in review; each with its balance before and
/// after, read back on every step and found by status in `withdrawals`.
pub async fn common_paths(ctx: Ctx) -> anyhow::Result<()> {
    let start = ctx.balance(CurrencyCode::AUD).await?;
    let (normal, now) = run_path(&ctx, &NORMAL, start).await?;
    let (reviewed, now) = run_path(&ctx, &WITH_REVIEW, now).await?;
    let (returned, now) = run_path(&ctx, &BANK_RETURNS, now).await?;
    let (rejected, now) = run_path(&ctx, &COMPLIANCE_REJECTS, now).await?;
    let (halted, now) = run_path(&ctx, &HALTED, now).await?;

    // HALT_AML stays in review, its money still held.
    ctx.pass(10).await?;
    let still = read(&ctx, &halted.id).await?;
    ensure!(
        still.status == Reviewing,
        "HALT_AML withdrawal 10 s later: expected REVIEWING, got {:?}",
        still.status
    );
    ctx.expect_aud_balance(now, "the HALT_AML withdrawal waited in review")
        .await?;

    listed(&ctx, json!(["CONFIRMED"]), &[&normal, &reviewed]).await?;
    listed(
        &ctx,
        json!(["REFUNDED", "CANCELLED", "REVIEWING"]),
        &[&returned, &rejected, &halted],
    )
    .await?;
    Ok(())
}

/// The bank rejects path (`SIM_BANK_REJECT`, a simulator-only keyword): PENDING → FAILED →
/// REFUNDED, the amount back and the fee kept.
pub async fn bank_rejects(ctx: Ctx) -> anyhow::Result<()> {
    let start = ctx.balance(CurrencyCode::AUD).await?;
    let (rejected, _) = run_path(&ctx, &BANK_REJECTS, start).await?;
    listed(&ctx, json!(["REFUNDED"]), &[&rejected]).await
}

/// A withdrawal to a recipient whose currency differs (FX) goes on Direct Entry
/// (`BECS`/`DIRECT_ENTRY`) with `externalReference` cut to 18 characters.
pub async fn fx_direct_entry(ctx: Ctx) -> anyhow::Result<()> {
    let amount = super::money("75.00");
    let recipient = json!({
        "companyName": "Widgets GmbH",
        "currency": "EUR",
        "accountIdType": "IBAN",
        "iban": "DE89370400440532013000",
        "address": {
            "street": "Hauptstrasse 5", "suburb": "Berlin", "state": "Berlin",
            "postcode": "10115", "country": "DE"
        }
    });
    let body = withdrawal_json(
        &ctx,
        "wd-fx",
        amount,
        "INV-2026-0042 spare parts for the Berlin plant",
        recipient,
    );
    let input: CreateWithdrawalInput = ctx.input(body)?;
    let shown = input
        .external_reference()
        .as_ref()
        .map(|r| r.direct_entry().to_owned());

    let before = ctx.balance(CurrencyCode::AUD).await?;
    let created = ctx.client.create_withdrawal(input).await?;
    check_created(&created, amount)?;
    ensure!(
        created.rail.as_deref() == Some("BECS")
            && created.rail_service.as_deref() == Some("DIRECT_ENTRY"),
        "FX withdrawal: expected rail BECS/DIRECT_ENTRY, got {:?}/{:?}",
        created.rail,
        created.rail_service
    );
    ensure!(
        created.external_reference == shown,
        "FX withdrawal: expected externalReference cut to 18 characters {shown:?}, got {:?}",
        created.external_reference
    );
    expect_balance_for(&ctx, before, &created).await?;
    let done = follow(&ctx, &created, NORMAL.statuses).await?;
    expect_balance_for(&ctx, before, &done).await?;
    check_end(&done)
}

/// The same input with the same idempotency key, sent twice, creates one withdrawal: the
/// second call returns the first withdrawal and the balance moves once.
pub async fn idempotency(ctx: Ctx) -> anyhow::Result<()> {
    let amount = super::money("60.00");
    let mut body = withdrawal_json(
        &ctx,
        "wd-idempotent",
        amount,
        "Invoice 2001",
        bsb_recipient(),
    );
    body["idempotencyKey"] = json!(ctx.external_id("idempotency-key"));
    let input: CreateWithdrawalInput = ctx.input(body)?;

    let before = ctx.balance(CurrencyCode::AUD).await?;
    let first = ctx.client.create_withdrawal(input.clone()).await?;
    check_created(&first, amount)?;
    let second = ctx.client.create_withdrawal(input).await?;
    ensure!(
        second.id == first.id,
        "same input and idempotency key twice: expected withdrawal {} again, got {}",
        first.id,
        second.id
    );
    ctx.expect_aud_balance(
        before - amount - super::money(FEE),
        "one withdrawal sent twice with one idempotency key",
    )
    .await?;
    let stored = read(&ctx, &first.id).await?;
    ensure!(
        stored.amount.value() == amount,
        "withdrawal read back: expected amount {amount}, got {}",
        stored.amount
    );
    Ok(())
}

/// Saved parties: create, update and find a recipient, a sender and an instructing institution
/// (by `externalId`), then a withdrawal naming all three by id.
pub async fn saved_parties(ctx: Ctx) -> anyhow::Result<()> {
    // Recipient.
    let recipient = ctx
        .client
        .create_recipient(ctx.input(recipient_json(&ctx, "Lovelace", "12345678"))?)
        .await?;
    let recipient_id = recipient.id.clone();
    let updated = ctx
        .client
        .update_recipient(
            &recipient_id,
            ctx.input(recipient_json(&ctx, "King", "87654321"))?,
        )
        .await?;
    ensure!(
        updated.id == recipient_id
            && updated.last_name.as_deref() == Some("King")
            && updated.account_no.as_deref() == Some("87654321"),
        "updateRecipient: expected recipient {recipient_id} with lastName King and accountNo \
         87654321, got {:?} {:?} {:?}",
        updated.id,
        updated.last_name,
        updated.account_no
    );
    // accountIdType cannot change (spec: updateRecipient returns an error message).
    let mut as_payid = recipient_json(&ctx, "King", "87654321");
    as_payid["accountIdType"] = json!("PAYID");
    as_payid["payid"] = json!("ada.king@payments.test");
    match ctx
        .client
        .update_recipient(&recipient_id, ctx.input(as_payid)?)
        .await
    {
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::Rejected { .. } | ErrorKind::GraphQl { .. }
            ) => {}
        other => bail!("updateRecipient changing accountIdType: expected a refusal, got {other:?}"),
    }
    let filter: RecipientQueryInput =
        ctx.input(json!({ "externalId": ctx.external_id("recipient") }))?;
    let found = ctx.client.recipients(Some(filter)).await?;
    ensure!(
        found.len() == 1
            && found[0].id.as_ref() == Some(&recipient_id)
            && found[0].last_name.as_deref() == Some("King")
            && found[0].account_id_type == updated.account_id_type,
        "recipients by externalId: expected only recipient {recipient_id}, still BSB, lastName \
         King, got {found:?}"
    );

    // Sender.
    let sender = ctx
        .client
        .create_sender(ctx.input(sender_json(&ctx, "1 George St", "+61412345678"))?)
        .await?;
    let sender_id = sender.id.clone();
    let updated = ctx
        .client
        .update_sender(
            &sender_id,
            ctx.input(sender_json(&ctx, "200 George St", "+61498765432"))?,
        )
        .await?;
    let street = updated.address.as_ref().and_then(|a| a.street.as_deref());
    ensure!(
        updated.id == sender_id
            && street == Some("200 George St")
            && updated.mobile.as_deref() == Some("+61498765432"),
        "updateSender: expected sender {sender_id} at 200 George St with mobile +61498765432, \
         got {:?} {street:?} {:?}",
        updated.id,
        updated.mobile
    );
    let filter: SenderQueryInput = ctx.input(json!({ "externalId": ctx.external_id("sender") }))?;
    let found = ctx.client.senders(Some(filter)).await?;
    ensure!(
        found.len() == 1 && found[0].id.as_ref() == Some(&sender_id),
        "senders by externalId: expected only sender {sender_id}, got {found:?}"
    );

    // Instructing institution.
    let institution = ctx
        .client
        .create_institution(ctx.input(institution_json(&ctx, None))?)
        .await?;
    let updated = ctx
        .client
        .update_institution(
            &institution.id,
            ctx.input(institution_json(&ctx, Some("Remit Partners")))?,
        )
        .await?;
    ensure!(
        updated.id == institution.id
            && updated.trading_as_name.as_deref() == Some("Remit Partners"),
        "updateInstitution: expected institution {} trading as Remit Partners, got {} {:?}",
        institution.id,
        updated.id,
        updated.trading_as_name
    );
    let filter: InstitutionQueryInput =
        ctx.input(json!({ "externalId": ctx.external_id("institution") }))?;
    let found = ctx.client.institutions(Some(filter)).await?;
    ensure!(
        found.len() == 1 && found[0].id == institution.id,
        "institutions by externalId: expected only institution {}, got {found:?}",
        institution.id
    );

    // A withdrawal naming all three.
    let amount = super::money("42.50");
    let before = ctx.balance(CurrencyCode::AUD).await?;
    let input: CreateWithdrawalInput = ctx.input(json!({
        "amount": number(amount),
        "currency": "AUD",
        "recipientId": recipient_id.as_str(),
        "senderId": sender_id.as_str(),
        "instructingInstitutionId": institution.id.as_str(),
        "externalReference": "Invoice 3001",
        "externalId": ctx.external_id("wd-saved-parties"),
        "reason": "SERVICES"
    }))?;
    let created = ctx.client.create_withdrawal(input).await?;
    check_created(&created, amount)?;
    expect_balance_for(&ctx, before, &created).await?;
    let stored = read(&ctx, &created.id).await?;
    let to = stored.recipient.as_ref();
    let from = stored.sender.as_ref();
    ensure!(
        to.and_then(|r| r.id.as_ref()) == Some(&recipient_id)
            && to.and_then(|r| r.last_name.as_deref()) == Some("King"),
        "withdrawal to saved recipient: expected recipient {recipient_id} (lastName King), got \
         {to:?}"
    );
    ensure!(
        from.and_then(|s| s.id.as_ref()) == Some(&sender_id)
            && from.and_then(|s| s.mobile.as_deref()) == Some("+61498765432"),
        "withdrawal from saved sender: expected sender {sender_id} (updated mobile), got {from:?}"
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Steps.

/// Creates the path's withdrawal and follows it to the path's end, checking the AUD balance
/// (`before` it) after creation and at the end; the withdrawal and the balance at the end.
async fn run_path(
    ctx: &Ctx,
    path: &Path,
    before: Decimal,
) -> anyhow::Result<(Withdrawal, Decimal)> {
    let amount = super::money(path.amount);
    let created = withdraw(ctx, path.label, amount, path.reference).await?;
    check_created(&created, amount)?;
    expect_balance_for(ctx, before, &created).await?;
    let done = follow(ctx, &created, path.statuses).await?;
    let after = expect_balance_for(ctx, before, &done).await?;
    check_end(&done)?;
    Ok((done, after))
}

/// An AUD withdrawal of `amount` to the inline BSB recipient, with `reference` on the
/// recipient's statement.
async fn withdraw(
    ctx: &Ctx,
    label: &str,
    amount: Decimal,
    reference: &str,
) -> anyhow::Result<Withdrawal> {
    let input = ctx.input(withdrawal_json(
        ctx,
        label,
        amount,
        reference,
        bsb_recipient(),
    ))?;
    Ok(ctx.client.create_withdrawal(input).await?)
}

/// Reads a withdrawal back by id.
async fn read(ctx: &Ctx, id: &Id) -> anyhow::Result<Withdrawal> {
    ctx.client
        .withdrawal(id)
        .await?
        .with_context(|| format!("withdrawal({id}): expected the withdrawal, got null"))
}

/// Reads `created` back at once, then lets time pass step by step, reading it after each step,
/// until it reaches the last status of `path`. Every status seen must be on `path`, in order
/// (a live service may skip one between two reads).
async fn follow(
    ctx: &Ctx,
    created: &Withdrawal,
    path: &[WithdrawalStatus],
) -> anyhow::Result<Withdrawal> {
    let end = *path.last().context("a path has at least one status")?;
    let mut at = step_on_path(path, 0, created)?;
    let mut current = read(ctx, &created.id).await?;
    at = step_on_path(path, at, &current)?;
    let mut waited = 0;
    while current.status != end {
        ensure!(
            waited < MAX_WAIT_SECS,
            "withdrawal {}: expected {end:?} within {MAX_WAIT_SECS} s, still {:?}",
            created.id,
            current.status
        );
        ctx.pass(STEP_SECS).await?;
        waited += STEP_SECS;
        current = read(ctx, &created.id).await?;
        at = step_on_path(path, at, &current)?;
    }
    Ok(current)
}

/// The position of `w`'s status on `path`, at or after `from`.
fn step_on_path(path: &[WithdrawalStatus], from: usize, w: &Withdrawal) -> anyhow::Result<usize> {
    path[from..]
        .iter()
        .position(|s| *s == w.status)
        .map(|i| from + i)
        .with_context(|| {
            format!(
                "withdrawal {}: went to {:?}, expected one of {:?} (path {path:?})",
                w.id,
                w.status,
                &path[from..]
            )
        })
}

/// What every created withdrawal shows: the amount asked for, AUD, the flat fee.
fn check_created(w: &Withdrawal, amount: Decimal) -> anyhow::Result<()> {
    ensure!(
        w.amount.value() == amount && w.currency == CurrencyCode::AUD,
        "createWithdrawal: expected {amount} AUD, got {} {:?}",
        w.amount,
        w.currency
    );
    ensure!(
        w.total_fee.map(|f| f.value()) == Some(super::money(FEE)),
        "createWithdrawal: expected totalFee {FEE}, got {:?}",
        w.total_fee
    );
    Ok(())
}

/// What the end status of a path shows: `clearedAt` once CONFIRMED, `refundedAt` once
/// REFUNDED, `rejectCode` and `rejectedAt` once CANCELLED by compliance.
fn check_end(w: &Withdrawal) -> anyhow::Result<()> {
    match w.status {
        Confirmed => ensure!(
            w.cleared_at.is_some() && w.refunded_at.is_none() && w.reject_code.is_none(),
            "CONFIRMED withdrawal {}: expected clearedAt only, got clearedAt {:?}, refundedAt \
             {:?}, rejectCode {:?}",
            w.id,
            w.cleared_at,
            w.refunded_at,
            w.reject_code
        ),
        Refunded => ensure!(
            w.refunded_at.is_some(),
            "REFUNDED withdrawal {}: expected refundedAt, got none",
            w.id
        ),
        Cancelled => ensure!(
            w.reject_code == Some(RejectCode::CancellationRequestedByParticipant)
                && w.rejected_at.is_some(),
            "CANCELLED withdrawal {}: expected rejectCode CANCELLATION_REQUESTED_BY_PARTICIPANT \
             and rejectedAt, got {:?} and {:?}",
            w.id,
            w.reject_code,
            w.rejected_at
        ),
        _ => {}
    }
    Ok(())
}

/// Lists withdrawals with `statuses` (JSON, as an integration sends them): every one listed
/// has one of them, and each of `expected` is listed.
async fn listed(ctx: &Ctx, statuses: Value, expected: &[&Withdrawal]) -> anyhow::Result<()> {
    let filter: WithdrawalQueryInput = ctx.input(json!({ "statuses": statuses }))?;
    let wanted = filter.statuses.clone().unwrap_or_default();
    let list = ctx.client.withdrawals(Some(filter)).await?;
    if let Some(other) = list.iter().find(|w| !wanted.contains(&w.status)) {
        bail!(
            "withdrawals with statuses {wanted:?}: listed {} with status {:?}",
            other.id,
            other.status
        );
    }
    for w in expected {
        ensure!(
            list.iter().any(|l| l.id == w.id),
            "withdrawals with statuses {wanted:?}: expected {} ({:?}) in the list, not there",
            w.id,
            w.status
        );
    }
    Ok(())
}

/// Checks the AUD balance against `before` and `w`'s status: amount and fee are taken at
/// creation; once REFUNDED or CANCELLED the amount is back and the fee kept. The balance.
async fn expect_balance_for(ctx: &Ctx, before: Decimal, w: &Withdrawal) -> anyhow::Result<Decimal> {
    let amount = w.amount.value();
    let expected = match w.status {
        Refunded | Cancelled => before - super::money(FEE),
        _ => before - amount - super::money(FEE),
    };
    let after = format!("withdrawal {} of {amount} became {:?}", w.id, w.status);
    ctx.expect_aud_balance(expected, &after).await
}

// ---------------------------------------------------------------------------------------------
// Inputs (JSON, as an integration writes them; `ctx.input` checks them with payments-types).

/// A `CreateWithdrawalInput` of `amount` AUD to `recipient` (inline).
fn withdrawal_json(
    ctx: &Ctx,
    label: &str,
    amount: Decimal,
    reference: &str,
    recipient: Value,
) -> Value {
    json!({
        "amount": number(amount),
        "currency": "AUD",
        "recipient": recipient,
        "externalReference": reference,
        "externalId": ctx.external_id(label),
    })
}

/// An inline Australian recipient (BSB and account number).
fn bsb_recipient() -> Value {
    json!({
        "firstName": "Ada",
        "lastName": "Lovelace",
        "currency": "AUD",
        "accountIdType": "BSB",
        "bsb": "062-000",
        "accountNo": "12345678"
    })
}

/// The saved recipient, with the fields its update changes.
fn recipient_json(ctx: &Ctx, last_name: &str, account_no: &str) -> Value {
    json!({
        "firstName": "Ada",
        "lastName": last_name,
        "currency": "AUD",
        "accountIdType": "BSB",
        "bsb": "062-000",
        "accountNo": account_no,
        "address": sydney(),
        "externalId": ctx.external_id("recipient")
    })
}

/// The saved sender (an Australian resident with a passport), with the fields its update
/// changes.
fn sender_json(ctx: &Ctx, street: &str, mobile: &str) -> Value {
    let mut address = sydney();
    address["street"] = json!(street);
    json!({
        "firstName": "Grace",
        "lastName": "Hopper",
        "dob": "1979-12-09",
        "mobile": mobile,
        "address": address,
        "idDoc": { "type": "PASSPORT", "docNumber": "PA1234567", "country": "AU" },
        "externalId": ctx.external_id("sender")
    })
}

/// The saved instructing institution, with the trading name its update adds.
fn institution_json(ctx: &Ctx, trading_as_name: Option<&str>) -> Value {
    let mut institution = json!({
        "legalName": "Remit Partners Pty Ltd",
        "businessNumber": "51824753556",
        "address": sydney(),
        "externalId": ctx.external_id("institution")
    });
    if let Some(name) = trading_as_name {
        institution["tradingAsName"] = json!(name);
    }
    institution
}

/// A full Australian address.
fn sydney() -> Value {
    json!({
        "street": "1 George St", "suburb": "Sydney", "state": "NSW",
        "postcode": "2000", "country": "AU"
    })
}

/// `amount` as a JSON number.
fn number(amount: Decimal) -> Value {
    json!(amount.to_f64())
}
