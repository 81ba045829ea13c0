//! Input objects: read from JSON with every failure reported, cross-field rules enforced,
//! serialized to exactly the JSON the schema expects.

use payments_types::recipients::{AccountIdType, RecipientInput};
use payments_types::sub_clients::{ClientType, CreateSubClientInput, UpdateSubClientInput};
use payments_types::withdrawals::CreateWithdrawalInput;
use payments_types::{Context, FromInput, ValidationErrors};
use proptest::prelude::*;
use serde_json::{Value, json};
use time::macros::date;

pub fn ctx() -> Context {
    Context::on(date!(2026 - 06 - 15))
}

fn failures(errors: &ValidationErrors) -> Vec<(String, String)> {
    errors
        .iter()
        .map(|e| (e.field().to_owned(), e.rule().to_owned()))
        .collect()
}

fn sub_client() -> Value {
    json!({
        "firstName": "Jane",
        "middleName": "Q",
        "lastName": "Citizen",
        "email": "jane@example.com",
        "mobile": "0061 412 345 678",
        "dob": "1990-02-03",
        "address": {
            "street": "1 George St",
            "suburb": "Sydney",
            "state": "NSW",
            "postcode": "2000",
            "country": "AU"
        },
        "idDoc": { "type": "DRIVER_LICENCE", "docNumber": "123456789", "country": "AU" },
        "externalId": "crm-42"
    })
}

#[test]
fn a_valid_sub_client_serializes_to_the_schema_json() {
    let input = CreateSubClientInput::from_json(&sub_client(), &ctx()).unwrap();
    assert_eq!(input.client_type(), ClientType::Individual);
    assert_eq!(input.account_name(), "Jane Q Citizen");
    let wire = serde_json::to_value(&input).unwrap();
    let mut expected = sub_client();
    // The one normalisation: the mobile is sent in E.164.
    expected["mobile"] = json!("+61412345678");
    assert_eq!(wire, expected);
}

#[test]
fn every_failure_of_a_bad_sub_client_is_reported_with_its_path() {
    let mut bad = sub_client();
    bad["firstName"] = json!("N/A");
    bad["lastName"] = json!("citizen.com");
    bad["email"] = json!("jäne@example.com");
    bad["dob"] = json!("1950-01-01");
    bad["address"]["postcode"] = json!("  ");
    bad["nickname"] = json!("JJ");
    let errors = CreateSubClientInput::from_json(&bad, &ctx()).unwrap_err();
    // The rules of one field that need the day or the input type (age, domain-like names) are
    // reported together with the rest: each field's own rules in reading order, then those,
    // then keys the schema does not have.
    assert_eq!(
        failures(&errors),
        [
            ("firstName".into(), "dummy_value".into()),
            ("email".into(), "ascii".into()),
            ("address.postcode".into(), "text.blank".into()),
            ("lastName".into(), "name.domain_like".into()),
            ("dob".into(), "dob.too_old".into()),
            ("nickname".into(), "unknown_field".into()),
        ]
    );
    let mut old = sub_client();
    old["dob"] = json!("1961-06-15");
    let errors = CreateSubClientInput::from_json(&old, &ctx()).unwrap_err();
    assert_eq!(failures(&errors), [("dob".into(), "dob.too_old".into())]);
    // Built from typed fields, the same rules hold (`CreateSubClientInput::new`).
    let young = CreateSubClientInput::from_json(&sub_client(), &ctx()).unwrap();
    let on_birthday_minus_one = Context::on(date!(2008 - 02 - 02));
    let fields = payments_types::sub_clients::CreateSubClientFields {
        legal_name: None,
        business_number: None,
        trading_as_name: None,
        first_name: young.first_name().clone(),
        middle_name: None,
        last_name: young.last_name().clone(),
        email: young.email().clone(),
        mobile: young.mobile().clone(),
        dob: *young.dob(),
        address: young.address().clone(),
        id_doc: None,
        external_id: None,
        instructing_institution_id: None,
        instructing_institution: None,
    };
    let errors = CreateSubClientInput::new(fields, &on_birthday_minus_one).unwrap_err();
    assert_eq!(failures(&errors), [("dob".into(), "dob.too_young".into())]);
}

#[test]
fn one_field_rules_are_reported_together_with_every_other_failure() {
    let mut w = withdrawal();
    w["amount"] = json!(-5);
    w["recipient"]["lastName"] = json!("smith.io");
    let errors = CreateWithdrawalInput::from_json(&w, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [
            ("amount".into(), "amount.not_positive".into()),
            ("recipient.lastName".into(), "name.domain_like".into()),
        ]
    );

    let sender = json!({
        "companyName": "acme.com.au",
        "acn": "123 456 789",
        "dob": "2015-01-01",
        "mobile": "N/A"
    });
    let errors = payments_types::senders::SenderInput::from_json(&sender, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [
            ("mobile".into(), "dummy_value".into()),
            ("companyName".into(), "name.domain_like".into()),
            ("dob".into(), "dob.too_young".into()),
            ("acn".into(), "acn.checksum".into()),
        ]
    );

    let institution = json!({
        "legalName": "bank.com.au",
        "bic": "NOPE",
        "address": {"street": "1 A St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}
    });
    let errors = payments_types::institutions::InstitutionInput::from_json(&institution, &ctx())
        .unwrap_err();
    assert_eq!(
        failures(&errors),
        [
            ("bic".into(), "bic.length".into()),
            ("legalName".into(), "name.domain_like".into()),
        ]
    );

    let conversion = json!({
        "fromCurrency": "AUD",
        "toCurrency": "JPY",
        "amount": 10.5,
        "currency": "JPY",
        "externalId": "N/A"
    });
    let errors = payments_types::conversions::CreateConversionInput::from_json(&conversion, &ctx())
        .unwrap_err();
    assert_eq!(
        failures(&errors),
        [
            ("externalId".into(), "dummy_value".into()),
            ("amount".into(), "amount.scale".into()),
        ]
    );
    let payment = json!({
        "fromCurrency": "AUD",
        "toCurrency": "AUD",
        "amount": 10,
        "recipientId": "rc_1",
        "callbackUri": "not a uri"
    });
    let errors =
        payments_types::payments::CreatePaymentInput::from_json(&payment, &ctx()).unwrap_err();
    let got = failures(&errors);
    assert!(got.iter().any(|(f, _)| f == "callbackUri"), "{got:?}");
    assert!(
        got.contains(&("toCurrency".into(), "fx.same_currency".into())),
        "{got:?}"
    );

    let quote = json!({"fromCurrency": "AUD", "toCurrency": "AUD", "size": 0});
    let errors = payments_types::quotes::QuoteInput::from_json(&quote, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [
            ("size".into(), "number.not_positive".into()),
            ("toCurrency".into(), "fx.same_currency".into()),
        ]
    );
    let ok = json!({"fromCurrency": "AUD", "toCurrency": "USD", "size": 10});
    assert!(payments_types::quotes::QuoteInput::from_json(&ok, &ctx()).is_ok());

    let mut r = recipient("BSB", false);
    r["dob"] = json!("2012-12-12");
    r["email"] = json!("nobody");
    let errors = RecipientInput::from_json(&r, &ctx()).unwrap_err();
    let got = failures(&errors);
    assert!(
        got.contains(&("dob".into(), "dob.too_young".into())),
        "{got:?}"
    );
    assert!(got.iter().any(|(f, _)| f == "email"), "{got:?}");
}

#[test]
fn unknown_fields_are_refused_even_when_null_and_known_nulls_are_not() {
    let mut input = sub_client();
    input["middleName"] = Value::Null;
    input["address"]["building"] = Value::Null;
    assert!(CreateSubClientInput::from_json(&input, &ctx()).is_ok());
    input["nickname"] = Value::Null;
    input["address"]["floor"] = json!(3);
    let errors = CreateSubClientInput::from_json(&input, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [
            ("address.floor".into(), "unknown_field".into()),
            ("nickname".into(), "unknown_field".into()),
        ]
    );
}

#[test]
fn missing_required_fields_and_wrong_kinds_are_named() {
    let errors = CreateSubClientInput::from_json(&json!({ "firstName": 7 }), &ctx()).unwrap_err();
    let got = failures(&errors);
    assert!(
        got.contains(&("firstName".into(), "type".into())),
        "{got:?}"
    );
    for field in ["lastName", "email", "mobile", "dob", "address"] {
        assert!(
            got.contains(&(field.into(), "required".into())),
            "{field}: {got:?}"
        );
    }
    let errors = CreateSubClientInput::from_json(&json!([1, 2]), &ctx()).unwrap_err();
    assert_eq!(failures(&errors), [("".into(), "type".into())]);
}

#[test]
fn a_company_needs_legal_name_and_business_number_together() {
    let mut company = sub_client();
    company["legalName"] = json!("Acme Widgets Pty Ltd");
    let errors = CreateSubClientInput::from_json(&company, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [("businessNumber".into(), "sub_client.company_fields".into())]
    );
    company["businessNumber"] = json!("51824753556");
    company["tradingAsName"] = json!("Acme");
    let input = CreateSubClientInput::from_json(&company, &ctx()).unwrap();
    assert_eq!(input.client_type(), ClientType::Company);
    assert_eq!(input.account_name(), "Acme");
}

#[test]
fn sub_client_names_must_not_look_like_domains() {
    let mut input = sub_client();
    input["lastName"] = json!("example.com");
    let errors = CreateSubClientInput::from_json(&input, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [("lastName".into(), "name.domain_like".into())]
    );
}

#[test]
fn a_non_resident_may_only_show_a_passport() {
    let mut input = sub_client();
    input["address"]["country"] = json!("NZ");
    let errors = CreateSubClientInput::from_json(&input, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [("idDoc.type".into(), "id_doc.type".into())]
    );
    input["idDoc"]["type"] = json!("PASSPORT");
    assert!(CreateSubClientInput::from_json(&input, &ctx()).is_ok());
}

#[test]
fn an_update_sends_whole_addresses_and_changes_something() {
    let partial = json!({ "address": { "street": "2 King St" } });
    let errors = UpdateSubClientInput::from_json(&partial, &ctx()).unwrap_err();
    let got = failures(&errors);
    for field in [
        "address.suburb",
        "address.state",
        "address.postcode",
        "address.country",
    ] {
        assert!(
            got.contains(&(field.into(), "required".into())),
            "{field}: {got:?}"
        );
    }
    let errors = UpdateSubClientInput::from_json(&json!({}), &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [("externalId".into(), "update.empty".into())]
    );
}

pub fn withdrawal() -> Value {
    json!({
        "amount": 125.5,
        "currency": "AUD",
        "recipient": {
            "firstName": "John",
            "lastName": "Smith",
            "currency": "AUD",
            "accountIdType": "BSB",
            "bsb": "062-000",
            "accountNo": "12345678"
        },
        "externalReference": "Invoice 2026-0042 June",
        "idempotencyKey": "4f6c2a9e-1d1b-4e0a-9a56-0d4b1a6f3c11"
    })
}

#[test]
fn a_valid_withdrawal_serializes_to_the_schema_json() {
    let input = CreateWithdrawalInput::from_json(&withdrawal(), &ctx()).unwrap();
    assert_eq!(input.amount().to_string(), "125.50 AUD");
    assert_eq!(
        input.external_reference().as_ref().unwrap().direct_entry(),
        "Invoice 2026-0042 "
    );
    let wire = serde_json::to_value(&input).unwrap();
    let mut expected = withdrawal();
    expected["recipient"]["bsb"] = json!("062000");
    assert_eq!(wire, expected);
}

#[test]
fn enum_values_the_schema_does_not_have_decode_in_replies_but_are_refused_in_inputs() {
    use payments_types::withdrawals::WithdrawalStatus;
    // A reply carrying a status added after our schema still decodes...
    let status: WithdrawalStatus = serde_json::from_value(json!("ON_HOLD")).unwrap();
    assert_eq!(status, WithdrawalStatus::Unknown);
    // ...but the fallback can never be sent,
    assert!(serde_json::to_value(status).is_err());
    // and an input naming a value we do not know is refused with the field and the rule.
    let mut bad = withdrawal();
    bad["currency"] = json!("XAU");
    bad["recipient"]["accountIdType"] = json!("WALLET");
    let errors = CreateWithdrawalInput::from_json(&bad, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [
            ("currency".to_owned(), "enum_value".to_owned()),
            (
                "recipient.accountIdType".to_owned(),
                "enum_value".to_owned()
            ),
        ]
    );
}

#[test]
fn withdrawal_cross_field_rules() {
    let cases = [
        (
            json!({ "recipientId": "rcp_1" }),
            vec![("recipient", "one_of")],
        ),
        (
            json!({ "recipient": null }),
            vec![("recipientId", "one_of")],
        ),
        (
            json!({ "amount": 10.001 }),
            vec![("amount", "amount.scale")],
        ),
        (
            json!({ "amount": 0 }),
            vec![("amount", "amount.not_positive")],
        ),
        (
            json!({ "senderId": "s1", "sender": { "companyName": "Acme Pty Ltd" } }),
            vec![("sender", "one_of")],
        ),
    ];
    for (patch, expected) in cases {
        let mut input = withdrawal();
        for (key, value) in patch.as_object().unwrap() {
            input[key] = value.clone();
        }
        let errors = CreateWithdrawalInput::from_json(&input, &ctx()).unwrap_err();
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(f, r)| (f.to_string(), r.to_string()))
            .collect();
        assert_eq!(failures(&errors), expected, "{patch}");
    }
}

#[test]
fn an_inline_australian_recipient_uses_bsb_or_payid() {
    let mut input = withdrawal();
    input["recipient"]["accountIdType"] = json!("ACC_NO");
    input["recipient"]["bic"] = json!("RESBAU2SXXX");
    let errors = CreateWithdrawalInput::from_json(&input, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [(
            "recipient.accountIdType".into(),
            "recipient.australian_account".into()
        )]
    );
    input["recipient"]["lastName"] = json!("smith.com.au");
    input["recipient"]["accountIdType"] = json!("BSB");
    let errors = CreateWithdrawalInput::from_json(&input, &ctx()).unwrap_err();
    assert_eq!(
        failures(&errors),
        [("recipient.lastName".into(), "name.domain_like".into())]
    );
}

fn recipient(kind: &str, with_bic: bool) -> Value {
    let mut value = json!({
        "companyName": "Globex Corporation",
        "currency": "USD",
        "accountIdType": kind,
        "iban": "GB82WEST12345698765432",
        "payid": "pay@globex.example",
        "aba": "021000021",
        "bsb": "062000",
        "clabe": "032180000118359719",
        "cnaps": "102100099996",
        "sortCode": "12-34-56",
        "ifsc": "HDFC0000123",
        "accountNo": "000123456789"
    });
    if with_bic {
        value["bic"] = json!("CHASUS33");
    }
    value
}

const KINDS: [&str; 9] = [
    "IBAN",
    "BSB",
    "PAYID",
    "ABA",
    "CLABE",
    "IFSC",
    "CNAPS",
    "SORT_CODE",
    "ACC_NO",
];

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// `bic` is required exactly for ABA, CLABE, IFSC, CNAPS, SORT_CODE and ACC_NO.
    #[test]
    fn bic_is_required_exactly_where_the_spec_says(kind in proptest::sample::select(&KINDS), with_bic: bool) {
        let result = RecipientInput::from_json(&recipient(kind, with_bic), &ctx());
        let needs_bic = !matches!(kind, "IBAN" | "BSB" | "PAYID");
        match result {
            Ok(input) => {
                prop_assert!(with_bic || !needs_bic);
                prop_assert_eq!(input.account_id_type().requires_bic(), needs_bic);
            }
            Err(errors) => {
                prop_assert!(needs_bic && !with_bic);
                prop_assert_eq!(failures(&errors), vec![("bic".to_owned(), "bic.required".to_owned())]);
            }
        }
    }

    /// The identifier an account kind needs is required: removing it is refused by name.
    #[test]
    fn each_account_kind_requires_its_identifiers(kind in proptest::sample::select(&KINDS)) {
        let kind_value: AccountIdType = serde_json::from_value(json!(kind)).unwrap();
        for field in kind_value.identifier_fields() {
            let mut value = recipient(kind, true);
            value.as_object_mut().unwrap().remove(*field);
            let errors = RecipientInput::from_json(&value, &ctx()).unwrap_err();
            prop_assert_eq!(
                failures(&errors),
                vec![(field.to_string(), "account.identifier".to_owned())]
            );
        }
    }

    /// Reading never panics, whatever the JSON, and a refusal always names a rule.
    #[test]
    fn reading_arbitrary_json_never_panics(value in arbitrary_json()) {
        if let Err(errors) = CreateWithdrawalInput::from_json(&value, &ctx()) {
            prop_assert!(!errors.is_empty());
            prop_assert!(errors.iter().all(|e| !e.rule().is_empty()));
        }
        let _ = CreateSubClientInput::from_json(&value, &ctx());
    }

    /// Any field of a valid withdrawal replaced by arbitrary JSON is refused or still valid, and
    /// an accepted input serializes back to JSON that reads as the same input.
    #[test]
    fn accepted_inputs_round_trip(field in proptest::sample::select(&["amount", "currency", "externalReference", "idempotencyKey"]), value in arbitrary_json()) {
        let mut input = withdrawal();
        input[field] = value;
        if let Ok(read) = CreateWithdrawalInput::from_json(&input, &ctx()) {
            let wire = serde_json::to_value(&read).unwrap();
            prop_assert_eq!(CreateWithdrawalInput::from_json(&wire, &ctx()).unwrap(), read);
        }
    }
}

fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        "\\PC{0,20}".prop_map(Value::from),
        proptest::sample::select(&["AUD", "BSB", "N/A", "null", "1.5", "062000"][..])
            .prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            proptest::collection::btree_map(
                proptest::sample::select(&["amount", "currency", "recipient", "bsb", "x"][..])
                    .prop_map(String::from),
                inner,
                0..4
            )
            .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

#[test]
fn deserialize_goes_through_the_checks() {
    let error =
        serde_json::from_value::<CreateWithdrawalInput>(json!({ "amount": "ten" })).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("amount: must be a number, found a string [type]"),
        "{message}"
    );
    assert!(
        message.contains("currency: is required [required]"),
        "{message}"
    );
}

/// The catalogue holds exactly the input types of the vendored schema.
#[test]
fn the_catalogue_covers_every_input_type_of_the_schema() {
    let schema = apollo_compiler::Schema::parse_and_validate(
        payments_schema::SDL,
        payments_schema::SDL_PATH,
    )
    .unwrap();
    let mut in_schema: Vec<&str> = schema
        .types
        .values()
        .filter(|ty| matches!(ty, apollo_compiler::schema::ExtendedType::InputObject(_)))
        .map(|ty| ty.name().as_str())
        .collect();
    in_schema.sort_unstable();
    let mut catalogued: Vec<&str> = payments_types::catalog::input_type_names().collect();
    catalogued.sort_unstable();
    assert_eq!(catalogued, in_schema);
    let invalid = payments_types::catalog::validate("LoginInput", &json!({}), &ctx()).unwrap();
    assert_eq!(invalid.unwrap_err().len(), 2);
    assert!(payments_types::catalog::validate("NoSuchInput", &json!({}), &ctx()).is_none());
}

/// Every input object reads the schema's fields under their schema names and requires exactly
/// the non-null ones without a default: the names and the optionality that `#[input_object]`
/// derives from each declaration (field names in camel case, `rename`, `Option`). An object with
/// every schema field null is refused with `required` for each of those and no `unknown_field`;
/// a key the schema does not have is refused.
#[test]
fn every_input_object_reads_the_schema_fields_and_requires_the_non_null_ones() {
    let schema = apollo_compiler::Schema::parse_and_validate(
        payments_schema::SDL,
        payments_schema::SDL_PATH,
    )
    .unwrap();
    let errors_of = |type_name: &str, value: Value| {
        payments_types::catalog::validate(type_name, &value, &ctx())
            .unwrap_or_else(|| panic!("{type_name} is catalogued"))
            .err()
            .map(|errors| failures(&errors))
            .unwrap_or_default()
    };
    let mut checked = 0;
    for ty in schema.types.values() {
        let apollo_compiler::schema::ExtendedType::InputObject(object) = ty else {
            continue;
        };
        let type_name = ty.name().as_str();
        let nulls = object
            .fields
            .keys()
            .map(|name| (name.to_string(), Value::Null))
            .collect();
        let got = errors_of(type_name, Value::Object(nulls));
        let required: Vec<&str> = got
            .iter()
            .filter(|(_, rule)| rule == "required")
            .map(|(field, _)| field.as_str())
            .collect();
        let non_null: Vec<&str> = object
            .fields
            .values()
            .filter(|field| field.ty.is_non_null() && field.default_value.is_none())
            .map(|field| field.name.as_str())
            .collect();
        assert_eq!(required, non_null, "{type_name}: {got:?}");
        assert!(
            got.iter().all(|(_, rule)| rule != "unknown_field"),
            "{type_name}: {got:?}"
        );
        let got = errors_of(type_name, json!({ "notAField": null }));
        assert!(
            got.contains(&("notAField".into(), "unknown_field".into())),
            "{type_name}: {got:?}"
        );
        checked += 1;
    }
    assert_eq!(checked, payments_types::catalog::input_type_names().count());
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// `legalName` with `businessNumber` make a company; either alone, or `tradingAsName`
    /// without them, is refused with `sub_client.company_fields`.
    #[test]
    fn company_fields_come_together(legal: bool, number: bool, trading: bool) {
        let mut input = sub_client();
        if legal { input["legalName"] = json!("Acme Widgets Pty Ltd"); }
        if number { input["businessNumber"] = json!("51824753556"); }
        if trading { input["tradingAsName"] = json!("Acme"); }
        let result = CreateSubClientInput::from_json(&input, &ctx());
        let valid = legal == number && (!trading || legal);
        match result {
            Ok(read) => {
                prop_assert!(valid);
                let company = read.client_type() == ClientType::Company;
                prop_assert_eq!(company, legal);
            }
            Err(errors) => {
                prop_assert!(!valid);
                prop_assert!(errors.iter().all(|e| e.rule() == "sub_client.company_fields"));
            }
        }
    }

    /// A sub-client contact is accepted exactly from the 18th birthday to the day before the
    /// 65th, judged on the given day.
    #[test]
    fn contact_age_is_18_to_64(years in 10i32..80, days in 0i64..366) {
        let today = date!(2026 - 06 - 15);
        let born = today
            .replace_year(today.year() - years)
            .unwrap()
            .saturating_sub(time::Duration::days(days));
        let age = {
            let mut age = today.year() - born.year();
            if (today.month() as u8, today.day()) < (born.month() as u8, born.day()) { age -= 1; }
            age
        };
        let mut input = sub_client();
        input["dob"] = json!(born.to_string());
        let result = CreateSubClientInput::from_json(&input, &Context::on(today));
        let rules: Vec<String> = result.err().map(|e| failures(&e).into_iter().map(|(_, r)| r).collect()).unwrap_or_default();
        if (18..65).contains(&age) {
            prop_assert!(rules.is_empty(), "age {}: {:?}", age, rules);
        } else if age < 18 {
            prop_assert_eq!(rules, vec!["dob.too_young".to_owned()]);
        } else {
            prop_assert_eq!(rules, vec!["dob.too_old".to_owned()]);
        }
    }

    /// An identity document: a driver licence only with an Australian address; a passport always.
    #[test]
    fn id_document_kind_follows_residence(
        country in proptest::sample::select(&["AU", "Australia", "aus", "NZ", "GB", "US"][..]),
        licence: bool,
    ) {
        let mut input = sub_client();
        input["address"]["country"] = json!(country);
        input["idDoc"]["type"] = json!(if licence { "DRIVER_LICENCE" } else { "PASSPORT" });
        let resident = ["AU", "AUS", "AUSTRALIA"].contains(&country.to_uppercase().as_str());
        let result = CreateSubClientInput::from_json(&input, &ctx());
        if resident || !licence {
            prop_assert!(result.is_ok(), "{:?}", result);
        } else {
            prop_assert_eq!(failures(&result.unwrap_err()), vec![("idDoc.type".to_owned(), "id_doc.type".to_owned())]);
        }
    }

    /// A withdrawal names its recipient exactly once (`recipientId` xor `recipient`), its sender
    /// at most once.
    #[test]
    fn withdrawal_parties_are_given_once(recipient_id: bool, recipient: bool, sender_id: bool, sender: bool) {
        let mut input = withdrawal();
        if !recipient { input.as_object_mut().unwrap().remove("recipient"); }
        if recipient_id { input["recipientId"] = json!("rcp_1"); }
        if sender_id { input["senderId"] = json!("snd_1"); }
        if sender { input["sender"] = json!({ "companyName": "Acme Widgets Pty Ltd" }); }
        let result = CreateWithdrawalInput::from_json(&input, &ctx());
        let valid = recipient_id != recipient && !(sender_id && sender);
        prop_assert_eq!(result.is_ok(), valid, "{:?}", result.err());
        if let Err(errors) = result {
            prop_assert!(errors.iter().all(|e| e.rule() == "one_of"));
        }
    }

    /// An inline recipient in AUD must be identified by BSB or PAYID; other currencies may use
    /// any kind.
    #[test]
    fn inline_aud_recipients_use_bsb_or_payid(kind in proptest::sample::select(&KINDS), aud: bool) {
        let mut input = withdrawal();
        let mut inline = recipient(kind, true);
        inline["companyName"] = json!("Globex Corporation");
        inline["currency"] = json!(if aud { "AUD" } else { "USD" });
        input["recipient"] = inline;
        let result = CreateWithdrawalInput::from_json(&input, &ctx());
        let allowed = !aud || kind == "BSB" || kind == "PAYID";
        match result {
            Ok(_) => prop_assert!(allowed),
            Err(errors) => {
                prop_assert!(!allowed);
                prop_assert_eq!(
                    failures(&errors),
                    vec![("recipient.accountIdType".to_owned(), "recipient.australian_account".to_owned())]
                );
            }
        }
    }
}

/// One input, one effect: a create input built without a key holds a fresh one from the start,
/// so every clone of it (a retry, by the client or the application) sends the same key; the
/// caller's own key is kept; a JSON request without a key stays without one.
#[test]
fn a_create_input_holds_its_idempotency_key_from_the_moment_it_is_built() {
    use payments_types::CurrencyCode;
    use payments_types::common::{Id, IdempotencyKey};
    use payments_types::payments::{CreatePaymentFields, CreatePaymentInput};
    use payments_types::quotes::FromCurrency;
    use payments_types::withdrawals::CreateWithdrawalFields;
    use rust_decimal::Decimal;

    let fields = || {
        CreateWithdrawalFields::to_recipient(
            Decimal::new(2500, 2),
            CurrencyCode::AUD,
            Id::parse("rcp_1").unwrap(),
        )
    };
    let first = CreateWithdrawalInput::new(fields(), &ctx()).unwrap();
    let key = first
        .idempotency_key()
        .clone()
        .expect("a key from the start");
    assert_eq!(
        first.clone().idempotency_key().as_ref(),
        Some(&key),
        "a clone is the same withdrawal"
    );
    let second = CreateWithdrawalInput::new(fields(), &ctx()).unwrap();
    assert_ne!(
        second.idempotency_key().as_ref(),
        Some(&key),
        "a second input built from the same fields is a second withdrawal"
    );
    let own = IdempotencyKey::parse("order-42").unwrap();
    let mut with_own = fields();
    with_own.idempotency_key = Some(own.clone());
    let kept = CreateWithdrawalInput::new(with_own, &ctx()).unwrap();
    assert_eq!(kept.idempotency_key().as_ref(), Some(&own));
    assert_eq!(
        serde_json::to_value(&first).unwrap()["idempotencyKey"],
        json!(key.as_str()),
        "the key is sent"
    );

    let payment = CreatePaymentInput::new(CreatePaymentFields {
        from_currency: FromCurrency::Aud,
        to_currency: CurrencyCode::EUR,
        amount: Decimal::new(1000, 2),
        currency: None,
        sender_id: None,
        sender: None,
        recipient_id: Some(Id::parse("rcp_1").unwrap()),
        recipient: None,
        sub_client_id: None,
        external_id: None,
        callback_uri: None,
        source_of_funds: None,
        idempotency_key: None,
    })
    .unwrap();
    assert!(payment.idempotency_key().is_some());

    // Built from JSON to be sent, it holds a key too; read as a server reads a request, it
    // holds what was sent.
    let request = json!({"amount": 25, "currency": "AUD", "recipientId": "rcp_1"});
    let built = CreateWithdrawalInput::from_json(&request, &ctx()).unwrap();
    assert!(built.idempotency_key().is_some());
    assert_eq!(
        built.clone().idempotency_key(),
        built.idempotency_key(),
        "clones send the same key"
    );
    let read = CreateWithdrawalInput::from_request(&request, &ctx()).unwrap();
    assert_eq!(read.idempotency_key(), &None);
}

/// Generated keys are UUID v4 texts and do not repeat, within a thread or across threads.
#[test]
fn generated_idempotency_keys_are_uuid_v4_and_unique() {
    use payments_types::common::IdempotencyKey;
    use std::collections::HashSet;

    let per_thread = 20_000;
    let threads: Vec<_> = (0..4)
        .map(|_| {
            std::thread::spawn(move || {
                (0..per_thread)
                    .map(|_| IdempotencyKey::generate().into_string())
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let keys: Vec<String> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    let distinct: HashSet<&String> = keys.iter().collect();
    assert_eq!(distinct.len(), keys.len(), "no key repeats");
    for key in keys.iter().take(1000) {
        let parts: Vec<&str> = key.split('-').collect();
        assert_eq!(
            parts.iter().map(|p| p.len()).collect::<Vec<_>>(),
            [8, 4, 4, 4, 12],
            "{key}"
        );
        assert!(
            key.bytes()
                .all(|b| b == b'-' || b.is_ascii_digit() || (b'a'..=b'f').contains(&b)),
            "{key}"
        );
        let uuid = uuid::Uuid::parse_str(key).expect("a UUID");
        assert_eq!(uuid.get_version(), Some(uuid::Version::Random), "{key}");
        assert_eq!(uuid.get_variant(), uuid::Variant::RFC4122, "{key}");
        assert_eq!(uuid.hyphenated().to_string(), *key, "hyphenated lower case");
        assert!(IdempotencyKey::parse(key).is_ok());
    }
}

/// Dates as the spec writes them (issue: a `(date)` filter refused `2026-11-26`; `fromDate`
/// refused a date-time without offset and a `+hhmm` offset): every form of "date or date-time
/// with optional offset", read in UTC where no offset is given, a date standing for its day.
#[test]
fn dates_and_date_times_read_as_the_spec_writes_them() {
    use payments_types::common::DateOrTime;
    use payments_types::statements::StatementStart;
    use time::macros::datetime;

    let read = |text: &str| DateOrTime::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let cases = [
        (
            "2026-11-26",
            datetime!(2026-11-26 00:00 UTC),
            datetime!(2026-11-26 23:59:59.999_999_999 UTC),
        ),
        (
            "2026-11-26T10:15",
            datetime!(2026-11-26 10:15 UTC),
            datetime!(2026-11-26 10:15 UTC),
        ),
        (
            "2026-11-26T10:15:30",
            datetime!(2026-11-26 10:15:30 UTC),
            datetime!(2026-11-26 10:15:30 UTC),
        ),
        (
            "2026-11-26T10:15:30.25Z",
            datetime!(2026-11-26 10:15:30.25 UTC),
            datetime!(2026-11-26 10:15:30.25 UTC),
        ),
        (
            "2026-11-26T00:00:00+10:00",
            datetime!(2026-11-25 14:00 UTC),
            datetime!(2026-11-25 14:00 UTC),
        ),
        (
            "2026-11-26T00:00:00+1000",
            datetime!(2026-11-25 14:00 UTC),
            datetime!(2026-11-25 14:00 UTC),
        ),
        (
            "2026-11-26T00:00-0530",
            datetime!(2026-11-26 05:30 UTC),
            datetime!(2026-11-26 05:30 UTC),
        ),
    ];
    for (text, start, end) in cases {
        let moment = read(text);
        assert_eq!((moment.start(), moment.end()), (start, end), "{text}");
        assert_eq!(moment.to_string(), text, "kept as written");
        let statement = StatementStart::parse(text).unwrap();
        assert_eq!(
            statement.period().0,
            start,
            "the statement reads {text} alike"
        );
    }
    for bad in [
        "26/11/2026",
        "2026-11-31",
        "2026-11-26 10:15",
        "2026-11-26T",
        "2026-11-26T25:00",
        "2026-11-26T10:15+10",
        "2026-11-26T10:15+1:00",
        "2026-11-26T10:15Zulu",
        "",
        "N/A",
    ] {
        let e = DateOrTime::parse(bad).unwrap_err();
        assert_eq!(e.rule(), "timestamp.format", "{bad}");
        assert_eq!(
            StatementStart::parse(bad).unwrap_err().rule(),
            "statement.from_date",
            "{bad}"
        );
    }
    // A filter of a date: `maxCreatedAt` takes one; a range ends no earlier than it starts.
    let filter = payments_types::withdrawals::WithdrawalQueryInput::from_json(
        &json!({"maxCreatedAt": "2026-11-26"}),
        &ctx(),
    )
    .unwrap();
    assert_eq!(
        filter.max_created_at.as_ref().map(DateOrTime::end),
        Some(datetime!(2026-11-26 23:59:59.999_999_999 UTC))
    );
    let same_day = payments_types::deposits::DepositQueryInput::from_json(
        &json!({"minCreatedAt": "2026-11-26", "maxCreatedAt": "2026-11-26"}),
        &ctx(),
    );
    assert!(same_day.is_ok(), "one whole day: {same_day:?}");
    let reversed = payments_types::deposits::DepositQueryInput::from_json(
        &json!({"minCreatedAt": "2026-11-27", "maxCreatedAt": "2026-11-26T23:00Z"}),
        &ctx(),
    )
    .unwrap_err();
    assert_eq!(
        failures(&reversed),
        [("maxCreatedAt".into(), "range.order".into())]
    );
}
