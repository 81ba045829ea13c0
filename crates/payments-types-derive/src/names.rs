//! Names and shapes: a field's schema name, and whether its type is optional or a list.

use syn::{Attribute, GenericArgument, PathArguments, Type};

/// The schema's name of a Rust field: `max_created_at` → `maxCreatedAt`, as serde's
/// `rename_all = "camelCase"` and cynic's default renaming of input object fields make it.
pub(crate) fn camel_case(field: &str) -> String {
    let mut name = String::with_capacity(field.len());
    let mut upper = false;
    for c in field.chars() {
        if c == '_' {
            upper = !name.is_empty();
        } else if upper {
            name.extend(c.to_uppercase());
            upper = false;
        } else {
            name.push(c);
        }
    }
    name
}

/// How a field's declared type holds its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// `T`: required.
    Required,
    /// `Option<T>`: optional.
    Optional,
    /// `Vec<T>`: a required list.
    List,
    /// `Option<Vec<T>>`: an optional list.
    OptionalList,
}

impl Shape {
    /// The shape of `ty` and the type it holds (`T` above).
    pub(crate) fn of(ty: &Type) -> (Shape, &Type) {
        match single_argument(ty, "Option") {
            Some(inner) => match single_argument(inner, "Vec") {
                Some(item) => (Shape::OptionalList, item),
                None => (Shape::Optional, inner),
            },
            None => match single_argument(ty, "Vec") {
                Some(item) => (Shape::List, item),
                None => (Shape::Required, ty),
            },
        }
    }

    /// Whether the field may be absent.
    pub(crate) fn is_optional(self) -> bool {
        matches!(self, Shape::Optional | Shape::OptionalList)
    }
}

/// `T` when `ty` is written `wrapper<T>` (by its last path segment).
fn single_argument<'a>(ty: &'a Type, wrapper: &str) -> Option<&'a Type> {
    let Type::Path(path) = ty else { return None };
    if path.qself.is_some() {
        return None;
    }
    let last = path.path.segments.last()?;
    if last.ident != wrapper {
        return None;
    }
    let PathArguments::AngleBracketed(arguments) = &last.arguments else {
        return None;
    };
    match arguments.args.iter().collect::<Vec<_>>().as_slice() {
        [GenericArgument::Type(inner)] => Some(inner),
        _ => None,
    }
}

/// Whether `attr` is a doc comment (`///` or `#[doc = …]`).
pub(crate) fn is_doc(attr: &Attribute) -> bool {
    attr.path().is_ident("doc")
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    #[test]
    fn schema_names_are_camel_case() {
        for (field, name) in [
            ("dob", "dob"),
            ("payid", "payid"),
            ("account_no", "accountNo"),
            ("max_created_at", "maxCreatedAt"),
            ("instructing_institution_id", "instructingInstitutionId"),
            ("id_doc", "idDoc"),
        ] {
            assert_eq!(camel_case(field), name, "{field}");
        }
    }

    #[test]
    fn shapes_are_read_from_the_outer_types() {
        let cases = [
            ("Id", Shape::Required, "Id"),
            ("Option<Id>", Shape::Optional, "Id"),
            ("std::option::Option<Id>", Shape::Optional, "Id"),
            ("Vec<Id>", Shape::List, "Id"),
            ("Option<Vec<Status>>", Shape::OptionalList, "Status"),
            ("Option<Vec<Vec<u8>>>", Shape::OptionalList, "Vec < u8 >"),
            ("Options<Id>", Shape::Required, "Options < Id >"),
        ];
        for (written, shape, held) in cases {
            let ty: Type = syn::parse_str(written).unwrap();
            let (got, inner) = Shape::of(&ty);
            assert_eq!(
                (got, inner.to_token_stream().to_string().as_str()),
                (shape, held),
                "{written}"
            );
        }
        assert!(Shape::OptionalList.is_optional() && Shape::Optional.is_optional());
        assert!(!Shape::Required.is_optional() && !Shape::List.is_optional());
    }
}
