//! `--state PATH` in-process: a sandbox whose clock ran ahead keeps a sub-client that is adult
//! only on the simulated day; the first SQLite layout is migrated; a JSON state file of
//! b0f476b is imported once; an idle simulator writes nothing.

use std::path::{Path, PathBuf};
use std::time::Duration;

use payments_sim::SimConfig;
use payments_types::sub_clients::CreateSubClientInput;
use payments_types::{Context, FromInput};
use serde_json::{Value, json};
use time::{Date, Month, OffsetDateTime};

use crate::common::{Scratch, Sim, arrival};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// A simulator on the frozen test clock (it resumes at a state's stored time) keeping its state
/// in `path`.
async fn start(path: &Path) -> Sim {
    Sim::start_with(SimConfig {
        login_interval_secs: 0,
        state_file: Some(path.to_owned()),
        ..SimConfig::for_tests()
    })
    .await
}

/// The day 18 years before `day` (1 March when that day is 29 February of a common year).
fn eighteen_years_before(day: Date) -> Date {
    day.replace_year(day.year() - 18)
        .unwrap_or_else(|_| Date::from_calendar_date(day.year() - 18, Month::March, 1).unwrap())
}

fn sub_client(dob: Date) -> Value {
    json!({"firstName": "Mia", "lastName": "Turner", "email": "mia.turner@example.com", "mobile": "+61412345678",
        "dob": dob.to_string(), "address": {"street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}})
}

/// payments-types refuses `input` as too young on the wall clock's day, and takes it on `day`.
fn too_young_today_adult_on(input: &Value, day: Date) {
    let today =
        CreateSubClientInput::from_json(input, &Context::today_utc()).expect_err("17 today");
    assert!(today.to_string().contains("[dob.too_young]"), "{today}");
    CreateSubClientInput::from_json(input, &Context::on(day)).expect("adult on the simulated day");
}

#[tokio::test]
async fn a_sub_client_adult_only_on_the_simulated_day_survives_a_restart() {
    let dir = Scratch::new();
    let path = dir.path("state.sqlite");
    let config = SimConfig {
        start_time: Some(OffsetDateTime::now_utc()),
        login_interval_secs: 0,
        state_file: Some(path.clone()),
        ..SimConfig::for_tests()
    };
    let sim = Sim::start_with(config.clone()).await;
    sim.advance(3.0 * 86_400.0).await;
    let simulated_day = sim.handle.now().date();
    // Turns 18 tomorrow (wall clock): adult on the simulated day, three days on.
    let tomorrow = OffsetDateTime::now_utc().date().next_day().unwrap();
    let input = sub_client(eighteen_years_before(tomorrow));
    too_young_today_adult_on(&input, simulated_day);
    let token = sim.login_demo().await;
    let q = "mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { success code message subClient { id } } }";
    let created = sim.gql(&token, q, json!({"input": input})).await;
    let id = created.data("createSubClient")["subClient"]["id"].clone();
    assert!(id.is_string(), "{}", created.body);
    drop(sim);

    let sim = Sim::start_with(config).await;
    let token = sim.login_demo().await;
    let r = sim
        .gql(
            &token,
            "{ subClients { id primaryContact { dob } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        r.data("subClients"),
        &json!([{"id": id, "primaryContact": {"dob": input["dob"]}}]),
        "the sub-client is there after the restart"
    );
    assert!(
        sim.handle.now().date() >= simulated_day,
        "the clock resumed where it was"
    );
}

/// What `tests/fixtures/make-state.py` made, as a restarted simulator answers it: records of
/// every kind, balances, the event log with its payloads, an idempotency key, a step still
/// scheduled (run by moving the clock 2 s).
async fn holds_the_fixture_sandbox(sim: &Sim, dob: &str) {
    let token = sim.login_demo().await;
    let q = "{ withdrawals { id status externalReference } subClients { id status primaryContact { dob } }
        rfis { status } recipients { id } senders { id } institutions { legalName } amsRequests { status }
        addressCleanserRequests { result { recommendation } } payments { status } conversions { status }
        balances { currency cleared } members { status } }";
    let r = sim.gql(&token, q, json!({})).await;
    assert_eq!(
        r.body["data"],
        json!({
            "withdrawals": [{"id": "wd_000017", "status": "CONFIRMED", "externalReference": "INV-42"},
                {"id": "wd_000020", "status": "REVIEWING", "externalReference": "SEND_RFI 7"},
                {"id": "wd_000056", "status": "INITIALISED", "externalReference": "pending step"}],
            "subClients": [{"id": "sc_000009", "status": "ACTIVE", "primaryContact": {"dob": dob}}],
            "rfis": [{"status": "CREATED"}], "recipients": [{"id": "rc_000013"}], "senders": [{"id": "sd_000014"}],
            "institutions": [{"legalName": "Remit Partners Pty Ltd"}], "amsRequests": [{"status": "COMPLETED"}],
            "addressCleanserRequests": [{"result": {"recommendation": "approve"}}], "payments": [{"status": "COMPLETE"}],
            "conversions": [{"status": "CONVERTED"}],
            "balances": [{"currency": "AUD", "cleared": 8978.5}, {"currency": "EUR", "cleared": 0.0}, {"currency": "USD", "cleared": 658.35}],
            "members": [{"status": "ACTIVE"}, {"status": "ACTIVE"}],
        })
    );
    let events = sim.ctl.events(0).await.expect("events");
    let kinds: Vec<&str> = events.iter().map(|e| e.event.as_str()).collect();
    assert_eq!(kinds.len(), 20, "{kinds:?}");
    assert_eq!(
        &kinds[17..],
        [
            "deposit_initiated",
            "deposit_cleared",
            "withdrawal_initiated"
        ]
    );
    let cleared = &events[18].payload;
    assert_eq!(
        (
            &cleared["id"],
            &cleared["amount"],
            &cleared["externalReference"],
            &cleared["statusMessage"]
        ),
        (
            &json!("dp_000052"),
            &json!(120.0),
            &json!("fixture deposit"),
            &json!("Booked to the balance")
        )
    );
    assert_eq!(
        events[15].payload["fullName"], "Mia Turner",
        "{:?}",
        events[15]
    );
    let replay = json!({"input": {"amount": 25.5, "currency": "AUD", "externalReference": "INV-42",
        "idempotencyKey": "fixture-key-1", "recipientId": "rc_000013", "senderId": "sd_000014"}});
    let q = "mutation W($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { withdrawal { id } } }";
    let r = sim.gql(&token, q, replay).await;
    assert_eq!(
        r.data("createWithdrawal")["withdrawal"]["id"],
        "wd_000017",
        "{}",
        r.body
    );
    sim.advance(2.0).await;
    assert_eq!(
        pending_step(sim, &token).await,
        "PENDING",
        "the scheduled step ran"
    );
}

/// The status of the fixture's withdrawal that had a step scheduled.
async fn pending_step(sim: &Sim, token: &str) -> Value {
    let r = sim
        .gql(
            token,
            "{ withdrawal(id: \"wd_000056\") { status } }",
            json!({}),
        )
        .await;
    r.data("withdrawal")["status"].clone()
}

#[tokio::test]
async fn a_database_of_the_first_layout_is_migrated_forward_and_keeps_everything() {
    let dir = Scratch::new();
    let path = dir.path("state.sqlite");
    std::fs::copy(fixture("state-v1.sqlite"), &path).unwrap();
    let db = || rusqlite::Connection::open(&path).unwrap();
    let version = |c: &rusqlite::Connection| {
        c.pragma_query_value(None, "user_version", |r| r.get::<_, i32>(0))
            .unwrap()
    };
    assert_eq!(version(&db()), 1);
    let sim = start(&path).await;
    holds_the_fixture_sandbox(&sim, "2008-11-28").await;
    drop(sim);
    let db = db();
    assert_eq!(version(&db), 2, "migrated to version 2");
    let mut stmt = db
        .prepare("SELECT id, account, status FROM withdrawals ORDER BY id")
        .unwrap();
    let rows: Vec<(String, String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let status = |id: &str, s: &str| (id.to_owned(), "acc_demo_aus".to_owned(), s.to_owned());
    assert_eq!(
        rows,
        [
            status("wd_000017", "CONFIRMED"),
            status("wd_000020", "REVIEWING"),
            status("wd_000056", "PENDING")
        ]
    );
}

#[tokio::test]
async fn a_version_1_json_state_file_is_imported_once_beside_itself_and_left_as_it_was() {
    let dir = Scratch::new();
    let path = dir.path("state.json");
    // The fixture's sub-client, born now 17 years ago: a record today's rules refuse loads too.
    let born = OffsetDateTime::now_utc()
        .date()
        .replace_year(OffsetDateTime::now_utc().year() - 17)
        .unwrap_or(
            Date::from_calendar_date(OffsetDateTime::now_utc().year() - 17, Month::March, 1)
                .unwrap(),
        );
    let text = std::fs::read_to_string(fixture("state-v1.json"))
        .unwrap()
        .replace("2008-11-28", &born.to_string());
    std::fs::write(&path, &text).unwrap();
    let details =
        &serde_json::from_str::<Value>(&text).unwrap()["subClients"]["sc_000009"]["details"];
    assert!(
        CreateSubClientInput::from_request(details, &Context::today_utc()).is_err(),
        "refused by today's rules"
    );

    let sim = start(&path).await;
    holds_the_fixture_sandbox(&sim, &born.to_string()).await;
    drop(sim);
    let db = PathBuf::from(format!("{}.sqlite", path.display()));
    assert!(db.is_file(), "imported into {}", db.display());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "the JSON file is left as it was"
    );

    // Once: the next start with the same path uses the database (which moved the clock).
    let sim = start(&path).await;
    let token = sim.login_demo().await;
    assert_eq!(pending_step(&sim, &token).await, "PENDING");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

#[tokio::test]
async fn an_idle_simulator_with_a_running_clock_writes_nothing_for_five_seconds() {
    let dir = Scratch::new();
    let path = dir.path("state.sqlite");
    let sim = Sim::start_with(SimConfig {
        time_scale: 1.0,
        state_file: Some(path.clone()),
        ..SimConfig::for_tests()
    })
    .await;
    let van = sim.demo_van().await;
    sim.ctl
        .deposit(&arrival(&van, 5.0))
        .await
        .expect("a deposit, committed");
    // A second connection sees every commit another connection makes in its data_version.
    let probe = rusqlite::Connection::open(&path).unwrap();
    let version = || {
        probe
            .pragma_query_value(None, "data_version", |r| r.get::<_, i64>(0))
            .unwrap()
    };
    let files = || {
        ["", "-wal"].map(|s| {
            std::fs::metadata(format!("{}{s}", path.display()))
                .map(|m| (m.len(), m.modified().unwrap()))
                .ok()
        })
    };
    let (before, files_before, clock_before) = (version(), files(), sim.handle.now());

    // Five seconds of the runtime's time (paused and driven here): the clock's ticker, the
    // webhook worker and the writer's once-a-second look all run; nothing is changed.
    tokio::time::pause();
    for _ in 0..50 {
        tokio::time::advance(Duration::from_millis(100)).await;
        tokio::task::yield_now().await;
    }
    assert!(
        sim.handle.now() - clock_before >= time::Duration::seconds(5),
        "the simulated clock ran"
    );
    tokio::time::resume();
    // A control POST is answered once the writer has been round, so a commit it started while
    // the time was paused has landed by then. This one changes nothing: it is refused.
    let refused = sim.ctl.advance(-1.0).await;
    assert!(refused.is_err(), "a move back is refused: {refused:?}");
    assert_eq!(version(), before, "a commit while idle");
    assert_eq!(
        files(),
        files_before,
        "the database's files changed while idle"
    );

    // The probe sees a commit when there is one.
    sim.ctl
        .deposit(&arrival(&van, 5.0))
        .await
        .expect("a deposit, committed");
    assert_ne!(version(), before, "the commit of a change");
}
