//! What the control API shows of the model: the event log, the accounts, their features and
//! IP allow-lists, as the public reply types of [`crate::control`].

use crate::control::{AccountView, Event as EventView, FeatureSet, IpAllowList};
use crate::model::accounts::{Account, Features, SIM_BSB};
use crate::model::events::Event;
use crate::render::payloads::payload;

/// An event of the log as `GET /sim/events` shows it.
pub fn event(e: &Event) -> EventView {
    EventView {
        seq: e.seq,
        event_id: e.id.as_str().to_owned(),
        account_id: e.account.as_str().to_owned(),
        event: e.kind.as_str().to_owned(),
        at: e.at,
        payload: payload(e),
        callback_uri: e.callback_uri.as_ref().map(ToString::to_string),
    }
}

/// An account as `GET /sim/accounts` shows it: VAN and balances.
pub fn account(a: &Account) -> AccountView {
    AccountView {
        id: a.id.as_str().to_owned(),
        affiliation: a.affiliation.as_str().to_owned(),
        name: a.name.as_str().to_owned(),
        bsb: SIM_BSB.to_owned(),
        account_no: a.account_no.as_str().to_owned(),
        balances: a
            .ledger
            .currencies()
            .map(|c| (c.as_str().to_owned(), a.ledger.balance(c)))
            .collect(),
        ip_allow_list: a.ip_allow_list.clone(),
        blocked: a.blocked.clone(),
    }
}

/// An account's IP allow-list as `POST /sim/ip-allow-list` answers.
pub fn ip_allow_list(account: &str, list: &[std::net::IpAddr]) -> IpAllowList {
    IpAllowList {
        account_id: account.to_owned(),
        addresses: list.to_vec(),
    }
}

/// An account's features as `POST /sim/features` answers.
pub fn features(account: &str, f: &Features) -> FeatureSet {
    FeatureSet {
        account_id: account.to_owned(),
        sub_clients: f.sub_clients,
        ams: f.ams,
        address_cleanser: f.address_cleanser,
        third_party_deposits: f.third_party_deposits,
        third_party_withdrawals: f.third_party_withdrawals,
    }
}
