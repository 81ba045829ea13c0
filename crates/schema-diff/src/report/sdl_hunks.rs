//! The SDL lines of a changed element before and after, as a unified diff hunk (`similar`).

use similar::TextDiff;

use crate::coordinate::Coordinate;
use crate::load::LoadedSchema;

/// At most this many lines of one element are shown.
const MAX_LINES: usize = 40;

/// The source lines of the element at `coordinate` and the first line number, if it exists.
pub fn element_source(schema: &LoadedSchema, coordinate: &Coordinate) -> Option<(String, usize)> {
    let definition = schema.definition(coordinate)?;
    let mut out = String::new();
    for line in definition.lines.lines().take(MAX_LINES) {
        out.push_str(line);
        out.push('\n');
    }
    if definition.lines.lines().nth(MAX_LINES).is_some() {
        out.push_str("  # ... (cut)\n");
    }
    Some((out, definition.line))
}

/// A unified diff of the element's SDL in `old` and `new` (for a rename: the old name in `old`
/// against the new name in `new`); `None` when neither side has source for it.
pub fn hunk(
    old: &LoadedSchema,
    new: &LoadedSchema,
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
