//! Where each element of a schema read by the fast load is defined in its text, by coordinate:
//! the byte ranges apollo-compiler gives its nodes (a definition with its description, without
//! the white space after it). The fast load builds apollo's tree without locations, so the
//! report finds its places here.

use std::collections::HashMap;
use std::ops::Range;

use apollo_compiler::Name;

use crate::coordinate::Coordinate;

/// Byte ranges of a schema's definitions, by coordinate.
#[derive(Debug, Default)]
pub(crate) struct SpanIndex {
    schema: Option<Range<usize>>,
    types: HashMap<Name, Owner>,
    directives: HashMap<Name, Owner>,
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

/// Line numbers of a text's offsets, for the text it was made from. Lines end at `\n` (so
/// `\r\n` too); a lone `\r`, which apollo-compiler also counts and no editor writes today,
/// does not end one here.
#[derive(Debug)]
pub(crate) struct Lines {
    /// Lines ended before each block of [`BLOCK`] bytes.
    before_block: Vec<usize>,
}

/// Bytes counted at once: a query scans at most one block.
const BLOCK: usize = 4096;

impl Lines {
    /// Indexes `text` (a count of `\n` per block, which the compiler vectorises).
    pub(crate) fn new(text: &str) -> Self {
        let mut before_block = Vec::with_capacity(text.len() / BLOCK + 1);
        let mut lines = 0;
        for block in text.as_bytes().chunks(BLOCK) {
            before_block.push(lines);
            lines += newlines(block);
        }
        Lines { before_block }
    }

    /// 1-based line and column (in bytes, as apollo-compiler counts) of byte `offset` of `text`.
    pub(crate) fn line_column(&self, text: &str, offset: usize) -> (usize, usize) {
        let text = text.as_bytes();
        let offset = offset.min(text.len());
        let block = offset / BLOCK;
        let line = self.before_block.get(block).copied().unwrap_or(0)
            + newlines(&text[block * BLOCK..offset])
            + 1;
        (line, offset - line_start(text, offset) + 1)
    }
}

/// How many `\n` `bytes` holds (written so that the compiler vectorises it).
fn newlines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|c| usize::from(c.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'))))
        .sum()
}

/// The byte range of the whole lines of `text` that `span` touches (the last one's `\n`
/// included).
pub(crate) fn whole_lines(text: &str, span: &Range<usize>) -> Range<usize> {
    let text = text.as_bytes();
    let start = line_start(text, span.start);
    let last = (span.end.max(span.start + 1) - 1).min(text.len());
    let end = text[last..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(text.len(), |i| last + i + 1);
    start..end
}

/// Offset of the first byte of the line that holds `offset`.
fn line_start(text: &[u8], offset: usize) -> usize {
    text[..offset.min(text.len())]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::{Lines, whole_lines};

    #[test]
    fn lines_and_columns_across_blocks() {
        // Lines of 7 bytes and 100 bytes, CRLF ends, over several blocks.
        let mut text = String::new();
        let mut expected = Vec::new();
        for i in 0..3000 {
            let line = if i % 2 == 0 {
                "abcde\r\n".to_owned()
            } else {
                format!("{}\n", "x".repeat(99))
            };
            expected.push((text.len(), i + 1));
            text.push_str(&line);
        }
        let lines = Lines::new(&text);
        for &(start, line) in &expected {
            assert_eq!(lines.line_column(&text, start), (line, 1));
            assert_eq!(lines.line_column(&text, start + 3), (line, 4));
        }
        let plain = "ab\ncd\nef";
        assert_eq!(whole_lines(plain, &(4..5)), 3..6);
        assert_eq!(whole_lines(plain, &(1..4)), 0..6);
        assert_eq!(whole_lines(plain, &(7..8)), 6..8);
    }
}
