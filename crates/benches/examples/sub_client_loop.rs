//! Validates the `types_inputs` bench's sub-client input N times in a steady loop, for counting
//! instructions under callgrind: on this VM, whose speed drifts by up to 2x over hours, the
//! count per input is the one figure that repeats exactly, so small changes can be judged by it.
//!
//! ```text
//! cargo build --release -p benches --example sub_client_loop
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='sub_client_loop::measured' \
//!     target/release/examples/sub_client_loop 1000
//! ```
//! The collected count divided by 1000 is the cost of one input. Before the measured loop,
//! 100 inputs compile the phone check's patterns of the number's region and warm the regex
//! caches, which happens on first use (`mobile_first_use` times that).

use std::hint::black_box;

use payments_types::sub_clients::CreateSubClientInput;
use payments_types::{Context, FromInput};
use serde_json::Value;
use time::macros::date;

fn main() {
    let count: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("usage: sub_client_loop COUNT");
    let ctx = Context::on(date!(2026 - 06 - 15));
    let input: Value =
        serde_json::from_str(include_str!("../data/sub_client.json")).expect("valid JSON");
    for _ in 0..100 {
        validate(&input, &ctx);
    }
    measured(count, &input, &ctx);
}

/// The loop whose instructions are counted (the warm-up above runs outside it).
#[inline(never)]
fn measured(count: usize, input: &Value, ctx: &Context) {
    for _ in 0..count {
        validate(input, ctx);
    }
}

fn validate(input: &Value, ctx: &Context) {
    let read = CreateSubClientInput::from_json(black_box(input), ctx);
    black_box(read).expect("the sample input is valid");
}
