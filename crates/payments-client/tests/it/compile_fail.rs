//! Compile-time checking: a fragment naming a field that is not in the schema does not compile,
//! and cynic says which field and type (`tests/ui/*.stderr` holds the expected message).
//! Refresh the expected output with `TRYBUILD=overwrite cargo test -p payments-client --test compile_fail`.

#[test]
fn fragments_are_checked_against_the_schema() {
    // cynic's derives find the registered schema through `OUT_DIR` (written by this crate's
    // build.rs); the trybuild crate has no build script, so it is handed this crate's.
    // SAFETY: set before any other thread of this test binary reads the environment (this is
    // the only test in the binary, and trybuild reads it from the child cargo process).
    unsafe { std::env::set_var("OUT_DIR", env!("OUT_DIR")) };
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
}
