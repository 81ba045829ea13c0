//! [`Control`]: the simulator's control API (`/sim/...`), standing in for the web portal and
//! the banks. Only scenarios of `Reach::Simulator` use it.

use anyhow::{Context as _, bail};
use serde_json::{Value, json};

/// A client of the simulator's control API.
#[derive(Debug, Clone)]
pub struct Control {
    base: String,
    http: reqwest::Client,
}

impl Control {
    /// A client of the control API of the simulator at `base_url` (`SimHandle::base_url`);
    /// public for tests that start their own simulator.
    pub fn new(base_url: &str) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .user_agent(crate::clients::USER_AGENT)
            .build()?;
        Ok(Self {
            base: base_url.trim_end_matches('/').to_owned(),
            http,
        })
    }

    /// `POST /sim/<path>` with a JSON body; the reply's JSON, or an error naming the call and
    /// the simulator's message when the status is not 2xx.
    pub async fn post(&self, path: &str, body: Value) -> anyhow::Result<Value> {
        let url = format!("{}/sim/{path}", self.base);
        let response = self.http.post(&url).json(&body).send().await?;
        read(&format!("POST /sim/{path}"), response).await
    }

    /// `GET /sim/<path>`.
    pub async fn get(&self, path: &str) -> anyhow::Result<Value> {
        let url = format!("{}/sim/{path}", self.base);
        let response = self.http.get(&url).send().await?;
        read(&format!("GET /sim/{path}"), response).await
    }

    /// Back to the seeded state.
    pub async fn reset(&self) -> anyhow::Result<()> {
        self.post("reset", json!({})).await.map(drop)
    }

    /// Back to the records the UAT profile starts with (the control API stays).
    pub async fn reset_to_uat(&self) -> anyhow::Result<()> {
        self.post("reset", json!({"profile": "uat"}))
            .await
            .map(drop)
    }

    /// Moves the simulated clock and runs what became due.
    pub async fn advance(&self, seconds: u64) -> anyhow::Result<()> {
        self.post("clock/advance", json!({ "seconds": seconds }))
            .await
            .map(drop)
    }

    /// A deposit arrives on a VAN; the deposit record.
    pub async fn deposit(&self, deposit: Value) -> anyhow::Result<Value> {
        self.post("deposits", deposit).await
    }

    /// Adds an active account member with `compliance` access (needed for RFIs).
    pub async fn add_compliance_member(&self) -> anyhow::Result<Value> {
        self.post(
            "members",
            json!({
                "firstName": "Cora",
                "lastName": "Pliance",
                "email": "cora.pliance@payments.test",
                "roles": ["compliance_officer"],
                "access": ["compliance"]
            }),
        )
        .await
    }

    /// The event kinds recorded for one record, oldest first.
    pub async fn events_of(&self, record_id: &str) -> anyhow::Result<Vec<String>> {
        let events = self.get("events").await?;
        Ok(events
            .as_array()
            .context("GET /sim/events did not return a list")?
            .iter()
            .filter(|e| e["payload"]["id"] == record_id)
            .filter_map(|e| e["event"].as_str().map(str::to_owned))
            .collect())
    }
}

async fn read(call: &str, response: reqwest::Response) -> anyhow::Result<Value> {
    let status = response.status();
    let text = response.text().await?;
    let body: Value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    if !status.is_success() {
        bail!("{call}: HTTP {status}: {body}");
    }
    Ok(body)
}
