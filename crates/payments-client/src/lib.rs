//! Async client runtime for the Payments Service GraphQL API.
//!
//! [`Client::run`] sends any cynic operation derived against the vendored schema
//! (`payments_schema::schema`): it logs in lazily (single flight, at most one login per second,
//! again shortly before the token's `exp`), sends the bearer token and a custom `user-agent`,
//! retries retry-safe calls after HTTP 429/502/503/504, timeouts and transport errors with capped,
//! jittered exponential backoff (honouring `retry-after`), and turns every failure into a typed
//! [`Error`]. [`Client::mutate`] adds the [`Reply`] check: `success: false` is
//! [`Error::Rejected`], never `Ok`. See the crate README for the choices made where the spec
//! is silent.
//!
//! Network: with the default features a client reaches `https` endpoints (rustls, the
//! platform's roots plus `PAYMENTS_CA_FILE`), uses HTTP/2 where offered and honours the proxy
//! settings; see [`trust`]. `default-features = false` leaves plain `http` only.

mod auth;
mod client;
mod clock;
mod config;
pub mod contracts;
mod error;
pub mod idempotency;
mod observer;
pub mod operations;
mod reply;
mod retry;
mod secret;
pub mod session;
mod transport;
pub mod trust;
pub mod webhooks;

pub use client::{Client, OperationKind};
pub use clock::{Clock, ManualClock, Sleep, SystemClock};
pub use config::{
    ClientBuilder, Config, ConfigError, ENV_AFFILIATION, ENV_EMAIL, ENV_ENDPOINT, ENV_PASSWORD,
    GENERIC_USER_AGENTS, check_user_agent,
};
pub use error::{Error, GraphQlError, PathSegment};
pub use idempotency::{IdempotencyKey, generate_key, key_or_generate};
pub use observer::{Exchange, Observer};
pub use operations::common::Money;
/// The validated input types and enums (`payments-types`), re-exported for callers.
pub use payments_types as types;
pub use reply::{Reply, accept};
pub use retry::RetryPolicy;
pub use secret::Secret;
pub use session::Affiliation;
pub use trust::{ENV_CA_FILE, ExtraRoots};

/// The README's example, compiled as a doctest (`no_run`: it needs a service).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
