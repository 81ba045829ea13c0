//! The suite's clients: its `user-agent`, a client with the given login whose replies are
//! recorded, and the clock that makes a client judge time as the simulator does.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

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
