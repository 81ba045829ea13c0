//! Foreign exchange: quotes, conversions between the account's balances, and international
//! payments with inline parties (including a destination that needs `sourceOfFunds`).

use anyhow::{Context as _, bail, ensure};
use payments_client::operations::conversions::Conversion;
use payments_client::operations::payments::Payment;
use payments_client::operations::quotes::Quote;
use payments_client::types::CurrencyCode;
use payments_client::types::common::{Id, Timestamp};
use payments_client::types::conversions::{
    ConversionQueryInput, ConversionStatus, CreateConversionInput,
};
use payments_client::types::payments::{
    CreatePaymentInput, PaymentQueryInput, PaymentStatus, SourceOfFunds,
};
use payments_client::types::quotes::{QuoteApplicability, QuoteInput};
use payments_client::{Code, ErrorKind};
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::context::Ctx;

/// Simulated seconds between two steps of a conversion or payment (the simulator's `fx_step`).
const FX_STEP: u64 = 2;

/// How many steps a conversion or payment may take before the scenario gives up on it.
const MAX_STEPS: usize = 10;

/// How far a conversion's rate may be from the rate the quote implies, as a fraction.
const RATE_TOLERANCE: Decimal = Decimal::from_parts(1, 0, 0, false, 2); // 0.01

/// Quotes for a pair held as balances (CONVERSION) and one only paid out (PAYMENT), inverted
/// and not; a conversion AUD → EUR at about the quoted rate reaches CONVERTED and moves both
/// balances by exactly the amounts it states; a payment AUD → EUR with an inline sender and an
/// inline IBAN recipient reaches COMPLETE; a payment to INR is refused by the service (a
/// `VALIDATION_ERROR` rejection; payments-types accepts the input) without `sourceOfFunds`,
/// creating nothing and moving no money, and accepted with it.
///
/// The account may hold conversions and payments of earlier runs: lists are asked for what
/// was created since the scenario's own record (`minCreatedAt`, the service's time), and the
/// scenario looks for its own records among them by id or `externalId`.
pub async fn fx(ctx: Ctx) -> anyhow::Result<()> {
    let eur_quote = checked_quote(&ctx, "AUD", "EUR", QuoteApplicability::Conversion).await?;
    checked_quote(&ctx, "AUD", "USD", QuoteApplicability::Conversion).await?;
    checked_quote(&ctx, "AUD", "INR", QuoteApplicability::Payment).await?;

    conversion(&ctx, &eur_quote).await?;
    let eur_payment = payment_to_iban(&ctx).await?;
    payment_needing_source_of_funds(&ctx, &eur_payment).await?;
    conversion_outside_the_balances(&ctx).await
}

/// A conversion into a currency quoted for payments only (AUD→JPY: `applicability: PAYMENT`)
/// is refused and moves nothing: conversions are "between the customer's multi-currency
/// balances". The simulator names the code it refuses with, `CONVERSION_NOT_AVAILABLE`.
async fn conversion_outside_the_balances(ctx: &Ctx) -> anyhow::Result<()> {
    let aud_before = ctx.balance(CurrencyCode::AUD).await?;
    let input = ctx.input::<CreateConversionInput>(json!({
        "fromCurrency": "AUD", "toCurrency": "JPY", "amount": 100, "currency": "AUD",
        "externalId": ctx.external_id("conversion-jpy"),
    }))?;
    match ctx.client.create_conversion(input).await {
        Err(e)
            if matches!(e.kind(), ErrorKind::Rejected { .. })
                && (ctx.control().is_err() || e.code() == Some(&Code::ConversionNotAvailable)) => {}
        other => bail!(
            "a conversion AUD to JPY (quoted for payments only) should be refused \
             (CONVERSION_NOT_AVAILABLE), got {other:?}"
        ),
    }
    let aud_after = ctx.balance(CurrencyCode::AUD).await?;
    ensure!(
        aud_after == aud_before,
        "the refused conversion should move nothing: AUD {aud_before} → {aud_after}"
    );
    Ok(())
}

/// A quote selling `from` for `to` (size 1,000): bid below ask, the symbol names the pair,
/// `inverted` exactly when the sold currency is the symbol's quote currency, a validity after
/// the quote time, and the expected applicability.
async fn checked_quote(
    ctx: &Ctx,
    from: &str,
    to: &str,
    applicability: QuoteApplicability,
) -> anyhow::Result<Quote> {
    let input = ctx.input::<QuoteInput>(json!({
        "fromCurrency": from, "toCurrency": to, "size": 1000,
    }))?;
    let quote = ctx
        .client
        .quote(input)
        .await?
        .with_context(|| format!("quote({from} → {to}) returned none"))?;
    let pair = format!("{from} → {to}");
    ensure!(
        Decimal::ZERO < quote.bid.value() && quote.bid < quote.ask,
        "quote {pair}: expected 0 < bid < ask, got bid {} ask {}",
        quote.bid,
        quote.ask
    );
    let (straight, reversed) = (format!("{from}{to}"), format!("{to}{from}"));
    ensure!(
        quote.symbol == straight || quote.symbol == reversed,
        "quote {pair}: the symbol should be {straight} or {reversed}, it is {}",
        quote.symbol
    );
    ensure!(
        quote.inverted == (quote.symbol == reversed),
        "quote {pair}: inverted should be true exactly when {from} is the quote currency of \
         the symbol; symbol {}, inverted {}",
        quote.symbol,
        quote.inverted
    );
    ensure!(
        quote.expire_at > quote.timestamp,
        "quote {pair}: expireAt {:?} should come after timestamp {:?}",
        quote.expire_at,
        quote.timestamp
    );
    ensure!(
        quote.applicability == Some(applicability),
        "quote {pair}: applicability should be {applicability:?}, it is {:?}",
        quote.applicability
    );
    Ok(quote)
}

/// Converts 1,000.00 AUD to EUR and follows it to CONVERTED.
async fn conversion(ctx: &Ctx, quote: &Quote) -> anyhow::Result<()> {
    let aud_before = ctx.balance(CurrencyCode::AUD).await?;
    let eur_before = ctx.balance(CurrencyCode::EUR).await?;
    let external_id = ctx.external_id("conversion");
    let input = ctx.input::<CreateConversionInput>(json!({
        "fromCurrency": "AUD", "toCurrency": "EUR", "amount": 1000, "currency": "AUD",
        "externalId": external_id,
    }))?;
    let created = ctx.client.create_conversion(input).await?;
    let (sold, bought, rate) = conversion_amounts(&created)?;
    ensure!(
        created.status == Some(ConversionStatus::Initialised)
            && created.from_currency == Some(CurrencyCode::AUD)
            && created.to_currency == Some(CurrencyCode::EUR)
            && sold == Decimal::from(1000)
            && created.external_id.as_deref() == Some(external_id.as_str()),
        "createConversion should return an INITIALISED conversion of 1000 AUD to EUR with \
         externalId {external_id}, got {created:?}"
    );
    ensure!(
        (sold * rate - bought).abs() < Decimal::new(1, 2),
        "the conversion should buy fromAmount × rate to the cent: {sold} × {rate} = {}, it \
         buys {bought}",
        sold * rate
    );
    // The quote is EURAUD (AUD per EUR) when inverted: buying EUR costs its ask.
    let quoted = if quote.inverted {
        Decimal::ONE / quote.ask.value()
    } else {
        quote.bid.value()
    };
    // The simulator's rate is exactly the quote's, to its 6 places.
    ensure!(
        ctx.control().is_err() || rate == quoted.round_dp(6),
        "the simulator's conversion rate {rate} should be the quote's, {}",
        quoted.round_dp(6)
    );
    ensure!(
        ((rate - quoted) / quoted).abs() < RATE_TOLERANCE,
        "the conversion's rate {rate} should be within {RATE_TOLERANCE} of the rate the quote \
         implies ({quoted}, from {} bid {} ask {})",
        quote.symbol,
        quote.bid,
        quote.ask
    );

    let read = ctx
        .client
        .conversion(&created.id)
        .await?
        .with_context(|| format!("conversion({}) found nothing", created.id))?;
    ensure!(
        read == created,
        "conversion(id) right after creation should equal the created record; created \
         {created:?}, read {read:?}"
    );

    let done = conversion_finished(ctx, &created.id).await?;
    ensure!(
        done.status == Some(ConversionStatus::Converted)
            && conversion_amounts(&done)? == (sold, bought, rate),
        "the conversion should end CONVERTED with unchanged amounts, got {done:?}"
    );
    let aud_after = ctx.balance(CurrencyCode::AUD).await?;
    let eur_after = ctx.balance(CurrencyCode::EUR).await?;
    ensure!(
        aud_after == aud_before - sold && eur_after == eur_before + bought,
        "after the conversion AUD should be {aud_before} - {sold} and EUR {eur_before} + \
         {bought}; they are {aud_after} and {eur_after}"
    );

    let since = created_at(created.created_at, "conversion", &created.id)?;
    let listed = ctx
        .client
        .conversions(Some(ctx.input::<ConversionQueryInput>(
            json!({"statuses": ["CONVERTED"], "minCreatedAt": since.to_string()}),
        )?))
        .await?;
    ensure!(
        listed.iter().any(|c| c.id == created.id)
            && listed
                .iter()
                .all(|c| c.status == Some(ConversionStatus::Converted)
                    && c.created_at.is_some_and(|at| at >= since)),
        "conversions(statuses: [CONVERTED], minCreatedAt: {since}) should list the conversion \
         {} and only CONVERTED ones created since, got {listed:?}",
        created.id
    );
    Ok(())
}

/// Pays 500.00 AUD out in EUR to an inline IBAN recipient from an inline sender; the payment.
async fn payment_to_iban(ctx: &Ctx) -> anyhow::Result<Payment> {
    let aud_before = ctx.balance(CurrencyCode::AUD).await?;
    let eur_before = ctx.balance(CurrencyCode::EUR).await?;
    let iban = "DE89370400440532013000";
    let input = ctx.input::<CreatePaymentInput>(json!({
        "fromCurrency": "AUD", "toCurrency": "EUR", "amount": 500, "currency": "AUD",
        "externalId": ctx.external_id("payment-eur"),
        "sender": inline_sender(),
        "recipient": {
            "companyName": "Rhein Logistik GmbH", "currency": "EUR", "accountIdType": "IBAN",
            "iban": iban, "bic": "COBADEFFXXX",
            "address": {"street": "Hafenstrasse 12", "suburb": "Koeln", "state": "NRW",
                        "postcode": "50667", "country": "DE"},
        },
    }))?;
    let created = ctx.client.create_payment(input).await?;
    let sold = created
        .from_amount
        .context("the created payment should state its fromAmount")?
        .value();
    ensure!(
        created.status == Some(PaymentStatus::Created) && sold == Decimal::from(500),
        "createPayment should return a CREATED payment selling 500 AUD, got {created:?}"
    );
    ensure!(
        created.to_amount.is_some_and(|m| m.value() > Decimal::ZERO)
            && created.to_currency == Some(CurrencyCode::EUR),
        "the payment should deliver a positive EUR amount, got {:?} {:?}",
        created.to_amount,
        created.to_currency
    );
    check_inline_parties(&created)?;
    ensure!(
        created.recipient.as_ref().and_then(|r| r.iban.as_deref()) == Some(iban),
        "the payment's recipient should carry the IBAN sent, got {:?}",
        created.recipient
    );

    let done = payment_finished(ctx, &created.id).await?;
    ensure!(
        done.status == Some(PaymentStatus::Complete),
        "the EUR payment should end COMPLETE, it ended {:?}",
        done.status
    );
    let aud_after = ctx.balance(CurrencyCode::AUD).await?;
    let eur_after = ctx.balance(CurrencyCode::EUR).await?;
    ensure!(
        aud_after == aud_before - sold && eur_after == eur_before,
        "a payment should take its fromAmount from AUD ({aud_before} - {sold}) and leave EUR \
         ({eur_before}) alone; they are {aud_after} and {eur_after}"
    );

    let since = created_at(created.created_at, "payment", &created.id)?;
    let listed = ctx
        .client
        .payments(Some(ctx.input::<PaymentQueryInput>(
            json!({"statuses": ["COMPLETE"], "minCreatedAt": since.to_string()}),
        )?))
        .await?;
    ensure!(
        listed.iter().any(|p| p.id == created.id)
            && listed
                .iter()
                .all(|p| p.status == Some(PaymentStatus::Complete)
                    && p.created_at.is_some_and(|at| at >= since)),
        "payments(statuses: [COMPLETE], minCreatedAt: {since}) should list the EUR payment {} \
         and only COMPLETE ones created since, got {listed:?}",
        created.id
    );
    Ok(done)
}

/// A payment to INR: refused by the service without `sourceOfFunds` (no payment with its
/// `externalId` among those created since `earlier`, no money moved), accepted and completed
/// with it.
async fn payment_needing_source_of_funds(ctx: &Ctx, earlier: &Payment) -> anyhow::Result<()> {
    let external_id = ctx.external_id("payment-inr");
    let mut input = json!({
        "fromCurrency": "AUD", "toCurrency": "INR", "amount": 200, "currency": "AUD",
        "externalId": external_id,
        "sender": inline_sender(),
        "recipient": {
            "firstName": "Ravi", "lastName": "Kumar", "currency": "INR", "accountIdType": "IFSC",
            "ifsc": "HDFC0001234", "accountNo": "50100012345678", "bic": "HDFCINBB",
        },
    });
    let since = created_at(earlier.created_at, "payment", &earlier.id)?;
    let recent: PaymentQueryInput = ctx.input(json!({"minCreatedAt": since.to_string()}))?;
    let aud_before = ctx.balance(CurrencyCode::AUD).await?;
    let ours = |listed: &[Payment]| {
        listed
            .iter()
            .filter(|p| p.external_id.as_deref() == Some(external_id.as_str()))
            .count()
    };
    let payments_before = ours(&ctx.client.payments(Some(recent.clone())).await?);

    // payments-types does not know which destinations need a source of funds: the input is
    // accepted here and the service refuses it.
    let without = ctx.input::<CreatePaymentInput>(input.clone())?;
    match ctx.client.create_payment(without).await {
        Err(e)
            if e.code() == Some(&Code::ValidationError)
                && e.field_errors().any(|f| f.field() == "sourceOfFunds") => {}
        other => bail!(
            "a payment to INR without sourceOfFunds: expected a VALIDATION_ERROR rejection \
             naming sourceOfFunds, got {other:?}"
        ),
    }
    let aud_after_refusal = ctx.balance(CurrencyCode::AUD).await?;
    let payments_after_refusal = ours(&ctx.client.payments(Some(recent)).await?);
    ensure!(
        aud_after_refusal == aud_before && payments_before == 0 && payments_after_refusal == 0,
        "the refused payment should change nothing: AUD {aud_before} → {aud_after_refusal}, \
         payments with externalId {external_id} created since {since}: {payments_before} → \
         {payments_after_refusal}"
    );

    input["sourceOfFunds"] = json!("BUSINESS_INCOME");
    let with = ctx.input::<CreatePaymentInput>(input)?;
    let created = ctx.client.create_payment(with).await?;
    ensure!(
        created.status == Some(PaymentStatus::Created)
            && created.source_of_funds == Some(SourceOfFunds::BusinessIncome)
            && created.to_currency == Some(CurrencyCode::INR),
        "with sourceOfFunds the INR payment should be CREATED and keep BUSINESS_INCOME, got \
         {created:?}"
    );
    check_inline_parties(&created)?;
    let done = payment_finished(ctx, &created.id).await?;
    ensure!(
        done.status == Some(PaymentStatus::Complete),
        "the INR payment should end COMPLETE, it ended {:?}",
        done.status
    );
    Ok(())
}

/// The sender of the payments, sent inline (no sender record is created).
fn inline_sender() -> Value {
    json!({
        "firstName": "Grace", "lastName": "Hopper", "dob": "1985-03-14",
        "address": {"street": "100 George Street", "suburb": "Sydney", "state": "NSW",
                    "postcode": "2000", "country": "AU"},
    })
}

/// Inline parties come back without ids.
fn check_inline_parties(payment: &Payment) -> anyhow::Result<()> {
    let sender_id = payment.sender.as_ref().map(|s| &s.id);
    let recipient_id = payment.recipient.as_ref().map(|r| &r.id);
    ensure!(
        matches!(sender_id, Some(None)) && matches!(recipient_id, Some(None)),
        "a payment with an inline sender and recipient should show both with id null, got \
         sender {:?} and recipient {:?}",
        payment.sender,
        payment.recipient
    );
    Ok(())
}

/// The `createdAt` a created record must state (`what` and `id` name it).
fn created_at(at: Option<Timestamp>, what: &str, id: &Id) -> anyhow::Result<Timestamp> {
    at.with_context(|| format!("the created {what} {id} should state its createdAt"))
}

/// `(fromAmount, toAmount, rate)` of a conversion, each required.
fn conversion_amounts(c: &Conversion) -> anyhow::Result<(Decimal, Decimal, Decimal)> {
    match (c.from_amount, c.to_amount, c.rate) {
        (Some(from), Some(to), Some(rate)) => Ok((from.value(), to.value(), rate.value())),
        _ => bail!("a conversion should state fromAmount, toAmount and rate, got {c:?}"),
    }
}

/// Lets time pass until the conversion leaves INITIALISED and PENDING.
async fn conversion_finished(ctx: &Ctx, id: &Id) -> anyhow::Result<Conversion> {
    for _ in 0..MAX_STEPS {
        ctx.pass(FX_STEP).await?;
        let c = ctx
            .client
            .conversion(id)
            .await?
            .with_context(|| format!("conversion({id}) found nothing"))?;
        if !matches!(
            c.status,
            Some(ConversionStatus::Initialised | ConversionStatus::Pending)
        ) {
            return Ok(c);
        }
    }
    bail!("the conversion {id} did not finish within {MAX_STEPS} steps of {FX_STEP} s")
}

/// Lets time pass until the payment leaves CREATED.
async fn payment_finished(ctx: &Ctx, id: &Id) -> anyhow::Result<Payment> {
    for _ in 0..MAX_STEPS {
        ctx.pass(FX_STEP).await?;
        let p = ctx
            .client
            .payment(id)
            .await?
            .with_context(|| format!("payment({id}) found nothing"))?;
        if p.status != Some(PaymentStatus::Created) {
            return Ok(p);
        }
    }
    bail!("the payment {id} did not finish within {MAX_STEPS} steps of {FX_STEP} s")
}
