//! `--state PATH`: the sandbox kept in a SQLite database, the truth on disk; the state behind
//! the one lock is its working copy, read from it at start.
//!
//! * **What**: every table of the Service (records, logins, idempotency keys), the event log
//!   with each event's snapshot, the ledgers' entries, the scheduled processing steps, the
//!   webhook registrations and how far delivery got, the id sequence, the login bookkeeping
//!   and the simulated time of the last commit. Not kept: deliveries in flight and their
//!   history, the fault plan's counters, issued tokens, the portal's sign-ins.
//! * **When**: what changed is committed in one transaction that writes only the rows it
//!   touched ([`rows`]); a GraphQL mutation or a control API `POST` is answered once a commit
//!   that includes it is durable (WAL, `synchronous=FULL`: the log is synced before the commit
//!   returns), and requests waiting together share one commit. The writer looks on every such
//!   request and every second (what the clock does by itself); when nothing changed, nothing
//!   is written. A commit that fails keeps its rows and is tried again a second later.
//! * **Start**: a file that is not a SQLite database of ours, is of a newer layout, or fails
//!   `PRAGMA quick_check` is refused with its path and reason and left untouched (inspected
//!   on a read-only connection first; an older layout is migrated and the rows read in one
//!   transaction, rolled back when a row does not read). Rows are trusted: no input rule runs
//!   and no clock is read. A version-1 JSON state file (payments-sim up to b0f476b) given as
//!   `PATH` is imported once into `PATH.sqlite` beside it, and used from then on.
//! * **Layout and versions**: [`schema`].

mod import;
mod rows;
mod schema;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use rusqlite::{Connection, TransactionBehavior};
use tokio::sync::{Notify, watch};

use crate::config::SimConfig;
use crate::state::{Shared, State, lock};

/// Why the state's database was not used.
#[derive(Debug, thiserror::Error)]
pub enum StateFileError {
    /// The file is not one the simulator may use as it is; it was not changed.
    #[error("{path}: {why}; it was left untouched")]
    Refused {
        /// The file.
        path: PathBuf,
        /// Why.
        why: String,
    },
    /// A step on it failed.
    #[error("{path}: cannot {step}: {why}")]
    Failed {
        /// The file.
        path: PathBuf,
        /// The step, naming what it was on.
        step: String,
        /// The system's or SQLite's reason, and what to check when it is clear.
        why: String,
    },
}

fn refused(path: &Path, why: impl ToString) -> StateFileError {
    StateFileError::Refused {
        path: path.to_owned(),
        why: why.to_string(),
    }
}

fn failed(path: &Path, step: String, why: impl ToString) -> StateFileError {
    let mut why = why.to_string();
    if let Some(d) = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.is_dir())
    {
        why += &format!(" (the directory {} does not exist)", d.display());
    }
    StateFileError::Failed {
        path: path.to_owned(),
        step,
        why,
    }
}

/// `path` with `suffix` appended (`state.json` -> `state.json.sqlite`).
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    name.into()
}

/// The database a running simulator keeps its state in.
pub struct Database {
    conn: Connection,
}

impl Database {
    /// Writes `batch` in one transaction.
    fn commit(&mut self, batch: &[rows::Changes]) -> rusqlite::Result<()> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        batch.iter().try_for_each(|c| rows::write(&tx, c))?;
        tx.commit()
    }
}

/// The state kept at `path` and its database: a database of ours (migrated forward when it is
/// older); a new one holding the seeded state when there is no file; or, for a version-1
/// JSON state file, the database `PATH.sqlite` beside it, imported from it the first time.
pub fn open(path: &Path, config: &SimConfig) -> Result<(State, Database), StateFileError> {
    let mut head = [0u8; 16];
    let read = std::fs::File::open(path).and_then(|mut f| {
        use std::io::Read;
        f.read(&mut head)
    });
    match read {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            create(path, State::new(config))?;
        }
        Err(e) => return Err(failed(path, "read the state".into(), e)),
        Ok(0) => return Err(refused(path, "an empty file, not a payments-sim database")),
        Ok(_) if head == *b"SQLite format 3\0" => {}
        Ok(_) if head.trim_ascii_start().starts_with(b"{") => {
            let db = beside(path, ".sqlite");
            if !db.exists() {
                create(&db, import::read(path, config)?)?;
                eprintln!(
                    "payments-sim: imported the state file {} into {}, which keeps the state \
                     from now on (the JSON file is left as it was)",
                    path.display(),
                    db.display()
                );
            }
            return use_existing(&db, config);
        }
        Ok(_) => {
            return Err(refused(
                path,
                "not a SQLite database nor a payments-sim state file",
            ));
        }
    }
    use_existing(path, config)
}

/// Opens an existing database of ours, brings it to this version and reads its state.
fn use_existing(path: &Path, config: &SimConfig) -> Result<(State, Database), StateFileError> {
    let version = schema::inspect(path).map_err(|why| refused(path, why))?;
    let mut conn = connect(path).map_err(|e| failed(path, "open the database".into(), e))?;
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(|e| failed(path, "open a transaction".into(), e))?;
    if version < schema::SCHEMA_VERSION || schema::missing_tables(&tx) {
        schema::upgrade(&tx, version)
            .map_err(|e| failed(path, format!("migrate it from version {version}"), e))?;
    }
    let state = rows::load(&tx, config).map_err(|why| refused(path, format!("damaged: {why}")))?;
    tx.commit()
        .map_err(|e| failed(path, "commit the migration".into(), e))?;
    Ok((state, Database { conn }))
}

/// A connection in WAL mode that syncs every commit and waits up to 5 s for another writer.
fn connect(path: &Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    Ok(conn)
}

/// Makes a database at `path` holding `state`: written beside it and renamed into place once
/// complete, so a start that stops half-way leaves no half-made database.
fn create(path: &Path, mut state: State) -> Result<(), StateFileError> {
    let tmp = beside(path, ".tmp");
    let shown = tmp.display().to_string();
    let remove = || {
        for s in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(beside(&tmp, s));
        }
    };
    remove();
    let result = (|| {
        let mut conn = connect(&tmp).map_err(|e| failed(path, format!("create {shown}"), e))?;
        let mut write = |conn: &mut Connection| -> Result<(), String> {
            let changes = rows::take(&mut state)?.unwrap_or_default();
            let tx = conn.transaction().map_err(|e| e.to_string())?;
            schema::upgrade(&tx, 0).map_err(|e| e.to_string())?;
            rows::write(&tx, &changes).map_err(|e| e.to_string())?;
            tx.commit().map_err(|e| e.to_string())
        };
        write(&mut conn).map_err(|e| failed(path, format!("write {shown}"), e))?;
        conn.close()
            .map_err(|(_, e)| failed(path, format!("close {shown}"), e))?;
        std::fs::rename(&tmp, path).map_err(|e| failed(path, format!("rename {shown} to it"), e))
    })();
    if result.is_err() {
        remove();
    }
    result
}

/// Commits the state's changes to its database in the background: what changed, grouped,
/// on request and every second ([`Persister::committed`] returns once everything changed
/// before it is durable).
#[derive(Debug)]
pub struct Persister {
    /// Changes announced so far.
    changed: AtomicU64,
    /// Changes durable.
    saved: watch::Sender<u64>,
    wake: Notify,
}

impl Persister {
    /// Starts the writer of `db`; it stops (after a last commit) when `stop` turns true.
    pub fn start(
        db: Database,
        path: PathBuf,
        state: Shared,
        stop: watch::Receiver<bool>,
    ) -> Arc<Self> {
        let persister = Arc::new(Self {
            changed: AtomicU64::new(0),
            saved: watch::Sender::new(0),
            wake: Notify::new(),
        });
        tokio::spawn(writer(persister.clone(), db, path, state, stop));
        persister
    }

    /// Waits until everything changed before this call is durable.
    pub async fn committed(&self) {
        let target = self.changed.fetch_add(1, Ordering::SeqCst) + 1;
        self.wake.notify_one();
        let mut saved = self.saved.subscribe();
        let _ = saved.wait_for(|done| *done >= target).await;
    }
}

/// The writer: takes what changed under the lock (only those rows are serialised), commits
/// it outside the lock, then tells the waiters.
async fn writer(
    p: Arc<Persister>,
    db: Database,
    path: PathBuf,
    state: Shared,
    mut stop: watch::Receiver<bool>,
) {
    let mut db = Some(db);
    let mut pending: Vec<rows::Changes> = Vec::new();
    loop {
        let stopping = tokio::select! {
            _ = p.wake.notified() => false,
            _ = tokio::time::sleep(Duration::from_secs(1)) => false,
            _ = stop.wait_for(|stop| *stop) => true,
        };
        let target = p.changed.load(Ordering::SeqCst);
        match rows::take(&mut lock(&state)) {
            Ok(changes) => pending.extend(changes),
            Err(e) => eprintln!(
                "payments-sim: {}: a change was not saved: {e}",
                path.display()
            ),
        }
        if !pending.is_empty() {
            let (Some(mut conn), batch) = (db.take(), std::mem::take(&mut pending)) else {
                return;
            };
            let done = tokio::task::spawn_blocking(move || {
                let result = conn.commit(&batch);
                (conn, batch, result)
            });
            let Ok((conn, batch, result)) = done.await else {
                return;
            };
            db = Some(conn);
            if let Err(e) = result {
                // The rows stay pending and the waiters waiting; the next round tries again.
                eprintln!("payments-sim: {}: cannot commit: {e}", path.display());
                pending = batch;
                if stopping {
                    return;
                }
                continue;
            }
        }
        p.saved.send_modify(|done| *done = (*done).max(target));
        if stopping {
            return;
        }
    }
}
