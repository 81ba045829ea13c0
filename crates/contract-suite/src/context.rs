//! [`Ctx`]: what a scenario works with (the client, the control API, time, unique names).

use std::sync::{Arc, Mutex};

use anyhow::Context as _;
use payments_client::types::CurrencyCode;
use payments_client::types::deposits::DepositQueryInput;
use payments_client::types::{Context, FromInput};
use payments_client::{Affiliation, Client, Clock, Secret};
use rust_decimal::Decimal;
use serde_json::Value;
use time::Date;

use crate::clients::{LiveClock, SimulatedClock, USER_AGENT, build_client};
use crate::control::Control;
use crate::recorder::{Recorded, Recorder, body_value};

/// What a scenario works with.
pub struct Ctx {
    /// The scenario's name.
    pub scenario: &'static str,
    /// A client logged in (lazily) as the target's user: the simulator's `demo@payments.test`
    /// or the live endpoint's configured login.
    pub client: Client,
    control: Option<Control>,
    recorder: Recorder,
    today: Date,
    sim_clock: Option<SimulatedClock>,
    http: reqwest::Client,
    unreachable: Unreachable,
    /// Against a live endpoint: its clock, and when the scenario started by it (deposits that
    /// clear after it are not the scenario's doing, see [`Ctx::balance`]).
    live: Option<(LiveClock, time::OffsetDateTime)>,
}

/// The clock a scenario runs by: the embedded simulator's (frozen, moved through its control
/// API) or a live endpoint's.
pub(crate) enum ScenarioClock {
    Simulator(SimulatedClock),
    Live(LiveClock),
}

/// Operations a scenario could not reach, each with the reason (shared with the runner).
#[derive(Clone, Default)]
pub(crate) struct Unreachable(Arc<Mutex<Vec<(String, String)>>>);

impl Unreachable {
    /// The notes so far, emptying the list.
    pub(crate) fn take(&self) -> Vec<(String, String)> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

impl Ctx {
    pub(crate) fn new(
        scenario: &'static str,
        client: Client,
        control: Option<Control>,
        recorder: Recorder,
        today: Date,
        clock: ScenarioClock,
    ) -> anyhow::Result<Self> {
        let (sim_clock, live) = match clock {
            ScenarioClock::Simulator(clock) => (Some(clock), None),
            ScenarioClock::Live(clock) => {
                let since = clock.now();
                (None, Some((clock, since)))
            }
        };
        // Raw requests trust what the client trusts.
        let mut http = reqwest::Client::builder();
        if let Some(ca_file) = client.config().ca_file() {
            http = payments_client::ExtraRoots::from_pem_file(ca_file)?.apply(http);
        }
        let http = http.build()?;
        Ok(Self {
            scenario,
            client,
            control,
            recorder,
            today,
            live,
            sim_clock,
            http,
            unreachable: Unreachable::default(),
        })
    }

    pub(crate) fn recorder(&self) -> Recorder {
        self.recorder.clone()
    }

    pub(crate) fn unreachable_notes(&self) -> Unreachable {
        self.unreachable.clone()
    }

    /// Says that `operation` cannot be exercised here, and why (e.g. "not reachable without
    /// the portal: the account holds no CLEARED deposit"); the run's coverage line shows it.
    pub fn unreachable(&self, operation: &str, why: impl Into<String>) {
        self.unreachable
            .0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((operation.to_owned(), why.into()));
    }

    /// The control API; an error against a live endpoint (scenarios that use it are of
    /// `Reach::Simulator` and never run there).
    pub fn control(&self) -> anyhow::Result<&Control> {
        self.control
            .as_ref()
            .context("this step needs the simulator's control API")
    }

    /// The day the target's date rules are judged on (the simulator's clock, or UTC today).
    pub fn today(&self) -> Date {
        self.today
    }

    /// Lets `seconds` pass for the service: the simulator's clock is advanced (running every
    /// processing step that became due); against a live endpoint, as its [`LiveClock`] says
    /// (a real UAT: the suite sleeps).
    pub async fn pass(&self, seconds: u64) -> anyhow::Result<()> {
        match (&self.control, &self.live) {
            (Some(control), _) => control.advance(seconds).await,
            (None, Some((clock, _))) => clock.pass(seconds).await,
            (None, None) => anyhow::bail!("no clock to let time pass by"),
        }
    }

    /// Reads and checks an input object from JSON with `payments-types`, judged on
    /// [`Ctx::today`]: the way an integration builds its requests.
    pub fn input<T: FromInput>(&self, value: Value) -> anyhow::Result<T> {
        T::from_json(&value, &Context::on(self.today))
            .map_err(|e| anyhow::anyhow!("{} refused by payments-types: {e}", T::TYPE_NAME))
    }

    /// An `externalId` unique to this scenario and run: `<label>-<scenario>` against the
    /// simulator (reset before each scenario), with the scenario's start time in milliseconds
    /// added against a live endpoint (the same for every call in a scenario, so a record can be
    /// found again by the id it was given; milliseconds, since two runs started within one second
    /// would otherwise share ids, and the later one's idempotency key return the earlier withdrawal).
    pub fn external_id(&self, label: &str) -> String {
        match self.live {
            None => format!("{label}-{}", self.scenario),
            Some((_, since)) => {
                let millis = since.unix_timestamp_nanos() / 1_000_000;
                format!("{label}-{}-{millis}", self.scenario)
            }
        }
    }

    /// The cleared balance in `currency` (an error when the account has no such balance).
    /// Against a live endpoint, deposits in `currency` that cleared since the scenario started
    /// are taken off: they are a bank's doing, not the scenario's, and the scenario's balance
    /// checks account for its own movements only.
    pub async fn balance(&self, currency: CurrencyCode) -> anyhow::Result<Decimal> {
        let balances = self.client.balances(Some(&[currency])).await?;
        let cleared = balances
            .iter()
            .find(|b| b.currency == currency)
            .map(|b| b.cleared.value())
            .with_context(|| {
                format!("balances: expected a {currency:?} balance, got {balances:?}")
            })?;
        let Some((_, since)) = self.live else {
            return Ok(cleared);
        };
        let filter: DepositQueryInput =
            self.input(serde_json::json!({"statuses": ["CLEARED", "REFUNDING", "REFUNDED"]}))?;
        let arrived: Decimal = self
            .client
            .deposits(Some(filter))
            .await?
            .iter()
            .filter(|d| d.currency == currency && d.cleared_at.is_some_and(|at| at.at() >= since))
            .map(|d| d.amount.value())
            .sum();
        Ok(cleared - arrived)
    }

    /// Checks that the AUD balance is `expected` now (`after` says after what); the balance.
    pub async fn expect_aud_balance(
        &self,
        expected: Decimal,
        after: &str,
    ) -> anyhow::Result<Decimal> {
        let now = self.balance(CurrencyCode::AUD).await?;
        anyhow::ensure!(
            now == expected,
            "AUD balance after {after}: expected {expected}, got {now}"
        );
        Ok(now)
    }

    /// Another client of the same endpoint with its own login (recorded like the first).
    pub fn client_as(
        &self,
        email: &str,
        password: &str,
        affiliation: Option<Affiliation>,
    ) -> anyhow::Result<Client> {
        let endpoint = self.client.config().endpoint();
        let password = Secret::from(password);
        let clock: Arc<dyn Clock> = match (&self.sim_clock, &self.live) {
            (Some(clock), _) => Arc::new(clock.clone()),
            (None, Some((clock, _))) => clock.client_clock(),
            (None, None) => Arc::new(payments_client::SystemClock),
        };
        build_client(
            endpoint,
            email,
            password,
            affiliation,
            self.client.config().ca_file(),
            clock,
            &self.recorder,
        )
    }

    /// Posts a raw GraphQL request (for requests the typed client cannot make: no token, a
    /// stale token, input the types refuse). The reply is recorded under `root_field`.
    pub async fn raw(
        &self,
        root_field: &str,
        body: &Value,
        bearer: Option<&str>,
    ) -> anyhow::Result<Recorded> {
        let record = self.send_raw(root_field, body, bearer).await?;
        self.recorder.push(record.clone());
        Ok(record)
    }

    /// Posts the raw request `body` (without a token) `times` times, one after another, and
    /// gives every reply. Only the first is recorded, so that a flood meant to trip a limit
    /// does not fill the snapshots with one reply many times; the caller checks the others.
    pub async fn flood(
        &self,
        root_field: &str,
        body: &Value,
        times: usize,
    ) -> anyhow::Result<Vec<Recorded>> {
        let mut replies = Vec::with_capacity(times);
        for i in 0..times {
            let reply = self.send_raw(root_field, body, None).await?;
            if i == 0 {
                self.recorder.push(reply.clone());
            }
            replies.push(reply);
        }
        Ok(replies)
    }

    /// One raw request and its reply, not recorded.
    async fn send_raw(
        &self,
        root_field: &str,
        body: &Value,
        bearer: Option<&str>,
    ) -> anyhow::Result<Recorded> {
        let mut request = self
            .http
            .post(self.client.config().endpoint())
            .header("user-agent", USER_AGENT)
            .json(body);
        if let Some(token) = bearer {
            request = request.bearer_auth(token);
        }
        let response = request.send().await?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await?;
        Ok(Recorded {
            root_field: root_field.to_owned(),
            status,
            body: body_value(&bytes),
        })
    }
}
