//! Schema diff engine.
