//! `payments-sim`: a stateful, in-memory simulator of the Payments Service as its test
//! environment (UAT) behaves, serving exactly the vendored schema (`schema/payments.graphql`).
//!
//! * [`spawn`] starts it on a loopback port and gives a [`SimHandle`] (its `url`, the clock,
//!   the event log, the fault plan); [`serve`] runs it in the foreground.
//! * [`SimConfig`] holds every knob: simulated clock, processing delays, fees, token lifetime,
//!   rate limits, [`Limits`] on requests, injected faults ([`FaultPlan`]).
//! * The control API under `/sim/` stands in for the web portal and the banks (see the
//!   crate's README for its routes); [`Control`] calls it with typed requests and replies
//!   ([`control`]).
//! * [`RootField`] names each root field of the schema, declared once (a fault rule's
//!   `operation` is one of its names).
//!
//! Inside, the layers point one way (ARCHITECTURE.md): `http` → `graphql` (arguments parsed
//! into `payments-types` inputs, results rendered by `render`) → `domain` (one module per
//! resource) → `model` (typed records and their state machines) → `store` (clock, ledger, id
//! sequence, schedule). Every input rule comes from `payments-types`.

#![warn(missing_docs)]

mod actions;
mod app;
mod config;
pub mod control;
mod domain;
mod error;
mod graphql;
mod http;
mod model;
mod persist;
mod render;
mod root_fields;
mod state;
mod store;
mod webhooks;

pub use app::{SimHandle, serve, spawn, spawn_on};
pub use config::faults::{FaultKind, FaultPlan, FaultRule, MAX_DELAY_MS, UNDECLARED_ENUM_VALUE};
pub use config::{DEFAULT_AD_HOC_SECRET, Delays, IpBlocking, Limits, Profile, SimConfig};
pub use control::{Control, ControlError};
pub use error::SimError;
pub use http::faults::{Faults, Injected, LOG_LIMIT};
pub use root_fields::{Root, RootField};
pub use webhooks::USER_AGENT as WEBHOOK_USER_AGENT;
