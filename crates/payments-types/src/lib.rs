//! Validated input types for the Payments Service API.
