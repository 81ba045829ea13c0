// A fragment naming a field the schema's `Withdrawal` does not have must not compile.
#[allow(unused_imports)] // the derive fails before it would use `schema`
use payments_schema::schema;

#[derive(cynic::QueryFragment, Debug)]
#[cynic(graphql_type = "Withdrawal")]
pub struct Withdrawal {
    pub id: cynic::Id,
    pub payout_speed: String,
}

fn main() {}
