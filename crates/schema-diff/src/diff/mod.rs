//! The schema diff: walks both schemas and emits one [`Change`] per difference.
//!
//! Child changes under an added or removed parent are not reported (graphql-inspector's
//! `simplifyChanges`): an added type does not also list its fields. Built-in types and the
//! spec directives (`@skip`, `@include`, `@deprecated`, `@specifiedBy`, `@oneOf`) are skipped by
//! name, because SDL exported by async-graphql redefines `@skip`/`@include`.

mod arguments;
mod deprecations;
mod descriptions;
mod directive_usages;
mod directives;
mod enums;
mod fields;
mod input_fields;
mod interfaces;
mod reconstruction;
mod renames;
mod schema_roots;
pub mod type_refs;
mod types;
mod unions;
pub mod values;

use apollo_compiler::Schema;

use crate::change::{Change, ChangeKind, Criticality};

/// Directives defined by the GraphQL specification; never diffed.
pub const SPEC_DIRECTIVES: [&str; 5] = ["skip", "include", "deprecated", "specifiedBy", "oneOf"];

/// Diffs `old` against `new`: every change, renames merged, reconstruction changes flagged,
/// sorted by criticality, then coordinate, then kind.
pub fn diff(old: &Schema, new: &Schema) -> Vec<Change> {
    let mut d = Differ {
        old,
        new,
        changes: Vec::new(),
    };
    schema_roots::diff(&mut d);
    types::diff(&mut d);
    directives::diff(&mut d);
    let mut changes = renames::merge(old, new, d.changes);
    reconstruction::flag(old, new, &mut changes);
    changes.sort_by(|a, b| {
        (a.criticality, &a.coordinate, a.kind).cmp(&(b.criticality, &b.coordinate, b.kind))
    });
    changes
}

/// The two schemas and the changes found so far.
pub(crate) struct Differ<'a> {
    pub old: &'a Schema,
    pub new: &'a Schema,
    pub changes: Vec<Change>,
}

impl Differ<'_> {
    pub fn push(
        &mut self,
        kind: ChangeKind,
        criticality: Criticality,
        coordinate: impl Into<String>,
        message: impl Into<String>,
    ) {
        self.changes
            .push(Change::new(kind, criticality, coordinate, message));
    }

    /// Records the old and new values the change just pushed names (for its id).
    pub fn values(&mut self, old: Option<impl ToString>, new: Option<impl ToString>) {
        if let Some(last) = self.changes.last_mut() {
            last.old_value = old.map(|v| v.to_string());
            last.new_value = new.map(|v| v.to_string());
        }
    }
}
