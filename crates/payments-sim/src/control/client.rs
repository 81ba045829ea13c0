//! [`Control`]: a typed client of the control API, one method per route.

use std::net::IpAddr;

use payments_types::deposits::DepositStatus;
use payments_types::members::MemberStatus;
use payments_types::rfis::RfiStatus;
use payments_types::sub_clients::SubClientStatus;
use payments_types::withdrawals::WithdrawalStatus;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::replies::{
    AccountView, Clock, DeliveryAttempt, Event, FeatureSet, IpAllowList, IpBlock, Record,
    Redelivered, ResetDone, SecretRotated, TestSent, Unblocked, Webhook, WebhookRegistered,
};
use super::requests::{
    AccountRef, DepositArrival, FeatureChanges, KycDecision, NewMember, OperatorAction, RfiOutcome,
    WebhookRegistration,
};
use crate::config::Profile;

/// Why a control call failed.
#[derive(Debug, thiserror::Error)]
pub enum ControlError {
    /// The request or its reply broke on the way.
    #[error("{call}: {source}")]
    Transport {
        /// `POST /sim/...`.
        call: String,
        /// What broke.
        #[source]
        source: reqwest::Error,
    },
    /// The simulator refused: 404 unknown record, 409 forbidden transition, 422 bad input.
    /// The text ends with the reply body, `{"code","message"}`.
    #[error("{call}: HTTP {status}: {body}")]
    Refused {
        /// `POST /sim/...`.
        call: String,
        /// The HTTP status.
        status: u16,
        /// The reply's `code` (`NOT_FOUND`, `INVALID_TRANSITION`, `VALIDATION_ERROR`, ...).
        code: Option<String>,
        /// The reply body.
        body: Value,
    },
    /// A 2xx reply of another shape than the route's, or a request that does not serialize.
    #[error("{call}: {message}")]
    Decode {
        /// `GET /sim/...`.
        call: String,
        /// What did not fit.
        message: String,
    },
}

impl ControlError {
    /// The refusal's `code`, if the simulator refused.
    pub fn code(&self) -> Option<&str> {
        match self {
            Self::Refused { code, .. } => code.as_deref(),
            _ => None,
        }
    }
}

/// A client of a running simulator's control API (`/sim/...`): what the portal, support and
/// the banks do, as typed calls. The routes and their JSON are the crate README's.
#[derive(Debug, Clone)]
pub struct Control {
    base: String,
    http: reqwest::Client,
}

impl Control {
    /// A client of the simulator at `base_url` (`SimHandle::base_url`, or any
    /// `http://HOST:PORT`), sending `user_agent`.
    pub fn new(base_url: &str, user_agent: &str) -> Result<Self, reqwest::Error> {
        let http = reqwest::Client::builder()
            .user_agent(user_agent)
            .timeout(std::time::Duration::from_secs(30))
            .build()?;
        Ok(Self::with_client(base_url, http))
    }

    /// A client of the simulator at `base_url` that calls through `http` (its user-agent,
    /// timeouts and connection pool), for a caller that has one already.
    pub fn with_client(base_url: &str, http: reqwest::Client) -> Self {
        Self {
            base: base_url.trim_end_matches('/').to_owned(),
            http,
        }
    }

    async fn call<T: DeserializeOwned>(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<T, ControlError> {
        let call = format!("{method} /sim/{path}");
        let url = format!("{}/sim/{path}", self.base);
        let request = match body {
            Some(b) => self.http.post(&url).json(&b),
            None if method == "POST" => self.http.post(&url).json(&json!({})),
            None => self.http.get(&url),
        };
        let transport = |source| ControlError::Transport {
            call: call.clone(),
            source,
        };
        let response = request.send().await.map_err(transport)?;
        let status = response.status();
        let text = response.text().await.map_err(transport)?;
        let body: Value = serde_json::from_str(&text).unwrap_or(Value::String(text));
        if !status.is_success() {
            let code = body.get("code").and_then(Value::as_str).map(str::to_owned);
            return Err(ControlError::Refused {
                call,
                status: status.as_u16(),
                code,
                body,
            });
        }
        serde_json::from_value(body).map_err(|e| ControlError::Decode {
            call,
            message: format!("unexpected reply: {e}"),
        })
    }

    async fn post<T: DeserializeOwned>(
        &self,
        path: &str,
        body: &impl Serialize,
    ) -> Result<T, ControlError> {
        let body = serde_json::to_value(body).map_err(|e| ControlError::Decode {
            call: format!("POST /sim/{path}"),
            message: format!("the request does not serialize: {e}"),
        })?;
        self.call("POST", path, Some(body)).await
    }

    /// `POST /sim/reset`: back to the seeded state of the running profile.
    pub async fn reset(&self) -> Result<ResetDone, ControlError> {
        self.call("POST", "reset", None).await
    }

    /// `POST /sim/reset {"profile"}`: back to the starting records of `profile` (the control
    /// API stays).
    pub async fn reset_to(&self, profile: Profile) -> Result<ResetDone, ControlError> {
        let name = match profile {
            Profile::Sandbox => "sandbox",
            Profile::Uat => "uat",
        };
        self.post("reset", &json!({ "profile": name })).await
    }

    /// `GET /sim/clock`.
    pub async fn clock(&self) -> Result<Clock, ControlError> {
        self.call("GET", "clock", None).await
    }

    /// `POST /sim/clock/advance`: moves the clock by `seconds` and runs what became due.
    pub async fn advance(&self, seconds: f64) -> Result<Clock, ControlError> {
        self.post("clock/advance", &json!({ "seconds": seconds }))
            .await
    }

    /// `POST /sim/deposits`: a deposit arrives (201 with the deposit).
    pub async fn deposit(
        &self,
        arrival: &DepositArrival,
    ) -> Result<Record<DepositStatus>, ControlError> {
        self.post("deposits", arrival).await
    }

    /// `POST /sim/deposits/{id}/reject`: the portal's 'reject unwanted deposit'.
    pub async fn reject_deposit(&self, id: &str) -> Result<Record<DepositStatus>, ControlError> {
        self.call("POST", &format!("deposits/{id}/reject"), None)
            .await
    }

    /// `POST /sim/withdrawals/{id}/{action}`: an operator's manual outcome.
    pub async fn withdrawal_action(
        &self,
        id: &str,
        action: OperatorAction,
    ) -> Result<Record<WithdrawalStatus>, ControlError> {
        let path = format!("withdrawals/{id}/{}", action.as_str());
        self.call("POST", &path, None).await
    }

    /// `POST /sim/subclients/{id}/decision`: compliance decides on an `UNAPPROVED` sub-client.
    pub async fn decide_sub_client(
        &self,
        id: &str,
        decision: KycDecision,
    ) -> Result<Record<SubClientStatus>, ControlError> {
        let path = format!("subclients/{id}/decision");
        self.post(&path, &json!({ "decision": decision })).await
    }

    /// `POST /sim/subclients/{id}/deactivate`: the portal's deactivation.
    pub async fn deactivate_sub_client(
        &self,
        id: &str,
    ) -> Result<Record<SubClientStatus>, ControlError> {
        self.call("POST", &format!("subclients/{id}/deactivate"), None)
            .await
    }

    /// `POST /sim/members`: adds an account member (201 with the member).
    pub async fn add_member(
        &self,
        member: &NewMember,
    ) -> Result<Record<MemberStatus>, ControlError> {
        self.post("members", member).await
    }

    /// `POST /sim/rfis/{id}/push`: the analyst pushes an answered RFI forward.
    pub async fn push_rfi(
        &self,
        id: &str,
        outcome: RfiOutcome,
        status_message: Option<&str>,
    ) -> Result<Record<RfiStatus>, ControlError> {
        let mut body = json!({ "outcome": outcome });
        if let Some(m) = status_message {
            body["statusMessage"] = json!(m);
        }
        self.post(&format!("rfis/{id}/push"), &body).await
    }

    /// `POST /sim/rfis/{id}/cancel`: compliance withdraws an RFI.
    pub async fn cancel_rfi(&self, id: &str) -> Result<Record<RfiStatus>, ControlError> {
        self.call("POST", &format!("rfis/{id}/cancel"), None).await
    }

    /// `POST /sim/features`: switches features of an account.
    pub async fn set_features(&self, changes: &FeatureChanges) -> Result<FeatureSet, ControlError> {
        self.post("features", changes).await
    }

    /// `POST /sim/ip-allow-list`: replaces the account's IP allow-list for API login (empty:
    /// any address).
    pub async fn set_ip_allow_list(
        &self,
        account: &AccountRef,
        addresses: &[IpAddr],
    ) -> Result<IpAllowList, ControlError> {
        let mut body = serde_json::to_value(account).unwrap_or_else(|_| json!({}));
        body["addresses"] = json!(addresses);
        self.post("ip-allow-list", &body).await
    }

    /// `GET /sim/ip-blocks`: addresses blocked after repeated 429s.
    pub async fn ip_blocks(&self) -> Result<Vec<IpBlock>, ControlError> {
        self.call("GET", "ip-blocks", None).await
    }

    /// `GET /sim/accounts`: the accounts with their VANs, balances, allow-lists and blocks.
    pub async fn accounts(&self) -> Result<Vec<AccountView>, ControlError> {
        self.call("GET", "accounts", None).await
    }

    /// `POST /sim/accounts/{id}/unblock`: support lifts a customer's block.
    pub async fn unblock(&self, account_id: &str) -> Result<Unblocked, ControlError> {
        self.call("POST", &format!("accounts/{account_id}/unblock"), None)
            .await
    }

    /// `GET /sim/events?after=N`: the event log after sequence number `after` (0: all).
    pub async fn events(&self, after: u64) -> Result<Vec<Event>, ControlError> {
        self.call("GET", &format!("events?after={after}"), None)
            .await
    }

    /// `POST /sim/webhooks`: registers a regular webhook (its secret is in the reply).
    pub async fn register_webhook(
        &self,
        registration: &WebhookRegistration,
    ) -> Result<WebhookRegistered, ControlError> {
        self.post("webhooks", registration).await
    }

    /// `GET /sim/webhooks`: the registered webhooks (no secrets).
    pub async fn webhooks(&self) -> Result<Vec<Webhook>, ControlError> {
        self.call("GET", "webhooks", None).await
    }

    /// `GET /sim/webhooks/deliveries`: every delivery attempt, oldest first.
    pub async fn deliveries(&self) -> Result<Vec<DeliveryAttempt>, ControlError> {
        self.call("GET", "webhooks/deliveries", None).await
    }

    /// `POST /sim/webhooks/test`: the portal's 'send test', to the demo account's webhooks or
    /// to the one named.
    pub async fn send_test(&self, webhook_id: Option<&str>) -> Result<TestSent, ControlError> {
        match webhook_id {
            Some(id) => {
                self.post("webhooks/test", &json!({ "webhookId": id }))
                    .await
            }
            None => self.call("POST", "webhooks/test", None).await,
        }
    }

    /// `POST /sim/webhooks/{id}/rotate`: a new secret, used from the next delivery.
    pub async fn rotate_secret(&self, webhook_id: &str) -> Result<SecretRotated, ControlError> {
        self.call("POST", &format!("webhooks/{webhook_id}/rotate"), None)
            .await
    }

    /// `POST /sim/webhooks/deliveries/{requestId}/redeliver`.
    pub async fn redeliver(&self, request_id: &str) -> Result<Redelivered, ControlError> {
        let path = format!("webhooks/deliveries/{request_id}/redeliver");
        self.call("POST", &path, None).await
    }
}
