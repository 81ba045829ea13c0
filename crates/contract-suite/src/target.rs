//! Where the scenarios run: the embedded simulator (started here, on a loopback port), a
//! live endpoint with the caller's credentials (recorded into cassettes when asked), or the
//! cassettes of a recorded live run, replayed offline.

use std::path::PathBuf;
use std::sync::Arc;

use payments_client::{Affiliation, Secret};
use payments_sim::SimHandle;

use crate::cassette::server::{CassetteServer, Now};
use crate::cassette::{Cassette, PREFLIGHT};
use crate::clients::{
    DEMO_EMAIL, DEMO_PASSWORD, LiveClock, ReplayClock, SimulatedClock, build_client,
};
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
    /// The cassettes of a recorded live run: the scenarios that ran live run again, offline,
    /// against a server that answers from the cassettes; their replies are checked as live
    /// ones are.
    Replay(ReplayTarget),
}

/// Cassettes to replay.
#[derive(Debug)]
pub struct ReplayTarget {
    /// The folder of cassettes (`<scenario>.json`).
    pub dir: PathBuf,
    /// A cassette older than this many days is reported (and fails a `strict` run).
    pub max_age_days: Option<u64>,
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
    Live {
        /// The endpoint the clients talk to (a cassette server's, when there is one).
        live: LiveTarget,
        /// What the report calls the target.
        label: String,
        /// The recording relay or the replay server.
        cassettes: Option<Cassettes>,
    },
}

/// A recording relay or a replay server, and what the run does with it.
pub(crate) struct Cassettes {
    server: CassetteServer,
    /// Recording: the folder the cassettes go to.
    record_to: Option<PathBuf>,
    /// Replay: the clock each scenario starts at its cassette's time.
    replay_clock: Option<ReplayClock>,
    /// Replay: the cassettes' ages in days, and the largest allowed.
    ages: std::collections::BTreeMap<String, i64>,
    max_age_days: Option<u64>,
}

/// What a cassette says about the scenario that used it (see [`Prepared::end`]).
pub(crate) enum Verdict {
    /// Nothing to add.
    Fine,
    /// A note for the report (an old cassette).
    Note(String),
    /// The scenario fails for this reason (a request with no recording, a cassette that cannot
    /// be written, an old cassette in a strict run).
    Fails(String),
}

impl Prepared {
    /// Starts `target`; a live run with `record` set records into that folder.
    pub(crate) async fn start(target: Target, record: Option<PathBuf>) -> anyhow::Result<Self> {
        Ok(match target {
            Target::Simulator => {
                anyhow::ensure!(
                    record.is_none(),
                    "--record needs a live endpoint (--endpoint)"
                );
                let handle = payments_sim::spawn(simulator_config()).await?;
                Self::Simulator(Arc::new(handle))
            }
            Target::Live(mut live) => {
                let label = live.endpoint.clone();
                let cassettes = match record {
                    None => None,
                    Some(dir) => {
                        let mut http = reqwest::Client::builder();
                        if let Some(ca_file) = &live.ca_file {
                            http = payments_client::ExtraRoots::from_pem_file(ca_file)?.apply(http);
                        }
                        let clock = live.clock.clone();
                        let now: Now = Arc::new(move || clock.now());
                        let server =
                            CassetteServer::record(&live.endpoint, http.build()?, now).await?;
                        live.endpoint = server.url().to_owned();
                        Some(Cassettes {
                            server,
                            record_to: Some(dir),
                            replay_clock: None,
                            ages: Default::default(),
                            max_age_days: None,
                        })
                    }
                };
                let prepared = Self::Live {
                    live,
                    label,
                    cassettes,
                };
                prepared.preflight().await?;
                prepared
            }
            Target::Replay(replay) => {
                anyhow::ensure!(record.is_none(), "--record and --replay do not go together");
                let cassettes = Cassette::read_dir(&replay.dir)?;
                let now_utc = time::OffsetDateTime::now_utc();
                let ages = cassettes
                    .iter()
                    .map(|(name, c)| (name.clone(), c.age_days(now_utc)))
                    .collect();
                let first = cassettes
                    .values()
                    .map(|c| c.recorded_at)
                    .min()
                    .unwrap_or(now_utc);
                let clock = ReplayClock::new(first);
                let read_clock = clock.clone();
                let now: Now = Arc::new(move || read_clock.now());
                let server = CassetteServer::replay(cassettes, now).await?;
                let live = LiveTarget {
                    endpoint: server.url().to_owned(),
                    email: "replay@example.test".into(),
                    password: Secret::from("replay"),
                    affiliation: None,
                    ca_file: None,
                    clock: LiveClock::Replay(clock.clone()),
                };
                let prepared = Self::Live {
                    live,
                    label: format!("replay of {}", replay.dir.display()),
                    cassettes: Some(Cassettes {
                        server,
                        record_to: None,
                        replay_clock: Some(clock),
                        ages,
                        max_age_days: replay.max_age_days,
                    }),
                };
                prepared.preflight().await?;
                prepared
            }
        })
    }

    /// The live run's first login (see [`preflight`]), kept as the cassette [`PREFLIGHT`]
    /// when recording and answered from it when replaying.
    async fn preflight(&self) -> anyhow::Result<()> {
        let Self::Live {
            live, cassettes, ..
        } = self
        else {
            return Ok(());
        };
        let taped = cassettes.as_ref().is_some_and(|c| c.server.has(PREFLIGHT))
            && self.begin(PREFLIGHT).is_none();
        let result = preflight(live).await;
        if taped && let Verdict::Fails(why) = self.end(PREFLIGHT, false) {
            anyhow::bail!("{PREFLIGHT}: {why}");
        }
        result
    }

    /// Before `scenario` runs: why it does not run here, if it does not (a replay without its
    /// cassette).
    pub(crate) fn begin(&self, scenario: &str) -> Option<String> {
        let Self::Live {
            cassettes: Some(c), ..
        } = self
        else {
            return None;
        };
        if !c.server.has(scenario) {
            return Some("not replayed: no cassette of it (it did not run live)".into());
        }
        if let (Some(clock), Some(at)) = (&c.replay_clock, c.server.recorded_at(scenario)) {
            clock.set(at);
        }
        c.server.begin(scenario);
        None
    }

    /// After `scenario` ran: its cassette written (recording), its misses and age judged
    /// (replay).
    pub(crate) fn end(&self, scenario: &str, strict: bool) -> Verdict {
        let Self::Live {
            cassettes: Some(c), ..
        } = self
        else {
            return Verdict::Fine;
        };
        let ended = c.server.end();
        if let (Some(dir), Some(cassette)) = (&c.record_to, ended.cassette) {
            return match cassette.write(dir) {
                Ok(_) => Verdict::Fine,
                Err(e) => Verdict::Fails(format!("its cassette cannot be written: {e}")),
            };
        }
        if !ended.misses.is_empty() {
            return Verdict::Fails(format!(
                "{} request(s) with no recording: {}",
                ended.misses.len(),
                ended.misses.join(" | ")
            ));
        }
        match (c.max_age_days, c.ages.get(scenario)) {
            (Some(max), Some(&age)) if age > i64::try_from(max).unwrap_or(i64::MAX) => {
                let why =
                    format!("its cassette was recorded {age} days ago, more than --max-age {max}");
                if strict {
                    Verdict::Fails(why)
                } else {
                    Verdict::Note(format!("{scenario}: {why}"))
                }
            }
            _ => Verdict::Fine,
        }
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
            Self::Live { label, .. } => label.clone(),
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
            Self::Live { live, .. } => {
                let client = live_client(live, &recorder)?;
                let today = live.clock.now().date();
                let clock = ScenarioClock::Live(live.clock.clone());
                Ctx::new(scenario_name, client, None, recorder, today, clock)
            }
        }
    }
}
