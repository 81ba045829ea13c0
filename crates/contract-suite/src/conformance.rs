//! Reply conformance: every reply, from the simulator or a live endpoint, checked against the
//! vendored schema and the operation document that asked for it. Each value has its field's
//! type (built-in scalars, `Int` in 32 bits, `DateTime` as RFC 3339, a `String` documented as
//! `YYYY-MM-DD` as such a date, enum values the schema declares), non-null
//! fields are not null, every selected field is there and no other, and `errors` entries are
//! well formed. A violation names the JSON path and the schema coordinate.

use std::collections::HashMap;

use apollo_compiler::executable::{Selection, SelectionSet};
use apollo_compiler::schema::ExtendedType;
use apollo_compiler::validation::Valid;
use apollo_compiler::{ExecutableDocument, Schema, ast};
use payments_client::Code;
use serde_json::Value;

/// One way a reply differs from what the schema and the document promise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The operation's root field.
    pub operation: String,
    /// The JSON path in the reply (`data.withdrawal.status`).
    pub path: String,
    /// The schema coordinate (`Withdrawal.status`), or `errors` for the errors list.
    pub coordinate: String,
    /// What is wrong.
    pub message: String,
}

/// The codes of `reply` (a mutation reply's `data.<root>.code`, each error's
/// `extensions.code`) that are not in the one list of the service's codes
/// (`payments_types::codes::Code`): against the simulator, which must answer only with codes
/// the client can name, each is a violation.
pub fn unknown_codes(root_field: &str, reply: &Value) -> Vec<Violation> {
    let reply_code = reply["data"][root_field]["code"]
        .as_str()
        .map(|code| (format!("data.{root_field}.code"), code));
    let error_codes = reply["errors"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .filter_map(|(i, e)| {
            let code = e["extensions"]["code"].as_str()?;
            Some((format!("errors[{i}].extensions.code"), code))
        });
    reply_code
        .into_iter()
        .chain(error_codes)
        .filter(|(_, code)| matches!(Code::parse(code), Code::Unknown(_)))
        .map(|(path, code)| Violation {
            operation: root_field.to_owned(),
            path,
            coordinate: "code".into(),
            message: format!("code {code:?} is not one of payments_types::codes::Code"),
        })
        .collect()
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {}: {} at {}",
            self.operation, self.coordinate, self.message, self.path
        )
    }
}

/// The vendored schema and every operation document the client sends, by root field.
pub struct Checker {
    schema: Valid<Schema>,
    documents: HashMap<String, Valid<ExecutableDocument>>,
}

impl Checker {
    /// The checker of the vendored schema and the client's contract documents.
    pub fn vendored() -> anyhow::Result<Self> {
        let schema = Schema::parse_and_validate(payments_schema::SDL, "schema/payments.graphql")
            .map_err(|e| anyhow::anyhow!("the vendored schema does not validate: {}", e.errors))?;
        let mut documents = HashMap::new();
        for (root, text) in payments_client::contracts::all() {
            let doc = ExecutableDocument::parse_and_validate(
                &schema,
                text,
                format!("contracts/{root}.graphql"),
            )
            .map_err(|e| anyhow::anyhow!("contracts/{root}.graphql: {}", e.errors))?;
            documents.insert(root.to_owned(), doc);
        }
        Ok(Self { schema, documents })
    }

    /// The violations of `reply`, the reply to the operation whose root field is `root_field`
    /// (an unknown root field, or a reply that is not JSON, gives none: the client says so).
    pub fn check(&self, root_field: &str, reply: &Value) -> Vec<Violation> {
        let mut out = Vec::new();
        let Some(doc) = self.documents.get(root_field) else {
            return out;
        };
        let Value::Object(top) = reply else {
            return out;
        };
        let mut push = |path: &str, coordinate: &str, message: String| {
            out.push(Violation {
                operation: root_field.to_owned(),
                path: path.to_owned(),
                coordinate: coordinate.to_owned(),
                message,
            })
        };
        for key in top.keys() {
            if !matches!(key.as_str(), "data" | "errors" | "extensions") {
                push(
                    key,
                    "response",
                    format!("`{key}` is not a member of a GraphQL response"),
                );
            }
        }
        let has_errors = match top.get("errors") {
            None => false,
            Some(Value::Array(errors)) => {
                for (i, e) in errors.iter().enumerate() {
                    let path = format!("errors[{i}]");
                    if e.get("message").and_then(Value::as_str).is_none() {
                        push(
                            &path,
                            "errors",
                            "an error without a string `message`".into(),
                        );
                    }
                    if e.get("path").is_some_and(|p| {
                        !p.as_array()
                            .is_some_and(|a| a.iter().all(|s| s.is_string() || s.is_u64()))
                    }) {
                        push(
                            &path,
                            "errors",
                            "`path` is not a list of names and indices".into(),
                        );
                    }
                    if e.get("extensions").is_some_and(|x| !x.is_object()) {
                        push(&path, "errors", "`extensions` is not an object".into());
                    }
                }
                !errors.is_empty()
            }
            Some(_) => {
                push("errors", "errors", "`errors` is not a list".into());
                true
            }
        };
        let Some(operation) = doc.operations.iter().next() else {
            return out;
        };
        let mut walk = Walk {
            operation: root_field,
            schema: &self.schema,
            doc,
            out: Vec::new(),
            date_only: false,
        };
        match top.get("data") {
            None | Some(Value::Null) if has_errors => {}
            None => out.push(Violation {
                operation: root_field.to_owned(),
                path: "data".into(),
                coordinate: "response".into(),
                message: "neither `data` nor `errors`".into(),
            }),
            Some(data) => walk.object(&operation.selection_set, data, "data"),
        }
        out.extend(walk.out);
        out
    }
}

impl Checker {
    /// The schema coordinate of the value at `keys` (response keys from the root field's
    /// parent down, list indices left out) in the reply to `root_field`'s operation, and
    /// whether that value is of an enum type. `None` when the path leaves the document.
    pub fn coordinate(&self, root_field: &str, keys: &[&str]) -> Option<(String, bool)> {
        let doc = self.documents.get(root_field)?;
        let mut set = &doc.operations.iter().next()?.selection_set;
        let mut found = None;
        for key in keys {
            let mut fields = Vec::new();
            selected_fields(doc, set, &mut fields);
            let (_, field) = fields.into_iter().find(|(k, _)| k == key)?;
            let ty = field.definition.ty.inner_named_type();
            let is_enum = matches!(self.schema.types.get(ty), Some(ExtendedType::Enum(_)));
            found = Some((format!("{}.{}", set.ty, field.name), is_enum));
            set = &field.selection_set;
        }
        found
    }
}

/// The fields `set` selects (inline fragments and spreads flattened), by response key, into
/// `into` (a key already there is not added again).
pub fn selected_fields<'a>(
    doc: &'a ExecutableDocument,
    set: &'a SelectionSet,
    into: &mut Vec<(String, &'a apollo_compiler::executable::Field)>,
) {
    for selection in &set.selections {
        match selection {
            Selection::Field(f) => {
                let key = f.response_key().to_string();
                if !into.iter().any(|(k, _)| *k == key) {
                    into.push((key, f));
                }
            }
            Selection::InlineFragment(i) => selected_fields(doc, &i.selection_set, into),
            Selection::FragmentSpread(s) => {
                if let Some(fragment) = doc.fragments.get(&s.fragment_name) {
                    selected_fields(doc, &fragment.selection_set, into);
                }
            }
        }
    }
}

struct Walk<'a> {
    operation: &'a str,
    schema: &'a Schema,
    doc: &'a ExecutableDocument,
    out: Vec<Violation>,
    /// The field being checked is a String documented as a `YYYY-MM-DD` date.
    date_only: bool,
}

impl<'a> Walk<'a> {
    fn violation(&mut self, path: &str, coordinate: String, message: String) {
        self.out.push(Violation {
            operation: self.operation.to_owned(),
            path: path.to_owned(),
            coordinate,
            message,
        });
    }

    fn object(&mut self, set: &'a SelectionSet, value: &Value, path: &str) {
        let parent = set.ty.to_string();
        let Value::Object(map) = value else {
            self.violation(
                path,
                parent.clone(),
                format!("expected an object of type {parent}, found {}", kind(value)),
            );
            return;
        };
        let mut selected = Vec::new();
        selected_fields(self.doc, set, &mut selected);
        for key in map.keys() {
            if !selected.iter().any(|(k, _)| k == key) {
                self.violation(
                    &format!("{path}.{key}"),
                    format!("{parent}.{key}"),
                    format!("`{key}` was not selected"),
                );
            }
        }
        for (key, field) in selected {
            let field_path = format!("{path}.{key}");
            let coordinate = format!("{parent}.{}", field.name);
            match map.get(&key) {
                None => self.violation(
                    &field_path,
                    coordinate,
                    "a selected field is missing".into(),
                ),
                Some(v) => {
                    self.date_only = field
                        .definition
                        .description
                        .as_ref()
                        .is_some_and(|d| d.contains("YYYY-MM-DD"));
                    self.value(
                        &field.definition.ty,
                        &field.selection_set,
                        v,
                        &field_path,
                        &coordinate,
                    )
                }
            }
        }
    }

    fn value(
        &mut self,
        ty: &ast::Type,
        set: &'a SelectionSet,
        v: &Value,
        path: &str,
        coordinate: &str,
    ) {
        if v.is_null() {
            if ty.is_non_null() {
                self.violation(
                    path,
                    coordinate.to_owned(),
                    format!("null in a non-null field of type {ty}"),
                );
            }
            return;
        }
        if ty.is_list() {
            let Value::Array(items) = v else {
                self.violation(
                    path,
                    coordinate.to_owned(),
                    format!("expected a list ({ty}), found {}", kind(v)),
                );
                return;
            };
            for (i, item) in items.iter().enumerate() {
                self.value(
                    ty.item_type(),
                    set,
                    item,
                    &format!("{path}[{i}]"),
                    coordinate,
                );
            }
            return;
        }
        let name = ty.inner_named_type();
        let ok = match self.schema.types.get(name) {
            Some(ExtendedType::Object(_)) => {
                self.object(set, v, path);
                return;
            }
            Some(ExtendedType::Enum(e)) => {
                let Some(s) = v.as_str() else {
                    self.violation(
                        path,
                        coordinate.to_owned(),
                        format!("expected a value of {name}, found {}", kind(v)),
                    );
                    return;
                };
                if !e.values.contains_key(s) {
                    self.violation(
                        path,
                        coordinate.to_owned(),
                        format!("{v} is not a value of {name}"),
                    );
                }
                return;
            }
            _ => match name.as_str() {
                "Int" => v.as_i64().is_some_and(|n| i32::try_from(n).is_ok()),
                "Float" => v.is_number(),
                "String" if self.date_only => v.as_str().is_some_and(|s| {
                    time::Date::parse(s, time::macros::format_description!("[year]-[month]-[day]"))
                        .is_ok()
                }),
                "String" => v.is_string(),
                "Boolean" => v.is_boolean(),
                "ID" => v.is_string() || v.is_i64(),
                "DateTime" => v.as_str().is_some_and(|s| {
                    time::OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339)
                        .is_ok()
                }),
                _ => true,
            },
        };
        if !ok {
            let what = if self.date_only && name == "String" {
                "a YYYY-MM-DD date".to_owned()
            } else {
                format!("a {name}")
            };
            self.violation(path, coordinate.to_owned(), format!("{v} is not {what}"));
        }
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn checker() -> Checker {
        Checker::vendored().expect("the vendored schema and contracts load")
    }

    #[test]
    fn a_conforming_reply_has_no_violation() {
        let c = checker();
        let reply =
            json!({"data": {"balances": [{"currency": "AUD", "cleared": 10.5, "pending": 0}]}});
        assert_eq!(c.check("balances", &reply), []);
        // A refusal with errors and no data is well formed.
        let refused = json!({"data": null, "errors": [{"message": "no", "extensions": {"code": "UNAUTHENTICATED"}}]});
        assert_eq!(c.check("balances", &refused), []);
    }

    #[test]
    fn codes_outside_the_one_list_are_named() {
        let known = json!({"data": {"createWithdrawal": {"success": false, "code": "INSUFFICIENT_BALANCE"}},
                           "errors": [{"message": "m", "extensions": {"code": "UNAUTHENTICATED"}}]});
        assert_eq!(unknown_codes("createWithdrawal", &known), []);
        let unknown = json!({"data": {"createWithdrawal": {"success": false, "code": "INSUFFICIENT_FUNDS"}},
                             "errors": [{"message": "m"}, {"message": "m", "extensions": {"code": "NOPE"}}]});
        let shown: Vec<String> = unknown_codes("createWithdrawal", &unknown)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            shown,
            [
                "createWithdrawal: code: code \"INSUFFICIENT_FUNDS\" is not one of payments_types::codes::Code at data.createWithdrawal.code",
                "createWithdrawal: code: code \"NOPE\" is not one of payments_types::codes::Code at errors[1].extensions.code",
            ]
        );
    }

    #[test]
    fn each_kind_of_drift_is_named_with_coordinate_and_path() {
        let c = checker();
        let shown = |reply: Value| -> Vec<String> {
            c.check("balances", &reply)
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        assert_eq!(
            shown(json!({"data": {"balances": [{"currency": "XAU", "cleared": 1, "pending": 0}]}})),
            [
                "balances: Balance.currency: \"XAU\" is not a value of CurrencyIso3 at data.balances[0].currency"
            ]
        );
        assert_eq!(
            shown(json!({"data": {"balances": [{"currency": "AUD", "pending": 0}]}})),
            ["balances: Balance.cleared: a selected field is missing at data.balances[0].cleared"]
        );
        assert_eq!(
            shown(
                json!({"data": {"balances": [{"currency": "AUD", "cleared": null, "pending": 0}]}})
            ),
            [
                "balances: Balance.cleared: null in a non-null field of type Float! at data.balances[0].cleared"
            ]
        );
        assert_eq!(
            shown(
                json!({"data": {"balances": [{"currency": "AUD", "cleared": 1, "pending": 0, "extra": 1}]}})
            ),
            ["balances: Balance.extra: `extra` was not selected at data.balances[0].extra"]
        );
        assert_eq!(
            shown(
                json!({"data": {"balances": [{"currency": "AUD", "cleared": "1", "pending": 0}]}})
            ),
            ["balances: Balance.cleared: \"1\" is not a Float at data.balances[0].cleared"]
        );
        assert_eq!(
            shown(json!({"errors": [{"msg": "x"}]})),
            ["balances: errors: an error without a string `message` at errors[0]"]
        );
    }

    #[test]
    fn a_string_documented_as_a_date_must_be_one() {
        let c = checker();
        let recipient = |dob: Value| {
            let mut r = serde_json::Map::new();
            for key in [
                "id",
                "firstName",
                "middleName",
                "lastName",
                "companyName",
                "currency",
                "accountIdType",
                "mobile",
                "address",
                "email",
                "payid",
                "bic",
                "iban",
                "aba",
                "bsb",
                "clabe",
                "cnaps",
                "sortCode",
                "ifsc",
                "externalId",
            ] {
                r.insert(key.into(), Value::Null);
            }
            r.insert("id".into(), json!("r-1"));
            r.insert("accountNo".into(), json!("123"));
            r.insert("dob".into(), dob);
            json!({"data": {"recipients": [r]}})
        };
        assert_eq!(c.check("recipients", &recipient(json!("1990-02-28"))), []);
        let shown: Vec<String> = c
            .check("recipients", &recipient(json!("28/02/1990")))
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            shown,
            [
                "recipients: Recipient.dob: \"28/02/1990\" is not a YYYY-MM-DD date at data.recipients[0].dob"
            ]
        );
    }
}
