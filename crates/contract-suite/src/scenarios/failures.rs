//! Failure replies: input the rules refuse (one case per rule family), calls without or with
//! a stale token, the login rate limit, and ids the service does not know.
//!
//! The validation cases hold the two sides of the contract together: each input is first
//! refused by `payments-types` (so an integration never sends it), then sent anyway through
//! the client with the exact contract document, and the service must refuse it too, naming
//! the same rule.

use anyhow::{Context as _, bail, ensure};
use payments_client::operations::sub_clients::CreateSubClientMutation;
use payments_client::operations::withdrawals::CreateWithdrawalMutation;
use payments_client::operations::{RootKind, RootOperation, document, operation_name};
use payments_client::types::Context;
use payments_client::types::FromInput;
use payments_client::types::common::Id;
use payments_client::types::sub_clients::CreateSubClientInput;
use payments_client::types::withdrawals::CreateWithdrawalInput;
use payments_client::{Client, Code, Error, ErrorKind, OperationKind, Reply};
use serde_json::{Value, json};

use crate::context::Ctx;

/// A withdrawal the rules accept; each case spoils one field of it.
fn withdrawal() -> Value {
    json!({
        "amount": 10.00,
        "currency": "AUD",
        "externalReference": "contract check",
        "recipient": {
            "firstName": "Ada", "lastName": "Lovelace", "currency": "AUD",
            "accountIdType": "BSB", "bsb": "062-000", "accountNo": "12345678"
        }
    })
}

/// A sub-client the rules accept.
fn sub_client() -> Value {
    json!({
        "firstName": "Olivia", "lastName": "Nguyen", "email": "olivia.nguyen@example.com.au",
        "mobile": "+61 412 345 678", "dob": "1988-04-12",
        "address": {
            "street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW",
            "postcode": "2000", "country": "AU"
        }
    })
}

/// `value` with the field at `path` (`/recipient/firstName`) set to `new` (added if absent).
fn spoil(mut value: Value, path: &str, new: Value) -> Value {
    let (parent, key) = path.rsplit_once('/').unwrap_or(("", path));
    if let Some(object) = value.pointer_mut(parent).and_then(Value::as_object_mut) {
        object.insert(key.to_owned(), new);
    }
    value
}

/// One validation case: the family it stands for and the input.
struct Case {
    family: &'static str,
    input: Value,
}

fn withdrawal_cases() -> Vec<Case> {
    let w = withdrawal;
    vec![
        Case {
            family: "dummy value",
            input: spoil(w(), "/recipient/firstName", json!("N/A")),
        },
        Case {
            family: "non-ASCII text",
            input: spoil(w(), "/externalReference", json!("Café au lait")),
        },
        Case {
            family: "person name characters",
            input: spoil(w(), "/recipient/lastName", json!("L0velace")),
        },
        Case {
            family: "name looking like a domain",
            input: spoil(w(), "/recipient/lastName", json!("lovelace.com")),
        },
        Case {
            family: "account identifier (BSB)",
            input: spoil(w(), "/recipient/bsb", json!("06200")),
        },
        Case {
            family: "amount precision",
            input: spoil(w(), "/amount", json!(10.005)),
        },
    ]
}

fn sub_client_cases(ctx: &Ctx) -> Vec<Case> {
    let s = sub_client;
    let ten_years_ago = ctx.today().replace_year(ctx.today().year() - 10).ok();
    vec![
        Case {
            family: "date of birth (age)",
            input: spoil(
                s(),
                "/dob",
                json!(ten_years_ago.map(|d| d.to_string()).unwrap_or_default()),
            ),
        },
        Case {
            family: "phone number",
            input: spoil(s(), "/mobile", json!("+61 12")),
        },
        Case {
            family: "company name characters",
            input: spoil(
                spoil(s(), "/legalName", json!("<Acme> Pty Ltd")),
                "/businessNumber",
                json!("51824753556"),
            ),
        },
    ]
}

/// Every rule family refused on both sides with the same rule code; and a literal of the wrong
/// GraphQL type refused by the schema's own validation before anything runs.
pub async fn validation(ctx: Ctx) -> anyhow::Result<()> {
    for case in withdrawal_cases() {
        let rules = refused_by_types::<CreateWithdrawalInput>(&ctx, &case)?;
        let reply = send_unchecked::<CreateWithdrawalMutation, _>(&ctx.client, &case.input, |d| {
            d.create_withdrawal
        })
        .await;
        check_refusal(&ctx, &case, &rules, reply)?;
    }
    for case in sub_client_cases(&ctx) {
        let rules = refused_by_types::<CreateSubClientInput>(&ctx, &case)?;
        let reply = send_unchecked::<CreateSubClientMutation, _>(&ctx.client, &case.input, |d| {
            d.create_sub_client
        })
        .await;
        check_refusal(&ctx, &case, &rules, reply)?;
    }
    // The spec's example (Login): `affiliation` is "passed as an unquoted enum constant"; a
    // string literal is refused by GraphQL validation ("Values of Correct Type").
    let quoted = json!({"query": r#"mutation { login(input: {email: "nobody@example.test", password: "not-a-password", affiliation: "SVC_AUS"}) { code success } }"#});
    let refused = ctx.raw("login", &quoted, None).await?;
    ensure!(
        refused.body["data"]["login"].is_null() && refused.body["errors"].is_array(),
        "a string literal for the enum affiliation should be refused by validation: {}",
        refused.body
    );
    if ctx.control().is_ok() {
        ensure!(
            error_code(&refused.body) == Some("GRAPHQL_VALIDATION_FAILED")
                && refused.body["errors"][0]["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with("login(input.affiliation): ")),
            "the simulator should name the place and the expected type: {}",
            refused.body
        );
    }
    Ok(())
}

/// The rule codes `payments-types` refuses the case with (an error if it accepts it).
fn refused_by_types<T: FromInput>(ctx: &Ctx, case: &Case) -> anyhow::Result<Vec<&'static str>> {
    match T::from_json(&case.input, &Context::on(ctx.today())) {
        Ok(_) => bail!(
            "{}: payments-types accepted input it should refuse: {}",
            case.family,
            case.input
        ),
        Err(errors) => Ok(errors.iter().map(|e| e.rule()).collect()),
    }
}

/// Sends `input` as it is through `client`, bypassing the types and the client's own checks,
/// with the contract document of `O`.
pub(super) async fn send_unchecked<O, R>(
    client: &Client,
    input: &Value,
    pick: impl FnOnce(O) -> R,
) -> Result<R, Error>
where
    O: RootOperation,
    O::SchemaType: RootKind,
    R: Reply,
{
    let variables = Unchecked(json!({ "input": input }));
    let mut op = cynic::Operation::<O, Unchecked>::new(document::<O>(), variables);
    op.operation_name = Some(operation_name(O::ROOT_FIELD).into());
    client.mutate(op, OperationKind::MUTATION, pick).await
}

/// Variables as plain JSON, for sending what the typed variables would not let through.
#[derive(serde::Serialize)]
#[serde(transparent)]
struct Unchecked(Value);

impl cynic::QueryVariables for Unchecked {
    type Fields = ();
    const VARIABLES: &'static [(&'static str, cynic::variables::VariableType)] = &[];
}

/// The service must refuse; against the simulator the client must read from the refusal a
/// field error for each rule the types named (with the same rule code), so both sides enforce
/// the same rule and a program handles the two alike.
fn check_refusal<R: std::fmt::Debug>(
    ctx: &Ctx,
    case: &Case,
    rules: &[&str],
    reply: Result<R, Error>,
) -> anyhow::Result<()> {
    let refusal = match reply {
        // The spec allows the detail in the reply's message or in `errors`.
        Err(e)
            if matches!(
                e.kind(),
                ErrorKind::Rejected { .. } | ErrorKind::GraphQl { .. }
            ) =>
        {
            ensure!(
                e.code() == Some(&Code::ValidationError) || ctx.control().is_err(),
                "{}: expected code VALIDATION_ERROR, got {e}",
                case.family
            );
            e
        }
        Ok(accepted) => bail!(
            "{}: the service accepted input the rules refuse ({}): {accepted:?}",
            case.family,
            case.input
        ),
        Err(other) => bail!(
            "{}: expected a refusal of input the rules refuse ({}), got another failure: {other}",
            case.family,
            case.input
        ),
    };
    if ctx.control().is_ok() {
        let read: Vec<&str> = refusal.field_errors().map(|f| f.rule()).collect();
        for rule in rules {
            ensure!(
                read.contains(rule),
                "{}: payments-types refuses with [{rule}], the client reads no such field error \
                 from the simulator's refusal ({read:?}): {refusal}",
                case.family
            );
        }
    }
    Ok(())
}

/// Look-ups of ids the service does not know give nothing, not an error.
pub async fn unknown_ids(ctx: Ctx) -> anyhow::Result<()> {
    let unknown = Id::parse("does-not-exist-0000").map_err(anyhow::Error::msg)?;
    ensure!(
        ctx.client.withdrawal(&unknown).await?.is_none(),
        "withdrawal(unknown id) should be null"
    );
    ensure!(
        ctx.client.sub_client(&unknown).await?.is_none(),
        "subClient(unknown id) should be null"
    );
    ensure!(
        ctx.client.deposit(&unknown).await?.is_none(),
        "deposit(unknown id) should be null"
    );
    Ok(())
}

/// Calls without a token, with an expired one, and logins faster than once a second; the
/// typed client, meanwhile, logs in again by itself when its token expires.
pub async fn auth_refusals(ctx: Ctx) -> anyhow::Result<()> {
    let balances_doc = json!({
        "query": document::<payments_client::operations::balances::BalancesQuery>(),
        "operationName": "Balances",
        "variables": {}
    });
    ctx.client.balances(None).await?; // the typed client logs in now

    let anonymous = ctx.raw("balances", &balances_doc, None).await?;
    ensure!(
        error_code(&anonymous.body) == Some("UNAUTHENTICATED"),
        "a call without a token should be refused as UNAUTHENTICATED: {}",
        anonymous.body
    );

    ctx.pass(2).await?; // one login per second per user
    let login_doc = json!({
        "query": document::<payments_client::session::Login>(),
        "operationName": "Login",
        "variables": {"input": {
            "email": crate::clients::DEMO_EMAIL, "password": crate::clients::DEMO_PASSWORD
        }}
    });
    let login = ctx.raw("login", &login_doc, None).await?;
    let token = login.body["data"]["login"]["token"]
        .as_str()
        .context("a raw login should give a token")?
        .to_owned();
    let again = ctx.raw("login", &login_doc, None).await?;
    ensure!(
        again.status == 429,
        "a second login within a second should get HTTP 429, got {}: {}",
        again.status,
        again.body
    );

    ctx.pass(4 * 3600 + 1).await?; // past the 4-hour token lifetime
    let expired = ctx.raw("balances", &balances_doc, Some(&token)).await?;
    ensure!(
        error_code(&expired.body) == Some("UNAUTHENTICATED"),
        "an expired token should be refused as UNAUTHENTICATED: {}",
        expired.body
    );
    let balances = ctx.client.balances(None).await?;
    ensure!(
        !balances.is_empty(),
        "the typed client should log in again after expiry and read the balances"
    );
    Ok(())
}

/// The first error's `extensions.code`.
fn error_code(body: &Value) -> Option<&str> {
    body["errors"][0]["extensions"]["code"].as_str()
}
