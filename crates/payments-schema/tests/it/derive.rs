//! The exported `schema` module drives cynic's derives: a fragment written against it compiles
//! (a field that is not in the schema would not) and produces the expected document.

use cynic::QueryBuilder;
use payments_schema::schema;

#[derive(cynic::Enum, Clone, Copy, Debug, PartialEq)]
#[cynic(graphql_type = "CurrencyIso3")]
enum Currency {
    Aed,
    Aud,
    Cad,
    Chf,
    Cny,
    Eur,
    Gbp,
    Hkd,
    Idr,
    Inr,
    Jpy,
    Mxn,
    Nzd,
    Php,
    Sgd,
    Usd,
}

#[derive(cynic::QueryVariables)]
struct BalancesVariables {
    currencies: Option<Vec<Option<Currency>>>,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Balance")]
struct Balance {
    currency: Currency,
    cleared: f64,
    pending: f64,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Query", variables = "BalancesVariables")]
struct Balances {
    #[arguments(currencies: $currencies)]
    balances: Vec<Balance>,
}

#[test]
fn a_fragment_derived_against_the_schema_builds_its_document() {
    let operation = Balances::build(BalancesVariables {
        currencies: Some(vec![Some(Currency::Aud)]),
    });
    assert_eq!(
        operation.query,
        "query Balances($currencies: [CurrencyIso3]) {\n  balances(currencies: $currencies) {\n    currency\n    cleared\n    pending\n  }\n}\n"
    );
    let variables = serde_json::to_value(&operation.variables).unwrap();
    assert_eq!(variables, serde_json::json!({ "currencies": ["AUD"] }));
}

#[test]
fn a_reply_decodes_into_the_fragment() {
    let reply: Balances = serde_json::from_value(serde_json::json!({
        "balances": [{ "currency": "AUD", "cleared": 12.5, "pending": 0.0 }]
    }))
    .unwrap();
    assert_eq!(reply.balances.len(), 1);
    assert_eq!(reply.balances[0].currency, Currency::Aud);
    assert_eq!(reply.balances[0].cleared, 12.5);
    assert_eq!(reply.balances[0].pending, 0.0);
}
