//! Account members: the users of the caller's own client account.

use crate::AsciiText;
use payments_types_derive::{input_object, schema_enum};

/// Status of an account member (`MemberStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemberStatus {
    /// Can use the account.
    Active,
    /// Invited, not yet active.
    Invited,
    /// Access removed.
    Disabled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// The access control that lets a member answer RFIs; the simulator's `SEND_RFI` keyword needs
/// an active member holding it.
pub const COMPLIANCE_ACCESS: &str = "compliance";

/// Filters for `members`: a member matches a list filter when it holds at least one listed
/// value.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MembersQueryInput {
    /// Statuses to include.
    pub status: Option<Vec<MemberStatus>>,
    /// Roles to include.
    pub roles: Option<Vec<AsciiText>>,
    /// Access controls to include, such as `compliance`.
    pub access: Option<Vec<AsciiText>>,
}
