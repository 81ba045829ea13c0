//! Typed webhook events: one [`Event`] variant per event kind of the spec's "Event kinds and
//! payloads" table, plus [`Event::Unknown`] so a kind added later never breaks a receiver.
//!
//! Amounts are [`Money`] (exact decimals read from the JSON number's own text, as in replies);
//! currencies are [`CurrencyCode`]; timestamps are RFC 3339. Fields the table lists only for some kinds, or that
//! the service may send as `null`, are `Option`. Unknown fields are ignored.

mod one_pass;

use std::borrow::Cow;

use payments_types::CurrencyCode;
use serde::Deserialize;
use serde::de::MapAccess;
use serde::de::value::MapAccessDeserializer;
use serde_json::Value;
use time::OffsetDateTime;

use crate::operations::common::Money;

/// A sub-client as embedded in deposit, withdrawal and payment events.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubClientRef {
    /// Sub-client id.
    pub id: Option<String>,
    /// Account name.
    pub full_name: Option<String>,
    /// The sub-client's VAN.
    pub account_no: Option<String>,
    /// The sub-client's BSB.
    pub bsb: Option<String>,
    /// Caller's id of the sub-client.
    pub external_id: Option<String>,
}

/// `recipient` of a deposit event (as written by the depositor).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositRecipient {
    /// Account name.
    pub account_name: Option<String>,
    /// Account number.
    pub account_no: Option<String>,
    /// BSB.
    pub bsb: Option<String>,
}

/// `sender` of a deposit event.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositSender {
    /// Account name.
    pub account_name: Option<String>,
    /// Company name.
    pub company_name: Option<String>,
    /// Sending bank.
    pub bank_name: Option<String>,
    /// Country of the sending bank.
    pub bank_country: Option<String>,
    /// Sender's BSB (added 2026-06-25).
    pub bsb: Option<String>,
    /// Sender's account number (added 2026-06-25).
    pub account_no: Option<String>,
}

/// `recipient` of a `withdrawal_refunded` event.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalRecipient {
    /// Display name.
    pub display_name: Option<String>,
    /// BSB.
    pub bsb: Option<String>,
    /// Account number.
    pub account_no: Option<String>,
}

/// Payload of every `deposit_*` event.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositEvent {
    /// Deposit id.
    pub id: String,
    /// Event kind.
    pub event: String,
    /// When the event was scheduled.
    #[serde(with = "time::serde::rfc3339")]
    pub event_scheduled_at: OffsetDateTime,
    /// Amount deposited.
    pub amount: Money,
    /// Fee.
    pub total_fee: Option<Money>,
    /// Currency code.
    pub currency: CurrencyCode,
    /// Reference sent with the deposit.
    pub external_reference: Option<String>,
    /// When it cleared.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub cleared_at: Option<OffsetDateTime>,
    /// Human-readable status.
    pub status_message: Option<String>,
    /// The account credited, as written by the depositor.
    pub recipient: Option<DepositRecipient>,
    /// The depositor.
    pub sender: Option<DepositSender>,
    /// The sub-client whose VAN received it.
    pub sub_client: Option<SubClientRef>,
    /// Refund events: amount refunded.
    pub refund_amount: Option<Money>,
    /// Refund events: reason.
    pub refund_reason: Option<String>,
    /// Refund events: when.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub refunded_at: Option<OffsetDateTime>,
}

/// Payload of every `withdrawal_*` event.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawalEvent {
    /// Withdrawal id.
    pub id: String,
    /// Event kind.
    pub event: String,
    /// When the event was scheduled.
    #[serde(with = "time::serde::rfc3339")]
    pub event_scheduled_at: OffsetDateTime,
    /// Amount.
    pub amount: Money,
    /// Fee.
    pub total_fee: Option<Money>,
    /// Currency code.
    pub currency: CurrencyCode,
    /// Caller's id of the withdrawal.
    pub external_id: Option<String>,
    /// Sub-client sender, if any.
    pub sub_client: Option<SubClientRef>,
    /// On reviewing, pending, completed, refunded, cancelled.
    pub status_message: Option<String>,
    /// On completed and refunded.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub cleared_at: Option<OffsetDateTime>,
    /// On refunded.
    pub refund_amount: Option<Money>,
    /// On refunded.
    pub refund_reason: Option<String>,
    /// On refunded.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub refunded_at: Option<OffsetDateTime>,
    /// On refunded.
    pub recipient: Option<WithdrawalRecipient>,
    /// On cancelled, e.g. `CANCELLATION_REQUESTED_BY_PARTICIPANT`.
    pub reject_code: Option<String>,
    /// On cancelled.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub rejected_at: Option<OffsetDateTime>,
}

/// Payload of every `payment_*` event and of `currency_converted`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentEvent {
    /// Payment id.
    pub id: String,
    /// Event kind.
    pub event: String,
    /// When the event was scheduled.
    #[serde(with = "time::serde::rfc3339")]
    pub event_scheduled_at: OffsetDateTime,
    /// Amount sold.
    pub from_amount: Money,
    /// Currency sold.
    pub from_currency: CurrencyCode,
    /// Amount delivered.
    pub to_amount: Money,
    /// Currency delivered.
    pub to_currency: CurrencyCode,
    /// Caller's id (absent on `payment_created`).
    pub external_id: Option<String>,
    /// Sub-client (on `payment_created` only).
    pub sub_client: Option<SubClientRef>,
}

/// Payload of every `conversion_*` event.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConversionEvent {
    /// Conversion id.
    pub id: String,
    /// Event kind.
    pub event: String,
    /// When the event was scheduled.
    #[serde(with = "time::serde::rfc3339")]
    pub event_scheduled_at: OffsetDateTime,
    /// Amount sold.
    pub from_amount: Money,
    /// Currency sold.
    pub from_currency: CurrencyCode,
    /// Amount bought.
    pub to_amount: Money,
    /// Currency bought.
    pub to_currency: CurrencyCode,
    /// Rate applied.
    pub rate: Money,
    /// Caller's id.
    pub external_id: Option<String>,
}

/// Payload of every `subclient_*` event.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubClientEvent {
    /// Sub-client id.
    pub id: String,
    /// Event kind.
    pub event: String,
    /// When the event was scheduled.
    #[serde(with = "time::serde::rfc3339")]
    pub event_scheduled_at: OffsetDateTime,
    /// Account name.
    pub full_name: Option<String>,
    /// Status as sent (`subclient_disabled` carries `DEACTIVATED`, as the spec shows).
    pub status: String,
    /// Caller's id.
    pub external_id: Option<String>,
}

/// Payload of every `ams_*` event.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AmsEvent {
    /// Search request id.
    pub id: String,
    /// Event kind.
    pub event: String,
    /// When the event was scheduled.
    #[serde(with = "time::serde::rfc3339")]
    pub event_scheduled_at: OffsetDateTime,
    /// Name screened.
    pub name: Option<String>,
    /// Country screened.
    pub country: Option<String>,
    /// `INITIALISED`, `PENDING`, `COMPLETED` or `FAILED`.
    pub status: String,
}

/// Payload of every `rfi_*` event.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RfiEvent {
    /// RFI id.
    pub id: String,
    /// Event kind.
    pub event: String,
    /// When the event was scheduled.
    #[serde(with = "time::serde::rfc3339")]
    pub event_scheduled_at: OffsetDateTime,
    /// Human-readable status.
    pub status_message: Option<String>,
    /// Answer deadline.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub deadline: Option<OffsetDateTime>,
    /// Deposits concerned.
    #[serde(default)]
    pub deposit_ids: Vec<String>,
    /// Withdrawals concerned.
    #[serde(default)]
    pub withdrawal_ids: Vec<String>,
    /// Payments concerned.
    #[serde(default)]
    pub payment_ids: Vec<String>,
    /// Creation time.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub created_at: Option<OffsetDateTime>,
    /// Last update.
    #[serde(default, with = "time::serde::rfc3339::option")]
    pub updated_at: Option<OffsetDateTime>,
}

macro_rules! events {
    ($( $variant:ident => $kind:literal : $payload:ty ),* $(,)?) => {
        /// A webhook event, one variant per kind of the spec.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Event {
            $( #[doc = concat!("`", $kind, "`")] $variant($payload), )*
            /// A kind this version does not know; `raw` is the whole payload.
            Unknown {
                /// The payload's `event` value.
                event: String,
                /// The whole payload.
                raw: Value,
            },
        }

        /// Every event kind of the spec, in table order.
        pub const EVENT_KINDS: &[&str] = &[$($kind),*];

        impl Event {
            /// The event kind, e.g. `withdrawal_pending`.
            pub fn kind(&self) -> &str {
                match self {
                    $( Self::$variant(_) => $kind, )*
                    Self::Unknown { event, .. } => event,
                }
            }

            /// The record id (`id`); for [`Event::Unknown`] when it is a string.
            pub fn id(&self) -> Option<&str> {
                match self {
                    $( Self::$variant(p) => Some(&p.id), )*
                    Self::Unknown { raw, .. } => raw.get("id").and_then(Value::as_str),
                }
            }

            /// `eventScheduledAt`; for [`Event::Unknown`] when it parses as RFC 3339.
            pub fn scheduled_at(&self) -> Option<OffsetDateTime> {
                match self {
                    $( Self::$variant(p) => Some(p.event_scheduled_at), )*
                    Self::Unknown { raw, .. } => raw
                        .get("eventScheduledAt")
                        .and_then(Value::as_str)
                        .and_then(|s| OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339).ok()),
                }
            }

            /// `kind` as spelt in [`EVENT_KINDS`], if this version knows it.
            fn known_kind(kind: &str) -> Option<&'static str> {
                match kind {
                    $( $kind => Some($kind), )*
                    _ => None,
                }
            }

            /// The payload of `kind` read from `map`; `None` for an unknown kind.
            fn from_map<'de, A: MapAccess<'de>>(kind: &str, map: A) -> Result<Option<Self>, A::Error> {
                let map = MapAccessDeserializer::new(map);
                Ok(Some(match kind {
                    $( $kind => <$payload>::deserialize(map).map(Self::$variant)?, )*
                    _ => return Ok(None),
                }))
            }

            fn parse_known(kind: &str, body: &[u8]) -> Option<Result<Self, serde_json::Error>> {
                Some(match kind {
                    $( $kind => serde_json::from_slice::<$payload>(body).map(Self::$variant), )*
                    _ => return None,
                })
            }
        }
    };
}

events! {
    DepositInitiated => "deposit_initiated": DepositEvent,
    DepositReviewing => "deposit_reviewing": DepositEvent,
    DepositCleared => "deposit_cleared": DepositEvent,
    DepositCancelled => "deposit_cancelled": DepositEvent,
    DepositRefunding => "deposit_refunding": DepositEvent,
    DepositRefunded => "deposit_refunded": DepositEvent,
    WithdrawalInitiated => "withdrawal_initiated": WithdrawalEvent,
    WithdrawalReviewing => "withdrawal_reviewing": WithdrawalEvent,
    WithdrawalPending => "withdrawal_pending": WithdrawalEvent,
    WithdrawalCompleted => "withdrawal_completed": WithdrawalEvent,
    WithdrawalFailed => "withdrawal_failed": WithdrawalEvent,
    WithdrawalRefunded => "withdrawal_refunded": WithdrawalEvent,
    WithdrawalCancelled => "withdrawal_cancelled": WithdrawalEvent,
    PaymentCreated => "payment_created": PaymentEvent,
    PaymentComplete => "payment_complete": PaymentEvent,
    PaymentFailed => "payment_failed": PaymentEvent,
    PaymentCancelled => "payment_cancelled": PaymentEvent,
    CurrencyConverted => "currency_converted": PaymentEvent,
    ConversionInitialised => "conversion_initialised": ConversionEvent,
    ConversionPending => "conversion_pending": ConversionEvent,
    ConversionConverted => "conversion_converted": ConversionEvent,
    ConversionFailed => "conversion_failed": ConversionEvent,
    ConversionCancelled => "conversion_cancelled": ConversionEvent,
    SubClientInitiated => "subclient_initiated": SubClientEvent,
    SubClientActive => "subclient_active": SubClientEvent,
    SubClientUnapproved => "subclient_unapproved": SubClientEvent,
    SubClientFailedKyc => "subclient_failed_kyc": SubClientEvent,
    SubClientDeactivated => "subclient_deactivated": SubClientEvent,
    SubClientDisabled => "subclient_disabled": SubClientEvent,
    AmsInitialised => "ams_initialised": AmsEvent,
    AmsPending => "ams_pending": AmsEvent,
    AmsCompleted => "ams_completed": AmsEvent,
    AmsFailed => "ams_failed": AmsEvent,
    RfiCreated => "rfi_created": RfiEvent,
    RfiAssessing => "rfi_assessing": RfiEvent,
    RfiClosed => "rfi_closed": RfiEvent,
    RfiCancelled => "rfi_cancelled": RfiEvent,
}

#[derive(Deserialize)]
struct Peek<'a> {
    #[serde(borrow)]
    event: Cow<'a, str>,
}

impl Event {
    /// Parses a payload (no signature check: use [`verify`](super::verify()) on received bytes).
    ///
    /// The body must be a JSON object with a string `event`; a known kind must have its
    /// payload's shape, any other kind becomes [`Event::Unknown`].
    pub fn from_json(body: &[u8]) -> Result<Self, serde_json::Error> {
        // Serde would also read a struct from a JSON array: require an object.
        if body.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
            return Err(<serde_json::Error as serde::de::Error>::custom(
                "the payload must be a JSON object",
            ));
        }
        match one_pass::parse(body) {
            Ok(Some(event)) => Ok(event),
            Ok(None) => Self::unknown(body),
            // Errors come from the former two-pass parser, with its exact messages and its
            // leniency (it accepts invalid UTF-8 inside an ignored string; the one pass
            // checks the whole body up front).
            Err(_) => Self::from_json_twice(body),
        }
    }

    /// The body of an unknown kind, with one string `event`, as [`Event::Unknown`].
    fn unknown(body: &[u8]) -> Result<Self, serde_json::Error> {
        let raw: Value = serde_json::from_slice(body)?;
        match raw.get("event").and_then(Value::as_str) {
            Some(event) => Ok(Self::Unknown {
                event: event.to_owned(),
                raw,
            }),
            None => Self::from_json_twice(body),
        }
    }

    /// Reads `event`, then the whole body again as that kind's payload (or as a [`Value`]).
    fn from_json_twice(body: &[u8]) -> Result<Self, serde_json::Error> {
        let peek: Peek<'_> = serde_json::from_slice(body)?;
        match Self::parse_known(&peek.event, body) {
            Some(r) => r,
            None => {
                let raw: Value = serde_json::from_slice(body)?;
                Ok(Self::Unknown {
                    event: peek.event.into_owned(),
                    raw,
                })
            }
        }
    }

    /// The caller's `externalId` of the record, when the payload carries one.
    pub fn external_id(&self) -> Option<&str> {
        match self {
            Self::WithdrawalInitiated(p)
            | Self::WithdrawalReviewing(p)
            | Self::WithdrawalPending(p)
            | Self::WithdrawalCompleted(p)
            | Self::WithdrawalFailed(p)
            | Self::WithdrawalRefunded(p)
            | Self::WithdrawalCancelled(p) => p.external_id.as_deref(),
            Self::PaymentCreated(p)
            | Self::PaymentComplete(p)
            | Self::PaymentFailed(p)
            | Self::PaymentCancelled(p)
            | Self::CurrencyConverted(p) => p.external_id.as_deref(),
            Self::ConversionInitialised(p)
            | Self::ConversionPending(p)
            | Self::ConversionConverted(p)
            | Self::ConversionFailed(p)
            | Self::ConversionCancelled(p) => p.external_id.as_deref(),
            Self::SubClientInitiated(p)
            | Self::SubClientActive(p)
            | Self::SubClientUnapproved(p)
            | Self::SubClientFailedKyc(p)
            | Self::SubClientDeactivated(p)
            | Self::SubClientDisabled(p) => p.external_id.as_deref(),
            Self::Unknown { raw, .. } => raw.get("externalId").and_then(Value::as_str),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn withdrawal_cancelled_reads_every_field() {
        let body = br#"{"event":"withdrawal_cancelled","eventScheduledAt":"2026-07-01T00:00:02Z","id":"wd_1",
            "amount":10.1,"totalFee":1.0,"currency":"AUD","externalId":"ext-1","subClient":null,
            "statusMessage":"no","rejectCode":"CANCELLATION_REQUESTED_BY_PARTICIPANT","rejectedAt":"2026-07-01T00:00:02Z"}"#;
        let Event::WithdrawalCancelled(p) = Event::from_json(body).expect("parses") else {
            panic!("wrong variant")
        };
        assert_eq!(
            p.amount,
            Money(rust_decimal::Decimal::from_str("10.1").expect("decimal"))
        );
        assert_eq!(p.currency, CurrencyCode::AUD);
        assert_eq!(
            p.reject_code.as_deref(),
            Some("CANCELLATION_REQUESTED_BY_PARTICIPANT")
        );
        assert!(p.rejected_at.is_some());
        assert_eq!(p.external_id.as_deref(), Some("ext-1"));
    }

    #[test]
    fn unknown_kind_is_kept_raw() {
        let e = Event::from_json(br#"{"event":"card_issued","id":"c1","x":1}"#).expect("parses");
        assert_eq!(e.kind(), "card_issued");
        assert_eq!(e.id(), Some("c1"));
        assert!(matches!(e, Event::Unknown { ref raw, .. } if raw["x"] == 1));
    }

    #[test]
    fn known_kind_with_wrong_shape_is_an_error() {
        assert!(Event::from_json(br#"{"event":"deposit_cleared","id":"d1"}"#).is_err());
        assert!(Event::from_json(br#"["event"]"#).is_err());
        assert!(Event::from_json(br#"{"event":3}"#).is_err());
    }

    /// Wherever the one pass answers with an event, it is the two passes' event; `from_json`
    /// answers exactly as the two passes.
    fn assert_same_as_two_passes(body: &[u8]) {
        let twice = Event::from_json_twice(body);
        let text = String::from_utf8_lossy(body);
        match one_pass::parse(body) {
            Ok(Some(e)) => assert_eq!(twice.as_ref().ok(), Some(&e), "{text}"),
            // Not a known kind: `from_json` reads it as a `Value`, which may still fail.
            Ok(None) => assert!(
                matches!(twice, Ok(Event::Unknown { .. }) | Err(_)),
                "{text}"
            ),
            Err(_) => {}
        }
        let once = Event::from_json(body);
        assert_eq!(once.as_ref().ok(), twice.as_ref().ok(), "{text}");
        assert_eq!(
            once.map_err(|e| e.to_string()).err(),
            twice.map_err(|e| e.to_string()).err(),
            "{text}"
        );
    }

    const DEPOSIT: &str = r#"{"event":"deposit_cleared","eventScheduledAt":"2026-07-01T00:00:00Z","id":"dp_1","amount":1234.56,"totalFee":0.0,"currency":"AUD","clearedAt":"2026-07-01T00:00:00Z","recipient":{"accountName":"Demo","bsb":"802985","x":[1,{"y":null}]},"sender":null,"subClient":{"id":"sc_1","externalId":"c-1"},"refundAmount":null,"note":"a\"b\\c\u00e9"}"#;

    #[test]
    fn one_pass_agrees_with_two_passes() {
        // serde_json's map is sorted, so this moves `event` after `amount`, `clearedAt`, ...
        let sorted = serde_json::from_str::<Value>(DEPOSIT)
            .expect("json")
            .to_string();
        assert!(matches!(
            one_pass::parse(sorted.as_bytes()),
            Ok(Some(Event::DepositCleared(_)))
        ));
        let bodies = [
            DEPOSIT,
            &sorted,
            // Escaped keys and kind, before and at `event`.
            r#"{"\u0069d":"a1","\u0065vent":"ams\u005fpending","eventScheduledAt":"2026-07-01T00:00:00Z","status":"PENDING"}"#,
            // A string amount, fields of other kinds before `event`.
            r#"{"rate":1.5,"status":"X","amount":"10.5","event":"withdrawal_pending","eventScheduledAt":"2026-07-01T00:00:02Z","id":"wd_1","currency":"AUD"}"#,
            // Duplicate `event`, before or after.
            r#"{"event":"ams_pending","eventScheduledAt":"2026-07-01T00:00:00Z","id":"a1","status":"X","event":"ams_pending"}"#,
            r#"{"event":"card_issued","id":"a1","event":"ams_pending","eventScheduledAt":"2026-07-01T00:00:00Z","status":"X"}"#,
            // Unknown kinds, some not valid as a `Value`.
            r#"{"id":"c1","x":[1,2],"event":"card_issued","y":{"z":1}}"#,
            r#"{"event":"card_issued","x":1e400}"#,
            r#"{"event":"card_issued","x":"\ud800"}"#,
            // Wrong shapes, non-string kinds, trailing bytes.
            r#"{"id":"d1","event":"deposit_cleared"}"#,
            r#"{"id":"d1","event":null}"#,
            r#"{"id":"d1"}"#,
            r#"{"event":"ams_pending","eventScheduledAt":"2026-07-01T00:00:00Z","id":"a1","status":"X"} x"#,
        ];
        for body in bodies {
            assert_same_as_two_passes(body.as_bytes());
        }
        // Invalid UTF-8 in an ignored string: refused by the one pass, which checks the whole
        // body up front, and accepted (unchecked) by the two passes.
        let body = b"{\"x\":\"\xff\",\"event\":\"ams_pending\",\"eventScheduledAt\":\"2026-07-01T00:00:00Z\",\"id\":\"a1\",\"status\":\"X\"}";
        assert!(one_pass::parse(body).is_err());
        assert!(Event::from_json(body).is_ok());
        assert_same_as_two_passes(body);
    }

    /// Payloads of several kinds as (key, JSON value) entries.
    fn samples() -> Vec<Vec<(String, String)>> {
        let withdrawal = r#"{"event":"withdrawal_refunded","eventScheduledAt":"2026-07-01T00:00:02Z","id":"wd_1","amount":10.1,"totalFee":1,"currency":"AUD","externalId":"e-1","subClient":{"id":"s"},"refundAmount":"10.10","refundedAt":"2026-07-01T00:00:09Z","recipient":{"displayName":"D"}}"#;
        let rfi = r#"{"event":"rfi_created","eventScheduledAt":"2026-07-01T00:00:02Z","id":"r1","depositIds":["d1","d2"],"deadline":null,"createdAt":"2026-07-01T00:00:02Z"}"#;
        let conversion = r#"{"event":"conversion_converted","eventScheduledAt":"2026-07-01T00:00:02Z","id":"c1","fromAmount":100,"fromCurrency":"AUD","toAmount":65.5,"toCurrency":"USD","rate":0.655}"#;
        let unknown = r#"{"event":"card_issued","id":"k1","x":[1,2.5,null]}"#;
        [DEPOSIT, withdrawal, rfi, conversion, unknown]
            .iter()
            .map(|body| {
                let v: Value = serde_json::from_str(body).expect("json");
                let Value::Object(m) = v else {
                    panic!("object")
                };
                m.into_iter().map(|(k, v)| (k, v.to_string())).collect()
            })
            .collect()
    }

    proptest::proptest! {
        /// Any order of the entries, one of them missing or replaced by a value of another
        /// type or an out-of-range one.
        #[test]
        fn one_pass_agrees_on_shuffled_and_damaged_payloads(
            sample in 0..5usize,
            order in proptest::collection::vec(proptest::prelude::any::<u32>(), 16),
            drop in proptest::option::of(0..16usize),
            damage in proptest::option::of((0..16usize, 0..6usize)),
        ) {
            let mut entries = samples().swap_remove(sample);
            let mut keys: Vec<u32> = order.into_iter().take(entries.len()).collect();
            keys.resize(entries.len(), 0);
            let mut keyed: Vec<_> = keys.into_iter().zip(entries.drain(..)).collect();
            keyed.sort_by_key(|(k, _)| *k);
            let mut entries: Vec<_> = keyed.into_iter().map(|(_, e)| e).collect();
            if let Some((i, v)) = damage {
                let n = entries.len();
                entries[i % n].1 = ["null", "1", "\"x\"", "[]", "{}", "1e400"][v].to_owned();
            }
            if let Some(i) = drop {
                let n = entries.len();
                entries.remove(i % n);
            }
            let fields: Vec<String> = entries
                .iter()
                .map(|(k, v)| format!("{}:{v}", Value::String(k.clone())))
                .collect();
            assert_same_as_two_passes(format!("{{{}}}", fields.join(",")).as_bytes());
        }
    }

    #[test]
    fn every_kind_is_listed_once() {
        let mut k = EVENT_KINDS.to_vec();
        k.sort_unstable();
        k.dedup();
        assert_eq!(k.len(), 37);
    }
}
