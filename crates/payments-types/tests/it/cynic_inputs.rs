//! With the `cynic` feature, the input objects drive cynic: an operation declaring `$input` of
//! the input's schema type compiles against the vendored schema, and its variables are the
//! input's JSON.

use cynic::MutationBuilder;
use payments_schema::schema;
use payments_types::FromInput;
use payments_types::withdrawals::CreateWithdrawalInput;
use serde_json::json;

use crate::inputs::{ctx, withdrawal};

#[derive(cynic::QueryVariables)]
struct CreateWithdrawalVariables {
    input: CreateWithdrawalInput,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(
    schema_path = "../../schema/payments.graphql",
    graphql_type = "WithdrawalReply"
)]
struct WithdrawalReply {
    success: bool,
    code: String,
}

#[derive(cynic::QueryFragment, Debug)]
#[cynic(
    schema_path = "../../schema/payments.graphql",
    graphql_type = "Mutation",
    variables = "CreateWithdrawalVariables"
)]
struct CreateWithdrawal {
    #[arguments(input: $input)]
    create_withdrawal: WithdrawalReply,
}

#[test]
fn an_input_object_is_a_cynic_variable_of_its_schema_type() {
    let input = CreateWithdrawalInput::from_json(&withdrawal(), &ctx()).unwrap();
    let operation = CreateWithdrawal::build(CreateWithdrawalVariables { input });
    assert!(
        operation
            .query
            .starts_with("mutation CreateWithdrawal($input: CreateWithdrawalInput!) {"),
        "{}",
        operation.query
    );
    let variables = serde_json::to_value(&operation.variables).unwrap();
    let mut expected = withdrawal();
    expected["recipient"]["bsb"] = json!("062000");
    assert_eq!(variables, json!({ "input": expected }));
    let reply: CreateWithdrawal = serde_json::from_value(json!({
        "createWithdrawal": { "success": true, "code": "SUCCESS" }
    }))
    .unwrap();
    assert!(reply.create_withdrawal.success);
    assert_eq!(reply.create_withdrawal.code, "SUCCESS");
}
