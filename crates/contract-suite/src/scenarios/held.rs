//! Scenarios that run against a live UAT account as well as the simulator: they use the UAT
//! keywords (`SEND_RFI`) and, for state only the portal or a bank can create (deposits,
//! compliance members, RFIs), the records the account already holds, found through the list
//! operations. Against the simulator they start from the UAT profile's records
//! ([`super::Start::Uat`]). Every assertion is one a real account satisfies: records are found
//! by id among others, never counted.

use anyhow::{Context as _, bail, ensure};
use payments_client::operations::deposits::Deposit;
use payments_client::operations::rfis::Rfi;
use payments_client::types::CurrencyCode;
use payments_client::types::address_cleanser::{
    AddressCleanserRequestQueryInput, CleanseAddressInput,
};
use payments_client::types::ams::{AdverseMediaSearchInput, AmsRequestQueryInput, AmsStatus};
use payments_client::types::common::Id;
use payments_client::types::deposits::{DepositQueryInput, DepositStatus, RefundDepositInput};
use payments_client::types::members::{MemberStatus, MembersQueryInput};
use payments_client::types::payee::ConfirmationOfPayeeInput;
use payments_client::types::rfis::{
    AnswerRfiQuestionInput, DeclineRfiInput, RfiQueryInput, RfiStatus,
};
use payments_client::types::statements::StatementQueryInput;
use payments_client::types::sub_clients::{
    FundingAccountQueryInput, SubClientQueryInput, SubClientStatus, UpdateSubClientInput,
};
use payments_client::types::withdrawals::{
    CreateWithdrawalInput, WithdrawalQueryInput, WithdrawalStatus,
};
use payments_client::{Code, ErrorKind};
use serde_json::json;

use crate::context::Ctx;

/// Seconds between two looks at a record that the service moves on its own.
const STEP_SECS: u64 = 2;
/// Looks before a scenario gives up waiting (so at most 60 s of waiting per record).
const MAX_LOOKS: usize = 30;
/// What the refund scenario sends back of a deposit (the `amount` of its input).
const REFUND: &str = "1.00";

/// Why deposits cannot be made here.
const NO_DEPOSIT: &str = "not reachable without a bank: the account holds no CLEARED AUD \
     deposit without a refund (deposits arrive from a bank; send one to the account's VAN)";
/// Why an RFI cannot be raised here.
const NO_COMPLIANCE_MEMBER: &str = "not reachable without the portal: the account has no ACTIVE \
     member with `compliance` access, so SEND_RFI raises no RFI (add one in the portal)";

/// The account as it stands: today's statement, its deposits (each read back by id), its
/// sub-clients, members and RFIs (each read back by id), its withdrawals in review (the first
/// read back by id); then `logout`, and the next call logs in again.
pub async fn account_held(ctx: Ctx) -> anyhow::Result<()> {
    let statement = ctx
        .client
        .statement(ctx.input::<StatementQueryInput>(json!({
            "fromDate": ctx.today().to_string(), "currency": "AUD"
        }))?)
        .await?;
    ensure!(
        statement.success && statement.code == "GENERATED",
        "statement of today: expected success with code GENERATED, got {} {:?}",
        statement.success,
        statement.code
    );

    let deposits = ctx.client.deposits(None).await?;
    for listed in &deposits {
        let read =
            ctx.client.deposit(&listed.id).await?.with_context(|| {
                format!("deposit({}) found nothing; deposits lists it", listed.id)
            })?;
        ensure!(
            read.id == listed.id && read.amount == listed.amount,
            "deposit({}) should read back what deposits lists: listed {listed:?}, read {read:?}",
            listed.id
        );
    }

    let sub_clients = ctx.client.sub_clients(None).await?;
    if let Some(first) = sub_clients.first() {
        let read = ctx.client.sub_client(&first.id).await?;
        ensure!(
            read.as_ref().is_some_and(|s| s.id == first.id),
            "subClient({}) should read back the sub-client subClients lists, got {read:?}",
            first.id
        );
    }

    let members = ctx.client.members(None).await?;
    ensure!(
        members.iter().all(|m| !m.id.as_str().is_empty()),
        "members: every member has an id, got {members:?}"
    );

    let rfis = ctx.client.rfis(None).await?;
    for listed in &rfis {
        let read = ctx
            .client
            .rfi(&listed.id)
            .await?
            .with_context(|| format!("rfi({}) found nothing; rfis lists it", listed.id))?;
        ensure!(
            read.id == listed.id && read.status == listed.status,
            "rfi({}) should read back what rfis lists: listed {listed:?}, read {read:?}",
            listed.id
        );
    }

    // Withdrawals waiting in review, such as one held for an RFI; those made in the portal
    // have no `externalId` (the UAT profile's pays a company: `firstName`/`lastName` null).
    // The first read back by id.
    let reviewing: WithdrawalQueryInput = ctx.input(json!({"statuses": ["REVIEWING"]}))?;
    let withdrawals = ctx.client.withdrawals(Some(reviewing)).await?;
    if let Some(first) = withdrawals.first() {
        let read = ctx.client.withdrawal(&first.id).await?;
        ensure!(
            read.as_ref()
                .is_some_and(|w| w.id == first.id && w.amount == first.amount),
            "withdrawal({}) should read back what withdrawals lists: listed {first:?}, read \
             {read:?}",
            first.id
        );
    }

    let before = ctx.client.balances(None).await?;
    ctx.client.logout().await?;
    ctx.pass(STEP_SECS).await?; // one login per second per user
    let after = ctx.client.balances(None).await?;
    ensure!(
        before
            .iter()
            .map(|b| b.currency)
            .eq(after.iter().map(|b| b.currency)),
        "after logout the next call should log in again and show the same currencies: \
         before {before:?}, after {after:?}"
    );
    Ok(())
}

/// A CLEARED AUD deposit the account holds gets 1.00 refunded: REFUNDING with refundAmount 1.00,
/// listed among the deposits being refunded, and the AUD balance down by 1.00 at once, then
/// REFUNDED with refundedAt, balance unchanged.
pub async fn deposit_refund_held(ctx: Ctx) -> anyhow::Result<()> {
    let refund = super::money(REFUND);
    let cleared: DepositQueryInput = ctx.input(json!({"statuses": ["CLEARED"]}))?;
    let held = ctx.client.deposits(Some(cleared)).await?;
    let Some(deposit) = held.iter().find(|d| {
        d.currency == CurrencyCode::AUD && d.refund_amount.is_none() && d.amount.value() >= refund
    }) else {
        ctx.unreachable("refundDeposit", NO_DEPOSIT);
        return Ok(());
    };
    let before = ctx.balance(CurrencyCode::AUD).await?;
    let input: RefundDepositInput = ctx.input(json!({
        "amount": 1.00, "reason": "Contract check: a part refunded to the sender",
    }))?;
    let refunding = ctx.client.refund_deposit(&deposit.id, Some(input)).await?;
    expect_deposit(&refunding, DepositStatus::Refunding)?;
    ensure!(
        refunding.refund_amount.map(|a| a.value()) == Some(refund),
        "refundDeposit({}): expected refundAmount {refund}, got {:?}",
        deposit.id,
        refunding.refund_amount
    );
    // The list shows a refund under way (the service may already have finished it).
    let under_way: DepositQueryInput = ctx.input(json!({"statuses": ["REFUNDING", "REFUNDED"]}))?;
    let listed = ctx.client.deposits(Some(under_way)).await?;
    ensure!(
        listed.iter().any(|d| d.id == deposit.id),
        "deposits(statuses: [REFUNDING, REFUNDED]) should list the deposit {} being refunded, \
         got {listed:?}",
        deposit.id
    );
    ctx.expect_aud_balance(before - refund, "refunding 1.00 of a deposit")
        .await?;

    let mut refunded = refunding;
    for _ in 0..MAX_LOOKS {
        if refunded.status != Some(DepositStatus::Refunding) {
            break;
        }
        ctx.pass(STEP_SECS).await?;
        refunded =
            ctx.client.deposit(&deposit.id).await?.with_context(|| {
                format!("deposit({}) found nothing while refunding", deposit.id)
            })?;
    }
    expect_deposit(&refunded, DepositStatus::Refunded)?;
    ensure!(
        refunded.refunded_at.is_some(),
        "deposit {} REFUNDED should state refundedAt",
        deposit.id
    );
    ctx.expect_aud_balance(before - refund, "the refund completed")
        .await
        .map(drop)
}

/// With a compliance member on the account, a `SEND_RFI` withdrawal of 5.00 is held in
/// REVIEWING for an RFI about it; the RFI is read, its first question answered (it stays
/// CREATED while a question is open), then declined: the RFI CLOSED, the withdrawal CANCELLED,
/// the amount back and the fee kept.
pub async fn rfi_keyword(ctx: Ctx) -> anyhow::Result<()> {
    let compliance: MembersQueryInput = ctx.input(json!({"access": ["compliance"]}))?;
    let members = ctx.client.members(Some(compliance)).await?;
    if !members.iter().any(|m| m.status == MemberStatus::Active) {
        for operation in ["answerRfiQuestion", "declineRfi"] {
            ctx.unreachable(operation, NO_COMPLIANCE_MEMBER);
        }
        return Ok(());
    }
    let before = ctx.balance(CurrencyCode::AUD).await?;
    let input: CreateWithdrawalInput = ctx.input(json!({
        "amount": 5.00,
        "currency": "AUD",
        "recipient": {
            "firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
            "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678",
        },
        "externalReference": "Contract check SEND_RFI",
        "externalId": ctx.external_id("rfi-keyword"),
        "reason": "SERVICES",
    }))?;
    let created = ctx.client.create_withdrawal(input).await?;
    let fee = created
        .total_fee
        .context("the created withdrawal should state its totalFee")?
        .value();

    let rfi = rfi_about(&ctx, &created.id).await?;
    let held = ctx
        .client
        .withdrawal(&created.id)
        .await?
        .with_context(|| format!("withdrawal({}) found nothing", created.id))?;
    ensure!(
        held.status == WithdrawalStatus::Reviewing,
        "a withdrawal with an open RFI should wait in REVIEWING, it is {:?}",
        held.status
    );
    let read = ctx
        .client
        .rfi(&rfi.id)
        .await?
        .with_context(|| format!("rfi({}) found nothing; rfis lists it", rfi.id))?;
    ensure!(
        read.id == rfi.id && read.questions.len() == rfi.questions.len(),
        "rfi(id) should read back the RFI rfis lists: listed {rfi:?}, read {read:?}"
    );

    if rfi.questions.len() > 1 {
        let first = &rfi.questions[0];
        let answer: AnswerRfiQuestionInput = ctx.input(json!({
            "rfiId": rfi.id.as_str(),
            "questionId": first.id.as_str(),
            "text": "A contract check of the integration; the payment will be withdrawn.",
        }))?;
        let answered = ctx.client.answer_rfi_question(answer).await?;
        ensure!(
            answered.status == RfiStatus::Created
                && answered
                    .questions
                    .iter()
                    .any(|q| q.id == first.id && q.answered_at.is_some()),
            "with one question answered and one open the RFI should stay CREATED with the \
             answer's time, got {answered:?}"
        );
    } else {
        ctx.unreachable(
            "answerRfiQuestion",
            "the RFI asks one question only: answering it would send the withdrawal to an analyst",
        );
    }

    let decline: DeclineRfiInput = ctx.input(json!({
        "rfiId": rfi.id.as_str(),
        "reason": "Contract check: the customer withdrew the payment instruction.",
    }))?;
    let declined = ctx.client.decline_rfi(decline).await?;
    ensure!(
        declined.status == RfiStatus::Closed,
        "declineRfi should close the RFI, it is {:?}",
        declined.status
    );
    let cancelled = ctx
        .client
        .withdrawal(&created.id)
        .await?
        .with_context(|| format!("withdrawal({}) found nothing", created.id))?;
    ensure!(
        cancelled.status == WithdrawalStatus::Cancelled,
        "the withdrawal of a declined RFI should be CANCELLED, it is {:?}",
        cancelled.status
    );
    ctx.expect_aud_balance(before - fee, "the declined RFI's withdrawal was cancelled")
        .await
        .map(drop)
}

/// The RFI raised about withdrawal `id`, waiting for it to be raised (bounded).
async fn rfi_about(ctx: &Ctx, id: &Id) -> anyhow::Result<Rfi> {
    for _ in 0..MAX_LOOKS {
        ctx.pass(STEP_SECS).await?;
        let open: RfiQueryInput = ctx.input(json!({"statuses": ["CREATED"]}))?;
        if let Some(rfi) = ctx
            .client
            .rfis(Some(open))
            .await?
            .into_iter()
            .find(|r| r.withdrawal_ids.contains(id))
        {
            return Ok(rfi);
        }
    }
    bail!(
        "no CREATED RFI about the SEND_RFI withdrawal {id} within {} s",
        MAX_LOOKS as u64 * STEP_SECS
    )
}

/// An Australian individual sub-client is processed to ACTIVE and listed; updated (its
/// externalId); its address changed, the status kept; disabled for good, and disabled again
/// (any state, DISABLED included); activating it is refused (INVALID_TRANSITION), and read back it is still DISABLED, as
/// a DISABLED sub-client cannot come back.
pub async fn sub_client_anywhere(ctx: Ctx) -> anyhow::Result<()> {
    let created = ctx
        .client
        .create_sub_client(ctx.input(json!({
            "firstName": "Olivia",
            "lastName": "Nguyen",
            "email": "olivia.nguyen@example.com.au",
            "mobile": "+61 412 345 678",
            "dob": "1988-04-12",
            "address": {
                "street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW",
                "postcode": "2000", "country": "AU"
            },
            "externalId": ctx.external_id("olivia"),
        }))?)
        .await?;
    let status = processed(&ctx, &created.id).await?;
    ensure!(
        status == SubClientStatus::Active,
        "an Australian individual should be ACTIVE after processing, it is {status:?}"
    );
    let active = ctx
        .client
        .sub_clients(Some(
            ctx.input::<SubClientQueryInput>(json!({"status": "ACTIVE"}))?,
        ))
        .await?;
    ensure!(
        active.iter().any(|s| s.id == created.id),
        "subClients(status: ACTIVE) should list the new sub-client {}",
        created.id
    );
    let update: UpdateSubClientInput =
        ctx.input(json!({"externalId": ctx.external_id("olivia-renamed")}))?;
    let updated = ctx.client.update_sub_client(&created.id, update).await?;
    ensure!(
        updated.status == SubClientStatus::Active,
        "updateSubClient of the externalId should keep the sub-client ACTIVE, got {:?}",
        updated.status
    );
    // A changed address is verified by its rules when the update is accepted; the state
    // table has no move for it, so the status stays.
    let moved: UpdateSubClientInput = ctx.input(json!({"address": {
        "street": "200 Collins Street", "suburb": "Melbourne", "state": "VIC",
        "postcode": "3000", "country": "AU"
    }}))?;
    let moved = ctx.client.update_sub_client(&created.id, moved).await?;
    ensure!(
        moved.status == SubClientStatus::Active,
        "updateSubClient with a changed address should keep the sub-client ACTIVE (the state \
         table reaches INITIATED only at creation), got {:?}",
        moved.status
    );
    let disabled = ctx.client.disable_sub_client(&created.id).await?;
    ensure!(
        disabled.status == SubClientStatus::Disabled,
        "disableSubClient should give DISABLED, got {:?}",
        disabled.status
    );
    // "any state → DISABLED": DISABLED included.
    let again = ctx.client.disable_sub_client(&created.id).await?;
    ensure!(
        again.status == SubClientStatus::Disabled,
        "disableSubClient on a DISABLED sub-client should succeed and keep it DISABLED, got {:?}",
        again.status
    );
    match ctx.client.activate_sub_client(&created.id).await {
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::Rejected {
                    code: Code::InvalidTransition,
                    ..
                }
            ) => {}
        other => bail!(
            "activateSubClient on a DISABLED sub-client: expected INVALID_TRANSITION, got {other:?}"
        ),
    }
    let read = ctx
        .client
        .sub_client(&created.id)
        .await?
        .with_context(|| format!("subClient({}) found nothing", created.id))?;
    ensure!(
        read.status == SubClientStatus::Disabled,
        "subClient({}) after the refused activation: expected DISABLED, got {:?}",
        created.id,
        read.status
    );
    Ok(())
}

/// The sub-client's status once processing is over (bounded wait while it is INITIATED).
async fn processed(ctx: &Ctx, id: &Id) -> anyhow::Result<SubClientStatus> {
    for _ in 0..MAX_LOOKS {
        ctx.pass(STEP_SECS).await?;
        let status = ctx
            .client
            .sub_client(id)
            .await?
            .with_context(|| format!("subClient({id}) found nothing"))?
            .status;
        if status != SubClientStatus::Initiated {
            return Ok(status);
        }
    }
    bail!(
        "sub-client {id} still INITIATED after {} s",
        MAX_LOOKS as u64 * STEP_SECS
    )
}

/// The compliance tools as any account sees them: an adverse media search runs to an end and
/// is found by id and by name; confirmation of payee answers for the account's own VAN; a full
/// address is cleansed and its request found by id and among the account's requests.
pub async fn compliance_held(ctx: Ctx) -> anyhow::Result<()> {
    let name = "Harbour Freight Services";
    let started = ctx
        .client
        .adverse_media_search(ctx.input::<AdverseMediaSearchInput>(json!({
            "entityType": "ORGANISATION", "name": name, "country": "AU",
        }))?)
        .await?;
    let id = started
        .id
        .clone()
        .with_context(|| format!("adverseMediaSearch should return the request id: {started:?}"))?;
    let mut request = None;
    for _ in 0..MAX_LOOKS {
        let now = ctx
            .client
            .ams_request(&id)
            .await?
            .with_context(|| format!("amsRequest({id}) found nothing"))?;
        if matches!(now.status, AmsStatus::Completed | AmsStatus::Failed) {
            request = Some(now);
            break;
        }
        ctx.pass(STEP_SECS).await?;
    }
    let request = request.with_context(|| {
        format!(
            "the adverse media search {id} did not end within {} s",
            MAX_LOOKS as u64 * STEP_SECS
        )
    })?;
    ensure!(
        request.status != AmsStatus::Completed || request.result.is_some(),
        "a COMPLETED search should carry its result, got {request:?}"
    );
    let by_name = ctx
        .client
        .ams_requests(Some(
            ctx.input::<AmsRequestQueryInput>(json!({"name": name}))?,
        ))
        .await?;
    ensure!(
        by_name.iter().any(|r| r.id == id),
        "amsRequests(name: {name:?}) should find the search {id}, found {by_name:?}"
    );

    let accounts = ctx
        .client
        .funding_accounts(Some(
            ctx.input::<FundingAccountQueryInput>(json!({"currencies": ["AUD"]}))?,
        ))
        .await?;
    let aud = accounts
        .iter()
        .find(|a| a.currency == Some(CurrencyCode::AUD) && a.account_no.is_some())
        .with_context(|| format!("fundingAccounts(AUD) has no AUD account: {accounts:?}"))?;
    let bsb = aud
        .external_reference
        .as_deref()
        .and_then(|r| r.split_whitespace().next())
        .with_context(|| format!("the AUD funding account's reference has no BSB: {aud:?}"))?;
    let payee = ctx
        .client
        .confirmation_of_payee(ctx.input::<ConfirmationOfPayeeInput>(json!({
            "bsb": bsb, "accountNo": aud.account_no, "accountName": name,
        }))?)
        .await?;
    ensure!(
        payee.match_.is_some(),
        "confirmationOfPayee of the account's own VAN should say how the name matches, got \
         {payee:?}"
    );

    let cleansed = ctx
        .client
        .cleanse_address(ctx.input::<CleanseAddressInput>(json!({
            "building": "Level 5", "street": "100 George Street", "suburb": "Sydney",
            "state": "NSW", "postcode": "2000", "country": "AU",
        }))?)
        .await?;
    let read = ctx
        .client
        .address_cleanser_request(&cleansed.id)
        .await?
        .with_context(|| format!("addressCleanserRequest({}) found nothing", cleansed.id))?;
    ensure!(
        read == cleansed,
        "addressCleanserRequest(id) should equal the cleanseAddress record; sent back \
         {cleansed:?}, read {read:?}"
    );
    let recommendation = cleansed.result.recommendation.as_str().to_ascii_lowercase();
    let listed = ctx
        .client
        .address_cleanser_requests(Some(ctx.input::<AddressCleanserRequestQueryInput>(
            json!({"recommendations": [recommendation]}),
        )?))
        .await?;
    ensure!(
        listed.iter().any(|r| r.id == cleansed.id),
        "addressCleanserRequests(recommendations: [{recommendation}]) should list the request \
         {}, got {listed:?}",
        cleansed.id
    );
    Ok(())
}

fn expect_deposit(d: &Deposit, expected: DepositStatus) -> anyhow::Result<()> {
    ensure!(
        d.status == Some(expected),
        "deposit {}: expected status {expected:?}, got {:?}",
        d.id,
        d.status
    );
    Ok(())
}
