//! The output layer: typed records to JSON, the one place the simulator writes JSON for what
//! it serves. GraphQL objects ([`objects`]) and webhook payloads ([`payloads`]) of every
//! resource, and the small helpers they share.
//!
//! Amounts are written as JSON numbers (rounded to 8 places; they are already at their minor
//! unit), instants as ISO 8601 in UTC, absent values as `null`.

pub mod control;
pub mod objects;
pub mod parties;
pub mod payloads;

use std::fmt::Display;

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use serde_json::{Map, Value, json};
use time::OffsetDateTime;

use crate::domain::reply::Reply;

/// An instant as ISO 8601 in UTC (`2026-07-01T00:00:00Z`).
pub fn iso(t: OffsetDateTime) -> String {
    t.to_offset(time::UtcOffset::UTC)
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

/// An optional instant as ISO 8601, or `null`.
pub fn opt_iso(t: Option<OffsetDateTime>) -> Value {
    t.map_or(Value::Null, |t| Value::String(iso(t)))
}

/// A decimal as a JSON number (rounded to 8 places).
pub fn num(d: Decimal) -> Value {
    d.round_dp(8)
        .to_f64()
        .and_then(serde_json::Number::from_f64)
        .map_or(Value::Null, Value::Number)
}

/// A value's text, or `null`.
pub fn text<T: Display + ?Sized>(v: Option<&T>) -> Value {
    v.map_or(Value::Null, |v| Value::String(v.to_string()))
}

/// A mutation reply: `{success: true, code, message, <field>: record}` (no record field when
/// `field` is empty).
pub fn reply<T>(r: &Reply<T>, field: &str, record: Value) -> Value {
    let mut m = Map::new();
    m.insert("success".into(), json!(true));
    m.insert("code".into(), json!(r.code));
    m.insert("message".into(), json!(r.message));
    if !field.is_empty() {
        m.insert(field.into(), record);
    }
    Value::Object(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_amounts_and_absent_values() {
        let t = time::macros::datetime!(2026-07-01 10:00 +10:00);
        assert_eq!(iso(t), "2026-07-01T00:00:00Z");
        assert_eq!(opt_iso(None), Value::Null);
        assert_eq!(num(Decimal::new(1010, 2)).to_string(), "10.1");
        assert_eq!(num(Decimal::ZERO).to_string(), "0.0");
        assert_eq!(text::<str>(None), Value::Null);
        assert_eq!(text(Some("x")), json!("x"));
    }
}
