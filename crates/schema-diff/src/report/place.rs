//! Where a change or a contract error sits in a file: what the located formats (GitHub, SARIF,
//! JUnit) point at.

use std::str::FromStr;

use super::Report;
use crate::change::Change;
use crate::coordinate::Coordinate;
use crate::lines;
use crate::load::LoadedSchema;

/// A file, line and column (1-based).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub(super) struct Place {
    pub file: String,
    pub line: usize,
    pub column: usize,
}

/// The definition of `coordinate` in `schema`, if it has it; the file is named by `label` (the
/// path as the user gave it) when there is one, else by the path the schema was loaded from.
pub(super) fn in_schema(schema: &LoadedSchema, coordinate: &str, label: &str) -> Option<Place> {
    let coordinate = Coordinate::from_str(coordinate).ok()?;
    let definition = schema.definition(&coordinate)?;
    let file = if label.is_empty() {
        definition.path.display().to_string()
    } else {
        label.to_owned()
    };
    Some(Place {
        file,
        line: definition.line,
        column: definition.column,
    })
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// A change's element in NEW, or in OLD when NEW no longer has it (a removal).
pub(super) fn of_change(
    report: &Report,
    change: &Change,
    old: &LoadedSchema,
    new: &LoadedSchema,
) -> Option<Place> {
    let in_new = change
        .new_coordinate
        .as_deref()
        .unwrap_or(&change.coordinate);
    in_schema(new, in_new, &report.new_label)
        .or_else(|| in_schema(old, &change.coordinate, &report.old_label))
}

/// A contract error written `file:line:column: message`: its place in `file` (the file alone
/// when the error names no line) and its message.
pub(super) fn of_diagnostic<'a>(file: &str, error: &'a str) -> (Place, &'a str) {
    let (place, text) = of_message(error);
    let (line, column) = place.map_or((0, 0), |p| (p.line, p.column));
    let place = Place {
        file: file.to_owned(),
        line,
        column,
    };
    (place, text)
}

/// A message written `file:line[:column]: text` (a diagnostic, a lenient load's repair, a
/// stale approval): its place and text; `None` and the whole message for one that names no
/// line (a missing change log).
pub(super) fn of_message(warning: &str) -> (Option<Place>, &str) {
    match lines::split_place(warning) {
        Some((file, line, column, text)) => (
            Some(Place {
                file: file.to_owned(),
                line,
                column,
            }),
            text,
        ),
        None => (None, warning),
    }
}

#[cfg(test)]
mod tests {
    use super::of_message;

    #[test]
    fn messages_are_placed_when_they_name_a_line() {
        let (place, text) =
            of_message("schema/approved-changes.toml:7: stale approval: it matches no change");
        let place = place.unwrap();
        assert_eq!(
            (place.file.as_str(), place.line, place.column),
            ("schema/approved-changes.toml", 7, 0)
        );
        assert_eq!(text, "stale approval: it matches no change");
        let (place, text) = of_message("a/b.graphql:12:3: field `T.f` is defined twice");
        let place = place.unwrap();
        assert_eq!(
            (place.file.as_str(), place.line, place.column),
            ("a/b.graphql", 12, 3)
        );
        assert_eq!(text, "field `T.f` is defined twice");
        let (place, text) =
            of_message("schema/changelog.toml: no change log; every breaking change counts");
        assert!(place.is_none());
        assert_eq!(
            text,
            "schema/changelog.toml: no change log; every breaking change counts"
        );
    }
}
