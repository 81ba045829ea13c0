//! Signing in: e-mail and password through the API's own login, then the one-time password
//! printed in the log; the session cookie; [`signed_in`], which every page runs behind.

use axum::Form;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;
use payments_types::session::LoginInput;
use payments_types::{Context, FromInput};
use serde::Deserialize;
use serde_json::json;

use super::frame::{Message, page};
use crate::domain::jobs;
use crate::domain::session::{self, AuthState, LoginFrom, LoginOutcome};
use crate::http::AppState;
use crate::model::accounts::Caller;
use crate::state::{PendingSignIn, State as SimState, lock};

/// Cookie of a signed-in browser.
const SESSION_COOKIE: &str = "portal_session";
/// Cookie of a sign-in waiting for its one-time password.
const SIGN_IN_COOKIE: &str = "portal_sign_in";

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
pub(in crate::http) fn session_token(
    g: &SimState,
    st: &AppState,
    headers: &HeaderMap,
) -> Option<String> {
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

pub(super) async fn login_page() -> Response {
    login_form(None, "")
}

#[derive(Deserialize)]
pub(super) struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// Checks e-mail and password with the API's own login, then asks for the one-time password,
/// which goes to the simulator's log (standing in for the e-mail or app the service uses).
pub(super) async fn login(State(st): State<AppState>, Form(f): Form<LoginForm>) -> Response {
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

pub(super) async fn otp_page() -> Response {
    otp_form(None)
}

#[derive(Deserialize)]
pub(super) struct OtpForm {
    #[serde(default)]
    code: String,
}

pub(super) async fn otp(
    State(st): State<AppState>,
    headers: HeaderMap,
    Form(f): Form<OtpForm>,
) -> Response {
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

pub(super) async fn logout(State(st): State<AppState>, headers: HeaderMap) -> Response {
    if let Some(id) = cookie(&headers, SESSION_COOKIE) {
        lock(&st.state).portal.sessions.remove(id);
    }
    Redirect::to("/portal/login").into_response()
}

/// Runs `show` for the signed-in caller, or sends the browser to the sign-in page.
pub(super) fn signed_in(
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
