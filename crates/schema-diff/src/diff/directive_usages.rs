//! Directives applied to schema elements (graphql-inspector's `DIRECTIVE_USAGE_*`).
//!
//! Added: `@oneOf` BREAKING, `@deprecated` SAFE, any other DANGEROUS. Removed: `@oneOf` and
//! `@deprecated` SAFE, any other DANGEROUS.
//! Arguments of an applied directive: added SAFE, removed or changed DANGEROUS.
//! `@deprecated` on fields and enum values is left to the deprecation kinds.

use std::collections::BTreeMap;

use apollo_compiler::ast::Directive;

use super::Differ;
use super::values::canonical;
use crate::change::{ChangeKind, Criticality};

/// Where the directive is applied.
#[derive(Clone, Copy)]
pub(crate) enum Location {
    Schema,
    Scalar,
    Object,
    Interface,
    Union,
    Enum,
    EnumValue,
    InputObject,
    FieldDefinition,
    InputFieldDefinition,
    ArgumentDefinition,
}

impl Location {
    fn kinds(self) -> (ChangeKind, ChangeKind) {
        use ChangeKind::*;
        match self {
            Location::Schema => (DirectiveUsageSchemaAdded, DirectiveUsageSchemaRemoved),
            Location::Scalar => (DirectiveUsageScalarAdded, DirectiveUsageScalarRemoved),
            Location::Object => (DirectiveUsageObjectAdded, DirectiveUsageObjectRemoved),
            Location::Interface => (DirectiveUsageInterfaceAdded, DirectiveUsageInterfaceRemoved),
            Location::Union => (
                DirectiveUsageUnionMemberAdded,
                DirectiveUsageUnionMemberRemoved,
            ),
            Location::Enum => (DirectiveUsageEnumAdded, DirectiveUsageEnumRemoved),
            Location::EnumValue => (DirectiveUsageEnumValueAdded, DirectiveUsageEnumValueRemoved),
            Location::InputObject => (
                DirectiveUsageInputObjectAdded,
                DirectiveUsageInputObjectRemoved,
            ),
            Location::FieldDefinition => (
                DirectiveUsageFieldDefinitionAdded,
                DirectiveUsageFieldDefinitionRemoved,
            ),
            Location::InputFieldDefinition => (
                DirectiveUsageInputFieldDefinitionAdded,
                DirectiveUsageInputFieldDefinitionRemoved,
            ),
            Location::ArgumentDefinition => (
                DirectiveUsageArgumentDefinitionAdded,
                DirectiveUsageArgumentDefinitionRemoved,
            ),
        }
    }

    /// Whether `@deprecated` has a dedicated change kind here.
    fn deprecation_has_own_kind(self) -> bool {
        matches!(self, Location::FieldDefinition | Location::EnumValue)
    }
}

fn by_name<'a>(
    directives: impl Iterator<Item = &'a Directive>,
    skip_deprecated: bool,
) -> BTreeMap<&'a str, Vec<&'a Directive>> {
    let mut map: BTreeMap<&str, Vec<&Directive>> = BTreeMap::new();
    for dir in directives {
        if skip_deprecated && dir.name == "deprecated" {
            continue;
        }
        map.entry(dir.name.as_str()).or_default().push(dir);
    }
    map
}

/// Emits the changes between the directives applied to the element at `coordinate`.
pub(crate) fn diff<'a>(
    d: &mut Differ<'_>,
    location: Location,
    coordinate: &str,
    old: impl Iterator<Item = &'a Directive>,
    new: impl Iterator<Item = &'a Directive>,
) {
    let skip = location.deprecation_has_own_kind();
    let old = by_name(old, skip);
    let new = by_name(new, skip);
    let (added_kind, removed_kind) = location.kinds();
    for (name, olds) in &old {
        let news = new.get(name).map(Vec::as_slice).unwrap_or_default();
        for o in olds.iter().skip(news.len()) {
            let crit = match *name {
                "oneOf" | "deprecated" => Criticality::Safe,
                _ => Criticality::Dangerous,
            };
            d.push(
                removed_kind,
                crit,
                coordinate,
                format!("Directive '{}' was removed from '{coordinate}'", show(o)),
            );
            d.values(Some(show(o)), None::<&str>);
        }
        for (o, n) in olds.iter().zip(news) {
            arguments(d, coordinate, o, n);
        }
    }
    for (name, news) in &new {
        let count = old.get(name).map_or(0, Vec::len);
        for n in news.iter().skip(count) {
            let crit = match *name {
                "oneOf" => Criticality::Breaking,
                "deprecated" => Criticality::Safe,
                _ => Criticality::Dangerous,
            };
            d.push(
                added_kind,
                crit,
                coordinate,
                format!("Directive '{}' was added to '{coordinate}'", show(n)),
            );
            d.values(None::<&str>, Some(show(n)));
        }
    }
}

fn show(dir: &Directive) -> String {
    dir.to_string()
}

fn arguments(d: &mut Differ<'_>, coordinate: &str, old: &Directive, new: &Directive) {
    let name = &old.name;
    for o in &old.arguments {
        match new.arguments.iter().find(|n| n.name == o.name) {
            None => {
                d.push(
                    ChangeKind::DirectiveUsageArgumentRemoved,
                    Criticality::Dangerous,
                    coordinate,
                    format!(
                        "Argument '{}' was removed from directive '@{name}' on '{coordinate}'",
                        o.name
                    ),
                );
                d.values(
                    Some(format!("@{name}({}: {})", o.name, canonical(&o.value))),
                    None::<&str>,
                );
            }
            Some(n) if canonical(&o.value) != canonical(&n.value) => {
                d.push(
                    ChangeKind::DirectiveUsageArgumentChanged,
                    Criticality::Dangerous,
                    coordinate,
                    format!(
                        "Argument '{}' of directive '@{name}' on '{coordinate}' changed from {} to {}",
                        o.name,
                        canonical(&o.value),
                        canonical(&n.value)
                    ),
                );
                d.values(
                    Some(format!("@{name}({}: {})", o.name, canonical(&o.value))),
                    Some(format!("@{name}({}: {})", n.name, canonical(&n.value))),
                );
            }
            Some(_) => {}
        }
    }
    for n in &new.arguments {
        if !old.arguments.iter().any(|o| o.name == n.name) {
            d.push(
                ChangeKind::DirectiveUsageArgumentAdded,
                Criticality::Safe,
                coordinate,
                format!(
                    "Argument '{}: {}' was added to directive '@{name}' on '{coordinate}'",
                    n.name,
                    canonical(&n.value)
                ),
            );
            d.values(
                None::<&str>,
                Some(format!("@{name}({}: {})", n.name, canonical(&n.value))),
            );
        }
    }
}
