//! `balances`: the account's balance per currency.

use payments_schema::schema;
use payments_types::CurrencyCode;

use super::common::Money;
use super::{query, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// Balance of the account in one currency.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Balance")]
pub struct Balance {
    /// Currency of the balance.
    pub currency: CurrencyCode,
    /// The primary balance.
    pub cleared: Money,
    /// Short-lived pending amount; usually 0.
    pub pending: Money,
}

/// Variables of `balances`: `$currencies: [CurrencyIso3]` (all currencies when `None`).
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct BalancesVariables {
    /// Currencies to return.
    pub currencies: Option<Vec<Option<CurrencyCode>>>,
}

/// `query Balances($currencies: [CurrencyIso3])`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "BalancesVariables")]
pub struct BalancesQuery {
    /// The balances.
    #[arguments(currencies: $currencies)]
    pub balances: Vec<Balance>,
}

root_operations!(BalancesQuery: BalancesVariables => "balances");

impl Client {
    /// Balances of the account, for `currencies` or (with `None`) for every currency held.
    pub async fn balances(
        &self,
        currencies: Option<&[CurrencyCode]>,
    ) -> Result<Vec<Balance>, Error> {
        let variables = BalancesVariables {
            currencies: currencies.map(|list| list.iter().copied().map(Some).collect()),
        };
        let data = self
            .run(query::<BalancesQuery>(variables), OperationKind::Query)
            .await?;
        Ok(data.balances)
    }
}
