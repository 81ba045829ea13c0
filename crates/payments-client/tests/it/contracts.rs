//! `contracts/<rootField>.graphql` holds exactly the documents the client sends: one per root
//! field of the schema, valid against it, declaring only the recommended variables.
//! On a difference: `cargo xtask contracts --bless`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use apollo_compiler::executable::Selection;
use apollo_compiler::{ExecutableDocument, Schema};

fn contracts_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../contracts"))
}

fn on_disk() -> BTreeMap<String, String> {
    std::fs::read_dir(contracts_dir())
        .expect("contracts/ must exist")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|x| x == "graphql"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect()
}

#[test]
fn contract_files_are_exactly_what_the_client_sends() {
    let mut files = on_disk();
    let mut problems = Vec::new();
    for (root_field, sent) in payments_client::contracts::all() {
        let file = payments_client::contracts::file_name(root_field);
        match files.remove(&file) {
            None => problems.push(format!("contracts/{file} is missing")),
            Some(text) if text != sent => problems.push(format!(
                "contracts/{file} differs from what the client sends:\n{}",
                similar::TextDiff::from_lines(&text, &sent)
                    .unified_diff()
                    .header(&format!("contracts/{file}"), "client")
            )),
            Some(_) => {}
        }
    }
    for file in files.keys() {
        problems.push(format!("contracts/{file} has no operation behind it"));
    }
    assert!(
        problems.is_empty(),
        "{}\n\nrun `cargo xtask contracts --bless` to rewrite contracts/",
        problems.join("\n")
    );
}

#[test]
fn every_root_field_has_one_contract_that_validates_and_selects_it() {
    let schema = Schema::parse_and_validate(payments_schema::SDL, "payments.graphql").unwrap();
    let mut expected = BTreeSet::new();
    for root in [
        &schema.schema_definition.query,
        &schema.schema_definition.mutation,
    ] {
        let object = schema.get_object(root.as_ref().unwrap().as_str()).unwrap();
        expected.extend(object.fields.keys().map(|name| name.to_string()));
    }
    assert_eq!(expected.len(), 47);

    let all = payments_client::contracts::all();
    let covered: BTreeSet<String> = all.iter().map(|(root, _)| root.to_string()).collect();
    assert_eq!(
        covered, expected,
        "root fields without (or with extra) operations"
    );
    assert_eq!(all.len(), covered.len(), "a root field has two operations");

    for (root_field, text) in &all {
        let doc = ExecutableDocument::parse_and_validate(&schema, text.as_str(), *root_field)
            .unwrap_or_else(|e| panic!("{root_field} does not validate:\n{}", e.errors));
        let operation = doc.operations.get(None).unwrap();
        let name = operation.name.as_ref().map(|n| n.as_str()).unwrap_or("");
        assert_eq!(
            name,
            payments_client::operations::operation_name(root_field)
        );
        let fields: Vec<&str> = operation
            .selection_set
            .selections
            .iter()
            .filter_map(|s| match s {
                Selection::Field(f) => Some(f.name.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(fields, [*root_field], "{root_field}: selects {fields:?}");

        let declared: Vec<&str> = operation
            .variables
            .iter()
            .map(|v| v.name.as_str())
            .collect();
        let allowed: &[&str] = if *root_field == "balances" {
            &["currencies"]
        } else {
            &["input", "id"]
        };
        assert!(
            declared.iter().all(|v| allowed.contains(v)),
            "{root_field} declares {declared:?}; only {allowed:?} are allowed"
        );
        // Each declared variable has exactly the type of the argument it feeds.
        let field = schema
            .type_field(
                if operation.operation_type.is_query() {
                    "Query"
                } else {
                    "Mutation"
                },
                root_field,
            )
            .unwrap();
        for variable in &operation.variables {
            let argument = field
                .arguments
                .iter()
                .find(|a| a.name == variable.name)
                .unwrap_or_else(|| panic!("{root_field}: ${} feeds no argument", variable.name));
            assert_eq!(
                variable.ty.to_string(),
                argument.ty.to_string(),
                "{root_field}: ${} has another type than the argument",
                variable.name
            );
        }
    }
}
