//! Balances and today's statement (the portal's home page).

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use maud::html;
use payments_types::CurrencyCode;

use super::frame::{money, page};
use super::sign_in::signed_in;
use crate::domain::balances;
use crate::http::AppState;
use crate::render::iso;

pub(super) async fn home(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| {
        let today = g.service.now().date();
        let rows = g
            .service
            .account(&c.account)
            .map(|a| {
                let from = today.midnight().assume_utc();
                a.ledger
                    .rows(CurrencyCode::AUD, from, from + time::Duration::DAY)
                    .cloned()
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        page(
            "Balances",
            true,
            None,
            html! {
                p { "Signed in as " (c.email) " · account " (c.account.as_str()) }
                table id="balances" {
                    thead { tr { th { "Currency" } th { "Cleared" } th { "Pending" } } }
                    tbody {
                        @for b in balances::balances(&g.service, c, None) {
                            tr { td { (b.currency.as_str()) } td class="num" { (money(b.cleared)) } td class="num" { (money(b.pending)) } }
                        }
                    }
                }
                h2 { "Statement of " (today.to_string()) " (AUD)" }
                table id="statement" {
                    thead { tr { th { "Time" } th { "Description" } th { "Debit" } th { "Credit" } th { "Balance" } } }
                    tbody {
                        @for r in &rows {
                            tr { td { (iso(r.at)) } td { (r.description) } td class="num" { (money(r.debit)) } td class="num" { (money(r.credit)) } td class="num" { (money(r.balance)) } }
                        }
                    }
                }
            },
        )
    })
}
