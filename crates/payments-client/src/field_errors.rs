//! The input fields a service refusal names, read into payments-types' [`FieldError`]s, so a
//! program handles a field the service refused as it handles one the input types refused.
//!
//! The spec says a field validation failure comes "in `errors` or in the reply `message`" and
//! shows neither's form. We read the form the simulator sends, which is payments-types' own
//! rendering of its errors: failures joined with `; `, each `field: message [rule]`
//! (`recipient.firstName: "N/A" is a dummy value; send a real value or leave the field out
//! [dummy_value]`), and, on a GraphQL error, `extensions.rules` as `field:rule` entries. A
//! rule this version does not know becomes [`rules::UNRECOGNISED`], its code kept in the
//! message; text in any other form yields no field errors (the message is still in the error).

use payments_types::{FieldError, rules};

/// The `field: message [rule]` failures of `message`, in order.
pub(crate) fn from_message(message: &str) -> Vec<FieldError> {
    failures(message)
        .map(|(field, text, rule)| field_error(field, text, rule))
        .collect()
}

/// The `field:rule` entries of `extensions.rules`, each with its message from `message` when
/// it carries one for that field and rule.
pub(crate) fn from_rules(entries: &[String], message: &str) -> Vec<FieldError> {
    let described: Vec<(&str, &str, &str)> = failures(message).collect();
    entries
        .iter()
        .filter_map(|entry| entry.split_once(':'))
        .map(|(field, rule)| {
            let text = described
                .iter()
                .find(|(f, _, r)| *f == field && *r == rule)
                .map_or("refused by the service", |(_, text, _)| *text);
            field_error(field, text, rule)
        })
        .collect()
}

/// A failure of `rule` at `field`, with the rule as payments-types names it.
fn field_error(field: &str, text: &str, rule: &str) -> FieldError {
    let error = match rules::ALL.iter().find(|known| **known == rule) {
        Some(known) => FieldError::new(known, text),
        None => FieldError::new(rules::UNRECOGNISED, format!("{text} [{rule}]")),
    };
    error.at(field)
}

/// The `(field, message, rule)` of each `field: message [rule]` part of `message`: a part ends
/// at a bracketed rule code followed by `; ` or the end.
fn failures(message: &str) -> impl Iterator<Item = (&str, &str, &str)> {
    let mut rest = message;
    std::iter::from_fn(move || {
        loop {
            let (part, after) = next_part(rest)?;
            rest = after;
            if let Some(found) = parse_part(part) {
                return Some(found);
            }
        }
    })
}

/// The text up to and including the next `[rule]` that ends a part, and what follows it.
fn next_part(text: &str) -> Option<(&str, &str)> {
    let mut from = 0;
    while let Some(open) = text[from..].find(" [").map(|i| from + i) {
        let Some(close) = text[open..].find(']').map(|i| open + i) else {
            return None;
        };
        let after = &text[close + 1..];
        let ends_part = after.is_empty() || after.starts_with("; ");
        if ends_part && is_rule(&text[open + 2..close]) {
            return Some((&text[..=close], after.strip_prefix("; ").unwrap_or(after)));
        }
        from = close + 1;
    }
    None
}

/// `field: message [rule]` → its three parts, when `field` is a field path.
fn parse_part(part: &str) -> Option<(&str, &str, &str)> {
    let (field, rest) = part.split_once(": ")?;
    let open = rest.rfind(" [")?;
    let is_path = !field.is_empty()
        && field
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'[' | b']'));
    is_path.then(|| (field, &rest[..open], &rest[open + 2..rest.len() - 1]))
}

/// A rule code's shape: lower-case letters, digits, `_` and `.`.
fn is_rule(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'_' | b'.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(errors: &[FieldError]) -> Vec<(String, &'static str, String)> {
        errors
            .iter()
            .map(|e| (e.field().to_owned(), e.rule(), e.message().to_owned()))
            .collect()
    }

    #[test]
    fn each_failure_of_a_message_is_read_with_its_field_and_rule() {
        let message = "recipient.firstName: \"N/A\" is a dummy value; send a real value or leave the field out [dummy_value]; amount: must be a number [amount.format]; idDoc[0].country: is odd; really [brand.new_rule]";
        assert_eq!(
            pairs(&from_message(message)),
            [
                (
                    "recipient.firstName".into(),
                    rules::DUMMY_VALUE,
                    "\"N/A\" is a dummy value; send a real value or leave the field out".into()
                ),
                (
                    "amount".into(),
                    rules::AMOUNT_FORMAT,
                    "must be a number".into()
                ),
                (
                    "idDoc[0].country".into(),
                    rules::UNRECOGNISED,
                    "is odd; really [brand.new_rule]".into()
                ),
            ]
        );
    }

    #[test]
    fn text_in_another_form_yields_no_field_errors() {
        for message in [
            "amount: insufficient AUD balance: 10 needed, 5 available",
            "token expired; log in again",
            "see [docs] for details",
            "",
        ] {
            assert_eq!(from_message(message), Vec::new(), "{message}");
        }
    }

    #[test]
    fn extension_rules_take_their_messages_from_the_message() {
        let message = "subClientId: \"N/A\" is a dummy value [dummy_value]";
        let entries = [
            "subClientId:dummy_value".to_owned(),
            "amount:amount.scale".to_owned(),
        ];
        assert_eq!(
            pairs(&from_rules(&entries, message)),
            [
                (
                    "subClientId".into(),
                    rules::DUMMY_VALUE,
                    "\"N/A\" is a dummy value".into()
                ),
                (
                    "amount".into(),
                    rules::AMOUNT_SCALE,
                    "refused by the service".into()
                ),
            ]
        );
    }
}
