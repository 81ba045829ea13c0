//! A sub-client (a VAN of its own for collecting deposits) and its state machine, the spec's
//! table:
//!
//! | from | action | to | event |
//! |---|---|---|---|
//! | (creation) | `createSubClient` | INITIATED | `subclient_initiated` |
//! | INITIATED | processing, Australian address | ACTIVE | `subclient_active` |
//! | INITIATED | processing, other address (extended due diligence) | UNAPPROVED | `subclient_unapproved` |
//! | UNAPPROVED | compliance approves | ACTIVE | `subclient_active` |
//! | UNAPPROVED | compliance fails KYC | FAILED_KYC | `subclient_failed_kyc` |
//! | ACTIVE | deactivation (portal) | DEACTIVATED | `subclient_deactivated` |
//! | DEACTIVATED | `activateSubClient` | ACTIVE | `subclient_active` |
//! | any state | `disableSubClient` | DISABLED (final) | `subclient_disabled` (none when it already was: events are triggered by status changes) |
//! | any but DISABLED | `updateSubClient` | the same | none |
//!
//! `updateSubClient` and re-verification (spec: "A changed address is re-verified, so all
//! address components must be sent even if unchanged"): the table has no move for it (it
//! reaches INITIATED only at creation), and the spec ties `subclient_*` events to
//! `createSubClient`, `disableSubClient` and `activateSubClient` only. So the plainest reading
//! the table allows: the changed address is verified when the update is accepted (every
//! component sent, each passing its rules: payments-types' `UpdateSubClientInput`), and the
//! sub-client keeps its status, with no event, in every status the update can touch; a
//! DISABLED one, which the customer cannot re-enable, takes no update.

pub use payments_types::sub_clients::SubClientStatus;

use payments_types::common::is_australia;
use payments_types::sub_clients::{ClientType, CreateSubClientInput};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

use crate::model::error::Refused;
use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, InstitutionId, SubClientId};
use crate::model::institutions::InstitutionDetails;
use crate::model::stored::{Address, IdDoc, stored};

/// A stored sub-client.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SubClient {
    /// Id.
    pub id: SubClientId,
    /// Owning account.
    pub account: AccountId,
    status: SubClientStatus,
    /// What it was created with (names, contact, identity document).
    pub details: SubClientDetails,
    /// The caller's id (changed by `updateSubClient`).
    pub external_id: Option<String>,
    /// Address (changed by `updateSubClient`).
    pub address: Address,
    /// Postal address (set by `updateSubClient`).
    pub postal_address: Option<Address>,
    /// Instructing institution it was created for (not shown by the API; the portal's).
    #[allow(dead_code)]
    pub instructing_institution: Option<InstitutionId>,
    /// Its VAN.
    pub account_no: String,
    /// Created at (not shown by the API; the portal's).
    #[allow(dead_code)]
    pub created_at: OffsetDateTime,
}

/// A sub-client's details as stored (`CreateSubClientInput`, see [`stored`]), in the schema's
/// field names.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
#[allow(missing_docs)]
pub struct SubClientDetails {
    pub legal_name: Option<String>,
    pub business_number: Option<String>,
    pub trading_as_name: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub email: String,
    pub mobile: String,
    pub dob: String,
    pub address: Address,
    pub id_doc: Option<IdDoc>,
    pub external_id: Option<String>,
    pub instructing_institution_id: Option<String>,
    pub instructing_institution: Option<InstitutionDetails>,
}

impl SubClientDetails {
    /// `COMPANY` with a legal name, else `INDIVIDUAL` (payments-types'
    /// `CreateSubClientInput::client_type`; `tests/it/stored_forms.rs` holds the two equal).
    pub fn client_type(&self) -> ClientType {
        match self.legal_name {
            Some(_) => ClientType::Company,
            None => ClientType::Individual,
        }
    }

    /// The account name: a company's trading name, else its legal name; an individual's
    /// names joined (payments-types' `CreateSubClientInput::account_name`;
    /// `tests/it/stored_forms.rs` holds the two equal).
    pub fn account_name(&self) -> String {
        match (&self.trading_as_name, &self.legal_name) {
            (Some(name), _) | (None, Some(name)) => name.clone(),
            (None, None) => [
                Some(&self.first_name),
                self.middle_name.as_ref(),
                Some(&self.last_name),
            ]
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" "),
        }
    }
}

impl SubClient {
    /// A new sub-client in `INITIATED`, created with `details`.
    pub fn new(
        id: SubClientId,
        account: AccountId,
        details: &CreateSubClientInput,
        instructing_institution: Option<InstitutionId>,
        account_no: String,
        created_at: OffsetDateTime,
    ) -> Self {
        let details: SubClientDetails = stored(details);
        Self {
            id,
            account,
            status: SubClientStatus::Initiated,
            external_id: details.external_id.clone(),
            address: details.address.clone(),
            postal_address: None,
            details,
            instructing_institution,
            account_no,
            created_at,
        }
    }

    /// Status now.
    pub fn status(&self) -> SubClientStatus {
        self.status
    }

    /// `INDIVIDUAL` or `COMPANY`.
    pub fn client_type(&self) -> ClientType {
        self.details.client_type()
    }

    /// The account name: full name of an individual; trading name, else legal name, of a company.
    pub fn full_name(&self) -> String {
        self.details.account_name()
    }

    /// Automatic processing: an Australian sub-client becomes ACTIVE, any other UNAPPROVED
    /// (extended due diligence). `None` when it is no longer INITIATED.
    pub fn process(&mut self) -> Option<EventKind> {
        if self.status != SubClientStatus::Initiated {
            return None;
        }
        Some(
            if is_australia(self.address.country.as_deref().unwrap_or_default()) {
                self.status = SubClientStatus::Active;
                EventKind::SubclientActive
            } else {
                self.status = SubClientStatus::Unapproved;
                EventKind::SubclientUnapproved
            },
        )
    }

    /// Compliance approves an UNAPPROVED sub-client.
    pub fn approve(&mut self) -> Result<EventKind, Refused> {
        self.from(&[SubClientStatus::Unapproved], "approve")?;
        self.status = SubClientStatus::Active;
        Ok(EventKind::SubclientActive)
    }

    /// Compliance fails the KYC of an UNAPPROVED sub-client.
    pub fn fail_kyc(&mut self) -> Result<EventKind, Refused> {
        self.from(&[SubClientStatus::Unapproved], "fail KYC")?;
        self.status = SubClientStatus::FailedKyc;
        Ok(EventKind::SubclientFailedKyc)
    }

    /// The customer deactivates an ACTIVE sub-client.
    pub fn deactivate(&mut self) -> Result<EventKind, Refused> {
        self.from(&[SubClientStatus::Active], "deactivate")?;
        self.status = SubClientStatus::Deactivated;
        Ok(EventKind::SubclientDeactivated)
    }

    /// `activateSubClient`: DEACTIVATED → ACTIVE.
    pub fn activate(&mut self) -> Result<EventKind, Refused> {
        self.from(&[SubClientStatus::Deactivated], "activate")?;
        self.status = SubClientStatus::Active;
        Ok(EventKind::SubclientActive)
    }

    /// `disableSubClient`: any state → DISABLED, for good; the event only when the status
    /// changed (`None`: it already was DISABLED).
    pub fn disable(&mut self) -> Result<Option<EventKind>, Refused> {
        if self.status == SubClientStatus::Disabled {
            return Ok(None);
        }
        self.status = SubClientStatus::Disabled;
        Ok(Some(EventKind::SubclientDisabled))
    }

    /// `updateSubClient`: a new `externalId`, address or postal address, the status kept (see
    /// the module's table); refused once DISABLED. The address it is given was verified by its
    /// input rules before it came here.
    pub fn update(
        &mut self,
        external_id: Option<String>,
        address: Option<Address>,
        postal_address: Option<Address>,
    ) -> Result<(), Refused> {
        use SubClientStatus::*;
        self.from(
            &[Initiated, Active, Unapproved, Deactivated, FailedKyc],
            "update",
        )?;
        if let Some(e) = external_id {
            self.external_id = Some(e);
        }
        if let Some(a) = address {
            self.address = a;
        }
        if let Some(a) = postal_address {
            self.postal_address = Some(a);
        }
        Ok(())
    }

    fn from(&self, allowed: &[SubClientStatus], action: &'static str) -> Result<(), Refused> {
        if allowed.contains(&self.status) {
            Ok(())
        } else {
            Err(Refused {
                what: "sub-client",
                id: self.id.to_string(),
                from: self.status.as_str(),
                action,
            })
        }
    }
}
