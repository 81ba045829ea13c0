//! The typed per-operation methods against the local stub: what goes over the wire (the contract
//! document, `$input`/`$id` variables, an idempotency key on every create call) and what comes
//! back (exact decimals, timestamps, records; `success: false` and missing records as errors).

use std::collections::BTreeMap;
use std::str::FromStr;

use crate::common::*;
use payments_client::types::Context;
use payments_client::types::common::{Id, IdempotencyKey};
use payments_client::types::payee::{ConfirmationOfPayeeInput, PayeeMatch};
use payments_client::types::payments::{CreatePaymentFields, CreatePaymentInput};
use payments_client::types::quotes::FromCurrency;
use payments_client::types::statements::{StatementQueryInput, StatementStart};
use payments_client::types::withdrawals::{
    CreateWithdrawalFields, CreateWithdrawalInput, WithdrawalStatus,
};
use payments_client::types::{AccountNo, AsciiText, Bsb, CurrencyCode};
use payments_client::{Client, Clock, Code, Error, ErrorKind};
use rust_decimal::Decimal;
use serde_json::{Value, json};

/// A stub answering `Login` and, for every other operation, `answer(operation, nth)`.
async fn stub(answer: impl Fn(&str, usize) -> Reply + Send + Sync + 'static) -> (Stub, Client) {
    let clock = clock();
    let tokens = clock.clone();
    let stub = Stub::start(clock.clone(), move |seen, nth| {
        match seen.operation.as_str() {
            "Login" => {
                let now = unix(tokens.now());
                login_ok(&jwt(now, now + 14400, nth))
            }
            other => answer(other, nth),
        }
    })
    .await;
    let client = stub
        .builder()
        .clock(clock)
        .retry_policy(fast_retries(4))
        .build()
        .unwrap();
    (stub, client)
}

fn contract(root_field: &str) -> String {
    payments_client::contracts::all()
        .into_iter()
        .find(|(root, _)| *root == root_field)
        .unwrap()
        .1
}

fn withdrawal_input(key: Option<&str>) -> CreateWithdrawalInput {
    let mut fields = CreateWithdrawalFields::to_recipient(
        Decimal::from_str("100.10").unwrap(),
        CurrencyCode::AUD,
        Id::parse("rcp_1").unwrap(),
    );
    fields.idempotency_key = key.map(|k| IdempotencyKey::parse(k).unwrap());
    CreateWithdrawalInput::new(fields, &Context::today_utc()).unwrap()
}

/// A withdrawal as the service writes it; raw text, so the numbers keep their digits.
const WITHDRAWAL: &str = r#"{
    "id": "wd_1", "status": "PENDING", "amount": 100.10, "currency": "AUD",
    "createdAt": "2026-06-15T10:00:00+10:00",
    "sender": null,
    "recipient": {"id": "rcp_1", "firstName": "Ada", "middleName": null, "lastName": "Lovelace",
        "companyName": null, "currency": "AUD", "accountIdType": "BSB", "mobile": null,
        "address": null, "dob": null, "email": null, "payid": null, "bic": null, "iban": null,
        "aba": null, "bsb": "062000", "clabe": null, "cnaps": null, "sortCode": null,
        "ifsc": null, "accountNo": "12345678", "externalId": null},
    "externalId": null, "externalReference": "INV 42", "callbackUri": null, "reason": null,
    "totalFee": 0.30000000000000004, "statusMessage": null, "rejectCode": null,
    "clearedAt": null, "rejectedAt": null, "refundedAt": null, "rail": "NPP", "railService": null
}"#;

fn created(withdrawal: &str) -> Reply {
    Reply::raw(
        200,
        format!(
            r#"{{"data": {{"createWithdrawal": {{"success": true, "code": "SUCCESS", "message": null, "withdrawal": {withdrawal}}}}}}}"#
        ),
    )
}

#[tokio::test]
async fn create_withdrawal_sends_the_contract_and_decodes_the_record_exactly() {
    let (stub, client) = stub(|_, _| created(WITHDRAWAL)).await;
    let w = client
        .create_withdrawal(withdrawal_input(None))
        .await
        .unwrap();
    assert_eq!(w.id.as_str(), "wd_1");
    assert_eq!(w.status, WithdrawalStatus::Pending);
    assert_eq!(w.amount.0.to_string(), "100.10");
    assert_eq!(
        w.total_fee.unwrap().0.to_string(),
        "0.30000000000000004",
        "amounts never go through f64"
    );
    assert_eq!(w.created_at.to_string(), "2026-06-15T00:00:00Z");
    assert_eq!(w.recipient.unwrap().bsb.as_deref(), Some("062000"));

    let sent = &stub.seen_op("CreateWithdrawal")[0];
    assert_eq!(sent.body["query"], contract("createWithdrawal"));
    let input = &sent.variables()["input"];
    assert_eq!(input["amount"].as_f64(), Some(100.1));
    assert_eq!(input["recipientId"], "rcp_1");
    let key = input["idempotencyKey"]
        .as_str()
        .expect("a key is always sent");
    assert_eq!(uuid::Uuid::parse_str(key).unwrap().get_version_num(), 4);
}

#[tokio::test]
async fn a_status_added_after_our_schema_decodes_instead_of_failing_a_paid_withdrawal() {
    // The service adds a status and a rail currency: the withdrawal was made, so the reply
    // must still decode (the values land in the `Unknown` fallbacks).
    let newer = WITHDRAWAL
        .replace(r#""status": "PENDING""#, r#""status": "ON_HOLD""#)
        .replace(r#""currency": "AUD""#, r#""currency": "XAU""#);
    assert_ne!(newer, WITHDRAWAL, "the fixture changed shape");
    let (_stub, client) = stub(move |_, _| created(&newer)).await;
    let w = client
        .create_withdrawal(withdrawal_input(None))
        .await
        .unwrap();
    assert_eq!(w.status, WithdrawalStatus::Unknown);
    assert_eq!(w.currency, CurrencyCode::Unknown);
    assert_eq!(w.amount.0.to_string(), "100.10");
}

#[tokio::test]
async fn create_withdrawal_retries_with_one_generated_key() {
    let (stub, client) = stub(|_, nth| {
        if nth <= 2 {
            Reply::raw(429, "slow down").header("retry-after", "1")
        } else {
            created(WITHDRAWAL)
        }
    })
    .await;
    client
        .create_withdrawal(withdrawal_input(None))
        .await
        .unwrap();
    let sent = stub.seen_op("CreateWithdrawal");
    assert_eq!(sent.len(), 3);
    let keys: Vec<&Value> = sent
        .iter()
        .map(|s| &s.variables()["input"]["idempotencyKey"])
        .collect();
    assert!(keys[0].is_string());
    assert!(keys.iter().all(|k| *k == keys[0]), "{keys:?}");
}

#[tokio::test]
async fn a_callers_idempotency_key_is_kept() {
    let (stub, client) = stub(|_, _| created(WITHDRAWAL)).await;
    client
        .create_withdrawal(withdrawal_input(Some("order-42")))
        .await
        .unwrap();
    let sent = &stub.seen_op("CreateWithdrawal")[0];
    assert_eq!(sent.variables()["input"]["idempotencyKey"], "order-42");
}

#[tokio::test]
async fn success_false_is_rejected_and_a_missing_record_is_a_decode_error() {
    let (_stub, client) = stub(|_, nth| {
        if nth == 1 {
            Reply::json(json!({"data": {"createWithdrawal": {
                "success": false, "code": "INSUFFICIENT_BALANCE", "message": "Balance too low",
                "withdrawal": null}}}))
        } else {
            created("null")
        }
    })
    .await;
    match client
        .create_withdrawal(withdrawal_input(None))
        .await
        .map_err(Error::into_kind)
    {
        Err(ErrorKind::Rejected { code, message, .. }) => {
            assert_eq!(code, Code::InsufficientBalance);
            assert_eq!(message.as_deref(), Some("Balance too low"));
        }
        other => panic!("expected Rejected, got {other:?}"),
    }
    let err = client
        .create_withdrawal(withdrawal_input(None))
        .await
        .unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::Decode { .. }), "{err:?}");
}

#[tokio::test]
async fn create_payment_always_carries_a_key() {
    let (stub, client) = stub(|_, _| {
        Reply::json(
            json!({"data": {"createPayment": {"success": true, "code": "SUCCESS",
            "message": null, "payment": {"id": "pay_1", "fromAmount": 10, "fromCurrency": "AUD",
            "toAmount": 6.5, "toCurrency": "USD", "externalId": null, "sender": null,
            "recipient": null, "subClient": null, "callbackUri": null, "sourceOfFunds": null,
            "status": "CREATED", "createdAt": null}}}}),
        )
    })
    .await;
    let input = CreatePaymentInput::new(CreatePaymentFields {
        from_currency: FromCurrency::Aud,
        to_currency: CurrencyCode::USD,
        amount: Decimal::from(10),
        currency: None,
        sender_id: None,
        sender: None,
        recipient_id: Some(Id::parse("rcp_1").unwrap()),
        recipient: None,
        sub_client_id: None,
        external_id: None,
        callback_uri: None,
        source_of_funds: None,
        idempotency_key: None,
    })
    .unwrap();
    let payment = client.create_payment(input).await.unwrap();
    assert_eq!(payment.to_amount.unwrap().0.to_string(), "6.5");
    let sent = &stub.seen_op("CreatePayment")[0];
    assert_eq!(sent.body["query"], contract("createPayment"));
    let key = sent.variables()["input"]["idempotencyKey"]
        .as_str()
        .unwrap();
    assert!(uuid::Uuid::parse_str(key).is_ok());
}

#[tokio::test]
async fn balances_sends_currencies_and_decodes_exact_amounts() {
    let (stub, client) = stub(|_, _| {
        Reply::raw(
            200,
            r#"{"data": {"balances": [{"currency": "AUD", "cleared": 1234567890123.45, "pending": 0}]}}"#,
        )
    })
    .await;
    let balances = client.balances(Some(&[CurrencyCode::AUD])).await.unwrap();
    assert_eq!(balances[0].currency, CurrencyCode::AUD);
    assert_eq!(balances[0].cleared.to_string(), "1234567890123.45");
    client.balances(None).await.unwrap();
    let sent = stub.seen_op("Balances");
    assert_eq!(sent[0].body["query"], contract("balances"));
    assert_eq!(sent[0].variables(), &json!({"currencies": ["AUD"]}));
    assert_eq!(sent[1].variables(), &json!({"currencies": null}));
}

#[tokio::test]
async fn statement_success_false_is_rejected() {
    let (_stub, client) = stub(|_, _| {
        Reply::json(
            json!({"data": {"statement": {"success": false, "code": "TOO_LONG",
            "message": "one day only", "fromDate": null, "toDate": null, "rows": []}}}),
        )
    })
    .await;
    let input = StatementQueryInput {
        from_date: StatementStart::parse("2026-06-15").unwrap(),
        currency: Some(CurrencyCode::AUD),
    };
    let err = client.statement(input).await.unwrap_err();
    assert!(
        matches!(err.kind(), ErrorKind::Rejected { code: Code::Unknown(c), .. } if c == "TOO_LONG"),
        "{err:?}"
    );
}

#[tokio::test]
async fn confirmation_of_payee_returns_the_whole_reply() {
    let (stub, client) = stub(|_, _| {
        Reply::json(
            json!({"data": {"confirmationOfPayee": {"success": true, "code": "SUCCESS",
            "message": null, "match": "CLOSE_MATCH", "accountName": "ADA LOVELACE"}}}),
        )
    })
    .await;
    let reply = client
        .confirmation_of_payee(ConfirmationOfPayeeInput {
            bsb: Bsb::parse("062-000").unwrap(),
            account_no: AccountNo::parse("12345678").unwrap(),
            account_name: AsciiText::parse("Ada Lovelace").unwrap(),
        })
        .await
        .unwrap();
    assert_eq!(reply.match_, Some(PayeeMatch::CloseMatch));
    assert_eq!(reply.account_name.as_deref(), Some("ADA LOVELACE"));
    let sent = &stub.seen_op("ConfirmationOfPayee")[0];
    assert_eq!(sent.variables()["input"]["bsb"], "062000");
}

/// Every list query with no filter and every look-up by id: each sends its contract document
/// with `$input: null` or `$id`, and decodes an empty list / `null`.
#[tokio::test]
async fn queries_send_their_contract_documents() {
    let (stub, client) = stub(|operation, _| {
        let field = operation[..1].to_ascii_lowercase() + &operation[1..];
        let lists = [
            "subClients",
            "withdrawals",
            "deposits",
            "recipients",
            "senders",
            "institutions",
            "conversions",
            "payments",
            "rfis",
            "amsRequests",
            "addressCleanserRequests",
            "members",
            "availableDeliveryMethods",
            "fundingAccounts",
        ];
        let value = if lists.contains(&field.as_str()) {
            json!([])
        } else {
            Value::Null
        };
        Reply::json(json!({"data": {field: value}}))
    })
    .await;
    let id = Id::parse("rec_1").unwrap();
    assert!(client.sub_clients(None).await.unwrap().is_empty());
    assert!(client.withdrawals(None).await.unwrap().is_empty());
    assert!(client.deposits(None).await.unwrap().is_empty());
    assert!(client.recipients(None).await.unwrap().is_empty());
    assert!(client.senders(None).await.unwrap().is_empty());
    assert!(client.institutions(None).await.unwrap().is_empty());
    assert!(client.conversions(None).await.unwrap().is_empty());
    assert!(client.payments(None).await.unwrap().is_empty());
    assert!(client.rfis(None).await.unwrap().is_empty());
    assert!(client.ams_requests(None).await.unwrap().is_empty());
    assert!(
        client
            .address_cleanser_requests(None)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(client.members(None).await.unwrap().is_empty());
    assert!(
        client
            .available_delivery_methods(None)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(client.funding_accounts(None).await.unwrap().is_empty());
    assert!(client.sub_client(&id).await.unwrap().is_none());
    assert!(client.withdrawal(&id).await.unwrap().is_none());
    assert!(client.deposit(&id).await.unwrap().is_none());
    assert!(client.conversion(&id).await.unwrap().is_none());
    assert!(client.payment(&id).await.unwrap().is_none());
    assert!(client.rfi(&id).await.unwrap().is_none());
    assert!(client.ams_request(&id).await.unwrap().is_none());
    assert!(
        client
            .address_cleanser_request(&id)
            .await
            .unwrap()
            .is_none()
    );

    let contracts: BTreeMap<String, String> = payments_client::contracts::all()
        .into_iter()
        .map(|(root, doc)| (payments_client::operations::operation_name(root), doc))
        .collect();
    let sent: Vec<_> = stub
        .seen()
        .into_iter()
        .filter(|s| s.operation != "Login")
        .collect();
    assert_eq!(sent.len(), 22);
    for s in sent {
        assert_eq!(s.body["query"], contracts[&s.operation], "{}", s.operation);
        let vars = s.variables().as_object().unwrap();
        match vars.get("id") {
            Some(id) => assert_eq!(id, "rec_1"),
            None => assert_eq!(vars.get("input"), Some(&Value::Null), "{}", s.operation),
        }
        assert_eq!(vars.len(), 1, "{}: {vars:?}", s.operation);
    }
}

/// A sub-client named as test data is not sent: the service would block the customer. The
/// error names the field and the word, and says the request did not leave; a real name goes.
#[tokio::test]
async fn a_test_data_sub_client_is_not_sent() {
    let (stub, client) = stub(|_, _| {
        Reply::json(json!({"data": {"createSubClient": {
            "success": true, "code": "SUBCLIENT_CREATED", "message": "created",
            "subClient": null
        }}}))
    })
    .await;
    let input = |last: &str| {
        <payments_client::types::sub_clients::CreateSubClientInput as payments_client::types::FromInput>::from_json(
            &json!({
                "firstName": "Olivia", "lastName": last, "email": "olivia@example.com.au",
                "mobile": "+61 412 345 678", "dob": "1988-04-12",
                "address": {"street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW",
                            "postcode": "2000", "country": "AU"},
            }),
            &Context::on(time::macros::date!(2026 - 07 - 01)),
        )
        .expect("valid input")
    };
    let err = client.create_sub_client(input("Test")).await.unwrap_err();
    assert!(
        matches!(
            err.kind(),
            ErrorKind::TestData {
                field: "lastName",
                word: "test",
            }
        ),
        "{err:?}"
    );
    assert!(err.request_not_sent());
    assert!(err.to_string().contains("lastName"), "{err}");
    assert_eq!(stub.count("CreateSubClient"), 0, "nothing was sent");
    // A real name is sent (the stub's reply has no record: a decode error, after sending).
    let _ = client.create_sub_client(input("Nguyen")).await;
    assert_eq!(stub.count("CreateSubClient"), 1);
}
