//! The parties of a withdrawal or payment as the service shows them: who receives the money
//! ([`Payee`]) and who sends it ([`Payer`]), each fixed when the transfer is created.

use payments_types::CompanyName;
use payments_types::recipients::RecipientInput;
use payments_types::senders::SenderInput;

use crate::model::ids::{RecipientId, SenderId};
use crate::model::sub_clients::SubClient;

/// The recipient: a stored recipient (with its id) or one given inline (no id).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Payee {
    /// Id of the stored recipient; `None` when given inline.
    pub id: Option<RecipientId>,
    /// Its details.
    pub details: RecipientInput,
}

impl Payee {
    /// The name a statement shows: the company name, else the person's names joined.
    pub fn display_name(&self) -> String {
        let d = &self.details;
        if let Some(company) = d.company_name() {
            return company.to_string();
        }
        [d.first_name(), d.middle_name(), d.last_name()]
            .into_iter()
            .flatten()
            .map(|n| n.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The sender, resolved in the spec's order: an inline sender or `senderId`; else the
/// sub-client; else the customer's own account.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Payer {
    /// A stored sender (with its id) or one given inline (no id).
    Sender {
        /// Id of the stored sender; `None` when given inline.
        id: Option<SenderId>,
        /// Its details.
        details: Box<SenderInput>,
    },
    /// The sub-client named by `subClientId`, as it was at the time.
    SubClient(Box<SubClient>),
    /// The customer itself, by its account name.
    Customer(CompanyName),
}
