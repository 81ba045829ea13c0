//! Balances and the one-day statement of the primary balance.

use rust_decimal::Decimal;
use serde_json::{Value, json};

use crate::ApiError;
use crate::auth::Caller;
use crate::clock::iso;
use crate::json::num;
use crate::store::Store;
use crate::validate as v;
use payments_types::CurrencyCode;
use payments_types::statements::StatementQueryInput;

/// `balances(currencies:)`: all open balances when omitted.
pub fn balances(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let Some(acc) = store.account(&caller.account_id) else {
        return Ok(json!([]));
    };
    let wanted: Option<Vec<&str>> = args
        .get("currencies")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect());
    let currencies: Vec<String> = match wanted {
        Some(w) => w.into_iter().map(str::to_owned).collect(),
        None => acc.ledger.currencies().map(str::to_owned).collect(),
    };
    Ok(Value::Array(
        currencies
            .iter()
            .map(|c| json!({"currency": c, "cleared": num(acc.ledger.balance(c)), "pending": num(Decimal::ZERO)}))
            .collect(),
    ))
}

/// `statement(input:)`: exactly one day from `fromDate` (offsets honoured), code `GENERATED`.
pub fn statement(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let input = args.get("input").cloned().unwrap_or(Value::Null);
    let input: StatementQueryInput = v::input(&input, store.now().date())?;
    let (from, to) = input.from_date.period();
    let currency = input.currency.unwrap_or(CurrencyCode::AUD);
    let currency = currency.as_str();
    let Some(acc) = store.account(&caller.account_id) else {
        return Err(ApiError::not_found("account", "token", &caller.account_id));
    };
    let rows: Vec<Value> = acc
        .ledger
        .rows(currency, from, to)
        .into_iter()
        .map(|e| {
            json!({"debit": num(e.debit), "credit": num(e.credit), "createdAt": iso(e.at), "description": e.description,
                   "balance": num(e.balance), "transactionId": e.transaction_id})
        })
        .collect();
    Ok(
        json!({"success": true, "code": "GENERATED", "message": format!("statement of {} rows", rows.len()),
              "fromDate": iso(from), "toDate": iso(to), "rows": rows}),
    )
}
