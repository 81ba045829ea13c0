//! Confirmation of payee: name verification of Australian BSB accounts.

use crate::{AccountNo, AsciiText, Bsb};
use payments_types_derive::{input_object, schema_enum};

/// Outcome of a name match (`PayeeMatch`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PayeeMatch {
    /// The name matches.
    Match,
    /// The name is close to the account name.
    CloseMatch,
    /// The name does not match.
    NoMatch,
    /// The account could not be checked.
    Unavailable,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// An account and the name to check against it (`ConfirmationOfPayeeInput`).
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfirmationOfPayeeInput {
    /// BSB of the account.
    pub bsb: Bsb,
    /// Account number.
    pub account_no: AccountNo,
    /// The name to match against the account name.
    pub account_name: AsciiText,
}
