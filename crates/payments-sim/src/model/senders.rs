//! A stored sender: its details as last created or updated.

use payments_types::senders::SenderInput;

use crate::model::ids::{AccountId, SenderId};

/// A stored sender.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Sender {
    /// Id.
    pub id: SenderId,
    /// Owning account.
    pub account: AccountId,
    /// Its details.
    pub details: SenderInput,
}
