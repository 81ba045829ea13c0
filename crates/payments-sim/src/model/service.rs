//! [`Service`]: everything the simulated service knows, one table per resource, on one clock.
//!
//! The server keeps it behind one lock. Operations (in `domain`) check everything before they
//! change anything, so no request leaves a half-applied change behind.

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use serde::de::DeserializeOwned;

use payments_types::CurrencyCode;
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::config::SimConfig;
use crate::model::accounts::{Account, Features, SEEDED_USERS, Secret, User};
use crate::model::address_cleanser::CleanserRequest;
use crate::model::ams::AmsRequest;
use crate::model::conversions::Conversion;
use crate::model::deposits::Deposit;
use crate::model::error::ApiError;
use crate::model::event_kind::EventKind;
use crate::model::events::{Event, Subject};
use crate::model::ids::{
    AccountId, AmsId, CleanserId, ConversionId, DepositId, EventId, InstitutionId, MemberId,
    PaymentId, RecipientId, RfiId, SenderId, SubClientId, TokenId, WithdrawalId,
};
use crate::model::institutions::Institution;
use crate::model::jobs::Job;
use crate::model::members::Member;
use crate::model::payments::Payment;
use crate::model::recipients::Recipient;
use crate::model::rfis::Rfi;
use crate::model::senders::Sender;
use crate::model::sub_clients::SubClient;
use crate::model::withdrawals::Withdrawal;
use crate::store::clock::SimClock;
use crate::store::ledger::Ledger;
use crate::store::schedule::Schedule;
use crate::store::sequence::Sequence;
use crate::store::table::{Key, Table, Tracked};

/// Login and abuse bookkeeping (kept with `--state`).
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct AuthBook {
    /// Tokens expired early by `logout`.
    pub revoked: HashSet<TokenId>,
    /// Last login per (lower-case) e-mail, simulated time.
    pub last_login: HashMap<String, OffsetDateTime>,
    /// HTTP 429 refusals per caller IP within the abuse window, oldest first.
    pub refusals: HashMap<std::net::IpAddr, std::collections::VecDeque<OffsetDateTime>>,
    /// Blocked caller IPs, until when (simulated time).
    pub blocked: HashMap<std::net::IpAddr, OffsetDateTime>,
}

/// A create operation done once per idempotency key: the input as first sent (its canonical
/// JSON text) and the record as the first reply showed it.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Done<R> {
    /// The input, as payments-types writes it (compared as text: the same input, nulls left
    /// out, is the same text).
    pub input: String,
    /// The reply's record.
    pub reply: R,
}

impl<R> Done<R> {
    /// The reply `reply` to `input`.
    pub fn new(input: &impl Serialize, reply: R) -> Self {
        Self {
            input: canonical(input),
            reply,
        }
    }

    /// Whether `input` is the input first sent.
    pub fn same_input(&self, input: &impl Serialize) -> bool {
        self.input == canonical(input)
    }
}

/// An input as payments-types writes it, keys in name order (a checked input always
/// serialises).
fn canonical(input: &impl Serialize) -> String {
    serde_json::to_value(input).unwrap_or_default().to_string()
}

/// Runs `create` once per idempotency key `key` of `account` (kept in the table `keys`): the
/// same key with the same input gives the first reply again, with another input it is refused
/// (`IDEMPOTENCY_KEY_REUSED`). Only successes are kept, so a refused call can be corrected and
/// sent again with its key.
pub fn once<R: Clone>(
    service: &mut Service,
    keys: fn(&mut Service) -> &mut Table<KeyOf, Done<R>>,
    (account, key): (&AccountId, Option<&str>),
    input: &impl Serialize,
    create: impl FnOnce(&mut Service) -> Result<R, ApiError>,
) -> Result<R, ApiError> {
    let key = key.map(|k| KeyOf(account.clone(), k.to_owned()));
    if let Some(key) = &key
        && let Some(done) = keys(service).get(key)
    {
        return match done.same_input(input) {
            true => Ok(done.reply.clone()),
            false => Err(ApiError::IdempotencyKeyReused(key.1.clone())),
        };
    }
    let reply = create(service)?;
    if let Some(key) = key {
        keys(service).insert(key, Done::new(input, reply.clone()));
    }
    Ok(reply)
}

/// An idempotency key: the account and the key's text.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KeyOf(pub AccountId, pub String);

impl Key for KeyOf {
    fn text(&self) -> String {
        format!("{}/{}", self.0, self.1)
    }
    fn parse(text: &str) -> Option<Self> {
        let (account, key) = text.split_once('/')?;
        Some(Self(AccountId::from_text(account), key.to_owned()))
    }
}

/// What a visitor of the service's tables does with each (the database reads and writes them
/// through this, so the list of tables is the one below).
pub trait VisitTables {
    /// Visits the table `name`.
    fn table<K: Key, V: Serialize + DeserializeOwned>(
        &mut self,
        name: &'static str,
        t: &mut Table<K, V>,
    );
}

/// Declares [`Service`] with its tables of records, each once: name (also the database's
/// table), id type and record type; and [`Service::visit_tables`] over them.
macro_rules! service {
    ($($(#[$doc:meta])* $name:ident: $key:ty => $record:ty,)*) => {
        /// Everything the simulator knows.
        #[derive(Debug)]
        pub struct Service {
            /// The configuration it was started with.
            pub config: SimConfig,
            /// Simulated clock.
            pub clock: Tracked<SimClock>,
            /// The one counter of ids, VANs and schedule order.
            pub seq: Sequence,
            /// Event log, by sequence number.
            pub events: Table<u64, Event>,
            /// Scheduled processing steps.
            pub jobs: Schedule<Job>,
            /// Login and abuse bookkeeping.
            pub auth: Tracked<AuthBook>,
            /// Requests per token in the current simulated second: (second, count) (not kept).
            pub request_windows: HashMap<TokenId, (i64, u32)>,
            $($(#[$doc])* pub $name: Table<$key, $record>,)*
        }

        impl Service {
            /// A service without records on a clock of `config`; `tracked`: its changes are
            /// remembered for the database.
            pub fn empty(config: SimConfig, tracked: bool) -> Self {
                let start = config.start_time.unwrap_or_else(OffsetDateTime::now_utc);
                Self {
                    clock: Tracked::new(SimClock::new(start, config.time_scale), tracked),
                    seq: Sequence::default(),
                    events: Table::new(tracked),
                    jobs: Schedule::new(tracked),
                    auth: Tracked::new(AuthBook::default(), tracked),
                    request_windows: HashMap::new(),
                    $($name: Table::new(tracked),)*
                    config,
                }
            }

            /// The tables' names, as the database names them.
            pub const TABLES: &[&str] = &[$(stringify!($name)),*];

            /// Calls `visit` with each table of records.
            pub fn visit_tables(&mut self, visit: &mut impl VisitTables) {
                $(visit.table(stringify!($name), &mut self.$name);)*
            }

            /// Whether any table of records changed since it was last saved.
            pub fn tables_changed(&self) -> bool {
                false $(|| self.$name.has_changes())*
            }
        }
    };
}

service! {
    /// Logins, by e-mail.
    users: String => User,
    /// Customer accounts.
    accounts: AccountId => Account,
    /// Sub-clients.
    sub_clients: SubClientId => SubClient,
    /// Withdrawals.
    withdrawals: WithdrawalId => Withdrawal,
    /// Deposits.
    deposits: DepositId => Deposit,
    /// Recipients.
    recipients: RecipientId => Recipient,
    /// Senders.
    senders: SenderId => Sender,
    /// Institutions.
    institutions: InstitutionId => Institution,
    /// Conversions.
    conversions: ConversionId => Conversion,
    /// Payments.
    payments: PaymentId => Payment,
    /// RFIs.
    rfis: RfiId => Rfi,
    /// Adverse media searches.
    ams_requests: AmsId => AmsRequest,
    /// Address cleanser requests.
    address_cleanser_requests: CleanserId => CleanserRequest,
    /// Account members.
    members: MemberId => Member,
    /// Idempotency keys of `createWithdrawal`.
    withdrawal_keys: KeyOf => Done<Box<Withdrawal>>,
    /// Idempotency keys of `createPayment`: the payment and its sub-client as first shown.
    payment_keys: KeyOf => Done<(Box<Payment>, Option<Box<SubClient>>)>,
}

impl Service {
    /// A service in the seeded state: the [`SEEDED_USERS`], each account with AUD, EUR and
    /// USD balances, the configured AUD opening balance and one member (its login user).
    pub fn new(config: SimConfig) -> Self {
        let tracked = config.state_file.is_some();
        let mut s = Self::empty(config, tracked);
        s.seed();
        s
    }

    fn seed(&mut self) {
        let now = self.now();
        for (email, password, accounts) in SEEDED_USERS {
            let mut user = User {
                email: (*email).into(),
                password: Secret((*password).into()),
                accounts: Vec::new(),
            };
            for (affiliation, id, name) in *accounts {
                let id = AccountId::from_text(id);
                let account_no = self.seq.van();
                let mut ledger = Ledger::default();
                for c in [CurrencyCode::AUD, CurrencyCode::EUR, CurrencyCode::USD] {
                    ledger.open(c);
                }
                let opening = self.config.opening_balance;
                if opening > Decimal::ZERO {
                    ledger.credit(CurrencyCode::AUD, opening, now, "Opening balance", None);
                }
                let account = Account {
                    id: id.clone(),
                    affiliation: *affiliation,
                    name: (*name).into(),
                    account_no,
                    features: Features::all(),
                    ip_allow_list: Vec::new(),
                    blocked: None,
                    ledger,
                };
                self.accounts.insert(id.clone(), account);
                user.accounts.push((*affiliation, id.clone()));
                let member = MemberId::mint(&mut self.seq);
                self.members
                    .insert(member.clone(), Member::seeded(member, id, email));
            }
            self.users.insert(user.email.to_string(), user);
        }
    }

    /// The current simulated time.
    pub fn now(&self) -> OffsetDateTime {
        self.clock.now()
    }

    /// The account with `id` (the caller's exists for every valid token).
    pub fn account(&self, id: &AccountId) -> Option<&Account> {
        self.accounts.get(id)
    }

    /// Mutable access to an account.
    pub fn account_mut(&mut self, id: &AccountId) -> Option<&mut Account> {
        self.accounts.get_mut(id)
    }

    /// A fresh VAN.
    pub fn next_van(&mut self) -> String {
        self.seq.van()
    }

    /// Records an event of `account` about `subject`.
    pub fn emit(
        &mut self,
        account: &AccountId,
        kind: EventKind,
        at: OffsetDateTime,
        subject: Subject,
        callback_uri: Option<String>,
    ) {
        let seq = self.last_event() + 1;
        let id = EventId::mint(&mut self.seq);
        self.events.insert(
            seq,
            Event {
                seq,
                id,
                account: account.clone(),
                kind,
                at,
                subject,
                callback_uri,
            },
        );
    }

    /// Events recorded after sequence number `after`.
    pub fn events_after(&self, after: u64) -> impl DoubleEndedIterator<Item = &Event> {
        self.events.after(after)
    }

    /// The sequence number of the last event (0: none yet).
    pub fn last_event(&self) -> u64 {
        self.events.last().map_or(0, |e| e.seq)
    }

    /// Schedules `job` `delay_secs` after `from`.
    pub fn schedule(&mut self, from: OffsetDateTime, delay_secs: i64, job: Job) {
        let order = self.seq.next();
        self.jobs.add(from, delay_secs, order, job);
    }

    /// Whether the account has an active member with `access` (e.g. `compliance`).
    pub fn has_active_member_with(&self, account: &AccountId, access: &str) -> bool {
        self.members
            .values()
            .any(|m| m.account == *account && m.is_active_with(access))
    }

    /// A sub-client of `account`, by id.
    pub fn sub_client_of(&self, account: &AccountId, id: &SubClientId) -> Option<&SubClient> {
        self.sub_clients.get(id).filter(|s| s.account == *account)
    }
}
