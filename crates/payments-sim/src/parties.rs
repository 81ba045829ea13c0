//! Shapes shared by several resources: addresses, identity documents, and the person/company
//! name rules of parties (sub-clients, senders, recipients, institutions).

use serde_json::{Value, json};

use crate::json::s;

/// Whether a country value means Australia (`AU`, `AUS`, `Australia`, any case).
pub(crate) fn is_australia(country: Option<&str>) -> bool {
    country.is_some_and(|c| {
        ["AU", "AUS", "AUSTRALIA"].contains(&c.trim().to_ascii_uppercase().as_str())
    })
}

/// The `Address` output object of an `AddressInput`.
pub(crate) fn address_json(a: &Value) -> Value {
    if a.is_null() {
        return Value::Null;
    }
    json!({
        "building": a.get("building"), "street": a.get("street"), "suburb": a.get("suburb"),
        "state": a.get("state"), "postcode": a.get("postcode"), "country": a.get("country"),
    })
}

/// Display name of a party: company name, else first, middle and last name.
pub(crate) fn display_name(p: &Value) -> String {
    if let Some(c) = s(p, "companyName")
        .or(s(p, "tradingAsName"))
        .or(s(p, "legalName"))
    {
        return c.to_owned();
    }
    ["firstName", "middleName", "lastName"]
        .iter()
        .filter_map(|k| s(p, k))
        .collect::<Vec<_>>()
        .join(" ")
}
