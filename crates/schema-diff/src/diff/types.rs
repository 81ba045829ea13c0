//! Named types: added, removed, kind changed, description (also across a change of kind),
//! applied directives; then the per-kind diffs of types present on both sides with the same
//! kind.

use apollo_compiler::schema::ExtendedType;

use super::descriptions::{self, Kinds};
use super::directive_usages::{self, Location};
use super::{Differ, enums, fields, input_fields, interfaces, unions};
use crate::change::{ChangeKind, Criticality};

/// Lower-case kind name for messages (`object type`, `enum`, ...).
pub(crate) fn kind_name(ty: &ExtendedType) -> &'static str {
    match ty {
        ExtendedType::Scalar(_) => "scalar",
        ExtendedType::Object(_) => "object type",
        ExtendedType::Interface(_) => "interface",
        ExtendedType::Union(_) => "union",
        ExtendedType::Enum(_) => "enum",
        ExtendedType::InputObject(_) => "input object type",
    }
}

fn description(ty: &ExtendedType) -> Option<&str> {
    match ty {
        ExtendedType::Scalar(x) => x.description.as_deref(),
        ExtendedType::Object(x) => x.description.as_deref(),
        ExtendedType::Interface(x) => x.description.as_deref(),
        ExtendedType::Union(x) => x.description.as_deref(),
        ExtendedType::Enum(x) => x.description.as_deref(),
        ExtendedType::InputObject(x) => x.description.as_deref(),
    }
}

pub(crate) fn diff(d: &mut Differ<'_>) {
    let (old_schema, new_schema) = (d.old, d.new);
    for (name, old) in &old_schema.types {
        if old.is_built_in() {
            continue;
        }
        let Some(new) = new_schema.types.get(name) else {
            d.push(
                ChangeKind::TypeRemoved,
                Criticality::Breaking,
                name.as_str(),
                format!("Type '{name}' ({}) was removed", kind_name(old)),
            );
            continue;
        };
        if old == new {
            // Deep equality ignoring source locations: nothing to report.
            continue;
        }
        let kind_changed = std::mem::discriminant(old) != std::mem::discriminant(new);
        if kind_changed {
            d.push(
                ChangeKind::TypeKindChanged,
                Criticality::Breaking,
                name.as_str(),
                format!(
                    "'{name}' changed from {} to {}",
                    kind_name(old),
                    kind_name(new)
                ),
            );
            d.values(Some(kind_name(old)), Some(kind_name(new)));
        }
        // The description is the type's, whatever its kind: reported in both cases.
        descriptions::diff(
            d,
            Kinds {
                added: ChangeKind::TypeDescriptionAdded,
                removed: ChangeKind::TypeDescriptionRemoved,
                changed: ChangeKind::TypeDescriptionChanged,
            },
            name,
            description(old),
            description(new),
        );
        if kind_changed {
            continue; // fields, values, members: not comparable across kinds
        }
        let location = match old {
            ExtendedType::Scalar(_) => Location::Scalar,
            ExtendedType::Object(_) => Location::Object,
            ExtendedType::Interface(_) => Location::Interface,
            ExtendedType::Union(_) => Location::Union,
            ExtendedType::Enum(_) => Location::Enum,
            ExtendedType::InputObject(_) => Location::InputObject,
        };
        directive_usages::diff(
            d,
            location,
            name,
            old.directives().iter().map(|c| &***c),
            new.directives().iter().map(|c| &***c),
        );
        match (old, new) {
            (ExtendedType::Object(o), ExtendedType::Object(n)) => {
                interfaces::diff(d, name, &o.implements_interfaces, &n.implements_interfaces);
                fields::diff(d, name, &o.fields, &n.fields);
            }
            (ExtendedType::Interface(o), ExtendedType::Interface(n)) => {
                interfaces::diff(d, name, &o.implements_interfaces, &n.implements_interfaces);
                fields::diff(d, name, &o.fields, &n.fields);
            }
            (ExtendedType::Union(o), ExtendedType::Union(n)) => {
                unions::diff(d, name, &o.members, &n.members);
            }
            (ExtendedType::Enum(o), ExtendedType::Enum(n)) => {
                enums::diff(d, name, &o.values, &n.values);
            }
            (ExtendedType::InputObject(o), ExtendedType::InputObject(n)) => {
                input_fields::diff(d, name, &o.fields, &n.fields);
            }
            _ => {}
        }
    }
    for (name, new) in &new_schema.types {
        if new.is_built_in() || old_schema.types.contains_key(name) {
            continue;
        }
        d.push(
            ChangeKind::TypeAdded,
            Criticality::Safe,
            name.as_str(),
            format!("Type '{name}' ({}) was added", kind_name(new)),
        );
    }
}
