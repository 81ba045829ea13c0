//! The shared plumbing of the string newtypes.

/// Implements, for a `struct $ty(String)` with `fn parse(&str) -> Result<Self, FieldError>`:
/// `as_str`, `into_string`, `Display`, `AsRef<str>`, `FromStr`, `TryFrom<&str>`,
/// `TryFrom<String>`, `From<$ty> for String`, `Serialize` (the plain string),
/// `Deserialize` (a string, checked by `parse`) and the input readers' `ReadField`.
macro_rules! string_newtype {
    ($ty:ident) => {
        $crate::macros::string_newtype!($ty, String);
    };
    ($ty:ident, $scalar:ident) => {
        #[cfg(feature = "cynic")]
        const _: () = {
            use ::payments_schema::schema;
            ::cynic::impl_scalar!($ty, schema::$scalar);
        };

        $crate::macros::read_from_string!($ty);

        impl $ty {
            /// The checked value.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The checked value, as an owned `String`.
            pub fn into_string(self) -> String {
                self.0.into()
            }
        }

        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl AsRef<str> for $ty {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = $crate::FieldError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::parse(s)
            }
        }

        impl TryFrom<&str> for $ty {
            type Error = $crate::FieldError;
            fn try_from(s: &str) -> Result<Self, Self::Error> {
                Self::parse(s)
            }
        }

        impl TryFrom<String> for $ty {
            type Error = $crate::FieldError;
            fn try_from(s: String) -> Result<Self, Self::Error> {
                Self::parse(&s)
            }
        }

        impl From<$ty> for String {
            fn from(value: $ty) -> String {
                value.0.into()
            }
        }

        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.0)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<Self, D::Error> {
                let s = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(
                    deserializer,
                )?;
                Self::parse(&s).map_err(<D::Error as ::serde::de::Error>::custom)
            }
        }
    };
}

pub(crate) use string_newtype;

/// Implements [`ReadField`] and [`ReadListItem`] for types read from a JSON string by their
/// `parse(&str) -> Result<Self, FieldError>`.
///
/// [`ReadField`]: crate::input::ReadField
/// [`ReadListItem`]: crate::input::ReadListItem
macro_rules! read_from_string {
    ($($ty:ty),* $(,)?) => {$(
        impl $crate::input::ReadField for $ty {
            fn read_optional(
                o: &mut $crate::input::Object<'_>,
                name: &'static str,
                _: &$crate::input::Context,
            ) -> Option<Option<Self>> {
                o.optional_string(name, <$ty>::parse)
            }
        }

        impl $crate::input::ReadListItem for $ty {
            fn read_optional_list(
                o: &mut $crate::input::Object<'_>,
                name: &'static str,
                _: &$crate::input::Context,
            ) -> Option<Option<Vec<Self>>> {
                o.optional_string_list(name, <$ty>::parse)
            }
        }
    )*};
}

pub(crate) use read_from_string;
