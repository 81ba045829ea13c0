//! Withdrawals: `withdrawal`, `withdrawals`, `createWithdrawal` (always with an idempotency key).

use payments_schema::schema;
use payments_types::CurrencyCode;
use payments_types::common::{Id, IdempotencyKey, Timestamp};
use payments_types::withdrawals::{
    CreateWithdrawalInput, RejectCode, TransactionReason, WithdrawalQueryInput, WithdrawalStatus,
};

use super::common::Money;
use super::recipients::Recipient;
use super::senders::Sender;
use super::{mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// A withdrawal (pay-out) from the balance.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Withdrawal")]
pub struct Withdrawal {
    /// Withdrawal id.
    pub id: Id,
    /// Current status.
    pub status: WithdrawalStatus,
    /// Amount.
    pub amount: Money,
    /// Currency of the amount.
    pub currency: CurrencyCode,
    /// When it was created.
    pub created_at: Timestamp,
    /// The sender (`id` is `None` when supplied inline).
    pub sender: Option<Sender>,
    /// The recipient (`id` is `None` when supplied inline).
    pub recipient: Option<Recipient>,
    /// The caller's own identifier.
    pub external_id: Option<String>,
    /// Text on the recipient's bank statement.
    pub external_reference: Option<String>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Purpose code.
    pub reason: Option<TransactionReason>,
    /// Total fee.
    pub total_fee: Option<Money>,
    /// Human-readable reason of the status.
    pub status_message: Option<String>,
    /// Why it was cancelled.
    pub reject_code: Option<RejectCode>,
    /// When it became `CONFIRMED`.
    pub cleared_at: Option<Timestamp>,
    /// When the service rejected it.
    pub rejected_at: Option<Timestamp>,
    /// When it was refunded.
    pub refunded_at: Option<Timestamp>,
    /// Payment infrastructure used.
    pub rail: Option<String>,
    /// Scheme used on the rail.
    pub rail_service: Option<String>,
}

/// Reply of `createWithdrawal`.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "WithdrawalReply")]
pub struct WithdrawalReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The created withdrawal.
    pub withdrawal: Option<Withdrawal>,
}

crate::impl_reply!(WithdrawalReply);

/// Variables of `withdrawal`: `$id: ID` (the schema's argument is nullable).
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct WithdrawalVariables {
    /// The withdrawal.
    pub id: Option<Id>,
}

/// Variables of `withdrawals`: `$input: WithdrawalQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct WithdrawalsVariables {
    /// Filters.
    pub input: Option<WithdrawalQueryInput>,
}

/// Variables of `createWithdrawal`: `$input: CreateWithdrawalInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CreateWithdrawalVariables {
    /// The withdrawal to create.
    pub input: CreateWithdrawalInput,
}

/// `query Withdrawal($id: ID)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "WithdrawalVariables")]
pub struct WithdrawalQuery {
    /// The withdrawal, when found.
    #[arguments(id: $id)]
    pub withdrawal: Option<Withdrawal>,
}

/// `query Withdrawals($input: WithdrawalQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "WithdrawalsVariables")]
pub struct WithdrawalsQuery {
    /// The matching withdrawals.
    #[arguments(input: $input)]
    pub withdrawals: Vec<Withdrawal>,
}

/// `mutation CreateWithdrawal($input: CreateWithdrawalInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreateWithdrawalVariables")]
pub struct CreateWithdrawalMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub create_withdrawal: WithdrawalReply,
}

root_operations!(
    WithdrawalQuery: WithdrawalVariables => "withdrawal",
    WithdrawalsQuery: WithdrawalsVariables => "withdrawals",
    CreateWithdrawalMutation: CreateWithdrawalVariables => "createWithdrawal",
);

/// The `createWithdrawal` operation for `input`, with its idempotency key or, for an input read
/// without one, a fresh UUID v4 set on it once (every retry of the operation sends the same).
pub fn create_withdrawal_operation(
    input: CreateWithdrawalInput,
) -> cynic::Operation<CreateWithdrawalMutation, CreateWithdrawalVariables> {
    let input = match input.idempotency_key() {
        Some(_) => input,
        None => input.with_idempotency_key(IdempotencyKey::generate()),
    };
    mutation::<CreateWithdrawalMutation>(CreateWithdrawalVariables { input })
}

impl Client {
    /// One withdrawal; `None` when the id is unknown.
    pub async fn withdrawal(&self, id: &Id) -> Result<Option<Withdrawal>, Error> {
        let op = query::<WithdrawalQuery>(WithdrawalVariables {
            id: Some(id.clone()),
        });
        Ok(self.run(op, OperationKind::Query).await?.withdrawal)
    }

    /// Withdrawals matching `filter` (all with `None`).
    pub async fn withdrawals(
        &self,
        filter: Option<WithdrawalQueryInput>,
    ) -> Result<Vec<Withdrawal>, Error> {
        let op = query::<WithdrawalsQuery>(WithdrawalsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.withdrawals)
    }

    /// Withdraws funds to a bank account, with the input's idempotency key (which
    /// [`CreateWithdrawalInput::new`] fixed when the input was built, so every retry, the
    /// client's or the application's with the same input value, sends the same key and pays
    /// once; an input read from JSON without one gets one here). The call is retried after
    /// transient errors, and every error names the key ([`Error::idempotency_key`]).
    pub async fn create_withdrawal(
        &self,
        input: CreateWithdrawalInput,
    ) -> Result<Withdrawal, Error> {
        let op = create_withdrawal_operation(input);
        let key = op.variables.input.idempotency_key().clone();
        let created = async {
            let reply = self
                .mutate(op, OperationKind::IDEMPOTENT_MUTATION, |d| {
                    d.create_withdrawal
                })
                .await?;
            record("createWithdrawal", "withdrawal", reply.withdrawal)
        };
        created
            .await
            .map_err(|e| e.with_idempotency_key(key.as_ref()))
    }
}
