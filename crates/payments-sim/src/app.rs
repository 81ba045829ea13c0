//! Starting and stopping the simulator: the router, the clock's ticker, the webhook worker;
//! [`spawn`] for tests and tools, [`serve`] for the binary, [`SimHandle`] to drive a running
//! one in-process.

use crate::graphql::documents::Documents;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;

use crate::config::SimConfig;
use crate::domain::jobs;
use crate::domain::session::JwtKey;
use crate::error::SimError;
use crate::http::faults::Faults;
use crate::http::{self, AppState};
use crate::persist::{self, Database, Persister};
use crate::render;
use crate::state::{Shared, State, lock};
use crate::webhooks::delivery::{self, POLL};

fn build(config: SimConfig) -> Result<(AppState, Option<Database>), SimError> {
    config.validate().map_err(SimError::Config)?;
    let (schema, validation) = crate::graphql::schema::build(payments_schema::SDL, &config.limits)?;
    let (state, database) = match &config.state_file {
        Some(path) => persist::open(path, &config).map(|(s, db)| (s, Some(db)))?,
        None => (State::new(&config), None),
    };
    let app = AppState {
        state: Arc::new(Mutex::new(state)),
        persister: None,
        schema,
        key: JwtKey::new(config.jwt_secret.as_deref()),
        faults: Arc::new(Faults::new(config.faults.clone())),
        config: Arc::new(config),
        documents: Arc::new(Documents::new(validation)),
    };
    Ok((app, database))
}

/// A running simulator. Dropping it stops the server.
#[derive(Debug)]
pub struct SimHandle {
    /// GraphQL endpoint, e.g. `http://127.0.0.1:40123/graphql`.
    pub url: String,
    /// Base address for the control API, e.g. `http://127.0.0.1:40123`.
    pub base_url: String,
    /// Bound socket address.
    pub addr: SocketAddr,
    state: Shared,
    faults: Arc<Faults>,
    shutdown: watch::Sender<bool>,
}

impl SimHandle {
    /// The portal's one-time password waiting for `email` (what the log prints), for tests
    /// that sign in through a browser.
    pub fn portal_code(&self, email: &str) -> Option<String> {
        lock(&self.state)
            .portal
            .pending
            .values()
            .find(|p| p.email == email)
            .map(|p| p.code.clone())
    }

    /// Fault injection, in-process: [`Faults::replace`] the plan, read its counters and log
    /// (the same state as `/sim/faults`).
    pub fn faults(&self) -> &Arc<Faults> {
        &self.faults
    }

    /// The simulated time now (what tokens, processing and statements are judged on).
    pub fn now(&self) -> time::OffsetDateTime {
        lock(&self.state).service.now()
    }

    /// Moves the simulated clock forward and runs what became due; false when the move was
    /// refused (it would pass the year 9000).
    pub fn advance(&self, seconds: f64) -> bool {
        let mut g = lock(&self.state);
        let moved = g.service.clock.try_change(|c| c.advance(seconds)).is_ok();
        jobs::tick(&mut g.service);
        moved
    }

    /// Events recorded after sequence number `after`, as `GET /sim/events` shows them.
    pub fn events_after(&self, after: u64) -> Vec<crate::control::Event> {
        let g = lock(&self.state);
        g.service
            .events_after(after)
            .map(render::control::event)
            .collect()
    }

    /// Stops the server.
    pub fn shutdown(&self) {
        let _ = self.shutdown.send(true);
    }
}

impl Drop for SimHandle {
    fn drop(&mut self) {
        let _ = self.shutdown.send(true);
    }
}

/// Starts the simulator on `127.0.0.1` with an ephemeral port.
pub async fn spawn(config: SimConfig) -> Result<SimHandle, SimError> {
    spawn_on("127.0.0.1:0", config).await
}

/// Starts the simulator on `addr` in the background.
pub async fn spawn_on(addr: &str, config: SimConfig) -> Result<SimHandle, SimError> {
    let running = config.time_scale > 0.0;
    let hook_timeout = Duration::from_secs(config.webhook_timeout_secs.clamp(1, 300));
    let (mut app, database) = build(config)?;
    let (tx, mut rx) = watch::channel(false);
    if let (Some(db), Some(path)) = (database, &app.config.state_file) {
        let state = app.state.clone();
        app.persister = Some(Persister::start(db, path.clone(), state, tx.subscribe()));
    }
    let (state, faults) = (app.state.clone(), app.faults.clone());
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| SimError::Bind {
            addr: addr.into(),
            source,
        })?;
    let local = listener.local_addr()?;
    tokio::spawn(deliver(state.clone(), tx.subscribe(), hook_timeout));
    let router = http::router(app);
    tokio::spawn(async move {
        let service = router.into_make_service_with_connect_info::<SocketAddr>();
        let _ = axum::serve(listener, service)
            .with_graceful_shutdown(async move {
                let _ = rx.wait_for(|stop| *stop).await;
            })
            .await;
    });
    if running {
        tokio::spawn(tick(state.clone(), tx.subscribe()));
    }
    Ok(SimHandle {
        url: format!("http://{local}/graphql"),
        base_url: format!("http://{local}"),
        addr: local,
        state,
        faults,
        shutdown: tx,
    })
}

/// With the clock running: runs what became due every 200 ms of real time.
async fn tick(state: Shared, mut stop: watch::Receiver<bool>) {
    loop {
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_millis(200)) => jobs::tick(&mut lock(&state).service),
            _ = stop.wait_for(|stop| *stop) => break,
        }
    }
}

/// The webhook worker: every [`POLL`], turns new events into deliveries and sends the
/// attempts that are due, each in its own task, recording each result.
async fn deliver(state: Shared, mut stop: watch::Receiver<bool>, timeout: Duration) {
    // Built for the first delivery: a simulator that sends none does not load the platform's
    // certificate roots (tens of milliseconds in a debug build, at every start).
    let mut client: Option<reqwest::Client> = None;
    loop {
        tokio::select! {
            _ = tokio::time::sleep(POLL) => {}
            _ = stop.wait_for(|s| *s) => break,
        }
        let jobs = {
            let mut guard = lock(&state);
            let g = &mut *guard;
            g.webhooks.pump(&g.service)
        };
        for job in jobs {
            let client = match &client {
                Some(client) => client.clone(),
                None => match delivery::http_client(timeout) {
                    Ok(built) => client.insert(built).clone(),
                    Err(_) => return,
                },
            };
            let state = state.clone();
            tokio::spawn(async move {
                let outcome = delivery::send(&client, &job).await;
                let mut guard = lock(&state);
                let g = &mut *guard;
                let now = g.service.now();
                g.webhooks.record(&job, outcome, now);
            });
        }
    }
}

/// Serves until the process ends (the binary).
pub async fn serve(
    addr: &str,
    config: SimConfig,
    on_ready: impl FnOnce(SocketAddr),
) -> Result<(), SimError> {
    let h = spawn_on(addr, config).await?;
    on_ready(h.addr);
    std::future::pending::<()>().await;
    drop(h);
    Ok(())
}
