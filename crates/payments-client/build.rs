//! Registers the vendored schema with cynic so the `session` operations (and the tests'
//! fragments) are checked against `schema/payments.graphql` at compile time.

fn main() {
    cynic_codegen::register_schema("payments")
        .from_sdl_file("../../schema/payments.graphql")
        .expect("schema/payments.graphql must be readable")
        .as_default()
        .expect("schema/payments.graphql must be a valid schema");
}
