//! Interfaces implemented by an object or interface type: removed BREAKING, added DANGEROUS.

use apollo_compiler::collections::IndexSet;
use apollo_compiler::schema::ComponentName;

use super::Differ;
use crate::change::{ChangeKind, Criticality};

pub(crate) fn diff(
    d: &mut Differ<'_>,
    type_name: &str,
    old: &IndexSet<ComponentName>,
    new: &IndexSet<ComponentName>,
) {
    for i in old.iter().filter(|i| !new.contains(*i)) {
        d.push(
            ChangeKind::ObjectTypeInterfaceRemoved,
            Criticality::Breaking,
            type_name,
            format!("'{type_name}' no longer implements interface '{}'", i.name),
        );
        d.values(Some(&i.name), None::<&str>);
    }
    for i in new.iter().filter(|i| !old.contains(*i)) {
        d.push(
            ChangeKind::ObjectTypeInterfaceAdded,
            Criticality::Dangerous,
            type_name,
            format!("'{type_name}' now implements interface '{}'", i.name),
        );
        d.values(None::<&str>, Some(&i.name));
    }
}
