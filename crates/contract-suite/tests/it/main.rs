//! contract-suite's integration tests, one binary: one module per area.

mod cassettes;
mod live;
mod model;
mod reliability;
mod suite;
