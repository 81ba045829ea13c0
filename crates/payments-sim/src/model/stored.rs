//! The stored forms the records keep of what callers sent ([`stored`], [`Address`], [`IdDoc`]).
//!
//! A stored form holds an accepted input's fields as payments-types wrote them (normalised,
//! in the schema's names) in the simulator's own plain types. Reading one back, from the
//! database or an older state file, runs no payments-types rule and reads no clock: what was
//! accepted once loads again, whatever the day and whatever a later version's rules say.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The stored form of a checked input (a serde round trip through its JSON;
/// `tests/it/stored_forms.rs` holds every stored form to its input, field for field).
pub fn stored<S: DeserializeOwned + Default>(input: &impl Serialize) -> S {
    serde_json::to_value(input)
        .and_then(serde_json::from_value)
        .unwrap_or_default()
}

/// The text of an optional checked field (its stored form).
pub fn text_of<T: std::fmt::Display>(value: &Option<T>) -> Option<String> {
    value.as_ref().map(ToString::to_string)
}

/// An address as stored (`AddressInput`, `CleanseAddressInput`, the cleanser's result), in
/// the schema's field names.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
#[allow(missing_docs)]
pub struct Address {
    pub building: Option<String>,
    pub street: Option<String>,
    pub suburb: Option<String>,
    pub state: Option<String>,
    pub postcode: Option<String>,
    pub country: Option<String>,
}

/// An identity document as stored (`IdDocInput`), in the schema's field names.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
#[allow(missing_docs)]
pub struct IdDoc {
    #[serde(rename = "type")]
    pub doc_type: Option<String>,
    pub doc_number: Option<String>,
    pub issuer: Option<String>,
    pub issue_date: Option<String>,
    pub expiry_date: Option<String>,
    pub country: Option<String>,
}
