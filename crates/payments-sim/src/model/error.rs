//! [`ApiError`]: why an operation was refused. Rule codes come from `payments_types::rules`.

use std::fmt;

use payments_types::{CurrencyCode, ValidationErrors};
use rust_decimal::Decimal;

/// Why an operation was refused.
///
/// For operations that reply with `success`/`code`/`message` this becomes the reply
/// (`success: false`, [`ApiError::code`], [`ApiError`]'s `Display` as message); otherwise, and
/// always for [`ApiError::Unauthenticated`], it becomes a top-level GraphQL error carrying the
/// code in `extensions.code`.
#[derive(Debug, Clone, PartialEq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum ApiError {
    /// Input rules failed; every failure names its field and rule.
    #[error("{}", join_issues(.0))]
    Validation(Vec<FieldIssue>),
    /// No record of that kind with that id in the caller's account.
    #[error("{field}: no {what} with id {id:?}")]
    NotFound {
        /// The kind of record (`sub-client`).
        what: &'static str,
        /// The field that named it.
        field: &'static str,
        /// The id asked for (cut to 64 characters).
        id: String,
    },
    /// The balance does not cover amount plus fee.
    #[error("amount: insufficient {currency} balance: {needed} needed, {available} available")]
    InsufficientBalance {
        /// Currency of the balance.
        currency: CurrencyCode,
        /// Amount asked for.
        needed: Decimal,
        /// Balance at the time.
        available: Decimal,
    },
    /// The record's state does not allow the action.
    #[error("{what} {id} is {from}; cannot {action}")]
    InvalidTransition {
        /// The kind of record.
        what: &'static str,
        /// Its id.
        id: String,
        /// Its status now.
        from: &'static str,
        /// What was asked.
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
    AccountIdTypeImmutable {
        /// The stored type.
        from: String,
        /// The type asked for.
        to: String,
    },
    /// Missing, malformed, expired or revoked token.
    #[error("{0}")]
    Unauthenticated(String),
    /// Too many requests (HTTP 429); retry after the given seconds.
    #[error("too many requests; retry after {0} s")]
    RateLimited(u64),
    /// The customer is blocked (for submitting fake or test data); why.
    #[error("the customer is blocked: {0}")]
    CustomerBlocked(String),
    /// A conversion the account cannot make: a currency it holds no balance in, or a pair quoted
    /// for payments only; the message names the currency.
    #[error("{0}")]
    ConversionNotAvailable(String),
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
            Self::CustomerBlocked(_) => "CUSTOMER_BLOCKED",
            Self::ConversionNotAvailable(_) => "CONVERSION_NOT_AVAILABLE",
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

impl From<ValidationErrors> for ApiError {
    fn from(errors: ValidationErrors) -> Self {
        Self::Validation(
            errors
                .iter()
                .map(|e| FieldIssue::new(e.field(), e.rule(), e.message()))
                .collect(),
        )
    }
}

/// One failed rule on one field.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FieldIssue {
    /// Field path such as `address.street` or `recipient.bsb`.
    pub field: String,
    /// Stable rule code such as `name.length`.
    pub rule: &'static str,
    /// Human message.
    pub message: String,
}

impl FieldIssue {
    /// A failure of `rule` at `field`.
    pub fn new(field: &str, rule: &'static str, message: impl Into<String>) -> Self {
        Self {
            field: field.to_owned(),
            rule,
            message: message.into(),
        }
    }
}

impl fmt::Display for FieldIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} [{}]", self.field, self.message, self.rule)
    }
}

/// Shows a value in a message: quoted and cut to 40 characters.
pub fn shown(value: &str) -> String {
    let cut: String = value.chars().take(40).collect();
    if cut.len() < value.len() {
        format!("{cut:?}…")
    } else {
        format!("{cut:?}")
    }
}

/// A record's state machine refused a move: the record, the state it is in and the move.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Refused {
    /// The kind of record (`sub-client`).
    pub what: &'static str,
    /// Its id.
    pub id: String,
    /// The status it is in.
    pub from: &'static str,
    /// The move asked for.
    pub action: &'static str,
}

impl From<Refused> for ApiError {
    fn from(r: Refused) -> Self {
        Self::InvalidTransition {
            what: r.what,
            id: r.id,
            from: r.from,
            action: r.action,
        }
    }
}
