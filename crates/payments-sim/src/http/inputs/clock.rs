//! `POST /sim/clock/advance {"seconds"}` and the portal's Advance form.

use payments_types::{FieldError, rules};
use serde_json::Value;

use crate::model::error::ApiError;

/// How far to move the clock: a JSON number (a form's text goes through
/// [`super::form_number`]). Whether the clock can make the move is
/// [`crate::actions::advance_clock`]'s to judge.
pub fn seconds(v: Option<&Value>) -> Result<f64, ApiError> {
    let e = match v {
        Some(Value::Number(n)) => match n.as_f64() {
            Some(s) => return Ok(s),
            None => FieldError::new(rules::TYPE, "must be a number of seconds, e.g. 3600"),
        },
        None | Some(Value::Null) => FieldError::required(),
        Some(_) => FieldError::new(rules::TYPE, "must be a number of seconds, e.g. 3600"),
    };
    Err(ApiError::invalid("seconds", e.rule(), e.message()))
}
