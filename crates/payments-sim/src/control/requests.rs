//! The control API's requests as typed values, written by [`Control`](super::Control). The
//! routes read the shapes made only of optional text and switches (the account a call acts
//! for, a depositor's account, feature switches) as these very types, and the others
//! leniently, field by field, so that they can name each bad field.

use payments_types::{AccountNo, Amount, Bsb};
use serde::{Deserialize, Serialize, Serializer};

use super::replies::WebhookSecret;

/// Which account a call acts for; the default is the demo account.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AccountRef {
    /// `acc_…`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_id: Option<String>,
    /// The login e-mail of the account's user.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_email: Option<String>,
    /// With `account_email`, which of the user's accounts (`SVC_AUS`, `SVC_LUX`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub affiliation: Option<String>,
}

impl AccountRef {
    /// The demo account (what the control API takes when no account is named).
    pub fn demo() -> Self {
        Self::default()
    }

    /// The account with id `id`.
    pub fn id(id: &str) -> Self {
        Self {
            account_id: Some(id.into()),
            ..Self::default()
        }
    }

    /// The account of the user who logs in with `email`, under `affiliation` when the user has
    /// several.
    pub fn email(email: &str, affiliation: Option<&str>) -> Self {
        Self {
            account_email: Some(email.into()),
            affiliation: affiliation.map(Into::into),
            ..Self::default()
        }
    }
}

/// The depositor's account of a [`DepositArrival`] (each left out: a simulated AU bank's).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositSender {
    /// The sending account's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_name: Option<String>,
    /// The sending company, if a company sent it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub company_name: Option<String>,
    /// The sending bank.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bank_name: Option<String>,
    /// Its country.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bank_country: Option<String>,
    /// The sending account's BSB.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bsb: Option<String>,
    /// The sending account's number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_no: Option<String>,
}

/// `POST /sim/deposits`: a deposit arriving on a VAN (the customer's own or a sub-client's).
/// Sent as `{"bsb","accountNo","amount","currency","reference"?,"accountName"?,"sender"?}`.
#[derive(Debug, Clone, PartialEq)]
pub struct DepositArrival {
    /// The VAN's BSB.
    pub bsb: Bsb,
    /// The VAN.
    pub account_no: AccountNo,
    /// How much, in which currency.
    pub amount: Amount,
    /// The payer's reference (`SIM_REVIEW` in it holds the deposit for review).
    pub reference: Option<String>,
    /// The name the payer gave the receiving account.
    pub account_name: Option<String>,
    /// The depositor's account.
    pub sender: Option<DepositSender>,
}

impl Serialize for DepositArrival {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("bsb", &self.bsb)?;
        m.serialize_entry("accountNo", &self.account_no)?;
        m.serialize_entry("amount", &self.amount)?;
        m.serialize_entry("currency", self.amount.currency().as_str())?;
        if let Some(r) = &self.reference {
            m.serialize_entry("reference", r)?;
        }
        if let Some(n) = &self.account_name {
            m.serialize_entry("accountName", n)?;
        }
        if let Some(sender) = &self.sender {
            m.serialize_entry("sender", sender)?;
        }
        m.end()
    }
}

impl DepositArrival {
    /// `amount` arriving on the VAN `bsb` / `account_no`, without reference or sender.
    pub fn new(bsb: Bsb, account_no: AccountNo, amount: Amount) -> Self {
        Self {
            bsb,
            account_no,
            amount,
            reference: None,
            account_name: None,
            sender: None,
        }
    }

    /// With the payer's reference.
    pub fn reference(mut self, reference: &str) -> Self {
        self.reference = Some(reference.into());
        self
    }

    /// From this depositor's account.
    pub fn sender(mut self, sender: DepositSender) -> Self {
        self.sender = Some(sender);
        self
    }
}

/// A compliance decision on an `UNAPPROVED` sub-client.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KycDecision {
    /// `approve`: the sub-client becomes `ACTIVE`.
    Approve,
    /// `fail_kyc`: it becomes `FAILED_KYC`.
    FailKyc,
}

/// An operator's manual outcome of a withdrawal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OperatorAction {
    /// `return`: the bank returned a `CONFIRMED` one (→ `FAILED`, then refunded).
    Return,
    /// `retry`: a `FAILED` one goes back to `PENDING`.
    Retry,
    /// `cancel`: a `FAILED` one is `CANCELLED` (amount back, fee kept).
    Cancel,
}

impl OperatorAction {
    /// The route's last segment.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Return => "return",
            Self::Retry => "retry",
            Self::Cancel => "cancel",
        }
    }
}

/// How the analyst pushes an answered RFI forward.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub enum RfiOutcome {
    /// `approve` (the default): the withdrawal goes on.
    #[default]
    #[serde(rename = "approve")]
    Approve,
    /// The withdrawal is rejected: the source of funds is inadequate.
    #[serde(rename = "SOURCE_OF_FUNDS_INADEQUATE")]
    SourceOfFundsInadequate,
    /// The withdrawal is rejected: the answers are inadequate.
    #[serde(rename = "DATA_ENQUIRY_RESPONSE_INADEQUATE")]
    DataEnquiryResponseInadequate,
}

/// `POST /sim/members`: a member to add to an account.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NewMember {
    /// The account (default: the demo account).
    #[serde(flatten)]
    pub account: AccountRef,
    /// First name.
    pub first_name: String,
    /// Last name.
    pub last_name: String,
    /// E-mail.
    pub email: String,
    /// Mobile, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mobile: Option<String>,
    /// Roles (`admin`, `compliance_officer`, ...).
    pub roles: Vec<String>,
    /// Access (`payments`, `reporting`, `compliance`, ...).
    pub access: Vec<String>,
    /// `ACTIVE` (the default), `INVITED` or `DISABLED`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
}

/// `POST /sim/features`: the features to switch; those left `None` stay as they are.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FeatureChanges {
    /// The account (default: the demo account).
    #[serde(flatten)]
    pub account: AccountRef,
    /// Sub-clients.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sub_clients: Option<bool>,
    /// Adverse media screening.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ams: Option<bool>,
    /// The address cleanser.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address_cleanser: Option<bool>,
    /// Third-party deposits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub third_party_deposits: Option<bool>,
    /// Third-party withdrawals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub third_party_withdrawals: Option<bool>,
}

/// `POST /sim/webhooks`: a regular webhook to register.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WebhookRegistration {
    /// The account (default: the demo account).
    #[serde(flatten)]
    pub account: AccountRef,
    /// `https`, or plain `http` to a loopback host.
    pub url: String,
    /// The signing secret; `None`: a generated `whsec_…` one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<WebhookSecret>,
    /// The event kinds to receive; `None`: all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<String>>,
}

impl WebhookRegistration {
    /// A webhook of the demo account at `url`, for every event, with a generated secret.
    pub fn new(url: &str) -> Self {
        Self {
            account: AccountRef::default(),
            url: url.into(),
            secret: None,
            events: None,
        }
    }
}
