//! A stored recipient: its details as last created or updated.

use payments_types::recipients::RecipientInput;

use crate::model::ids::{AccountId, RecipientId};

/// A stored recipient.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Recipient {
    /// Id.
    pub id: RecipientId,
    /// Owning account.
    pub account: AccountId,
    /// Its details (`accountIdType` never changes).
    pub details: RecipientInput,
}
