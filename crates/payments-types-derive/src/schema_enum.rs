//! `#[schema_enum]`: an enum of the schema with cynic's or serde's attributes and its reader, from
//! one declaration (see the crate's documentation).

use proc_macro2::TokenStream;
use quote::quote;
use syn::parse::Parser;
use syn::{Data, DeriveInput, Fields, LitStr};

/// The options of `#[schema_enum(…)]`.
struct Options {
    graphql_type: Option<LitStr>,
    /// cynic's `rename_all`; serde's too, except `"None"` (serde then keeps the variants' names).
    rename_all: String,
}

impl Options {
    fn parse(args: TokenStream) -> syn::Result<Self> {
        let mut graphql_type = None;
        let mut rename_all: Option<LitStr> = None;
        syn::meta::parser(|meta| {
            if meta.path.is_ident("graphql_type") {
                graphql_type = Some(meta.value()?.parse()?);
            } else if meta.path.is_ident("rename_all") {
                rename_all = Some(meta.value()?.parse()?);
            } else {
                let path = &meta.path;
                return Err(meta.error(format!(
                    "unknown `schema_enum` option `{}`: expected `graphql_type` or `rename_all`",
                    quote!(#path).to_string().replace(' ', "")
                )));
            }
            Ok(())
        })
        .parse2(args)?;
        Ok(Self {
            graphql_type,
            rename_all: rename_all.map_or_else(|| "SCREAMING_SNAKE_CASE".to_owned(), |r| r.value()),
        })
    }
}

pub(crate) fn expand(args: TokenStream, item: TokenStream) -> syn::Result<TokenStream> {
    let options = Options::parse(args)?;
    let mut input: DeriveInput = syn::parse2(item)?;
    let ident = input.ident.clone();
    let Data::Enum(data) = &mut input.data else {
        return Err(syn::Error::new_spanned(
            &ident,
            "`schema_enum` is for an enum of unit variants",
        ));
    };
    let mut fallbacks = 0;
    for variant in &mut data.variants {
        if !matches!(variant.fields, Fields::Unit) {
            return Err(syn::Error::new_spanned(
                &variant.ident,
                format!(
                    "variant `{}`: a schema enum's variants are unit variants",
                    variant.ident
                ),
            ));
        }
        let before = variant.attrs.len();
        variant
            .attrs
            .retain(|attr| !attr.path().is_ident("fallback"));
        if variant.attrs.len() < before {
            fallbacks += 1;
            if fallbacks > 1 {
                return Err(syn::Error::new_spanned(
                    &variant.ident,
                    format!(
                        "variant `{}`: an enum has at most one `fallback` variant",
                        variant.ident
                    ),
                ));
            }
            variant.attrs.push(syn::parse_quote! {
                #[cfg_attr(feature = "cynic", cynic(fallback))]
            });
            variant.attrs.push(syn::parse_quote! {
                #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
            });
        }
    }
    let type_name = options
        .graphql_type
        .as_ref()
        .map_or_else(|| ident.to_string(), LitStr::value);
    let rename_all = &options.rename_all;
    input.attrs.push(syn::parse_quote! {
        #[cfg_attr(
            feature = "cynic",
            derive(cynic::Enum),
            cynic(
                schema = "payments",
                schema_module = "::payments_schema::schema",
                graphql_type = #type_name,
                rename_all = #rename_all
            )
        )]
    });
    input.attrs.push(if rename_all == "None" {
        syn::parse_quote! {
            #[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
        }
    } else {
        syn::parse_quote! {
            #[cfg_attr(
                not(feature = "cynic"),
                derive(serde::Serialize, serde::Deserialize),
                serde(rename_all = #rename_all)
            )]
        }
    });
    let read_field = crate::read_field::impls(
        &ident,
        "optional_enumeration",
        "optional_enumeration_list",
        false,
    );
    Ok(quote! {
        #input

        #read_field
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fallback_variant_decodes_unknown_values_and_is_never_sent() {
        let expanded = expand(
            quote!(
                graphql_type = "AddressCleanserRecommendation",
                rename_all = "lowercase"
            ),
            quote! {
                pub enum Advice {
                    Approve,
                    #[fallback]
                    Unknown,
                }
            },
        )
        .unwrap()
        .to_string();
        for expected in [
            "graphql_type = \"AddressCleanserRecommendation\"",
            "rename_all = \"lowercase\"",
            "serde (rename_all = \"lowercase\")",
            "cynic (fallback)",
            "serde (other , skip_serializing)",
        ] {
            assert!(expanded.contains(expected), "{expected} in {expanded}");
        }
        assert!(!expanded.contains("# [fallback]"));
    }

    #[test]
    fn rename_all_none_keeps_serde_names_as_written() {
        let expanded = expand(
            quote!(graphql_type = "CurrencyIso3", rename_all = "None"),
            quote! { pub enum CurrencyCode { AUD, USD } },
        )
        .unwrap()
        .to_string();
        assert!(expanded.contains("rename_all = \"None\""));
        assert!(!expanded.contains("serde (rename_all"));
    }

    #[test]
    fn only_unit_variants_and_one_fallback() {
        let error = |item| expand(quote!(), item).unwrap_err().to_string();
        assert_eq!(
            error(quote! { enum E { A(u8) } }),
            "variant `A`: a schema enum's variants are unit variants"
        );
        assert_eq!(
            error(quote! { enum E { #[fallback] A, #[fallback] B } }),
            "variant `B`: an enum has at most one `fallback` variant"
        );
        assert_eq!(
            error(quote! { struct E; }),
            "`schema_enum` is for an enum of unit variants"
        );
    }
}
