//! A query of the importer's own, derived against the Payments schema: the build script
//! registered it (`payments_schema::register`), so a field the schema does not have would not
//! compile. Its variable is payments-types' `WithdrawalQueryInput`, read from JSON with the
//! service's rules.

use cynic::QueryBuilder;
use payments_schema::schema;
use payments_types::withdrawals::{WithdrawalQueryInput, WithdrawalStatus};
use payments_types::{Context, CurrencyCode, FromInput};

/// The variables: the filter `withdrawals` takes.
#[derive(cynic::QueryVariables, Debug)]
pub struct RecentVariables {
    pub input: Option<WithdrawalQueryInput>,
}

/// `withdrawals(input: $input)`, with the fields this importer reads.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "RecentVariables")]
pub struct RecentWithdrawals {
    #[arguments(input: $input)]
    pub withdrawals: Vec<Withdrawal>,
}

/// The importer's view of a withdrawal.
#[derive(cynic::QueryFragment, Debug)]
pub struct Withdrawal {
    pub id: cynic::Id,
    pub status: WithdrawalStatus,
    pub amount: f64,
    pub currency: CurrencyCode,
    pub external_id: Option<String>,
}

/// A reply as the service sends it to this query (`data` of the GraphQL response).
const REPLY: &str = r#"{"withdrawals":[{"id":"wd-1","status":"CONFIRMED","amount":125.5,"currency":"AUD","externalId":"import-1"}]}"#;

/// Builds the query for confirmed withdrawals, prints its document and variables, then decodes
/// a reply into the importer's types.
pub fn show(ctx: &Context) -> Result<(), String> {
    let filter = serde_json::json!({"statuses": ["CONFIRMED"]});
    let input = WithdrawalQueryInput::from_json(&filter, ctx).map_err(|e| e.to_string())?;
    let operation = RecentWithdrawals::build(RecentVariables { input: Some(input) });
    println!("{}", operation.query.trim_end());
    let variables = serde_json::to_string(&operation.variables).map_err(|e| e.to_string())?;
    println!("variables: {variables}");
    let reply: RecentWithdrawals = serde_json::from_str(REPLY).map_err(|e| e.to_string())?;
    for w in &reply.withdrawals {
        println!(
            "withdrawal {}: {:?} {} {:?} (externalId {})",
            w.id.inner(),
            w.status,
            w.amount,
            w.currency,
            w.external_id.as_deref().unwrap_or("none")
        );
    }
    Ok(())
}
