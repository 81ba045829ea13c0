//! Balances and the one-day statement of the primary balance.

use payments_types::CurrencyCode;
use payments_types::statements::StatementQueryInput;
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::service::Service;
use crate::store::ledger::Entry;

/// One balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Balance {
    /// Currency.
    pub currency: CurrencyCode,
    /// The primary (cleared) balance.
    pub cleared: Decimal,
    /// Short-lived pending amount (always 0 here).
    pub pending: Decimal,
}

/// `balances(currencies:)`: the given currencies in the given order, or every open balance.
pub fn balances(
    service: &Service,
    caller: &Caller,
    currencies: Option<&[CurrencyCode]>,
) -> Vec<Balance> {
    let Some(acc) = service.account(&caller.account) else {
        return Vec::new();
    };
    let all: Vec<CurrencyCode>;
    let currencies = match currencies {
        Some(c) => c,
        None => {
            all = acc.ledger.currencies().collect();
            &all
        }
    };
    currencies
        .iter()
        .map(|&currency| Balance {
            currency,
            cleared: acc.ledger.balance(currency),
            pending: Decimal::ZERO,
        })
        .collect()
}

/// A statement: one day of movements of one currency's balance.
#[derive(Debug, Clone, PartialEq)]
pub struct Statement<'a> {
    /// Start of the day (UTC).
    pub from: OffsetDateTime,
    /// End of the day (UTC, exclusive).
    pub to: OffsetDateTime,
    /// The movements, oldest first.
    pub rows: Vec<&'a Entry>,
}

/// `statement(input:)`: exactly one day from `fromDate` (offsets honoured), AUD by default.
pub fn statement<'a>(
    service: &'a Service,
    caller: &Caller,
    input: &StatementQueryInput,
) -> Result<Statement<'a>, ApiError> {
    let (from, to) = input.from_date.period();
    let currency = input.currency.unwrap_or(CurrencyCode::AUD);
    let acc = service
        .account(&caller.account)
        .ok_or_else(|| ApiError::not_found("account", "token", caller.account.as_str()))?;
    Ok(Statement {
        from,
        to,
        rows: acc.ledger.rows(currency, from, to).collect(),
    })
}
