//! Load (parse + validate, as `schema_diff::load` does: cynic-parser, apollo-compiler's build and
//! validation) both sides, in parallel with `std::thread::scope` and sequentially, then diff, on
//! GitHub's public schema a year apart (2023-07-06 → 2024-07-08, ~1.1 MB SDL each).
//!
//! `cargo bench -p benches --bench schema_diff (the schemas come from
//! `../shared/data/real-schemas/` beside the workspace; skipped when absent)`

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use schema_diff::load::{self, LoadedSchema, Mode};

/// `../shared/data/real-schemas` beside the workspace root.
const DIR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../../shared/data/real-schemas"
);

fn read(name: &str) -> Option<String> {
    std::fs::read_to_string(Path::new(DIR).join(name)).ok()
}

fn parse(text: &str, path: &str) -> LoadedSchema {
    load::load_sdl(text, Path::new(path), Mode::Strict).expect("the benchmark schemas are valid")
}

fn bench(c: &mut Criterion) {
    let (Some(old), Some(new)) = (
        read("github-2023-07-06.graphql"),
        read("github-2024-07-08.graphql"),
    ) else {
        eprintln!("skipped: {DIR} not present");
        return;
    };
    let mut group = c.benchmark_group("github-2023-07-06_to_2024-07-08");
    group.sample_size(20);
    group.bench_function("parse_validate_diff_parallel", |b| {
        b.iter(|| {
            let (o, n) = std::thread::scope(|s| {
                let o = s.spawn(|| parse(&old, "old.graphql"));
                let n = parse(&new, "new.graphql");
                (o.join().expect("parse thread"), n)
            });
            black_box(schema_diff::diff::diff(&o.schema, &n.schema))
        })
    });
    group.bench_function("parse_validate_diff_one_core", |b| {
        b.iter(|| {
            let o = parse(&old, "old.graphql");
            let n = parse(&new, "new.graphql");
            black_box(schema_diff::diff::diff(&o.schema, &n.schema))
        })
    });
    let (o, n) = (parse(&old, "old.graphql"), parse(&new, "new.graphql"));
    group.bench_function("diff_only", |b| {
        b.iter(|| black_box(schema_diff::diff::diff(&o.schema, &n.schema)))
    });
    group.bench_function("parse_validate_one_side", |b| {
        b.iter(|| black_box(parse(&new, "new.graphql")))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
