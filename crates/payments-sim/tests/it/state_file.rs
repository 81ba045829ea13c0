//! `--state FILE`, as an operator meets it: the built binary is killed with SIGKILL in the
//! middle of a `createWithdrawal` load and started again on the same file. Every withdrawal it
//! acknowledged is there, and the AUD balance equals the sum of the ledger that survived (the
//! statement's rows). A damaged file is refused and left as it was.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::common::{UA, create_withdrawal_query, withdrawal_input};

/// A `payments-sim` process on a loopback port, keeping its state in `state`.
struct Process {
    child: Child,
    url: String,
}

impl Process {
    fn start(state: &Path) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_payments-sim"))
            .args(["--addr", "127.0.0.1:0", "--state"])
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
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
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

/// Logs in as the demo user; a login within a second of the last one (which the state file
/// remembers across the restart) is refused with 429, so up to 5 tries a second apart.
async fn login(http: &reqwest::Client, url: &str) -> String {
    let q = "mutation L($input: LoginInput!) { login(input: $input) { token } }";
    let input = json!({"input": {"email": "demo@payments.test", "password": "demo-password"}});
    let mut reply = Value::Null;
    for _ in 0..5 {
        reply = post(http, url, None, q, input.clone())
            .await
            .expect("login reply");
        if let Some(token) = reply["data"]["login"]["token"].as_str() {
            return token.to_owned();
        }
        tokio::time::sleep(Duration::from_millis(1100)).await;
    }
    panic!("login failed: {reply}")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "payments-sim-state-{}-{}",
        std::process::id(),
        time::OffsetDateTime::now_utc().unix_timestamp_nanos()
    ));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir.join(name)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_during_a_withdrawal_load_loses_nothing_acknowledged() {
    let state = scratch("state.json");
    let http = http();
    let first = Process::start(&state);
    let token = login(&http, &first.url).await;

    // Eight tasks create withdrawals of 1.00 until the process dies; each keeps the ids the
    // service acknowledged. The load is bounded: 3 s at most.
    let acked = Arc::new(Mutex::new(Vec::<String>::new()));
    let deadline = Instant::now() + Duration::from_secs(3);
    let mut tasks = Vec::new();
    for t in 0..8 {
        let (http, url, token, acked) = (
            http.clone(),
            first.url.clone(),
            token.clone(),
            acked.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut n = 0;
            while Instant::now() < deadline {
                n += 1;
                let input = withdrawal_input(1.0, &format!("load {t}-{n}"));
                let Some(reply) = post(
                    &http,
                    &url,
                    Some(&token),
                    &create_withdrawal_query(),
                    json!({"input": input}),
                )
                .await
                else {
                    return; // the process is gone
                };
                if let Some(id) = reply["data"]["createWithdrawal"]["withdrawal"]["id"].as_str() {
                    acked.lock().unwrap().push(id.to_owned());
                }
            }
        }));
    }
    // Kill it once it has acknowledged a good number, while the load goes on.
    while acked.lock().unwrap().len() < 40 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    drop(first); // SIGKILL
    for task in tasks {
        let _ = task.await;
    }
    let acked = acked.lock().unwrap().clone();
    assert!(
        acked.len() >= 40,
        "only {} withdrawals were acknowledged before the kill",
        acked.len()
    );

    let second = Process::start(&state);
    let token = login(&http, &second.url).await;
    let reply = post(
        &http,
        &second.url,
        Some(&token),
        "{ withdrawals { id } balances(currencies: [AUD]) { cleared } }",
        json!({}),
    )
    .await
    .expect("a reply after the restart");
    let present: Vec<&str> = reply["data"]["withdrawals"]
        .as_array()
        .unwrap_or_else(|| panic!("{reply}"))
        .iter()
        .filter_map(|w| w["id"].as_str())
        .collect();
    let lost: Vec<&String> = acked
        .iter()
        .filter(|id| !present.contains(&id.as_str()))
        .collect();
    assert!(
        lost.is_empty(),
        "acknowledged withdrawals lost in the restart: {lost:?}"
    );

    // The balance is what the surviving ledger adds up to (every movement is a statement row).
    let balance: Decimal = reply["data"]["balances"][0]["cleared"]
        .to_string()
        .parse()
        .unwrap();
    let today = time::OffsetDateTime::now_utc().date();
    let mut sum = Decimal::ZERO;
    for day in [today.previous_day().unwrap(), today] {
        let q = "query S($input: StatementQueryInput!) { statement(input: $input) { rows { debit credit } } }";
        let s = post(
            &http,
            &second.url,
            Some(&token),
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
        }
    }
    assert_eq!(
        balance, sum,
        "the AUD balance against the sum of the ledger's rows"
    );
    assert!(present.len() >= acked.len());
}

#[tokio::test]
async fn a_damaged_or_foreign_state_file_is_refused_and_left_untouched() {
    for (name, text) in [
        (
            "damaged.json",
            "{\"format\": \"payments-sim-state\", \"version\": 1, \"seq\": ",
        ),
        (
            "foreign.json",
            "{\"format\": \"payments-sim-state\", \"version\": 99}",
        ),
        ("other.json", "[1, 2, 3]"),
    ] {
        let path = scratch(name);
        std::fs::write(&path, text).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_payments-sim"))
            .args(["--addr", "127.0.0.1:0", "--state"])
            .arg(&path)
            .output()
            .expect("payments-sim runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        assert!(
            err.contains(&path.display().to_string()) && err.contains("left untouched"),
            "{name}: {err}"
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            text,
            "{name} was changed"
        );
    }
}

#[tokio::test]
async fn a_state_file_that_cannot_be_created_is_named_with_what_went_wrong() {
    let dir = scratch("unused").with_file_name("no-such-dir");
    let path = dir.join("state.json");
    let out = Command::new(env!("CARGO_BIN_EXE_payments-sim"))
        .args(["--addr", "127.0.0.1:0", "--state"])
        .arg(&path)
        .output()
        .expect("payments-sim runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
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
    let dir = scratch("unused").with_file_name("a-directory");
    std::fs::create_dir_all(&dir).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_payments-sim"))
        .args(["--addr", "127.0.0.1:0", "--state"])
        .arg(&dir)
        .output()
        .expect("payments-sim runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&format!("{}: cannot read the state: ", dir.display())),
        "{err}"
    );
}
