//! The `login` and `logout` operations, derived against the vendored schema.
//!
//! Documents sent (see the tests below):
//! `mutation Login($input: LoginInput!) { login(input: $input) { token message code success } }` and
//! `mutation Logout { logout { success code message } }`.

use std::fmt;
use std::str::FromStr;

use cynic::MutationBuilder;
use payments_schema::schema;

use crate::reply::Reply;
use crate::secret::Secret;

/// The subsidiary account to log in to, for users with agreements with more than one.
#[derive(cynic::Enum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cynic(graphql_type = "Affiliation")]
pub enum Affiliation {
    /// `SVC_AUS`: the Australian subsidiary.
    SvcAus,
    /// `SVC_LUX`: the Luxembourg subsidiary.
    SvcLux,
}

impl Affiliation {
    /// The schema's name for the value (`SVC_AUS`, `SVC_LUX`).
    pub fn as_str(self) -> &'static str {
        match self {
            Affiliation::SvcAus => "SVC_AUS",
            Affiliation::SvcLux => "SVC_LUX",
        }
    }
}

impl fmt::Display for Affiliation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The value is not `SVC_AUS` or `SVC_LUX`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("affiliation: {0:?} is not SVC_AUS or SVC_LUX")]
pub struct UnknownAffiliation(pub String);

impl FromStr for Affiliation {
    type Err = UnknownAffiliation;

    /// Accepts `SVC_AUS` / `SVC_LUX`, case-insensitively.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_uppercase().as_str() {
            "SVC_AUS" => Ok(Affiliation::SvcAus),
            "SVC_LUX" => Ok(Affiliation::SvcLux),
            _ => Err(UnknownAffiliation(s.to_owned())),
        }
    }
}

/// The password as it goes on the wire: serializes to the plain string, `Debug` is redacted.
#[derive(Clone)]
pub struct WirePassword(Secret);

impl From<Secret> for WirePassword {
    fn from(s: Secret) -> Self {
        Self(s)
    }
}

impl fmt::Debug for WirePassword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

impl serde::Serialize for WirePassword {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.expose())
    }
}

cynic::impl_scalar!(WirePassword, schema::String);

/// Input of `login`.
#[derive(cynic::InputObject, Clone, Debug)]
#[cynic(graphql_type = "LoginInput")]
pub struct LoginInput {
    /// The user's e-mail address.
    pub email: String,
    /// The user's password.
    pub password: WirePassword,
    /// The account to log in to; omitted from the request when `None`.
    #[cynic(skip_serializing_if = "Option::is_none")]
    pub affiliation: Option<Affiliation>,
}

/// Variables of `login`: one `$input`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct LoginVariables {
    /// The credentials.
    pub input: LoginInput,
}

/// `mutation Login($input: LoginInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "LoginVariables")]
pub struct Login {
    /// The login result.
    #[arguments(input: $input)]
    pub login: Session,
}

/// Result of `login`. The token is a [`Secret`].
#[derive(cynic::QueryFragment, Debug)]
pub struct Session {
    /// JWT access token (present on success).
    pub token: Option<Secret>,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// `SUCCESS`, `UNREGISTERED`, `NEED_AFFILIATION`, ...
    pub code: String,
    /// Whether the login succeeded.
    pub success: bool,
}

/// `mutation Logout`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation")]
pub struct Logout {
    /// The logout result.
    pub logout: LogoutReply,
}

/// Result of `logout`.
#[derive(cynic::QueryFragment, Debug, Clone)]
pub struct LogoutReply {
    /// Whether the token was expired.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
}

crate::impl_reply!(LogoutReply);

impl Reply for Session {
    fn success(&self) -> bool {
        self.success
    }
    fn code(&self) -> &str {
        &self.code
    }
    fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }
}

/// The `login` operation for these credentials.
pub fn login_operation(
    email: &str,
    password: &Secret,
    affiliation: Option<Affiliation>,
) -> cynic::Operation<Login, LoginVariables> {
    Login::build(LoginVariables {
        input: LoginInput {
            email: email.to_owned(),
            password: WirePassword(password.clone()),
            affiliation,
        },
    })
}

/// The `logout` operation.
pub fn logout_operation() -> cynic::Operation<Logout, ()> {
    Logout::build(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn login_document_and_variables() {
        let op = login_operation("a@b.test", &Secret::new("pw"), Some(Affiliation::SvcLux));
        assert_eq!(
            op.query,
            "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    message\n    code\n    success\n  }\n}\n"
        );
        let vars = serde_json::to_value(&op.variables).unwrap();
        assert_eq!(
            vars,
            serde_json::json!({"input": {"email": "a@b.test", "password": "pw", "affiliation": "SVC_LUX"}})
        );
        let none = login_operation("a@b.test", &Secret::new("pw"), None);
        let vars = serde_json::to_value(&none.variables).unwrap();
        assert_eq!(
            vars,
            serde_json::json!({"input": {"email": "a@b.test", "password": "pw"}})
        );
        assert!(!format!("{:?}", op.variables).contains("pw\""));
    }

    #[test]
    fn logout_document() {
        assert_eq!(
            logout_operation().query,
            "mutation Logout {\n  logout {\n    success\n    code\n    message\n  }\n}\n"
        );
    }

    #[test]
    fn session_token_is_redacted_in_debug() {
        let s: Login = serde_json::from_value(serde_json::json!({
            "login": {"token": "abc.def.ghi", "message": null, "code": "SUCCESS", "success": true}
        }))
        .unwrap();
        assert_eq!(s.login.token.as_ref().unwrap().expose(), "abc.def.ghi");
        assert!(!format!("{s:?}").contains("abc.def"));
    }

    #[test]
    fn affiliation_parses() {
        assert_eq!("svc_aus".parse::<Affiliation>(), Ok(Affiliation::SvcAus));
        assert!("AUS".parse::<Affiliation>().is_err());
    }
}
