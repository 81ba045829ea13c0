//! The whole contract suite against the embedded simulator, as `cargo test` runs it: every
//! scenario passes, every reply matches its snapshot in `snapshots/` (under `CI=true` a
//! changed or missing snapshot fails), no stale snapshot is left, and every operation of the
//! schema is exercised. Everything the run logs (every span and event of every crate, at
//! every level) is captured and searched for the login passwords and for access tokens.

use std::io;
use std::sync::{Arc, Mutex};

use contract_suite::{Options, Outcome, Target};
use tracing_subscriber::fmt::format::FmtSpan;

/// The log text of the run.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<u8>>>);

impl io::Write for Log {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Log {
    /// Captures every span (opened and closed, with its fields) and event, process-wide.
    fn install() -> Self {
        let log = Self::default();
        let sink = log.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_span_events(FmtSpan::NEW | FmtSpan::CLOSE)
            .with_writer(move || sink.clone())
            .finish();
        tracing::subscriber::set_global_default(subscriber).expect("the only subscriber");
        log
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap_or_else(|p| p.into_inner())).into_owned()
    }
}

/// The first thing in `text` shaped like a JWT (`eyJ…` header, dot, payload, dot).
fn find_jwt(text: &str) -> Option<&str> {
    let segment = |s: &str| {
        s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(s.len())
    };
    text.match_indices("eyJ").find_map(|(start, _)| {
        let rest = &text[start..];
        let header = segment(rest);
        let payload = rest[header..].strip_prefix('.').map(segment)?;
        (payload > 0 && rest[header + 1 + payload..].starts_with('.'))
            .then(|| &rest[..header + 1 + payload])
    })
}

/// Fails if `text` (named `what`) holds a seeded password or an access token.
fn assert_no_secrets(what: &str, text: &str) {
    for password in ["demo-password", "multi-password"] {
        assert!(!text.contains(password), "{what} holds a password");
    }
    assert_eq!(find_jwt(text), None, "{what} holds an access token");
    assert!(
        !text.contains("Bearer "),
        "{what} holds an authorization header"
    );
}

#[test]
fn the_token_finder_finds_tokens() {
    let token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln";
    assert_eq!(
        find_jwt(&format!("token=\"{token}\" and more")),
        Some(&token[..token.rfind('.').unwrap()])
    );
    assert_eq!(find_jwt("eyJhbGciOiJIUzI1NiJ9 alone, eyJ."), None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_scenario_passes_against_the_simulator_with_full_coverage() {
    let log = Log::install();
    let options = Options {
        target: Target::Simulator,
        filter: None,
        strict: false,
        record: None,
    };
    let report = contract_suite::run(options, |_| {})
        .await
        .expect("the simulator starts");
    println!("{report}");
    let failed: Vec<_> = report
        .scenarios
        .iter()
        .filter(|s| s.outcome != Outcome::Passed)
        .map(|s| format!("{}: {:?}", s.name, s.outcome))
        .collect();
    assert!(
        failed.is_empty(),
        "scenarios not passed:\n{}",
        failed.join("\n")
    );
    assert!(
        report.stale_snapshots.is_empty(),
        "stale snapshots: {:?}",
        report.stale_snapshots
    );
    assert_eq!(
        report.missing(),
        Vec::<&str>::new(),
        "operations no scenario exercises"
    );
    // Nothing logged, reported or shown by `Debug` holds a password or a token. The log must
    // be the real one: it names the operations the client ran.
    let text = log.text();
    assert!(
        text.contains(r#"operation="CreateWithdrawal""#) && text.contains(r#"operation="Login""#),
        "the client's spans were not captured"
    );
    assert_no_secrets("the log", &text);
    assert_no_secrets("the report", &format!("{report}\n{report:?}"));
}
