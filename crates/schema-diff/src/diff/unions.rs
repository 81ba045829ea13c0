//! Union members: removed BREAKING, added DANGEROUS (the change sits on the union).

use apollo_compiler::collections::IndexSet;
use apollo_compiler::schema::ComponentName;

use super::Differ;
use crate::change::{ChangeKind, Criticality};

pub(crate) fn diff(
    d: &mut Differ<'_>,
    union: &str,
    old: &IndexSet<ComponentName>,
    new: &IndexSet<ComponentName>,
) {
    for m in old.iter().filter(|m| !new.contains(*m)) {
        d.push(
            ChangeKind::UnionMemberRemoved,
            Criticality::Breaking,
            union,
            format!("Member '{}' was removed from union '{union}'", m.name),
        );
        d.values(Some(&m.name), None::<&str>);
    }
    for m in new.iter().filter(|m| !old.contains(*m)) {
        d.push(
            ChangeKind::UnionMemberAdded,
            Criticality::Dangerous,
            union,
            format!("Member '{}' was added to union '{union}'", m.name),
        );
        d.values(None::<&str>, Some(&m.name));
    }
}
