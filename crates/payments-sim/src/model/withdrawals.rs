//! A withdrawal (pay-out) and its state machine, the spec's table:
//!
//! | from | move | to | event |
//! |---|---|---|---|
//! | (creation) | `createWithdrawal` | INITIALISED | `withdrawal_initiated` |
//! | INITIALISED | picked for review | REVIEWING | `withdrawal_reviewing` |
//! | INITIALISED, REVIEWING | sent to the recipient bank (review passed) | PENDING | `withdrawal_pending` |
//! | REVIEWING | review fails | CANCELLED (final) | `withdrawal_cancelled` |
//! | PENDING | the recipient bank has the money | CONFIRMED | `withdrawal_completed` |
//! | PENDING, CONFIRMED | processing error, funds returned | FAILED | `withdrawal_failed` |
//! | FAILED | automatic refund | REFUNDED (final) | `withdrawal_refunded` |
//! | FAILED | manual cancellation | CANCELLED (final) | `withdrawal_cancelled` |
//! | FAILED | retry | PENDING | `withdrawal_pending` |

pub use payments_types::withdrawals::WithdrawalStatus;

use payments_types::CurrencyCode;
use payments_types::withdrawals::{RejectCode, TransactionReason};
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::model::error::Refused;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, InstitutionId, SubClientId, WithdrawalId};
use crate::model::parties::{Payee, Payer};

/// How a withdrawal will be processed, chosen at creation from a UAT keyword in its
/// `externalReference` (the first of the table's keywords it holds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Plan {
    /// Normal processing.
    Normal,
    /// `PUSH_AML`: through review, then approved.
    PushAml,
    /// `HALT_AML`: review forever.
    HaltAml,
    /// `SEND_RFI`: review until the RFI is answered and pushed.
    SendRfi,
    /// `FAIL_AML`: cancelled by compliance at once.
    FailAml,
    /// `FAIL_ACC`: completes, then the bank returns the funds.
    FailAcc,
    /// `SIM_BANK_REJECT` (simulator only): the recipient bank rejects it.
    BankReject,
}

impl Plan {
    /// The plan of a reference (keywords tried in the table's order).
    pub fn for_reference(reference: Option<&str>) -> Self {
        let r = reference.unwrap_or_default();
        [
            ("FAIL_AML", Plan::FailAml),
            ("HALT_AML", Plan::HaltAml),
            ("SEND_RFI", Plan::SendRfi),
            ("PUSH_AML", Plan::PushAml),
            ("FAIL_ACC", Plan::FailAcc),
            ("SIM_BANK_REJECT", Plan::BankReject),
        ]
        .into_iter()
        .find(|(k, _)| r.contains(k))
        .map_or(Plan::Normal, |(_, p)| p)
    }
}

/// The payment infrastructure and scheme a transfer uses (`rail`, `railService`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Route {
    /// The real-time network: `NPP` / `OSKO`.
    Osko,
    /// Australian Direct Entry (payouts involving FX): `BECS` / `DIRECT_ENTRY`.
    DirectEntry,
    /// International: `SWIFT` / `SWIFT_CREDIT_TRANSFER`.
    Swift,
}

impl Route {
    /// `rail`.
    pub fn rail(self) -> &'static str {
        match self {
            Self::Osko => "NPP",
            Self::DirectEntry => "BECS",
            Self::Swift => "SWIFT",
        }
    }

    /// `railService`.
    pub fn service(self) -> &'static str {
        match self {
            Self::Osko => "OSKO",
            Self::DirectEntry => "DIRECT_ENTRY",
            Self::Swift => "SWIFT_CREDIT_TRANSFER",
        }
    }
}

/// A stored withdrawal.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Withdrawal {
    /// Id.
    pub id: WithdrawalId,
    /// Owning account.
    pub account: AccountId,
    status: WithdrawalStatus,
    /// Amount.
    pub amount: Decimal,
    /// Currency.
    pub currency: CurrencyCode,
    /// Fee taken at creation (never refunded).
    pub fee: Decimal,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// The sender as resolved at creation.
    pub sender: Payer,
    /// The recipient.
    pub recipient: Payee,
    /// Sub-client that is the sender.
    pub sub_client: Option<SubClientId>,
    /// Caller's id.
    pub external_id: Option<String>,
    /// Statement text as sent.
    pub external_reference: Option<String>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Purpose code.
    pub reason: Option<TransactionReason>,
    /// Status detail.
    pub status_message: String,
    /// Rejection code once cancelled.
    pub reject_code: Option<RejectCode>,
    /// When it became CONFIRMED.
    pub cleared_at: Option<OffsetDateTime>,
    /// When the service rejected it.
    pub rejected_at: Option<OffsetDateTime>,
    /// When it was refunded.
    pub refunded_at: Option<OffsetDateTime>,
    /// Infrastructure and scheme.
    pub route: Route,
    /// Processing plan.
    pub plan: Plan,
    /// Instructing institution (not shown by the API; the portal's).
    #[allow(dead_code)]
    pub institution: Option<InstitutionId>,
}

/// Everything a new withdrawal is made of (its status starts at INITIALISED).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct NewWithdrawal {
    /// Id.
    pub id: WithdrawalId,
    /// Owning account.
    pub account: AccountId,
    /// Amount.
    pub amount: Decimal,
    /// Currency.
    pub currency: CurrencyCode,
    /// Fee.
    pub fee: Decimal,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// Sender.
    pub sender: Payer,
    /// Recipient.
    pub recipient: Payee,
    /// Sub-client that is the sender.
    pub sub_client: Option<SubClientId>,
    /// Caller's id.
    pub external_id: Option<String>,
    /// Statement text.
    pub external_reference: Option<String>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<String>,
    /// Purpose code.
    pub reason: Option<TransactionReason>,
    /// Route.
    pub route: Route,
    /// Plan.
    pub plan: Plan,
    /// Instructing institution.
    pub institution: Option<InstitutionId>,
}

impl Withdrawal {
    /// A withdrawal just accepted: INITIALISED, "Accepted".
    pub fn new(n: NewWithdrawal) -> Self {
        Self {
            id: n.id,
            account: n.account,
            status: WithdrawalStatus::Initialised,
            amount: n.amount,
            currency: n.currency,
            fee: n.fee,
            created_at: n.created_at,
            sender: n.sender,
            recipient: n.recipient,
            sub_client: n.sub_client,
            external_id: n.external_id,
            external_reference: n.external_reference,
            callback_uri: n.callback_uri,
            reason: n.reason,
            status_message: "Accepted".into(),
            reject_code: None,
            cleared_at: None,
            rejected_at: None,
            refunded_at: None,
            route: n.route,
            plan: n.plan,
            institution: n.institution,
        }
    }

    /// Status now.
    pub fn status(&self) -> WithdrawalStatus {
        self.status
    }

    /// The reference as the recipient's statement shows it: its first 18 characters on Direct
    /// Entry (payments-types' `ExternalReference::direct_entry`; `tests/it/stored_forms.rs`
    /// holds the two equal).
    pub fn statement_reference(&self) -> Option<&str> {
        let r = self.external_reference.as_deref()?;
        Some(match self.route {
            // Printable ASCII (accepted by payments-types), so bytes are characters.
            Route::DirectEntry => &r[..r.len().min(18)],
            _ => r,
        })
    }

    /// INITIALISED → REVIEWING: picked for compliance review.
    pub fn review(&mut self) -> Result<EventKind, Refused> {
        self.from(&[WithdrawalStatus::Initialised], "review")?;
        self.set(WithdrawalStatus::Reviewing, "Under compliance review");
        Ok(EventKind::WithdrawalReviewing)
    }

    /// INITIALISED or REVIEWING → PENDING: sent to the recipient bank.
    pub fn send(&mut self) -> Result<EventKind, Refused> {
        use WithdrawalStatus::*;
        self.from(&[Initialised, Reviewing], "send")?;
        self.set(Pending, "Sent to the recipient bank");
        Ok(EventKind::WithdrawalPending)
    }

    /// FAILED → PENDING: processing repeats (normally from then on).
    pub fn retry(&mut self) -> Result<EventKind, Refused> {
        self.from(&[WithdrawalStatus::Failed], "retry")?;
        self.plan = Plan::Normal;
        self.set(
            WithdrawalStatus::Pending,
            "Sent to the recipient bank again",
        );
        Ok(EventKind::WithdrawalPending)
    }

    /// PENDING → CONFIRMED at `at`: the recipient bank has the money.
    pub fn confirm(&mut self, at: OffsetDateTime) -> Result<EventKind, Refused> {
        self.from(&[WithdrawalStatus::Pending], "confirm")?;
        self.set(
            WithdrawalStatus::Confirmed,
            "The recipient bank has the funds",
        );
        self.cleared_at = Some(at);
        Ok(EventKind::WithdrawalCompleted)
    }

    /// PENDING or CONFIRMED → FAILED: the bank rejected it or returned the funds.
    pub fn fail(&mut self, message: &str) -> Result<EventKind, Refused> {
        use WithdrawalStatus::*;
        self.from(&[Pending, Confirmed], "return")?;
        self.set(Failed, message);
        Ok(EventKind::WithdrawalFailed)
    }

    /// FAILED → REFUNDED at `at`: the amount goes back (the fee is kept); the status message
    /// stays the failure's.
    pub fn refund(&mut self, at: OffsetDateTime) -> Result<EventKind, Refused> {
        self.from(&[WithdrawalStatus::Failed], "refund")?;
        self.status = WithdrawalStatus::Refunded;
        self.refunded_at = Some(at);
        Ok(EventKind::WithdrawalRefunded)
    }

    /// REVIEWING or FAILED → CANCELLED at `at` with `code`: the amount goes back, the fee is
    /// kept.
    pub fn cancel(
        &mut self,
        at: OffsetDateTime,
        code: RejectCode,
        message: &str,
    ) -> Result<EventKind, Refused> {
        use WithdrawalStatus::*;
        self.from(&[Reviewing, Failed], "cancel")?;
        self.set(Cancelled, message);
        self.reject_code = Some(code);
        self.rejected_at = Some(at);
        Ok(EventKind::WithdrawalCancelled)
    }

    fn set(&mut self, status: WithdrawalStatus, message: &str) {
        self.status = status;
        message.clone_into(&mut self.status_message);
    }

    fn from(&self, allowed: &[WithdrawalStatus], action: &'static str) -> Result<(), Refused> {
        if allowed.contains(&self.status) {
            Ok(())
        } else {
            Err(Refused {
                what: "withdrawal",
                id: self.id.to_string(),
                from: self.status.as_str(),
                action,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use WithdrawalStatus::*;

    /// Every (status, move) pair against the spec's table: the moves it allows lead to the
    /// status it names; every other is refused and leaves the withdrawal as it was.
    #[test]
    fn every_move_from_every_status_follows_the_spec_table() {
        let at = time::macros::datetime!(2026-07-01 00:00 UTC);
        type Move = fn(&mut Withdrawal) -> Result<EventKind, Refused>;
        let moves: [(&str, Move); 7] = [
            ("review", |w| w.review()),
            ("send", |w| w.send()),
            ("retry", |w| w.retry()),
            ("confirm", |w| {
                w.confirm(time::macros::datetime!(2026-07-01 00:00 UTC))
            }),
            ("fail", |w| w.fail("bank said no")),
            ("refund", |w| {
                w.refund(time::macros::datetime!(2026-07-01 00:00 UTC))
            }),
            ("cancel", |w| {
                w.cancel(
                    time::macros::datetime!(2026-07-01 00:00 UTC),
                    RejectCode::CancellationRequestedByParticipant,
                    "cancelled",
                )
            }),
        ];
        let allowed = [
            (Initialised, "review", Reviewing),
            (Initialised, "send", Pending),
            (Reviewing, "send", Pending),
            (Reviewing, "cancel", Cancelled),
            (Pending, "confirm", Confirmed),
            (Pending, "fail", Failed),
            (Confirmed, "fail", Failed),
            (Failed, "refund", Refunded),
            (Failed, "cancel", Cancelled),
            (Failed, "retry", Pending),
        ];
        let all = [
            Initialised,
            Reviewing,
            Pending,
            Confirmed,
            Failed,
            Refunded,
            Cancelled,
        ];
        for from in all {
            for (name, apply) in moves {
                let mut w = sample(at);
                w.status = from;
                let before = w.status_message.clone();
                let result = apply(&mut w);
                match allowed.iter().find(|(f, m, _)| *f == from && *m == name) {
                    Some((_, _, to)) => {
                        assert!(result.is_ok(), "{from:?} {name}");
                        assert_eq!(w.status, *to, "{from:?} {name}");
                    }
                    None => {
                        let refused = result.expect_err(name);
                        assert_eq!(refused.from, from.as_str());
                        assert_eq!((w.status, w.status_message), (from, before));
                    }
                }
            }
        }
    }

    fn sample(at: OffsetDateTime) -> Withdrawal {
        Withdrawal::new(NewWithdrawal {
            id: WithdrawalId::from_text("wd_1"),
            account: AccountId::from_text("acc_1"),
            amount: Decimal::ONE,
            currency: CurrencyCode::AUD,
            fee: Decimal::ONE,
            created_at: at,
            sender: Payer::Customer("Demo Pty Ltd".into()),
            recipient: Payee {
                id: None,
                details: Default::default(),
            },
            sub_client: None,
            external_id: None,
            external_reference: None,
            callback_uri: None,
            reason: None,
            route: Route::Osko,
            plan: Plan::Normal,
            institution: None,
        })
    }
}
