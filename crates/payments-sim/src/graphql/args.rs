//! A field's arguments, read once at the edge into `payments-types` inputs.
//!
//! Every input object argument becomes its checked `payments-types` type (or
//! [`ApiError::Validation`] naming each failed field and rule), judged on the simulated day.
//! Operations never see JSON.

use async_graphql::Value as GqlValue;
use async_graphql::dynamic::ResolverContext;
use payments_types::common::Id;
use payments_types::{Context, CurrencyCode, FromInput, ValidationErrors};
use serde_json::Value;
use time::Date;

use crate::graphql::info::Info;
use crate::model::error::ApiError;

/// The arguments of one field, as GraphQL coerced them.
#[derive(Debug, Clone, Default)]
pub struct Args(Value);

impl Args {
    /// The arguments of `type_name.field` in `ctx`, `ID` values given as integers turned into
    /// strings (GraphQL's input coercion, which the dynamic schema leaves as numbers).
    pub fn read(ctx: &ResolverContext<'_>, info: &Info, type_name: &str, field: &str) -> Self {
        let map = ctx.args.as_index_map().clone();
        let mut args = GqlValue::Object(map).into_json().unwrap_or(Value::Null);
        coerce_ids(&mut args, &format!("{type_name}.{field}"), info, 0);
        Self(args)
    }

    /// An `ID` argument's text (absent or null: `None`), checked by payments-types' `Id` rule
    /// (a dummy, non-ASCII, blank or over-long id is [`ApiError::Validation`] naming `name`).
    pub fn id(&self, name: &str) -> Result<Option<&str>, ApiError> {
        let Some(text) = self.0.get(name).and_then(Value::as_str) else {
            return Ok(None);
        };
        Id::parse(text)
            .map(|_| Some(text))
            .map_err(|e| ApiError::from(ValidationErrors::from(e.at(name))))
    }

    /// A required input object argument, checked on `today`.
    pub fn input<T: FromInput>(&self, name: &str, today: Date) -> Result<T, ApiError> {
        let value = strip_nulls(self.0.get(name).unwrap_or(&Value::Null));
        T::from_request(&value, &Context::on(today)).map_err(ApiError::from)
    }

    /// An optional input object argument (absent or null: `None`), checked on `today`.
    pub fn optional<T: FromInput>(&self, name: &str, today: Date) -> Result<Option<T>, ApiError> {
        match self.0.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(_) => self.input(name, today).map(Some),
        }
    }

    /// A list of `CurrencyIso3` values (absent or null: `None`). GraphQL already refused names
    /// that are not values of the enum.
    pub fn currencies(&self, name: &str) -> Option<Vec<CurrencyCode>> {
        let list = self.0.get(name)?.as_array()?;
        Some(
            list.iter()
                .filter_map(Value::as_str)
                .filter_map(|c| c.parse().ok())
                .collect(),
        )
    }
}

/// Drops `null` members: in GraphQL an input field given as `null` is the same as absent.
fn strip_nulls(v: &Value) -> Value {
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

/// Walks the input object `key` (`Type.field` for arguments) and turns integers given for an
/// `ID` into their string form.
fn coerce_ids(value: &mut Value, key: &str, info: &Info, depth: usize) {
    fn walk(value: &mut Value, ty: &apollo_compiler::ast::Type, info: &Info, depth: usize) {
        use apollo_compiler::ast::Type;
        match ty {
            Type::List(inner) | Type::NonNullList(inner) => match value {
                Value::Array(items) => items.iter_mut().for_each(|i| walk(i, inner, info, depth)),
                other => walk(other, inner, info, depth),
            },
            Type::Named(n) | Type::NonNullNamed(n) => {
                if n.as_str() == "ID" {
                    if let Value::Number(num) = value {
                        *value = Value::String(num.to_string());
                    }
                } else if info.input_fields.contains_key(n.as_str()) {
                    coerce_ids(value, n.as_str(), info, depth + 1);
                }
            }
        }
    }
    let (Value::Object(map), Some(fields)) = (value, info.input_fields.get(key)) else {
        return;
    };
    if depth > 32 {
        return;
    }
    for (name, ty) in fields {
        if let Some(v) = map.get_mut(name) {
            walk(v, ty, info, depth);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn nulls_inside_inputs_count_as_absent() {
        let v = json!({"a": null, "b": {"c": null, "d": 1}, "e": [{"f": null}]});
        assert_eq!(strip_nulls(&v), json!({"b": {"d": 1}, "e": [{}]}));
    }
}
