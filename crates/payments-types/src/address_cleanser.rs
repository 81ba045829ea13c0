//! The address cleanser: advice on whether an address can be used.

use crate::AsciiText;
use crate::common::{DateOrTime, check_range};
use crate::input::{Context, FromInput, Object};
use crate::macros::input_deserialize;
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// The cleanser's advice (`AddressCleanserRecommendation`; the schema's values are lower case).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "AddressCleanserRecommendation",
        rename_all = "lowercase"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "lowercase"))]
pub enum AddressCleanserRecommendation {
    /// Use the address.
    Approve,
    /// Check the address.
    Review,
    /// Do not use the address.
    Reject,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// An address to cleanse (`CleanseAddressInput`): any part may be missing, the country is
/// required; every part printable ASCII.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "CleanseAddressInput")
)]
pub struct CleanseAddressInput {
    /// Building name or number.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub building: Option<AsciiText>,
    /// Street.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub street: Option<AsciiText>,
    /// Suburb or city.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub suburb: Option<AsciiText>,
    /// State or region.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub state: Option<AsciiText>,
    /// Postcode.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub postcode: Option<AsciiText>,
    /// Country.
    pub country: AsciiText,
}

impl FromInput for CleanseAddressInput {
    const TYPE_NAME: &'static str = "CleanseAddressInput";
}

impl crate::input::ReadInput for CleanseAddressInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let building = o.optional_string("building", AsciiText::parse);
        let street = o.optional_string("street", AsciiText::parse);
        let suburb = o.optional_string("suburb", AsciiText::parse);
        let state = o.optional_string("state", AsciiText::parse);
        let postcode = o.optional_string("postcode", AsciiText::parse);
        let country = o.string("country", AsciiText::parse);
        Some(Self {
            building: building?,
            street: street?,
            suburb: suburb?,
            state: state?,
            postcode: postcode?,
            country: country?,
        })
    }
}

input_deserialize!(CleanseAddressInput);

/// Filters of `addressCleanserRequests`: recommendation and date range.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "AddressCleanserRequestQueryInput")
)]
pub struct AddressCleanserRequestQueryInput {
    /// Recommendations to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub recommendations: Option<Vec<AddressCleanserRecommendation>>,
    /// Earliest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub max_created_at: Option<DateOrTime>,
}

impl FromInput for AddressCleanserRequestQueryInput {
    const TYPE_NAME: &'static str = "AddressCleanserRequestQueryInput";
}

impl crate::input::ReadInput for AddressCleanserRequestQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let recommendations = o.optional_enumeration_list("recommendations");
        let min_created_at = o.optional_string("minCreatedAt", DateOrTime::parse);
        let max_created_at = o.optional_string("maxCreatedAt", DateOrTime::parse);
        let (min, max) = (min_created_at?, max_created_at?);
        check_range(o.validator(), "maxCreatedAt", min.as_ref(), max.as_ref());
        Some(Self {
            recommendations: recommendations?,
            min_created_at: min,
            max_created_at: max,
        })
    }
}

input_deserialize!(AddressCleanserRequestQueryInput);
