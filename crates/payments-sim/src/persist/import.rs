//! A version-1 JSON state file (what `--state FILE` wrote up to b0f476b) read into a state to
//! put in a new database. Every record is trusted as it was stored: no input rule runs and no
//! clock is read. What differs from today's records is converted: status names were the Rust
//! names (`FailedKyc`, `Approve`), the ledgers held their entries, idempotency keys held their
//! input as JSON, and the tables had camelCase names.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use time::OffsetDateTime;

use crate::config::SimConfig;
use crate::model::service::{Service, VisitTables};
use crate::persist::{StateFileError, refused};
use crate::state::State;
use crate::store::clock::SimClock;
use crate::store::ledger::Entry;
use crate::store::table::{Key, Table, Tracked};
use crate::webhooks::{Endpoint, Webhooks};

/// The state of the version-1 file at `path`, made afresh (so that all of it is written).
pub fn read(path: &Path, config: &SimConfig) -> Result<State, StateFileError> {
    let unreadable = |why: String| {
        refused(
            path,
            format!("not a readable payments-sim state file ({why})"),
        )
    };
    let bytes = std::fs::read(path).map_err(|e| unreadable(e.to_string()))?;
    let mut doc: Value = serde_json::from_slice(&bytes).map_err(|e| unreadable(e.to_string()))?;
    if doc["format"] != "payments-sim-state" {
        return Err(unreadable("no \"format\": \"payments-sim-state\"".into()));
    }
    if doc["version"] != 1 {
        let why = format!(
            "a state file of version {}; this payments-sim imports version 1",
            doc["version"]
        );
        return Err(refused(path, why));
    }
    upgrade_names(&mut doc);
    convert(doc, config).map_err(unreadable)
}

/// The version-1 document as a state.
fn convert(mut doc: Value, config: &SimConfig) -> Result<State, String> {
    let mut take = |key: &str| doc.get_mut(key).map(Value::take).unwrap_or(Value::Null);
    let mut tables: BTreeMap<&'static str, Vec<(String, Value)>> = BTreeMap::new();
    for (old, new) in [
        ("accounts", "accounts"),
        ("subClients", "sub_clients"),
        ("withdrawals", "withdrawals"),
        ("deposits", "deposits"),
        ("recipients", "recipients"),
        ("senders", "senders"),
        ("institutions", "institutions"),
        ("conversions", "conversions"),
        ("payments", "payments"),
        ("rfis", "rfis"),
        ("ams", "ams_requests"),
        ("cleanser", "address_cleanser_requests"),
        ("members", "members"),
    ] {
        let rows: BTreeMap<String, Value> = value(take(old), old)?;
        tables.insert(new, rows.into_iter().collect());
    }
    let users = list(take("users"), "users")?;
    let users = users
        .into_iter()
        .map(|u| (u["email"].as_str().unwrap_or_default().to_owned(), u));
    tables.insert("users", users.collect());
    for (old, new) in [
        ("withdrawalKeys", "withdrawal_keys"),
        ("paymentKeys", "payment_keys"),
    ] {
        let rows = serde_json::from_value::<Vec<((String, String), Value)>>(take(old));
        let rows = rows.map_err(|e| format!("{old}: {e}"))?.into_iter().map(
            |((account, key), mut done)| {
                // The input was kept as JSON; now as its text, keys in name order.
                done["input"] = Value::String(done["input"].to_string());
                (format!("{account}/{key}"), done)
            },
        );
        tables.insert(new, rows.collect());
    }
    // The ledgers held their entries; now the entries are rows of their own.
    let mut entries = Vec::new();
    for (id, account) in tables.get_mut("accounts").into_iter().flatten() {
        let by_currency: BTreeMap<String, Vec<Entry>> =
            serde_json::from_value(account["ledger"]["entries"].take())
                .map_err(|e| format!("accounts {id}: {e}"))?;
        account["ledger"] = by_currency.keys().cloned().collect();
        entries.push((id.clone(), by_currency));
    }
    let saved_at: OffsetDateTime = value(take("savedAt"), "savedAt")?;
    let start = config
        .start_time
        .unwrap_or_else(OffsetDateTime::now_utc)
        .max(saved_at);
    let mut service = Service::empty(config.clone(), true);
    service.clock = Tracked::new(SimClock::new(start, config.time_scale), true);
    service.seq = value(take("seq"), "seq")?;
    *service.auth = value(take("auth"), "auth")?;
    let mut fill = Fill(tables, None);
    service.visit_tables(&mut fill);
    let mut webhooks = Webhooks::new(&config.webhook_ad_hoc_secret, true);
    let endpoints: Vec<Endpoint> = value(take("webhooks"), "webhooks")?;
    endpoints
        .into_iter()
        .for_each(|e| webhooks.endpoints.insert(e.id.clone(), e));
    *webhooks.cursor = value(take("webhookCursor"), "webhookCursor")?;
    if let Some(e) = fill.1 {
        return Err(e);
    }
    for (id, by_currency) in entries {
        let Some(account) = service
            .accounts
            .get_mut(&crate::model::ids::AccountId::from_text(&id))
        else {
            continue;
        };
        for (currency, list) in by_currency {
            let currency = value(Value::String(currency), "a ledger's currency")?;
            list.into_iter()
                .for_each(|e| account.ledger.append(currency, e));
        }
    }
    for event in list(take("events"), "events")? {
        let event: crate::model::events::Event = value(event, "events")?;
        service.events.insert(event.seq, event);
    }
    let jobs: Vec<((OffsetDateTime, u64), crate::model::jobs::Job)> = value(take("jobs"), "jobs")?;
    for ((due, order), job) in jobs {
        service.jobs.add(due, 0, order, job);
    }
    Ok(State {
        service,
        webhooks,
        portal: Default::default(),
        fresh: true,
    })
}

fn value<T: DeserializeOwned>(v: Value, what: &str) -> Result<T, String> {
    serde_json::from_value(v).map_err(|e| format!("{what}: {e}"))
}

fn list(v: Value, what: &str) -> Result<Vec<Value>, String> {
    value(v, what)
}

/// Fills every table from the version-1 rows (as changes, so that all is written).
struct Fill(BTreeMap<&'static str, Vec<(String, Value)>>, Option<String>);

impl VisitTables for Fill {
    fn table<K: Key, V: Serialize + DeserializeOwned>(
        &mut self,
        name: &'static str,
        t: &mut Table<K, V>,
    ) {
        for (key, row) in self.0.remove(name).unwrap_or_default() {
            match (K::parse(&key), serde_json::from_value(row)) {
                (Some(id), Ok(record)) => t.insert(id, record),
                (_, Err(e)) => self.1 = Some(format!("{name} {key}: {e}")),
                (None, _) => self.1 = Some(format!("{name} {key}: not an id")),
            }
        }
    }
}

/// Version 1 wrote statuses by their Rust names (`FailedKyc`, a recommendation `Approve`);
/// today's records use the schema's (`FAILED_KYC`, `approve`).
fn upgrade_names(v: &mut Value) {
    let schema_name = |s: &mut String| {
        if s.chars().any(|c| c.is_ascii_lowercase()) {
            let mut out = String::new();
            for (i, c) in s.chars().enumerate() {
                if i > 0 && c.is_ascii_uppercase() {
                    out.push('_');
                }
                out.push(c.to_ascii_uppercase());
            }
            *s = out;
        }
    };
    match v {
        Value::Object(m) => {
            for (k, x) in m.iter_mut() {
                match (k.as_str(), x) {
                    ("status", Value::String(s)) => schema_name(s),
                    ("recommendation", Value::String(s)) => *s = s.to_ascii_lowercase(),
                    // An event about a sub-client: the record, and the status its payload shows.
                    ("SubClient", Value::Array(a)) => {
                        a.iter_mut().take(1).for_each(upgrade_names);
                        if let Some(Value::String(s)) = a.get_mut(1) {
                            schema_name(s);
                        }
                    }
                    (_, x) => upgrade_names(x),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(upgrade_names),
        _ => {}
    }
}
