//! Loopback fixtures for tests that reach an endpoint over the network as users do:
//!
//! - [`TestCa`]: a certificate authority made for one test run, whose PEM a test hands to the
//!   code under test as a custom root (`PAYMENTS_CA_FILE`, `SSL_CERT_FILE`);
//! - [`TlsFront`]: terminates TLS for `localhost` with a certificate of that authority, offers
//!   HTTP/2 and HTTP/1.1 by ALPN, and relays the decrypted bytes to a plain server behind it (the
//!   simulator), as a load balancer in front of the real service does;
//! - [`ConnectProxy`]: an HTTP `CONNECT` proxy that tunnels to the target and records each
//!   target it was asked for, to show that a client honoured `HTTPS_PROXY` (or `NO_PROXY`).
//!
//! Everything binds `127.0.0.1` on a port the system picks, and stops when dropped.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rcgen::{
    BasicConstraints, CertificateParams, CertifiedIssuer, DnType, IsCa, KeyPair, KeyUsagePurpose,
};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;
use tokio_rustls::TlsAcceptor;

/// A certificate authority made for one test run.
pub struct TestCa {
    issuer: CertifiedIssuer<'static, KeyPair>,
}

impl TestCa {
    /// A new authority named `name` (its common name, shown in certificate errors).
    pub fn new(name: &str) -> Self {
        let mut params = CertificateParams::new(Vec::<String>::new()).expect("no names to check");
        params.distinguished_name.push(DnType::CommonName, name);
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
        let key = KeyPair::generate().expect("a key pair");
        let issuer = CertifiedIssuer::self_signed(params, key).expect("a self-signed CA");
        Self { issuer }
    }

    /// The authority's certificate, PEM.
    pub fn pem(&self) -> String {
        self.issuer.pem()
    }

    /// Writes the PEM to `dir/NAME.pem` and returns the path.
    pub fn write_pem(&self, dir: &Path, name: &str) -> PathBuf {
        let path = dir.join(format!("{name}.pem"));
        std::fs::write(&path, self.pem()).expect("the CA file is written");
        path
    }

    /// A server certificate for `localhost` and `127.0.0.1`, signed by this authority, and its key.
    fn server_certificate(&self) -> (CertificateDer<'static>, PrivateKeyDer<'static>) {
        let params = CertificateParams::new(vec!["localhost".to_owned(), "127.0.0.1".to_owned()])
            .expect("valid names");
        let key = KeyPair::generate().expect("a key pair");
        let cert = params.signed_by(&key, &self.issuer).expect("signed");
        let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der()));
        (cert.der().clone(), key)
    }
}

/// A TLS front for a plain server: `https://localhost:PORT` → the backend's bytes.
pub struct TlsFront {
    port: u16,
    connections: Arc<std::sync::atomic::AtomicUsize>,
    protocols: Arc<Mutex<Vec<String>>>,
    task: JoinHandle<()>,
}

impl TlsFront {
    /// Starts a front with a certificate of `ca`, relaying to `backend`.
    pub async fn start(ca: &TestCa, backend: SocketAddr) -> Self {
        let (cert, key) = ca.server_certificate();
        let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("default protocol versions")
            .with_no_client_auth()
            .with_single_cert(vec![cert], key)
            .expect("the certificate matches its key");
        config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
        let acceptor = TlsAcceptor::from(Arc::new(config));
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let port = listener.local_addr().expect("addr").port();
        let protocols = Arc::new(Mutex::new(Vec::new()));
        let connections = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let seen = protocols.clone();
        let accepted = connections.clone();
        let task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                accepted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let acceptor = acceptor.clone();
                let seen = seen.clone();
                tokio::spawn(async move {
                    // A client that refuses the certificate ends the handshake: nothing to relay.
                    let Ok(mut tls) = acceptor.accept(stream).await else {
                        return;
                    };
                    let protocol = tls.get_ref().1.alpn_protocol().map_or_else(
                        || "none".to_owned(),
                        |p| String::from_utf8_lossy(p).into_owned(),
                    );
                    seen.lock().expect("not poisoned").push(protocol);
                    if let Ok(mut plain) = TcpStream::connect(backend).await {
                        let _ = tokio::io::copy_bidirectional(&mut tls, &mut plain).await;
                    }
                });
            }
        });
        Self {
            port,
            connections,
            protocols,
            task,
        }
    }

    /// How many connections it accepted, whether or not their handshake completed.
    pub fn connections(&self) -> usize {
        self.connections.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// `https://localhost:PORT{path}`.
    pub fn url(&self, path: &str) -> String {
        format!("https://localhost:{}{path}", self.port)
    }

    /// The application protocol agreed by ALPN on each connection that completed its handshake
    /// (`h2`, `http/1.1`, or `none`), in order.
    pub fn protocols(&self) -> Vec<String> {
        self.protocols.lock().expect("not poisoned").clone()
    }
}

impl Drop for TlsFront {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// An HTTP `CONNECT` proxy on loopback.
pub struct ConnectProxy {
    port: u16,
    targets: Arc<Mutex<Vec<String>>>,
    task: JoinHandle<()>,
}

/// The longest request head the proxy reads.
const MAX_HEAD: usize = 8 * 1024;

impl ConnectProxy {
    /// Starts the proxy.
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let port = listener.local_addr().expect("addr").port();
        let targets = Arc::new(Mutex::new(Vec::new()));
        let seen = targets.clone();
        let task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                tokio::spawn(tunnel(stream, seen.clone()));
            }
        });
        Self {
            port,
            targets,
            task,
        }
    }

    /// `http://127.0.0.1:PORT`, the value for `HTTPS_PROXY`.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Every `CONNECT` target asked for (`host:port`), in order.
    pub fn targets(&self) -> Vec<String> {
        self.targets.lock().expect("not poisoned").clone()
    }
}

impl Drop for ConnectProxy {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Reads one `CONNECT host:port` request, records the target, and tunnels to it; anything
/// else is answered 405.
async fn tunnel(mut client: TcpStream, seen: Arc<Mutex<Vec<String>>>) {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if head.len() >= MAX_HEAD || client.read_exact(&mut byte).await.is_err() {
            return;
        }
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head);
    let mut words = head.split_whitespace();
    let (Some("CONNECT"), Some(target)) = (words.next(), words.next()) else {
        let _ = client
            .write_all(b"HTTP/1.1 405 Method Not Allowed\r\ncontent-length: 0\r\n\r\n")
            .await;
        return;
    };
    seen.lock().expect("not poisoned").push(target.to_owned());
    // The test's targets are on this machine: `localhost` is 127.0.0.1 here.
    let address = target.replace("localhost", "127.0.0.1");
    let Ok(mut upstream) = TcpStream::connect(address).await else {
        let _ = client
            .write_all(b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n")
            .await;
        return;
    };
    if client
        .write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")
        .await
        .is_ok()
    {
        let _ = tokio::io::copy_bidirectional(&mut client, &mut upstream).await;
    }
}
