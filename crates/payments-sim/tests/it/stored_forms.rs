//! What the simulator keeps of an input (its own plain stored form, read back without any
//! input rule) is what payments-types wrote of it: every field of a recipient, a sender, an
//! institution and a cleansed address comes back as payments-types serialises the input, and
//! the values the simulator derives from its stored forms (a sub-client's account name and
//! type, a Direct Entry statement reference) are payments-types' own.

use payments_types::address_cleanser::CleanseAddressInput;
use payments_types::institutions::InstitutionInput;
use payments_types::recipients::RecipientInput;
use payments_types::senders::SenderInput;
use payments_types::sub_clients::CreateSubClientInput;
use payments_types::{Context, ExternalReference, FromInput};
use serde::Serialize;
use serde_json::{Value, json};

use crate::common::{Sim, create_withdrawal_query};

const ADDRESS: &str = "address { building street suburb state postcode country }";

/// `value` without its nulls (inputs leave absent fields out, replies show null).
fn present(value: &Value) -> Value {
    match value {
        Value::Object(m) => m
            .iter()
            .filter(|(_, v)| !v.is_null())
            .map(|(k, v)| (k.clone(), present(v)))
            .collect(),
        other => other.clone(),
    }
}

/// What payments-types writes of `json` read as the input `I` as a server reads it (checked on
/// the test day).
fn written<I: FromInput + Serialize>(json: &Value) -> Value {
    let input = I::from_request(json, &Context::on(time::macros::date!(2026 - 07 - 01)))
        .expect("a valid input");
    serde_json::to_value(input).unwrap()
}

/// Creates with `create` (input `json`), reads back with `list`; the record, without its id.
async fn round_trip(sim: &Sim, token: &str, create: &str, list: &str, json: &Value) -> Value {
    let created = sim.gql(token, create, json!({"input": json})).await;
    assert_eq!(created.body["errors"], Value::Null, "{}", created.body);
    let listed = sim.gql(token, list, json!({})).await;
    let mut record = present(
        &listed.body["data"]
            .as_object()
            .unwrap()
            .values()
            .next()
            .unwrap()[0],
    );
    record.as_object_mut().unwrap().remove("id");
    record
}

#[tokio::test]
async fn records_give_back_every_field_as_payments_types_wrote_it() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let address = json!({"building": "Level 3", "street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"});
    let id_doc = json!({"type": "PASSPORT", "docNumber": "PA1234567", "issuer": "DFAT", "issueDate": "2020-01-02", "expiryDate": "2030-01-02", "country": "AU"});
    let recipient = json!({"firstName": "Ada", "middleName": "Byron", "lastName": "Lovelace", "companyName": "Engines Pty Ltd",
        "currency": "AUD", "accountIdType": "BSB", "mobile": "+61412345678", "address": address, "dob": "1990-12-10",
        "email": "ada@example.com", "externalId": "r-1", "bic": "CTBAAU2S", "bsb": "062-000", "accountNo": "12345678"});
    let q = format!(
        "{{ recipients {{ id firstName middleName lastName companyName currency accountIdType mobile {ADDRESS} dob email externalId payid bic iban aba bsb clabe cnaps sortCode ifsc accountNo }} }}"
    );
    let create =
        "mutation C($input: RecipientInput!) { createRecipient(input: $input) { success } }";
    assert_eq!(
        round_trip(&sim, &t, create, &q, &recipient).await,
        written::<RecipientInput>(&recipient)
    );

    let sender = json!({"legalName": "Engines Pty Ltd", "tradingAsName": "Engines", "businessNumber": "53004085616",
        "mobile": "+61412345678", "idDoc": id_doc, "address": address, "externalId": "s-1"});
    let q = format!(
        "{{ senders {{ id firstName middleName lastName companyName legalName tradingAsName businessNumber acn mobile dob idDoc {{ type docNumber issuer issueDate expiryDate country }} {ADDRESS} externalId }} }}"
    );
    let create = "mutation C($input: SenderInput!) { createSender(input: $input) { success } }";
    assert_eq!(
        round_trip(&sim, &t, create, &q, &sender).await,
        written::<SenderInput>(&sender)
    );

    let institution = json!({"legalName": "Remit Partners Pty Ltd", "tradingAsName": "Remit", "businessNumber": "123",
        "bic": "CTBAAU2S", "address": address, "externalId": "i-1"});
    let q = format!(
        "{{ institutions {{ id legalName tradingAsName businessNumber bic {ADDRESS} externalId }} }}"
    );
    let create =
        "mutation C($input: InstitutionInput!) { createInstitution(input: $input) { success } }";
    assert_eq!(
        round_trip(&sim, &t, create, &q, &institution).await,
        written::<InstitutionInput>(&institution)
    );

    let q = "mutation C($input: CleanseAddressInput!) { cleanseAddress(input: $input) { request { address { building street suburb state postcode country } } } }";
    let r = sim.gql(&t, q, json!({"input": address})).await;
    assert_eq!(
        present(&r.data("cleanseAddress")["request"]["address"]),
        written::<CleanseAddressInput>(&address)
    );
}

#[tokio::test]
async fn derived_values_are_payments_types_own() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let person = json!({"firstName": "Mia", "middleName": "Rose", "lastName": "Turner", "email": "mia@example.com",
        "mobile": "+61412345678", "dob": "1990-01-02", "externalId": "crm-1",
        "address": {"street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}});
    let mut company = person.clone();
    company["legalName"] = json!("Turner Holdings Pty Ltd");
    company["businessNumber"] = json!("53004085616");
    let mut trading = company.clone();
    trading["tradingAsName"] = json!("Turner Trading");
    let q = "mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { subClient { fullName clientType } } }";
    for json in [person, company, trading] {
        let r = sim.gql(&t, q, json!({"input": json})).await;
        let input = CreateSubClientInput::from_request(
            &json,
            &Context::on(time::macros::date!(2026 - 07 - 01)),
        )
        .unwrap();
        let shown = &r.data("createSubClient")["subClient"];
        assert_eq!(
            (&shown["fullName"], &shown["clientType"]),
            (
                &json!(input.account_name()),
                &json!(input.client_type().as_str())
            )
        );
    }
    // Paid in another currency than the recipient's: Direct Entry, which shows 18 characters.
    let text = "INVOICE-2026-000123-PAYROLL";
    let input = json!({"amount": 10, "currency": "USD", "externalReference": text,
        "recipient": {"firstName": "Ada", "lastName": "Lovelace", "currency": "AUD", "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678"}});
    sim.ctl
        .deposit(&crate::common::arrival(&sim.demo_van().await, 10.0))
        .await
        .unwrap();
    let conversion = "mutation C($input: CreateConversionInput!) { createConversion(input: $input) { success } }";
    sim.gql(
        &t,
        conversion,
        json!({"input": {"fromCurrency": "AUD", "toCurrency": "USD", "amount": 100}}),
    )
    .await;
    sim.advance(10.0).await;
    let r = sim
        .gql(&t, &create_withdrawal_query(), json!({"input": input}))
        .await;
    let w = &r.data("createWithdrawal")["withdrawal"];
    assert_eq!(w["rail"], "BECS", "{}", r.body);
    let checked = ExternalReference::parse(text).unwrap();
    assert!(checked.is_cut_on_direct_entry());
    assert_eq!(w["externalReference"], checked.direct_entry());
}
