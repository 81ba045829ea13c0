//! What the portal switches on an account, seen through the client: third-party deposits and
//! withdrawals (spec: "supported only when separately enabled") and the IP allow-list for API
//! login (spec, authentication 9). The switches are the control API's, standing in for the
//! portal.

use anyhow::{Context as _, bail, ensure};
use payments_client::Error;
use payments_client::types::common::Id;
use payments_client::types::deposits::DepositStatus;
use serde_json::json;

use crate::clients::{DEMO_EMAIL, DEMO_PASSWORD};
use crate::context::Ctx;

/// With third-party withdrawals and deposits switched off, a withdrawal naming another sender is
/// refused (`FEATURE_DISABLED`) and a deposit from another name is returned (`CANCELLED`); with
/// an IP allow-list that leaves out the caller, login is refused (`IP_NOT_ALLOWED`), and once
/// the caller's address is listed it succeeds.
pub async fn account_controls(ctx: Ctx) -> anyhow::Result<()> {
    let control = ctx.control()?;
    control
        .post(
            "features",
            json!({"thirdPartyWithdrawals": false, "thirdPartyDeposits": false}),
        )
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
        Err(Error::Rejected { code, .. }) if code == "FEATURE_DISABLED" => {}
        other => bail!(
            "a withdrawal with another sender while third-party withdrawals are off: expected \
             FEATURE_DISABLED, got {other:?}"
        ),
    }

    let (bsb, account_no) = super::deposits::own_van(&ctx).await?;
    let sent = control
        .deposit(json!({
            "bsb": bsb, "accountNo": account_no, "amount": 40.00, "currency": "AUD",
            "reference": "from a friend", "sender": {"accountName": "Jane Citizen"},
        }))
        .await?;
    let id = sent["id"]
        .as_str()
        .and_then(|id| Id::parse(id).ok())
        .with_context(|| format!("POST /sim/deposits: expected the deposit, got {sent}"))?;
    let returned = super::deposits::read(&ctx, &id).await?;
    ensure!(
        returned.status == Some(DepositStatus::Cancelled),
        "a third-party deposit while they are off should be returned (CANCELLED), it is {:?}",
        returned.status
    );

    control
        .post("ip-allow-list", json!({"addresses": ["192.0.2.10"]}))
        .await?;
    ctx.pass(2).await?; // one login per second per user
    let elsewhere = ctx.client_as(DEMO_EMAIL, DEMO_PASSWORD, None)?;
    match elsewhere.login().await {
        Err(Error::LoginFailed { code, .. }) if code == "IP_NOT_ALLOWED" => {}
        other => bail!(
            "login from an address the allow-list leaves out: expected IP_NOT_ALLOWED, got \
             {other:?}"
        ),
    }
    control
        .post(
            "ip-allow-list",
            json!({"addresses": ["192.0.2.10", "127.0.0.1"]}),
        )
        .await?;
    ctx.pass(2).await?; // one login per second per user
    let listed = ctx.client_as(DEMO_EMAIL, DEMO_PASSWORD, None)?;
    let balances = listed.balances(None).await?;
    ensure!(
        !balances.is_empty(),
        "logged in from a listed address, the account should show its balances"
    );
    Ok(())
}
