//! Fault injection at run time: the plan of [`crate::config::faults`] with its RNG, request
//! index, counters and log ([`Faults`]), and what a fault does to a reply on the wire (a
//! drifted body, a truncated one, a connection broken mid-reply).
//!
//! **Determinism.** Every `POST /graphql` request that passes the firewall, the IP block and
//! the token's rate limit and is a JSON GraphQL request gets the next index (1, 2, ...) and
//! draws one number in `[0, 1)` per rule, in rule order, from one `StdRng` seeded with the
//! plan's seed, whether the rule applies to it or not. The first rule that applies and whose
//! number is below its probability fires. So the same seed and the same sequence of requests
//! give the same faults at the same indices.
//! Replacing or clearing the plan (and `POST /sim/reset`) restarts the indices and the RNG.

use std::collections::VecDeque;
use std::pin::Pin;
use std::sync::Mutex;
use std::task::{Context, Poll};

use async_graphql::parser::types::ExecutableDocument;
use async_graphql::{Name, Value as ConstValue};
use axum::body::Bytes;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::config::faults::{FaultKind, FaultPlan, UNDECLARED_ENUM_VALUE};
use crate::graphql::documents::selected;

/// Injected faults remembered in the log of [`Faults::report`].
pub const LOG_LIMIT: usize = 1000;

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

    let mut out = Vec::new();
    if let Some(op) = selected(doc, operation_name) {
        walk(doc, &op.selection_set.node, 0, &mut out);
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

/// Drifts a reply's `data` as `kind` says (the `drift_*` kinds; others leave it as it is): the
/// first object, depth first and keys in name order, that has the field gets its new value
/// or loses it; a reply without such a field is left as it is.
pub fn drift(kind: &FaultKind, data: &mut ConstValue) {
    // The key to change, and its new value (`None`: left out).
    let (key, value) = match kind {
        FaultKind::DriftEnum { field } => (field, Some(UNDECLARED_ENUM_VALUE.into())),
        FaultKind::DriftNull { field } => (field, Some(ConstValue::Null)),
        FaultKind::DriftMissing { field } => (field, None),
        FaultKind::DriftCode { code } => (&"code".to_owned(), Some(code.as_str().into())),
        _ => return,
    };
    let Some(path) = path_to(data, key) else {
        return;
    };
    let mut at = data;
    for step in path {
        at = match (at, step) {
            (ConstValue::Object(map), Ok(k)) => &mut map[&k],
            (ConstValue::List(items), Err(i)) => &mut items[i],
            _ => return,
        };
    }
    if let ConstValue::Object(map) = at {
        let key = Name::new(key);
        match value {
            Some(value) => map.insert(key, value),
            None => map.shift_remove(&key),
        };
    }
}

/// The path (keys, and list indices as `Err`) to the first object under `value` that has `key`.
fn path_to(value: &ConstValue, key: &str) -> Option<Vec<Result<Name, usize>>> {
    let inside = |step: Result<Name, usize>, v: &ConstValue| {
        let mut path = path_to(v, key)?;
        path.insert(0, step);
        Some(path)
    };
    match value {
        ConstValue::Object(map) if map.contains_key(key) => Some(Vec::new()),
        ConstValue::Object(map) => {
            let mut keys: Vec<&Name> = map.keys().collect();
            keys.sort();
            keys.into_iter()
                .find_map(|k| inside(Ok(k.clone()), &map[k]))
        }
        ConstValue::List(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| inside(Err(i), v)),
        _ => None,
    }
}
