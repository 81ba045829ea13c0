//! Account members: listed by `members`, added through the control API (`POST /sim/members`).

use serde_json::{Value, json};

use crate::ApiError;
use crate::auth::Caller;
use crate::json::s;
use crate::store::Store;
use crate::validate as v;
use payments_types::members::MembersQueryInput;

/// A member of a customer account.
#[derive(Debug, Clone)]
pub struct Member {
    /// Id.
    pub id: String,
    /// Account.
    pub account_id: String,
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
    /// `ACTIVE`, `INVITED` or `DISABLED`.
    pub status: String,
}

impl Member {
    /// The seeded member of an account: its login user, admin, without `compliance` access.
    pub fn seeded(id: &str, account_id: &str, email: &str) -> Self {
        Self {
            id: id.into(),
            account_id: account_id.into(),
            first_name: Some("Demo".into()),
            last_name: Some("Admin".into()),
            email: Some(email.into()),
            mobile: None,
            roles: vec!["admin".into()],
            access: vec!["payments".into(), "reporting".into()],
            status: "ACTIVE".into(),
        }
    }

    /// The `Member` output object.
    pub fn to_json(&self) -> Value {
        json!({"id": self.id, "firstName": self.first_name, "lastName": self.last_name, "email": self.email, "mobile": self.mobile,
               "roles": self.roles, "access": self.access, "status": self.status})
    }
}

fn strings(v: &Value, key: &str) -> Option<Vec<String>> {
    v.get(key).and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(|x| x.as_str().map(Into::into))
            .collect()
    })
}

/// `members(input:)`: a member matches a list filter when it holds at least one listed value.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<MembersQueryInput>(&f, store.now().date())?;
    let (st, roles, access) = (
        strings(&f, "status"),
        strings(&f, "roles"),
        strings(&f, "access"),
    );
    let any = |want: &Option<Vec<String>>, have: &[String]| {
        want.as_ref()
            .is_none_or(|w| w.iter().any(|x| have.contains(x)))
    };
    Ok(Value::Array(
        store
            .members
            .values()
            .filter(|m| m.account_id == caller.account_id)
            .filter(|m| {
                any(&st, std::slice::from_ref(&m.status))
                    && any(&roles, &m.roles)
                    && any(&access, &m.access)
            })
            .map(Member::to_json)
            .collect(),
    ))
}

/// Control API: adds a member to `account_id` from `{firstName, lastName, email, mobile, roles, access, status}`.
pub fn add(store: &mut Store, account_id: &str, body: &Value) -> Result<Value, ApiError> {
    let status = s(body, "status").unwrap_or("ACTIVE");
    if !["ACTIVE", "INVITED", "DISABLED"].contains(&status) {
        return Err(ApiError::invalid(
            "status",
            "member.status",
            "must be ACTIVE, INVITED or DISABLED",
        ));
    }
    let id = store.next_id("mb");
    let m = Member {
        id: id.clone(),
        account_id: account_id.into(),
        first_name: s(body, "firstName").map(Into::into),
        last_name: s(body, "lastName").map(Into::into),
        email: s(body, "email").map(Into::into),
        mobile: s(body, "mobile").map(Into::into),
        roles: strings(body, "roles").unwrap_or_default(),
        access: strings(body, "access").unwrap_or_default(),
        status: status.into(),
    };
    let out = m.to_json();
    store.members.insert(id, m);
    Ok(out)
}
