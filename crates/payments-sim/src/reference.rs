//! Reference look-ups: bank information, delivery methods, funding accounts.

use serde_json::{Value, json};

use crate::ApiError;
use crate::auth::Caller;
use crate::json::s;
use crate::store::{SIM_BSB, Store};
use crate::validate::{self as v};
use payments_types::lookups::BankInfoInput;
use payments_types::lookups::DeliveryMethodsInput;
use payments_types::sub_clients::FundingAccountQueryInput;

const BANKS: &[(&str, &str, &str)] = &[
    ("01", "Australia and New Zealand Banking Group", "ANZBAU3M"),
    ("03", "Westpac Banking Corporation", "WPACAU2S"),
    ("06", "Commonwealth Bank of Australia", "CTBAAU2S"),
    ("08", "National Australia Bank", "NATAAU3M"),
    ("80", "Payments Service (simulated VANs)", "SIMVAU2S"),
];

/// `bankInfo(input:)`: by BSB (first two digits), BIC (bank code) or IBAN (country).
pub fn bank_info(_store: &mut Store, _caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let i = args.get("input").cloned().unwrap_or(Value::Null);
    v::input::<BankInfoInput>(&i, _store.now().date())?;
    if let Some(bsb) = s(&i, "bsb").map(v::normalise_bsb) {
        return Ok(BANKS.iter().find(|(p, _, _)| bsb.starts_with(p)).map(|(_, name, bic)| {
            json!({"bankName": name, "branch": format!("Branch {bsb}"), "bic": bic, "bsb": bsb, "address": null, "country": "AU"})
        }).unwrap_or(Value::Null));
    }
    if let Some(bic) = s(&i, "bic") {
        return Ok(BANKS
            .iter()
            .find(|(_, _, b)| b[..4] == bic[..4])
            .map(|(_, name, b)| json!({"bankName": name, "bic": b, "country": &bic[4..6]}))
            .unwrap_or(Value::Null));
    }
    if let Some(iban) = s(&i, "iban") {
        let country: String = iban
            .chars()
            .take(2)
            .collect::<String>()
            .to_ascii_uppercase();
        return Ok(json!({"bankName": format!("Bank in {country}"), "country": country}));
    }
    Err(ApiError::invalid(
        "input",
        v::REQUIRED,
        "give bsb, bic or iban",
    ))
}

const METHODS: &[(&str, &str, &str, i64)] = &[
    ("AU", "AUD", "BSB", 0),
    ("AU", "AUD", "PAYID", 0),
    ("US", "USD", "ABA", 1),
    ("GB", "GBP", "SORT_CODE", 1),
    ("GB", "GBP", "IBAN", 1),
    ("DE", "EUR", "IBAN", 1),
    ("FR", "EUR", "IBAN", 1),
    ("LU", "EUR", "IBAN", 1),
    ("MX", "MXN", "CLABE", 2),
    ("IN", "INR", "IFSC", 2),
    ("CN", "CNY", "CNAPS", 3),
    ("NZ", "NZD", "ACC_NO", 1),
    ("SG", "SGD", "ACC_NO", 1),
    ("HK", "HKD", "ACC_NO", 2),
    ("JP", "JPY", "ACC_NO", 2),
    ("PH", "PHP", "ACC_NO", 2),
];

/// `availableDeliveryMethods(input:)`: a fixed table filtered by country and currency.
pub fn delivery_methods(
    _store: &mut Store,
    _caller: &Caller,
    args: &Value,
) -> Result<Value, ApiError> {
    let i = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<DeliveryMethodsInput>(&i, _store.now().date())?;
    Ok(Value::Array(
        METHODS
            .iter()
            .filter(|(c, cur, _, _)| s(&i, "country").is_none_or(|x| x.eq_ignore_ascii_case(c)) && s(&i, "currency").is_none_or(|x| x == *cur))
            .map(|(c, cur, t, d)| json!({"country": c, "currency": cur, "accountIdType": t, "estimatedDays": d}))
            .collect(),
    ))
}

fn iban_for(country: &str, bban: &str) -> String {
    let check = 98 - v::iban_mod97(&format!("{country}00{bban}"));
    format!("{country}{check:02}{bban}")
}

/// Funding accounts of `account_id` for the VAN `van`: one per currency the customer holds a
/// balance in (AUD: the BSB + VAN itself; EUR: a Luxembourg IBAN; GBP: a UK IBAN; others an
/// account number with a BIC), filtered by `input.currencies`.
pub fn funding_accounts_for(
    store: &Store,
    account_id: &str,
    van: &str,
    input: Option<&Value>,
) -> Value {
    let wanted: Option<Vec<String>> = input
        .and_then(|i| i.get("currencies"))
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(Into::into))
                .collect()
        });
    let Some(acc) = store.account(account_id) else {
        return json!([]);
    };
    Value::Array(
        acc.ledger
            .currencies()
            .filter(|c| wanted.as_ref().is_none_or(|w| w.iter().any(|x| x == c)))
            .map(|c| match c {
                "AUD" => json!({"iban": null, "accountNo": van, "bic": "SIMVAU2S", "currency": c, "externalReference": format!("{SIM_BSB} {van}")}),
                "EUR" => json!({"iban": iban_for("LU", &format!("999{:013}", van.parse::<u64>().unwrap_or(0))), "accountNo": null, "bic": "SIMVLULL", "currency": c, "externalReference": van}),
                "GBP" => json!({"iban": iban_for("GB", &format!("SIMV40{van:0>8}", van = &van[van.len().saturating_sub(8)..])), "accountNo": null, "bic": "SIMVGB2L", "currency": c, "externalReference": van}),
                _ => json!({"iban": null, "accountNo": format!("{c}{van}"), "bic": "SIMVUS33", "currency": c, "externalReference": van}),
            })
            .collect(),
    )
}

/// `fundingAccounts(input:)` of the customer's own account.
pub fn funding_accounts(
    store: &mut Store,
    caller: &Caller,
    args: &Value,
) -> Result<Value, ApiError> {
    let input = args.get("input").unwrap_or(&Value::Null);
    v::filter::<FundingAccountQueryInput>(input, store.now().date())?;
    let van = store
        .account(&caller.account_id)
        .map(|a| a.account_no.clone())
        .unwrap_or_default();
    Ok(funding_accounts_for(
        store,
        &caller.account_id,
        &van,
        args.get("input"),
    ))
}
