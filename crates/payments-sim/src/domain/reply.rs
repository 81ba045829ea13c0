//! [`Reply`]: what a mutation answers besides its record: `success`, `code`, `message`.

/// A successful mutation's reply: its `code`, `message` and record.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply<T> {
    /// Reply code (`SUCCESS`, `SUBCLIENT_CREATED`, ...).
    pub code: &'static str,
    /// Human message.
    pub message: String,
    /// The affected record.
    pub record: T,
}

impl<T> Reply<T> {
    /// A reply with code `SUCCESS`.
    pub fn success(message: impl Into<String>, record: T) -> Self {
        Self::with_code("SUCCESS", message, record)
    }

    /// A reply with `code`.
    pub fn with_code(code: &'static str, message: impl Into<String>, record: T) -> Self {
        Self {
            code,
            message: message.into(),
            record,
        }
    }
}
