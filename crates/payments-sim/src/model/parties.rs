//! The parties of a withdrawal or payment as the service shows them: who receives the money
//! ([`Payee`]) and who sends it ([`Payer`]), each fixed when the transfer is created; and the
//! stored forms the records keep of what callers sent ([`stored`], [`Address`], [`IdDoc`]).
//!
//! A stored form holds an accepted input's fields as payments-types wrote them (normalised,
//! in the schema's names) in the simulator's own plain types. Reading one back, from the
//! database or an older state file, runs no payments-types rule and reads no clock: what was
//! accepted once loads again, whatever the day and whatever a later version's rules say.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::model::ids::{RecipientId, SenderId};
use crate::model::recipients::RecipientDetails;
use crate::model::senders::SenderDetails;
use crate::model::sub_clients::SubClient;

/// The stored form of a checked input (a serde round trip through its JSON; the tests hold
/// every stored form to its input, field for field).
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

/// The recipient: a stored recipient (with its id) or one given inline (no id).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Payee {
    /// Id of the stored recipient; `None` when given inline.
    pub id: Option<RecipientId>,
    /// Its details.
    pub details: RecipientDetails,
}

impl Payee {
    /// The name a statement shows: the company name, else the person's names joined.
    pub fn display_name(&self) -> String {
        let d = &self.details;
        if let Some(company) = &d.company_name {
            return company.clone();
        }
        [&d.first_name, &d.middle_name, &d.last_name]
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The sender, resolved in the spec's order: an inline sender or `senderId`; else the
/// sub-client; else the customer's own account.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Payer {
    /// A stored sender (with its id) or one given inline (no id).
    Sender {
        /// Id of the stored sender; `None` when given inline.
        id: Option<SenderId>,
        /// Its details.
        details: Box<SenderDetails>,
    },
    /// The sub-client named by `subClientId`, as it was at the time.
    SubClient(Box<SubClient>),
    /// The customer itself, by its account name.
    Customer(String),
}

#[cfg(test)]
mod tests {
    use payments_types::address_cleanser::CleanseAddressInput;
    use payments_types::institutions::InstitutionInput;
    use payments_types::recipients::RecipientInput;
    use payments_types::senders::SenderInput;
    use payments_types::sub_clients::CreateSubClientInput;
    use payments_types::{Context, FromInput};
    use serde_json::{Value, json};

    use super::*;
    use crate::model::institutions::InstitutionDetails;
    use crate::model::sub_clients::SubClientDetails;

    /// `value` without its nulls (inputs leave absent fields out, stored forms write null).
    fn present(value: Value) -> Value {
        match value {
            Value::Object(m) => m
                .into_iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k, present(v)))
                .collect(),
            other => other,
        }
    }

    /// Reads `json` as the input `I`, stores it as `S`: every field the input writes is in
    /// the stored form, unchanged.
    fn keeps_every_field<I: FromInput + Serialize, S: Serialize + DeserializeOwned + Default>(
        json: Value,
    ) -> S {
        let ctx = Context::on(time::macros::date!(2026 - 07 - 01));
        let input = I::from_json(&json, &ctx).expect("a valid input");
        let kept: S = stored(&input);
        let written = serde_json::to_value(&input).unwrap();
        assert_eq!(present(serde_json::to_value(&kept).unwrap()), written);
        assert!(written.as_object().unwrap().len() >= json.as_object().unwrap().len() - 1);
        kept
    }

    #[test]
    fn stored_forms_keep_every_field_and_the_sub_client_names_as_payments_types_says() {
        let address = json!({"building": "Level 3", "street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"});
        let id_doc = json!({"type": "PASSPORT", "docNumber": "PA1234567", "issuer": "DFAT", "issueDate": "2020-01-02", "expiryDate": "2030-01-02", "country": "AU"});
        keeps_every_field::<RecipientInput, crate::model::recipients::RecipientDetails>(json!({
            "firstName": "Ada", "middleName": "Byron", "lastName": "Lovelace", "companyName": "Engines Pty Ltd", "currency": "AUD",
            "accountIdType": "BSB", "mobile": "+61412345678", "address": address, "dob": "1990-12-10", "email": "ada@example.com",
            "externalId": "r-1", "bic": "CTBAAU2S", "bsb": "062-000", "accountNo": "12345678"}));
        keeps_every_field::<SenderInput, crate::model::senders::SenderDetails>(json!({
            "legalName": "Engines Pty Ltd", "tradingAsName": "Engines", "businessNumber": "53004085616", "mobile": "+61412345678",
            "idDoc": id_doc, "address": address, "externalId": "s-1"}));
        keeps_every_field::<InstitutionInput, InstitutionDetails>(json!({
            "legalName": "Remit Partners Pty Ltd", "tradingAsName": "Remit", "businessNumber": "123", "bic": "CTBAAU2S",
            "address": address, "externalId": "i-1"}));
        keeps_every_field::<CleanseAddressInput, Address>(address.clone());
        let ctx = Context::on(time::macros::date!(2026 - 07 - 01));
        let person = json!({"firstName": "Mia", "middleName": "Rose", "lastName": "Turner", "email": "mia@example.com",
            "mobile": "+61412345678", "dob": "1990-01-02", "address": address, "idDoc": id_doc, "externalId": "crm-1"});
        let mut company = person.clone();
        company["legalName"] = json!("Turner Holdings Pty Ltd");
        company["businessNumber"] = json!("53004085616");
        let mut trading = company.clone();
        trading["tradingAsName"] = json!("Turner Trading");
        for json in [person, company, trading] {
            let input = CreateSubClientInput::from_json(&json, &ctx).expect("a valid sub-client");
            let kept: SubClientDetails = keeps_every_field::<CreateSubClientInput, _>(json);
            assert_eq!(kept.account_name(), input.account_name());
            assert_eq!(kept.client_type(), input.client_type());
        }
    }
}
