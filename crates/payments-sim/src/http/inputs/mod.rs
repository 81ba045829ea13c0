//! What a person or a tool sends to act on the sandbox (a control API body, a portal form),
//! read into the domain's typed inputs. One reader per action, used by both `control.rs` and
//! `portal.rs`, so the two refuse the same things with the same field names and rules; every
//! field with a rule in `payments-types` is read by that type's own constructor.

pub mod accounts;
pub mod clock;
pub mod deposits;
pub mod members;
pub mod webhooks;

use payments_types::{FieldError, rules};
use rust_decimal::Decimal;
use serde_json::Value;

/// A number as JSON gives it, read from its shortest text form (so `10.1` is exactly 10.1).
pub fn decimal(v: &Value) -> Result<Decimal, FieldError> {
    v.as_number()
        .and_then(|n| n.to_string().parse::<Decimal>().ok())
        .ok_or_else(|| FieldError::new(rules::TYPE, "must be a number"))
}

/// A form field meant to hold a number, as the JSON value the control API would get: the
/// number when the text is one, the text otherwise (refused by the reader as not a number),
/// nothing when it is empty.
pub fn form_number(text: &str) -> Option<Value> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    Some(
        text.parse::<serde_json::Number>()
            .map_or_else(|_| Value::String(text.to_owned()), Value::Number),
    )
}

/// A form field's text: empty or blank counts as not given.
pub fn given(v: &str) -> Option<String> {
    Some(v.trim().to_owned()).filter(|s| !s.is_empty())
}
