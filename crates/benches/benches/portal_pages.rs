//! The portal's pages with 1,000 records of their kind: the simulator in-process (frozen
//! clock) holding 1,000 deposits, withdrawals, sub-clients, webhooks and members on the demo
//! account, signed in through the portal's own forms; each page fetched over loopback HTTP
//! (the whole request: routing, the state lock, rendering, the reply read back): the list
//! pages, the clock page, and the detail page of one sub-client and one withdrawal among their
//! 1,000. Target: every page under 50 ms.
//!
//! Run: `cargo bench -p benches --bench portal_pages`

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use payments_sim::{SimConfig, SimHandle};
use reqwest::redirect::Policy;
use serde_json::json;

const RECORDS: usize = 1000;
const UA: &str = "payments-benches/1.0";

/// What the seeded simulator offers the benchmark.
struct Seeded {
    /// The portal session's cookie.
    session: String,
    /// The 500th sub-client's id.
    sub_client: String,
    /// The 500th withdrawal's id.
    withdrawal: String,
}

/// Seeds the demo account through the control API and GraphQL, then signs in to the portal.
async fn seed(sim: &SimHandle, http: &reqwest::Client) -> Seeded {
    let control = |path: &str| format!("{}/sim/{path}", sim.base_url);
    let gql = |token: Option<&str>, query: &str, variables: serde_json::Value| {
        let mut r = http
            .post(&sim.url)
            .json(&json!({"query": query, "variables": variables}));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        r
    };
    let login = gql(
        None,
        "mutation { login(input: {email: \"demo@payments.test\", password: \"demo-password\"}) { token } }",
        json!({}),
    )
    .send()
    .await
    .unwrap()
    .json::<serde_json::Value>()
    .await
    .unwrap();
    let token = login["data"]["login"]["token"].as_str().unwrap().to_owned();
    let accounts: serde_json::Value = http
        .get(control("accounts"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let van = accounts[0]["accountNo"].as_str().unwrap().to_owned();
    let (mut sub_client, mut withdrawal) = (String::new(), String::new());
    let id = |reply: serde_json::Value, field: &str, record: &str| {
        reply["data"][field][record]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{field}: {reply}"))
            .to_owned()
    };
    for i in 0..RECORDS {
        http.post(control("deposits"))
            .json(&json!({"bsb": "802-985", "accountNo": van, "amount": 10.0, "reference": format!("INV-{i}")}))
            .send()
            .await
            .unwrap();
        let w = gql(
            Some(&token),
            "mutation W($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { withdrawal { id } } }",
            json!({"input": {"amount": 1.0, "currency": "AUD", "externalReference": format!("payout {i}"),
                "recipient": {"firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
                              "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678"}}}),
        )
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
        let c = gql(
            Some(&token),
            "mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { subClient { id } } }",
            json!({"input": {"firstName": "Olivia", "lastName": "Nguyen", "email": "olivia@example.com.au",
                "mobile": "+61 412 345 678", "dob": "1988-04-12",
                "address": {"street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}}}),
        )
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
        if i == RECORDS / 2 {
            withdrawal = id(w, "createWithdrawal", "withdrawal");
            sub_client = id(c, "createSubClient", "subClient");
        }
        http.post(control("webhooks"))
            .json(&json!({"url": format!("https://hooks.example.com/{i}")}))
            .send()
            .await
            .unwrap();
        http.post(control("members"))
            .json(&json!({"firstName": "Cora", "lastName": "Pliance", "email": format!("m{i}@payments.test"),
                "roles": ["compliance_officer"], "access": ["compliance"]}))
            .send()
            .await
            .unwrap();
    }
    // Sign in through the portal's forms (one login a second: move the clock first).
    http.post(control("clock/advance"))
        .json(&json!({"seconds": 2}))
        .send()
        .await
        .unwrap();
    let r = http
        .post(format!("{}/portal/login", sim.base_url))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("email=demo%40payments.test&password=demo-password")
        .send()
        .await
        .unwrap();
    let sign_in = cookie(&r);
    let code = sim
        .portal_code("demo@payments.test")
        .expect("a one-time password");
    let r = http
        .post(format!("{}/portal/otp", sim.base_url))
        .header("cookie", sign_in)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!("code={code}"))
        .send()
        .await
        .unwrap();
    Seeded {
        session: cookie(&r),
        sub_client,
        withdrawal,
    }
}

/// The `name=value` of the reply's cookie.
fn cookie(r: &reqwest::Response) -> String {
    r.headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .expect("a cookie")
        .to_owned()
}

fn pages(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let http = reqwest::Client::builder()
        .user_agent(UA)
        .redirect(Policy::none())
        .build()
        .unwrap();
    let (sim, seeded) = rt.block_on(async {
        let sim = payments_sim::spawn(SimConfig::for_tests()).await.unwrap();
        let seeded = seed(&sim, &http).await;
        (sim, seeded)
    });
    let session = seeded.session;
    let sub_client = format!("/portal/subclients/{}", seeded.sub_client);
    let withdrawal = format!("/portal/withdrawals/{}", seeded.withdrawal);
    let mut group = c.benchmark_group("portal_pages_1000_records");
    group.measurement_time(Duration::from_secs(5));
    for (name, path, holds) in [
        ("/portal", "/portal", "Statement of"),
        ("/portal/deposits", "/portal/deposits", "INV-999"),
        ("/portal/withdrawals", "/portal/withdrawals", "payout 999"),
        ("/portal/subclients", "/portal/subclients", "Olivia Nguyen"),
        (
            "/portal/webhooks",
            "/portal/webhooks",
            "hooks.example.com/999",
        ),
        ("/portal/account", "/portal/account", "m999@payments.test"),
        ("/portal/clock", "/portal/clock", "id=\"now\""),
        (
            "/portal/subclients/{id}",
            sub_client.as_str(),
            "Olivia Nguyen",
        ),
        (
            "/portal/withdrawals/{id}",
            withdrawal.as_str(),
            "payout 500",
        ),
        ("/explorer", "/explorer", "Withdrawal"),
        (
            "/explorer/types/Withdrawal",
            "/explorer/types/Withdrawal",
            "WithdrawalStatus",
        ),
    ] {
        let url = format!("{}{path}", sim.base_url);
        // The page is the one asked for, with its records.
        let body = rt.block_on(async {
            let r = http
                .get(&url)
                .header("cookie", &session)
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 200, "{path}");
            r.text().await.unwrap()
        });
        assert!(body.contains(holds), "{path} shows {holds:?}");
        group.bench_function(name, |b| {
            b.to_async(&rt).iter(|| async {
                let r = http
                    .get(&url)
                    .header("cookie", &session)
                    .send()
                    .await
                    .unwrap();
                r.bytes().await.unwrap()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, pages);
criterion_main!(benches);
