//! The filter every list query shares: statuses, a creation-time range and a sub-client.

use payments_types::common::{DateOrTime, Id};
use time::OffsetDateTime;

use crate::model::ids::SubClientId;

/// A list query's common filter; an absent part keeps every record.
#[derive(Debug, Clone)]
pub struct ListFilter<S> {
    statuses: Option<Vec<S>>,
    min_created_at: Option<OffsetDateTime>,
    max_created_at: Option<OffsetDateTime>,
    sub_client: Option<SubClientId>,
}

impl<S> Default for ListFilter<S> {
    fn default() -> Self {
        Self {
            statuses: None,
            min_created_at: None,
            max_created_at: None,
            sub_client: None,
        }
    }
}

impl<S: PartialEq + Copy> ListFilter<S> {
    /// Keeps records whose status is one of `statuses` (all when `None`).
    pub fn statuses(mut self, statuses: Option<&Vec<S>>) -> Self {
        self.statuses = statuses.cloned();
        self
    }

    /// Keeps records created from `min` through `max` (either end open when `None`); a date
    /// stands for its whole day in UTC ([`DateOrTime::start`], [`DateOrTime::end`]).
    pub fn created(mut self, min: Option<&DateOrTime>, max: Option<&DateOrTime>) -> Self {
        self.min_created_at = min.map(DateOrTime::start);
        self.max_created_at = max.map(DateOrTime::end);
        self
    }

    /// Keeps records of the sub-client `id` (all when `None`).
    pub fn sub_client(mut self, id: Option<&Id>) -> Self {
        self.sub_client = id.map(|id| SubClientId::from_text(id.as_str()));
        self
    }

    /// Whether a record with this status, creation time and sub-client is kept.
    pub fn keeps(
        &self,
        status: S,
        created_at: OffsetDateTime,
        sub_client: Option<&SubClientId>,
    ) -> bool {
        self.statuses.as_ref().is_none_or(|s| s.contains(&status))
            && self.min_created_at.is_none_or(|m| created_at >= m)
            && self.max_created_at.is_none_or(|m| created_at <= m)
            && self
                .sub_client
                .as_ref()
                .is_none_or(|want| sub_client == Some(want))
    }
}
