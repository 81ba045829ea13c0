//! Shapes shared by several resources: addresses, identity documents, and the person/company
//! name rules of parties (sub-clients, senders, recipients, institutions).

use serde_json::{Value, json};
use time::Date;

use crate::json::s;
use crate::validate::{self as v, Checks};

/// Whether a country value means Australia (`AU`, `AUS`, `Australia`, any case).
pub fn is_australia(country: Option<&str>) -> bool {
    country.is_some_and(|c| {
        ["AU", "AUS", "AUSTRALIA"].contains(&c.trim().to_ascii_uppercase().as_str())
    })
}

/// Checks an `AddressInput` at `path`: every present component ASCII, required ones present,
/// the street a proper street (holds a letter).
pub fn check_address(c: &mut Checks, path: &str, a: &Value) {
    for key in ["street", "suburb", "state", "postcode", "country"] {
        let p = format!("{path}.{key}");
        if c.required(&p, s(a, key)).is_some() {
            c.opt(&p, s(a, key), v::check_ascii);
        }
    }
    c.opt(
        &format!("{path}.building"),
        s(a, "building"),
        v::check_ascii,
    );
    if let Some(street) = s(a, "street") {
        c.ensure(
            &format!("{path}.street"),
            street.chars().any(|ch| ch.is_ascii_alphabetic()),
            "address.street",
            "must be a proper street address",
        );
    }
}

/// The `Address` output object of an `AddressInput`.
pub fn address_json(a: &Value) -> Value {
    if a.is_null() {
        return Value::Null;
    }
    json!({
        "building": a.get("building"), "street": a.get("street"), "suburb": a.get("suburb"),
        "state": a.get("state"), "postcode": a.get("postcode"), "country": a.get("country"),
    })
}

/// Checks an `IdDocInput`: kind allowed for residency, ASCII number and issuer, dates.
pub fn check_id_doc(c: &mut Checks, path: &str, d: &Value, australian_resident: bool, today: Date) {
    let kind = s(d, "type").unwrap_or_default();
    if !australian_resident && kind != "PASSPORT" {
        c.ensure(
            &format!("{path}.type"),
            false,
            "id_doc.type",
            "non-residents of Australia must give a passport",
        );
    }
    c.opt(
        &format!("{path}.docNumber"),
        s(d, "docNumber"),
        v::check_ascii,
    );
    c.opt(&format!("{path}.issuer"), s(d, "issuer"), v::check_ascii);
    c.opt(&format!("{path}.country"), s(d, "country"), v::check_ascii);
    c.opt(
        &format!("{path}.issueDate"),
        s(d, "issueDate"),
        v::check_date,
    );
    c.opt(
        &format!("{path}.expiryDate"),
        s(d, "expiryDate"),
        v::check_date,
    );
    if let Some(exp) = s(d, "expiryDate").and_then(v::parse_date) {
        c.ensure(
            &format!("{path}.expiryDate"),
            exp >= today,
            "id_doc.expired",
            "the document has expired",
        );
    }
}

/// Checks the name fields of a party. Person names follow the person-name rules; company
/// fields (`companyName`, `legalName`, `tradingAsName`) the company-name rules; with
/// `no_domains`, none may look like a domain name. Either a company name or first and last
/// name must be present.
pub fn check_party_names(c: &mut Checks, prefix: &str, p: &Value, no_domains: bool) {
    let path = |k: &str| {
        if prefix.is_empty() {
            k.to_owned()
        } else {
            format!("{prefix}.{k}")
        }
    };
    for key in ["firstName", "middleName", "lastName"] {
        c.opt(&path(key), s(p, key), v::check_person_name);
    }
    for key in ["companyName", "legalName", "tradingAsName"] {
        c.opt(&path(key), s(p, key), v::check_company_name);
    }
    if no_domains {
        for key in [
            "firstName",
            "middleName",
            "lastName",
            "companyName",
            "legalName",
            "tradingAsName",
        ] {
            c.opt(&path(key), s(p, key), v::check_not_domain_like);
        }
    }
    let company = s(p, "companyName")
        .or(s(p, "legalName"))
        .or(s(p, "tradingAsName"))
        .is_some();
    let person = s(p, "firstName").is_some() && s(p, "lastName").is_some();
    if !company && !person {
        c.ensure(
            &path("lastName"),
            false,
            v::REQUIRED,
            "a person needs firstName and lastName; a company needs companyName",
        );
    }
}

/// Display name of a party: company name, else first, middle and last name.
pub fn display_name(p: &Value) -> String {
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
