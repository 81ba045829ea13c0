//! Where each element of a schema read by the fast load is defined in its text, by coordinate:
//! the byte ranges apollo-compiler gives its nodes (a definition with its description, without
//! the white space after it). The fast load builds apollo's tree without locations, so the
//! report finds its places here.

use std::collections::HashMap;
use std::ops::Range;

use apollo_compiler::Name;
use rustc_hash::FxBuildHasher;

use crate::coordinate::Coordinate;

/// Byte ranges of a schema's definitions, by coordinate.
#[derive(Debug, Default)]
pub(crate) struct SpanIndex {
    schema: Option<Range<usize>>,
    types: HashMap<Name, Owner, FxBuildHasher>,
    directives: HashMap<Name, Owner, FxBuildHasher>,
}

/// A type or directive: its definition (not an extension) and its members, by name.
#[derive(Debug, Default)]
struct Owner {
    definition: Option<Range<usize>>,
    members: Vec<Member>,
}

/// A field, input field, enum value or directive argument, with a field's arguments.
#[derive(Debug)]
pub(super) struct Member {
    pub name: Name,
    pub span: Range<usize>,
    pub arguments: Vec<(Name, Range<usize>)>,
}

impl SpanIndex {
    /// The range of `coordinate`'s definition, if the schema has it.
    pub(crate) fn get(&self, coordinate: &Coordinate) -> Option<Range<usize>> {
        let member = |owner: &Owner, name: &str| owner.member(name).map(|m| m.span.clone());
        match coordinate {
            Coordinate::Schema => self.schema.clone(),
            Coordinate::Type(t) => self.types.get(t.as_str())?.definition.clone(),
            Coordinate::Member(t, m) => member(self.types.get(t.as_str())?, m),
            Coordinate::Argument(t, m, a) => {
                let field = self.types.get(t.as_str())?.member(m)?;
                let (_, span) = field
                    .arguments
                    .iter()
                    .find(|(name, _)| name == a.as_str())?;
                Some(span.clone())
            }
            Coordinate::Directive(d) => self.directives.get(d.as_str())?.definition.clone(),
            Coordinate::DirectiveArgument(d, a) => member(self.directives.get(d.as_str())?, a),
        }
    }

    /// Records the schema definition (the first one counts).
    pub(super) fn schema(&mut self, span: Range<usize>) {
        self.schema.get_or_insert(span);
    }

    /// Records a type or directive: its definition (`None` for an extension) and members.
    pub(super) fn owner(
        &mut self,
        directive: bool,
        name: &Name,
        definition: Option<Range<usize>>,
        members: Vec<Member>,
    ) {
        let map = if directive {
            &mut self.directives
        } else {
            &mut self.types
        };
        let owner = map.entry(name.clone()).or_default();
        if owner.definition.is_none() {
            owner.definition = definition;
        }
        if owner.members.is_empty() {
            owner.members = members;
        } else {
            owner.members.extend(members);
        }
        // Stable: of two members of one name (an invalid schema), the first is found.
        owner
            .members
            .sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    }
}

impl Owner {
    fn member(&self, name: &str) -> Option<&Member> {
        let at = self.members.partition_point(|m| m.name.as_str() < name);
        self.members.get(at).filter(|m| m.name == name)
    }
}
