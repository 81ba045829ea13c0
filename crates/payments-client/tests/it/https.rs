//! https as the service serves it: a TLS front with a certificate of a test authority before
//! the stub. Trusted through `ca_file` (or `PAYMENTS_CA_FILE`), the client reaches it with
//! HTTP/2; without that authority the call fails once, naming the host and the reason, and the
//! request is never sent.

use payments_client::{ErrorKind, OperationKind};
use test_support::{TestCa, TlsFront};

use crate::common::*;

async fn front(ca: &TestCa) -> (Stub, TlsFront) {
    let clock = clock();
    let stub = Stub::start(
        clock.clone(),
        service(clock, std::time::Duration::from_secs(3600), no_other),
    )
    .await;
    let front = TlsFront::start(ca, stub.addr).await;
    (stub, front)
}

fn ca_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("payments-client-https-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test]
async fn a_trusted_https_endpoint_is_reached_over_http2() {
    let ca = TestCa::new("payments test authority");
    let (stub, front) = front(&ca).await;
    let client = stub
        .builder()
        .endpoint(front.url("/graphql"))
        .ca_file(ca.write_pem(&ca_dir(), "trusted"))
        .clock(clock())
        .build()
        .unwrap();
    let data = client.run(balances(), OperationKind::Query).await.unwrap();
    assert_eq!(data.balances.len(), 1);
    assert_eq!(stub.count("Login"), 1);
    assert_eq!(stub.count("Balances"), 1);
    let protocols = front.protocols();
    assert!(!protocols.is_empty(), "the client connected through TLS");
    assert!(
        protocols.iter().all(|p| p == "h2"),
        "HTTP/2 is used where the server offers it: {protocols:?}"
    );
}

#[tokio::test]
async fn an_untrusted_certificate_fails_once_naming_the_host_and_the_reason() {
    let ca = TestCa::new("payments test authority");
    let (stub, front) = front(&ca).await;
    let client = stub
        .builder()
        .endpoint(front.url("/graphql"))
        .retry_policy(fast_retries(3))
        .clock(clock())
        .build()
        .unwrap();
    let error = client
        .run(balances(), OperationKind::Query)
        .await
        .unwrap_err();
    let host = format!("localhost:{}", front.port());
    assert!(
        matches!(error.kind(), ErrorKind::Certificate { host: h, reason } if *h == host && reason == "UnknownIssuer"),
        "a refused certificate, named with its host and why: {error:?}"
    );
    assert!(error.request_not_sent());
    assert!(!error.is_transient(), "only configuration helps");
    assert_eq!(
        error.to_string(),
        format!(
            "Login: the TLS certificate of {host} is not trusted (UnknownIssuer); the request \
             was not sent; if a private authority or a TLS-inspecting proxy signs it, name its \
             PEM file in PAYMENTS_CA_FILE"
        )
    );
    assert!(
        stub.seen().is_empty(),
        "nothing reached the service: {:?}",
        stub.seen()
    );
    assert_eq!(
        front.protocols(),
        Vec::<String>::new(),
        "no handshake completed"
    );
    assert_eq!(front.connections(), 1, "tried once, not retried");
}

#[tokio::test]
async fn a_ca_file_that_is_not_a_certificate_is_refused_at_build() {
    let path = ca_dir().join("not-a-cert.pem");
    std::fs::write(&path, "hello").unwrap();
    let error = Stub::start(clock(), no_other)
        .await
        .builder()
        .ca_file(&path)
        .build()
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("ca file {}: holds no PEM certificate", path.display())
    );
}
