//! Fields of input object types (input position).
//!
//! Removed: BREAKING. Added: BREAKING when required (`T!` without default), DANGEROUS when it has
//! a default, else SAFE. Type changed: SAFE when only `!` was removed, else BREAKING.
//! Default value added, changed or removed: DANGEROUS.

use apollo_compiler::Name;
use apollo_compiler::collections::IndexMap;
use apollo_compiler::schema::{Component, InputValueDefinition};

use super::Differ;
use super::arguments::is_required;
use super::descriptions::{self, Kinds};
use super::directive_usages::{self, Location};
use super::type_refs::safe_input_change;
use super::values::{canonical, defaults_differ, show};
use crate::change::{ChangeKind, Criticality};

pub(crate) fn diff(
    d: &mut Differ<'_>,
    type_name: &str,
    old: &IndexMap<Name, Component<InputValueDefinition>>,
    new: &IndexMap<Name, Component<InputValueDefinition>>,
) {
    for (name, o) in old {
        let n = new.get(name);
        if n == Some(o) {
            continue; // the common case: nothing to name
        }
        let coordinate = format!("{type_name}.{name}");
        let Some(n) = n else {
            d.push(
                ChangeKind::InputFieldRemoved,
                Criticality::Breaking,
                &coordinate,
                format!("Input field '{name}' was removed from input type '{type_name}'"),
            );
            continue;
        };
        if o.ty != n.ty {
            let crit = if safe_input_change(&o.ty, &n.ty) {
                Criticality::Safe
            } else {
                Criticality::Breaking
            };
            d.push(
                ChangeKind::InputFieldTypeChanged,
                crit,
                &coordinate,
                format!(
                    "Type of input field '{coordinate}' changed from '{}' to '{}'",
                    o.ty, n.ty
                ),
            );
            d.values(Some(&o.ty), Some(&n.ty));
        }
        if defaults_differ(o.default_value.as_deref(), n.default_value.as_deref()) {
            d.push(
                ChangeKind::InputFieldDefaultValueChanged,
                Criticality::Dangerous,
                &coordinate,
                format!(
                    "Default value of input field '{coordinate}' changed from {} to {}",
                    show(o.default_value.as_deref()),
                    show(n.default_value.as_deref())
                ),
            );
            d.values(
                Some(show(o.default_value.as_deref())),
                Some(show(n.default_value.as_deref())),
            );
        }
        descriptions::diff(
            d,
            Kinds {
                added: ChangeKind::InputFieldDescriptionAdded,
                removed: ChangeKind::InputFieldDescriptionRemoved,
                changed: ChangeKind::InputFieldDescriptionChanged,
            },
            &coordinate,
            o.description.as_deref(),
            n.description.as_deref(),
        );
        directive_usages::diff(
            d,
            Location::InputFieldDefinition,
            &coordinate,
            o.directives.iter().map(|x| &**x),
            n.directives.iter().map(|x| &**x),
        );
    }
    for (name, n) in new.iter().filter(|(k, _)| !old.contains_key(*k)) {
        let (crit, what) = if is_required(n) {
            (Criticality::Breaking, "Required")
        } else if n.default_value.is_some() {
            (Criticality::Dangerous, "Optional (defaulted)")
        } else {
            (Criticality::Safe, "Optional")
        };
        let default = n
            .default_value
            .as_deref()
            .map(|v| format!(" = {}", canonical(v)))
            .unwrap_or_default();
        d.push(
            ChangeKind::InputFieldAdded,
            crit,
            format!("{type_name}.{name}"),
            format!(
                "{what} input field '{name}: {}{default}' was added to input type '{type_name}'",
                n.ty
            ),
        );
    }
}
