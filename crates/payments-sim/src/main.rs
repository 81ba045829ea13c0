//! `payments-sim`: serves the simulator on `--addr` (default 127.0.0.1:4000).

use std::io::Write;

use clap::Parser;
use payments_sim::{Delays, FaultPlan, FaultRule, IpBlocking, Limits, Profile, SimConfig};
use rust_decimal::Decimal;

/// Stateful simulator of the Payments Service (UAT behaviour) on the vendored schema.
#[derive(Parser, Debug)]
#[command(name = "payments-sim", version)]
struct Args {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:4000")]
    addr: String,
    /// Simulated seconds per real second (0 freezes the clock; move it with /sim/clock/advance).
    #[arg(long, default_value_t = 1.0)]
    time_scale: f64,
    /// Access-token lifetime in seconds.
    #[arg(long, default_value_t = 4 * 3600)]
    token_lifetime: i64,
    /// Requests per second allowed per token (429 above it); unlimited when omitted.
    #[arg(long)]
    rate_limit: Option<u32>,
    /// Seconds between two logins of one user.
    #[arg(long, default_value_t = 1)]
    login_interval: i64,
    /// Accept generic or missing user-agents (the firewall blocks them by default).
    #[arg(long)]
    allow_generic_user_agents: bool,
    /// Flat withdrawal fee.
    #[arg(long, default_value = "1.00")]
    withdrawal_fee: Decimal,
    /// Seconds between automatic withdrawal steps.
    #[arg(long, default_value_t = 2)]
    withdrawal_step: i64,
    /// Seconds until a new sub-client is processed.
    #[arg(long, default_value_t = 5)]
    sub_client_processing: i64,
    /// Inject a fault (repeatable; rules are tried in order): OPERATION is a root field or `*`
    /// (all but login), KIND one of drop_after_commit, delay:MS, status:CODE (5xx), rate_limit,
    /// malformed_json, or a drifted reply: drift_enum:FIELD, drift_null:FIELD,
    /// drift_missing:FIELD, drift_code:CODE; e.g. `createWithdrawal:drop_after_commit:0.2`,
    /// `*:delay:250:0.1`, `withdrawal:drift_enum:status:1`.
    #[arg(long = "fault", value_name = "OPERATION:KIND[:ARG]:PROBABILITY", value_parser = FaultRule::parse_cli)]
    faults: Vec<FaultRule>,
    /// Seed of the fault RNG (same seed + same requests = same faults).
    #[arg(long, default_value_t = 0)]
    fault_seed: u64,
    /// Largest `POST /graphql` body in bytes (HTTP 413 above it).
    #[arg(long, default_value_t = Limits::default().max_body_bytes)]
    max_body_bytes: usize,
    /// Deepest nesting of selections, lists and input objects in a query, checked before parsing
    /// (HTTP 400 above it).
    #[arg(long, default_value_t = Limits::default().max_nesting)]
    max_nesting: usize,
    /// Deepest field selection of a query, fragments expanded (HTTP 400 above it).
    #[arg(long, default_value_t = Limits::default().max_depth)]
    max_depth: usize,
    /// Largest query complexity, every selected field counting 1, fragments expanded (HTTP 400
    /// above it).
    #[arg(long, default_value_t = Limits::default().max_complexity)]
    max_complexity: usize,
    /// Most directives on one field or fragment (HTTP 400 above it).
    #[arg(long, default_value_t = Limits::default().max_directives)]
    max_directives: usize,
    /// HTTP 429 refusals to one IP address within 60 simulated seconds that block it for a
    /// while (0: never block).
    #[arg(long, default_value_t = IpBlocking::default().after_refusals)]
    ip_block_after: u32,
    /// Simulated seconds an IP address stays blocked.
    #[arg(long, default_value_t = IpBlocking::default().block_secs)]
    ip_block_secs: i64,
    /// The simulator stands behind a proxy: read the caller's IP address from the first entry
    /// of `x-forwarded-for` (otherwise the connection's peer address is used).
    #[arg(long)]
    behind_proxy: bool,
    /// Keep the sandbox in the SQLite database PATH: read at start (created when missing),
    /// each change committed before it is answered. A file that is not ours, is damaged or is
    /// of a newer version is refused and left untouched; an older one is migrated; a JSON state
    /// file of an older payments-sim is imported once into PATH.sqlite beside it.
    #[arg(long, value_name = "PATH")]
    state: Option<std::path::PathBuf>,
    /// `sandbox`: the control API under /sim/; `uat`: as the service's UAT, no control API and
    /// the demo account already holding deposits and a withdrawal held for an RFI.
    #[arg(long, value_enum, default_value = "sandbox")]
    profile: ProfileArg,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum ProfileArg {
    Sandbox,
    Uat,
}

#[tokio::main]
async fn main() {
    let a = Args::parse();
    let config = SimConfig {
        time_scale: a.time_scale,
        token_lifetime_secs: a.token_lifetime,
        requests_per_second: a.rate_limit,
        login_interval_secs: a.login_interval,
        block_generic_user_agents: !a.allow_generic_user_agents,
        withdrawal_fee: a.withdrawal_fee,
        delays: Delays {
            withdrawal_step: a.withdrawal_step,
            sub_client_processing: a.sub_client_processing,
            ..Delays::default()
        },
        faults: FaultPlan {
            seed: a.fault_seed,
            rules: a.faults,
        },
        limits: Limits {
            max_body_bytes: a.max_body_bytes,
            max_nesting: a.max_nesting,
            max_depth: a.max_depth,
            max_complexity: a.max_complexity,
            max_directives: a.max_directives,
        },
        state_file: a.state.clone(),
        ip_blocking: IpBlocking {
            after_refusals: a.ip_block_after,
            block_secs: a.ip_block_secs,
            behind_proxy: a.behind_proxy,
            ..IpBlocking::default()
        },
        profile: match a.profile {
            ProfileArg::Sandbox => Profile::Sandbox,
            ProfileArg::Uat => Profile::Uat,
        },
        ..SimConfig::default()
    };
    let uat = config.profile == Profile::Uat;
    let state = match &config.state_file {
        Some(path) => format!("state kept in {}\n", path.display()),
        None => String::new(),
    };
    let faults = config.faults.clone();
    let result = payments_sim::serve(&a.addr, config, |addr| {
        // The banner is for people; a closed stdout (`| head`) must not stop the server.
        let control = if uat {
            "UAT profile: no control API".to_string()
        } else {
            format!("control API under http://{addr}/sim/")
        };
        let mut banner = format!(
            "payments-sim listening on http://{addr}/graphql ({control})\n\
             portal at http://{addr}/portal, schema explorer at http://{addr}/explorer\n{state}\
             seeded logins:\n  \
             demo@payments.test / demo-password   (affiliation SVC_AUS)\n  \
             multi@payments.test / multi-password (affiliations SVC_AUS and SVC_LUX)\n"
        );
        if !faults.is_empty() {
            banner.push_str(&format!("fault injection (seed {}):\n", faults.seed));
            for r in &faults.rules {
                let rule = serde_json::to_string(r).unwrap_or_default();
                banner.push_str(&format!("  {rule}\n"));
            }
        }
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(banner.as_bytes()).and_then(|()| out.flush());
    })
    .await;
    if let Err(e) = result {
        eprintln!("payments-sim: {e}");
        std::process::exit(1);
    }
}
