//! Addresses, identity documents, senders and recipients as the schema's objects show them.

use payments_types::common::{AddressInput, IdDocInput};
use payments_types::recipients::RecipientInput;
use payments_types::senders::SenderInput;
use serde_json::{Value, json};

use crate::model::ids::{RecipientId, SenderId};
use crate::model::parties::{Payee, Payer};
use crate::model::sub_clients::SubClient;
use crate::render::text;
use payments_types::sub_clients::ClientType;

/// The `Address` object, or `null`.
pub fn address(a: Option<&AddressInput>) -> Value {
    let Some(a) = a else { return Value::Null };
    json!({
        "building": text(a.building.as_ref()), "street": a.street.as_str(), "suburb": a.suburb.as_str(),
        "state": a.state.as_str(), "postcode": a.postcode.as_str(), "country": a.country.as_str(),
    })
}

/// The `IdDoc` object, or `null`.
pub fn id_doc(d: Option<&IdDocInput>) -> Value {
    let Some(d) = d else { return Value::Null };
    json!({
        "type": d.doc_type.as_str(), "docNumber": d.doc_number.as_str(), "issuer": text(d.issuer.as_ref()),
        "issueDate": text(d.issue_date.as_ref()), "expiryDate": text(d.expiry_date.as_ref()),
        "country": d.country.as_str(),
    })
}

/// The `Recipient` object: a stored recipient (with its id) or one given inline (`id` null).
pub fn recipient(id: Option<&RecipientId>, d: &RecipientInput) -> Value {
    json!({
        "id": text(id), "firstName": text(d.first_name().as_ref()), "middleName": text(d.middle_name().as_ref()),
        "lastName": text(d.last_name().as_ref()), "companyName": text(d.company_name().as_ref()),
        "currency": d.currency().as_str(), "accountIdType": d.account_id_type().as_str(),
        "mobile": text(d.mobile().as_ref()), "address": address(d.address().as_ref()), "dob": text(d.dob().as_ref()),
        "email": text(d.email().as_ref()), "externalId": text(d.external_id().as_ref()),
        "payid": text(d.payid().as_ref()), "bic": text(d.bic().as_ref()), "iban": text(d.iban().as_ref()),
        "aba": text(d.aba().as_ref()), "bsb": text(d.bsb().as_ref()), "clabe": text(d.clabe().as_ref()),
        "cnaps": text(d.cnaps().as_ref()), "sortCode": text(d.sort_code().as_ref()), "ifsc": text(d.ifsc().as_ref()),
        "accountNo": text(d.account_no().as_ref()),
    })
}

/// The `Recipient` object of a transfer's payee.
pub fn payee(p: &Payee) -> Value {
    recipient(p.id.as_ref(), &p.details)
}

/// The `Sender` object of a stored sender (with its id) or one given inline (`id` null).
pub fn sender(id: Option<&SenderId>, d: &SenderInput) -> Value {
    json!({
        "id": text(id), "firstName": text(d.first_name().as_ref()), "middleName": text(d.middle_name().as_ref()),
        "lastName": text(d.last_name().as_ref()), "companyName": text(d.company_name().as_ref()),
        "legalName": text(d.legal_name().as_ref()), "tradingAsName": text(d.trading_as_name().as_ref()),
        "businessNumber": text(d.business_number().as_ref()), "acn": text(d.acn().as_ref()),
        "mobile": text(d.mobile().as_ref()), "dob": text(d.dob().as_ref()), "idDoc": id_doc(d.id_doc().as_ref()),
        "address": address(d.address().as_ref()), "externalId": text(d.external_id().as_ref()),
    })
}

/// The `Sender` object of a transfer's payer: a sender, the sub-client (its company name is its
/// account name), or the customer (its name only).
pub fn payer(p: &Payer) -> Value {
    match p {
        Payer::Sender { id, details } => sender(id.as_ref(), details),
        Payer::SubClient(sc) => sub_client_as_sender(sc),
        Payer::Customer(name) => json!({
            "id": null, "firstName": null, "middleName": null, "lastName": null, "companyName": name.as_str(),
            "legalName": null, "tradingAsName": null, "businessNumber": null, "acn": null, "mobile": null,
            "dob": null, "idDoc": null, "address": null, "externalId": null,
        }),
    }
}

fn sub_client_as_sender(sc: &SubClient) -> Value {
    let d = &sc.details;
    let company = (sc.client_type() == ClientType::Company).then(|| sc.full_name());
    json!({
        "id": null, "firstName": d.first_name().as_str(), "middleName": text(d.middle_name().as_ref()),
        "lastName": d.last_name().as_str(), "companyName": company,
        "legalName": text(d.legal_name().as_ref()), "tradingAsName": text(d.trading_as_name().as_ref()),
        "businessNumber": text(d.business_number().as_ref()), "acn": null,
        "mobile": d.mobile().as_str(), "dob": d.dob().to_string(), "idDoc": id_doc(d.id_doc().as_ref()),
        "address": address(Some(&sc.address)), "externalId": text(sc.external_id.as_ref()),
    })
}
