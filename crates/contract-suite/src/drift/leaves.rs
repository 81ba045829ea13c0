//! A reply as its leaves: every value with its path, its pattern (indices left out), its kind
//! and, under `data`, its schema coordinate.

use serde_json::Value;

use crate::conformance::Checker;

/// The kind of value at one path of a reply.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Kind {
    Null,
    Boolean,
    Number,
    Object,
    List,
    Text,
    /// A value whose text is its meaning (an enum value, a code, a redaction placeholder).
    Value(String),
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Null => f.write_str("null"),
            Self::Boolean => f.write_str("a boolean"),
            Self::Number => f.write_str("a number"),
            Self::Object => f.write_str("an object"),
            Self::List => f.write_str("a list"),
            Self::Text => f.write_str("a string"),
            Self::Value(v) => write!(f, "`{v}`"),
        }
    }
}

/// One value of a reply.
pub(super) struct Leaf {
    /// Its concrete path (`data.withdrawals[2].recipient.iban`).
    pub(super) path: String,
    /// Its path with indices left out (`data.withdrawals[].recipient.iban`).
    pub(super) pattern: String,
    /// The response keys leading to it, indices left out.
    pub(super) keys: Vec<String>,
    pub(super) kind: Kind,
    /// Under `data`, the schema coordinate of its field (`Recipient.iban`), with a `[]` for
    /// each list it is an element of inside that field (`Query.withdrawals[]`).
    pub(super) coordinate: Option<String>,
    /// It lies inside an element of the list the root field returns (`data.withdrawals[…]`):
    /// a record of the account, whoever made it.
    pub(super) in_root_list: bool,
}

/// Every value of `reply` with its path and kind, parents before children.
pub(super) fn leaves(checker: &Checker, operation: &str, reply: &Value) -> Vec<Leaf> {
    let mut out = Vec::new();
    walk(checker, operation, reply, ("", "", &[]), &mut out);
    out
}

fn walk(
    checker: &Checker,
    operation: &str,
    value: &Value,
    at: (&str, &str, &[String]),
    out: &mut Vec<Leaf>,
) {
    let (path, pattern, keys) = at;
    if !keys.is_empty() {
        out.push(leaf(checker, operation, value, at));
    }
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                let mut next = keys.to_vec();
                next.push(k.clone());
                let (p, q) = if path.is_empty() {
                    (k.clone(), k.clone())
                } else {
                    (format!("{path}.{k}"), format!("{pattern}.{k}"))
                };
                walk(checker, operation, v, (&p, &q, &next), out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                let (p, q) = (format!("{path}[{i}]"), format!("{pattern}[]"));
                walk(checker, operation, v, (&p, &q, keys), out);
            }
        }
        _ => {}
    }
}

fn leaf(checker: &Checker, operation: &str, value: &Value, at: (&str, &str, &[String])) -> Leaf {
    let (path, pattern, keys) = at;
    let key = keys.last().map(String::as_str).unwrap_or_default();
    let under_data = keys.first().is_some_and(|k| k == "data");
    let field = if under_data {
        let data_keys: Vec<&str> = keys.iter().skip(1).map(String::as_str).collect();
        checker.coordinate(operation, &data_keys)
    } else {
        None
    };
    let is_enum = field.as_ref().is_some_and(|(_, is_enum)| *is_enum);
    let kind = match value {
        Value::Null => Kind::Null,
        Value::Bool(_) => Kind::Boolean,
        Value::Number(_) => Kind::Number,
        Value::Object(_) => Kind::Object,
        Value::Array(_) => Kind::List,
        Value::String(s) if s.starts_with('[') && s.ends_with(']') => Kind::Value(s.clone()),
        Value::String(s) if key == "code" || is_enum => Kind::Value(s.clone()),
        Value::String(_) => Kind::Text,
    };
    // The `[]`s after the last key: how deep inside that field's lists the value is.
    let depth = pattern.len() - pattern.trim_end_matches("[]").len();
    let coordinate = field.map(|(c, _)| format!("{c}{}", &pattern[pattern.len() - depth..]));
    let in_root_list = under_data
        && keys
            .get(1)
            .is_some_and(|root| pattern.starts_with(&format!("data.{root}[]")));
    Leaf {
        path: path.to_owned(),
        pattern: pattern.to_owned(),
        keys: keys.to_vec(),
        kind,
        coordinate,
        in_root_list,
    }
}
