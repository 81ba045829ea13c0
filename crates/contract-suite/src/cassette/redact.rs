//! What a cassette must not hold, and what it holds instead.
//!
//! The rules, by JSON key, wherever the key sits (variables and replies alike):
//!
//! | keys | value stored |
//! |---|---|
//! | `password`, `token`, `secret`, `signingSecret`, `authorization` | `"[redacted]"` |
//! | `firstName`, `middleName`, `lastName`, `fullName`, `accountName`, `displayName`; `name` beside an `entityType` (an adverse media search) | a fake name |
//! | `email` | a fake address at `example.test` |
//! | `mobile`, `phone` | a fake Australian mobile number |
//! | `dob` | a fake date of birth (an adult under 65) |
//! | `docNumber` | a fake document number |
//! | `accountNo` | a fake account number |
//! | `iban` | a fake GB IBAN with valid check digits |
//! | `payid` | a fake e-mail or mobile PayID (an ABN or other business PayID is kept) |
//!
//! Request headers are not stored at all (so no `authorization`), nor any reply header but
//! `retry-after` and the rate-limit ones. A fake passes payments-types' rule for its field, and
//! a date of birth's fake is of the same age group on the recording's day (under 18, 18 to 64,
//! 65 or over), so a request means what it meant: the service accepts and refuses it alike. A
//! value its field's rule refuses (the suite's deliberately bad input: `N/A`, `L0velace`,
//! `+61 12`) is kept as sent, for the same reason; it is not a person's data. A fake is derived
//! from the value it replaces (SHA-256 of a fixed salt, the field's kind and the
//! value), so the same value gets the same fake throughout a cassette and from one recording to
//! the next, and a scenario that sends a value and reads it back still follows. Then every
//! string of the exchange (messages, references) has each replaced value of four characters or
//! more, and each secret, replaced where it appears inside it.
//!
//! What this does not hide: addresses, company names and bank routing codes (BSB, BIC, sort
//! codes), which are not a person's; and, as with any unsalted derivation, a value from a small
//! set (a date of birth) could be found again by trying every candidate against its fake.
//! Cassettes hold test-environment data; read them before sharing them beyond the team.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;
use sha2::{Digest as _, Sha256};

/// What a secret becomes.
pub const REDACTED: &str = "[redacted]";

/// The kind of a personal or secret field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Secret,
    Name,
    Email,
    Phone,
    Dob,
    DocNumber,
    AccountNo,
    Iban,
    PayId,
}

impl Kind {
    /// The kind of the member `key` of `object`.
    fn of(key: &str, object: &serde_json::Map<String, Value>) -> Option<Self> {
        Some(match key {
            "password" | "token" | "secret" | "signingSecret" | "authorization" => Self::Secret,
            "firstName" | "middleName" | "lastName" | "fullName" | "accountName"
            | "displayName" => Self::Name,
            "name" if object.contains_key("entityType") => Self::Name,
            "email" => Self::Email,
            "mobile" | "phone" => Self::Phone,
            "dob" => Self::Dob,
            "docNumber" => Self::DocNumber,
            "accountNo" => Self::AccountNo,
            "iban" => Self::Iban,
            "payid" => Self::PayId,
            _ => return None,
        })
    }

    fn label(self) -> &'static str {
        match self {
            Self::Secret => "secret",
            Self::Name => "name",
            Self::Email => "email",
            Self::Phone => "phone",
            Self::Dob => "dob",
            Self::DocNumber => "doc",
            Self::AccountNo => "account",
            Self::Iban => "iban",
            Self::PayId => "payid",
        }
    }
}

/// Replaces secrets and personal values, remembering each replacement.
#[derive(Debug)]
pub struct Redactor {
    /// The recording's day: ages are judged on it.
    today: time::Date,
    /// Real value → its fake.
    fakes: BTreeMap<String, String>,
    /// Secrets seen, to be cut out of every string.
    secrets: BTreeSet<String>,
    /// Values already fake (a replay's requests carry fakes the cassette handed out): kept.
    known_fakes: BTreeSet<String>,
}

impl Redactor {
    /// A redactor for a recording made on `today`.
    pub fn new(today: time::Date) -> Self {
        Self {
            today,
            fakes: BTreeMap::new(),
            secrets: BTreeSet::new(),
            known_fakes: BTreeSet::new(),
        }
    }

    /// A redactor that keeps the values in `known_fakes` as they are (they are fakes already).
    pub fn knowing(today: time::Date, known_fakes: BTreeSet<String>) -> Self {
        Self {
            known_fakes,
            ..Self::new(today)
        }
    }

    /// Redacts `value` in place: personal and secret fields by key, then every string.
    pub fn redact(&mut self, value: &mut Value) {
        self.fields(value);
        self.strings(value);
    }

    /// Redacts a document sent as text (a raw request with its values written inline): each
    /// `key: "value"` argument of a personal or secret key is replaced as a field of that key
    /// would be, then the text as every string is. A contract (no inline values) is left as is.
    pub fn redact_document(&mut self, document: &mut super::Document) {
        let super::Document::Query(text) = document else {
            return;
        };
        let empty = serde_json::Map::new();
        let mut out = String::with_capacity(text.len());
        let mut rest = text.as_str();
        while let Some(quote) = rest.find('"') {
            let (before, from_quote) = rest.split_at(quote);
            out.push_str(before);
            let Some(end) = from_quote[1..].find('"').map(|i| i + 1) else {
                rest = from_quote;
                break;
            };
            let literal = &from_quote[1..end];
            let key: String = before
                .trim_end()
                .strip_suffix(':')
                .map(|k| {
                    k.trim_end()
                        .chars()
                        .rev()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect::<String>()
                        .chars()
                        .rev()
                        .collect()
                })
                .unwrap_or_default();
            let mut value = Value::String(literal.to_owned());
            if let Some(kind) = Kind::of(&key, &empty) {
                self.replace(kind, &mut value);
            }
            out.push('"');
            out.push_str(value.as_str().unwrap_or(literal));
            out.push('"');
            rest = &from_quote[end + 1..];
        }
        out.push_str(rest);
        let mut value = Value::String(out);
        self.strings(&mut value);
        *text = value.as_str().unwrap_or_default().to_owned();
    }

    /// Each real value replaced so far, with its fake.
    pub fn replaced(&self) -> &BTreeMap<String, String> {
        &self.fakes
    }

    fn fields(&mut self, value: &mut Value) {
        match value {
            Value::Object(object) => {
                let kinds: Vec<(String, Kind)> = object
                    .keys()
                    .filter_map(|k| Kind::of(k, object).map(|kind| (k.clone(), kind)))
                    .collect();
                for (key, member) in object.iter_mut() {
                    match kinds.iter().find(|(k, _)| k == key) {
                        Some((_, kind)) => self.replace(*kind, member),
                        None => self.fields(member),
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|item| self.fields(item)),
            _ => {}
        }
    }

    /// Replaces the string (or each string of a list) in a field of `kind`.
    fn replace(&mut self, kind: Kind, member: &mut Value) {
        match member {
            Value::String(text) if !text.is_empty() => {
                if kind == Kind::Secret {
                    if text != REDACTED {
                        self.secrets.insert(text.clone());
                    }
                    *text = REDACTED.into();
                } else if !self.known_fakes.contains(text.as_str()) && valid(kind, text) {
                    let today = self.today;
                    let fake = self
                        .fakes
                        .entry(text.clone())
                        .or_insert_with(|| fake(kind, text, today))
                        .clone();
                    *text = fake;
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|i| self.replace(kind, i)),
            _ => {}
        }
    }

    /// Cuts every secret and every replaced value of four characters or more out of each string.
    fn strings(&self, value: &mut Value) {
        match value {
            Value::String(text) => {
                for secret in &self.secrets {
                    if text.contains(secret.as_str()) {
                        *text = text.replace(secret.as_str(), REDACTED);
                    }
                }
                for (real, fake) in &self.fakes {
                    if real.chars().count() >= 4 && text.contains(real.as_str()) {
                        *text = text.replace(real.as_str(), fake);
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|i| self.strings(i)),
            Value::Object(object) => object.values_mut().for_each(|v| self.strings(v)),
            _ => {}
        }
    }
}

/// Every value of a personal field in `value` (the fakes a cassette holds).
pub fn personal_values(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::Object(object) => {
            for (key, member) in object {
                match Kind::of(key, object) {
                    Some(Kind::Secret) => {}
                    Some(_) => collect_strings(member, out),
                    None => personal_values(member, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| personal_values(i, out)),
        _ => {}
    }
}

fn collect_strings(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::String(s) => {
            out.insert(s.clone());
        }
        Value::Array(items) => items.iter().for_each(|i| collect_strings(i, out)),
        _ => {}
    }
}

/// Puts real values back where their fakes stand in `value` (a replay answers a scenario with
/// the values it sent): `restore` maps each fake to the real value.
pub fn restore(value: &mut Value, restore: &BTreeMap<String, String>) {
    match value {
        Value::String(text) => {
            if let Some(real) = restore.get(text.as_str()) {
                *text = real.clone();
            } else {
                for (fake, real) in restore {
                    if fake.chars().count() >= 4 && text.contains(fake.as_str()) {
                        *text = text.replace(fake.as_str(), real);
                    }
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|i| self::restore(i, restore)),
        Value::Object(object) => object.values_mut().for_each(|v| self::restore(v, restore)),
        _ => {}
    }
}

/// Name syllables: Latin letters only, so every fake passes the name rules.
const SYLLABLES: [&str; 16] = [
    "ka", "lo", "mi", "ren", "sa", "to", "vel", "da", "no", "ri", "bel", "ta", "mo", "lin", "ve",
    "su",
];

/// Whether `value` passes the rule of its field's `kind` (a refused value is kept as sent).
fn valid(kind: Kind, value: &str) -> bool {
    use payments_types::{
        AccountNo, AsciiText, DateOfBirth, Email, Iban, Mobile, PayId, PersonName,
    };
    match kind {
        Kind::Secret => true,
        Kind::Name => PersonName::parse_not_domain(value).is_ok(),
        Kind::Email => Email::parse(value).is_ok(),
        Kind::Phone => Mobile::parse(value).is_ok(),
        Kind::Dob => DateOfBirth::parse(value).is_ok(),
        Kind::DocNumber => AsciiText::parse(value).is_ok(),
        Kind::AccountNo => AccountNo::parse(value).is_ok(),
        Kind::Iban => Iban::parse(value).is_ok(),
        Kind::PayId => PayId::parse(value).is_ok(),
    }
}

/// The fake of `value`, a valid value of a field of `kind`, recorded on `today`.
fn fake(kind: Kind, value: &str, today: time::Date) -> String {
    let digest = Sha256::digest(format!("payments-cassette/{}/{value}", kind.label()).as_bytes());
    let n = |i: usize| u64::from_be_bytes(digest[i..i + 8].try_into().expect("8 bytes"));
    let digits = |count: usize| -> String {
        let mut x = n(8);
        (0..count)
            .map(|_| {
                let d = (x % 10) as u8;
                x /= 10;
                char::from(b'0' + d)
            })
            .collect()
    };
    match kind {
        Kind::Secret => REDACTED.into(),
        Kind::Name => {
            let pick = |i: usize| SYLLABLES[usize::from(digest[i]) % SYLLABLES.len()];
            let name = format!("{}{}{}", pick(0), pick(1), pick(2));
            let mut chars = name.chars();
            let first = chars.next().expect("syllables are not empty");
            first.to_ascii_uppercase().to_string() + chars.as_str()
        }
        Kind::Email => format!("person-{}@example.test", super::hex(&digest[..5])),
        Kind::Phone => format!("+6141{}", digits(7)),
        Kind::Dob => {
            // The same age group on the recording's day, 1 to 10 years inside it.
            let born = time::Date::parse(
                value,
                time::macros::format_description!("[year]-[month]-[day]"),
            )
            .unwrap_or(today);
            let age_days = (today - born).whole_days();
            let years = |y: i64| time::Duration::days(y * 365 + y / 4);
            let spread = time::Duration::days((n(0) % 3000) as i64);
            let fake = if age_days < years(18).whole_days() {
                today - years(8) - spread
            } else if age_days < years(65).whole_days() {
                today - years(25) - spread
            } else {
                today - years(70) - spread
            };
            fake.to_string()
        }
        Kind::DocNumber => format!("X{}", digits(7)),
        Kind::AccountNo => format!("9{}", digits(7)),
        Kind::Iban => gb_iban("SIMV", &digits(14)),
        Kind::PayId if value.contains('@') => fake(Kind::Email, value, today),
        Kind::PayId if value.starts_with('+') || value.starts_with("04") => {
            fake(Kind::Phone, value, today)
        }
        Kind::PayId => value.to_owned(),
    }
}

/// A GB IBAN of `bank` (4 letters) and `sort_and_account` (14 digits), with its check digits.
fn gb_iban(bank: &str, sort_and_account: &str) -> String {
    let bban = format!("{bank}{sort_and_account}");
    // ISO 13616: the BBAN, then the country and "00", letters as numbers, mod 97.
    let rearranged = format!("{bban}GB00");
    let remainder = rearranged.chars().fold(0u32, |acc, c| {
        let value = c.to_digit(36).expect("letters and digits");
        if value >= 10 {
            (acc * 100 + value) % 97
        } else {
            (acc * 10 + value) % 97
        }
    });
    format!("GB{:02}{bban}", 98 - remainder)
}

#[cfg(test)]
mod tests {
    use super::*;
    use payments_types::{
        AccountNo, AgeRule, AsciiText, DateOfBirth, Email, Iban, Mobile, PayId, PersonName,
    };
    use serde_json::json;

    const TODAY: time::Date = time::macros::date!(2026 - 11 - 26);

    #[test]
    fn every_fake_passes_the_rule_of_its_field() {
        let today = TODAY;
        for seed in 0..300 {
            let value = format!("value-{seed}");
            PersonName::parse_not_domain(&fake(Kind::Name, &value, today)).unwrap();
            Email::parse(&fake(Kind::Email, &value, today)).unwrap();
            Mobile::parse(&fake(Kind::Phone, &value, today)).unwrap();
            AsciiText::parse(&fake(Kind::DocNumber, &value, today)).unwrap();
            AccountNo::parse(&fake(Kind::AccountNo, &value, today)).unwrap();
            Iban::parse(&fake(Kind::Iban, &value, today)).unwrap();
            PayId::parse(&fake(Kind::PayId, &format!("{value}@example.com"), today)).unwrap();
            PayId::parse(&fake(Kind::PayId, "+61412345678", today)).unwrap();
        }
    }

    /// A date of birth keeps its verdict under both age rules: a child stays under 18, an
    /// adult between 18 and 65, an older person 65 or over.
    #[test]
    fn a_fake_date_of_birth_is_of_the_same_age_group() {
        let verdicts = |dob: &str| {
            let d = DateOfBirth::parse(dob).unwrap();
            (
                d.check_age(TODAY, AgeRule::Adult).is_ok(),
                d.check_age(TODAY, AgeRule::SubClientContact).is_ok(),
            )
        };
        for dob in [
            "2016-11-27",
            "2008-11-27",
            "2008-11-26",
            "1990-05-05",
            "1961-11-27",
            "1961-11-26",
            "1930-01-01",
        ] {
            let faked = fake(Kind::Dob, dob, TODAY);
            assert_eq!(verdicts(&faked), verdicts(dob), "{dob} -> {faked}");
        }
    }

    #[test]
    fn a_value_its_rule_refuses_is_kept_as_sent() {
        let mut r = Redactor::new(TODAY);
        let mut input = json!({"recipient": {"firstName": "N/A", "lastName": "L0velace", "middleName": "lovelace.com"},
            "mobile": "+61 12", "email": "not-an-email"});
        let sent = input.clone();
        r.redact(&mut input);
        assert_eq!(input, sent);
    }

    #[test]
    fn secrets_and_personal_values_are_replaced_the_same_way_everywhere() {
        let mut r = Redactor::new(TODAY);
        let mut request = json!({"input": {"email": "jane@corp.example", "password": "hunter22",
            "recipient": {"firstName": "Jane", "lastName": "Citizen", "accountNo": "12345678", "bsb": "062000"},
            "members": [{"mobile": "+61 412 345 678"}]}});
        let mut reply = json!({"data": {"login": {"token": "eyJ.abc.def"},
            "r": {"lastName": "Citizen", "message": "Citizen's account 12345678 (hunter22)"}}});
        r.redact(&mut request);
        r.redact(&mut reply);
        let text = format!("{request}{reply}");
        for real in [
            "jane@corp.example",
            "hunter22",
            "Citizen",
            "12345678",
            "+61 412 345 678",
            "eyJ.abc.def",
        ] {
            assert!(!text.contains(real), "{real} in {text}");
        }
        assert_eq!(request["input"]["password"], REDACTED);
        assert_eq!(reply["data"]["login"]["token"], REDACTED);
        assert_eq!(
            request["input"]["recipient"]["bsb"], "062000",
            "not a person's"
        );
        assert_eq!(
            request["input"]["recipient"]["lastName"], reply["data"]["r"]["lastName"],
            "the same value, the same fake"
        );
        assert_eq!(r.replaced().len(), 5);
        // A value already fake stays; restoring gives the real values back.
        let fakes: BTreeSet<String> = r.replaced().values().cloned().collect();
        let mut again = request.clone();
        Redactor::knowing(TODAY, fakes).redact(&mut again);
        assert_eq!(again, request);
        let back: BTreeMap<String, String> = r
            .replaced()
            .iter()
            .map(|(real, fake)| (fake.clone(), real.clone()))
            .collect();
        restore(&mut reply, &back);
        assert_eq!(reply["data"]["r"]["lastName"], "Citizen");
        assert_eq!(
            reply["data"]["r"]["message"],
            format!("Citizen's account 12345678 ({REDACTED})")
        );
    }

    #[test]
    fn inline_values_of_a_raw_document_are_replaced_too() {
        let mut r = Redactor::new(TODAY);
        let mut doc = super::super::Document::Query(
            r#"mutation { login(input: {email: "demo@payments.test", password: "demo-password"}) { token } }"#.into(),
        );
        r.redact_document(&mut doc);
        let super::super::Document::Query(text) = &doc else {
            unreachable!()
        };
        assert!(
            !text.contains("demo-password") && !text.contains("demo@payments.test"),
            "{text}"
        );
        assert!(text.contains(r#"password: "[redacted]""#), "{text}");
        assert!(text.contains("@example.test"), "{text}");
        // The same text redacts to the same text (a replay's request meets its recording).
        let mut again = super::super::Document::Query(
            r#"mutation { login(input: {email: "demo@payments.test", password: "demo-password"}) { token } }"#.into(),
        );
        Redactor::new(TODAY).redact_document(&mut again);
        assert_eq!(again, doc);
    }

    #[test]
    fn a_gb_iban_has_the_check_digits_of_iso_13616() {
        // The example of the UK's entry in the IBAN registry.
        assert_eq!(gb_iban("NWBK", "60161331926819"), "GB29NWBK60161331926819");
    }
}
