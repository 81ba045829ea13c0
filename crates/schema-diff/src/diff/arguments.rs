//! Arguments of fields and of directive definitions.
//!
//! Removed: BREAKING. Added: BREAKING when required (`T!` without default); otherwise DANGEROUS
//! on a field (a new optional argument), SAFE on a directive. Type changed: SAFE when only `!` was
//! removed, else BREAKING. Default added, changed or removed: DANGEROUS.

use apollo_compiler::Node;
use apollo_compiler::ast::InputValueDefinition;

use super::Differ;
use super::descriptions::{self, Kinds};
use super::directive_usages::{self, Location};
use super::type_refs::safe_input_change;
use super::values::{defaults_differ, show};
use crate::change::{ChangeKind, Criticality};

/// Whose arguments these are.
pub(crate) enum Owner<'a> {
    /// `Type.field`.
    Field(&'a str, &'a str),
    /// `@directive`.
    Directive(&'a str),
}

impl Owner<'_> {
    fn coordinate(&self, arg: &str) -> String {
        match self {
            Owner::Field(t, f) => format!("{t}.{f}({arg}:)"),
            Owner::Directive(dir) => format!("@{dir}({arg}:)"),
        }
    }

    fn label(&self) -> String {
        match self {
            Owner::Field(t, f) => format!("field '{t}.{f}'"),
            Owner::Directive(dir) => format!("directive '@{dir}'"),
        }
    }
}

/// Required: non-null without a default value.
pub(crate) fn is_required(arg: &InputValueDefinition) -> bool {
    arg.ty.is_non_null() && arg.default_value.is_none()
}

pub(crate) fn diff(
    d: &mut Differ<'_>,
    owner: Owner<'_>,
    old: &[Node<InputValueDefinition>],
    new: &[Node<InputValueDefinition>],
) {
    use ChangeKind::*;
    let is_field = matches!(owner, Owner::Field(..));
    let (added, removed, type_changed, default_changed, description_changed) = if is_field {
        (
            FieldArgumentAdded,
            FieldArgumentRemoved,
            FieldArgumentTypeChanged,
            FieldArgumentDefaultChanged,
            FieldArgumentDescriptionChanged,
        )
    } else {
        (
            DirectiveArgumentAdded,
            DirectiveArgumentRemoved,
            DirectiveArgumentTypeChanged,
            DirectiveArgumentDefaultValueChanged,
            DirectiveArgumentDescriptionChanged,
        )
    };
    if old == new {
        return;
    }
    let label = owner.label();
    for o in old {
        let n = new.iter().find(|n| n.name == o.name);
        if n == Some(o) {
            continue; // the common case: nothing to name
        }
        let coordinate = owner.coordinate(&o.name);
        let Some(n) = n else {
            d.push(
                removed,
                Criticality::Breaking,
                &coordinate,
                format!("Argument '{}: {}' was removed from {label}", o.name, o.ty),
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
                type_changed,
                crit,
                &coordinate,
                format!(
                    "Type of argument '{}' on {label} changed from '{}' to '{}'",
                    o.name, o.ty, n.ty
                ),
            );
            d.values(Some(&o.ty), Some(&n.ty));
        }
        if defaults_differ(o.default_value.as_deref(), n.default_value.as_deref()) {
            d.push(
                default_changed,
                Criticality::Dangerous,
                &coordinate,
                format!(
                    "Default value of argument '{}' on {label} changed from {} to {}",
                    o.name,
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
            Kinds::single(description_changed),
            &coordinate,
            o.description.as_deref(),
            n.description.as_deref(),
        );
        directive_usages::diff(
            d,
            Location::ArgumentDefinition,
            &coordinate,
            o.directives.iter().map(|x| &**x),
            n.directives.iter().map(|x| &**x),
        );
    }
    for n in new.iter().filter(|n| !old.iter().any(|o| o.name == n.name)) {
        let crit = if is_required(n) {
            Criticality::Breaking
        } else if is_field {
            Criticality::Dangerous
        } else {
            Criticality::Safe
        };
        let default = n
            .default_value
            .as_deref()
            .map(|v| format!(" = {}", super::values::canonical(v)))
            .unwrap_or_default();
        d.push(
            added,
            crit,
            owner.coordinate(&n.name),
            format!(
                "{} argument '{}: {}{default}' was added to {label}",
                if is_required(n) {
                    "Required"
                } else {
                    "Optional"
                },
                n.name,
                n.ty
            ),
        );
    }
}
