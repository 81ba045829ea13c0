//! International (FX) payments.

use rust_decimal::Decimal;

use crate::common::{CallbackUri, DateOrTime, Id, IdempotencyKey};
use crate::conversions::check_fx;
use crate::input::{Context, Object, ReadInput};
use crate::quotes::FromCurrency;
use crate::recipients::RecipientInput;
use crate::senders::SenderInput;
use crate::withdrawals::check_parties;
use crate::{Amount, AsciiText, CurrencyCode, ValidationErrors, Validator};
use payments_types_derive::{input_object, schema_enum};

/// Status of a payment (`PaymentStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PaymentStatus {
    /// Created.
    Created,
    /// Complete.
    Complete,
    /// Failed.
    Failed,
    /// Cancelled.
    Cancelled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// Origin of a payment's funds (`SourceOfFunds`), mandatory for some destinations.
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SourceOfFunds {
    /// Business income.
    BusinessIncome,
    /// A gift.
    Gift,
    /// An inheritance.
    Inheritance,
    /// Investment returns.
    Investment,
    /// A loan.
    Loan,
    /// Another source.
    Other,
    /// Salary or wages.
    Salary,
    /// Sale of assets.
    SaleOfAssets,
    /// Savings.
    Savings,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// A payment to create (`CreatePaymentInput`). Holding one proves: the currencies differ and
/// the amount fits the currency it is given in; exactly one of `recipientId` and `recipient`;
/// at most one of `senderId` and `sender`.
#[input_object(read_with = Self::read_checked)]
#[fields(
    /// The fields of a payment, each valid on its own; see [`CreatePaymentInput::new`].
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct CreatePaymentFields;
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreatePaymentInput {
    /// Currency sold.
    from_currency: FromCurrency,
    /// Currency delivered.
    to_currency: CurrencyCode,
    /// Amount, in `currency`.
    #[input(read_as = Decimal)]
    amount: Amount,
    /// Currency of `amount`; `from_currency` when absent.
    currency: Option<CurrencyCode>,
    /// Pre-created sender.
    sender_id: Option<Id>,
    /// Inline sender.
    sender: Option<SenderInput>,
    /// Pre-created recipient (or `recipient`).
    recipient_id: Option<Id>,
    /// Inline recipient (or `recipient_id`).
    recipient: Option<RecipientInput>,
    /// Sub-client the payment is made for.
    sub_client_id: Option<Id>,
    /// The caller's own identifier.
    external_id: Option<AsciiText>,
    /// Ad hoc webhook address.
    callback_uri: Option<CallbackUri>,
    /// Source of funds.
    source_of_funds: Option<SourceOfFunds>,
    /// Key that makes retries safe; [`CreatePaymentInput::new`] generates one when absent.
    #[input(idempotency_key)]
    idempotency_key: Option<IdempotencyKey>,
}

impl CreatePaymentInput {
    /// Checks the amount and currencies, then the rules between fields; every failure is
    /// reported.
    ///
    /// The payment keeps the fields' idempotency key, or a fresh one
    /// ([`IdempotencyKey::generate`]) when they have none: sending this value again can never
    /// pay twice. For a second, identical payment build a second input, or set a new key with
    /// [`with_idempotency_key`](Self::with_idempotency_key).
    pub fn new(fields: CreatePaymentFields) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        let amount = check_fx(
            &mut v,
            fields.from_currency,
            fields.to_currency,
            fields.amount,
            fields.currency,
        );
        Self::combine(fields, amount, v).map(ReadInput::keyed)
    }

    /// The rules between fields, after the amount's findings already in `v` (`amount` is
    /// `None` only when `v` holds its failure); then the value.
    fn combine(
        fields: CreatePaymentFields,
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
        v.finish_with(|| Some(Self::from_fields(fields, amount?)))
    }

    /// The end of reading: the amount and currency rules need only those four fields: checked
    /// once they passed their own rules, so that they are reported with the other fields'
    /// failures; the rules between fields once every field passed.
    fn read_checked(o: &mut Object<'_>, _: &Context, read: CreatePaymentInputRead) -> Option<Self> {
        let checked_amount = match (
            read.from_currency,
            read.to_currency,
            read.amount,
            read.currency,
        ) {
            (Some(from), Some(to), Some(amount), Some(currency)) => {
                check_fx(o.validator(), from, to, amount, currency)
            }
            _ => None,
        };
        let fields = read.into_fields()?;
        let amount = checked_amount?;
        o.validator()
            .nested("", Self::combine(fields, Some(amount), Validator::new()))
    }
}

/// Filters of the payment list query.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PaymentQueryInput {
    /// Statuses to include.
    pub statuses: Option<Vec<PaymentStatus>>,
    /// Only payments of this sub-client.
    pub sub_client_id: Option<Id>,
    /// Earliest creation time to include.
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[input(not_before = min_created_at)]
    pub max_created_at: Option<DateOrTime>,
}
