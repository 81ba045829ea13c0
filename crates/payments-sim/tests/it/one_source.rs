//! One source of truth, as a property: for generated arguments of every query and mutation
//! that takes any (every input object type reachable from an argument, nested ones through
//! their parents, and the `ID` arguments, which payments-types' `Id` rule checks), the
//! simulator refuses exactly what `payments-types` refuses, with the same fields, rule codes
//! and messages. Where the types accept, the simulator may still refuse, but only for a rule
//! that needs its stored state or is the service's policy (not found, balance, feature,
//! `combination`), never with an input rule of its own.
//!
//! Inputs are generated from the schema: each field gets a plausible value for its name (`bsb`
//! a BSB, `dob` a date of birth, ...) or, at the case's noise level (none, one in 20, one in 5,
//! one in 2), one from a pool of bad and odd values, and optional fields come and go (one,
//! two or three times in four); so the cases mix accepted inputs with every
//! kind of refusal, one field or many. The choices are a proptest "tape" of numbers (all zero:
//! the first plausible value of every field, every optional field left out), so a failure
//! shrinks towards the smallest input that shows it. `PROPTEST_CASES` sets the number of cases
//! (default 4,000: about 4.5 s in a debug build, about 1.1 ms a case), `PROPTEST_RNG_SEED` the
//! seed (default a fixed one, so that the coverage checks at the end are the same on every
//! run). 4,000 is about the fewest that still meet those checks: every root field with
//! arguments called with inputs the types accept and inputs they refuse (2,000 or 3,000 leave
//! `members` without a refused input). 10,000 cases (the earlier default, 11 s, a third of the
//! crate's test run) pass as well; explore with `PROPTEST_CASES=10000` and other seeds.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet};

use apollo_compiler::Schema;
use apollo_compiler::ast::Type;
use apollo_compiler::schema::ExtendedType;
use payments_types::common::Id;
use payments_types::{Context, catalog};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed, TestRunner};
use serde_json::{Value, json};

use crate::common::*;

/// Values that a string field may get instead of a plausible one: blank, dummy, non-ASCII,
/// control characters, too long, domain-like, wrong shapes for every kind of field. No
/// test-data word: a sub-client named so blocks the customer, and every later call with it.
fn bad_strings() -> Vec<Value> {
    let strings = [
        "",
        "   ",
        "N/A",
        "null",
        " nil ",
        "Ada",
        "O'Neil-Smith",
        "Zoë",
        "a<b>",
        "tab\there",
        "example.com",
        "Acme Pty Ltd",
        "2030-01-01",
        "1899-12-31",
        "1990-02-30",
        "2010-06-15",
        "+61412345678",
        "0412 345 678",
        "062-000",
        "06200",
        "12345678",
        "GB82WEST12345698765433",
        "NATAAU3",
        "ops@example",
        "not an email",
        "Australia",
        "AUD",
        "http://hooks.example.com/x",
        "2026-13-01T00:00:00Z",
        "not base64!!",
    ];
    let mut v: Vec<Value> = strings.iter().map(|s| json!(s)).collect();
    v.push(json!("x".repeat(300)));
    v
}

/// Plausible values of a field, by its name (the first is the one an all-zero tape takes).
fn plausible(field: &str, scalar: &str) -> Vec<Value> {
    let v: &[&str] = match field {
        "firstName" => &["Ada", "Jean-Luc", "Zoë"],
        "middleName" => &["Grace"],
        "lastName" => &["Lovelace", "O'Neil"],
        "name" | "accountName" => &["Ada Lovelace"],
        "companyName" | "legalName" => &["Acme Pty Ltd", "Kōwhai Ltd"],
        "tradingAsName" => &["Acme"],
        "email" => &["ops@example.com"],
        "mobile" => &["+61412345678", "+64211234567"],
        "dob" => &["1985-06-15", "1970-01-31"],
        "bsb" => &["062-000", "802985"],
        "accountNo" => &["12345678"],
        "iban" => &["GB82WEST12345698765432"],
        "bic" => &["NATAAU3M", "DEUTDEFF500"],
        "aba" => &["011000015"],
        "clabe" => &["032180000118359719"],
        "cnaps" => &["102100099996"],
        "ifsc" => &["HDFC0000001"],
        "sortCode" => &["12-34-56"],
        "payid" => &["ops@example.com", "0412345678"],
        "acn" => &["000000019"],
        "businessNumber" => &["51824753556"],
        "country" => &["AU", "NZ", "GB"],
        "street" => &["1 George St"],
        "suburb" => &["Sydney"],
        "state" => &["NSW"],
        "postcode" => &["2000"],
        "building" => &["Level 3"],
        "docNumber" => &["123456789"],
        "issuer" => &["NSW"],
        "issueDate" => &["2020-01-01"],
        "expiryDate" => &["2030-01-01"],
        "fromDate" => &["2026-06-01"],
        "externalId" => &["ext-1"],
        "externalReference" => &["invoice 42"],
        "idempotencyKey" => &["4f6c2a9e-1d1b-4e0a-9a56-0d4b1a6f3c11"],
        "callbackUri" => &["https://hooks.example.com/cb"],
        "reason" => &["Payment for services"],
        "text" => &["The funds came from salary"],
        "fileName" => &["invoice.pdf"],
        "contentType" => &["application/pdf"],
        "content" => &["JVBERi0xLjQK"],
        "password" => &["a-password"],
        "roles" => &["admin"],
        "access" => &["compliance"],
        _ => match scalar {
            "ID" => &["sc_1", "wd_2"],
            "DateTime" => &["2026-06-01T00:00:00Z"],
            _ => &["Ada"],
        },
    };
    v.iter().map(|s| json!(s)).collect()
}

/// The choices of one case, read in order; an exhausted tape reads 0.
struct Tape<'a> {
    choices: &'a [u32],
    at: usize,
}

impl Tape<'_> {
    fn next(&mut self, n: usize) -> usize {
        let c = self.choices.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        c as usize % n.max(1)
    }
}

/// Generates argument values from the schema, counting the input types it builds.
struct Generator<'s> {
    schema: &'s Schema,
    bad: Vec<Value>,
    /// One string in `noise` is a bad one (0: none), chosen per case.
    noise: Cell<usize>,
    /// An optional field is there this many times in four (1 to 3), chosen per case.
    presence: Cell<usize>,
    built: RefCell<BTreeMap<String, usize>>,
}

impl Generator<'_> {
    /// A value of `ty` for the field `name` that GraphQL's own coercion accepts, so that the
    /// verdict is the simulator's.
    fn value(&self, ty: &Type, name: &str, depth: u32, t: &mut Tape) -> Value {
        if ty.is_list() {
            let n = t.next(3);
            return Value::Array(
                (0..n)
                    .map(|_| self.value(ty.item_type(), name, depth, t))
                    .collect(),
            );
        }
        let named = ty.inner_named_type().as_str();
        match self.schema.types.get(named) {
            Some(ExtendedType::Enum(e)) => {
                let values: Vec<&str> = e.values.keys().map(|k| k.as_str()).collect();
                json!(values[t.next(values.len())])
            }
            Some(ExtendedType::InputObject(io)) => {
                *self.built.borrow_mut().entry(named.to_owned()).or_default() += 1;
                let mut m = serde_json::Map::new();
                for (field, def) in &io.fields {
                    // Optional fields: there `presence` times in four (left out on 0), and
                    // always left out below the depth limit.
                    let there = t.next(4) >= 4 - self.presence.get();
                    if def.ty.is_non_null() || (depth > 0 && there) {
                        let v = self.value(&def.ty, field.as_str(), depth.saturating_sub(1), t);
                        m.insert(field.to_string(), v);
                    }
                }
                Value::Object(m)
            }
            _ => match named {
                "Float" => json!([10.5, 250.0, 1024.0, 0.001, -1.0, 0.0, 1e13][t.next(7)]),
                "Int" => json!([1, 5, 0, -3, 100_000][t.next(5)]),
                "Boolean" => json!(t.next(2) == 1),
                scalar => {
                    // A bad value one time in `noise` (never at 0).
                    let noise = self.noise.get();
                    if noise == 0 || t.next(noise) != 0 {
                        let good = plausible(name, scalar);
                        good[t.next(good.len())].clone()
                    } else {
                        self.bad[t.next(self.bad.len())].clone()
                    }
                }
            },
        }
    }
}

/// How a root field's argument is generated and judged.
enum ArgKind {
    /// An input object argument: judged by `catalog::validate` of its type.
    Input(String),
    /// An `ID` argument: judged by payments-types' `Id` rule.
    Id,
    /// Any other argument (`balances(currencies:)`, enum values GraphQL checks itself).
    Other,
}

struct Arg {
    name: String,
    ty: Type,
    kind: ArgKind,
}

/// A root field with arguments and the document that calls it with every argument a variable.
struct Call {
    field: String,
    document: String,
    args: Vec<Arg>,
}

fn calls(schema: &Schema) -> Vec<Call> {
    let mut out = Vec::new();
    for (root, keyword) in [("Query", "query"), ("Mutation", "mutation")] {
        let Some(object) = schema.get_object(root) else {
            continue;
        };
        for (field, def) in &object.fields {
            if def.arguments.is_empty() {
                continue;
            }
            let args: Vec<Arg> = def
                .arguments
                .iter()
                .map(|a| {
                    let named = a.ty.inner_named_type().as_str();
                    let kind = match schema.types.get(named) {
                        Some(ExtendedType::InputObject(_)) => ArgKind::Input(named.to_owned()),
                        _ if named == "ID" => ArgKind::Id,
                        _ => ArgKind::Other,
                    };
                    Arg {
                        name: a.name.to_string(),
                        ty: (*a.ty).clone(),
                        kind,
                    }
                })
                .collect();
            let vars: Vec<String> = args
                .iter()
                .map(|a| format!("${}: {}", a.name, a.ty))
                .collect();
            let pass: Vec<String> = args.iter().map(|a| format!("{0}: ${0}", a.name)).collect();
            let selection = match schema.types.get(def.ty.inner_named_type()) {
                Some(ExtendedType::Object(o)) if o.fields.contains_key("success") => {
                    "{ success code message }"
                }
                Some(ExtendedType::Object(_)) => "{ __typename }",
                _ => "",
            };
            out.push(Call {
                field: field.to_string(),
                document: format!(
                    "{keyword} Q({}) {{ {field}({}) {selection} }}",
                    vars.join(", "),
                    pass.join(", ")
                ),
                args,
            });
        }
    }
    out
}

/// Every input object type reachable from an argument of `calls`, nested ones included.
fn reachable(schema: &Schema, calls: &[Call]) -> BTreeSet<String> {
    let mut reached: BTreeSet<String> = calls
        .iter()
        .flat_map(|c| &c.args)
        .filter_map(|a| match &a.kind {
            ArgKind::Input(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    for _ in 0..16 {
        let nested: Vec<String> = reached
            .iter()
            .filter_map(|t| schema.get_input_object(t.as_str()))
            .flat_map(|io| {
                io.fields
                    .values()
                    .map(|f| f.ty.inner_named_type().to_string())
            })
            .filter(|t| schema.get_input_object(t.as_str()).is_some() && !reached.contains(t))
            .collect();
        if nested.is_empty() {
            break;
        }
        reached.extend(nested);
    }
    reached
}

/// Whether a value of `ty` can break an input rule: it holds a string, an id, a date-time or
/// a number somewhere (enums and booleans GraphQL checks itself).
fn refusable(schema: &Schema, ty: &Type, depth: u32) -> bool {
    let named = ty.inner_named_type().as_str();
    match schema.types.get(named) {
        Some(ExtendedType::Enum(_)) => false,
        Some(ExtendedType::InputObject(io)) => {
            depth > 0
                && io
                    .fields
                    .values()
                    .any(|f| refusable(schema, &f.ty, depth - 1))
        }
        _ => named != "Boolean",
    }
}

/// Drops `null` members: in GraphQL an input field given as `null` is the same as absent.
fn strip_nulls(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), strip_nulls(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(strip_nulls).collect()),
        other => other.clone(),
    }
}

/// What payments-types says of the arguments: the `ID` arguments first (the simulator reads
/// them before the input), then the input object. `Err` holds the refusal's message as the
/// service writes it (`field: message [rule]; ...`).
fn expected(call: &Call, vars: &Value, today: time::Date) -> Result<(), String> {
    let joined = |errors: &payments_types::ValidationErrors| {
        errors
            .iter()
            .map(|e| format!("{}: {} [{}]", e.field(), e.message(), e.rule()))
            .collect::<Vec<_>>()
            .join("; ")
    };
    for arg in &call.args {
        if let (ArgKind::Id, Some(text)) = (&arg.kind, vars[&arg.name].as_str())
            && let Err(e) = Id::parse(text)
        {
            return Err(joined(&e.at(&arg.name).into()));
        }
    }
    for arg in &call.args {
        if let ArgKind::Input(type_name) = &arg.kind {
            let value = &vars[&arg.name];
            if value.is_null() {
                continue;
            }
            catalog::validate(type_name, &strip_nulls(value), &Context::on(today))
                .unwrap_or_else(|| panic!("{type_name} is not in payments-types' catalogue"))
                .map_err(|e| joined(&e))?;
        }
    }
    Ok(())
}

/// What the simulator said: `Ok(())` when it accepted (a look-up that found nothing
/// included), else (code, message).
fn verdict(reply: &Reply, field: &str) -> Result<(), (String, String)> {
    if let Some(e) = reply.body["errors"].get(0) {
        let code = e["extensions"]["code"].as_str().unwrap_or_default();
        return Err((
            code.to_owned(),
            e["message"].as_str().unwrap_or_default().to_owned(),
        ));
    }
    let r = reply.data(field);
    match r.get("success") {
        Some(ok) if ok != true => Err((
            r["code"].as_str().unwrap_or_default().to_owned(),
            r["message"].as_str().unwrap_or_default().to_owned(),
        )),
        _ => Ok(()),
    }
}

/// Refusals the simulator may add to what the types accept: stored state and the service's
/// policy (docs/spec-readings.md: "What the types cannot judge"), matched in the message.
const SERVICE_RULES: &[&str] = &[
    "[combination]",
    "[refund.amount]",
    // A payment's `sourceOfFunds` for CNY, INR, PHP and IDR: the service's policy (docs/spec-readings.md).
    "sourceOfFunds: is mandatory for payments in",
];

/// Tallies of one run, to show the cases meant something.
#[derive(Default)]
struct Tally {
    accepted: BTreeMap<String, usize>,
    refused: BTreeMap<String, usize>,
    not_compared: usize,
}

#[test]
fn the_simulator_refuses_exactly_what_payments_types_refuses() {
    let schema = Schema::parse(payments_schema::SDL, "payments.graphql").expect("the SDL parses");
    let calls = calls(&schema);
    let reached = reachable(&schema, &calls);
    for name in catalog::input_type_names() {
        assert!(reached.contains(name), "{name} is reached by no argument");
    }
    let generator = Generator {
        schema: &schema,
        bad: bad_strings(),
        noise: Cell::new(0),
        presence: Cell::new(2),
        built: RefCell::default(),
    };

    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let (sim, token) = rt.block_on(async {
        // `login` is called too: no wait between two logins of one user.
        let sim = Sim::start_with(payments_sim::SimConfig {
            login_interval_secs: 0,
            ..payments_sim::SimConfig::for_tests()
        })
        .await;
        let token = sim.login_demo().await;
        (sim, token)
    });
    let today = sim.handle.now().date();
    let tally = RefCell::new(Tally::default());

    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(4_000);
    // The same cases on every run, so that the coverage checks below cannot flake; set
    // PROPTEST_RNG_SEED to explore others.
    let defaults = Config::default();
    let rng_seed = match defaults.rng_seed {
        RngSeed::Random => RngSeed::Fixed(0x0e50_11ce),
        chosen => chosen,
    };
    let mut runner = TestRunner::new(Config {
        cases,
        rng_seed,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..defaults
    });
    let strategy = (0..calls.len(), prop::collection::vec(any::<u32>(), 0..160));
    runner
        .run(&strategy, |(which, choices)| {
            let call = &calls[which];
            let mut tape = Tape { choices: &choices, at: 0 };
            // How noisy this case is: clean, one bad string in 20, in 5, or in 2.
            generator.noise.set([0, 20, 5, 2][tape.next(4)]);
            generator.presence.set(1 + tape.next(3));
            let mut vars = serde_json::Map::new();
            for arg in &call.args {
                // Optional arguments: sometimes left out (null).
                if arg.ty.is_non_null() || tape.next(4) != 0 {
                    vars.insert(arg.name.clone(), generator.value(&arg.ty, &arg.name, 3, &mut tape));
                }
            }
            let vars = Value::Object(vars);
            let want = expected(call, &vars, today);
            let reply = rt.block_on(sim.post(Some(&token), &call.document, vars.clone(), None));
            let got = verdict(&reply, &call.field);
            let mut tally = tally.borrow_mut();
            match (want, got) {
                (Ok(()), Ok(())) => *tally.accepted.entry(call.field.clone()).or_default() += 1,
                (Ok(()), Err((code, message))) => {
                    prop_assert!(
                        code != "VALIDATION_ERROR" || SERVICE_RULES.iter().any(|r| message.contains(r)),
                        "{}: the types accept {vars} but the simulator refused it: {code} {message}",
                        call.field
                    );
                    *tally.accepted.entry(call.field.clone()).or_default() += 1;
                }
                // GraphQL's own input coercion refused before the simulator read the input.
                (Err(_), Err((code, message))) if code.is_empty() => {
                    prop_assert!(
                        message.starts_with("Invalid value for argument"),
                        "{}: {vars}: {message}",
                        call.field
                    );
                    tally.not_compared += 1;
                }
                (Err(message), got) => {
                    prop_assert_eq!(
                        got,
                        Err(("VALIDATION_ERROR".to_owned(), message)),
                        "{} with {}",
                        &call.field,
                        vars
                    );
                    *tally.refused.entry(call.field.clone()).or_default() += 1;
                }
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));

    // The cases meant something: every root field with arguments was called, accepted and
    // refused inputs both came up, every reachable input type was built, and GraphQL itself
    // refused few.
    let tally = tally.into_inner();
    let cases = cases as usize;
    let built = generator.built.into_inner();
    let (accepted, refused): (usize, usize) =
        (tally.accepted.values().sum(), tally.refused.values().sum());
    println!(
        "{cases} cases over {} root fields: {accepted} accepted by the types, {refused} refused, \
         {} refused by GraphQL's coercion; input types built: {built:?}; accepted per field: \
         {:?}; refused per field: {:?}",
        calls.len(),
        tally.not_compared,
        tally.accepted,
        tally.refused
    );
    // Fewer cases than the default (a quick local run) prove too little to check coverage.
    if cases >= 4_000 {
        for call in &calls {
            let accepted = tally.accepted.get(&call.field).copied().unwrap_or(0);
            let refused = tally.refused.get(&call.field).copied().unwrap_or(0);
            assert!(accepted > 0, "{}: no input the types accept", call.field);
            let can_refuse = call.args.iter().any(|a| refusable(&schema, &a.ty, 8));
            assert!(
                refused > 0 || !can_refuse,
                "{}: no input the types refuse",
                call.field
            );
        }
        for name in &reached {
            assert!(
                built.get(name).copied().unwrap_or(0) >= cases / 1_000,
                "{name} was built {} times",
                built.get(name).copied().unwrap_or(0)
            );
        }
        assert!(
            accepted * 10 >= cases && refused * 10 >= cases,
            "{accepted} accepted, {refused} refused"
        );
        assert!(
            tally.not_compared * 20 <= cases,
            "{} not compared",
            tally.not_compared
        );
    }
}
