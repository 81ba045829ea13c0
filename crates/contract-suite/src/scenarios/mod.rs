//! Every contract scenario, in run order. One module per flow; each scenario is an
//! `async fn(Ctx) -> anyhow::Result<()>` that fails with a message saying what did not hold.
//!
//! Rules for scenarios (so that the same scenario runs against UAT):
//! * talk to the service through `ctx.client` (or `ctx.raw` for requests the typed client
//!   cannot make); use the control API only in scenarios marked `needs_simulator`;
//! * never hard-code an id: take it from a reply;
//! * give every created record an `externalId` from `ctx.external_id(..)`;
//! * let time pass with `ctx.pass(..)`, never by sleeping.

use std::future::Future;
use std::pin::Pin;

use crate::context::Ctx;

mod session;

/// The future a scenario returns.
pub type ScenarioFuture = Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send>>;

/// One scenario.
pub struct Scenario {
    /// Short name, also the prefix of its snapshots.
    pub name: &'static str,
    /// What it exercises, in one line.
    pub about: &'static str,
    /// Needs the simulator's control API or seeded logins (skipped against a live endpoint).
    pub needs_simulator: bool,
    /// The scenario.
    pub run: fn(Ctx) -> ScenarioFuture,
}

/// Every scenario, in run order.
pub fn all() -> Vec<Scenario> {
    vec![Scenario {
        name: "session_affiliations",
        about: "login with and without affiliation (NEED_AFFILIATION, UNREGISTERED), logout",
        needs_simulator: true,
        run: |ctx| Box::pin(session::affiliations(ctx)),
    }]
}
