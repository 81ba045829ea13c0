//! `--state FILE`: the simulator's state kept in a file, so a sandbox survives a restart.
//!
//! * **What**: every record, ledger, event, scheduled step, idempotency key, the login
//!   bookkeeping, the webhook registrations and how far deliveries got; the simulated time it
//!   was saved at. Not kept: webhook deliveries in flight and their history, the fault plan's
//!   counters, issued tokens (the token key is new at every start unless `jwt_secret` is set).
//! * **When**: a request that may change state (a GraphQL mutation, a control API `POST`) is
//!   answered only once a save that includes it is on disk; saves are grouped, so many requests
//!   share one. Changes the clock makes by itself (processing steps) are saved within a second.
//! * **How**: the whole state is written to `FILE.tmp`, `fsync`ed, renamed over `FILE`, and the
//!   directory `fsync`ed: a crash at any moment leaves the previous or the new state, whole.
//! * **Refusals**: a file that is not a state file, is damaged, or was written by another
//!   version of the format is refused with its reason, and left untouched; the simulator then
//!   does not start ([`StateFileError`]).

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use tokio::sync::{Notify, watch};

use serde::de::DeserializeOwned;

use crate::config::SimConfig;
use crate::model::events::Event;
use crate::model::jobs::Job;
use crate::model::service::{AuthBook, Service, VisitTables};
use crate::state::{Shared, State, lock};
use crate::store::clock::SimClock;
use crate::store::sequence::Sequence;
use crate::store::table::{Key, Table};
use crate::webhooks::{Endpoint, Webhooks};

/// What the file says it is.
pub const FORMAT: &str = "payments-sim-state";
/// The layout version this build reads and writes; raised when the layout changes.
pub const VERSION: u32 = 1;

/// Why a state file was refused (it is left as it was).
#[derive(Debug, thiserror::Error)]
pub enum StateFileError {
    /// It could not be read.
    #[error("{path}: cannot read the state file: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// It is not a state file of this simulator, or it is damaged.
    #[error("{path}: not a readable payments-sim state file ({why}); it was left untouched")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// It could not be saved (at start, the simulator does not start; later, the previous file
    /// stays whole and the next save tries again).
    #[error("{path}: cannot save the state file: {step} failed: {source}{hint}")]
    Write {
        /// The file.
        path: PathBuf,
        /// The step that failed, naming the file or directory it was on.
        step: String,
        /// Why.
        source: std::io::Error,
        /// What to check, when it is clear (empty otherwise).
        hint: String,
    },
    /// It was written by another version of the layout.
    #[error(
        "{path}: written by another version of payments-sim (state format version {found}; this one reads version {VERSION}); it was left untouched"
    )]
    OtherVersion {
        /// The file.
        path: PathBuf,
        /// The version it says.
        found: u64,
    },
}

/// The file's layout (owned, as read back): each table of the service by name, as a map of
/// its rows' keys to their records.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Saved {
    format: String,
    version: u32,
    saved_at: OffsetDateTime,
    seq: Sequence,
    tables: BTreeMap<String, BTreeMap<String, serde_json::Value>>,
    events: Vec<Event>,
    jobs: Vec<(OffsetDateTime, u64, Job)>,
    auth: AuthBook,
    webhooks: Vec<Endpoint>,
    webhook_cursor: u64,
}

/// Copies every table into `tables`.
struct Dump<'a>(&'a mut BTreeMap<String, BTreeMap<String, serde_json::Value>>);

impl VisitTables for Dump<'_> {
    fn table<K: Key, V: Serialize + DeserializeOwned>(&mut self, name: &str, t: &mut Table<K, V>) {
        let rows = t
            .iter()
            .map(|(k, v)| (k.text(), serde_json::to_value(v).unwrap_or_default()))
            .collect();
        self.0.insert(name.to_owned(), rows);
    }
}

/// Fills every table from `tables`; the first row that does not read back, named.
struct Fill(
    BTreeMap<String, BTreeMap<String, serde_json::Value>>,
    Option<String>,
);

impl VisitTables for Fill {
    fn table<K: Key, V: Serialize + DeserializeOwned>(&mut self, name: &str, t: &mut Table<K, V>) {
        for (key, value) in self.0.remove(name).unwrap_or_default() {
            match (K::parse(&key), serde_json::from_value(value)) {
                (Some(k), Ok(v)) => t.restore(k, v),
                (_, Err(e)) => self.1 = Some(format!("{name}.{key}: {e}")),
                (None, _) => self.1 = Some(format!("{name}.{key}: not an id")),
            }
        }
    }
}

/// A copy of the state as the file holds it (taken under the lock, written outside it).
fn snapshot(state: &mut State) -> Saved {
    let (webhooks, webhook_cursor) = state.webhooks.saved();
    let s = &mut state.service;
    let mut tables = BTreeMap::new();
    s.visit_tables(&mut Dump(&mut tables));
    Saved {
        format: FORMAT.into(),
        version: VERSION,
        saved_at: s.now(),
        seq: s.seq.clone(),
        tables,
        events: s.events.to_vec(),
        jobs: s.jobs.steps().map(|(d, o, j)| (d, o, j.clone())).collect(),
        auth: (*s.auth).clone(),
        webhooks,
        webhook_cursor,
    }
}

/// The bytes of the file for `state`.
#[cfg(test)]
fn encode(state: &mut State) -> serde_json::Result<Vec<u8>> {
    serde_json::to_vec(&snapshot(state))
}

/// The state of `bytes` (read from `path`), run by `config`; the clock resumes at the later of
/// the saved time and the configured start.
fn decode(bytes: &[u8], path: &Path, config: &SimConfig) -> Result<State, StateFileError> {
    let damaged = |why: String| StateFileError::Damaged {
        path: path.to_owned(),
        why,
    };
    let head: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| damaged(e.to_string()))?;
    if head.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(damaged(format!("no \"format\": \"{FORMAT}\"")));
    }
    match head.get("version").and_then(serde_json::Value::as_u64) {
        Some(v) if v == u64::from(VERSION) => {}
        Some(found) => {
            return Err(StateFileError::OtherVersion {
                path: path.to_owned(),
                found,
            });
        }
        None => return Err(damaged("no \"version\"".into())),
    }
    let saved: Saved = serde_json::from_value(head).map_err(|e| damaged(e.to_string()))?;
    let start = config
        .start_time
        .unwrap_or_else(OffsetDateTime::now_utc)
        .max(saved.saved_at);
    let mut service = Service::empty(config.clone(), false);
    *service.clock = SimClock::new(start, config.time_scale);
    service.seq = saved.seq;
    let mut fill = Fill(saved.tables, None);
    service.visit_tables(&mut fill);
    if let Some(why) = fill.1 {
        return Err(damaged(why));
    }
    saved
        .events
        .into_iter()
        .for_each(|e| service.events.push(e));
    for (due, order, job) in saved.jobs {
        service.jobs.restore(due, order, job);
    }
    *service.auth = saved.auth;
    let webhooks = Webhooks::restored(
        &config.webhook_ad_hoc_secret,
        saved.webhooks,
        saved.webhook_cursor,
    );
    Ok(State {
        service,
        webhooks,
        portal: Default::default(),
    })
}

/// The state in `path`, or `None` when there is no such file (a fresh start).
pub fn load(path: &Path, config: &SimConfig) -> Result<Option<State>, StateFileError> {
    match std::fs::read(path) {
        Ok(bytes) => decode(&bytes, path, config).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(StateFileError::Read {
            path: path.to_owned(),
            source,
        }),
    }
}

/// Writes `bytes` to `path` atomically: a temporary file beside it, fsync, rename, and an
/// fsync of the directory. A failure names the step and the file it was on.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), StateFileError> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    let failed = |step: String, source: std::io::Error| {
        let hint = if source.kind() == std::io::ErrorKind::NotFound && !dir.is_dir() {
            format!(" (the directory {} does not exist)", dir.display())
        } else {
            String::new()
        };
        StateFileError::Write {
            path: path.to_owned(),
            step,
            source,
            hint,
        }
    };
    let shown = tmp.display();
    let mut file = std::fs::File::create(&tmp)
        .map_err(|e| failed(format!("creating the temporary file {shown}"), e))?;
    file.write_all(bytes)
        .map_err(|e| failed(format!("writing {shown}"), e))?;
    file.sync_all()
        .map_err(|e| failed(format!("syncing {shown}"), e))?;
    drop(file);
    std::fs::rename(&tmp, path).map_err(|e| failed(format!("renaming {shown} over it"), e))?;
    std::fs::File::open(&dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| failed(format!("syncing the directory {}", dir.display()), e))
}

/// The bytes of `saved` for `path`'s file.
fn encoded(path: &Path, saved: &Saved) -> Result<Vec<u8>, StateFileError> {
    serde_json::to_vec(saved).map_err(|e| StateFileError::Write {
        path: path.to_owned(),
        step: "encoding the state".into(),
        source: std::io::Error::other(e),
        hint: String::new(),
    })
}

/// Saves the state when asked, grouping requests: [`Persister::committed`] returns once a save
/// that includes everything done before it is on disk.
#[derive(Debug)]
pub struct Persister {
    path: PathBuf,
    /// Changes announced so far.
    changed: AtomicU64,
    /// Changes on disk.
    saved: watch::Sender<u64>,
    wake: Notify,
}

impl Persister {
    /// Saves `state` to `path` now (so the file exists from the start), then keeps saving it in
    /// the background: on request, and every second while the clock runs.
    pub fn start(path: PathBuf, state: Shared) -> Result<Arc<Self>, StateFileError> {
        let saved = snapshot(&mut lock(&state));
        let bytes = encoded(&path, &saved)?;
        write_atomically(&path, &bytes)?;
        let persister = Arc::new(Self {
            path,
            changed: AtomicU64::new(0),
            saved: watch::Sender::new(0),
            wake: Notify::new(),
        });
        tokio::spawn(writer(persister.clone(), state));
        Ok(persister)
    }

    /// Waits until everything changed before this call is on disk.
    pub async fn committed(&self) {
        let target = self.changed.fetch_add(1, Ordering::SeqCst) + 1;
        self.wake.notify_one();
        let mut saved = self.saved.subscribe();
        let _ = saved.wait_for(|done| *done >= target).await;
    }
}

/// The background writer: one save per wake-up (covering every change announced before it),
/// and one a second for what the clock does by itself.
async fn writer(p: Arc<Persister>, state: Shared) {
    let mut last: Option<Vec<u8>> = None;
    loop {
        let _ = tokio::time::timeout(Duration::from_secs(1), p.wake.notified()).await;
        let target = p.changed.load(Ordering::SeqCst);
        let saved = snapshot(&mut lock(&state));
        let bytes = match encoded(&p.path, &saved) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("payments-sim: {e}");
                continue;
            }
        };
        if last.as_ref() != Some(&bytes) {
            let path = p.path.clone();
            let (result, bytes) =
                tokio::task::spawn_blocking(move || (write_atomically(&path, &bytes), bytes))
                    .await
                    .unwrap_or_else(|e| {
                        let e = StateFileError::Write {
                            path: p.path.clone(),
                            step: "the saving task".into(),
                            source: std::io::Error::other(e.to_string()),
                            hint: String::new(),
                        };
                        (Err(e), Vec::new())
                    });
            if let Err(e) = result {
                // The previous file stays whole; the next save tries again.
                eprintln!("payments-sim: {e}");
                continue;
            }
            last = Some(bytes);
        }
        p.saved.send_modify(|done| *done = (*done).max(target));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_state_reads_back_the_same_and_foreign_files_are_refused() {
        let config = SimConfig {
            profile: crate::config::Profile::Uat,
            ..SimConfig::for_tests()
        };
        let mut state = State::new(&config);
        let bytes = encode(&mut state).unwrap();
        let mut back = decode(&bytes, Path::new("s.json"), &config).unwrap();
        assert_eq!(
            encode(&mut back).unwrap(),
            bytes,
            "the same state, byte for byte"
        );
        assert!(
            !back.service.deposits.is_empty(),
            "the UAT records came back"
        );

        let path = Path::new("state.json");
        let shown = |bytes: &[u8]| decode(bytes, path, &config).err().map(|e| e.to_string());
        let other =
            String::from_utf8(bytes.clone())
                .unwrap()
                .replacen("\"version\":1", "\"version\":2", 1);
        assert_eq!(
            shown(other.as_bytes()).as_deref(),
            Some(
                "state.json: written by another version of payments-sim (state format version 2; this one reads version 1); it was left untouched"
            )
        );
        assert!(
            shown(&bytes[..bytes.len() / 2])
                .unwrap()
                .contains("not a readable payments-sim state file")
        );
        assert!(shown(b"{\"hello\": 1}").unwrap().contains("no \"format\""));
    }

    #[test]
    fn a_state_file_that_cannot_be_written_is_named_with_the_step_and_why() {
        let path = Path::new("/nonexistent-payments-sim-dir/state.json");
        let e = write_atomically(path, b"{}").unwrap_err().to_string();
        assert_eq!(
            e,
            "/nonexistent-payments-sim-dir/state.json: cannot save the state file: creating the \
             temporary file /nonexistent-payments-sim-dir/state.json.tmp failed: No such file or \
             directory (os error 2) (the directory /nonexistent-payments-sim-dir does not exist)"
        );
    }
}
