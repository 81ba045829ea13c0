//! The UAT profile: no control API, and the demo account already holds what a real UAT account
//! would (deposits, one under review; a withdrawal held for an RFI, which appears once the
//! withdrawal's first step has run).

use payments_sim::{ControlError, Profile, SimConfig};
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn the_uat_profile_has_no_control_api_and_starts_with_records() {
    let sim = Sim::start_with(SimConfig {
        profile: Profile::Uat,
        ..SimConfig::for_tests()
    })
    .await;
    let status = |r: Result<_, ControlError>| match r {
        Err(ControlError::Refused { status, .. }) => status,
        other => panic!("expected a refusal, got {other:?}"),
    };
    assert_eq!(status(sim.ctl.clock().await.map(drop)), 404);
    assert_eq!(status(sim.ctl.accounts().await.map(drop)), 404);
    assert_eq!(status(sim.ctl.events(0).await.map(drop)), 404);
    assert_eq!(status(sim.ctl.reset().await.map(drop)), 404);
    // The portal and the explorer are there, without the control API.
    for path in ["/portal/login", "/explorer"] {
        let r = sim
            .http
            .get(format!("{}{path}", sim.handle.base_url))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{path}");
    }

    let token = sim.login_demo().await;
    let r = sim
        .gql(
            &token,
            "{ deposits { status amount externalReference } }",
            json!({}),
        )
        .await;
    let deposits = r.data("deposits").as_array().unwrap().clone();
    let statuses: Vec<&str> = deposits
        .iter()
        .map(|d| d["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["CLEARED", "REVIEWING"], "{deposits:?}");

    // The held withdrawal raises its RFI at its first step (2 simulated seconds).
    sim.handle.advance(5.0);
    let r = sim
        .gql(
            &token,
            "{ rfis { id status } withdrawals { status externalReference } }",
            json!({}),
        )
        .await;
    assert_eq!(r.data("rfis").as_array().unwrap().len(), 1, "{}", r.body);
    assert_eq!(
        r.data("withdrawals")[0]["status"],
        "REVIEWING",
        "{}",
        r.body
    );

    // The sandbox (the default) starts empty and has its control API.
    let sandbox = Sim::start().await;
    let token = sandbox.login_demo().await;
    let r = sandbox.gql(&token, "{ deposits { id } }", json!({})).await;
    assert_eq!(r.data("deposits"), &json!([]));
    let clock = sandbox.ctl.clock().await.unwrap();
    assert!(!clock.running, "the test profile's clock is frozen");
}

#[tokio::test]
async fn the_sandbox_resets_to_the_uat_records_on_request() {
    let sim = Sim::start().await;
    let done = sim.ctl.reset_to(Profile::Uat).await.unwrap();
    assert!(done.reset);
    let token = sim.login_demo().await;
    let r = sim
        .gql(
            &token,
            "{ deposits { status } members { email } }",
            json!({}),
        )
        .await;
    assert_eq!(
        r.data("deposits"),
        &json!([{"status": "CLEARED"}, {"status": "REVIEWING"}]),
        "{}",
        r.body
    );
    assert_eq!(
        r.data("members"),
        &json!([{"email": "demo@payments.test"}, {"email": "compliance@payments.test"}])
    );
    // The control API stays, and a plain reset goes back to the empty sandbox.
    sim.ctl.reset().await.unwrap();
    let token = sim.login_demo().await;
    let r = sim.gql(&token, "{ deposits { status } }", json!({})).await;
    assert_eq!(r.data("deposits"), &json!([]));

    let (status, body) = sim
        .control("POST", "/sim/reset", json!({"profile": "production"}))
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(body.to_string().contains("profile"), "{body}");
}
