#![doc = include_str!("../README.md")]

mod auth;
mod client;
mod clock;
mod config;
pub mod contracts;
mod error;
mod field_errors;
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
pub use error::{Error, ErrorKind, GraphQlError, PathSegment, TOKEN_REFUSED_CODES};
pub use observer::{Exchange, Observer};
pub use operations::common::{Money, Saved};
/// The validated input types and enums (`payments-types`), re-exported for callers.
#[doc(inline)]
pub use payments_types as types;
/// The service's reply and error codes (`payments_types::codes::Code`).
pub use payments_types::codes::Code;
/// The key that makes a create call safe to repeat (`payments_types::common::IdempotencyKey`).
pub use payments_types::common::IdempotencyKey;
pub use reply::{Reply, accept};
pub use retry::RetryPolicy;
pub use secret::Secret;
pub use session::Affiliation;
pub use trust::{CaFileError, ENV_CA_FILE, ExtraRoots};
