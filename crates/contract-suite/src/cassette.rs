//! Cassettes: the exchanges of a live run, kept so the run can be replayed offline
//! (`--replay`) and the simulator held to what the live service said (`sim-fidelity`).
//!
//! One file per scenario, `DIR/<scenario>.json`, pretty JSON with a fixed key order (the
//! cassette's fields in declaration order, every JSON object's keys sorted), one exchange per
//! block, so a re-recording shows in review as what changed:
//!
//! ```json
//! {
//!   "formatVersion": 1,
//!   "scenario": "payouts_idempotency",
//!   "recordedAt": "2026-11-26T11:20:00Z",
//!   "endpoint": "https://uat.example/graphql",
//!   "schemaSha256": "…",
//!   "exchanges": [
//!     {"operation": "CreateWithdrawal", "document": {"contract": "createWithdrawal"},
//!      "variables": {…}, "status": 200, "headers": {"retry-after": "1"}, "reply": {…}, "atMs": 1200}
//!   ]
//! }
//! ```
//!
//! The run's first login, before any scenario, goes to `preflight.json`.
//!
//! `document` names the contract file when the request sent a contract's exact text, and holds
//! the text otherwise (the suite's deliberately bad raw requests). `headers` keeps only those
//! that matter to a client: `retry-after` and the rate-limit ones. `atMs` is the endpoint's
//! time since the scenario started. Nothing secret or personal is stored ([`redact`]).

pub mod matching;
pub mod redact;
pub mod server;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use time::OffsetDateTime;

/// The layout version this build reads and writes.
pub const FORMAT_VERSION: u64 = 1;

/// The cassette of what a run does before its first scenario (its one login that checks the
/// endpoint can be reached): `DIR/preflight.json`, replayed first as it happened first.
pub const PREFLIGHT: &str = "preflight";

/// The recorded exchanges of one scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Cassette {
    /// [`FORMAT_VERSION`].
    pub format_version: u64,
    /// The scenario's name (the file's stem).
    pub scenario: String,
    /// When the scenario started, on the endpoint's clock.
    #[serde(with = "time::serde::rfc3339")]
    pub recorded_at: OffsetDateTime,
    /// The endpoint recorded, without credentials, query or fragment.
    pub endpoint: String,
    /// SHA-256 of the vendored schema the run was checked against.
    pub schema_sha256: String,
    /// The exchanges, in the order they happened.
    pub exchanges: Vec<Exchange>,
}

/// One request and its reply.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Exchange {
    /// The GraphQL operation name (`CreateWithdrawal`), or the root field of an unnamed one.
    pub operation: String,
    /// The document sent.
    pub document: Document,
    /// The variables sent (redacted).
    pub variables: Value,
    /// The HTTP status of the reply.
    pub status: u16,
    /// The reply headers that matter: `retry-after` and the rate-limit ones.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub headers: BTreeMap<String, String>,
    /// The reply body (redacted): its JSON, or its text when it is not JSON.
    pub reply: Value,
    /// Milliseconds since the scenario started, on the endpoint's clock.
    pub at_ms: u64,
}

/// The document of a request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Document {
    /// The exact text of `contracts/<root field>.graphql`.
    Contract(String),
    /// Any other text, kept whole.
    Query(String),
}

impl Document {
    /// The document of `query`: a contract's name when it is one's exact text.
    pub fn of(query: &str) -> Self {
        payments_client::contracts::all()
            .into_iter()
            .find(|(_, text)| text == query)
            .map_or_else(
                || Self::Query(query.to_owned()),
                |(root, _)| Self::Contract(root.to_owned()),
            )
    }

    /// The text of the document.
    pub fn text(&self) -> Option<String> {
        match self {
            Self::Query(text) => Some(text.clone()),
            Self::Contract(root) => payments_client::contracts::all()
                .into_iter()
                .find(|(r, _)| r == root)
                .map(|(_, text)| text),
        }
    }
}

/// Why a cassette cannot be used: named with its file, and the line where that is known.
#[derive(Debug, thiserror::Error)]
pub enum CassetteError {
    /// The file or folder cannot be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not a cassette of this layout.
    #[error("{}:{line}: {why}", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// The line (1-based).
        line: usize,
        /// What is wrong.
        why: String,
    },
}

impl Cassette {
    /// The file of `scenario` in `dir`.
    pub fn path(dir: &Path, scenario: &str) -> PathBuf {
        dir.join(format!("{scenario}.json"))
    }

    /// The cassette's text: pretty JSON, keys in a fixed order, a final newline.
    pub fn to_text(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).expect("a cassette is JSON");
        text.push('\n');
        text
    }

    /// Writes the cassette to `dir/<scenario>.json` (creating `dir`).
    pub fn write(&self, dir: &Path) -> Result<PathBuf, CassetteError> {
        let path = Self::path(dir, &self.scenario);
        let io = |source| CassetteError::Io {
            path: path.clone(),
            source,
        };
        std::fs::create_dir_all(dir).map_err(io)?;
        std::fs::write(&path, self.to_text()).map_err(io)?;
        Ok(path)
    }

    /// Reads the cassette at `path`: a file that is not JSON, names another layout version or
    /// does not hold a cassette's fields is refused with its line.
    pub fn read(path: &Path) -> Result<Self, CassetteError> {
        let text = std::fs::read_to_string(path).map_err(|source| CassetteError::Io {
            path: path.to_owned(),
            source,
        })?;
        Self::parse(&text, path)
    }

    /// The cassette of `text`, read from `path` (for messages).
    pub fn parse(text: &str, path: &Path) -> Result<Self, CassetteError> {
        let damaged = |line: usize, why: String| CassetteError::Damaged {
            path: path.to_owned(),
            line,
            why,
        };
        let value: Value =
            serde_json::from_str(text).map_err(|e| damaged(e.line(), e.to_string()))?;
        let version_line = text
            .lines()
            .position(|l| l.contains("\"formatVersion\""))
            .map_or(1, |i| i + 1);
        match value.get("formatVersion").and_then(Value::as_u64) {
            Some(FORMAT_VERSION) => {}
            Some(other) => {
                return Err(damaged(
                    version_line,
                    format!(
                        "cassette format version {other}; this build reads version {FORMAT_VERSION} (record it again)"
                    ),
                ));
            }
            None => {
                return Err(damaged(
                    version_line,
                    "no \"formatVersion\": not a cassette".into(),
                ));
            }
        }
        // Deserialized from the text, not the value, so a wrong field is named with its line.
        serde_json::from_str(text).map_err(|e| damaged(e.line(), e.to_string()))
    }

    /// Every cassette in `dir` (`*.json`), by scenario name. An empty or missing folder is
    /// refused: a replay of nothing would pass vacuously.
    pub fn read_dir(dir: &Path) -> Result<BTreeMap<String, Self>, CassetteError> {
        let io = |source| CassetteError::Io {
            path: dir.to_owned(),
            source,
        };
        let mut out = BTreeMap::new();
        for entry in std::fs::read_dir(dir).map_err(io)? {
            let path = entry.map_err(io)?.path();
            if path.extension().is_some_and(|e| e == "json") {
                let cassette = Self::read(&path)?;
                out.insert(cassette.scenario.clone(), cassette);
            }
        }
        if out.is_empty() {
            return Err(io(std::io::Error::new(
                std::io::ErrorKind::NotFound,
                "no cassette (*.json) in this folder",
            )));
        }
        Ok(out)
    }

    /// Days since the cassette was recorded, at `now`.
    pub fn age_days(&self, now: OffsetDateTime) -> i64 {
        (now - self.recorded_at).whole_days()
    }
}

/// SHA-256 of the vendored schema, lower-case hex.
pub fn schema_sha256() -> String {
    use sha2::Digest as _;
    hex(&sha2::Sha256::digest(payments_schema::SDL.as_bytes()))
}

/// Lower-case hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The endpoint as a cassette names it: scheme, host, port and path; no credentials, query
/// or fragment.
pub fn endpoint_label(endpoint: &str) -> String {
    match reqwest::Url::parse(endpoint) {
        Ok(mut url) => {
            let _ = url.set_username("");
            let _ = url.set_password(None);
            url.set_query(None);
            url.set_fragment(None);
            url.to_string()
        }
        Err(_) => "(not a URL)".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sample() -> Cassette {
        Cassette {
            format_version: FORMAT_VERSION,
            scenario: "lookups".into(),
            recorded_at: time::macros::datetime!(2026-11-26 11:20:00 UTC),
            endpoint: "https://uat.example/graphql".into(),
            schema_sha256: schema_sha256(),
            exchanges: vec![Exchange {
                operation: "Balances".into(),
                document: Document::of(
                    &payments_client::contracts::all()
                        .into_iter()
                        .find(|(r, _)| *r == "balances")
                        .unwrap()
                        .1,
                ),
                variables: json!({"currencies": null}),
                status: 200,
                headers: BTreeMap::new(),
                reply: json!({"data": {"balances": []}}),
                at_ms: 0,
            }],
        }
    }

    #[test]
    fn a_cassette_reads_back_as_written_and_names_its_contract() {
        let cassette = sample();
        assert_eq!(
            cassette.exchanges[0].document,
            Document::Contract("balances".into())
        );
        let text = cassette.to_text();
        assert_eq!(
            Cassette::parse(&text, Path::new("c.json")).unwrap(),
            cassette
        );
        assert_eq!(
            Document::of("query { nope }"),
            Document::Query("query { nope }".into())
        );
    }

    #[test]
    fn damaged_and_unknown_version_cassettes_are_named_with_file_and_line() {
        let path = Path::new("tapes/lookups.json");
        let text = sample().to_text();
        let newer = text.replacen("\"formatVersion\": 1", "\"formatVersion\": 2", 1);
        assert_eq!(
            Cassette::parse(&newer, path).unwrap_err().to_string(),
            "tapes/lookups.json:2: cassette format version 2; this build reads version 1 (record it again)"
        );
        let cut = &text[..text.len() / 2];
        let e = Cassette::parse(cut, path).unwrap_err().to_string();
        assert!(e.starts_with("tapes/lookups.json:"), "{e}");
        let wrong = text.replacen("\"status\": 200", "\"status\": \"ok\"", 1);
        let e = Cassette::parse(&wrong, path).unwrap_err().to_string();
        let line = wrong.lines().position(|l| l.contains("\"ok\"")).unwrap() + 1;
        assert!(
            e.starts_with(&format!("tapes/lookups.json:{line}: ")),
            "{e}"
        );
    }

    #[test]
    fn the_endpoint_label_holds_no_credentials() {
        assert_eq!(
            endpoint_label("https://user:pw@uat.example:8443/graphql?key=s3cret#x"),
            "https://uat.example:8443/graphql"
        );
    }
}
