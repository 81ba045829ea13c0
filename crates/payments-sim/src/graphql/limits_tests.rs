//! Unit tests of the document limits (moved from the crate's HTTP tests, which cannot reach
//! these functions through the public API).

use std::collections::HashMap;

use super::{TooBig, expanded_size, nesting_depth};
use crate::config::Limits;

/// `{ ...F0 } fragment F0 on Query { ...F1 ...F1 } ... fragment Fn on Query { __typename }`.
fn fragment_bomb(levels: usize) -> String {
    let mut q = String::from("{ ...F0 }");
    for i in 0..levels {
        q.push_str(&format!(
            " fragment F{i} on Query {{ ...F{} ...F{} }}",
            i + 1,
            i + 1
        ));
    }
    q.push_str(&format!(" fragment F{levels} on Query {{ __typename }}"));
    q
}

/// `{ ...F0 } fragment F0 on Query { ...F1 } ... fragment Fn on Query { __typename }`.
fn fragment_chain(n: usize) -> String {
    let mut q = String::from("{ ...F0 }");
    for i in 0..n {
        q.push_str(&format!(" fragment F{i} on Query {{ ...F{} }}", i + 1));
    }
    q.push_str(&format!(" fragment F{n} on Query {{ __typename }}"));
    q
}

/// Every operation of `contracts/*.graphql` (and a full introspection query) fits under the
/// default limits; prints each document's complexity.
#[test]
fn contract_documents_fit_the_default_limits() {
    let limits = Limits::default();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../contracts");
    let mut docs: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("contracts/")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "graphql"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    assert!(docs.len() >= 40, "{} contract documents", docs.len());
    docs.push(("introspection".into(), INTROSPECTION.into()));
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let mut schemas: HashMap<usize, async_graphql::dynamic::Schema> = HashMap::new();
    let mut too_complex = |doc: &str, limit: usize| -> bool {
        let schema = schemas.entry(limit).or_insert_with(|| {
            let l = Limits {
                max_complexity: limit,
                ..Limits::default()
            };
            crate::graphql::schema::build(payments_schema::SDL, &l)
                .unwrap()
                .0
        });
        let resp = rt.block_on(schema.execute(doc));
        resp.errors
            .iter()
            .any(|e| e.message.contains("too complex") || e.message.contains("too deep"))
    };
    let mut worst = 0;
    for (name, doc) in &docs {
        assert!(
            nesting_depth(doc, limits.max_nesting) <= limits.max_nesting,
            "{name}"
        );
        assert!(
            !too_complex(doc, limits.max_complexity),
            "{name} is over the defaults"
        );
        let parsed = async_graphql::parser::parse_query(doc).expect("parses");
        let fields = expanded_size(
            &parsed,
            limits.max_complexity,
            limits.max_depth,
            limits.max_directives,
        )
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        // The smallest complexity limit the document fits under.
        let (mut lo, mut hi) = (0usize, limits.max_complexity);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if too_complex(doc, mid) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        println!("{name}: complexity {lo}, {fields} fields expanded");
        worst = worst.max(lo);
    }
    println!(
        "largest complexity: {worst} (limit {})",
        limits.max_complexity
    );
}

#[test]
fn expanded_size_counts_fragments_once_and_bounds_depth() {
    let parse = |q: &str| async_graphql::parser::parse_query(q).unwrap();
    assert_eq!(expanded_size(&parse("{ a b { c d } }"), 100, 32, 16), Ok(4));
    assert_eq!(
        expanded_size(&parse(&fragment_bomb(10)), 2000, 32, 16),
        Ok(1024)
    );
    assert_eq!(
        expanded_size(&parse(&fragment_bomb(60)), 1000, 64, 16),
        Err(TooBig::Fields)
    );
    assert_eq!(
        expanded_size(&parse(&fragment_chain(40)), 1000, 32, 16),
        Err(TooBig::Depth)
    );
    assert_eq!(
        expanded_size(
            &parse("{ ...A } fragment A on Query { ...A x }"),
            10,
            32,
            16
        ),
        Ok(1)
    );
    // A fragment counted shallow, then spread deep: still too deep.
    let q = format!(
        "{{ ...F x {} ...F {} }} fragment F on Query {{ a {{ b {{ c }} }} }}",
        "{ y ".repeat(30),
        "}".repeat(30)
    );
    assert_eq!(expanded_size(&parse(&q), 1000, 32, 16), Err(TooBig::Depth));
}

#[test]
fn nesting_counts_selections_values_and_types_never_strings_or_comments() {
    assert_eq!(nesting_depth("{ a { b } }", 64), 2);
    assert_eq!(nesting_depth("{ a(x: [[[1]]]) }", 64), 4);
    assert_eq!(nesting_depth("{ a(x: {b: {c: 1}}) }", 64), 3);
    assert_eq!(nesting_depth("{ a(x: \"{{{{[[[\") }", 64), 1);
    assert_eq!(nesting_depth("{ a(x: \"\\\"{{{\") }", 64), 1);
    assert_eq!(
        nesting_depth("{ a(x: \"\"\"{{{ \\\"\"\" {{ \"\"\") }", 64),
        1
    );
    assert_eq!(nesting_depth("# {{{{{\n{ a }", 64), 1);
    assert_eq!(nesting_depth("}}}}{", 64), 1);
    assert_eq!(nesting_depth("\"unterminated {{{", 64), 0);
    // Past the limit it stops descending and says so.
    let deep = format!(
        "{{ a(x: {}1{}) }}",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    assert_eq!(nesting_depth(&deep, 64), 65);
}

const INTROSPECTION: &str = r#"
query IntrospectionQuery {
  __schema {
    queryType { name } mutationType { name } subscriptionType { name }
    types { ...FullType }
    directives { name description locations args { ...InputValue } }
  }
}
fragment FullType on __Type {
  kind name description
  fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ...TypeRef }
}
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
fragment TypeRef on __Type {
  kind name
  ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }
}
"#;
