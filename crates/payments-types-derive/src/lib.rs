//! The attribute macros of `payments-types`: each input object and each enum of the Payments
//! schema is declared once, and everything that repeats its fields is generated from that
//! declaration.
//!
//! The generated code names `payments-types`' own items through `crate::` (its `input` module,
//! `common::check_range`), so the macros serve that crate only; they are a crate of their own
//! because a procedural macro must be.
//!
//! They are attributes, not derives: a derive may add items next to a type but cannot change
//! the type, and the type itself must carry cynic's derive and its field attributes (with the
//! `cynic` feature) or serde's (without it).
//!
//! # `#[input_object]`
//!
//! On a struct with named fields, the input object of the same name (`graphql_type = "…"` when
//! the schema's name differs). From the one declaration it generates:
//!
//! - the attributes of the struct: `#[derive(cynic::InputObject)]` with the schema, the type
//!   and, per field, `skip_serializing_if` for an `Option` and the `rename`, under
//!   `cfg_attr(feature = "cynic", …)`; `#[derive(serde::Serialize)]` with `camelCase` and the
//!   same per-field attributes under `cfg_attr(not(feature = "cynic"), …)`;
//! - a getter per private field (`fn name(&self) -> &Type`, documented by the field's doc);
//! - `FromInput` (`TYPE_NAME`), `ReadInput` (the reader: each field read in declaration order
//!   by its type's `ReadField`, under its schema name) and `Deserialize` (through
//!   `FromInput::from_json`), and `ReadField`, so the object can be a field of another;
//! - `{Name}Read`, the record of what was read (`Option<T>` for a field of type `T`: `None` when
//!   it failed its rules, recorded already), with `view()`, `into_value(…)` and, with a fields
//!   struct, `into_fields()`; `{Name}View<'_>`, every field's value when it is present and
//!   passed its own rules (`Option<&T>`), for the rules of one field that need another or the
//!   day;
//! - with `#[fields(…)]`: the fields struct, each field public and documented, `with_required`
//!   (the required fields given, every optional one absent), `view()`, and the input's
//!   `from_fields`.
//!
//! Struct options: `#[input_object(graphql_type = "Name", read_with = path)]`. `read_with`
//! names the function that finishes reading, `fn(&mut Object<'_>, &Context, {Name}Read) ->
//! Option<Self>`; without it the reader gives `read.into_value()`.
//!
//! Field options, `#[input(…)]`:
//! - `rename = "name"`: the schema's name when it is not the field's in camel case;
//! - `read_as = Type`: read (and held in the fields struct) as `Type`; the declared type is
//!   built from it by the code that finishes reading, and `into_value` and `from_fields` take
//!   such fields as arguments, in declaration order;
//! - `not_before = other`: a date range's end; after reading, `common::check_range` refuses it
//!   before `other` (`range.order`, at this field);
//! - `idempotency_key`: `ReadInput::keyed` fills this `Option` with `T::generate()` when absent,
//!   and `with_{field}(key)` gives the same input under another key.
//!
//! The fields struct is declared in `#[fields(…)]` as a unit struct with its doc comment,
//! derives and visibility: `#[fields(/// The fields … \n #[derive(Clone)] pub struct XFields;)]`.
//!
//! A field is optional when its type is written `Option<T>` and a list when `Vec<T>`, by the
//! type's last path segment (an alias of `Option` is not seen as one).
//!
//! # `#[schema_enum]`
//!
//! On an enum of unit variants, the enum of the same name (`graphql_type = "…"`): cynic's
//! `Enum` derive with the schema, the type and `rename_all` (`SCREAMING_SNAKE_CASE` unless
//! `rename_all = "…"` says otherwise) under `cfg_attr(feature = "cynic", …)`, serde's
//! `Serialize` and `Deserialize` with the same renaming otherwise, and `ReadField`. A variant
//! marked `#[fallback]` takes values this version does not know: cynic's `fallback`, serde's
//! `other` with `skip_serializing` (it is never sent).

mod input_object;
mod names;
mod read_field;
mod schema_enum;

use proc_macro::TokenStream;

/// Declares an input object once; see the crate's documentation.
#[proc_macro_attribute]
pub fn input_object(args: TokenStream, item: TokenStream) -> TokenStream {
    input_object::expand(args.into(), item.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// Declares an enum of the schema once; see the crate's documentation.
#[proc_macro_attribute]
pub fn schema_enum(args: TokenStream, item: TokenStream) -> TokenStream {
    schema_enum::expand(args.into(), item.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
