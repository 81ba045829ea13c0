//! [`Service`]: everything the simulated service knows, one table per resource, on one clock.
//!
//! The server keeps it behind one lock. Operations (in `domain`) check everything before they
//! change anything, so no request leaves a half-applied change behind.

use std::collections::{BTreeMap, HashMap, HashSet};

use payments_types::{AccountNo, CompanyName, CurrencyCode, Email};
use rust_decimal::Decimal;
use time::OffsetDateTime;

use crate::config::SimConfig;
use crate::model::accounts::{Account, Features, SEEDED_USERS, User};
use crate::model::address_cleanser::CleanserRequest;
use crate::model::ams::AmsRequest;
use crate::model::conversions::Conversion;
use crate::model::deposits::Deposit;
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

/// Login and request-rate bookkeeping.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct AuthBook {
    /// Tokens expired early by `logout`.
    pub revoked: HashSet<TokenId>,
    /// Last login per (lower-case) e-mail, simulated time.
    pub last_login: HashMap<String, OffsetDateTime>,
    /// Requests per token in the current simulated second: (second, count).
    pub windows: HashMap<TokenId, (i64, u32)>,
    /// HTTP 429 refusals per caller IP within the abuse window, oldest first.
    pub refusals: HashMap<std::net::IpAddr, std::collections::VecDeque<OffsetDateTime>>,
    /// Blocked caller IPs, until when (simulated time).
    pub blocked: HashMap<std::net::IpAddr, OffsetDateTime>,
}

/// A create operation done once per idempotency key: the input as first sent and the record
/// as the first reply showed it.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Done<I, R> {
    /// The input.
    pub input: I,
    /// The reply's record.
    pub reply: R,
}

/// Idempotency keys per (account, key text).
pub type Keys<I, R> = HashMap<(AccountId, String), Done<I, R>>;

/// Everything the simulator knows.
#[derive(Debug)]
pub struct Service {
    /// The configuration it was started with.
    pub config: SimConfig,
    /// Simulated clock.
    pub clock: SimClock,
    /// The one counter of ids, VANs and schedule order.
    pub seq: Sequence,
    /// Logins.
    pub users: Vec<User>,
    /// Customer accounts.
    pub accounts: BTreeMap<AccountId, Account>,
    /// Sub-clients.
    pub sub_clients: BTreeMap<SubClientId, SubClient>,
    /// Withdrawals.
    pub withdrawals: BTreeMap<WithdrawalId, Withdrawal>,
    /// Deposits.
    pub deposits: BTreeMap<DepositId, Deposit>,
    /// Recipients.
    pub recipients: BTreeMap<RecipientId, Recipient>,
    /// Senders.
    pub senders: BTreeMap<SenderId, Sender>,
    /// Institutions.
    pub institutions: BTreeMap<InstitutionId, Institution>,
    /// Conversions.
    pub conversions: BTreeMap<ConversionId, Conversion>,
    /// Payments.
    pub payments: BTreeMap<PaymentId, Payment>,
    /// RFIs.
    pub rfis: BTreeMap<RfiId, Rfi>,
    /// Adverse media searches.
    pub ams: BTreeMap<AmsId, AmsRequest>,
    /// Address cleanser requests.
    pub cleanser: BTreeMap<CleanserId, CleanserRequest>,
    /// Account members.
    pub members: BTreeMap<MemberId, Member>,
    /// Event log.
    pub events: Vec<Event>,
    /// Scheduled processing steps.
    pub jobs: Schedule<Job>,
    /// Idempotency keys of `createWithdrawal`.
    pub withdrawal_keys: Keys<payments_types::withdrawals::CreateWithdrawalInput, Box<Withdrawal>>,
    /// Idempotency keys of `createPayment`: the payment and its sub-client as first shown.
    pub payment_keys:
        Keys<payments_types::payments::CreatePaymentInput, (Box<Payment>, Option<Box<SubClient>>)>,
    /// Authentication bookkeeping.
    pub auth: AuthBook,
}

impl Service {
    /// A service in the seeded state: the [`SEEDED_USERS`], each account with AUD, EUR and
    /// USD balances, the configured AUD opening balance and one member (its login user).
    pub fn new(config: SimConfig) -> Self {
        let start = config.start_time.unwrap_or_else(OffsetDateTime::now_utc);
        let mut s = Self {
            clock: SimClock::new(start, config.time_scale),
            seq: Sequence::default(),
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
            jobs: Schedule::default(),
            withdrawal_keys: HashMap::new(),
            payment_keys: HashMap::new(),
            auth: AuthBook::default(),
            config,
        };
        s.seed();
        s
    }

    fn seed(&mut self) {
        let now = self.now();
        for (email, password, accounts) in SEEDED_USERS {
            let mut user = User {
                email: Email::parse(email).expect("seeded e-mails are valid"),
                password: (*password).into(),
                accounts: Vec::new(),
            };
            for (affiliation, id, name) in *accounts {
                let id = AccountId::from_text(id);
                let account_no =
                    AccountNo::parse(&self.seq.van()).expect("a VAN is a valid account number");
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
                    name: CompanyName::parse(name).expect("seeded names are valid"),
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
            self.users.push(user);
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
    pub fn next_van(&mut self) -> AccountNo {
        AccountNo::parse(&self.seq.van()).expect("a VAN is a valid account number")
    }

    /// Records an event of `account` about `subject`.
    pub fn emit(
        &mut self,
        account: &AccountId,
        kind: EventKind,
        at: OffsetDateTime,
        subject: Subject,
        callback_uri: Option<payments_types::common::CallbackUri>,
    ) {
        let seq = self.events.len() as u64 + 1;
        let id = EventId::mint(&mut self.seq);
        self.events.push(Event {
            seq,
            id,
            account: account.clone(),
            kind,
            at,
            subject,
            callback_uri,
        });
    }

    /// Events recorded after sequence number `after`.
    pub fn events_after(&self, after: u64) -> &[Event] {
        let start = usize::try_from(after)
            .unwrap_or(usize::MAX)
            .min(self.events.len());
        &self.events[start..]
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
