//! Registers the vendored schema with cynic, so that every derive in this crate (and the `schema`
//! module it exports) is checked against `schema/payments.graphql` at compile time.
//!
//! Registration validates the SDL and fails the build on an invalid schema. It also emits
//! `cargo:rerun-if-changed` for the file, so editing the SDL rebuilds this crate and its users.

fn main() {
    cynic_codegen::register_schema("payments")
        .from_sdl_file("../../schema/payments.graphql")
        .expect("schema/payments.graphql must be readable")
        .as_default()
        .expect("schema/payments.graphql must be a valid schema");
}
