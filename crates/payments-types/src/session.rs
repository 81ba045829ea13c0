//! Logging in: credentials and the affiliation that chooses the account.

use std::fmt;

use crate::{Email, FieldError, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;
use payments_types_derive::{input_object, schema_enum};

/// Subsidiary account chosen at login (`Affiliation`), for customers with agreements with more
/// than one subsidiary.
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Affiliation {
    /// The Australian subsidiary.
    SvcAus,
    /// The Luxembourg subsidiary.
    SvcLux,
}

impl Affiliation {
    /// The schema's name of the value (`SVC_AUS`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::SvcAus => "SVC_AUS",
            Self::SvcLux => "SVC_LUX",
        }
    }

    /// Parses the schema's name of a value.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        match value {
            "SVC_AUS" => Ok(Self::SvcAus),
            "SVC_LUX" => Ok(Self::SvcLux),
            _ => Err(FieldError::new(
                rules::ENUM_VALUE,
                "must be SVC_AUS or SVC_LUX",
            )),
        }
    }
}

/// A password. It is a secret, not data: never shown by `Debug` or `Display`, and exempt from
/// the dummy-value rule (only an empty password is refused, `password.empty`). Held in a
/// `String`, unlike the other text types: on the heap, a move of the value does not copy the
/// secret to another place on the stack.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    /// Wraps a non-empty password.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        if value.is_empty() {
            return Err(FieldError::new(rules::PASSWORD_EMPTY, "must not be empty"));
        }
        Ok(Self(value.to_owned()))
    }

    /// The secret itself, for sending.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password([redacted])")
    }
}

impl serde::Serialize for Password {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

#[cfg(feature = "cynic")]
cynic::impl_scalar!(Password, schema::String);

crate::macros::read_from_string!(Password);

/// Credentials for `login` (`LoginInput`).
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoginInput {
    /// The user's e-mail address.
    pub email: Email,
    /// The user's password.
    pub password: Password,
    /// The account to log in to; required when the user has several affiliations.
    pub affiliation: Option<Affiliation>,
}
