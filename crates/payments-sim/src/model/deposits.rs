//! A deposit (pay-in) to a VAN and its states (the spec names only REVIEWING and the events;
//! the rest is the simulator's plainest reading):
//!
//! | from | move | to | event |
//! |---|---|---|---|
//! | (arrival) | a bank sends funds | INITIATED | `deposit_initiated` |
//! | INITIATED | reference holds `SIM_REVIEW` | REVIEWING | `deposit_reviewing` |
//! | INITIATED, REVIEWING | booked to the balance | CLEARED | `deposit_cleared` |
//! | INITIATED, REVIEWING | rejected, or the VAN's sub-client is DISABLED/FAILED_KYC | CANCELLED | `deposit_cancelled` |
//! | CLEARED | refund (API or portal reject) | REFUNDING | `deposit_refunding` |
//! | REFUNDING | funds back with the sender | REFUNDED | `deposit_refunded` |

pub use payments_types::deposits::DepositStatus;

use payments_types::CurrencyCode;
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::model::error::Refused;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, DepositId, SubClientId};

/// The account a deposit was sent to, as the depositor wrote it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DepositRecipient {
    /// Account name.
    pub account_name: String,
    /// VAN.
    pub account_no: String,
    /// BSB.
    pub bsb: String,
}

/// The depositor's account, as its bank reports it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DepositSender {
    /// Account name.
    pub account_name: String,
    /// Company name, if a company sent it.
    pub company_name: Option<String>,
    /// Bank name.
    pub bank_name: String,
    /// Bank country.
    pub bank_country: String,
    /// BSB.
    pub bsb: String,
    /// Account number.
    pub account_no: String,
}

impl DepositSender {
    /// The name the depositor's account is in: the company's, else the account name.
    pub fn name(&self) -> &str {
        self.company_name.as_deref().unwrap_or(&self.account_name)
    }
}

impl Default for DepositSender {
    /// A personal account at a simulated Australian bank.
    fn default() -> Self {
        Self {
            account_name: "Sim Depositor".into(),
            company_name: None,
            bank_name: "Sim Bank".into(),
            bank_country: "AU".into(),
            bsb: "062000".into(),
            account_no: "12345678".into(),
        }
    }
}

/// A stored deposit.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Deposit {
    /// Id.
    pub id: DepositId,
    /// Account whose balance it is booked to.
    pub account: AccountId,
    status: DepositStatus,
    /// Amount.
    pub amount: Decimal,
    /// Currency.
    pub currency: CurrencyCode,
    /// Reference sent with the deposit.
    pub reference: Option<String>,
    /// Arrived at.
    pub created_at: OffsetDateTime,
    /// Booked at.
    pub cleared_at: Option<OffsetDateTime>,
    /// Status detail.
    pub status_message: String,
    /// Total refunded so far.
    pub refund_amount: Decimal,
    /// Refund reason.
    pub refund_reason: Option<String>,
    /// Refunded at.
    pub refunded_at: Option<OffsetDateTime>,
    /// Sub-client whose VAN received it.
    pub sub_client: Option<SubClientId>,
    /// Account as written by the depositor.
    pub recipient: DepositRecipient,
    /// The depositor's account.
    pub sender: DepositSender,
    /// Whether it is held for compliance review (`SIM_REVIEW` in the reference).
    pub review: bool,
}

/// Everything a deposit arrives with.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct NewDeposit {
    /// Id.
    pub id: DepositId,
    /// Account it is booked to.
    pub account: AccountId,
    /// Amount.
    pub amount: Decimal,
    /// Currency.
    pub currency: CurrencyCode,
    /// Reference.
    pub reference: Option<String>,
    /// Arrived at.
    pub created_at: OffsetDateTime,
    /// Sub-client whose VAN received it.
    pub sub_client: Option<SubClientId>,
    /// Account as written by the depositor.
    pub recipient: DepositRecipient,
    /// The depositor's account.
    pub sender: DepositSender,
}

impl Deposit {
    /// A deposit just arrived: INITIATED, "Received".
    pub fn new(n: NewDeposit) -> Self {
        let review = n
            .reference
            .as_deref()
            .is_some_and(|r| r.contains("SIM_REVIEW"));
        Self {
            id: n.id,
            account: n.account,
            status: DepositStatus::Initiated,
            amount: n.amount,
            currency: n.currency,
            reference: n.reference,
            created_at: n.created_at,
            cleared_at: None,
            status_message: "Received".into(),
            refund_amount: Decimal::ZERO,
            refund_reason: None,
            refunded_at: None,
            sub_client: n.sub_client,
            recipient: n.recipient,
            sender: n.sender,
            review,
        }
    }

    /// Status now.
    pub fn status(&self) -> DepositStatus {
        self.status
    }

    /// What is left to refund.
    pub fn unrefunded(&self) -> Decimal {
        self.amount - self.refund_amount
    }

    /// INITIATED → REVIEWING.
    pub fn review(&mut self) -> Result<EventKind, Refused> {
        self.from(&[DepositStatus::Initiated], "review")?;
        self.set(DepositStatus::Reviewing, "Being checked by compliance");
        Ok(EventKind::DepositReviewing)
    }

    /// INITIATED or REVIEWING → CLEARED at `at` (the caller books it).
    pub fn clear(&mut self, at: OffsetDateTime) -> Result<EventKind, Refused> {
        use DepositStatus::*;
        self.from(&[Initiated, Reviewing], "clear")?;
        self.set(Cleared, "Booked to the balance");
        self.cleared_at = Some(at);
        Ok(EventKind::DepositCleared)
    }

    /// INITIATED or REVIEWING → CANCELLED: never booked, returned to the sender.
    pub fn cancel(&mut self, message: &str) -> Result<EventKind, Refused> {
        use DepositStatus::*;
        self.from(&[Initiated, Reviewing], "reject")?;
        self.set(Cancelled, message);
        Ok(EventKind::DepositCancelled)
    }

    /// CLEARED → REFUNDING with `amount` (at most [`Deposit::unrefunded`], checked by the
    /// caller) and `reason`.
    pub fn start_refund(&mut self, amount: Decimal, reason: &str) -> Result<EventKind, Refused> {
        self.from(&[DepositStatus::Cleared], "refund")?;
        self.refund_amount += amount;
        self.refund_reason = Some(reason.into());
        self.set(DepositStatus::Refunding, "Being refunded to the sender");
        Ok(EventKind::DepositRefunding)
    }

    /// REFUNDING → REFUNDED at `at`.
    pub fn finish_refund(&mut self, at: OffsetDateTime) -> Result<EventKind, Refused> {
        self.from(&[DepositStatus::Refunding], "finish the refund")?;
        self.set(DepositStatus::Refunded, "Refunded to the sender");
        self.refunded_at = Some(at);
        Ok(EventKind::DepositRefunded)
    }

    fn set(&mut self, status: DepositStatus, message: &str) {
        self.status = status;
        message.clone_into(&mut self.status_message);
    }

    fn from(&self, allowed: &[DepositStatus], action: &'static str) -> Result<(), Refused> {
        if allowed.contains(&self.status) {
            Ok(())
        } else {
            Err(Refused {
                what: "deposit",
                id: self.id.to_string(),
                from: self.status.as_str(),
                action,
            })
        }
    }
}
