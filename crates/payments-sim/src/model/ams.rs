//! An adverse media search: INITIALISED (`ams_initialised`) → PENDING (`ams_pending`) →
//! COMPLETED (`ams_completed`) in the background, one step apart; a name holding
//! `SIM_AMS_FAIL` ends FAILED (`ams_failed`). The hit count is the number of words of the
//! name that hold one of a small fixed list (fraud, laundering, sanction, scam, terror).

pub use payments_types::ams::AmsStatus;

use payments_types::ams::AmsEntityType;
use time::OffsetDateTime;

use crate::model::event_kind::EventKind;
use crate::model::ids::{AccountId, AmsId};

const ADVERSE_WORDS: [&str; 5] = ["fraud", "laundering", "sanction", "scam", "terror"];

/// A stored search.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct AmsRequest {
    /// Id.
    pub id: AmsId,
    /// Owning account.
    pub account: AccountId,
    /// Name screened (free text).
    pub name: String,
    /// Country.
    pub country: Option<String>,
    status: AmsStatus,
    /// Person or organisation.
    pub entity_type: AmsEntityType,
    /// Created at.
    pub created_at: OffsetDateTime,
    /// Hits once completed.
    pub hits: Option<i64>,
}

impl AmsRequest {
    /// A search just started (INITIALISED).
    pub fn new(
        id: AmsId,
        account: AccountId,
        name: String,
        country: Option<String>,
        entity_type: AmsEntityType,
        created_at: OffsetDateTime,
    ) -> Self {
        Self {
            id,
            account,
            name,
            country,
            status: AmsStatus::Initialised,
            entity_type,
            created_at,
            hits: None,
        }
    }

    /// Status now.
    pub fn status(&self) -> AmsStatus {
        self.status
    }

    /// The next step of the scan; `None` once it has finished.
    pub fn advance(&mut self) -> Option<EventKind> {
        let kind = match self.status {
            AmsStatus::Initialised => {
                self.status = AmsStatus::Pending;
                EventKind::AmsPending
            }
            AmsStatus::Pending if self.name.contains("SIM_AMS_FAIL") => {
                self.status = AmsStatus::Failed;
                EventKind::AmsFailed
            }
            AmsStatus::Pending => {
                let hits = self
                    .name
                    .to_ascii_lowercase()
                    .split_whitespace()
                    .filter(|w| ADVERSE_WORDS.iter().any(|x| w.contains(x)))
                    .count();
                self.hits = Some(hits as i64);
                self.status = AmsStatus::Completed;
                EventKind::AmsCompleted
            }
            AmsStatus::Completed | AmsStatus::Failed | AmsStatus::Unknown => return None,
        };
        Some(kind)
    }
}
