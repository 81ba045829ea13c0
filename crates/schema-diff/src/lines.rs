//! Line and column numbers of a text's byte offsets, and the whole lines a range stands on:
//! for the places of definitions (`load`), approvals and operation manifests; and the place a
//! `file:line[:column]: text` message names (reports, contract warnings).

use std::ops::Range;

/// Line numbers of a text's offsets, for the text it was made from. Lines end at `\n` (so
/// `\r\n` too); a lone `\r`, which apollo-compiler also counts and no editor writes today,
/// does not end one here.
#[derive(Debug)]
pub struct Lines {
    /// Lines ended before each block of [`BLOCK`] bytes.
    before_block: Vec<usize>,
}

/// Bytes counted at once: a query scans at most one block.
const BLOCK: usize = 4096;

impl Lines {
    /// Indexes `text` (a count of `\n` per block, which the compiler vectorises).
    pub fn new(text: &str) -> Self {
        let mut before_block = Vec::with_capacity(text.len() / BLOCK + 1);
        let mut lines = 0;
        for block in text.as_bytes().chunks(BLOCK) {
            before_block.push(lines);
            lines += newlines(block);
        }
        Lines { before_block }
    }

    /// 1-based line and column (in bytes, as apollo-compiler counts) of byte `offset` of `text`.
    pub fn line_column(&self, text: &str, offset: usize) -> (usize, usize) {
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
pub fn whole_lines(text: &str, span: &Range<usize>) -> Range<usize> {
    let text = text.as_bytes();
    let start = line_start(text, span.start);
    let last = (span.end.max(span.start + 1) - 1).min(text.len());
    let end = text[last..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(text.len(), |i| last + i + 1);
    start..end
}

/// The file, line, column (0 when not written) and text of a message written
/// `file:line[:column]: text`; `None` for one that names no line.
pub(crate) fn split_place(message: &str) -> Option<(&str, usize, usize, &str)> {
    for (at, _) in message.match_indices(": ") {
        let Some((rest, last)) = message[..at].rsplit_once(':') else {
            continue;
        };
        let Ok(last) = last.parse::<usize>() else {
            continue;
        };
        let (file, line, column) = match rest.rsplit_once(':') {
            Some((file, line)) if !file.is_empty() && line.parse::<usize>().is_ok() => {
                (file, line.parse().unwrap_or(0), last)
            }
            _ if !rest.is_empty() => (rest, last, 0),
            _ => continue,
        };
        return Some((file, line, column, &message[at + 2..]));
    }
    None
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
