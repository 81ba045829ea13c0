//! Sending one delivery attempt over HTTP: the client (fixed `user-agent`, bounded
//! redirects to allowed addresses only, a per-request timeout) and the classification of
//! what went wrong. The worker that pumps due attempts runs beside the server.
//!
//! Redirects are followed (at most 5 hops, each to an address the simulator may post to); a
//! reply that is still 3xx counts as a failure.

use std::time::Duration;

use crate::webhooks::{self, FailureReason, Job, Outcome, USER_AGENT};

/// How often the worker looks for due attempts (real time).
pub const POLL: Duration = Duration::from_millis(20);
/// Redirect hops followed.
pub const MAX_REDIRECTS: usize = 5;

/// The HTTP client used for deliveries: fixed `user-agent`, no proxy, bounded redirects to
/// allowed addresses only, `timeout` per request (connect at most 5 s).
pub fn http_client(timeout: Duration) -> Result<reqwest::Client, reqwest::Error> {
    let policy = reqwest::redirect::Policy::custom(|attempt| {
        if attempt.previous().len() >= MAX_REDIRECTS {
            attempt.error("too many redirects")
        } else if webhooks::check_url(attempt.url().as_str()).is_err() {
            attempt.error("redirect to an address the simulator may not post to")
        } else {
            attempt.follow()
        }
    });
    reqwest::Client::builder()
        .user_agent(USER_AGENT)
        .redirect(policy)
        .no_proxy()
        .timeout(timeout)
        .connect_timeout(timeout.min(Duration::from_secs(5)))
        .build()
}

/// One attempt: POST the exact body with the delivery headers.
pub async fn send(client: &reqwest::Client, job: &Job) -> Outcome {
    let url = match webhooks::check_url(&job.delivery.url) {
        Ok(u) => u,
        Err(why) => return Outcome::Failed(FailureReason::Refused, why),
    };
    if url.scheme() != "http" && !cfg!(feature = "tls") {
        // No TLS stack is compiled in (feature `tls` off): fail without touching the network.
        return Outcome::Failed(
            FailureReason::Network,
            "https delivery needs TLS: build the simulator with the `tls` feature".into(),
        );
    }
    let r = client
        .post(url)
        .header("content-type", "application/json")
        .header("service-request-id", &job.delivery.request_id)
        .header("service-signature", &job.signature)
        .body(job.delivery.body.as_ref().clone())
        .send()
        .await;
    match r {
        Ok(resp) => Outcome::Status(resp.status().as_u16()),
        Err(e) => classify(&e),
    }
}

fn classify(e: &reqwest::Error) -> Outcome {
    let mut chain = String::new();
    let mut src: Option<&dyn std::error::Error> = Some(e);
    // Bounded: error chains are short, and we stop after 16 links.
    for _ in 0..16 {
        let Some(s) = src else { break };
        chain.push_str(&s.to_string());
        chain.push_str(": ");
        src = s.source();
    }
    let lower = chain.to_ascii_lowercase();
    let reason = if lower.contains("dns error") || lower.contains("failed to lookup") {
        FailureReason::Dns
    } else if e.is_redirect() {
        FailureReason::Status
    } else {
        FailureReason::Network
    };
    let detail = if e.is_timeout() {
        format!("timeout: {chain}")
    } else {
        chain
    };
    Outcome::Failed(reason, detail.trim_end_matches(": ").to_owned())
}
