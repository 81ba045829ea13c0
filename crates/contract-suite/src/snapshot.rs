//! The replies of each scenario as insta JSON snapshots in `snapshots/` (one folder for the
//! workspace), named `contracts__<scenario>__<nn>_<rootField>`.
//!
//! Before a reply is compared, values that change from run to run or must never be written
//! down are redacted by key, at any depth: `id`, keys ending in `Id`/`Ids` → `"[id]"`;
//! keys ending in `At`, and `timestamp` → `"[timestamp]"`; `token` → `"[token]"`. Dates
//! (`dob`, `fromDate`) and amounts stay: against the simulator's frozen clock they are stable,
//! and they are what a reader wants to see.
//!
//! insta decides what a mismatch does: under `CI=true` a changed or missing snapshot fails;
//! locally a new one is written as `.snap.new`; `INSTA_UPDATE=always` accepts everything
//! (what `cargo xtask contracts --bless` sets).

use std::collections::BTreeSet;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;

use serde_json::{Map, Value, json};

use crate::recorder::Recorded;

/// File-name prefix of the suite's snapshots.
pub const PREFIX: &str = "contracts__";

/// The workspace's snapshot folder.
pub fn dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../snapshots"))
}

/// Names and redacted values of a scenario's replies, in the order received.
pub fn name_replies(scenario: &str, replies: &[Recorded]) -> Vec<(String, Value)> {
    replies
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let name = format!("{PREFIX}{scenario}__{:02}_{}", i + 1, r.root_field);
            let value = json!({
                "operation": r.root_field,
                "status": r.status,
                "reply": redact(&r.body),
            });
            (name, value)
        })
        .collect()
}

/// Compares each value with its snapshot; the names of those that differ or are missing.
pub fn check(named: &[(String, Value)]) -> Result<(), String> {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(dir());
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let failed: Vec<&str> = named
        .iter()
        .filter(|(name, value)| {
            let assert = || settings.bind(|| insta::assert_json_snapshot!(name.as_str(), value));
            catch_unwind(AssertUnwindSafe(assert)).is_err()
        })
        .map(|(name, _)| name.as_str())
        .collect();
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "reply differs from its snapshot (or has none): {}",
            failed.join(", ")
        ))
    }
}

/// Snapshot files of the suite that no scenario produced (left behind by a renamed or
/// shortened scenario).
pub fn stale(produced: &BTreeSet<String>) -> anyhow::Result<Vec<PathBuf>> {
    let mut stale = Vec::new();
    for entry in std::fs::read_dir(dir())? {
        let path = entry?.path();
        let Some(file) = path.file_name().and_then(|f| f.to_str()) else {
            continue;
        };
        if let Some(name) = file.strip_suffix(".snap")
            && name.starts_with(PREFIX)
            && !produced.contains(name)
        {
            stale.push(path);
        }
    }
    stale.sort();
    Ok(stale)
}

/// A copy of `value` with ids, timestamps and tokens replaced (see the module docs).
pub fn redact(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(key, v)| (key.clone(), redact_field(key, v)))
                .collect::<Map<_, _>>(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(redact).collect()),
        other => other.clone(),
    }
}

fn redact_field(key: &str, value: &Value) -> Value {
    let placeholder = if key == "id" || key.ends_with("Id") || key.ends_with("Ids") {
        "[id]"
    } else if key.ends_with("At") || key == "timestamp" {
        "[timestamp]"
    } else if key == "token" {
        "[token]"
    } else {
        return redact(value);
    };
    match value {
        Value::Null => Value::Null,
        Value::Array(items) => Value::Array(items.iter().map(|_| placeholder.into()).collect()),
        _ => placeholder.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redaction_by_key_at_any_depth() {
        let reply = json!({"data": {"createWithdrawal": {
            "withdrawal": {
                "id": "wd_1", "createdAt": "2026-07-01T00:00:00Z", "clearedAt": null,
                "amount": "10.00", "sender": {"id": null, "dob": "1980-01-01"},
                "recipient": {"externalId": "rcp-1"}
            },
            "rfi": {"withdrawalIds": ["wd_1", "wd_2"]},
            "login": {"token": "[redacted]"}
        }}});
        let shown = redact(&reply);
        let w = &shown["data"]["createWithdrawal"]["withdrawal"];
        assert_eq!(w["id"], "[id]");
        assert_eq!(w["createdAt"], "[timestamp]");
        assert_eq!(
            w["clearedAt"],
            Value::Null,
            "null stays null: absence is information"
        );
        assert_eq!(w["amount"], "10.00");
        assert_eq!(w["sender"]["id"], Value::Null);
        assert_eq!(w["sender"]["dob"], "1980-01-01");
        assert_eq!(w["recipient"]["externalId"], "[id]");
        assert_eq!(
            shown["data"]["createWithdrawal"]["rfi"]["withdrawalIds"],
            json!(["[id]", "[id]"])
        );
        assert_eq!(
            shown["data"]["createWithdrawal"]["login"]["token"],
            "[token]"
        );
    }
}
