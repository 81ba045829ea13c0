//! What the control API shows of the model: the event log and the accounts.

use serde_json::{Map, Value, json};

use crate::model::accounts::{Account, Features, SIM_BSB};
use crate::model::events::Event;
use crate::render::payloads::payload;
use crate::render::{iso, num, text};

/// An event of the log as `GET /sim/events` shows it.
pub fn event(e: &Event) -> Value {
    json!({
        "seq": e.seq, "eventId": e.id.as_str(), "accountId": e.account.as_str(),
        "event": e.kind.as_str(), "at": iso(e.at), "payload": payload(e),
        "callbackUri": text(e.callback_uri.as_ref()),
    })
}

/// An account as `GET /sim/accounts` shows it: VAN and balances.
pub fn account(a: &Account) -> Value {
    let balances: Map<String, Value> = a
        .ledger
        .currencies()
        .map(|c| (c.as_str().to_owned(), num(a.ledger.balance(c))))
        .collect();
    json!({
        "id": a.id.as_str(), "affiliation": a.affiliation.as_str(), "name": a.name.as_str(),
        "bsb": SIM_BSB, "accountNo": a.account_no.as_str(), "balances": balances,
        "ipAllowList": a.ip_allow_list.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "blocked": a.blocked,
    })
}

/// An account's IP allow-list as `POST /sim/ip-allow-list` answers.
pub fn ip_allow_list(account: &str, list: &[std::net::IpAddr]) -> Value {
    json!({
        "accountId": account,
        "addresses": list.iter().map(ToString::to_string).collect::<Vec<_>>(),
    })
}

/// An account's features as `POST /sim/features` answers.
pub fn features(account: &str, f: &Features) -> Value {
    json!({
        "accountId": account, "subClients": f.sub_clients, "ams": f.ams,
        "addressCleanser": f.address_cleanser, "thirdPartyDeposits": f.third_party_deposits,
        "thirdPartyWithdrawals": f.third_party_withdrawals,
    })
}
