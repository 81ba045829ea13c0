//! Sessions: `login` issues HS256 JWTs (`iat`/`exp` on the simulated clock), every other
//! operation needs a valid token; `logout` revokes it; logins and requests are rate limited.

use std::hash::{BuildHasher, Hasher};
use std::net::IpAddr;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use payments_types::session::LoginInput;
use serde::{Deserialize, Serialize};

use crate::domain::reply::Reply;
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::ids::{AccountId, TokenId};
use crate::model::service::Service;

/// The HMAC key of the tokens; never shown by `Debug`.
#[derive(Clone)]
pub struct JwtKey(Vec<u8>);

impl std::fmt::Debug for JwtKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JwtKey(<redacted>)")
    }
}

impl JwtKey {
    /// The key from configuration, or 32 random bytes.
    pub fn new(configured: Option<&str>) -> Self {
        match configured {
            Some(s) => Self(s.as_bytes().to_vec()),
            None => {
                let mut bytes = Vec::with_capacity(32);
                for i in 0..4u64 {
                    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
                    h.write_u64(i);
                    h.write_u128(
                        std::time::SystemTime::now()
                            .duration_since(std::time::UNIX_EPOCH)
                            .map(|d| d.as_nanos())
                            .unwrap_or(0),
                    );
                    bytes.extend_from_slice(&h.finish().to_le_bytes());
                }
                Self(bytes)
            }
        }
    }
}

/// Claims of an access token.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Claims {
    /// The user's e-mail.
    sub: String,
    /// Account id chosen at login.
    acc: String,
    /// Affiliation chosen at login.
    aff: String,
    /// Issued at (Unix seconds, simulated clock).
    iat: i64,
    /// Expires at (Unix seconds, simulated clock).
    exp: i64,
    /// Token id (for logout and rate limiting).
    jti: String,
}

/// What the `authorization` header held.
#[derive(Debug, Clone)]
pub enum AuthState {
    /// A valid token.
    Valid(Caller),
    /// No header.
    Missing,
    /// A header with a token that is refused, and why.
    Refused(String),
}

impl AuthState {
    /// The caller, or the `UNAUTHENTICATED` refusal.
    pub fn caller(&self) -> Result<&Caller, ApiError> {
        match self {
            Self::Valid(c) => Ok(c),
            Self::Missing => Err(ApiError::Unauthenticated(
                "missing `authorization: Bearer <ACCESS_TOKEN>` header".into(),
            )),
            Self::Refused(why) => Err(ApiError::Unauthenticated(why.clone())),
        }
    }
}

/// Checks a bearer token: HS256 only (so `alg: none` and others are refused), signature,
/// expiry on the simulated clock, not logged out, an account that exists.
pub fn verify(service: &Service, key: &JwtKey, header: Option<&str>) -> AuthState {
    let Some(h) = header else {
        return AuthState::Missing;
    };
    let Some(token) = h
        .strip_prefix("Bearer ")
        .or_else(|| h.strip_prefix("bearer "))
    else {
        return AuthState::Refused("authorization header must be `Bearer <ACCESS_TOKEN>`".into());
    };
    let mut validation = Validation::new(Algorithm::HS256);
    validation.validate_exp = false; // checked below against the simulated clock
    validation.required_spec_claims = ["exp".to_owned()].into_iter().collect();
    let data = match jsonwebtoken::decode::<Claims>(
        token.trim(),
        &DecodingKey::from_secret(&key.0),
        &validation,
    ) {
        Ok(d) => d,
        Err(e) => return AuthState::Refused(format!("invalid token: {}", describe(&e))),
    };
    let c = data.claims;
    let token = TokenId::from_text(&c.jti);
    if service.now().unix_timestamp() >= c.exp {
        return AuthState::Refused("token expired; log in again".into());
    }
    if service.auth.revoked.contains(&token) {
        return AuthState::Refused("token was logged out; log in again".into());
    }
    let account = AccountId::from_text(&c.acc);
    if !service.accounts.contains_key(&account) {
        return AuthState::Refused("token's account does not exist".into());
    }
    AuthState::Valid(Caller {
        account,
        email: c.sub,
        token,
    })
}

fn describe(e: &jsonwebtoken::errors::Error) -> &'static str {
    use jsonwebtoken::errors::ErrorKind as K;
    match e.kind() {
        K::InvalidSignature => "bad signature",
        K::InvalidAlgorithm | K::InvalidAlgorithmName => "algorithm not allowed (HS256 only)",
        K::MissingRequiredClaim(_) => "missing claim",
        _ => "malformed token",
    }
}

/// The `Session` reply of `login`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// `SUCCESS`, `INVALID_CREDENTIALS`, `UNREGISTERED` or `NEED_AFFILIATION`.
    pub code: &'static str,
    /// Human message.
    pub message: String,
    /// The access token, on success.
    pub token: Option<String>,
}

impl Session {
    fn refused(code: &'static str, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            token: None,
        }
    }
}

/// What `login` gives back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoginOutcome {
    /// The `Session` reply.
    Reply(Session),
    /// Too many logins: HTTP 429 with `retry-after` seconds.
    TooMany(u64),
}

/// Where a login comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoginFrom {
    /// The API, from this IP address (`None` when the connection does not say): an account
    /// with an IP allow-list refuses any other address with `IP_NOT_ALLOWED`.
    Api(Option<IpAddr>),
    /// The web portal's sign-in: the allow-list restricts API login only (spec, authentication
    /// 9), so the portal where it is set stays open.
    Portal,
}

/// The `login` mutation, and the portal's sign-in.
pub fn login(
    service: &mut Service,
    key: &JwtKey,
    input: &LoginInput,
    from: LoginFrom,
) -> Result<LoginOutcome, ApiError> {
    let now = service.now();
    let email = input.email.as_str().trim().to_ascii_lowercase();
    if let Some(last) = service.auth.last_login.get(&email) {
        let next = *last + time::Duration::seconds(service.config.login_interval_secs);
        if now < next {
            let wait = (next - now).as_seconds_f64().ceil().max(1.0) as u64;
            return Ok(LoginOutcome::TooMany(wait));
        }
    }
    let wrong = || Session::refused("INVALID_CREDENTIALS", "email or password is wrong");
    let Some(user) = service.users.get(&email) else {
        return Ok(LoginOutcome::Reply(wrong()));
    };
    let user = user.clone();
    service.auth.last_login.insert(email.clone(), now);
    if !constant_time_eq(
        user.password.0.as_bytes(),
        input.password.expose().as_bytes(),
    ) {
        return Ok(LoginOutcome::Reply(wrong()));
    }
    let chosen = match input.affiliation {
        Some(aff) => match user.accounts.iter().find(|(a, _)| *a == aff) {
            Some(x) => x.clone(),
            None => {
                return Ok(LoginOutcome::Reply(Session::refused(
                    "UNREGISTERED",
                    format!(
                        "affiliation: no account under {} for this user",
                        aff.as_str()
                    ),
                )));
            }
        },
        None if user.accounts.len() > 1 => {
            let affs: Vec<_> = user.accounts.iter().map(|(a, _)| a.as_str()).collect();
            return Ok(LoginOutcome::Reply(Session::refused(
                "NEED_AFFILIATION",
                format!(
                    "affiliation: this user has several accounts ({}); choose one",
                    affs.join(", ")
                ),
            )));
        }
        None => match user.accounts.first() {
            Some(x) => x.clone(),
            None => {
                return Ok(LoginOutcome::Reply(Session::refused(
                    "UNREGISTERED",
                    "no account for this user",
                )));
            }
        },
    };
    if let Some(why) = service.account(&chosen.1).and_then(|a| a.blocked.clone()) {
        return Ok(LoginOutcome::Reply(Session::refused(
            "CUSTOMER_BLOCKED",
            format!("the customer is blocked: {why}"),
        )));
    }
    let api_ip = match from {
        LoginFrom::Api(ip) => Some(ip),
        LoginFrom::Portal => None,
    };
    let allowed = api_ip.is_none_or(|ip| {
        service
            .account(&chosen.1)
            .map(|a| &a.ip_allow_list)
            .is_none_or(|list| list.is_empty() || ip.is_some_and(|ip| list.contains(&ip)))
    });
    if !allowed {
        let shown = api_ip
            .flatten()
            .map_or("an unknown address".to_owned(), |ip| ip.to_string());
        return Ok(LoginOutcome::Reply(Session::refused(
            "IP_NOT_ALLOWED",
            format!(
                "login from {shown} is not allowed: the account restricts API login to its \
                 pre-approved IP addresses"
            ),
        )));
    }
    let iat = now.unix_timestamp();
    let claims = Claims {
        sub: email,
        acc: chosen.1.to_string(),
        aff: chosen.0.as_str().to_owned(),
        iat,
        exp: iat + service.config.token_lifetime_secs,
        jti: TokenId::mint(&mut service.seq).to_string(),
    };
    let token = jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        &claims,
        &EncodingKey::from_secret(&key.0),
    )
    .map_err(|_| ApiError::Unauthenticated("token could not be issued".into()))?;
    Ok(LoginOutcome::Reply(Session {
        code: "SUCCESS",
        message: "logged in".into(),
        token: Some(token),
    }))
}

/// The `logout` mutation: revokes the caller's token.
pub fn logout(service: &mut Service, caller: &Caller) -> Reply<()> {
    service.auth.revoked.insert(caller.token.clone());
    Reply::success("token expired", ())
}

/// Seconds left of `ip`'s block, if it is blocked now.
pub fn ip_blocked(service: &Service, ip: IpAddr) -> Option<u64> {
    let until = *service.auth.blocked.get(&ip)?;
    let left = (until - service.now()).as_seconds_f64().ceil();
    (left > 0.0).then_some(left as u64)
}

/// Notes an HTTP 429 refusal to `ip`; enough of them within the window block it for a while
/// (see [`crate::config::IpBlocking`]). Whether this one blocked it.
pub fn note_refusal(service: &mut Service, ip: IpAddr) -> bool {
    let rule = service.config.ip_blocking.clone();
    if rule.after_refusals == 0 {
        return false;
    }
    let now = service.now();
    let since = now - time::Duration::seconds(rule.window_secs);
    let seen = service.auth.refusals.entry(ip).or_default();
    seen.push_back(now);
    while seen.front().is_some_and(|t| *t < since) {
        seen.pop_front();
    }
    if seen.len() < rule.after_refusals as usize {
        return false;
    }
    service.auth.refusals.remove(&ip);
    service
        .auth
        .blocked
        .insert(ip, now + time::Duration::seconds(rule.block_secs));
    true
}

/// Counts one request of a token; `Err(retry_after)` when over the per-second limit.
pub fn count_request(service: &mut Service, token: &TokenId) -> Result<(), u64> {
    let Some(limit) = service.config.requests_per_second else {
        return Ok(());
    };
    let sec = service.now().unix_timestamp();
    let w = service
        .request_windows
        .entry(token.clone())
        .or_insert((sec, 0));
    if w.0 != sec {
        *w = (sec, 0);
    }
    if w.1 >= limit {
        return Err(1);
    }
    w.1 += 1;
    Ok(())
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::JwtKey;

    #[test]
    fn the_token_key_is_never_shown_by_debug() {
        let shown = format!("{:?}", JwtKey::new(Some("s3cr3t-key")));
        assert!(
            !shown.contains("s3cr3t-key"),
            "secret in Debug output: {shown}"
        );
    }
}
