//! Every root field of the schema: its arguments read into `payments-types` inputs
//! ([`Args`]), the domain operation run under the one lock, the typed result rendered
//! ([`crate::render`]). This table is the only place that knows all three.

use std::sync::{Arc, Mutex};

use serde_json::Value;

use crate::domain::session::{AuthState, JwtKey, LoginFrom, LoginOutcome};
use crate::domain::{
    accounts, address_cleanser, ams, balances, conversions, deposits, institutions, jobs, lookups,
    members, payee, payments, quotes, recipients, reviews, rfis, senders, session, sub_clients,
    withdrawals,
};
use crate::graphql::args::Args;
use crate::model::accounts::Caller;
use crate::model::error::ApiError;
use crate::model::service::Service;
use crate::render::{self, objects as o, reply};
use crate::state::{Shared, lock};

/// Per-request data the resolvers need.
#[derive(Debug)]
pub struct RequestCtx {
    /// The state.
    pub state: Shared,
    /// Token key.
    pub key: JwtKey,
    /// What the `authorization` header held.
    pub auth: AuthState,
    /// The caller's IP address, if known (login checks the account's IP allow-list).
    pub ip: Option<std::net::IpAddr>,
    /// Set by `login` when the login rate limit refuses it: seconds for `retry-after`.
    pub rate_limited: Mutex<Option<u64>>,
}

/// Which root a field hangs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Root {
    /// `Query`.
    Query,
    /// `Mutation`.
    Mutation,
}

/// Runs one root field.
pub fn root(
    rctx: &Arc<RequestCtx>,
    root: Root,
    field: &str,
    args: &Args,
) -> Result<Value, ApiError> {
    let mut state = lock(&rctx.state);
    let service = &mut state.service;
    jobs::tick(service);
    let today = service.now().date();
    if root == Root::Mutation && field == "login" {
        let input = args.input("input", today)?;
        return match session::login(service, &rctx.key, &input, LoginFrom::Api(rctx.ip))? {
            LoginOutcome::Reply(s) => Ok(o::session(&s)),
            LoginOutcome::TooMany(secs) => {
                if let Ok(mut flag) = rctx.rate_limited.lock() {
                    *flag = Some(secs);
                }
                Err(ApiError::RateLimited(secs))
            }
        };
    }
    let caller = rctx.auth.caller()?.clone();
    accounts::check_not_blocked(service, &caller.account)?;
    match root {
        Root::Query => query(service, &caller, field, args, today),
        Root::Mutation => mutation(service, &caller, field, args, today),
    }
}

fn list<T>(items: impl IntoIterator<Item = T>, render: impl Fn(T) -> Value) -> Value {
    Value::Array(items.into_iter().map(render).collect())
}

fn or_null<T>(item: Option<T>, render: impl Fn(T) -> Value) -> Value {
    item.map_or(Value::Null, render)
}

fn query(
    s: &mut Service,
    c: &Caller,
    field: &str,
    args: &Args,
    today: time::Date,
) -> Result<Value, ApiError> {
    let id = args.id("id")?.unwrap_or_default();
    Ok(match field {
        "balances" => {
            let wanted = args.currencies("currencies");
            list(balances::balances(s, c, wanted.as_deref()), |b| {
                o::balance(&b)
            })
        }
        "statement" => o::statement(&balances::statement(s, c, &args.input("input", today)?)?),
        "subClient" => or_null(sub_clients::find(s, c, id, "id").ok(), o::sub_client),
        "subClients" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(sub_clients::list(s, c, &f), o::sub_client)
        }
        "withdrawal" => or_null(withdrawals::get(s, c, id), o::withdrawal),
        "withdrawals" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(withdrawals::list(s, c, &f), o::withdrawal)
        }
        "deposit" => or_null(deposits::get(s, c, id), |(d, sc)| o::deposit(d, sc)),
        "deposits" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(deposits::list(s, c, &f), |(d, sc)| o::deposit(d, sc))
        }
        "recipients" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(recipients::list(s, c, &f), |r| {
                render::parties::recipient(Some(&r.id), &r.details)
            })
        }
        "senders" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(senders::list(s, c, &f), |x| {
                render::parties::sender(Some(&x.id), &x.details)
            })
        }
        "institutions" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(institutions::list(s, c, &f), o::institution)
        }
        "quote" => o::quote(&quotes::quote(&args.input("input", today)?, s.now())),
        "conversion" => or_null(conversions::get(s, c, id), o::conversion),
        "conversions" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(conversions::list(s, c, &f), o::conversion)
        }
        "payment" => or_null(payments::get(s, c, id), |(p, sc)| o::payment(p, sc)),
        "payments" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(payments::list(s, c, &f), |(p, sc)| o::payment(p, sc))
        }
        "rfi" => or_null(rfis::find(s, c, id).ok(), o::rfi),
        "rfis" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(rfis::list(s, c, &f), o::rfi)
        }
        "amsRequest" => or_null(ams::get(s, c, id), o::ams_request),
        "amsRequests" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(ams::list(s, c, &f), o::ams_request)
        }
        "addressCleanserRequest" => or_null(address_cleanser::get(s, c, id), o::cleanser_request),
        "addressCleanserRequests" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(address_cleanser::list(s, c, &f), o::cleanser_request)
        }
        "members" => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(members::list(s, c, &f), o::member)
        }
        "bankInfo" => or_null(lookups::bank_info(&args.input("input", today)?)?, |b| {
            o::bank_info(&b)
        }),
        "availableDeliveryMethods" => {
            let f = args.optional("input", today)?;
            list(lookups::delivery_methods(f.as_ref()), |m| {
                o::delivery_method(&m)
            })
        }
        "fundingAccounts" => {
            let f = args.optional("input", today)?;
            list(lookups::funding_accounts(s, c, f.as_ref()), |a| {
                o::funding_account(&a)
            })
        }
        _ => return Err(not_implemented(field)),
    })
}

fn mutation(
    s: &mut Service,
    c: &Caller,
    field: &str,
    args: &Args,
    today: time::Date,
) -> Result<Value, ApiError> {
    let id = args.id("id")?.unwrap_or_default();
    Ok(match field {
        "logout" => reply(&session::logout(s, c), "", Value::Null),
        "createSubClient" => {
            let r = sub_clients::create(s, c, args.input("input", today)?)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        "updateSubClient" => {
            let r = sub_clients::update(s, c, id, args.input("input", today)?)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        "disableSubClient" => {
            let r = sub_clients::disable(s, c, id)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        "activateSubClient" => {
            let r = sub_clients::activate(s, c, id)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        "createWithdrawal" => {
            let r = withdrawals::create(s, c, args.input("input", today)?)?;
            reply(&r, "withdrawal", o::withdrawal(&r.record))
        }
        "refundDeposit" => {
            let input = args.optional("input", today)?;
            let r = deposits::refund(s, c, id, input.as_ref())?;
            let deposit = or_null(deposits::view(s, &r.record), |(d, sc)| o::deposit(d, sc));
            reply(&r, "deposit", deposit)
        }
        "createRecipient" => {
            let r = recipients::create(s, c, args.input("input", today)?);
            let out = render::parties::recipient(Some(&r.record.id), &r.record.details);
            reply(&r, "recipient", out)
        }
        "updateRecipient" => {
            let r = recipients::update(s, c, id, args.input("input", today)?)?;
            let out = render::parties::recipient(Some(&r.record.id), &r.record.details);
            reply(&r, "recipient", out)
        }
        "createSender" => {
            let r = senders::create(s, c, args.input("input", today)?);
            let out = render::parties::sender(Some(&r.record.id), &r.record.details);
            reply(&r, "sender", out)
        }
        "updateSender" => {
            let r = senders::update(s, c, id, args.input("input", today)?)?;
            let out = render::parties::sender(Some(&r.record.id), &r.record.details);
            reply(&r, "sender", out)
        }
        "createInstitution" => {
            let r = institutions::create(s, c, args.input("input", today)?);
            reply(&r, "institution", o::institution(&r.record))
        }
        "updateInstitution" => {
            let r = institutions::update(s, c, id, args.input("input", today)?)?;
            reply(&r, "institution", o::institution(&r.record))
        }
        "createConversion" => {
            let r = conversions::create(s, c, &args.input("input", today)?)?;
            reply(&r, "conversion", o::conversion(&r.record))
        }
        "createPayment" => {
            let r = payments::create(s, c, args.input("input", today)?)?;
            let (p, sc) = &r.record;
            reply(&r, "payment", o::payment(p, sc.as_deref()))
        }
        "answerRfiQuestion" => {
            let r = rfis::answer(s, c, &args.input("input", today)?)?;
            reply(&r, "rfi", o::rfi(&r.record))
        }
        "declineRfi" => {
            let r = reviews::decline(s, c, &args.input("input", today)?)?;
            reply(&r, "rfi", o::rfi(&r.record))
        }
        "confirmationOfPayee" => {
            o::confirmation(&payee::confirm(s, c, &args.input("input", today)?))
        }
        "adverseMediaSearch" => {
            let r = ams::create(s, c, &args.input("input", today)?)?;
            let mut out = reply(&r, "amsRequest", o::ams_request(&r.record));
            out["id"] = Value::String(r.record.id.to_string());
            out
        }
        "cleanseAddress" => {
            let r = address_cleanser::cleanse(s, c, args.input("input", today)?)?;
            reply(&r, "request", o::cleanser_request(&r.record))
        }
        _ => return Err(not_implemented(field)),
    })
}

fn not_implemented(field: &str) -> ApiError {
    ApiError::invalid(
        field,
        "operation",
        "operation not implemented by the simulator",
    )
}

/// Runs a field with arguments below the root (`SubClient.fundingAccounts(input:)`); other
/// fields read their value from the rendered parent.
pub fn nested(
    rctx: &Arc<RequestCtx>,
    type_name: &str,
    field: &str,
    parent: Option<&Value>,
    args: &Args,
) -> Result<Value, ApiError> {
    let state = lock(&rctx.state);
    let caller = rctx.auth.caller()?.clone();
    match (type_name, field) {
        ("SubClient", "fundingAccounts") => {
            let filter = args.optional("input", state.service.now().date())?;
            let id = parent
                .and_then(|p| p.get("id"))
                .and_then(Value::as_str)
                .unwrap_or_default();
            let accounts =
                sub_clients::funding_accounts(&state.service, &caller, id, filter.as_ref())?;
            Ok(list(accounts, |a| o::funding_account(&a)))
        }
        _ => Ok(parent
            .and_then(|p| p.get(field))
            .cloned()
            .unwrap_or(Value::Null)),
    }
}
