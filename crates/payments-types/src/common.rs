//! Types shared by several resources: record ids, timestamps, callback addresses, idempotency
//! keys, free text, and the address and identity-document inputs.

use std::fmt;

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::dummy::check_not_dummy;
use crate::error::shown;
use crate::input::{Context, Object};
use crate::macros::{read_from_string, string_newtype};
use crate::text::{check_not_blank, check_printable_ascii};
use crate::{AsciiText, FieldError, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;
use payments_types_derive::{input_object, schema_enum};

/// Longest record id accepted.
const ID_MAX: usize = 128;

/// The id of a record of the service (`ID`): non-blank printable ASCII, at most 128 characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(Box<str>);

impl Id {
    /// Checks `value`: `dummy_value`, `ascii`, `ascii.printable`, `text.blank`, `id.length`.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        check_printable_ascii(value)?;
        check_not_blank(value)?;
        if value.len() > ID_MAX {
            return Err(FieldError::new(
                rules::ID_LENGTH,
                format!("must be at most {ID_MAX} characters, got {}", value.len()),
            ));
        }
        Ok(Self(value.into()))
    }
}

string_newtype!(Id, ID);

/// An ISO 8601 timestamp with offset (the schema's `DateTime`), kept in UTC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Timestamp(OffsetDateTime);

impl Timestamp {
    /// Parses RFC 3339 (`2026-06-15T10:00:00+10:00`): `timestamp.format` otherwise.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        OffsetDateTime::parse(value, &Rfc3339)
            .map(|at| Self(at.to_offset(time::UtcOffset::UTC)))
            .map_err(|_| {
                FieldError::new(
                    rules::TIMESTAMP_FORMAT,
                    format!(
                        "must be an ISO 8601 timestamp with offset: {}",
                        shown(value)
                    ),
                )
            })
    }

    /// The instant, in UTC.
    pub fn at(&self) -> OffsetDateTime {
        self.0
    }
}

impl From<OffsetDateTime> for Timestamp {
    fn from(at: OffsetDateTime) -> Self {
        Self(at.to_offset(time::UtcOffset::UTC))
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0.format(&Rfc3339).map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

impl Serialize for Timestamp {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Timestamp {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
        Self::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "cynic")]
cynic::impl_scalar!(Timestamp, schema::DateTime);

/// A moment as the spec writes periods and date filters: an ISO 8601 date (`2026-11-26`) or a
/// date-time (`2026-11-26T10:00`, seconds and fraction optional) with an optional offset (`Z`,
/// `+10:00` or `+1000`).
///
/// **Zone.** A date, or a date-time without an offset, is read in UTC: the spec gives every time
/// of a reply in UTC and names no other zone for requests; an offset, where given, is honoured
/// ("timezone offsets are honoured", `StatementQueryInput.fromDate`). A date stands for its
/// whole day: as the start of a range its first instant, as the end its last
/// ([`start`](Self::start), [`end`](Self::end)). Kept as written, and sent so.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DateOrTime {
    text: Box<str>,
    moment: Moment,
}

/// What a [`DateOrTime`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Moment {
    Day(time::Date),
    Instant(OffsetDateTime),
}

impl DateOrTime {
    /// Reads `value` in one of the forms above: `timestamp.format` otherwise.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        Self::read(value).ok_or_else(|| {
            FieldError::new(
                rules::TIMESTAMP_FORMAT,
                format!(
                    "must be an ISO 8601 date (YYYY-MM-DD) or date-time (YYYY-MM-DDThh:mm[:ss]), \
                     with an optional offset (Z, +hh:mm or +hhmm): {}",
                    shown(value)
                ),
            )
        })
        .map(|moment| Self {
            text: value.into(),
            moment,
        })
    }

    fn read(value: &str) -> Option<Moment> {
        use time::macros::format_description;
        let day = time::Date::parse(
            value.get(..10)?,
            format_description!("[year]-[month]-[day]"),
        )
        .ok()?;
        let rest = &value[10..];
        if rest.is_empty() {
            return Some(Moment::Day(day));
        }
        let rest = rest.strip_prefix('T')?;
        // The offset starts at a trailing `Z`, or at the last `+`/`-` (the time has neither).
        let (clock, offset) = match rest.strip_suffix('Z') {
            Some(clock) => (clock, Some(time::UtcOffset::UTC)),
            None => match rest.rfind(['+', '-']) {
                Some(at) => (&rest[..at], Some(read_offset(&rest[at..])?)),
                None => (rest, None),
            },
        };
        let clock = time::Time::parse(
            clock,
            format_description!(
                version = 2,
                "[hour]:[minute][optional [:[second][optional [.[subsecond]]]]]"
            ),
        )
        .ok()?;
        let local = time::PrimitiveDateTime::new(day, clock);
        let at = local.assume_offset(offset.unwrap_or(time::UtcOffset::UTC));
        // Kept in UTC; a moment past the calendar's end in UTC (9999-12-31T23:00-05:00) is none.
        at.checked_to_offset(time::UtcOffset::UTC)
            .map(Moment::Instant)
    }

    /// The first instant it stands for, in UTC: a date's midnight, or the date-time.
    pub fn start(&self) -> OffsetDateTime {
        match self.moment {
            Moment::Day(day) => day.midnight().assume_utc(),
            Moment::Instant(at) => at,
        }
    }

    /// The last instant it stands for, in UTC: a date's last nanosecond, or the date-time.
    pub fn end(&self) -> OffsetDateTime {
        match self.moment {
            Moment::Day(day) => day
                .with_hms_nano(23, 59, 59, 999_999_999)
                .unwrap_or_else(|_| day.midnight())
                .assume_utc(),
            Moment::Instant(at) => at,
        }
    }

    /// The value as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

/// `+hh:mm`, `+hhmm` (or `-`), as an offset.
fn read_offset(text: &str) -> Option<time::UtcOffset> {
    let (sign, digits) = text.split_at(1);
    let digits = digits.replacen(':', "", 1);
    if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let hours: i8 = digits[..2].parse().ok()?;
    let minutes: i8 = digits[2..].parse().ok()?;
    let sign = if sign == "-" { -1 } else { 1 };
    time::UtcOffset::from_hms(sign * hours, sign * minutes, 0).ok()
}

impl fmt::Display for DateOrTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl Serialize for DateOrTime {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for DateOrTime {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
        Self::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "cynic")]
cynic::impl_scalar!(DateOrTime, schema::DateTime);

read_from_string!(DateOrTime, DocDate);

/// Longest callback address accepted.
const URI_MAX: usize = 2048;

/// An ad hoc webhook address (`callbackUri`): an absolute `https://` or `http://` URL of printable
/// ASCII without spaces, at most 2048 characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallbackUri(Box<str>);

impl CallbackUri {
    /// Checks `value`: `dummy_value`, `ascii`, `ascii.printable`, `uri.format`, `uri.length`.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        check_printable_ascii(value)?;
        if value.len() > URI_MAX {
            return Err(FieldError::new(
                rules::URI_LENGTH,
                format!("must be at most {URI_MAX} characters, got {}", value.len()),
            ));
        }
        let rest = value
            .strip_prefix("https://")
            .or_else(|| value.strip_prefix("http://"));
        let host = rest.map(|rest| rest.split(['/', '?', '#']).next().unwrap_or(""));
        if host.is_none_or(str::is_empty) || value.contains(' ') {
            return Err(FieldError::new(
                rules::URI_FORMAT,
                format!(
                    "must be an absolute http(s) URL without spaces: {}",
                    shown(value)
                ),
            ));
        }
        Ok(Self(value.into()))
    }
}

string_newtype!(CallbackUri, String);

/// Longest idempotency key accepted.
const KEY_MAX: usize = 255;

/// A key that makes retries of a create call safe (`idempotencyKey`): 1 to 255 printable ASCII
/// characters. A create input built without one gets [`IdempotencyKey::generate`]d at once, so
/// the key belongs to the input value: sending that value again, by the client's retries or
/// by the application, can never create a second record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IdempotencyKey(Box<str>);

impl IdempotencyKey {
    /// A fresh random key: a UUID v4, hyphenated lower case (`1b4e28ba-2fa1-4d2e-883f-0016d3cca427`).
    ///
    /// Its 122 random bits are two SipHash outputs keyed by the standard library's
    /// `RandomState`, whose keys come from the operating system's random source once per
    /// thread and differ for every state made: unique across threads and processes without a
    /// random-number crate in this crate's light dependency tree. Keys need to be unique, not
    /// secret.
    pub fn generate() -> Self {
        use std::hash::{BuildHasher as _, Hasher as _};
        let state = std::hash::RandomState::new();
        let half = |salt: u8| {
            let mut hasher = state.build_hasher();
            hasher.write_u8(salt);
            hasher.finish()
        };
        let bits = (u128::from(half(0)) << 64) | u128::from(half(1));
        // Version 4 and the RFC 4122 variant, as `uuid::Uuid::new_v4` sets them.
        let bits = (bits & !(0xf << 76) & !(0x3 << 62)) | (0x4 << 76) | (0x2 << 62);
        let hex = format!("{bits:032x}");
        let text = format!(
            "{}-{}-{}-{}-{}",
            &hex[..8],
            &hex[8..12],
            &hex[12..16],
            &hex[16..20],
            &hex[20..]
        );
        Self(text.into())
    }

    /// Checks `value`: `dummy_value`, `ascii`, `ascii.printable`, `text.blank`,
    /// `idempotency_key.length`.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        check_printable_ascii(value)?;
        check_not_blank(value)?;
        if value.len() > KEY_MAX {
            return Err(FieldError::new(
                rules::IDEMPOTENCY_KEY_LENGTH,
                format!("must be at most {KEY_MAX} characters, got {}", value.len()),
            ));
        }
        Ok(Self(value.into()))
    }
}

string_newtype!(IdempotencyKey, String);

/// Longest free text accepted.
const TEXT_MAX: usize = 4000;

/// Free text where the spec sets no ASCII rule (a refund reason, an RFI answer): not blank, no
/// control characters other than line breaks and tabs, at most 4000 characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FreeText(Box<str>);

impl FreeText {
    /// Checks `value`: `dummy_value`, `text.blank`, `text.control`, `text.length`.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        check_not_blank(value)?;
        if let Some(c) = value
            .chars()
            .find(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
        {
            return Err(FieldError::new(
                rules::TEXT_CONTROL,
                format!("must not contain control character {c:?}"),
            ));
        }
        let length = value.chars().count();
        if length > TEXT_MAX {
            return Err(FieldError::new(
                rules::TEXT_LENGTH,
                format!("must be at most {TEXT_MAX} characters, got {length}"),
            ));
        }
        Ok(Self(value.into()))
    }
}

string_newtype!(FreeText, String);

/// Whether an address's `country` names Australia (`AU`, `AUS` or `Australia`, any case).
pub fn is_australia(country: &str) -> bool {
    let country = country.trim();
    ["AU", "AUS", "Australia"]
        .iter()
        .any(|name| country.eq_ignore_ascii_case(name))
}

/// A postal address (`AddressInput`): every part printable ASCII; `building` optional.
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddressInput {
    /// Building name or number.
    pub building: Option<AsciiText>,
    /// Street.
    pub street: AsciiText,
    /// Suburb or city.
    pub suburb: AsciiText,
    /// State or region.
    pub state: AsciiText,
    /// Postcode.
    pub postcode: AsciiText,
    /// Country.
    pub country: AsciiText,
}

impl AddressInput {
    /// Whether the address is in Australia (see [`is_australia`]).
    pub fn is_australian(&self) -> bool {
        is_australia(self.country.as_str())
    }
}

/// An address filter (`AddressQueryInput`).
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AddressQueryInput {
    /// Country.
    pub country: Option<AsciiText>,
}

/// Kind of identity document (`IdDocType`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IdDocType {
    /// A driver licence; accepted for Australian residents only.
    DriverLicence,
    /// A passport; accepted for everyone.
    Passport,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// An identity document (`IdDocInput`). Which kinds are accepted depends on the holder's
/// residence, a rule checked by the input that holds the document and the address
/// ([`IdDocInput::check_for_residence`]).
#[input_object(read_with = Self::read_dates)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdDocInput {
    /// Kind of document.
    #[input(rename = "type")]
    pub doc_type: IdDocType,
    /// Document number; printable ASCII.
    pub doc_number: AsciiText,
    /// Extra issuer detail only; printable ASCII.
    pub issuer: Option<AsciiText>,
    /// Issue date, `YYYY-MM-DD`.
    pub issue_date: Option<DocDate>,
    /// Expiry date, `YYYY-MM-DD`.
    pub expiry_date: Option<DocDate>,
    /// Issuing country.
    pub country: AsciiText,
}

impl IdDocInput {
    /// For Australian residents a driver licence or a passport is accepted; for non-residents
    /// only a passport (`id_doc.type`).
    pub fn check_for_residence(&self, australian_resident: bool) -> Result<(), FieldError> {
        if australian_resident || self.doc_type == IdDocType::Passport {
            Ok(())
        } else {
            Err(FieldError::new(
                rules::ID_DOC_TYPE,
                "only a passport is accepted for a holder who is not an Australian resident",
            )
            .at("type"))
        }
    }
}

impl IdDocInput {
    /// The end of reading: an expiry date, when both dates passed their own rules, is after the
    /// issue date.
    fn read_dates(o: &mut Object<'_>, _: &Context, read: IdDocInputRead) -> Option<Self> {
        let view = read.view();
        if let (Some(issued), Some(expires)) = (view.issue_date, view.expiry_date) {
            o.validator().check(
                "expiryDate",
                issued < expires,
                rules::ID_DOC_DATES,
                "must be after issueDate",
            );
        }
        read.into_value()
    }
}

/// A calendar date written `YYYY-MM-DD` (identity-document dates).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DocDate(time::Date);

impl DocDate {
    /// Parses `YYYY-MM-DD`: `date.format` otherwise.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        let format = time::macros::format_description!("[year]-[month]-[day]");
        time::Date::parse(value, &format).map(Self).map_err(|_| {
            FieldError::new(
                rules::DATE_FORMAT,
                format!("must be a date written YYYY-MM-DD: {}", shown(value)),
            )
        })
    }

    /// The date.
    pub fn date(&self) -> time::Date {
        self.0
    }
}

impl fmt::Display for DocDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = (self.0.year(), u8::from(self.0.month()), self.0.day());
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

impl Serialize for DocDate {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for DocDate {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
        Self::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "cynic")]
cynic::impl_scalar!(DocDate, schema::String);

/// A positive decimal number where no currency fixes the precision (a quote's `size`, a refund
/// `amount`): greater than zero and below 10^13. Serializes as a JSON number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Positive(rust_decimal::Decimal);

impl Positive {
    /// Checks `value`: `number.not_positive`, `amount.too_large`.
    pub fn new(value: rust_decimal::Decimal) -> Result<Self, FieldError> {
        if value <= rust_decimal::Decimal::ZERO {
            return Err(FieldError::new(
                rules::NUMBER_NOT_POSITIVE,
                format!("must be greater than zero, got {value}"),
            ));
        }
        if value >= rust_decimal::Decimal::from(crate::money::AMOUNT_LIMIT) {
            return Err(FieldError::new(
                rules::AMOUNT_TOO_LARGE,
                format!(
                    "must be less than {}, got {value}",
                    crate::money::AMOUNT_LIMIT
                ),
            ));
        }
        Ok(Self(value))
    }

    /// The value.
    pub fn value(&self) -> rust_decimal::Decimal {
        self.0
    }
}

impl Serialize for Positive {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        crate::money::serialize_as_number(self.0, serializer)
    }
}

#[cfg(feature = "cynic")]
cynic::impl_scalar!(Positive, schema::Float);

/// Checks that a date range is ordered: `min` not after `max` (`range.order`, at `max_field`).
pub fn check_range(
    v: &mut crate::Validator,
    max_field: &str,
    min: Option<&DateOrTime>,
    max: Option<&DateOrTime>,
) {
    if let (Some(min), Some(max)) = (min, max) {
        v.check(
            max_field,
            min.start() <= max.end(),
            rules::RANGE_ORDER,
            "must not be before the start of the range",
        );
    }
}
