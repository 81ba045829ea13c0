//! Adverse media search (AMS): screening a person or organisation in the news.

use crate::common::{DateOrTime, FreeText, check_range};
use crate::input::{Context, FromInput, Object};
use crate::macros::input_deserialize;
use crate::{AsciiText, DateOfBirth};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Status of an adverse media search (`AmsStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "AmsStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Whether a person or an organisation is screened (`AmsEntityType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "AmsEntityType",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
pub enum AmsEntityType {
    /// A person.
    Individual,
    /// An organisation.
    Organisation,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Who to screen (`AdverseMediaSearchInput`). The name is free text (any script: screening
/// looks names up as the press writes them); a date of birth is checked for its format only.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "AdverseMediaSearchInput")
)]
pub struct AdverseMediaSearchInput {
    /// Individual or organisation.
    pub entity_type: AmsEntityType,
    /// Name to screen.
    pub name: FreeText,
    /// Country of the entity.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub country: Option<AsciiText>,
    /// Date of birth of an individual.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub dob: Option<DateOfBirth>,
}

impl FromInput for AdverseMediaSearchInput {
    const TYPE_NAME: &'static str = "AdverseMediaSearchInput";
}

impl crate::input::ReadInput for AdverseMediaSearchInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let entity_type = o.enumeration("entityType");
        let name = o.string("name", FreeText::parse);
        let country = o.optional_string("country", AsciiText::parse);
        let dob = o.optional_string("dob", DateOfBirth::parse);
        Some(Self {
            entity_type: entity_type?,
            name: name?,
            country: country?,
            dob: dob?,
        })
    }
}

input_deserialize!(AdverseMediaSearchInput);

/// Filters of `amsRequests`: status, date range, name and country.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "AmsRequestQueryInput")
)]
pub struct AmsRequestQueryInput {
    /// Statuses to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub statuses: Option<Vec<AmsStatus>>,
    /// Earliest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub max_created_at: Option<DateOrTime>,
    /// Name screened.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub name: Option<FreeText>,
    /// Country.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub country: Option<AsciiText>,
}

impl FromInput for AmsRequestQueryInput {
    const TYPE_NAME: &'static str = "AmsRequestQueryInput";
}

impl crate::input::ReadInput for AmsRequestQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let statuses = o.optional_enumeration_list("statuses");
        let min_created_at = o.optional_string("minCreatedAt", DateOrTime::parse);
        let max_created_at = o.optional_string("maxCreatedAt", DateOrTime::parse);
        let name = o.optional_string("name", FreeText::parse);
        let country = o.optional_string("country", AsciiText::parse);
        let (min, max) = (min_created_at?, max_created_at?);
        check_range(o.validator(), "maxCreatedAt", min.as_ref(), max.as_ref());
        Some(Self {
            statuses: statuses?,
            min_created_at: min,
            max_created_at: max,
            name: name?,
            country: country?,
        })
    }
}

input_deserialize!(AmsRequestQueryInput);
