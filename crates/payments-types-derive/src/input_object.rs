//! `#[input_object]`: an input object's struct, fields struct, reader, getters and cynic or
//! serde attributes from one declaration (see the crate's documentation).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::parse::Parser;
use syn::{Attribute, Data, DeriveInput, Fields, Ident, LitStr, Path, Type, Visibility};

use crate::names::{Shape, camel_case, is_doc};

/// The field options, as the error for an unknown one lists them.
const FIELD_OPTIONS: &str = "`rename`, `read_as`, `not_before` or `idempotency_key`";

/// The options of `#[input_object(…)]`.
#[derive(Default)]
struct Options {
    graphql_type: Option<LitStr>,
    read_with: Option<Path>,
}

impl Options {
    fn parse(args: TokenStream) -> syn::Result<Self> {
        let mut options = Self::default();
        syn::meta::parser(|meta| {
            if meta.path.is_ident("graphql_type") {
                once(&meta, options.graphql_type.is_some())?;
                options.graphql_type = Some(meta.value()?.parse()?);
            } else if meta.path.is_ident("read_with") {
                once(&meta, options.read_with.is_some())?;
                options.read_with = Some(meta.value()?.parse()?);
            } else {
                return Err(meta.error(format!(
                    "unknown `input_object` option `{}`: expected `graphql_type` or `read_with`",
                    path_text(&meta.path)
                )));
            }
            Ok(())
        })
        .parse2(args)?;
        Ok(options)
    }
}

/// Refuses an option given twice.
fn once(meta: &syn::meta::ParseNestedMeta<'_>, given: bool) -> syn::Result<()> {
    if given {
        Err(meta.error(format!("`{}` is given twice", path_text(&meta.path))))
    } else {
        Ok(())
    }
}

fn path_text(path: &Path) -> String {
    quote!(#path).to_string().replace(' ', "")
}

/// One field of the declaration.
struct Field {
    ident: Ident,
    vis: Visibility,
    /// The type as declared (the input's own).
    ty: Type,
    shape: Shape,
    /// The type read from JSON and held by the fields struct, in the field's shape.
    read_ty: Type,
    /// `read_ty` without the outer `Option` (what a view lends).
    view_ty: Type,
    /// The type `ReadField` reads (`T` of the shape).
    read_item: Type,
    /// The type the declared shape holds (for `idempotency_key`).
    item: Type,
    read_as: bool,
    /// The schema's name.
    name: String,
    rename: Option<LitStr>,
    not_before: Option<Ident>,
    idempotency_key: bool,
    docs: Vec<Attribute>,
    /// Every other attribute, kept on the struct's field.
    attrs: Vec<Attribute>,
}

impl Field {
    fn parse(field: &syn::Field) -> syn::Result<Self> {
        let ident = field
            .ident
            .clone()
            .ok_or_else(|| syn::Error::new_spanned(field, "an input object's fields are named"))?;
        let (shape, item) = Shape::of(&field.ty);
        let item = item.clone();
        let mut read_as = None;
        let mut rename: Option<LitStr> = None;
        let mut not_before = None;
        let mut idempotency_key = false;
        let mut docs = Vec::new();
        let mut attrs = Vec::new();
        for attr in &field.attrs {
            if is_doc(attr) {
                docs.push(attr.clone());
                continue;
            }
            if !attr.path().is_ident("input") {
                attrs.push(attr.clone());
                continue;
            }
            attr.parse_nested_meta(|meta| {
                let unknown = || {
                    meta.error(format!(
                        "field `{ident}`: unknown `input` option `{}`: expected {FIELD_OPTIONS}",
                        path_text(&meta.path)
                    ))
                };
                if meta.path.is_ident("rename") {
                    once(&meta, rename.is_some())?;
                    rename = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("read_as") {
                    once(&meta, read_as.is_some())?;
                    read_as = Some(meta.value()?.parse::<Type>()?);
                } else if meta.path.is_ident("not_before") {
                    once(&meta, not_before.is_some())?;
                    not_before = Some(meta.value()?.parse::<Ident>()?);
                } else if meta.path.is_ident("idempotency_key") {
                    once(&meta, idempotency_key)?;
                    if shape != Shape::Optional {
                        return Err(meta.error(format!(
                            "field `{ident}`: `idempotency_key` is for an `Option` of a key type"
                        )));
                    }
                    idempotency_key = true;
                } else {
                    return Err(unknown());
                }
                Ok(())
            })?;
        }
        let read_item = read_as.clone().unwrap_or_else(|| item.clone());
        let name = match &rename {
            Some(rename) => rename.value(),
            None => camel_case(&ident.to_string()),
        };
        Ok(Self {
            vis: field.vis.clone(),
            ty: field.ty.clone(),
            shape,
            read_ty: wrap(shape, &read_item),
            view_ty: wrap(
                match shape {
                    Shape::Required | Shape::Optional => Shape::Required,
                    Shape::List | Shape::OptionalList => Shape::List,
                },
                &read_item,
            ),
            read_item,
            item,
            read_as: read_as.is_some(),
            name,
            rename,
            not_before,
            idempotency_key,
            docs,
            attrs,
            ident,
        })
    }

    fn is_public(&self) -> bool {
        matches!(self.vis, Visibility::Public(_))
    }

    /// The cynic and serde attributes of the field.
    fn serialization_attrs(&self) -> TokenStream {
        let mut cynic = Vec::new();
        let mut serde = Vec::new();
        if let Some(rename) = &self.rename {
            cynic.push(quote!(rename = #rename));
            serde.push(quote!(rename = #rename));
        }
        if self.shape.is_optional() {
            cynic.push(quote!(skip_serializing_if = "Option::is_none"));
            serde.push(quote!(skip_serializing_if = "Option::is_none"));
        }
        if cynic.is_empty() {
            return TokenStream::new();
        }
        quote! {
            #[cfg_attr(feature = "cynic", cynic(#(#cynic),*))]
            #[cfg_attr(not(feature = "cynic"), serde(#(#serde),*))]
        }
    }

    /// The reader's expression for the field: its value, `None` when it failed.
    fn read_expr(&self) -> TokenStream {
        let (name, item) = (&self.name, &self.read_item);
        let method = match self.shape {
            Shape::Required => quote!(field),
            Shape::Optional => quote!(optional_field),
            Shape::List => quote!(list_field),
            Shape::OptionalList => quote!(optional_list_field),
        };
        quote!(o.#method::<#item>(#name, ctx))
    }

    /// The getter's doc: the field's, or a line naming it.
    fn getter_docs(&self) -> TokenStream {
        if self.docs.is_empty() {
            let doc = format!("The `{}` field.", self.ident);
            quote!(#[doc = #doc])
        } else {
            let docs = &self.docs;
            quote!(#(#docs)*)
        }
    }
}

/// `inner` in `shape`: `T`, `Option<T>`, `Vec<T>` or `Option<Vec<T>>`.
fn wrap(shape: Shape, inner: &Type) -> Type {
    match shape {
        Shape::Required => inner.clone(),
        Shape::Optional => syn::parse_quote!(::core::option::Option<#inner>),
        Shape::List => syn::parse_quote!(::std::vec::Vec<#inner>),
        Shape::OptionalList => {
            syn::parse_quote!(::core::option::Option<::std::vec::Vec<#inner>>)
        }
    }
}

/// The fields struct as declared in `#[fields(…)]`: a unit struct with its doc, derives and
/// visibility.
fn fields_struct(attr: &Attribute) -> syn::Result<DeriveInput> {
    let declared: DeriveInput = attr.parse_args()?;
    let unit = matches!(&declared.data, Data::Struct(data) if matches!(data.fields, Fields::Unit));
    if !unit || !declared.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(
            &declared.ident,
            "`fields` declares the fields struct as a unit struct (`pub struct NameFields;`): \
             its fields are the input object's",
        ));
    }
    Ok(declared)
}

pub(crate) fn expand(args: TokenStream, item: TokenStream) -> syn::Result<TokenStream> {
    let options = Options::parse(args)?;
    let input: DeriveInput = syn::parse2(item)?;
    let ident = &input.ident;
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(
            &input.generics,
            "an input object has no generic parameters",
        ));
    }
    let Data::Struct(data) = &input.data else {
        return Err(syn::Error::new_spanned(
            ident,
            "`input_object` is for a struct with named fields",
        ));
    };
    let Fields::Named(named) = &data.fields else {
        return Err(syn::Error::new_spanned(
            ident,
            "`input_object` is for a struct with named fields",
        ));
    };
    let fields = named
        .named
        .iter()
        .map(Field::parse)
        .collect::<syn::Result<Vec<_>>>()?;
    if fields.is_empty() {
        return Err(syn::Error::new_spanned(
            ident,
            "an input object has at least one field",
        ));
    }
    let mut fields_decl = None;
    let mut attrs = Vec::new();
    for attr in &input.attrs {
        if attr.path().is_ident("fields") {
            if fields_decl.is_some() {
                return Err(syn::Error::new_spanned(attr, "`fields` is given twice"));
            }
            fields_decl = Some(fields_struct(attr)?);
        } else {
            attrs.push(attr.clone());
        }
    }
    check_field_options(&fields, &options)?;

    let type_name = options
        .graphql_type
        .as_ref()
        .map_or_else(|| ident.to_string(), LitStr::value);
    let read_ident = format_ident!("{ident}Read");
    let view_ident = format_ident!("{ident}View");
    let vis = &input.vis;

    // The struct, with the serialization attributes.
    let struct_fields = fields.iter().map(|f| {
        let (docs, attrs, vis, name, ty) = (&f.docs, &f.attrs, &f.vis, &f.ident, &f.ty);
        let serialization = f.serialization_attrs();
        quote! {
            #(#docs)*
            #(#attrs)*
            #serialization
            #vis #name: #ty
        }
    });
    let the_struct = quote! {
        #(#attrs)*
        #[cfg_attr(
            feature = "cynic",
            derive(cynic::InputObject),
            cynic(
                schema = "payments",
                schema_module = "::payments_schema::schema",
                graphql_type = #type_name
            )
        )]
        #[cfg_attr(
            not(feature = "cynic"),
            derive(serde::Serialize),
            serde(rename_all = "camelCase")
        )]
        #vis struct #ident {
            #(#struct_fields,)*
        }
    };

    // Getters of the private fields.
    let getters = fields.iter().filter(|f| !f.is_public()).map(|f| {
        let (name, ty, docs) = (&f.ident, &f.ty, f.getter_docs());
        quote! {
            #docs
            pub fn #name(&self) -> &#ty {
                &self.#name
            }
        }
    });
    // The idempotency key's setter: the same input under another key.
    let with_key = fields.iter().find(|f| f.idempotency_key).map(|f| {
        let (name, item) = (&f.ident, &f.item);
        let with = format_ident!("with_{name}");
        quote! {
            /// The same input with `key` as its idempotency key: a new key makes it a new
            /// record, the same key the same one.
            pub fn #with(mut self, key: #item) -> Self {
                self.#name = ::core::option::Option::Some(key);
                self
            }
        }
    });
    let getters = quote! {
        impl #ident {
            #(#getters)*
            #with_key
        }
    };

    // The record of what was read, and its view.
    let names: Vec<&Ident> = fields.iter().map(|f| &f.ident).collect();
    let read_tys = fields.iter().map(|f| &f.read_ty);
    let view_tys = fields.iter().map(|f| &f.view_ty);
    let read_views = fields.iter().map(|f| {
        let name = &f.ident;
        if f.shape.is_optional() {
            quote!(crate::input::passed(&self.#name))
        } else {
            quote!(self.#name.as_ref())
        }
    });
    let read_as: Vec<&Field> = fields.iter().filter(|f| f.read_as).collect();
    let read_as_params: Vec<TokenStream> = read_as
        .iter()
        .map(|f| {
            let (name, ty) = (&f.ident, &f.ty);
            quote!(#name: #ty)
        })
        .collect();
    let values = fields.iter().map(|f| {
        let name = &f.ident;
        if f.read_as {
            quote!(#name)
        } else {
            quote!(self.#name?)
        }
    });
    let record = quote! {
        #[allow(dead_code)]
        struct #read_ident {
            #(#names: ::core::option::Option<#read_tys>,)*
        }

        #[allow(dead_code)]
        struct #view_ident<'a> {
            #(#names: ::core::option::Option<&'a #view_tys>,)*
        }

        #[allow(dead_code)]
        impl #read_ident {
            fn view(&self) -> #view_ident<'_> {
                #view_ident {
                    #(#names: #read_views,)*
                }
            }

            fn into_value(self, #(#read_as_params),*) -> ::core::option::Option<#ident> {
                ::core::option::Option::Some(#ident {
                    #(#names: #values,)*
                })
            }
        }
    };

    // The fields struct, its constructor and view, and the input from it.
    let fields_items = fields_decl.map(|decl| {
        let fields_ident = &decl.ident;
        let (decl_attrs, decl_vis) = (&decl.attrs, &decl.vis);
        let members = fields.iter().map(|f| {
            let (docs, name, ty) = (&f.docs, &f.ident, &f.read_ty);
            quote! {
                #(#docs)*
                pub #name: #ty
            }
        });
        let required: Vec<&Field> = fields.iter().filter(|f| !f.shape.is_optional()).collect();
        let required_params = required.iter().map(|f| {
            let (name, ty) = (&f.ident, &f.read_ty);
            quote!(#name: #ty)
        });
        let inits = fields.iter().map(|f| {
            let name = &f.ident;
            if f.shape.is_optional() {
                quote!(#name: ::core::option::Option::None)
            } else {
                quote!(#name)
            }
        });
        let fields_views = fields.iter().map(|f| {
            let name = &f.ident;
            if f.shape.is_optional() {
                quote!(self.#name.as_ref())
            } else {
                quote!(::core::option::Option::Some(&self.#name))
            }
        });
        let patterns = fields.iter().map(|f| {
            let name = &f.ident;
            if f.read_as {
                quote!(#name: _)
            } else {
                quote!(#name)
            }
        });
        quote! {
            #(#decl_attrs)*
            #decl_vis struct #fields_ident {
                #(#members,)*
            }

            #[allow(dead_code)]
            impl #fields_ident {
                #[allow(clippy::too_many_arguments)]
                fn with_required(#(#required_params),*) -> Self {
                    Self {
                        #(#inits,)*
                    }
                }

                fn view(&self) -> #view_ident<'_> {
                    #view_ident {
                        #(#names: #fields_views,)*
                    }
                }
            }

            #[allow(dead_code)]
            impl #read_ident {
                fn into_fields(self) -> ::core::option::Option<#fields_ident> {
                    ::core::option::Option::Some(#fields_ident {
                        #(#names: self.#names?,)*
                    })
                }
            }

            impl #ident {
                fn from_fields(fields: #fields_ident, #(#read_as_params),*) -> Self {
                    let #fields_ident { #(#patterns,)* } = fields;
                    Self {
                        #(#names,)*
                    }
                }
            }
        }
    });

    // The reader.
    let reads = fields.iter().map(Field::read_expr);
    let range_checks = fields.iter().filter_map(|f| {
        let min = f.not_before.as_ref()?;
        let (max, max_name) = (&f.ident, &f.name);
        Some(quote! {
            {
                let view = read.view();
                crate::common::check_range(o.validator(), #max_name, view.#min, view.#max);
            }
        })
    });
    let tail = match &options.read_with {
        Some(path) => quote!(#path(o, ctx, read)),
        None => quote!(read.into_value()),
    };
    let keyed = fields.iter().find(|f| f.idempotency_key).map(|f| {
        let (name, item) = (&f.ident, &f.item);
        quote! {
            fn keyed(mut self) -> Self {
                self.#name.get_or_insert_with(<#item>::generate);
                self
            }
        }
    });
    let read_field =
        crate::read_field::impls(ident, "optional_object", "optional_object_list", true);
    let reader = quote! {
        impl crate::input::FromInput for #ident {
            const TYPE_NAME: &'static str = #type_name;
        }

        impl crate::input::ReadInput for #ident {
            fn read(
                o: &mut crate::input::Object<'_>,
                ctx: &crate::input::Context,
            ) -> ::core::option::Option<Self> {
                let read = #read_ident {
                    #(#names: #reads,)*
                };
                #(#range_checks)*
                #tail
            }

            #keyed
        }

        #read_field

        impl<'de> ::serde::Deserialize<'de> for #ident {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::core::result::Result<Self, D::Error> {
                let value =
                    <::serde_json::Value as ::serde::Deserialize>::deserialize(deserializer)?;
                <#ident as crate::input::FromInput>::from_json(
                    &value,
                    &crate::input::Context::today_utc(),
                )
                .map_err(<D::Error as ::serde::de::Error>::custom)
            }
        }
    };

    Ok(quote! {
        #the_struct
        #getters
        #fields_items
        #record
        #reader
    })
}

/// The options that name other fields or need the struct's: checked before anything is
/// generated, so the error names the field and the problem.
fn check_field_options(fields: &[Field], options: &Options) -> syn::Result<()> {
    let mut keys = 0;
    for field in fields {
        if let Some(min) = &field.not_before {
            let Some(start) = fields.iter().find(|f| f.ident == *min) else {
                return Err(syn::Error::new_spanned(
                    min,
                    format!(
                        "field `{}`: `not_before` names `{min}`, which is not a field of this \
                         input object",
                        field.ident
                    ),
                ));
            };
            if !field.shape.is_optional() || !start.shape.is_optional() {
                return Err(syn::Error::new_spanned(
                    min,
                    format!(
                        "field `{}`: `not_before` relates two optional dates (`Option<DateOrTime>`)",
                        field.ident
                    ),
                ));
            }
        }
        if field.read_as && options.read_with.is_none() {
            return Err(syn::Error::new_spanned(
                &field.ident,
                format!(
                    "field `{}`: `read_as` needs the struct's `read_with`, which builds the \
                     field's value from what was read",
                    field.ident
                ),
            ));
        }
        keys += usize::from(field.idempotency_key);
    }
    if keys > 1 {
        let second = fields.iter().filter(|f| f.idempotency_key).nth(1);
        return Err(syn::Error::new_spanned(
            &second.expect("counted").ident,
            "an input object has at most one `idempotency_key`",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(args: TokenStream, item: TokenStream) -> String {
        match expand(args, item) {
            Ok(_) => panic!("expanded without an error"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn a_misspelt_field_option_names_the_field_and_the_choices() {
        let error = error_of(
            quote!(),
            quote! {
                pub struct IdDocInput {
                    #[input(renmae = "type")]
                    pub doc_type: IdDocType,
                }
            },
        );
        assert_eq!(
            error,
            "field `doc_type`: unknown `input` option `renmae`: expected `rename`, `read_as`, \
             `not_before` or `idempotency_key`"
        );
    }

    #[test]
    fn the_idempotency_key_gets_a_setter_and_is_filled_when_absent() {
        let expanded = expand(
            quote!(),
            quote! {
                pub struct Pay {
                    #[input(idempotency_key)]
                    key: Option<IdempotencyKey>,
                }
            },
        )
        .unwrap()
        .to_string();
        for expected in [
            "pub fn with_key (mut self , key : IdempotencyKey) -> Self",
            "self . key = :: core :: option :: Option :: Some (key)",
            "self . key . get_or_insert_with (< IdempotencyKey > :: generate)",
        ] {
            assert!(expanded.contains(expected), "{expected} in {expanded}");
        }
        let plain = expand(
            quote!(),
            quote! { pub struct Q { key: Option<IdempotencyKey> } },
        );
        assert!(!plain.unwrap().to_string().contains("fn with_key"));
    }

    #[test]
    fn options_that_cannot_hold_are_refused_with_the_field() {
        let cases = [
            (
                quote!(),
                quote! { struct Q { #[input(not_before = from)] to: Option<DateOrTime> } },
                "field `to`: `not_before` names `from`, which is not a field of this input object",
            ),
            (
                quote!(),
                quote! { struct Q { #[input(read_as = Decimal)] size: Option<Positive> } },
                "field `size`: `read_as` needs the struct's `read_with`, which builds the field's \
                 value from what was read",
            ),
            (
                quote!(),
                quote! { struct Q { #[input(idempotency_key)] key: IdempotencyKey } },
                "field `key`: `idempotency_key` is for an `Option` of a key type",
            ),
            (
                quote!(graphql_typ = "Q"),
                quote! { struct Q { a: Id } },
                "unknown `input_object` option `graphql_typ`: expected `graphql_type` or \
                 `read_with`",
            ),
            (
                quote!(),
                quote! { #[fields(pub struct QFields { a: Id })] struct Q { a: Id } },
                "`fields` declares the fields struct as a unit struct (`pub struct NameFields;`): \
                 its fields are the input object's",
            ),
        ];
        for (args, item, expected) in cases {
            assert_eq!(error_of(args, item), expected);
        }
    }

    #[test]
    fn the_struct_gets_the_schema_names_and_skips_absent_options() {
        let expanded = expand(
            quote!(graphql_type = "IdDocInput"),
            quote! {
                /// A document.
                #[derive(Clone)]
                pub struct Doc {
                    /// Kind.
                    #[input(rename = "type")]
                    pub doc_type: IdDocType,
                    pub issue_date: Option<DocDate>,
                    pub expiry_date: Option<DocDate>,
                }
            },
        )
        .unwrap()
        .to_string();
        for expected in [
            "graphql_type = \"IdDocInput\"",
            "cynic (rename = \"type\")",
            "serde (rename = \"type\")",
            "cynic (skip_serializing_if = \"Option::is_none\")",
            "doc_type : o . field :: < IdDocType > (\"type\" , ctx)",
            "issue_date : o . optional_field :: < DocDate > (\"issueDate\" , ctx)",
            "const TYPE_NAME : & 'static str = \"IdDocInput\"",
        ] {
            assert!(expanded.contains(expected), "{expected} in {expanded}");
        }
        // Public fields need no getters; the attributes of the declaration stay.
        assert!(!expanded.contains("pub fn doc_type"));
        assert!(expanded.contains("# [derive (Clone)]"));
    }
}
