//! GraphQL validation, differentially: the simulator refuses before running exactly the
//! documents apollo-compiler's validation refuses against the served schema. The corpus: every
//! contract document the client sends; for every argument of the 47 operations a correct
//! document; and, in each argument and input-field position, each kind of wrong literal the
//! GraphQL specification's "Values of Correct Type" rule refuses (a string for an enum, `"5"`
//! for an `Int`, `"1.5"` for a `Float`, `"true"` for a `Boolean`, `true` for a `String`, an
//! unknown input field). Variables are JSON, where an enum is a string: they stay accepted.

use std::collections::BTreeSet;

use apollo_compiler::ast::Type;
use apollo_compiler::schema::ExtendedType;
use apollo_compiler::{ExecutableDocument, Schema};
use serde_json::json;

use crate::common::Sim;

/// A value literal of `ty` that validates (`None`: no literal of that type is written).
fn good(schema: &Schema, ty: &Type, depth: usize) -> Option<String> {
    if ty.is_list() {
        return Some(format!("[{}]", good(schema, ty.item_type(), depth)?));
    }
    let name = ty.inner_named_type().as_str();
    Some(match schema.types.get(name)? {
        ExtendedType::Enum(e) => e.values.keys().next()?.to_string(),
        ExtendedType::Scalar(_) => match name {
            "Int" => "1".into(),
            "Float" => "1.5".into(),
            "Boolean" => "true".into(),
            "DateTime" => "\"2026-07-01T00:00:00Z\"".into(),
            _ => "\"x\"".into(),
        },
        ExtendedType::InputObject(o) if depth < 4 => {
            let fields: Option<Vec<String>> = o
                .fields
                .iter()
                .filter(|(_, f)| f.ty.is_non_null() && f.default_value.is_none())
                .map(|(n, f)| Some(format!("{n}: {}", good(schema, &f.ty, depth + 1)?)))
                .collect();
            format!("{{{}}}", fields?.join(", "))
        }
        _ => return None,
    })
}

/// The wrong literals of `ty` (a named, non-list type): each a kind the rules refuse.
fn wrong(schema: &Schema, ty: &Type) -> Vec<String> {
    let name = ty.inner_named_type().as_str();
    match schema.types.get(name) {
        Some(ExtendedType::Enum(e)) => e
            .values
            .keys()
            .next()
            .map(|v| vec![format!("\"{v}\"")])
            .unwrap_or_default(),
        Some(ExtendedType::Scalar(_)) => match name {
            "Int" => vec!["\"5\"".into(), "1.5".into()],
            "Float" => vec!["\"1.5\"".into()],
            "Boolean" => vec!["\"true\"".into(), "1".into()],
            "String" => vec!["true".into()],
            _ => Vec::new(),
        },
        Some(ExtendedType::InputObject(_)) => good(schema, ty, 0)
            .map(|object| vec![object.replacen('{', "{nope: 1, ", 1)])
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Each input position under an argument of type `ty`: `(path to set, its type)`, the fields of
/// input objects taken down to a few levels.
fn positions(
    schema: &Schema,
    ty: &Type,
    path: Vec<String>,
    depth: usize,
    out: &mut Vec<(Vec<String>, Type)>,
) {
    out.push((path.clone(), ty.clone()));
    let named = ty.inner_named_type().as_str();
    if let (Some(ExtendedType::InputObject(o)), true) = (schema.types.get(named), depth < 3) {
        for (name, field) in &o.fields {
            let mut inner = path.clone();
            inner.push(name.to_string());
            positions(schema, &field.ty, inner, depth + 1, out);
        }
    }
}

/// `good`'s literal for an argument of `ty` with `value` at `path` (relative to the argument).
fn with_value(schema: &Schema, ty: &Type, path: &[String], value: &str) -> Option<String> {
    let Some((head, rest)) = path.split_first() else {
        return Some(value.to_owned());
    };
    let Some(ExtendedType::InputObject(o)) = schema.types.get(ty.inner_named_type().as_str())
    else {
        return None;
    };
    let field = o.fields.get(head.as_str())?;
    let inner = with_value(schema, &field.ty, rest, value)?;
    let others: Option<Vec<String>> = o
        .fields
        .iter()
        .filter(|(n, f)| n.as_str() != head && f.ty.is_non_null() && f.default_value.is_none())
        .map(|(n, f)| Some(format!("{n}: {}", good(schema, &f.ty, 1)?)))
        .collect();
    let mut members = others?;
    members.push(format!("{head}: {inner}"));
    let object = format!("{{{}}}", members.join(", "));
    Some(if ty.is_list() {
        format!("[{object}]")
    } else {
        object
    })
}

/// The documents of the corpus.
fn corpus(schema: &Schema) -> Vec<String> {
    let mut documents: BTreeSet<String> = payments_client::contracts::all()
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    for (keyword, root) in [("query", "Query"), ("mutation", "Mutation")] {
        let Some(ExtendedType::Object(object)) = schema.types.get(root) else {
            continue;
        };
        for (field_name, field) in &object.fields {
            let selection = match schema.types.get(field.ty.inner_named_type().as_str()) {
                Some(ExtendedType::Object(_)) => " { __typename }",
                _ => "",
            };
            let required: Vec<_> = field.arguments.iter().filter(|a| a.is_required()).collect();
            let base: Option<Vec<String>> = required
                .iter()
                .map(|a| Some(format!("{}: {}", a.name, good(schema, &a.ty, 0)?)))
                .collect();
            let Some(base) = base else { continue };
            let document = |args: &[String]| {
                let args = if args.is_empty() {
                    String::new()
                } else {
                    format!("({})", args.join(", "))
                };
                format!("{keyword} {{ {field_name}{args}{selection} }}")
            };
            documents.insert(document(&base));
            for argument in &field.arguments {
                let others: Vec<String> = base
                    .iter()
                    .filter(|b| !b.starts_with(&format!("{}:", argument.name)))
                    .cloned()
                    .collect();
                let mut places = Vec::new();
                positions(schema, &argument.ty, Vec::new(), 0, &mut places);
                for (path, ty) in places {
                    let item = if ty.is_list() {
                        ty.item_type().clone()
                    } else {
                        ty.clone()
                    };
                    let literals = good(schema, &ty, 0).into_iter().chain(wrong(schema, &item));
                    for literal in literals {
                        if let Some(value) = with_value(schema, &argument.ty, &path, &literal) {
                            let mut args = others.clone();
                            args.push(format!("{}: {value}", argument.name));
                            documents.insert(document(&args));
                        }
                    }
                }
            }
        }
    }
    documents.into_iter().collect()
}

#[tokio::test]
async fn the_simulator_refuses_exactly_what_graphql_validation_refuses() {
    let schema = Schema::parse_and_validate(payments_schema::SDL, "payments.graphql")
        .expect("the vendored schema is valid");
    let documents = corpus(&schema);
    let sim = Sim::start().await;
    let (mut valid, mut invalid) = (0, 0);
    for document in &documents {
        let expected = ExecutableDocument::parse_and_validate(&schema, document, "d").is_ok();
        let reply = sim.post(None, document, json!({}), None).await;
        let refused = reply.body["errors"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|e| e["extensions"]["code"] == "GRAPHQL_VALIDATION_FAILED");
        assert_eq!(
            !refused,
            expected,
            "apollo-compiler says {}, the simulator {}: {document}\n{}",
            if expected { "valid" } else { "invalid" },
            if refused { "refused it" } else { "ran it" },
            reply.body
        );
        if refused {
            // Each failure names its place and the expected type or the field.
            let message = reply.body["errors"][0]["message"]
                .as_str()
                .unwrap_or_default();
            assert!(message.contains(": "), "{message}");
            invalid += 1;
        } else {
            valid += 1;
        }
    }
    assert!(
        valid > 100 && invalid > 200,
        "{valid} valid, {invalid} invalid documents"
    );
}

/// The spec's own example of the mistake: `affiliation` "passed as an unquoted enum constant".
/// A string literal is refused naming the place; the same value as a JSON variable is taken.
#[tokio::test]
async fn an_enum_is_a_constant_in_the_document_and_a_string_in_variables() {
    let sim = Sim::start().await;
    let literal = sim
        .post(
            None,
            r#"mutation { login(input: {email: "multi@payments.test", password: "multi-password", affiliation: "SVC_LUX"}) { code success } }"#,
            json!({}),
            None,
        )
        .await;
    assert_eq!(
        literal.error_code(),
        Some("GRAPHQL_VALIDATION_FAILED"),
        "{}",
        literal.body
    );
    assert_eq!(
        literal.body["errors"][0]["message"],
        "login(input.affiliation): expected value of type Affiliation, found a string"
    );
    assert!(literal.body["data"].is_null());
    let constant = sim
        .post(
            None,
            r#"mutation { login(input: {email: "multi@payments.test", password: "multi-password", affiliation: SVC_LUX}) { code success } }"#,
            json!({}),
            None,
        )
        .await;
    assert_eq!(
        constant.data("login")["code"],
        "SUCCESS",
        "{}",
        constant.body
    );
    sim.advance(1.0).await;
    let variable = sim
        .login_raw("multi@payments.test", "multi-password", Some("SVC_LUX"))
        .await;
    assert_eq!(
        variable.data("login")["code"],
        "SUCCESS",
        "{}",
        variable.body
    );
}

/// Each kind of failure is named by its place (field, then argument and input fields, found
/// on any line, after any characters) and what the schema expected.
#[tokio::test]
async fn a_refusal_names_the_place_and_the_expected_type() {
    let sim = Sim::start().await;
    for (document, message) in [
        (
            r#"{ balances(currencies: ["AUD"]) { currency } }"#,
            "balances(currencies): expected value of type CurrencyIso3, found a string",
        ),
        (
            "query {\n  # Zoë's list\n  withdrawals(input: {nope: 1}) { id }\n}",
            "withdrawals(input.nope): field `nope` does not exist on `WithdrawalQueryInput`",
        ),
        (
            "{ nope }",
            "nope: type `Query` does not have a field `nope`",
        ),
    ] {
        let reply = sim.post(None, document, json!({}), None).await;
        assert_eq!(
            reply.body["errors"][0]["message"], message,
            "{}",
            reply.body
        );
    }
}
