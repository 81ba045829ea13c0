//! [`Control`]: the simulator's control API (`/sim/...`), standing in for the web portal and
//! the banks, through payments-sim's typed client ([`payments_sim::Control`], whose calls it
//! derefs to). Only scenarios of `Reach::Simulator` use it.

use std::ops::Deref;

use payments_sim::control::{NewMember, Record};
use payments_sim::{Profile, SimConfig};
use payments_types::members::MemberStatus;

/// The embedded simulator's configuration: [`SimConfig::for_tests`] (a scenario that trips a
/// configured limit reads the limit here).
pub(crate) fn simulator_config() -> SimConfig {
    SimConfig::for_tests()
}

/// A client of the simulator's control API: every typed call of [`payments_sim::Control`]
/// (through `Deref`), plus the few steps the scenarios share.
#[derive(Debug, Clone)]
pub struct Control {
    api: payments_sim::Control,
}

impl Deref for Control {
    type Target = payments_sim::Control;

    fn deref(&self) -> &Self::Target {
        &self.api
    }
}

impl Control {
    /// A client of the control API of the simulator at `base_url` (`SimHandle::base_url`);
    /// public for tests that start their own simulator.
    pub fn new(base_url: &str) -> anyhow::Result<Self> {
        Ok(Self {
            api: payments_sim::Control::new(base_url, crate::clients::USER_AGENT)?,
        })
    }

    /// Back to the seeded state.
    pub async fn reset(&self) -> anyhow::Result<()> {
        self.api.reset().await?;
        Ok(())
    }

    /// Back to the records the UAT profile starts with (the control API stays).
    pub async fn reset_to_uat(&self) -> anyhow::Result<()> {
        self.api.reset_to(Profile::Uat).await?;
        Ok(())
    }

    /// Moves the simulated clock and runs what became due.
    pub async fn advance(&self, seconds: u64) -> anyhow::Result<()> {
        // Whole seconds of a scenario: exact in an f64.
        self.api.advance(seconds as f64).await?;
        Ok(())
    }

    /// Adds an active account member with `compliance` access (needed for RFIs).
    pub async fn add_compliance_member(&self) -> anyhow::Result<Record<MemberStatus>> {
        let member = NewMember {
            first_name: "Cora".into(),
            last_name: "Pliance".into(),
            email: "cora.pliance@payments.test".into(),
            roles: vec!["compliance_officer".into()],
            access: vec!["compliance".into()],
            ..NewMember::default()
        };
        Ok(self.api.add_member(&member).await?)
    }

    /// The event kinds recorded for one record, oldest first.
    pub async fn events_of(&self, record_id: &str) -> anyhow::Result<Vec<String>> {
        Ok(self
            .api
            .events(0)
            .await?
            .into_iter()
            .filter(|e| e.record_id() == Some(record_id))
            .map(|e| e.event)
            .collect())
    }

    /// The BSB of the simulator's VAN `account_no` (`GET /sim/accounts`).
    pub async fn bsb_of(&self, account_no: &str) -> anyhow::Result<String> {
        let accounts = self.api.accounts().await?;
        accounts
            .into_iter()
            .find(|a| a.account_no == account_no)
            .map(|a| a.bsb)
            .ok_or_else(|| anyhow::anyhow!("GET /sim/accounts: no account with VAN {account_no}"))
    }
}
