//! One source of truth: for random inputs (valid ones with one to three fields replaced by
//! values from a pool of good and bad ones), the simulator refuses exactly what
//! `payments-types` refuses, with the same fields, rules and messages, for every input type
//! a mutation or query below takes. Where the types accept an input, the simulator may still
//! refuse it only for a rule that needs its stored state or is a policy of the service
//! (`combination`, not found, balance, feature), never for an input rule.

use payments_types::{Context, catalog};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};
use serde_json::{Value, json};

use crate::common::*;

/// Values a field may be replaced with: valid and invalid for the various rules.
fn pool() -> Vec<Value> {
    let long = "x".repeat(300);
    vec![
        json!(""),
        json!("   "),
        json!("N/A"),
        json!("null"),
        Value::Null,
        json!("Ada"),
        json!("O'Neil-Smith"),
        json!("Zoë"),
        json!("a<b>"),
        json!(long),
        json!("example.com"),
        json!("Acme Pty Ltd"),
        json!("2030-01-01"),
        json!("1899-12-31"),
        json!("1990-02-30"),
        json!("1985-06-15"),
        json!("+61412345678"),
        json!("0412 345 678"),
        json!("062-000"),
        json!("06200"),
        json!("12345678"),
        json!("GB82WEST12345698765432"),
        json!("GB82WEST12345698765433"),
        json!("NATAAU3M"),
        json!("ops@example.com"),
        json!("not an email"),
        json!("AU"),
        json!("Australia"),
        json!("AUD"),
        json!("USD"),
        json!(12),
        json!(10.5),
        json!(-1),
        json!(0.001),
        json!(true),
        json!("BSB"),
        json!("IBAN"),
        json!("PASSPORT"),
        json!("INDIVIDUAL"),
        json!("COMPANY"),
    ]
}

/// A GraphQL operation taking one input object, a valid input and the paths it may mutate.
struct Case {
    type_name: &'static str,
    document: &'static str,
    /// The root field (its reply or top-level error holds the verdict).
    field: &'static str,
    base: Value,
    paths: &'static [&'static str],
}

fn cases() -> Vec<Case> {
    let address = json!({"street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"});
    vec![
        Case {
            type_name: "CreateSubClientInput",
            document: "mutation M($input: CreateSubClientInput!) { createSubClient(input: $input) { success code message } }",
            field: "createSubClient",
            base: json!({"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "mobile": "+61412345678",
                         "dob": "1985-06-15", "address": address,
                         "idDoc": {"docType": "DRIVER_LICENCE", "docNumber": "123456789", "issuer": "NSW", "country": "AU"}}),
            paths: &[
                "firstName",
                "lastName",
                "middleName",
                "email",
                "mobile",
                "dob",
                "legalName",
                "businessNumber",
                "tradingAsName",
                "externalId",
                "address.street",
                "address.country",
                "address.postcode",
                "idDoc.docType",
                "idDoc.docNumber",
                "idDoc.country",
            ],
        },
        Case {
            type_name: "RecipientInput",
            document: "mutation M($input: RecipientInput!) { createRecipient(input: $input) { success code message } }",
            field: "createRecipient",
            base: json!({"firstName": "Ada", "lastName": "Lovelace", "currency": "AUD", "accountIdType": "BSB",
                         "bsb": "062-000", "accountNo": "12345678"}),
            paths: &[
                "firstName",
                "lastName",
                "companyName",
                "currency",
                "accountIdType",
                "bsb",
                "accountNo",
                "iban",
                "bic",
                "email",
                "address.country",
            ],
        },
        Case {
            type_name: "SenderInput",
            document: "mutation M($input: SenderInput!) { createSender(input: $input) { success code message } }",
            field: "createSender",
            base: json!({"firstName": "Ada", "lastName": "Lovelace", "address": address}),
            paths: &[
                "firstName",
                "lastName",
                "companyName",
                "legalName",
                "tradingAsName",
                "acn",
                "dob",
                "address.country",
                "address.street",
                "email",
                "mobile",
            ],
        },
        Case {
            type_name: "CreateWithdrawalInput",
            document: "mutation M($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { success code message } }",
            field: "createWithdrawal",
            base: json!({"amount": 10.5, "currency": "AUD", "externalReference": "invoice 42",
                         "recipient": {"firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
                                       "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678"}}),
            paths: &[
                "amount",
                "currency",
                "externalReference",
                "externalId",
                "reason",
                "callbackUri",
                "recipient.firstName",
                "recipient.accountIdType",
                "recipient.bsb",
                "recipient.accountNo",
                "recipient.currency",
                "recipient.iban",
            ],
        },
        Case {
            type_name: "CleanseAddressInput",
            document: "mutation M($input: CleanseAddressInput!) { cleanseAddress(input: $input) { success code message } }",
            field: "cleanseAddress",
            base: address.clone(),
            paths: &[
                "street", "suburb", "state", "postcode", "country", "building",
            ],
        },
        Case {
            type_name: "ConfirmationOfPayeeInput",
            document: "mutation M($input: ConfirmationOfPayeeInput!) { confirmationOfPayee(input: $input) { success code message } }",
            field: "confirmationOfPayee",
            base: json!({"bsb": "062-000", "accountNo": "12345678", "accountName": "Ada Lovelace"}),
            paths: &["bsb", "accountNo", "accountName"],
        },
    ]
}

/// Sets `path` (dot-separated) of `v` to `value`, creating objects on the way.
fn set(v: &mut Value, path: &str, value: Value) {
    let mut at = v;
    let mut parts = path.split('.').peekable();
    while let Some(part) = parts.next() {
        if !at.is_object() {
            *at = json!({});
        }
        let map = at.as_object_mut().expect("an object");
        if parts.peek().is_none() {
            map.insert(part.to_owned(), value);
            return;
        }
        at = map.entry(part.to_owned()).or_insert_with(|| json!({}));
    }
}

fn strip_nulls(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), strip_nulls(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// What the simulator said: `Ok(())` when it accepted, else (code, message).
fn verdict(reply: &Reply, field: &str) -> Result<(), (String, String)> {
    if let Some(e) = reply.body["errors"].get(0) {
        let code = e["extensions"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        return Err((code, e["message"].as_str().unwrap_or_default().to_owned()));
    }
    let r = reply.data(field);
    if r["success"] == true || (!r.is_null() && r.get("success").is_none()) {
        Ok(())
    } else {
        Err((
            r["code"].as_str().unwrap_or_default().to_owned(),
            r["message"].as_str().unwrap_or_default().to_owned(),
        ))
    }
}

/// Rules the simulator may add to what the types accept: stored state and service policy.
const SERVICE_RULES: &[&str] = &["[combination]", "[refund.amount]"];

#[test]
fn the_simulator_refuses_exactly_what_payments_types_refuses() {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let (sim, token) = rt.block_on(async {
        let sim = Sim::start().await;
        let token = sim.login_demo().await;
        (sim, token)
    });
    let today = sim.handle.now().date();
    let values = pool();
    for case in cases() {
        let mut runner = TestRunner::new(Config {
            cases: 40,
            failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
            ..Config::default()
        });
        let strategy = prop::collection::vec((0..case.paths.len(), 0..values.len()), 1..4);
        runner
            .run(&strategy, |mutations| {
                let mut input = case.base.clone();
                for (p, v) in &mutations {
                    set(&mut input, case.paths[*p], values[*v].clone());
                }
                // GraphQL: a field given as null is the same as an absent one.
                let expected = catalog::validate(case.type_name, &strip_nulls(&input), &Context::on(today))
                    .expect("a known input type");
                let reply = rt.block_on(sim.post(
                    Some(&token),
                    case.document,
                    json!({"input": input}),
                    None,
                ));
                let got = verdict(&reply, case.field);
                match (expected, got) {
                    (Ok(()), Ok(())) => {}
                    (Ok(()), Err((code, message))) => prop_assert!(
                        code != "VALIDATION_ERROR"
                            || SERVICE_RULES.iter().any(|r| message.contains(r)),
                        "{}: the types accept {input} but the simulator refused it: {code} {message}",
                        case.type_name
                    ),
                    // GraphQL's own input coercion (a number for a String, a name that is not
                    // a value of the enum) refuses before the simulator reads the input.
                    (Err(_), Err((code, message))) if code.is_empty() => prop_assert!(
                        message.starts_with("Invalid value for argument"),
                        "{}: {input}: {message}",
                        case.type_name
                    ),
                    (Err(errors), got) => {
                        let message = errors
                            .iter()
                            .map(|e| format!("{}: {} [{}]", e.field(), e.message(), e.rule()))
                            .collect::<Vec<_>>()
                            .join("; ");
                        prop_assert_eq!(
                            got,
                            Err(("VALIDATION_ERROR".to_owned(), message)),
                            "{}: {}",
                            case.type_name,
                            input
                        );
                    }
                }
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Every root field that takes an input object, with the documents to call it: its input
/// argument's type, the other required arguments filled with a placeholder.
struct RootCall {
    type_name: String,
    field: String,
    document: String,
}

fn root_calls(schema: &apollo_compiler::Schema) -> Vec<RootCall> {
    use apollo_compiler::schema::ExtendedType;
    let mut calls = Vec::new();
    for (root, keyword) in [("Query", "query"), ("Mutation", "mutation")] {
        let Some(object) = schema.get_object(root) else {
            continue;
        };
        for (field, def) in &object.fields {
            let Some(input) = def.arguments.iter().find(|a| {
                matches!(
                    schema.types.get(a.ty.inner_named_type()),
                    Some(ExtendedType::InputObject(_))
                )
            }) else {
                continue;
            };
            let mut vars = vec![format!("$input: {}", input.ty)];
            let mut args = vec![format!("{}: $input", input.name)];
            for a in &def.arguments {
                if a.name != input.name && a.ty.is_non_null() {
                    vars.push(format!("${}: {}", a.name, a.ty));
                    args.push(format!("{0}: ${0}", a.name));
                }
            }
            let ty = def.ty.inner_named_type();
            let selection = match schema.types.get(ty) {
                Some(ExtendedType::Object(o)) if o.fields.contains_key("success") => {
                    "{ success code message }"
                }
                Some(ExtendedType::Object(_)) => "{ __typename }",
                _ => "",
            };
            calls.push(RootCall {
                type_name: input.ty.inner_named_type().to_string(),
                field: field.to_string(),
                document: format!(
                    "{keyword} Q({}) {{ {field}({}) {selection} }}",
                    vars.join(", "),
                    args.join(", ")
                ),
            });
        }
    }
    calls
}

/// A random value of GraphQL type `ty` that GraphQL itself accepts (so the verdict is the
/// simulator's): strings from the pool for string-like scalars, numbers for `Float`/`Int`, the
/// enum's values, objects of random fields (at most `depth` levels), lists of 0–2 items.
fn arbitrary(
    schema: &apollo_compiler::Schema,
    ty: &apollo_compiler::ast::Type,
    depth: u32,
    rng: &mut proptest::test_runner::TestRng,
) -> Value {
    use apollo_compiler::schema::ExtendedType;
    if ty.is_list() {
        let n = rng.random_range(0..3);
        return Value::Array(
            (0..n)
                .map(|_| arbitrary(schema, ty.item_type(), depth, rng))
                .collect(),
        );
    }
    let name = ty.inner_named_type().as_str();
    match schema.types.get(name) {
        Some(ExtendedType::Enum(e)) => {
            let values: Vec<&str> = e.values.keys().map(|k| k.as_str()).collect();
            json!(values[rng.random_range(0..values.len())])
        }
        Some(ExtendedType::InputObject(io)) if depth > 0 => {
            let mut m = serde_json::Map::new();
            for (field, def) in &io.fields {
                if def.ty.is_non_null() || rng.random_bool(0.6) {
                    m.insert(
                        field.to_string(),
                        arbitrary(schema, &def.ty, depth - 1, rng),
                    );
                }
            }
            Value::Object(m)
        }
        Some(ExtendedType::InputObject(_)) => json!({}),
        _ => match name {
            "Float" => json!([10.5, 0.001, -1.0, 1e13, 250.0][rng.random_range(0..5)]),
            "Int" => json!([0, 1, 5, -3, 100_000][rng.random_range(0..5)]),
            "Boolean" => json!(rng.random_bool(0.5)),
            _ => {
                let strings: Vec<Value> = pool().into_iter().filter(Value::is_string).collect();
                strings[rng.random_range(0..strings.len())].clone()
            }
        },
    }
}

#[test]
fn every_input_type_is_judged_as_payments_types_judges_it() {
    let schema = apollo_compiler::Schema::parse(payments_schema::SDL, "payments.graphql")
        .expect("the vendored schema parses");
    let calls = root_calls(&schema);
    // Every input type of payments-types is taken by a root field (called directly below) or
    // nested in one that is (AddressInput, ...: judged through its parents).
    let mut reached: std::collections::BTreeSet<String> =
        calls.iter().map(|c| c.type_name.clone()).collect();
    loop {
        let nested: Vec<String> = reached
            .iter()
            .filter_map(|t| schema.get_input_object(t.as_str()))
            .flat_map(|io| {
                io.fields
                    .values()
                    .map(|f| f.ty.inner_named_type().to_string())
            })
            .filter(|t| schema.get_input_object(t.as_str()).is_some() && !reached.contains(t))
            .collect();
        if nested.is_empty() {
            break;
        }
        reached.extend(nested);
    }
    for name in catalog::input_type_names() {
        assert!(reached.contains(name), "{name} is reached by no operation");
    }
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let (sim, token) = rt.block_on(async {
        // `login` is called too: no wait between two logins of one user.
        let sim = Sim::start_with(payments_sim::SimConfig {
            login_interval_secs: 0,
            ..payments_sim::SimConfig::for_tests()
        })
        .await;
        let token = sim.login_demo().await;
        (sim, token)
    });
    let today = sim.handle.now().date();
    // Deterministic: the same inputs on every run (the near-valid property above varies).
    let mut rng = TestRunner::deterministic().new_rng();
    let mut compared = 0;
    for call in &calls {
        let ty = apollo_compiler::ast::Type::Named(
            apollo_compiler::Name::new(&call.type_name).expect("a name"),
        );
        for _ in 0..12 {
            let input = arbitrary(&schema, &ty, 3, &mut rng);
            let expected =
                catalog::validate(&call.type_name, &strip_nulls(&input), &Context::on(today))
                    .unwrap_or_else(|| {
                        panic!("{} is not in payments-types' catalogue", call.type_name)
                    });
            let reply = rt.block_on(sim.post(
                Some(&token),
                &call.document,
                json!({"input": input, "id": "x", "currencies": ["AUD"]}),
                None,
            ));
            let got = verdict(&reply, &call.field);
            match (expected, got) {
                (Err(errors), got) => {
                    let message = errors
                        .iter()
                        .map(|e| format!("{}: {} [{}]", e.field(), e.message(), e.rule()))
                        .collect::<Vec<_>>()
                        .join("; ");
                    assert_eq!(
                        got,
                        Err(("VALIDATION_ERROR".to_owned(), message)),
                        "{}({}) with {input}",
                        call.field,
                        call.type_name
                    );
                }
                (Ok(()), Err((code, message))) => assert!(
                    code != "VALIDATION_ERROR" || SERVICE_RULES.iter().any(|r| message.contains(r)),
                    "{}({}): the types accept {input} but the simulator refused it: {message}",
                    call.field,
                    call.type_name
                ),
                (Ok(()), Ok(())) => {}
            }
            compared += 1;
        }
    }
    assert!(compared >= 12 * 30, "only {compared} inputs compared");
}
