//! The typed control client (`payments_sim::Control`): each reply it reads is the route's JSON
//! exactly (serialized back, it equals what the route sent), and its calls act as the routes
//! documented in the README do.

use payments_sim::control::{
    FeatureChanges, NewMember, OperatorAction, RfiOutcome, WebhookRegistration,
};
use payments_sim::{ControlError, Profile};
use payments_types::members::MemberStatus;
use payments_types::withdrawals::WithdrawalStatus;
use serde::Serialize;
use serde_json::{Value, json};

use crate::common::*;

/// The route's JSON as sent, and the typed reply serialized back.
async fn both<T: Serialize>(
    sim: &Sim,
    path: &str,
    typed: Result<T, ControlError>,
) -> (Value, Value) {
    let (status, raw) = sim.control("GET", path, Value::Null).await;
    assert_eq!(status, 200, "{path}: {raw}");
    (
        raw,
        serde_json::to_value(typed.expect("typed reply")).unwrap(),
    )
}

#[tokio::test]
async fn typed_replies_are_the_routes_json() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;
    // Some of everything: a deposit, a withdrawal, a webhook and its delivery, a feature switch.
    let van = sim.demo_van().await;
    sim.deposit(&van, 12.5, "typed").await;
    let w = sim
        .gql(
            &token,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(5.0, "Typed")}),
        )
        .await;
    assert_eq!(w.data("createWithdrawal")["success"], true, "{}", w.body);
    sim.ctl
        .register_webhook(&WebhookRegistration::new("http://127.0.0.1:9/hook"))
        .await
        .unwrap();
    sim.ctl
        .set_features(&FeatureChanges {
            ams: Some(false),
            ..FeatureChanges::default()
        })
        .await
        .unwrap();
    sim.advance(3.0).await;

    let (raw, typed) = both(&sim, "/sim/accounts", sim.ctl.accounts().await).await;
    assert_eq!(raw, typed);
    assert!(raw[0]["balances"]["AUD"].is_number(), "{raw}");
    let (raw, typed) = both(&sim, "/sim/clock", sim.ctl.clock().await).await;
    assert_eq!(raw, typed);
    let (raw, typed) = both(&sim, "/sim/events", sim.ctl.events(0).await).await;
    assert_eq!(raw, typed);
    assert!(raw.as_array().unwrap().len() >= 4, "{raw}");
    let (raw, typed) = both(&sim, "/sim/webhooks", sim.ctl.webhooks().await).await;
    assert_eq!(raw, typed);
    // Attempts run in real time (one may land between the two reads): read both until the
    // history stood still between them, at most 100 times.
    let mut pair = (Value::Null, json!([]));
    for _ in 0..100 {
        pair = both(&sim, "/sim/webhooks/deliveries", sim.ctl.deliveries().await).await;
        if pair.0 == pair.1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert_eq!(pair.0, pair.1);
    let (raw, typed) = both(&sim, "/sim/ip-blocks", sim.ctl.ip_blocks().await).await;
    assert_eq!(raw, typed);

    // `events(after)` is the log after that sequence number.
    let all = sim.ctl.events(0).await.unwrap();
    let later = sim.ctl.events(all[1].seq).await.unwrap();
    assert_eq!(later.as_slice(), &all[2..]);
    assert_eq!(sim.handle.events_after(all[1].seq), later);
}

#[tokio::test]
async fn typed_calls_act_as_the_routes() {
    let sim = Sim::start().await;
    let token = sim.login_demo().await;

    // A member, with its typed status.
    let member = NewMember {
        first_name: "Iris".into(),
        last_name: "Audit".into(),
        email: "iris.audit@payments.test".into(),
        roles: vec!["compliance_officer".into()],
        access: vec!["compliance".into()],
        ..NewMember::default()
    };
    let added = sim.ctl.add_member(&member).await.unwrap();
    assert_eq!(
        added.status,
        Some(MemberStatus::Active),
        "{:?}",
        added.object
    );

    // An RFI pushed forward by the analyst's typed call, and a withdrawal returned by the
    // operator's.
    let w = sim
        .gql(
            &token,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(5.0, "SEND_RFI now")}),
        )
        .await;
    let id = w.data("createWithdrawal")["withdrawal"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    sim.advance(2.0).await; // the RFI is raised at the first processing step
    let rfis = sim.gql(&token, "{ rfis { id } }", json!({})).await;
    let rfi = rfis.data("rfis")[0]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{}", rfis.body))
        .to_owned();
    let cancelled = sim.ctl.cancel_rfi(&rfi).await.unwrap();
    assert_eq!(cancelled.id, rfi);
    let refused = sim
        .ctl
        .push_rfi(&rfi, RfiOutcome::Approve, None)
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Some("INVALID_TRANSITION"), "{refused}");
    let refused = sim
        .ctl
        .withdrawal_action(&id, OperatorAction::Retry)
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ControlError::Refused { status: 409, .. }),
        "{refused}"
    );

    let w = sim
        .gql(
            &token,
            &create_withdrawal_query(),
            json!({"input": withdrawal_input(5.0, "Plain")}),
        )
        .await;
    let id = w.data("createWithdrawal")["withdrawal"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    sim.advance(4.0).await;
    let returned = sim
        .ctl
        .withdrawal_action(&id, OperatorAction::Return)
        .await
        .unwrap();
    assert_eq!(returned.status, Some(WithdrawalStatus::Failed));

    // Back to the UAT records and to the sandbox's.
    sim.ctl.reset_to(Profile::Uat).await.unwrap();
    let token = sim.login_demo().await;
    let d = sim.gql(&token, "{ deposits { id } }", json!({})).await;
    assert_eq!(
        d.data("deposits").as_array().unwrap().len(),
        2,
        "{}",
        d.body
    );
    let done = sim.ctl.reset_to(Profile::Sandbox).await.unwrap();
    assert_eq!(done.now, sim.ctl.clock().await.unwrap().now);
}
