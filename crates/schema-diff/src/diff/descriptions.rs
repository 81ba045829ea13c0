//! Description changes (always SAFE).

use super::Differ;
use crate::change::{ChangeKind, Criticality};

/// The kinds to use when a description is added, removed or changed.
pub(crate) struct Kinds {
    pub added: ChangeKind,
    pub removed: ChangeKind,
    pub changed: ChangeKind,
}

impl Kinds {
    /// One kind for all three (graphql-inspector has only `*_DESCRIPTION_CHANGED` for some).
    pub const fn single(kind: ChangeKind) -> Self {
        Kinds {
            added: kind,
            removed: kind,
            changed: kind,
        }
    }
}

/// Emits a description change of the element at `coordinate`, if any.
pub(crate) fn diff(
    d: &mut Differ<'_>,
    kinds: Kinds,
    coordinate: &str,
    old: Option<&str>,
    new: Option<&str>,
) {
    let (kind, message) = match (old, new) {
        (None, Some(n)) => (
            kinds.added,
            format!("Description '{n}' added to '{coordinate}'"),
        ),
        (Some(_), None) => (
            kinds.removed,
            format!("Description removed from '{coordinate}'"),
        ),
        (Some(o), Some(n)) if o != n => (
            kinds.changed,
            format!("Description of '{coordinate}' changed from '{o}' to '{n}'"),
        ),
        _ => return,
    };
    d.push(kind, Criticality::Safe, coordinate, message);
    d.values(old, new);
}
