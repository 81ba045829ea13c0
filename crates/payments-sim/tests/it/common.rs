//! Test helper: a simulator on a loopback port and a tiny GraphQL poster (reqwest).

use payments_sim::control::{DepositArrival, NewMember};
use payments_sim::{Control, ControlError, SimConfig, SimHandle};
use payments_types::{AccountNo, Amount, Bsb, CurrencyCode};
use rust_decimal::Decimal;
use serde::Serialize;
use serde_json::{Value, json};

pub const UA: &str = "payments-sim-tests/1.0";

/// A directory of one test's own, removed with what it holds when dropped.
pub struct Scratch(std::path::PathBuf);

impl Scratch {
    pub fn new() -> Self {
        static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("payments-sim-it-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Self(dir)
    }

    /// `name` in the directory.
    pub fn path(&self, name: &str) -> std::path::PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub struct Sim {
    pub handle: SimHandle,
    pub http: reqwest::Client,
    /// The typed control API client.
    pub ctl: Control,
}

/// A typed control call's outcome as the status and JSON body the route answered: `ok` with
/// the reply, or the refusal's status and body (`{"code","message"}`).
pub fn answered<T: Serialize>(r: Result<T, ControlError>, ok: u16) -> (u16, Value) {
    match r {
        Ok(reply) => (ok, serde_json::to_value(reply).expect("a reply serializes")),
        Err(ControlError::Refused { status, body, .. }) => (status, body),
        Err(e) => panic!("control call: {e}"),
    }
}

/// `amount` AUD (a test's plain number).
pub fn aud(amount: f64) -> Amount {
    let value = Decimal::try_from(amount).expect("a finite amount");
    Amount::new(value, CurrencyCode::AUD).expect("a valid AUD amount")
}

/// A deposit of `amount` AUD to the simulator's VAN `account_no`.
pub fn arrival(account_no: &str, amount: f64) -> DepositArrival {
    DepositArrival::new(
        Bsb::parse("802985").expect("the simulator's BSB"),
        AccountNo::parse(account_no).expect("a VAN"),
        aud(amount),
    )
}

pub struct Reply {
    pub status: u16,
    pub retry_after: Option<String>,
    pub body: Value,
}

/// A reply as received: status, `retry-after` and the body's bytes.
pub struct RawReply {
    pub status: u16,
    pub retry_after: Option<String>,
    pub bytes: Vec<u8>,
}

impl RawReply {
    /// The body as JSON; panics (showing the body) when it is not.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.bytes)))
    }
}

impl Reply {
    /// `data.<field>`.
    pub fn data(&self, field: &str) -> &Value {
        &self.body["data"][field]
    }
    /// First error's `extensions.code`.
    pub fn error_code(&self) -> Option<&str> {
        self.body["errors"][0]["extensions"]["code"].as_str()
    }
}

impl Sim {
    pub async fn start() -> Self {
        Self::start_with(SimConfig::for_tests()).await
    }

    pub async fn start_with(config: SimConfig) -> Self {
        let handle = payments_sim::spawn(config).await.expect("simulator starts");
        let http = reqwest::Client::builder()
            .user_agent(UA)
            .timeout(std::time::Duration::from_secs(10))
            .build()
            .expect("client");
        // One HTTP client for both (each one built loads the platform's certificate roots).
        let ctl = Control::with_client(&handle.base_url, http.clone());
        Self { handle, http, ctl }
    }

    /// Posts a GraphQL request; the reply as received, or the transport error's text when
    /// the request or the reply broke (injected faults do that on purpose).
    pub async fn post_raw(
        &self,
        token: Option<&str>,
        query: &str,
        variables: Value,
        ua: Option<&str>,
    ) -> Result<RawReply, String> {
        let mut rb = self
            .http
            .post(&self.handle.url)
            .json(&json!({"query": query, "variables": variables}));
        if let Some(t) = token {
            rb = rb.header("authorization", format!("Bearer {t}"));
        }
        if let Some(ua) = ua {
            rb = rb.header("user-agent", ua);
        }
        let resp = rb.send().await.map_err(|e| format!("send: {e}"))?;
        let status = resp.status().as_u16();
        let retry_after = resp
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let bytes = resp.bytes().await.map_err(|e| format!("body: {e}"))?;
        Ok(RawReply {
            status,
            retry_after,
            bytes: bytes.to_vec(),
        })
    }

    /// Posts a GraphQL request; panics when the reply breaks. A body that is not JSON reads
    /// as `null`.
    pub async fn post(
        &self,
        token: Option<&str>,
        query: &str,
        variables: Value,
        ua: Option<&str>,
    ) -> Reply {
        let raw = self
            .post_raw(token, query, variables, ua)
            .await
            .unwrap_or_else(|e| panic!("request: {e}"));
        Reply {
            status: raw.status,
            retry_after: raw.retry_after,
            body: serde_json::from_slice(&raw.bytes).unwrap_or(Value::Null),
        }
    }

    pub async fn gql(&self, token: &str, query: &str, variables: Value) -> Reply {
        let r = self.post(Some(token), query, variables, None).await;
        assert_eq!(r.status, 200, "{}", r.body);
        r
    }

    pub async fn login_raw(&self, email: &str, password: &str, affiliation: Option<&str>) -> Reply {
        let mut input = json!({"email": email, "password": password});
        if let Some(a) = affiliation {
            input["affiliation"] = json!(a);
        }
        self.post(None, "mutation Login($input: LoginInput!) { login(input: $input) { token code message success } }", json!({"input": input}), None).await
    }

    pub async fn login_demo(&self) -> String {
        let r = self
            .login_raw("demo@payments.test", "demo-password", None)
            .await;
        r.data("login")["token"]
            .as_str()
            .unwrap_or_else(|| panic!("login failed: {}", r.body))
            .to_owned()
    }

    pub async fn control(&self, method: &str, path: &str, body: Value) -> (u16, Value) {
        let url = format!("{}{}", self.handle.base_url, path);
        let rb = if method == "GET" {
            self.http.get(url)
        } else {
            self.http.post(url).json(&body)
        };
        let resp = rb.send().await.expect("control request");
        let status = resp.status().as_u16();
        (status, resp.json::<Value>().await.unwrap_or(Value::Null))
    }

    pub async fn advance(&self, seconds: f64) {
        self.ctl.advance(seconds).await.expect("the clock moves");
    }

    pub async fn balance(&self, token: &str, currency: &str) -> f64 {
        let r = self.gql(token, "query B($c: [CurrencyIso3]) { balances(currencies: $c) { currency cleared pending } }", json!({"c": [currency]})).await;
        r.data("balances")[0]["cleared"]
            .as_f64()
            .unwrap_or_else(|| panic!("no balance: {}", r.body))
    }

    /// The demo account's own VAN.
    pub async fn demo_van(&self) -> String {
        let accounts = self.ctl.accounts().await.expect("accounts");
        accounts
            .into_iter()
            .find(|x| x.id == "acc_demo_aus")
            .map(|x| x.account_no)
            .expect("demo account")
    }

    /// A deposit of `amount` AUD to `account_no` with `reference`: 201 and the deposit, or
    /// the refusal's status and body.
    pub async fn deposit(&self, account_no: &str, amount: f64, reference: &str) -> (u16, Value) {
        let arrival = arrival(account_no, amount).reference(reference);
        answered(self.ctl.deposit(&arrival).await, 201)
    }

    /// Events of one record, in order.
    pub async fn events_of(&self, id: &str) -> Vec<String> {
        let events = self.ctl.events(0).await.expect("events");
        events
            .into_iter()
            .filter(|e| e.record_id() == Some(id))
            .map(|e| e.event)
            .collect()
    }

    pub async fn add_compliance_member(&self) {
        let member = NewMember {
            first_name: "Cora".into(),
            last_name: "Pliance".into(),
            email: "cora@payments.test".into(),
            roles: vec!["compliance_officer".into()],
            access: vec!["compliance".into()],
            ..NewMember::default()
        };
        self.ctl.add_member(&member).await.expect("member added");
    }
}

pub const WITHDRAWAL_FIELDS: &str = "id status amount currency totalFee statusMessage rejectCode clearedAt rejectedAt refundedAt rail railService externalReference createdAt sender { id firstName lastName companyName } recipient { id firstName lastName bsb accountNo }";

pub fn create_withdrawal_query() -> String {
    format!(
        "mutation W($input: CreateWithdrawalInput!) {{ createWithdrawal(input: $input) {{ success code message withdrawal {{ {WITHDRAWAL_FIELDS} }} }} }}"
    )
}

pub fn withdrawal_query() -> String {
    format!("query G($id: ID) {{ withdrawal(id: $id) {{ {WITHDRAWAL_FIELDS} }} }}")
}

pub fn inline_recipient() -> Value {
    json!({"firstName": "Ada", "lastName": "Lovelace", "currency": "AUD", "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678"})
}

pub fn withdrawal_input(amount: f64, reference: &str) -> Value {
    json!({"amount": amount, "currency": "AUD", "recipient": inline_recipient(), "externalReference": reference})
}
