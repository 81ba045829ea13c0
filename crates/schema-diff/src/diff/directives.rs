//! Directive definitions (spec directives skipped by name).
//!
//! Removed: BREAKING. Added: SAFE. Location removed: BREAKING; added: SAFE.
//! `repeatable` added: SAFE; removed: BREAKING when the directive has an executable location
//! (operations may repeat it), else DANGEROUS. Arguments: see [`super::arguments`].

use apollo_compiler::ast::DirectiveLocation;

use super::arguments::{self, Owner};
use super::descriptions::{self, Kinds};
use super::{Differ, SPEC_DIRECTIVES};
use crate::change::{ChangeKind, Criticality};

fn is_executable(location: DirectiveLocation) -> bool {
    use DirectiveLocation::*;
    matches!(
        location,
        Query
            | Mutation
            | Subscription
            | Field
            | FragmentDefinition
            | FragmentSpread
            | InlineFragment
            | VariableDefinition
    )
}

pub(crate) fn diff(d: &mut Differ<'_>) {
    let (old_schema, new_schema) = (d.old, d.new);
    let custom = |name: &str| !SPEC_DIRECTIVES.contains(&name);
    for (name, o) in old_schema
        .directive_definitions
        .iter()
        .filter(|(n, _)| custom(n.as_str()))
    {
        let coordinate = format!("@{name}");
        let Some(n) = new_schema.directive_definitions.get(name) else {
            d.push(
                ChangeKind::DirectiveRemoved,
                Criticality::Breaking,
                &coordinate,
                format!("Directive '@{name}' was removed"),
            );
            continue;
        };
        descriptions::diff(
            d,
            Kinds::single(ChangeKind::DirectiveDescriptionChanged),
            &coordinate,
            o.description.as_deref(),
            n.description.as_deref(),
        );
        for loc in o.locations.iter().filter(|l| !n.locations.contains(l)) {
            d.push(
                ChangeKind::DirectiveLocationRemoved,
                Criticality::Breaking,
                &coordinate,
                format!("Location '{loc}' was removed from directive '@{name}'"),
            );
            d.values(Some(loc), None::<&str>);
        }
        for loc in n.locations.iter().filter(|l| !o.locations.contains(l)) {
            d.push(
                ChangeKind::DirectiveLocationAdded,
                Criticality::Safe,
                &coordinate,
                format!("Location '{loc}' was added to directive '@{name}'"),
            );
            d.values(None::<&str>, Some(loc));
        }
        match (o.repeatable, n.repeatable) {
            (false, true) => d.push(
                ChangeKind::DirectiveRepeatableAdded,
                Criticality::Safe,
                &coordinate,
                format!("Directive '@{name}' became repeatable"),
            ),
            (true, false) => {
                let crit = if o.locations.iter().any(|l| is_executable(*l)) {
                    Criticality::Breaking
                } else {
                    Criticality::Dangerous
                };
                d.push(
                    ChangeKind::DirectiveRepeatableRemoved,
                    crit,
                    &coordinate,
                    format!("Directive '@{name}' is no longer repeatable"),
                );
            }
            _ => {}
        }
        arguments::diff(d, Owner::Directive(name), &o.arguments, &n.arguments);
    }
    for name in new_schema
        .directive_definitions
        .keys()
        .filter(|n| custom(n.as_str()) && !old_schema.directive_definitions.contains_key(*n))
    {
        d.push(
            ChangeKind::DirectiveAdded,
            Criticality::Safe,
            format!("@{name}"),
            format!("Directive '@{name}' was added"),
        );
    }
}
