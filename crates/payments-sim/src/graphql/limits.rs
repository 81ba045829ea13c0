//! The limits on one GraphQL document that async-graphql does not enforce itself, or not
//! cheaply: bracket nesting before parsing, the size of a document with its fragments
//! expanded, and the wording of async-graphql's own limit refusals (which name the setting).

use async_graphql::{ErrorExtensionValues, ServerError};

use crate::config::Limits;

/// The deepest nesting of selection sets, list and object values and list types in a GraphQL
/// document, as apollo-parser counts it; stops descending once `limit` is passed (then the
/// result is `limit + 1`). Run before async-graphql parses the text, since its parser recurses
/// without a bound. Strings, block strings and comments never count.
pub fn nesting_depth(query: &str, limit: usize) -> usize {
    apollo_parser::Parser::new(query)
        .recursion_limit(limit)
        .parse()
        .recursion_limit()
        .high
}

/// Why [`expanded_size`] refused a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooBig {
    /// More selected fields than allowed, counting every fragment spread expanded.
    Fields,
    /// Selections, fragment spreads and inline fragments nested deeper than allowed.
    Depth,
    /// More directives on one field, spread or inline fragment than allowed.
    Directives,
}

/// Counts the fields a document selects with every fragment spread expanded (each field 1,
/// `__typename` included), in linear time (each fragment is counted once and memoised), and
/// refuses documents over `max_fields` or nested (selection sets, spreads, inline fragments)
/// deeper than `max_depth`. async-graphql's own complexity does not expand spreads, and its
/// recursion check walks every expanded path: `fragment F0 { ...F1 ...F1 } fragment F1
/// { ...F2 ...F2 } ...` costs 2^n there (22 levels: ~30 s of CPU), 1 here. Every operation of
/// the document counts, not only the one a request names: the check runs once per document
/// text (later requests reuse the parsed document), whichever operation they name.
pub fn expanded_size(
    doc: &async_graphql::parser::types::ExecutableDocument,
    max_fields: usize,
    max_depth: usize,
    max_directives: usize,
) -> Result<usize, TooBig> {
    use async_graphql::parser::types::{Selection, SelectionSet};
    use std::collections::{HashMap, HashSet};

    struct Walk<'a> {
        doc: &'a async_graphql::parser::types::ExecutableDocument,
        memo: HashMap<&'a str, (usize, usize)>,
        open: HashSet<&'a str>,
        max_depth: usize,
        max_directives: usize,
    }
    impl<'a> Walk<'a> {
        /// (fields, height) of a selection set entered at `depth`.
        fn set(&mut self, set: &'a SelectionSet, depth: usize) -> Result<(usize, usize), TooBig> {
            if depth > self.max_depth {
                return Err(TooBig::Depth);
            }
            let (mut fields, mut height) = (0usize, 0usize);
            for sel in &set.items {
                let directives = match &sel.node {
                    Selection::Field(f) => f.node.directives.len(),
                    Selection::InlineFragment(i) => i.node.directives.len(),
                    Selection::FragmentSpread(s) => s.node.directives.len(),
                };
                if directives > self.max_directives {
                    return Err(TooBig::Directives);
                }
                let (f, h) = match &sel.node {
                    Selection::Field(f) => {
                        let inner = &f.node.selection_set.node;
                        let (n, h) = if inner.items.is_empty() {
                            (0, 0)
                        } else {
                            let (n, h) = self.set(inner, depth + 1)?;
                            (n, h + 1)
                        };
                        (n.saturating_add(1), h)
                    }
                    Selection::InlineFragment(i) => {
                        let (n, h) = self.set(&i.node.selection_set.node, depth + 1)?;
                        (n, h + 1)
                    }
                    Selection::FragmentSpread(s) => {
                        let name = s.node.fragment_name.node.as_str();
                        let (n, h) = if let Some(&known) = self.memo.get(name) {
                            known
                        } else if let Some(def) = self.doc.fragments.get(name) {
                            if !self.open.insert(name) {
                                (0, 0) // a cycle: async-graphql refuses it
                            } else {
                                let r = self.set(&def.node.selection_set.node, depth + 1)?;
                                self.open.remove(name);
                                self.memo.insert(name, r);
                                r
                            }
                        } else {
                            (0, 0)
                        };
                        (n, h + 1)
                    }
                };
                if depth + h > self.max_depth {
                    return Err(TooBig::Depth);
                }
                fields = fields.saturating_add(f);
                height = height.max(h);
            }
            Ok((fields, height))
        }
    }

    let mut walk = Walk {
        doc,
        memo: HashMap::new(),
        open: HashSet::new(),
        max_depth,
        max_directives,
    };
    let mut total = 0usize;
    for (_, op) in doc.operations.iter() {
        let (n, _) = walk.set(&op.node.selection_set.node, 0)?;
        total = total.saturating_add(n);
    }
    if total > max_fields {
        return Err(TooBig::Fields);
    }
    Ok(total)
}

/// Rewrites async-graphql's limit refusals ("Query is too complex.", ...) so that they name
/// the limit and the setting, with `extensions.code = "BAD_REQUEST"`.
pub fn name_limit(error: &mut ServerError, limits: &Limits) {
    let msg = &error.message;
    let named = if msg.starts_with("Query is too complex") {
        format!(
            "Query is too complex: it selects more than {} fields (the complexity limit: max_complexity, --max-complexity)",
            limits.max_complexity
        )
    } else if msg.starts_with("Query is nested too deep")
        || msg.starts_with("The recursion depth of the query")
    {
        format!(
            "Query is nested too deep: more than {} levels of selections (the depth limit: max_depth, --max-depth)",
            limits.max_depth
        )
    } else if msg.starts_with("The number of directives on the field") {
        format!("{msg} (the directives limit: max_directives, --max-directives)")
    } else if msg.contains("recursion limit exceeded") {
        format!(
            "{msg} (the parser's nesting limit; see max_nesting, --max-nesting = {})",
            limits.max_nesting
        )
    } else {
        return;
    };
    let mut code = ErrorExtensionValues::default();
    code.set("code", "BAD_REQUEST");
    error.message = named;
    error.extensions = Some(code);
}
