//! `--state PATH`, as an operator meets it: the built binary killed with SIGKILL at random
//! moments while 8 clients create deposits and withdrawals, and started again on the same
//! database, 20 times over; files it must refuse, and a database it cannot create.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::common::{Scratch, UA, create_withdrawal_query, withdrawal_input};

/// A `payments-sim` process on a loopback port, keeping its state in `state`.
struct Process {
    child: Child,
    url: String,
}

impl Process {
    fn start(state: &Path) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_payments-sim"))
            .args([
                "--addr",
                "127.0.0.1:0",
                "--time-scale",
                "0",
                "--login-interval",
                "0",
            ])
            .arg("--state")
            .arg(state)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("payments-sim starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("the banner");
        let url = first
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no URL in the banner {first:?}"))
            .to_owned();
        Self { child, url }
    }

    fn base(&self) -> &str {
        self.url.trim_end_matches("/graphql")
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill(); // SIGKILL
        let _ = self.child.wait();
    }
}

fn http() -> reqwest::Client {
    reqwest::Client::builder()
        .user_agent(UA)
        .timeout(Duration::from_secs(10))
        .build()
        .expect("client")
}

async fn post(
    http: &reqwest::Client,
    url: &str,
    token: Option<&str>,
    query: &str,
    variables: Value,
) -> Option<Value> {
    let mut request = http
        .post(url)
        .json(&json!({"query": query, "variables": variables}));
    if let Some(t) = token {
        request = request.bearer_auth(t);
    }
    request.send().await.ok()?.json().await.ok()
}

async fn login(http: &reqwest::Client, url: &str) -> String {
    let q = "mutation L($input: LoginInput!) { login(input: $input) { token } }";
    let input = json!({"input": {"email": "demo@payments.test", "password": "demo-password"}});
    let reply = post(http, url, None, q, input).await.expect("login reply");
    match reply["data"]["login"]["token"].as_str() {
        Some(token) => token.to_owned(),
        None => panic!("login failed: {reply}"),
    }
}

/// What the clients were told: deposit ids, and withdrawal ids by idempotency key.
#[derive(Default)]
struct Acked {
    deposits: BTreeSet<String>,
    withdrawals: BTreeMap<String, String>,
}

/// One client: deposits and withdrawals in turn until the process is gone or `until`.
async fn client(
    http: reqwest::Client,
    url: String,
    token: String,
    van: String,
    name: String,
    until: Instant,
    acked: Arc<Mutex<Acked>>,
) {
    let base = url.trim_end_matches("/graphql").to_owned();
    for n in 0.. {
        if Instant::now() >= until {
            return;
        }
        if n % 2 == 0 {
            let body = json!({"bsb": "802985", "accountNo": van, "amount": 5.0, "reference": format!("{name}-{n}")});
            let Ok(reply) = http
                .post(format!("{base}/sim/deposits"))
                .json(&body)
                .send()
                .await
            else {
                return;
            };
            let Ok(deposit) = reply.json::<Value>().await else {
                return;
            };
            if let Some(id) = deposit["id"].as_str() {
                acked.lock().unwrap().deposits.insert(id.to_owned());
            }
        } else {
            let key = format!("{name}-{n}");
            let mut input = withdrawal_input(1.0, &key);
            input["idempotencyKey"] = json!(key);
            let q = create_withdrawal_query();
            let Some(reply) = post(&http, &url, Some(&token), &q, json!({"input": input})).await
            else {
                return;
            };
            if let Some(id) = reply["data"]["createWithdrawal"]["withdrawal"]["id"].as_str() {
                acked.lock().unwrap().withdrawals.insert(key, id.to_owned());
            }
        }
    }
}

/// Checks a restarted simulator against what was acknowledged: every acknowledged deposit and
/// withdrawal is there; every record has all its ledger rows and every row its record; the
/// AUD balance is what the rows add up to; the idempotency keys of `replay` give back their
/// withdrawals.
async fn check(
    http: &reqwest::Client,
    p: &Process,
    token: &str,
    acked: &Acked,
    replay: &BTreeMap<String, String>,
) {
    let q = "{ deposits { id } withdrawals { id } balances(currencies: [AUD]) { cleared } }";
    let reply = post(http, &p.url, Some(token), q, json!({}))
        .await
        .expect("a reply after the restart");
    let ids = |list: &str| -> BTreeSet<String> {
        let list = reply["data"][list]
            .as_array()
            .unwrap_or_else(|| panic!("{reply}"));
        list.iter()
            .filter_map(|x| x["id"].as_str().map(str::to_owned))
            .collect()
    };
    let (deposits, withdrawals) = (ids("deposits"), ids("withdrawals"));
    let lost: Vec<_> = acked.deposits.difference(&deposits).collect();
    assert!(lost.is_empty(), "acknowledged deposits lost: {lost:?}");
    let lost: Vec<_> = acked
        .withdrawals
        .values()
        .filter(|id| !withdrawals.contains(*id))
        .collect();
    assert!(lost.is_empty(), "acknowledged withdrawals lost: {lost:?}");

    // The ledger: every movement is a statement row (the clock is frozen near today).
    let mut sum = Decimal::ZERO;
    let mut rows: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let today = time::OffsetDateTime::now_utc().date();
    for day in [
        today.previous_day().unwrap(),
        today,
        today.next_day().unwrap(),
    ] {
        let q = "query S($input: StatementQueryInput!) { statement(input: $input) { rows { debit credit description transactionId } } }";
        let s = post(
            &http,
            &p.url,
            Some(token),
            q,
            json!({"input": {"fromDate": day.to_string(), "currency": "AUD"}}),
        )
        .await
        .expect("a statement");
        for row in s["data"]["statement"]["rows"]
            .as_array()
            .unwrap_or_else(|| panic!("{s}"))
        {
            let amount = |k: &str| -> Decimal { row[k].to_string().parse().unwrap() };
            sum += amount("credit") - amount("debit");
            if let Some(id) = row["transactionId"].as_str() {
                rows.entry(id.to_owned())
                    .or_default()
                    .push(row["description"].as_str().unwrap().to_owned());
            }
        }
    }
    let balance: Decimal = reply["data"]["balances"][0]["cleared"]
        .to_string()
        .parse()
        .unwrap();
    assert_eq!(balance, sum, "the AUD balance against the ledger's rows");
    for id in &deposits {
        assert_eq!(
            rows.remove(id),
            Some(vec!["Deposit".to_owned()]),
            "deposit {id}'s ledger rows"
        );
    }
    for id in &withdrawals {
        let both = vec!["Withdrawal".to_owned(), "Withdrawal fee".to_owned()];
        assert_eq!(rows.remove(id), Some(both), "withdrawal {id}'s ledger rows");
    }
    assert!(rows.is_empty(), "ledger rows of no record: {rows:?}");

    for (key, id) in replay {
        let mut input = withdrawal_input(1.0, key);
        input["idempotencyKey"] = json!(key);
        let r = post(
            &http,
            &p.url,
            Some(token),
            &create_withdrawal_query(),
            json!({"input": input}),
        )
        .await
        .expect("a replay");
        assert_eq!(
            r["data"]["createWithdrawal"]["withdrawal"]["id"],
            json!(id),
            "idempotency key {key}: {r}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_random_moments_loses_nothing_acknowledged_and_leaves_nothing_half_done() {
    let scratch = Scratch::new();
    let state = scratch.path("state.sqlite");
    let acked = Arc::new(Mutex::new(Acked::default()));
    let mut rng = StdRng::seed_from_u64(26);
    let mut last_round = BTreeMap::new();
    // One HTTP client for every call of the test (each one built loads the platform's roots).
    let http = http();
    for round in 0..20 {
        let p = Process::start(&state);
        let token = login(&http, &p.url).await;
        if round > 0 {
            check(&http, &p, &token, &acked.lock().unwrap(), &last_round).await;
        }
        let before: BTreeSet<String> = acked.lock().unwrap().withdrawals.keys().cloned().collect();
        let van = "100000001".to_owned();
        let until = Instant::now() + Duration::from_secs(30);
        let tasks: Vec<_> = (0..8)
            .map(|c| {
                tokio::spawn(client(
                    http.clone(),
                    p.url.clone(),
                    token.clone(),
                    van.clone(),
                    format!("r{round}c{c}"),
                    until,
                    acked.clone(),
                ))
            })
            .collect();
        // Killed once a random number of calls more were acknowledged (machine speed does not
        // change the load), while the clients keep calling; at most 30 s a round.
        let acks = |a: &Acked| a.deposits.len() + a.withdrawals.len();
        let target = acks(&acked.lock().unwrap()) + rng.random_range(15..40);
        for _ in 0..3000 {
            if acks(&acked.lock().unwrap()) >= target {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        drop(p); // SIGKILL, at once
        for task in tasks {
            let _ = task.await;
        }
        let g = acked.lock().unwrap();
        last_round = g
            .withdrawals
            .iter()
            .filter(|(k, _)| !before.contains(*k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
    }
    let p = Process::start(&state);
    let token = login(&http, &p.url).await;
    let acked = acked.lock().unwrap();
    assert!(
        acked.deposits.len() >= 100 && acked.withdrawals.len() >= 100,
        "a load worth the name: {} deposits, {} withdrawals acknowledged",
        acked.deposits.len(),
        acked.withdrawals.len()
    );
    check(&http, &p, &token, &acked, &acked.withdrawals).await;
}

/// The version-1 database of `tests/fixtures` (made by the first SQLite layout).
pub fn fixture_v1() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/state-v1.sqlite"
    ))
    .expect("the fixture")
}

/// Starts the binary with `--state path`: it stops at once, exit 1; what it said.
fn stops_on(path: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_payments-sim"))
        .args(["--addr", "127.0.0.1:0", "--state"])
        .arg(path)
        .output()
        .expect("payments-sim runs");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{}: {err}", path.display());
    err
}

/// Starts the binary on a file holding `bytes`: it refuses, exit 1, naming the file and
/// `reason`, and leaves it as it was, nothing written beside it.
fn refused(name: &str, bytes: &[u8], reason: &str) {
    let scratch = Scratch::new();
    let path = scratch.path(name);
    std::fs::write(&path, bytes).unwrap();
    let err = stops_on(&path);
    let named = format!("{}: {reason}", path.display());
    assert!(
        err.contains(&named) && err.trim_end().ends_with("; it was left untouched"),
        "{name}: {err}"
    );
    assert!(std::fs::read(&path).unwrap() == bytes, "{name} was changed");
    let beside: Vec<_> = std::fs::read_dir(path.parent().unwrap()).unwrap().collect();
    assert_eq!(beside.len(), 1, "{name}: files were made beside it");
}

#[test]
fn damaged_foreign_and_newer_files_are_refused_named_and_left_untouched() {
    let v1 = fixture_v1();
    let scratch = Scratch::new();
    let newer = scratch.path("newer.sqlite");
    std::fs::write(&newer, &v1).unwrap();
    rusqlite::Connection::open(&newer)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let newer_bytes = std::fs::read(&newer).unwrap();
    refused(
        "newer.sqlite",
        &newer_bytes,
        "written by a newer payments-sim (schema version 99; this one reads up to 2)",
    );
    // A page of ours overwritten, the tail of ours cut off.
    let mut damaged = v1.clone();
    damaged[30 * 1024..30 * 1024 + 600].fill(0x5A);
    refused("damaged.sqlite", &damaged, "damaged: ");
    refused(
        "cut.sqlite",
        &v1[..20_000],
        "not a readable SQLite database (database disk image is malformed)",
    );
    let other = scratch.path("other.sqlite");
    let conn = rusqlite::Connection::open(&other).unwrap();
    conn.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        .unwrap();
    drop(conn);
    refused(
        "other.sqlite",
        &std::fs::read(&other).unwrap(),
        "a SQLite database, but not payments-sim's",
    );
    refused("empty.sqlite", b"", "an empty file");
    refused(
        "text.txt",
        b"hello\n",
        "not a SQLite database nor a payments-sim state file",
    );
    refused(
        "list.json",
        b"[1, 2, 3]",
        "not a SQLite database nor a payments-sim state file",
    );
    // JSON state files: one cut short, one of an unknown version (nothing is imported).
    refused(
        "cut.json",
        b"{\"format\": \"payments-sim-state\", \"version\": 1, \"seq\": ",
        "not a readable payments-sim state file",
    );
    refused(
        "v99.json",
        b"{\"format\": \"payments-sim-state\", \"version\": 99}",
        "a state file of version 99; this payments-sim imports version 1",
    );
}

#[tokio::test]
async fn a_state_file_that_cannot_be_created_is_named_with_what_went_wrong() {
    let scratch = Scratch::new();
    let dir = scratch.path("no-such-dir");
    let path = dir.join("state.json");
    let err = stops_on(&path);
    assert!(
        err.contains(&format!(
            "{}: cannot create {}.tmp: ",
            path.display(),
            path.display()
        )) && err.contains(&format!("(the directory {} does not exist)", dir.display())),
        "{err}"
    );
    assert!(!dir.exists(), "nothing was created");

    // A directory where the file should be: named, with why.
    let dir = scratch.path("a-directory");
    std::fs::create_dir_all(&dir).unwrap();
    let err = stops_on(&dir);
    assert!(
        err.contains(&format!("{}: cannot read the state: ", dir.display())),
        "{err}"
    );
}
