//! A member of a customer account: contact details, roles, access controls, status.

use crate::model::ids::{AccountId, MemberId};

/// Status of a member (`MemberStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MemberStatus {
    /// Can use the account.
    Active,
    /// Invited, not yet active.
    Invited,
    /// Access removed.
    Disabled,
}

impl MemberStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "ACTIVE",
            Self::Invited => "INVITED",
            Self::Disabled => "DISABLED",
        }
    }

    /// The value named `name`, if any.
    pub fn parse(name: &str) -> Option<Self> {
        [Self::Active, Self::Invited, Self::Disabled]
            .into_iter()
            .find(|s| s.as_str() == name)
    }

    /// The same value as the types crate names it (for filters).
    pub fn schema(self) -> payments_types::members::MemberStatus {
        use payments_types::members::MemberStatus as S;
        match self {
            Self::Active => S::Active,
            Self::Invited => S::Invited,
            Self::Disabled => S::Disabled,
        }
    }
}

/// A member of a customer account.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Member {
    /// Id.
    pub id: MemberId,
    /// Account.
    pub account: AccountId,
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

impl Member {
    /// The seeded member of an account: its login user, admin, without `compliance` access.
    pub fn seeded(id: MemberId, account: AccountId, email: &str) -> Self {
        Self {
            id,
            account,
            first_name: Some("Demo".into()),
            last_name: Some("Admin".into()),
            email: Some(email.into()),
            mobile: None,
            roles: vec!["admin".into()],
            access: vec!["payments".into(), "reporting".into()],
            status: MemberStatus::Active,
        }
    }

    /// Whether it is active and holds `access`.
    pub fn is_active_with(&self, access: &str) -> bool {
        self.status == MemberStatus::Active && self.access.iter().any(|a| a == access)
    }
}
