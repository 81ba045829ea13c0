//! payments-client's integration tests, one binary: one module per area.

mod common;

mod auth;
mod config;
mod contracts;
mod https;
mod operations;
mod relogin;
mod replies;
mod retry;
mod tracing;
mod webhooks_prop;
#[cfg(feature = "receiver")]
mod webhooks_receiver;
