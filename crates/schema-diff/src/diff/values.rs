//! Canonical printing of GraphQL values, so `{a: 1, b: 2}` equals `{b: 2, a: 1}`.

use apollo_compiler::ast::Value;

/// Prints `value` with object fields sorted by name (at every depth).
pub fn canonical(value: &Value) -> String {
    match value {
        Value::List(items) => {
            let items: Vec<String> = items.iter().map(|v| canonical(v)).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Object(fields) => {
            let mut fields: Vec<(String, String)> = fields
                .iter()
                .map(|(k, v)| (k.to_string(), canonical(v)))
                .collect();
            fields.sort();
            let fields: Vec<String> = fields
                .into_iter()
                .map(|(k, v)| format!("{k}: {v}"))
                .collect();
            format!("{{{}}}", fields.join(", "))
        }
        other => other.to_string(),
    }
}

/// Printed default value, or `none`.
pub fn show(value: Option<&Value>) -> String {
    value.map(canonical).unwrap_or_else(|| "none".to_string())
}

/// True when two optional defaults differ after canonical printing.
pub fn defaults_differ(old: Option<&Value>, new: Option<&Value>) -> bool {
    old.map(canonical) != new.map(canonical)
}
