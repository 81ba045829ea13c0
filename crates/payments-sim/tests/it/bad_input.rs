//! Hostile and broken input on `POST /graphql` (issue 9): every body gets a 4xx or a 200 with
//! `errors`, never a 5xx; the server stays up (a normal login works afterwards); a refusal by a
//! limit names the limit.

use std::time::Duration;

use crate::common::*;
use payments_sim::{Limits, SimConfig};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use serde_json::{Value, json};

/// Posts raw bytes as the body; the status and the body (JSON, or `Null` when not JSON).
async fn raw(sim: &Sim, body: Vec<u8>, token: Option<&str>) -> (u16, Value) {
    let mut rb = sim
        .http
        .post(&sim.handle.url)
        .header("content-type", "application/json")
        .body(body);
    if let Some(t) = token {
        rb = rb.header("authorization", format!("Bearer {t}"));
    }
    let resp = rb.send().await.expect("the server answers");
    let status = resp.status().as_u16();
    let bytes = resp.bytes().await.expect("a whole reply body");
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

fn query_body(query: &str) -> Vec<u8> {
    serde_json::to_vec(&json!({ "query": query })).unwrap()
}

fn first_message(body: &Value) -> &str {
    body["errors"][0]["message"].as_str().unwrap_or("")
}

/// A refusal: a 4xx, or a 200 with a non-empty `errors` array.
fn assert_refused(label: &str, status: u16, body: &Value) {
    assert!(status < 500, "{label}: HTTP {status} {body}");
    assert!(
        (400..500).contains(&status)
            || (status == 200 && body["errors"].as_array().is_some_and(|e| !e.is_empty())),
        "{label}: HTTP {status} {body}"
    );
}

fn nested_selection(levels: usize) -> String {
    format!("{}{}", "{a".repeat(levels), "}".repeat(levels))
}

fn aliases(n: usize) -> String {
    let mut q = String::from("{");
    for i in 0..n {
        q.push_str(&format!(" a{i}: balances {{ currency }}"));
    }
    q.push('}');
    q
}

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

#[tokio::test]
async fn nasty_bodies_are_refused_without_a_5xx_and_name_their_limit() {
    let sim = Sim::start().await;
    let limits = Limits::default();
    let token = sim.login_demo().await;
    let huge = "a".repeat(900 * 1024);
    let deep_json = format!(
        "{{\"query\":\"{{ __typename }}\",\"variables\":{{\"v\":{}{}}}}}",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    let mut invalid_utf8 = b"{\"query\":\"{ balances { currency } }\xff\xfe\"}".to_vec();
    invalid_utf8.push(0xc3);
    let directives = format!(
        "{{ __typename {} }}",
        "@skip(if: false) ".repeat(limits.max_directives + 1)
    );
    // (label, body, expected status, a fragment the first error message must contain)
    let cases: Vec<(&str, Vec<u8>, Option<u16>, &str)> = vec![
        ("empty", Vec::new(), Some(400), "JSON object"),
        (
            "not JSON",
            b"hello, world".to_vec(),
            Some(400),
            "JSON object",
        ),
        ("JSON array", b"[1, 2, 3]".to_vec(), Some(400), ""),
        ("JSON null", b"null".to_vec(), Some(400), ""),
        ("query a number", br#"{"query": 5}"#.to_vec(), Some(400), ""),
        (
            "no query (an empty document)",
            br#"{"variables": {}}"#.to_vec(),
            Some(200),
            "",
        ),
        ("empty query", query_body(""), Some(200), ""),
        ("huge name", query_body(&huge), Some(200), ""),
        (
            "huge string argument",
            query_body(&format!("{{ bankInfo(bsb: \"{huge}\") {{ bsb }} }}")),
            Some(200),
            "",
        ),
        (
            "unterminated string",
            query_body("{ bankInfo(bsb: \"062000) { bsb } }"),
            Some(200),
            "",
        ),
        ("NUL bytes", query_body("{ bal\0ances }"), Some(200), ""),
        (
            "10,000 nested selections",
            query_body(&nested_selection(10_000)),
            Some(400),
            "64",
        ),
        (
            "10,000 nested list values",
            query_body(&format!(
                "{{ bankInfo(bsb: {}\"x\"{}) {{ bsb }} }}",
                "[".repeat(10_000),
                "]".repeat(10_000)
            )),
            Some(400),
            "max_nesting",
        ),
        (
            "40 nested selections (under the nesting limit, over the depth limit)",
            query_body(&nested_selection(40)),
            Some(400),
            "depth limit",
        ),
        (
            "100,000 aliases",
            query_body(&aliases(100_000)),
            Some(413),
            "1048576 bytes",
        ),
        (
            "20,000 aliases (600 kB, under the body limit)",
            query_body(&aliases(20_000)),
            Some(400),
            "complexity limit",
        ),
        (
            "too many directives",
            query_body(&directives),
            Some(400),
            "directives limit",
        ),
        (
            "fragment bomb: 30 fragments each spreading the next twice (2^30 fields)",
            query_body(&fragment_bomb(30)),
            Some(400),
            "complexity limit",
        ),
        (
            "a chain of 5,000 fragments",
            query_body(&fragment_chain(5_000)),
            Some(400),
            "depth limit",
        ),
        (
            "fragment cycle",
            query_body("{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }"),
            Some(200),
            "",
        ),
        (
            "unknown operationName",
            serde_json::to_vec(
                &json!({"query": "query A { balances { currency } }", "operationName": "B"}),
            )
            .unwrap(),
            Some(200),
            "",
        ),
        (
            "variables of wrong types",
            serde_json::to_vec(&json!({
                "query": "query Q($id: String!) { withdrawal(id: $id) { id } }",
                "variables": {"id": {"nested": [1, 2, 3]}}
            }))
            .unwrap(),
            Some(200),
            "",
        ),
        (
            "variables not an object",
            br#"{"query": "{ __typename }", "variables": [1, 2]}"#.to_vec(),
            Some(400),
            "",
        ),
        (
            "10,000 nested JSON arrays in variables",
            deep_json.into_bytes(),
            Some(400),
            "",
        ),
        ("invalid UTF-8", invalid_utf8, Some(400), ""),
    ];
    for (label, body, want, fragment) in cases {
        let (status, reply) = raw(&sim, body, Some(&token)).await;
        assert_refused(label, status, &reply);
        if let Some(want) = want {
            assert_eq!(status, want, "{label}: {reply}");
        }
        assert!(
            first_message(&reply).contains(fragment),
            "{label}: {fragment:?} not in {reply}"
        );
        if !fragment.is_empty() && status != 200 || fragment.contains("limit") {
            assert_eq!(
                reply["errors"][0]["extensions"]["code"], "BAD_REQUEST",
                "{label}"
            );
        }
    }
    // Still up and still serving: a login and a normal query.
    sim.advance(1.0).await;
    let again = sim.login_demo().await;
    let r = sim
        .gql(&again, "{ balances { currency } }", json!({}))
        .await;
    assert!(r.data("balances").is_array(), "{}", r.body);
}

#[tokio::test]
async fn a_chunked_body_over_the_limit_is_413_naming_the_limit() {
    let sim = Sim::start_with(SimConfig {
        limits: Limits {
            max_body_bytes: 4096,
            ..Limits::default()
        },
        ..SimConfig::for_tests()
    })
    .await;
    let addr = sim.handle.addr;
    // Blocking std I/O on a blocking thread (read timeout 10 s): 8 chunks of 1 KiB, no
    // content-length, so the limit is only seen while reading. The server may answer (and
    // close) before every chunk is written, so write errors are fine.
    let text = tokio::task::spawn_blocking(move || {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(addr).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let head = format!(
            "POST /graphql HTTP/1.1\r\nhost: {addr}\r\nuser-agent: {UA}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).unwrap();
        let chunk = vec![b' '; 1024];
        for _ in 0..8 {
            let mut c = format!("{:x}\r\n", chunk.len()).into_bytes();
            c.extend_from_slice(&chunk);
            c.extend_from_slice(b"\r\n");
            if stream.write_all(&c).is_err() {
                break;
            }
        }
        let _ = stream.write_all(b"0\r\n\r\n");
        let mut reply = Vec::new();
        let _ = stream.read_to_end(&mut reply);
        String::from_utf8_lossy(&reply).into_owned()
    })
    .await
    .unwrap();
    assert!(text.starts_with("HTTP/1.1 413"), "{text}");
    assert!(text.contains("the limit is 4096 bytes"), "{text}");
    // A content-length over the limit is refused without reading the body.
    let (status, body) = raw(&sim, vec![b' '; 5000], None).await;
    assert_eq!(status, 413, "{body}");
    assert_eq!(body["errors"][0]["extensions"]["code"], "BAD_REQUEST");
    let token = sim.login_demo().await;
    assert!(!token.is_empty());
}

#[tokio::test]
async fn limits_are_configurable() {
    let sim = Sim::start_with(SimConfig {
        limits: Limits {
            max_complexity: 5,
            max_depth: 3,
            max_nesting: 10,
            ..Limits::default()
        },
        ..SimConfig::for_tests()
    })
    .await;
    let (status, body) = raw(&sim, query_body(&aliases(6)), None).await;
    assert_eq!(status, 400);
    assert!(
        first_message(&body).contains("more than 5 fields"),
        "{body}"
    );
    let (status, body) = raw(&sim, query_body(&nested_selection(5)), None).await;
    assert_eq!(status, 400);
    assert!(
        first_message(&body).contains("more than 3 levels"),
        "{body}"
    );
    let (status, body) = raw(&sim, query_body(&nested_selection(11)), None).await;
    assert_eq!(status, 400);
    assert!(
        first_message(&body).contains("more than 10 levels"),
        "{body}"
    );
}

/// A simulator whose only non-default limits are `limits`' changes, and the first error
/// message of `query` there (`""` when it ran without one), with the HTTP status.
async fn refusal_under(limits: Limits, query: &str) -> (u16, String) {
    let sim = Sim::start_with(SimConfig {
        limits,
        ..SimConfig::for_tests()
    })
    .await;
    let (status, body) = raw(&sim, query_body(query), None).await;
    (status, first_message(&body).to_owned())
}

/// Fragments count expanded, each field once: a document of exactly N fields passes a
/// complexity limit of N and is refused at N - 1, however its fields are spread.
#[tokio::test]
async fn fields_are_counted_with_every_fragment_expanded_exactly_once() {
    let complexity = |max_complexity| Limits {
        max_complexity,
        ..Limits::default()
    };
    // (document, its fields expanded)
    let documents = [
        ("{ __typename balances { currency cleared } }".to_owned(), 4),
        (fragment_bomb(10), 1024),
        // A fragment that spreads itself: async-graphql refuses the cycle; it counts once.
        (
            "{ ...A __typename } fragment A on Query { ...A __typename }".to_owned(),
            2,
        ),
    ];
    for (query, fields) in documents {
        let (status, message) = refusal_under(complexity(fields), &query).await;
        assert!(
            !message.contains("complexity limit"),
            "{fields} fields under a limit of {fields}: HTTP {status} {message}"
        );
        let (status, message) = refusal_under(complexity(fields - 1), &query).await;
        assert_eq!(status, 400, "{query}: {message}");
        assert!(
            message.contains(&format!("more than {} fields", fields - 1)),
            "{fields} fields under a limit of {}: {message}",
            fields - 1
        );
    }
}

/// A fragment spread deep counts at that depth, even when it was first met shallow.
#[tokio::test]
async fn a_fragment_first_met_shallow_then_spread_deep_is_too_deep() {
    let query = format!(
        "{{ ...F x {} ...F {} }} fragment F on Query {{ a {{ b {{ c }} }} }}",
        "{ y ".repeat(30),
        "}".repeat(30)
    );
    let (status, message) = refusal_under(Limits::default(), &query).await;
    assert_eq!(status, 400, "{message}");
    assert!(message.contains("depth limit"), "{message}");
    // The same fragment spread shallow only is within the limit.
    let shallow = "{ ...F x { y } } fragment F on Query { a { b { c } } }";
    let (_, message) = refusal_under(Limits::default(), shallow).await;
    assert!(!message.contains("limit"), "{message}");
}

/// Brackets inside strings, block strings and comments never count towards the nesting
/// limit; brackets of values do.
#[tokio::test]
async fn nesting_counts_brackets_of_the_document_never_of_strings_or_comments() {
    let limits = Limits {
        max_nesting: 4,
        ..Limits::default()
    };
    let within = [
        "{ bankInfo(bsb: \"{{{{[[[[\") { bsb } }",
        "{ bankInfo(bsb: \"\\\"{{{{{\") { bsb } }",
        "{ bankInfo(bsb: \"\"\"{{{{ \\\"\"\" {{{{ \"\"\") { bsb } }",
        "# {{{{{{{{\n{ bankInfo(bsb: \"062000\") { bsb } }",
        "{ balances(currencies: [[[AUD]]]) { currency } }",
    ];
    for query in within {
        let (_, message) = refusal_under(limits.clone(), query).await;
        assert!(!message.contains("max_nesting"), "{query}: {message}");
    }
    let over = "{ balances(currencies: [[[[AUD]]]]) { currency } }";
    let (status, message) = refusal_under(limits, over).await;
    assert_eq!(status, 400, "{message}");
    assert!(message.contains("max_nesting"), "{message}");
}

/// The full introspection query GraphiQL and code generators send fits the default limits
/// (every contract document does too: the contract suite runs each against the simulator).
#[tokio::test]
async fn a_full_introspection_query_fits_the_default_limits() {
    let sim = Sim::start().await;
    let (status, body) = raw(&sim, query_body(INTROSPECTION), None).await;
    assert_eq!(status, 200, "{body}");
    assert!(body.get("errors").is_none(), "{body}");
    let types = body["data"]["__schema"]["types"]
        .as_array()
        .map_or(0, Vec::len);
    assert!(types > 100, "{types} types: {body}");
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

/// Arbitrary bytes, and arbitrary text as a query, get a 4xx or a 200 with `errors`, and the
/// simulator still serves a login after each (one simulator for every case: a case that broke
/// it fails the cases after it too, and shrinks to the smallest body that does).
#[test]
fn arbitrary_bodies_never_get_a_5xx() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let sim = rt.block_on(Sim::start_with(SimConfig {
        login_interval_secs: 0,
        ..SimConfig::for_tests()
    }));
    let config = ProptestConfig {
        cases: 32,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..ProptestConfig::default()
    };
    let bodies = (
        proptest::collection::vec(any::<u8>(), 0..512),
        "[{}()\\[\\]a-z:$!@#\" \\n]{0,256}",
    );
    proptest::test_runner::TestRunner::new(config)
        .run(&bodies, |(bytes, text)| {
            rt.block_on(async {
                let (status, body) = raw(&sim, bytes, None).await;
                assert_refused("bytes", status, &body);
                let (status, body) = raw(&sim, query_body(&text), None).await;
                assert!(status < 500, "HTTP {status} {body}");
                assert!(
                    status != 200 || body.get("errors").is_some() || body["data"].is_object(),
                    "{body}"
                );
                let token = sim.login_demo().await;
                assert!(!token.is_empty());
            });
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
}

/// Found by schemathesis: a refused `statement` (a reply type with a non-null list) replied
/// `rows: null`, which broke the non-null `rows` ("non-null types require a return value").
#[tokio::test]
async fn a_refused_statement_has_empty_rows_not_an_error() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let r = sim
        .gql(
            &token,
            "{ statement(input: {fromDate: \"not a date\"}) { success code message rows { transactionId } } }",
            json!({}),
        )
        .await;
    assert!(r.body.get("errors").is_none(), "{}", r.body);
    assert_eq!(r.data("statement")["success"], false);
    assert_eq!(r.data("statement")["code"], "VALIDATION_ERROR");
    assert_eq!(r.data("statement")["rows"], json!([]));
}

/// Found by schemathesis: an `ID` given as an integer (which GraphQL coerces to a string) was
/// refused as "must be a string, found a number".
#[tokio::test]
async fn an_integer_id_is_coerced_to_a_string() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    for q in [
        "{ withdrawals(input: {subClientId: 5747}) { id } }",
        "{ deposits(input: {subClientId: -3970480, statuses: []}) { id } }",
        "{ withdrawal(id: 12) { id } }",
    ] {
        let r = sim.gql(&token, q, json!({})).await;
        assert!(
            !r.body.to_string().contains("found a number"),
            "{q}: {}",
            r.body
        );
    }
    let r = sim
        .gql(
            &token,
            "query Q($id: ID!) { withdrawal(id: $id) { id } }",
            json!({"id": 12}),
        )
        .await;
    assert!(r.body.get("errors").is_none(), "{}", r.body);
    assert!(r.data("withdrawal").is_null());
}

#[tokio::test]
async fn the_control_clock_refuses_a_move_it_cannot_make() {
    let sim = Sim::start().await;
    for bad in [json!({}), json!({"seconds": -1}), json!({"seconds": "10"})] {
        let (s, body) = sim.control("POST", "/sim/clock/advance", bad.clone()).await;
        assert_eq!(s, 422, "{bad}: {body}");
    }
    let before = sim.ctl.clock().await.unwrap();
    // 1e11 s is about 3,170 years: the third move would pass the year 9000.
    let statuses: Vec<u16> = {
        let mut out = Vec::new();
        for _ in 0..3 {
            out.push(answered(sim.ctl.advance(1e11).await, 200).0);
        }
        out
    };
    assert_eq!(statuses, [200, 200, 422], "{before:?}");
    let (_, body) = answered(sim.ctl.advance(1e11).await, 200);
    assert!(body.to_string().contains("past the year 9000"), "{body}");
}

/// The clock moves only when moved, by exactly what was asked, or not at all: a move back, a
/// NaN or a move reaching the year 9000 is refused (never shortened), naming how far it can go.
#[tokio::test]
async fn the_clock_moves_exactly_or_refuses_and_stays() {
    let sim = Sim::start().await;
    let start = time::macros::datetime!(2026-07-01 00:00:00 UTC);
    let end = time::macros::datetime!(9000-01-01 00:00:00 UTC);
    assert_eq!(sim.handle.now(), start, "frozen");
    assert!(sim.handle.advance(90.0));
    let later = start + time::Duration::seconds(90);
    for refused in [-5.0, f64::NAN, 1e20, f64::MAX] {
        assert!(!sim.handle.advance(refused), "{refused} is refused");
    }
    assert_eq!(sim.handle.now(), later, "the clock stays where it was");
    let left = (end - later).whole_seconds() - 1;
    let (status, body) = answered(sim.ctl.advance(left as f64 + 1.0).await, 200);
    assert_eq!(status, 422);
    assert_eq!(
        body["message"],
        format!(
            "seconds: is too far: the clock can move at most {left} seconds now, as it cannot move \
             past the year 9000 (9000-01-01T00:00:00Z) [seconds.range]"
        )
    );
    assert!(sim.handle.advance(left as f64));
    assert_eq!(sim.handle.now(), end - time::Duration::SECOND);
    assert!(!sim.handle.advance(0.5) && sim.handle.advance(0.0));
}
