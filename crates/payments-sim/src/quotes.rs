//! Quotes: deterministic bid/ask per pair and size, 30 s validity, applicability.
//!
//! Mid rates are fixed per currency in US dollars ([`usd_value`]); the spread is 0.5 % of mid
//! (1 % above 1,000,000 of size), split evenly around mid. The symbol follows market convention
//! (EUR, GBP, AUD, NZD, USD, CAD, CHF, SGD, ... as base in that order of priority);
//! `inverted` is true when the currency sold is the quote currency of the symbol.

use rust_decimal::Decimal;
use serde_json::{Value, json};
use time::Duration;

use crate::ApiError;
use crate::auth::Caller;
use crate::clock::iso;
use crate::json::num;
use crate::store::Store;
use crate::validate as v;
use payments_types::quotes::QuoteInput;

/// Value of one unit of `currency` in USD (fixed table).
pub fn usd_value(currency: &str) -> Decimal {
    let (n, scale) = match currency {
        "USD" => (1, 0),
        "AUD" => (6600, 4),
        "EUR" => (10800, 4),
        "GBP" => (12700, 4),
        "NZD" => (6000, 4),
        "CAD" => (7300, 4),
        "CHF" => (11200, 4),
        "SGD" => (7400, 4),
        "JPY" => (67, 4),
        "CNY" => (1380, 4),
        "HKD" => (1280, 4),
        "INR" => (120, 4),
        "IDR" => (6, 5),
        "MXN" => (580, 4),
        "PHP" => (175, 4),
        "AED" => (2720, 4),
        _ => (1, 0),
    };
    Decimal::new(n, scale)
}

const BASE_PRIORITY: &[&str] = &["EUR", "GBP", "AUD", "NZD", "USD", "CAD", "CHF", "SGD"];

fn priority(c: &str) -> usize {
    BASE_PRIORITY
        .iter()
        .position(|x| *x == c)
        .unwrap_or(BASE_PRIORITY.len())
}

/// Mid rate: units of `to` per unit of `from`.
pub fn mid(from: &str, to: &str) -> Decimal {
    (usd_value(from) / usd_value(to)).round_dp(6)
}

/// `(bid, ask, symbol, inverted)` for selling `from` for `to` at `size`.
pub fn price(from: &str, to: &str, size: Decimal) -> (Decimal, Decimal, String, bool) {
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

/// `quote(input:)`.
pub fn quote(store: &mut Store, _caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let i = args.get("input").cloned().unwrap_or(Value::Null);
    let input = v::input::<QuoteInput>(&i, store.now().date())?;
    let from = input.from_currency().as_str();
    let to = match input.to_currency() {
        Some(to) => to.as_str(),
        None if from == "USD" => "AUD",
        None => "USD",
    };
    let size = input.size().map_or(Decimal::ONE, |size| size.value());
    let (bid, ask, symbol, inverted) = price(from, to, size);
    let now = store.now();
    let holdable = BASE_PRIORITY.contains(&to);
    Ok(json!({
        "bid": num(bid), "ask": num(ask), "symbol": symbol, "timestamp": iso(now), "inverted": inverted,
        "expireAt": iso(now + Duration::seconds(30)), "applicability": if holdable { "CONVERSION" } else { "PAYMENT" },
    }))
}
