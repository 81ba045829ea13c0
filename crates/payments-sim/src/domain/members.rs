//! Account members: listed by `members`, added through the control API (the portal).

use payments_types::members::MembersQueryInput;

use crate::model::accounts::Caller;
use crate::model::ids::{AccountId, MemberId};
use crate::model::members::{Member, MemberStatus};
use crate::model::service::Service;

/// A member to add (control API).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMember {
    /// First name.
    pub first_name: Option<String>,
    /// Last name.
    pub last_name: Option<String>,
    /// E-mail.
    pub email: Option<String>,
    /// Phone.
    pub mobile: Option<String>,
    /// Roles.
    pub roles: Vec<String>,
    /// Access controls (e.g. `compliance`).
    pub access: Vec<String>,
    /// Status.
    pub status: MemberStatus,
}

/// `members(input:)`: a member matches a list filter when it holds at least one listed value.
pub fn list<'a>(service: &'a Service, caller: &Caller, f: &MembersQueryInput) -> Vec<&'a Member> {
    let holds = |want: Option<&Vec<payments_types::AsciiText>>, have: &[String]| {
        want.is_none_or(|w| w.iter().any(|x| have.iter().any(|h| h == x.as_str())))
    };
    service
        .members
        .values()
        .filter(|m| m.account == caller.account)
        .filter(|m| {
            f.status
                .as_ref()
                .is_none_or(|s| s.contains(&m.status.schema()))
                && holds(f.roles.as_ref(), &m.roles)
                && holds(f.access.as_ref(), &m.access)
        })
        .collect()
}

/// Adds a member to `account` (the portal's user management).
pub fn add(service: &mut Service, account: &AccountId, new: NewMember) -> Member {
    let id = MemberId::mint(&mut service.seq);
    let member = Member {
        id: id.clone(),
        account: account.clone(),
        first_name: new.first_name,
        last_name: new.last_name,
        email: new.email,
        mobile: new.mobile,
        roles: new.roles,
        access: new.access,
        status: new.status,
    };
    service.members.insert(id, member.clone());
    member
}
