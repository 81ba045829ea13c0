//! Validating the field values of a full sub-client and of a withdrawal, the way input
//! objects will: every field through its checking constructor, failures collected by a
//! `Validator`. Throughput is reported in field sets (inputs) per second.
//!
//! Run: `cargo bench -p benches --bench types_validate`
//!
//! Each field set is measured twice: in wall-clock time (criterion's default) and in
//! on-CPU time of the benchmarking thread (`cpu/...`), which stays meaningful on a shared,
//! loaded machine where the thread is often descheduled.

use std::hint::black_box;

use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use payments_types::{
    AccountNo, AgeRule, Amount, AsciiText, Bsb, CompanyName, CurrencyCode, DateOfBirth, Email,
    ExternalReference, Mobile, PersonName, ValidationErrors, Validator,
};
use time::macros::date;

/// The raw strings of a company sub-client with its contact person and address.
struct RawSubClient {
    legal_name: &'static str,
    trading_as: &'static str,
    first: &'static str,
    middle: &'static str,
    last: &'static str,
    email: &'static str,
    mobile: &'static str,
    dob: &'static str,
    building: &'static str,
    street: &'static str,
    suburb: &'static str,
    state: &'static str,
    postcode: &'static str,
    country: &'static str,
    external_id: &'static str,
}

const SUB_CLIENTS: [RawSubClient; 4] = [
    RawSubClient {
        legal_name: "Harbour Bridge Trading Pty Ltd",
        trading_as: "Harbour Coffee",
        first: "Charlotte",
        middle: "Anne",
        last: "O'Brien",
        email: "charlotte.obrien@harbourcoffee.com.au",
        mobile: "+61 412 345 678",
        dob: "1984-03-17",
        building: "Level 3",
        street: "45 George Street",
        suburb: "Sydney",
        state: "NSW",
        postcode: "2000",
        country: "AU",
        external_id: "cust-000184-a",
    },
    RawSubClient {
        legal_name: "Müller & Söhne Handels GmbH",
        trading_as: "Müller Import",
        first: "Jürgen",
        middle: "K",
        last: "Müller-Lüdenscheidt",
        email: "j.mueller@mueller-import.de",
        mobile: "0049 151 23456789",
        dob: "1970-11-02",
        building: "Haus B",
        street: "Friedrichstrasse 12",
        suburb: "Mitte",
        state: "Berlin",
        postcode: "10117",
        country: "DE",
        external_id: "DE-7781",
    },
    RawSubClient {
        legal_name: "Southern Cross Logistics Limited",
        trading_as: "SX Freight",
        first: "Aroha",
        middle: "Mere",
        last: "Ngata",
        email: "aroha@sxfreight.co.nz",
        mobile: "+64 21 123 4567",
        dob: "1992-07-30",
        building: "Unit 7",
        street: "12 Queen Street",
        suburb: "Auckland Central",
        state: "Auckland",
        postcode: "1010",
        country: "NZ",
        external_id: "nz_00017",
    },
    RawSubClient {
        legal_name: "Thames Valley Widgets Ltd",
        trading_as: "TV Widgets",
        first: "Siobhan",
        middle: "Marie",
        last: "Nguyễn",
        email: "siobhan@tvwidgets.co.uk",
        mobile: "+44 7911 123456",
        dob: "1988-01-09",
        building: "Suite 2",
        street: "1 Market Place",
        suburb: "Reading",
        state: "Berkshire",
        postcode: "RG1 2EQ",
        country: "GB",
        external_id: "GB-0042-X",
    },
];

/// Every field of a sub-client through its constructor; all failures collected.
fn validate_sub_client(r: &RawSubClient) -> Result<usize, ValidationErrors> {
    let today = date!(2026 - 06 - 15);
    let mut v = Validator::new();
    let legal = v.field("legalName", CompanyName::parse_not_domain(r.legal_name));
    let trading = v.field("tradingAsName", CompanyName::parse_not_domain(r.trading_as));
    let first = v.field("firstName", PersonName::parse_not_domain(r.first));
    let middle = v.field("middleName", PersonName::parse_not_domain(r.middle));
    let last = v.field("lastName", PersonName::parse_not_domain(r.last));
    let email = v.field("email", Email::parse(r.email));
    let mobile = v.field("mobile", Mobile::parse(r.mobile));
    let dob = v.field(
        "dob",
        DateOfBirth::parse_with_age(r.dob, today, AgeRule::SubClientContact),
    );
    let building = v.field("address.building", AsciiText::parse(r.building));
    let street = v.field("address.street", AsciiText::parse(r.street));
    let suburb = v.field("address.suburb", AsciiText::parse(r.suburb));
    let state = v.field("address.state", AsciiText::parse(r.state));
    let postcode = v.field("address.postcode", AsciiText::parse(r.postcode));
    let country = v.field("address.country", AsciiText::parse(r.country));
    let external_id = v.field("externalId", AsciiText::parse(r.external_id));
    v.finish_with(|| {
        Some(
            legal?.as_str().len()
                + trading?.as_str().len()
                + first?.as_str().len()
                + middle?.as_str().len()
                + last?.as_str().len()
                + email?.as_str().len()
                + mobile?.as_str().len()
                + dob?.date().day() as usize
                + building?.as_str().len()
                + street?.as_str().len()
                + suburb?.as_str().len()
                + state?.as_str().len()
                + postcode?.as_str().len()
                + country?.as_str().len()
                + external_id?.as_str().len(),
        )
    })
}

/// The raw strings of a domestic withdrawal to a BSB account with an inline recipient.
struct RawWithdrawal {
    amount: &'static str,
    currency: &'static str,
    bsb: &'static str,
    account_no: &'static str,
    external_reference: &'static str,
    recipient_first: &'static str,
    recipient_last: &'static str,
    sender_company: &'static str,
    external_id: &'static str,
}

const WITHDRAWALS: [RawWithdrawal; 3] = [
    RawWithdrawal {
        amount: "1250.00",
        currency: "AUD",
        bsb: "062-000",
        account_no: "12345678",
        external_reference: "Invoice 2026-0042 March rent",
        recipient_first: "Charlotte",
        recipient_last: "O'Brien",
        sender_company: "Harbour Bridge Trading Pty Ltd",
        external_id: "wd-000981",
    },
    RawWithdrawal {
        amount: "87.5",
        currency: "AUD",
        bsb: "083004",
        account_no: "987654321",
        external_reference: "PAYROLL W24",
        recipient_first: "Jürgen",
        recipient_last: "Müller",
        sender_company: "Southern Cross Logistics Limited",
        external_id: "wd-000982",
    },
    RawWithdrawal {
        amount: "100000",
        currency: "AUD",
        bsb: "733-000",
        account_no: "000123456",
        external_reference: "Settlement ref 7781-AB for the second quarter of the financial year",
        recipient_first: "Aroha",
        recipient_last: "Ngata",
        sender_company: "Thames Valley Widgets Ltd",
        external_id: "wd-000983",
    },
];

fn validate_withdrawal(r: &RawWithdrawal) -> Result<usize, ValidationErrors> {
    let mut v = Validator::new();
    let currency = v.field("currency", CurrencyCode::parse(r.currency));
    let amount = currency.and_then(|c| v.field("amount", Amount::parse(r.amount, c)));
    let bsb = v.field("recipient.bsb", Bsb::parse(r.bsb));
    let account_no = v.field("recipient.accountNo", AccountNo::parse(r.account_no));
    let reference = v.field(
        "externalReference",
        ExternalReference::parse(r.external_reference),
    );
    let first = v.field(
        "recipient.firstName",
        PersonName::parse_not_domain(r.recipient_first),
    );
    let last = v.field(
        "recipient.lastName",
        PersonName::parse_not_domain(r.recipient_last),
    );
    let sender = v.field(
        "sender.companyName",
        CompanyName::parse_not_domain(r.sender_company),
    );
    let external_id = v.field("externalId", AsciiText::parse(r.external_id));
    v.finish_with(|| {
        Some(
            amount?.value().scale() as usize
                + bsb?.as_str().len()
                + account_no?.as_str().len()
                + reference?.direct_entry().len()
                + first?.as_str().len()
                + last?.as_str().len()
                + sender?.as_str().len()
                + external_id?.as_str().len(),
        )
    })
}

/// Thread CPU time (`CLOCK_THREAD_CPUTIME_ID`), in nanoseconds.
struct ThreadCpuTime;

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

unsafe extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
}

const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

fn thread_cpu_ns() -> u64 {
    let mut ts = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec (64-bit Linux layout); the clock id is a
    // constant the kernel has supported since 2.6.12.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

static WALL: WallTime = WallTime;

impl Measurement for ThreadCpuTime {
    type Intermediate = u64;
    type Value = u64;
    fn start(&self) -> u64 {
        thread_cpu_ns()
    }
    fn end(&self, start: u64) -> u64 {
        thread_cpu_ns() - start
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, v: &u64) -> f64 {
        *v as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        WALL.formatter() // also nanoseconds
    }
}

fn cpu_benches(c: &mut Criterion<ThreadCpuTime>) {
    let mut g = c.benchmark_group("cpu");
    g.throughput(Throughput::Elements(1));
    let mut i = 0;
    g.bench_function("sub_client_fields", |b| {
        b.iter(|| {
            i = (i + 1) % SUB_CLIENTS.len();
            validate_sub_client(black_box(&SUB_CLIENTS[i]))
        })
    });
    let mut j = 0;
    g.bench_function("withdrawal_fields", |b| {
        b.iter(|| {
            j = (j + 1) % WITHDRAWALS.len();
            validate_withdrawal(black_box(&WITHDRAWALS[j]))
        })
    });
    g.bench_function("mobile", |b| {
        b.iter(|| Mobile::parse(black_box(SUB_CLIENTS[0].mobile)))
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    for r in &SUB_CLIENTS {
        validate_sub_client(r).expect("bench sub-clients are valid");
    }
    for r in &WITHDRAWALS {
        validate_withdrawal(r).expect("bench withdrawals are valid");
    }

    let mut g = c.benchmark_group("validate");
    g.throughput(Throughput::Elements(1));
    let mut i = 0;
    g.bench_function("sub_client_fields", |b| {
        b.iter(|| {
            i = (i + 1) % SUB_CLIENTS.len();
            validate_sub_client(black_box(&SUB_CLIENTS[i]))
        })
    });
    let mut j = 0;
    g.bench_function("withdrawal_fields", |b| {
        b.iter(|| {
            j = (j + 1) % WITHDRAWALS.len();
            validate_withdrawal(black_box(&WITHDRAWALS[j]))
        })
    });
    g.finish();

    // One field type at a time, to see where a field set's time goes.
    let mut f = c.benchmark_group("field");
    f.throughput(Throughput::Elements(1));
    f.measurement_time(std::time::Duration::from_secs(2));
    let r = &SUB_CLIENTS[0];
    let w = &WITHDRAWALS[0];
    f.bench_function("mobile", |b| b.iter(|| Mobile::parse(black_box(r.mobile))));
    f.bench_function("person_name_not_domain", |b| {
        b.iter(|| PersonName::parse_not_domain(black_box(r.last)))
    });
    f.bench_function("company_name_not_domain", |b| {
        b.iter(|| CompanyName::parse_not_domain(black_box(r.legal_name)))
    });
    f.bench_function("email", |b| b.iter(|| Email::parse(black_box(r.email))));
    f.bench_function("dob_with_age", |b| {
        let today = date!(2026 - 06 - 15);
        b.iter(|| DateOfBirth::parse_with_age(black_box(r.dob), today, AgeRule::SubClientContact))
    });
    f.bench_function("ascii_text", |b| {
        b.iter(|| AsciiText::parse(black_box(r.street)))
    });
    f.bench_function("amount", |b| {
        b.iter(|| Amount::parse(black_box(w.amount), CurrencyCode::AUD))
    });
    f.bench_function("bsb", |b| b.iter(|| Bsb::parse(black_box(w.bsb))));
    f.bench_function("external_reference", |b| {
        b.iter(|| ExternalReference::parse(black_box(w.external_reference)))
    });
    f.finish();
}

criterion_group!(validate, benches);
criterion_group! {
    name = validate_cpu;
    config = Criterion::default().with_measurement(ThreadCpuTime);
    targets = cpu_benches
}
criterion_main!(validate, validate_cpu);
