//! A member of a customer account: contact details, roles, access controls, status.

pub use payments_types::members::MemberStatus;

use crate::model::ids::{AccountId, MemberId};

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
