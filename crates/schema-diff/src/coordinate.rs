//! Schema coordinates (`Type`, `Type.member`, `Type.field(arg:)`, `@dir`, `@dir(arg:)`, `schema`):
//! parsing, nesting, and resolution in an apollo-compiler [`Schema`].
//!
//! Where a change sits: a union-member change on the union, an implemented-interface change on
//! the implementing type, a directive-usage change on the element the directive is applied to,
//! a change of a root operation type on `schema`, a rename on the old name (the change's
//! `new_coordinate` holds the new one).

use std::fmt;
use std::str::FromStr;

use apollo_compiler::Schema;
use apollo_compiler::schema::ExtendedType;

/// A parsed schema coordinate.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Coordinate {
    /// `schema`: the schema definition (root operation types).
    Schema,
    /// `Type`.
    Type(String),
    /// `Type.member`: an object/interface field, an input field or an enum value.
    Member(String, String),
    /// `Type.field(arg:)`.
    Argument(String, String, String),
    /// `@directive`.
    Directive(String),
    /// `@directive(arg:)`.
    DirectiveArgument(String, String),
}

/// Why a coordinate string could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "invalid schema coordinate `{0}` (expected Type, Type.field, Type.field(arg:), @directive, @directive(arg:) or schema)"
)]
pub struct CoordinateParseError(pub String);

fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}

/// Splits `name(arg:)` into `(name, Some(arg))`, or `name` into `(name, None)`.
fn split_argument(s: &str) -> Option<(&str, Option<&str>)> {
    match s.split_once('(') {
        None => Some((s, None)),
        Some((head, rest)) => {
            let arg = rest.strip_suffix(":)")?;
            is_name(arg).then_some((head, Some(arg)))
        }
    }
}

impl FromStr for Coordinate {
    type Err = CoordinateParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || CoordinateParseError(s.to_string());
        if s == "schema" {
            return Ok(Coordinate::Schema);
        }
        if let Some(rest) = s.strip_prefix('@') {
            let (name, arg) = split_argument(rest).ok_or_else(err)?;
            if !is_name(name) {
                return Err(err());
            }
            return Ok(match arg {
                None => Coordinate::Directive(name.to_string()),
                Some(a) => Coordinate::DirectiveArgument(name.to_string(), a.to_string()),
            });
        }
        let (path, arg) = split_argument(s).ok_or_else(err)?;
        let (ty, member) = match path.split_once('.') {
            None => (path, None),
            Some((t, m)) => (t, Some(m)),
        };
        if !is_name(ty) || member.is_some_and(|m| !is_name(m)) {
            return Err(err());
        }
        match (member, arg) {
            (None, None) => Ok(Coordinate::Type(ty.to_string())),
            (Some(m), None) => Ok(Coordinate::Member(ty.to_string(), m.to_string())),
            (Some(m), Some(a)) => Ok(Coordinate::Argument(
                ty.to_string(),
                m.to_string(),
                a.to_string(),
            )),
            (None, Some(_)) => Err(err()),
        }
    }
}

impl fmt::Display for Coordinate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Coordinate::Schema => f.write_str("schema"),
            Coordinate::Type(t) => write!(f, "{t}"),
            Coordinate::Member(t, m) => write!(f, "{t}.{m}"),
            Coordinate::Argument(t, m, a) => write!(f, "{t}.{m}({a}:)"),
            Coordinate::Directive(d) => write!(f, "@{d}"),
            Coordinate::DirectiveArgument(d, a) => write!(f, "@{d}({a}:)"),
        }
    }
}

impl Coordinate {
    /// The enclosing coordinate: `Type.f(a:)` → `Type.f` → `Type`; `@d(a:)` → `@d`.
    pub fn parent(&self) -> Option<Coordinate> {
        match self {
            Coordinate::Schema | Coordinate::Type(_) | Coordinate::Directive(_) => None,
            Coordinate::Member(t, _) => Some(Coordinate::Type(t.clone())),
            Coordinate::Argument(t, m, _) => Some(Coordinate::Member(t.clone(), m.clone())),
            Coordinate::DirectiveArgument(d, _) => Some(Coordinate::Directive(d.clone())),
        }
    }

    /// True when `self` equals `other` or lies inside it (`Type.f(a:)` is within `Type`).
    pub fn is_within(&self, other: &Coordinate) -> bool {
        use Coordinate::*;
        self == other
            || match (self, other) {
                (Member(t, _), Type(o)) | (Argument(t, _, _), Type(o)) => t == o,
                (Argument(t, m, _), Member(ot, om)) => t == ot && m == om,
                (DirectiveArgument(d, _), Directive(o)) => d == o,
                _ => false,
            }
    }

    /// The type name this coordinate lives in, if any.
    pub fn type_name(&self) -> Option<&str> {
        match self {
            Coordinate::Type(t) | Coordinate::Member(t, _) | Coordinate::Argument(t, _, _) => {
                Some(t)
            }
            _ => None,
        }
    }
}

/// True when `coordinate` names an element that exists in `schema` (built-in elements included).
pub fn exists(schema: &Schema, coordinate: &Coordinate) -> bool {
    description(schema, coordinate).is_some()
}

/// Parses `coordinate` and tells whether it exists in `schema`.
pub fn exists_str(schema: &Schema, coordinate: &str) -> Result<bool, CoordinateParseError> {
    Ok(exists(schema, &coordinate.parse()?))
}

/// Resolves `coordinate`: `None` when it does not exist, else `Some(description)` of the element
/// (`Some(None)` when it exists without a description).
pub fn description<'s>(schema: &'s Schema, coordinate: &Coordinate) -> Option<Option<&'s str>> {
    let desc = |d: &'s Option<apollo_compiler::Node<str>>| d.as_deref();
    match coordinate {
        Coordinate::Schema => Some(desc(&schema.schema_definition.description)),
        Coordinate::Type(t) => schema.types.get(t.as_str()).map(|ty| match ty {
            ExtendedType::Scalar(x) => desc(&x.description),
            ExtendedType::Object(x) => desc(&x.description),
            ExtendedType::Interface(x) => desc(&x.description),
            ExtendedType::Union(x) => desc(&x.description),
            ExtendedType::Enum(x) => desc(&x.description),
            ExtendedType::InputObject(x) => desc(&x.description),
        }),
        Coordinate::Member(t, m) => match schema.types.get(t.as_str())? {
            ExtendedType::Object(x) => x.fields.get(m.as_str()).map(|f| desc(&f.description)),
            ExtendedType::Interface(x) => x.fields.get(m.as_str()).map(|f| desc(&f.description)),
            ExtendedType::InputObject(x) => x.fields.get(m.as_str()).map(|f| desc(&f.description)),
            ExtendedType::Enum(x) => x.values.get(m.as_str()).map(|v| desc(&v.description)),
            _ => None,
        },
        Coordinate::Argument(t, m, a) => {
            let field = match schema.types.get(t.as_str())? {
                ExtendedType::Object(x) => x.fields.get(m.as_str())?,
                ExtendedType::Interface(x) => x.fields.get(m.as_str())?,
                _ => return None,
            };
            field
                .arguments
                .iter()
                .find(|arg| arg.name == a.as_str())
                .map(|arg| desc(&arg.description))
        }
        Coordinate::Directive(d) => schema
            .directive_definitions
            .get(d.as_str())
            .map(|x| desc(&x.description)),
        Coordinate::DirectiveArgument(d, a) => schema
            .directive_definitions
            .get(d.as_str())?
            .arguments
            .iter()
            .find(|arg| arg.name == a.as_str())
            .map(|arg| desc(&arg.description)),
    }
}

/// The declared type of a field, input field or argument at `coordinate`, if it exists.
pub fn type_of<'s>(
    schema: &'s Schema,
    coordinate: &Coordinate,
) -> Option<&'s apollo_compiler::ast::Type> {
    match coordinate {
        Coordinate::Member(t, m) => match schema.types.get(t.as_str())? {
            ExtendedType::Object(x) => x.fields.get(m.as_str()).map(|f| &f.ty),
            ExtendedType::Interface(x) => x.fields.get(m.as_str()).map(|f| &f.ty),
            ExtendedType::InputObject(x) => x.fields.get(m.as_str()).map(|f| &*f.ty),
            _ => None,
        },
        Coordinate::Argument(t, m, a) => {
            let field = match schema.types.get(t.as_str())? {
                ExtendedType::Object(x) => x.fields.get(m.as_str())?,
                ExtendedType::Interface(x) => x.fields.get(m.as_str())?,
                _ => return None,
            };
            field
                .arguments
                .iter()
                .find(|arg| arg.name == a.as_str())
                .map(|arg| &*arg.ty)
        }
        Coordinate::DirectiveArgument(d, a) => schema
            .directive_definitions
            .get(d.as_str())?
            .arguments
            .iter()
            .find(|arg| arg.name == a.as_str())
            .map(|arg| &*arg.ty),
        _ => None,
    }
}

/// Source span of the element's definition (for types: the base definition, not extensions).
pub fn location(
    schema: &Schema,
    coordinate: &Coordinate,
) -> Option<apollo_compiler::parser::SourceSpan> {
    match coordinate {
        Coordinate::Schema => schema.schema_definition.location(),
        Coordinate::Type(t) => schema.types.get(t.as_str())?.location(),
        Coordinate::Member(t, m) => match schema.types.get(t.as_str())? {
            ExtendedType::Object(x) => x.fields.get(m.as_str())?.location(),
            ExtendedType::Interface(x) => x.fields.get(m.as_str())?.location(),
            ExtendedType::InputObject(x) => x.fields.get(m.as_str())?.location(),
            ExtendedType::Enum(x) => x.values.get(m.as_str())?.location(),
            _ => None,
        },
        Coordinate::Argument(t, m, a) => {
            let field = match schema.types.get(t.as_str())? {
                ExtendedType::Object(x) => x.fields.get(m.as_str())?,
                ExtendedType::Interface(x) => x.fields.get(m.as_str())?,
                _ => return None,
            };
            field
                .arguments
                .iter()
                .find(|arg| arg.name == a.as_str())?
                .location()
        }
        Coordinate::Directive(d) => schema.directive_definitions.get(d.as_str())?.location(),
        Coordinate::DirectiveArgument(d, a) => schema
            .directive_definitions
            .get(d.as_str())?
            .arguments
            .iter()
            .find(|arg| arg.name == a.as_str())?
            .location(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_every_form() {
        for s in [
            "schema",
            "Query",
            "Query.login",
            "Query.login(affiliation:)",
            "@deprecated",
            "@deprecated(reason:)",
            "Status.UNAPPROVED",
        ] {
            let c: Coordinate = s.parse().unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(c.to_string(), s);
        }
        for bad in [
            "",
            "1Query",
            "Query.",
            "Query.a.b",
            "Query(a:)",
            "Query.f(a)",
            "@",
            "@d(:)",
            "Query.f(a:",
        ] {
            assert!(bad.parse::<Coordinate>().is_err(), "{bad}");
        }
    }

    #[test]
    fn nesting() {
        let arg: Coordinate = "Query.f(a:)".parse().unwrap_or_else(|e| panic!("{e}"));
        let field: Coordinate = "Query.f".parse().unwrap_or_else(|e| panic!("{e}"));
        let ty: Coordinate = "Query".parse().unwrap_or_else(|e| panic!("{e}"));
        assert!(arg.is_within(&field) && arg.is_within(&ty) && field.is_within(&ty));
        assert!(!ty.is_within(&field));
        assert!(
            !"Queryx.f"
                .parse::<Coordinate>()
                .is_ok_and(|c| c.is_within(&ty))
        );
        // Agrees with walking up `parent()` for every pair of a mixed set.
        let all: Vec<Coordinate> = [
            "schema",
            "Query",
            "Queryx",
            "Query.f",
            "Query.g",
            "Queryx.f",
            "Query.f(a:)",
            "Query.f(b:)",
            "Query.g(a:)",
            "@d",
            "@e",
            "@d(a:)",
            "@e(a:)",
        ]
        .iter()
        .map(|c| c.parse().unwrap_or_else(|e| panic!("{c}: {e}")))
        .collect();
        for a in &all {
            for b in &all {
                let walked =
                    std::iter::successors(Some(a.clone()), Coordinate::parent).any(|c| &c == b);
                assert_eq!(a.is_within(b), walked, "{a} within {b}");
            }
        }
    }

    #[test]
    fn resolves_in_a_schema() {
        let schema = Schema::parse_and_validate(
            "type Query { f(a: Int): E } enum E { X } input I { y: Int } directive @d(n: Int) on FIELD",
            "s.graphql",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        for s in [
            "Query",
            "Query.f",
            "Query.f(a:)",
            "E.X",
            "I.y",
            "@d",
            "@d(n:)",
            "String",
            "@skip",
        ] {
            assert_eq!(exists_str(&schema, s), Ok(true), "{s}");
        }
        for s in [
            "Nope",
            "Query.g",
            "Query.f(b:)",
            "E.Y",
            "I.z",
            "@e",
            "@d(m:)",
            "I.y(a:)",
        ] {
            assert_eq!(exists_str(&schema, s), Ok(false), "{s}");
        }
    }
}
