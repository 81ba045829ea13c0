//! The simulator's whole mutable state, behind one lock: the service and its webhook
//! bookkeeping. Never held across an `.await`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::config::{Profile, SimConfig};
use crate::model::service::Service;
use crate::webhooks::Webhooks;

/// Everything that changes while the simulator runs.
#[derive(Debug)]
pub struct State {
    /// The simulated service.
    pub service: Service,
    /// Registered webhooks, pending deliveries and their history.
    pub webhooks: Webhooks,
    /// The portal's sign-ins (not kept in the state file: people sign in again).
    pub portal: PortalBook,
    /// Made afresh (at start or by `POST /sim/reset`), replacing whatever the database held.
    pub fresh: bool,
}

/// The portal's sign-ins: one-time passwords waiting to be entered, and signed-in browsers.
/// `Debug` shows how many, never a token or a code.
#[derive(Default)]
pub struct PortalBook {
    /// Sign-in id (cookie) → the user's access token, e-mail and one-time password.
    pub pending: HashMap<String, PendingSignIn>,
    /// Session id (cookie) → the access token the pages act with.
    pub sessions: HashMap<String, String>,
}

impl std::fmt::Debug for PortalBook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PortalBook")
            .field("pending", &self.pending.len())
            .field("sessions", &self.sessions.len())
            .finish()
    }
}

/// A sign-in whose password was right, waiting for its one-time password.
pub struct PendingSignIn {
    /// The access token issued by the login.
    pub token: String,
    /// The user's e-mail.
    pub email: String,
    /// The one-time password (printed in the simulator's log).
    pub code: String,
}

impl State {
    /// The seeded state of `config`.
    pub fn new(config: &SimConfig) -> Self {
        Self::seeded(config, config.profile)
    }

    /// The state of `config` with the starting records of `profile`.
    pub fn seeded(config: &SimConfig, profile: Profile) -> Self {
        let mut service = Service::new(config.clone());
        if profile == Profile::Uat {
            crate::domain::uat::seed(&mut service);
        }
        Self {
            webhooks: Webhooks::new(&config.webhook_ad_hoc_secret, config.state_file.is_some()),
            service,
            portal: PortalBook::default(),
            fresh: true,
        }
    }
}

/// The state shared by the server's tasks.
pub type Shared = Arc<Mutex<State>>;

/// Locks the state, recovering from a poisoned lock (an operation never panics on input, but
/// a poisoned lock must not turn every later request into a 5xx).
pub fn lock(shared: &Mutex<State>) -> MutexGuard<'_, State> {
    shared.lock().unwrap_or_else(|p| p.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_output_shows_no_secrets() {
        let config = SimConfig {
            jwt_secret: Some("s3cr3t-key".into()),
            ..SimConfig::for_tests()
        };
        let shown = format!("{:?}", State::new(&config));
        assert!(shown.contains("acc_demo_aus"), "the state is shown");
        for secret in ["s3cr3t-key", "demo-password", "multi-password"] {
            assert!(!shown.contains(secret), "{secret} in Debug output");
        }
    }
}
