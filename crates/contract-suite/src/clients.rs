//! The suite's clients: its `user-agent`, a client with the given login whose replies are
//! recorded, the clock that makes a client judge time as the simulator does, and the clock a
//! live run reads and lets time pass by.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use anyhow::Context as _;

use payments_client::{Affiliation, Client, Clock, Secret, Sleep};
use payments_sim::SimHandle;

use crate::recorder::Recorder;

/// The simulator's seeded login the scenarios use by default (see the simulator's README).
pub const DEMO_EMAIL: &str = "demo@payments.test";
/// Its password.
pub const DEMO_PASSWORD: &str = "demo-password";

/// The `user-agent` the suite's clients send.
pub const USER_AGENT: &str = "payments-contract-suite/0.1";

/// A client of the suite: the given login, the suite's user-agent, every reply recorded.
pub(crate) fn build_client(
    endpoint: &str,
    email: &str,
    password: Secret,
    affiliation: Option<Affiliation>,
    ca_file: Option<&std::path::Path>,
    clock: impl Clock,
    recorder: &Recorder,
) -> anyhow::Result<Client> {
    let mut builder = Client::builder()
        .endpoint(endpoint)
        .credentials(email, password)
        .user_agent(USER_AGENT)
        .request_timeout(Duration::from_secs(30))
        .clock(clock)
        .observe(recorder.observer());
    if let Some(affiliation) = affiliation {
        builder = builder.affiliation(affiliation);
    }
    if let Some(ca_file) = ca_file {
        builder = builder.ca_file(ca_file);
    }
    Ok(builder.build()?)
}

/// The client's clock against the simulator: "now" is the simulator's (frozen) time, so the
/// client judges token expiry as the simulator does; sleeps are real. Public for tests that
/// build their own client against an embedded simulator (`ClientBuilder::clock`).
#[derive(Clone)]
pub struct SimulatedClock(pub Arc<SimHandle>);

impl Clock for SimulatedClock {
    fn now(&self) -> SystemTime {
        self.0.now().into()
    }

    fn sleep(&self, duration: Duration) -> Sleep {
        Box::pin(tokio::time::sleep(duration))
    }
}

/// The clock of a live endpoint: what a live run reads as "now" (for the day its date rules are
/// judged on, and to tell its own records from earlier ones) and how it lets time pass for the
/// service (waiting for processing, for the next allowed login).
#[derive(Clone, Debug, Default)]
pub enum LiveClock {
    /// The wall clock (a real UAT): now is the current UTC time, and letting time pass is
    /// sleeping.
    #[default]
    Wall,
    /// The clock of a simulator serving in this process as the endpoint (its UAT profile, as
    /// the tests start it): now is the simulator's time, and letting time pass moves its clock
    /// at once, running what became due, so the run waits on no wall clock. The simulator's
    /// own clock runs as configured in between (real time, for the UAT profile).
    Simulator(Arc<SimHandle>),
    /// A replay's clock ([`ReplayClock`]): the recording's time, moved at once by the run's
    /// own waits.
    Replay(ReplayClock),
}

/// The clock of a replayed run: each scenario starts at its cassette's time (so what the
/// scenario reads as "now" stands where the recorded replies do), and a wait moves it at once.
#[derive(Clone, Debug)]
pub struct ReplayClock(Arc<std::sync::Mutex<time::OffsetDateTime>>);

impl ReplayClock {
    /// A clock standing at `at`.
    pub fn new(at: time::OffsetDateTime) -> Self {
        Self(Arc::new(std::sync::Mutex::new(at)))
    }

    /// The clock's time.
    pub fn now(&self) -> time::OffsetDateTime {
        *self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Sets the clock to `at`.
    pub(crate) fn set(&self, at: time::OffsetDateTime) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = at;
    }

    fn advance(&self, by: Duration) {
        let mut now = self.0.lock().unwrap_or_else(|p| p.into_inner());
        *now += by;
    }
}

impl Clock for ReplayClock {
    fn now(&self) -> SystemTime {
        ReplayClock::now(self).into()
    }

    fn sleep(&self, duration: Duration) -> Sleep {
        self.advance(duration);
        Box::pin(std::future::ready(()))
    }
}

impl LiveClock {
    /// The endpoint's time now.
    pub(crate) fn now(&self) -> time::OffsetDateTime {
        match self {
            Self::Wall => time::OffsetDateTime::now_utc(),
            Self::Simulator(handle) => handle.now(),
            Self::Replay(clock) => clock.now(),
        }
    }

    /// Lets `seconds` pass for the endpoint.
    pub(crate) async fn pass(&self, seconds: u64) -> anyhow::Result<()> {
        match self {
            Self::Wall => {
                tokio::time::sleep(Duration::from_secs(seconds)).await;
                Ok(())
            }
            Self::Simulator(handle) => handle
                .advance(seconds as f64)
                .then_some(())
                .with_context(|| format!("the simulator's clock refused to move {seconds} s")),
            Self::Replay(clock) => {
                clock.advance(Duration::from_secs(seconds));
                Ok(())
            }
        }
    }

    /// The clock a client of the endpoint judges token expiry by and waits on (login spacing,
    /// retries): against the simulator, a wait moves its clock as [`LiveClock::pass`] does.
    pub(crate) fn client_clock(&self) -> Arc<dyn Clock> {
        match self {
            Self::Wall => Arc::new(payments_client::SystemClock),
            Self::Simulator(handle) => Arc::new(DrivenClock(handle.clone())),
            Self::Replay(clock) => Arc::new(clock.clone()),
        }
    }
}

/// A client's clock against a simulator that stands in for a live endpoint: "now" is the
/// simulator's time, and a wait moves the simulator's clock by as long instead of sleeping (on a
/// real endpoint the service's time passes while the client sleeps).
struct DrivenClock(Arc<SimHandle>);

impl Clock for DrivenClock {
    fn now(&self) -> SystemTime {
        self.0.now().into()
    }

    fn sleep(&self, duration: Duration) -> Sleep {
        self.0.advance(duration.as_secs_f64());
        Box::pin(std::future::ready(()))
    }
}
