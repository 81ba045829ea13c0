//! Authentication: `login` issues HS256 JWTs (`iat`/`exp` on the simulated clock), every other
//! operation needs `authorization: Bearer`; logout revokes; login and request rate limits.

use std::hash::{BuildHasher, Hasher};

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::ApiError;
use crate::store::Store;

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
pub struct Claims {
    /// The user's e-mail.
    pub sub: String,
    /// Account id chosen at login.
    pub acc: String,
    /// Affiliation chosen at login.
    pub aff: String,
    /// Issued at (Unix seconds, simulated clock).
    pub iat: i64,
    /// Expires at (Unix seconds, simulated clock).
    pub exp: i64,
    /// Token id (for logout and rate limiting).
    pub jti: String,
}

/// Who is calling, from a verified token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    /// Account the token was issued for.
    pub account_id: String,
    /// The user's e-mail.
    pub email: String,
    /// Token id.
    pub jti: String,
}

/// What the HTTP layer found in the `authorization` header.
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
/// expiry on the simulated clock, not logged out.
pub fn verify(store: &Store, key: &JwtKey, header: Option<&str>) -> AuthState {
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
    if store.now().unix_timestamp() >= c.exp {
        return AuthState::Refused("token expired; log in again".into());
    }
    if store.auth.revoked.contains(&c.jti) {
        return AuthState::Refused("token was logged out; log in again".into());
    }
    if !store.accounts.contains_key(&c.acc) {
        return AuthState::Refused("token's account does not exist".into());
    }
    AuthState::Valid(Caller {
        account_id: c.acc,
        email: c.sub,
        jti: c.jti,
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

/// Outcome of `login` that the HTTP layer must see.
#[derive(Debug, Clone, PartialEq)]
pub enum LoginOutcome {
    /// The `Session` reply.
    Reply(Value),
    /// Too many logins: HTTP 429 with `retry-after` seconds.
    TooMany(u64),
}

#[derive(Deserialize)]
struct LoginInput {
    email: String,
    password: String,
    affiliation: Option<String>,
}

fn session(code: &str, message: &str, token: Option<String>) -> Value {
    json!({"success": code == "SUCCESS", "code": code, "message": message, "token": token})
}

/// The `login` mutation.
pub fn login(store: &mut Store, key: &JwtKey, args: &Value) -> Result<LoginOutcome, ApiError> {
    let input: LoginInput = crate::json::parse("input", args.get("input").unwrap_or(&Value::Null))?;
    let now = store.now();
    let email = input.email.trim().to_ascii_lowercase();
    if let Some(last) = store.auth.last_login.get(&email) {
        let next = *last + time::Duration::seconds(store.config.login_interval_secs);
        if now < next {
            let wait = (next - now).as_seconds_f64().ceil().max(1.0) as u64;
            return Ok(LoginOutcome::TooMany(wait));
        }
    }
    let Some(user) = store.users.iter().find(|u| u.email == email) else {
        return Ok(LoginOutcome::Reply(session(
            "INVALID_CREDENTIALS",
            "email or password is wrong",
            None,
        )));
    };
    if !constant_time_eq(user.password.as_bytes(), input.password.as_bytes()) {
        store.auth.last_login.insert(email, now);
        return Ok(LoginOutcome::Reply(session(
            "INVALID_CREDENTIALS",
            "email or password is wrong",
            None,
        )));
    }
    let chosen = match &input.affiliation {
        Some(aff) => match user.accounts.iter().find(|(a, _)| a == aff) {
            Some(x) => x.clone(),
            None => {
                store.auth.last_login.insert(email, now);
                return Ok(LoginOutcome::Reply(session(
                    "UNREGISTERED",
                    &format!("affiliation: no account under {aff} for this user"),
                    None,
                )));
            }
        },
        None if user.accounts.len() > 1 => {
            store.auth.last_login.insert(email, now);
            let affs: Vec<_> = user.accounts.iter().map(|(a, _)| a.as_str()).collect();
            return Ok(LoginOutcome::Reply(session(
                "NEED_AFFILIATION",
                &format!(
                    "affiliation: this user has several accounts ({}); choose one",
                    affs.join(", ")
                ),
                None,
            )));
        }
        None => match user.accounts.first() {
            Some(x) => x.clone(),
            None => {
                return Ok(LoginOutcome::Reply(session(
                    "UNREGISTERED",
                    "no account for this user",
                    None,
                )));
            }
        },
    };
    store.auth.last_login.insert(email.clone(), now);
    let iat = now.unix_timestamp();
    let claims = Claims {
        sub: email,
        acc: chosen.1,
        aff: chosen.0,
        iat,
        exp: iat + store.config.token_lifetime_secs,
        jti: store.next_id("tok"),
    };
    let token = jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        &claims,
        &EncodingKey::from_secret(&key.0),
    )
    .map_err(|_| ApiError::Unauthenticated("token could not be issued".into()))?;
    Ok(LoginOutcome::Reply(session(
        "SUCCESS",
        "logged in",
        Some(token),
    )))
}

/// The `logout` mutation: revokes the caller's token.
pub fn logout(store: &mut Store, caller: &Caller) -> Value {
    store.auth.revoked.insert(caller.jti.clone());
    json!({"success": true, "code": "SUCCESS", "message": "token expired"})
}

/// Counts one request of a token; `Err(retry_after)` when over the per-second limit.
pub fn count_request(store: &mut Store, jti: &str) -> Result<(), u64> {
    let Some(limit) = store.config.requests_per_second else {
        return Ok(());
    };
    let sec = store.now().unix_timestamp();
    let w = store.auth.windows.entry(jti.to_owned()).or_insert((sec, 0));
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

/// Whether a `user-agent` is missing or a generic client default the firewall blocks.
pub fn is_generic_user_agent(ua: Option<&str>) -> bool {
    const GENERIC: &[&str] = &[
        "curl/",
        "wget/",
        "reqwest/",
        "python-requests/",
        "python-urllib/",
        "python-httpx/",
        "aiohttp/",
        "go-http-client/",
        "java/",
        "okhttp/",
        "axios/",
        "node-fetch/",
        "undici",
        "postmanruntime/",
        "insomnia/",
        "httpie/",
        "libwww-perl/",
        "apache-httpclient/",
        "hyper/",
    ];
    match ua.map(str::trim) {
        None | Some("") => true,
        Some(ua) => {
            let l = ua.to_ascii_lowercase();
            GENERIC.iter().any(|g| l.starts_with(g))
        }
    }
}
