//! Deposits to the account's own VAN (sent by the simulator's control API, standing in for the
//! depositor's bank): booking, look-ups, a partial refund, and the compliance review.

use anyhow::{Context as _, anyhow, ensure};
use payments_client::operations::deposits::Deposit;
use payments_client::types::common::Id;
use payments_client::types::deposits::{DepositQueryInput, DepositStatus, RefundDepositInput};
use payments_client::types::sub_clients::FundingAccountQueryInput;
use payments_client::types::{AccountNo, Amount, Bsb, CurrencyCode};
use payments_sim::control::{DepositArrival, DepositSender};
use rust_decimal::Decimal;
use serde_json::json;

use crate::context::Ctx;

/// Seconds a `SIM_REVIEW` deposit stays in review before it clears.
const REVIEW_SECS: u64 = 60;

/// A deposit arrives and is booked (`deposits`, `deposit`, balance up); part of it is refunded
/// (REFUNDING, balance down at once) and the refund completes (REFUNDED).
pub async fn arrive_and_refund(ctx: Ctx) -> anyhow::Result<()> {
    let (bsb, account_no) = own_van(&ctx).await?;
    let before = ctx.balance(CurrencyCode::AUD).await?;

    let id = arrive(&ctx, &bsb, &account_no, 250.00, "INV-1001 July rent").await?;
    let listed = ctx.client.deposits(None).await?;
    ensure!(
        listed.iter().any(|d| d.id == id),
        "deposits: expected the new deposit {id} in the list, got {:?}",
        listed.iter().map(|d| &d.id).collect::<Vec<_>>()
    );
    let booked = read(&ctx, &id).await?;
    expect_status(&booked, DepositStatus::Cleared)?;
    ensure!(
        booked.amount.value() == super::money("250.00")
            && booked.currency == CurrencyCode::AUD
            && booked.external_reference.as_deref() == Some("INV-1001 July rent")
            && booked.cleared_at.is_some(),
        "deposit {id}: expected 250.00 AUD with reference \"INV-1001 July rent\" and clearedAt, \
         got {} {:?} {:?} clearedAt {:?}",
        booked.amount,
        booked.currency,
        booked.external_reference,
        booked.cleared_at
    );
    let to = booked.recipient.as_ref();
    ensure!(
        to.and_then(|r| r.account_no.as_deref()) == Some(account_no.as_str()),
        "deposit {id}: expected recipient account {account_no}, got {to:?}"
    );
    ctx.expect_aud_balance(before + super::money("250.00"), "the deposit of 250.00")
        .await?;

    let refund: RefundDepositInput =
        ctx.input(json!({ "amount": 100.00, "reason": "Overpaid invoice INV-1001" }))?;
    let refunding = ctx.client.refund_deposit(&id, Some(refund)).await?;
    expect_status(&refunding, DepositStatus::Refunding)?;
    ensure!(
        refunding.refund_amount.map(|a| a.value()) == Some(super::money("100.00")),
        "refundDeposit {id}: expected refundAmount 100.00, got {:?}",
        refunding.refund_amount
    );
    ctx.expect_aud_balance(before + super::money("150.00"), "refunding 100.00 of it")
        .await?;

    ctx.pass(2).await?;
    let refunded = read(&ctx, &id).await?;
    expect_status(&refunded, DepositStatus::Refunded)?;
    ensure!(
        refunded.refunded_at.is_some()
            && refunded.refund_amount.map(|a| a.value()) == Some(super::money("100.00")),
        "deposit {id} after the refund: expected refundAmount 100.00 and refundedAt, got {:?} \
         and {:?}",
        refunded.refund_amount,
        refunded.refunded_at
    );
    ctx.expect_aud_balance(before + super::money("150.00"), "the refund completed")
        .await?;

    let filter: DepositQueryInput = ctx.input(json!({ "statuses": ["REFUNDED"] }))?;
    let listed = ctx.client.deposits(Some(filter)).await?;
    ensure!(
        listed.len() == 1 && listed[0].id == id,
        "deposits with status REFUNDED: expected only {id}, got {:?}",
        listed.iter().map(|d| &d.id).collect::<Vec<_>>()
    );
    Ok(())
}

/// A deposit whose reference holds `SIM_REVIEW` is REVIEWING, not booked, for 60 s, then
/// CLEARED and booked.
pub async fn review(ctx: Ctx) -> anyhow::Result<()> {
    let (bsb, account_no) = own_van(&ctx).await?;
    let before = ctx.balance(CurrencyCode::AUD).await?;

    let id = arrive(
        &ctx,
        &bsb,
        &account_no,
        5000.00,
        "SIM_REVIEW large transfer",
    )
    .await?;
    expect_status(&read(&ctx, &id).await?, DepositStatus::Reviewing)?;
    ctx.expect_aud_balance(before, "a deposit arrived for review")
        .await?;

    ctx.pass(REVIEW_SECS - 1).await?;
    expect_status(&read(&ctx, &id).await?, DepositStatus::Reviewing)?;
    ctx.expect_aud_balance(before, "59 s of review").await?;

    ctx.pass(1).await?;
    let cleared = read(&ctx, &id).await?;
    expect_status(&cleared, DepositStatus::Cleared)?;
    ensure!(
        cleared.cleared_at.is_some(),
        "deposit {id} after review: expected clearedAt, got none"
    );
    ctx.expect_aud_balance(before + super::money("5000.00"), "the review passed")
        .await
        .map(drop)
}

// ---------------------------------------------------------------------------------------------
// Steps.

/// The account's own AUD VAN: its account number from `fundingAccounts`, its BSB from the
/// simulator's account list (`FundingAccount` has no BSB field).
pub(super) async fn own_van(ctx: &Ctx) -> anyhow::Result<(String, String)> {
    let filter: FundingAccountQueryInput = ctx.input(json!({ "currencies": ["AUD"] }))?;
    let funding = ctx.client.funding_accounts(Some(filter)).await?;
    let account_no = funding
        .iter()
        .find(|f| f.currency == Some(CurrencyCode::AUD))
        .and_then(|f| f.account_no.clone())
        .with_context(|| {
            format!("fundingAccounts: expected an AUD account number, got {funding:?}")
        })?;
    let bsb = ctx.control()?.bsb_of(&account_no).await?;
    Ok((bsb, account_no))
}

/// A deposit of `amount` AUD arrives on the VAN; its id.
async fn arrive(
    ctx: &Ctx,
    bsb: &str,
    account_no: &str,
    amount: f64,
    reference: &str,
) -> anyhow::Result<Id> {
    let amount = Decimal::try_from(amount)?;
    let arrival = DepositArrival::new(
        Bsb::parse(bsb)?,
        AccountNo::parse(account_no)?,
        Amount::new(amount, CurrencyCode::AUD)?,
    )
    .reference(reference)
    .sender(DepositSender {
        account_name: Some("Jane Citizen".into()),
        bank_name: Some("Commonwealth Bank".into()),
        bank_country: Some("AU".into()),
        bsb: Some("062-001".into()),
        account_no: Some("87654321".into()),
        ..DepositSender::default()
    });
    let deposit = ctx.control()?.deposit(&arrival).await?;
    let id = deposit.id;
    Id::parse(&id).map_err(|e| anyhow!("POST /sim/deposits: deposit id {id:?} refused: {e}"))
}

/// Reads a deposit back by id.
pub(super) async fn read(ctx: &Ctx, id: &Id) -> anyhow::Result<Deposit> {
    ctx.client
        .deposit(id)
        .await?
        .with_context(|| format!("deposit({id}): expected the deposit, got null"))
}

fn expect_status(d: &Deposit, expected: DepositStatus) -> anyhow::Result<()> {
    ensure!(
        d.status == Some(expected),
        "deposit {}: expected status {expected:?}, got {:?}",
        d.id,
        d.status
    );
    Ok(())
}
