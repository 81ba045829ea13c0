//! What the portal switches on an account, seen through the client: third-party deposits and
//! withdrawals (spec: "supported only when separately enabled") and the IP allow-list for API
//! login (spec, authentication 9), and the block of a customer who sends test data (spec,
//! sub-clients). The switches are the control API's, standing in for the portal and support.

use anyhow::{Context as _, bail, ensure};
use payments_client::operations::sub_clients::CreateSubClientMutation;
use payments_client::types::common::Id;
use payments_client::types::deposits::DepositStatus;
use payments_client::types::{AccountNo, Amount, Bsb, CurrencyCode};
use payments_client::{Code, ErrorKind};
use payments_sim::control::{AccountRef, DepositArrival, DepositSender, FeatureChanges};
use rust_decimal::Decimal;
use serde_json::json;
use std::net::IpAddr;

use crate::clients::{DEMO_EMAIL, DEMO_PASSWORD};
use crate::context::Ctx;

/// With third-party withdrawals and deposits switched off, a withdrawal naming another sender is
/// refused (`FEATURE_DISABLED`) and a deposit from another name is returned (`CANCELLED`); with
/// an IP allow-list that leaves out the caller, login is refused (`IP_NOT_ALLOWED`), and once
/// the caller's address is listed it succeeds. A sub-client named as test data blocks the
/// customer (`CUSTOMER_BLOCKED`, on every call) until support lifts the block.
pub async fn account_controls(ctx: Ctx) -> anyhow::Result<()> {
    let control = ctx.control()?;
    control
        .set_features(&FeatureChanges {
            third_party_withdrawals: Some(false),
            third_party_deposits: Some(false),
            ..FeatureChanges::default()
        })
        .await?;
    let on_behalf = ctx.input(json!({
        "amount": 10.00,
        "currency": "AUD",
        "recipient": {
            "firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
            "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678",
        },
        "sender": {
            "firstName": "Jane", "lastName": "Citizen",
            "address": {"street": "1 Pitt St", "suburb": "Sydney", "state": "NSW",
                        "postcode": "2000", "country": "AU"},
        },
        "externalReference": "Paid for a client",
        "externalId": ctx.external_id("on-behalf"),
    }))?;
    match ctx.client.create_withdrawal(on_behalf).await {
        Err(e) if e.code() == Some(&Code::FeatureDisabled) => {}
        other => bail!(
            "a withdrawal with another sender while third-party withdrawals are off: expected \
             FEATURE_DISABLED, got {other:?}"
        ),
    }

    let (bsb, account_no) = super::deposits::own_van(&ctx).await?;
    let arrival = DepositArrival::new(
        Bsb::parse(&bsb)?,
        AccountNo::parse(&account_no)?,
        Amount::new(Decimal::new(4000, 2), CurrencyCode::AUD)?,
    )
    .reference("from a friend")
    .sender(DepositSender {
        account_name: Some("Jane Citizen".into()),
        ..DepositSender::default()
    });
    let sent = control.deposit(&arrival).await?;
    let id = Id::parse(&sent.id)
        .with_context(|| format!("POST /sim/deposits: expected the deposit, got {sent:?}"))?;
    let returned = super::deposits::read(&ctx, &id).await?;
    ensure!(
        returned.status == Some(DepositStatus::Cancelled),
        "a third-party deposit while they are off should be returned (CANCELLED), it is {:?}",
        returned.status
    );

    let elsewhere_only: IpAddr = "192.0.2.10".parse()?;
    control
        .set_ip_allow_list(&AccountRef::demo(), &[elsewhere_only])
        .await?;
    ctx.pass(2).await?; // one login per second per user
    let elsewhere = ctx.client_as(DEMO_EMAIL, DEMO_PASSWORD, None)?;
    match elsewhere.login().await {
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::LoginFailed {
                    code: Code::IpNotAllowed,
                    ..
                }
            ) => {}
        other => bail!(
            "login from an address the allow-list leaves out: expected IP_NOT_ALLOWED, got \
             {other:?}"
        ),
    }
    control
        .set_ip_allow_list(&AccountRef::demo(), &[elsewhere_only, "127.0.0.1".parse()?])
        .await?;
    ctx.pass(2).await?; // one login per second per user
    let listed = ctx.client_as(DEMO_EMAIL, DEMO_PASSWORD, None)?;
    let balances = listed.balances(None).await?;
    ensure!(
        !balances.is_empty(),
        "logged in from a listed address, the account should show its balances"
    );

    // Test data in a sub-client blocks the customer until support lifts the block. The client
    // will not send it; sent anyway, the service blocks the customer.
    let fake = json!({
        "firstName": "Olivia", "lastName": "Test",
        "email": "olivia.nguyen@example.com.au", "mobile": "+61 412 345 678",
        "dob": "1988-04-12",
        "address": {"street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW",
                    "postcode": "2000", "country": "AU"},
        "externalId": ctx.external_id("fake"),
    });
    match listed.create_sub_client(ctx.input(fake.clone())?).await {
        Err(e) if matches!(e.kind(), ErrorKind::TestData { .. }) && e.request_not_sent() => {}
        other => bail!("the client should not send a sub-client named Test, got {other:?}"),
    }
    let sent = super::failures::send_unchecked::<CreateSubClientMutation, _>(&listed, &fake, |d| {
        d.create_sub_client
    })
    .await;
    match sent {
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::Rejected {
                    code: Code::CustomerBlocked,
                    ..
                }
            ) => {}
        other => bail!("a sub-client named Test: expected CUSTOMER_BLOCKED, got {other:?}"),
    }
    match listed.balances(None).await {
        Err(e)
            if matches!(e.kind(), ErrorKind::GraphQl { errors }
                if errors.iter().any(|e| e.code == Some(Code::CustomerBlocked))) => {}
        other => bail!("a blocked customer's call: expected CUSTOMER_BLOCKED, got {other:?}"),
    }
    control.unblock("acc_demo_aus").await?;
    listed.balances(None).await?;
    Ok(())
}
