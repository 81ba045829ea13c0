//! A stored sender: its details as last created or updated.

use serde::{Deserialize, Serialize};

use crate::model::ids::{AccountId, SenderId};
use crate::model::stored::{Address, IdDoc};

/// A stored sender.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Sender {
    /// Id.
    pub id: SenderId,
    /// Owning account.
    pub account: AccountId,
    /// Its details.
    pub details: SenderDetails,
}

/// A sender's details as stored (`SenderInput`, see [`crate::model::stored::stored`]), in
/// the schema's field names.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
#[allow(missing_docs)]
pub struct SenderDetails {
    pub first_name: Option<String>,
    pub middle_name: Option<String>,
    pub last_name: Option<String>,
    pub company_name: Option<String>,
    pub legal_name: Option<String>,
    pub trading_as_name: Option<String>,
    pub business_number: Option<String>,
    pub acn: Option<String>,
    pub mobile: Option<String>,
    pub dob: Option<String>,
    pub id_doc: Option<IdDoc>,
    pub address: Option<Address>,
    pub external_id: Option<String>,
}
