//! The model: typed records of every resource, each with its status enum and the transition
//! methods of its state machine, and [`service::Service`], the one struct holding them all.
//!
//! Records hold validated `payments-types` values, `Decimal` money, `time` instants and typed
//! ids; nothing here is JSON, and nothing here knows HTTP or GraphQL. A status changes only
//! through its record's transition method, which refuses a move the state table does not
//! allow ([`error::Refused`]) and returns the event kind to record.

pub mod accounts;
pub mod address_cleanser;
pub mod ams;
pub mod conversions;
pub mod deposits;
pub mod error;
pub mod event_kind;
pub mod events;
pub mod ids;
pub mod institutions;
pub mod jobs;
pub mod members;
pub mod parties;
pub mod payments;
pub mod recipients;
pub mod rfis;
pub mod senders;
pub mod service;
pub mod stored;
pub mod sub_clients;
pub mod withdrawals;
