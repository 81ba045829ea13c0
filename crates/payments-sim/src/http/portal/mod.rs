//! The customer web portal at `/portal`: server-rendered HTML (maud, every value escaped), plain
//! forms and links, no JavaScript and nothing from elsewhere. A person signs in with a seeded
//! login and the one-time password printed in the simulator's log, then sees balances and
//! today's statement, simulates and rejects deposits, registers webhooks, sends a test and
//! reads the delivery history, and moves the simulated clock. Every action runs the same code
//! as the control API (`crate::actions`, the domain's operations) after the same reader
//! (`http::inputs`); a form with bad input is shown again with a message naming the field and
//! the rule. One module per page.

mod account;
mod balances;
mod clock;
mod deposits;
mod frame;
mod sign_in;
mod sub_clients;
mod webhooks;
mod withdrawals;

use axum::Router;
use axum::routing::{get, post};

pub(super) use frame::{Message, not_found, page, under};
pub(super) use sign_in::session_token;

/// The portal's routes, to be nested under `/portal`; any other path under it is a page saying
/// so (404), as is a `GET` of an action's address (405).
pub fn routes() -> Router<crate::http::AppState> {
    Router::new()
        .route("/", get(balances::home))
        .route("/login", get(sign_in::login_page).post(sign_in::login))
        .route("/otp", get(sign_in::otp_page).post(sign_in::otp))
        .route("/logout", post(sign_in::logout))
        .route(
            "/deposits",
            get(deposits::deposits_page).post(deposits::simulate_deposit),
        )
        .route("/deposits/{id}/reject", post(deposits::reject_deposit))
        .route(
            "/webhooks",
            get(webhooks::webhooks_page).post(webhooks::register_webhook),
        )
        .route("/webhooks/test", post(webhooks::send_test))
        .route("/webhooks/{id}/rotate", post(webhooks::rotate_secret))
        .route("/webhooks/{id}/secret", post(webhooks::show_secret))
        .route(
            "/webhooks/deliveries/{request_id}/redeliver",
            post(webhooks::redeliver),
        )
        .route("/clock", get(clock::clock_page).post(clock::advance_clock))
        .route("/subclients", get(sub_clients::sub_clients_page))
        .route("/subclients/{id}", get(sub_clients::sub_client_page))
        .route(
            "/subclients/{id}/{action}",
            post(sub_clients::sub_client_action),
        )
        .route("/account", get(account::account_page))
        .route("/account/members", post(account::add_member))
        .route("/account/ip-allow-list", post(account::set_ip_allow_list))
        .route("/account/features", post(account::set_features))
        .route("/withdrawals", get(withdrawals::withdrawals_page))
        .route("/withdrawals/{id}", get(withdrawals::withdrawal_page))
        .route(
            "/withdrawals/{id}/{action}",
            post(withdrawals::withdrawal_action),
        )
        .fallback(frame::no_such_page)
        .method_not_allowed_fallback(frame::not_a_page)
}
