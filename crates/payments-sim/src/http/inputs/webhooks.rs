//! `POST /sim/webhooks` and the portal's Register a webhook form.

use payments_types::common::CallbackUri;
use payments_types::{FieldError, Validator, rules};
use serde::Deserialize;
use serde_json::Value;

use crate::actions::Registration;
use crate::model::accounts::Secret;
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::webhooks::check_url;

/// Longest secret accepted, in bytes.
const SECRET_MAX: usize = 256;

/// A webhook as sent; checked by [`WebhookInput::read`].
#[derive(Debug, Default, Deserialize)]
pub struct WebhookInput {
    /// Where to post: a webhook address (`CallbackUri`) the simulator may post to (`https`, or
    /// `http` to loopback).
    pub url: Option<String>,
    /// The signing secret (default: a generated one); a string of 1 to 256 bytes.
    pub secret: Option<Value>,
    /// Event kinds (default: all); a non-empty list of names.
    pub events: Option<Value>,
}

impl WebhookInput {
    /// The registration, or every failed field with its rule (`url`, `events[1]`, ...).
    pub fn read(self) -> Result<Registration, ApiError> {
        let mut v = Validator::new();
        let url = v.field(
            "url",
            self.url
                .as_deref()
                .map_or_else(|| Err(FieldError::required()), url),
        );
        let secret = v.field("secret", secret(self.secret));
        let events = match self.events {
            None | Some(Value::Null) => Some(None),
            Some(Value::Array(a)) if !a.is_empty() => {
                let kinds: Vec<_> = a
                    .iter()
                    .enumerate()
                    .map(|(i, k)| v.field(&format!("events[{i}]"), event_kind(k)))
                    .collect();
                kinds.into_iter().collect::<Option<Vec<_>>>().map(Some)
            }
            Some(_) => v.field(
                "events",
                Err(FieldError::new(
                    rules::TYPE,
                    "must be a non-empty list of event kinds (leave it out for all events)",
                )),
            ),
        };
        v.finish_with(|| {
            Some(Registration {
                url: url?,
                secret: secret?,
                events: events?,
            })
        })
        .map_err(ApiError::from)
    }
}

/// A webhook address the simulator may post to.
fn url(text: &str) -> Result<CallbackUri, FieldError> {
    let url = CallbackUri::parse(text.trim())?;
    check_url(url.as_str()).map_err(|why| FieldError::new("https", why))?;
    Ok(url)
}

fn secret(v: Option<Value>) -> Result<Option<Secret>, FieldError> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if !s.is_empty() && s.len() <= SECRET_MAX => Ok(Some(Secret(s))),
        Some(_) => Err(FieldError::new(
            "secret",
            format!("must be a non-empty string of at most {SECRET_MAX} bytes"),
        )),
    }
}

fn event_kind(v: &Value) -> Result<EventKind, FieldError> {
    let name = v.as_str().unwrap_or_default().trim();
    EventKind::parse(name).ok_or_else(|| {
        let known: Vec<&str> = EventKind::ALL.iter().map(|k| k.as_str()).collect();
        FieldError::new(
            rules::ENUM_VALUE,
            format!("unknown event kind {v}; one of {}", known.join(", ")),
        )
    })
}
