//! Loading a schema from SDL or from an introspection-result JSON, strictly or leniently.
//!
//! * **Strict** (the default): the SDL must parse and validate; every apollo-compiler diagnostic is
//!   returned with file, line and column, except that a field, input field or enum value defined
//!   twice is named with the lines of both definitions.
//! * **Lenient**: syntax errors still fail, but a schema that parses is diffed anyway. Duplicate
//!   fields, input fields, enum values, arguments and union members are resolved like graphql-js
//!   `buildSchema(sdl, { assumeValidSDL: true })`: the **last** definition wins (at the position of
//!   the first). Each such repair and every remaining validation error becomes a warning.
//!
//! SDL is parsed by cynic-parser and built and validated by apollo-compiler (`load/convert.rs`
//! says how); a text cynic-parser refuses, or a schema that does not validate, is parsed again by
//! apollo-compiler itself, so every diagnostic is apollo's, located and worded by it. A test
//! loads every schema at hand both ways and requires the same schema and the same place for
//! every element.
//!
//! * **Built-in `@oneOf`.** `@oneOf` is a directive of the current GraphQL specification and of
//!   graphql-js, so a schema may use it without declaring it; apollo-compiler 1.x does not know
//!   it. A schema that uses it undeclared gets the specification's definition
//!   (`directive @oneOf on INPUT_OBJECT`, source `built-in @oneOf`) before it is validated, in
//!   both modes. Like every specified directive, its definition is never diffed.
//! * A diagnostic that belongs to no definition (a schema without a query root) is placed at
//!   line 1, column 1 of its file, so every diagnostic names a file, line and column.
//! * An empty or unreadable file, a JSON syntax error (line and column) and JSON of the wrong
//!   shape (the JSON path of the offending value) are typed errors ([`LoadError`]), never a panic.
//! * Introspection JSON (`{"data":{"__schema":…}}` or `{"__schema":…}`, told by content) is
//!   converted to SDL and parsed; errors in that SDL are reported against "`file` (SDL
//!   generated from introspection)". Applied custom directives are not part of introspection,
//!   so they cannot be diffed from JSON. [`INTROSPECTION_QUERY`] omits `isOneOf` and deprecated
//!   arguments so that servers of any age answer it.

mod convert;
mod introspection;
mod spans;
mod strings;

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use apollo_compiler::ast::{self, Definition};
use apollo_compiler::diagnostic::ToCliReport;
use apollo_compiler::validation::{DiagnosticList, Valid};
use apollo_compiler::{Node, Schema};

use crate::coordinate::{self, Coordinate};
use crate::lines::{self, Lines};
pub use introspection::INTROSPECTION_QUERY;
use spans::SpanIndex;

/// How strictly to treat a schema that does not validate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Mode {
    /// Any parse or validation error fails the load.
    #[default]
    Strict,
    /// Only syntax errors fail; duplicates resolve last-wins and other errors become warnings.
    Lenient,
}

/// What a file held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceFormat {
    /// GraphQL SDL.
    Sdl,
    /// The `data` of an introspection query (with or without the `{"data": ...}` wrapper).
    IntrospectionJson,
}

/// A loaded schema, with the warnings of a lenient load and where its definitions are.
#[derive(Debug)]
pub struct LoadedSchema {
    /// The schema (assumed valid after a lenient load with warnings).
    pub schema: Valid<Schema>,
    /// What the input was.
    pub format: SourceFormat,
    /// `file:line:column: message` lines; empty after a clean load.
    pub warnings: Vec<String>,
    source: Source,
}

/// The SDL a schema was loaded from, and how to find its definitions in it.
#[derive(Debug)]
struct Source {
    path: PathBuf,
    text: String,
    /// Where definitions are, after the fast load (its nodes carry no location); `None`:
    /// apollo-compiler's parser located every node.
    spans: Option<SpanIndex>,
    lines: OnceLock<Lines>,
}

/// Where a schema element is defined in the loaded file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefinitionSite<'a> {
    /// The file, as it was given.
    pub path: &'a Path,
    /// 1-based line of the definition's first character (its description's, if it has one).
    pub line: usize,
    /// 1-based column of that character, in bytes.
    pub column: usize,
    /// The whole lines the definition stands on.
    pub lines: &'a str,
}

impl LoadedSchema {
    fn new(schema: Valid<Schema>, text: String, path: &Path, spans: Option<SpanIndex>) -> Self {
        LoadedSchema {
            schema,
            format: SourceFormat::Sdl,
            warnings: Vec::new(),
            source: Source {
                path: path.to_path_buf(),
                text,
                spans,
                lines: OnceLock::new(),
            },
        }
    }

    /// Where `coordinate` is defined, if the schema has it. `None` too for a schema read from
    /// introspection: its SDL was generated, so no line of the given file holds the element.
    pub fn definition(&self, coordinate: &Coordinate) -> Option<DefinitionSite<'_>> {
        if self.format == SourceFormat::IntrospectionJson {
            return None;
        }
        let source = &self.source;
        let span: Range<usize> = match &source.spans {
            Some(spans) => spans.get(coordinate)?,
            None => {
                let span = coordinate::location(&self.schema, coordinate)?;
                // Only nodes of the loaded file (not the added @oneOf, not built-ins).
                let file = self.schema.sources.get(&span.file_id())?;
                if file.path() != source.path {
                    return None;
                }
                span.offset()..span.end_offset()
            }
        };
        let lines = source.lines.get_or_init(|| Lines::new(&source.text));
        let (line, column) = lines.line_column(&source.text, span.start);
        let whole = lines::whole_lines(&source.text, &span);
        Some(DefinitionSite {
            path: &source.path,
            line,
            column,
            lines: source.text.get(whole)?,
        })
    }
}

/// Why a schema could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{path}: cannot read: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The file is empty or holds only white space.
    #[error("{path}: the file is empty (expected GraphQL SDL or an introspection JSON)")]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The SDL does not parse or validate; one `file:line:column: message` per diagnostic.
    #[error("{path}: invalid SDL ({} error(s)):\n  {}", diagnostics.len(), diagnostics.join("\n  "))]
    InvalidSdl {
        /// The file.
        path: PathBuf,
        /// `file:line:column: message` lines.
        diagnostics: Vec<String>,
    },
    /// The JSON does not parse.
    #[error("{path}:{line}:{column}: invalid JSON: {message}")]
    Json {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What serde_json said.
        message: String,
    },
    /// The JSON parses but is not an introspection result.
    #[error("{path}: not an introspection result: at `{at}`: {message}")]
    IntrospectionShape {
        /// The file.
        path: PathBuf,
        /// JSON path of the offending value, e.g. `__schema.types[3].fields[0].type`.
        at: String,
        /// What was expected.
        message: String,
    },
}

/// Reads and loads a schema file; the format is told by content (JSON starts with `{`).
pub fn load_file(path: &Path, mode: Mode) -> Result<LoadedSchema, LoadError> {
    let text = std::fs::read_to_string(path).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    load_str(text, path, mode)
}

/// Loads a schema from text; `path` names it in messages.
pub fn load_str(
    text: impl Into<String>,
    path: &Path,
    mode: Mode,
) -> Result<LoadedSchema, LoadError> {
    let text: String = text.into();
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.is_empty() {
        return Err(LoadError::Empty {
            path: path.to_path_buf(),
        });
    }
    if trimmed.starts_with('{') {
        let sdl = introspection::to_sdl(trimmed, path)?;
        let label = format!("{} (SDL generated from introspection)", path.display());
        let mut loaded = load_sdl(sdl, Path::new(&label), mode).map_err(|e| relabel(e, path))?;
        loaded.format = SourceFormat::IntrospectionJson;
        Ok(loaded)
    } else {
        load_sdl(text, path, mode)
    }
}

fn relabel(err: LoadError, path: &Path) -> LoadError {
    match err {
        LoadError::InvalidSdl { diagnostics, .. } => LoadError::InvalidSdl {
            path: path.to_path_buf(),
            diagnostics,
        },
        other => other,
    }
}

/// The definition of `@oneOf`, a built-in directive of the current GraphQL specification and of
/// graphql-js that apollo-compiler 1.x does not know: added to a schema that uses it without
/// declaring it (as graphql-js does), so such a schema loads. The diff skips it like every
/// specified directive, so adding or dropping the declaration is no change.
const ONE_OF_DEFINITION: &str = "directive @oneOf on INPUT_OBJECT\n";

/// Where the added definition is said to come from in diagnostics.
const ONE_OF_SOURCE: &str = "built-in @oneOf";

/// Whether `text` uses `@oneOf` without declaring it (a quick scan: the word `directive`
/// before `@oneOf` declares it).
fn uses_undeclared_one_of(text: &str) -> bool {
    let mut used = false;
    for at in memchr::memmem::find_iter(text.as_bytes(), "@oneOf") {
        let after = text[at + "@oneOf".len()..].chars().next();
        if after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue; // `@oneOfMany`: another name
        }
        if text[..at].trim_end().ends_with("directive") {
            return false;
        }
        used = true;
    }
    used
}

/// Loads SDL text (kept in the result, for the places of definitions).
///
/// A strict load first takes the fast way: cynic-parser, its tree turned into apollo-compiler's,
/// which builds and validates it. When that parse or the validation fails, apollo-compiler
/// parses the text itself, so every diagnostic is located and worded as apollo words it (and
/// a text only apollo's parser accepts still loads).
pub fn load_sdl(
    text: impl Into<String>,
    path: &Path,
    mode: Mode,
) -> Result<LoadedSchema, LoadError> {
    let text: String = text.into();
    let invalid = |errors: &DiagnosticList| LoadError::InvalidSdl {
        path: path.to_path_buf(),
        diagnostics: format_diagnostics(errors, path),
    };
    let one_of = uses_undeclared_one_of(&text);
    match mode {
        Mode::Strict => match load_fast(&text, one_of) {
            Some((schema, spans)) => Ok(LoadedSchema::new(schema, text, path, Some(spans))),
            None => load_strict_by_apollo(text, path, one_of),
        },
        Mode::Lenient => {
            let mut document =
                ast::Document::parse(text.as_str(), path).map_err(|e| invalid(&e.errors))?;
            if one_of {
                let definition = ast::Document::parse(ONE_OF_DEFINITION, ONE_OF_SOURCE)
                    .map_err(|e| invalid(&e.errors))?;
                document.definitions.extend(definition.definitions);
            }
            let mut warnings =
                dedupe_last_wins(&mut document, "; lenient mode keeps the last definition");
            let schema = match document.to_schema() {
                Ok(schema) => schema,
                Err(e) => {
                    warnings.extend(format_diagnostics(&e.errors, path));
                    e.partial
                }
            };
            let schema = match schema.validate() {
                Ok(valid) => valid,
                Err(e) => {
                    warnings.extend(format_diagnostics(&e.errors, path));
                    Valid::assume_valid(e.partial)
                }
            };
            let mut loaded = LoadedSchema::new(schema, text, path, None);
            loaded.warnings = warnings;
            Ok(loaded)
        }
    }
}

/// A strict load by apollo-compiler's own parser: every node located, every diagnostic too.
fn load_strict_by_apollo(
    text: String,
    path: &Path,
    one_of: bool,
) -> Result<LoadedSchema, LoadError> {
    let mut builder = Schema::builder().parse(text.as_str(), path);
    if one_of {
        builder = builder.parse(ONE_OF_DEFINITION, ONE_OF_SOURCE);
    }
    match builder.build().and_then(Schema::validate) {
        Ok(schema) => Ok(LoadedSchema::new(schema, text, path, None)),
        Err(e) => {
            let mut diagnostics = format_diagnostics(&e.errors, path);
            name_both_definitions(&text, path, &mut diagnostics);
            Err(LoadError::InvalidSdl {
                path: path.to_path_buf(),
                diagnostics,
            })
        }
    }
}

/// The fast way of a strict load: `None` when cynic-parser refuses the text or the schema does
/// not validate (the caller then lets apollo-compiler parse it, for located diagnostics).
fn load_fast(text: &str, one_of: bool) -> Option<(Valid<Schema>, SpanIndex)> {
    let document = cynic_parser::parse_type_system_document(text).ok()?;
    let (ast, spans) = convert::to_apollo(&document, text);
    drop(document);
    let mut builder = Schema::builder().add_ast(&ast);
    if one_of {
        builder = builder.parse(ONE_OF_DEFINITION, ONE_OF_SOURCE);
    }
    let schema = builder.build().ok()?.validate().ok()?;
    Some((schema, spans))
}

/// `file:line:column: message` for each diagnostic. One that belongs to no definition (a schema
/// without a query root, ...) is placed at the start of `path`, the document that was loaded.
pub fn format_diagnostics(errors: &DiagnosticList, path: &Path) -> Vec<String> {
    errors
        .iter()
        .map(|d| {
            let file = d
                .error
                .location()
                .and_then(|loc| d.sources.get(&loc.file_id()))
                .map(|f| f.path().display().to_string());
            match (file, d.line_column_range()) {
                (Some(file), Some(range)) => format!(
                    "{file}:{}:{}: {}",
                    range.start.line, range.start.column, d.error
                ),
                (Some(file), None) => format!("{file}:1:1: {}", d.error),
                (None, _) => format!("{}:1:1: {}", path.display(), d.error),
            }
        })
        .collect()
}

/// Line of a name in `document`'s source, for warnings.
fn line_of(document: &ast::Document, name: &apollo_compiler::Name) -> String {
    let Some(loc) = name.location() else {
        return "?".to_string();
    };
    document
        .sources
        .get(&loc.file_id())
        .and_then(|f| f.get_line_column(loc.offset()))
        .map(|lc| lc.line.to_string())
        .unwrap_or_else(|| "?".to_string())
}

/// Keeps the last of several same-named items, at the position of the first.
/// Returns `(name, line of first, line of last)` for each duplicate.
fn keep_last<T>(
    items: &mut Vec<Node<T>>,
    line: impl Fn(&T) -> String,
    name: impl Fn(&T) -> String,
) -> Vec<(String, String, String)> {
    let mut first: HashMap<String, usize> = HashMap::new();
    let mut out: Vec<Node<T>> = Vec::with_capacity(items.len());
    let mut dups = Vec::new();
    for item in items.drain(..) {
        let key = name(&item);
        match first.get(&key) {
            Some(&i) => {
                dups.push((key, line(&out[i]), line(&item)));
                out[i] = item;
            }
            None => {
                first.insert(key, out.len());
                out.push(item);
            }
        }
    }
    *items = out;
    dups
}

/// apollo-compiler reports a field or enum value defined twice at the start of the second
/// definition (often its description) and without the first: on a failed strict load, such
/// diagnostics are replaced by one per duplicate naming the lines of both names.
fn name_both_definitions(text: &str, path: &Path, diagnostics: &mut Vec<String>) {
    const COVERED: [&str; 4] = [
        "field of object type",
        "field of interface type",
        "field of input object type",
        "value of enum type",
    ];
    let Ok(mut document) = ast::Document::parse(text, path) else {
        return;
    };
    let duplicates = dedupe_last_wins(&mut document, "");
    // Drop an apollo diagnostic only when a line of ours names the same `Type.member`.
    let named_by_us = |d: &String| {
        let quoted: Vec<&str> = d.split('`').skip(1).step_by(2).collect();
        match quoted[..] {
            [member, ty] if COVERED.iter().any(|c| d.contains(c)) => {
                let key = format!("`{ty}.{member}`");
                duplicates.iter().any(|ours| ours.contains(&key))
            }
            _ => false,
        }
    };
    diagnostics.retain(|d| !named_by_us(d));
    diagnostics.extend(duplicates);
}

/// Keeps the last definition of each duplicated field, input field and enum value; one
/// `file:line: ... is defined twice (lines a and b){suffix}` line per duplicate.
fn dedupe_last_wins(document: &mut ast::Document, suffix: &str) -> Vec<String> {
    let path = document
        .sources
        .values()
        .next()
        .map(|f| f.path().display().to_string())
        .unwrap_or_default();
    let snapshot = document.clone();
    let mut warnings = Vec::new();
    let mut report = |ty: &str, what: &str, dups: Vec<(String, String, String)>| {
        for (name, a, b) in dups {
            warnings.push(format!(
                "{path}:{b}: {what} `{ty}.{name}` is defined twice (lines {a} and {b}){suffix}"
            ));
        }
    };
    for def in &mut document.definitions {
        macro_rules! fields {
            ($node:expr, $list:ident, $what:literal, $name:ident) => {{
                let node = $node.make_mut();
                let ty = node.name.to_string();
                let dups = keep_last(
                    &mut node.$list,
                    |n| line_of(&snapshot, &n.$name),
                    |f| f.$name.to_string(),
                );
                report(&ty, $what, dups);
            }};
        }
        match def {
            Definition::ObjectTypeDefinition(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::ObjectTypeExtension(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::InterfaceTypeDefinition(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::InterfaceTypeExtension(n) => {
                fields!(n, fields, "field", name)
            }
            Definition::InputObjectTypeDefinition(n) => {
                fields!(n, fields, "input field", name)
            }
            Definition::InputObjectTypeExtension(n) => {
                fields!(n, fields, "input field", name)
            }
            Definition::EnumTypeDefinition(n) => {
                fields!(n, values, "enum value", value)
            }
            Definition::EnumTypeExtension(n) => {
                fields!(n, values, "enum value", value)
            }
            _ => {}
        }
    }
    warnings
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use apollo_compiler::schema::ExtendedType;
    use proptest::prelude::*;

    use super::{LoadedSchema, load_fast, load_strict_by_apollo, uses_undeclared_one_of};
    use crate::coordinate::Coordinate;

    /// Every SDL file at hand: the vendored schema, its history, the large public schemas.
    fn corpus() -> Vec<PathBuf> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = vec![root.join("schema/payments.graphql")];
        for dir in [
            root.join("schema/history"),
            root.join("../shared/data/real-schemas"),
        ] {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            files.extend(
                entries
                    .filter_map(|e| Some(e.ok()?.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "graphql")),
            );
        }
        files.sort();
        files
    }

    /// Every coordinate of the schema's own (not built-in) definitions.
    fn coordinates(loaded: &LoadedSchema) -> Vec<Coordinate> {
        let schema = &loaded.schema;
        let mut out = vec![Coordinate::Schema];
        for (name, ty) in schema.types.iter().filter(|(_, t)| !t.is_built_in()) {
            let t = name.to_string();
            out.push(Coordinate::Type(t.clone()));
            let member = |m: &str| Coordinate::Member(t.clone(), m.to_owned());
            match ty {
                ExtendedType::Object(_) | ExtendedType::Interface(_) => {
                    let fields = match ty {
                        ExtendedType::Object(o) => &o.fields,
                        ExtendedType::Interface(i) => &i.fields,
                        _ => unreachable!(),
                    };
                    for (f, field) in fields {
                        out.push(member(f));
                        for a in &field.arguments {
                            out.push(Coordinate::Argument(
                                t.clone(),
                                f.to_string(),
                                a.name.to_string(),
                            ));
                        }
                    }
                }
                ExtendedType::InputObject(i) => out.extend(i.fields.keys().map(|f| member(f))),
                ExtendedType::Enum(e) => out.extend(e.values.keys().map(|v| member(v))),
                _ => {}
            }
        }
        for (name, d) in schema
            .directive_definitions
            .iter()
            .filter(|(_, d)| !d.is_built_in())
        {
            out.push(Coordinate::Directive(name.to_string()));
            for a in &d.arguments {
                out.push(Coordinate::DirectiveArgument(
                    name.to_string(),
                    a.name.to_string(),
                ));
            }
        }
        out
    }

    /// The fast load builds the very schema apollo-compiler's own parse builds, and places every
    /// definition where apollo places it, on every schema at hand.
    #[test]
    fn the_fast_load_equals_apollos_own_on_every_schema_at_hand() {
        let mut checked = 0;
        for file in corpus() {
            let text = std::fs::read_to_string(&file).unwrap();
            let Ok(by_apollo) =
                load_strict_by_apollo(text.clone(), &file, uses_undeclared_one_of(&text))
            else {
                // Invalid (github-2025-02-27): the fast load must refuse it as well.
                assert!(
                    load_fast(&text, uses_undeclared_one_of(&text)).is_none(),
                    "{}",
                    file.display()
                );
                continue;
            };
            let (schema, spans) =
                load_fast(&text, uses_undeclared_one_of(&text)).unwrap_or_else(|| {
                    panic!("{}: the fast load refused a valid schema", file.display())
                });
            assert_eq!(
                schema.to_string(),
                by_apollo.schema.to_string(),
                "{}",
                file.display()
            );
            let fast = LoadedSchema::new(schema, text.clone(), &file, Some(spans));
            for coordinate in coordinates(&by_apollo) {
                assert_eq!(
                    fast.definition(&coordinate),
                    by_apollo.definition(&coordinate),
                    "{}: {coordinate}",
                    file.display()
                );
                checked += 1;
            }
        }
        assert!(checked > 10_000, "only {checked} coordinates checked");
    }

    /// Current GraphQL, odd spellings and errors: the fast load builds what apollo-compiler
    /// builds from its own parse, or leaves the text to it; it never accepts what apollo refuses.
    #[test]
    fn the_fast_load_agrees_with_apollo_on_odd_and_current_graphql() {
        let cases = [
            "\u{feff}type Query { a: Int }",
            "\"\"\"The schema.\"\"\" schema @d { query: Q } type Q { a: Int } directive @d on SCHEMA",
            "schema { query: Q } extend schema @d type Q { a: Int } directive @d on SCHEMA",
            "type Query implements & A & B { a: Int b: Int } interface A { a: Int } interface B { b: Int }",
            "interface N { id: ID! } interface R implements N { id: ID! } type Query implements R & N { id: ID! }",
            "union U = | A | B type A { a: Int } type B { b: Int } type Query { u: U }",
            "type Query { a(x: In = {a: [1, -2], b: {c: \"d\"}, e: RED, f: null, g: 1.5e-3}): Int } input In { a: [Int] b: Inner e: E f: Int g: Float } input Inner { c: String } enum E { RED }",
            "directive @r(x: Int = 0) repeatable on FIELD_DEFINITION | OBJECT type Query @r @r(x: 1) { a: Int @r @r }",
            "scalar Url @specifiedBy(url: \"https://tools.ietf.org/html/rfc3986\") type Query { u: Url }",
            "input P @oneOf { a: Int b: String } type Query { p(p: P): Int }",
            "type Query { a: Int } extend type Query { b: Int } extend type Query @deprecated",
            "type Query {\n  \"\"\"\n    Indented\r\n      more\r\n  \"\"\"\n  a: Int,,, # a comment\n  b: [[Int!]!]\n}",
            "type Query { \"caf\\u00e9 \\\"quoted\\\" \\\\ \\/\" a: Int }",
            "enum E @deprecated(reason: \"old\") { A @deprecated B } type Query { e: E }",
            "type Query { a: Int } type Query { b: Int }",
            "type Query { a: Int a: String }",
            "type Query { a: Missing }",
            "type A { a: Int }",
            "type Query { a: Int",
            "type Query { a(x: Int = $v): Int }",
            "type Query { a: Int } extend type Nope { b: Int }",
            "type Query",
            "type Query {}",
            "query { a }",
        ];
        let path = Path::new("odd.graphql");
        let mut valid = 0;
        for sdl in cases {
            let one_of = uses_undeclared_one_of(sdl);
            match (
                load_fast(sdl, one_of),
                load_strict_by_apollo(sdl.to_owned(), path, one_of),
            ) {
                (Some((fast, _)), Ok(apollo)) => {
                    assert_eq!(fast.to_string(), apollo.schema.to_string(), "{sdl}");
                    valid += 1;
                }
                (Some(_), Err(e)) => panic!("fast accepts what apollo refuses: {sdl}: {e}"),
                (None, Ok(_)) => panic!("the fast load left a valid schema to apollo: {sdl}"),
                (None, Err(_)) => {}
            }
        }
        assert_eq!(valid, 12, "the valid cases");
    }

    /// Text for descriptions and string default values: spaces, tabs, line ends of each kind,
    /// quotes, backslash escapes, non-ASCII.
    fn string_text() -> impl Strategy<Value = String> {
        proptest::collection::vec(
            prop_oneof![
                Just(" ".to_owned()),
                Just("\t".to_owned()),
                Just("\n".to_owned()),
                Just("\r\n".to_owned()),
                Just("\r".to_owned()),
                Just("\"".to_owned()),
                Just("\\\"\"\"".to_owned()),
                Just("\\n".to_owned()),
                Just("\\u00e9".to_owned()),
                Just("\\u{1F600}".to_owned()),
                Just("é".to_owned()),
                "[a-z]{1,3}",
            ],
            0..12,
        )
        .prop_map(|parts| parts.concat())
    }

    proptest! {
        /// Block-string descriptions and quoted default values read by the fast load equal
        /// apollo-compiler's reading of them; the fast load never accepts what apollo refuses
        /// (it may refuse what apollo accepts, `\u{..}` escapes: apollo's own load follows).
        #[test]
        fn strings_read_as_apollo_reads_them(block in string_text(), quoted in string_text()) {
            let quoted: String = quoted.chars().filter(|c| !matches!(c, '\n' | '\r' | '"')).collect();
            let quoted = quoted.replace("\\\"", "");
            let sdl = format!(
                "type Query {{\n  \"\"\"{block}\"\"\"\n  f(a: String = \"{quoted}\"): Int\n}}\n"
            );
            let path = Path::new("p.graphql");
            match (load_fast(&sdl, false), load_strict_by_apollo(sdl.clone(), path, false)) {
                (Some((fast, _)), Ok(apollo)) => prop_assert_eq!(fast.to_string(), apollo.schema.to_string()),
                (None, _) => {}
                (fast, apollo) => prop_assert!(false, "fast {:?}, apollo {:?}", fast.is_some(), apollo.is_ok()),
            }
        }
    }
}
