//! Withdrawals: pay-outs from the balance to bank accounts.

use rust_decimal::Decimal;

use crate::common::{CallbackUri, DateOrTime, Id, IdempotencyKey};
use crate::input::{Context, FromInput, Object, ReadInput, passed};
use crate::institutions::{InstitutionInput, check_instructing_institution};
use crate::macros::{getters, input_deserialize};
use crate::recipients::{AccountIdType, RecipientInput};
use crate::senders::SenderInput;
use crate::{
    Amount, AsciiText, CurrencyCode, ExternalReference, ValidationErrors, Validator, rules,
};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Status of a withdrawal (`WithdrawalStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "WithdrawalStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Rejection code of a cancelled withdrawal (`RejectCode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "RejectCode",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
pub enum RejectCode {
    /// Cancellation requested by a participant.
    CancellationRequestedByParticipant,
    /// The RFI reply about the source of funds was inadequate.
    SourceOfFundsInadequate,
    /// The RFI reply was inadequate.
    DataEnquiryResponseInadequate,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Purpose code of a payout (`TransactionReason`, formerly `WithdrawalReason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "TransactionReason",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// The fields of a withdrawal to create, each already valid on its own; turned into a
/// [`CreateWithdrawalInput`] by [`CreateWithdrawalInput::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateWithdrawalFields {
    /// Amount, checked against `currency`'s precision by `new`.
    pub amount: Decimal,
    /// Currency of the amount.
    pub currency: CurrencyCode,
    /// Pre-created recipient (or `recipient`).
    pub recipient_id: Option<Id>,
    /// Inline recipient (or `recipient_id`).
    pub recipient: Option<RecipientInput>,
    /// Pre-created sender.
    pub sender_id: Option<Id>,
    /// Inline sender.
    pub sender: Option<SenderInput>,
    /// Sub-client that becomes the sender.
    pub sub_client_id: Option<Id>,
    /// Text on the recipient's bank statement.
    pub external_reference: Option<ExternalReference>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
    /// Key that makes retries safe; [`CreateWithdrawalInput::new`] generates one when absent.
    pub idempotency_key: Option<IdempotencyKey>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<CallbackUri>,
    /// Purpose code.
    pub reason: Option<TransactionReason>,
    /// Existing instructing institution.
    pub instructing_institution_id: Option<Id>,
    /// Instructing institution details.
    pub instructing_institution: Option<InstitutionInput>,
}

impl CreateWithdrawalFields {
    /// A withdrawal of `amount` `currency` to a pre-created recipient; everything else empty.
    pub fn to_recipient(amount: Decimal, currency: CurrencyCode, recipient_id: Id) -> Self {
        Self::with(amount, currency, Some(recipient_id), None)
    }

    /// A withdrawal of `amount` `currency` to an inline recipient; everything else empty.
    pub fn to_inline_recipient(
        amount: Decimal,
        currency: CurrencyCode,
        recipient: RecipientInput,
    ) -> Self {
        Self::with(amount, currency, None, Some(recipient))
    }

    fn with(
        amount: Decimal,
        currency: CurrencyCode,
        recipient_id: Option<Id>,
        recipient: Option<RecipientInput>,
    ) -> Self {
        Self {
            amount,
            currency,
            recipient_id,
            recipient,
            sender_id: None,
            sender: None,
            sub_client_id: None,
            external_reference: None,
            external_id: None,
            idempotency_key: None,
            callback_uri: None,
            reason: None,
            instructing_institution_id: None,
            instructing_institution: None,
        }
    }
}

/// A withdrawal to create (`CreateWithdrawalInput`).
///
/// Holding one proves, beyond each field's own rules: the amount is positive and has at most
/// the currency's minor-unit decimals; exactly one of `recipientId` and `recipient`; at most
/// one of `senderId` and `sender`, and of `instructingInstitutionId` and
/// `instructingInstitution`; an inline recipient's names do not look like domain names, and
/// an inline AUD recipient is identified by `BSB` or `PAYID`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "CreateWithdrawalInput")
)]
pub struct CreateWithdrawalInput {
    amount: Amount,
    currency: CurrencyCode,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    recipient_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    recipient: Option<RecipientInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    sender_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    sender: Option<SenderInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    sub_client_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_reference: Option<ExternalReference>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    idempotency_key: Option<IdempotencyKey>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    callback_uri: Option<CallbackUri>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    reason: Option<TransactionReason>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    instructing_institution_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    instructing_institution: Option<InstitutionInput>,
}

getters!(CreateWithdrawalInput {
    amount: Amount,
    currency: CurrencyCode,
    recipient_id: Option<Id>,
    recipient: Option<RecipientInput>,
    sender_id: Option<Id>,
    sender: Option<SenderInput>,
    sub_client_id: Option<Id>,
    external_reference: Option<ExternalReference>,
    external_id: Option<AsciiText>,
    idempotency_key: Option<IdempotencyKey>,
    callback_uri: Option<CallbackUri>,
    reason: Option<TransactionReason>,
    instructing_institution_id: Option<Id>,
    instructing_institution: Option<InstitutionInput>,
});

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
        v.finish_with(|| {
            let CreateWithdrawalFields {
                amount: _,
                currency,
                recipient_id,
                recipient,
                sender_id,
                sender,
                sub_client_id,
                external_reference,
                external_id,
                idempotency_key,
                callback_uri,
                reason,
                instructing_institution_id,
                instructing_institution,
            } = fields;
            Some(Self {
                amount: amount?,
                currency,
                recipient_id,
                recipient,
                sender_id,
                sender,
                sub_client_id,
                external_reference,
                external_id,
                idempotency_key,
                callback_uri,
                reason,
                instructing_institution_id,
                instructing_institution,
            })
        })
    }

    /// The same withdrawal with `key` as its idempotency key (a new key makes it a new
    /// withdrawal; the same key, the same one).
    pub fn with_idempotency_key(mut self, key: IdempotencyKey) -> Self {
        self.idempotency_key = Some(key);
        self
    }
}

impl FromInput for CreateWithdrawalInput {
    const TYPE_NAME: &'static str = "CreateWithdrawalInput";
}

impl crate::input::ReadInput for CreateWithdrawalInput {
    fn keyed(mut self) -> Self {
        self.idempotency_key
            .get_or_insert_with(IdempotencyKey::generate);
        self
    }

    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let amount = o.decimal("amount");
        let currency = o.enumeration("currency");
        let recipient_id = o.optional_string("recipientId", Id::parse);
        let recipient = o.optional_object("recipient", ctx);
        let sender_id = o.optional_string("senderId", Id::parse);
        let sender = o.optional_object("sender", ctx);
        let sub_client_id = o.optional_string("subClientId", Id::parse);
        let external_reference = o.optional_string("externalReference", ExternalReference::parse);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        let idempotency_key = o.optional_string("idempotencyKey", IdempotencyKey::parse);
        let callback_uri = o.optional_string("callbackUri", CallbackUri::parse);
        let reason = o.optional_enumeration("reason");
        let instructing_institution_id = o.optional_string("instructingInstitutionId", Id::parse);
        let instructing_institution = o.optional_object("instructingInstitution", ctx);
        // The amount's rules need only the currency, and an inline recipient's names only the
        // recipient: checked now, so that they are reported with the other fields' failures.
        let checked_amount = match (amount, currency) {
            (Some(value), Some(currency)) => {
                o.validator().field("amount", Amount::new(value, currency))
            }
            _ => None,
        };
        check_recipient_names(o.validator(), passed(&recipient));
        let fields = CreateWithdrawalFields {
            amount: amount?,
            currency: currency?,
            recipient_id: recipient_id?,
            recipient: recipient?,
            sender_id: sender_id?,
            sender: sender?,
            sub_client_id: sub_client_id?,
            external_reference: external_reference?,
            external_id: external_id?,
            idempotency_key: idempotency_key?,
            callback_uri: callback_uri?,
            reason: reason?,
            instructing_institution_id: instructing_institution_id?,
            instructing_institution: instructing_institution?,
        };
        let amount = checked_amount?;
        o.validator().nested(
            "",
            CreateWithdrawalInput::combine(fields, Some(amount), Validator::new()),
        )
    }
}

input_deserialize!(CreateWithdrawalInput);

/// Filters for `withdrawals`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "WithdrawalQueryInput")
)]
pub struct WithdrawalQueryInput {
    /// Statuses to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub statuses: Option<Vec<WithdrawalStatus>>,
    /// Latest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub max_created_at: Option<DateOrTime>,
    /// Only withdrawals of this sub-client.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub sub_client_id: Option<Id>,
}

impl FromInput for WithdrawalQueryInput {
    const TYPE_NAME: &'static str = "WithdrawalQueryInput";
}

impl crate::input::ReadInput for WithdrawalQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let statuses = o.optional_enumeration_list("statuses");
        let max_created_at = o.optional_string("maxCreatedAt", DateOrTime::parse);
        let sub_client_id = o.optional_string("subClientId", Id::parse);
        Some(Self {
            statuses: statuses?,
            max_created_at: max_created_at?,
            sub_client_id: sub_client_id?,
        })
    }
}

input_deserialize!(WithdrawalQueryInput);
