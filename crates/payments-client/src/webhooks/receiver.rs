//! A mountable axum receiver (cargo feature `receiver`): verifies, de-duplicates on
//! `service-request-id`, calls the caller's async handler, and answers 2xx only after the
//! handler succeeded.
//!
//! | outcome | status |
//! |---|---|
//! | handler succeeded | 200 |
//! | duplicate of a processed request id (handler not called) | 200 |
//! | signature missing, malformed or wrong | 401 |
//! | body not an event, missing `service-request-id`, event too old / in the future | 400 |
//! | same request id being processed right now | 409 (the service retries) |
//! | de-duplication store failed | 503 |
//! | handler failed (or panicked) | 500, and the id is **not** marked seen |
//!
//! The handler runs in its own task, so a sender that disconnects mid-way cannot cancel it
//! between "processed" and "marked seen".

use std::future::Future;
use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use time::{Duration, OffsetDateTime};

use super::dedupe::{Claim, DedupeStore, MemoryDedupe};
use super::event::Event;
use super::verify::{Secrets, Verifier, WebhookError};
use super::{REQUEST_ID_HEADER, SIGNATURE_HEADER};

/// Longest `service-request-id` accepted (keeps the store bounded in bytes too).
pub const MAX_REQUEST_ID_LEN: usize = 256;

/// One verified, first-seen delivery.
#[derive(Debug, Clone, PartialEq)]
pub struct Delivery {
    /// `service-request-id` (the same on every retry of the event).
    pub request_id: String,
    /// The verified event.
    pub event: Event,
}

/// The error a handler returns to have the delivery retried.
pub type HandlerError = Box<dyn std::error::Error + Send + Sync>;

/// The caller's processing of a delivery. Any `Fn(Delivery) -> impl Future<Output =
/// Result<(), HandlerError>>` closure is one.
pub trait EventHandler: Send + Sync + 'static {
    /// Processes one delivery; `Err` makes the receiver answer 500 (the service retries).
    fn handle(&self, delivery: Delivery) -> impl Future<Output = Result<(), HandlerError>> + Send;
}

impl<F, Fut> EventHandler for F
where
    F: Fn(Delivery) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<(), HandlerError>> + Send,
{
    fn handle(&self, delivery: Delivery) -> impl Future<Output = Result<(), HandlerError>> + Send {
        self(delivery)
    }
}

type Now = Arc<dyn Fn() -> OffsetDateTime + Send + Sync>;

/// The receiver: verifier, de-duplication store, handler and clock.
pub struct Receiver<H, S = MemoryDedupe> {
    verifier: Verifier,
    handler: H,
    store: S,
    now: Now,
}

impl<H, S> std::fmt::Debug for Receiver<H, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Receiver")
            .field("verifier", &self.verifier)
            .finish_non_exhaustive()
    }
}

impl<H: EventHandler> Receiver<H, MemoryDedupe> {
    /// A receiver with the default in-memory store (100,000 ids) and no age limit.
    pub fn new(secrets: Secrets, handler: H) -> Self {
        Self {
            verifier: Verifier::new(secrets),
            handler,
            store: MemoryDedupe::default(),
            now: Arc::new(OffsetDateTime::now_utc),
        }
    }
}

impl<H: EventHandler, S: DedupeStore> Receiver<H, S> {
    /// Uses another de-duplication store.
    pub fn with_store<S2: DedupeStore>(self, store: S2) -> Receiver<H, S2> {
        Receiver {
            verifier: self.verifier,
            handler: self.handler,
            store,
            now: self.now,
        }
    }

    /// Refuses events whose `eventScheduledAt` is older than `max_age` (see [`Verifier::max_age`]).
    pub fn max_age(mut self, max_age: Duration) -> Self {
        self.verifier = self.verifier.max_age(max_age);
        self
    }

    /// The clock used for the age check (default: the system clock).
    pub fn clock(mut self, now: impl Fn() -> OffsetDateTime + Send + Sync + 'static) -> Self {
        self.now = Arc::new(now);
        self
    }

    /// The de-duplication store.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// A router answering `POST /` (mount it with `Router::nest` or `nest_service`).
    pub fn into_router(self) -> Router {
        Router::new()
            .route("/", post(receive::<H, S>))
            .with_state(Arc::new(self))
    }

    /// Handles one request: returns the status to answer.
    pub async fn receive(self: &Arc<Self>, headers: &HeaderMap, body: &[u8]) -> StatusCode {
        let sig = headers.get(SIGNATURE_HEADER).and_then(|v| v.to_str().ok());
        let event = match self.verifier.verify_at((self.now)(), body, sig) {
            Ok(e) => e,
            Err(e) => {
                tracing::warn!(error = %e, "webhook refused");
                return match e {
                    WebhookError::MissingSignature
                    | WebhookError::MalformedSignature
                    | WebhookError::SignatureMismatch => StatusCode::UNAUTHORIZED,
                    _ => StatusCode::BAD_REQUEST,
                };
            }
        };
        let Some(request_id) = headers
            .get(REQUEST_ID_HEADER)
            .and_then(|v| v.to_str().ok())
            .map(str::trim)
            .filter(|v| !v.is_empty() && v.len() <= MAX_REQUEST_ID_LEN)
            .map(str::to_owned)
        else {
            tracing::warn!(
                kind = event.kind(),
                "webhook without a usable service-request-id"
            );
            return StatusCode::BAD_REQUEST;
        };
        match self.store.claim(&request_id).await {
            Ok(Claim::New) => {}
            Ok(Claim::Duplicate) => return StatusCode::OK,
            Ok(Claim::InFlight) => return StatusCode::CONFLICT,
            Err(e) => {
                tracing::warn!(error = %e, "webhook de-duplication store failed");
                return StatusCode::SERVICE_UNAVAILABLE;
            }
        }
        let this = Arc::clone(self);
        let id = request_id.clone();
        // Own task: not cancelled when the sender disconnects.
        let task = tokio::spawn(async move {
            let kind = event.kind().to_owned();
            let result = this
                .handler
                .handle(Delivery {
                    request_id: id.clone(),
                    event,
                })
                .await;
            match result {
                Ok(()) => {
                    if let Err(e) = this.store.complete(&id).await {
                        // Processed: still acknowledge, a retry would process it twice.
                        tracing::warn!(error = %e, request_id = %id, "could not mark webhook as seen");
                    }
                    StatusCode::OK
                }
                Err(e) => {
                    tracing::warn!(error = %e, request_id = %id, kind = %kind, "webhook handler failed");
                    let _ = this.store.release(&id).await;
                    StatusCode::INTERNAL_SERVER_ERROR
                }
            }
        });
        match task.await {
            Ok(status) => status,
            Err(_) => {
                tracing::warn!(request_id = %request_id, "webhook handler panicked");
                let _ = self.store.release(&request_id).await;
                StatusCode::INTERNAL_SERVER_ERROR
            }
        }
    }
}

async fn receive<H: EventHandler, S: DedupeStore>(
    State(r): State<Arc<Receiver<H, S>>>,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    r.receive(&headers, &body).await
}
