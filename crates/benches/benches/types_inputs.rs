//! Validating whole input objects from JSON, as the simulator and `cargo xtask validate` do:
//! every field through its constructor, the cross-field rules, unknown-field detection.
//!
//! Run: `cargo bench -p benches --bench types_inputs` (the inputs, then the phone anchor).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use payments_types::sub_clients::CreateSubClientInput;
use payments_types::withdrawals::CreateWithdrawalInput;
use payments_types::{Context, FromInput};
use rlibphonenumber::PHONE_NUMBER_UTIL;
use serde_json::json;
use time::macros::date;

fn inputs(c: &mut Criterion) {
    let ctx = Context::on(date!(2026 - 06 - 15));
    let sub_client: serde_json::Value =
        serde_json::from_str(include_str!("../data/sub_client.json")).expect("valid JSON");
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

/// The phone anchor of `../shared/notes/measurements.md` (rlibphonenumber `parse` + validity of
/// E.164 numbers of AU, US, GB and NZ: about 2.3 µs a number on this machine kind), measured
/// beside the inputs: this VM's speed varies by up to 2× over hours, and the ratio of the two
/// figures says how an input figure compares with the speed the notes were measured at.
/// The mix: seven stems of mobile and fixed-line numbers, each completed with every three-digit
/// ending (7,000 numbers, about 85 % of them valid).
fn phone_anchor(c: &mut Criterion) {
    let stems = [
        "61412345",
        "61212345",
        "1201555",
        "447400123",
        "441212345",
        "64211234",
        "6432345",
    ];
    let numbers: Vec<String> = stems
        .iter()
        .flat_map(|stem| (0..1000).map(move |end| format!("+{stem}{end:03}")))
        .collect();
    let mut next = numbers.iter().cycle();
    c.bench_function("anchor/rlibphonenumber_mix", |b| {
        b.iter(|| {
            let number = next.next().expect("a cycle never ends");
            PHONE_NUMBER_UTIL
                .parse(black_box(number), None)
                .map(|parsed| parsed.is_valid())
        })
    });
}

criterion_group!(benches, inputs, phone_anchor);
criterion_main!(benches);
