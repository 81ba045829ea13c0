//! Position rules for type-reference changes (graphql-js / graphql-inspector agree on these).

use apollo_compiler::ast::Type;

/// Output position (field types): safe only if `new` is `old` with extra `!` at any list depth.
/// `String → String!` and `[Int] → [Int!]!` are safe; `String! → String`, `[Int] → Int` are not.
pub fn safe_output_change(old: &Type, new: &Type) -> bool {
    match (old, new) {
        (Type::Named(a), Type::Named(b) | Type::NonNullNamed(b)) => a == b,
        (Type::NonNullNamed(a), Type::NonNullNamed(b)) => a == b,
        (Type::List(a), Type::List(b) | Type::NonNullList(b)) => safe_output_change(a, b),
        (Type::NonNullList(a), Type::NonNullList(b)) => safe_output_change(a, b),
        _ => false,
    }
}

/// Input position (arguments, input fields, directive arguments): safe only if `new` is `old`
/// with `!` removed at any list depth. Adding `!` is breaking even with a default value,
/// because a client may pass an explicit `null`.
pub fn safe_input_change(old: &Type, new: &Type) -> bool {
    match (old, new) {
        (Type::Named(a), Type::Named(b)) => a == b,
        (Type::NonNullNamed(a), Type::Named(b) | Type::NonNullNamed(b)) => a == b,
        (Type::List(a), Type::List(b)) => safe_input_change(a, b),
        (Type::NonNullList(a), Type::List(b) | Type::NonNullList(b)) => safe_input_change(a, b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(s: &str) -> Type {
        Type::parse(s, "t.graphql").unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn output_and_input_rules_are_mirror_images() {
        for (a, b) in [
            ("String", "String!"),
            ("[Int]", "[Int!]!"),
            ("[[Int]]", "[[Int!]]"),
        ] {
            assert!(safe_output_change(&ty(a), &ty(b)), "{a} -> {b}");
            assert!(!safe_output_change(&ty(b), &ty(a)), "{b} -> {a}");
            assert!(safe_input_change(&ty(b), &ty(a)), "{b} -> {a}");
            assert!(!safe_input_change(&ty(a), &ty(b)), "{a} -> {b}");
        }
        assert!(!safe_output_change(&ty("Int"), &ty("[Int]")));
        assert!(!safe_input_change(&ty("Int"), &ty("ID")));
    }
}
