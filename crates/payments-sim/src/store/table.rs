//! What the state is kept in, remembering what changed since it was last saved (`--state`):
//! [`Table`] (records by id) and [`Tracked`] (one value). Without
//! `--state` nothing is remembered, so the in-memory simulator pays nothing for it.

use std::borrow::Borrow;
use std::collections::{BTreeMap, BTreeSet, btree_map};
use std::ops::{Bound, Deref, DerefMut};

/// An id as the database keys its row by.
pub trait Key: Ord + Clone {
    /// The row's key.
    fn text(&self) -> String;
    /// The id of a row's key (`None`: not an id of this kind).
    fn parse(text: &str) -> Option<Self>;
}

impl Key for String {
    fn text(&self) -> String {
        self.clone()
    }
    fn parse(text: &str) -> Option<Self> {
        Some(text.to_owned())
    }
}

/// Records by id, in id order; with tracking on, the ids inserted or changed since
/// [`Table::take_changed`] (any mutable access counts as a change).
#[derive(Debug)]
pub struct Table<K, V> {
    rows: BTreeMap<K, V>,
    changed: Option<BTreeSet<K>>,
}

impl<K: Ord + Clone, V> Table<K, V> {
    /// An empty table; `tracked`: remember what changes.
    pub fn new(tracked: bool) -> Self {
        Self {
            rows: BTreeMap::new(),
            changed: tracked.then(BTreeSet::new),
        }
    }

    /// The record `id`.
    pub fn get<Q: Ord + ?Sized>(&self, id: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        self.rows.get(id)
    }

    /// The record `id`, to change.
    pub fn get_mut(&mut self, id: &K) -> Option<&mut V> {
        let row = self.rows.get_mut(id)?;
        if let Some(changed) = &mut self.changed {
            changed.insert(id.clone());
        }
        Some(row)
    }

    /// The record `id`, to change what is no change of the record (what is saved of it).
    pub fn get_untracked(&mut self, id: &K) -> Option<&mut V> {
        self.rows.get_mut(id)
    }

    /// The records, to change what is no change of them (what is saved of them).
    pub fn values_untracked(&mut self) -> btree_map::ValuesMut<'_, K, V> {
        self.rows.values_mut()
    }

    /// Inserts or replaces the record `id`.
    pub fn insert(&mut self, id: K, record: V) {
        if let Some(changed) = &mut self.changed {
            changed.insert(id.clone());
        }
        self.rows.insert(id, record);
    }

    /// Puts back a record read from the database (not a change).
    pub fn restore(&mut self, id: K, record: V) {
        self.rows.insert(id, record);
    }

    /// Whether there is a record `id`.
    pub fn contains_key<Q: Ord + ?Sized>(&self, id: &Q) -> bool
    where
        K: Borrow<Q>,
    {
        self.rows.contains_key(id)
    }

    /// The records, in id order.
    pub fn values(&self) -> btree_map::Values<'_, K, V> {
        self.rows.values()
    }

    /// The records after `id`, in id order.
    pub fn after(&self, id: K) -> impl DoubleEndedIterator<Item = &V> {
        self.rows
            .range((Bound::Excluded(id), Bound::Unbounded))
            .map(|(_, v)| v)
    }

    /// The record with the greatest id.
    pub fn last(&self) -> Option<&V> {
        self.rows.values().next_back()
    }

    /// Whether anything changed since the last [`Table::take_changed`].
    pub fn has_changes(&self) -> bool {
        self.changed.as_ref().is_some_and(|c| !c.is_empty())
    }

    /// The ids changed since the last call, each with its record now (`None`: gone).
    pub fn take_changed(&mut self) -> impl Iterator<Item = (K, Option<&V>)> {
        let changed = self
            .changed
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default();
        changed.into_iter().map(|id| {
            let row = self.rows.get(&id);
            (id, row)
        })
    }
}

/// One value; with tracking on, whether it was changed (any mutable access counts).
#[derive(Debug, Default)]
pub struct Tracked<T> {
    value: T,
    changed: Option<bool>,
}

impl<T> Tracked<T> {
    /// `value`; `tracked`: remember whether it changes.
    pub fn new(value: T, tracked: bool) -> Self {
        Self {
            value,
            changed: tracked.then_some(false),
        }
    }

    /// Runs `change` on the value; it counts as changed only when `change` succeeds.
    pub fn try_change<R, E>(
        &mut self,
        change: impl FnOnce(&mut T) -> Result<R, E>,
    ) -> Result<R, E> {
        let result = change(&mut self.value);
        if let (Ok(_), Some(changed)) = (&result, &mut self.changed) {
            *changed = true;
        }
        result
    }

    /// Whether it changed since the last [`Tracked::take_changed`].
    pub fn has_changes(&self) -> bool {
        self.changed == Some(true)
    }

    /// The value if it changed since the last call.
    pub fn take_changed(&mut self) -> Option<&T> {
        let changed = self.changed.as_mut().is_some_and(std::mem::take);
        changed.then_some(&self.value)
    }
}

impl<T> Deref for Tracked<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}

impl<T> DerefMut for Tracked<T> {
    fn deref_mut(&mut self) -> &mut T {
        if let Some(changed) = &mut self.changed {
            *changed = true;
        }
        &mut self.value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_remembered_only_when_tracked_and_taken_once() {
        let mut t = Table::new(true);
        t.restore("a".to_owned(), 1);
        assert!(!t.has_changes(), "a loaded row is no change");
        t.insert("b".to_owned(), 2);
        let _ = t.get("a");
        *t.get_mut(&"a".to_owned()).unwrap() += 10;
        let taken: Vec<_> = t.take_changed().map(|(k, v)| (k, v.copied())).collect();
        assert_eq!(taken, [("a".into(), Some(11)), ("b".into(), Some(2))]);
        assert_eq!(t.take_changed().count(), 0);
        let mut quiet = Table::new(false);
        quiet.insert("a".to_owned(), 1);
        assert!(!quiet.has_changes() && quiet.take_changed().count() == 0);

        let mut value = Tracked::new(5, true);
        assert_eq!(*value + 1, 6);
        assert!(!value.has_changes(), "reading is no change");
        *value += 1;
        assert_eq!(value.take_changed(), Some(&6));
        assert_eq!(value.take_changed(), None);
    }
}
