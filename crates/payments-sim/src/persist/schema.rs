//! The database's layout, its versions and the checks made before it is used.
//!
//! Tables: `meta` (key, value: the id sequence, the simulated time of the last commit, the
//! login bookkeeping, the webhook cursor); one table per table of the Service, named as it is
//! ([`Service::TABLES`]: `withdrawals`, `deposits`, `sub_clients`, ...), and `webhooks`: id,
//! record (JSON), and (version 2) the record's `account` and `status`; `events` (seq, id,
//! account, kind, at, record id, callback URI, the record's snapshot in MessagePack);
//! `ledger_entries` (account, currency, n, at, debit, credit, balance, description,
//! transaction id); `jobs` (order, due, step).
//!
//! `PRAGMA application_id` marks the database as the simulator's; `PRAGMA user_version` is
//! its layout's version. A newer simulator migrates an older database forward in one
//! transaction ([`MIGRATIONS`]); a table of records the Service gains needs no migration (it
//! is created when missing); any other change of the layout does, and so does a change of a
//! record's fields that snapshots hold (they are positional: see `rows.rs`).

use std::path::Path;

use rusqlite::{Connection, OpenFlags, Transaction};

use crate::model::service::Service;

/// `PRAGMA application_id` of a payments-sim database ("PSIM").
pub const APPLICATION_ID: i32 = 0x5053_494D;

/// The layout this build reads and writes.
pub const SCHEMA_VERSION: i32 = MIGRATIONS.len() as i32;

/// A step from one version to the next: `MIGRATIONS[n]` brings version `n` to `n + 1`.
type Migration = fn(&Transaction<'_>) -> rusqlite::Result<()>;

/// Every step from an empty database to [`SCHEMA_VERSION`].
const MIGRATIONS: &[Migration] = &[version_1, version_2];

/// Version 1: the first SQLite layout (the tables of records are made by [`upgrade`]: id,
/// record).
fn version_1(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    tx.execute_batch(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
         CREATE TABLE events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, account TEXT NOT NULL,
             kind TEXT NOT NULL, at TEXT NOT NULL, record_id TEXT NOT NULL, callback_uri TEXT,
             snapshot BLOB NOT NULL);
         CREATE TABLE ledger_entries (account TEXT NOT NULL, currency TEXT NOT NULL,
             n INTEGER NOT NULL, at TEXT NOT NULL, debit TEXT NOT NULL, credit TEXT NOT NULL,
             balance TEXT NOT NULL, description TEXT NOT NULL, transaction_id TEXT,
             PRIMARY KEY (account, currency, n)) WITHOUT ROWID;
         CREATE TABLE jobs (ord INTEGER PRIMARY KEY, due TEXT NOT NULL, step TEXT NOT NULL);",
    )
}

/// Version 2: the tables of records show each record's `account` and `status` as columns,
/// generated from the record (nothing is stored twice), for people's queries.
fn version_2(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    for table in record_tables().filter(|t| !missing(tx, t)) {
        for column in ["account", "status"] {
            tx.execute_batch(&format!(
                "ALTER TABLE {table} ADD COLUMN {}",
                generated(column)
            ))?;
        }
    }
    Ok(())
}

/// A column of a record's field, generated from its JSON.
fn generated(field: &str) -> String {
    format!("{field} TEXT GENERATED ALWAYS AS (json_extract(record, '$.{field}')) VIRTUAL")
}

/// The tables of records: the Service's and the webhook registrations.
pub fn record_tables() -> impl Iterator<Item = &'static str> {
    Service::TABLES.iter().copied().chain(["webhooks"])
}

/// Why a file is not used, as the refusal says it.
pub type Why = String;

/// Looks at an existing file without changing it: a SQLite database of ours, of a version this
/// build reads, passing `PRAGMA quick_check`. Its version. The connection is read-only, and
/// without a write-ahead log beside the file it opens the file as immutable, so not even
/// SQLite's shared-memory file is made next to a file that is then refused.
pub fn inspect(path: &Path) -> Result<i32, Why> {
    let mut flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut log = path.as_os_str().to_owned();
    log.push("-wal");
    let name = if Path::new(&log).exists() {
        path.to_string_lossy().into_owned()
    } else {
        flags |= OpenFlags::SQLITE_OPEN_URI;
        let escaped = path
            .to_string_lossy()
            .replace('%', "%25")
            .replace('?', "%3f")
            .replace('#', "%23");
        format!("file:{escaped}?immutable=1")
    };
    let conn = Connection::open_with_flags(name, flags).map_err(|e| e.to_string())?;
    let read = |pragma: &str| conn.pragma_query_value(None, pragma, |r| r.get::<_, i32>(0));
    let id = read("application_id").map_err(|e| format!("not a readable SQLite database ({e})"))?;
    if id != APPLICATION_ID {
        return Err(format!(
            "a SQLite database, but not payments-sim's (application_id {id:#x}, ours is \
             {APPLICATION_ID:#x})"
        ));
    }
    let version = read("user_version").map_err(|e| e.to_string())?;
    if version > SCHEMA_VERSION {
        return Err(format!(
            "written by a newer payments-sim (schema version {version}; this one reads up to \
             {SCHEMA_VERSION}): run that version or a later one"
        ));
    }
    let mut check = conn
        .prepare("PRAGMA quick_check")
        .map_err(|e| e.to_string())?;
    let found: Vec<String> = check
        .query_map([], |r| r.get(0))
        .and_then(|rows| rows.collect())
        .map_err(|e| format!("damaged: {e}"))?;
    if found != ["ok"] {
        return Err(format!("damaged: PRAGMA quick_check: {}", found.join("; ")));
    }
    Ok(version)
}

/// Whether the table `name` is missing.
fn missing(conn: &Connection, name: &str) -> bool {
    let sql = "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1";
    conn.query_row(sql, [name], |_| Ok(())).is_err()
}

/// Whether a table of records is missing (the Service gained one since the database was made).
pub fn missing_tables(conn: &Connection) -> bool {
    record_tables().any(|t| missing(conn, t))
}

/// Brings the database from `from` to [`SCHEMA_VERSION`] inside `tx`, and creates the tables
/// of records it lacks (all of them in a new database) in this version's layout.
pub fn upgrade(tx: &Transaction<'_>, from: i32) -> rusqlite::Result<()> {
    for step in MIGRATIONS.iter().skip(usize::try_from(from).unwrap_or(0)) {
        step(tx)?;
    }
    for table in record_tables() {
        let (account, status) = (generated("account"), generated("status"));
        tx.execute_batch(&format!(
            "CREATE TABLE IF NOT EXISTS {table} (id TEXT PRIMARY KEY, record TEXT NOT NULL, \
             {account}, {status}) WITHOUT ROWID;"
        ))?;
    }
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)
}
