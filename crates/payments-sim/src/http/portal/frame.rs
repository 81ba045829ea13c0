//! Pages and their frame: the page around every body, the message above it, and the pages for
//! an address that is not one.

use axum::http::{StatusCode, Uri};
use axum::response::{Html, IntoResponse, Response};
use maud::{DOCTYPE, Markup, html};
use rust_decimal::Decimal;

use crate::model::error::ApiError;

/// A whole page: title, navigation (when signed in), a notice or an error, the body.
pub(in crate::http) fn page(
    title: &str,
    signed_in: bool,
    message: Option<&Message>,
    body: Markup,
) -> Response {
    let markup = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · payments-sim portal" }
                style { (STYLE) }
            }
            body {
                header {
                    strong { "payments-sim portal" }
                    @if signed_in {
                        nav {
                            a href="/portal" { "Balances" }
                            a href="/portal/subclients" { "Sub-clients" }
                            a href="/portal/deposits" { "Deposits" }
                            a href="/portal/withdrawals" { "Withdrawals" }
                            a href="/portal/webhooks" { "Webhooks" }
                            a href="/portal/account" { "Account" }
                            a href="/portal/clock" { "Clock" }
                            a href="/explorer" { "Explorer" }
                            form method="post" action="/portal/logout" class="inline" {
                                button type="submit" { "Sign out" }
                            }
                        }
                    }
                }
                main {
                    h1 { (title) }
                    @if let Some(m) = message {
                        p class=(m.class()) role=(m.role()) id="message" { (m.text()) }
                    }
                    (body)
                }
            }
        }
    };
    Html(markup.into_string()).into_response()
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24}\
header{display:flex;gap:2rem;align-items:center;padding:.75rem 1.5rem;background:#0b3d5c;color:#fff}\
nav{display:flex;gap:1rem;align-items:center}nav a{color:#fff}\
main{padding:1rem 1.5rem;max-width:70rem}table{border-collapse:collapse;margin:.5rem 0 1.5rem}\
th,td{border-bottom:1px solid #d0d7de;padding:.3rem .8rem;text-align:left}\
td.num{text-align:right;font-variant-numeric:tabular-nums}\
form{margin:.5rem 0 1rem}form.inline{display:inline;margin:0}label{margin-right:.75rem}\
input{margin-left:.25rem}.error{color:#a40e26;font-weight:600}.notice{color:#1a7f37}";

/// A message above a page's body.
pub(in crate::http) enum Message {
    Notice(String),
    Error(String),
}

impl Message {
    fn class(&self) -> &'static str {
        match self {
            Self::Notice(_) => "notice",
            Self::Error(_) => "error",
        }
    }
    fn role(&self) -> &'static str {
        match self {
            Self::Notice(_) => "status",
            Self::Error(_) => "alert",
        }
    }
    fn text(&self) -> &str {
        match self {
            Self::Notice(t) | Self::Error(t) => t,
        }
    }
}

impl From<ApiError> for Message {
    fn from(e: ApiError) -> Self {
        Self::Error(e.to_string())
    }
}

/// A 404 page that says what is missing and where to go instead.
pub(in crate::http) fn not_found(what: &str, back: (&str, &str)) -> Response {
    let body = html! { p { a href=(back.0) { (back.1) } } };
    let m = Message::Error(what.to_owned());
    (
        StatusCode::NOT_FOUND,
        page("Not found", false, Some(&m), body),
    )
        .into_response()
}

/// Any path under `/portal` that is no page: 404 with a readable page.
pub(super) async fn no_such_page(uri: Uri) -> Response {
    not_found(
        &format!("There is no portal page at {}", under("/portal", &uri)),
        ("/portal", "Go to the portal"),
    )
}

/// A `GET` (a typed address, a bookmark) of an address that only takes a form's `POST`: 405
/// with a readable page.
pub(super) async fn not_a_page(uri: Uri) -> Response {
    let m = Message::Error(format!(
        "{} is the address of a form's button, not a page; use the button on its page",
        under("/portal", &uri)
    ));
    let body = html! { p { a href="/portal" { "Go to the portal" } } };
    let mut r = page("Not a page", false, Some(&m), body);
    *r.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
    r
}

/// An amount with two decimals.
pub(super) fn money(d: Decimal) -> String {
    format!("{:.2}", d.round_dp(2))
}

/// A table of `(label, value)` rows: a record's detail page.
pub(super) fn details(rows: &[(&str, String)]) -> Markup {
    html! {
        table id="details" {
            tbody {
                @for (label, value) in rows {
                    tr { th { (label) } td { (value) } }
                }
            }
        }
    }
}

/// The path a person asked for: a nested router sees `uri` without its `prefix`.
pub(in crate::http) fn under(prefix: &str, uri: &Uri) -> String {
    let path = uri.path();
    if path.starts_with(prefix) {
        path.to_owned()
    } else {
        format!("{prefix}{path}")
    }
}
