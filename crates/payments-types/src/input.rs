//! Reading input objects from JSON with every failure collected.
//!
//! Each input object implements [`FromInput`]: it reads its fields from a JSON object through an
//! [`Object`], which checks each field with the field type's constructor and records failures in
//! a [`Validator`] under the field's name. Nested objects and lists are read the same way with
//! their paths prefixed, so validating a whole input reports every failure with its full path
//! (`recipient.bic`, `documents[1].content`). Fields the schema does not have are refused
//! (`unknown_field`): a typo in an onboarding file is an error, not silently dropped data.
//!
//! Rules of one field that need the day or the input type (age, names that must not look like
//! domain names, an amount against its currency, the ACN check digit) are checked as the field
//! is read, so they are reported together with every other failure. Rules that combine several
//! fields (for example `bic` required for `ABA`) run once every field of the object has passed
//! its own rules: a combination of values that are themselves wrong is not judged.

use rust_decimal::Decimal;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use time::{Date, OffsetDateTime};

use crate::{FieldError, ValidationErrors, Validator, rules};

/// What the age and date rules are judged against.
///
/// Rules never read the wall clock themselves: `today` is given, so a validation can be
/// reproduced (`cargo xtask validate --today 2026-06-15`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Context {
    /// The day age rules are judged on.
    pub today: Date,
}

impl Context {
    /// Judges on the given day.
    pub fn on(today: Date) -> Self {
        Self { today }
    }

    /// Judges on the current UTC date: the edge of the system, where `Deserialize` runs.
    pub fn today_utc() -> Self {
        Self::on(OffsetDateTime::now_utc().date())
    }
}

/// An input object of the schema, read from JSON with all failures collected.
pub trait FromInput: ReadInput {
    /// The schema's name of the input type (`CreateSubClientInput`).
    const TYPE_NAME: &'static str;

    /// Reads and checks a whole input from JSON, to be sent: the value, or every failure. A
    /// create input that carries no idempotency key gets one now, as [`new`] gives it one
    /// (`CreateWithdrawalInput`, `CreatePaymentInput`), so every clone of the value sends the
    /// same key.
    ///
    /// [`new`]: crate::withdrawals::CreateWithdrawalInput::new
    fn from_json(value: &Value, ctx: &Context) -> Result<Self, ValidationErrors> {
        Self::from_request(value, ctx).map(ReadInput::keyed)
    }

    /// Reads and checks a whole input from JSON exactly as sent, inventing nothing (a key
    /// absent stays absent): how a server reads a request.
    fn from_request(value: &Value, ctx: &Context) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        let read = read_value::<Self>(&mut v, value, ctx);
        v.finish_with(|| read)
    }
}

/// How an input object reads its fields from an [`Object`]; only this crate implements it
/// (the trait and [`Object`] are not reachable from outside: `FromInput::from_json` is the way
/// in).
pub trait ReadInput: Sized {
    /// Reads the fields of `object`; failures go to its validator with paths relative to the
    /// object. Gives the value only when nothing failed.
    fn read(object: &mut Object<'_>, ctx: &Context) -> Option<Self>;

    /// The input with its idempotency key fixed, for a create input that has one field for it
    /// (a fresh key when absent); every other input as it is.
    fn keyed(self) -> Self {
        self
    }
}

/// How a field's type is read from a member of a JSON object: each field type of an input
/// object implements it (the string types through `parse`, the enums by their schema names, the
/// input objects as nested objects), and `#[input_object]`'s reader reads every field through it.
pub trait ReadField: Sized {
    /// Reads member `name` of `o`: `Some(None)` when absent or null, `None` when it failed its
    /// rules (recorded in `o`'s validator at `name`).
    fn read_optional(o: &mut Object<'_>, name: &'static str, ctx: &Context)
    -> Option<Option<Self>>;
}

/// How a list of a field type is read (for the field types that come in lists).
pub trait ReadListItem: Sized {
    /// Reads member `name` of `o` as a list: `Some(None)` when absent or null, `None` when the
    /// member or an item failed (recorded at `name[index]`).
    fn read_optional_list(
        o: &mut Object<'_>,
        name: &'static str,
        ctx: &Context,
    ) -> Option<Option<Vec<Self>>>;
}

/// A JSON number, read as an exact decimal.
impl ReadField for Decimal {
    fn read_optional(o: &mut Object<'_>, name: &'static str, _: &Context) -> Option<Option<Self>> {
        o.optional_decimal(name)
    }
}

/// A JSON boolean.
impl ReadField for bool {
    fn read_optional(o: &mut Object<'_>, name: &'static str, _: &Context) -> Option<Option<Self>> {
        o.optional_bool(name)
    }
}

/// The value of an optional field as read by [`Object`] (`None`: it failed its rules; `Some(None)`:
/// absent), when present and valid.
pub(crate) fn passed<T>(field: &Option<Option<T>>) -> Option<&T> {
    field.as_ref().and_then(Option::as_ref)
}

/// Reads one input object from a JSON value into `v` (paths relative to the value).
fn read_value<T: FromInput>(v: &mut Validator, value: &Value, ctx: &Context) -> Option<T> {
    let Some(map) = value.as_object() else {
        v.push(type_error("an object", value));
        return None;
    };
    let mut object = Object {
        members: map
            .iter()
            .map(|(name, value)| Member {
                name,
                value,
                read: false,
            })
            .collect(),
        v,
    };
    let result = T::read(&mut object, ctx);
    object.refuse_unknown_fields();
    if object.v.is_ok() { result } else { None }
}

fn type_error(expected: &str, found: &Value) -> FieldError {
    let found = match found {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    };
    FieldError::new(rules::TYPE, format!("must be {expected}, found {found}"))
}

/// A JSON object being read as an input object; see the module docs.
pub struct Object<'a> {
    /// The object's members, in the JSON map's order.
    members: Vec<Member<'a>>,
    v: &'a mut Validator,
}

/// One member of the JSON object, and whether a reader asked for it.
struct Member<'a> {
    name: &'a str,
    value: &'a Value,
    read: bool,
}

impl<'a> Object<'a> {
    /// The collector, for cross-field rules.
    pub fn validator(&mut self) -> &mut Validator {
        self.v
    }

    /// Whether `name` is present and not null (for cross-field rules on presence).
    pub fn has(&self, name: &str) -> bool {
        self.find(name)
            .is_some_and(|i| !self.members[i].value.is_null())
    }

    /// The index of member `name`. A scan, not a search of the sorted map: inputs have a few
    /// dozen members at most, and most names differ in length, so few bytes are compared.
    fn find(&self, name: &str) -> Option<usize> {
        self.members.iter().position(|member| member.name == name)
    }
    /// The value of `name` (absent when null), borrowed from the JSON rather than from `self`,
    /// so readers can go on using the validator without copying it.
    fn get(&mut self, name: &'static str) -> Option<&'a Value> {
        let index = self.find(name)?;
        let member = &mut self.members[index];
        member.read = true;
        Some(member.value).filter(|value| !value.is_null())
    }

    /// A required field, read by its type.
    pub fn field<T: ReadField>(&mut self, name: &'static str, ctx: &Context) -> Option<T> {
        T::read_optional(self, name, ctx).and_then(|value| self.required(name, value))
    }

    /// An optional field, read by its type: `Some(None)` when absent or null.
    pub fn optional_field<T: ReadField>(
        &mut self,
        name: &'static str,
        ctx: &Context,
    ) -> Option<Option<T>> {
        T::read_optional(self, name, ctx)
    }

    /// A required list, each item read by its type.
    pub fn list_field<T: ReadListItem>(
        &mut self,
        name: &'static str,
        ctx: &Context,
    ) -> Option<Vec<T>> {
        T::read_optional_list(self, name, ctx).and_then(|value| self.required(name, value))
    }

    /// An optional list, each item read by its type: `Some(None)` when absent or null.
    pub fn optional_list_field<T: ReadListItem>(
        &mut self,
        name: &'static str,
        ctx: &Context,
    ) -> Option<Option<Vec<T>>> {
        T::read_optional_list(self, name, ctx)
    }

    /// An optional string field checked by `parse`: `Some(None)` when absent or null.
    pub fn optional_string<T>(
        &mut self,
        name: &'static str,
        parse: impl FnOnce(&str) -> Result<T, FieldError>,
    ) -> Option<Option<T>> {
        let result = self.get(name).map(|value| match value {
            Value::String(text) => parse(text),
            other => Err(type_error("a string", other)),
        });
        self.v.optional(name, result)
    }

    /// An optional number field, read as an exact decimal.
    pub fn optional_decimal(&mut self, name: &'static str) -> Option<Option<Decimal>> {
        let result = self.get(name).map(|value| match value {
            Value::Number(number) => parse_decimal(&number.to_string()),
            other => Err(type_error("a number", other)),
        });
        self.v.optional(name, result)
    }

    /// An optional boolean field.
    pub fn optional_bool(&mut self, name: &'static str) -> Option<Option<bool>> {
        let result = self.get(name).map(|value| match value {
            Value::Bool(flag) => Ok(*flag),
            other => Err(type_error("a boolean", other)),
        });
        self.v.optional(name, result)
    }

    /// An optional enum field.
    pub fn optional_enumeration<T: DeserializeOwned + Serialize>(
        &mut self,
        name: &'static str,
    ) -> Option<Option<T>> {
        let result = self.get(name).map(parse_enum);
        self.v.optional(name, result)
    }

    /// An optional list of enum values.
    pub fn optional_enumeration_list<T: DeserializeOwned + Serialize>(
        &mut self,
        name: &'static str,
    ) -> Option<Option<Vec<T>>> {
        self.optional_list(name, |v, item| {
            let result = parse_enum(item);
            v.field("", result)
        })
    }

    /// An optional list of strings, each checked by `parse`.
    pub fn optional_string_list<T>(
        &mut self,
        name: &'static str,
        parse: impl Fn(&str) -> Result<T, FieldError>,
    ) -> Option<Option<Vec<T>>> {
        self.optional_list(name, |v, item| {
            let result = match item {
                Value::String(text) => parse(text),
                other => Err(type_error("a string", other)),
            };
            v.field("", result)
        })
    }

    /// An optional nested input object.
    pub fn optional_object<T: FromInput>(
        &mut self,
        name: &'static str,
        ctx: &Context,
    ) -> Option<Option<T>> {
        let Some(value) = self.get(name) else {
            return Some(None);
        };
        let mut inner = Validator::new();
        let read = read_value::<T>(&mut inner, value, ctx);
        let result = inner.finish_with(|| read);
        self.v.nested(name, result).map(Some)
    }

    /// An optional list of nested input objects.
    pub fn optional_object_list<T: FromInput>(
        &mut self,
        name: &'static str,
        ctx: &Context,
    ) -> Option<Option<Vec<T>>> {
        self.optional_list(name, |v, item| read_value::<T>(v, item, ctx))
    }

    /// Reads each item of an optional list with `item`, which records failures (paths relative
    /// to the item) in the validator it is given.
    fn optional_list<T>(
        &mut self,
        name: &'static str,
        mut item: impl FnMut(&mut Validator, &Value) -> Option<T>,
    ) -> Option<Option<Vec<T>>> {
        let Some(value) = self.get(name) else {
            return Some(None);
        };
        let Value::Array(items) = value else {
            self.v.push(type_error("a list", value).at(name));
            return None;
        };
        let mut failures = ValidationErrors::new();
        let mut read = Vec::with_capacity(items.len());
        for (index, value) in items.iter().enumerate() {
            let mut one = Validator::new();
            let got = item(&mut one, value);
            match one.finish() {
                Ok(()) => read.extend(got),
                Err(errors) => failures.extend(errors.at(&format!("[{index}]"))),
            }
        }
        if failures.is_empty() {
            Some(Some(read))
        } else {
            failures
                .at(name)
                .into_iter()
                .for_each(|error| self.v.push(error));
            None
        }
    }

    /// Records `required` for a field that was absent; passes a present value on.
    fn required<T>(&mut self, name: &'static str, value: Option<T>) -> Option<T> {
        if value.is_none() {
            self.v.push(FieldError::required().at(name));
        }
        value
    }

    /// Refuses every key that no reader asked for.
    fn refuse_unknown_fields(&mut self) {
        for member in self.members.iter().filter(|member| !member.read) {
            self.v.push(
                FieldError::new(rules::UNKNOWN_FIELD, "is not a field of this input")
                    .at(member.name),
            );
        }
    }
}

/// Reads an enum value. Output enums decode a value they do not know into their fallback
/// variant (`Unknown`), which cannot be serialized: such a value is refused here, so an input
/// only ever holds values of our schema.
fn parse_enum<T: DeserializeOwned + Serialize>(value: &Value) -> Result<T, FieldError> {
    let refused = |name: &str| {
        FieldError::new(
            rules::ENUM_VALUE,
            format!("is not a value of this enum: {}", crate::error::shown(name)),
        )
    };
    match value {
        Value::String(name) => match T::deserialize(value) {
            Ok(known) if serde_json::to_writer(std::io::sink(), &known).is_ok() => Ok(known),
            _ => Err(refused(name)),
        },
        other => Err(type_error("an enum value (string)", other)),
    }
}

/// Parses the text of a JSON number as an exact decimal.
fn parse_decimal(text: &str) -> Result<Decimal, FieldError> {
    text.parse::<Decimal>()
        .or_else(|_| Decimal::from_scientific(text))
        .map_err(|_| {
            FieldError::new(
                rules::AMOUNT_FORMAT,
                format!("is not a decimal number: {text}"),
            )
        })
}
