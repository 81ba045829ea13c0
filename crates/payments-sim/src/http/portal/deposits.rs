//! Deposits: the account's list, a simulated arrival, the Reject button.

use axum::Form;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use maud::html;
use serde::Deserialize;

use super::frame::{Message, money, page};
use super::sign_in::signed_in;
use crate::domain::{deposits, jobs};
use crate::http::AppState;
use crate::http::inputs::deposits::DepositInput;
use crate::http::inputs::{form_number, given};
use crate::model::accounts::{Caller, SIM_BSB};
use crate::model::error::ApiError;
use crate::render::iso;
use crate::state::State as SimState;

fn deposits_view(g: &SimState, c: &Caller, message: Option<&Message>) -> Response {
    let mut list: Vec<_> = g
        .service
        .deposits
        .values()
        .filter(|d| d.account == c.account)
        .collect();
    list.sort_by_key(|d| std::cmp::Reverse(d.created_at));
    // The account's own VAN first, then its sub-clients'.
    let own = g
        .service
        .account(&c.account)
        .map(|a| (a.account_no.as_str().to_owned(), a.name.as_str().to_owned()));
    let vans: Vec<(String, String)> = own
        .into_iter()
        .chain(
            g.service
                .sub_clients
                .values()
                .filter(|s| s.account == c.account)
                .map(|s| (s.account_no.as_str().to_owned(), s.full_name())),
        )
        .collect();
    page(
        "Deposits",
        true,
        message,
        html! {
            h2 { "Simulate a deposit" }
            form method="post" action="/portal/deposits" id="simulate" {
                label for="van" { "To VAN" }
                select id="van" name="accountNo" {
                    @for (van, owner) in &vans {
                        option value=(van) { (SIM_BSB) " " (van) " · " (owner) }
                    }
                }
                label for="amount" { "Amount (AUD)" } input id="amount" name="amount" inputmode="decimal" required;
                label for="reference" { "Reference" } input id="reference" name="reference";
                button type="submit" { "Send deposit" }
            }
            table id="deposits" {
                thead { tr { th { "Id" } th { "Status" } th { "Amount" } th { "Reference" } th { "Created" } th {} } }
                tbody {
                    @for d in &list {
                        tr data-id=(d.id.as_str()) {
                            td { (d.id.as_str()) }
                            td class="status" { (d.status().as_str()) }
                            td class="num" { (money(d.amount)) " " (d.currency.as_str()) }
                            td { (d.reference.as_deref().unwrap_or("")) }
                            td { (iso(d.created_at)) }
                            td {
                                form method="post" action={"/portal/deposits/" (d.id.as_str()) "/reject"} class="inline" {
                                    button type="submit" { "Reject" }
                                }
                            }
                        }
                    }
                }
            }
        },
    )
}

pub(super) async fn deposits_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| deposits_view(g, c, None))
}

/// The form: its fields are named as `POST /sim/deposits` names them.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct DepositForm {
    #[serde(default)]
    account_no: String,
    #[serde(default)]
    amount: String,
    #[serde(default)]
    reference: String,
}

/// A deposit arrives on the account's own VAN or one of its sub-clients': read by the reader
/// of `POST /sim/deposits` and run by the same `deposits::arrive`.
pub(super) async fn simulate_deposit(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<DepositForm>,
) -> Response {
    let input = DepositInput {
        bsb: Some(SIM_BSB.to_owned()),
        account_no: Some(f.account_no.clone()),
        amount: form_number(&f.amount),
        reference: given(&f.reference),
        ..DepositInput::default()
    };
    signed_in(&st, &headers, |g, c| {
        let result = input.read().and_then(|arrival| {
            // The chosen VAN must be the account's own or one of its sub-clients'.
            let van = arrival.account_no.as_str();
            let own = g
                .service
                .account(&c.account)
                .is_some_and(|a| a.account_no.as_str() == van);
            let sub_client = g
                .service
                .sub_clients
                .values()
                .any(|s| s.account == c.account && s.account_no.as_str() == van);
            if !(own || sub_client) {
                return Err(ApiError::not_found("virtual account", "accountNo", van));
            }
            deposits::arrive(&mut g.service, arrival)
        });
        match result {
            Ok(id) => {
                jobs::tick(&mut g.service);
                let m = Message::Notice(format!("Deposit {} received", id.as_str()));
                deposits_view(g, c, Some(&m))
            }
            Err(e) => deposits_view(g, c, Some(&e.into())),
        }
    })
}

/// The portal's 'reject unwanted deposit' (`deposits::reject`, as `POST /sim/deposits/{id}/reject`).
pub(super) async fn reject_deposit(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let own = deposits::get(&g.service, c, &id).is_some();
        let result = if own {
            deposits::reject(&mut g.service, &id)
        } else {
            Err(ApiError::not_found("deposit", "id", &id))
        };
        let m = match result {
            Ok(id) => Message::Notice(format!("Deposit {} rejected", id.as_str())),
            Err(e) => e.into(),
        };
        deposits_view(g, c, Some(&m))
    })
}
