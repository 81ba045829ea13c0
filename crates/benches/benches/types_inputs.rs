//! Validating whole input objects from JSON, as the simulator and `cargo xtask validate` do:
//! every field through its constructor, the cross-field rules, unknown-field detection.
//!
//! Run: `cargo bench -p benches --bench types_inputs`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use payments_types::sub_clients::CreateSubClientInput;
use payments_types::withdrawals::CreateWithdrawalInput;
use payments_types::{Context, FromInput};
use serde_json::json;
use time::macros::date;

fn inputs(c: &mut Criterion) {
    let ctx = Context::on(date!(2026 - 06 - 15));
    let sub_client = json!({
        "legalName": "Harbour Bridge Trading Pty Ltd",
        "businessNumber": "51824753556",
        "tradingAsName": "Harbour Coffee",
        "firstName": "Charlotte",
        "middleName": "Anne",
        "lastName": "O'Brien",
        "email": "charlotte.obrien@harbourcoffee.com.au",
        "mobile": "+61 412 345 678",
        "dob": "1984-03-17",
        "address": {
            "building": "Level 3",
            "street": "45 George Street",
            "suburb": "Sydney",
            "state": "NSW",
            "postcode": "2000",
            "country": "AU"
        },
        "idDoc": { "type": "PASSPORT", "docNumber": "PA1234567", "country": "AU" },
        "externalId": "cust-000184-a"
    });
    let withdrawal = json!({
        "amount": 1250.75,
        "currency": "AUD",
        "recipient": {
            "firstName": "John",
            "lastName": "Smith",
            "currency": "AUD",
            "accountIdType": "BSB",
            "bsb": "062-000",
            "accountNo": "12345678"
        },
        "externalReference": "Invoice 2026-0042",
        "externalId": "payout-0042",
        "idempotencyKey": "4f6c2a9e-1d1b-4e0a-9a56-0d4b1a6f3c11",
        "reason": "SERVICES"
    });
    assert!(CreateSubClientInput::from_json(&sub_client, &ctx).is_ok());
    assert!(CreateWithdrawalInput::from_json(&withdrawal, &ctx).is_ok());

    let mut group = c.benchmark_group("input");
    group.throughput(Throughput::Elements(1));
    group.bench_function("CreateSubClientInput", |b| {
        b.iter(|| CreateSubClientInput::from_json(black_box(&sub_client), &ctx))
    });
    group.bench_function("CreateWithdrawalInput", |b| {
        b.iter(|| CreateWithdrawalInput::from_json(black_box(&withdrawal), &ctx))
    });
    group.finish();
}

criterion_group!(benches, inputs);
criterion_main!(benches);
