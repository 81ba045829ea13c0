//! Conversions between the customer's multi-currency balances.

use rust_decimal::Decimal;

use crate::common::{CallbackUri, DateOrTime};
use crate::input::{Context, Object};
use crate::quotes::FromCurrency;
use crate::{Amount, AsciiText, CurrencyCode, ValidationErrors, Validator, rules};
use payments_types_derive::{input_object, schema_enum};

/// Status of a conversion (`ConversionStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConversionStatus {
    /// Created.
    Initialised,
    /// Being converted.
    Pending,
    /// Converted.
    Converted,
    /// Failed.
    Failed,
    /// Cancelled.
    Cancelled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// A conversion to create (`CreateConversionInput`). Holding one proves: the two currencies
/// differ; `currency`, when given, is one of them; the amount is positive with at most that
/// currency's minor-unit decimals.
#[input_object(read_with = Self::read_checked)]
#[fields(
    /// The fields of a conversion, each valid on its own; see [`CreateConversionInput::new`].
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct CreateConversionFields;
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateConversionInput {
    /// Currency sold.
    from_currency: FromCurrency,
    /// Currency bought.
    to_currency: CurrencyCode,
    /// Amount, in `currency`.
    #[input(read_as = Decimal)]
    amount: Amount,
    /// Currency of `amount`; `from_currency` when absent.
    currency: Option<CurrencyCode>,
    /// The caller's own identifier.
    external_id: Option<AsciiText>,
    /// Ad hoc webhook address.
    callback_uri: Option<CallbackUri>,
}

/// Checks an FX pair and its amount; shared by conversions and payments.
pub(crate) fn check_fx(
    v: &mut Validator,
    from: FromCurrency,
    to: CurrencyCode,
    amount: Decimal,
    currency: Option<CurrencyCode>,
) -> Option<Amount> {
    let from = CurrencyCode::from(from);
    v.check(
        "toCurrency",
        from != to,
        rules::FX_SAME_CURRENCY,
        "must differ from fromCurrency",
    );
    let in_pair = currency.is_none_or(|c| c == from || c == to);
    v.check(
        "currency",
        in_pair,
        rules::FX_AMOUNT_CURRENCY,
        "must be fromCurrency or toCurrency",
    );
    v.field("amount", Amount::new(amount, currency.unwrap_or(from)))
}

impl CreateConversionInput {
    /// Checks the rules between fields; every failure is reported.
    pub fn new(fields: CreateConversionFields) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        let amount = check_fx(
            &mut v,
            fields.from_currency,
            fields.to_currency,
            fields.amount,
            fields.currency,
        );
        v.finish_with(|| Some(Self::from_fields(fields, amount?)))
    }

    /// The end of reading: the amount and currency rules (all `new` checks) need only those
    /// four fields: checked once they passed their own rules, so that they are reported with
    /// the other fields' failures.
    fn read_checked(
        o: &mut Object<'_>,
        _: &Context,
        read: CreateConversionInputRead,
    ) -> Option<Self> {
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
        Some(Self::from_fields(read.into_fields()?, checked_amount?))
    }
}

/// Filters of `conversions`.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionQueryInput {
    /// Statuses to include.
    pub statuses: Option<Vec<ConversionStatus>>,
    /// Earliest creation time to include.
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[input(not_before = min_created_at)]
    pub max_created_at: Option<DateOrTime>,
}
