//! Processing steps the simulator schedules on its clock, one kind per resource that moves
//! by itself.

use crate::model::ids::{AmsId, ConversionId, DepositId, PaymentId, SubClientId, WithdrawalId};

/// The next automatic step of one record.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Job {
    /// Processing of a new sub-client.
    SubClient(SubClientId),
    /// Next step of a withdrawal.
    Withdrawal(WithdrawalId),
    /// Next step of a deposit.
    Deposit(DepositId),
    /// Next step of a conversion.
    Conversion(ConversionId),
    /// Next step of a payment.
    Payment(PaymentId),
    /// Next step of an adverse media search.
    Ams(AmsId),
}
