//! Adverse media search (AMS): screening a person or organisation in the news.

use crate::common::{DateOrTime, FreeText};
use crate::{AsciiText, DateOfBirth};
use payments_types_derive::{input_object, schema_enum};

/// Status of an adverse media search (`AmsStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AmsStatus {
    /// Created.
    Initialised,
    /// Scan running.
    Pending,
    /// Scan finished.
    Completed,
    /// Scan failed.
    Failed,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// Whether a person or an organisation is screened (`AmsEntityType`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AmsEntityType {
    /// A person.
    Individual,
    /// An organisation.
    Organisation,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// Who to screen (`AdverseMediaSearchInput`). The name is free text (any script: screening
/// looks names up as the press writes them); a date of birth is checked for its format only.
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdverseMediaSearchInput {
    /// Individual or organisation.
    pub entity_type: AmsEntityType,
    /// Name to screen.
    pub name: FreeText,
    /// Country of the entity.
    pub country: Option<AsciiText>,
    /// Date of birth of an individual.
    pub dob: Option<DateOfBirth>,
}

/// Filters of `amsRequests`: status, date range, name and country.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AmsRequestQueryInput {
    /// Statuses to include.
    pub statuses: Option<Vec<AmsStatus>>,
    /// Earliest creation time to include.
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[input(not_before = min_created_at)]
    pub max_created_at: Option<DateOrTime>,
    /// Name screened.
    pub name: Option<FreeText>,
    /// Country.
    pub country: Option<AsciiText>,
}
