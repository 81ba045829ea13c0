//! Overhead of the typed client over a raw call: one `createWithdrawal` built, sent and decoded
//! through `Client::create_withdrawal` (idempotency key, JSON encoding, tracing span, reply
//! classification, typed decoding with exact decimals) against a raw `reqwest` post of the same
//! document and variables decoded with `serde_json` into a `Value`. Both talk to the same axum
//! stub on 127.0.0.1 (port 0), served by its own runtime thread.
//!
//! Run: `cargo bench -p benches --bench client_overhead`

use std::str::FromStr;
use std::time::Duration;

use axum::body::Bytes;
use base64::Engine as _;
use criterion::{Criterion, criterion_group, criterion_main};
use payments_client::Client;
use payments_client::types::Context;
use payments_client::types::CurrencyCode;
use payments_client::types::common::Id;
use payments_client::types::withdrawals::{CreateWithdrawalFields, CreateWithdrawalInput};
use rust_decimal::Decimal;

const WITHDRAWAL_REPLY: &str = r#"{"data":{"createWithdrawal":{"success":true,"code":"SUCCESS","message":null,"withdrawal":{"id":"wd_1","status":"PENDING","amount":100.10,"currency":"AUD","createdAt":"2026-06-15T10:00:00+10:00","sender":null,"recipient":{"id":"rcp_1","firstName":"Ada","middleName":null,"lastName":"Lovelace","companyName":null,"currency":"AUD","accountIdType":"BSB","mobile":null,"address":null,"dob":null,"email":null,"payid":null,"bic":null,"iban":null,"aba":null,"bsb":"062000","clabe":null,"cnaps":null,"sortCode":null,"ifsc":null,"accountNo":"12345678","externalId":null},"externalId":null,"externalReference":"INV 42","callbackUri":null,"reason":null,"totalFee":0.30,"statusMessage":null,"rejectCode":null,"clearedAt":null,"rejectedAt":null,"refundedAt":null,"rail":"NPP","railService":null}}}}"#;

fn token() -> String {
    let b = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    format!(
        "{}.{}.sig",
        b.encode(r#"{"alg":"HS256","typ":"JWT"}"#),
        b.encode(r#"{"sub":"bench","iat":1700000000,"exp":4102444800}"#)
    )
}

/// Starts the stub on its own runtime thread; returns its URL.
fn start_stub() -> String {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async move {
            let login = format!(
                r#"{{"data":{{"login":{{"token":"{}","message":null,"code":"SUCCESS","success":true}}}}}}"#,
                token()
            );
            let app = axum::Router::new().route(
                "/graphql",
                axum::routing::post(move |body: Bytes| {
                    let login = login.clone();
                    async move {
                        let needle = br#""operationName":"Login""#;
                        let is_login = body.windows(needle.len()).any(|w| w == needle);
                        let reply = if is_login { login } else { WITHDRAWAL_REPLY.to_owned() };
                        ([("content-type", "application/json")], reply)
                    }
                }),
            );
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send(format!("http://{}/graphql", listener.local_addr().unwrap()))
                .unwrap();
            axum::serve(listener, app).await.unwrap();
        });
    });
    rx.recv().unwrap()
}

fn input() -> CreateWithdrawalInput {
    let fields = CreateWithdrawalFields::to_recipient(
        Decimal::from_str("100.10").unwrap(),
        CurrencyCode::AUD,
        Id::parse("rcp_1").unwrap(),
    );
    CreateWithdrawalInput::new(fields, &Context::today_utc()).unwrap()
}

fn overhead(c: &mut Criterion) {
    let url = start_stub();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let client = Client::builder()
        .endpoint(&url)
        .credentials("bench@payments.test", "bench-password")
        .user_agent("payments-client-bench/1.0 (bench@payments.test)")
        .build()
        .unwrap();
    rt.block_on(client.login()).unwrap();

    let raw = reqwest::Client::builder()
        .user_agent("payments-client-bench/1.0 (bench@payments.test)")
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    let document = payments_client::contracts::all()
        .into_iter()
        .find(|(root, _)| *root == "createWithdrawal")
        .unwrap()
        .1;
    let bearer = format!("Bearer {}", token());

    let mut group = c.benchmark_group("createWithdrawal");
    group.bench_function("client", |b| {
        b.to_async(&rt).iter(|| async {
            let w = client.create_withdrawal(input()).await.unwrap();
            std::hint::black_box(w);
        })
    });
    group.bench_function("raw_reqwest_serde_json", |b| {
        b.to_async(&rt).iter(|| async {
            let body = serde_json::json!({
                "query": document,
                "variables": {"input": {
                    "amount": 100.10, "currency": "AUD", "recipientId": "rcp_1",
                    "idempotencyKey": uuid::Uuid::new_v4().to_string()
                }},
                "operationName": "CreateWithdrawal",
            });
            let bytes = raw
                .post(&url)
                .header("content-type", "application/json")
                .header("authorization", &bearer)
                .body(serde_json::to_vec(&body).unwrap())
                .send()
                .await
                .unwrap()
                .bytes()
                .await
                .unwrap();
            let reply: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            assert_eq!(reply["data"]["createWithdrawal"]["success"], true);
            std::hint::black_box(reply);
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().measurement_time(Duration::from_secs(8)).warm_up_time(Duration::from_secs(2));
    targets = overhead
}
criterion_main!(benches);
