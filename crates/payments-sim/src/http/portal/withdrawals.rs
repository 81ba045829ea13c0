//! Withdrawals: the list, a detail page, the operator's manual outcomes.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use maud::html;

use super::frame::{Message, details, money, page};
use super::sign_in::signed_in;
use crate::http::AppState;
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::render::iso;
use crate::state::State as SimState;

fn withdrawals_view(g: &SimState, c: &Caller, message: Option<&Message>) -> Response {
    use crate::model::withdrawals::WithdrawalStatus as S;
    let mut list: Vec<_> = g
        .service
        .withdrawals
        .values()
        .filter(|w| w.account == c.account)
        .collect();
    list.sort_by_key(|w| std::cmp::Reverse(w.created_at));
    page(
        "Withdrawals",
        true,
        message,
        html! {
            table id="withdrawals" {
                thead { tr { th { "Id" } th { "Status" } th { "Amount" } th { "Reference" } th { "Status message" } th { "Created" } th {} } }
                tbody {
                    @for w in &list {
                        tr data-id=(w.id.as_str()) {
                            td { a href={"/portal/withdrawals/" (w.id.as_str())} { (w.id.as_str()) } }
                            td class="status" { (w.status().as_str()) }
                            td class="num" { (money(w.amount)) " " (w.currency.as_str()) }
                            td { @if let Some(r) = &w.external_reference { (r.as_str()) } }
                            td { (w.status_message) }
                            td { (iso(w.created_at)) }
                            td {
                                @let actions: &[(&str, &str)] = match w.status() {
                                    S::Confirmed => &[("return", "Bank return")],
                                    S::Failed => &[("retry", "Retry"), ("cancel", "Cancel")],
                                    _ => &[],
                                };
                                @for (action, label) in actions {
                                    form method="post" action={"/portal/withdrawals/" (w.id.as_str()) "/" (action)} class="inline" {
                                        button type="submit" { (label) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        },
    )
}

/// One withdrawal, every field the portal knows.
pub(super) async fn withdrawal_page(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    use crate::model::parties::Payer;
    signed_in(&st, &headers, |g, c| {
        let Some(w) = crate::domain::withdrawals::get(&g.service, c, &id) else {
            let m: Message = ApiError::not_found("withdrawal", "id", &id).into();
            let mut r = withdrawals_view(g, c, Some(&m));
            *r.status_mut() = StatusCode::NOT_FOUND;
            return r;
        };
        let sender = match &w.sender {
            Payer::Customer(name) => name.clone(),
            Payer::SubClient(s) => format!("{} (sub-client {})", s.full_name(), s.id.as_str()),
            Payer::Sender { details: d, .. } => [&d.company_name, &d.first_name, &d.last_name]
                .into_iter()
                .flatten()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .join(" "),
        };
        let when = |t: Option<time::OffsetDateTime>| t.map(iso).unwrap_or_default();
        let rows = [
            ("Id", w.id.as_str().to_owned()),
            ("Status", w.status().as_str().to_owned()),
            ("Status message", w.status_message.clone()),
            (
                "Amount",
                format!("{} {}", money(w.amount), w.currency.as_str()),
            ),
            ("Fee", money(w.fee)),
            ("Sender", sender),
            ("Recipient", w.recipient.display_name()),
            (
                "Reference",
                w.external_reference
                    .as_ref()
                    .map(|r| r.as_str().to_owned())
                    .unwrap_or_default(),
            ),
            (
                "Reason",
                w.reason.map(|r| r.as_str().to_owned()).unwrap_or_default(),
            ),
            (
                "Reject code",
                w.reject_code
                    .map(|r| r.as_str().to_owned())
                    .unwrap_or_default(),
            ),
            ("Rail", w.route.rail().to_owned()),
            ("Created", iso(w.created_at)),
            ("Cleared", when(w.cleared_at)),
            ("Rejected", when(w.rejected_at)),
            ("Refunded", when(w.refunded_at)),
        ];
        page(
            &format!("Withdrawal {}", w.id.as_str()),
            true,
            None,
            html! { p { a href="/portal/withdrawals" { "All withdrawals" } } (details(&rows)) },
        )
    })
}

pub(super) async fn withdrawals_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| withdrawals_view(g, c, None))
}

/// The operator's manual outcome of a withdrawal (`withdrawals::manual`, as
/// `POST /sim/withdrawals/{id}/{action}`).
pub(super) async fn withdrawal_action(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path((id, action)): Path<(String, String)>,
) -> Response {
    use crate::domain::withdrawals::{self, ManualAction};
    signed_in(&st, &headers, |g, c| {
        let action = ManualAction::parse(&action);
        let own = withdrawals::get(&g.service, c, &id).is_some();
        let result = action.and_then(|a| {
            if own {
                withdrawals::manual(&mut g.service, &id, a)
            } else {
                Err(ApiError::not_found("withdrawal", "id", &id))
            }
        });
        let m = match result {
            Ok(w) => Message::Notice(format!(
                "Withdrawal {} is {}",
                w.id.as_str(),
                w.status().as_str()
            )),
            Err(e) => e.into(),
        };
        withdrawals_view(g, c, Some(&m))
    })
}
