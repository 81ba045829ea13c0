//! Recipients, senders, institutions, quotes, conversions, payments, confirmation of payee,
//! adverse media search, address cleanser, members and reference look-ups.

use crate::common::*;
use payments_sim::control::{DepositArrival, DepositSender, FeatureChanges};
use payments_types::{AccountNo, Bsb};
use serde_json::json;

#[tokio::test]
async fn recipients_rules_search_and_immutable_account_id_type() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let create = "mutation R($input: RecipientInput!) { createRecipient(input: $input) { success code message recipient { id accountIdType iban } } }";
    let r = sim.gql(&t, create, json!({"input": {"companyName": "Widgets GmbH", "currency": "EUR", "accountIdType": "IBAN", "iban": "DE89370400440532013000", "externalId": "w-1"}})).await;
    let rec = r.data("createRecipient");
    assert_eq!(rec["success"], true, "{rec}");
    let id = rec["recipient"]["id"].as_str().unwrap().to_owned();
    let r = sim.gql(&t, create, json!({"input": {"firstName": "Joe", "lastName": "Bloggs", "currency": "USD", "accountIdType": "ABA", "aba": "021000021", "accountNo": "123"}})).await;
    let m = r.data("createRecipient")["message"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        m.contains("accountNo: ") && m.contains("[account_no.length]"),
        "{m}"
    );
    // Cross-field rules (an ABA account needs a BIC) are judged once every field is valid,
    // as payments-types judges them.
    let r = sim.gql(&t, create, json!({"input": {"firstName": "Joe", "lastName": "Bloggs", "currency": "USD", "accountIdType": "ABA", "aba": "021000021", "accountNo": "12345678"}})).await;
    let m = r.data("createRecipient")["message"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(m.contains("bic: ") && m.contains("[bic.required]"), "{m}");
    let update = "mutation U($id: ID!, $input: RecipientInput!) { updateRecipient(id: $id, input: $input) { success code message } }";
    let r = sim.gql(&t, update, json!({"id": id, "input": {"companyName": "Widgets GmbH", "currency": "EUR", "accountIdType": "SORT_CODE", "sortCode": "123456", "accountNo": "12345678", "bic": "NWBKGB2L"}})).await;
    let u = r.data("updateRecipient");
    assert_eq!(
        (u["success"].as_bool(), u["code"].as_str()),
        (Some(false), Some("ACCOUNT_ID_TYPE_IMMUTABLE"))
    );
    assert!(u["message"].as_str().unwrap().contains("accountIdType"));
    let r = sim
        .gql(
            &t,
            "query Q($i: RecipientQueryInput) { recipients(input: $i) { id } }",
            json!({"i": {"externalId": "w-1"}}),
        )
        .await;
    assert_eq!(r.data("recipients"), &json!([{"id": id}]));
    let r = sim
        .gql(
            &t,
            "query Q($i: RecipientQueryInput) { recipients(input: $i) { id } }",
            json!({"i": {"companyName": "Nobody"}}),
        )
        .await;
    assert_eq!(r.data("recipients"), &json!([]));
}

#[tokio::test]
async fn senders_and_institutions_refuse_domain_like_and_bad_company_names() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let r = sim.gql(&t, "mutation S($input: SenderInput!) { createSender(input: $input) { success code message } }", json!({"input": {"companyName": "shop.example.com"}})).await;
    assert!(
        r.data("createSender")["message"]
            .as_str()
            .unwrap()
            .contains("[name.domain_like]")
    );
    let q = "mutation I($input: InstitutionInput!) { createInstitution(input: $input) { success code message institution { id } } }";
    let addr = json!({"street": "1 Main St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"});
    let r = sim
        .gql(&t, q, json!({"input": {"legalName": "X", "address": addr}}))
        .await;
    assert!(
        r.data("createInstitution")["message"]
            .as_str()
            .unwrap()
            .contains("[company_name.length]")
    );
    let r = sim.gql(&t, q, json!({"input": {"legalName": "Remit Partners Pty Ltd", "businessNumber": "123", "address": addr, "externalId": "inst-1"}})).await;
    assert_eq!(r.data("createInstitution")["success"], true);
    // A withdrawal with inline institution data finds the existing one by externalId.
    let mut input = withdrawal_input(1.0, "x");
    input["instructingInstitution"] =
        json!({"legalName": "Remit Partners Pty Ltd", "address": addr, "externalId": "inst-1"});
    let w = sim
        .gql(&t, &create_withdrawal_query(), json!({"input": input}))
        .await;
    assert_eq!(w.data("createWithdrawal")["success"], true);
    let l = sim.gql(&t, "{ institutions { id } }", json!({})).await;
    assert_eq!(l.data("institutions").as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn quotes_are_deterministic_and_size_must_be_positive() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let q = "query Q($input: QuoteInput!) { quote(input: $input) { bid ask symbol inverted timestamp expireAt applicability } }";
    let a = sim
        .gql(
            &t,
            q,
            json!({"input": {"fromCurrency": "AUD", "toCurrency": "USD", "size": 1000}}),
        )
        .await;
    let b = sim
        .gql(
            &t,
            q,
            json!({"input": {"fromCurrency": "AUD", "toCurrency": "USD", "size": 1000}}),
        )
        .await;
    assert_eq!(a.data("quote"), b.data("quote"));
    let quote = a.data("quote");
    assert_eq!(quote["symbol"], "AUDUSD");
    assert_eq!(quote["inverted"], false);
    assert!(quote["bid"].as_f64().unwrap() < quote["ask"].as_f64().unwrap());
    assert_eq!(quote["expireAt"], "2026-07-01T00:00:30Z");
    assert_eq!(quote["applicability"], "CONVERSION");
    let inv = sim
        .gql(
            &t,
            q,
            json!({"input": {"fromCurrency": "USD", "toCurrency": "EUR"}}),
        )
        .await;
    assert_eq!(
        (
            inv.data("quote")["symbol"].as_str(),
            inv.data("quote")["inverted"].as_bool()
        ),
        (Some("EURUSD"), Some(true))
    );
    let pay = sim
        .gql(
            &t,
            q,
            json!({"input": {"fromCurrency": "AUD", "toCurrency": "INR"}}),
        )
        .await;
    assert_eq!(pay.data("quote")["applicability"], "PAYMENT");
    let bad = sim
        .gql(&t, q, json!({"input": {"fromCurrency": "AUD", "size": -1}}))
        .await;
    assert!(bad.data("quote").is_null());
    assert_eq!(bad.error_code(), Some("VALIDATION_ERROR"));
}

#[tokio::test]
async fn conversions_and_payments_move_balances_and_emit_events() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let c = sim.gql(&t, "mutation C($input: CreateConversionInput!) { createConversion(input: $input) { success code conversion { id status fromAmount toAmount rate } } }",
        json!({"input": {"fromCurrency": "AUD", "toCurrency": "USD", "amount": 1000, "externalId": "c-1"}})).await;
    let conv = c.data("createConversion")["conversion"].clone();
    assert_eq!(conv["status"], "INITIALISED", "{}", c.body);
    assert_eq!(sim.balance(&t, "AUD").await, 9_000.0);
    sim.advance(4.0).await;
    let usd = sim.balance(&t, "USD").await;
    assert_eq!(usd, conv["toAmount"].as_f64().unwrap());
    assert!(usd > 600.0 && usd < 700.0, "{usd}");
    assert_eq!(
        sim.events_of(conv["id"].as_str().unwrap()).await,
        [
            "conversion_initialised",
            "conversion_pending",
            "conversion_converted"
        ]
    );
    let p = "mutation P($input: CreatePaymentInput!) { createPayment(input: $input) { success code message payment { id status sender { id } recipient { id firstName } toAmount } } }";
    let input = json!({"fromCurrency": "USD", "toCurrency": "INR", "amount": 100, "recipient": {"firstName": "Ravi", "lastName": "Kumar", "currency": "INR", "accountIdType": "IFSC", "ifsc": "HDFC0001234", "accountNo": "50100012345678", "bic": "HDFCINBB"},
        "sender": {"firstName": "Grace", "lastName": "Hopper"}, "idempotencyKey": "p-1", "callbackUri": "https://hooks.example.com/p"});
    let r = sim.gql(&t, p, json!({"input": input})).await;
    assert_eq!(
        r.data("createPayment")["code"],
        "VALIDATION_ERROR",
        "sourceOfFunds is mandatory for INR"
    );
    let mut input = input;
    input["sourceOfFunds"] = json!("SALARY");
    let r = sim.gql(&t, p, json!({"input": input})).await;
    let pay = r.data("createPayment")["payment"].clone();
    assert!(pay["sender"]["id"].is_null() && pay["recipient"]["id"].is_null());
    sim.advance(4.0).await;
    let id = pay["id"].as_str().unwrap();
    assert_eq!(
        sim.events_of(id).await,
        ["payment_created", "currency_converted", "payment_complete"]
    );
    let events = sim.ctl.events(0).await.unwrap();
    let created = events
        .iter()
        .find(|e| e.event == "payment_created")
        .unwrap();
    assert_eq!(
        created.callback_uri.as_deref(),
        Some("https://hooks.example.com/p")
    );
    assert!(
        created.payload.get("subClient").is_some() && created.payload.get("externalId").is_none()
    );
    assert_eq!(sim.balance(&t, "USD").await, usd - 100.0);
}

#[tokio::test]
async fn payee_ams_cleanser_members_and_look_ups() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let cop = "mutation C($input: ConfirmationOfPayeeInput!) { confirmationOfPayee(input: $input) { success match accountName } }";
    let van = sim.demo_van().await;
    let r = sim.gql(&t, cop, json!({"input": {"bsb": "802-985", "accountNo": van, "accountName": "Demo Trading Pty Ltd"}})).await;
    assert_eq!(r.data("confirmationOfPayee")["match"], "MATCH");
    let r = sim
        .gql(
            &t,
            cop,
            json!({"input": {"bsb": "802-985", "accountNo": van, "accountName": "Demo"}}),
        )
        .await;
    assert_eq!(r.data("confirmationOfPayee")["match"], "CLOSE_MATCH");
    assert_eq!(
        r.data("confirmationOfPayee")["accountName"],
        "Demo Trading Pty Ltd"
    );
    let r = sim
        .gql(
            &t,
            cop,
            json!({"input": {"bsb": "062-000", "accountNo": "99999999", "accountName": "Someone"}}),
        )
        .await;
    assert_eq!(r.data("confirmationOfPayee")["match"], "UNAVAILABLE");

    let ams = sim.gql(&t, "mutation A($input: AdverseMediaSearchInput!) { adverseMediaSearch(input: $input) { success id amsRequest { status } } }",
        json!({"input": {"entityType": "INDIVIDUAL", "name": "Frank Fraudster", "country": "AU"}})).await;
    let id = ams.data("adverseMediaSearch")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        ams.data("adverseMediaSearch")["amsRequest"]["status"],
        "INITIALISED"
    );
    sim.advance(6.0).await;
    let r = sim
        .gql(
            &t,
            "query Q($id: ID!) { amsRequest(id: $id) { status result { hitCount } } }",
            json!({"id": id}),
        )
        .await;
    assert_eq!(r.data("amsRequest")["status"], "COMPLETED");
    assert_eq!(r.data("amsRequest")["result"]["hitCount"], 1);
    assert_eq!(
        sim.events_of(&id).await,
        ["ams_initialised", "ams_pending", "ams_completed"]
    );

    let cl = "mutation C($input: CleanseAddressInput!) { cleanseAddress(input: $input) { success request { id result { recommendation score } } } }";
    let good = sim.gql(&t, cl, json!({"input": {"street": "1 George St", "suburb": "Sydney", "state": "nsw", "postcode": "2000", "country": "au"}})).await;
    assert_eq!(
        good.data("cleanseAddress")["request"]["result"]["recommendation"],
        "approve"
    );
    let bad = sim.gql(&t, cl, json!({"input": {"country": "AU"}})).await;
    assert_eq!(
        bad.data("cleanseAddress")["request"]["result"]["recommendation"],
        "reject"
    );
    let l = sim
        .gql(
            &t,
            "{ addressCleanserRequests(input: {recommendations: [reject]}) { id } }",
            json!({}),
        )
        .await;
    assert_eq!(
        l.data("addressCleanserRequests").as_array().unwrap().len(),
        1
    );

    let m = sim
        .gql(
            &t,
            "{ members(input: {access: [\"compliance\"]}) { id } }",
            json!({}),
        )
        .await;
    assert_eq!(m.data("members"), &json!([]));
    sim.add_compliance_member().await;
    let m = sim
        .gql(
            &t,
            "{ members(input: {access: [\"compliance\", \"nothing\"]}) { email access status } }",
            json!({}),
        )
        .await;
    assert_eq!(m.data("members").as_array().unwrap().len(), 1);

    let b = sim
        .gql(
            &t,
            "{ bankInfo(input: {bsb: \"062-000\"}) { bankName bic } }",
            json!({}),
        )
        .await;
    assert_eq!(b.data("bankInfo")["bic"], "CTBAAU2S");
    let d = sim
        .gql(
            &t,
            "{ availableDeliveryMethods(input: {country: \"GB\"}) { accountIdType } }",
            json!({}),
        )
        .await;
    assert_eq!(
        d.data("availableDeliveryMethods").as_array().unwrap().len(),
        2
    );
    let f = sim
        .gql(
            &t,
            "{ fundingAccounts { currency accountNo iban } }",
            json!({}),
        )
        .await;
    assert_eq!(f.data("fundingAccounts").as_array().unwrap().len(), 3);

    let f = sim
        .ctl
        .set_features(&FeatureChanges {
            ams: Some(false),
            address_cleanser: Some(false),
            ..FeatureChanges::default()
        })
        .await
        .unwrap();
    assert!(!f.ams && !f.address_cleanser && f.sub_clients, "{f:?}");
    let r = sim.gql(&t, cl, json!({"input": {"country": "AU"}})).await;
    assert_eq!(r.body["data"]["cleanseAddress"]["success"], false);
}

#[tokio::test]
async fn every_query_answers_without_a_server_error() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    for q in [
        "{ balances { currency } }",
        "{ subClients { id } }",
        "{ subClient(id: \"x\") { id } }",
        "{ withdrawals { id } }",
        "{ withdrawal { id } }",
        "{ deposits { id } }",
        "{ deposit(id: \"x\") { id } }",
        "{ recipients { id } }",
        "{ senders { id } }",
        "{ institutions { id } }",
        "{ conversions { id } }",
        "{ conversion(id: \"x\") { id } }",
        "{ payments { id } }",
        "{ payment(id: \"x\") { id } }",
        "{ rfis { id } }",
        "{ rfi(id: \"x\") { id } }",
        "{ amsRequests { id } }",
        "{ amsRequest(id: \"x\") { id } }",
        "{ addressCleanserRequests { id } }",
        "{ addressCleanserRequest(id: \"x\") { id } }",
        "{ members { id } }",
        "{ availableDeliveryMethods { country } }",
        "{ fundingAccounts { currency } }",
        "{ withdrawals(input: {maxCreatedAt: \"garbage\"}) { id } }",
        "{ bankInfo(input: {}) { bankName } }",
    ] {
        let r = sim.post(Some(&t), q, json!({}), None).await;
        assert_eq!(r.status, 200, "{q}: {}", r.body);
        assert!(r.body.get("data").is_some(), "{q}");
    }
}

#[tokio::test]
async fn hostile_inputs_get_replies_not_server_errors() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let long = "x".repeat(100_000);
    let cases = [
        (create_withdrawal_query(), json!({"input": {"amount": 1e300, "currency": "AUD", "recipient": inline_recipient()}})),
        (create_withdrawal_query(), json!({"input": {"amount": -0.0, "currency": "AUD", "recipientId": long}})),
        (create_withdrawal_query(), json!({"input": {"amount": 0.001, "currency": "JPY", "recipient": {"currency": "JPY", "accountIdType": "ACC_NO"}, "externalReference": "\u{0}\u{7f}é"}})),
        ("mutation C($input: CreateConversionInput!) { createConversion(input: $input) { success code } }".to_owned(),
            json!({"input": {"fromCurrency": "AUD", "toCurrency": "IDR", "amount": 9.99e12, "currency": "IDR"}})),
        ("mutation R($id: ID!, $input: RefundDepositInput) { refundDeposit(id: $id, input: $input) { success code } }".to_owned(),
            json!({"id": "", "input": {"amount": -5}})),
        ("query S($input: StatementQueryInput!) { statement(input: $input) { code } }".to_owned(), json!({"input": {"fromDate": "9999-12-31"}})),
        ("mutation A($input: AnswerRfiQuestionInput!) { answerRfiQuestion(input: $input) { code } }".to_owned(),
            json!({"input": {"rfiId": "rfi_1", "questionId": "q", "text": ""}})),
        ("mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { code message } }".to_owned(),
            json!({"input": {"firstName": "", "lastName": long, "email": "@", "mobile": "+", "dob": "0000-00-00", "address": {"street": "", "suburb": "", "state": "", "postcode": "", "country": ""}}})),
    ];
    for (q, vars) in cases {
        let r = sim.post(Some(&t), &q, vars.clone(), None).await;
        assert!(r.status < 500, "{q} {vars}: {}", r.body);
        assert!(r.body.get("data").is_some(), "{q}: {}", r.body);
    }
    assert_eq!(sim.balance(&t, "AUD").await, 10_000.0);
}

#[tokio::test]
async fn query_filters_are_checked_with_the_payments_types_rules() {
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let r = sim
        .gql(
            &t,
            "query S($i: SenderQueryInput) { senders(input: $i) { id } }",
            json!({"i": {"firstName": "N/A"}}),
        )
        .await;
    assert_eq!(r.error_code(), Some("VALIDATION_ERROR"), "{}", r.body);
    let message = r.body["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("firstName") && message.contains("[dummy_value]"),
        "{message}"
    );
    // The same filter without the dummy value is answered.
    let r = sim
        .gql(
            &t,
            "query S($i: SenderQueryInput) { senders(input: $i) { id } }",
            json!({"i": {"firstName": "Ada"}}),
        )
        .await;
    assert_eq!(r.data("senders"), &json!([]), "{}", r.body);
}

/// Spec: "Third-party deposits are supported only when separately enabled" and "Third-party
/// withdrawals need separate activation". The seeded accounts have both enabled; switched off,
/// a deposit to the customer's own VAN from an account in another name is returned (CANCELLED,
/// never booked) while one from the customer's own name is booked, and a withdrawal naming
/// another sender (inline `sender`) is refused with FEATURE_DISABLED while one from the
/// customer goes ahead.
#[tokio::test]
async fn third_party_deposits_and_withdrawals_need_their_features() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let f = sim
        .ctl
        .set_features(&FeatureChanges {
            third_party_deposits: Some(false),
            third_party_withdrawals: Some(false),
            ..FeatureChanges::default()
        })
        .await
        .unwrap();
    assert_eq!(
        (f.third_party_deposits, f.third_party_withdrawals),
        (false, false)
    );

    let van = sim.demo_van().await;
    let before = sim.balance(&token, "AUD").await;
    let from = |name: &str| DepositSender {
        account_name: Some(name.into()),
        ..DepositSender::default()
    };
    let third = sim
        .ctl
        .deposit(&arrival(&van, 40.0).sender(from("Jane Citizen")))
        .await
        .unwrap()
        .object;
    let own = sim
        .ctl
        .deposit(&arrival(&van, 60.0).sender(from("Demo Trading Pty Ltd")))
        .await
        .unwrap()
        .object;
    sim.advance(5.0).await;
    let q = "query D($id: ID!) { deposit(id: $id) { status statusMessage } }";
    let third = sim.gql(&token, q, json!({"id": third["id"]})).await;
    assert_eq!(
        third.data("deposit")["status"],
        "CANCELLED",
        "{}",
        third.body
    );
    assert!(
        third.data("deposit")["statusMessage"]
            .as_str()
            .is_some_and(|m| m.contains("third-party deposits are not enabled")
                && m.contains("Jane Citizen")),
        "{}",
        third.body
    );
    let own = sim.gql(&token, q, json!({"id": own["id"]})).await;
    assert_eq!(own.data("deposit")["status"], "CLEARED", "{}", own.body);
    assert_eq!(sim.balance(&token, "AUD").await, before + 60.0);

    let mut on_behalf = withdrawal_input(10.0, "for a client");
    on_behalf["sender"] = json!({"firstName": "Jane", "lastName": "Citizen", "address": {"street": "1 Pitt St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}});
    let r = sim
        .gql(
            &token,
            &create_withdrawal_query(),
            json!({"input": on_behalf}),
        )
        .await;
    let reply = r.data("createWithdrawal");
    assert_eq!(
        (reply["success"].as_bool(), reply["code"].as_str()),
        (Some(false), Some("FEATURE_DISABLED")),
        "{}",
        r.body
    );
    assert!(
        reply["message"]
            .as_str()
            .unwrap()
            .contains("third-party withdrawal"),
        "{}",
        r.body
    );
    let r = sim
        .gql(
            &token,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(10.0, "own payout")}),
        )
        .await;
    assert_eq!(r.data("createWithdrawal")["success"], true, "{}", r.body);
}

/// Conversions are between the account's own balances, on pairs quoted for conversions, at the
/// quote's rate (issue: AUD→JPY converted though its quote said PAYMENT, a JPY balance
/// appeared; the rate of an inverted pair was not one over the quote's ask).
#[tokio::test]
async fn conversions_are_between_held_balances_at_the_quotes_rate() {
    use rust_decimal::Decimal;
    use std::str::FromStr;
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let convert = "mutation C($input: CreateConversionInput!) { createConversion(input: $input) { success code message conversion { fromAmount toAmount rate } } }";
    let quote =
        "query Q($input: QuoteInput!) { quote(input: $input) { bid ask inverted applicability } }";
    let refused = |to: &'static str| json!({"input": {"fromCurrency": "AUD", "toCurrency": to, "amount": 100}});
    let jpy = sim.gql(&t, convert, refused("JPY")).await;
    let reply = jpy.data("createConversion");
    assert_eq!(
        (reply["success"].as_bool(), reply["code"].as_str()),
        (Some(false), Some("CONVERSION_NOT_AVAILABLE")),
        "{}",
        jpy.body
    );
    assert!(
        reply["message"]
            .as_str()
            .unwrap()
            .starts_with("toCurrency: AUD to JPY is quoted for payments only"),
        "{}",
        jpy.body
    );
    let gbp = sim.gql(&t, convert, refused("GBP")).await;
    assert_eq!(
        gbp.data("createConversion")["message"],
        "toCurrency: the account holds no GBP balance; conversions are between the account's own balances"
    );
    let balances = sim.gql(&t, "{ balances { currency } }", json!({})).await;
    let held: Vec<&str> = balances
        .data("balances")
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["currency"].as_str())
        .collect();
    assert_eq!(held, ["AUD", "EUR", "USD"], "no balance appeared");
    assert_eq!(
        sim.balance(&t, "AUD").await,
        10_000.0,
        "nothing was debited"
    );

    // The rate is the quote's: one over the ask of an inverted pair, the bid otherwise; the
    // amount bought is rounded toward zero to its minor unit.
    let dec = |v: &serde_json::Value| Decimal::from_str(&v.to_string()).unwrap();
    for (to, inverted) in [("EUR", true), ("USD", false)] {
        let q = sim
            .gql(
                &t,
                quote,
                json!({"input": {"fromCurrency": "AUD", "toCurrency": to, "size": 1000}}),
            )
            .await;
        let q = q.data("quote");
        assert_eq!(q["inverted"], inverted, "{q}");
        assert_eq!(q["applicability"], "CONVERSION");
        let expected = if inverted {
            (Decimal::ONE / dec(&q["ask"])).round_dp(6)
        } else {
            dec(&q["bid"])
        };
        let c = sim
            .gql(
                &t,
                convert,
                json!({"input": {"fromCurrency": "AUD", "toCurrency": to, "amount": 1000}}),
            )
            .await;
        let conversion = &c.data("createConversion")["conversion"];
        assert_eq!(dec(&conversion["rate"]), expected, "{to}: {}", c.body);
        let bought = (Decimal::from(1000) * expected)
            .round_dp_with_strategy(2, rust_decimal::RoundingStrategy::ToZero);
        assert_eq!(dec(&conversion["toAmount"]), bought, "{to}: {}", c.body);
    }
}

/// A property over every currency the service supports, on the customer's VAN and a
/// sub-client's: once the account holds a balance in it, its funding account carries an
/// identifier that payments-types accepts for its kind (an IBAN, or an account number), never
/// an empty string (b0f476b showed GBP as `"iban": ""`).
#[tokio::test]
async fn every_funding_account_has_a_usable_identifier() {
    use payments_types::{Amount, CurrencyCode, Iban};
    let sim = Sim::start().await;
    let t = sim.login_demo().await;
    let van = sim.demo_van().await;
    for currency in CurrencyCode::ALL {
        let amount = Amount::new(100.into(), currency).expect("100 of any currency");
        let arrival = DepositArrival::new(
            Bsb::parse("802985").unwrap(),
            AccountNo::parse(&van).unwrap(),
            amount,
        );
        sim.ctl
            .deposit(&arrival)
            .await
            .expect("a deposit to the own VAN");
    }
    let create = "mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { subClient { id } } }";
    let sc = sim.gql(&t, create, json!({"input": {"firstName": "Kim", "lastName": "Nguyen", "email": "kim@example.com", "mobile": "0061412345678", "dob": "1990-05-01",
        "address": {"street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": "AU"}}})).await;
    let id = &sc.data("createSubClient")["subClient"]["id"];
    let own = sim
        .gql(
            &t,
            "{ fundingAccounts { currency accountNo iban } }",
            json!({}),
        )
        .await;
    let theirs = sim
        .gql(&t, "query S($id: ID!) { subClient(id: $id) { fundingAccounts { currency accountNo iban } } }", json!({"id": id}))
        .await;
    for accounts in [
        own.data("fundingAccounts"),
        &theirs.data("subClient")["fundingAccounts"],
    ] {
        let accounts = accounts.as_array().expect("a list");
        assert_eq!(accounts.len(), CurrencyCode::ALL.len(), "{accounts:?}");
        for fa in accounts {
            let usable = match (fa["iban"].as_str(), fa["accountNo"].as_str()) {
                (Some(iban), None) => Iban::parse(iban).is_ok(),
                (None, Some(no)) => AccountNo::parse(no).is_ok(),
                _ => false,
            };
            assert!(usable, "{fa}");
        }
    }
}
