//! Account members: listed by `members`, added through the control API (the portal).

use payments_types::members::MembersQueryInput;
use payments_types::{AsciiText, Email, Mobile, PersonName};

use crate::model::accounts::Caller;
use crate::model::ids::{AccountId, MemberId};
use crate::model::members::{Member, MemberStatus};
use crate::model::service::Service;

/// A member to add, checked (`inputs::members` reads it from the control API and the portal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMember {
    /// First name.
    pub first_name: Option<PersonName>,
    /// Last name.
    pub last_name: Option<PersonName>,
    /// E-mail.
    pub email: Email,
    /// Phone.
    pub mobile: Option<Mobile>,
    /// Roles.
    pub roles: Vec<AsciiText>,
    /// Access controls (e.g. `compliance`).
    pub access: Vec<AsciiText>,
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
            f.status.as_ref().is_none_or(|s| s.contains(&m.status))
                && holds(f.roles.as_ref(), &m.roles)
                && holds(f.access.as_ref(), &m.access)
        })
        .collect()
}

/// Adds a member to `account` (the portal's user management, `POST /sim/members`).
pub fn add(service: &mut Service, account: &AccountId, new: NewMember) -> Member {
    let id = MemberId::mint(&mut service.seq);
    let member = Member {
        id: id.clone(),
        account: account.clone(),
        first_name: new.first_name.map(PersonName::into_string),
        last_name: new.last_name.map(PersonName::into_string),
        email: Some(new.email.into_string()),
        mobile: new.mobile.map(Mobile::into_string),
        roles: new.roles.into_iter().map(AsciiText::into_string).collect(),
        access: new.access.into_iter().map(AsciiText::into_string).collect(),
        status: new.status,
    };
    service.members.insert(id, member.clone());
    member
}
