//! A stored recipient: its details as last created or updated.

use payments_types::CurrencyCode;
use payments_types::recipients::AccountIdType;
use serde::{Deserialize, Serialize};

use crate::model::ids::{AccountId, RecipientId};
use crate::model::stored::Address;

/// A stored recipient.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Recipient {
    /// Id.
    pub id: RecipientId,
    /// Owning account.
    pub account: AccountId,
    /// Its details (`accountIdType` never changes).
    pub details: RecipientDetails,
}

/// A recipient's details as stored (`RecipientInput`, see [`crate::model::stored::stored`]),
/// in the schema's field names.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
#[allow(missing_docs)]
pub struct RecipientDetails {
    pub first_name: Option<String>,
    pub middle_name: Option<String>,
    pub last_name: Option<String>,
    pub company_name: Option<String>,
    pub currency: Option<CurrencyCode>,
    pub account_id_type: Option<AccountIdType>,
    pub mobile: Option<String>,
    pub address: Option<Address>,
    pub dob: Option<String>,
    pub email: Option<String>,
    pub external_id: Option<String>,
    pub payid: Option<String>,
    pub bic: Option<String>,
    pub iban: Option<String>,
    pub aba: Option<String>,
    pub bsb: Option<String>,
    pub clabe: Option<String>,
    pub cnaps: Option<String>,
    pub sort_code: Option<String>,
    pub ifsc: Option<String>,
    pub account_no: Option<String>,
}
