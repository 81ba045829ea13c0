//! Fault injection: a seeded plan of rules that break some `POST /graphql` replies on purpose,
//! so clients' retries, idempotency and error handling can be tested against the failures a
//! real network and gateway produce.
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
//! **Determinism.** Every `POST /graphql` request that passes the firewall and is a JSON
//! GraphQL request gets the next index (1, 2, ...) and draws one number in `[0, 1)` per rule,
//! in rule order, from one `StdRng` seeded with the plan's seed, whether the rule applies to it
//! or not. The first rule that applies and whose number is below its probability fires. So the
//! same seed and the same sequence of requests give the same faults at the same indices.
//! Replacing or clearing the plan (and `POST /sim/reset`) restarts the indices and the RNG.

use std::collections::VecDeque;
use std::pin::Pin;
use std::sync::Mutex;
use std::task::{Context, Poll};

use async_graphql::parser::types::ExecutableDocument;
use axum::body::Bytes;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
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

    /// The reply body as this fault sends it: drifted for the `drift_*` kinds, else unchanged
    /// (a body that is not a JSON object, or has no such field, is sent as it is).
    pub fn drifted(&self, body: Vec<u8>) -> Vec<u8> {
        // The key to change, and its new value (`None`: left out).
        let (key, value) = match self {
            Self::DriftEnum { field } => (field.as_str(), Some(json!(UNDECLARED_ENUM_VALUE))),
            Self::DriftNull { field } => (field.as_str(), Some(Value::Null)),
            Self::DriftMissing { field } => (field.as_str(), None),
            Self::DriftCode { code } => ("code", Some(json!(code))),
            _ => return body,
        };
        let Ok(mut reply) = serde_json::from_slice::<Value>(&body) else {
            return body;
        };
        let Some(object) = reply
            .get_mut("data")
            .and_then(|data| first_object_with(data, key))
        else {
            return body;
        };
        match value {
            Some(value) => object.insert(key.to_owned(), value),
            None => object.remove(key),
        };
        serde_json::to_vec(&reply).unwrap_or(body)
    }
}

/// The first object under `value` (depth first) that has `key`.
fn first_object_with<'a>(
    value: &'a mut Value,
    key: &str,
) -> Option<&'a mut serde_json::Map<String, Value>> {
    /// The JSON pointer of that object.
    fn find(value: &Value, key: &str, at: String) -> Option<String> {
        match value {
            Value::Object(map) if map.contains_key(key) => Some(at),
            Value::Object(map) => map.iter().find_map(|(k, v)| {
                find(
                    v,
                    key,
                    format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                )
            }),
            Value::Array(items) => items
                .iter()
                .enumerate()
                .find_map(|(i, v)| find(v, key, format!("{at}/{i}"))),
            _ => None,
        }
    }
    let pointer = find(value, key, String::new())?;
    value.pointer_mut(&pointer)?.as_object_mut()
}

/// Longest `delay` a rule may ask for (one minute).
pub const MAX_DELAY_MS: u64 = 60_000;
/// Most rules in one plan.
pub const MAX_RULES: usize = 64;
/// Injected faults remembered in the log of [`Faults::report`].
pub const LOG_LIMIT: usize = 1000;

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
        let (operation, kind, arg, probability) = match parts.as_slice() {
            [op, kind, p] => (*op, *kind, None, *p),
            [op, kind, arg, p] => (*op, *kind, Some(*arg), *p),
            _ => {
                return Err(format!(
                    "{spec:?}: expected OPERATION:KIND[:ARG]:PROBABILITY, e.g. createWithdrawal:drop_after_commit:0.2"
                ));
            }
        };
        let number = |what: &str, a: Option<&str>| -> Result<u64, String> {
            a.ok_or_else(|| format!("{spec:?}: {kind} needs {what}, e.g. {kind}:{what}"))?
                .parse::<u64>()
                .map_err(|_| format!("{spec:?}: {what} must be a whole number"))
        };
        let kind = match kind {
            "delay" => FaultKind::Delay {
                ms: number("MS", arg)?,
            },
            "status" => FaultKind::Status {
                code: u16::try_from(number("CODE", arg)?)
                    .map_err(|_| format!("{spec:?}: CODE must be 500..=599"))?,
            },
            "drop_after_commit" | "rate_limit" | "malformed_json" if arg.is_some() => {
                return Err(format!("{spec:?}: {kind} takes no argument"));
            }
            "drift_enum" | "drift_null" | "drift_missing" | "drift_code" => {
                let what = if kind == "drift_code" {
                    "CODE"
                } else {
                    "FIELD"
                };
                let arg = arg
                    .filter(|a| !a.is_empty())
                    .ok_or_else(|| {
                        format!(
                            "{spec:?}: {kind} needs {what}, e.g. {kind}:{}:1",
                            if what == "CODE" { "SUCCESS" } else { "status" }
                        )
                    })?
                    .to_owned();
                match kind {
                    "drift_enum" => FaultKind::DriftEnum { field: arg },
                    "drift_null" => FaultKind::DriftNull { field: arg },
                    "drift_missing" => FaultKind::DriftMissing { field: arg },
                    _ => FaultKind::DriftCode { code: arg },
                }
            }
            "drop_after_commit" => FaultKind::DropAfterCommit,
            "rate_limit" => FaultKind::RateLimit,
            "malformed_json" => FaultKind::MalformedJson,
            other => {
                return Err(format!(
                    "{spec:?}: unknown kind {other:?} (drop_after_commit, delay, status, rate_limit, malformed_json, drift_enum, drift_null, drift_missing, drift_code)"
                ));
            }
        };
        let probability = probability
            .parse::<f64>()
            .map_err(|_| format!("{spec:?}: PROBABILITY must be a number in 0..=1"))?;
        let rule = Self::new(operation, kind, probability);
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
    fn applies<'a>(&self, fields: &'a [String]) -> Option<&'a str> {
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

/// One injected fault, as the log shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Injected {
    /// Index of the request (1 = the first since the plan was set).
    pub request: u64,
    /// The root field the rule applied through.
    pub operation: String,
    /// Index of the rule in the plan.
    pub rule: usize,
    /// What was injected.
    pub kind: FaultKind,
}

struct State {
    plan: FaultPlan,
    rng: StdRng,
    requests: u64,
    counts: Vec<u64>,
    log: VecDeque<Injected>,
}

impl State {
    fn new(plan: FaultPlan) -> Self {
        Self {
            rng: StdRng::seed_from_u64(plan.seed),
            requests: 0,
            counts: vec![0; plan.rules.len()],
            log: VecDeque::new(),
            plan,
        }
    }
}

/// The running plan, its RNG, request index and counters (shared by the server's handlers).
pub struct Faults {
    state: Mutex<State>,
}

impl std::fmt::Debug for Faults {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let g = self.lock();
        f.debug_struct("Faults")
            .field("plan", &g.plan)
            .field("requests", &g.requests)
            .field("counts", &g.counts)
            .finish_non_exhaustive()
    }
}

impl Faults {
    /// Starts `plan` (which should be valid, see [`FaultPlan::validate`]).
    pub fn new(plan: FaultPlan) -> Self {
        Self {
            state: Mutex::new(State::new(plan)),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Replaces the plan; indices, RNG, counters and log start over.
    pub fn replace(&self, plan: FaultPlan) {
        *self.lock() = State::new(plan);
    }

    /// The plan running now.
    pub fn plan(&self) -> FaultPlan {
        self.lock().plan.clone()
    }

    /// Faults injected so far, per rule (same order as the plan's rules).
    pub fn counts(&self) -> Vec<u64> {
        self.lock().counts.clone()
    }

    /// The injected faults remembered (the last [`LOG_LIMIT`]), oldest first.
    pub fn log(&self) -> Vec<Injected> {
        self.lock().log.iter().cloned().collect()
    }

    /// Decides the fault of the next request, which selects the operation `operation_name` of
    /// `doc` (`None` when the document does not parse: it selects no root field). Without
    /// rules this does nothing (no index is used up).
    pub fn decide(
        &self,
        doc: Option<&ExecutableDocument>,
        operation_name: Option<&str>,
    ) -> Option<FaultKind> {
        if self.lock().plan.is_empty() {
            return None;
        }
        let fields = doc
            .map(|doc| root_fields(doc, operation_name))
            .unwrap_or_default();
        let mut g = self.lock();
        let st = &mut *g;
        st.requests += 1;
        let mut hit = None;
        for (i, rule) in st.plan.rules.iter().enumerate() {
            let draw: f64 = st.rng.random();
            if hit.is_none()
                && draw < rule.probability
                && let Some(field) = rule.applies(&fields)
            {
                hit = Some((i, field.to_owned(), rule.kind.clone()));
            }
        }
        let (i, operation, kind) = hit?;
        if let Some(c) = st.counts.get_mut(i) {
            *c += 1;
        }
        if st.log.len() >= LOG_LIMIT {
            st.log.pop_front();
        }
        st.log.push_back(Injected {
            request: st.requests,
            operation,
            rule: i,
            kind: kind.clone(),
        });
        Some(kind)
    }

    /// `GET /sim/faults`: `{"seed", "rules":[{..rule, "injected": n}], "requests", "injected",
    /// "log":[{"request","operation","rule","kind"}]}`.
    pub fn report(&self) -> Value {
        let g = self.lock();
        let rules: Vec<Value> = g
            .plan
            .rules
            .iter()
            .zip(&g.counts)
            .map(|(r, n)| {
                let mut v = serde_json::to_value(r).unwrap_or(Value::Null);
                if let Value::Object(m) = &mut v {
                    m.insert("injected".into(), json!(n));
                }
                v
            })
            .collect();
        let log: Vec<Value> = g
            .log
            .iter()
            .map(|e| {
                json!({"request": e.request, "operation": e.operation, "rule": e.rule, "kind": e.kind.name()})
            })
            .collect();
        json!({
            "seed": g.plan.seed,
            "rules": rules,
            "requests": g.requests,
            "injected": g.counts.iter().sum::<u64>(),
            "log": log,
        })
    }
}

/// The root field names (not aliases) a GraphQL request selects: those of the operation named
/// `operation_name`, or of the only operation; fragments are followed (a few levels deep).
/// Empty when the document names no such operation.
pub fn root_fields(doc: &ExecutableDocument, operation_name: Option<&str>) -> Vec<String> {
    use async_graphql::parser::types::{Selection, SelectionSet};

    fn walk(doc: &ExecutableDocument, set: &SelectionSet, depth: u8, out: &mut Vec<String>) {
        if depth > 8 {
            return;
        }
        for sel in &set.items {
            match &sel.node {
                Selection::Field(f) => {
                    let name = f.node.name.node.to_string();
                    if !out.contains(&name) {
                        out.push(name);
                    }
                }
                Selection::InlineFragment(i) => {
                    walk(doc, &i.node.selection_set.node, depth + 1, out)
                }
                Selection::FragmentSpread(s) => {
                    if let Some(def) = doc.fragments.get(&s.node.fragment_name.node) {
                        walk(doc, &def.node.selection_set.node, depth + 1, out);
                    }
                }
            }
        }
    }

    let op = doc
        .operations
        .iter()
        .find(|(name, _)| match operation_name {
            Some(wanted) => name.is_some_and(|n| n.as_str() == wanted),
            None => true,
        })
        .map(|(_, op)| op);
    let mut out = Vec::new();
    if let Some(op) = op {
        walk(doc, &op.node.selection_set.node, 0, &mut out);
    }
    out
}

/// A reply body that sends `first`, lets the server flush it (with the headers), and then
/// fails, so the server breaks the connection in the middle of the reply
/// (`drop_after_commit`).
pub(crate) struct BrokenBody {
    first: Option<Bytes>,
    yielded: bool,
}

impl BrokenBody {
    pub(crate) fn new(first: Bytes) -> Self {
        Self {
            first: Some(first),
            yielded: false,
        }
    }
}

impl http_body::Body for BrokenBody {
    type Data = Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, std::io::Error>>> {
        if let Some(b) = self.first.take() {
            return Poll::Ready(Some(Ok(http_body::Frame::data(b))));
        }
        if !self.yielded {
            // Pending once: the connection writes out what it holds before the error comes.
            self.yielded = true;
            cx.waker().wake_by_ref();
            return Poll::Pending;
        }
        Poll::Ready(Some(Err(std::io::Error::new(
            std::io::ErrorKind::ConnectionAborted,
            "fault injected: connection dropped after commit",
        ))))
    }
}

/// The first half of `body` (at least one byte when `body` has any): a proper prefix of a JSON
/// object, so never JSON itself.
pub(crate) fn truncated(body: &[u8]) -> Bytes {
    let n = (body.len() / 2).max(1).min(body.len());
    Bytes::copy_from_slice(&body[..n])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cli_rules_parse() {
        assert_eq!(
            FaultRule::parse_cli("createWithdrawal:drop_after_commit:0.2"),
            Ok(FaultRule::new(
                "createWithdrawal",
                FaultKind::DropAfterCommit,
                0.2
            ))
        );
        assert_eq!(
            FaultRule::parse_cli("*:delay:250:0.5"),
            Ok(FaultRule::new("*", FaultKind::Delay { ms: 250 }, 0.5))
        );
        assert_eq!(
            FaultRule::parse_cli("balances:status:503:1"),
            Ok(FaultRule::new(
                "balances",
                FaultKind::Status { code: 503 },
                1.0
            ))
        );
        assert_eq!(
            FaultRule::parse_cli("login:rate_limit:0"),
            Ok(FaultRule::new("login", FaultKind::RateLimit, 0.0))
        );
        for bad in [
            "createWithdrawal:drop_after_commit",
            "createWithdrawal:explode:0.1",
            "createWithdrawal:status:404:0.1",
            "createWithdrawal:status:0.1",
            "createWithdrawal:rate_limit:3:0.1",
            "createWithdrawal:malformed_json:1.5",
            "createWithdrawl:malformed_json:0.5",
            "*:delay:600000:0.5",
            "a:b:c:d:e",
        ] {
            assert!(
                FaultRule::parse_cli(bad).is_err(),
                "{bad} should be refused"
            );
        }
    }

    #[test]
    fn drift_kinds_parse_and_change_only_their_field() {
        assert_eq!(
            FaultRule::parse_cli("withdrawal:drift_enum:status:1"),
            Ok(FaultRule::new(
                "withdrawal",
                FaultKind::DriftEnum {
                    field: "status".into()
                },
                1.0
            ))
        );
        assert_eq!(
            FaultPlan::from_json(&json!({"rules": [
                {"operation": "createSubClient", "kind": "drift_code", "code": "SUCCESS", "probability": 1}
            ]})),
            Ok(FaultPlan::seeded(0).rule(
                "createSubClient",
                FaultKind::DriftCode {
                    code: "SUCCESS".into()
                },
                1.0
            ))
        );
        for bad in ["withdrawal:drift_null:1", "withdrawal:drift_missing::1"] {
            assert!(
                FaultRule::parse_cli(bad).is_err(),
                "{bad} should be refused"
            );
        }
        let body = json!({"data": {"withdrawals": [
            {"id": "w1", "status": "PENDING", "recipient": {"currency": "AUD"}},
            {"id": "w2", "status": "PENDING"}
        ]}});
        let drift = |kind: FaultKind| -> Value {
            serde_json::from_slice(&kind.drifted(serde_json::to_vec(&body).unwrap())).unwrap()
        };
        let field = |name: &str| name.to_owned();
        let enum_ = drift(FaultKind::DriftEnum {
            field: field("status"),
        });
        assert_eq!(
            enum_["data"]["withdrawals"][0]["status"],
            UNDECLARED_ENUM_VALUE
        );
        assert_eq!(enum_["data"]["withdrawals"][1]["status"], "PENDING");
        let null = drift(FaultKind::DriftNull {
            field: field("currency"),
        });
        assert_eq!(
            null["data"]["withdrawals"][0]["recipient"],
            json!({"currency": null})
        );
        let missing = drift(FaultKind::DriftMissing { field: field("id") });
        assert_eq!(
            missing["data"]["withdrawals"][0],
            json!({"status": "PENDING", "recipient": {"currency": "AUD"}})
        );
        // A reply without the field is sent as it is.
        assert_eq!(
            drift(FaultKind::DriftCode {
                code: "SUCCESS".into()
            }),
            body
        );
        let reply =
            json!({"data": {"createSubClient": {"success": true, "code": "SUBCLIENT_CREATED"}}});
        let coded = FaultKind::DriftCode {
            code: "SUCCESS".into(),
        }
        .drifted(serde_json::to_vec(&reply).unwrap());
        assert_eq!(
            serde_json::from_slice::<Value>(&coded).unwrap()["data"]["createSubClient"]["code"],
            "SUCCESS"
        );
    }

    #[test]
    fn json_rules_are_flat_and_round_trip() {
        let v = json!({"seed": 7, "rules": [
            {"operation": "*", "kind": "delay", "ms": 5, "probability": 0.5},
            {"operation": "createWithdrawal", "kind": "drop_after_commit", "probability": 1}
        ]});
        let plan = FaultPlan::from_json(&v).expect("valid");
        assert_eq!(
            plan,
            FaultPlan::seeded(7)
                .rule("*", FaultKind::Delay { ms: 5 }, 0.5)
                .rule("createWithdrawal", FaultKind::DropAfterCommit, 1.0)
        );
        assert_eq!(serde_json::to_value(&plan).unwrap()["rules"][0]["ms"], 5);
        let err = FaultPlan::from_json(
            &json!({"rules": [{"operation": "balances", "kind": "status", "code": 404, "probability": 1}]}),
        )
        .unwrap_err();
        assert!(err.starts_with("rules[0].code"), "{err}");
    }

    #[test]
    fn root_fields_follow_the_selected_operation_and_fragments() {
        assert_eq!(
            root_fields(&parsed("{ balances { currency } }"), None),
            ["balances"]
        );
        let doc = parsed(
            "query A { x: balances { currency } } mutation B { ...F } fragment F on Mutation { logout { success } ... on Mutation { createWithdrawal(input: {}) { success } } }",
        );
        assert_eq!(root_fields(&doc, Some("A")), ["balances"]);
        assert_eq!(root_fields(&doc, Some("B")), ["logout", "createWithdrawal"]);
        assert!(root_fields(&doc, Some("C")).is_empty());
        // A document that does not parse selects nothing, so not even `*` faults it.
        assert!(async_graphql::parser::parse_query("not graphql {").is_err());
        let every = Faults::new(FaultPlan::seeded(1).rule("*", FaultKind::RateLimit, 1.0));
        assert_eq!(every.decide(None, None), None);
    }

    fn parsed(query: &str) -> ExecutableDocument {
        async_graphql::parser::parse_query(query).expect("a valid document")
    }

    #[test]
    fn wildcard_skips_login_and_introspection() {
        let r = FaultRule::new("*", FaultKind::RateLimit, 1.0);
        assert_eq!(r.applies(&["login".into()]), None);
        assert_eq!(r.applies(&["__schema".into()]), None);
        assert_eq!(
            r.applies(&["login".into(), "balances".into()]),
            Some("balances")
        );
        let named = FaultRule::new("login", FaultKind::RateLimit, 1.0);
        assert_eq!(named.applies(&["login".into()]), Some("login"));
    }

    #[test]
    fn decisions_depend_only_on_seed_and_request_sequence() {
        let plan = FaultPlan::seeded(42).rule("balances", FaultKind::Status { code: 503 }, 0.3);
        let q = parsed("{ balances { currency } }");
        let run = |plan: &FaultPlan| {
            let f = Faults::new(plan.clone());
            (0..200)
                .map(|_| f.decide(Some(&q), None).is_some())
                .collect::<Vec<_>>()
        };
        let a = run(&plan);
        assert_eq!(a, run(&plan));
        let hits = a.iter().filter(|x| **x).count();
        assert!((30..=90).contains(&hits), "{hits} of 200 at p = 0.3");
        let mut other = plan.clone();
        other.seed = 43;
        assert_ne!(a, run(&other));
    }
}
