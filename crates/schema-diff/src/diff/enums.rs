//! Enum values: removed BREAKING, added DANGEROUS; descriptions, deprecations, directives.

use apollo_compiler::Name;
use apollo_compiler::collections::IndexMap;
use apollo_compiler::schema::{Component, EnumValueDefinition};

use super::Differ;
use super::deprecations::{self, On};
use super::descriptions::{self, Kinds};
use super::directive_usages::{self, Location};
use crate::change::{ChangeKind, Criticality};

pub(crate) fn diff(
    d: &mut Differ<'_>,
    enum_name: &str,
    old: &IndexMap<Name, Component<EnumValueDefinition>>,
    new: &IndexMap<Name, Component<EnumValueDefinition>>,
) {
    for (value, o) in old {
        let n = new.get(value);
        if n == Some(o) {
            continue; // the common case: nothing to name
        }
        let coordinate = format!("{enum_name}.{value}");
        let Some(n) = n else {
            let deprecated = deprecations::deprecation(o.directives.iter().map(|d| &**d));
            d.push(
                ChangeKind::EnumValueRemoved,
                Criticality::Breaking,
                &coordinate,
                format!(
                    "Enum value '{value}' was removed from enum '{enum_name}'{}",
                    if deprecated.is_some() {
                        " (it was deprecated)"
                    } else {
                        ""
                    }
                ),
            );
            continue;
        };
        descriptions::diff(
            d,
            Kinds::single(ChangeKind::EnumValueDescriptionChanged),
            &coordinate,
            o.description.as_deref(),
            n.description.as_deref(),
        );
        deprecations::diff(
            d,
            On::EnumValue,
            &coordinate,
            deprecations::deprecation(o.directives.iter().map(|d| &**d)),
            deprecations::deprecation(n.directives.iter().map(|d| &**d)),
        );
        directive_usages::diff(
            d,
            Location::EnumValue,
            &coordinate,
            o.directives.iter().map(|d| &**d),
            n.directives.iter().map(|d| &**d),
        );
    }
    for value in new.keys().filter(|v| !old.contains_key(*v)) {
        d.push(
            ChangeKind::EnumValueAdded,
            Criticality::Dangerous,
            format!("{enum_name}.{value}"),
            format!("Enum value '{value}' was added to enum '{enum_name}'"),
        );
    }
}
