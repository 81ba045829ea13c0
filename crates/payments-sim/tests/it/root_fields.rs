//! The schema's root fields are declared once, as [`RootField`]: the enum holds exactly the
//! `Query` and `Mutation` fields of the vendored SDL, on their roots and in the schema's order,
//! so a field added to the schema and not to the enum (or the other way round) fails here.

use payments_sim::{Root, RootField};

#[test]
fn the_enum_is_exactly_the_schemas_root_fields() {
    let schema =
        apollo_compiler::Schema::parse_and_validate(payments_schema::SDL, "payments.graphql")
            .expect("the vendored schema validates");
    let in_schema: Vec<(String, Root)> = [("Query", Root::Query), ("Mutation", Root::Mutation)]
        .into_iter()
        .flat_map(|(name, root)| {
            let object = schema
                .get_object(name)
                .unwrap_or_else(|| panic!("no {name} type"));
            object.fields.keys().map(move |k| (k.to_string(), root))
        })
        .collect();
    let declared: Vec<(String, Root)> = RootField::ALL
        .iter()
        .map(|f| (f.name().to_owned(), f.root()))
        .collect();
    assert_eq!(
        declared, in_schema,
        "the schema's root fields, in its order"
    );
    assert_eq!(
        RootField::parse("login", Some(Root::Mutation)),
        Some(RootField::Login)
    );
    assert_eq!(RootField::parse("login", Some(Root::Query)), None);
    assert_eq!(
        RootField::parse("balances", None),
        Some(RootField::Balances)
    );
}
