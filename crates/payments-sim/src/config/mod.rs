//! Simulator configuration: clock, processing delays, fees, token lifetime, rate limits and
//! injected faults.

use rust_decimal::Decimal;
use time::OffsetDateTime;

pub mod faults;

use faults::FaultPlan;

/// Delays (simulated seconds) of the automatic processing steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Delays {
    /// `INITIATED` → `ACTIVE`/`UNAPPROVED` of a sub-client.
    pub sub_client_processing: i64,
    /// Each automatic step of a withdrawal (e.g. `INITIALISED` → `PENDING`).
    pub withdrawal_step: i64,
    /// `INITIATED` → `CLEARED` of a deposit (0: cleared in the same instant).
    pub deposit_clearing: i64,
    /// `REVIEWING` → `CLEARED` of a deposit flagged for review.
    pub deposit_review: i64,
    /// `REFUNDING` → `REFUNDED` of a deposit.
    pub deposit_refund: i64,
    /// Each step of a conversion or payment.
    pub fx_step: i64,
    /// Each step of an adverse media search.
    pub ams_step: i64,
}

impl Default for Delays {
    fn default() -> Self {
        Self {
            sub_client_processing: 5,
            withdrawal_step: 2,
            deposit_clearing: 0,
            deposit_review: 60,
            deposit_refund: 2,
            fx_step: 2,
            ams_step: 3,
        }
    }
}

/// Limits on what one `POST /graphql` may ask for (hostile or broken input). Every refusal
/// names its limit; none is ever an HTTP 5xx.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest request body in bytes (default 1 MiB); above it: HTTP 413, code `BAD_REQUEST`.
    pub max_body_bytes: usize,
    /// Deepest nesting of selection sets, list and object values and list types (default
    /// 64), read by apollo-parser before async-graphql parses (its parser recurses); above it:
    /// HTTP 400, code `BAD_REQUEST`.
    pub max_nesting: usize,
    /// Deepest selection, fragments expanded (default 32; async-graphql's `limit_depth` behind
    /// it); above it: HTTP 400, code `BAD_REQUEST`.
    pub max_depth: usize,
    /// Largest query complexity, every selected field counting 1 with fragments expanded
    /// (default 1000; async-graphql's `limit_complexity` behind it); above it: HTTP 400, code
    /// `BAD_REQUEST`.
    pub max_complexity: usize,
    /// Most directives on one field, spread or inline fragment (default 16); above it: HTTP
    /// 400, code `BAD_REQUEST`.
    pub max_directives: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_body_bytes: 1024 * 1024,
            max_nesting: 64,
            max_depth: 32,
            max_complexity: 1000,
            max_directives: 16,
        }
    }
}

/// When the caller's IP is blocked for a while (spec, errors: "Too many requests or abuse
/// detected: HTTP 429; the caller's IP can be temporarily blocked").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IpBlocking {
    /// This many HTTP 429 refusals to one IP address within [`IpBlocking::window_secs`] count
    /// as abuse and block it (0: never block).
    pub after_refusals: u32,
    /// The window, in simulated seconds.
    pub window_secs: i64,
    /// How long a block lasts, in simulated seconds: every request from the address is then
    /// answered HTTP 429 `IP_BLOCKED` with `retry-after`.
    pub block_secs: i64,
    /// The simulator stands behind a proxy: the caller's IP is the first address of
    /// `x-forwarded-for` (else, and by default, the connection's peer address).
    pub behind_proxy: bool,
}

impl Default for IpBlocking {
    fn default() -> Self {
        Self {
            after_refusals: 50,
            window_secs: 60,
            block_secs: 300,
            behind_proxy: false,
        }
    }
}

/// Default key of ad hoc deliveries' `service-signature`.
pub const DEFAULT_AD_HOC_SECRET: &str = "payments-sim-ad-hoc-secret";

/// Which face of the service the simulator shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Profile {
    /// The sandbox: the control API under `/sim/` and empty accounts (the default).
    #[default]
    Sandbox,
    /// As the service's UAT: no control API (every `/sim/` route is 404), the demo account
    /// already holding deposits (one under review) and a withdrawal held for an RFI.
    Uat,
}

/// Everything that can be tuned; [`Default`] is what `payments-sim` runs with.
#[derive(Clone)]
pub struct SimConfig {
    /// Simulated time at start; `None`: the real current time.
    pub start_time: Option<OffsetDateTime>,
    /// Simulated seconds per real second (0: the clock only moves through `/sim/clock/advance`).
    pub time_scale: f64,
    /// Access-token lifetime in seconds (the spec's 4 hours).
    pub token_lifetime_secs: i64,
    /// HMAC key for the JWTs; `None`: random per start.
    pub jwt_secret: Option<String>,
    /// Requests per simulated second allowed per token (`None`: unlimited).
    pub requests_per_second: Option<u32>,
    /// Minimum simulated seconds between two logins of one user (the spec: once per second).
    pub login_interval_secs: i64,
    /// Refuse a missing or generic `user-agent` with 403, as the service's firewall may.
    pub block_generic_user_agents: bool,
    /// Flat fee charged on every withdrawal, in the withdrawal's currency.
    pub withdrawal_fee: Decimal,
    /// AUD credited to every seeded account at start (booked as a statement row).
    pub opening_balance: Decimal,
    /// Processing delays.
    pub delays: Delays,
    /// Per-request timeout of a webhook delivery attempt, in real seconds (default 10).
    pub webhook_timeout_secs: u64,
    /// Key of the `service-signature` on ad hoc (`callbackUri`) deliveries (the spec does not
    /// show how the service signs those; see the README).
    pub webhook_ad_hoc_secret: String,
    /// Faults injected into `POST /graphql` replies (default: none); replaced at run time with
    /// `POST /sim/faults`, restored by `POST /sim/reset`. See [`FaultPlan`](crate::FaultPlan).
    pub faults: FaultPlan,
    /// Request limits (body size, nesting, depth, complexity, directives).
    pub limits: Limits,
    /// Temporary IP blocks after abuse, and where the caller's IP is read.
    pub ip_blocking: IpBlocking,
    /// Keep the state in this file (`--state FILE`): loaded at start, saved after every change
    /// that commits. `None`: in memory only.
    pub state_file: Option<std::path::PathBuf>,
    /// Sandbox (control API) or UAT (none, starting data).
    pub profile: Profile,
}

impl std::fmt::Debug for SimConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimConfig")
            .field("start_time", &self.start_time)
            .field("time_scale", &self.time_scale)
            .field("token_lifetime_secs", &self.token_lifetime_secs)
            .field(
                "jwt_secret",
                &self.jwt_secret.as_ref().map(|_| "<redacted>"),
            )
            .field("requests_per_second", &self.requests_per_second)
            .field("login_interval_secs", &self.login_interval_secs)
            .field("block_generic_user_agents", &self.block_generic_user_agents)
            .field("withdrawal_fee", &self.withdrawal_fee)
            .field("opening_balance", &self.opening_balance)
            .field("delays", &self.delays)
            .field("webhook_timeout_secs", &self.webhook_timeout_secs)
            .field("webhook_ad_hoc_secret", &"<redacted>")
            .field("faults", &self.faults)
            .field("limits", &self.limits)
            .field("ip_blocking", &self.ip_blocking)
            .field("state_file", &self.state_file)
            .field("profile", &self.profile)
            .finish()
    }
}

impl Default for SimConfig {
    fn default() -> Self {
        Self {
            start_time: None,
            time_scale: 1.0,
            token_lifetime_secs: 4 * 3600,
            jwt_secret: None,
            requests_per_second: None,
            login_interval_secs: 1,
            block_generic_user_agents: true,
            withdrawal_fee: Decimal::new(100, 2),
            opening_balance: Decimal::new(1_000_000, 2),
            delays: Delays::default(),
            webhook_timeout_secs: 10,
            webhook_ad_hoc_secret: DEFAULT_AD_HOC_SECRET.into(),
            faults: FaultPlan::none(),
            limits: Limits::default(),
            ip_blocking: IpBlocking::default(),
            state_file: None,
            profile: Profile::Sandbox,
        }
    }
}

/// Largest [`SimConfig::time_scale`]: a real day is then 27 simulated years, and the clock
/// stays far from the end of the calendar for as long as a simulator runs.
pub const MAX_TIME_SCALE: f64 = 10_000.0;

impl SimConfig {
    /// Checks every knob; the simulator refuses to start otherwise (`field: rule` message).
    /// A negative fee would pay the caller on every withdrawal, a time scale of NaN or
    /// infinity would stop the clock from telling time, and a zero rate limit or token
    /// lifetime would refuse every request: all are mistakes, never a useful setting.
    pub fn validate(&self) -> Result<(), String> {
        if let Some(start) = self.start_time
            && !(1900..9000).contains(&start.year())
        {
            return Err(format!(
                "start_time: {start} is not between the years 1900 and 9000"
            ));
        }
        let scale = self.time_scale;
        if !(scale.is_finite() && (0.0..=MAX_TIME_SCALE).contains(&scale)) {
            return Err(format!(
                "time_scale: {scale} is not a number in 0..={MAX_TIME_SCALE}"
            ));
        }
        if self.token_lifetime_secs < 1 {
            return Err("token_lifetime_secs: must be at least 1".into());
        }
        if self.requests_per_second == Some(0) {
            return Err(
                "requests_per_second: must be at least 1 (leave it unset for no limit)".into(),
            );
        }
        if self.login_interval_secs < 0 {
            return Err("login_interval_secs: must not be negative".into());
        }
        for (name, amount) in [
            ("withdrawal_fee", self.withdrawal_fee),
            ("opening_balance", self.opening_balance),
        ] {
            if amount < Decimal::ZERO || amount.normalize().scale() > 2 {
                return Err(format!(
                    "{name}: {amount} is not an amount of zero or more with at most 2 decimals"
                ));
            }
        }
        let d = &self.delays;
        for (name, secs) in [
            ("sub_client_processing", d.sub_client_processing),
            ("withdrawal_step", d.withdrawal_step),
            ("deposit_clearing", d.deposit_clearing),
            ("deposit_review", d.deposit_review),
            ("deposit_refund", d.deposit_refund),
            ("fx_step", d.fx_step),
            ("ams_step", d.ams_step),
        ] {
            if secs < 0 {
                return Err(format!("delays.{name}: must not be negative"));
            }
        }
        let l = &self.limits;
        for (name, value) in [
            ("max_body_bytes", l.max_body_bytes),
            ("max_nesting", l.max_nesting),
            ("max_depth", l.max_depth),
            ("max_complexity", l.max_complexity),
            ("max_directives", l.max_directives),
        ] {
            if value == 0 {
                return Err(format!("limits.{name}: must be at least 1"));
            }
        }
        self.faults.validate().map_err(|e| format!("faults.{e}"))
    }

    /// The configuration tests want: a frozen clock at a fixed instant (2026-07-01T00:00:00Z),
    /// so that only `/sim/clock/advance` moves time and every run is reproducible.
    pub fn for_tests() -> Self {
        Self {
            start_time: Some(time::macros::datetime!(2026-07-01 00:00:00 UTC)),
            time_scale: 0.0,
            ..Self::default()
        }
    }
}
