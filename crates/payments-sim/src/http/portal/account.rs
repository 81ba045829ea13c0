//! The account: members and their access, the IP allow-list, feature toggles.

use std::collections::HashMap;

use axum::Form;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use maud::html;
use payments_types::members::COMPLIANCE_ACCESS;
use serde::Deserialize;

use super::frame::{Message, page};
use super::sign_in::signed_in;
use crate::domain::{accounts, members};
use crate::http::AppState;
use crate::http::inputs::accounts::ip_addresses;
use crate::http::inputs::given;
use crate::http::inputs::members::MemberInput;
use crate::model::accounts::{Caller, FeatureChanges, SIM_BSB};
use crate::state::State as SimState;

fn account_view(g: &SimState, c: &Caller, message: Option<&Message>) -> Response {
    let members: Vec<_> = g
        .service
        .members
        .values()
        .filter(|m| m.account == c.account)
        .collect();
    let Some(account) = g.service.account(&c.account) else {
        return page("Account", true, message, html! {});
    };
    let allow: Vec<String> = account
        .ip_allow_list
        .iter()
        .map(ToString::to_string)
        .collect();
    let f = &account.features;
    let toggles = [
        ("subClients", "Sub-clients", f.sub_clients),
        ("ams", "Adverse media search", f.ams),
        ("addressCleanser", "Address cleanser", f.address_cleanser),
        (
            "thirdPartyDeposits",
            "Third-party deposits",
            f.third_party_deposits,
        ),
        (
            "thirdPartyWithdrawals",
            "Third-party withdrawals",
            f.third_party_withdrawals,
        ),
    ];
    page(
        "Account",
        true,
        message,
        html! {
            p { (account.name.as_str()) " · " (account.affiliation.as_str()) " · VAN " (SIM_BSB) " " (account.account_no.as_str()) }
            h2 { "Members" }
            table id="members" {
                thead { tr { th { "Name" } th { "E-mail" } th { "Roles" } th { "Access" } th { "Status" } } }
                tbody {
                    @for m in &members {
                        tr {
                            td { (m.first_name.as_deref().unwrap_or("")) " " (m.last_name.as_deref().unwrap_or("")) }
                            td { (m.email.as_deref().unwrap_or("")) }
                            td { (m.roles.join(", ")) }
                            td class="access" { (m.access.join(", ")) }
                            td { (m.status.as_str()) }
                        }
                    }
                }
            }
            form method="post" action="/portal/account/members" id="add-member" {
                label for="first" { "First name" } input id="first" name="firstName";
                label for="last" { "Last name" } input id="last" name="lastName";
                label for="member-email" { "E-mail" } input id="member-email" name="email" type="email" required;
                label for="member-mobile" { "Mobile" } input id="member-mobile" name="mobile" type="tel";
                label { input type="checkbox" name="compliance" value="on"; " compliance access" }
                button type="submit" { "Add member" }
            }
            h2 { "IP allow-list for API login" }
            form method="post" action="/portal/account/ip-allow-list" id="ip-allow-list" {
                label for="addresses" { "Addresses (comma-separated; empty: any)" }
                input id="addresses" name="addresses" size="50" value=(allow.join(", "));
                button type="submit" { "Save" }
            }
            h2 { "Features" }
            form method="post" action="/portal/account/features" id="features" {
                @for (name, label, on) in toggles {
                    p { label { input type="checkbox" name=(name) value="on" checked[on]; " " (label) } }
                }
                button type="submit" { "Save" }
            }
        },
    )
}

pub(super) async fn account_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| account_view(g, c, None))
}

/// The form: its fields are named as `POST /sim/members` names them.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct MemberForm {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    mobile: String,
    #[serde(default)]
    compliance: Option<String>,
}

impl MemberForm {
    /// The form as `POST /sim/members` would get it (compliance: the `compliance_officer`
    /// role with `compliance` access).
    fn input(&self) -> MemberInput {
        let compliance = self.compliance.as_deref() == Some("on");
        let only = |v: &str| compliance.then(|| vec![v.to_owned()]);
        MemberInput {
            first_name: given(&self.first_name),
            last_name: given(&self.last_name),
            email: given(&self.email),
            mobile: given(&self.mobile),
            roles: only("compliance_officer"),
            access: only(COMPLIANCE_ACCESS),
            status: None,
        }
    }
}

/// Adds an ACTIVE member: read as `POST /sim/members` reads it (every field by its
/// payments-types rule), then `members::add`.
pub(super) async fn add_member(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<MemberForm>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let m = match f.input().read() {
            Ok(new) => {
                let member = members::add(&mut g.service, &c.account, new);
                Message::Notice(format!("Member {} added", member.id.as_str()))
            }
            Err(e) => e.into(),
        };
        account_view(g, c, Some(&m))
    })
}

#[derive(Deserialize)]
pub(super) struct AllowListForm {
    #[serde(default)]
    addresses: String,
}

/// The IP allow-list: read as `POST /sim/ip-allow-list` reads it (the form's comma-separated
/// list, empty entries left out), then `accounts::set_ip_allow_list`.
pub(super) async fn set_ip_allow_list(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<AllowListForm>,
) -> Response {
    let texts: Vec<String> = f.addresses.split(',').filter_map(given).collect();
    signed_in(&st, &headers, |g, c| {
        let result = ip_addresses(Some(texts))
            .and_then(|list| accounts::set_ip_allow_list(&mut g.service, &c.account, list));
        let m = match result {
            Ok(list) if list.is_empty() => {
                Message::Notice("API login is allowed from any address".into())
            }
            Ok(list) => Message::Notice(format!(
                "API login is allowed from {} address(es) only",
                list.len()
            )),
            Err(e) => e.into(),
        };
        account_view(g, c, Some(&m))
    })
}

/// Feature toggles (`accounts::set_features`, as `POST /sim/features`): a checkbox left
/// unticked switches its feature off.
pub(super) async fn set_features(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<HashMap<String, String>>,
) -> Response {
    let on = |name: &str| Some(f.get(name).is_some_and(|v| v == "on"));
    let changes = FeatureChanges {
        sub_clients: on("subClients"),
        ams: on("ams"),
        address_cleanser: on("addressCleanser"),
        third_party_deposits: on("thirdPartyDeposits"),
        third_party_withdrawals: on("thirdPartyWithdrawals"),
    };
    signed_in(&st, &headers, |g, c| {
        let m = match accounts::set_features(&mut g.service, &c.account, &changes) {
            Ok(_) => Message::Notice("Features saved".into()),
            Err(e) => e.into(),
        };
        account_view(g, c, Some(&m))
    })
}
