//! A stored instructing institution: its details as last created or updated.

use serde::{Deserialize, Serialize};

use crate::model::ids::{AccountId, InstitutionId};
use crate::model::stored::Address;

/// A stored institution.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Institution {
    /// Id.
    pub id: InstitutionId,
    /// Owning account.
    pub account: AccountId,
    /// Its details.
    pub details: InstitutionDetails,
}

/// An institution's details as stored (`InstitutionInput`, see
/// [`crate::model::stored::stored`]), in the schema's field names.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
#[allow(missing_docs)]
pub struct InstitutionDetails {
    pub legal_name: String,
    pub trading_as_name: Option<String>,
    pub business_number: Option<String>,
    pub bic: Option<String>,
    pub address: Address,
    pub external_id: Option<String>,
}
