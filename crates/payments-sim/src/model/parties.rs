//! The parties of a withdrawal or payment as the service shows them: who receives the money
//! ([`Payee`]) and who sends it ([`Payer`]), each fixed when the transfer is created.

use serde::{Deserialize, Serialize};

use crate::model::ids::{RecipientId, SenderId};
use crate::model::recipients::RecipientDetails;
use crate::model::senders::SenderDetails;
use crate::model::sub_clients::SubClient;

/// The recipient: a stored recipient (with its id) or one given inline (no id).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Payee {
    /// Id of the stored recipient; `None` when given inline.
    pub id: Option<RecipientId>,
    /// Its details.
    pub details: RecipientDetails,
}

impl Payee {
    /// The name a statement shows: the company name, else the person's names joined.
    pub fn display_name(&self) -> String {
        let d = &self.details;
        if let Some(company) = &d.company_name {
            return company.clone();
        }
        [&d.first_name, &d.middle_name, &d.last_name]
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The sender, resolved in the spec's order: an inline sender or `senderId`; else the
/// sub-client; else the customer's own account.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Payer {
    /// A stored sender (with its id) or one given inline (no id).
    Sender {
        /// Id of the stored sender; `None` when given inline.
        id: Option<SenderId>,
        /// Its details.
        details: Box<SenderDetails>,
    },
    /// The sub-client named by `subClientId`, as it was at the time.
    SubClient(Box<SubClient>),
    /// The customer itself, by its account name.
    Customer(String),
}
