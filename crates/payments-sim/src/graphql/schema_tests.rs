//! The simulator's schema is the vendored schema: the SDL it exports and
//! `schema/payments.graphql` have the same apollo-compiler-normalised form, descriptions included.
//! (Unit tests: the schema builder is not public.)

use std::collections::BTreeMap;

use apollo_compiler::Schema;
use apollo_compiler::schema::ExtendedType;

const SPEC_DIRECTIVES: &[&str] = &["skip", "include", "deprecated", "specifiedBy", "oneOf"];

fn desc(d: &Option<apollo_compiler::Node<str>>) -> String {
    d.as_ref()
        .map(|d| format!("{:?}", d.as_str()))
        .unwrap_or_else(|| "-".into())
}

/// One line per schema element, keyed by coordinate, so a difference names its place.
fn normalise(sdl: &str) -> BTreeMap<String, String> {
    let s = Schema::parse_and_validate(sdl, "x.graphql")
        .unwrap_or_else(|e| panic!("invalid SDL: {}", e.errors));
    let mut out = BTreeMap::new();
    let root = |o: &Option<apollo_compiler::schema::ComponentName>| {
        o.as_ref().map(|n| n.name.to_string()).unwrap_or_default()
    };
    out.insert(
        "schema".into(),
        format!(
            "query={} mutation={} subscription={}",
            root(&s.schema_definition.query),
            root(&s.schema_definition.mutation),
            root(&s.schema_definition.subscription)
        ),
    );
    for (name, d) in &s.directive_definitions {
        if !SPEC_DIRECTIVES.contains(&name.as_str()) {
            out.insert(format!("@{name}"), d.to_string());
        }
    }
    for (name, ty) in &s.types {
        if ty.is_built_in() {
            continue;
        }
        match ty {
            ExtendedType::Scalar(x) => {
                out.insert(name.to_string(), format!("scalar {}", desc(&x.description)));
            }
            ExtendedType::Enum(x) => {
                out.insert(name.to_string(), format!("enum {}", desc(&x.description)));
                for (v, d) in &x.values {
                    out.insert(format!("{name}.{v}"), desc(&d.description));
                }
            }
            ExtendedType::InputObject(x) => {
                out.insert(name.to_string(), format!("input {}", desc(&x.description)));
                for (f, d) in &x.fields {
                    let def = d
                        .default_value
                        .as_ref()
                        .map(|v| v.to_string())
                        .unwrap_or_default();
                    out.insert(
                        format!("{name}.{f}"),
                        format!("{} ={def} {}", d.ty, desc(&d.description)),
                    );
                }
            }
            ExtendedType::Object(x) => {
                out.insert(
                    name.to_string(),
                    format!(
                        "type {} implements {:?}",
                        desc(&x.description),
                        x.implements_interfaces
                    ),
                );
                for (f, d) in &x.fields {
                    out.insert(
                        format!("{name}.{f}"),
                        format!("{} {}", d.ty, desc(&d.description)),
                    );
                    for a in &d.arguments {
                        let def = a
                            .default_value
                            .as_ref()
                            .map(|v| v.to_string())
                            .unwrap_or_default();
                        out.insert(
                            format!("{name}.{f}({}:)", a.name),
                            format!("{} ={def} {}", a.ty, desc(&a.description)),
                        );
                    }
                }
            }
            other => {
                out.insert(name.to_string(), other.to_string());
            }
        }
    }
    out
}

fn differences(a: &str, b: &str) -> Vec<String> {
    let (a, b) = (normalise(a), normalise(b));
    let mut diffs = Vec::new();
    for (k, v) in &a {
        match b.get(k) {
            None => diffs.push(format!("only in vendored: {k} {v}")),
            Some(w) if w != v => {
                diffs.push(format!("differs at {k}: vendored {v} / simulator {w}"))
            }
            _ => {}
        }
    }
    for (k, v) in &b {
        if !a.contains_key(k) {
            diffs.push(format!("only in simulator: {k} {v}"));
        }
    }
    diffs
}

#[test]
fn simulator_sdl_equals_vendored_sdl() {
    let (schema, _) =
        super::build(payments_schema::SDL, &Default::default()).expect("schema builds");
    let exported = schema.sdl();
    let diffs = differences(payments_schema::SDL, &exported);
    assert!(
        diffs.is_empty(),
        "{} differences:\n{}",
        diffs.len(),
        diffs.join("\n")
    );
    // Sanity: the comparison covers the schema (every type, field, value).
    assert!(normalise(payments_schema::SDL).len() > 600);
}

#[test]
fn the_comparison_notices_a_changed_description_or_default() {
    let changed = payments_schema::SDL.replace("\"One sub-client by id.\"", "\"A sub-client.\"");
    let d = differences(payments_schema::SDL, &changed);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].contains("Query.subClient"), "{d:?}");
    let changed = payments_schema::SDL.replace(
        "currency: CurrencyIso3 = AUD",
        "currency: CurrencyIso3 = USD",
    );
    assert_eq!(differences(payments_schema::SDL, &changed).len(), 1);
}

#[test]
fn a_schema_built_from_changed_sdl_differs() {
    let changed = payments_schema::SDL.replace("  \"Not shown in the spec: a look-up of one payment by id.\"\n  payment(id: ID!): Payment\n", "");
    assert_ne!(changed, payments_schema::SDL);
    let (schema, _) = super::build(&changed, &Default::default()).expect("builds");
    let d = differences(payments_schema::SDL, &schema.sdl());
    assert!(d.iter().any(|x| x.contains("Query.payment")), "{d:?}");
}
