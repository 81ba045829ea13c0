//! The SDL lines of a changed element before and after, as a unified diff hunk (`similar`).

use apollo_compiler::Schema;
use similar::TextDiff;

use crate::coordinate::{self, Coordinate};

/// At most this many lines of one element are shown.
const MAX_LINES: usize = 40;

/// The source lines of the element at `coordinate` and the first line number, if it exists.
pub fn element_source(schema: &Schema, coordinate: &Coordinate) -> Option<(String, usize)> {
    let span = coordinate::location(schema, coordinate)?;
    let file = schema.sources.get(&span.file_id())?;
    let text = file.source_text();
    let start = text.get(..span.offset())?.rfind('\n').map_or(0, |i| i + 1);
    let end = text
        .get(span.end_offset()..)?
        .find('\n')
        .map_or(text.len(), |i| span.end_offset() + i + 1);
    let line = text.get(..start)?.matches('\n').count() + 1;
    let mut lines: Vec<&str> = text.get(start..end)?.lines().collect();
    let mut out = String::new();
    if lines.len() > MAX_LINES {
        lines.truncate(MAX_LINES);
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
        out.push_str("  # ... (cut)\n");
    } else {
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
    }
    Some((out, line))
}

/// A unified diff of the element's SDL in `old` and `new` (for a rename: the old name in `old`
/// against the new name in `new`); `None` when neither side has source for it.
pub fn hunk(
    old: &Schema,
    new: &Schema,
    coordinate: &str,
    new_coordinate: Option<&str>,
    labels: (&str, &str),
) -> Option<String> {
    let old_coord: Coordinate = coordinate.parse().ok()?;
    let new_coord: Coordinate = new_coordinate.unwrap_or(coordinate).parse().ok()?;
    let before = element_source(old, &old_coord);
    let after = element_source(new, &new_coord);
    if before.is_none() && after.is_none() {
        return None;
    }
    let header = |label: &str, side: &Option<(String, usize)>| match side {
        Some((_, line)) => format!("{label}:{line}"),
        None => format!("{label} (absent)"),
    };
    let (a, b) = (header(labels.0, &before), header(labels.1, &after));
    let old_first = before.as_ref().map_or(1, |b| b.1);
    let new_first = after.as_ref().map_or(1, |a| a.1);
    let before_text = before.map(|b| b.0).unwrap_or_default();
    let after_text = after.map(|a| a.0).unwrap_or_default();
    let diff = TextDiff::from_lines(&before_text, &after_text);
    let mut unified = diff.unified_diff();
    unified.context_radius(3).header(&a, &b);
    let text = unified.to_string();
    // Hunk ranges count from the excerpt; shift them to the files' line numbers.
    let shifted: Vec<String> = text
        .lines()
        .map(|line| shift_hunk_header(line, old_first - 1, new_first - 1))
        .collect();
    Some(shifted.join("\n") + "\n")
}

/// `@@ -a,b +c,d @@` with `a` shifted by `old` and `c` by `new` (other lines unchanged).
fn shift_hunk_header(line: &str, old: usize, new: usize) -> String {
    let Some(rest) = line.strip_prefix("@@ -") else {
        return line.to_string();
    };
    let Some((ranges, tail)) = rest.split_once(" @@") else {
        return line.to_string();
    };
    let Some((o, n)) = ranges.split_once(" +") else {
        return line.to_string();
    };
    let shift = |range: &str, by: usize| -> Option<String> {
        let (start, len) = match range.split_once(',') {
            Some((s, l)) => (s, Some(l)),
            None => (range, None),
        };
        let start: usize = start.parse().ok()?;
        let start = start + by;
        Some(match len {
            Some(l) => format!("{start},{l}"),
            None => start.to_string(),
        })
    };
    match (shift(o, old), shift(n, new)) {
        (Some(o), Some(n)) => format!("@@ -{o} +{n} @@{tail}"),
        _ => line.to_string(),
    }
}
