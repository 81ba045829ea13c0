//! The [`Recorder`] that keeps every reply a scenario's clients receive.

use std::sync::{Arc, Mutex};

use payments_client::Exchange;
use serde_json::Value;

/// One reply a client received.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// The root field of the operation (`createWithdrawal`), i.e. its contract's name.
    pub root_field: String,
    /// HTTP status.
    pub status: u16,
    /// The body: JSON when it parses, else a string.
    pub body: Value,
}

/// Collects the replies of every client of one scenario, in the order received.
#[derive(Clone, Default)]
pub struct Recorder(Arc<Mutex<Vec<Recorded>>>);

impl Recorder {
    /// An observer for [`payments_client::ClientBuilder::observe`] that records into this.
    pub(crate) fn observer(&self) -> impl Fn(&Exchange<'_>) + Send + Sync + 'static {
        let sink = self.0.clone();
        move |e: &Exchange<'_>| {
            let record = Recorded {
                root_field: root_field(e.operation),
                status: e.status,
                body: body_value(e.body),
            };
            sink.lock().unwrap_or_else(|p| p.into_inner()).push(record);
        }
    }

    /// Records a reply that did not come through a client (a deliberately bad raw request).
    pub(crate) fn push(&self, record: Recorded) {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(record);
    }

    /// Everything recorded so far, emptying the recorder.
    pub(crate) fn take(&self) -> Vec<Recorded> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

/// A reply body as recorded: its JSON when it parses, else its text.
pub(crate) fn body_value(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(bytes).into_owned()))
}

/// The root field an operation name selects: `CreateWithdrawal` → `createWithdrawal` (the
/// client names each operation after its root field; `login`/`logout` already are).
pub fn root_field(operation: &str) -> String {
    let mut chars = operation.chars();
    match chars.next() {
        Some(first) => first.to_ascii_lowercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}
