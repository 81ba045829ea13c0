//! Quotes: deterministic bid and ask per currency pair and size, valid for 30 seconds.
//!
//! Mid rates are fixed per currency in US dollars ([`usd_value`]); the spread is 0.5 % of mid
//! (1 % above a size of 1,000,000), split evenly around mid. The symbol follows market
//! convention (EUR, GBP, AUD, NZD, USD, CAD, CHF, SGD as base, in that order of priority);
//! `inverted` is true when the currency sold is the quote currency of the symbol.

use payments_types::CurrencyCode;
use payments_types::quotes::{QuoteApplicability, QuoteInput};
use rust_decimal::Decimal;
use time::{Duration, OffsetDateTime};

/// Value of one unit of `currency` in USD (a fixed table).
pub fn usd_value(currency: CurrencyCode) -> Decimal {
    use CurrencyCode::*;
    let (n, scale) = match currency {
        USD => (1, 0),
        AUD => (6600, 4),
        EUR => (10800, 4),
        GBP => (12700, 4),
        NZD => (6000, 4),
        CAD => (7300, 4),
        CHF => (11200, 4),
        SGD => (7400, 4),
        JPY => (67, 4),
        CNY => (1380, 4),
        HKD => (1280, 4),
        INR => (120, 4),
        IDR => (6, 5),
        MXN => (580, 4),
        PHP => (175, 4),
        AED => (2720, 4),
        Unknown => (1, 0),
    };
    Decimal::new(n, scale)
}

const BASE_PRIORITY: [CurrencyCode; 8] = {
    use CurrencyCode::*;
    [EUR, GBP, AUD, NZD, USD, CAD, CHF, SGD]
};

fn priority(c: CurrencyCode) -> usize {
    BASE_PRIORITY
        .iter()
        .position(|x| *x == c)
        .unwrap_or(BASE_PRIORITY.len())
}

/// Mid rate: units of `to` per unit of `from`.
pub fn mid(from: CurrencyCode, to: CurrencyCode) -> Decimal {
    (usd_value(from) / usd_value(to)).round_dp(6)
}

/// A priced quote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    /// Bid.
    pub bid: Decimal,
    /// Ask.
    pub ask: Decimal,
    /// Pair symbol, base first (`EURUSD`).
    pub symbol: String,
    /// When it was priced.
    pub timestamp: OffsetDateTime,
    /// Whether the currency sold is the symbol's quote currency.
    pub inverted: bool,
    /// When it expires.
    pub expire_at: OffsetDateTime,
    /// Usable for conversions (both currencies can be held) or payments only.
    pub applicability: QuoteApplicability,
}

/// `(bid, ask, symbol, inverted)` for selling `from` for `to` at `size`.
pub fn price(
    from: CurrencyCode,
    to: CurrencyCode,
    size: Decimal,
) -> (Decimal, Decimal, String, bool) {
    let inverted = priority(to) < priority(from);
    let (base, quote) = if inverted { (to, from) } else { (from, to) };
    let m = mid(base, quote);
    let spread = if size > Decimal::from(1_000_000) {
        Decimal::new(1, 2)
    } else {
        Decimal::new(5, 3)
    };
    let half = m * spread / Decimal::TWO;
    (
        (m - half).round_dp(6),
        (m + half).round_dp(6),
        format!("{base}{quote}"),
        inverted,
    )
}

/// `quote(input:)` at `now`: without `toCurrency`, USD (AUD when selling USD).
pub fn quote(input: &QuoteInput, now: OffsetDateTime) -> Quote {
    let from = CurrencyCode::from(*input.from_currency());
    let to = match input.to_currency() {
        Some(to) => *to,
        None if from == CurrencyCode::USD => CurrencyCode::AUD,
        None => CurrencyCode::USD,
    };
    let size = input
        .size()
        .as_ref()
        .map_or(Decimal::ONE, |size| size.value());
    let (bid, ask, symbol, inverted) = price(from, to, size);
    Quote {
        bid,
        ask,
        symbol,
        timestamp: now,
        inverted,
        expire_at: now + Duration::seconds(30),
        applicability: applicability(to),
    }
}

/// What a quote into `to` is usable for: conversions when `to` is one of the currencies the
/// service holds balances in (the eight of `FromCurrency`), payments only otherwise.
pub fn applicability(to: CurrencyCode) -> QuoteApplicability {
    if BASE_PRIORITY.contains(&to) {
        QuoteApplicability::Conversion
    } else {
        QuoteApplicability::Payment
    }
}

/// The customer's rate, units of `to` per unit of `from`, as the quote of the pair at `size`
/// gives it: the bid when `from` is the symbol's base, one over the ask when it is the quote
/// currency (an inverted pair), to 6 decimal places.
pub fn rate(from: CurrencyCode, to: CurrencyCode, size: Decimal) -> Decimal {
    let (bid, ask, _, inverted) = price(from, to, size);
    if inverted {
        Decimal::ONE
            .checked_div(ask)
            .unwrap_or_default()
            .round_dp(6)
    } else {
        bid
    }
}
