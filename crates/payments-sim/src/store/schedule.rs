//! Steps scheduled for a simulated time, run in time order (ties in the order scheduled).

use std::collections::BTreeMap;

use time::{Duration, OffsetDateTime};

/// Scheduled steps of type `J`, keyed by (due time, order). Saved as a list of
/// `[[due, order], step]` pairs (JSON object keys must be strings).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(
    into = "Vec<((OffsetDateTime, u64), J)>",
    from = "Vec<((OffsetDateTime, u64), J)>",
    bound(
        serialize = "J: Clone + serde::Serialize",
        deserialize = "J: serde::Deserialize<'de>"
    )
)]
pub struct Schedule<J> {
    steps: BTreeMap<(OffsetDateTime, u64), J>,
}

impl<J> From<Schedule<J>> for Vec<((OffsetDateTime, u64), J)> {
    fn from(s: Schedule<J>) -> Self {
        s.steps.into_iter().collect()
    }
}

impl<J> From<Vec<((OffsetDateTime, u64), J)>> for Schedule<J> {
    fn from(pairs: Vec<((OffsetDateTime, u64), J)>) -> Self {
        Self {
            steps: pairs.into_iter().collect(),
        }
    }
}

impl<J> Default for Schedule<J> {
    fn default() -> Self {
        Self {
            steps: BTreeMap::new(),
        }
    }
}

impl<J: PartialEq> Schedule<J> {
    /// Schedules `step` `delay_secs` (at least 0) after `from`; `order` breaks ties.
    pub fn add(&mut self, from: OffsetDateTime, delay_secs: i64, order: u64, step: J) {
        let due = from + Duration::seconds(delay_secs.max(0));
        self.steps.insert((due, order), step);
    }

    /// Drops every scheduled occurrence of `step`.
    pub fn remove(&mut self, step: &J) {
        self.steps.retain(|_, s| s != step);
    }

    /// Takes the earliest step due at or before `now`, with its due time.
    pub fn pop_due(&mut self, now: OffsetDateTime) -> Option<(OffsetDateTime, J)> {
        let (&(due, _), _) = self.steps.first_key_value()?;
        if due > now {
            return None;
        }
        self.steps.pop_first().map(|((due, _), step)| (due, step))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn due_steps_come_out_in_time_then_schedule_order() {
        let t = time::macros::datetime!(2026-07-01 00:00 UTC);
        let mut s = Schedule::default();
        s.add(t, 5, 1, "late");
        s.add(t, 0, 3, "second");
        s.add(t, 0, 2, "first");
        s.add(t, 9, 4, "dropped");
        s.remove(&"dropped");
        assert_eq!(s.pop_due(t), Some((t, "first")));
        assert_eq!(s.pop_due(t), Some((t, "second")));
        assert_eq!(s.pop_due(t), None, "not due yet");
        let later = t + Duration::seconds(60);
        assert_eq!(s.pop_due(later), Some((t + Duration::seconds(5), "late")));
        assert_eq!(s.pop_due(later), None);
    }
}
