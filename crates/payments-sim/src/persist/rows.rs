//! The state as rows: what changed since the last commit, taken under the lock ([`take`]) as
//! the statements that write it, run in one transaction ([`write`]); and the whole state read
//! back at start ([`load`]), trusting every row (no input rule, no clock).
//!
//! Records are JSON (people can read them with `sqlite3`'s JSON functions); an event's
//! snapshot of its record is MessagePack with the fields in declaration order (a third of its
//! JSON: the events are most of the database), so a record whose fields change needs a
//! migration that rewrites the snapshots.

use rusqlite::types::{FromSql, Value as Sql};
use rusqlite::{Connection, OptionalExtension, Row, Transaction};
use serde::Serialize;
use serde::de::DeserializeOwned;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::config::SimConfig;
use crate::model::event_kind::EventKind;
use crate::model::events::Event;
use crate::model::ids::{AccountId, EventId};
use crate::model::service::{Service, VisitTables};
use crate::persist::schema::record_tables;
use crate::state::State;
use crate::store::clock::SimClock;
use crate::store::ledger::Entry;
use crate::store::table::{Key, Table, Tracked};
use crate::webhooks::Webhooks;

/// Why rows could not be made or read (the message names the table and the row).
pub type Error = String;

/// What changed since the last commit: the statements that write it, with their values.
pub type Changes = Vec<(String, Vec<Sql>)>;

fn text(value: impl ToString) -> Sql {
    Sql::Text(value.to_string())
}

fn instant(t: OffsetDateTime) -> Sql {
    text(t.format(&Rfc3339).unwrap_or_default())
}

fn json(value: &impl Serialize) -> Result<Sql, Error> {
    serde_json::to_string(value)
        .map(Sql::Text)
        .map_err(|e| e.to_string())
}

/// Collects the changed rows of every table.
struct Collect<'a>(&'a mut Changes, Option<Error>);

impl VisitTables for Collect<'_> {
    fn table<K: Key, V: Serialize + DeserializeOwned>(
        &mut self,
        name: &'static str,
        t: &mut Table<K, V>,
    ) {
        for (id, record) in t.take_changed() {
            let row = match record.map(json).transpose() {
                Ok(Some(r)) => (
                    format!("INSERT OR REPLACE INTO {name} (id, record) VALUES (?1, ?2)"),
                    vec![text(id.text()), r],
                ),
                Ok(None) => (
                    format!("DELETE FROM {name} WHERE id = ?1"),
                    vec![text(id.text())],
                ),
                Err(e) => return self.1 = Some(format!("{name} {}: {e}", id.text())),
            };
            self.0.push(row);
        }
    }
}

/// Whether anything changed since the last [`take`]. How far webhook delivery got is saved
/// with the next commit, and is no reason for one (after a crash an event may be delivered
/// again; receivers tell it by its `service-request-id`).
pub fn changed(state: &State) -> bool {
    let s = &state.service;
    state.fresh
        || s.tables_changed()
        || s.events.has_changes()
        || s.jobs.has_changes()
        || s.auth.has_changes()
        || s.clock.has_changes()
        || state.webhooks.endpoints.has_changes()
}

/// What changed since the last call (`None`: nothing did); from then on it counts as saved.
/// Costs what changed, plus one look at each account's ledger. A state made afresh empties
/// every table first.
pub fn take(state: &mut State) -> Result<Option<Changes>, Error> {
    if !changed(state) {
        return Ok(None);
    }
    let mut c = Changes::new();
    if std::mem::take(&mut state.fresh) {
        let tables = record_tables().chain(["events", "ledger_entries", "jobs", "meta"]);
        c.extend(tables.map(|t| (format!("DELETE FROM {t}"), vec![])));
    }
    let mut collect = Collect(&mut c, None);
    state.service.visit_tables(&mut collect);
    collect.table("webhooks", &mut state.webhooks.endpoints);
    if let Some(e) = collect.1 {
        return Err(e);
    }
    let s = &mut state.service;
    let sql = "INSERT OR REPLACE INTO ledger_entries (account, currency, n, at, debit, credit, balance, description, transaction_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)";
    for account in s.accounts.values_untracked() {
        for (currency, n, e) in account.ledger.take_unsaved() {
            let tx = e.transaction_id.as_ref().map_or(Sql::Null, text);
            let row = [
                text(&account.id),
                text(currency.as_str()),
                Sql::Integer(n as i64),
                instant(e.at),
            ];
            let amounts = [
                text(e.debit),
                text(e.credit),
                text(e.balance),
                text(&e.description),
                tx,
            ];
            c.push((sql.into(), row.into_iter().chain(amounts).collect()));
        }
    }
    let sql = "INSERT OR REPLACE INTO events (seq, id, account, kind, at, record_id, callback_uri, snapshot) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)";
    for (_, e) in s.events.take_changed() {
        let Some(e) = e else { continue };
        let snapshot = rmp_serde::to_vec(&e.subject).map_err(|e| e.to_string())?;
        let callback = e.callback_uri.as_ref().map_or(Sql::Null, text);
        let row = [
            Sql::Integer(e.seq as i64),
            text(&e.id),
            text(&e.account),
            text(e.kind.as_str()),
        ];
        let rest = [
            instant(e.at),
            text(e.subject.id()),
            callback,
            Sql::Blob(snapshot),
        ];
        c.push((sql.into(), row.into_iter().chain(rest).collect()));
    }
    for (order, step) in s.jobs.take_changed() {
        let order = Sql::Integer(order as i64);
        c.push(match step {
            Some((due, job)) => (
                "INSERT OR REPLACE INTO jobs (ord, due, step) VALUES (?1, ?2, ?3)".into(),
                vec![order, instant(due), json(job)?],
            ),
            None => ("DELETE FROM jobs WHERE ord = ?1".into(), vec![order]),
        });
    }
    let mut meta = vec![("sequence", json(&s.seq)?), ("clock", instant(s.now()))];
    let _ = s.clock.take_changed();
    if let Some(auth) = s.auth.take_changed() {
        meta.push(("auth", json(auth)?));
    }
    if let Some(cursor) = state.webhooks.cursor.take_changed() {
        meta.push(("webhook_cursor", text(cursor)));
    }
    for (key, value) in meta {
        c.push((
            "INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)".into(),
            vec![text(key), value],
        ));
    }
    Ok(Some(c))
}

/// Runs the statements of `changes` in `tx`.
pub fn write(tx: &Transaction<'_>, changes: &Changes) -> rusqlite::Result<()> {
    for (sql, values) in changes {
        tx.prepare_cached(sql)?
            .execute(rusqlite::params_from_iter(values))?;
    }
    Ok(())
}

/// Column `i` of `row`.
fn col<T: FromSql>(row: &Row<'_>, i: usize) -> Result<T, Error> {
    row.get(i).map_err(|e| e.to_string())
}

fn at(row: &Row<'_>, i: usize) -> Result<OffsetDateTime, Error> {
    let t: String = col(row, i)?;
    OffsetDateTime::parse(&t, &Rfc3339).map_err(|e| format!("{t:?}: {e}"))
}

fn parsed<T: std::str::FromStr<Err: std::fmt::Display>>(
    row: &Row<'_>,
    i: usize,
) -> Result<T, Error> {
    let t: String = col(row, i)?;
    t.parse().map_err(|e| format!("{t:?}: {e}"))
}

fn read<T: DeserializeOwned>(json: &str, what: &str) -> Result<T, Error> {
    serde_json::from_str(json).map_err(|e| format!("{what}: {e}"))
}

/// Runs `f` on each row of `sql`.
fn each(
    conn: &Connection,
    sql: &str,
    mut f: impl FnMut(&Row<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut stmt = conn.prepare(sql).map_err(|e| e.to_string())?;
    let mut rows = stmt.query([]).map_err(|e| e.to_string())?;
    while let Some(row) = rows.next().map_err(|e| e.to_string())? {
        f(row)?;
    }
    Ok(())
}

/// Reads every table's rows back into their records.
struct Load<'a>(&'a Connection, Option<Error>);

impl VisitTables for Load<'_> {
    fn table<K: Key, V: Serialize + DeserializeOwned>(
        &mut self,
        name: &'static str,
        t: &mut Table<K, V>,
    ) {
        let read = each(self.0, &format!("SELECT id, record FROM {name}"), |row| {
            let id: String = col(row, 0)?;
            let key = K::parse(&id).ok_or_else(|| format!("{name} {id}: not an id"))?;
            t.restore(key, read(&col::<String>(row, 1)?, &format!("{name} {id}"))?);
            Ok(())
        });
        if let Err(e) = read {
            self.1.get_or_insert(e);
        }
    }
}

/// The state the database holds, run by `config`; the clock resumes at the later of the
/// stored time and the configured start.
pub fn load(conn: &Connection, config: &SimConfig) -> Result<State, Error> {
    let mut service = Service::empty(config.clone(), true);
    let mut webhooks = Webhooks::new(&config.webhook_ad_hoc_secret, true);
    let mut load = Load(conn, None);
    service.visit_tables(&mut load);
    load.table("webhooks", &mut webhooks.endpoints);
    if let Some(e) = load.1 {
        return Err(e);
    }
    let meta = |key: &str| -> Result<Option<String>, Error> {
        let sql = "SELECT value FROM meta WHERE key = ?1";
        conn.query_row(sql, [key], |r| r.get(0))
            .optional()
            .map_err(|e| e.to_string())
    };
    if let Some(seq) = meta("sequence")? {
        service.seq = read(&seq, "sequence")?;
    }
    if let Some(auth) = meta("auth")? {
        service.auth = Tracked::new(read(&auth, "auth")?, true);
    }
    let start = config.start_time.unwrap_or_else(OffsetDateTime::now_utc);
    let stored = meta("clock")?
        .map(|t| OffsetDateTime::parse(&t, &Rfc3339).map_err(|e| e.to_string()))
        .transpose()?;
    let start = stored.map_or(start, |stored| stored.max(start));
    service.clock = Tracked::new(SimClock::new(start, config.time_scale), true);
    if let Some(cursor) = meta("webhook_cursor")? {
        webhooks.cursor = Tracked::new(read(&cursor, "webhook_cursor")?, true);
    }
    let sql = "SELECT account, currency, at, debit, credit, balance, description, transaction_id FROM ledger_entries ORDER BY account, currency, n";
    each(conn, sql, |r| {
        let account = AccountId::from_text(&col::<String>(r, 0)?);
        let currency = parsed(r, 1)?;
        let entry = Entry {
            at: at(r, 2)?,
            debit: parsed(r, 3)?,
            credit: parsed(r, 4)?,
            balance: parsed(r, 5)?,
            description: col::<String>(r, 6)?.into(),
            transaction_id: col(r, 7)?,
        };
        let owner = service.accounts.get_untracked(&account);
        owner
            .ok_or_else(|| format!("ledger_entries: no account {account}"))?
            .ledger
            .restore(currency, entry);
        Ok(())
    })?;
    let sql = "SELECT seq, id, account, kind, at, callback_uri, snapshot FROM events ORDER BY seq";
    each(conn, sql, |r| {
        let (seq, kind) = (col::<i64>(r, 0)? as u64, col::<String>(r, 3)?);
        service.events.restore(
            seq,
            Event {
                seq,
                id: EventId::from_text(&col::<String>(r, 1)?),
                account: AccountId::from_text(&col::<String>(r, 2)?),
                kind: EventKind::parse(&kind)
                    .ok_or_else(|| format!("event {seq}: kind {kind:?}"))?,
                at: at(r, 4)?,
                subject: rmp_serde::from_slice(&col::<Vec<u8>>(r, 6)?)
                    .map_err(|e| format!("event {seq}: {e}"))?,
                callback_uri: col(r, 5)?,
            },
        );
        Ok(())
    })?;
    each(conn, "SELECT ord, due, step FROM jobs", |r| {
        let order = col::<i64>(r, 0)? as u64;
        let step = read(&col::<String>(r, 2)?, &format!("job {order}"))?;
        service.jobs.restore(at(r, 1)?, order, step);
        Ok(())
    })?;
    Ok(State {
        service,
        webhooks,
        portal: Default::default(),
        fresh: false,
    })
}
