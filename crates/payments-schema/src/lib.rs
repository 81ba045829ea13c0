#![doc = include_str!("../README.md")]

use std::fmt;

/// The cynic schema module generated from the schema.
#[cfg(feature = "schema")]
#[cynic::schema("payments")]
pub mod schema {}

/// The schema as SDL text.
pub const SDL: &str = include_str!("../payments.graphql");

/// Path of the schema in this crate's repository, relative to the workspace root.
pub const SDL_PATH: &str = "schema/payments.graphql";

/// The name `register` (feature `build`) registers the schema under (cynic's `schema = "payments"`).
pub const SCHEMA_NAME: &str = "payments";

/// Registers the schema with cynic for the calling crate; call it from `build.rs`. The schema is
/// registered under [`SCHEMA_NAME`] and as the crate's default, so derives need no `schema`
/// attribute (a crate with a default schema of its own registers that one after this call and
/// names ours with `schema = "payments"`).
#[cfg(feature = "build")]
pub fn register() -> Result<(), RegisterError> {
    cynic_codegen::register_schema(SCHEMA_NAME)
        .from_sdl(SDL)
        .and_then(|registration| registration.as_default())
        .map(|_| ())
        .map_err(|error| RegisterError(error.to_string()))
}

/// Why `register` (feature `build`) failed: cynic could not write its files (it runs outside a build script,
/// where cargo sets no `OUT_DIR`, or the directory is not writable).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegisterError(String);

impl fmt::Display for RegisterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "registering the payments schema with cynic: {}", self.0)
    }
}

impl std::error::Error for RegisterError {}
