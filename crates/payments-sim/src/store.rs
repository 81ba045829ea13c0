//! The one store: every record, the ledger, the clock, scheduled processing and the event log.
//!
//! The server keeps it behind one lock, and each operation validates everything before it
//! changes anything, so no request can leave a half-applied change behind.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::{Map, Value, json};
use time::{Duration, OffsetDateTime};

use crate::clock::SimClock;
use crate::config::SimConfig;
use crate::events::Event;
use crate::ledger::Ledger;
use crate::{
    address_cleanser, ams, conversions, deposits, institutions, members, payments, recipients,
    rfis, senders, sub_clients, withdrawals,
};

/// A login: one person with one account per affiliation.
#[derive(Clone)]
pub struct User {
    /// Login e-mail.
    pub email: String,
    pub(crate) password: String,
    /// `(affiliation, account id)` pairs.
    pub accounts: Vec<(String, String)>,
}

impl std::fmt::Debug for User {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("User")
            .field("email", &self.email)
            .field("password", &"<redacted>")
            .field("accounts", &self.accounts)
            .finish()
    }
}

/// Features enabled on request, per customer account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Features {
    /// Sub-clients (virtual account numbers).
    pub sub_clients: bool,
    /// Adverse media search.
    pub ams: bool,
    /// Address cleanser.
    pub address_cleanser: bool,
}

/// A customer account (one affiliation of a client).
#[derive(Debug, Clone)]
pub struct Account {
    /// Account id.
    pub id: String,
    /// `SVC_AUS` or `SVC_LUX`.
    pub affiliation: String,
    /// The customer's own name (the default sender of withdrawals).
    pub name: String,
    /// BSB of the customer's own VAN.
    pub bsb: String,
    /// The customer's own VAN.
    pub account_no: String,
    /// Features enabled on request.
    pub features: Features,
    /// Balances.
    pub ledger: Ledger,
}

/// A scheduled processing step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Job {
    /// Next step of a sub-client.
    SubClient(String),
    /// Next step of a withdrawal.
    Withdrawal(String),
    /// Next step of a deposit.
    Deposit(String),
    /// Next step of a conversion.
    Conversion(String),
    /// Next step of a payment.
    Payment(String),
    /// Next step of an adverse media search.
    Ams(String),
}

/// Authentication bookkeeping.
#[derive(Debug, Default)]
pub struct AuthBook {
    /// Token ids expired early by `logout`.
    pub revoked: HashSet<String>,
    /// Last login per e-mail (simulated time).
    pub last_login: HashMap<String, OffsetDateTime>,
    /// Requests per token in the current simulated second: token id → (second, count).
    pub windows: HashMap<String, (i64, u32)>,
}

/// A stored idempotent result.
#[derive(Debug, Clone)]
pub struct Idempotent {
    /// The input as first sent (nulls dropped, key removed).
    pub fingerprint: Value,
    /// The reply given first.
    pub reply: Value,
}

/// Everything the simulator knows.
#[derive(Debug)]
pub struct Store {
    /// The configuration it was started with.
    pub config: SimConfig,
    /// Simulated clock.
    pub clock: SimClock,
    /// Logins.
    pub users: Vec<User>,
    /// Customer accounts by id.
    pub accounts: BTreeMap<String, Account>,
    /// Sub-clients by id.
    pub sub_clients: BTreeMap<String, sub_clients::SubClient>,
    /// Withdrawals by id.
    pub withdrawals: BTreeMap<String, withdrawals::Withdrawal>,
    /// Deposits by id.
    pub deposits: BTreeMap<String, deposits::Deposit>,
    /// Recipients by id.
    pub recipients: BTreeMap<String, recipients::Recipient>,
    /// Senders by id.
    pub senders: BTreeMap<String, senders::Sender>,
    /// Institutions by id.
    pub institutions: BTreeMap<String, institutions::Institution>,
    /// Conversions by id.
    pub conversions: BTreeMap<String, conversions::Conversion>,
    /// Payments by id.
    pub payments: BTreeMap<String, payments::Payment>,
    /// RFIs by id.
    pub rfis: BTreeMap<String, rfis::Rfi>,
    /// Adverse media searches by id.
    pub ams: BTreeMap<String, ams::AmsRequest>,
    /// Address cleanser requests by id.
    pub cleanser: BTreeMap<String, address_cleanser::CleanserRequest>,
    /// Account members by id.
    pub members: BTreeMap<String, members::Member>,
    /// Event log.
    pub events: Vec<Event>,
    /// Scheduled steps by (due time, sequence).
    pub jobs: BTreeMap<(OffsetDateTime, u64), Job>,
    /// Idempotent results by (account, operation, key).
    pub idempotency: HashMap<(String, String, String), Idempotent>,
    /// Authentication bookkeeping.
    pub auth: AuthBook,
    /// Webhook endpoints, pending deliveries and history.
    pub webhooks: crate::webhooks::Webhooks,
    counter: u64,
}

/// A seeded account: `(affiliation, account id, customer name)`.
pub type SeededAccount = (&'static str, &'static str, &'static str);

/// The seeded logins: `(email, password, accounts)`.
pub const SEEDED_USERS: &[(&str, &str, &[SeededAccount])] = &[
    (
        "demo@payments.test",
        "demo-password",
        &[("SVC_AUS", "acc_demo_aus", "Demo Trading Pty Ltd")],
    ),
    (
        "multi@payments.test",
        "multi-password",
        &[
            ("SVC_AUS", "acc_multi_aus", "Multi Holdings Pty Ltd"),
            ("SVC_LUX", "acc_multi_lux", "Multi Holdings S.A."),
        ],
    ),
];

/// BSB of every VAN the simulator issues.
pub const SIM_BSB: &str = "802985";

impl Store {
    /// A store in the seeded state.
    pub fn new(config: SimConfig) -> Self {
        let start = config.start_time.unwrap_or_else(OffsetDateTime::now_utc);
        let clock = SimClock::new(start, config.time_scale);
        let mut s = Self {
            clock,
            users: Vec::new(),
            accounts: BTreeMap::new(),
            sub_clients: BTreeMap::new(),
            withdrawals: BTreeMap::new(),
            deposits: BTreeMap::new(),
            recipients: BTreeMap::new(),
            senders: BTreeMap::new(),
            institutions: BTreeMap::new(),
            conversions: BTreeMap::new(),
            payments: BTreeMap::new(),
            rfis: BTreeMap::new(),
            ams: BTreeMap::new(),
            cleanser: BTreeMap::new(),
            members: BTreeMap::new(),
            events: Vec::new(),
            jobs: BTreeMap::new(),
            idempotency: HashMap::new(),
            auth: AuthBook::default(),
            webhooks: crate::webhooks::Webhooks::default(),
            counter: 0,
            config,
        };
        s.seed();
        s
    }

    fn seed(&mut self) {
        let now = self.clock.now();
        for (email, password, accounts) in SEEDED_USERS {
            let mut user = User {
                email: (*email).into(),
                password: (*password).into(),
                accounts: Vec::new(),
            };
            for (aff, id, name) in *accounts {
                let account_no = self.next_van();
                let mut ledger = Ledger::default();
                for c in ["AUD", "EUR", "USD"] {
                    ledger.open(c);
                }
                if self.config.opening_balance > rust_decimal::Decimal::ZERO {
                    ledger.credit(
                        "AUD",
                        self.config.opening_balance,
                        now,
                        "Opening balance",
                        None,
                    );
                }
                self.accounts.insert(
                    (*id).into(),
                    Account {
                        id: (*id).into(),
                        affiliation: (*aff).into(),
                        name: (*name).into(),
                        bsb: SIM_BSB.into(),
                        account_no,
                        features: Features {
                            sub_clients: true,
                            ams: true,
                            address_cleanser: true,
                        },
                        ledger,
                    },
                );
                user.accounts.push(((*aff).into(), (*id).into()));
                let mid = self.next_id("mb");
                self.members
                    .insert(mid.clone(), members::Member::seeded(&mid, id, email));
            }
            self.users.push(user);
        }
    }

    /// A fresh id `prefix_000001`, unique across the store.
    pub fn next_id(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{prefix}_{:06}", self.counter)
    }

    /// A fresh 9-digit VAN, unique across the store.
    pub fn next_van(&mut self) -> String {
        self.counter += 1;
        format!("{:09}", 100_000_000 + self.counter)
    }

    /// The current simulated time.
    pub fn now(&self) -> OffsetDateTime {
        self.clock.now()
    }

    /// The account with `id` (the caller's; it exists for any valid token).
    pub fn account(&self, id: &str) -> Option<&Account> {
        self.accounts.get(id)
    }

    /// Mutable access to an account.
    pub fn account_mut(&mut self, id: &str) -> Option<&mut Account> {
        self.accounts.get_mut(id)
    }

    /// Records an event. `id` is the record's id; `fields` are the kind's payload fields.
    pub fn emit(
        &mut self,
        account_id: &str,
        kind: &str,
        at: OffsetDateTime,
        id: &str,
        fields: Value,
        callback_uri: Option<String>,
    ) {
        let mut payload = Map::new();
        payload.insert("event".into(), json!(kind));
        payload.insert("eventScheduledAt".into(), json!(crate::clock::iso(at)));
        payload.insert("id".into(), json!(id));
        if let Value::Object(m) = fields {
            for (k, v) in m {
                payload.insert(k, v);
            }
        }
        let seq = self.events.len() as u64 + 1;
        let event_id = self.next_id("ev");
        self.events.push(Event {
            seq,
            event_id,
            account_id: account_id.into(),
            event: kind.into(),
            at,
            payload: Value::Object(payload),
            callback_uri,
        });
    }

    /// Events recorded after sequence number `after`.
    pub fn events_after(&self, after: u64) -> &[Event] {
        let start = (after as usize).min(self.events.len());
        &self.events[start..]
    }

    /// Schedules `job` `delay_secs` after `from`.
    pub fn schedule(&mut self, from: OffsetDateTime, delay_secs: i64, job: Job) {
        self.counter += 1;
        self.jobs.insert(
            (from + Duration::seconds(delay_secs.max(0)), self.counter),
            job,
        );
    }

    /// Drops every scheduled occurrence of `job` (a manual move replaces the steps to come).
    pub fn unschedule(&mut self, job: &Job) {
        self.jobs.retain(|_, j| j != job);
    }

    /// Runs every scheduled step that is due at the current simulated time, in time order;
    /// a step's follow-up that is also due runs in the same call.
    pub fn tick(&mut self) {
        let now = self.now();
        // Bounded: every step either finishes a record or schedules a later one.
        for _ in 0..100_000 {
            let Some((&(at, seq), _)) = self.jobs.first_key_value() else {
                break;
            };
            if at > now {
                break;
            }
            let Some(job) = self.jobs.remove(&(at, seq)) else {
                break;
            };
            match job {
                Job::SubClient(id) => sub_clients::process(self, &id, at),
                Job::Withdrawal(id) => withdrawals::process(self, &id, at),
                Job::Deposit(id) => deposits::process(self, &id, at),
                Job::Conversion(id) => conversions::process(self, &id, at),
                Job::Payment(id) => payments::process(self, &id, at),
                Job::Ams(id) => ams::process(self, &id, at),
            }
        }
    }

    /// Whether the account has an active member with `access` (e.g. `compliance`).
    pub fn has_active_member_with(&self, account_id: &str, access: &str) -> bool {
        self.members.values().any(|m| {
            m.account_id == account_id
                && m.status == "ACTIVE"
                && m.access.iter().any(|a| a == access)
        })
    }
}
