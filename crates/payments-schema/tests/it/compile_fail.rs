//! Compile-time checking: a fragment naming a field that is not in the schema does not compile,
//! and cynic says which field and type; an input object declared with a misspelt or impossible
//! option of payments-types-derive's `#[input_object]` does not compile, and the macro says which
//! field and what is wrong (`tests/ui/*.stderr` holds the expected messages).
//! Every compile-fail case of the workspace is a file of `tests/ui/`, judged in this one
//! trybuild run: trybuild builds the crate's dependencies once more in a target directory of
//! its own, and this crate's are the fewest that derive against the schema (cynic, and the
//! dev-dependencies), a third of payments-client's.
//! Refresh the expected output with `TRYBUILD=overwrite cargo test -p payments-schema --test it compile_fail`.

#[test]
fn fragments_are_checked_against_the_schema() {
    // cynic's derives find the registered schema through `OUT_DIR` (written by this crate's
    // build.rs); the trybuild crate has no build script, so it is handed this crate's.
    // SAFETY: the other tests of this binary parse and derive only: none reads the environment
    // through C (std's own reads take its lock), and trybuild passes it to the child cargo.
    unsafe { std::env::set_var("OUT_DIR", env!("OUT_DIR")) };
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
}
