//! `payments-sim`: a stateful, in-memory simulator of the Payments Service as its test
//! environment (UAT) behaves, serving exactly the vendored schema (`schema/payments.graphql`).
//!
//! * [`spawn`] starts it on a loopback port for tests and gives a [`SimHandle`] with its `url`.
//! * [`SimConfig`] holds every knob: simulated clock, processing delays, fees, token lifetime,
//!   rate limits.
//! * The GraphQL schema is generated from the vendored SDL at start-up ([`schema`]); root fields
//!   dispatch by name to handler functions of the resource modules, which act on one [`Store`]
//!   behind one lock.
//! * The control API under `/sim/` stands in for the web portal and the banks ([`server`]).
//! * Fault injection ([`faults`]): a seeded [`FaultPlan`] (in [`SimConfig::faults`] or through
//!   `/sim/faults`) breaks chosen replies on purpose: dropped after commit, delayed, 5xx, 429,
//!   malformed JSON.
//! * Every state change records an [`events::Event`] in the store; a background task
//!   ([`delivery`]) posts them to the registered webhooks and `callbackUri`s ([`webhooks`]).

pub mod address_cleanser;
pub mod ams;
pub mod auth;
pub mod balances;
pub mod clock;
pub mod config;
pub mod control;
pub mod conversions;
pub mod delivery;
pub mod deposits;
pub mod documents;
pub mod error;
pub mod events;
pub mod faults;
pub mod institutions;
pub mod json;
pub mod ledger;
pub mod members;
pub mod ops;
pub mod parties;
pub mod payee;
pub mod payments;
pub mod quotes;
pub mod recipients;
pub mod reference;
pub mod rfis;
pub mod schema;
pub mod senders;
pub mod server;
pub mod store;
pub mod sub_clients;
pub mod validate;
pub mod webhooks;
pub mod withdrawals;

pub use config::{Delays, Limits, SimConfig};
pub use error::{ApiError, SimError};
pub use faults::{FaultKind, FaultPlan, FaultRule};
pub use server::{SimHandle, router, spawn};
pub use store::Store;
