//! `cargo xtask load --operation deposit`: N tasks post deposits through the embedded
//! simulator's control API (`POST /sim/deposits`, as a bank sends them), each answered once
//! it is committed when the state is kept (`--state PATH`).
//!
//! `--state-growth N` measures the `--state` database side by side in one run, each phase for
//! `--seconds`: the rate in memory; with an empty database; then it fills the database to N
//! deposits and measures the rate there; the database file's growth per deposit (its size
//! once the simulator stopped and the log was checkpointed into it, against a new database's);
//! and the time from `spawn` to serving with the N deposits stored.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use payments_sim::control::DepositArrival;
use payments_sim::{Control, SimConfig, SimHandle};
use payments_types::{AccountNo, Amount, Bsb, CurrencyCode};
use rust_decimal::Decimal;

const USER_AGENT: &str = concat!("payments-workspace-load/", env!("CARGO_PKG_VERSION"));

/// What `load` asked of a deposits run.
pub struct Plan {
    /// `--state PATH`: the embedded simulator keeps its state there.
    pub state: Option<PathBuf>,
    /// `--state-growth N`: the side-by-side measurement with N deposits stored.
    pub state_growth: Option<u64>,
    /// Concurrent tasks.
    pub concurrency: usize,
    /// How long each phase runs.
    pub seconds: u64,
}

/// Runs the command; returns the process exit status.
pub fn run(plan: Plan) -> u8 {
    let Plan {
        state,
        state_growth,
        concurrency,
        seconds,
    } = plan;
    let Some(runtime) = crate::runtime("load") else {
        return 2;
    };
    let run = Duration::from_secs(seconds);
    runtime.block_on(async {
        let result = match state_growth {
            Some(n) => side_by_side(concurrency, run, n).await,
            None => one(state, concurrency, run).await,
        };
        match result {
            Ok(report) => {
                println!("{report}");
                0
            }
            Err(e) => {
                eprintln!("load: {e}");
                1
            }
        }
    })
}

/// The embedded simulator, keeping its state in `state` when given.
async fn start(state: Option<PathBuf>) -> Result<(SimHandle, Control, DepositArrival), String> {
    let config = SimConfig {
        state_file: state,
        ..SimConfig::default()
    };
    let sim = payments_sim::spawn(config)
        .await
        .map_err(|e| format!("cannot start the simulator: {e}"))?;
    let control = Control::new(&sim.base_url, USER_AGENT).map_err(|e| e.to_string())?;
    let accounts = control.accounts().await.map_err(|e| e.to_string())?;
    let van = accounts
        .iter()
        .find(|a| a.id == "acc_demo_aus")
        .ok_or("no demo account")?;
    let parsed = |e: payments_types::FieldError| e.to_string();
    let arrival = DepositArrival::new(
        Bsb::parse(&van.bsb).map_err(parsed)?,
        AccountNo::parse(&van.account_no).map_err(parsed)?,
        Amount::new(Decimal::new(500, 2), CurrencyCode::AUD).map_err(parsed)?,
    );
    Ok((sim, control, arrival))
}

/// What one phase measured.
struct Phase {
    deposits: u64,
    failed: u64,
    elapsed: Duration,
    latencies: Vec<Duration>,
}

impl Phase {
    fn rate(&self) -> f64 {
        self.deposits as f64 / self.elapsed.as_secs_f64()
    }

    fn line(&mut self, name: &str) -> String {
        self.latencies.sort_unstable();
        let at = |p: f64| {
            crate::latency::percentile(&self.latencies, p).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
        };
        format!(
            "{name:<28} {:>8.0} deposits/s  ({} in {:.1} s, {} failed; p50 {:.2} ms, p99 {:.2} ms)",
            self.rate(),
            self.deposits,
            self.elapsed.as_secs_f64(),
            self.failed,
            at(0.5),
            at(0.99)
        )
    }
}

/// `concurrency` tasks post deposits until `run` has passed or `total` deposits exist.
async fn drive(
    control: &Control,
    arrival: &DepositArrival,
    concurrency: usize,
    run: Duration,
    total: Option<(u64, Arc<AtomicU64>)>,
) -> Phase {
    let started = Instant::now();
    let failed = Arc::new(AtomicU64::new(0));
    let tasks: Vec<_> = (0..concurrency)
        .map(|_| {
            let (control, arrival, failed) = (control.clone(), arrival.clone(), failed.clone());
            let total = total.clone();
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                loop {
                    let done = total
                        .as_ref()
                        .is_some_and(|(n, count)| count.load(Ordering::Relaxed) >= *n);
                    if done || (total.is_none() && started.elapsed() >= run) {
                        return latencies;
                    }
                    let call = Instant::now();
                    match control.deposit(&arrival).await {
                        Ok(_) => latencies.push(call.elapsed()),
                        Err(_) => {
                            failed.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    if let Some((_, count)) = &total {
                        count.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await.unwrap_or_default());
    }
    Phase {
        deposits: latencies.len() as u64,
        failed: failed.load(Ordering::Relaxed),
        elapsed: started.elapsed(),
        latencies,
    }
}

/// One phase against the embedded simulator (`state`: its database, when given).
async fn one(state: Option<PathBuf>, concurrency: usize, run: Duration) -> Result<String, String> {
    let (sim, control, arrival) = start(state).await?;
    let mut phase = drive(&control, &arrival, concurrency, run, None).await;
    drop(sim);
    let failed = phase.failed;
    let report = phase.line("deposit");
    if failed > 0 {
        return Err(format!("{report}\n{failed} deposits failed"));
    }
    Ok(format!("{report}\nconcurrency {concurrency}"))
}

/// Stops `sim` and waits (at most a minute) until its database is closed: the write-ahead log
/// is checkpointed into the file and removed when the last connection closes.
async fn stop(sim: SimHandle, db: &Path) -> Result<u64, String> {
    drop(sim);
    let log = PathBuf::from(format!("{}-wal", db.display()));
    for _ in 0..1200 {
        if !log.exists() {
            return std::fs::metadata(db)
                .map(|m| m.len())
                .map_err(|e| e.to_string());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Err(format!(
        "{} still open a minute after the simulator stopped",
        db.display()
    ))
}

async fn side_by_side(concurrency: usize, run: Duration, n: u64) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("payments-sim-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (empty_db, db) = (dir.join("new.sqlite"), dir.join("state.sqlite"));
    let (sim, _, _) = start(Some(empty_db.clone())).await?;
    let new_size = stop(sim, &empty_db).await?;

    let (sim, control, arrival) = start(None).await?;
    let mut memory = drive(&control, &arrival, concurrency, run, None).await;
    drop(sim);
    let (sim, control, arrival) = start(Some(db.clone())).await?;
    let mut empty = drive(&control, &arrival, concurrency, run, None).await;
    let count = Arc::new(AtomicU64::new(empty.deposits + empty.failed));
    eprintln!("load: filling the database to {n} deposits ...");
    let mut fill = drive(
        &control,
        &arrival,
        concurrency,
        run,
        Some((n, count.clone())),
    )
    .await;
    let before = empty.deposits + fill.deposits;
    let mut full = drive(&control, &arrival, concurrency, run, None).await;
    let stored = before + full.deposits;
    let size = stop(sim, &db).await?;

    let started = Instant::now();
    let (sim, _, _) = start(Some(db.clone())).await?;
    let start_time = started.elapsed();
    stop(sim, &db).await?;
    let _ = std::fs::remove_dir_all(&dir);
    let failed = memory.failed + empty.failed + fill.failed + full.failed;
    let per_deposit = (size.saturating_sub(new_size)) as f64 / stored as f64;
    let report = format!(
        "deposits through POST /sim/deposits, {concurrency} tasks, {} s a phase\n{}\n{}\n{}\n{}\n\
         ratio: empty database / in memory {:.2}; from {before} stored / empty {:.2}\n\
         database: {new_size} bytes new, {size} bytes with {stored} deposits: {per_deposit:.0} bytes a deposit\n\
         start with {stored} deposits stored: {:.2} s to serving\nfailed: {failed}",
        run.as_secs(),
        memory.line("in memory"),
        empty.line("--state, empty"),
        fill.line(&format!("--state, filling to {n}")),
        full.line(&format!("--state, from {before} stored")),
        empty.rate() / memory.rate(),
        full.rate() / empty.rate(),
        start_time.as_secs_f64(),
    );
    if failed > 0 {
        return Err(report);
    }
    Ok(report)
}
