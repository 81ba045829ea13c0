//! Deprecation changes on fields and enum values (always SAFE).

use apollo_compiler::ast::{Directive, Value};

use super::Differ;
use crate::change::{ChangeKind, Criticality};

/// The default reason of `@deprecated`; counts as no reason (as in graphql-inspector).
pub const DEFAULT_REASON: &str = "No longer supported";

/// `None` when not deprecated, `Some(None)` when deprecated without a (non-default) reason.
pub(crate) fn deprecation<'a>(
    mut directives: impl Iterator<Item = &'a Directive>,
) -> Option<Option<String>> {
    let d = directives.find(|d| d.name == "deprecated")?;
    let reason = d
        .arguments
        .iter()
        .find(|a| a.name == "reason")
        .and_then(|a| match &*a.value {
            Value::String(s) if s != DEFAULT_REASON => Some(s.clone()),
            _ => None,
        });
    Some(reason)
}

/// Which element a deprecation belongs to.
pub(crate) enum On {
    Field,
    EnumValue,
}

/// Emits the deprecation change of the element at `coordinate`, if any.
pub(crate) fn diff(
    d: &mut Differ<'_>,
    on: On,
    coordinate: &str,
    old: Option<Option<String>>,
    new: Option<Option<String>>,
) {
    use ChangeKind::*;
    let (added, removed, reason_added, reason_removed, reason_changed) = match on {
        On::Field => (
            FieldDeprecationAdded,
            FieldDeprecationRemoved,
            FieldDeprecationReasonAdded,
            FieldDeprecationReasonRemoved,
            FieldDeprecationReasonChanged,
        ),
        On::EnumValue => (
            EnumValueDeprecationReasonAdded,
            EnumValueDeprecationReasonRemoved,
            EnumValueDeprecationReasonAdded,
            EnumValueDeprecationReasonRemoved,
            EnumValueDeprecationReasonChanged,
        ),
    };
    let values = (old.clone().flatten(), new.clone().flatten());
    let (kind, message) = match (old, new) {
        (None, Some(reason)) => (
            added,
            format!(
                "'{coordinate}' is deprecated{}",
                reason.map(|r| format!(": '{r}'")).unwrap_or_default()
            ),
        ),
        (Some(_), None) => (removed, format!("'{coordinate}' is no longer deprecated")),
        (Some(None), Some(Some(r))) => (
            reason_added,
            format!("Deprecation reason '{r}' added to '{coordinate}'"),
        ),
        (Some(Some(_)), Some(None)) => (
            reason_removed,
            format!("Deprecation reason removed from '{coordinate}'"),
        ),
        (Some(Some(o)), Some(Some(n))) if o != n => (
            reason_changed,
            format!("Deprecation reason of '{coordinate}' changed from '{o}' to '{n}'"),
        ),
        _ => return,
    };
    d.push(kind, Criticality::Safe, coordinate, message);
    d.values(values.0, values.1);
}
