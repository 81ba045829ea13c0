//! Drift against the snapshots: in `--endpoint` mode each reply is reduced to its shape and
//! compared with the shapes the snapshots show.
//!
//! A reply's shape is, for every JSON path (list indices left out), the kind of value there:
//! null, a boolean, a number, an object, a list, a string, or, where the value's meaning is
//! its text, the value itself: enum values, reply codes (`code`) and error codes
//! (`extensions.code`). Ids, times and tokens are redacted first, as in the snapshots, so they
//! show as `[id]`, `[timestamp]`, `[token]`. The snapshots' shapes are the union over every
//! snapshot of the operation (a live run's replies come in other numbers and orders than the
//! simulator's), so drift is what the live service sends that no snapshot ever showed:
//! "`clearedAt` is null live where the snapshots have `[timestamp]`".
//!
//! The elements of a list the root field returns (`withdrawals`, `subClients`, ...) are the
//! account's records, whoever made them: earlier runs, the portal, other teams. Each value
//! inside one is judged by its schema coordinate against every snapshot of every operation
//! (`Recipient.iban` is a string in `createWithdrawal`'s snapshots, so an IBAN recipient among
//! the withdrawals listed is no drift). Every other value is judged by its path against the
//! snapshots of its own operation.
//!
//! A reply code (`data.<field>.code`) no snapshot of the operation shows fails the run:
//! clients branch on codes. Every other drift is reported, and fails with `--strict`.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::conformance::Checker;
use crate::recorder::Recorded;
use crate::snapshot;

mod leaves;

use leaves::{Kind, Leaf, leaves};

/// One place where a live reply shows what no snapshot of its operation shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drift {
    /// The operation's root field.
    pub operation: String,
    /// The JSON path in the reply (`data.withdrawal.status`).
    pub path: String,
    /// The schema coordinate (`Withdrawal.status`), or the path for `errors`.
    pub coordinate: String,
    /// What differs.
    pub message: String,
    /// Whether it fails the run without `--strict` (a reply code).
    pub fails: bool,
}

impl std::fmt::Display for Drift {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {}: {} at {}",
            self.operation, self.coordinate, self.message, self.path
        )
    }
}

/// The shapes the snapshots show.
#[derive(Debug, Default)]
pub struct Shapes {
    /// By operation, then by path pattern (`data.withdrawals[].status`).
    by_operation: BTreeMap<String, BTreeMap<String, BTreeSet<Kind>>>,
    /// By schema coordinate (`Withdrawal.status`), over every operation: what the values
    /// inside an element of a root field's list are judged against.
    by_coordinate: BTreeMap<String, BTreeSet<Kind>>,
}

impl Shapes {
    /// The shapes of every snapshot of the suite in [`snapshot::dir`].
    pub fn from_snapshots(checker: &Checker) -> anyhow::Result<Self> {
        let mut shapes = Self::default();
        for entry in std::fs::read_dir(snapshot::dir())? {
            let path = entry?.path();
            let is_suite = path
                .file_name()
                .and_then(|f| f.to_str())
                .is_some_and(|f| f.starts_with(snapshot::PREFIX) && f.ends_with(".snap"));
            if !is_suite {
                continue;
            }
            let text = std::fs::read_to_string(&path)?;
            // An insta snapshot: a `---` header, then the JSON value.
            let Some(json) = text.splitn(3, "---").nth(2) else {
                continue;
            };
            let value: Value = serde_json::from_str(json.trim())
                .map_err(|e| anyhow::anyhow!("{}: not a JSON snapshot: {e}", path.display()))?;
            let Some(operation) = value["operation"].as_str() else {
                continue;
            };
            shapes.add(checker, operation, &value["reply"]);
        }
        Ok(shapes)
    }

    /// Adds the shape of `reply` (already redacted) to `operation`'s and its coordinates'.
    fn add(&mut self, checker: &Checker, operation: &str, reply: &Value) {
        let shape = self.by_operation.entry(operation.to_owned()).or_default();
        for leaf in leaves(checker, operation, reply) {
            if let Some(coordinate) = leaf.coordinate {
                self.by_coordinate
                    .entry(coordinate)
                    .or_default()
                    .insert(leaf.kind.clone());
            }
            shape.entry(leaf.pattern).or_default().insert(leaf.kind);
        }
    }

    /// What the snapshots show where `leaf` is: for a value inside an element of a root
    /// field's list, every kind its coordinate has in any snapshot; else the kinds at its path
    /// in the snapshots of `shape`'s operation. `None` where no snapshot has anything to say.
    fn seen<'a>(
        &'a self,
        shape: &'a BTreeMap<String, BTreeSet<Kind>>,
        leaf: &Leaf,
    ) -> Option<&'a BTreeSet<Kind>> {
        match (&leaf.coordinate, leaf.in_root_list) {
            (Some(coordinate), true) => self.by_coordinate.get(coordinate),
            _ => shape.get(&leaf.pattern),
        }
    }

    /// The drift of one live reply from the snapshots (none for an operation without
    /// snapshots, or a reply that is not JSON).
    pub fn compare(&self, checker: &Checker, reply: &Recorded) -> Vec<Drift> {
        let operation = reply.root_field.as_str();
        let Some(shape) = self.by_operation.get(operation) else {
            return Vec::new();
        };
        let redacted = snapshot::redact(&reply.body);
        let mut drift = Vec::new();
        let mut reported: Vec<String> = Vec::new();
        for leaf in leaves(checker, operation, &redacted) {
            let Some(seen) = self.seen(shape, &leaf) else {
                continue;
            };
            // Below a path already reported, every difference is the same one.
            if seen.contains(&leaf.kind)
                || reported.iter().any(|r| {
                    leaf.pattern
                        .strip_prefix(r.as_str())
                        .is_some_and(|rest| rest.starts_with(['.', '[']))
                })
            {
                continue;
            }
            reported.push(leaf.pattern.clone());
            let is_reply_code = leaf.keys.first().is_some_and(|k| k == "data")
                && leaf.keys.len() == 3
                && leaf.keys[2] == "code";
            let field = leaf.keys.last().cloned().unwrap_or_default();
            let seen_text: Vec<String> = seen.iter().map(ToString::to_string).collect();
            let message = if field == "code" {
                format!(
                    "code {} live where the snapshots have {}",
                    leaf.kind,
                    seen_text.join(" or ")
                )
            } else {
                format!(
                    "`{field}` is {} live where the snapshots have {}",
                    leaf.kind,
                    seen_text.join(" or ")
                )
            };
            let data_keys: Vec<&str> = leaf.keys.iter().skip(1).map(String::as_str).collect();
            let coordinate = match leaf.keys.first().map(String::as_str) {
                Some("data") => checker
                    .coordinate(operation, &data_keys)
                    .map(|(c, _)| c)
                    .unwrap_or_else(|| leaf.pattern.clone()),
                _ => leaf.pattern.clone(),
            };
            drift.push(Drift {
                operation: operation.to_owned(),
                path: leaf.path,
                coordinate,
                message,
                fails: is_reply_code,
            });
        }
        drift
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn recorded(root_field: &str, body: Value) -> Recorded {
        Recorded {
            root_field: root_field.into(),
            status: 200,
            body,
        }
    }

    #[test]
    fn what_no_snapshot_shows_is_drift_and_only_codes_fail() {
        let checker = Checker::vendored().expect("the vendored schema loads");
        let mut shapes = Shapes::default();
        let withdrawal = |status: &str, cleared: Value| {
            json!({"data": {"createWithdrawal": {"success": true, "code": "SUCCESS",
                "withdrawal": {"id": "[id]", "status": status, "clearedAt": cleared}}}})
        };
        shapes.add(
            &checker,
            "createWithdrawal",
            &withdrawal("INITIALISED", json!("[timestamp]")),
        );
        shapes.add(
            &checker,
            "createWithdrawal",
            &withdrawal("PENDING", json!("[timestamp]")),
        );

        // The same shapes (ids and times as a live service sends them) are no drift.
        let live = withdrawal("PENDING", json!("2026-11-25T04:00:00Z"));
        let mut live = live;
        live["data"]["createWithdrawal"]["withdrawal"]["id"] = json!("wd_9f2");
        assert_eq!(
            shapes.compare(&checker, &recorded("createWithdrawal", live)),
            []
        );

        let mut live = withdrawal("CONFIRMED", Value::Null);
        live["data"]["createWithdrawal"]["code"] = json!("ACCEPTED");
        let shown: Vec<(String, bool)> = shapes
            .compare(&checker, &recorded("createWithdrawal", live))
            .iter()
            .map(|d| (d.to_string(), d.fails))
            .collect();
        assert_eq!(
            shown,
            [
                (
                    "createWithdrawal: WithdrawalReply.code: code `ACCEPTED` live where the \
                     snapshots have `SUCCESS` at data.createWithdrawal.code"
                        .to_owned(),
                    true
                ),
                (
                    "createWithdrawal: Withdrawal.clearedAt: `clearedAt` is null live where the \
                     snapshots have `[timestamp]` at data.createWithdrawal.withdrawal.clearedAt"
                        .to_owned(),
                    false
                ),
                (
                    "createWithdrawal: Withdrawal.status: `status` is `CONFIRMED` live where \
                     the snapshots have `INITIALISED` or `PENDING` at \
                     data.createWithdrawal.withdrawal.status"
                        .to_owned(),
                    false
                ),
            ]
        );
        // An operation without snapshots has no drift to show.
        assert_eq!(
            shapes.compare(&checker, &recorded("balances", json!({"data": null}))),
            []
        );
    }

    #[test]
    fn a_root_list_element_is_judged_against_every_snapshot_of_its_type() {
        let checker = Checker::vendored().expect("the vendored schema loads");
        let mut shapes = Shapes::default();
        let withdrawal = |iban: Value, reference: Value| {
            json!({"id": "[id]", "status": "CONFIRMED", "externalReference": reference,
                   "recipient": {"accountIdType": "IBAN", "iban": iban}})
        };
        // Only `createWithdrawal` shows an IBAN recipient; `withdrawals` and `withdrawal` show
        // BSB recipients (iban null).
        let bsb = |mut w: Value| {
            w["recipient"]["accountIdType"] = json!("BSB");
            w
        };
        shapes.add(
            &checker,
            "createWithdrawal",
            &json!({"data": {"createWithdrawal": {"code": "SUCCESS",
                "withdrawal": withdrawal(json!("DE89"), json!("Invoice"))}}}),
        );
        for (operation, reply) in [
            (
                "withdrawals",
                json!([bsb(withdrawal(Value::Null, json!("Invoice")))]),
            ),
            ("withdrawal", bsb(withdrawal(Value::Null, json!("Invoice")))),
        ] {
            shapes.add(&checker, operation, &json!({"data": {operation: reply}}));
        }
        let shown = |operation: &str, reply: Value| -> Vec<String> {
            let body = json!({"data": {operation: reply}});
            shapes
                .compare(&checker, &recorded(operation, body))
                .iter()
                .map(ToString::to_string)
                .collect()
        };

        // Another record listed (an IBAN recipient) shows what a snapshot of its type shows.
        let listed = json!([
            bsb(withdrawal(Value::Null, json!("Invoice"))),
            withdrawal(json!("DE89"), json!("Invoice"))
        ]);
        assert_eq!(shown("withdrawals", listed), Vec::<String>::new());
        // Outside a list, each path is judged by the snapshots of its own operation.
        assert_eq!(
            shown("withdrawal", withdrawal(json!("DE89"), json!("Invoice"))),
            [
                "withdrawal: Recipient.accountIdType: `accountIdType` is `IBAN` live where the \
                 snapshots have `BSB` at data.withdrawal.recipient.accountIdType",
                "withdrawal: Recipient.iban: `iban` is a string live where the snapshots have \
                 null at data.withdrawal.recipient.iban"
            ]
        );
        // In a list, what no snapshot of the type shows is drift.
        let listed = json!([withdrawal(json!("DE89"), Value::Null)]);
        assert_eq!(
            shown("withdrawals", listed),
            [
                "withdrawals: Withdrawal.externalReference: `externalReference` is null live where \
              the snapshots have a string at data.withdrawals[0].externalReference"
            ]
        );
    }

    #[test]
    fn the_suite_snapshots_load_and_agree_with_themselves() {
        let checker = Checker::vendored().expect("the vendored schema loads");
        let shapes = Shapes::from_snapshots(&checker).expect("the snapshots load");
        assert!(
            shapes.by_operation.len() >= 40,
            "shapes of {} operations",
            shapes.by_operation.len()
        );
        let text = std::fs::read_to_string(
            snapshot::dir().join("contracts__onboarding__02_createSubClient.snap"),
        )
        .expect("a snapshot of createSubClient");
        let value: Value =
            serde_json::from_str(text.splitn(3, "---").nth(2).unwrap().trim()).expect("JSON");
        assert_eq!(
            shapes.compare(
                &checker,
                &recorded("createSubClient", value["reply"].clone())
            ),
            []
        );
    }
}
