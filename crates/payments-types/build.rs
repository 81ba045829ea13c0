//! Registers the vendored schema with cynic for this crate's input-object and enum derives
//! (cynic finds registered schemas in the deriving crate's own `OUT_DIR`).

fn main() {
    cynic_codegen::register_schema("payments")
        .from_sdl_file("../../schema/payments.graphql")
        .expect("schema/payments.graphql must be readable")
        .as_default()
        .expect("schema/payments.graphql must be a valid schema");
}
