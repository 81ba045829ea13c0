//! Compliance: requests for information (answered and pushed, or declined) and the compliance
//! tools (adverse media search, confirmation of payee, address cleanser).

use anyhow::{Context as _, bail, ensure};
use base64::Engine as _;
use payments_client::operations::ams::AmsRequest;
use payments_client::operations::rfis::Rfi;
use payments_client::operations::withdrawals::Withdrawal;
use payments_client::types::CurrencyCode;
use payments_client::types::address_cleanser::{
    AddressCleanserRecommendation, AddressCleanserRequestQueryInput, CleanseAddressInput,
};
use payments_client::types::ams::{AdverseMediaSearchInput, AmsRequestQueryInput, AmsStatus};
use payments_client::types::common::Id;
use payments_client::types::members::{MemberStatus, MembersQueryInput};
use payments_client::types::payee::{ConfirmationOfPayeeInput, PayeeMatch};
use payments_client::types::rfis::{
    AnswerRfiQuestionInput, DeclineRfiInput, RfiQueryInput, RfiStatus,
};
use payments_client::types::sub_clients::FundingAccountQueryInput;
use payments_client::types::withdrawals::{CreateWithdrawalInput, RejectCode, WithdrawalStatus};
use payments_client::{Code, ErrorKind};
use payments_sim::control::RfiOutcome;
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::context::Ctx;

/// Amount of the withdrawals held for an RFI.
const RFI_WITHDRAWAL_AMOUNT: i64 = 50;

/// Simulated seconds between two steps of a withdrawal (the simulator's `withdrawal_step`).
const WITHDRAWAL_STEP: u64 = 2;

/// Simulated seconds between two steps of an adverse media search (the simulator's `ams_step`).
const AMS_STEP: u64 = 3;

/// How many steps a background process may take before a scenario gives up on it.
const MAX_STEPS: usize = 10;

/// The name of the simulator's seeded demo account (its VAN answers confirmation of payee).
const DEMO_ACCOUNT_NAME: &str = "Demo Trading Pty Ltd";

/// A member with `compliance` access lets `SEND_RFI` raise an RFI; the held withdrawal waits in
/// REVIEWING; the RFI is listed and read with its two questions; answering both (text, then a
/// base64 document) moves it to ASSESSING; the analyst's push closes it and the withdrawal
/// goes on to CONFIRMED.
pub async fn rfi(ctx: Ctx) -> anyhow::Result<()> {
    add_compliance_member(&ctx).await?;
    let (withdrawal, rfi) = rfi_withdrawal(&ctx).await?;

    let read = ctx
        .client
        .rfi(&rfi.id)
        .await?
        .with_context(|| format!("rfi({}) found nothing", rfi.id))?;
    ensure!(
        read == rfi,
        "rfi(id) should equal the RFI rfis listed; listed {rfi:?}, read {read:?}"
    );
    let [first, second] = rfi.questions.as_slice() else {
        bail!(
            "the RFI should ask two questions, it asks {}: {:?}",
            rfi.questions.len(),
            rfi.questions
        );
    };
    for q in &rfi.questions {
        ensure!(
            q.answer.is_none() && q.document_names.is_empty() && q.answered_at.is_none(),
            "a new RFI's question should be unanswered, got {q:?}"
        );
    }

    let text = ctx.input::<AnswerRfiQuestionInput>(json!({
        "rfiId": rfi.id.as_str(),
        "questionId": first.id.as_str(),
        "text": "Savings from the company's trading income over the last two years.",
    }))?;
    let after_text = ctx.client.answer_rfi_question(text).await?;
    ensure!(
        after_text.status == RfiStatus::Created,
        "with one of two questions answered the RFI should stay CREATED, it is {:?}",
        after_text.status
    );
    let answered = question(&after_text, &first.id)?;
    ensure!(
        answered.answer.as_deref()
            == Some("Savings from the company's trading income over the last two years.")
            && answered.answered_at.is_some(),
        "the text answer should be recorded with its time, got {answered:?}"
    );

    let pdf = base64::engine::general_purpose::STANDARD.encode(b"%PDF-1.4\n% invoice 2026-118\n");
    let document = ctx.input::<AnswerRfiQuestionInput>(json!({
        "rfiId": rfi.id.as_str(),
        "questionId": second.id.as_str(),
        "documents": [{
            "fileName": "invoice-2026-118.pdf",
            "contentType": "application/pdf",
            "content": pdf,
        }],
    }))?;
    let assessing = ctx.client.answer_rfi_question(document).await?;
    ensure!(
        assessing.status == RfiStatus::Assessing,
        "with every question answered the RFI should be ASSESSING, it is {:?}",
        assessing.status
    );
    let answered = question(&assessing, &second.id)?;
    ensure!(
        answered.document_names == ["invoice-2026-118.pdf"] && answered.answered_at.is_some(),
        "the document answer should list the file name, got {answered:?}"
    );

    let pushed = ctx
        .control()?
        .push_rfi(rfi.id.as_str(), RfiOutcome::Approve, None)
        .await?;
    ensure!(
        pushed.status == Some(RfiStatus::Closed),
        "the analyst's push should close the RFI, the control API answered {:?}",
        pushed.object
    );
    let closed = ctx
        .client
        .rfi(&rfi.id)
        .await?
        .with_context(|| format!("rfi({}) found nothing after the push", rfi.id))?;
    ensure!(
        closed.status == RfiStatus::Closed,
        "after the push rfi(id) should be CLOSED, it is {:?}",
        closed.status
    );
    let listed_closed = ctx
        .client
        .rfis(Some(
            ctx.input::<RfiQueryInput>(json!({"statuses": ["CLOSED"]}))?,
        ))
        .await?;
    ensure!(
        listed_closed.iter().map(|r| &r.id).eq([&rfi.id]),
        "rfis(statuses: [CLOSED]) should list exactly the pushed RFI, got {listed_closed:?}"
    );

    let released = withdrawal_now(&ctx, &withdrawal.id).await?;
    ensure!(
        released.status == WithdrawalStatus::Pending,
        "after the push the withdrawal should be PENDING, it is {:?}",
        released.status
    );
    ctx.pass(WITHDRAWAL_STEP).await?;
    let confirmed = withdrawal_now(&ctx, &withdrawal.id).await?;
    ensure!(
        confirmed.status == WithdrawalStatus::Confirmed && confirmed.cleared_at.is_some(),
        "the released withdrawal should be CONFIRMED with clearedAt, got {:?} (clearedAt {:?})",
        confirmed.status,
        confirmed.cleared_at
    );
    Ok(())
}

/// Declining an RFI closes it and cancels the held withdrawal: the amount comes back, the fee
/// is kept (balances checked to the cent); the closed RFI takes no more answers.
pub async fn rfi_decline(ctx: Ctx) -> anyhow::Result<()> {
    add_compliance_member(&ctx).await?;
    let before = ctx.balance(CurrencyCode::AUD).await?;
    let (withdrawal, rfi) = rfi_withdrawal(&ctx).await?;
    let amount = Decimal::from(RFI_WITHDRAWAL_AMOUNT);
    let fee = withdrawal
        .total_fee
        .context("the created withdrawal should state its totalFee")?
        .value();
    let held = ctx.balance(CurrencyCode::AUD).await?;
    ensure!(
        held == before - amount - fee,
        "while held, the AUD balance should be {before} - {amount} - fee {fee} = {}, it is {held}",
        before - amount - fee
    );

    let decline = ctx.input::<DeclineRfiInput>(json!({
        "rfiId": rfi.id.as_str(),
        "reason": "The customer withdrew the payment instruction.",
    }))?;
    let declined = ctx.client.decline_rfi(decline).await?;
    ensure!(
        declined.status == RfiStatus::Closed,
        "declineRfi should close the RFI, it is {:?}",
        declined.status
    );

    let cancelled = withdrawal_now(&ctx, &withdrawal.id).await?;
    ensure!(
        cancelled.status == WithdrawalStatus::Cancelled
            && cancelled.reject_code == Some(RejectCode::DataEnquiryResponseInadequate)
            && cancelled.rejected_at.is_some(),
        "the declined RFI's withdrawal should be CANCELLED with \
         DATA_ENQUIRY_RESPONSE_INADEQUATE and rejectedAt, got {:?} / {:?} / {:?}",
        cancelled.status,
        cancelled.reject_code,
        cancelled.rejected_at
    );
    let after = ctx.balance(CurrencyCode::AUD).await?;
    ensure!(
        after == before - fee,
        "after the cancellation the amount should be back and the fee kept: \
         expected {before} - {fee} = {}, the AUD balance is {after}",
        before - fee
    );

    let late = ctx.input::<AnswerRfiQuestionInput>(json!({
        "rfiId": rfi.id.as_str(),
        "questionId": rfi.questions.first().context("the RFI has no question")?.id.as_str(),
        "text": "A late answer.",
    }))?;
    match ctx.client.answer_rfi_question(late).await {
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::Rejected {
                    code: Code::InvalidTransition,
                    ..
                }
            ) => {}
        other => bail!(
            "answering a declined (CLOSED) RFI: expected a rejection INVALID_TRANSITION, got {other:?}"
        ),
    }
    Ok(())
}

/// Adverse media search runs in the background to COMPLETED (hits counted) and is found by id
/// and by filter; confirmation of payee answers MATCH, CLOSE_MATCH (with the account name),
/// NO_MATCH and UNAVAILABLE; the address cleanser approves a full address and rejects a poor
/// one, and its requests are found by id and by recommendation.
pub async fn compliance_tools(ctx: Ctx) -> anyhow::Result<()> {
    adverse_media(&ctx).await?;
    confirmation_of_payee(&ctx).await?;
    address_cleanser(&ctx).await
}

async fn adverse_media(ctx: &Ctx) -> anyhow::Result<()> {
    let flagged = start_ams(
        ctx,
        json!({"entityType": "ORGANISATION", "name": "Harbour Scam Imports", "country": "AU"}),
    )
    .await?;
    let clean = start_ams(
        ctx,
        json!({"entityType": "INDIVIDUAL", "name": "Jane Citizen", "country": "AU", "dob": "1980-02-29"}),
    )
    .await?;

    let flagged = ams_finished(ctx, &flagged).await?;
    let clean = ams_finished(ctx, &clean).await?;
    for (request, hits) in [(&flagged, 1), (&clean, 0)] {
        ensure!(
            request.status == AmsStatus::Completed,
            "the search for {:?} should end COMPLETED, it ended {:?}",
            request.name,
            request.status
        );
        let found = request.result.as_ref().map(|r| r.hit_count);
        ensure!(
            found == Some(hits),
            "the search for {:?} should report {hits} hit(s), reported {found:?}",
            request.name
        );
    }

    let by_name = ctx
        .client
        .ams_requests(Some(ctx.input::<AmsRequestQueryInput>(
            json!({"name": "scam", "statuses": ["COMPLETED"]}),
        )?))
        .await?;
    ensure!(
        by_name.iter().map(|r| &r.id).eq([&flagged.id]),
        "amsRequests(name: \"scam\", statuses: [COMPLETED]) should find only {:?}, found {by_name:?}",
        flagged.name
    );
    let by_country = ctx
        .client
        .ams_requests(Some(
            ctx.input::<AmsRequestQueryInput>(json!({"country": "AU"}))?,
        ))
        .await?;
    ensure!(
        by_country.len() == 2,
        "amsRequests(country: \"AU\") should find both searches, found {by_country:?}"
    );
    Ok(())
}

/// Starts a search; the request's id from the reply (checked against the record it holds).
async fn start_ams(ctx: &Ctx, input: Value) -> anyhow::Result<Id> {
    let reply = ctx
        .client
        .adverse_media_search(ctx.input::<AdverseMediaSearchInput>(input)?)
        .await?;
    let id = reply
        .id
        .clone()
        .with_context(|| format!("adverseMediaSearch should return the request id: {reply:?}"))?;
    if let Some(request) = &reply.ams_request {
        ensure!(
            request.id == id && request.status == AmsStatus::Initialised,
            "adverseMediaSearch's record should be the new INITIALISED request {id}, got {request:?}"
        );
    }
    Ok(id)
}

/// Lets time pass until the search is COMPLETED or FAILED.
async fn ams_finished(ctx: &Ctx, id: &Id) -> anyhow::Result<AmsRequest> {
    for _ in 0..MAX_STEPS {
        let request = ctx
            .client
            .ams_request(id)
            .await?
            .with_context(|| format!("amsRequest({id}) found nothing"))?;
        if matches!(request.status, AmsStatus::Completed | AmsStatus::Failed) {
            return Ok(request);
        }
        ctx.pass(AMS_STEP).await?;
    }
    bail!("the adverse media search {id} did not finish within {MAX_STEPS} steps of {AMS_STEP} s")
}

async fn confirmation_of_payee(ctx: &Ctx) -> anyhow::Result<()> {
    // The account's own AUD funding account: its VAN, with the BSB in its reference.
    let accounts = ctx
        .client
        .funding_accounts(Some(
            ctx.input::<FundingAccountQueryInput>(json!({"currencies": ["AUD"]}))?,
        ))
        .await?;
    let aud = accounts
        .iter()
        .find(|a| a.currency == Some(CurrencyCode::AUD))
        .with_context(|| format!("fundingAccounts(AUD) has no AUD account: {accounts:?}"))?;
    let van = aud
        .account_no
        .as_deref()
        .with_context(|| format!("the AUD funding account has no accountNo: {aud:?}"))?;
    let bsb = aud
        .external_reference
        .as_deref()
        .and_then(|r| r.split_whitespace().next())
        .with_context(|| format!("the AUD funding account's reference has no BSB: {aud:?}"))?;

    let cases = [
        (bsb, van, DEMO_ACCOUNT_NAME, PayeeMatch::Match, None),
        (
            bsb,
            van,
            "Demo Trading Company",
            PayeeMatch::CloseMatch,
            Some(DEMO_ACCOUNT_NAME),
        ),
        (
            bsb,
            van,
            "Harbour Freight Services",
            PayeeMatch::NoMatch,
            None,
        ),
        (
            "062-000",
            "99990001",
            "Harbour Freight Services",
            PayeeMatch::Unavailable,
            None,
        ),
    ];
    for (bsb, account_no, name, expected, account_name) in cases {
        let input = ctx.input::<ConfirmationOfPayeeInput>(json!({
            "bsb": bsb, "accountNo": account_no, "accountName": name,
        }))?;
        let reply = ctx.client.confirmation_of_payee(input).await?;
        ensure!(
            reply.match_ == Some(expected) && reply.account_name.as_deref() == account_name,
            "confirmationOfPayee({bsb} {account_no}, {name:?}): expected {expected:?} with \
             accountName {account_name:?}, got {:?} with {:?}",
            reply.match_,
            reply.account_name
        );
    }
    Ok(())
}

async fn address_cleanser(ctx: &Ctx) -> anyhow::Result<()> {
    let good = ctx
        .client
        .cleanse_address(ctx.input::<CleanseAddressInput>(json!({
            "building": "Level 5", "street": "100 George Street", "suburb": "Sydney",
            "state": "NSW", "postcode": "2000", "country": "AU",
        }))?)
        .await?;
    ensure!(
        good.result.recommendation == AddressCleanserRecommendation::Approve
            && good.result.score.value() == Decimal::ONE,
        "a full address should be approved with score 1, got {:?} with {}",
        good.result.recommendation,
        good.result.score
    );
    ensure!(
        good.result.cleansed_address.is_some(),
        "an approved address should come back cleansed, got {good:?}"
    );

    let poor = ctx
        .client
        .cleanse_address(ctx.input::<CleanseAddressInput>(json!({
            "street": "George Street", "country": "AU",
        }))?)
        .await?;
    ensure!(
        poor.result.recommendation == AddressCleanserRecommendation::Reject
            && poor.result.score.value() < good.result.score.value(),
        "a street without number, suburb, state or postcode should be rejected with a lower \
         score than {}, got {:?} with {}",
        good.result.score,
        poor.result.recommendation,
        poor.result.score
    );

    let read = ctx
        .client
        .address_cleanser_request(&good.id)
        .await?
        .with_context(|| format!("addressCleanserRequest({}) found nothing", good.id))?;
    ensure!(
        read == good,
        "addressCleanserRequest(id) should equal the cleanseAddress record; sent back {good:?}, \
         read {read:?}"
    );
    let rejected = ctx
        .client
        .address_cleanser_requests(Some(ctx.input::<AddressCleanserRequestQueryInput>(
            json!({"recommendations": ["reject"]}),
        )?))
        .await?;
    ensure!(
        rejected.iter().map(|r| &r.id).eq([&poor.id]),
        "addressCleanserRequests(recommendations: [reject]) should list only the poor address, \
         got {rejected:?}"
    );
    Ok(())
}

/// Adds a member with `compliance` access through the control API; `members` lists it.
async fn add_compliance_member(ctx: &Ctx) -> anyhow::Result<()> {
    let added = ctx.control()?.add_compliance_member().await?;
    let (id, email) = (Some(added.id.as_str()), added.object["email"].as_str());
    let members = ctx
        .client
        .members(Some(
            ctx.input::<MembersQueryInput>(json!({"access": ["compliance"]}))?,
        ))
        .await?;
    let [member] = members.as_slice() else {
        bail!("members(access: [compliance]) should list the one added member, got {members:?}");
    };
    ensure!(
        Some(member.id.as_str()) == id
            && member.email.as_deref() == email
            && member.status == MemberStatus::Active
            && member.access.iter().any(|a| a == "compliance"),
        "members should show the added ACTIVE compliance member {}, got {member:?}",
        added.object
    );
    Ok(())
}

/// A `SEND_RFI` withdrawal to an inline BSB recipient, taken to REVIEWING; the RFI raised
/// about it (found with `rfis(statuses: [CREATED])`).
async fn rfi_withdrawal(ctx: &Ctx) -> anyhow::Result<(Withdrawal, Rfi)> {
    let input = ctx.input::<CreateWithdrawalInput>(json!({
        "amount": RFI_WITHDRAWAL_AMOUNT,
        "currency": "AUD",
        "recipient": {
            "firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
            "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678",
        },
        "externalReference": "Invoice 118 SEND_RFI",
        "externalId": ctx.external_id("rfi-withdrawal"),
        "reason": "SERVICES",
    }))?;
    let created = ctx.client.create_withdrawal(input).await?;
    ensure!(
        created.status == WithdrawalStatus::Initialised,
        "a new withdrawal should be INITIALISED, it is {:?}",
        created.status
    );
    ctx.pass(WITHDRAWAL_STEP).await?;
    let reviewing = withdrawal_now(ctx, &created.id).await?;
    ensure!(
        reviewing.status == WithdrawalStatus::Reviewing,
        "a SEND_RFI withdrawal should wait in REVIEWING, it is {:?}",
        reviewing.status
    );

    let open = ctx
        .client
        .rfis(Some(
            ctx.input::<RfiQueryInput>(json!({"statuses": ["CREATED"]}))?,
        ))
        .await?;
    let [rfi] = open.as_slice() else {
        bail!("rfis(statuses: [CREATED]) should list the one RFI raised, got {open:?}");
    };
    ensure!(
        rfi.withdrawal_ids == [created.id.clone()]
            && rfi.deposit_ids.is_empty()
            && rfi.payment_ids.is_empty(),
        "the RFI should be about withdrawal {} only, it is about withdrawals {:?}, deposits {:?}, \
         payments {:?}",
        created.id,
        rfi.withdrawal_ids,
        rfi.deposit_ids,
        rfi.payment_ids
    );
    ensure!(
        rfi.deadline.is_some_and(|d| d > rfi.created_at),
        "the RFI's deadline should come after its creation, got {:?} (created {:?})",
        rfi.deadline,
        rfi.created_at
    );
    Ok((created, rfi.clone()))
}

/// The withdrawal as the service shows it now.
async fn withdrawal_now(ctx: &Ctx, id: &Id) -> anyhow::Result<Withdrawal> {
    ctx.client
        .withdrawal(id)
        .await?
        .with_context(|| format!("withdrawal({id}) found nothing"))
}

/// One question of an RFI, by id.
fn question<'a>(
    rfi: &'a Rfi,
    id: &Id,
) -> anyhow::Result<&'a payments_client::operations::rfis::RfiQuestion> {
    rfi.questions
        .iter()
        .find(|q| &q.id == id)
        .with_context(|| format!("the RFI no longer has question {id}: {rfi:?}"))
}
