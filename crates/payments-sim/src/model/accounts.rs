//! Logins, the customer accounts they open, and each account's features and balances.

use payments_types::session::Affiliation;

use crate::model::ids::AccountId;
use crate::store::ledger::Ledger;

/// BSB of every VAN the simulator issues.
pub const SIM_BSB: &str = "802985";

/// A seeded account: `(affiliation, account id, customer name)`.
pub type SeededAccount = (Affiliation, &'static str, &'static str);

/// The seeded logins: `(email, password, accounts)`.
pub const SEEDED_USERS: &[(&str, &str, &[SeededAccount])] = &[
    (
        "demo@payments.test",
        "demo-password",
        &[(Affiliation::SvcAus, "acc_demo_aus", "Demo Trading Pty Ltd")],
    ),
    (
        "multi@payments.test",
        "multi-password",
        &[
            (
                Affiliation::SvcAus,
                "acc_multi_aus",
                "Multi Holdings Pty Ltd",
            ),
            (Affiliation::SvcLux, "acc_multi_lux", "Multi Holdings S.A."),
        ],
    ),
];

/// A secret (a password, a webhook's signing secret); `Debug` hides it.
#[derive(Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Secret(pub String);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

/// A login: one person with one account per affiliation.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct User {
    /// Login e-mail (lower case).
    pub email: String,
    /// The password.
    pub password: Secret,
    /// `(affiliation, account)` pairs.
    pub accounts: Vec<(Affiliation, AccountId)>,
}

/// Features enabled on request, per customer account.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Features {
    /// Sub-clients (virtual account numbers).
    pub sub_clients: bool,
    /// Adverse media search.
    pub ams: bool,
    /// Address cleanser.
    pub address_cleanser: bool,
    /// Deposits to the customer's own VAN from an account in another name (spec: "Third-party
    /// deposits are supported only when separately enabled"); off: such a deposit is returned.
    pub third_party_deposits: bool,
    /// Withdrawals whose ultimate sender is not the customer (`sender`, `senderId` or
    /// `subClientId`; spec: "Third-party withdrawals need separate activation").
    pub third_party_withdrawals: bool,
}

impl Features {
    /// Every feature on (the seeded accounts have them all enabled).
    pub fn all() -> Self {
        Self {
            sub_clients: true,
            ams: true,
            address_cleanser: true,
            third_party_deposits: true,
            third_party_withdrawals: true,
        }
    }
}

/// Features to switch: `None` leaves one as it is.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct FeatureChanges {
    /// [`Features::sub_clients`].
    pub sub_clients: Option<bool>,
    /// [`Features::ams`].
    pub ams: Option<bool>,
    /// [`Features::address_cleanser`].
    pub address_cleanser: Option<bool>,
    /// [`Features::third_party_deposits`].
    pub third_party_deposits: Option<bool>,
    /// [`Features::third_party_withdrawals`].
    pub third_party_withdrawals: Option<bool>,
}

impl Features {
    /// Applies `changes`.
    pub fn apply(&mut self, changes: &FeatureChanges) {
        let pairs = [
            (&mut self.sub_clients, changes.sub_clients),
            (&mut self.ams, changes.ams),
            (&mut self.address_cleanser, changes.address_cleanser),
            (&mut self.third_party_deposits, changes.third_party_deposits),
            (
                &mut self.third_party_withdrawals,
                changes.third_party_withdrawals,
            ),
        ];
        for (feature, change) in pairs {
            if let Some(on) = change {
                *feature = on;
            }
        }
    }
}

/// A customer account (one affiliation of a client).
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Account {
    /// Account id.
    pub id: AccountId,
    /// The subsidiary it belongs to.
    pub affiliation: Affiliation,
    /// The customer's own name (the default sender of withdrawals).
    pub name: String,
    /// The customer's own VAN (BSB [`SIM_BSB`]).
    pub account_no: String,
    /// Features enabled on request.
    pub features: Features,
    /// Addresses API login is restricted to (spec, authentication 9: "The customer can
    /// restrict API login to pre-approved IP addresses via the web portal"); empty: any.
    pub ip_allow_list: Vec<std::net::IpAddr>,
    /// Why the customer is blocked (spec, sub-clients: "Submitting fake or test data blocks
    /// the customer"); `None`: not blocked. Lifted by support (`POST /sim/accounts/{id}/unblock`).
    pub blocked: Option<String>,
    /// Balances.
    pub ledger: Ledger,
}

/// Who is calling: the account and user a valid access token was issued for.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Caller {
    /// Account the token was issued for.
    pub account: AccountId,
    /// The user's e-mail.
    pub email: String,
    /// Token id.
    pub token: crate::model::ids::TokenId,
}

impl Caller {
    /// The portal acting for `account` (control API): no token.
    pub fn portal(account: AccountId) -> Self {
        Self {
            account,
            email: "portal".into(),
            token: crate::model::ids::TokenId::from_text(""),
        }
    }
}
