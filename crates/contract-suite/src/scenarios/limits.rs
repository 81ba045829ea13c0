//! The service's abuse protection seen through the client (spec, errors: "Too many requests or
//! abuse detected: HTTP 429; the caller's IP can be temporarily blocked"). The simulator blocks
//! an address after a number of HTTP 429s within a window (`SimConfig::ip_blocking`); the
//! block ends on the simulator's clock.

use anyhow::{Context as _, bail, ensure};
use payments_client::operations::document;
use payments_client::session::Login;
use payments_client::{Code, ErrorKind};
use serde_json::{Value, json};

use crate::clients::{DEMO_EMAIL, DEMO_PASSWORD};
use crate::context::Ctx;
use crate::control::simulator_config;

/// The typed client is logged in; then, within one (frozen) second, as many raw logins as the
/// simulator's rule counts as abuse are each refused with HTTP 429 `RATE_LIMITED` (one login
/// per second per user), and the address is blocked: the typed client's next call fails with
/// [`Error::RateLimited`], code `IP_BLOCKED` and the block's length as `retry_after` (too long
/// to be waited out by the client's retries), and `GET /sim/ip-blocks` lists the address. Once
/// `retry_after` has passed on the simulator's clock, the same client's calls work again and
/// no address is blocked.
pub async fn ip_block(ctx: Ctx) -> anyhow::Result<()> {
    let rule = simulator_config().ip_blocking;
    let refusals = usize::try_from(rule.after_refusals)?;
    ensure!(
        refusals > 0,
        "the embedded simulator never blocks an address (after_refusals 0)"
    );
    ctx.client.balances(None).await?; // the typed client logs in now

    let login = json!({
        "query": document::<Login>(),
        "operationName": "Login",
        "variables": {"input": {"email": DEMO_EMAIL, "password": DEMO_PASSWORD}}
    });
    let flood = ctx.flood("login", &login, refusals).await?;
    for (i, reply) in flood.iter().enumerate() {
        ensure!(
            reply.status == 429 && error_code(&reply.body) == Some("RATE_LIMITED"),
            "raw login {} of {refusals} within a second of the last: expected HTTP 429 \
             RATE_LIMITED, got {} {}",
            i + 1,
            reply.status,
            reply.body
        );
    }

    let retry_after = match ctx.client.balances(None).await {
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::RateLimited {
                    code: Some(Code::IpBlocked),
                    ..
                }
            ) =>
        {
            e.retry_after()
                .context("an IP block says how long it lasts")?
        }
        other => bail!(
            "after {refusals} HTTP 429s the caller's IP should be blocked: expected \
             RateLimited with code IP_BLOCKED and a retry-after, got {other:?}"
        ),
    };
    ensure!(
        retry_after.as_secs() == u64::try_from(rule.block_secs)?,
        "IP_BLOCKED: expected retry-after {} s (the block's length), got {retry_after:?}",
        rule.block_secs
    );
    let control = ctx.control()?;
    let blocked = blocked_addresses(control).await?;
    ensure!(
        blocked == ["127.0.0.1"],
        "GET /sim/ip-blocks should list the suite's address only, got {blocked:?}"
    );

    ctx.pass(retry_after.as_secs()).await?;
    let balances = ctx
        .client
        .balances(None)
        .await
        .context("once the block has ended the typed client's calls should work again")?;
    ensure!(
        !balances.is_empty(),
        "balances after the block: expected the account's balances, got none"
    );
    let blocked = blocked_addresses(control).await?;
    ensure!(
        blocked.is_empty(),
        "GET /sim/ip-blocks once the block has ended: expected none, got {blocked:?}"
    );
    Ok(())
}

/// The addresses `GET /sim/ip-blocks` lists.
async fn blocked_addresses(control: &crate::control::Control) -> anyhow::Result<Vec<String>> {
    let blocks = control.ip_blocks().await?;
    Ok(blocks.iter().map(|b| b.ip.to_string()).collect())
}

/// The first error's `extensions.code`.
fn error_code(body: &Value) -> Option<&str> {
    body["errors"][0]["extensions"]["code"].as_str()
}
