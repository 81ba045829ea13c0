//! Logging in: affiliations and logout.

use anyhow::{bail, ensure};
use payments_client::ErrorKind;
use payments_client::types::session::Affiliation;

use crate::context::Ctx;

/// The simulator's user with accounts under both `SVC_AUS` and `SVC_LUX`.
const MULTI: (&str, &str) = ("multi@payments.test", "multi-password");

/// A user with two affiliations must name one; a wrong one is `UNREGISTERED`; the right one
/// logs in; `logout` ends the session and the next call logs in again.
pub async fn affiliations(ctx: Ctx) -> anyhow::Result<()> {
    let (email, password) = MULTI;
    let none = ctx.client_as(email, password, None)?;
    match none.login().await {
        Err(e) if matches!(e.kind(), ErrorKind::NeedAffiliation { .. }) => {}
        other => bail!("login without affiliation: expected NEED_AFFILIATION, got {other:?}"),
    }

    // The demo user has no SVC_LUX account.
    let demo_lux = ctx.client_as(
        crate::clients::DEMO_EMAIL,
        crate::clients::DEMO_PASSWORD,
        Some(Affiliation::SvcLux),
    )?;
    match demo_lux.login().await {
        Err(e) if matches!(e.kind(), ErrorKind::Unregistered { .. }) => {}
        other => bail!("demo user with SVC_LUX: expected UNREGISTERED, got {other:?}"),
    }

    ctx.pass(2).await?; // the login limit is one per second per user
    let lux = ctx.client_as(email, password, Some(Affiliation::SvcLux))?;
    let balances = lux.balances(None).await?;
    ensure!(!balances.is_empty(), "the SVC_LUX account has no balances");

    lux.logout().await?;
    ctx.pass(2).await?;
    let again = lux.balances(None).await?;
    ensure!(
        again.len() == balances.len(),
        "after logout and a fresh login the account shows different balances"
    );
    Ok(())
}
