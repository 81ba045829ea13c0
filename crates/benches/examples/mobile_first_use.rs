//! The cost of the first phone number of a calling code: `Mobile::parse` compiles the patterns
//! of a region the first time a number reaches it, once per process. Each number below is the
//! first of its code, so each line times one compilation (and the check), then the same number
//! again (the steady cost).
//!
//! ```text
//! cargo run --release -p benches --example mobile_first_use
//! ```
//! An invalid +1 number is the worst case: it tries (and compiles) every region of the code.

use std::hint::black_box;
use std::time::{Duration, Instant};

use payments_types::Mobile;

fn main() {
    for (what, number) in [
        ("AU mobile (+61: AU)", "+61 412 345 678"),
        ("GB mobile (+44: GB)", "+44 7911 123456"),
        ("DE mobile (+49)", "+49 151 23456789"),
        ("IN mobile (+91)", "+91 98765 43210"),
        ("US number (+1: US)", "+1 201 555 0123"),
        ("KZ mobile (+7: RU, then KZ)", "+7 701 234 5678"),
        (
            "invalid +1 number (the 24 other regions of +1)",
            "+1 999 555 0123",
        ),
    ] {
        let first = time(number);
        let again = (0..1_000).map(|_| time(number)).min().unwrap_or_default();
        println!("{what:<47} first {first:>10.1?}  then {again:>8.1?}");
    }
}

fn time(number: &str) -> Duration {
    let start = Instant::now();
    let _ = black_box(Mobile::parse(black_box(number)));
    start.elapsed()
}
