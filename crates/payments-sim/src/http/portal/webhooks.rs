//! Webhooks: registrations (register, send a test, show and rotate the secret) and the
//! delivery history with Redeliver.

use axum::Form;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use maud::html;
use serde::Deserialize;
use serde_json::Value;

use super::frame::{Message, page};
use super::sign_in::signed_in;
use crate::actions;
use crate::http::AppState;
use crate::http::inputs::given;
use crate::http::inputs::webhooks::WebhookInput;
use crate::model::accounts::Caller;
use crate::render::iso;
use crate::state::State as SimState;

/// Deliveries the webhooks page shows (the newest).
const DELIVERIES_SHOWN: usize = 500;

fn webhooks_view(g: &SimState, c: &Caller, message: Option<&Message>) -> Response {
    let endpoints: Vec<_> = g
        .webhooks
        .endpoints
        .values()
        .filter(|e| e.account == c.account)
        .collect();
    // The account's deliveries, newest first, the latest DELIVERIES_SHOWN of them.
    let ours: std::collections::HashSet<&str> = endpoints.iter().map(|e| e.id.as_str()).collect();
    let deliveries: Vec<_> = g
        .webhooks
        .history()
        .rev()
        .filter(|a| ours.contains(a.delivery.target.as_str()))
        .take(DELIVERIES_SHOWN)
        .collect();
    page(
        "Webhooks",
        true,
        message,
        html! {
            h2 { "Register a webhook" }
            form method="post" action="/portal/webhooks" id="register" {
                label for="url" { "URL" } input id="url" name="url" type="url" size="50" required;
                label for="events" { "Events (comma-separated; empty: all)" } input id="events" name="events";
                button type="submit" { "Register" }
            }
            table id="webhooks" {
                thead { tr { th { "Id" } th { "URL" } th { "Events" } th {} } }
                tbody {
                    @for e in &endpoints {
                        tr {
                            td { (e.id.as_str()) }
                            td { (e.url) }
                            td { @match &e.events { Some(k) => (k.iter().map(|k| k.as_str()).collect::<Vec<_>>().join(", ")), None => "all" } }
                            td {
                                form method="post" action="/portal/webhooks/test" class="inline" {
                                    input type="hidden" name="webhook" value=(e.id.as_str());
                                    button type="submit" { "Send test" }
                                }
                                " "
                                form method="post" action={"/portal/webhooks/" (e.id.as_str()) "/secret"} class="inline show-secret" {
                                    button type="submit" { "Show secret" }
                                }
                                " "
                                form method="post" action={"/portal/webhooks/" (e.id.as_str()) "/rotate"} class="inline rotate" {
                                    button type="submit" { "Rotate secret" }
                                }
                            }
                        }
                    }
                }
            }
            h2 { "Delivery history (newest first, the latest " (DELIVERIES_SHOWN) ")" }
            table id="deliveries" {
                thead { tr { th { "Time" } th { "Event" } th { "URL" } th { "Attempt" } th { "Response status" } th { "Failure reason" } th { "Outcome" } th {} } }
                tbody {
                    @for a in &deliveries {
                        tr {
                            td { (iso(a.at)) }
                            td class="event" { (a.delivery.event) }
                            td { (a.delivery.url) }
                            td class="num" { (a.attempt) }
                            td class="response" { @if let Some(s) = a.status { (s) } }
                            td { @if let Some(r) = a.failure_reason { (r.as_str()) } }
                            td class="outcome" { (a.outcome.as_str()) }
                            td {
                                form method="post" action={"/portal/webhooks/deliveries/" (a.delivery.request_id) "/redeliver"} class="inline redeliver" {
                                    button type="submit" { "Redeliver" }
                                }
                            }
                        }
                    }
                }
            }
        },
    )
}

pub(super) async fn webhooks_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| webhooks_view(g, c, None))
}

#[derive(Deserialize)]
pub(super) struct WebhookForm {
    #[serde(default)]
    url: String,
    #[serde(default)]
    events: String,
}

impl WebhookForm {
    /// The form as `POST /sim/webhooks` would get it (events: comma-separated names).
    fn input(&self) -> WebhookInput {
        let events: Vec<Value> = self
            .events
            .split(',')
            .filter_map(given)
            .map(Value::String)
            .collect();
        WebhookInput {
            url: given(&self.url),
            secret: None,
            events: (!events.is_empty()).then_some(Value::Array(events)),
        }
    }
}

/// Registers a webhook (read as `POST /sim/webhooks` reads it, then
/// `actions::register_webhook`) and shows its secret.
pub(super) async fn register_webhook(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<WebhookForm>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let result = f
            .input()
            .read()
            .and_then(|r| actions::register_webhook(g, &c.account, r));
        let m = match result {
            Ok(r) => Message::Notice(format!(
                "Webhook {} registered; its signing secret: {} (Show secret shows it again)",
                r.id.as_str(),
                r.secret
            )),
            Err(e) => e.into(),
        };
        private(webhooks_view(g, c, Some(&m)))
    })
}

#[derive(Deserialize)]
pub(super) struct TestForm {
    #[serde(default)]
    webhook: String,
}

/// The portal's 'send test' (`actions::send_test`, as `POST /sim/webhooks/test`).
pub(super) async fn send_test(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<TestForm>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let only = Some(f.webhook.as_str()).filter(|w| !w.is_empty());
        let m = match actions::send_test(g, &c.account, only) {
            Ok((request, _)) => Message::Notice(format!(
                "Test {} sent; its delivery appears below within a few seconds (reload)",
                request.as_str()
            )),
            Err(e) => e.into(),
        };
        webhooks_view(g, c, Some(&m))
    })
}

/// A new signing secret for a webhook (`actions::rotate_secret`, as
/// `POST /sim/webhooks/{id}/rotate`), shown once.
pub(super) async fn rotate_secret(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let m = match actions::rotate_secret(g, &c.account, &id) {
            Ok(secret) => Message::Notice(format!(
                "Webhook {id} signs with a new secret from the next delivery: {secret}"
            )),
            Err(e) => e.into(),
        };
        private(webhooks_view(g, c, Some(&m)))
    })
}

/// The portal's 'show secret' (`actions::webhook_secret`, as `POST /sim/webhooks/{id}/secret`):
/// the webhook's current signing secret, on a page the browser does not keep.
pub(super) async fn show_secret(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let m = match actions::webhook_secret(g, &c.account, &id) {
            Ok(secret) => Message::Notice(format!("Webhook {id} signs with: {secret}")),
            Err(e) => e.into(),
        };
        private(webhooks_view(g, c, Some(&m)))
    })
}

/// A page that shows a secret: no cache may keep it.
fn private(mut page: Response) -> Response {
    page.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    page
}

/// Sends a past delivery again (`actions::redeliver`, as
/// `POST /sim/webhooks/deliveries/{requestId}/redeliver`).
pub(super) async fn redeliver(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(request_id): Path<String>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let m = match actions::redeliver(g, &c.account, &request_id) {
            Ok(webhook) => Message::Notice(format!(
                "Delivery {request_id} sent again to {}; its attempt appears below (reload)",
                webhook.as_str()
            )),
            Err(e) => e.into(),
        };
        webhooks_view(g, c, Some(&m))
    })
}
