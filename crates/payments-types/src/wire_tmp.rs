//! TEMPORARY (replaced by the types-light branch): wire names of schema enums.

impl crate::address_cleanser::AddressCleanserRecommendation {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::address_cleanser::AddressCleanserRecommendation::Approve => "APPROVE",
            crate::address_cleanser::AddressCleanserRecommendation::Review => "REVIEW",
            crate::address_cleanser::AddressCleanserRecommendation::Reject => "REJECT",
            crate::address_cleanser::AddressCleanserRecommendation::Unknown => "UNKNOWN",
        }
    }
}

impl crate::ams::AmsStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::ams::AmsStatus::Initialised => "INITIALISED",
            crate::ams::AmsStatus::Pending => "PENDING",
            crate::ams::AmsStatus::Completed => "COMPLETED",
            crate::ams::AmsStatus::Failed => "FAILED",
            crate::ams::AmsStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::ams::AmsEntityType {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::ams::AmsEntityType::Individual => "INDIVIDUAL",
            crate::ams::AmsEntityType::Organisation => "ORGANISATION",
            crate::ams::AmsEntityType::Unknown => "UNKNOWN",
        }
    }
}

impl crate::common::IdDocType {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::common::IdDocType::DriverLicence => "DRIVER_LICENCE",
            crate::common::IdDocType::Passport => "PASSPORT",
            crate::common::IdDocType::Unknown => "UNKNOWN",
        }
    }
}

impl crate::conversions::ConversionStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::conversions::ConversionStatus::Initialised => "INITIALISED",
            crate::conversions::ConversionStatus::Pending => "PENDING",
            crate::conversions::ConversionStatus::Converted => "CONVERTED",
            crate::conversions::ConversionStatus::Failed => "FAILED",
            crate::conversions::ConversionStatus::Cancelled => "CANCELLED",
            crate::conversions::ConversionStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::deposits::DepositStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::deposits::DepositStatus::Initiated => "INITIATED",
            crate::deposits::DepositStatus::Reviewing => "REVIEWING",
            crate::deposits::DepositStatus::Cleared => "CLEARED",
            crate::deposits::DepositStatus::Cancelled => "CANCELLED",
            crate::deposits::DepositStatus::Refunding => "REFUNDING",
            crate::deposits::DepositStatus::Refunded => "REFUNDED",
            crate::deposits::DepositStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::members::MemberStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::members::MemberStatus::Active => "ACTIVE",
            crate::members::MemberStatus::Invited => "INVITED",
            crate::members::MemberStatus::Disabled => "DISABLED",
            crate::members::MemberStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::payee::PayeeMatch {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::payee::PayeeMatch::Match => "MATCH",
            crate::payee::PayeeMatch::CloseMatch => "CLOSE_MATCH",
            crate::payee::PayeeMatch::NoMatch => "NO_MATCH",
            crate::payee::PayeeMatch::Unavailable => "UNAVAILABLE",
            crate::payee::PayeeMatch::Unknown => "UNKNOWN",
        }
    }
}

impl crate::payments::PaymentStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::payments::PaymentStatus::Created => "CREATED",
            crate::payments::PaymentStatus::Complete => "COMPLETE",
            crate::payments::PaymentStatus::Failed => "FAILED",
            crate::payments::PaymentStatus::Cancelled => "CANCELLED",
            crate::payments::PaymentStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::payments::SourceOfFunds {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::payments::SourceOfFunds::BusinessIncome => "BUSINESS_INCOME",
            crate::payments::SourceOfFunds::Gift => "GIFT",
            crate::payments::SourceOfFunds::Inheritance => "INHERITANCE",
            crate::payments::SourceOfFunds::Investment => "INVESTMENT",
            crate::payments::SourceOfFunds::Loan => "LOAN",
            crate::payments::SourceOfFunds::Other => "OTHER",
            crate::payments::SourceOfFunds::Salary => "SALARY",
            crate::payments::SourceOfFunds::SaleOfAssets => "SALE_OF_ASSETS",
            crate::payments::SourceOfFunds::Savings => "SAVINGS",
            crate::payments::SourceOfFunds::Unknown => "UNKNOWN",
        }
    }
}

impl crate::quotes::QuoteApplicability {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::quotes::QuoteApplicability::Payment => "PAYMENT",
            crate::quotes::QuoteApplicability::Conversion => "CONVERSION",
            crate::quotes::QuoteApplicability::Unknown => "UNKNOWN",
        }
    }
}

impl crate::recipients::AccountIdType {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::recipients::AccountIdType::Iban => "IBAN",
            crate::recipients::AccountIdType::Bsb => "BSB",
            crate::recipients::AccountIdType::Payid => "PAYID",
            crate::recipients::AccountIdType::Aba => "ABA",
            crate::recipients::AccountIdType::Clabe => "CLABE",
            crate::recipients::AccountIdType::Ifsc => "IFSC",
            crate::recipients::AccountIdType::Cnaps => "CNAPS",
            crate::recipients::AccountIdType::SortCode => "SORT_CODE",
            crate::recipients::AccountIdType::AccNo => "ACC_NO",
            crate::recipients::AccountIdType::Unknown => "UNKNOWN",
        }
    }
}

impl crate::rfis::RfiStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::rfis::RfiStatus::Created => "CREATED",
            crate::rfis::RfiStatus::Assessing => "ASSESSING",
            crate::rfis::RfiStatus::Closed => "CLOSED",
            crate::rfis::RfiStatus::Cancelled => "CANCELLED",
            crate::rfis::RfiStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::sub_clients::ClientType {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::sub_clients::ClientType::Individual => "INDIVIDUAL",
            crate::sub_clients::ClientType::Company => "COMPANY",
            crate::sub_clients::ClientType::Unknown => "UNKNOWN",
        }
    }
}

impl crate::sub_clients::SubClientStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::sub_clients::SubClientStatus::Initiated => "INITIATED",
            crate::sub_clients::SubClientStatus::Active => "ACTIVE",
            crate::sub_clients::SubClientStatus::Unapproved => "UNAPPROVED",
            crate::sub_clients::SubClientStatus::Deactivated => "DEACTIVATED",
            crate::sub_clients::SubClientStatus::FailedKyc => "FAILED_KYC",
            crate::sub_clients::SubClientStatus::Disabled => "DISABLED",
            crate::sub_clients::SubClientStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::withdrawals::WithdrawalStatus {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::withdrawals::WithdrawalStatus::Initialised => "INITIALISED",
            crate::withdrawals::WithdrawalStatus::Reviewing => "REVIEWING",
            crate::withdrawals::WithdrawalStatus::Pending => "PENDING",
            crate::withdrawals::WithdrawalStatus::Confirmed => "CONFIRMED",
            crate::withdrawals::WithdrawalStatus::Failed => "FAILED",
            crate::withdrawals::WithdrawalStatus::Refunded => "REFUNDED",
            crate::withdrawals::WithdrawalStatus::Cancelled => "CANCELLED",
            crate::withdrawals::WithdrawalStatus::Unknown => "UNKNOWN",
        }
    }
}

impl crate::withdrawals::RejectCode {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::withdrawals::RejectCode::CancellationRequestedByParticipant => {
                "CANCELLATION_REQUESTED_BY_PARTICIPANT"
            }
            crate::withdrawals::RejectCode::SourceOfFundsInadequate => "SOURCE_OF_FUNDS_INADEQUATE",
            crate::withdrawals::RejectCode::DataEnquiryResponseInadequate => {
                "DATA_ENQUIRY_RESPONSE_INADEQUATE"
            }
            crate::withdrawals::RejectCode::Unknown => "UNKNOWN",
        }
    }
}

impl crate::withdrawals::TransactionReason {
    /// The schema's name of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            crate::withdrawals::TransactionReason::BusinessExpenses => "BUSINESS_EXPENSES",
            crate::withdrawals::TransactionReason::Education => "EDUCATION",
            crate::withdrawals::TransactionReason::FamilySupport => "FAMILY_SUPPORT",
            crate::withdrawals::TransactionReason::Goods => "GOODS",
            crate::withdrawals::TransactionReason::Investment => "INVESTMENT",
            crate::withdrawals::TransactionReason::LoanRepayment => "LOAN_REPAYMENT",
            crate::withdrawals::TransactionReason::Medical => "MEDICAL",
            crate::withdrawals::TransactionReason::Other => "OTHER",
            crate::withdrawals::TransactionReason::Rent => "RENT",
            crate::withdrawals::TransactionReason::Salary => "SALARY",
            crate::withdrawals::TransactionReason::Services => "SERVICES",
            crate::withdrawals::TransactionReason::Tax => "TAX",
            crate::withdrawals::TransactionReason::OwnAccountTransfer => "OWN_ACCOUNT_TRANSFER",
            crate::withdrawals::TransactionReason::Unknown => "UNKNOWN",
        }
    }
}

impl crate::Iban {
    /// TEMPORARY: an IBAN from its country and BBAN, with computed check digits.
    pub fn from_parts(country: &str, bban: &str) -> Result<Self, crate::FieldError> {
        let digits: String = format!("{bban}{country}00")
            .chars()
            .map(|c| {
                if c.is_ascii_digit() {
                    c.to_string()
                } else {
                    (c.to_ascii_uppercase() as u32 - 'A' as u32 + 10).to_string()
                }
            })
            .collect();
        let rem = digits
            .bytes()
            .fold(0u32, |acc, b| (acc * 10 + u32::from(b - b'0')) % 97);
        Self::parse(&format!("{country}{:02}{bban}", 98 - rem))
    }
}

/// TEMPORARY user-agent rule.
#[derive(Debug, Clone)]
pub struct UserAgent(String);

impl UserAgent {
    /// TEMPORARY.
    pub fn parse(value: &str) -> Result<Self, crate::FieldError> {
        const GENERIC: &[&str] = &[
            "reqwest",
            "hyper",
            "ureq",
            "isahc",
            "surf",
            "curl",
            "libcurl",
            "wget",
            "httpie",
            "python-requests",
            "python-urllib",
            "python-httpx",
            "aiohttp",
            "go-http-client",
            "okhttp",
            "java",
            "apache-httpclient",
            "axios",
            "node-fetch",
            "node",
            "undici",
            "got",
            "libwww-perl",
            "postmanruntime",
            "insomnia",
            "mozilla",
            "rust",
            "cynic",
            "graphql-client",
        ];
        let t = value.trim();
        if t.is_empty() {
            return Err(crate::FieldError::new("user_agent.blank", "blank"));
        }
        let product = t
            .split(['/', ' '])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        if GENERIC.contains(&product.as_str()) {
            return Err(crate::FieldError::new("user_agent.generic", "generic"));
        }
        Ok(Self(value.into()))
    }
}
