//! International (FX) payments: `payment`, `payments`, `createPayment` (always with an
//! idempotency key).

use payments_schema::schema;
use payments_types::CurrencyCode;
use payments_types::common::{Id, IdempotencyKey, Timestamp};
use payments_types::payments::{
    CreatePaymentInput, PaymentQueryInput, PaymentStatus, SourceOfFunds,
};

use super::common::Money;
use super::recipients::Recipient;
use super::senders::Sender;
use super::sub_clients::SubClient;
use super::{IdVariables, IdVariablesFields, mutation, query, record, root_operations};
use crate::client::{Client, OperationKind};
use crate::error::Error;

/// An international (FX) payment.
#[derive(cynic::QueryFragment, Clone, Debug, PartialEq, Eq)]
#[cynic(graphql_type = "Payment")]
pub struct Payment {
    /// Payment id.
    pub id: Id,
    /// Amount sold.
    pub from_amount: Option<Money>,
    /// Currency sold.
    pub from_currency: Option<CurrencyCode>,
    /// Amount delivered.
    pub to_amount: Option<Money>,
    /// Currency delivered.
    pub to_currency: Option<CurrencyCode>,
    /// The caller's own identifier.
    pub external_id: Option<String>,
    /// Sender; may be absent.
    pub sender: Option<Sender>,
    /// Recipient; may be absent.
    pub recipient: Option<Recipient>,
    /// Sub-client the payment is made for.
    pub sub_client: Option<SubClient>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Source of funds.
    pub source_of_funds: Option<SourceOfFunds>,
    /// Current status.
    pub status: Option<PaymentStatus>,
    /// When it was created.
    pub created_at: Option<Timestamp>,
}

/// Reply of `createPayment`.
#[derive(cynic::QueryFragment, Clone, Debug)]
#[cynic(graphql_type = "PaymentReply")]
pub struct PaymentReply {
    /// Whether the mutation succeeded.
    pub success: bool,
    /// Outcome code.
    pub code: String,
    /// Human-readable outcome.
    pub message: Option<String>,
    /// The created payment.
    pub payment: Option<Payment>,
}

crate::impl_reply!(PaymentReply);

/// Variables of `payments`: `$input: PaymentQueryInput`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct PaymentsVariables {
    /// Filters.
    pub input: Option<PaymentQueryInput>,
}

/// Variables of `createPayment`: `$input: CreatePaymentInput!`.
#[derive(cynic::QueryVariables, Clone, Debug)]
pub struct CreatePaymentVariables {
    /// The payment.
    pub input: CreatePaymentInput,
}

/// `query Payment($id: ID!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "IdVariables")]
pub struct PaymentQuery {
    /// The payment, when found.
    #[arguments(id: $id)]
    pub payment: Option<Payment>,
}

/// `query Payments($input: PaymentQueryInput)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "PaymentsVariables")]
pub struct PaymentsQuery {
    /// The matching payments.
    #[arguments(input: $input)]
    pub payments: Vec<Payment>,
}

/// `mutation CreatePayment($input: CreatePaymentInput!)`.
#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Mutation", variables = "CreatePaymentVariables")]
pub struct CreatePaymentMutation {
    /// The reply.
    #[arguments(input: $input)]
    pub create_payment: PaymentReply,
}

root_operations!(
    PaymentQuery: IdVariables => "payment",
    PaymentsQuery: PaymentsVariables => "payments",
    CreatePaymentMutation: CreatePaymentVariables => "createPayment",
);

/// The `createPayment` operation for `input`, with its idempotency key or, for an input read
/// without one, a fresh UUID v4 set on it once (every retry sends the same).
pub fn create_payment_operation(
    input: CreatePaymentInput,
) -> cynic::Operation<CreatePaymentMutation, CreatePaymentVariables> {
    let input = match input.idempotency_key() {
        Some(_) => input,
        None => input.with_idempotency_key(IdempotencyKey::generate()),
    };
    mutation::<CreatePaymentMutation>(CreatePaymentVariables { input })
}

impl Client {
    /// One payment; `None` when the id is unknown.
    pub async fn payment(&self, id: &Id) -> Result<Option<Payment>, Error> {
        let op = query::<PaymentQuery>(IdVariables { id: id.clone() });
        Ok(self.run(op, OperationKind::Query).await?.payment)
    }

    /// Payments matching `filter` (all with `None`).
    pub async fn payments(&self, filter: Option<PaymentQueryInput>) -> Result<Vec<Payment>, Error> {
        let op = query::<PaymentsQuery>(PaymentsVariables { input: filter });
        Ok(self.run(op, OperationKind::Query).await?.payments)
    }

    /// Creates an international payment, with the input's idempotency key (which
    /// [`CreatePaymentInput::new`] fixed when the input was built, so every retry, the client's
    /// or the application's with the same input value, sends the same key and pays once; an
    /// input read from JSON without one gets one here). The call is retried after transient
    /// errors, and every error names the key ([`Error::idempotency_key`]).
    pub async fn create_payment(&self, input: CreatePaymentInput) -> Result<Payment, Error> {
        let op = create_payment_operation(input);
        let key = op.variables.input.idempotency_key().clone();
        let created = async {
            let reply = self
                .mutate(op, OperationKind::IDEMPOTENT_MUTATION, |d| d.create_payment)
                .await?;
            record("createPayment", "payment", reply.payment)
        };
        created
            .await
            .map_err(|e| e.with_idempotency_key(key.as_ref()))
    }
}
