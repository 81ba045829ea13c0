//! The schema diff: walks both schemas and emits one [`Change`] per difference.
//!
//! Child changes under an added or removed parent are not reported (graphql-inspector's
//! `simplifyChanges`): an added type does not also list its fields. Built-in types and the
//! spec directives (`@skip`, `@include`, `@deprecated`, `@specifiedBy`, `@oneOf`) are skipped by
//! name, because SDL exported by async-graphql redefines `@skip`/`@include`.
//!
//! # Change kinds
//!
//! Sources: graphql-inspector 8 (`packages/core/src/diff`) and graphql-js 16
//! `findBreakingChanges` / 17 `findSchemaChanges`, as summarised in
//! `shared/notes/schema-diff-anchors.md`. B/D/S: BREAKING/DANGEROUS/SAFE.
//!
//! | kind | level | position rule / condition |
//! |---|---|---|
//! | `TYPE_ADDED` | S | |
//! | `TYPE_REMOVED` | B | |
//! | `TYPE_RENAMED` | B | ours: a removed type and an added type of the same kind with the same structure (enum values; union members; input fields with types and defaults; fields with argument and result types plus interfaces), paired only when the match is unique; scalars never. Replaces `TYPE_REMOVED` + `TYPE_ADDED`; type-reference changes it causes say "follows from the rename" |
//! | `TYPE_KIND_CHANGED` | B | also object → interface with the same fields (inspector #1789 — kept: fragments and `__typename` change) |
//! | `TYPE_DESCRIPTION_ADDED` / `_REMOVED` / `_CHANGED` | S | also beside `TYPE_KIND_CHANGED` |
//! | `FIELD_ADDED` | S | object and interface fields |
//! | `FIELD_REMOVED` | B | also when deprecated (the message says so) |
//! | `FIELD_TYPE_CHANGED` | S / B | output position: S only if NEW is OLD plus `!` at any list depth (`String→String!`, `[Int]→[Int!]!`); else B (`String!→String`, `[Int]→Int`, `String→ID`) |
//! | `FIELD_DESCRIPTION_ADDED` / `_REMOVED` / `_CHANGED` | S | |
//! | `FIELD_DEPRECATION_ADDED` / `_REMOVED` | S | |
//! | `FIELD_DEPRECATION_REASON_ADDED` / `_REMOVED` / `_CHANGED` | S | "No longer supported" counts as no reason |
//! | `FIELD_ARGUMENT_ADDED` | B / D | B if required (`T!` without default), else D (a new optional argument; both peers) — `T! = x` is optional, so D |
//! | `FIELD_ARGUMENT_REMOVED` | B | |
//! | `FIELD_ARGUMENT_TYPE_CHANGED` | S / B | input position: S only if NEW is OLD with `!` removed at any list depth; adding `!` is B **even with a default** (a client may send an explicit `null`; both peers agree) |
//! | `FIELD_ARGUMENT_DEFAULT_CHANGED` | D | added, changed or removed; object values compare with sorted keys (`{a:1,b:2}` = `{b:2,a:1}`) |
//! | `FIELD_ARGUMENT_DESCRIPTION_CHANGED` | S | also for added/removed descriptions (inspector has one kind) |
//! | `INPUT_FIELD_ADDED` | B / D / S | B if required (`T!` without default); D if it has a default; else S |
//! | `INPUT_FIELD_REMOVED` | B | |
//! | `INPUT_FIELD_TYPE_CHANGED` | S / B | input position rule as for arguments |
//! | `INPUT_FIELD_DEFAULT_VALUE_CHANGED` | D | |
//! | `INPUT_FIELD_DESCRIPTION_ADDED` / `_REMOVED` / `_CHANGED` | S | |
//! | `ENUM_VALUE_ADDED` | D | whatever the enum's position (as inspector) |
//! | `ENUM_VALUE_REMOVED` | B | also when deprecated |
//! | `ENUM_VALUE_DESCRIPTION_CHANGED` | S | also for added/removed descriptions |
//! | `ENUM_VALUE_DEPRECATION_REASON_ADDED` / `_REMOVED` / `_CHANGED` | S | `_ADDED` also when the value becomes deprecated, `_REMOVED` when it stops being deprecated (inspector's use) |
//! | `UNION_MEMBER_ADDED` | D | on the union |
//! | `UNION_MEMBER_REMOVED` | B | on the union |
//! | `OBJECT_TYPE_INTERFACE_ADDED` | D | on the implementing type; also interface-implements-interface |
//! | `OBJECT_TYPE_INTERFACE_REMOVED` | B | |
//! | `SCHEMA_QUERY_TYPE_CHANGED` / `_MUTATION_` / `_SUBSCRIPTION_` | B / S | S when there was no old root; else B (changed or removed) |
//! | `DIRECTIVE_ADDED` | S | |
//! | `DIRECTIVE_REMOVED` | B | |
//! | `DIRECTIVE_DESCRIPTION_CHANGED` | S | |
//! | `DIRECTIVE_LOCATION_ADDED` | S | |
//! | `DIRECTIVE_LOCATION_REMOVED` | B | |
//! | `DIRECTIVE_REPEATABLE_ADDED` | S | |
//! | `DIRECTIVE_REPEATABLE_REMOVED` | B / D | **disagreement** (inspector D, graphql-js B): B when the directive has an executable location (an operation may repeat it and stops validating), D when it is type-system only (only schema authors are affected) |
//! | `DIRECTIVE_ARGUMENT_ADDED` | B / S | B if required (`T!` **without default**), else S. **Disagreement**: inspector says B for `T! = x` (ignores the default), graphql-js says nothing; we follow graphql-js's "required" — existing usages stay valid — and report it as S |
//! | `DIRECTIVE_ARGUMENT_REMOVED` | B | |
//! | `DIRECTIVE_ARGUMENT_TYPE_CHANGED` | S / B | input position rule |
//! | `DIRECTIVE_ARGUMENT_DEFAULT_VALUE_CHANGED` | D | |
//! | `DIRECTIVE_ARGUMENT_DESCRIPTION_CHANGED` | S | |
//! | `DIRECTIVE_USAGE_{SCHEMA,SCALAR,OBJECT,INTERFACE,UNION_MEMBER,ENUM,ENUM_VALUE,INPUT_OBJECT,FIELD_DEFINITION,INPUT_FIELD_DEFINITION,ARGUMENT_DEFINITION}_ADDED` | B / S / D | `@oneOf` B, `@deprecated` S, any other directive D (inspector). `UNION_MEMBER` is inspector's name for a directive on a union. `@deprecated` on fields and enum values is left to the deprecation kinds (no double report); on arguments and input fields it is a usage change |
//! | `DIRECTIVE_USAGE_…_REMOVED` (same locations) | S / D | `@oneOf` and `@deprecated` S, any other D |
//! | `DIRECTIVE_USAGE_ARGUMENT_ADDED` | S | an argument on an applied directive |
//! | `DIRECTIVE_USAGE_ARGUMENT_REMOVED` | D | |
//! | `DIRECTIVE_USAGE_ARGUMENT_CHANGED` | D | ours: the value of an applied directive's argument changed (inspector reports nothing) |
//!
//! Other places where the peers disagree, and what we do:
//!
//! | change | inspector | graphql-js | here | why |
//! |---|---|---|---|---|
//! | nullable input field added (no default) | S | D | **S** | no existing request can fail; the release gate must agree with inspector where both define a change |
//! | argument default added | D | not reported | **D** | a client relying on "absent" now gets the default's behaviour |
//! | input-field default changed | D | not reported | **D** | same reason |
//! | custom directive applied to a field | D | not reported | **D** | behaviour may change (caching, auth) |
//!
//! Not reported: inspector's `DIRECTIVE_USAGE_FIELD_*` for directives in *operations* (not in a
//! schema), and graphql-js's special "standard scalar removed" description (a removed standard
//! scalar is `TYPE_REMOVED` here too, but built-ins are skipped on both sides). A change of a
//! deprecation reason is reported once, as `FIELD_DEPRECATION_REASON_CHANGED` (inspector also
//! reports it as a dangerous `DIRECTIVE_USAGE_ARGUMENT_REMOVED` of `@deprecated(reason:)`).
//!
//! `@oneOf` needs no declaration (see [`load`](crate::load)): putting it on an input type is
//! BREAKING (a client that sends two of the fields is refused from then on), taking it off SAFE.
//!
//! # Reconstruction
//!
//! Our vendored schema reconstructs parts the spec does not show, each described
//! `Not shown in the spec: …`. A change to an element whose description, or whose enclosing
//! field's or type's description, starts with that text, in OLD **or** NEW, gets
//! [`Change::reconstruction`]. Such changes are listed apart (text and markdown: their own
//! table; JSON: the flag), are counted in `summary.reconstruction` instead of
//! `breaking`/`dangerous`/`safe`, and never count as unannounced.

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
