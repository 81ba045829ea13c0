//! The simulator's schema is the vendored schema: the SDL it exports and
//! `schema/payments.graphql` have the same apollo-compiler-normalised form, descriptions included.
//! (Unit tests: the schema builder is not public.)

use std::collections::BTreeMap;

use apollo_compiler::Schema;
use apollo_compiler::schema::ExtendedType;

const SPEC_DIRECTIVES: &[&str] = &["skip", "include", "deprecated", "specifiedBy", "oneOf"];

/// One line per schema element, keyed by coordinate, so a difference names its place: each
/// field, input field, argument (with its default) and enum value as apollo-compiler prints
/// it, descriptions included.
fn normalise(sdl: &str) -> BTreeMap<String, String> {
    let s = Schema::parse_and_validate(sdl, "x.graphql")
        .unwrap_or_else(|e| panic!("invalid SDL: {}", e.errors));
    let mut out = BTreeMap::new();
    let root = |o: &Option<apollo_compiler::schema::ComponentName>| {
        o.as_ref().map_or("-", |n| n.as_str()).to_owned()
    };
    let d = &s.schema_definition;
    out.insert(
        "schema".into(),
        [&d.query, &d.mutation, &d.subscription].map(root).join(" "),
    );
    for (name, d) in &s.directive_definitions {
        if !SPEC_DIRECTIVES.contains(&name.as_str()) {
            out.insert(format!("@{name}"), d.to_string());
        }
    }
    for (name, ty) in s.types.iter().filter(|(_, ty)| !ty.is_built_in()) {
        let mut members =
            |member: String, text: String| out.insert(format!("{name}.{member}"), text);
        match ty {
            ExtendedType::Enum(x) => x.values.iter().for_each(|(v, d)| {
                members(v.to_string(), d.to_string());
            }),
            ExtendedType::InputObject(x) => x.fields.iter().for_each(|(f, d)| {
                members(f.to_string(), d.to_string());
            }),
            ExtendedType::Object(x) => x.fields.iter().for_each(|(f, d)| {
                members(f.to_string(), d.to_string());
            }),
            _ => {}
        }
        let head = match ty {
            ExtendedType::Object(x) => {
                let interfaces: Vec<&str> =
                    x.implements_interfaces.iter().map(|n| n.as_str()).collect();
                format!("{:?} {interfaces:?}", x.description.as_deref())
            }
            ExtendedType::Enum(x) => format!("{:?}", x.description.as_deref()),
            ExtendedType::InputObject(x) => format!("{:?}", x.description.as_deref()),
            other => other.to_string(),
        };
        out.insert(name.to_string(), head);
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
