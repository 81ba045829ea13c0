//! [`SimError`]: why the simulator could not start.

/// Why the simulator could not start.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// The vendored SDL could not be turned into an executable schema.
    #[error("building the schema from the vendored SDL failed: {0}")]
    Schema(String),
    /// The listening socket could not be bound.
    #[error("binding {addr} failed: {source}")]
    Bind {
        /// The address asked for.
        addr: String,
        /// Why.
        source: std::io::Error,
    },
    /// The configuration is invalid (e.g. a fault rule).
    #[error("invalid configuration: {0}")]
    Config(String),
    /// Any other I/O failure of the server.
    #[error("server I/O failed: {0}")]
    Io(#[from] std::io::Error),
    /// The state file (`--state`) was refused; it is left as it was.
    #[error(transparent)]
    StateFile(#[from] crate::persist::StateFileError),
}
