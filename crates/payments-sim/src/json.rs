//! Small JSON helpers shared by the resource modules: decimals in and out, reading arguments.

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

use crate::ApiError;
use crate::validate::FieldIssue;

/// A decimal as a JSON number (rounded to 8 places; amounts are already at their minor unit).
pub fn num(d: Decimal) -> Value {
    d.round_dp(8)
        .to_f64()
        .and_then(serde_json::Number::from_f64)
        .map(Value::Number)
        .unwrap_or(Value::Null)
}

/// A JSON number as a decimal, read from its shortest text form (so `10.1` is exactly 10.1).
pub fn decimal(v: &Value) -> Option<Decimal> {
    match v {
        Value::Number(n) => n
            .to_string()
            .parse::<Decimal>()
            .ok()
            .or_else(|| n.as_f64().and_then(Decimal::from_f64_retain)),
        _ => None,
    }
}

/// Deserializes an argument object into `T`, turning a shape mismatch into a validation error.
pub fn parse<T: DeserializeOwned>(field: &str, v: &Value) -> Result<T, ApiError> {
    let v = if v.is_null() {
        Value::Object(Map::new())
    } else {
        v.clone()
    };
    serde_json::from_value(v).map_err(|e| {
        ApiError::Validation(vec![FieldIssue::new(
            field,
            "shape",
            format!("unexpected input shape: {e}"),
        )])
    })
}

/// Reads a string argument.
pub fn str_arg<'a>(args: &'a Value, name: &str) -> Option<&'a str> {
    args.get(name).and_then(Value::as_str)
}

/// A mutation reply: `{success, code, message, <record_field>: record}`.
pub fn reply(code: &str, message: &str, record_field: &str, record: Value) -> Value {
    let mut m = Map::new();
    m.insert("success".into(), json!(true));
    m.insert("code".into(), json!(code));
    m.insert("message".into(), json!(message));
    if !record_field.is_empty() {
        m.insert(record_field.into(), record);
    }
    Value::Object(m)
}

/// Serde helper: an optional decimal read from a JSON number.
pub mod opt_decimal {
    use super::*;
    use serde::Deserialize;

    /// Deserialize an optional decimal from a JSON number.
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Decimal>, D::Error> {
        let v = Option::<Value>::deserialize(d)?;
        match v {
            None | Some(Value::Null) => Ok(None),
            Some(v) => decimal(&v)
                .map(Some)
                .ok_or_else(|| serde::de::Error::custom("expected a number")),
        }
    }
}

/// Serde helper: a decimal read from a JSON number.
pub mod req_decimal {
    use super::*;
    use serde::Deserialize;

    /// Deserialize a decimal from a JSON number.
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Decimal, D::Error> {
        let v = Value::deserialize(d)?;
        decimal(&v).ok_or_else(|| serde::de::Error::custom("expected a number"))
    }
}

/// Drops `null` members so that stored inputs compare and print cleanly.
pub fn strip_nulls(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), strip_nulls(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(strip_nulls).collect()),
        other => other.clone(),
    }
}

/// A non-empty string member of a JSON object.
pub fn s<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

/// Whether a string member equals `want` (used by list filters; `None` filter matches all).
pub fn matches(record: &Value, key: &str, want: Option<&str>) -> bool {
    match want {
        None => true,
        Some(w) => s(record, key).is_some_and(|v| v.eq_ignore_ascii_case(w)),
    }
}
