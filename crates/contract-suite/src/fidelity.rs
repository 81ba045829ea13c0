//! Simulator fidelity: the requests of recorded cassettes replayed against the embedded
//! simulator, and each reply compared with the one the live service gave.
//!
//! One simulator in its UAT profile serves the whole folder, the cassettes in the order they
//! were recorded (as the live run met one account, whose records build up). Its clock stands
//! still but where the recording moved on: it starts at the first cassette's time (the run's
//! first login: the profile's starting records are as old as the run) and is moved to each
//! exchange's recorded time (`recordedAt` + `atMs`) before the exchange is sent, so processing
//! that had happened live has happened here too. The simulator's own delays are its own: a
//! status the live service reached sooner or later than the simulator does is a difference,
//! and a record a real UAT account held long before the run may be further along there.
//!
//! A request is sent as recorded but for: a `Login` sends the simulator's demo credentials (the
//! cassette holds none); the token is the simulator's; and every id a recorded reply gave, every
//! time it stamped (a `createdAt` a later filter sends back), and every fake personal value it
//! gave (an account number, a name), is replaced by what the simulator gave in the same place. The cassette's other fakes pass payments-types' rules, so
//! the simulator takes them as the service took the values they replace.
//!
//! Compared, field by field along the document's selection: the HTTP status; the GraphQL error
//! codes; which selected fields are absent, null or present; the JSON kind of every value (a
//! string where the simulator gives a number); list emptiness; the value of every enum field
//! (the statuses records reach, among them), of every `Boolean` (a reply's `success`, a quote's
//! `inverted`) and of a reply's `code`. Amounts, counts, ids, names and times are not compared:
//! a real account's balances and history differ from the simulator's by design. A document the schema refuses (a
//! deliberately bad request) is compared by status and error codes only.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use apollo_compiler::executable::SelectionSet;
use apollo_compiler::schema::ExtendedType;
use apollo_compiler::validation::Valid;
use apollo_compiler::{ExecutableDocument, Schema};
use payments_sim::{Profile, SimConfig};
use serde_json::{Value, json};

use crate::cassette::redact::personal_values;
use crate::cassette::{Cassette, CassetteError};
use crate::clients::{DEMO_EMAIL, DEMO_PASSWORD, USER_AGENT};
use crate::conformance::selected_fields;

/// One way the simulator answered otherwise than the live service.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Difference {
    /// The cassette's scenario.
    pub scenario: String,
    /// The exchange's operation.
    pub operation: String,
    /// The exchange's place in its cassette, from 1.
    pub exchange: usize,
    /// The JSON path in the reply (`data.withdrawal.status`), or `status` for the HTTP status.
    pub path: String,
    /// The schema coordinate (`Withdrawal.status`), `errors`, or `response`.
    pub coordinate: String,
    /// What the live service replied there.
    pub recorded: String,
    /// What the simulator replied there.
    pub simulator: String,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} #{} {}: {} at {}: recorded {}, simulator {}",
            self.scenario,
            self.exchange,
            self.operation,
            self.coordinate,
            self.path,
            self.recorded,
            self.simulator
        )
    }
}

/// The comparison of one cassette.
#[derive(Debug, Clone, serde::Serialize)]
pub struct CassetteResult {
    /// Its scenario.
    pub scenario: String,
    /// Exchanges replayed.
    pub exchanges: usize,
    /// Every difference, in order.
    pub differences: Vec<Difference>,
}

/// The whole comparison.
#[derive(Debug, Clone, serde::Serialize)]
pub struct FidelityReport {
    /// The folder of cassettes.
    pub folder: String,
    /// Each cassette, in the order replayed.
    pub cassettes: Vec<CassetteResult>,
}

/// Version of the JSON report's layout.
pub const FIDELITY_FORMAT_VERSION: u32 = 1;

impl FidelityReport {
    /// Whether the simulator answered every exchange as recorded.
    pub fn same(&self) -> bool {
        self.cassettes.iter().all(|c| c.differences.is_empty())
    }

    /// Every difference.
    pub fn differences(&self) -> impl Iterator<Item = &Difference> {
        self.cassettes.iter().flat_map(|c| &c.differences)
    }

    /// The JSON report.
    pub fn to_json(&self) -> Value {
        json!({
            "formatVersion": FIDELITY_FORMAT_VERSION,
            "folder": self.folder,
            "same": self.same(),
            "cassettes": self.cassettes,
        })
    }

    /// The JUnit XML report: one test case per cassette, failing with its differences.
    pub fn to_junit(&self) -> String {
        use quick_xml::escape::escape;
        let failures = self
            .cassettes
            .iter()
            .filter(|c| !c.differences.is_empty())
            .count();
        let mut xml = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"sim-fidelity\" tests=\"{}\" failures=\"{failures}\">\n",
            self.cassettes.len()
        );
        for c in &self.cassettes {
            xml.push_str(&format!(
                "    <testcase name=\"{}\" classname=\"sim-fidelity\">",
                escape(c.scenario.as_str())
            ));
            if !c.differences.is_empty() {
                let text: Vec<String> = c.differences.iter().map(ToString::to_string).collect();
                xml.push_str(&format!(
                    "<failure message=\"{} difference(s)\">{}</failure>",
                    c.differences.len(),
                    escape(text.join("\n").as_str())
                ));
            }
            xml.push_str("</testcase>\n");
        }
        xml.push_str("  </testsuite>\n</testsuites>\n");
        xml
    }
}

impl std::fmt::Display for FidelityReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for c in &self.cassettes {
            let verdict = if c.differences.is_empty() {
                "same".to_owned()
            } else {
                format!("{} difference(s)", c.differences.len())
            };
            writeln!(
                f,
                "{:<28} {:>3} exchanges  {verdict}",
                c.scenario, c.exchanges
            )?;
            for d in &c.differences {
                writeln!(f, "  {d}")?;
            }
        }
        let total = self.differences().count();
        writeln!(
            f,
            "simulator fidelity: {} cassettes, {} exchanges, {total} difference(s)",
            self.cassettes.len(),
            self.cassettes.iter().map(|c| c.exchanges).sum::<usize>()
        )
    }
}

/// Replays every cassette of `folder` against the embedded simulator and compares.
pub async fn run(folder: &Path) -> Result<FidelityReport, CassetteError> {
    let mut cassettes: Vec<Cassette> = Cassette::read_dir(folder)?.into_values().collect();
    cassettes.sort_by_key(|c| c.recorded_at);
    let schema = Schema::parse_and_validate(payments_schema::SDL, "payments.graphql")
        .expect("the vendored schema is valid");
    let first = cassettes
        .first()
        .map(|c| c.recorded_at)
        .expect("read_dir refuses an empty folder");
    let sim = payments_sim::spawn(SimConfig {
        profile: Profile::Uat,
        time_scale: 0.0,
        start_time: Some(first),
        ..SimConfig::default()
    })
    .await
    .map_err(|e| CassetteError::Io {
        path: folder.to_owned(),
        source: std::io::Error::other(format!("the simulator does not start: {e}")),
    })?;
    let mut replayer = Replayer {
        http: reqwest::Client::new(),
        url: sim.url.clone(),
        token: None,
        ids: BTreeMap::new(),
        fakes: BTreeSet::new(),
        schema: &schema,
    };
    let mut results = Vec::new();
    for cassette in &cassettes {
        replayer.fakes = BTreeSet::new();
        for e in &cassette.exchanges {
            personal_values(&e.variables, &mut replayer.fakes);
            personal_values(&e.reply, &mut replayer.fakes);
        }
        let mut differences = Vec::new();
        for (i, exchange) in cassette.exchanges.iter().enumerate() {
            let due = cassette.recorded_at
                + time::Duration::milliseconds(i64::try_from(exchange.at_ms).unwrap_or(0));
            let ahead = (due - sim.now()).as_seconds_f64();
            if ahead > 0.0 {
                sim.advance(ahead);
            }
            let at = Place {
                scenario: &cassette.scenario,
                operation: &exchange.operation,
                exchange: i + 1,
            };
            differences.extend(replayer.exchange(&at, exchange).await);
        }
        results.push(CassetteResult {
            scenario: cassette.scenario.clone(),
            exchanges: cassette.exchanges.len(),
            differences,
        });
    }
    Ok(FidelityReport {
        folder: folder.display().to_string(),
        cassettes: results,
    })
}

/// Where an exchange sits, for its differences.
struct Place<'a> {
    scenario: &'a str,
    operation: &'a str,
    exchange: usize,
}

impl Place<'_> {
    fn difference(
        &self,
        path: &str,
        coordinate: &str,
        recorded: String,
        simulator: String,
    ) -> Difference {
        Difference {
            scenario: self.scenario.to_owned(),
            operation: self.operation.to_owned(),
            exchange: self.exchange,
            path: path.to_owned(),
            coordinate: coordinate.to_owned(),
            recorded,
            simulator,
        }
    }
}

/// Sends recorded requests to the simulator, carrying its token and its ids.
struct Replayer<'a> {
    http: reqwest::Client,
    url: String,
    token: Option<String>,
    /// A recorded id (or fake personal value) → the simulator's in the same place.
    ids: BTreeMap<String, String>,
    /// The fake personal values of the cassette being replayed.
    fakes: BTreeSet<String>,
    schema: &'a Valid<Schema>,
}

impl Replayer<'_> {
    async fn exchange(
        &mut self,
        at: &Place<'_>,
        recorded: &crate::cassette::Exchange,
    ) -> Vec<Difference> {
        let Some(text) = recorded.document.text() else {
            return vec![at.difference(
                "document",
                "response",
                format!("{:?}", recorded.document),
                "(no such contract in this build)".into(),
            )];
        };
        let mut variables = recorded.variables.clone();
        map_ids(&mut variables, &self.ids);
        if recorded.operation == "Login" {
            let affiliation = variables["input"].get("affiliation").cloned();
            variables = json!({"input": {"email": DEMO_EMAIL, "password": DEMO_PASSWORD}});
            if let Some(affiliation) = affiliation {
                variables["input"]["affiliation"] = affiliation;
            }
        }
        let mut body = json!({"query": text, "variables": variables});
        if let crate::cassette::Document::Contract(_) = recorded.document {
            body["operationName"] = Value::String(recorded.operation.clone());
        }
        let mut request = self
            .http
            .post(&self.url)
            .header("user-agent", USER_AGENT)
            .json(&body);
        if recorded.operation != "Login"
            && let Some(token) = &self.token
        {
            request = request.bearer_auth(token);
        }
        let (status, reply) = match request.send().await {
            Ok(r) => {
                let status = r.status().as_u16();
                (status, r.json::<Value>().await.unwrap_or(Value::Null))
            }
            Err(e) => {
                return vec![at.difference(
                    "status",
                    "response",
                    recorded.status.to_string(),
                    format!("no reply: {e}"),
                )];
            }
        };
        if let Some(token) = reply.pointer("/data/login/token").and_then(Value::as_str) {
            self.token = Some(token.to_owned());
        }
        let mut out = Vec::new();
        if status != recorded.status {
            out.push(at.difference(
                "status",
                "response",
                recorded.status.to_string(),
                status.to_string(),
            ));
        }
        let codes = |v: &Value| -> BTreeSet<String> {
            v["errors"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|e| {
                    e["extensions"]["code"]
                        .as_str()
                        .unwrap_or("(no code)")
                        .to_owned()
                })
                .collect()
        };
        let (was, is) = (codes(&recorded.reply), codes(&reply));
        if was != is {
            out.push(at.difference("errors", "errors", format!("{was:?}"), format!("{is:?}")));
        }
        let document =
            ExecutableDocument::parse_and_validate(self.schema, &text, "recorded.graphql");
        if let Ok(document) = document
            && let Some(operation) = document.operations.iter().next()
        {
            let mut walk = Walk {
                doc: &document,
                schema: self.schema,
                place: at,
                ids: &mut self.ids,
                fakes: &self.fakes,
                out: &mut out,
            };
            walk.object(
                &operation.selection_set,
                &recorded.reply["data"],
                &reply["data"],
                "data",
            );
        }
        out
    }
}

/// Replaces every string that is a recorded id by the simulator's.
fn map_ids(value: &mut Value, ids: &BTreeMap<String, String>) {
    match value {
        Value::String(s) => {
            if let Some(id) = ids.get(s.as_str()) {
                *s = id.clone();
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|i| map_ids(i, ids)),
        Value::Object(o) => o.values_mut().for_each(|v| map_ids(v, ids)),
        _ => {}
    }
}

/// The field-by-field comparison of one reply.
struct Walk<'a, 'b> {
    doc: &'a ExecutableDocument,
    schema: &'a Schema,
    place: &'a Place<'b>,
    ids: &'a mut BTreeMap<String, String>,
    fakes: &'a BTreeSet<String>,
    out: &'a mut Vec<Difference>,
}

impl<'a> Walk<'a, '_> {
    fn object(&mut self, set: &'a SelectionSet, recorded: &Value, sim: &Value, path: &str) {
        if let Some(difference) = nullness(recorded, sim) {
            self.differ(path, set.ty.as_str(), difference);
            return;
        }
        if !recorded.is_object() || !sim.is_object() {
            return;
        }
        let mut fields = Vec::new();
        selected_fields(self.doc, set, &mut fields);
        for (key, field) in fields {
            let coordinate = format!("{}.{}", set.ty, field.name);
            let field_path = format!("{path}.{key}");
            let (r, s) = (recorded.get(key.as_str()), sim.get(key.as_str()));
            let (Some(r), Some(s)) = (r, s) else {
                if r.is_some() || s.is_some() {
                    self.differ(&field_path, &coordinate, (presence(r), presence(s)));
                }
                continue;
            };
            let ty = &field.definition.ty;
            self.value(
                ty,
                &field.selection_set,
                r,
                s,
                &field_path,
                &coordinate,
                field.name.as_str(),
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn value(
        &mut self,
        ty: &apollo_compiler::ast::Type,
        set: &'a SelectionSet,
        r: &Value,
        s: &Value,
        path: &str,
        coordinate: &str,
        name: &str,
    ) {
        if let Some(difference) = nullness(r, s) {
            self.differ(path, coordinate, difference);
            return;
        }
        if r.is_null() {
            return;
        }
        // A value of another JSON kind (a string where the simulator gives a number, a list
        // where it gives an object) differs whatever the field.
        if std::mem::discriminant(r) != std::mem::discriminant(s) {
            self.differ(path, coordinate, (r.to_string(), s.to_string()));
            return;
        }
        if ty.is_list() {
            let (Some(ra), Some(sa)) = (r.as_array(), s.as_array()) else {
                return;
            };
            if ra.is_empty() != sa.is_empty() {
                let shown = |a: &Vec<Value>| format!("{} item(s)", a.len());
                self.differ(path, coordinate, (shown(ra), shown(sa)));
                return;
            }
            for (i, (ri, si)) in ra.iter().zip(sa).enumerate() {
                self.value(
                    ty.item_type(),
                    set,
                    ri,
                    si,
                    &format!("{path}[{i}]"),
                    coordinate,
                    name,
                );
            }
            return;
        }
        let named = ty.inner_named_type();
        match self.schema.types.get(named) {
            Some(ExtendedType::Object(_) | ExtendedType::Interface(_) | ExtendedType::Union(_)) => {
                self.object(set, r, s, path);
            }
            Some(ExtendedType::Enum(_)) => {
                if r != s {
                    self.differ(path, coordinate, (r.to_string(), s.to_string()));
                }
            }
            // An id, or a time the service stamped, that a later request may send back.
            _ if named == "ID" || named == "DateTime" => {
                if let (Some(ri), Some(si)) = (r.as_str(), s.as_str())
                    && ri != si
                {
                    self.ids.insert(ri.to_owned(), si.to_owned());
                }
            }
            _ if named == "Boolean" || name == "code" => {
                if r != s {
                    self.differ(path, coordinate, (r.to_string(), s.to_string()));
                }
            }
            _ => {
                if let (Some(ri), Some(si)) = (r.as_str(), s.as_str())
                    && ri != si
                    && self.fakes.contains(ri)
                {
                    self.ids.insert(ri.to_owned(), si.to_owned());
                }
            }
        }
    }

    fn differ(&mut self, path: &str, coordinate: &str, (recorded, simulator): (String, String)) {
        self.out
            .push(self.place.difference(path, coordinate, recorded, simulator));
    }
}

/// A selected field's presence in a reply: `absent` (the key is missing), `null` or `a value`.
fn presence(v: Option<&Value>) -> String {
    match v {
        None => "absent",
        Some(Value::Null) => "null",
        Some(_) => "a value",
    }
    .to_owned()
}

/// `(recorded, simulator)` when exactly one of the two is null.
fn nullness(r: &Value, s: &Value) -> Option<(String, String)> {
    let shown = |v: &Value| {
        if v.is_null() {
            "null".to_owned()
        } else {
            "a value".to_owned()
        }
    };
    (r.is_null() != s.is_null()).then(|| (shown(r), shown(s)))
}
