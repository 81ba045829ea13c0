//! Onboarding: sub-clients from creation to a booked deposit, their state table, and the
//! account look-ups an integration makes while onboarding.

use anyhow::{Context as _, bail, ensure};
use payments_client::operations::sub_clients::SubClient;
use payments_client::types::statements::StatementQueryInput;
use payments_client::types::sub_clients::{
    CreateSubClientInput, SubClientQueryInput, SubClientStatus, UpdateSubClientInput,
};
use payments_client::types::{AccountNo, Amount, Bsb, CurrencyCode, Iban};
use payments_client::{Code, ErrorKind};
use payments_sim::control::{DepositArrival, KycDecision};
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::context::Ctx;

/// Simulated seconds a new sub-client takes to be processed (the simulator's default).
const SUB_CLIENT_PROCESSING_SECS: u64 = 5;

/// An individual sub-client living in `country`.
fn individual(ctx: &Ctx, label: &str, country: &str) -> Value {
    json!({
        "firstName": "Olivia",
        "lastName": "Nguyen",
        "email": "olivia.nguyen@example.com.au",
        "mobile": "+61 412 345 678",
        "dob": "1988-04-12",
        "address": {
            "street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW",
            "postcode": "2000", "country": country
        },
        "externalId": ctx.external_id(label),
    })
}

/// A company sub-client registered in New Zealand (so it goes to extended due diligence).
fn company_nz(ctx: &Ctx) -> Value {
    json!({
        "legalName": "Kowhai Imports Limited",
        "businessNumber": "9429041234567",
        "tradingAsName": "Kowhai Imports",
        "firstName": "Aroha",
        "lastName": "Ngata",
        "email": "aroha@kowhai-imports.co.nz",
        "mobile": "+64 21 123 4567",
        "dob": "1979-09-30",
        "address": {
            "street": "8 Queen Street", "suburb": "Auckland Central", "state": "Auckland",
            "postcode": "1010", "country": "NZ"
        },
        "externalId": ctx.external_id("kowhai"),
    })
}

async fn status_of(ctx: &Ctx, sub_client: &SubClient) -> anyhow::Result<SubClientStatus> {
    let read = ctx.client.sub_client(&sub_client.id).await?;
    Ok(read
        .context("subClient(id) found nothing for a sub-client just created")?
        .status)
}

/// Login, a sub-client created and processed to ACTIVE, its VAN and funding accounts, a
/// deposit to the VAN, and the deposit seen in the deposits list, the balance and the
/// statement.
pub async fn onboarding(ctx: Ctx) -> anyhow::Result<()> {
    let input: CreateSubClientInput = ctx.input(individual(&ctx, "olivia", "AU"))?;
    let created = ctx.client.create_sub_client(input).await?;
    ensure!(
        created.status == SubClientStatus::Initiated,
        "a new sub-client should be INITIATED, got {:?}",
        created.status
    );
    ensure!(
        !created.bsb.is_empty() && !created.account_no.is_empty(),
        "a new sub-client should have its VAN (BSB and account number), got {:?} {:?}",
        created.bsb,
        created.account_no
    );

    ctx.pass(SUB_CLIENT_PROCESSING_SECS).await?;
    let status = status_of(&ctx, &created).await?;
    ensure!(
        status == SubClientStatus::Active,
        "an Australian individual should be ACTIVE after processing, got {status:?}"
    );
    let active = ctx
        .client
        .sub_clients(Some(
            ctx.input::<SubClientQueryInput>(json!({"status": "ACTIVE"}))?,
        ))
        .await?;
    ensure!(
        active.iter().any(|s| s.id == created.id),
        "subClients(status: ACTIVE) does not list the new sub-client"
    );
    let own = ctx.client.funding_accounts(None).await?;
    ensure!(
        !own.is_empty(),
        "fundingAccounts lists no funding account for the customer"
    );
    // Each shows payers an identifier for its currency: an IBAN or an account number that
    // payments-types accepts, never an empty string.
    for account in &own {
        let usable = match (account.iban.as_deref(), account.account_no.as_deref()) {
            (Some(iban), _) if !iban.is_empty() => Iban::parse(iban).is_ok(),
            (_, Some(no)) if !no.is_empty() => AccountNo::parse(no).is_ok(),
            _ => false,
        };
        ensure!(
            usable,
            "fundingAccounts: {:?} carries no usable IBAN or account number: {account:?}",
            account.currency
        );
    }

    let before = ctx.balance(CurrencyCode::AUD).await?;
    let arrival = DepositArrival::new(
        Bsb::parse(&created.bsb)?,
        AccountNo::parse(&created.account_no)?,
        Amount::new(Decimal::new(25000, 2), CurrencyCode::AUD)?,
    )
    .reference("first invoice");
    let deposit = ctx.control()?.deposit(&arrival).await?;
    let deposits = ctx
        .client
        .deposits(Some(
            ctx.input(json!({"subClientId": created.id.as_str()}))?,
        ))
        .await?;
    let booked = deposits
        .iter()
        .find(|d| d.id.as_str() == deposit.id)
        .context("deposits(subClientId) does not list the deposit to the sub-client's VAN")?;
    ensure!(
        booked.amount.value() == Decimal::new(25000, 2),
        "deposit amount: expected 250.00, got {}",
        booked.amount.value()
    );
    let after = ctx.balance(CurrencyCode::AUD).await?;
    ensure!(
        after - before == Decimal::new(25000, 2),
        "the AUD balance should grow by 250.00, went from {before} to {after}"
    );

    let statement = ctx
        .client
        .statement(ctx.input::<StatementQueryInput>(json!({
            "fromDate": ctx.today().to_string(), "currency": "AUD"
        }))?)
        .await?;
    ensure!(
        statement.code == "GENERATED",
        "statement code: expected GENERATED, got {}",
        statement.code
    );
    ensure!(
        statement
            .rows
            .iter()
            .any(|r| r.credit.value() == Decimal::new(25000, 2)),
        "today's statement has no 250.00 credit row"
    );
    Ok(())
}

/// The sub-client state table: extended due diligence and approval, update, deactivation
/// and re-activation, disabling for good.
pub async fn sub_client_lifecycle(ctx: Ctx) -> anyhow::Result<()> {
    let company = ctx
        .client
        .create_sub_client(ctx.input(company_nz(&ctx))?)
        .await?;
    ctx.pass(SUB_CLIENT_PROCESSING_SECS).await?;
    let status = status_of(&ctx, &company).await?;
    ensure!(
        status == SubClientStatus::Unapproved,
        "a New Zealand company should wait in UNAPPROVED, got {status:?}"
    );
    ctx.control()?
        .decide_sub_client(company.id.as_str(), KycDecision::Approve)
        .await?;
    ensure!(
        status_of(&ctx, &company).await? == SubClientStatus::Active,
        "an approved sub-client should be ACTIVE"
    );

    let update: UpdateSubClientInput = ctx.input(json!({
        "externalId": ctx.external_id("kowhai-renamed"),
        "postalAddress": {
            "street": "PO Box 1234", "suburb": "Shortland Street", "state": "Auckland",
            "postcode": "1140", "country": "NZ"
        }
    }))?;
    let updated = ctx.client.update_sub_client(&company.id, update).await?;
    ensure!(
        updated.postal_address.is_some() && updated.status == SubClientStatus::Active,
        "updateSubClient should keep the status and set the postal address: {updated:?}"
    );

    // Deactivated by the customer in the portal, then re-activated through the API.
    let person = ctx
        .client
        .create_sub_client(ctx.input(individual(&ctx, "olivia", "AU"))?)
        .await?;
    ctx.pass(SUB_CLIENT_PROCESSING_SECS).await?;
    ctx.control()?
        .deactivate_sub_client(person.id.as_str())
        .await?;
    ensure!(
        status_of(&ctx, &person).await? == SubClientStatus::Deactivated,
        "the portal's deactivation should leave the sub-client DEACTIVATED"
    );
    let reactivated = ctx.client.activate_sub_client(&person.id).await?;
    ensure!(
        reactivated.status == SubClientStatus::Active,
        "activateSubClient on a DEACTIVATED sub-client should make it ACTIVE, got {:?}",
        reactivated.status
    );

    // Disabled for good: the customer cannot re-enable it.
    let disabled = ctx.client.disable_sub_client(&company.id).await?;
    ensure!(
        disabled.status == SubClientStatus::Disabled,
        "disableSubClient should give DISABLED, got {:?}",
        disabled.status
    );
    match ctx.client.activate_sub_client(&company.id).await {
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::Rejected {
                    code: Code::InvalidTransition,
                    ..
                }
            ) =>
        {
            Ok(())
        }
        other => bail!(
            "activateSubClient on a DISABLED sub-client: expected INVALID_TRANSITION, got {other:?}"
        ),
    }
}

/// The account look-ups: bank of a BSB, delivery methods of a country, funding accounts by
/// currency.
pub async fn lookups(ctx: Ctx) -> anyhow::Result<()> {
    let bank = ctx
        .client
        .bank_info(ctx.input(json!({"bsb": "062-000"}))?)
        .await?
        .context("bankInfo(bsb: 062-000) found no bank")?;
    ensure!(
        !bank.bank_name.trim().is_empty(),
        "bankInfo gave an empty bank name"
    );
    let methods = ctx
        .client
        .available_delivery_methods(Some(
            ctx.input(json!({"country": "AU", "currency": "AUD"}))?,
        ))
        .await?;
    ensure!(
        methods.iter().any(|m| m.currency == CurrencyCode::AUD),
        "availableDeliveryMethods(AU, AUD) offers no AUD method"
    );
    let aud = ctx
        .client
        .funding_accounts(Some(ctx.input(json!({"currencies": ["AUD"]}))?))
        .await?;
    ensure!(
        !aud.is_empty() && aud.iter().all(|a| a.currency == Some(CurrencyCode::AUD)),
        "fundingAccounts(currencies: [AUD]) should list AUD accounts only: {aud:?}"
    );
    Ok(())
}
