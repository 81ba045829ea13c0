//! Typed ids: one newtype per kind of record, so an id of one kind cannot be looked up in the
//! table of another. Each is minted from the store's one [`Sequence`] (`prefix_000001`) or
//! taken from a request (where it may name nothing: lookups say so).

use crate::store::sequence::Sequence;
use crate::store::table::Key;

macro_rules! record_id {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(transparent)]
        pub struct $name(String);

        // Not every kind of id is minted, parsed and shown.
        #[allow(dead_code)]
        impl $name {
            /// Prefix of minted ids.
            pub const PREFIX: &'static str = $prefix;

            /// A fresh id.
            pub fn mint(seq: &mut Sequence) -> Self {
                Self(seq.id(Self::PREFIX))
            }

            /// The id as the caller wrote it (it may name no record).
            pub fn from_text(text: &str) -> Self {
                Self(text.to_owned())
            }

            /// The id's text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl Key for $name {
            fn text(&self) -> String {
                self.0.clone()
            }
            fn parse(text: &str) -> Option<Self> {
                Some(Self(text.to_owned()))
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

record_id!(
    /// A customer account (one affiliation of a client).
    AccountId, "acc"
);
record_id!(
    /// A sub-client.
    SubClientId, "sc"
);
record_id!(
    /// A withdrawal.
    WithdrawalId, "wd"
);
record_id!(
    /// A deposit.
    DepositId, "dp"
);
record_id!(
    /// A recipient.
    RecipientId, "rc"
);
record_id!(
    /// A sender.
    SenderId, "sd"
);
record_id!(
    /// An instructing institution.
    InstitutionId, "in"
);
record_id!(
    /// A conversion.
    ConversionId, "cv"
);
record_id!(
    /// An international payment.
    PaymentId, "py"
);
record_id!(
    /// A request for information.
    RfiId, "rfi"
);
record_id!(
    /// A question of an RFI.
    QuestionId, "q"
);
record_id!(
    /// An adverse media search.
    AmsId, "ams"
);
record_id!(
    /// An address cleanser request.
    CleanserId, "ac"
);
record_id!(
    /// An account member.
    MemberId, "mb"
);
record_id!(
    /// An event (its `service-request-id`).
    EventId, "ev"
);
record_id!(
    /// An access token (`jti`).
    TokenId, "tok"
);
record_id!(
    /// A regular webhook endpoint.
    WebhookId, "wh"
);
record_id!(
    /// The portal's 'send test' request.
    TestRequestId, "evt"
);
