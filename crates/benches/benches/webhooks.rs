//! Webhook verify + parse throughput: one ~1 KiB `deposit_cleared` event, signed with one
//! secret, checked by `webhooks::verify` (HMAC-SHA256 over the bytes, then typed parse).
//!
//! `cargo bench -p benches --bench webhooks`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use payments_client::webhooks::{Secrets, sign, verify};

fn body() -> Vec<u8> {
    let mut s = String::from(
        r#"{"event":"deposit_cleared","eventScheduledAt":"2026-07-01T00:00:00Z","id":"dp_000123","amount":1234.56,"totalFee":0.0,"currency":"AUD","externalReference":"INVOICE 2026-0042 ACME","clearedAt":"2026-07-01T00:00:00Z","statusMessage":"Booked to the balance","recipient":{"accountName":"Demo Trading Pty Ltd","accountNo":"100000001","bsb":"802985"},"sender":{"accountName":"Jane Citizen","companyName":"Citizen Holdings Pty Ltd","bankName":"Westpac Banking Corporation","bankCountry":"AU","bsb":"032000","accountNo":"123456789"},"subClient":{"id":"sc_000042","fullName":"Jane Mary Citizen","accountNo":"100000042","bsb":"802985","externalId":"customer-4242"},"refundAmount":null,"refundReason":null,"refundedAt":null"#,
    );
    // Pad with an ignored field up to ~1 KiB, as newer payloads carry more fields.
    s.push_str(r#","note":""#);
    while s.len() < 1012 {
        s.push('x');
    }
    s.push_str("\"}");
    s.into_bytes()
}

fn bench(c: &mut Criterion) {
    let body = body();
    let secrets = Secrets::single("whsec_bench_secret_0123456789").expect("secret");
    let sig = sign(b"whsec_bench_secret_0123456789", &body);
    assert!(verify(&secrets, &body, Some(&sig)).is_ok());
    let mut g = c.benchmark_group("webhooks");
    g.throughput(Throughput::Elements(1));
    g.bench_function(format!("verify_parse_{}B", body.len()), |b| {
        b.iter(|| verify(&secrets, black_box(&body), black_box(Some(sig.as_str()))))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
