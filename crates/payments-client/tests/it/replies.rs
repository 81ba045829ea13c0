//! What the service replies: `success: false`, GraphQL `errors`, bodies that are not what was
//! asked for. Each is a typed error; none panics.

use std::time::Duration;

use crate::common::*;
use payments_client::{Code, Error, ErrorKind, OperationKind, PathSegment};
use serde_json::json;

async fn answering(reply: Reply) -> (Stub, payments_client::Client) {
    let clock = clock();
    let stub = Stub::start(
        clock.clone(),
        service(clock.clone(), Duration::from_secs(14400), move |_, _| {
            reply.clone()
        }),
    )
    .await;
    let client = stub.builder().clock(clock).build().unwrap();
    (stub, client)
}

async fn withdraw(client: &payments_client::Client) -> Result<WithdrawalReply, Error> {
    client
        .mutate(create_withdrawal(None), OperationKind::MUTATION, |d| {
            d.create_withdrawal
        })
        .await
}

#[tokio::test]
async fn success_false_is_a_rejection_with_code_and_message() {
    let (_stub, client) = answering(Reply::json(json!({"data": {"createWithdrawal": {
        "success": false, "code": "INSUFFICIENT_BALANCE", "message": "Balance too low", "withdrawal": null
    }}})))
    .await;
    match withdraw(&client).await {
        Err(e) if e.operation() == "CreateWithdrawal" => match e.into_kind() {
            ErrorKind::Rejected { code, message, .. } => {
                assert_eq!(code, Code::InsufficientBalance);
                assert_eq!(message.as_deref(), Some("Balance too low"));
            }
            other => panic!("expected Rejected, got {other:?}"),
        },
        other => panic!("expected an error of CreateWithdrawal, got {other:?}"),
    }
}

#[tokio::test]
async fn success_true_is_ok() {
    let (_stub, client) = answering(withdrawal_ok()).await;
    let reply = withdraw(&client).await.unwrap();
    assert_eq!(reply.code, "SUCCESS");
}

#[tokio::test]
async fn graphql_errors_carry_messages_paths_and_codes() {
    let (_stub, client) = answering(Reply::json(json!({
        "data": null,
        "errors": [
            {"message": "recipient.bsb: must be 6 digits", "path": ["createWithdrawal", "recipient", 0], "locations": [{"line": 2, "column": 3}], "extensions": {"code": "VALIDATION_ERROR", "rules": ["bsb.format"]}},
            {"message": "amount: must be positive", "extensions": {"retryable": false}}
        ]
    })))
    .await;
    match withdraw(&client).await {
        Err(e) if e.operation() == "CreateWithdrawal" => {
            let ErrorKind::GraphQl { errors } = e.into_kind() else {
                panic!("expected GraphQL errors")
            };
            assert_eq!(errors.len(), 2);
            assert_eq!(errors[0].message, "recipient.bsb: must be 6 digits");
            assert_eq!(
                errors[0].path,
                vec![
                    PathSegment::Field("createWithdrawal".into()),
                    PathSegment::Field("recipient".into()),
                    PathSegment::Index(0)
                ]
            );
            assert_eq!(errors[0].path_string(), "createWithdrawal.recipient.0");
            assert!(errors[1].path.is_empty());
            // The code a caller branches on; an error without one has none.
            assert_eq!(errors[0].code, Some(Code::ValidationError));
            assert_eq!(errors[1].code, None);
        }
        other => panic!("expected GraphQl, got {other:?}"),
    }
}

#[tokio::test]
async fn errors_beside_data_are_still_errors() {
    let (_stub, client) = answering(Reply::json(json!({
        "data": {"createWithdrawal": {"success": true, "code": "SUCCESS", "message": null, "withdrawal": null}},
        "errors": [{"message": "withdrawal: could not be loaded", "path": ["createWithdrawal", "withdrawal"]}]
    })))
    .await;
    assert!(matches!(
        withdraw(&client).await.map_err(Error::into_kind),
        Err(ErrorKind::GraphQl { .. })
    ));
}

#[tokio::test]
async fn a_schema_validation_failure_with_http_400_reports_the_errors() {
    let (_stub, client) = answering(Reply::raw(
        400,
        json!({"errors": [{"message": "Field \"CreateWithdrawalInput.amount\" of required type \"Float!\" was not provided."}]}).to_string(),
    ))
    .await;
    match withdraw(&client).await.map_err(Error::into_kind) {
        Err(ErrorKind::GraphQl { errors }) => assert!(errors[0].message.contains("amount")),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn malformed_bodies_are_typed_errors() {
    let cases: Vec<(Reply, &str)> = vec![
        (
            Reply::raw(200, "<html><body>Gateway</body></html>"),
            "not_json",
        ),
        (Reply::raw(200, ""), "not_json"),
        (
            Reply::raw(200, r#"{"data": {"createWithdrawal": "#),
            "not_json",
        ),
        (
            Reply::raw(200, r#"{"data": {"createWithdrawal": {"success": "yes"}}}"#),
            "decode",
        ),
        (Reply::raw(200, r#"{"data": {}}"#), "decode"),
        (Reply::raw(200, r#"{"unexpected": true}"#), "decode"),
        (Reply::raw(200, r#"[]"#), "decode"),
        (Reply::raw(200, r#"{"data": null}"#), "missing_data"),
        (
            Reply::raw(200, r#"{"data": null, "errors": []}"#),
            "missing_data",
        ),
        (Reply::raw(418, "teapot"), "http"),
    ];
    for (reply, expected) in cases {
        let body = reply.body.clone();
        let (_stub, client) = answering(reply).await;
        let err = withdraw(&client).await.unwrap_err();
        let got = match err.kind() {
            ErrorKind::NotJson { .. } => "not_json",
            ErrorKind::Decode { .. } => "decode",
            ErrorKind::MissingData => "missing_data",
            ErrorKind::Http { status: 418, .. } => "http",
            _ => "other",
        };
        assert_eq!(got, expected, "body {body:?} gave {err:?}");
    }
}

#[tokio::test]
async fn a_malformed_login_reply_is_a_typed_error() {
    let clock = clock();
    let stub = Stub::start(clock.clone(), |_, _| {
        Reply::raw(200, "<html>login page</html>")
    })
    .await;
    let client = stub.builder().clock(clock).build().unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::NotJson { .. }) && err.operation() == "Login",
        "{err:?}"
    );
}

/// What the simulator answers to `body` with the demo login's token: the reply body as sent.
async fn simulator_reply(body: serde_json::Value) -> String {
    let sim = payments_sim::spawn(payments_sim::SimConfig::for_tests())
        .await
        .unwrap();
    let http = reqwest::Client::new();
    let post = |body: &serde_json::Value, token: Option<&str>| {
        let mut request = http
            .post(&sim.url)
            .header("user-agent", USER_AGENT)
            .json(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send()
    };
    let login: serde_json::Value = post(
        &json!({"query": "mutation { login(input: {email: \"demo@payments.test\", password: \"demo-password\"}) { token } }"}),
        None,
    )
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    let token = login["data"]["login"]["token"].as_str().unwrap().to_owned();
    post(&body, Some(&token))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// A field the service refuses reads as the field error the input types would give, in both
/// of the service's forms, each taken from the simulator's own reply: a mutation's
/// `success: false` message, and a GraphQL error's `extensions.rules`.
#[tokio::test]
async fn the_services_field_failures_read_as_the_types_field_errors() {
    let in_message = simulator_reply(json!({"query": "mutation { createWithdrawal(input: {amount: 10, currency: AUD, recipientId: \"N/A\"}) { success code message withdrawal { id } } }"})).await;
    let (_stub, client) = answering(Reply::raw(200, in_message.clone())).await;
    let error = withdraw(&client).await.unwrap_err();
    assert_eq!(error.code(), Some(&Code::ValidationError), "{in_message}");
    let fields: Vec<(&str, &str)> = error
        .field_errors()
        .map(|f| (f.field(), f.rule()))
        .collect();
    assert_eq!(
        fields,
        [("recipientId", payments_client::types::rules::DUMMY_VALUE)],
        "{in_message}"
    );
    // The same rule as the input type's own check of that value.
    let own = payments_client::types::common::Id::parse("N/A").unwrap_err();
    assert_eq!(own.rule(), fields[0].1);

    let in_errors =
        simulator_reply(json!({"query": "query { deposit(id: \"N/A\") { id } }"})).await;
    let (_stub, client) = answering(Reply::raw(200, in_errors.clone())).await;
    let error = withdraw(&client).await.unwrap_err();
    assert!(
        matches!(error.kind(), ErrorKind::GraphQl { .. }),
        "{in_errors}"
    );
    let fields: Vec<(&str, &str)> = error
        .field_errors()
        .map(|f| (f.field(), f.rule()))
        .collect();
    assert_eq!(
        fields,
        [("id", payments_client::types::rules::DUMMY_VALUE)],
        "{in_errors}"
    );
}
