//! An address cleanser request: the address as sent, its score, recommendation and cleansed
//! form, decided synchronously and deterministically (see [`CleanserRequest::new`]).

pub use payments_types::address_cleanser::AddressCleanserRecommendation;
use payments_types::address_cleanser::CleanseAddressInput;
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::model::ids::{AccountId, CleanserId};
use crate::model::stored::{Address, stored};

/// A stored cleanser request.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct CleanserRequest {
    /// Id.
    pub id: CleanserId,
    /// Owning account.
    pub account: AccountId,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// The address as sent.
    pub address: Address,
    /// The advice.
    pub recommendation: AddressCleanserRecommendation,
    /// Score in 0..=1.
    pub score: Decimal,
    /// The cleansed address: white space collapsed, suburb, state and country upper-cased.
    pub cleansed: Address,
}

impl CleanserRequest {
    /// Judges `address`. The score starts at 1.0; each missing street, suburb, state or
    /// postcode takes 0.2 and a street without a digit 0.1 (every part is printable ASCII by
    /// its type). `approve` at 0.8 or more, `review` at 0.5 or more, else `reject`.
    pub fn new(
        id: CleanserId,
        account: AccountId,
        address: CleanseAddressInput,
        created_at: OffsetDateTime,
    ) -> Self {
        let a = &address;
        let mut score = Decimal::ONE;
        for part in [&a.street, &a.suburb, &a.state, &a.postcode] {
            if part.is_none() {
                score -= Decimal::new(2, 1);
            }
        }
        if a.street
            .as_ref()
            .is_some_and(|s| !s.as_str().chars().any(|c| c.is_ascii_digit()))
        {
            score -= Decimal::new(1, 1);
        }
        let score = score.max(Decimal::ZERO);
        let recommendation = if score >= Decimal::new(8, 1) {
            AddressCleanserRecommendation::Approve
        } else if score >= Decimal::new(5, 1) {
            AddressCleanserRecommendation::Review
        } else {
            AddressCleanserRecommendation::Reject
        };
        let clean = |part: &Option<payments_types::AsciiText>| {
            part.as_ref()
                .map(|x| x.as_str().split_whitespace().collect::<Vec<_>>().join(" "))
        };
        let upper =
            |part: &Option<payments_types::AsciiText>| clean(part).map(|x| x.to_ascii_uppercase());
        let cleansed = Address {
            building: clean(&a.building),
            street: clean(&a.street),
            suburb: upper(&a.suburb),
            state: upper(&a.state),
            postcode: clean(&a.postcode),
            country: Some(a.country.as_str().trim().to_ascii_uppercase()),
        };
        Self {
            id,
            account,
            created_at,
            address: stored(&address),
            recommendation,
            score,
            cleansed,
        }
    }
}
