//! The sub-client state table, VANs, the feature switch, and validation of sub-client input.

use crate::common::*;
use payments_sim::ControlError;
use payments_sim::control::{FeatureChanges, KycDecision};
use payments_types::sub_clients::SubClientStatus;
use serde_json::{Value, json};

const CREATE: &str = "mutation C($input: CreateSubClientInput!) { createSubClient(input: $input) { success code message subClient { id status bsb accountNo fullName clientType } } }";
const GET: &str = "query G($id: ID!) { subClient(id: $id) { id status fullName clientType address { street country } externalId fundingAccounts(input: {currencies: [AUD, EUR]}) { currency iban accountNo } } }";

fn input(first: &str, country: &str) -> Value {
    json!({"firstName": first, "middleName": "Van", "lastName": "Nguyen", "email": "kim@example.com", "mobile": "0061412345678", "dob": "1990-05-01",
           "address": {"street": "1 George St", "suburb": "Sydney", "state": "NSW", "postcode": "2000", "country": country}, "externalId": "ext-1"})
}

async fn create(sim: &Sim, token: &str, i: Value) -> Value {
    sim.gql(token, CREATE, json!({"input": i}))
        .await
        .data("createSubClient")
        .clone()
}

async fn status(sim: &Sim, token: &str, id: &str) -> String {
    sim.gql(token, GET, json!({"id": id}))
        .await
        .data("subClient")["status"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

async fn call(sim: &Sim, token: &str, op: &str, id: &str) -> Value {
    let q = format!(
        "mutation M($id: ID!) {{ {op}(id: $id) {{ success code message subClient {{ status }} }} }}"
    );
    sim.gql(token, &q, json!({"id": id})).await.data(op).clone()
}

#[tokio::test]
async fn initiated_active_deactivated_active_disabled_final() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let r = create(&sim, &token, input("Kim", "AU")).await;
    assert_eq!(
        (r["success"].as_bool(), r["code"].as_str()),
        (Some(true), Some("SUBCLIENT_CREATED")),
        "{r}"
    );
    let sc = &r["subClient"];
    assert_eq!(sc["status"], "INITIATED");
    assert_eq!(sc["fullName"], "Kim Van Nguyen");
    assert_eq!(sc["clientType"], "INDIVIDUAL");
    assert_eq!(sc["bsb"], "802985");
    let id = sc["id"].as_str().unwrap().to_owned();
    sim.advance(5.0).await;
    assert_eq!(status(&sim, &token, &id).await, "ACTIVE");
    // activate on ACTIVE is a forbidden transition.
    assert_eq!(
        call(&sim, &token, "activateSubClient", &id).await["code"],
        "INVALID_TRANSITION"
    );
    let b = sim.ctl.deactivate_sub_client(&id).await.unwrap();
    assert_eq!(b.status, Some(SubClientStatus::Deactivated));
    let r = call(&sim, &token, "activateSubClient", &id).await;
    assert_eq!(r["subClient"]["status"], "ACTIVE", "{r}");
    let r = call(&sim, &token, "disableSubClient", &id).await;
    assert_eq!(r["subClient"]["status"], "DISABLED");
    let r = call(&sim, &token, "activateSubClient", &id).await;
    assert_eq!(
        (r["success"].as_bool(), r["code"].as_str()),
        (Some(false), Some("INVALID_TRANSITION"))
    );
    // "any state → DISABLED": disabling a DISABLED one succeeds and changes nothing, so no
    // second event (events are triggered by status changes).
    let again = call(&sim, &token, "disableSubClient", &id).await;
    assert_eq!(
        (
            again["success"].as_bool(),
            again["subClient"]["status"].as_str()
        ),
        (Some(true), Some("DISABLED")),
        "{again}"
    );
    assert_eq!(
        sim.events_of(&id).await,
        [
            "subclient_initiated",
            "subclient_active",
            "subclient_deactivated",
            "subclient_active",
            "subclient_disabled"
        ]
    );
    let events = sim.ctl.events(0).await.unwrap();
    let disabled = events
        .iter()
        .find(|e| e.event == "subclient_disabled")
        .unwrap();
    assert_eq!(
        disabled.payload["status"], "DEACTIVATED",
        "mirrors the payload the spec shows"
    );
    assert_eq!(disabled.payload["fullName"], "Kim Van Nguyen");
}

#[tokio::test]
async fn non_australian_goes_unapproved_then_compliance_decides() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let a = create(&sim, &token, input("Ana", "NZ")).await["subClient"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let b = create(&sim, &token, input("Ben", "NZ")).await["subClient"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    sim.advance(5.0).await;
    assert_eq!(status(&sim, &token, &a).await, "UNAPPROVED");
    let approved = sim
        .ctl
        .decide_sub_client(&a, KycDecision::Approve)
        .await
        .unwrap();
    assert_eq!(approved.status, Some(SubClientStatus::Active));
    assert_eq!(status(&sim, &token, &a).await, "ACTIVE");
    sim.ctl
        .decide_sub_client(&b, KycDecision::FailKyc)
        .await
        .unwrap();
    assert_eq!(status(&sim, &token, &b).await, "FAILED_KYC");
    let refused = sim
        .ctl
        .decide_sub_client(&b, KycDecision::Approve)
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ControlError::Refused { status: 409, .. }),
        "{refused}"
    );
    assert_eq!(
        sim.events_of(&b).await,
        [
            "subclient_initiated",
            "subclient_unapproved",
            "subclient_failed_kyc"
        ]
    );
    // Filters.
    let list = sim
        .gql(
            &token,
            "query L($i: SubClientQueryInput) { subClients(input: $i) { id } }",
            json!({"i": {"status": "FAILED_KYC"}}),
        )
        .await;
    assert_eq!(list.data("subClients"), &json!([{"id": b}]));
    let list = sim
        .gql(
            &token,
            "query L($i: SubClientQueryInput) { subClients(input: $i) { id } }",
            json!({"i": {"address": {"country": "AU"}}}),
        )
        .await;
    assert_eq!(list.data("subClients"), &json!([]));
}

#[tokio::test]
async fn vans_are_unique_and_companies_use_trading_name() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let mut vans = std::collections::HashSet::new();
    for n in ["Al", "Bo", "Cy"] {
        let r = create(&sim, &token, input(n, "AU")).await;
        assert!(vans.insert(r["subClient"]["accountNo"].as_str().unwrap().to_owned()));
    }
    vans.insert(sim.demo_van().await);
    assert_eq!(vans.len(), 4);
    let mut i = input("Kim", "AU");
    i["legalName"] = json!("Acme Holdings Pty Ltd");
    i["businessNumber"] = json!("51824753556");
    i["tradingAsName"] = json!("Acme");
    let r = create(&sim, &token, i).await;
    assert_eq!(r["subClient"]["clientType"], "COMPANY");
    assert_eq!(r["subClient"]["fullName"], "Acme");
}

#[tokio::test]
async fn sub_client_validation_and_feature_switch() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let mut i = input("Kim", "AU");
    i["firstName"] = json!("K".repeat(76));
    i["dob"] = json!("1950-01-01");
    i["email"] = json!("kïm@example.com");
    i["legalName"] = json!("A<B");
    i["lastName"] = json!("example.com");
    let r = create(&sim, &token, i.clone()).await;
    assert_eq!(r["code"], "VALIDATION_ERROR");
    let m = r["message"].as_str().unwrap();
    for needle in [
        "firstName: ",
        "[name.length]",
        "email: ",
        "[ascii]",
        "legalName: ",
        "[company_name.forbidden_char]",
        "dob: ",
        "[dob.too_old]",
        "lastName: ",
        "[name.domain_like]",
    ] {
        assert!(m.contains(needle), "{needle} missing from {m}");
    }
    assert!(!m.contains("businessNumber"), "{m}");
    // The rules that combine fields run once every field is valid (as in payments-types):
    // with the fields fixed, they speak.
    i["firstName"] = json!("Kim");
    i["email"] = json!("kim@example.com");
    i["legalName"] = json!("A and B Pty Ltd");
    i["lastName"] = json!("Lee");
    i["dob"] = json!("1980-01-01");
    let r = create(&sim, &token, i).await;
    assert_eq!(r["code"], "VALIDATION_ERROR");
    let m = r["message"].as_str().unwrap();
    assert!(m.contains("businessNumber"), "{m}");
    assert!(!m.contains("[dob.") && !m.contains("[name."), "{m}");
    let f = sim
        .ctl
        .set_features(&FeatureChanges {
            sub_clients: Some(false),
            ..FeatureChanges::default()
        })
        .await
        .unwrap();
    assert!(!f.sub_clients);
    let r = create(&sim, &token, input("Kim", "AU")).await;
    assert_eq!(
        (r["success"].as_bool(), r["code"].as_str()),
        (Some(false), Some("FEATURE_DISABLED"))
    );
    let list = sim.gql(&token, "{ subClients { id } }", json!({})).await;
    assert_eq!(list.data("subClients"), &json!([]));
}

#[tokio::test]
async fn update_changes_only_external_id_and_addresses() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let id = create(&sim, &token, input("Kim", "AU")).await["subClient"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let q = "mutation U($id: ID!, $input: UpdateSubClientInput!) { updateSubClient(id: $id, input: $input) { success code message subClient { externalId address { street } postalAddress { street } } } }";
    let r = sim.gql(&token, q, json!({"id": id, "input": {"externalId": "ext-2", "postalAddress": {"street": "PO Box 1", "suburb": "Sydney", "state": "NSW", "postcode": "2001", "country": "AU"}}})).await;
    let sc = &r.data("updateSubClient")["subClient"];
    assert_eq!(sc["externalId"], "ext-2");
    assert_eq!(sc["address"]["street"], "1 George St");
    assert_eq!(sc["postalAddress"]["street"], "PO Box 1");
    // Other users cannot see it.
    sim.advance(1.0).await;
    let other = sim
        .login_raw("multi@payments.test", "multi-password", Some("SVC_AUS"))
        .await;
    let t2 = other.data("login")["token"].as_str().unwrap();
    assert!(
        sim.gql(t2, GET, json!({"id": id}))
            .await
            .data("subClient")
            .is_null()
    );
    // Funding accounts (nested field with arguments).
    let g = sim.gql(&token, GET, json!({"id": id})).await;
    let fa = g.data("subClient")["fundingAccounts"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(fa.len(), 2, "{fa:?}");
    assert!(
        fa.iter()
            .any(|f| f["currency"] == "EUR"
                && f["iban"].as_str().is_some_and(|x| x.starts_with("LU")))
    );
}

/// Spec: "A changed address is re-verified, so all address components must be sent even if
/// unchanged." The state table reaches INITIATED only at creation and ties no event to
/// `updateSubClient`, so an accepted address (every component passing its rules) leaves the
/// status as it was, in every status the update can touch, with no event; a DISABLED
/// sub-client takes no update. (b0f476b moved an ACTIVE one back to INITIATED with a second
/// `subclient_initiated`, and left a DEACTIVATED one alone.)
#[tokio::test]
async fn an_address_change_keeps_the_status_and_sends_no_event() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let q = "mutation U($id: ID!, $input: UpdateSubClientInput!) { updateSubClient(id: $id, input: $input) { success code message subClient { status address { country } } } }";
    let abroad = json!({"street": "8 Queen Street", "suburb": "Auckland Central", "state": "Auckland", "postcode": "1010", "country": "NZ"});
    let new_id = |r: Value| r["subClient"]["id"].as_str().unwrap().to_owned();
    let active = new_id(create(&sim, &token, input("Kim", "AU")).await);
    let deactivated = new_id(create(&sim, &token, input("Lee", "AU")).await);
    let unapproved = new_id(create(&sim, &token, input("Ana", "NZ")).await);
    let failed = new_id(create(&sim, &token, input("Ben", "NZ")).await);
    sim.advance(5.0).await;
    sim.ctl.deactivate_sub_client(&deactivated).await.unwrap();
    sim.ctl
        .decide_sub_client(&failed, KycDecision::FailKyc)
        .await
        .unwrap();
    let initiated = new_id(create(&sim, &token, input("Cai", "AU")).await);
    let disabled = new_id(create(&sim, &token, input("Dee", "AU")).await);
    call(&sim, &token, "disableSubClient", &disabled).await;
    let before = sim.ctl.events(0).await.unwrap().len();

    for (id, expected) in [
        (&initiated, "INITIATED"),
        (&active, "ACTIVE"),
        (&unapproved, "UNAPPROVED"),
        (&deactivated, "DEACTIVATED"),
        (&failed, "FAILED_KYC"),
    ] {
        let r = sim
            .gql(&token, q, json!({"id": id, "input": {"address": abroad}}))
            .await;
        let reply = r.data("updateSubClient");
        assert_eq!(
            (
                reply["success"].as_bool(),
                reply["subClient"]["status"].as_str()
            ),
            (Some(true), Some(expected)),
            "{}",
            r.body
        );
        assert_eq!(reply["subClient"]["address"]["country"], "NZ", "{}", r.body);
        assert_eq!(status(&sim, &token, id).await, expected);
    }
    let r = sim
        .gql(
            &token,
            q,
            json!({"id": disabled, "input": {"address": abroad}}),
        )
        .await;
    assert_eq!(
        r.data("updateSubClient")["code"],
        "INVALID_TRANSITION",
        "{}",
        r.body
    );
    // The INITIATED one is still processed on the clock, by the address it now has.
    sim.advance(5.0).await;
    assert_eq!(status(&sim, &token, &initiated).await, "UNAPPROVED");
    let after: Vec<String> = sim.ctl.events(0).await.unwrap()[before..]
        .iter()
        .map(|e| format!("{} {}", e.event, e.record_id().unwrap_or_default()))
        .collect();
    assert_eq!(
        after,
        [format!("subclient_unapproved {initiated}")],
        "updateSubClient sends no event of its own"
    );
}

/// Spec: "Submitting fake or test data blocks the customer." A sub-client named as test data
/// (the words of `CreateSubClientInput::test_data()`) is refused with CUSTOMER_BLOCKED naming the field, and
/// nothing is created; from then on every call of the customer, and its login, is refused the
/// same way until support lifts the block.
#[tokio::test]
async fn test_data_blocks_the_customer_until_support_lifts_it() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    let mut fake = input("Kim", "AU");
    fake["lastName"] = json!("TEST");
    let r = create(&sim, &token, fake).await;
    assert_eq!(
        (r["success"].as_bool(), r["code"].as_str()),
        (Some(false), Some("CUSTOMER_BLOCKED")),
        "{r}"
    );
    assert!(r["message"].as_str().unwrap().contains("lastName"), "{r}");

    let blocked = sim
        .post(Some(&token), "{ balances { currency } }", json!({}), None)
        .await;
    assert_eq!(
        blocked.error_code(),
        Some("CUSTOMER_BLOCKED"),
        "{}",
        blocked.body
    );
    sim.advance(2.0).await;
    let login = sim
        .login_raw("demo@payments.test", "demo-password", None)
        .await;
    assert_eq!(
        login.data("login")["code"],
        "CUSTOMER_BLOCKED",
        "{}",
        login.body
    );
    let accounts = sim.ctl.accounts().await.unwrap();
    let demo = accounts.iter().find(|a| a.id == "acc_demo_aus").unwrap();
    assert!(
        demo.blocked
            .as_deref()
            .is_some_and(|w| w.contains("test data")),
        "{demo:?}"
    );
    // Another customer is not affected.
    let other = sim
        .login_raw("multi@payments.test", "multi-password", Some("SVC_AUS"))
        .await;
    assert_eq!(other.data("login")["code"], "SUCCESS", "{}", other.body);

    let b = sim.ctl.unblock("acc_demo_aus").await.unwrap();
    assert!(b.unblocked, "{b:?}");
    let list = sim.gql(&token, "{ subClients { id } }", json!({})).await;
    assert_eq!(list.data("subClients"), &json!([]), "nothing was created");
}
