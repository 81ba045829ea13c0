//! The portal as a person meets it: headless Chromium driven over WebDriver (chromedriver,
//! fantoccini) through sign-in with the one-time password, balances, simulating and rejecting a
//! deposit, a form refusing bad input with the field named, registering a webhook, sending a
//! test and seeing its delivery row, showing its secret again and rotating it, approving a sub-client, moving the clock until a
//! withdrawal completes, the account page (members, IP allow-list, features), and the schema
//! explorer (search, a type, an operation run with the sign-in's token). Each step fails if its page or action is broken.
//!
//! Needs `chromedriver` and Chromium on the PATH (Debian: `chromium`, `chromium-driver`; `.ci/run`
//! installs them). Without them the test says so and passes, unless
//! `PAYMENTS_BROWSER_TESTS=required` (set by `.ci/run`), where their absence fails it.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use axum::routing::post;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use crate::common::{Sim, create_withdrawal_query, withdrawal_input};

/// chromedriver on a loopback port; killed on drop.
struct Driver {
    child: Child,
    url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver, or says why not (`None`: skip, unless required).
async fn driver() -> Option<Driver> {
    let required = std::env::var("PAYMENTS_BROWSER_TESTS").is_ok_and(|v| v == "required");
    let port = TcpListener::bind("127.0.0.1:0")
        .ok()?
        .local_addr()
        .ok()?
        .port();
    let child = match Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => {
            assert!(
                !required,
                "chromedriver is required here and cannot start: {e}"
            );
            eprintln!("portal browser test skipped: no chromedriver ({e})");
            return None;
        }
    };
    let url = format!("http://127.0.0.1:{port}");
    // Bounded wait for it to listen: 10 s, looking every 20 ms.
    for _ in 0..500 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Some(Driver { child, url });
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("chromedriver did not listen on port {port} within 10 s");
}

async fn browser(driver: &Driver) -> Client {
    let mut caps = serde_json::Map::new();
    let mut chrome = json!({"args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]});
    if std::path::Path::new("/usr/bin/chromium").exists() {
        chrome["binary"] = json!("/usr/bin/chromium");
    }
    caps.insert("goog:chromeOptions".into(), chrome);
    ClientBuilder::rustls()
        .expect("a WebDriver client")
        .capabilities(caps)
        .connect(&driver.url)
        .await
        .expect("a Chromium session")
}

/// The text of the element `css`.
async fn text(b: &Client, css: &str) -> String {
    let url = b
        .current_url()
        .await
        .map(|u| u.to_string())
        .unwrap_or_default();
    b.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no {css} on {url}: {e}"))
        .text()
        .await
        .expect("its text")
}

/// Types `value` into the input `id`.
async fn fill(b: &Client, id: &str, value: &str) {
    b.find(Locator::Id(id))
        .await
        .unwrap_or_else(|e| panic!("no input #{id}: {e}"))
        .send_keys(value)
        .await
        .expect("typed");
}

/// Clicks the submit button inside `form_css` and waits (at most 10 s) until the page it
/// was on has been replaced by the answer.
async fn submit(b: &Client, form_css: &str) {
    let old = b.find(Locator::Css("html")).await.expect("a page");
    b.find(Locator::Css(&format!("{form_css} button[type=submit]")))
        .await
        .unwrap_or_else(|e| panic!("no submit button in {form_css}: {e}"))
        .click()
        .await
        .expect("clicked");
    // Looks every 10 ms: most answers are there within a few milliseconds.
    for _ in 0..1000 {
        if old.tag_name().await.is_err() {
            return; // the old page is gone
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("submitting {form_css} did not load a new page within 10 s");
}

/// With `PORTAL_SCREENSHOTS=DIR` set, saves the page as it is now to `DIR/NAME.png` (the
/// simulator's README shows them; regenerate with the command in its Portal section).
async fn shot(b: &Client, name: &str) {
    let Some(dir) = std::env::var_os("PORTAL_SCREENSHOTS") else {
        return;
    };
    let png = b.screenshot().await.expect("a screenshot");
    let path = std::path::Path::new(&dir).join(format!("{name}.png"));
    std::fs::create_dir_all(&dir).expect("the screenshot folder");
    std::fs::write(&path, png).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// A webhook receiver on a loopback port that answers 200: its URL.
async fn receiver() -> String {
    let app = axum::Router::new().route("/hook", post(|| async { "ok" }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    format!("http://{addr}/hook")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_signs_in_and_works_the_portal() {
    let Some(driver) = driver().await else {
        return;
    };
    let sim = Sim::start().await;
    let base = sim.handle.base_url.clone();
    // Through the API first: a New Zealand sub-client (UNAPPROVED after processing, waiting for
    // a compliance decision).
    let token = sim.login_demo().await;
    let created = sim
        .gql(
            &token,
            "mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { subClient { id } } }",
            json!({"input": {"firstName": "Aroha", "lastName": "Ngata", "email": "aroha@example.co.nz",
                "mobile": "+64 21 123 4567", "dob": "1979-09-30",
                "address": {"street": "8 Queen Street", "suburb": "Auckland Central", "state": "Auckland",
                            "postcode": "1010", "country": "NZ"}}}),
        )
        .await;
    let sub_client = created.data("createSubClient")["subClient"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    sim.advance(5.0).await; // processed; and one login a second
    let b = browser(&driver).await;

    // Sign in: password, then the one-time password from the log.
    b.goto(&format!("{base}/portal")).await.unwrap();
    assert!(
        b.current_url()
            .await
            .unwrap()
            .path()
            .ends_with("/portal/login"),
        "not signed in: sent to sign in"
    );
    fill(&b, "email", "demo@payments.test").await;
    fill(&b, "password", "wrong-password").await;
    submit(&b, "form").await;
    assert!(
        text(&b, "#message").await.contains("INVALID_CREDENTIALS"),
        "a wrong password is refused on the page"
    );
    sim.advance(2.0).await; // one login a second
    fill(&b, "password", "demo-password").await;
    submit(&b, "form").await;
    let code = sim
        .handle
        .portal_code("demo@payments.test")
        .expect("a one-time password in the log");
    fill(&b, "code", "000000x").await;
    submit(&b, "form").await;
    assert!(
        text(&b, "#message").await.contains("code"),
        "a wrong code names the field"
    );
    fill(&b, "code", &code).await;
    submit(&b, "form").await;
    assert_eq!(text(&b, "h1").await, "Balances");
    shot(&b, "balances").await;
    let balances = text(&b, "#balances").await;
    assert!(
        balances.contains("AUD") && balances.contains("10000.00"),
        "{balances}"
    );

    // Deposits: a bad amount is refused naming the field; a deposit arrives and is rejected.
    b.goto(&format!("{base}/portal/deposits")).await.unwrap();
    fill(&b, "amount", "lots").await;
    submit(&b, "#simulate").await;
    assert!(
        text(&b, "#message").await.starts_with("amount:"),
        "the field is named"
    );
    fill(&b, "amount", "250.00").await;
    fill(&b, "reference", "INV-42").await;
    submit(&b, "#simulate").await;
    assert!(text(&b, "#message").await.contains("received"));
    let row = text(&b, "#deposits tbody tr").await;
    assert!(
        row.contains("CLEARED") && row.contains("250.00") && row.contains("INV-42"),
        "{row}"
    );
    shot(&b, "deposits").await;
    submit(&b, "#deposits tbody tr").await; // its Reject button
    assert!(text(&b, "#message").await.contains("rejected"));
    assert!(
        text(&b, "#deposits tbody tr .status")
            .await
            .starts_with("REFUND"),
        "a rejected cleared deposit goes back to the sender"
    );
    b.goto(&format!("{base}/portal")).await.unwrap();
    assert!(
        text(&b, "#statement").await.contains("250.00"),
        "the deposit is in today's statement"
    );

    // Webhooks: register, send a test, see its delivery with the receiver's status.
    b.goto(&format!("{base}/portal/webhooks")).await.unwrap();
    fill(&b, "url", "http://example.com/hook").await; // plain http off loopback
    submit(&b, "#register").await;
    assert!(
        text(&b, "#message").await.starts_with("url"),
        "a bad URL names the field"
    );
    let hook = receiver().await;
    fill(&b, "url", &hook).await;
    submit(&b, "#register").await;
    let registered = text(&b, "#message").await;
    assert!(registered.contains("registered"), "{registered}");
    assert!(text(&b, "#webhooks").await.contains(&hook));
    submit(&b, "#webhooks tbody tr").await; // its Send test button
    assert!(text(&b, "#message").await.contains("sent"));
    let mut delivered = String::new();
    for _ in 0..200 {
        b.goto(&format!("{base}/portal/webhooks")).await.unwrap();
        delivered = text(&b, "#deliveries tbody").await;
        if delivered.contains("webhook_test") && delivered.contains("200") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    shot(&b, "webhooks").await;
    assert!(
        delivered.contains("webhook_test")
            && delivered.contains("200")
            && delivered.contains("delivered"),
        "delivery row: {delivered:?}"
    );

    // Show secret gives the current secret again, and the rotated one once it was rotated.
    let registered_secret = registered.rsplit("its signing secret: ").next().unwrap();
    let registered_secret = registered_secret.split(' ').next().unwrap().to_owned();
    assert!(registered_secret.starts_with("whsec_"), "{registered}");
    submit(&b, "#webhooks form.show-secret").await;
    let shown = text(&b, "#message").await;
    assert!(
        shown.contains("signs with: ") && shown.ends_with(&registered_secret),
        "{shown}"
    );
    submit(&b, "#webhooks form.rotate").await;
    let rotated = text(&b, "#message").await;
    assert!(rotated.contains("new secret"), "the secret was rotated");
    let new_secret = rotated.rsplit(": ").next().unwrap().to_owned();
    assert_ne!(new_secret, registered_secret);
    submit(&b, "#webhooks form.show-secret").await;
    assert!(
        text(&b, "#message").await.ends_with(&new_secret),
        "Show secret follows the rotation"
    );
    submit(&b, "#deliveries form.redeliver").await;
    assert!(text(&b, "#message").await.contains("sent again"));
    let mut rows = 0;
    for _ in 0..200 {
        b.goto(&format!("{base}/portal/webhooks")).await.unwrap();
        rows = b
            .find_all(Locator::Css("#deliveries tbody tr"))
            .await
            .unwrap()
            .len();
        if rows == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(rows, 2, "the redelivery is a second row of the history");
    assert!(text(&b, "#deliveries tbody tr").await.contains("delivered"));

    // Sub-clients: approve the one waiting for a decision.
    b.goto(&format!("{base}/portal/subclients")).await.unwrap();
    let row = format!("#subclients tr[data-id='{sub_client}']");
    assert_eq!(text(&b, &format!("{row} .status")).await, "UNAPPROVED");
    shot(&b, "sub-clients").await;
    submit(&b, &format!("{row} form[action$='/approve']")).await;
    assert!(text(&b, "#message").await.contains("ACTIVE"));
    assert_eq!(text(&b, &format!("{row} .status")).await, "ACTIVE");

    b.find(Locator::Css(&format!("{row} a")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let detail = text(&b, "#details").await;
    assert!(
        detail.contains("Aroha Ngata") && detail.contains("NZ") && detail.contains("ACTIVE"),
        "{detail}"
    );

    // Withdrawals: one just created through the API waits for its first step, and is
    // CONFIRMED once the clock has moved.
    let w = sim
        .gql(
            &token,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(12.0, "portal payout")}),
        )
        .await;
    let withdrawal = w.data("createWithdrawal")["withdrawal"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    b.goto(&format!("{base}/portal/withdrawals")).await.unwrap();
    let wrow = format!("#withdrawals tr[data-id='{withdrawal}']");
    assert_eq!(text(&b, &format!("{wrow} .status")).await, "INITIALISED");
    shot(&b, "withdrawals").await;

    // The clock: a refused value, then a move.
    b.goto(&format!("{base}/portal/clock")).await.unwrap();
    let before = text(&b, "#now").await;
    fill(&b, "seconds", "-5").await;
    submit(&b, "#advance").await;
    assert!(text(&b, "#message").await.starts_with("seconds"));
    fill(&b, "seconds", "3600").await;
    submit(&b, "#advance").await;
    let after = text(&b, "#now").await;
    assert!(after > before, "the clock moved: {before} -> {after}");
    b.goto(&format!("{base}/portal/withdrawals")).await.unwrap();
    assert_eq!(
        text(&b, &format!("{wrow} .status")).await,
        "CONFIRMED",
        "the withdrawal completed as the clock moved"
    );
    b.find(Locator::Css(&format!("{wrow} a")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let detail = text(&b, "#details").await;
    assert!(
        detail.contains("CONFIRMED")
            && detail.contains("12.00 AUD")
            && detail.contains("Ada Lovelace")
            && detail.contains("NPP"),
        "{detail}"
    );

    // The account: members, the IP allow-list (a bad address named by its place), features.
    b.goto(&format!("{base}/portal/account")).await.unwrap();
    assert!(text(&b, "#members").await.contains("demo@payments.test"));
    fill(&b, "member-email", "cora@localhost").await; // the browser takes it; our rule does not
    submit(&b, "#add-member").await;
    assert!(
        text(&b, "#message").await.starts_with("email:"),
        "a bad e-mail is named"
    );
    fill(&b, "first", "Cora").await;
    fill(&b, "last", "Pliance").await;
    fill(&b, "member-email", "cora@payments.test").await;
    b.find(Locator::Css("#add-member input[name=compliance]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    submit(&b, "#add-member").await;
    assert!(text(&b, "#message").await.contains("added"));
    let members = text(&b, "#members").await;
    assert!(
        members.contains("cora@payments.test") && members.contains("compliance"),
        "{members}"
    );
    shot(&b, "account").await;
    fill(&b, "addresses", "10.0.0.1, nonsense").await;
    submit(&b, "#ip-allow-list").await;
    assert!(
        text(&b, "#message").await.starts_with("addresses[1]"),
        "the bad address is named"
    );
    b.find(Locator::Id("addresses"))
        .await
        .unwrap()
        .clear()
        .await
        .unwrap();
    fill(&b, "addresses", "127.0.0.1").await;
    submit(&b, "#ip-allow-list").await;
    assert!(text(&b, "#message").await.contains("1 address"));
    b.find(Locator::Css("input[name=thirdPartyWithdrawals]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    submit(&b, "#features").await;
    assert!(text(&b, "#message").await.contains("saved"));
    let ticked = b
        .find(Locator::Css("input[name=thirdPartyWithdrawals]"))
        .await
        .unwrap()
        .prop("checked")
        .await
        .unwrap();
    assert_eq!(
        ticked.as_deref(),
        Some("false"),
        "third-party withdrawals are off"
    );

    // The schema explorer: search, a type's fields, and an operation run with the portal
    // sign-in's token.
    b.goto(&format!("{base}/explorer")).await.unwrap();
    fill(&b, "q", "bsb").await;
    submit(&b, "#search").await;
    let matches = text(&b, "#types").await;
    assert!(
        matches.contains("RecipientInput.bsb") && !matches.contains("WithdrawalStatus"),
        "{matches}"
    );
    b.goto(&format!("{base}/explorer/types/Withdrawal"))
        .await
        .unwrap();
    shot(&b, "explorer").await;
    let fields = text(&b, "#fields").await;
    assert!(
        fields.contains("status")
            && fields.contains("WithdrawalStatus!")
            && fields.contains("Current status."),
        "{fields}"
    );
    b.goto(&format!("{base}/explorer")).await.unwrap();
    b.find(Locator::Id("query"))
        .await
        .unwrap()
        .clear()
        .await
        .unwrap();
    fill(
        &b,
        "query",
        "{ balances(currencies: [AUD]) { currency cleared } }",
    )
    .await;
    submit(&b, "#run").await;
    let reply = text(&b, "#reply").await;
    assert!(
        reply.starts_with("HTTP 200") && reply.contains("\"currency\": \"AUD\""),
        "the signed-in token ran it: {reply}"
    );

    // The control API saw the same state the portal made (one implementation each).
    let hooks = sim.ctl.webhooks().await.unwrap();
    assert_eq!(hooks[0].url, hook.as_str());
    let accounts = sim.ctl.accounts().await.unwrap();
    assert_eq!(
        accounts[0].ip_allow_list,
        ["127.0.0.1".parse::<std::net::IpAddr>().unwrap()]
    );
    b.close().await.unwrap();
}
