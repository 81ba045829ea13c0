//! Webhooks of the Payments Service: typed events, signature verification, ad hoc callback
//! URIs, status folding, de-duplication and (feature `receiver`) an axum receiver.
//!
//! ```ignore
//! use payments_client::webhooks::{Secrets, verify};
//! let secrets = Secrets::new(["current-secret", "previous-secret"])?;   // rotation
//! let event = verify(&secrets, &body_bytes, headers.get("service-signature"))?;
//! ```
//!
//! Deliveries are at least once and in no guaranteed order: de-duplicate on
//! [`REQUEST_ID_HEADER`] ([`DedupeStore`]) and fold statuses with [`StatusTracker`].

pub mod ad_hoc;
pub mod dedupe;
pub mod event;
#[cfg(feature = "receiver")]
pub mod receiver;
pub mod status;
pub mod verify;

pub use ad_hoc::{ad_hoc_signature, callback_uri, verify_callback};
pub use dedupe::{Claim, DedupeError, DedupeStore, MemoryDedupe};
pub use event::{EVENT_KINDS, Event};
#[cfg(feature = "receiver")]
pub use receiver::{Delivery, EventHandler, HandlerError, Receiver};
pub use status::{Applied, Latest, Record, StatusTracker, latest_status};
pub use verify::{Secrets, Verifier, WebhookError, sign, verify};

/// Header carrying the Base64 HMAC-SHA256 of the body.
pub const SIGNATURE_HEADER: &str = "service-signature";
/// Header carrying the event's delivery id (identical across retries).
pub const REQUEST_ID_HEADER: &str = "service-request-id";
