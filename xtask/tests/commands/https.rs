//! The commands that talk to an endpoint, against https as the service serves it: the simulator
//! (UAT profile) behind a TLS front whose certificate a test authority signed, trusted through
//! `PAYMENTS_CA_FILE` (or `SSL_CERT_FILE`); through a CONNECT proxy named by `HTTPS_PROXY`
//! unless `NO_PROXY` covers the host; and refused, once and with the reason, when the authority
//! is not trusted.

use std::path::PathBuf;
use std::process::Command;

use payments_sim::{Profile, SimConfig, SimHandle};
use test_support::{ConnectProxy, TestCa, TlsFront};

/// A simulator in its UAT profile behind a TLS front, on a runtime that serves them while the
/// test runs the xtask binary.
struct Https {
    runtime: tokio::runtime::Runtime,
    ca_file: PathBuf,
    front: TlsFront,
    _sim: SimHandle,
}

impl Https {
    fn start(name: &str) -> Self {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let ca = TestCa::new("xtask test authority");
        let dir = std::env::temp_dir().join(format!("xtask-https-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let ca_file = ca.write_pem(&dir, "ca");
        let (sim, front) = runtime.block_on(async {
            let sim = payments_sim::spawn(SimConfig {
                profile: Profile::Uat,
                ..SimConfig::default()
            })
            .await
            .expect("the simulator starts");
            let backend = url_addr(&sim.url);
            let front = TlsFront::start(&ca, backend).await;
            (sim, front)
        });
        Self {
            runtime,
            ca_file,
            front,
            _sim: sim,
        }
    }

    fn endpoint(&self) -> String {
        self.front.url("/graphql")
    }

    fn proxy(&self) -> ConnectProxy {
        self.runtime.block_on(ConnectProxy::start())
    }

    fn host(&self) -> String {
        format!("localhost:{}", self.front.port())
    }
}

/// The socket address of `http://127.0.0.1:PORT/graphql`.
fn url_addr(url: &str) -> std::net::SocketAddr {
    let rest = url.strip_prefix("http://").expect("an http URL");
    rest.split('/').next().unwrap().parse().expect("an address")
}

/// Runs xtask with `env` set and every proxy and CA variable of the caller's environment
/// cleared, so each test says exactly what the process sees.
fn xtask_with(env: &[(&str, &str)], args: &[&str]) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    for name in [
        "HTTPS_PROXY",
        "https_proxy",
        "HTTP_PROXY",
        "http_proxy",
        "ALL_PROXY",
        "all_proxy",
        "NO_PROXY",
        "no_proxy",
        "PAYMENTS_CA_FILE",
        "SSL_CERT_FILE",
        "PAYMENTS_ENDPOINT",
    ] {
        command.env_remove(name);
    }
    let output = command
        .envs(env.iter().copied())
        .args(args)
        .output()
        .expect("xtask runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

const LOGIN: [(&str, &str); 2] = [
    ("PAYMENTS_EMAIL", "demo@payments.test"),
    ("PAYMENTS_PASSWORD", "demo-password"),
];

#[test]
fn schema_pull_and_schema_diff_reach_an_https_endpoint_trusted_through_the_ca_file() {
    let https = Https::start("pull");
    let ca = https.ca_file.to_str().unwrap();
    let out = https.ca_file.with_file_name("pulled.graphql");
    let (code, _, stderr) = xtask_with(
        &[("PAYMENTS_CA_FILE", ca)],
        &[
            "schema-pull",
            "--endpoint",
            &https.endpoint(),
            "--out",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        std::fs::read_to_string(&out)
            .unwrap()
            .contains("type Query")
    );
    let (code, stdout, stderr) = xtask_with(
        &[
            ("PAYMENTS_CA_FILE", ca),
            ("PAYMENTS_ENDPOINT", &https.endpoint()),
        ],
        &["schema-diff"],
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("No changes."), "{stdout}");
    // The platform's verifier reads SSL_CERT_FILE as the system's roots.
    let (code, _, stderr) = xtask_with(
        &[("SSL_CERT_FILE", ca)],
        &[
            "schema-pull",
            "--endpoint",
            &https.endpoint(),
            "--out",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        https.front.protocols().iter().all(|p| p == "h2"),
        "HTTP/2 where the server offers it: {:?}",
        https.front.protocols()
    );
}

#[test]
fn an_untrusted_certificate_is_refused_naming_the_host_and_the_reason() {
    let https = Https::start("untrusted");
    let host = https.host();
    let (code, _, stderr) = xtask_with(&[], &["schema-pull", "--endpoint", &https.endpoint()]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains(&format!(
            "the TLS certificate of {host} is not trusted (UnknownIssuer); if a private authority or a TLS-inspecting proxy signs it, name its PEM file in PAYMENTS_CA_FILE"
        )),
        "{stderr}"
    );
    let (code, stdout, stderr) =
        xtask_with(&LOGIN, &["contracts", "--endpoint", &https.endpoint()]);
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert_eq!(
        stderr.matches("not trusted (UnknownIssuer)").count(),
        1,
        "the run fails once, not once per scenario: {stderr}"
    );
    assert!(
        stderr.contains(&format!("the TLS certificate of {host} is not trusted")),
        "{stderr}"
    );
    assert!(!stdout.contains("coverage:"), "no scenario ran: {stdout}");
}

#[test]
fn contracts_run_live_over_https_and_go_through_the_proxy_unless_no_proxy_covers_the_host() {
    let https = Https::start("contracts");
    let ca = https.ca_file.to_str().unwrap();
    let endpoint = https.endpoint();
    let proxy = https.proxy();
    let proxy_url = proxy.url();
    let mut env = LOGIN.to_vec();
    env.extend([("PAYMENTS_CA_FILE", ca), ("HTTPS_PROXY", &proxy_url)]);
    let (code, stdout, stderr) = xtask_with(
        &env,
        &["contracts", "--endpoint", &endpoint, "--filter", "lookups"],
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.contains("lookups  ok") && stdout.contains("coverage: 4 of 47"),
        "{stdout}"
    );
    let through_proxy = proxy.targets();
    assert!(
        !through_proxy.is_empty() && through_proxy.iter().all(|t| *t == https.host()),
        "every connection went through the proxy to the endpoint: {through_proxy:?}"
    );
    let (code, _, stderr) = xtask_with(
        &[("PAYMENTS_CA_FILE", ca), ("HTTPS_PROXY", &proxy.url())],
        &[
            "schema-pull",
            "--endpoint",
            &endpoint,
            "--out",
            https.ca_file.with_file_name("p.graphql").to_str().unwrap(),
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        proxy.targets().len() > through_proxy.len(),
        "the introspection went through the proxy too"
    );

    let quiet = https.proxy();
    let quiet_url = quiet.url();
    env.retain(|(name, _)| *name != "HTTPS_PROXY");
    env.extend([
        ("HTTPS_PROXY", quiet_url.as_str()),
        ("NO_PROXY", "localhost"),
    ]);
    let (code, stdout, stderr) = xtask_with(
        &env,
        &["contracts", "--endpoint", &endpoint, "--filter", "lookups"],
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert_eq!(
        quiet.targets(),
        Vec::<String>::new(),
        "NO_PROXY covers the host"
    );
}
