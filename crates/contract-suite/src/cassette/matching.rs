//! How a replayed request finds its recording: by operation, document and variables, once the
//! values a run makes afresh are normalised on both sides.
//!
//! Normalised (in every string of the variables):
//! - a UUID (an idempotency key the client generated) becomes `<uuid>`;
//! - a run of 12 digits or more (the live run's start time in milliseconds, in the suite's
//!   `externalId`s) becomes `<digits>`;
//! - an ISO 8601 date or date-time (a day or moment taken from the clock) becomes `<date>`;
//! - a `Login`'s variables are ignored (its credentials are not recorded, and a replay logs in
//!   with anything).
//!
//! Identical requests are answered in recorded order; once every recording of a request has
//! answered, its last one answers again (the state stayed as last seen: a poll repeated more
//! often than when it was recorded). A request with no recording fails, naming the operation
//! and the nearest recorded request with the difference of each variable.

use serde_json::Value;

use super::{Document, Exchange};

/// The variables of a request as matching compares them.
pub fn normalise(operation: &str, variables: &Value) -> Value {
    if operation == "Login" {
        return Value::Null;
    }
    match variables {
        Value::String(s) => Value::String(normalise_text(s)),
        Value::Array(items) => {
            Value::Array(items.iter().map(|i| normalise(operation, i)).collect())
        }
        Value::Object(object) => Value::Object(
            object
                .iter()
                .map(|(k, v)| (k.clone(), normalise(operation, v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn normalise_text(text: &str) -> String {
    if is_uuid(text) {
        return "<uuid>".into();
    }
    if is_date(text) {
        return "<date>".into();
    }
    // Runs of 12 digits or more.
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        if run.len() >= 12 {
            out.push_str("<digits>");
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    out
}

fn is_uuid(text: &str) -> bool {
    text.len() == 36
        && text.char_indices().all(|(i, c)| match i {
            8 | 13 | 18 | 23 => c == '-',
            _ => c.is_ascii_hexdigit(),
        })
}

/// `YYYY-MM-DD`, alone or starting a date-time (`YYYY-MM-DDT…`).
fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    let date = b.len() >= 10
        && b[..10].iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            _ => c.is_ascii_digit(),
        });
    date && (b.len() == 10 || b[10] == b'T' || b[10] == b' ')
}

/// The exchanges of one cassette as a replay answers from them.
#[derive(Debug)]
pub struct Tape {
    scenario: String,
    exchanges: Vec<Exchange>,
    keys: Vec<(String, Document, Value)>,
    answered: Vec<bool>,
}

impl Tape {
    /// A tape of `scenario`'s exchanges.
    pub fn new(scenario: &str, exchanges: Vec<Exchange>) -> Self {
        let keys = exchanges
            .iter()
            .map(|e| {
                (
                    e.operation.clone(),
                    e.document.clone(),
                    normalise(&e.operation, &e.variables),
                )
            })
            .collect();
        let answered = vec![false; exchanges.len()];
        Self {
            scenario: scenario.to_owned(),
            exchanges,
            keys,
            answered,
        }
    }

    /// The recording that answers this request, or why there is none.
    pub fn answer(
        &mut self,
        operation: &str,
        document: &Document,
        variables: &Value,
    ) -> Result<&Exchange, String> {
        let key = normalise(operation, variables);
        let same = |i: &usize| {
            let (op, doc, vars) = &self.keys[*i];
            op == operation && doc == document && *vars == key
        };
        let all: Vec<usize> = (0..self.keys.len()).filter(same).collect();
        let next = all
            .iter()
            .copied()
            .find(|i| !self.answered[*i])
            .or_else(|| all.last().copied());
        match next {
            Some(i) => {
                self.answered[i] = true;
                Ok(&self.exchanges[i])
            }
            None => Err(self.miss(operation, &key)),
        }
    }

    /// The message of a request with no recording: the nearest recorded request (of the same
    /// operation if there is one) and each variable that differs.
    fn miss(&self, operation: &str, key: &Value) -> String {
        let sent = leaves(key);
        let same_operation = self.keys.iter().any(|(op, _, _)| op == operation);
        let nearest = self
            .keys
            .iter()
            .enumerate()
            .filter(|(_, (op, _, _))| !same_operation || op == operation)
            .map(|(i, (op, _, vars))| (i, op, differences(&leaves(vars), &sent)))
            .min_by_key(|(_, _, diff)| diff.len());
        let mut message = format!(
            "no recording of {operation} with these variables in the cassette of {}",
            self.scenario
        );
        match nearest {
            None => message.push_str(" (it holds no exchange)"),
            Some((i, op, diff)) => {
                message.push_str(&format!(
                    "; nearest recorded request: exchange {} ({op})",
                    i + 1
                ));
                if diff.is_empty() {
                    message.push_str(": the same variables, another document");
                }
                for (path, recorded, now) in diff.iter().take(10) {
                    message.push_str(&format!("; {path}: recorded {recorded}, sent {now}"));
                }
            }
        }
        message
    }
}

/// Every leaf of `value` as `(path, JSON text)`, in path order.
fn leaves(value: &Value) -> Vec<(String, String)> {
    fn walk(value: &Value, path: &str, out: &mut Vec<(String, String)>) {
        let join = |key: &str| {
            if path.is_empty() {
                key.to_owned()
            } else {
                format!("{path}.{key}")
            }
        };
        match value {
            Value::Object(object) if !object.is_empty() => {
                for (k, v) in object {
                    walk(v, &join(k), out);
                }
            }
            Value::Array(items) if !items.is_empty() => {
                for (i, v) in items.iter().enumerate() {
                    walk(v, &format!("{path}[{i}]"), out);
                }
            }
            leaf => out.push((path.to_owned(), leaf.to_string())),
        }
    }
    let mut out = Vec::new();
    walk(value, "", &mut out);
    out
}

/// The paths whose values differ: `(path, recorded, sent)`, `(absent)` where one side has none.
fn differences(
    recorded: &[(String, String)],
    sent: &[(String, String)],
) -> Vec<(String, String, String)> {
    let find = |list: &[(String, String)], path: &str| {
        list.iter()
            .find(|(p, _)| p == path)
            .map_or_else(|| "(absent)".to_owned(), |(_, v)| v.clone())
    };
    let mut paths: Vec<&String> = recorded.iter().chain(sent).map(|(p, _)| p).collect();
    paths.sort();
    paths.dedup();
    paths
        .into_iter()
        .filter_map(|path| {
            let (a, b) = (find(recorded, path), find(sent, path));
            (a != b).then(|| (path.clone(), a, b))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::collections::BTreeMap;

    fn exchange(operation: &str, variables: Value, reply: Value) -> Exchange {
        Exchange {
            operation: operation.into(),
            document: Document::Query(format!("mutation {operation}")),
            variables,
            status: 200,
            headers: BTreeMap::new(),
            reply,
            at_ms: 0,
        }
    }

    #[test]
    fn values_made_afresh_are_normalised() {
        let vars = json!({"input": {
            "idempotencyKey": "1b4e28ba-2fa1-4d2e-883f-0016d3cca427",
            "externalId": "payout-payouts_common_paths-1764156000123",
            "fromDate": "2026-11-26", "maxCreatedAt": "2026-11-26T10:00:00Z",
            "amount": 10.5, "accountNo": "12345678"
        }});
        assert_eq!(
            normalise("CreateWithdrawal", &vars),
            json!({"input": {
                "idempotencyKey": "<uuid>", "externalId": "payout-payouts_common_paths-<digits>",
                "fromDate": "<date>", "maxCreatedAt": "<date>", "amount": 10.5, "accountNo": "12345678"
            }})
        );
        assert_eq!(
            normalise("Login", &json!({"input": {"email": "x"}})),
            Value::Null
        );
    }

    #[test]
    fn identical_requests_answer_in_recorded_order_then_the_last_again() {
        let mut tape = Tape::new(
            "rfi",
            vec![
                exchange("Rfis", json!({}), json!(1)),
                exchange("Rfis", json!({}), json!(2)),
            ],
        );
        let doc = Document::Query("mutation Rfis".into());
        let mut replies = Vec::new();
        for _ in 0..3 {
            replies.push(tape.answer("Rfis", &doc, &json!({})).unwrap().reply.clone());
        }
        assert_eq!(replies, [json!(1), json!(2), json!(2)]);
    }

    #[test]
    fn a_miss_names_the_operation_and_the_nearest_recording_field_by_field() {
        let mut tape = Tape::new(
            "payouts_idempotency",
            vec![
                exchange("Balances", json!({}), json!(0)),
                exchange(
                    "CreateWithdrawal",
                    json!({"input": {"amount": 10, "currency": "AUD", "recipientId": "r1"}}),
                    json!(1),
                ),
                exchange(
                    "CreateWithdrawal",
                    json!({"input": {"amount": 99, "currency": "EUR"}}),
                    json!(2),
                ),
            ],
        );
        let doc = Document::Query("mutation CreateWithdrawal".into());
        let miss = tape
            .answer(
                "CreateWithdrawal",
                &doc,
                &json!({"input": {"amount": 11, "currency": "AUD", "recipientId": "r1"}}),
            )
            .unwrap_err();
        assert_eq!(
            miss,
            "no recording of CreateWithdrawal with these variables in the cassette of \
             payouts_idempotency; nearest recorded request: exchange 2 (CreateWithdrawal); \
             input.amount: recorded 10, sent 11"
        );
    }
}
