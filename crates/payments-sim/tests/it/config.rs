//! The configuration's checks and the fault plan's readers, as a program configuring the
//! simulator meets them (`SimConfig::validate`, `FaultRule::parse_cli`, `FaultPlan::from_json`).

use payments_sim::{FaultKind, FaultPlan, FaultRule, SimConfig};
use rust_decimal::Decimal;
use serde_json::json;

#[test]
fn defaults_are_valid() {
    assert_eq!(SimConfig::default().validate(), Ok(()));
    assert_eq!(SimConfig::for_tests().validate(), Ok(()));
}

#[test]
fn each_bad_knob_is_refused_by_name() {
    type Edit = fn(&mut SimConfig);
    let cases: [(Edit, &str); 14] = [
        (
            |c| c.start_time = Some(time::macros::datetime!(9999-12-31 23:59:59 UTC)),
            "start_time",
        ),
        (|c| c.time_scale = f64::NAN, "time_scale"),
        (|c| c.time_scale = f64::INFINITY, "time_scale"),
        (|c| c.time_scale = -1.0, "time_scale"),
        (|c| c.time_scale = 1e308, "time_scale"),
        (|c| c.token_lifetime_secs = 0, "token_lifetime_secs"),
        (|c| c.requests_per_second = Some(0), "requests_per_second"),
        (|c| c.login_interval_secs = -1, "login_interval_secs"),
        (
            |c| c.withdrawal_fee = Decimal::new(-500, 2),
            "withdrawal_fee",
        ),
        (
            |c| c.withdrawal_fee = Decimal::new(1001, 3),
            "withdrawal_fee",
        ),
        (
            |c| c.opening_balance = Decimal::new(-1, 0),
            "opening_balance",
        ),
        (|c| c.delays.withdrawal_step = -2, "delays.withdrawal_step"),
        (|c| c.limits.max_body_bytes = 0, "limits.max_body_bytes"),
        (
            |c| c.faults = FaultPlan::seeded(1).rule("nope", FaultKind::DropAfterCommit, 0.5),
            "faults.rules[0].operation",
        ),
    ];
    for (edit, field) in cases {
        let mut config = SimConfig::default();
        edit(&mut config);
        let err = config.validate().expect_err(field);
        assert!(err.starts_with(field), "{field}: {err}");
    }
    let fine = SimConfig {
        withdrawal_fee: Decimal::new(1500, 3), // 1.500 is 1.50
        time_scale: 10_000.0,                  // the largest
        ..SimConfig::default()
    };
    assert_eq!(fine.validate(), Ok(()));
}

#[test]
fn cli_rules_parse() {
    assert_eq!(
        FaultRule::parse_cli("createWithdrawal:drop_after_commit:0.2"),
        Ok(FaultRule::new(
            "createWithdrawal",
            FaultKind::DropAfterCommit,
            0.2
        ))
    );
    assert_eq!(
        FaultRule::parse_cli("*:delay:250:0.5"),
        Ok(FaultRule::new("*", FaultKind::Delay { ms: 250 }, 0.5))
    );
    assert_eq!(
        FaultRule::parse_cli("balances:status:503:1"),
        Ok(FaultRule::new(
            "balances",
            FaultKind::Status { code: 503 },
            1.0
        ))
    );
    assert_eq!(
        FaultRule::parse_cli("login:rate_limit:0"),
        Ok(FaultRule::new("login", FaultKind::RateLimit, 0.0))
    );
    for bad in [
        "createWithdrawal:drop_after_commit",
        "createWithdrawal:explode:0.1",
        "createWithdrawal:status:404:0.1",
        "createWithdrawal:status:0.1",
        "createWithdrawal:rate_limit:3:0.1",
        "createWithdrawal:malformed_json:1.5",
        "createWithdrawl:malformed_json:0.5",
        "*:delay:600000:0.5",
        "a:b:c:d:e",
    ] {
        assert!(
            FaultRule::parse_cli(bad).is_err(),
            "{bad} should be refused"
        );
    }
}

#[test]
fn json_rules_are_flat_and_round_trip() {
    let v = json!({"seed": 7, "rules": [
        {"operation": "*", "kind": "delay", "ms": 5, "probability": 0.5},
        {"operation": "createWithdrawal", "kind": "drop_after_commit", "probability": 1}
    ]});
    let plan = FaultPlan::from_json(&v).expect("valid");
    assert_eq!(
        plan,
        FaultPlan::seeded(7)
            .rule("*", FaultKind::Delay { ms: 5 }, 0.5)
            .rule("createWithdrawal", FaultKind::DropAfterCommit, 1.0)
    );
    assert_eq!(serde_json::to_value(&plan).unwrap()["rules"][0]["ms"], 5);
    let err = FaultPlan::from_json(
        &json!({"rules": [{"operation": "balances", "kind": "status", "code": 404, "probability": 1}]}),
    )
    .unwrap_err();
    assert!(err.starts_with("rules[0].code"), "{err}");
}

#[test]
fn wildcard_skips_login_and_introspection() {
    let r = FaultRule::new("*", FaultKind::RateLimit, 1.0);
    assert_eq!(r.applies(&["login".into()]), None);
    assert_eq!(r.applies(&["__schema".into()]), None);
    assert_eq!(
        r.applies(&["login".into(), "balances".into()]),
        Some("balances")
    );
    let named = FaultRule::new("login", FaultKind::RateLimit, 1.0);
    assert_eq!(named.applies(&["login".into()]), Some("login"));
}
