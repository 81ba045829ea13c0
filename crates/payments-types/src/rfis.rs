//! Requests for information (RFI): compliance questions about flagged transactions.

use base64::Engine as _;

use crate::common::{DateOrTime, FreeText, Id};
use crate::error::shown;
use crate::input::{Context, Object};
use crate::macros::string_newtype;
use crate::{AsciiText, FieldError, ValidationErrors, Validator, rules};
use payments_types_derive::{input_object, schema_enum};

/// Status of an RFI (`RfiStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    #[fallback]
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
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RfiDocumentInput {
    /// File name.
    pub file_name: AsciiText,
    /// Media type, such as `application/pdf`.
    pub content_type: Option<AsciiText>,
    /// The file, base64-encoded.
    pub content: Base64Document,
}

/// The answer to one RFI question (`AnswerRfiQuestionInput`): text, documents, or both, but
/// never neither (`rfi.answer_empty`).
#[input_object(read_with = Self::read_checked)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerRfiQuestionInput {
    rfi_id: Id,
    question_id: Id,
    text: Option<FreeText>,
    documents: Option<Vec<RfiDocumentInput>>,
}

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

    /// The end of reading: `new`, once every field passed its own rules.
    fn read_checked(
        o: &mut Object<'_>,
        _: &Context,
        read: AnswerRfiQuestionInputRead,
    ) -> Option<Self> {
        let result = Self::new(read.rfi_id?, read.question_id?, read.text?, read.documents?);
        o.validator().nested("", result)
    }
}

/// Declining an RFI (`DeclineRfiInput`).
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclineRfiInput {
    /// The RFI to decline.
    pub rfi_id: Id,
    /// Why it is declined.
    pub reason: Option<FreeText>,
}

/// Filters of `rfis`: status and date range.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RfiQueryInput {
    /// Statuses to include.
    pub statuses: Option<Vec<RfiStatus>>,
    /// Earliest creation time to include.
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[input(not_before = min_created_at)]
    pub max_created_at: Option<DateOrTime>,
}
