//! `peer-parsers FILE`: medians of 30 in-process parses of one SDL file with apollo-compiler
//! 1.33.1 (what schema-diff uses), apollo-compiler 2.0.0-beta.2 and cynic-parser 0.11.2, and
//! whether apollo-compiler 2 accepts the schema.

use std::hint::black_box;
use std::time::Instant;

const RUNS: usize = 30;

/// Median milliseconds of `RUNS` calls of `f`, after one warm-up call.
fn median_ms(f: impl Fn()) -> f64 {
    f();
    let mut times: Vec<f64> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[RUNS / 2]
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: peer-parsers FILE");
    let sdl = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let v1 = median_ms(|| {
        black_box(apollo_compiler_1::Schema::parse_and_validate(&sdl, "a.graphql").is_ok());
    });
    let v2 = median_ms(|| {
        black_box(apollo_compiler_2::Schema::parse_and_validate(&sdl, "a.graphql").is_ok());
    });
    let p1 = median_ms(|| {
        black_box(apollo_compiler_1::Schema::parse(&sdl, "a.graphql").is_ok());
    });
    let p2 = median_ms(|| {
        black_box(apollo_compiler_2::Schema::parse(&sdl, "a.graphql").is_ok());
    });
    let cynic = median_ms(|| {
        black_box(cynic_parser::parse_type_system_document(&sdl).is_ok());
    });
    let verdict_2 = match apollo_compiler_2::Schema::parse_and_validate(&sdl, "a.graphql") {
        Ok(_) => "valid".to_owned(),
        Err(e) => format!("REFUSED ({} errors)", e.errors.len()),
    };
    println!(
        "{path}\n  apollo-compiler 1.33.1: parse {p1:.1} ms, parse+validate {v1:.1} ms\n  \
         apollo-compiler 2.0.0-beta.2: parse {p2:.1} ms, parse+validate {v2:.1} ms, {verdict_2}\n  \
         cynic-parser 0.11.2 (syntax only): {cynic:.1} ms"
    );
}
