//! Fetching a schema by introspection: from an endpoint, or from the embedded simulator started
//! in-process on a loopback port. Used by `schema-diff` (its NEW default) and `schema-pull`.

use std::time::Duration;

use payments_client::ExtraRoots;
use payments_client::trust::{CA_FILE_HINT, refused_certificate};
use payments_sim::SimConfig;
use schema_diff::load::INTROSPECTION_QUERY;

/// The user-agent of our tools: the service's firewall may block generic client values.
const USER_AGENT: &str = concat!("payments-workspace-xtask/", env!("CARGO_PKG_VERSION"));

/// Where a schema comes from when no file is given.
pub enum Source {
    /// A live endpoint.
    Endpoint(String),
    /// The simulator, started in-process for the duration of the call.
    EmbeddedSimulator,
}

impl Source {
    /// `PAYMENTS_ENDPOINT` when set and not empty, else the embedded simulator.
    pub fn from_env() -> Self {
        match std::env::var("PAYMENTS_ENDPOINT") {
            Ok(url) if !url.trim().is_empty() => Self::Endpoint(url),
            _ => Self::EmbeddedSimulator,
        }
    }

    /// How the source is named in messages.
    pub fn label(&self) -> String {
        match self {
            Self::Endpoint(url) => url.clone(),
            Self::EmbeddedSimulator => "embedded simulator".to_owned(),
        }
    }

    /// The introspection result (the response body's JSON text).
    pub fn introspect(&self) -> Result<String, String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|error| format!("cannot start the async runtime: {error}"))?;
        runtime.block_on(async {
            match self {
                Self::Endpoint(url) => post_introspection(url).await,
                Self::EmbeddedSimulator => {
                    let simulator = payments_sim::spawn(SimConfig::default())
                        .await
                        .map_err(|error| format!("cannot start the simulator: {error}"))?;
                    let result = post_introspection(&simulator.url).await;
                    simulator.shutdown();
                    result
                }
            }
        })
    }
}

/// Posts the introspection query to `url`; the body of a 2xx reply, or a message naming the
/// endpoint and what went wrong. The HTTP stack is payments-client's: https with the platform's
/// roots plus `PAYMENTS_CA_FILE`, HTTP/2 where offered, the proxy settings of the environment.
async fn post_introspection(url: &str) -> Result<String, String> {
    match reqwest::Url::parse(url) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") => {}
        _ => return Err(format!("{url}: not an http(s) URL")),
    }
    let mut builder = reqwest::Client::builder()
        .user_agent(USER_AGENT)
        .timeout(Duration::from_secs(30));
    if let Some(roots) = ExtraRoots::from_env().map_err(|error| error.to_string())? {
        builder = roots.apply(builder);
    }
    let client = builder
        .build()
        .map_err(|error| format!("{url}: cannot build an HTTP client: {error}"))?;
    let response = client
        .post(url)
        .json(&serde_json::json!({ "query": INTROSPECTION_QUERY }))
        .send()
        .await
        .map_err(|error| match refused_certificate(&error) {
            Some(reason) => format!(
                "{url}: the TLS certificate of {} is not trusted ({reason}); {CA_FILE_HINT}",
                host_of(url)
            ),
            None => format!("{url}: unreachable: {}", with_causes(&error)),
        })?;
    let status = response.status();
    let body = response
        .text()
        .await
        .map_err(|error| format!("{url}: reading the reply failed: {error}"))?;
    if !status.is_success() {
        let start: String = body.chars().take(200).collect();
        return Err(format!("{url}: HTTP {status}: {start}"));
    }
    Ok(body)
}

/// `host:port` of a URL already checked to parse.
fn host_of(url: &str) -> String {
    reqwest::Url::parse(url)
        .ok()
        .and_then(|u| Some(format!("{}:{}", u.host_str()?, u.port_or_known_default()?)))
        .unwrap_or_else(|| url.to_owned())
}

/// An error with its causes, `outer: inner: innermost` (reqwest's own message omits the cause,
/// such as "Connection refused").
fn with_causes(error: &dyn std::error::Error) -> String {
    std::iter::successors(Some(error), |e| e.source())
        .take(8)
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join(": ")
}
