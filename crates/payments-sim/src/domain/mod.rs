//! The operations of the simulated service, one module per resource (the same names as in
//! `payments-types` and `payments-client`), each over the [`crate::model::service::Service`].
//!
//! Operations take checked `payments-types` inputs and return typed records; they add only the
//! rules that need stored state (an id exists, a status allows the move, the balance suffices)
//! and the service's own policies. [`jobs::tick`] runs the steps due on the clock;
//! [`reviews`] ties an RFI's end to the withdrawals it held.
#![doc = include_str!("../../docs/spec-readings.md")]

pub mod accounts;
pub mod address_cleanser;
pub mod ams;
pub mod balances;
pub mod conversions;
pub mod deposits;
pub mod filters;
pub mod institutions;
pub mod jobs;
pub mod lookups;
pub mod matching;
pub mod members;
pub mod payee;
pub mod payments;
pub mod quotes;
pub mod recipients;
pub mod reply;
pub mod reviews;
pub mod rfis;
pub mod senders;
pub mod session;
pub mod sub_clients;
pub mod uat;
pub mod withdrawals;
