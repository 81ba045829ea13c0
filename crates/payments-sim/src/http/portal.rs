//! The customer web portal at `/portal`: server-rendered HTML (maud, every value escaped), plain
//! forms and links, no JavaScript and nothing from elsewhere. A person signs in with a seeded
//! login and the one-time password printed in the simulator's log, then sees balances and
//! today's statement, simulates and rejects deposits, registers webhooks, sends a test and
//! reads the delivery history, and moves the simulated clock. Every action runs the same code
//! as the control API (`crate::actions`, the domain's operations); a form with bad input is
//! shown again with a message naming the field.

use axum::Form;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use maud::{DOCTYPE, Markup, html};
use payments_types::session::LoginInput;
use payments_types::{AccountNo, Amount, Bsb, Context, CurrencyCode, FromInput};
use rust_decimal::Decimal;
use serde::Deserialize;
use serde_json::json;

use crate::actions;
use crate::domain::deposits::{self, Arrival};
use crate::domain::session::{self, AuthState, LoginFrom, LoginOutcome};
use crate::domain::{balances, jobs};
use crate::http::AppState;
use crate::model::accounts::{Caller, SIM_BSB};
use crate::model::deposits::DepositSender;
use crate::model::error::ApiError;
use crate::render::iso;
use crate::state::{PendingSignIn, State as SimState, lock};

/// Cookie of a signed-in browser.
const SESSION_COOKIE: &str = "portal_session";
/// Deliveries the webhooks page shows (the newest).
const DELIVERIES_SHOWN: usize = 500;
/// Cookie of a sign-in waiting for its one-time password.
const SIGN_IN_COOKIE: &str = "portal_sign_in";

/// The portal's routes, to be nested under `/portal`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(home))
        .route("/login", get(login_page).post(login))
        .route("/otp", get(otp_page).post(otp))
        .route("/logout", post(logout))
        .route("/deposits", get(deposits_page).post(simulate_deposit))
        .route("/deposits/{id}/reject", post(reject_deposit))
        .route("/webhooks", get(webhooks_page).post(register_webhook))
        .route("/webhooks/test", post(send_test))
        .route("/webhooks/{id}/rotate", post(rotate_secret))
        .route(
            "/webhooks/deliveries/{request_id}/redeliver",
            post(redeliver),
        )
        .route("/account/members", post(add_member))
        .route("/clock", get(clock_page).post(advance_clock))
        .route("/subclients", get(sub_clients_page))
        .route("/subclients/{id}", get(sub_client_page))
        .route("/subclients/{id}/{action}", post(sub_client_action))
        .route("/account", get(account_page))
        .route("/account/ip-allow-list", post(set_ip_allow_list))
        .route("/account/features", post(set_features))
        .route("/withdrawals", get(withdrawals_page))
        .route("/withdrawals/{id}", get(withdrawal_page))
        .route("/withdrawals/{id}/{action}", post(withdrawal_action))
}

// ---------------------------------------------------------------------------------------------
// Pages and their frame.

/// A whole page: title, navigation (when signed in), a notice or an error, the body.
pub(super) fn page(
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
pub(super) enum Message {
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

// ---------------------------------------------------------------------------------------------
// Signing in.

/// The value of cookie `name`.
fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|kv| kv.trim().strip_prefix(name)?.strip_prefix('='))
}

/// A response that sets cookie `name` (HttpOnly, SameSite=Strict; for the portal and the
/// explorer) and redirects.
fn redirect_setting(to: &str, name: &str, value: &str) -> Response {
    let mut r = Redirect::to(to).into_response();
    let cookie = format!("{name}={value}; Path=/; HttpOnly; SameSite=Strict");
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        r.headers_mut().append(header::SET_COOKIE, v);
    }
    r
}

/// A random id for a cookie: 32 hex digits.
fn random_id() -> String {
    use rand::Rng;
    let bytes: [u8; 16] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The access token of the browser's portal session, if it is still valid.
pub(super) fn session_token(g: &SimState, st: &AppState, headers: &HeaderMap) -> Option<String> {
    let token = g.portal.sessions.get(cookie(headers, SESSION_COOKIE)?)?;
    caller_of(g, st, token).map(|_| token.clone())
}

/// The caller a token stands for, checked as the API checks it.
fn caller_of(g: &SimState, st: &AppState, token: &str) -> Option<Caller> {
    match session::verify(&g.service, &st.key, Some(&format!("Bearer {token}"))) {
        AuthState::Valid(c) => Some(c),
        _ => None,
    }
}

/// The signed-in caller, if the browser's session is valid.
fn caller(g: &SimState, st: &AppState, headers: &HeaderMap) -> Option<Caller> {
    let token = g.portal.sessions.get(cookie(headers, SESSION_COOKIE)?)?;
    caller_of(g, st, token)
}

fn login_form(message: Option<&Message>, email: &str) -> Response {
    page(
        "Sign in",
        false,
        message,
        html! {
            form method="post" action="/portal/login" {
                p { label for="email" { "E-mail" } input id="email" name="email" type="email" value=(email) required; }
                p { label for="password" { "Password" } input id="password" name="password" type="password" required; }
                button type="submit" { "Continue" }
            }
            p { "Seeded logins are listed in the simulator's log and README." }
        },
    )
}

async fn login_page() -> Response {
    login_form(None, "")
}

#[derive(Deserialize)]
struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// Checks e-mail and password with the API's own login, then asks for the one-time password,
/// which goes to the simulator's log (standing in for the e-mail or app the service uses).
async fn login(State(st): State<AppState>, Form(f): Form<LoginForm>) -> Response {
    let mut g = lock(&st.state);
    let today = Context::on(g.service.now().date());
    let input =
        match LoginInput::from_json(&json!({"email": f.email, "password": f.password}), &today) {
            Ok(i) => i,
            Err(e) => return login_form(Some(&Message::Error(e.to_string())), &f.email),
        };
    let outcome = session::login(&mut g.service, &st.key, &input, LoginFrom::Portal);
    let refusal = match outcome {
        Ok(LoginOutcome::Reply(s)) => match s.token {
            Some(token) => {
                let id = random_id();
                let code = format!("{:06}", rand::random_range(0..1_000_000u32));
                eprintln!(
                    "payments-sim: portal one-time password for {}: {code}",
                    f.email
                );
                g.portal.pending.insert(
                    id.clone(),
                    PendingSignIn {
                        token,
                        email: f.email.trim().to_ascii_lowercase(),
                        code,
                    },
                );
                return redirect_setting("/portal/otp", SIGN_IN_COOKIE, &id);
            }
            None => format!("{}: {}", s.code, s.message),
        },
        Ok(LoginOutcome::TooMany(secs)) => {
            format!("too many sign-ins: wait {secs} s and try again")
        }
        Err(e) => e.to_string(),
    };
    login_form(Some(&Message::Error(refusal)), &f.email)
}

fn otp_form(message: Option<&Message>) -> Response {
    page(
        "One-time password",
        false,
        message,
        html! {
            p { "Enter the 6-digit code printed in the simulator's log." }
            form method="post" action="/portal/otp" {
                p { label for="code" { "Code" } input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required; }
                button type="submit" { "Sign in" }
            }
        },
    )
}

async fn otp_page() -> Response {
    otp_form(None)
}

#[derive(Deserialize)]
struct OtpForm {
    #[serde(default)]
    code: String,
}

async fn otp(State(st): State<AppState>, headers: HeaderMap, Form(f): Form<OtpForm>) -> Response {
    let mut g = lock(&st.state);
    let Some(id) = cookie(&headers, SIGN_IN_COOKIE).map(str::to_owned) else {
        return login_form(Some(&Message::Error("sign in first".into())), "");
    };
    let right = g
        .portal
        .pending
        .get(&id)
        .is_some_and(|p| p.code == f.code.trim());
    if !right {
        return otp_form(Some(&Message::Error(
            "code: not the one-time password printed in the log".into(),
        )));
    }
    let Some(pending) = g.portal.pending.remove(&id) else {
        return login_form(None, "");
    };
    let session = random_id();
    g.portal.sessions.insert(session.clone(), pending.token);
    redirect_setting("/portal", SESSION_COOKIE, &session)
}

async fn logout(State(st): State<AppState>, headers: HeaderMap) -> Response {
    if let Some(id) = cookie(&headers, SESSION_COOKIE) {
        lock(&st.state).portal.sessions.remove(id);
    }
    Redirect::to("/portal/login").into_response()
}

/// Runs `show` for the signed-in caller, or sends the browser to the sign-in page.
fn signed_in(
    st: &AppState,
    headers: &HeaderMap,
    show: impl FnOnce(&mut SimState, &Caller) -> Response,
) -> Response {
    let mut g = lock(&st.state);
    jobs::tick(&mut g.service);
    match caller(&g, st, headers) {
        Some(c) => show(&mut g, &c),
        None => Redirect::to("/portal/login").into_response(),
    }
}

// ---------------------------------------------------------------------------------------------
// Balances and today's statement.

fn money(d: Decimal) -> String {
    format!("{:.2}", d.round_dp(2))
}

async fn home(State(st): State<AppState>, headers: HeaderMap) -> Response {
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

// ---------------------------------------------------------------------------------------------
// Deposits.

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
                select id="van" name="van" {
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

async fn deposits_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| deposits_view(g, c, None))
}

#[derive(Deserialize)]
struct DepositForm {
    #[serde(default)]
    van: String,
    #[serde(default)]
    amount: String,
    #[serde(default)]
    reference: String,
}

/// A deposit arrives on the account's own VAN or one of its sub-clients' (the control API's
/// `POST /sim/deposits` runs the same `deposits::arrive`).
async fn simulate_deposit(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<DepositForm>,
) -> Response {
    let response = signed_in(&st, &headers, |g, c| {
        let amount = f
            .amount
            .trim()
            .parse::<Decimal>()
            .map_err(|_| ApiError::invalid("amount", "type", "must be a number, e.g. 250.00"))
            .and_then(|v| {
                Amount::new(v, CurrencyCode::AUD)
                    .map_err(|e| ApiError::invalid("amount", e.rule(), e.to_string()))
            });
        let result = amount.and_then(|amount| {
            // The chosen VAN must be the account's own or one of its sub-clients'.
            let own = g
                .service
                .account(&c.account)
                .is_some_and(|a| a.account_no.as_str() == f.van);
            let sub_client = g
                .service
                .sub_clients
                .values()
                .any(|s| s.account == c.account && s.account_no.as_str() == f.van);
            if !(own || sub_client) {
                return Err(ApiError::not_found("virtual account", "van", &f.van));
            }
            let account_no = AccountNo::parse(&f.van)
                .map_err(|e| ApiError::invalid("van", e.rule(), e.to_string()))?;
            let bsb = Bsb::parse(SIM_BSB)
                .map_err(|e| ApiError::invalid("bsb", e.rule(), e.to_string()))?;
            let reference = Some(f.reference.trim().to_owned()).filter(|r| !r.is_empty());
            deposits::arrive(
                &mut g.service,
                Arrival {
                    bsb,
                    account_no,
                    amount,
                    reference,
                    account_name: None,
                    sender: DepositSender::default(),
                },
            )
        });
        match result {
            Ok(id) => {
                jobs::tick(&mut g.service);
                let m = Message::Notice(format!("Deposit {} received", id.as_str()));
                deposits_view(g, c, Some(&m))
            }
            Err(e) => deposits_view(g, c, Some(&e.into())),
        }
    });
    st.committed().await;
    response
}

/// The portal's 'reject unwanted deposit' (`deposits::reject`, as `POST /sim/deposits/{id}/reject`).
async fn reject_deposit(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let response = signed_in(&st, &headers, |g, c| {
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
    });
    st.committed().await;
    response
}

// ---------------------------------------------------------------------------------------------
// Webhooks.

fn webhooks_view(g: &SimState, c: &Caller, message: Option<&Message>) -> Response {
    let endpoints: Vec<_> = g
        .webhooks
        .endpoints
        .iter()
        .filter(|e| e.account == c.account)
        .collect();
    // The account's deliveries, newest first, the latest DELIVERIES_SHOWN of them.
    let ours: std::collections::HashSet<&str> = endpoints.iter().map(|e| e.id.as_str()).collect();
    let deliveries: Vec<_> = g
        .webhooks
        .history()
        .rev()
        .filter(|a| ours.contains(a.target.as_str()))
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
                            td class="event" { (a.event) }
                            td { (a.url) }
                            td class="num" { (a.attempt) }
                            td class="response" { @if let Some(s) = a.status { (s) } }
                            td { @if let Some(r) = a.failure_reason { (r.as_str()) } }
                            td class="outcome" { (a.outcome.as_str()) }
                            td {
                                form method="post" action={"/portal/webhooks/deliveries/" (a.request_id) "/redeliver"} class="inline redeliver" {
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

async fn webhooks_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| webhooks_view(g, c, None))
}

#[derive(Deserialize)]
struct WebhookForm {
    #[serde(default)]
    url: String,
    #[serde(default)]
    events: String,
}

/// Registers a webhook (`actions::register_webhook`, as `POST /sim/webhooks`) and shows its
/// secret once.
async fn register_webhook(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<WebhookForm>,
) -> Response {
    let response = signed_in(&st, &headers, |g, c| {
        let events: Result<Option<Vec<_>>, ApiError> = {
            let names: Vec<&str> = f
                .events
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .collect();
            if names.is_empty() {
                Ok(None)
            } else {
                names
                    .iter()
                    .map(|n| {
                        crate::model::event_kind::EventKind::parse(n).ok_or_else(|| {
                            ApiError::invalid(
                                "events",
                                "event_kind",
                                format!("unknown event kind {n:?}"),
                            )
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .map(Some)
            }
        };
        let result = events.and_then(|events| {
            actions::register_webhook(g, &c.account, f.url.trim(), None, events)
        });
        let m = match result {
            Ok(r) => Message::Notice(format!(
                "Webhook {} registered; its signing secret (shown once): {}",
                r.id.as_str(),
                r.secret
            )),
            Err(e) => e.into(),
        };
        webhooks_view(g, c, Some(&m))
    });
    st.committed().await;
    response
}

#[derive(Deserialize)]
struct TestForm {
    #[serde(default)]
    webhook: String,
}

/// The portal's 'send test' (`actions::send_test`, as `POST /sim/webhooks/test`).
async fn send_test(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<TestForm>,
) -> Response {
    let response = signed_in(&st, &headers, |g, c| {
        let only = Some(f.webhook.as_str()).filter(|w| !w.is_empty());
        let m = match actions::send_test(g, &c.account, only) {
            Ok((request, _)) => Message::Notice(format!(
                "Test {} sent; its delivery appears below within a few seconds (reload)",
                request.as_str()
            )),
            Err(e) => e.into(),
        };
        webhooks_view(g, c, Some(&m))
    });
    st.committed().await;
    response
}

/// A new signing secret for a webhook (`actions::rotate_secret`, as
/// `POST /sim/webhooks/{id}/rotate`), shown once.
async fn rotate_secret(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let response = signed_in(&st, &headers, |g, c| {
        let m = match actions::rotate_secret(g, &c.account, &id) {
            Ok(secret) => Message::Notice(format!(
                "Webhook {id} signs with a new secret from the next delivery (shown once): {secret}"
            )),
            Err(e) => e.into(),
        };
        webhooks_view(g, c, Some(&m))
    });
    st.committed().await;
    response
}

/// Sends a past delivery again (`actions::redeliver`, as
/// `POST /sim/webhooks/deliveries/{requestId}/redeliver`).
async fn redeliver(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(request_id): Path<String>,
) -> Response {
    let response = signed_in(&st, &headers, |g, c| {
        let m = match actions::redeliver(g, &c.account, &request_id) {
            Ok(webhook) => Message::Notice(format!(
                "Delivery {request_id} sent again to {}; its attempt appears below (reload)",
                webhook.as_str()
            )),
            Err(e) => e.into(),
        };
        webhooks_view(g, c, Some(&m))
    });
    st.committed().await;
    response
}

// ---------------------------------------------------------------------------------------------
// Sub-clients: compliance decisions and deactivation.

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

/// A table of `(label, value)` rows: a record's detail page.
fn details(rows: &[(&str, String)]) -> Markup {
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

/// One sub-client, every field the portal knows.
async fn sub_client_page(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    signed_in(&st, &headers, |g, c| {
        let Ok(s) = crate::domain::sub_clients::find(&g.service, c, &id, "id") else {
            let m: Message = ApiError::not_found("sub-client", "id", &id).into();
            return sub_clients_view(g, c, Some(&m));
        };
        let d = &s.details;
        let a = &s.address;
        let address = [
            a.building.as_ref().map(|b| b.as_str()),
            Some(a.street.as_str()),
            Some(a.suburb.as_str()),
            Some(a.state.as_str()),
            Some(a.postcode.as_str()),
            Some(a.country.as_str()),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
        let rows = [
            ("Id", s.id.as_str().to_owned()),
            ("Status", s.status().as_str().to_owned()),
            ("Type", s.client_type().as_str().to_owned()),
            ("Name", s.full_name()),
            ("E-mail", d.email().as_str().to_owned()),
            ("Mobile", d.mobile().as_str().to_owned()),
            ("Date of birth", d.dob().to_string()),
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

async fn sub_clients_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| sub_clients_view(g, c, None))
}

/// A compliance decision or a deactivation (`sub_clients::decide`, `deactivate`, as the
/// control API's `/sim/subclients/{id}/...`).
async fn sub_client_action(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path((id, action)): Path<(String, String)>,
) -> Response {
    use crate::domain::sub_clients::{self, Decision};
    let response = signed_in(&st, &headers, |g, c| {
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
    });
    st.committed().await;
    response
}

// ---------------------------------------------------------------------------------------------
// Withdrawals: status and the operator's manual outcomes.

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
async fn withdrawal_page(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    use crate::model::parties::Payer;
    signed_in(&st, &headers, |g, c| {
        let Some(w) = crate::domain::withdrawals::get(&g.service, c, &id) else {
            let m: Message = ApiError::not_found("withdrawal", "id", &id).into();
            return withdrawals_view(g, c, Some(&m));
        };
        let sender = match &w.sender {
            Payer::Customer(name) => name.as_str().to_owned(),
            Payer::SubClient(s) => format!("{} (sub-client {})", s.full_name(), s.id.as_str()),
            Payer::Sender { details, .. } => [
                details.company_name().as_ref().map(|n| n.as_str()),
                details.first_name().as_ref().map(|n| n.as_str()),
                details.last_name().as_ref().map(|n| n.as_str()),
            ]
            .into_iter()
            .flatten()
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

async fn withdrawals_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| withdrawals_view(g, c, None))
}

/// The operator's manual outcome of a withdrawal (`withdrawals::manual`, as
/// `POST /sim/withdrawals/{id}/{action}`).
async fn withdrawal_action(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path((id, action)): Path<(String, String)>,
) -> Response {
    use crate::domain::withdrawals::{self, ManualAction};
    let response = signed_in(&st, &headers, |g, c| {
        let action = match action.as_str() {
            "return" => Ok(ManualAction::Return),
            "retry" => Ok(ManualAction::Retry),
            "cancel" => Ok(ManualAction::Cancel),
            other => Err(ApiError::invalid(
                "action",
                "action",
                format!("must be return, retry or cancel, got {other:?}"),
            )),
        };
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
    });
    st.committed().await;
    response
}

// ---------------------------------------------------------------------------------------------
// The account: members and their access, the IP allow-list, feature toggles.

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
                label for="first" { "First name" } input id="first" name="first_name";
                label for="last" { "Last name" } input id="last" name="last_name";
                label for="member-email" { "E-mail" } input id="member-email" name="email" type="email" required;
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

async fn account_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, c| account_view(g, c, None))
}

#[derive(Deserialize)]
struct MemberForm {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    compliance: Option<String>,
}

/// Adds an ACTIVE member (`members::add`, as `POST /sim/members`); the e-mail is checked with
/// payments-types' rule.
async fn add_member(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<MemberForm>,
) -> Response {
    use crate::domain::members::{self, NewMember};
    let response = signed_in(&st, &headers, |g, c| {
        let m = match payments_types::Email::parse(f.email.trim()) {
            Err(e) => Message::Error(format!("email: {e}")),
            Ok(email) => {
                let compliance = f.compliance.as_deref() == Some("on");
                let name = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
                let member = members::add(
                    &mut g.service,
                    &c.account,
                    NewMember {
                        first_name: name(&f.first_name),
                        last_name: name(&f.last_name),
                        email: Some(email.as_str().to_owned()),
                        mobile: None,
                        roles: if compliance {
                            vec!["compliance_officer".into()]
                        } else {
                            Vec::new()
                        },
                        access: if compliance {
                            vec!["compliance".into()]
                        } else {
                            Vec::new()
                        },
                        status: crate::model::members::MemberStatus::Active,
                    },
                );
                Message::Notice(format!("Member {} added", member.id.as_str()))
            }
        };
        account_view(g, c, Some(&m))
    });
    st.committed().await;
    response
}

#[derive(Deserialize)]
struct AllowListForm {
    #[serde(default)]
    addresses: String,
}

/// The IP allow-list (`accounts::set_ip_allow_list`, as `POST /sim/ip-allow-list`).
async fn set_ip_allow_list(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<AllowListForm>,
) -> Response {
    let response = signed_in(&st, &headers, |g, c| {
        let parsed: Result<Vec<std::net::IpAddr>, ApiError> = f
            .addresses
            .split(',')
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .enumerate()
            .map(|(i, a)| {
                a.parse().map_err(|_| {
                    ApiError::invalid(
                        &format!("addresses[{i}]"),
                        "type",
                        format!("{a:?} is not an IPv4 or IPv6 address"),
                    )
                })
            })
            .collect();
        let m = match parsed.and_then(|list| {
            crate::domain::accounts::set_ip_allow_list(&mut g.service, &c.account, list)
        }) {
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
    });
    st.committed().await;
    response
}

/// Feature toggles (`accounts::set_features`, as `POST /sim/features`): a checkbox left
/// unticked switches its feature off.
async fn set_features(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<std::collections::HashMap<String, String>>,
) -> Response {
    let on = |name: &str| Some(f.get(name).is_some_and(|v| v == "on"));
    let changes = crate::model::accounts::FeatureChanges {
        sub_clients: on("subClients"),
        ams: on("ams"),
        address_cleanser: on("addressCleanser"),
        third_party_deposits: on("thirdPartyDeposits"),
        third_party_withdrawals: on("thirdPartyWithdrawals"),
    };
    let response = signed_in(&st, &headers, |g, c| {
        let m = match crate::domain::accounts::set_features(&mut g.service, &c.account, &changes) {
            Ok(_) => Message::Notice("Features saved".into()),
            Err(e) => e.into(),
        };
        account_view(g, c, Some(&m))
    });
    st.committed().await;
    response
}

// ---------------------------------------------------------------------------------------------
// The simulated clock.

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
        },
    )
}

async fn clock_page(State(st): State<AppState>, headers: HeaderMap) -> Response {
    signed_in(&st, &headers, |g, _| clock_view(g, None))
}

#[derive(Deserialize)]
struct ClockForm {
    #[serde(default)]
    seconds: String,
}

/// Moves the clock (`actions::advance_clock`, as `POST /sim/clock/advance`).
async fn advance_clock(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<ClockForm>,
) -> Response {
    let response = signed_in(&st, &headers, |g, _| {
        let result = f
            .seconds
            .trim()
            .parse::<f64>()
            .map_err(|_| ApiError::invalid("seconds", "seconds", "must be a non-negative number"))
            .and_then(|s| actions::advance_clock(g, s));
        let m = match result {
            Ok(()) => Message::Notice("The clock moved; due processing ran".into()),
            Err(e) => e.into(),
        };
        clock_view(g, Some(&m))
    });
    st.committed().await;
    response
}
