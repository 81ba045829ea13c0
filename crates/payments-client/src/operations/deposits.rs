//! Deposits: `deposit`, `deposits`, `refundDeposit`.

use payments_schema::schema;
use payments_types::CurrencyCode;
use payments_types::common::{Id, Timestamp};
use payments_types::deposits::{DepositQueryInput, DepositStatus, RefundDepositInput};

use super::common::Money;
use super::sub_clients::SubClient;
use super::{IdVariables, IdVariablesFields, mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A deposit (pay-in) to a virtual account.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Deposit")]
pub struct Deposit {
    /// Deposit id.
    pub id: Id,
    /// Current status.
    pub status: Option<DepositStatus>,
    /// Amount.
    pub amount: Money,
    /// Total fee.
    pub total_fee: Option<Money>,
    /// Currency.
    pub currency: CurrencyCode,
    /// Reference sent with the deposit.
    pub external_reference: Option<String>,
    /// When it cleared.
    pub cleared_at: Option<Timestamp>,
    /// Human-readable status detail.
    pub status_message: Option<String>,
    /// Amount refunded.
    pub refund_amount: Option<Money>,
    /// Why it was refunded.
    pub refund_reason: Option<String>,
    /// When it was refunded.
    pub refunded_at: Option<Timestamp>,
    /// Payment infrastructure used.
    pub rail: Option<String>,
    /// Scheme used on the rail.
    pub rail_service: Option<String>,
    /// Sub-client whose VAN received it.
    pub sub_client: Option<SubClient>,
    /// The account as written by the depositor.
    pub recipient: Option<DepositRecipient>,
    /// The depositor's account.
    pub sender: Option<DepositSender>,
}

/// The account a deposit was sent to, as written by the depositor.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "DepositRecipient")]
pub struct DepositRecipient {
    /// Account name.
    pub account_name: Option<String>,
    /// Account number.
    pub account_no: Option<String>,
    /// BSB.
    pub bsb: Option<String>,
}

/// The depositor's account.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "DepositSender")]
pub struct DepositSender {
    /// Account name.
    pub account_name: Option<String>,
    /// Company name.
    pub company_name: Option<String>,
    /// Bank name.
    pub bank_name: Option<String>,
    /// Country of the bank.
    pub bank_country: Option<String>,
    /// BSB.
    pub bsb: Option<String>,
    /// Account number.
    pub account_no: Option<String>,
}

/// Reply of `refundDeposit`.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "RefundDepositReply")]
pub struct RefundDepositReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The refunded deposit.
    pub deposit: Option<Deposit>,
}

crate::impl_reply!(RefundDepositReply);

/// Variables of `deposits`: `$input: DepositQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct DepositsVariables {
    /// Filters.
    pub input: Option<DepositQueryInput>,
}

/// Variables of `refundDeposit`: `$id: ID!`, `$input: RefundDepositInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct RefundDepositVariables {
    /// The deposit.
    pub id: Id,
    /// Amount and reason (a full refund with `None`).
    pub input: Option<RefundDepositInput>,
}

/// `query Deposit($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "IdVariables")]
pub struct DepositQuery {
    /// The deposit, when found.
    #[arguments(id: $id)]
    pub deposit: Option<Deposit>,
}

/// `query Deposits($input: DepositQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "DepositsVariables")]
pub struct DepositsQuery {
    /// The matching deposits.
    #[arguments(input: $input)]
    pub deposits: Vec<Deposit>,
}

/// `mutation RefundDeposit($id: ID!, $input: RefundDepositInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "RefundDepositVariables")]
pub struct RefundDepositMutation {
    /// The reply.
    #[arguments(id: $id, input: $input)]
    pub refund_deposit: RefundDepositReply,
}

root_operations!(
    DepositQuery: IdVariables => "deposit",
    DepositsQuery: DepositsVariables => "deposits",
    RefundDepositMutation: RefundDepositVariables => "refundDeposit",
);

impl Client {
    /// One deposit; `None` when the id is unknown.
    pub async fn deposit(&self, id: &Id) -> Result<Option<Deposit>, Error> {
        let op = query::<DepositQuery>(IdVariables { id: id.clone() });
        Ok(self.run(op, OperationKind::Query).await?.deposit)
    }

    /// Deposits matching `filter` (all with `None`).
    pub async fn deposits(&self, filter: Option<DepositQueryInput>) -> Result<Vec<Deposit>, Error> {
        let op = query::<DepositsQuery>(DepositsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.deposits)
    }

    /// Refunds a deposit to the sender's bank account.
    pub async fn refund_deposit(
        &self,
        id: &Id,
        input: Option<RefundDepositInput>,
    ) -> Result<Deposit, Error> {
        let op = mutation::<RefundDepositMutation>(RefundDepositVariables {
            id: id.clone(),
            input,
        });
        let reply = self
            .mutate(op, OperationKind::MUTATION, |d| d.refund_deposit)
            .await?;
        record("refundDeposit", "deposit", reply.deposit)
    }
}
