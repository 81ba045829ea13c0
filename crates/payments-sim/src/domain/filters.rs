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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_narrows_and_absent_parts_keep_all() {
        let t = time::macros::datetime!(2026-07-01 12:00 UTC);
        let at = |s: &str| DateOrTime::parse(s).expect("a date or date-time");
        let sc = SubClientId::from_text("sc_1");
        let all = ListFilter::<u8>::default();
        assert!(all.keeps(1, t, None));
        let f = ListFilter::default()
            .statuses(Some(&vec![1u8, 2]))
            .created(
                Some(&at("2026-07-01T00:00:00Z")),
                Some(&at("2026-07-01T12:00:00Z")),
            )
            .sub_client(Some(&Id::parse("sc_1").expect("id")));
        assert!(f.keeps(2, t, Some(&sc)));
        assert!(!f.keeps(3, t, Some(&sc)), "status");
        assert!(
            !f.keeps(2, t + time::Duration::SECOND, Some(&sc)),
            "after max"
        );
        assert!(
            !f.keeps(2, t - time::Duration::DAY, Some(&sc)),
            "before min"
        );
        assert!(!f.keeps(2, t, None), "no sub-client");
        // A date as the end keeps its whole day (UTC), and not the next.
        let day = ListFilter::<u8>::default().created(None, Some(&at("2026-07-01")));
        assert!(day.keeps(
            1,
            time::macros::datetime!(2026-07-01 23:59:59.999 UTC),
            None
        ));
        assert!(!day.keeps(1, time::macros::datetime!(2026-07-02 00:00 UTC), None));
        assert!(
            !f.keeps(2, t, Some(&SubClientId::from_text("sc_2"))),
            "other sub-client"
        );
    }
}
