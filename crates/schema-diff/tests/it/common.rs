//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::Path;

use schema_diff::load::{self, Mode};
use schema_diff::{Change, ChangeKind, Criticality};

/// Loads SDL strictly; panics with the diagnostics (tests only).
pub fn schema(sdl: &str) -> apollo_compiler::validation::Valid<apollo_compiler::Schema> {
    match load::load_str(sdl, Path::new("test.graphql"), Mode::Strict) {
        Ok(l) => l.schema,
        Err(e) => panic!("test SDL does not load: {e}"),
    }
}

/// Loads SDL strictly, with where its definitions are (for rendering); panics on errors.
pub fn loaded(sdl: &str) -> load::LoadedSchema {
    load::load_str(sdl, Path::new("test.graphql"), Mode::Strict)
        .unwrap_or_else(|e| panic!("test SDL does not load: {e}"))
}

/// Diffs two SDL texts.
pub fn diff(old: &str, new: &str) -> Vec<Change> {
    schema_diff::diff::diff(&schema(old), &schema(new))
}

/// `(kind, criticality, coordinate)` of each change, sorted.
pub fn triples(changes: &[Change]) -> Vec<(ChangeKind, Criticality, String)> {
    let mut v: Vec<_> = changes
        .iter()
        .map(|c| (c.kind, c.criticality, c.coordinate.clone()))
        .collect();
    v.sort();
    v
}

/// Asserts that diffing `old` → `new` yields exactly `expected` (order-independent).
#[track_caller]
pub fn assert_changes(old: &str, new: &str, expected: &[(ChangeKind, Criticality, &str)]) {
    let changes = diff(old, new);
    let mut want: Vec<_> = expected
        .iter()
        .map(|(k, c, s)| (*k, *c, s.to_string()))
        .collect();
    want.sort();
    assert_eq!(triples(&changes), want, "changes: {changes:#?}");
}
