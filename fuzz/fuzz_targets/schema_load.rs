//! schema-diff's loaders on arbitrary text.
//!
//! The input (lossy UTF-8) goes through the SDL loader (`load_sdl`, strict and lenient) and the
//! introspection-JSON loader (`load_str` with the text prefixed by `{` when it does not start
//! with one, so the JSON path is always taken). Properties:
//! * no loader panics;
//! * a lenient load succeeds whenever a strict load does;
//! * every loaded schema diffs against itself with zero changes (`diff::diff` and `compare`).
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use schema_diff::load::{self, LoadedSchema, Mode, SourceFormat};
use schema_diff::{compare, diff};

fn self_diff_is_empty(loaded: &LoadedSchema, what: &str) {
    let changes = diff::diff(&loaded.schema, &loaded.schema);
    assert!(
        changes.is_empty(),
        "{what}: a schema differs from itself: {:?}",
        changes
            .iter()
            .map(|c| format!("{} {} {}", c.criticality, c.kind, c.coordinate))
            .collect::<Vec<_>>()
    );
    let report = compare(&loaded.schema, &loaded.schema, None, None);
    assert!(report.changes.is_empty() && report.unannounced_breaking.is_empty());
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let path = Path::new("fuzz.graphql");

    // SDL, strict then lenient.
    let strict = load::load_sdl(&text, path, Mode::Strict);
    if let Ok(loaded) = &strict {
        assert_eq!(loaded.format, SourceFormat::Sdl);
        assert!(loaded.warnings.is_empty(), "a strict load has no warnings");
        self_diff_is_empty(loaded, "strict SDL");
    }
    let lenient = load::load_sdl(&text, path, Mode::Lenient);
    if strict.is_ok() {
        assert!(lenient.is_ok(), "strict load succeeded but lenient failed");
    }
    if let Ok(loaded) = &lenient {
        self_diff_is_empty(loaded, "lenient SDL");
    }

    // Introspection JSON (load_str takes the JSON path when the text starts with `{`).
    let json = if text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('{')
    {
        text.into_owned()
    } else {
        format!("{{{text}")
    };
    let json_path = Path::new("fuzz.json");
    for mode in [Mode::Strict, Mode::Lenient] {
        if let Ok(loaded) = load::load_str(&json, json_path, mode) {
            assert_eq!(loaded.format, SourceFormat::IntrospectionJson);
            self_diff_is_empty(&loaded, "introspection JSON");
        }
    }
});
