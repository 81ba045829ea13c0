//! Where the scenarios run: the embedded simulator (started here, on a loopback port) or a
//! live endpoint with the caller's credentials.

use std::sync::Arc;

use payments_client::{Affiliation, Secret};
use payments_sim::SimHandle;

use crate::clients::{DEMO_EMAIL, DEMO_PASSWORD, LiveClock, SimulatedClock, build_client};
use crate::context::{Ctx, ScenarioClock};
use crate::control::{Control, simulator_config};
use crate::recorder::Recorder;
use crate::scenarios::{Scenario, Start};

/// Where the scenarios run.
#[derive(Debug)]
pub enum Target {
    /// The simulator, started in-process on `127.0.0.1` with a frozen clock
    /// (`SimConfig::for_tests`), reset before each scenario.
    Simulator,
    /// A live endpoint (UAT). Scenarios that need the control API do not run there, and
    /// replies are compared with the shapes of the snapshots rather than the snapshots.
    Live(LiveTarget),
}

/// A live endpoint and the login to use there.
#[derive(Debug)]
pub struct LiveTarget {
    /// The GraphQL endpoint.
    pub endpoint: String,
    /// Login e-mail.
    pub email: String,
    /// Login password.
    pub password: Secret,
    /// Affiliation sent at login, if the user needs one.
    pub affiliation: Option<Affiliation>,
    /// A PEM file of root certificates to trust besides the platform's (`PAYMENTS_CA_FILE`).
    pub ca_file: Option<std::path::PathBuf>,
    /// The endpoint's clock: the wall clock for a real UAT ([`LiveClock::Wall`]).
    pub clock: LiveClock,
}

/// Logs in once before any scenario runs, so that an endpoint that cannot be reached (refused,
/// unknown host, an untrusted certificate, a proxy that does not answer) or credentials it
/// refuses fail the run once, with the reason, instead of failing every scenario alike.
async fn preflight(live: &LiveTarget) -> anyhow::Result<()> {
    let client = live_client(live, &Recorder::default())?;
    client
        .login()
        .await
        .map_err(|e| anyhow::anyhow!("{}: {e}", live.endpoint))
}

/// A client of the live endpoint, on the endpoint's clock, its replies kept by `recorder`.
fn live_client(live: &LiveTarget, recorder: &Recorder) -> anyhow::Result<payments_client::Client> {
    build_client(
        &live.endpoint,
        &live.email,
        live.password.clone(),
        live.affiliation,
        live.ca_file.as_deref(),
        live.clock.client_clock(),
        recorder,
    )
}

/// A started target.
pub(crate) enum Prepared {
    Simulator(Arc<SimHandle>),
    Live(LiveTarget),
}

impl Prepared {
    pub(crate) async fn start(target: Target) -> anyhow::Result<Self> {
        Ok(match target {
            Target::Simulator => {
                let handle = payments_sim::spawn(simulator_config()).await?;
                Self::Simulator(Arc::new(handle))
            }
            Target::Live(live) => {
                preflight(&live).await?;
                Self::Live(live)
            }
        })
    }

    pub(crate) fn is_simulator(&self) -> bool {
        matches!(self, Self::Simulator(_))
    }

    /// Snapshots are compared against the simulator only.
    pub(crate) fn checks_snapshots(&self) -> bool {
        self.is_simulator()
    }

    pub(crate) fn label(&self) -> String {
        match self {
            Self::Simulator(h) => format!("embedded simulator ({})", h.url),
            Self::Live(live) => live.endpoint.clone(),
        }
    }

    /// A fresh context for one scenario (against the simulator: after `POST /sim/reset` to
    /// the scenario's starting records).
    pub(crate) async fn context(&self, scenario: &Scenario) -> anyhow::Result<Ctx> {
        let recorder = Recorder::default();
        let scenario_name = scenario.name;
        match self {
            Self::Simulator(handle) => {
                let control = Control::new(&handle.base_url)?;
                match scenario.start {
                    Start::Sandbox => control.reset().await?,
                    Start::Uat => {
                        control.reset_to_uat().await?;
                        // A live run meets the UAT profile's records seconds after it started,
                        // once a withdrawal step has run: the seeded SEND_RFI withdrawal held in
                        // REVIEWING with its RFI raised (the deposit under review stays so).
                        let step = simulator_config().delays.withdrawal_step;
                        control.advance(u64::try_from(step)?).await?;
                    }
                }
                let today = handle.now().date();
                let clock = SimulatedClock(handle.clone());
                let client = build_client(
                    &handle.url,
                    DEMO_EMAIL,
                    Secret::from(DEMO_PASSWORD),
                    None,
                    None,
                    clock.clone(),
                    &recorder,
                )?;
                Ctx::new(
                    scenario_name,
                    client,
                    Some(control),
                    recorder,
                    today,
                    ScenarioClock::Simulator(clock),
                )
            }
            Self::Live(live) => {
                let client = live_client(live, &recorder)?;
                let today = live.clock.now().date();
                let clock = ScenarioClock::Live(live.clock.clone());
                Ctx::new(scenario_name, client, None, recorder, today, clock)
            }
        }
    }
}
