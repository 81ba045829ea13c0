//! The documents, checked against what they describe: every README's Rust block is a doctest,
//! every file path they name exists, every `cargo xtask` flag they show is in that command's
//! `--help`, and every rule-code table lists exactly `payments_types::rules::ALL`.
//!
//! Each failure names the document, the line and what is missing. The documents are every
//! `.md` file of the repository (changelogs left out: they are history) and the module docs of
//! `payments-types` (where its rule tables live).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One document: its path relative to the repository and its lines.
struct Doc {
    path: PathBuf,
    lines: Vec<String>,
}

/// A line of a document with what kind of text it is.
struct Line<'a> {
    number: usize,
    text: &'a str,
    /// The info string of the fenced block the line is inside (`Some("")` for a bare fence).
    fence: Option<&'a str>,
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the repository")
        .to_path_buf()
}

/// Every `.md` file of `root` (not under `target/`, `.git/` or `node_modules/`), changelogs
/// left out.
fn markdown_documents(root: &Path) -> Vec<Doc> {
    let mut found = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("a readable entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if !matches!(name.as_str(), "target" | ".git" | "node_modules") {
                    folders.push(path);
                }
            } else if name.ends_with(".md") && name != "CHANGELOG.md" {
                found.push(read_doc(root, &path));
            }
        }
    }
    found.sort_by(|a, b| a.path.cmp(&b.path));
    found
}

fn read_doc(root: &Path, path: &Path) -> Doc {
    let text = std::fs::read_to_string(path).expect("a readable document");
    Doc {
        path: path.strip_prefix(root).unwrap_or(path).to_path_buf(),
        lines: text.lines().map(str::to_owned).collect(),
    }
}

/// The Rust module docs of payments-types (`//!` lines) as documents, keeping line numbers.
fn types_module_docs(root: &Path) -> Vec<Doc> {
    [
        "crates/payments-types/src/lib.rs",
        "crates/payments-types/src/rules.rs",
    ]
    .iter()
    .map(|file| {
        let mut doc = read_doc(root, &root.join(file));
        for line in &mut doc.lines {
            *line = line
                .strip_prefix("//!")
                .map_or("", str::trim_start)
                .to_owned();
        }
        doc
    })
    .collect()
}

impl Doc {
    /// The lines with their numbers (from 1), each marked with the fence it is inside; the
    /// fence lines themselves are left out.
    fn lines(&self) -> Vec<Line<'_>> {
        let mut out = Vec::new();
        let mut fence = None;
        for (i, text) in self.lines.iter().enumerate() {
            let trimmed = text.trim_start();
            if let Some(info) = trimmed.strip_prefix("```") {
                fence = if fence.is_some() {
                    None
                } else {
                    Some(info.trim())
                };
                continue;
            }
            out.push(Line {
                number: i + 1,
                text,
                fence,
            });
        }
        out
    }

    /// The info strings of the fenced blocks, with the line each opens on.
    fn fences(&self) -> Vec<(usize, &str)> {
        let mut out = Vec::new();
        let mut open = false;
        for (i, text) in self.lines.iter().enumerate() {
            if let Some(info) = text.trim_start().strip_prefix("```") {
                if !open {
                    out.push((i + 1, info.trim()));
                }
                open = !open;
            }
        }
        out
    }

    fn at(&self, line: usize) -> String {
        format!("{}:{line}", self.path.display())
    }
}

/// The inline code spans of a line of prose (`` `...` ``).
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

impl Doc {
    /// The pieces of code, each with the line it starts on: each command of a code block (lines
    /// ending in `\` joined), and each code span of the prose, which may run over a line break
    /// (a span opened by N backticks ends at the next run of exactly N, as in CommonMark).
    fn code(&self) -> Vec<(usize, String)> {
        let mut pieces = Vec::new();
        let mut command: Option<(usize, String)> = None;
        let mut span: Option<(usize, usize, String)> = None; // (line, backticks, text)
        for line in self.lines() {
            if line.fence.is_some() {
                let (start, mut text) = command.take().unwrap_or((line.number, String::new()));
                text.push_str(line.text.trim_end().trim_end_matches('\\'));
                text.push(' ');
                if line.text.trim_end().ends_with('\\') {
                    command = Some((start, text));
                } else {
                    pieces.push((start, text));
                }
                continue;
            }
            if line.text.trim().is_empty() {
                span = None; // a span never crosses a paragraph
                continue;
            }
            let mut rest = line.text;
            while let Some(at) = rest.find('`') {
                let run = rest[at..].len() - rest[at..].trim_start_matches('`').len();
                match &mut span {
                    Some((start, n, text)) if *n == run => {
                        text.push_str(&rest[..at]);
                        pieces.push((*start, std::mem::take(text)));
                        span = None;
                    }
                    Some((_, _, text)) => text.push_str(&rest[..at + run]),
                    None => span = Some((line.number, run, String::new())),
                }
                rest = &rest[at + run..];
            }
            if let Some((_, _, text)) = &mut span {
                text.push_str(rest);
                text.push(' ');
            }
        }
        pieces
    }
}

fn fail_with(problems: Vec<String>, what: &str) {
    assert!(
        problems.is_empty(),
        "{} {what}:\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

// --- 1. Every README's Rust block compiles ---------------------------------------------

/// Whether `readme`'s crate makes it its rustdoc front page, so its Rust blocks are doctests.
fn included_as_crate_docs(root: &Path, readme: &Path) -> bool {
    let lib = root.join(readme).with_file_name("src/lib.rs");
    std::fs::read_to_string(lib).is_ok_and(|lib| lib.contains("include_str!(\"../README.md\")"))
}

fn rust_blocks_not_doctested(root: &Path, docs: &[Doc]) -> Vec<String> {
    let mut problems = Vec::new();
    for doc in docs {
        let doctested = doc.path.file_name().is_some_and(|n| n == "README.md")
            && included_as_crate_docs(root, &doc.path);
        for (line, info) in doc.fences() {
            let rust = info == "rust" || info.starts_with("rust,");
            if !rust {
                continue;
            }
            if !doctested {
                problems.push(format!(
                    "{}: a Rust block, but this document is no crate's rustdoc front page \
                     (#![doc = include_str!(\"../README.md\")]), so it is never compiled",
                    doc.at(line)
                ));
            } else if info.contains("ignore") {
                problems.push(format!(
                    "{}: a Rust block marked `{info}` is never compiled",
                    doc.at(line)
                ));
            }
        }
    }
    problems
}

// --- 2. Every file path the documents name exists ----------------------------------------

/// Where a repository path may start (paths in crate documents are relative to the crate).
const PATH_ROOTS: &[&str] = &[
    "crates/",
    "schema/",
    "xtask/",
    "contracts/",
    "snapshots/",
    "examples/",
    "fuzz/",
    "src/",
    "tests/",
    "benches/",
    "docs/",
    ".ci/",
    "../shared/",
];
/// Names standing for a file of the reader's, never checked.
const PLACEHOLDERS: &[&str] = &[
    "NEW",
    "OLD",
    "DIR",
    "FILE",
    "NAME",
    "PATH",
    "CRATE",
    "N",
    "YYYY-MM-DD",
    "...",
    "*",
];

/// A token of code that names a repository path, without its `#anchor` or `:line`.
fn as_path(token: &str) -> Option<&str> {
    let token = token.trim_matches(|c: char| matches!(c, '.' | ',' | ':' | ';' | '!' | '?'));
    let token = token.split('#').next()?;
    let token = token.split(':').next()?;
    let chars_ok = !token.is_empty()
        && token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/' | '*'));
    if !chars_ok || !PATH_ROOTS.iter().any(|root| token.starts_with(root)) {
        return None;
    }
    let placeholder = token.split('/').any(|part| {
        let stem = part.split('.').next().unwrap_or(part);
        PLACEHOLDERS.contains(&stem) || part.contains('*') || part == "..."
    });
    (!placeholder).then_some(token)
}

/// The tokens of a piece of code: split at spaces, quotes, brackets and `=`.
fn tokens(code: &str) -> impl Iterator<Item = &str> {
    code.split(|c: char| c.is_whitespace() || "\"'()[]{}=,|`".contains(c))
        .filter(|t| !t.is_empty())
}

/// The markdown link targets of a line of prose: `[text](target)`.
fn link_targets(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            rest.find(')').map(|end| &rest[..end])
        })
        .collect()
}

/// Files the documents name that a user makes: no repository holds them.
const MADE_BY_THE_USER: &[&str] = &["schema/approved-changes.toml"];

/// The folders a path may be named from: the repository, the document's folder, and for a
/// crate's own paths (`src/`, `tests/`, `benches/`) the crate of the document, or any crate
/// when the document is the repository's (ARCHITECTURE.md names each crate's files).
fn bases(root: &Path, doc: &Path) -> Vec<PathBuf> {
    let folder = root.join(doc).parent().unwrap().to_path_buf();
    let mut bases = vec![root.to_path_buf(), folder.clone()];
    let mut up = folder.as_path();
    while up.starts_with(root) && up != root {
        if up.join("Cargo.toml").exists() {
            bases.push(up.to_path_buf());
            return bases;
        }
        up = up.parent().unwrap();
    }
    bases.push(root.join("xtask"));
    for entry in std::fs::read_dir(root.join("crates")).expect("crates/") {
        bases.push(entry.expect("a crate").path());
    }
    bases
}

fn exists_from(root: &Path, doc: &Path, target: &str) -> bool {
    // `../shared` is beside the clone in CI; without it the tests still pass (README).
    let shared_absent = target.starts_with("../shared/") && !root.join("../shared").exists();
    shared_absent
        || MADE_BY_THE_USER.contains(&target)
        || target.split('/').any(|part| part == "target")
        || bases(root, doc)
            .iter()
            .any(|base| base.join(target).exists())
}

fn missing_paths(root: &Path, docs: &[Doc]) -> Vec<String> {
    let mut problems = Vec::new();
    for doc in docs {
        let mut named: Vec<(usize, String)> = Vec::new();
        for (line, code) in doc.code() {
            named.extend(
                tokens(&code)
                    .filter_map(as_path)
                    .map(|p| (line, p.to_owned())),
            );
        }
        for line in doc.lines().iter().filter(|l| l.fence.is_none()) {
            let targets = link_targets(line.text)
                .into_iter()
                .filter(|t| !t.contains("://") && !t.contains("::") && !t.starts_with('#'))
                .map(|t| t.split('#').next().unwrap())
                .filter(|t| !t.is_empty());
            named.extend(targets.map(|t| (line.number, t.to_owned())));
        }
        for (line, path) in named {
            if !exists_from(root, &doc.path, &path) {
                problems.push(format!("{}: `{path}` does not exist", doc.at(line)));
            }
        }
    }
    problems.sort();
    problems.dedup();
    problems
}

// --- 3. Every `cargo xtask` flag the documents show exists --------------------------------

/// The xtask commands a piece of code runs, each with the flags written after it:
/// `cargo xtask CMD ...`, `cargo run [--release] -p xtask -- CMD ...`, `target/*/xtask CMD ...`.
fn xtask_invocations(code: &str) -> Vec<(&str, Vec<&str>)> {
    let mut out = Vec::new();
    let words: Vec<&str> = tokens(code).collect();
    for (i, word) in words.iter().enumerate() {
        if !(*word == "xtask" || word.ends_with("/xtask")) {
            continue;
        }
        let mut rest = words[i + 1..].iter().copied().peekable();
        if rest.peek() == Some(&"--") {
            rest.next();
        }
        let Some(command) = rest.next() else { continue };
        if !command.chars().all(|c| c.is_ascii_lowercase() || c == '-') || command.is_empty() {
            continue;
        }
        let flags = rest
            .take_while(|w| !matches!(*w, ";" | "&&" | "&" | ">" | "2>"))
            .filter(|w| w.starts_with("--") && w.len() > 2)
            .map(|w| w.split('=').next().unwrap())
            .collect();
        out.push((command, flags));
    }
    out
}

fn xtask_help(command: &str) -> Option<String> {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args([command, "--help"])
        .output()
        .expect("xtask runs");
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

fn unknown_xtask_flags(docs: &[Doc]) -> Vec<String> {
    let mut helps: BTreeMap<String, Option<String>> = BTreeMap::new();
    let mut problems = Vec::new();
    for doc in docs {
        for (line, code) in doc.code() {
            for (command, flags) in xtask_invocations(&code) {
                let help = helps
                    .entry(command.to_owned())
                    .or_insert_with(|| xtask_help(command));
                let Some(help) = help else {
                    problems.push(format!(
                        "{}: `cargo xtask {command}` is no xtask command",
                        doc.at(line)
                    ));
                    continue;
                };
                for flag in flags {
                    let listed = help
                        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                        .any(|w| w == flag);
                    if !listed {
                        problems.push(format!(
                            "{}: `{flag}` is not in `cargo xtask {command} --help`",
                            doc.at(line)
                        ));
                    }
                }
            }
        }
    }
    problems
}

// --- 4. Every rule-code table matches rules.rs -----------------------------------------

/// The tables whose first column is headed `code`, each with its header line and the codes of
/// its rows (backticked first cells).
fn code_tables(doc: &Doc) -> Vec<(usize, Vec<String>)> {
    let mut tables = Vec::new();
    let mut current: Option<(usize, Vec<String>)> = None;
    for line in doc.lines() {
        let text = line.text.trim();
        let cells: Vec<&str> = text.trim_matches('|').split('|').map(str::trim).collect();
        let in_table = line.fence.is_none() && text.starts_with('|');
        match (&mut current, in_table) {
            (None, true) if cells.first() == Some(&"code") => {
                current = Some((line.number, Vec::new()));
            }
            (Some((_, codes)), true) => {
                if let Some(code) = cells[0].strip_prefix('`').and_then(|c| c.strip_suffix('`')) {
                    codes.push(code.to_owned());
                }
            }
            (Some(_), false) => tables.push(current.take().unwrap()),
            _ => {}
        }
    }
    tables.extend(current);
    tables
}

fn rule_tables_out_of_step(docs: &[Doc]) -> (usize, Vec<String>) {
    let all: BTreeSet<&str> = payments_types::rules::ALL.iter().copied().collect();
    let mut problems = Vec::new();
    let mut tables = 0;
    for doc in docs {
        for (line, codes) in code_tables(doc) {
            tables += 1;
            let listed: BTreeSet<&str> = codes.iter().map(String::as_str).collect();
            let missing: Vec<_> = all.difference(&listed).collect();
            let unknown: Vec<_> = listed.difference(&all).collect();
            if !missing.is_empty() {
                problems.push(format!(
                    "{}: the rule-code table lacks {} of rules.rs's {} codes: {missing:?}",
                    doc.at(line),
                    missing.len(),
                    all.len()
                ));
            }
            if !unknown.is_empty() {
                problems.push(format!(
                    "{}: the rule-code table lists codes rules.rs does not have: {unknown:?}",
                    doc.at(line)
                ));
            }
        }
        // Per-type tables name their codes in a last column headed `rule codes`.
        let (mut in_table, mut in_codes_table) = (false, false);
        for line in doc.lines() {
            let text = line.text.trim();
            if line.fence.is_some() || !text.starts_with('|') {
                (in_table, in_codes_table) = (false, false);
                continue;
            }
            let cells: Vec<&str> = text.trim_matches('|').split('|').collect();
            let last = cells.last().copied().unwrap_or_default();
            if !in_table {
                (in_table, in_codes_table) = (true, last.trim().starts_with("rule codes"));
                continue;
            }
            if !in_codes_table {
                continue;
            }
            for code in code_spans(last) {
                let looks_like_code = code
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_' || c == '.');
                if looks_like_code && !all.contains(code) {
                    problems.push(format!(
                        "{}: `{code}` is no rule code of rules.rs",
                        doc.at(line.number)
                    ));
                }
            }
        }
    }
    (tables, problems)
}

// --- The tests --------------------------------------------------------------------------

fn all_documents() -> Vec<Doc> {
    let root = repository();
    let mut docs = markdown_documents(&root);
    docs.extend(types_module_docs(&root));
    docs
}

#[test]
fn every_readme_rust_block_is_a_doctest() {
    let root = repository();
    fail_with(
        rust_blocks_not_doctested(&root, &markdown_documents(&root)),
        "Rust blocks that no doctest compiles",
    );
}

#[test]
fn every_path_the_documents_name_exists() {
    fail_with(
        missing_paths(&repository(), &all_documents()),
        "paths named in the documents that do not exist",
    );
}

#[test]
fn every_xtask_flag_the_documents_show_is_in_its_help() {
    fail_with(
        unknown_xtask_flags(&all_documents()),
        "xtask commands or flags that do not exist",
    );
}

#[test]
fn every_rule_code_table_lists_exactly_the_codes_of_rules_rs() {
    let (tables, problems) = rule_tables_out_of_step(&all_documents());
    // rules.rs's own table at least: the check cannot pass by finding no table.
    assert!(
        tables >= 1,
        "no rule-code table found (rules.rs's is headed `| code |`)"
    );
    fail_with(problems, "rule-code tables out of step with rules.rs");
}

#[test]
fn the_readme_test_command_is_the_one_ci_runs() {
    let root = repository();
    let readme = read_doc(&root, &root.join("README.md"));
    let heading = readme
        .lines
        .iter()
        .position(|l| l == "## The tests")
        .expect("README.md has a section `## The tests`");
    let command = readme.lines[heading..]
        .iter()
        .skip_while(|l| !l.starts_with("```sh"))
        .nth(1)
        .expect("the section shows its command in a sh block");
    let ci = std::fs::read_to_string(root.join(".ci/run")).expect(".ci/run");
    assert!(
        ci.lines().any(|l| l.trim() == command.trim()),
        "README.md's test command `{command}` is not a line of .ci/run"
    );
}

/// README.md promises that each command's `--help` gives its exit statuses.
#[test]
fn every_command_in_the_readme_table_states_its_exit_statuses_in_help() {
    let root = repository();
    let readme = read_doc(&root, &root.join("README.md"));
    let commands: Vec<&str> = readme
        .lines
        .iter()
        .filter_map(|l| l.strip_prefix("| `cargo xtask "))
        .filter_map(|rest| rest.split([' ', '`']).next())
        .collect();
    assert!(
        commands.len() >= 5,
        "README.md's command table lists `cargo xtask` commands"
    );
    let silent: Vec<&str> = commands
        .into_iter()
        .filter(|c| !xtask_help(c).is_some_and(|h| h.contains("Exit status:")))
        .collect();
    assert!(
        silent.is_empty(),
        "these commands' `--help` states no exit status: {silent:?}"
    );
}

// --- The checks catch what they are for, on documents made here ----------------------------

fn planted(path: &str, text: &str) -> Doc {
    Doc {
        path: PathBuf::from(path),
        lines: text.lines().map(str::to_owned).collect(),
    }
}

#[test]
fn the_checks_catch_planted_mistakes() {
    let root = repository();
    let doc = planted(
        "crates/payments-sim/README.md",
        "See `tests/common` and [the map](ARCHITECTURE.md), `src/lib.rs`, `../shared/spec/payments-api.md`.\n\
         ```rust\nlet x = 1;\n```\n\
         ```sh\ncargo xtask contracts --endpoint URL --no-such-flag\ncargo xtask no-such-command\n```\n\
         | code | rule |\n|---|---|\n| `dummy_value` | ... |\n\n\
         | type | for | rule codes |\n|---|---|---|\n| `X` | y | `dummy_value`, `no_such.rule` |\n\n\
         A span over a line break: `cargo xtask load --seconds 5\n\
         --no-such-load-flag`, and ``a span with ` inside``.\n\
         ```sh\ncargo xtask contracts \\\n  --no-such-continued-flag\n```\n",
    );
    let docs = [doc];
    assert_eq!(
        missing_paths(&root, &docs),
        ["crates/payments-sim/README.md:1: `tests/common` does not exist"]
    );
    assert_eq!(
        rust_blocks_not_doctested(&root, &docs).len(),
        1,
        "payments-sim's README is not its crate's front page"
    );
    assert_eq!(
        unknown_xtask_flags(&docs),
        [
            "crates/payments-sim/README.md:6: `--no-such-flag` is not in `cargo xtask contracts --help`",
            "crates/payments-sim/README.md:7: `cargo xtask no-such-command` is no xtask command",
            "crates/payments-sim/README.md:17: `--no-such-load-flag` is not in `cargo xtask load --help`",
            "crates/payments-sim/README.md:20: `--no-such-continued-flag` is not in `cargo xtask contracts --help`",
        ]
    );
    let (tables, problems) = rule_tables_out_of_step(&docs);
    assert_eq!(tables, 1);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(
        problems[0].contains(":9: the rule-code table lacks"),
        "{problems:?}"
    );
    assert!(
        problems[1].contains(":15: `no_such.rule` is no rule code"),
        "{problems:?}"
    );
}
