//! Parsing an event in one pass over the body.
//!
//! The payload type depends on `event`, which JSON may place anywhere in the object. The
//! visitor reads entries until `event`, keeping the ones before it as borrowed [`RawValue`]s
//! (no copy; none at all when `event` comes first), then hands the payload's derived
//! `Deserialize` a map that replays those entries and `event` before the rest of the live map.
//! Unlike serde's internally tagged enums, nothing after `event` is buffered.
//!
//! On any error [`Event::from_json`] asks the former two-pass parser instead, so errors keep
//! their exact messages; the one pass only has to be right when it succeeds.

use std::borrow::Cow;
use std::fmt;
use std::mem;
use std::vec;

use serde::de::value::StrDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::value::RawValue;

use super::Event;

/// The event parsed in one pass; `None` for a kind this version does not know (the body is
/// then a valid object with one string `event`, and needs reading as a [`serde_json::Value`]).
///
/// The body is checked to be UTF-8 once, up front: parsing from a `&str`, serde_json then
/// skips its check of each string (keys included) on its own.
pub(super) fn parse(body: &[u8]) -> Result<Option<Event>, serde_json::Error> {
    let body = std::str::from_utf8(body).map_err(de::Error::custom)?;
    let mut de = serde_json::Deserializer::from_str(body);
    let event = de.deserialize_map(OnePass)?;
    de.end()?;
    Ok(event)
}

/// A map entry read before `event`: the key and the value's JSON text.
type Entry<'de> = (Cow<'de, str>, &'de RawValue);

struct OnePass;

impl<'de> Visitor<'de> for OnePass {
    type Value = Option<Event>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let (before, kind) = read_to_event(&mut map)?;
        let Some(kind) = kind else {
            skip_rest(map)?;
            return Ok(None);
        };
        let replay = Replay {
            before: before.into_iter(),
            kind: Some(kind),
            value: Pending::Rest,
            rest: map,
        };
        Event::from_map(kind, replay)
    }
}

/// Reads entries up to and including `event`: the entries before it, and the known kind
/// `event` names (`None` for an unknown one).
fn read_to_event<'de, A: MapAccess<'de>>(
    map: &mut A,
) -> Result<(Vec<Entry<'de>>, Option<&'static str>), A::Error> {
    let mut before = Vec::new();
    while let Some(key) = map.next_key_seed(KeySeed)? {
        if key == "event" {
            return Ok((before, map.next_value_seed(KindSeed)?));
        }
        before.push((key, map.next_value::<&'de RawValue>()?));
    }
    Err(de::Error::missing_field("event"))
}

/// Checks the rest of an unknown kind's map without keeping it; a second `event` is refused,
/// as the two passes refuse it.
fn skip_rest<'de, A: MapAccess<'de>>(mut map: A) -> Result<(), A::Error> {
    while let Some(key) = map.next_key_seed(KeySeed)? {
        if key == "event" {
            return Err(de::Error::duplicate_field("event"));
        }
        map.next_value::<IgnoredAny>()?;
    }
    Ok(())
}

/// A map key, borrowed from the body unless it contains escapes.
struct KeySeed;

impl<'de> DeserializeSeed<'de> for KeySeed {
    type Value = Cow<'de, str>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for KeySeed {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string key")
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(v.to_owned()))
    }
}

/// The `event` value: the known kind it names, `None` for any other string.
struct KindSeed;

impl<'de> DeserializeSeed<'de> for KindSeed {
    type Value = Option<&'static str>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl Visitor<'_> for KindSeed {
    type Value = Option<&'static str>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Event::known_kind(v))
    }
}

/// What [`Replay::next_value_seed`] reads.
enum Pending<'de> {
    Raw(&'de RawValue),
    Kind(&'static str),
    Rest,
}

/// The entries read before `event`, then `event`, then the rest of the live map.
struct Replay<'de, A> {
    before: vec::IntoIter<Entry<'de>>,
    kind: Option<&'static str>,
    value: Pending<'de>,
    rest: A,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Replay<'de, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if let Some((key, raw)) = self.before.next() {
            self.value = Pending::Raw(raw);
            return seed.deserialize(StrDeserializer::new(&key)).map(Some);
        }
        if let Some(kind) = self.kind.take() {
            self.value = Pending::Kind(kind);
            return seed.deserialize(StrDeserializer::new("event")).map(Some);
        }
        self.value = Pending::Rest;
        self.rest.next_key_seed(seed)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        match mem::replace(&mut self.value, Pending::Rest) {
            Pending::Raw(raw) => seed.deserialize(raw).map_err(de::Error::custom),
            Pending::Kind(kind) => seed.deserialize(StrDeserializer::new(kind)),
            Pending::Rest => self.rest.next_value_seed(seed),
        }
    }
}
