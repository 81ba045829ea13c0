//! The codes the service answers with: a mutation reply's `code` and a GraphQL error's
//! `extensions.code`, in one list. The client branches on them ([`Code`] in its errors); the
//! simulator answers with them. The spec names the success codes and the two login refusals;
//! the others are our reading of the spec's error situations, and are what the simulator sends.
//! A code this version does not know is kept as [`Code::Unknown`], never refused.

use std::fmt;

/// Declares [`Code`] from one table: variant, wire name, meaning.
macro_rules! codes {
    ($($variant:ident => $name:literal: $doc:literal,)*) => {
        /// A reply or error code of the service.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Code {
            $(#[doc = $doc] $variant,)*
            /// A code this version does not know, as sent.
            Unknown(String),
        }

        impl Code {
            /// Every known code, in table order.
            pub const ALL: &[Code] = &[$(Code::$variant),*];

            /// The code as the service writes it (`INSUFFICIENT_BALANCE`).
            pub fn as_str(&self) -> &str {
                match self {
                    $(Self::$variant => $name,)*
                    Self::Unknown(code) => code,
                }
            }

            /// The code written `text`; [`Code::Unknown`] when it is not one of the list.
            pub fn parse(text: &str) -> Self {
                match text {
                    $($name => Self::$variant,)*
                    other => Self::Unknown(other.to_owned()),
                }
            }
        }
    };
}

codes! {
    Success => "SUCCESS": "A mutation succeeded (spec).",
    SubClientCreated => "SUBCLIENT_CREATED": "`createSubClient` succeeded (spec).",
    Generated => "GENERATED": "`statement` was generated (spec).",
    Unregistered => "UNREGISTERED": "Login: the affiliation matches no account of the user (spec).",
    NeedAffiliation => "NEED_AFFILIATION": "Login: the user has several affiliations and sent none (spec).",
    InvalidCredentials => "INVALID_CREDENTIALS": "Login: the e-mail or password is wrong.",
    IpNotAllowed => "IP_NOT_ALLOWED": "Login: the caller's IP address is not on the account's allow-list (spec: login from pre-approved IP addresses).",
    ValidationError => "VALIDATION_ERROR": "An input rule failed; the failures name each field and rule (spec: field validation failure).",
    NotFound => "NOT_FOUND": "No record of that kind with that id in the caller's account.",
    InsufficientBalance => "INSUFFICIENT_BALANCE": "The balance does not cover amount plus fee (spec: the account needs enough balance).",
    InvalidTransition => "INVALID_TRANSITION": "The record's state does not allow the action (spec: the state tables).",
    FeatureDisabled => "FEATURE_DISABLED": "A feature enabled on request is off for the account (spec: sub-clients, AMS, address cleanser).",
    IdempotencyKeyReused => "IDEMPOTENCY_KEY_REUSED": "An idempotency key came again with a different input.",
    AccountIdTypeImmutable => "ACCOUNT_ID_TYPE_IMMUTABLE": "`updateRecipient` tried to change `accountIdType` (spec).",
    CustomerBlocked => "CUSTOMER_BLOCKED": "The customer is blocked, for example after submitting test data (spec).",
    ConversionNotAvailable => "CONVERSION_NOT_AVAILABLE": "A conversion the account cannot make: a currency it holds no balance in, or a pair quoted for payments only (spec: conversions are between the customer's balances; a quote says whether it is usable for conversions).",
    Unauthenticated => "UNAUTHENTICATED": "The access token is missing, malformed, expired or revoked (spec: every call but login needs a valid token).",
    RateLimited => "RATE_LIMITED": "Too many requests (spec: HTTP 429).",
    IpBlocked => "IP_BLOCKED": "The caller's IP address is blocked for a while after repeated 429s (spec: abuse detected).",
    Forbidden => "FORBIDDEN": "Refused by the firewall, for example a generic user-agent (spec).",
    BadRequest => "BAD_REQUEST": "The request is not a GraphQL request the service reads (body, size, document limits).",
    GraphqlValidationFailed => "GRAPHQL_VALIDATION_FAILED": "The document does not validate against the schema (GraphQL's validation: an unknown field, a literal of the wrong type, a missing argument); nothing ran (spec: rejected by schema validation).",
    FaultInjected => "FAULT_INJECTED": "The simulator's fault injection answered instead of the service (simulator only).",
}

impl Code {
    /// Whether the code says the call succeeded.
    pub fn is_success(&self) -> bool {
        matches!(
            self,
            Self::Success | Self::SubClientCreated | Self::Generated
        )
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Code {
    type Err = std::convert::Infallible;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Ok(Self::parse(text))
    }
}

impl serde::Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for Code {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Ok(Self::parse(&text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_as_itself_and_others_are_kept() {
        for (i, code) in Code::ALL.iter().enumerate() {
            assert_eq!(Code::parse(code.as_str()), *code);
            assert!(
                !Code::ALL[..i].iter().any(|c| c.as_str() == code.as_str()),
                "{code} twice"
            );
            assert!(
                code.as_str()
                    .bytes()
                    .all(|b| b.is_ascii_uppercase() || b == b'_'),
                "{code}"
            );
        }
        let new = Code::parse("SOMETHING_NEW");
        assert_eq!(new, Code::Unknown("SOMETHING_NEW".into()));
        assert_eq!(new.to_string(), "SOMETHING_NEW");
        assert_eq!(
            serde_json::from_str::<Code>("\"INSUFFICIENT_BALANCE\"").unwrap(),
            Code::InsufficientBalance
        );
        assert_eq!(
            serde_json::to_string(&Code::Unknown("X".into())).unwrap(),
            "\"X\""
        );
    }
}
