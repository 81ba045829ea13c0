//! `POST /sim/members` and the portal's Add member form.

use payments_types::{AsciiText, Email, FieldError, Mobile, PersonName, Validator, rules};
use serde::Deserialize;

use crate::domain::members::NewMember;
use crate::model::error::ApiError;
use crate::model::members::MemberStatus;

/// A member as sent: every field as text, checked by [`MemberInput::read`].
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MemberInput {
    /// First name (`PersonName`).
    pub first_name: Option<String>,
    /// Last name (`PersonName`).
    pub last_name: Option<String>,
    /// E-mail (`Email`), required: the member signs in with it.
    pub email: Option<String>,
    /// Phone (`Mobile`).
    pub mobile: Option<String>,
    /// Roles (each `AsciiText`, as `MembersQueryInput` filters them).
    pub roles: Option<Vec<String>>,
    /// Access controls such as `compliance` (each `AsciiText`).
    pub access: Option<Vec<String>>,
    /// `ACTIVE` (default), `INVITED` or `DISABLED`.
    pub status: Option<String>,
}

impl MemberInput {
    /// The member, or every failed field with its rule (`firstName`, `roles[1]`, ...).
    pub fn read(self) -> Result<NewMember, ApiError> {
        let mut v = Validator::new();
        let first_name = v.optional(
            "firstName",
            self.first_name.as_deref().map(PersonName::parse),
        );
        let last_name = v.optional("lastName", self.last_name.as_deref().map(PersonName::parse));
        let email = v.field(
            "email",
            self.email
                .as_deref()
                .ok_or_else(FieldError::required)
                .and_then(Email::parse),
        );
        let mobile = v.optional("mobile", self.mobile.as_deref().map(Mobile::parse));
        let roles = list(&mut v, "roles", self.roles);
        let access = list(&mut v, "access", self.access);
        let status = v.field(
            "status",
            match self.status.as_deref() {
                None => Ok(MemberStatus::Active),
                Some(s) => [
                    MemberStatus::Active,
                    MemberStatus::Invited,
                    MemberStatus::Disabled,
                ]
                .into_iter()
                .find(|status| status.as_str() == s)
                .ok_or_else(|| {
                    FieldError::new(rules::ENUM_VALUE, "must be ACTIVE, INVITED or DISABLED")
                }),
            },
        );
        v.finish_with(|| {
            Some(NewMember {
                first_name: first_name?,
                last_name: last_name?,
                email: email?,
                mobile: mobile?,
                roles: roles?,
                access: access?,
                status: status?,
            })
        })
        .map_err(ApiError::from)
    }
}

/// A list of `AsciiText`, each failure named by its place (`roles[1]`).
fn list(v: &mut Validator, name: &str, items: Option<Vec<String>>) -> Option<Vec<AsciiText>> {
    let items = items.unwrap_or_default();
    let read: Vec<_> = items
        .iter()
        .enumerate()
        .map(|(i, s)| v.field(&format!("{name}[{i}]"), AsciiText::parse(s)))
        .collect();
    read.into_iter().collect()
}
