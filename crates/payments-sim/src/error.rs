//! Typed errors: [`ApiError`] for refusals of an operation, [`SimError`] for start-up failures.

use crate::validate::FieldIssue;

/// Why an operation was refused.
///
/// For operations that reply with `success`/`code`/`message` this becomes the reply
/// (`success: false`, [`ApiError::code`], [`ApiError`]'s `Display` as message); otherwise, and
/// always for [`ApiError::Unauthenticated`], it becomes a top-level GraphQL error carrying the
/// code in `extensions.code`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ApiError {
    /// Input rules failed; every failure names its field and rule.
    #[error("{}", join_issues(.0))]
    Validation(Vec<FieldIssue>),
    /// No record of that kind with that id in the caller's account.
    #[error("{field}: no {what} with id {id:?}")]
    NotFound {
        what: &'static str,
        field: &'static str,
        id: String,
    },
    /// The balance does not cover amount plus fee.
    #[error("amount: insufficient {currency} balance: {needed} needed, {available} available")]
    InsufficientBalance {
        currency: String,
        needed: String,
        available: String,
    },
    /// The record's state does not allow the action.
    #[error("{what} {id} is {from}; cannot {action}")]
    InvalidTransition {
        what: &'static str,
        id: String,
        from: String,
        action: &'static str,
    },
    /// A feature enabled on request is off for this account.
    #[error("the {0} feature is not enabled for this account")]
    FeatureDisabled(&'static str),
    /// An idempotency key was reused with a different input.
    #[error("idempotencyKey: key {0:?} was already used with a different input")]
    IdempotencyKeyReused(String),
    /// `updateRecipient` tried to change `accountIdType`.
    #[error(
        "accountIdType: changing the account id type of a recipient is not allowed (from {from} to {to})"
    )]
    AccountIdTypeImmutable { from: String, to: String },
    /// Missing, malformed, expired or revoked token.
    #[error("{0}")]
    Unauthenticated(String),
    /// Too many requests (HTTP 429); retry after the given seconds.
    #[error("too many requests; retry after {0} s")]
    RateLimited(u64),
}

fn join_issues(issues: &[FieldIssue]) -> String {
    issues
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

impl ApiError {
    /// The stable reply code.
    pub fn code(&self) -> &'static str {
        match self {
            Self::Validation(_) => "VALIDATION_ERROR",
            Self::NotFound { .. } => "NOT_FOUND",
            Self::InsufficientBalance { .. } => "INSUFFICIENT_BALANCE",
            Self::InvalidTransition { .. } => "INVALID_TRANSITION",
            Self::FeatureDisabled(_) => "FEATURE_DISABLED",
            Self::IdempotencyKeyReused(_) => "IDEMPOTENCY_KEY_REUSED",
            Self::AccountIdTypeImmutable { .. } => "ACCOUNT_ID_TYPE_IMMUTABLE",
            Self::Unauthenticated(_) => "UNAUTHENTICATED",
            Self::RateLimited(_) => "RATE_LIMITED",
        }
    }

    /// One validation failure.
    pub fn invalid(field: &str, rule: &'static str, message: impl Into<String>) -> Self {
        Self::Validation(vec![FieldIssue::new(field, rule, message)])
    }

    /// A not-found refusal for `what` looked up through `field`.
    pub fn not_found(what: &'static str, field: &'static str, id: &str) -> Self {
        Self::NotFound {
            what,
            field,
            id: id.chars().take(64).collect(),
        }
    }
}

/// Start-up failures of the simulator.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// The vendored SDL could not be turned into an executable schema.
    #[error("building the schema from the vendored SDL failed: {0}")]
    Schema(String),
    /// The listening socket could not be bound.
    #[error("binding {addr} failed: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
    /// The configuration is invalid (e.g. a fault rule).
    #[error("invalid configuration: {0}")]
    Config(String),
    /// Any other I/O failure of the server.
    #[error("server I/O failed: {0}")]
    Io(#[from] std::io::Error),
}
