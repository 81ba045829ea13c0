//! The vendored schema.
