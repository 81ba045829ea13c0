//! The simulated clock: the time now and the Advance form.

use axum::Form;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use maud::html;
use serde::Deserialize;

use super::frame::{Message, page};
use super::sign_in::signed_in;
use crate::actions;
use crate::http::AppState;
use crate::http::inputs::{self, form_number};
use crate::render::iso;
use crate::state::State as SimState;

fn clock_view(g: &SimState, message: Option<&Message>) -> Response {
    page(
        "Simulated clock",
        true,
        message,
        html! {
            p { "Now: " time id="now" { (iso(g.service.now())) } }
            form method="post" action="/portal/clock" id="advance" {
                label for="seconds" { "Advance by (seconds)" } input id="seconds" name="seconds" inputmode="decimal" required;
                button type="submit" { "Advance" }
            }
            p { "It can move at most " (g.service.clock.seconds_left()) " seconds from now (it stops short of the year 9000)." }
        },
    )
}

pub(super) async fn clock_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, _| clock_view(g, None))
}

#[derive(Deserialize)]
pub(super) struct ClockForm {
    #[serde(default)]
    seconds: String,
}

/// Moves the clock: read as `POST /sim/clock/advance` reads it, then `actions::advance_clock`
/// (a move the clock cannot make is refused, naming `seconds` and how far it can go).
pub(super) async fn advance_clock(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<ClockForm>,
) -> Response {
    signed_in(&st, &headers, |g, _| {
        let result = inputs::clock::seconds(form_number(&f.seconds).as_ref())
            .and_then(|s| actions::advance_clock(g, s));
        let m = match result {
            Ok(()) => Message::Notice("The clock moved; due processing ran".into()),
            Err(e) => e.into(),
        };
        clock_view(g, Some(&m))
    })
}
