//! Addresses, identity documents, senders and recipients as the schema's objects show them:
//! their stored forms carry the schema's field names, so each is written as it is stored.

use serde::Serialize;
use serde_json::{Value, json};

use crate::model::ids::{RecipientId, SenderId};
use crate::model::parties::{Payee, Payer};
use crate::model::recipients::RecipientDetails;
use crate::model::senders::SenderDetails;
use crate::model::sub_clients::SubClient;
use crate::render::text;
use payments_types::sub_clients::ClientType;

/// A stored form as the schema's object of the same fields, with `id` when given.
pub fn object(stored: &impl Serialize, id: Option<Value>) -> Value {
    let mut v = serde_json::to_value(stored).unwrap_or_default();
    if let (Value::Object(m), Some(id)) = (&mut v, id) {
        m.insert("id".into(), id);
    }
    v
}

/// The `Recipient` object: a stored recipient (with its id) or one given inline (`id` null).
pub fn recipient(id: Option<&RecipientId>, d: &RecipientDetails) -> Value {
    object(d, Some(text(id)))
}

/// The `Recipient` object of a transfer's payee.
pub fn payee(p: &Payee) -> Value {
    recipient(p.id.as_ref(), &p.details)
}

/// The `Sender` object of a stored sender (with its id) or one given inline (`id` null).
pub fn sender(id: Option<&SenderId>, d: &SenderDetails) -> Value {
    object(d, Some(text(id)))
}

/// The `Sender` object of a transfer's payer: a sender, the sub-client (its company name is its
/// account name), or the customer (its name only).
pub fn payer(p: &Payer) -> Value {
    match p {
        Payer::Sender { id, details } => sender(id.as_ref(), details),
        Payer::SubClient(sc) => sub_client_as_sender(sc),
        Payer::Customer(name) => object(
            &SenderDetails {
                company_name: Some(name.clone()),
                ..SenderDetails::default()
            },
            Some(Value::Null),
        ),
    }
}

fn sub_client_as_sender(sc: &SubClient) -> Value {
    let d = &sc.details;
    let company = (sc.client_type() == ClientType::Company).then(|| sc.full_name());
    json!({
        "id": null, "firstName": d.first_name, "middleName": d.middle_name, "lastName": d.last_name,
        "companyName": company, "legalName": d.legal_name, "tradingAsName": d.trading_as_name,
        "businessNumber": d.business_number, "acn": null, "mobile": d.mobile, "dob": d.dob, "idDoc": d.id_doc,
        "address": sc.address, "externalId": sc.external_id,
    })
}
