//! The fault plan, as configured (`--fault`, `SimConfig::faults`, `POST /sim/faults`): a seeded
//! list of rules that break some `POST /graphql` replies on purpose, so clients' retries,
//! idempotency and error handling can be tested against the failures a real network and
//! gateway produce. Plain data; `http/faults.rs` runs it.
//!
//! A [`FaultPlan`] is a seed and a list of [`FaultRule`]s `{operation, kind, probability}`.
//! `operation` is a root field name (`createWithdrawal`) or `*` (every root field except `login`
//! and introspection; `login` is faulted only by a rule that names it). Kinds ([`FaultKind`]):
//!
//! | kind | the operation | the client sees |
//! |---|---|---|
//! | `drop_after_commit` | runs, its change is committed | HTTP 200 headers and part of the body, then the connection breaks (a transport error) |
//! | `delay {ms}` | runs after `ms` real milliseconds (not at all if the client hangs up first) | the normal reply, late |
//! | `status {code}` | does not run | HTTP `code` (500–599), a GraphQL error `FAULT_INJECTED` |
//! | `rate_limit` | does not run | HTTP 429, `retry-after: 1`, a GraphQL error `RATE_LIMITED` |
//! | `malformed_json` | runs, its change is committed | HTTP 200, `content-type: application/json`, the first half of the reply (not JSON) |
//! | `drift_enum {field}` | runs, its change is committed | the reply with the first `field` under `data` set to `UNDECLARED_VALUE`, a value no enum declares |
//! | `drift_null {field}` | runs, its change is committed | the reply with the first `field` under `data` set to `null` |
//! | `drift_missing {field}` | runs, its change is committed | the reply with the first `field` under `data` left out |
//! | `drift_code {code}` | runs, its change is committed | the reply with the mutation reply's `code` set to `code` |
//!
//! The `drift_*` kinds stand for a service whose replies drifted from its schema and from the
//! contract snapshots (what `cargo xtask contracts --endpoint` must catch); "first" is depth
//! first, keys in name order, and a reply without such a field is left as it is.
//!

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// What a rule does to a request it fires on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FaultKind {
    /// The operation runs and is committed; then the connection breaks mid-reply.
    DropAfterCommit,
    /// The request waits `ms` real milliseconds before the operation runs.
    Delay {
        /// Milliseconds (at most [`MAX_DELAY_MS`]).
        ms: u64,
    },
    /// HTTP `code` (500–599) without running the operation.
    Status {
        /// The status code.
        code: u16,
    },
    /// HTTP 429 with `retry-after: 1` without running the operation.
    RateLimit,
    /// The operation runs and is committed; the reply is HTTP 200 with a body that is not JSON.
    MalformedJson,
    /// The reply's first `field` holds [`UNDECLARED_ENUM_VALUE`].
    DriftEnum {
        /// The response key to change (`status`).
        field: String,
    },
    /// The reply's first `field` is `null`.
    DriftNull {
        /// The response key to change.
        field: String,
    },
    /// The reply's first `field` is left out.
    DriftMissing {
        /// The response key to leave out.
        field: String,
    },
    /// The mutation reply's `code` is `code`.
    DriftCode {
        /// The code sent instead.
        code: String,
    },
}

/// The value [`FaultKind::DriftEnum`] writes: declared by no enum of the schema.
pub const UNDECLARED_ENUM_VALUE: &str = "UNDECLARED_VALUE";

impl FaultKind {
    /// The kind's name as written in rules (`drop_after_commit`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            Self::DropAfterCommit => "drop_after_commit",
            Self::Delay { .. } => "delay",
            Self::Status { .. } => "status",
            Self::RateLimit => "rate_limit",
            Self::MalformedJson => "malformed_json",
            Self::DriftEnum { .. } => "drift_enum",
            Self::DriftNull { .. } => "drift_null",
            Self::DriftMissing { .. } => "drift_missing",
            Self::DriftCode { .. } => "drift_code",
        }
    }
}

/// Longest `delay` a rule may ask for (one minute).
pub const MAX_DELAY_MS: u64 = 60_000;
/// Most rules in one plan.
pub const MAX_RULES: usize = 64;

/// One rule: on requests selecting `operation`, inject `kind` with `probability`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FaultRule {
    /// A root field name, or `*` for every root field except `login` (and introspection).
    pub operation: String,
    /// What to do (flattened in JSON: `"kind": "delay", "ms": 250`).
    #[serde(flatten)]
    pub kind: FaultKind,
    /// Chance in `0..=1` that the rule fires on a request it applies to.
    pub probability: f64,
}

impl FaultRule {
    /// A rule.
    pub fn new(operation: impl Into<String>, kind: FaultKind, probability: f64) -> Self {
        Self {
            operation: operation.into(),
            kind,
            probability,
        }
    }

    /// Parses the command line form `OPERATION:KIND[:ARG]:PROBABILITY`, e.g.
    /// `createWithdrawal:drop_after_commit:0.2`, `*:delay:250:0.1`, `balances:status:503:1`.
    pub fn parse_cli(spec: &str) -> Result<Self, String> {
        let parts: Vec<&str> = spec.split(':').collect();
        let (operation, kind, arg, probability) = match parts[..] {
            [op, kind, p] => (op, kind, None, p),
            [op, kind, arg, p] => (op, kind, Some(arg), p),
            _ => {
                return Err(format!(
                    "{spec:?}: expected OPERATION:KIND[:ARG]:PROBABILITY, e.g. createWithdrawal:drop_after_commit:0.2"
                ));
            }
        };
        let probability: f64 = probability
            .parse()
            .map_err(|_| format!("{spec:?}: PROBABILITY must be a number in 0..=1"))?;
        // The rule as the JSON form says it, read by the same reader.
        let mut rule = json!({"operation": operation, "kind": kind, "probability": probability});
        let (name, number) = match kind {
            "delay" => ("ms", true),
            "status" => ("code", true),
            "drift_code" => ("code", false),
            "drift_enum" | "drift_null" | "drift_missing" => ("field", false),
            _ if arg.is_some() => return Err(format!("{spec:?}: {kind} takes no argument")),
            _ => ("", false),
        };
        if !name.is_empty() {
            let arg = arg.filter(|a| !a.is_empty());
            let arg =
                arg.ok_or_else(|| format!("{spec:?}: {kind} needs {}", name.to_uppercase()))?;
            rule[name] = match number {
                true => arg
                    .parse::<u64>()
                    .map(Value::from)
                    .map_err(|_| format!("{spec:?}: {name} must be a whole number"))?,
                false => arg.into(),
            };
        }
        let rule: Self = serde_json::from_value(rule).map_err(|e| format!("{spec:?}: {e}"))?;
        rule.validate().map_err(|e| format!("{spec:?}: {e}"))?;
        Ok(rule)
    }

    /// Checks the rule: a known operation (or `*`), a probability in `0..=1`, a 5xx status, a
    /// delay of at most [`MAX_DELAY_MS`].
    pub fn validate(&self) -> Result<(), String> {
        if self.operation != "*"
            && crate::root_fields::RootField::parse(&self.operation, None).is_none()
        {
            return Err(format!(
                "operation: {:?} is not a root field of the schema (or \"*\")",
                self.operation
            ));
        }
        if !(self.probability.is_finite() && (0.0..=1.0).contains(&self.probability)) {
            return Err(format!(
                "probability: {} is not a number in 0..=1",
                self.probability
            ));
        }
        match self.kind {
            FaultKind::Status { code } if !(500..=599).contains(&code) => Err(format!(
                "code: {code} is not an HTTP 5xx status (500..=599)"
            )),
            FaultKind::Delay { ms } if ms > MAX_DELAY_MS => {
                Err(format!("ms: {ms} is above the limit of {MAX_DELAY_MS}"))
            }
            _ => Ok(()),
        }
    }

    /// Whether the rule applies to a request selecting `fields`; the field it applies through.
    pub fn applies<'a>(&self, fields: &'a [String]) -> Option<&'a str> {
        fields
            .iter()
            .find(|f| {
                if self.operation == "*" {
                    f.as_str() != "login" && !f.starts_with("__")
                } else {
                    **f == self.operation
                }
            })
            .map(String::as_str)
    }
}

/// The plan: a seed and rules. The default has no rules (no faults).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FaultPlan {
    /// Seed of the RNG that decides which requests are faulted.
    #[serde(default)]
    pub seed: u64,
    /// Rules, in the order they are tried.
    #[serde(default)]
    pub rules: Vec<FaultRule>,
}

impl FaultPlan {
    /// A plan without rules.
    pub fn none() -> Self {
        Self::default()
    }

    /// A plan with `seed` and no rules yet (add them with [`FaultPlan::rule`]).
    pub fn seeded(seed: u64) -> Self {
        Self {
            seed,
            rules: Vec::new(),
        }
    }

    /// Adds a rule.
    pub fn rule(mut self, operation: impl Into<String>, kind: FaultKind, probability: f64) -> Self {
        self.rules
            .push(FaultRule::new(operation, kind, probability));
        self
    }

    /// Whether the plan injects nothing.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// Checks every rule ([`FaultRule::validate`]) and the number of rules; the message names
    /// the rule (`rules[2].probability: ...`).
    pub fn validate(&self) -> Result<(), String> {
        if self.rules.len() > MAX_RULES {
            return Err(format!("rules: at most {MAX_RULES} rules"));
        }
        for (i, r) in self.rules.iter().enumerate() {
            r.validate().map_err(|e| format!("rules[{i}].{e}"))?;
        }
        Ok(())
    }

    /// Reads a plan from the control API's JSON (`{"seed":N,"rules":[...]}`) and validates it.
    pub fn from_json(v: &Value) -> Result<Self, String> {
        let plan: Self = serde_json::from_value(v.clone()).map_err(|e| e.to_string())?;
        plan.validate()?;
        Ok(plan)
    }
}
