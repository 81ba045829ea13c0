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
use crate::root_fields::RootField;
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

/// Runs one root field.
pub fn root(rctx: &Arc<RequestCtx>, field: RootField, args: &Args) -> Result<Value, ApiError> {
    let mut state = lock(&rctx.state);
    let service = &mut state.service;
    jobs::tick(service);
    let today = service.now().date();
    let caller = match field {
        RootField::Login => return login(rctx, service, args, today),
        _ => rctx.auth.caller()?.clone(),
    };
    accounts::check_not_blocked(service, &caller.account)?;
    operation(service, &caller, field, args, today)
}

/// `login`, the one operation that needs no token.
fn login(
    rctx: &RequestCtx,
    service: &mut Service,
    args: &Args,
    today: time::Date,
) -> Result<Value, ApiError> {
    let input = args.input("input", today)?;
    match session::login(service, &rctx.key, &input, LoginFrom::Api(rctx.ip))? {
        LoginOutcome::Reply(s) => Ok(o::session(&s)),
        LoginOutcome::TooMany(secs) => {
            if let Ok(mut flag) = rctx.rate_limited.lock() {
                *flag = Some(secs);
            }
            Err(ApiError::RateLimited(secs))
        }
    }
}

fn list<T>(items: impl IntoIterator<Item = T>, render: impl Fn(T) -> Value) -> Value {
    Value::Array(items.into_iter().map(render).collect())
}

fn or_null<T>(item: Option<T>, render: impl Fn(T) -> Value) -> Value {
    item.map_or(Value::Null, render)
}

fn operation(
    s: &mut Service,
    c: &Caller,
    field: RootField,
    args: &Args,
    today: time::Date,
) -> Result<Value, ApiError> {
    use RootField as F;
    let id = args.id("id")?.unwrap_or_default();
    Ok(match field {
        F::Balances => {
            let wanted = args.currencies("currencies");
            list(balances::balances(s, c, wanted.as_deref()), |b| {
                o::balance(&b)
            })
        }
        F::Statement => o::statement(&balances::statement(s, c, &args.input("input", today)?)?),
        F::SubClient => or_null(sub_clients::find(s, c, id, "id").ok(), o::sub_client),
        F::SubClients => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(sub_clients::list(s, c, &f), o::sub_client)
        }
        F::Withdrawal => or_null(withdrawals::get(s, c, id), o::withdrawal),
        F::Withdrawals => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(withdrawals::list(s, c, &f), o::withdrawal)
        }
        F::Deposit => or_null(deposits::get(s, c, id), |(d, sc)| o::deposit(d, sc)),
        F::Deposits => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(deposits::list(s, c, &f), |(d, sc)| o::deposit(d, sc))
        }
        F::Recipients => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(recipients::list(s, c, &f), |r| {
                render::parties::recipient(Some(&r.id), &r.details)
            })
        }
        F::Senders => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(senders::list(s, c, &f), |x| {
                render::parties::sender(Some(&x.id), &x.details)
            })
        }
        F::Institutions => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(institutions::list(s, c, &f), o::institution)
        }
        F::Quote => o::quote(&quotes::quote(&args.input("input", today)?, s.now())),
        F::Conversion => or_null(conversions::get(s, c, id), o::conversion),
        F::Conversions => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(conversions::list(s, c, &f), o::conversion)
        }
        F::Payment => or_null(payments::get(s, c, id), |(p, sc)| o::payment(p, sc)),
        F::Payments => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(payments::list(s, c, &f), |(p, sc)| o::payment(p, sc))
        }
        F::Rfi => or_null(rfis::find(s, c, id).ok(), o::rfi),
        F::Rfis => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(rfis::list(s, c, &f), o::rfi)
        }
        F::AmsRequest => or_null(ams::get(s, c, id), o::ams_request),
        F::AmsRequests => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(ams::list(s, c, &f), o::ams_request)
        }
        F::AddressCleanserRequest => or_null(address_cleanser::get(s, c, id), o::cleanser_request),
        F::AddressCleanserRequests => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(address_cleanser::list(s, c, &f), o::cleanser_request)
        }
        F::Members => {
            let f = args.optional("input", today)?.unwrap_or_default();
            list(members::list(s, c, &f), o::member)
        }
        F::BankInfo => or_null(lookups::bank_info(&args.input("input", today)?)?, |b| {
            o::bank_info(&b)
        }),
        F::AvailableDeliveryMethods => {
            let f = args.optional("input", today)?;
            list(lookups::delivery_methods(f.as_ref()), |m| {
                o::delivery_method(&m)
            })
        }
        F::FundingAccounts => {
            let f = args.optional("input", today)?;
            list(lookups::funding_accounts(s, c, f.as_ref()), |a| {
                o::funding_account(&a)
            })
        }

        F::Logout => reply(&session::logout(s, c), "", Value::Null),
        F::CreateSubClient => {
            let r = sub_clients::create(s, c, args.input("input", today)?)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        F::UpdateSubClient => {
            let r = sub_clients::update(s, c, id, args.input("input", today)?)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        F::DisableSubClient => {
            let r = sub_clients::disable(s, c, id)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        F::ActivateSubClient => {
            let r = sub_clients::activate(s, c, id)?;
            reply(&r, "subClient", o::sub_client(&r.record))
        }
        F::CreateWithdrawal => {
            let r = withdrawals::create(s, c, args.input("input", today)?)?;
            reply(&r, "withdrawal", o::withdrawal(&r.record))
        }
        F::RefundDeposit => {
            let input = args.optional("input", today)?;
            let r = deposits::refund(s, c, id, input.as_ref())?;
            let deposit = or_null(deposits::view(s, &r.record), |(d, sc)| o::deposit(d, sc));
            reply(&r, "deposit", deposit)
        }
        F::CreateRecipient => {
            let r = recipients::create(s, c, &args.input("input", today)?);
            let out = render::parties::recipient(Some(&r.record.id), &r.record.details);
            reply(&r, "recipient", out)
        }
        F::UpdateRecipient => {
            let r = recipients::update(s, c, id, &args.input("input", today)?)?;
            let out = render::parties::recipient(Some(&r.record.id), &r.record.details);
            reply(&r, "recipient", out)
        }
        F::CreateSender => {
            let r = senders::create(s, c, &args.input("input", today)?);
            let out = render::parties::sender(Some(&r.record.id), &r.record.details);
            reply(&r, "sender", out)
        }
        F::UpdateSender => {
            let r = senders::update(s, c, id, &args.input("input", today)?)?;
            let out = render::parties::sender(Some(&r.record.id), &r.record.details);
            reply(&r, "sender", out)
        }
        F::CreateInstitution => {
            let r = institutions::create(s, c, &args.input("input", today)?);
            reply(&r, "institution", o::institution(&r.record))
        }
        F::UpdateInstitution => {
            let r = institutions::update(s, c, id, &args.input("input", today)?)?;
            reply(&r, "institution", o::institution(&r.record))
        }
        F::CreateConversion => {
            let r = conversions::create(s, c, &args.input("input", today)?)?;
            reply(&r, "conversion", o::conversion(&r.record))
        }
        F::CreatePayment => {
            let r = payments::create(s, c, args.input("input", today)?)?;
            let (p, sc) = &r.record;
            reply(&r, "payment", o::payment(p, sc.as_deref()))
        }
        F::AnswerRfiQuestion => {
            let r = rfis::answer(s, c, &args.input("input", today)?)?;
            reply(&r, "rfi", o::rfi(&r.record))
        }
        F::DeclineRfi => {
            let r = reviews::decline(s, c, &args.input("input", today)?)?;
            reply(&r, "rfi", o::rfi(&r.record))
        }
        F::ConfirmationOfPayee => {
            o::confirmation(&payee::confirm(s, c, &args.input("input", today)?))
        }
        F::AdverseMediaSearch => {
            let r = ams::create(s, c, &args.input("input", today)?)?;
            let mut out = reply(&r, "amsRequest", o::ams_request(&r.record));
            out["id"] = Value::String(r.record.id.to_string());
            out
        }
        F::CleanseAddress => {
            let r = address_cleanser::cleanse(s, c, args.input("input", today)?)?;
            reply(&r, "request", o::cleanser_request(&r.record))
        }
        // `root` answers it before the token is checked.
        F::Login => {
            let why = "login runs before the token is checked";
            return Err(ApiError::invalid("login", "operation", why));
        }
    })
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
