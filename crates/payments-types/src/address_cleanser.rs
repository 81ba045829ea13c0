//! The address cleanser: advice on whether an address can be used.

use crate::AsciiText;
use crate::common::DateOrTime;
use payments_types_derive::{input_object, schema_enum};

/// The cleanser's advice (`AddressCleanserRecommendation`; the schema's values are lower case).
#[schema_enum(rename_all = "lowercase")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressCleanserRecommendation {
    /// Use the address.
    Approve,
    /// Check the address.
    Review,
    /// Do not use the address.
    Reject,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// An address to cleanse (`CleanseAddressInput`): any part may be missing, the country is
/// required; every part printable ASCII.
#[input_object]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CleanseAddressInput {
    /// Building name or number.
    pub building: Option<AsciiText>,
    /// Street.
    pub street: Option<AsciiText>,
    /// Suburb or city.
    pub suburb: Option<AsciiText>,
    /// State or region.
    pub state: Option<AsciiText>,
    /// Postcode.
    pub postcode: Option<AsciiText>,
    /// Country.
    pub country: AsciiText,
}

/// Filters of `addressCleanserRequests`: recommendation and date range.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AddressCleanserRequestQueryInput {
    /// Recommendations to include.
    pub recommendations: Option<Vec<AddressCleanserRecommendation>>,
    /// Earliest creation time to include.
    pub min_created_at: Option<DateOrTime>,
    /// Latest creation time to include.
    #[input(not_before = min_created_at)]
    pub max_created_at: Option<DateOrTime>,
}
