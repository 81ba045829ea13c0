//! International (FX) payments.

use rust_decimal::Decimal;

use crate::common::{CallbackUri, DateOrTime, Id, IdempotencyKey, check_range};
use crate::conversions::check_fx;
use crate::input::{Context, FromInput, Object, ReadInput};
use crate::macros::{getters, input_deserialize};
use crate::quotes::FromCurrency;
use crate::recipients::RecipientInput;
use crate::senders::SenderInput;
use crate::withdrawals::check_parties;
use crate::{Amount, AsciiText, CurrencyCode, ValidationErrors, Validator};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Status of a payment (`PaymentStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "PaymentStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Origin of a payment's funds (`SourceOfFunds`), mandatory for some destinations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "SourceOfFunds",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// The fields of a payment, each valid on its own; see [`CreatePaymentInput::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreatePaymentFields {
    /// Currency sold.
    pub from_currency: FromCurrency,
    /// Currency delivered.
    pub to_currency: CurrencyCode,
    /// Amount, in `currency`.
    pub amount: Decimal,
    /// Currency of `amount`; `from_currency` when absent.
    pub currency: Option<CurrencyCode>,
    /// Pre-created sender.
    pub sender_id: Option<Id>,
    /// Inline sender.
    pub sender: Option<SenderInput>,
    /// Pre-created recipient (or `recipient`).
    pub recipient_id: Option<Id>,
    /// Inline recipient (or `recipient_id`).
    pub recipient: Option<RecipientInput>,
    /// Sub-client the payment is made for.
    pub sub_client_id: Option<Id>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
    /// Ad hoc webhook address.
    pub callback_uri: Option<CallbackUri>,
    /// Source of funds.
    pub source_of_funds: Option<SourceOfFunds>,
    /// Key that makes retries safe; [`CreatePaymentInput::new`] generates one when absent.
    pub idempotency_key: Option<IdempotencyKey>,
}

/// A payment to create (`CreatePaymentInput`). Holding one proves: the currencies differ and
/// the amount fits the currency it is given in; exactly one of `recipientId` and `recipient`;
/// at most one of `senderId` and `sender`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "CreatePaymentInput")
)]
pub struct CreatePaymentInput {
    from_currency: FromCurrency,
    to_currency: CurrencyCode,
    amount: Amount,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    currency: Option<CurrencyCode>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    sender_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    sender: Option<SenderInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    recipient_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    recipient: Option<RecipientInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    sub_client_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    callback_uri: Option<CallbackUri>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    source_of_funds: Option<SourceOfFunds>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    idempotency_key: Option<IdempotencyKey>,
}

getters!(CreatePaymentInput {
    from_currency: FromCurrency,
    to_currency: CurrencyCode,
    amount: Amount,
    currency: Option<CurrencyCode>,
    sender_id: Option<Id>,
    sender: Option<SenderInput>,
    recipient_id: Option<Id>,
    recipient: Option<RecipientInput>,
    sub_client_id: Option<Id>,
    external_id: Option<AsciiText>,
    callback_uri: Option<CallbackUri>,
    source_of_funds: Option<SourceOfFunds>,
    idempotency_key: Option<IdempotencyKey>,
});

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
        v.finish_with(|| {
            let CreatePaymentFields {
                from_currency,
                to_currency,
                amount: _,
                currency,
                sender_id,
                sender,
                recipient_id,
                recipient,
                sub_client_id,
                external_id,
                callback_uri,
                source_of_funds,
                idempotency_key,
            } = fields;
            Some(Self {
                from_currency,
                to_currency,
                amount: amount?,
                currency,
                sender_id,
                sender,
                recipient_id,
                recipient,
                sub_client_id,
                external_id,
                callback_uri,
                source_of_funds,
                idempotency_key,
            })
        })
    }

    /// The same payment with `key` as its idempotency key.
    pub fn with_idempotency_key(mut self, key: IdempotencyKey) -> Self {
        self.idempotency_key = Some(key);
        self
    }
}

impl FromInput for CreatePaymentInput {
    const TYPE_NAME: &'static str = "CreatePaymentInput";
}

impl crate::input::ReadInput for CreatePaymentInput {
    fn keyed(mut self) -> Self {
        self.idempotency_key
            .get_or_insert_with(IdempotencyKey::generate);
        self
    }

    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let from_currency = o.enumeration("fromCurrency");
        let to_currency = o.enumeration("toCurrency");
        let amount = o.decimal("amount");
        let currency = o.optional_enumeration("currency");
        let sender_id = o.optional_string("senderId", Id::parse);
        let sender = o.optional_object("sender", ctx);
        let recipient_id = o.optional_string("recipientId", Id::parse);
        let recipient = o.optional_object("recipient", ctx);
        let sub_client_id = o.optional_string("subClientId", Id::parse);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        let callback_uri = o.optional_string("callbackUri", CallbackUri::parse);
        let source_of_funds = o.optional_enumeration("sourceOfFunds");
        let idempotency_key = o.optional_string("idempotencyKey", IdempotencyKey::parse);
        // The amount and currency rules need only those four fields: checked now, so that
        // they are reported with the other fields' failures.
        let checked_amount = match (from_currency, to_currency, amount, currency) {
            (Some(from), Some(to), Some(amount), Some(currency)) => {
                check_fx(o.validator(), from, to, amount, currency)
            }
            _ => None,
        };
        let fields = CreatePaymentFields {
            from_currency: from_currency?,
            to_currency: to_currency?,
            amount: amount?,
            currency: currency?,
            sender_id: sender_id?,
            sender: sender?,
            recipient_id: recipient_id?,
            recipient: recipient?,
            sub_client_id: sub_client_id?,
            external_id: external_id?,
            callback_uri: callback_uri?,
            source_of_funds: source_of_funds?,
            idempotency_key: idempotency_key?,
        };
        let amount = checked_amount?;
        o.validator().nested(
            "",
            CreatePaymentInput::combine(fields, Some(amount), Validator::new()),
        )
    }
}

input_deserialize!(CreatePaymentInput);

/// Filters of the payment list query.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "PaymentQueryInput")
)]
pub struct PaymentQueryInput {
    /// Statuses to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub statuses: Option<Vec<PaymentStatus>>,
    /// Only payments of this sub-client.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub sub_client_id: Option<Id>,
    /// Earliest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub max_created_at: Option<DateOrTime>,
}

impl FromInput for PaymentQueryInput {
    const TYPE_NAME: &'static str = "PaymentQueryInput";
}

impl crate::input::ReadInput for PaymentQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let statuses = o.optional_enumeration_list("statuses");
        let sub_client_id = o.optional_string("subClientId", Id::parse);
        let min_created_at = o.optional_string("minCreatedAt", DateOrTime::parse);
        let max_created_at = o.optional_string("maxCreatedAt", DateOrTime::parse);
        let (min, max) = (min_created_at?, max_created_at?);
        check_range(o.validator(), "maxCreatedAt", min.as_ref(), max.as_ref());
        Some(Self {
            statuses: statuses?,
            sub_client_id: sub_client_id?,
            min_created_at: min,
            max_created_at: max,
        })
    }
}

input_deserialize!(PaymentQueryInput);
