//! Sub-clients: the list, a detail page, compliance decisions and deactivation.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use maud::html;

use super::frame::{Message, details, page};
use super::sign_in::signed_in;
use crate::http::AppState;
use crate::model::accounts::{Caller, SIM_BSB};
use crate::model::error::ApiError;
use crate::render::iso;
use crate::state::State as SimState;

fn sub_clients_view(g: &SimState, c: &Caller, message: Option<&Message>) -> Response {
    let mut list: Vec<_> = g
        .service
        .sub_clients
        .values()
        .filter(|s| s.account == c.account)
        .collect();
    list.sort_by_key(|s| std::cmp::Reverse(s.created_at));
    page(
        "Sub-clients",
        true,
        message,
        html! {
            table id="subclients" {
                thead { tr { th { "Id" } th { "Name" } th { "Type" } th { "Status" } th { "VAN" } th {} } }
                tbody {
                    @for s in &list {
                        tr data-id=(s.id.as_str()) {
                            td { a href={"/portal/subclients/" (s.id.as_str())} { (s.id.as_str()) } }
                            td { (s.full_name()) }
                            td { (s.client_type().as_str()) }
                            td class="status" { (s.status().as_str()) }
                            td { (SIM_BSB) " " (s.account_no.as_str()) }
                            td {
                                @for (action, label) in sub_client_actions(s.status()) {
                                    form method="post" action={"/portal/subclients/" (s.id.as_str()) "/" (action)} class="inline" {
                                        button type="submit" name="do" value=(action) { (label) }
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

/// The buttons a sub-client in `status` gets.
fn sub_client_actions(
    status: crate::model::sub_clients::SubClientStatus,
) -> &'static [(&'static str, &'static str)] {
    use crate::model::sub_clients::SubClientStatus as S;
    match status {
        S::Unapproved => &[("approve", "Approve"), ("fail_kyc", "Fail KYC")],
        S::Active => &[("deactivate", "Deactivate")],
        _ => &[],
    }
}

/// One sub-client, every field the portal knows.
pub(super) async fn sub_client_page(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let Ok(s) = crate::domain::sub_clients::find(&g.service, c, &id, "id") else {
            let m: Message = ApiError::not_found("sub-client", "id", &id).into();
            let mut r = sub_clients_view(g, c, Some(&m));
            *r.status_mut() = StatusCode::NOT_FOUND;
            return r;
        };
        let d = &s.details;
        let a = &s.address;
        let address = [
            &a.building,
            &a.street,
            &a.suburb,
            &a.state,
            &a.postcode,
            &a.country,
        ]
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(", ");
        let rows = [
            ("Id", s.id.as_str().to_owned()),
            ("Status", s.status().as_str().to_owned()),
            ("Type", s.client_type().as_str().to_owned()),
            ("Name", s.full_name()),
            ("E-mail", d.email.clone()),
            ("Mobile", d.mobile.clone()),
            ("Date of birth", d.dob.clone()),
            ("Address", address),
            ("VAN", format!("{SIM_BSB} {}", s.account_no.as_str())),
            (
                "External id",
                s.external_id
                    .as_ref()
                    .map(|e| e.as_str().to_owned())
                    .unwrap_or_default(),
            ),
            ("Created", iso(s.created_at)),
        ];
        page(
            &format!("Sub-client {}", s.id.as_str()),
            true,
            None,
            html! { p { a href="/portal/subclients" { "All sub-clients" } } (details(&rows)) },
        )
    })
}

pub(super) async fn sub_clients_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| sub_clients_view(g, c, None))
}

/// A compliance decision or a deactivation (`sub_clients::decide`, `deactivate`, as the
/// control API's `/sim/subclients/{id}/...`).
pub(super) async fn sub_client_action(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path((id, action)): Path<(String, String)>,
) -> Response {
    use crate::domain::sub_clients::{self, Decision};
    signed_in(&st, &headers, |g, c| {
        let result = match action.as_str() {
            "approve" => sub_clients::decide(&mut g.service, c, &id, Decision::Approve),
            "fail_kyc" => sub_clients::decide(&mut g.service, c, &id, Decision::FailKyc),
            "deactivate" => sub_clients::deactivate(&mut g.service, c, &id),
            other => Err(ApiError::invalid(
                "action",
                "action",
                format!("must be approve, fail_kyc or deactivate, got {other:?}"),
            )),
        };
        let m = match result {
            Ok(r) => Message::Notice(format!(
                "Sub-client {} is {}",
                r.record.id.as_str(),
                r.record.status().as_str()
            )),
            Err(e) => e.into(),
        };
        sub_clients_view(g, c, Some(&m))
    })
}
