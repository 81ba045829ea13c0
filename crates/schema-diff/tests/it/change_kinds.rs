//! One test per change kind and position rule: old SDL, new SDL, expected
//! (kind, criticality, coordinate) — the exact set, so an extra or missing change fails.

use crate::common::{assert_changes, diff};
use schema_diff::ChangeKind::*;
use schema_diff::Criticality::{Breaking, Dangerous, Safe};

const Q: &str = "type Query { a: String }\n";

fn with(extra: &str) -> String {
    format!("{Q}{extra}")
}

// ---- types ---------------------------------------------------------------------------------

#[test]
fn type_added_is_safe_and_hides_its_fields() {
    assert_changes(
        Q,
        &with("type User { id: ID! name: String }"),
        &[(TypeAdded, Safe, "User")],
    );
}

#[test]
fn type_removed_is_breaking() {
    assert_changes(
        &with("scalar Money"),
        Q,
        &[(TypeRemoved, Breaking, "Money")],
    );
}

#[test]
fn type_moving_between_kinds_is_breaking_even_with_same_fields() {
    assert_changes(
        &with("type Node { id: ID }"),
        &with("interface Node { id: ID }"),
        &[(TypeKindChanged, Breaking, "Node")],
    );
    assert_changes(
        &with("enum Code { A }"),
        &with("scalar Code"),
        &[(TypeKindChanged, Breaking, "Code")],
    );
    // The description is reported too when the kind changes.
    assert_changes(
        &with("\"A node.\" type Node { id: ID }"),
        &with("\"Anything with an id.\" interface Node { id: ID }"),
        &[
            (TypeKindChanged, Breaking, "Node"),
            (TypeDescriptionChanged, Safe, "Node"),
        ],
    );
}

#[test]
fn type_description_added_removed_changed_are_safe() {
    assert_changes(
        &with("scalar X"),
        &with("\"d\" scalar X"),
        &[(TypeDescriptionAdded, Safe, "X")],
    );
    assert_changes(
        &with("\"d\" scalar X"),
        &with("scalar X"),
        &[(TypeDescriptionRemoved, Safe, "X")],
    );
    assert_changes(
        &with("\"d\" scalar X"),
        &with("\"e\" scalar X"),
        &[(TypeDescriptionChanged, Safe, "X")],
    );
}

#[test]
fn built_in_scalars_and_spec_directives_are_not_diffed() {
    // async-graphql exports redefine @skip/@include; they must not show as added.
    let new = format!(
        "{Q}directive @include(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT\n\
         directive @skip(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT\n"
    );
    assert_changes(Q, &new, &[]);
}

// ---- output fields -------------------------------------------------------------------------

#[test]
fn field_added_is_safe_removed_is_breaking() {
    assert_changes(
        Q,
        "type Query { a: String b: Int }",
        &[(FieldAdded, Safe, "Query.b")],
    );
    assert_changes(
        "type Query { a: String b: Int }",
        Q,
        &[(FieldRemoved, Breaking, "Query.b")],
    );
}

#[test]
fn removing_a_deprecated_field_is_still_breaking() {
    assert_changes(
        "type Query { a: String b: Int @deprecated(reason: \"use a\") }",
        Q,
        &[(FieldRemoved, Breaking, "Query.b")],
    );
}

#[test]
fn interface_field_added_and_removed() {
    let old = with("interface Node { id: ID! }");
    let new = with("interface Node { id: ID! name: String }");
    assert_changes(&old, &new, &[(FieldAdded, Safe, "Node.name")]);
    assert_changes(&new, &old, &[(FieldRemoved, Breaking, "Node.name")]);
}

#[test]
fn output_field_nullability_rules() {
    let t = |old: &str, new: &str| {
        (
            format!("type Query {{ f: {old} }}"),
            format!("type Query {{ f: {new} }}"),
        )
    };
    for (old, new, crit) in [
        ("String", "String!", Safe),
        ("String!", "String", Breaking),
        ("String", "ID", Breaking),
        ("[String]", "[String!]!", Safe),
        ("[String]", "[String]!", Safe),
        ("[String]", "[String!]", Safe),
        ("[String!]", "[String]", Breaking),
        ("[String]!", "[String]", Breaking),
        ("[String]", "String", Breaking),
        ("String", "[String]", Breaking),
        ("[[Int]]", "[[Int!]!]", Safe),
        ("[[Int!]]", "[[Int]]", Breaking),
    ] {
        let (o, n) = t(old, new);
        assert_changes(&o, &n, &[(FieldTypeChanged, crit, "Query.f")]);
    }
}

// ---- field arguments -----------------------------------------------------------------------

#[test]
fn argument_added_required_optional_defaulted() {
    let old = "type Query { f: Int }";
    assert_changes(
        old,
        "type Query { f(x: Int!): Int }",
        &[(FieldArgumentAdded, Breaking, "Query.f(x:)")],
    );
    assert_changes(
        old,
        "type Query { f(x: Int): Int }",
        &[(FieldArgumentAdded, Dangerous, "Query.f(x:)")],
    );
    // `T!` with a default is optional for callers: DANGEROUS like any optional argument.
    assert_changes(
        old,
        "type Query { f(x: Int! = 1): Int }",
        &[(FieldArgumentAdded, Dangerous, "Query.f(x:)")],
    );
}

#[test]
fn argument_removed_is_breaking() {
    assert_changes(
        "type Query { f(x: Int): Int }",
        "type Query { f: Int }",
        &[(FieldArgumentRemoved, Breaking, "Query.f(x:)")],
    );
}

#[test]
fn input_position_nullability_rules_for_arguments() {
    for (old, new, crit) in [
        ("Int!", "Int", Safe),
        ("Int", "Int!", Breaking),
        ("[Int!]", "[Int]", Safe),
        ("[Int]", "[Int!]", Breaking),
        ("[Int]!", "[Int]", Safe),
        ("[Int]", "[Int]!", Breaking),
        ("Int", "[Int]", Breaking),
        ("Int", "String", Breaking),
    ] {
        assert_changes(
            &format!("type Query {{ f(x: {old}): Int }}"),
            &format!("type Query {{ f(x: {new}): Int }}"),
            &[(FieldArgumentTypeChanged, crit, "Query.f(x:)")],
        );
    }
}

#[test]
fn nullable_to_required_argument_with_default_is_still_breaking() {
    // A client may pass an explicit null (graphql-schema_comparator#34); both peers agree.
    assert_changes(
        "type Query { f(x: Int = 1): Int }",
        "type Query { f(x: Int! = 1): Int }",
        &[(FieldArgumentTypeChanged, Breaking, "Query.f(x:)")],
    );
}

#[test]
fn argument_default_added_changed_removed_are_dangerous() {
    let f = |d: &str| format!("type Query {{ f(x: Int{d}): Int }}");
    assert_changes(
        &f(""),
        &f(" = 1"),
        &[(FieldArgumentDefaultChanged, Dangerous, "Query.f(x:)")],
    );
    assert_changes(
        &f(" = 1"),
        &f(" = 2"),
        &[(FieldArgumentDefaultChanged, Dangerous, "Query.f(x:)")],
    );
    assert_changes(
        &f(" = 1"),
        &f(""),
        &[(FieldArgumentDefaultChanged, Dangerous, "Query.f(x:)")],
    );
}

#[test]
fn object_default_values_compare_regardless_of_field_order() {
    let s = |d: &str| format!("input P {{ a: Int b: Int }}\ntype Query {{ f(p: P = {d}): Int }}");
    assert_changes(&s("{a: 1, b: 2}"), &s("{b: 2, a: 1}"), &[]);
    assert_changes(
        &s("{a: 1, b: 2}"),
        &s("{b: 3, a: 1}"),
        &[(FieldArgumentDefaultChanged, Dangerous, "Query.f(p:)")],
    );
}

#[test]
fn argument_description_change_is_safe() {
    assert_changes(
        "type Query { f(\"a\" x: Int): Int }",
        "type Query { f(\"b\" x: Int): Int }",
        &[(FieldArgumentDescriptionChanged, Safe, "Query.f(x:)")],
    );
}

// ---- input fields --------------------------------------------------------------------------

#[test]
fn input_field_added_required_defaulted_optional() {
    let old = with("input I { a: Int }");
    assert_changes(
        &old,
        &with("input I { a: Int b: Int! }"),
        &[(InputFieldAdded, Breaking, "I.b")],
    );
    assert_changes(
        &old,
        &with("input I { a: Int b: Int! = 1 }"),
        &[(InputFieldAdded, Dangerous, "I.b")],
    );
    assert_changes(
        &old,
        &with("input I { a: Int b: Int = 1 }"),
        &[(InputFieldAdded, Dangerous, "I.b")],
    );
    assert_changes(
        &old,
        &with("input I { a: Int b: Int }"),
        &[(InputFieldAdded, Safe, "I.b")],
    );
}

#[test]
fn input_field_removed_is_breaking() {
    assert_changes(
        &with("input I { a: Int b: Int }"),
        &with("input I { a: Int }"),
        &[(InputFieldRemoved, Breaking, "I.b")],
    );
}

#[test]
fn input_field_nullability_and_list_nesting() {
    for (old, new, crit) in [
        ("String!", "String", Safe),
        ("String", "String!", Breaking),
        ("[String!]!", "[String]", Safe),
        ("[String]", "[String!]", Breaking),
        ("[[String!]]", "[[String]]", Safe),
        ("[String]", "[[String]]", Breaking),
    ] {
        assert_changes(
            &with(&format!("input I {{ a: {old} }}")),
            &with(&format!("input I {{ a: {new} }}")),
            &[(InputFieldTypeChanged, crit, "I.a")],
        );
    }
}

#[test]
fn input_field_default_change_is_dangerous() {
    assert_changes(
        &with("input I { a: String = \"x\" }"),
        &with("input I { a: String = \"y\" }"),
        &[(InputFieldDefaultValueChanged, Dangerous, "I.a")],
    );
}

#[test]
fn input_field_descriptions() {
    assert_changes(
        &with("input I { a: Int }"),
        &with("input I { \"d\" a: Int }"),
        &[(InputFieldDescriptionAdded, Safe, "I.a")],
    );
    assert_changes(
        &with("input I { \"d\" a: Int }"),
        &with("input I { a: Int }"),
        &[(InputFieldDescriptionRemoved, Safe, "I.a")],
    );
    assert_changes(
        &with("input I { \"d\" a: Int }"),
        &with("input I { \"e\" a: Int }"),
        &[(InputFieldDescriptionChanged, Safe, "I.a")],
    );
}

// ---- enums ---------------------------------------------------------------------------------

#[test]
fn enum_value_added_is_dangerous_removed_is_breaking() {
    let old = with("enum E { A B }");
    let new = with("enum E { A B C }");
    assert_changes(&old, &new, &[(EnumValueAdded, Dangerous, "E.C")]);
    assert_changes(&new, &old, &[(EnumValueRemoved, Breaking, "E.C")]);
}

#[test]
fn enum_value_deprecation_and_description() {
    assert_changes(
        &with("enum E { A }"),
        &with("enum E { A @deprecated(reason: \"x\") }"),
        &[(EnumValueDeprecationReasonAdded, Safe, "E.A")],
    );
    assert_changes(
        &with("enum E { A @deprecated(reason: \"x\") }"),
        &with("enum E { A }"),
        &[(EnumValueDeprecationReasonRemoved, Safe, "E.A")],
    );
    assert_changes(
        &with("enum E { A @deprecated(reason: \"x\") }"),
        &with("enum E { A @deprecated(reason: \"y\") }"),
        &[(EnumValueDeprecationReasonChanged, Safe, "E.A")],
    );
    assert_changes(
        &with("enum E { A }"),
        &with("enum E { \"d\" A }"),
        &[(EnumValueDescriptionChanged, Safe, "E.A")],
    );
}

// ---- unions and interfaces -----------------------------------------------------------------

#[test]
fn union_member_added_dangerous_removed_breaking_on_the_union() {
    let base = "type A { x: Int } type B { x: Int }";
    let old = with(&format!("{base} union U = A"));
    let new = with(&format!("{base} union U = A | B"));
    assert_changes(&old, &new, &[(UnionMemberAdded, Dangerous, "U")]);
    assert_changes(&new, &old, &[(UnionMemberRemoved, Breaking, "U")]);
}

#[test]
fn implemented_interface_added_dangerous_removed_breaking_on_the_implementer() {
    let old = with("interface Node { id: ID } type User { id: ID }");
    let new = with("interface Node { id: ID } type User implements Node { id: ID }");
    assert_changes(&old, &new, &[(ObjectTypeInterfaceAdded, Dangerous, "User")]);
    assert_changes(
        &new,
        &old,
        &[(ObjectTypeInterfaceRemoved, Breaking, "User")],
    );
}

#[test]
fn interface_implementing_interface() {
    let old = with("interface Node { id: ID } interface Entity { id: ID }");
    let new = with("interface Node { id: ID } interface Entity implements Node { id: ID }");
    assert_changes(
        &old,
        &new,
        &[(ObjectTypeInterfaceAdded, Dangerous, "Entity")],
    );
}

// ---- descriptions and deprecations of fields -----------------------------------------------

#[test]
fn field_descriptions() {
    assert_changes(
        "type Query { a: Int }",
        "type Query { \"d\" a: Int }",
        &[(FieldDescriptionAdded, Safe, "Query.a")],
    );
    assert_changes(
        "type Query { \"d\" a: Int }",
        "type Query { a: Int }",
        &[(FieldDescriptionRemoved, Safe, "Query.a")],
    );
    assert_changes(
        "type Query { \"d\" a: Int }",
        "type Query { \"e\" a: Int }",
        &[(FieldDescriptionChanged, Safe, "Query.a")],
    );
}

#[test]
fn field_deprecations() {
    let f = |d: &str| format!("type Query {{ a: Int {d} }}");
    assert_changes(
        &f(""),
        &f("@deprecated"),
        &[(FieldDeprecationAdded, Safe, "Query.a")],
    );
    assert_changes(
        &f("@deprecated"),
        &f(""),
        &[(FieldDeprecationRemoved, Safe, "Query.a")],
    );
    assert_changes(
        &f("@deprecated"),
        &f("@deprecated(reason: \"x\")"),
        &[(FieldDeprecationReasonAdded, Safe, "Query.a")],
    );
    assert_changes(
        &f("@deprecated(reason: \"x\")"),
        &f("@deprecated"),
        &[(FieldDeprecationReasonRemoved, Safe, "Query.a")],
    );
    assert_changes(
        &f("@deprecated(reason: \"x\")"),
        &f("@deprecated(reason: \"y\")"),
        &[(FieldDeprecationReasonChanged, Safe, "Query.a")],
    );
    // The default reason counts as no reason.
    assert_changes(
        &f("@deprecated"),
        &f("@deprecated(reason: \"No longer supported\")"),
        &[],
    );
}

// ---- schema roots --------------------------------------------------------------------------

#[test]
fn root_types() {
    let old = "schema { query: Query } type Query { a: Int } type M { b: Int }";
    let new = "schema { query: Query mutation: M } type Query { a: Int } type M { b: Int }";
    assert_changes(old, new, &[(SchemaMutationTypeChanged, Safe, "schema")]);
    assert_changes(new, old, &[(SchemaMutationTypeChanged, Breaking, "schema")]);
    let q2 = "schema { query: Q2 } type Query { a: Int } type Q2 { a: Int }";
    let q1 = "schema { query: Query } type Query { a: Int } type Q2 { a: Int }";
    assert_changes(q1, q2, &[(SchemaQueryTypeChanged, Breaking, "schema")]);
    let s_old = "type Query { a: Int } type S { x: Int }";
    let s_new = "schema { query: Query subscription: S } type Query { a: Int } type S { x: Int }";
    assert_changes(
        s_old,
        s_new,
        &[(SchemaSubscriptionTypeChanged, Safe, "schema")],
    );
}

// ---- directive definitions -----------------------------------------------------------------

#[test]
fn directive_added_removed_description() {
    let d = with("directive @cache(ttl: Int) on FIELD_DEFINITION");
    assert_changes(Q, &d, &[(DirectiveAdded, Safe, "@cache")]);
    assert_changes(&d, Q, &[(DirectiveRemoved, Breaking, "@cache")]);
    assert_changes(
        &d,
        &with("\"d\" directive @cache(ttl: Int) on FIELD_DEFINITION"),
        &[(DirectiveDescriptionChanged, Safe, "@cache")],
    );
}

#[test]
fn directive_locations() {
    let one = with("directive @x on FIELD_DEFINITION");
    let two = with("directive @x on FIELD_DEFINITION | OBJECT");
    assert_changes(&one, &two, &[(DirectiveLocationAdded, Safe, "@x")]);
    assert_changes(&two, &one, &[(DirectiveLocationRemoved, Breaking, "@x")]);
}

#[test]
fn directive_repeatable() {
    let plain = with("directive @tag on OBJECT");
    let rep = with("directive @tag repeatable on OBJECT");
    assert_changes(&plain, &rep, &[(DirectiveRepeatableAdded, Safe, "@tag")]);
    // Type-system only: no operation can repeat it, so DANGEROUS (inspector).
    assert_changes(
        &rep,
        &plain,
        &[(DirectiveRepeatableRemoved, Dangerous, "@tag")],
    );
    // Executable location: operations may repeat it, so BREAKING (graphql-js).
    assert_changes(
        &with("directive @log repeatable on FIELD"),
        &with("directive @log on FIELD"),
        &[(DirectiveRepeatableRemoved, Breaking, "@log")],
    );
}

#[test]
fn directive_arguments() {
    let d = |args: &str| with(&format!("directive @x{args} on FIELD"));
    assert_changes(
        &d(""),
        &d("(a: Int!)"),
        &[(DirectiveArgumentAdded, Breaking, "@x(a:)")],
    );
    assert_changes(
        &d(""),
        &d("(a: Int)"),
        &[(DirectiveArgumentAdded, Safe, "@x(a:)")],
    );
    assert_changes(
        &d(""),
        &d("(a: Int! = 1)"),
        &[(DirectiveArgumentAdded, Safe, "@x(a:)")],
    );
    assert_changes(
        &d("(a: Int)"),
        &d(""),
        &[(DirectiveArgumentRemoved, Breaking, "@x(a:)")],
    );
    assert_changes(
        &d("(a: Int)"),
        &d("(a: Int!)"),
        &[(DirectiveArgumentTypeChanged, Breaking, "@x(a:)")],
    );
    assert_changes(
        &d("(a: Int!)"),
        &d("(a: Int)"),
        &[(DirectiveArgumentTypeChanged, Safe, "@x(a:)")],
    );
    assert_changes(
        &d("(a: Int = 1)"),
        &d("(a: Int = 2)"),
        &[(DirectiveArgumentDefaultValueChanged, Dangerous, "@x(a:)")],
    );
    assert_changes(
        &d("(\"p\" a: Int)"),
        &d("(\"q\" a: Int)"),
        &[(DirectiveArgumentDescriptionChanged, Safe, "@x(a:)")],
    );
}

// ---- applied directives --------------------------------------------------------------------

const TAG: &str = "directive @tag(name: String) repeatable on SCHEMA | SCALAR | OBJECT | FIELD_DEFINITION | ARGUMENT_DEFINITION | INTERFACE | UNION | ENUM | ENUM_VALUE | INPUT_OBJECT | INPUT_FIELD_DEFINITION\n";

#[test]
fn directive_usage_on_each_location() {
    let cases: [(
        &str,
        &str,
        schema_diff::ChangeKind,
        schema_diff::ChangeKind,
        &str,
    ); 10] = [
        (
            "scalar S",
            "scalar S @tag",
            DirectiveUsageScalarAdded,
            DirectiveUsageScalarRemoved,
            "S",
        ),
        (
            "type O { a: Int }",
            "type O @tag { a: Int }",
            DirectiveUsageObjectAdded,
            DirectiveUsageObjectRemoved,
            "O",
        ),
        (
            "interface I { a: Int }",
            "interface I @tag { a: Int }",
            DirectiveUsageInterfaceAdded,
            DirectiveUsageInterfaceRemoved,
            "I",
        ),
        (
            "type O { a: Int } union U = O",
            "type O { a: Int } union U @tag = O",
            DirectiveUsageUnionMemberAdded,
            DirectiveUsageUnionMemberRemoved,
            "U",
        ),
        (
            "enum E { A }",
            "enum E @tag { A }",
            DirectiveUsageEnumAdded,
            DirectiveUsageEnumRemoved,
            "E",
        ),
        (
            "enum E { A }",
            "enum E { A @tag }",
            DirectiveUsageEnumValueAdded,
            DirectiveUsageEnumValueRemoved,
            "E.A",
        ),
        (
            "input In { a: Int }",
            "input In @tag { a: Int }",
            DirectiveUsageInputObjectAdded,
            DirectiveUsageInputObjectRemoved,
            "In",
        ),
        (
            "input In { a: Int }",
            "input In { a: Int @tag }",
            DirectiveUsageInputFieldDefinitionAdded,
            DirectiveUsageInputFieldDefinitionRemoved,
            "In.a",
        ),
        (
            "type O { a: Int }",
            "type O { a: Int @tag }",
            DirectiveUsageFieldDefinitionAdded,
            DirectiveUsageFieldDefinitionRemoved,
            "O.a",
        ),
        (
            "type O { a(x: Int): Int }",
            "type O { a(x: Int @tag): Int }",
            DirectiveUsageArgumentDefinitionAdded,
            DirectiveUsageArgumentDefinitionRemoved,
            "O.a(x:)",
        ),
    ];
    for (old, new, added, removed, coord) in cases {
        let (old, new) = (with(&format!("{TAG}{old}")), with(&format!("{TAG}{new}")));
        assert_changes(&old, &new, &[(added, Dangerous, coord)]);
        assert_changes(&new, &old, &[(removed, Dangerous, coord)]);
    }
}

#[test]
fn directive_usage_on_schema() {
    let old = format!("{TAG}schema {{ query: Query }} {Q}");
    let new = format!("{TAG}schema @tag {{ query: Query }} {Q}");
    assert_changes(
        &old,
        &new,
        &[(DirectiveUsageSchemaAdded, Dangerous, "schema")],
    );
}

#[test]
fn one_of_added_is_breaking_removed_is_safe() {
    // apollo-compiler 1.33 does not define @oneOf; spec directives are filtered by name anyway.
    let old = with("directive @oneOf on INPUT_OBJECT\ninput I { a: Int b: Int }");
    let new = with("input I @oneOf { a: Int b: Int }\ndirective @oneOf on INPUT_OBJECT");
    assert_changes(
        &old,
        &new,
        &[(DirectiveUsageInputObjectAdded, Breaking, "I")],
    );
    assert_changes(&new, &old, &[(DirectiveUsageInputObjectRemoved, Safe, "I")]);
}

#[test]
fn directive_usage_arguments() {
    let f = |args: &str| with(&format!("{TAG}type O {{ a: Int @tag{args} }}"));
    assert_changes(
        &f(""),
        &f("(name: \"x\")"),
        &[(DirectiveUsageArgumentAdded, Safe, "O.a")],
    );
    assert_changes(
        &f("(name: \"x\")"),
        &f(""),
        &[(DirectiveUsageArgumentRemoved, Dangerous, "O.a")],
    );
    assert_changes(
        &f("(name: \"x\")"),
        &f("(name: \"y\")"),
        &[(DirectiveUsageArgumentChanged, Dangerous, "O.a")],
    );
}

#[test]
fn deprecated_on_arguments_and_input_fields_is_a_safe_directive_usage() {
    assert_changes(
        "type Query { f(x: Int): Int }",
        "type Query { f(x: Int @deprecated): Int }",
        &[(DirectiveUsageArgumentDefinitionAdded, Safe, "Query.f(x:)")],
    );
    assert_changes(
        &with("input I { a: Int @deprecated(reason: \"x\") }"),
        &with("input I { a: Int }"),
        &[(DirectiveUsageInputFieldDefinitionRemoved, Safe, "I.a")],
    );
}

// ---- renames and reconstruction ------------------------------------------------------------

#[test]
fn enum_rename_is_one_breaking_change() {
    let old =
        "type Query { w(reason: WithdrawalReason): Int }\nenum WithdrawalReason { SALARY OTHER }";
    let new =
        "type Query { w(reason: TransactionReason): Int }\nenum TransactionReason { OTHER SALARY }";
    let changes = diff(old, new);
    let renamed: Vec<_> = changes.iter().filter(|c| c.kind == TypeRenamed).collect();
    assert_eq!(renamed.len(), 1, "{changes:#?}");
    assert_eq!(renamed[0].criticality, Breaking);
    assert_eq!(renamed[0].coordinate, "WithdrawalReason");
    assert_eq!(
        renamed[0].new_coordinate.as_deref(),
        Some("TransactionReason")
    );
    assert!(
        !changes
            .iter()
            .any(|c| c.kind == TypeRemoved || c.kind == TypeAdded)
    );
    let arg = changes
        .iter()
        .find(|c| c.coordinate == "Query.w(reason:)")
        .expect("arg change");
    assert_eq!(arg.kind, FieldArgumentTypeChanged);
    assert!(arg.message.contains("rename"), "{}", arg.message);
}

#[test]
fn ambiguous_renames_are_not_merged() {
    // Two removed enums with the same values: no unique pair, so no rename.
    let old = with("enum A { X } enum B { X }");
    let new = with("enum C { X }");
    let changes = diff(&old, &new);
    assert!(
        changes.iter().all(|c| c.kind != TypeRenamed),
        "{changes:#?}"
    );
}

#[test]
fn input_type_rename_with_same_fields() {
    let old = with("input OldIn { a: Int b: String! }");
    let new = with("input NewIn { b: String! a: Int }");
    assert_changes(&old, &new, &[(TypeRenamed, Breaking, "OldIn")]);
}

#[test]
fn reconstruction_flag_on_element_parent_type_and_either_side() {
    let old = "type Query { a: Int }\n\"Not shown in the spec: guessed.\"\ntype Guess { x: Int }\n";
    let new =
        "type Query { a: Int }\n\"Not shown in the spec: guessed.\"\ntype Guess { x: String }\n";
    let changes = diff(old, new);
    assert_eq!(changes.len(), 1);
    assert!(
        changes[0].reconstruction,
        "parent type marked: {changes:#?}"
    );

    // Marked only on the new side, on the argument itself.
    let old = "type Query { f(id: ID): Int }";
    let new = "type Query { f(\"Not shown in the spec: the arguments.\" id: ID!): Int }";
    let changes = diff(old, new);
    let arg = changes
        .iter()
        .find(|c| c.kind == FieldArgumentTypeChanged)
        .expect("type change");
    assert!(arg.reconstruction);

    // Unmarked elements are not flagged.
    let changes = diff("type Query { a: Int }", "type Query { a: String }");
    assert!(!changes[0].reconstruction);
}

#[test]
fn every_kind_has_a_screaming_snake_serde_name() {
    for kind in schema_diff::ChangeKind::ALL {
        let json = serde_json::to_string(kind).expect("serialise");
        assert_eq!(json, format!("\"{}\"", kind.as_str()));
        assert!(
            kind.as_str()
                .chars()
                .all(|c| c.is_ascii_uppercase() || c == '_')
        );
    }
    assert_eq!(
        serde_json::to_string(&Breaking).expect("serialise"),
        "\"BREAKING\""
    );
}

/// Change ids: the same whatever the order of definitions and the wording of descriptions
/// elsewhere; different where the change names different values.
#[test]
fn change_ids_are_stable_under_reordering_and_unrelated_rewording() {
    let old = "type Query { a: Int b: Thing }\n\"A thing.\" type Thing { x: Int @tag(name: \"one\") y: String }\nenum E { A B }\ndirective @tag(name: String) repeatable on FIELD_DEFINITION\n";
    let new = "type Query { a: String b: Thing }\n\"A thing.\" type Thing { x: Int @tag(name: \"two\") @tag(name: \"three\") }\nenum E { A }\ndirective @tag(name: String) repeatable on FIELD_DEFINITION\n";
    // The same schemas with definitions in another order and other descriptions.
    let old_shuffled = "directive @tag(name: String) repeatable on FIELD_DEFINITION\nenum E { B A }\n\"Something else.\" type Thing { y: String x: Int @tag(name: \"one\") }\ntype Query { b: Thing a: Int }\n";
    let new_shuffled = "\"Something else.\" type Thing { x: Int @tag(name: \"two\") @tag(name: \"three\") }\ndirective @tag(name: String) repeatable on FIELD_DEFINITION\ntype Query { b: Thing a: String }\nenum E { A }\n";
    let ids = |old: &str, new: &str| {
        let mut v: Vec<(String, String)> = diff(old, new)
            .iter()
            .map(|c| (c.id(), format!("{} {}", c.kind.as_str(), c.coordinate)))
            .collect();
        v.sort();
        v
    };
    let first = ids(old, new);
    assert_eq!(first, ids(old_shuffled, new_shuffled));
    // Every change has its own id, even two of one kind at one coordinate.
    let mut unique: Vec<&String> = first.iter().map(|(id, _)| id).collect();
    unique.dedup();
    assert_eq!(unique.len(), first.len(), "{first:?}");
    assert!(
        first
            .iter()
            .all(|(id, _)| id.len() == 12 && id.chars().all(|c| c.is_ascii_hexdigit()))
    );
    // The id follows the values: another new type is another change.
    let other = new.replace("a: String", "a: Boolean");
    assert_ne!(ids(old, &other), first);
}

/// Current GraphQL: `extend` definitions merged into their type, `@specifiedBy` compared,
/// repeatable directives applied twice, interfaces implementing interfaces.
#[test]
fn current_graphql_features_are_compared() {
    let old = "type Query { node: Node }\ninterface Node { id: ID! }\ninterface Entity implements Node { id: ID! name: String }\nscalar Url @specifiedBy(url: \"https://example.com/url\")\ndirective @tag(name: String) on FIELD_DEFINITION\ntype Thing implements Entity & Node { id: ID! name: String url: Url }\nextend type Query { thing: Thing }\n";
    let new = "type Query { node: Node }\ninterface Node { id: ID! }\ninterface Entity { id: ID! name: String }\nscalar Url @specifiedBy(url: \"https://example.com/url-v2\")\ndirective @tag(name: String) repeatable on FIELD_DEFINITION\ntype Thing implements Entity & Node { id: ID! name: String url: Url @tag(name: \"a\") @tag(name: \"b\") }\nextend type Query { thing: Thing other: Int }\n";
    assert_changes(
        old,
        new,
        &[
            (ObjectTypeInterfaceRemoved, Breaking, "Entity"),
            (DirectiveUsageFieldDefinitionAdded, Dangerous, "Thing.url"),
            (DirectiveUsageFieldDefinitionAdded, Dangerous, "Thing.url"),
            (DirectiveUsageArgumentChanged, Dangerous, "Url"),
            (DirectiveRepeatableAdded, Safe, "@tag"),
            (FieldAdded, Safe, "Query.other"),
        ],
    );
}
