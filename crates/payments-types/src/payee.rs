//! Confirmation of payee: name verification of Australian BSB accounts.

use crate::input::{Context, FromInput, Object};
use crate::macros::input_deserialize;
use crate::{AccountNo, AsciiText, Bsb};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Outcome of a name match (`PayeeMatch`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "PayeeMatch",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// An account and the name to check against it (`ConfirmationOfPayeeInput`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "ConfirmationOfPayeeInput")
)]
pub struct ConfirmationOfPayeeInput {
    /// BSB of the account.
    pub bsb: Bsb,
    /// Account number.
    pub account_no: AccountNo,
    /// The name to match against the account name.
    pub account_name: AsciiText,
}

impl FromInput for ConfirmationOfPayeeInput {
    const TYPE_NAME: &'static str = "ConfirmationOfPayeeInput";
}

impl crate::input::ReadInput for ConfirmationOfPayeeInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let bsb = o.string("bsb", Bsb::parse);
        let account_no = o.string("accountNo", AccountNo::parse);
        let account_name = o.string("accountName", AsciiText::parse);
        Some(Self {
            bsb: bsb?,
            account_no: account_no?,
            account_name: account_name?,
        })
    }
}

input_deserialize!(ConfirmationOfPayeeInput);
