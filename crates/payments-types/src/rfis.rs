//! Requests for information (RFI): compliance questions about flagged transactions.

use base64::Engine as _;

use crate::common::{DateOrTime, FreeText, Id, check_range};
use crate::error::shown;
use crate::input::{Context, FromInput, Object};
use crate::macros::{getters, input_deserialize, string_newtype};
use crate::{AsciiText, FieldError, ValidationErrors, Validator, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Status of an RFI (`RfiStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "RfiStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
pub enum RfiStatus {
    /// Raised, waiting for an answer.
    Created,
    /// Answered, being assessed.
    Assessing,
    /// Closed.
    Closed,
    /// Withdrawn by compliance; no response needed.
    Cancelled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Largest document accepted, decoded (10 MiB).
pub const DOCUMENT_MAX_BYTES: usize = 10 * 1024 * 1024;

/// A file sent inline with an RFI answer: standard base64 (with padding) of at most
/// [`DOCUMENT_MAX_BYTES`] decoded bytes.
#[derive(Clone, PartialEq, Eq)]
pub struct Base64Document(Box<str>);

impl Base64Document {
    /// Checks `value`: `document.base64`, `document.size`.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        let decoded = base64::engine::general_purpose::STANDARD
            .decode(value)
            .map_err(|error| {
                FieldError::new(
                    rules::DOCUMENT_BASE64,
                    format!("must be standard base64: {error} (starts {})", shown(value)),
                )
            })?;
        if decoded.is_empty() || decoded.len() > DOCUMENT_MAX_BYTES {
            return Err(FieldError::new(
                rules::DOCUMENT_SIZE,
                format!(
                    "must hold 1 to {DOCUMENT_MAX_BYTES} bytes, holds {}",
                    decoded.len()
                ),
            ));
        }
        Ok(Self(value.into()))
    }

    /// Encodes `bytes` (checked like [`parse`](Self::parse)).
    pub fn encode(bytes: &[u8]) -> Result<Self, FieldError> {
        Self::parse(&base64::engine::general_purpose::STANDARD.encode(bytes))
    }
}

impl std::fmt::Debug for Base64Document {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Base64Document({} base64 characters)", self.0.len())
    }
}

string_newtype!(Base64Document, String);

/// A document attached to an RFI answer (`RfiDocumentInput`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "RfiDocumentInput")
)]
pub struct RfiDocumentInput {
    /// File name.
    pub file_name: AsciiText,
    /// Media type, such as `application/pdf`.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub content_type: Option<AsciiText>,
    /// The file, base64-encoded.
    pub content: Base64Document,
}

impl FromInput for RfiDocumentInput {
    const TYPE_NAME: &'static str = "RfiDocumentInput";
}

impl crate::input::ReadInput for RfiDocumentInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let file_name = o.string("fileName", AsciiText::parse);
        let content_type = o.optional_string("contentType", AsciiText::parse);
        let content = o.string("content", Base64Document::parse);
        Some(Self {
            file_name: file_name?,
            content_type: content_type?,
            content: content?,
        })
    }
}

input_deserialize!(RfiDocumentInput);

/// The answer to one RFI question (`AnswerRfiQuestionInput`): text, documents, or both, but
/// never neither (`rfi.answer_empty`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "AnswerRfiQuestionInput")
)]
pub struct AnswerRfiQuestionInput {
    rfi_id: Id,
    question_id: Id,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    text: Option<FreeText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    documents: Option<Vec<RfiDocumentInput>>,
}

getters!(AnswerRfiQuestionInput {
    rfi_id: Id,
    question_id: Id,
    text: Option<FreeText>,
    documents: Option<Vec<RfiDocumentInput>>,
});

impl AnswerRfiQuestionInput {
    /// An answer with text and/or documents.
    pub fn new(
        rfi_id: Id,
        question_id: Id,
        text: Option<FreeText>,
        documents: Option<Vec<RfiDocumentInput>>,
    ) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        v.check(
            "text",
            text.is_some() || documents.as_ref().is_some_and(|docs| !docs.is_empty()),
            rules::RFI_ANSWER_EMPTY,
            "an answer needs text or at least one document",
        );
        v.finish()?;
        Ok(Self {
            rfi_id,
            question_id,
            text,
            documents,
        })
    }
}

impl FromInput for AnswerRfiQuestionInput {
    const TYPE_NAME: &'static str = "AnswerRfiQuestionInput";
}

impl crate::input::ReadInput for AnswerRfiQuestionInput {
    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let rfi_id = o.string("rfiId", Id::parse);
        let question_id = o.string("questionId", Id::parse);
        let text = o.optional_string("text", FreeText::parse);
        let documents = o.optional_object_list("documents", ctx);
        let result = AnswerRfiQuestionInput::new(rfi_id?, question_id?, text?, documents?);
        o.validator().nested("", result)
    }
}

input_deserialize!(AnswerRfiQuestionInput);

/// Declining an RFI (`DeclineRfiInput`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "DeclineRfiInput")
)]
pub struct DeclineRfiInput {
    /// The RFI to decline.
    pub rfi_id: Id,
    /// Why it is declined.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub reason: Option<FreeText>,
}

impl FromInput for DeclineRfiInput {
    const TYPE_NAME: &'static str = "DeclineRfiInput";
}

impl crate::input::ReadInput for DeclineRfiInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let rfi_id = o.string("rfiId", Id::parse);
        let reason = o.optional_string("reason", FreeText::parse);
        Some(Self {
            rfi_id: rfi_id?,
            reason: reason?,
        })
    }
}

input_deserialize!(DeclineRfiInput);

/// Filters of `rfis`: status and date range.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "RfiQueryInput")
)]
pub struct RfiQueryInput {
    /// Statuses to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub statuses: Option<Vec<RfiStatus>>,
    /// Earliest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub max_created_at: Option<DateOrTime>,
}

impl FromInput for RfiQueryInput {
    const TYPE_NAME: &'static str = "RfiQueryInput";
}

impl crate::input::ReadInput for RfiQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let statuses = o.optional_enumeration_list("statuses");
        let min_created_at = o.optional_string("minCreatedAt", DateOrTime::parse);
        let max_created_at = o.optional_string("maxCreatedAt", DateOrTime::parse);
        let (min, max) = (min_created_at?, max_created_at?);
        check_range(o.validator(), "maxCreatedAt", min.as_ref(), max.as_ref());
        Some(Self {
            statuses: statuses?,
            min_created_at: min,
            max_created_at: max,
        })
    }
}

input_deserialize!(RfiQueryInput);
