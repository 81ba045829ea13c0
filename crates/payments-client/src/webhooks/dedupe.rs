//! De-duplication of deliveries on `service-request-id` (identical across the service's
//! retries): a pluggable [`DedupeStore`] and a bounded in-memory default, [`MemoryDedupe`].
//!
//! Protocol: [`DedupeStore::claim`] before processing; then [`DedupeStore::complete`] once the
//! handler succeeded (the id is seen from then on), or [`DedupeStore::release`] when it failed
//! (the id is free again, so the service's retry is processed).

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::sync::Mutex;

/// Result of claiming a request id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// First sight: process it, then complete or release.
    New,
    /// Already processed successfully: acknowledge without processing.
    Duplicate,
    /// Being processed by another request right now: refuse for now (the service retries).
    InFlight,
}

/// A store failure (e.g. the database behind a custom store is down).
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
#[error("de-duplication store: {0}")]
pub struct DedupeError(pub String);

/// Where seen request ids are kept. Implement it over a shared database for several receiver
/// instances; the in-memory [`MemoryDedupe`] covers one process.
pub trait DedupeStore: Send + Sync + 'static {
    /// Claims `request_id` for processing.
    fn claim(&self, request_id: &str) -> impl Future<Output = Result<Claim, DedupeError>> + Send;
    /// Marks a claimed id as processed.
    fn complete(&self, request_id: &str) -> impl Future<Output = Result<(), DedupeError>> + Send;
    /// Gives a claimed id back after a failure.
    fn release(&self, request_id: &str) -> impl Future<Output = Result<(), DedupeError>> + Send;
}

#[derive(Debug, Default)]
struct Inner {
    /// id → processed (false: in flight).
    state: HashMap<String, bool>,
    /// Processed ids, oldest first (eviction order).
    done: VecDeque<String>,
    in_flight: usize,
}

/// In-memory store remembering the last `capacity` processed ids (oldest forgotten first) and
/// at most `capacity` ids in flight (more are refused with an error, answered 503).
#[derive(Debug)]
pub struct MemoryDedupe {
    capacity: usize,
    inner: Mutex<Inner>,
}

impl Default for MemoryDedupe {
    /// Capacity 100,000 ids.
    fn default() -> Self {
        Self::new(100_000)
    }
}

impl MemoryDedupe {
    /// A store keeping at most `capacity` (at least 1) processed ids.
    pub fn new(capacity: usize) -> Self {
        Self {
            capacity: capacity.max(1),
            inner: Mutex::new(Inner::default()),
        }
    }

    fn with<T>(&self, f: impl FnOnce(&mut Inner) -> T) -> T {
        let mut g = match self.inner.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        f(&mut g)
    }

    /// Number of processed ids remembered.
    pub fn len(&self) -> usize {
        self.with(|i| i.done.len())
    }

    /// Whether no processed id is remembered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl DedupeStore for MemoryDedupe {
    async fn claim(&self, request_id: &str) -> Result<Claim, DedupeError> {
        let cap = self.capacity;
        self.with(|i| match i.state.get(request_id) {
            Some(true) => Ok(Claim::Duplicate),
            Some(false) => Ok(Claim::InFlight),
            None if i.in_flight >= cap => Err(DedupeError("too many deliveries in flight".into())),
            None => {
                i.state.insert(request_id.to_owned(), false);
                i.in_flight += 1;
                Ok(Claim::New)
            }
        })
    }

    async fn complete(&self, request_id: &str) -> Result<(), DedupeError> {
        let cap = self.capacity;
        self.with(|i| {
            if let Some(done) = i.state.get_mut(request_id)
                && !*done
            {
                *done = true;
                i.in_flight = i.in_flight.saturating_sub(1);
                i.done.push_back(request_id.to_owned());
            }
            // Bounded: each pass removes one entry.
            while i.done.len() > cap {
                if let Some(old) = i.done.pop_front() {
                    i.state.remove(&old);
                }
            }
        });
        Ok(())
    }

    async fn release(&self, request_id: &str) -> Result<(), DedupeError> {
        self.with(|i| {
            if i.state.get(request_id) == Some(&false) {
                i.state.remove(request_id);
                i.in_flight = i.in_flight.saturating_sub(1);
            }
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block<F: Future>(f: F) -> F::Output {
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("runtime");
        rt.block_on(f)
    }

    #[test]
    fn claim_complete_release_and_bound() {
        block(async {
            let s = MemoryDedupe::new(2);
            assert_eq!(s.claim("a").await, Ok(Claim::New));
            assert_eq!(s.claim("a").await, Ok(Claim::InFlight));
            s.release("a").await.expect("release");
            assert_eq!(
                s.claim("a").await,
                Ok(Claim::New),
                "a failed id can be retried"
            );
            s.complete("a").await.expect("complete");
            assert_eq!(s.claim("a").await, Ok(Claim::Duplicate));
            for id in ["b", "c"] {
                assert_eq!(s.claim(id).await, Ok(Claim::New));
                s.complete(id).await.expect("complete");
            }
            assert_eq!(s.len(), 2);
            assert_eq!(
                s.claim("a").await,
                Ok(Claim::New),
                "the oldest id was forgotten"
            );
            assert_eq!(s.claim("x").await, Ok(Claim::New));
            assert!(s.claim("y").await.is_err(), "in-flight ids are bounded too");
        });
    }
}
