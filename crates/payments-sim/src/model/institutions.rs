//! A stored instructing institution: its details as last created or updated.

use payments_types::institutions::InstitutionInput;

use crate::model::ids::{AccountId, InstitutionId};

/// A stored institution.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Institution {
    /// Id.
    pub id: InstitutionId,
    /// Owning account.
    pub account: AccountId,
    /// Its details.
    pub details: InstitutionInput,
}
