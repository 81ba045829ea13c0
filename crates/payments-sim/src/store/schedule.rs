//! Steps scheduled for a simulated time, run in time order (ties in the order scheduled).

use std::collections::{BTreeMap, BTreeSet};

use time::{Duration, OffsetDateTime};

/// Scheduled steps of type `J`, keyed by (due time, order); with tracking on, the orders
/// added or taken since [`Schedule::take_changed`].
#[derive(Debug, Clone)]
pub struct Schedule<J> {
    steps: BTreeMap<(OffsetDateTime, u64), J>,
    changed: Option<BTreeSet<u64>>,
}

impl<J: PartialEq> Schedule<J> {
    /// No steps; `tracked`: remember what changes.
    pub fn new(tracked: bool) -> Self {
        Self {
            steps: BTreeMap::new(),
            changed: tracked.then(BTreeSet::new),
        }
    }

    fn mark(&mut self, order: u64) {
        if let Some(changed) = &mut self.changed {
            changed.insert(order);
        }
    }

    /// Schedules `step` `delay_secs` (at least 0) after `from`; `order` breaks ties.
    pub fn add(&mut self, from: OffsetDateTime, delay_secs: i64, order: u64, step: J) {
        let due = from + Duration::seconds(delay_secs.max(0));
        self.steps.insert((due, order), step);
        self.mark(order);
    }

    /// Puts back a step read from the database (not a change).
    pub fn restore(&mut self, due: OffsetDateTime, order: u64, step: J) {
        self.steps.insert((due, order), step);
    }

    /// Drops every scheduled occurrence of `step`.
    pub fn remove(&mut self, step: &J) {
        let gone: Vec<u64> = self
            .steps
            .iter()
            .filter(|(_, s)| *s == step)
            .map(|(&(_, order), _)| order)
            .collect();
        self.steps.retain(|_, s| s != step);
        gone.into_iter().for_each(|order| self.mark(order));
    }

    /// Takes the earliest step due at or before `now`, with its due time.
    pub fn pop_due(&mut self, now: OffsetDateTime) -> Option<(OffsetDateTime, J)> {
        let (&(due, _), _) = self.steps.first_key_value()?;
        if due > now {
            return None;
        }
        let ((due, order), step) = self.steps.pop_first()?;
        self.mark(order);
        Some((due, step))
    }

    /// Whether steps were added or taken since the last [`Schedule::take_changed`].
    pub fn has_changes(&self) -> bool {
        self.changed.as_ref().is_some_and(|c| !c.is_empty())
    }

    /// The orders changed since the last call, each with its step now (`None`: gone).
    pub fn take_changed(&mut self) -> Vec<(u64, Option<(OffsetDateTime, &J)>)> {
        let changed = self
            .changed
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default();
        let mut out: Vec<_> = changed.iter().map(|&order| (order, None)).collect();
        for (&(due, order), step) in &self.steps {
            if let Ok(i) = out.binary_search_by_key(&order, |(o, _)| *o) {
                out[i].1 = Some((due, step));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn due_steps_come_out_in_time_then_schedule_order() {
        let t = time::macros::datetime!(2026-07-01 00:00 UTC);
        let mut s = Schedule::new(false);
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
