//! Fields of object and interface types (output position).
//!
//! Removed: BREAKING (also when deprecated). Added: SAFE. Type changed: SAFE when only `!` was
//! added (at any list depth), else BREAKING.

use apollo_compiler::Name;
use apollo_compiler::collections::IndexMap;
use apollo_compiler::schema::{Component, FieldDefinition};

use super::Differ;
use super::arguments::{self, Owner};
use super::deprecations::{self, On};
use super::descriptions::{self, Kinds};
use super::directive_usages::{self, Location};
use super::type_refs::safe_output_change;
use crate::change::{ChangeKind, Criticality};

pub(crate) fn diff(
    d: &mut Differ<'_>,
    type_name: &str,
    old: &IndexMap<Name, Component<FieldDefinition>>,
    new: &IndexMap<Name, Component<FieldDefinition>>,
) {
    for (name, o) in old {
        let n = new.get(name);
        if n == Some(o) {
            continue; // the common case: nothing to name
        }
        let coordinate = format!("{type_name}.{name}");
        let old_deprecation = deprecations::deprecation(o.directives.iter().map(|x| &**x));
        let Some(n) = n else {
            d.push(
                ChangeKind::FieldRemoved,
                Criticality::Breaking,
                &coordinate,
                format!(
                    "Field '{name}' was removed from '{type_name}'{}",
                    if old_deprecation.is_some() {
                        " (it was deprecated)"
                    } else {
                        ""
                    }
                ),
            );
            continue;
        };
        if o.ty != n.ty {
            let crit = if safe_output_change(&o.ty, &n.ty) {
                Criticality::Safe
            } else {
                Criticality::Breaking
            };
            d.push(
                ChangeKind::FieldTypeChanged,
                crit,
                &coordinate,
                format!(
                    "Type of field '{coordinate}' changed from '{}' to '{}'",
                    o.ty, n.ty
                ),
            );
            d.values(Some(&o.ty), Some(&n.ty));
        }
        descriptions::diff(
            d,
            Kinds {
                added: ChangeKind::FieldDescriptionAdded,
                removed: ChangeKind::FieldDescriptionRemoved,
                changed: ChangeKind::FieldDescriptionChanged,
            },
            &coordinate,
            o.description.as_deref(),
            n.description.as_deref(),
        );
        deprecations::diff(
            d,
            On::Field,
            &coordinate,
            old_deprecation,
            deprecations::deprecation(n.directives.iter().map(|x| &**x)),
        );
        directive_usages::diff(
            d,
            Location::FieldDefinition,
            &coordinate,
            o.directives.iter().map(|x| &**x),
            n.directives.iter().map(|x| &**x),
        );
        arguments::diff(d, Owner::Field(type_name, name), &o.arguments, &n.arguments);
    }
    for (name, n) in new.iter().filter(|(k, _)| !old.contains_key(*k)) {
        d.push(
            ChangeKind::FieldAdded,
            Criticality::Safe,
            format!("{type_name}.{name}"),
            format!("Field '{name}: {}' was added to '{type_name}'", n.ty),
        );
    }
}
