//! The `login` and `logout` operations, derived against the vendored schema. The input types
//! ([`LoginInput`], [`Affiliation`], [`Password`]) are those of `payments-types`.
//!
//! Documents sent (see the tests below and `contracts/`):
//! `mutation Login($input: LoginInput!) { login(input: $input) { token message code success } }` and
//! `mutation Logout { logout { success code message } }`.

pub use payments_types::session::{Affiliation, LoginInput, Password};

use crate::operations::{NoVariables, mutation, root_operations};
use crate::secret::Secret;
use payments_schema::schema;

/// Parses `SVC_AUS` / `SVC_LUX`, case-insensitively and ignoring surrounding spaces.
pub fn parse_affiliation(value: &str) -> Option<Affiliation> {
    Affiliation::parse(&value.trim().to_ascii_uppercase()).ok()
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

crate::impl_reply!(LogoutReply, Session);

root_operations!(
    Login: LoginVariables => "login",
    Logout: NoVariables => "logout",
);

/// The `login` operation for these credentials.
pub fn login_operation(input: &LoginInput) -> cynic::Operation<Login, LoginVariables> {
    mutation::<Login>(LoginVariables {
        input: input.clone(),
    })
}

/// The `logout` operation.
pub fn logout_operation() -> cynic::Operation<Logout, ()> {
    mutation::<Logout>(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(affiliation: Option<Affiliation>) -> LoginInput {
        LoginInput {
            email: "a@b.test".parse().unwrap(),
            password: Password::parse("pw").unwrap(),
            affiliation,
        }
    }

    #[test]
    fn login_document_and_variables() {
        let op = login_operation(&input(Some(Affiliation::SvcLux)));
        assert_eq!(
            op.query,
            "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    message\n    code\n    success\n  }\n}\n"
        );
        assert_eq!(op.operation_name.as_deref(), Some("Login"));
        let vars = serde_json::to_value(&op.variables).unwrap();
        assert_eq!(
            vars,
            serde_json::json!({"input": {"email": "a@b.test", "password": "pw", "affiliation": "SVC_LUX"}})
        );
        let none = login_operation(&input(None));
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
        assert_eq!(parse_affiliation(" svc_aus"), Some(Affiliation::SvcAus));
        assert_eq!(parse_affiliation("AUS"), None);
    }
}
