//! Account members: the users of the caller's own client account.

use crate::AsciiText;
use crate::input::{Context, FromInput, Object};
use crate::macros::input_deserialize;
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Status of an account member (`MemberStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "MemberStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
pub enum MemberStatus {
    /// Can use the account.
    Active,
    /// Invited, not yet active.
    Invited,
    /// Access removed.
    Disabled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// The access control that lets a member answer RFIs; the simulator's `SEND_RFI` keyword needs
/// an active member holding it.
pub const COMPLIANCE_ACCESS: &str = "compliance";

/// Filters for `members`: a member matches a list filter when it holds at least one listed
/// value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "MembersQueryInput")
)]
pub struct MembersQueryInput {
    /// Statuses to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub status: Option<Vec<MemberStatus>>,
    /// Roles to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub roles: Option<Vec<AsciiText>>,
    /// Access controls to include, such as `compliance`.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub access: Option<Vec<AsciiText>>,
}

impl FromInput for MembersQueryInput {
    const TYPE_NAME: &'static str = "MembersQueryInput";
}

impl crate::input::ReadInput for MembersQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let status = o.optional_enumeration_list("status");
        let roles = o.optional_string_list("roles", AsciiText::parse);
        let access = o.optional_string_list("access", AsciiText::parse);
        Some(Self {
            status: status?,
            roles: roles?,
            access: access?,
        })
    }
}

input_deserialize!(MembersQueryInput);
