//! The `ReadField` and `ReadListItem` impls both macros emit: how a field of the type is read.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

/// `ReadField` and `ReadListItem` for `ident`, reading through `Object`'s methods `one` and
/// `list` (which take `(name, ctx)` when `with_ctx`, else `(name)`).
pub(crate) fn impls(ident: &Ident, one: &str, list: &str, with_ctx: bool) -> TokenStream {
    let one = Ident::new(one, ident.span());
    let list = Ident::new(list, ident.span());
    let (ctx, args) = if with_ctx {
        (quote!(ctx), quote!(name, ctx))
    } else {
        (quote!(_), quote!(name))
    };
    quote! {
        impl crate::input::ReadField for #ident {
            fn read_optional(
                o: &mut crate::input::Object<'_>,
                name: &'static str,
                #ctx: &crate::input::Context,
            ) -> ::core::option::Option<::core::option::Option<Self>> {
                o.#one(#args)
            }
        }

        impl crate::input::ReadListItem for #ident {
            fn read_optional_list(
                o: &mut crate::input::Object<'_>,
                name: &'static str,
                #ctx: &crate::input::Context,
            ) -> ::core::option::Option<::core::option::Option<::std::vec::Vec<Self>>> {
                o.#list(#args)
            }
        }
    }
}
