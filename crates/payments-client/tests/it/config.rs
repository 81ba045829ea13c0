//! The builder: user-agent rules, environment, endpoint checks; and that no `Debug` output or
//! error shows the password or the token.

use std::collections::HashMap;
use std::time::Duration;

use crate::common::*;
use payments_client::{
    Affiliation, Client, ClientBuilder, Clock, ConfigError, OperationKind, Secret,
};

fn base() -> ClientBuilder {
    Client::builder()
        .endpoint("http://127.0.0.1:4000/graphql")
        .credentials(EMAIL, PASSWORD)
}

#[test]
fn a_user_agent_is_required() {
    assert!(matches!(base().build(), Err(ConfigError::MissingUserAgent)));
}

#[test]
fn generic_or_empty_user_agents_are_refused() {
    for ua in [
        "reqwest/0.13.5",
        "curl/8.5.0",
        "python-requests/2.32.3",
        "Go-http-client/2.0",
        "okhttp/4.12",
        "PostmanRuntime/7.39",
    ] {
        match base().user_agent(ua).build() {
            Err(ConfigError::GenericUserAgent { value, .. }) => assert_eq!(value, ua),
            other => panic!("{ua}: {other:?}"),
        }
    }
    for ua in ["", "   "] {
        assert!(
            matches!(
                base().user_agent(ua).build(),
                Err(ConfigError::EmptyUserAgent)
            ),
            "{ua:?}"
        );
    }
    assert!(matches!(
        base().user_agent("acme\r\nx-injected: 1").build(),
        Err(ConfigError::InvalidUserAgent { .. })
    ));
}

#[test]
fn a_custom_user_agent_is_accepted() {
    let client = base()
        .user_agent("acme-payouts/1.4 (ops@acme.example)")
        .build()
        .unwrap();
    assert_eq!(
        client.config().user_agent(),
        "acme-payouts/1.4 (ops@acme.example)"
    );
}

#[test]
fn endpoint_and_credentials_are_checked() {
    let ua = "acme/1";
    assert!(matches!(
        Client::builder()
            .credentials(EMAIL, PASSWORD)
            .user_agent(ua)
            .build(),
        Err(ConfigError::MissingEndpoint)
    ));
    assert!(matches!(
        base().endpoint("not a url").user_agent(ua).build(),
        Err(ConfigError::InvalidEndpoint { .. })
    ));
    assert!(matches!(
        base().endpoint("ftp://x/graphql").user_agent(ua).build(),
        Err(ConfigError::InvalidEndpoint { .. })
    ));
    let missing = Client::builder()
        .endpoint("http://127.0.0.1:1/")
        .user_agent(ua)
        .build();
    assert!(matches!(
        missing,
        Err(ConfigError::MissingCredential { field: "email", .. })
    ));
    let https = base()
        .endpoint("https://api.example/graphql")
        .user_agent(ua)
        .build();
    if cfg!(feature = "rustls") {
        assert!(https.is_ok());
    } else {
        assert!(matches!(https, Err(ConfigError::TlsNotEnabled { .. })));
    }
}

#[test]
fn settings_come_from_the_environment_and_code_wins() {
    let env: HashMap<&str, &str> = HashMap::from([
        ("PAYMENTS_ENDPOINT", "http://127.0.0.1:4000/graphql"),
        ("PAYMENTS_EMAIL", "env@payments.test"),
        ("PAYMENTS_PASSWORD", "env-password"),
        ("PAYMENTS_AFFILIATION", "SVC_LUX"),
    ]);
    let lookup = |k: &str| env.get(k).map(|v| v.to_string());
    let client = ClientBuilder::from_lookup(lookup)
        .unwrap()
        .user_agent("acme/1")
        .build()
        .unwrap();
    assert_eq!(client.config().endpoint(), "http://127.0.0.1:4000/graphql");
    assert_eq!(client.config().email(), "env@payments.test");
    assert_eq!(client.config().affiliation(), Some(Affiliation::SvcLux));

    let client = ClientBuilder::from_lookup(lookup)
        .unwrap()
        .credentials("code@payments.test", "code-password")
        .affiliation(Affiliation::SvcAus)
        .user_agent("acme/1")
        .build()
        .unwrap();
    assert_eq!(client.config().email(), "code@payments.test");
    assert_eq!(client.config().affiliation(), Some(Affiliation::SvcAus));

    let bad =
        ClientBuilder::from_lookup(|k| (k == "PAYMENTS_AFFILIATION").then(|| "AUS".to_string()));
    assert!(matches!(bad, Err(ConfigError::InvalidAffiliation { .. })));
    let empty = ClientBuilder::from_lookup(|_| None).unwrap();
    assert!(matches!(
        empty.user_agent("acme/1").build(),
        Err(ConfigError::MissingEndpoint)
    ));
}

#[test]
fn the_login_interval_cannot_go_below_one_second() {
    let client = base()
        .user_agent("acme/1")
        .login_interval(Duration::from_millis(10))
        .build()
        .unwrap();
    assert_eq!(client.config().login_interval(), Duration::from_secs(1));
}

#[tokio::test]
async fn no_debug_output_or_error_shows_the_password_or_token() {
    let clock = clock();
    let c = clock.clone();
    let stub = Stub::start(clock.clone(), move |seen, nth| {
        match seen.operation.as_str() {
            "Login" => {
                let now = unix(c.now());
                login_ok(&jwt(now, now + 14400, nth))
            }
            // The service refuses the call; the error must not echo what was sent.
            _ => Reply::raw(500, "internal error"),
        }
    })
    .await;
    let builder = stub.builder().clock(clock.clone());
    let builder_debug = format!("{builder:?}");
    let client = builder.build().unwrap();
    let err = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    let token = jwt(unix(clock.now()), unix(clock.now()) + 14400, 1);
    assert!(
        stub.seen_op("Balances")[0]
            .authorization
            .as_deref()
            .unwrap()
            .contains(&token)
    );

    let outputs = [
        builder_debug,
        format!("{client:?}"),
        format!("{:#?}", client.config()),
        format!("{err:?}"),
        err.to_string(),
        format!("{:?}", Secret::new(PASSWORD)),
        format!("{}", Secret::new(PASSWORD)),
    ];
    for out in &outputs {
        assert!(!out.contains(PASSWORD), "password in {out}");
        assert!(!out.contains(&token), "token in {out}");
        assert!(!out.contains("SECRET"), "password in {out}");
    }
    assert!(outputs[1].contains("[redacted]"), "{}", outputs[1]);
    assert!(
        outputs[1].contains(EMAIL),
        "Debug still shows the useful settings"
    );
}
