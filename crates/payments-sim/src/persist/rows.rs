//! The state as rows: what changed since the last commit, taken under the lock ([`take`]),
//! written in one transaction ([`write`]); and the whole state read back at start ([`load`]),
//! trusting every row (no input rule, no clock).
//!
//! Records are JSON (people can read them with `sqlite3`'s JSON functions); an event's
//! snapshot of its record is MessagePack with the fields in declaration order (a third of its
//! JSON: the events are most of the database), so a record whose fields change needs a
//! migration that rewrites the snapshots.

use rusqlite::{Connection, OptionalExtension, Transaction, params};
use rust_decimal::Decimal;
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

/// What changed since the last commit, as rows.
#[derive(Debug, Default)]
pub struct Changes {
    /// Empty every table first (a state made afresh replaces what was stored).
    wipe: bool,
    /// (table, id, record; `None`: deleted).
    rows: Vec<(&'static str, String, Option<String>)>,
    /// Events appended: seq, id, account, kind, at, record id, callback URI, snapshot.
    events: Vec<(
        i64,
        String,
        String,
        &'static str,
        String,
        String,
        Option<String>,
        Vec<u8>,
    )>,
    /// Ledger entries appended: account, currency, n, at, debit, credit, balance,
    /// description, transaction id.
    entries: Vec<[Option<String>; 9]>,
    /// Scheduled steps added (due, step) or taken (`None`), by order.
    jobs: Vec<(i64, Option<(String, String)>)>,
    /// `meta` rows.
    meta: Vec<(&'static str, String)>,
}

fn instant(t: OffsetDateTime) -> String {
    t.format(&Rfc3339).unwrap_or_default()
}

fn json(value: &impl Serialize) -> Result<String, Error> {
    serde_json::to_string(value).map_err(|e| e.to_string())
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
            match record.map(json).transpose() {
                Ok(record) => self.0.rows.push((name, id.text(), record)),
                Err(e) => self.1 = Some(format!("{name} {}: {e}", id.text())),
            }
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

/// What changed since the last call, as rows (`None`: nothing did); from then on it counts as
/// saved. Costs what changed, plus one look at each account's ledger.
pub fn take(state: &mut State) -> Result<Option<Changes>, Error> {
    if !changed(state) {
        return Ok(None);
    }
    let mut c = Changes {
        wipe: std::mem::take(&mut state.fresh),
        ..Changes::default()
    };
    let mut collect = Collect(&mut c, None);
    state.service.visit_tables(&mut collect);
    collect.table("webhooks", &mut state.webhooks.endpoints);
    if let Some(e) = collect.1 {
        return Err(e);
    }
    let s = &mut state.service;
    for account in s.accounts.values_untracked() {
        for (currency, n, e) in account.ledger.take_unsaved() {
            c.entries.push([
                Some(account.id.text()),
                Some(currency.as_str().into()),
                Some(n.to_string()),
                Some(instant(e.at)),
                Some(e.debit.to_string()),
                Some(e.credit.to_string()),
                Some(e.balance.to_string()),
                Some(e.description.to_string()),
                e.transaction_id.clone(),
            ]);
        }
    }
    for e in s.events.take_unsaved() {
        let snapshot = rmp_serde::to_vec(&e.subject).map_err(|e| e.to_string())?;
        c.events.push((
            e.seq as i64,
            e.id.text(),
            e.account.text(),
            e.kind.as_str(),
            instant(e.at),
            e.subject.id().to_owned(),
            e.callback_uri.clone(),
            snapshot,
        ));
    }
    for (order, step) in s.jobs.take_changed() {
        let step = step.map(|(due, job)| json(job).map(|j| (instant(due), j)));
        c.jobs.push((order as i64, step.transpose()?));
    }
    c.meta.push(("sequence", json(&s.seq)?));
    c.meta.push(("clock", instant(s.now())));
    let _ = s.clock.take_changed();
    if let Some(auth) = s.auth.take_changed() {
        c.meta.push(("auth", json(auth)?));
    }
    if let Some(cursor) = state.webhooks.cursor.take_changed() {
        c.meta.push(("webhook_cursor", cursor.to_string()));
    }
    Ok(Some(c))
}

/// Writes `changes` in `tx`.
pub fn write(tx: &Transaction<'_>, c: &Changes) -> rusqlite::Result<()> {
    if c.wipe {
        for table in record_tables().chain(["events", "ledger_entries", "jobs", "meta"]) {
            tx.execute(&format!("DELETE FROM {table}"), [])?;
        }
    }
    for (table, id, record) in &c.rows {
        match record {
            Some(r) => {
                let sql = format!("INSERT OR REPLACE INTO {table} (id, record) VALUES (?1, ?2)");
                tx.prepare_cached(&sql)?.execute(params![id, r])?
            }
            None => {
                let sql = format!("DELETE FROM {table} WHERE id = ?1");
                tx.prepare_cached(&sql)?.execute(params![id])?
            }
        };
    }
    let mut events = tx.prepare_cached(
        "INSERT OR REPLACE INTO events (seq, id, account, kind, at, record_id, callback_uri, \
         snapshot) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    for (seq, id, account, kind, at, record, callback, snapshot) in &c.events {
        events.execute(params![
            seq, id, account, kind, at, record, callback, snapshot
        ])?;
    }
    let mut entries = tx.prepare_cached(
        "INSERT OR REPLACE INTO ledger_entries (account, currency, n, at, debit, credit, \
         balance, description, transaction_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?;
    for e in &c.entries {
        entries.execute(rusqlite::params_from_iter(e))?;
    }
    for (order, step) in &c.jobs {
        match step {
            Some((due, job)) => tx
                .prepare_cached("INSERT OR REPLACE INTO jobs (ord, due, step) VALUES (?1, ?2, ?3)")?
                .execute(params![order, due, job])?,
            None => tx
                .prepare_cached("DELETE FROM jobs WHERE ord = ?1")?
                .execute(params![order])?,
        };
    }
    let mut meta = tx.prepare_cached("INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)")?;
    for (key, value) in &c.meta {
        meta.execute(params![key, value])?;
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
        if let Err(e) = self.read(name, t) {
            self.1.get_or_insert(e);
        }
    }
}

impl Load<'_> {
    fn read<K: Key, V: DeserializeOwned>(
        &self,
        name: &str,
        t: &mut Table<K, V>,
    ) -> Result<(), Error> {
        let mut stmt = self
            .0
            .prepare(&format!("SELECT id, record FROM {name}"))
            .map_err(|e| e.to_string())?;
        let rows = stmt
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
            .map_err(|e| e.to_string())?;
        for row in rows {
            let (id, record) = row.map_err(|e| format!("{name}: {e}"))?;
            let key = K::parse(&id).ok_or_else(|| format!("{name} {id}: not an id"))?;
            let value = serde_json::from_str(&record).map_err(|e| format!("{name} {id}: {e}"))?;
            t.restore(key, value);
        }
        Ok(())
    }
}

fn at(text: &str) -> Result<OffsetDateTime, Error> {
    OffsetDateTime::parse(text, &Rfc3339).map_err(|e| format!("{text:?}: {e}"))
}

fn decimal(text: &str) -> Result<Decimal, Error> {
    text.parse().map_err(|e| format!("{text:?}: {e}"))
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
        conn.query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
            .optional()
            .map_err(|e| e.to_string())
    };
    if let Some(seq) = meta("sequence")? {
        service.seq = serde_json::from_str(&seq).map_err(|e| format!("sequence: {e}"))?;
    }
    if let Some(auth) = meta("auth")? {
        let auth = serde_json::from_str(&auth).map_err(|e| format!("auth: {e}"))?;
        service.auth = Tracked::new(auth, true);
    }
    let stored = meta("clock")?.map(|t| at(&t)).transpose()?;
    let start = config.start_time.unwrap_or_else(OffsetDateTime::now_utc);
    let start = stored.map_or(start, |stored| stored.max(start));
    service.clock = Tracked::new(SimClock::new(start, config.time_scale), true);
    if let Some(cursor) = meta("webhook_cursor")? {
        let cursor = cursor.parse().map_err(|e| format!("webhook_cursor: {e}"))?;
        webhooks.cursor = Tracked::new(cursor, true);
    }
    let err = |e: rusqlite::Error| e.to_string();
    let mut stmt = conn
        .prepare("SELECT account, currency, at, debit, credit, balance, description, transaction_id FROM ledger_entries ORDER BY account, currency, n")
        .map_err(err)?;
    let mut rows = stmt.query([]).map_err(err)?;
    while let Some(r) = rows.next().map_err(err)? {
        let text = |i: usize| r.get::<_, String>(i).map_err(err);
        let account = AccountId::from_text(&text(0)?);
        let currency = serde_json::from_value(serde_json::Value::String(text(1)?))
            .map_err(|e| format!("ledger_entries: {e}"))?;
        let entry = Entry {
            at: at(&text(2)?)?,
            debit: decimal(&text(3)?)?,
            credit: decimal(&text(4)?)?,
            balance: decimal(&text(5)?)?,
            description: text(6)?.into(),
            transaction_id: r.get(7).map_err(err)?,
        };
        let ledger = service
            .accounts
            .get_untracked(&account)
            .ok_or_else(|| format!("ledger_entries: no account {account}"))?;
        ledger.ledger.restore(currency, entry);
    }
    let mut stmt = conn
        .prepare(
            "SELECT seq, id, account, kind, at, callback_uri, snapshot FROM events ORDER BY seq",
        )
        .map_err(err)?;
    let mut rows = stmt.query([]).map_err(err)?;
    while let Some(r) = rows.next().map_err(err)? {
        let seq = r.get::<_, i64>(0).map_err(err)? as u64;
        let kind: String = r.get(3).map_err(err)?;
        let snapshot: Vec<u8> = r.get(6).map_err(err)?;
        service.events.restore(Event {
            seq,
            id: EventId::from_text(&r.get::<_, String>(1).map_err(err)?),
            account: AccountId::from_text(&r.get::<_, String>(2).map_err(err)?),
            kind: EventKind::parse(&kind).ok_or_else(|| format!("event {seq}: kind {kind:?}"))?,
            at: at(&r.get::<_, String>(4).map_err(err)?)?,
            subject: rmp_serde::from_slice(&snapshot).map_err(|e| format!("event {seq}: {e}"))?,
            callback_uri: r.get(5).map_err(err)?,
        });
    }
    let mut stmt = conn
        .prepare("SELECT ord, due, step FROM jobs")
        .map_err(err)?;
    let mut rows = stmt.query([]).map_err(err)?;
    while let Some(r) = rows.next().map_err(err)? {
        let order = r.get::<_, i64>(0).map_err(err)? as u64;
        let step: String = r.get(2).map_err(err)?;
        let step = serde_json::from_str(&step).map_err(|e| format!("job {order}: {e}"))?;
        service
            .jobs
            .restore(at(&r.get::<_, String>(1).map_err(err)?)?, order, step);
    }
    Ok(State {
        service,
        webhooks,
        portal: Default::default(),
        fresh: false,
    })
}
