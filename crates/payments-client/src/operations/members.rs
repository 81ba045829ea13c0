//! `members`: the users of the caller's own client account.

use payments_schema::schema;
use payments_types::common::Id;
use payments_types::members::{MemberStatus, MembersQueryInput};

use super::{query, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A user of the caller's client account.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Member")]
pub struct Member {
    /// Member id.
    pub id: Id,
    /// First name.
    pub first_name: Option<String>,
    /// Last name.
    pub last_name: Option<String>,
    /// E-mail address.
    pub email: Option<String>,
    /// Phone number.
    pub mobile: Option<String>,
    /// Roles.
    pub roles: Vec<String>,
    /// Access controls, such as `compliance`.
    pub access: Vec<String>,
    /// Status.
    pub status: MemberStatus,
}

/// Variables of `members`: `$input: MembersQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct MembersVariables {
    /// Filters.
    pub input: Option<MembersQueryInput>,
}

/// `query Members($input: MembersQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "MembersVariables")]
pub struct MembersQuery {
    /// The matching members.
    #[arguments(input: $input)]
    pub members: Vec<Member>,
}

root_operations!(MembersQuery: MembersVariables => "members");

impl Client {
    /// Members of the caller's account matching `filter` (all with `None`).
    pub async fn members(&self, filter: Option<MembersQueryInput>) -> Result<Vec<Member>, Error> {
        let op = query::<MembersQuery>(MembersVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.members)
    }
}
