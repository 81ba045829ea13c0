//! Withdrawals: pay-outs from the balance to bank accounts.

use rust_decimal::Decimal;

use crate::common::{CallbackUri, DateOrTime, Id, IdempotencyKey};
use crate::input::{Context, Object, ReadInput};
use crate::institutions::{InstitutionInput, check_instructing_institution};
use crate::recipients::{AccountIdType, RecipientInput};
use crate::senders::SenderInput;
use crate::{
    Amount, AsciiText, CurrencyCode, ExternalReference, ValidationErrors, Validator, rules,
};
use payments_types_derive::{input_object, schema_enum};

/// Status of a withdrawal (`WithdrawalStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WithdrawalStatus {
    /// Accepted; the balance decreased by amount plus fee.
    Initialised,
    /// Under compliance review.
    Reviewing,
    /// Sent to the recipient bank.
    Pending,
    /// The recipient bank has the money; mostly final.
    Confirmed,
    /// Failed; not final.
    Failed,
    /// Final; the amount is back on the balance, the fee kept.
    Refunded,
    /// Final; cancelled by compliance or by manual action.
    Cancelled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// Rejection code of a cancelled withdrawal (`RejectCode`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RejectCode {
    /// Cancellation requested by a participant.
    CancellationRequestedByParticipant,
    /// The RFI reply about the source of funds was inadequate.
    SourceOfFundsInadequate,
    /// The RFI reply was inadequate.
    DataEnquiryResponseInadequate,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// Purpose code of a payout (`TransactionReason`, formerly `WithdrawalReason`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TransactionReason {
    /// Business expenses.
    BusinessExpenses,
    /// Education.
    Education,
    /// Family support.
    FamilySupport,
    /// Payment for goods.
    Goods,
    /// Investment.
    Investment,
    /// Loan repayment.
    LoanRepayment,
    /// Medical expenses.
    Medical,
    /// Another purpose.
    Other,
    /// Rent.
    Rent,
    /// Salary or wages.
    Salary,
    /// Payment for services.
    Services,
    /// Tax.
    Tax,
    /// Transfer between own accounts.
    OwnAccountTransfer,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// A withdrawal to create (`CreateWithdrawalInput`).
///
/// Holding one proves, beyond each field's own rules: the amount is positive and has at most
/// the currency's minor-unit decimals; exactly one of `recipientId` and `recipient`; at most
/// one of `senderId` and `sender`, and of `instructingInstitutionId` and
/// `instructingInstitution`; an inline recipient's names do not look like domain names, and
/// an inline AUD recipient is identified by `BSB` or `PAYID`.
#[input_object(read_with = Self::read_checked)]
#[fields(
    /// The fields of a withdrawal to create, each already valid on its own; turned into a
    /// [`CreateWithdrawalInput`] by [`CreateWithdrawalInput::new`].
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct CreateWithdrawalFields;
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateWithdrawalInput {
    /// Amount, checked against `currency`'s precision by `new`.
    #[input(read_as = Decimal)]
    amount: Amount,
    /// Currency of the amount.
    currency: CurrencyCode,
    /// Pre-created recipient (or `recipient`).
    recipient_id: Option<Id>,
    /// Inline recipient (or `recipient_id`).
    recipient: Option<RecipientInput>,
    /// Pre-created sender.
    sender_id: Option<Id>,
    /// Inline sender.
    sender: Option<SenderInput>,
    /// Sub-client that becomes the sender.
    sub_client_id: Option<Id>,
    /// Text on the recipient's bank statement.
    external_reference: Option<ExternalReference>,
    /// The caller's own identifier.
    external_id: Option<AsciiText>,
    /// Key that makes retries safe; [`CreateWithdrawalInput::new`] generates one when absent.
    #[input(idempotency_key)]
    idempotency_key: Option<IdempotencyKey>,
    /// Ad hoc webhook address.
    callback_uri: Option<CallbackUri>,
    /// Purpose code.
    reason: Option<TransactionReason>,
    /// Existing instructing institution.
    instructing_institution_id: Option<Id>,
    /// Instructing institution details.
    instructing_institution: Option<InstitutionInput>,
}

impl CreateWithdrawalFields {
    /// A withdrawal of `amount` `currency` to a pre-created recipient; everything else empty.
    pub fn to_recipient(amount: Decimal, currency: CurrencyCode, recipient_id: Id) -> Self {
        Self {
            recipient_id: Some(recipient_id),
            ..Self::with_required(amount, currency)
        }
    }

    /// A withdrawal of `amount` `currency` to an inline recipient; everything else empty.
    pub fn to_inline_recipient(
        amount: Decimal,
        currency: CurrencyCode,
        recipient: RecipientInput,
    ) -> Self {
        Self {
            recipient: Some(recipient),
            ..Self::with_required(amount, currency)
        }
    }
}

/// An inline recipient's names must not look like domain names (the spec's rule for withdrawal
/// parties). Reading from JSON runs this as soon as the recipient passed its own rules, so it is
/// reported with the other fields' failures.
fn check_recipient_names(v: &mut Validator, recipient: Option<&RecipientInput>) {
    if let Some(recipient) = recipient {
        v.nested("recipient", recipient.check_names_not_domain_like());
    }
}

/// The parties of a pay-out or a payment: exactly one of `recipientId` and `recipient`, and
/// `senderId` or `sender`, not both.
pub(crate) fn check_parties(
    v: &mut Validator,
    recipient_id: Option<&Id>,
    recipient: Option<&RecipientInput>,
    sender_id: Option<&Id>,
    sender: Option<&SenderInput>,
) {
    v.check(
        if recipient.is_some() {
            "recipient"
        } else {
            "recipientId"
        },
        recipient_id.is_some() != recipient.is_some(),
        rules::ONE_OF,
        "send exactly one of recipientId and recipient",
    );
    v.check(
        "sender",
        sender_id.is_none() || sender.is_none(),
        rules::ONE_OF,
        "send senderId or sender, not both",
    );
}

impl CreateWithdrawalInput {
    /// Checks the amount against its currency, an inline recipient's names and the rules
    /// between fields; every failure is reported.
    ///
    /// The withdrawal keeps the fields' idempotency key, or a fresh one
    /// ([`IdempotencyKey::generate`]) when they have none: sending this value again (a clone of
    /// it), by the client's retries or the application's, can never pay twice. For a second,
    /// identical payout build a second input, or set a new key with
    /// [`with_idempotency_key`](Self::with_idempotency_key).
    pub fn new(fields: CreateWithdrawalFields, _ctx: &Context) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        let amount = v.field("amount", Amount::new(fields.amount, fields.currency));
        check_recipient_names(&mut v, fields.recipient.as_ref());
        Self::combine(fields, amount, v).map(ReadInput::keyed)
    }

    /// The rules between fields, after the one-field findings already in `v` (`amount` is
    /// `None` only when `v` holds its failure); then the value.
    fn combine(
        fields: CreateWithdrawalFields,
        amount: Option<Amount>,
        mut v: Validator,
    ) -> Result<Self, ValidationErrors> {
        check_parties(
            &mut v,
            fields.recipient_id.as_ref(),
            fields.recipient.as_ref(),
            fields.sender_id.as_ref(),
            fields.sender.as_ref(),
        );
        check_instructing_institution(
            &mut v,
            fields.instructing_institution_id.as_ref(),
            fields.instructing_institution.as_ref(),
        );
        if let Some(recipient) = &fields.recipient {
            v.check(
                "recipient.accountIdType",
                recipient.currency() != &CurrencyCode::AUD
                    || matches!(
                        recipient.account_id_type(),
                        AccountIdType::Bsb | AccountIdType::Payid
                    ),
                rules::RECIPIENT_AUSTRALIAN_ACCOUNT,
                "an inline Australian (AUD) recipient must use accountIdType BSB or PAYID",
            );
        }
        v.finish_with(|| Some(Self::from_fields(fields, amount?)))
    }

    /// The end of reading: the amount's rules need only the currency, and an inline
    /// recipient's names only the recipient: checked once those passed their own rules, so
    /// that they are reported with the other fields' failures; the rules between fields once
    /// every field passed.
    fn read_checked(
        o: &mut Object<'_>,
        _: &Context,
        read: CreateWithdrawalInputRead,
    ) -> Option<Self> {
        let view = read.view();
        let checked_amount = match (view.amount, view.currency) {
            (Some(value), Some(currency)) => o
                .validator()
                .field("amount", Amount::new(*value, *currency)),
            _ => None,
        };
        check_recipient_names(o.validator(), view.recipient);
        let fields = read.into_fields()?;
        let amount = checked_amount?;
        o.validator()
            .nested("", Self::combine(fields, Some(amount), Validator::new()))
    }
}

/// Filters for `withdrawals`.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WithdrawalQueryInput {
    /// Statuses to include.
    pub statuses: Option<Vec<WithdrawalStatus>>,
    /// Latest creation time to include.
    pub max_created_at: Option<DateOrTime>,
    /// Only withdrawals of this sub-client.
    pub sub_client_id: Option<Id>,
}
