//! Registers the schema with cynic for this crate's own `schema` module (and validates it: an
//! invalid SDL fails the build). The SDL is the package's `payments.graphql`: in the repository a
//! symbolic link to `schema/payments.graphql`, in the packaged crate a copy of it (CI compares
//! the two). `cargo:rerun-if-changed` is emitted for it, so editing the SDL rebuilds this crate
//! and every crate that registers it through `payments_schema::register`.

fn main() {
    cynic_codegen::register_schema("payments")
        .from_sdl_file("payments.graphql")
        .expect("payments.graphql must be readable")
        .as_default()
        .expect("payments.graphql must be a valid schema");
}
