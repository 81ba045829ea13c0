//! Reference look-ups: `bankInfo`, `availableDeliveryMethods` and `fundingAccounts`.

use payments_schema::schema;
use payments_types::CurrencyCode;
use payments_types::lookups::{BankInfoInput, DeliveryMethodsInput};
use payments_types::recipients::AccountIdType;
use payments_types::sub_clients::FundingAccountQueryInput;

use super::common::Address;
use super::{query, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// An account number for bringing money in (also listed per sub-client).
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "FundingAccount")]
pub struct FundingAccount {
    /// IBAN.
    pub iban: Option<String>,
    /// Account number.
    pub account_no: Option<String>,
    /// BIC.
    pub bic: Option<String>,
    /// Currency.
    pub currency: Option<CurrencyCode>,
    /// Reference to quote with a transfer.
    pub external_reference: Option<String>,
}

/// Result of a bank information look-up.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "BankInfo")]
pub struct BankInfo {
    /// Bank name.
    pub bank_name: String,
    /// Branch name.
    pub branch: Option<String>,
    /// BIC.
    pub bic: Option<String>,
    /// BSB.
    pub bsb: Option<String>,
    /// Bank address.
    pub address: Option<Address>,
    /// Country of the bank.
    pub country: Option<String>,
}

/// A delivery method available for international payments.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "DeliveryMethod")]
pub struct DeliveryMethod {
    /// Destination country.
    pub country: String,
    /// Destination currency.
    pub currency: CurrencyCode,
    /// How the recipient's account is identified.
    pub account_id_type: AccountIdType,
    /// Usual delivery time, in business days.
    pub estimated_days: Option<i32>,
}

/// Variables of `bankInfo`: `$input: BankInfoInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct BankInfoVariables {
    /// The bank identifier to look up.
    pub input: BankInfoInput,
}

/// Variables of `availableDeliveryMethods`: `$input: DeliveryMethodsInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct DeliveryMethodsVariables {
    /// Destination filters.
    pub input: Option<DeliveryMethodsInput>,
}

/// Variables of `fundingAccounts`: `$input: FundingAccountQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct FundingAccountsVariables {
    /// Currencies to return.
    pub input: Option<FundingAccountQueryInput>,
}

/// `query BankInfo($input: BankInfoInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "BankInfoVariables")]
pub struct BankInfoQuery {
    /// The bank, when found.
    #[arguments(input: $input)]
    pub bank_info: Option<BankInfo>,
}

/// `query AvailableDeliveryMethods($input: DeliveryMethodsInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "DeliveryMethodsVariables")]
pub struct AvailableDeliveryMethodsQuery {
    /// The delivery methods.
    #[arguments(input: $input)]
    pub available_delivery_methods: Vec<DeliveryMethod>,
}

/// `query FundingAccounts($input: FundingAccountQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "FundingAccountsVariables")]
pub struct FundingAccountsQuery {
    /// The funding accounts.
    #[arguments(input: $input)]
    pub funding_accounts: Vec<FundingAccount>,
}

root_operations!(
    BankInfoQuery: BankInfoVariables => "bankInfo",
    AvailableDeliveryMethodsQuery: DeliveryMethodsVariables => "availableDeliveryMethods",
    FundingAccountsQuery: FundingAccountsVariables => "fundingAccounts",
);

impl Client {
    /// Bank information for a BSB, BIC or IBAN; `None` when unknown.
    pub async fn bank_info(&self, input: BankInfoInput) -> Result<Option<BankInfo>, Error> {
        let op = query::<BankInfoQuery>(BankInfoVariables { input });
        Ok(self.run(op, OperationKind::Query).await?.bank_info)
    }

    /// Delivery methods for international payments, optionally filtered by destination.
    pub async fn available_delivery_methods(
        &self,
        filter: Option<DeliveryMethodsInput>,
    ) -> Result<Vec<DeliveryMethod>, Error> {
        let op = query::<AvailableDeliveryMethodsQuery>(DeliveryMethodsVariables { input: filter });
        Ok(self
            .run(op, OperationKind::Query)
            .await?
            .available_delivery_methods)
    }

    /// Funding accounts (international account numbers for bringing money in).
    pub async fn funding_accounts(
        &self,
        filter: Option<FundingAccountQueryInput>,
    ) -> Result<Vec<FundingAccount>, Error> {
        let op = query::<FundingAccountsQuery>(FundingAccountsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.funding_accounts)
    }
}
