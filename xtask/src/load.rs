//! `cargo xtask load [--operation balances|createWithdrawal|deposit] [--concurrency N]
//! [--seconds S] [--endpoint URL] [--state PATH] [--state-growth N]`: drives the simulator
//! (started in-process, default) or an endpoint through the real client with N concurrent
//! tasks for S seconds, and prints requests per second, p50/p95/p99 latency and errors. A
//! progress line goes to stderr every second.
//!
//! `deposit` posts deposits through the simulator's control API (`POST /sim/deposits`, what a
//! bank does); `--state PATH` keeps the embedded simulator's state in that database;
//! `--state-growth N` measures the `--state` database side by side ([`crate::load_deposits`]).
//!
//! `createWithdrawal` runs against the embedded simulator only (it moves money; the simulator
//! starts with a large opening balance so the run never runs dry). Figures are meaningful only
//! from a release build: `cargo run --release -p xtask -- load ...`.
//! Exit status: the `after_help` of [`Args`] (the end of `--help`).

use std::collections::BTreeMap;
use std::io::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use payments_client::types::withdrawals::CreateWithdrawalInput;
use payments_client::types::{Context, FromInput};
use payments_client::{Client, ClientBuilder, Error};
use payments_sim::SimConfig;
use rust_decimal::Decimal;

/// Longest run accepted.
const MAX_SECONDS: u64 = 600;
/// Most concurrent tasks accepted.
const MAX_CONCURRENCY: usize = 1024;
/// The user-agent of the load client.
const USER_AGENT: &str = concat!("payments-workspace-load/", env!("CARGO_PKG_VERSION"));

/// Command-line arguments of `load`.
#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 when every call succeeded, 1 when any failed, 2 on bad arguments or when the target cannot be reached."
)]
pub struct Args {
    /// The operation to repeat.
    #[arg(long, value_enum, default_value = "balances")]
    operation: Operation,
    /// Concurrent tasks sharing one client.
    #[arg(long, default_value_t = 32)]
    concurrency: usize,
    /// How long to run.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// A live endpoint instead of the embedded simulator (`balances` only), with
    /// PAYMENTS_EMAIL / PAYMENTS_PASSWORD / PAYMENTS_AFFILIATION.
    #[arg(long)]
    endpoint: Option<String>,
    /// The embedded simulator keeps its state in this database (`--state`).
    #[arg(long, value_name = "PATH")]
    state: Option<std::path::PathBuf>,
    /// With `deposit`: in one run, the rate in memory, with an empty database and with this
    /// many deposits stored, the database's growth per deposit and the start time with them.
    #[arg(long, value_name = "N")]
    state_growth: Option<u64>,
}

/// What each call does.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
#[value(rename_all = "camelCase")]
enum Operation {
    /// `balances` (a query).
    Balances,
    /// `createWithdrawal` of 1.00 AUD to an inline BSB recipient (a keyed mutation).
    CreateWithdrawal,
    /// `POST /sim/deposits` of 5.00 AUD to the demo account's VAN (the control API).
    Deposit,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    if args.concurrency == 0 || args.concurrency > MAX_CONCURRENCY {
        eprintln!("load: --concurrency must be 1 to {MAX_CONCURRENCY}");
        return 2;
    }
    if args.seconds == 0 || args.seconds > MAX_SECONDS {
        eprintln!("load: --seconds must be 1 to {MAX_SECONDS}");
        return 2;
    }
    if args.operation == Operation::Deposit || args.state_growth.is_some() {
        if args.endpoint.is_some() {
            eprintln!("load: deposits go to the embedded simulator's control API (no --endpoint)");
            return 2;
        }
        return crate::load_deposits::run(crate::load_deposits::Plan {
            state: args.state,
            state_growth: args.state_growth,
            concurrency: args.concurrency,
            seconds: args.seconds,
        });
    }
    if args.endpoint.is_some() && args.operation != Operation::Balances {
        eprintln!(
            "load: against a live endpoint only `balances` runs (createWithdrawal moves money)"
        );
        return 2;
    }
    let Some(runtime) = crate::runtime("load") else {
        return 2;
    };
    runtime.block_on(async {
        let (client, label, _simulator) = match target(&args).await {
            Ok(target) => target,
            Err(message) => {
                eprintln!("load: {message}");
                return 2;
            }
        };
        if let Err(e) = client.login().await {
            eprintln!("load: cannot log in at {label}: {e}");
            return 2;
        }
        let result = drive(&client, &args).await;
        let failed = !result.errors.is_empty();
        println!("{}", result.report(&args, &label));
        if failed { 1 } else { 0 }
    })
}

/// The client and a label; the simulator handle keeps it running for the run.
async fn target(args: &Args) -> Result<(Client, String, Option<payments_sim::SimHandle>), String> {
    let builder = |endpoint: &str| {
        ClientBuilder::new()
            .endpoint(endpoint)
            .user_agent(USER_AGENT)
    };
    match &args.endpoint {
        Some(endpoint) => {
            let client = ClientBuilder::from_env()
                .map_err(|e| e.to_string())?
                .endpoint(endpoint)
                .user_agent(USER_AGENT)
                .build()
                .map_err(|e| e.to_string())?;
            Ok((client, endpoint.clone(), None))
        }
        None => {
            let config = SimConfig {
                opening_balance: Decimal::from(1_000_000_000u64),
                state_file: args.state.clone(),
                ..SimConfig::default()
            };
            let simulator = payments_sim::spawn(config)
                .await
                .map_err(|e| format!("cannot start the simulator: {e}"))?;
            let client = builder(&simulator.url)
                .credentials("demo@payments.test", "demo-password")
                .build()
                .map_err(|e| e.to_string())?;
            let label = format!("embedded simulator ({})", simulator.url);
            Ok((client, label, Some(simulator)))
        }
    }
}

/// What a run measured.
struct Outcome {
    latencies: Vec<Duration>,
    errors: BTreeMap<String, u64>,
    elapsed: Duration,
}

/// N tasks call the operation until the deadline; latencies of successful calls are kept.
async fn drive(client: &Client, args: &Args) -> Outcome {
    let started = Instant::now();
    let deadline = started + Duration::from_secs(args.seconds);
    let done = Arc::new(AtomicU64::new(0));
    let progress = tokio::spawn(show_progress(done.clone(), started, deadline));
    let mut tasks = Vec::with_capacity(args.concurrency);
    for _ in 0..args.concurrency {
        let client = client.clone();
        let done = done.clone();
        let operation = args.operation;
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut errors: BTreeMap<String, u64> = BTreeMap::new();
            while Instant::now() < deadline {
                let call = Instant::now();
                match call_once(&client, operation).await {
                    Ok(()) => latencies.push(call.elapsed()),
                    Err(e) => *errors.entry(e.label().to_owned()).or_default() += 1,
                }
                done.fetch_add(1, Ordering::Relaxed);
            }
            (latencies, errors)
        }));
    }
    let mut outcome = Outcome {
        latencies: Vec::new(),
        errors: BTreeMap::new(),
        elapsed: Duration::ZERO,
    };
    for task in tasks {
        match task.await {
            Ok((latencies, errors)) => {
                outcome.latencies.extend(latencies);
                for (kind, n) in errors {
                    *outcome.errors.entry(kind).or_default() += n;
                }
            }
            Err(e) => {
                *outcome
                    .errors
                    .entry(format!("task failed: {e}"))
                    .or_default() += 1
            }
        }
    }
    outcome.elapsed = started.elapsed();
    progress.abort();
    eprintln!();
    outcome
}

async fn call_once(client: &Client, operation: Operation) -> Result<(), Error> {
    match operation {
        Operation::Balances => client.balances(None).await.map(drop),
        Operation::CreateWithdrawal => client.create_withdrawal(withdrawal()).await.map(drop),
        Operation::Deposit => unreachable!("deposits are driven by load_deposits"),
    }
}

/// 1.00 AUD to an inline BSB recipient; the client adds a fresh idempotency key per call.
fn withdrawal() -> CreateWithdrawalInput {
    let input = serde_json::json!({
        "amount": 1.00,
        "currency": "AUD",
        "externalReference": "load test",
        "recipient": {
            "firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
            "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678"
        }
    });
    match CreateWithdrawalInput::from_json(&input, &Context::today_utc()) {
        Ok(input) => input,
        // The literal above is valid; a failure here is a bug of this command.
        Err(e) => panic!("the load test's withdrawal is invalid: {e}"),
    }
}

/// Requests done and the rate so far, once a second, on one stderr line.
async fn show_progress(done: Arc<AtomicU64>, started: Instant, deadline: Instant) {
    let total = deadline.duration_since(started).as_secs();
    loop {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let elapsed = started.elapsed();
        let n = done.load(Ordering::Relaxed);
        let mut err = std::io::stderr().lock();
        let _ = write!(
            err,
            "\rload: {:>3}/{total} s  {n} requests  {:.0}/s   ",
            elapsed.as_secs().min(total),
            n as f64 / elapsed.as_secs_f64()
        );
        let _ = err.flush();
    }
}

impl Outcome {
    /// The result block.
    fn report(mut self, args: &Args, label: &str) -> String {
        self.latencies.sort_unstable();
        let ok = self.latencies.len() as u64;
        let failed: u64 = self.errors.values().sum();
        let seconds = self.elapsed.as_secs_f64();
        let percentile = |p: f64| -> String {
            crate::latency::percentile(&self.latencies, p).map_or("-".into(), |d| {
                format!("{:.2} ms", d.as_secs_f64() * 1000.0)
            })
        };
        let errors = if self.errors.is_empty() {
            "none".to_owned()
        } else {
            self.errors
                .iter()
                .map(|(kind, n)| format!("{kind} × {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "load against {label}\n\
             operation:    {}\n\
             concurrency:  {}\n\
             duration:     {seconds:.1} s\n\
             requests:     {} ({ok} ok, {failed} failed)\n\
             throughput:   {:.0} requests/s\n\
             latency:      p50 {}  p95 {}  p99 {}\n\
             errors:       {errors}",
            match args.operation {
                Operation::Balances => "balances",
                Operation::CreateWithdrawal => "createWithdrawal",
                Operation::Deposit => "deposit",
            },
            args.concurrency,
            ok + failed,
            ok as f64 / seconds,
            percentile(0.50),
            percentile(0.95),
            percentile(0.99),
        )
    }
}
