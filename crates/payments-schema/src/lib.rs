//! The vendored Payments Service schema (`schema/payments.graphql`), registered with cynic at
//! build time.
//!
//! * [`schema`] is the cynic schema module. Crates that derive cynic fragments or input objects
//!   against the service bring it into scope as `use payments_schema::schema;` and register the
//!   same file in their own `build.rs` (cynic looks registered schemas up in the deriving
//!   crate's own `OUT_DIR`; see this crate's `build.rs` for the three lines to copy).
//! * [`SDL`] is the schema text, for tools that parse it (the simulator, schema-diff, tests).
//! * [`SDL_PATH`] is where the file lives, relative to the workspace root.

/// The cynic schema module generated from `schema/payments.graphql`.
#[cynic::schema("payments")]
pub mod schema {}

/// The vendored schema as SDL text.
pub const SDL: &str = include_str!("../../../schema/payments.graphql");

/// Path of the vendored schema relative to the workspace root.
pub const SDL_PATH: &str = "schema/payments.graphql";
