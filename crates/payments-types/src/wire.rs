//! The schema's name of every enum value (`WithdrawalStatus::Initialised.as_str() ==
//! "INITIALISED"`), for code that writes them without serde (the simulator's output, logs).
//! The unit test checks each name against the value's serde form, so the two cannot drift.

/// `as_str` for an enum, from its table of values and names; the `match` is exhaustive, so a
/// value added to the enum without a name here does not compile.
macro_rules! wire_names {
    ($ty:path { $($variant:ident => $name:literal),* $(,)? }) => {
        impl $ty {
            /// The schema's name of the value (`UNKNOWN` for the fallback, which is never sent).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $name,)*
                }
            }

            #[cfg(test)]
            const WIRE_VALUES: &[Self] = &[$(Self::$variant),*];
        }
    };
}
wire_names!(crate::address_cleanser::AddressCleanserRecommendation {
    Approve => "approve",
    Review => "review",
    Reject => "reject",
    Unknown => "UNKNOWN",
});
wire_names!(crate::ams::AmsStatus {
    Initialised => "INITIALISED",
    Pending => "PENDING",
    Completed => "COMPLETED",
    Failed => "FAILED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::ams::AmsEntityType {
    Individual => "INDIVIDUAL",
    Organisation => "ORGANISATION",
    Unknown => "UNKNOWN",
});
wire_names!(crate::common::IdDocType {
    DriverLicence => "DRIVER_LICENCE",
    Passport => "PASSPORT",
    Unknown => "UNKNOWN",
});
wire_names!(crate::conversions::ConversionStatus {
    Initialised => "INITIALISED",
    Pending => "PENDING",
    Converted => "CONVERTED",
    Failed => "FAILED",
    Cancelled => "CANCELLED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::deposits::DepositStatus {
    Initiated => "INITIATED",
    Reviewing => "REVIEWING",
    Cleared => "CLEARED",
    Cancelled => "CANCELLED",
    Refunding => "REFUNDING",
    Refunded => "REFUNDED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::members::MemberStatus {
    Active => "ACTIVE",
    Invited => "INVITED",
    Disabled => "DISABLED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::payee::PayeeMatch {
    Match => "MATCH",
    CloseMatch => "CLOSE_MATCH",
    NoMatch => "NO_MATCH",
    Unavailable => "UNAVAILABLE",
    Unknown => "UNKNOWN",
});
wire_names!(crate::payments::PaymentStatus {
    Created => "CREATED",
    Complete => "COMPLETE",
    Failed => "FAILED",
    Cancelled => "CANCELLED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::payments::SourceOfFunds {
    BusinessIncome => "BUSINESS_INCOME",
    Gift => "GIFT",
    Inheritance => "INHERITANCE",
    Investment => "INVESTMENT",
    Loan => "LOAN",
    Other => "OTHER",
    Salary => "SALARY",
    SaleOfAssets => "SALE_OF_ASSETS",
    Savings => "SAVINGS",
    Unknown => "UNKNOWN",
});
wire_names!(crate::quotes::QuoteApplicability {
    Payment => "PAYMENT",
    Conversion => "CONVERSION",
    Unknown => "UNKNOWN",
});
wire_names!(crate::recipients::AccountIdType {
    Iban => "IBAN",
    Bsb => "BSB",
    Payid => "PAYID",
    Aba => "ABA",
    Clabe => "CLABE",
    Ifsc => "IFSC",
    Cnaps => "CNAPS",
    SortCode => "SORT_CODE",
    AccNo => "ACC_NO",
    Unknown => "UNKNOWN",
});
wire_names!(crate::rfis::RfiStatus {
    Created => "CREATED",
    Assessing => "ASSESSING",
    Closed => "CLOSED",
    Cancelled => "CANCELLED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::sub_clients::ClientType {
    Individual => "INDIVIDUAL",
    Company => "COMPANY",
    Unknown => "UNKNOWN",
});
wire_names!(crate::sub_clients::SubClientStatus {
    Initiated => "INITIATED",
    Active => "ACTIVE",
    Unapproved => "UNAPPROVED",
    Deactivated => "DEACTIVATED",
    FailedKyc => "FAILED_KYC",
    Disabled => "DISABLED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::withdrawals::WithdrawalStatus {
    Initialised => "INITIALISED",
    Reviewing => "REVIEWING",
    Pending => "PENDING",
    Confirmed => "CONFIRMED",
    Failed => "FAILED",
    Refunded => "REFUNDED",
    Cancelled => "CANCELLED",
    Unknown => "UNKNOWN",
});
wire_names!(crate::withdrawals::RejectCode {
    CancellationRequestedByParticipant => "CANCELLATION_REQUESTED_BY_PARTICIPANT",
    SourceOfFundsInadequate => "SOURCE_OF_FUNDS_INADEQUATE",
    DataEnquiryResponseInadequate => "DATA_ENQUIRY_RESPONSE_INADEQUATE",
    Unknown => "UNKNOWN",
});
wire_names!(crate::withdrawals::TransactionReason {
    BusinessExpenses => "BUSINESS_EXPENSES",
    Education => "EDUCATION",
    FamilySupport => "FAMILY_SUPPORT",
    Goods => "GOODS",
    Investment => "INVESTMENT",
    LoanRepayment => "LOAN_REPAYMENT",
    Medical => "MEDICAL",
    Other => "OTHER",
    Rent => "RENT",
    Salary => "SALARY",
    Services => "SERVICES",
    Tax => "TAX",
    OwnAccountTransfer => "OWN_ACCOUNT_TRANSFER",
    Unknown => "UNKNOWN",
});

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde::de::DeserializeOwned;

    fn agrees<T>(values: &[T], as_str: fn(T) -> &'static str)
    where
        T: Copy + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned,
    {
        for &v in values {
            let name = as_str(v);
            if name == "UNKNOWN" {
                continue; // the fallback: never serialized
            }
            assert_eq!(
                serde_json::to_value(v).unwrap(),
                serde_json::json!(name),
                "{v:?}"
            );
            assert_eq!(
                serde_json::from_value::<T>(serde_json::json!(name)).unwrap(),
                v
            );
        }
    }

    #[test]
    fn every_name_is_the_serde_name() {
        agrees(
            crate::address_cleanser::AddressCleanserRecommendation::WIRE_VALUES,
            crate::address_cleanser::AddressCleanserRecommendation::as_str,
        );
        agrees(
            crate::ams::AmsStatus::WIRE_VALUES,
            crate::ams::AmsStatus::as_str,
        );
        agrees(
            crate::ams::AmsEntityType::WIRE_VALUES,
            crate::ams::AmsEntityType::as_str,
        );
        agrees(
            crate::common::IdDocType::WIRE_VALUES,
            crate::common::IdDocType::as_str,
        );
        agrees(
            crate::conversions::ConversionStatus::WIRE_VALUES,
            crate::conversions::ConversionStatus::as_str,
        );
        agrees(
            crate::deposits::DepositStatus::WIRE_VALUES,
            crate::deposits::DepositStatus::as_str,
        );
        agrees(
            crate::members::MemberStatus::WIRE_VALUES,
            crate::members::MemberStatus::as_str,
        );
        agrees(
            crate::payee::PayeeMatch::WIRE_VALUES,
            crate::payee::PayeeMatch::as_str,
        );
        agrees(
            crate::payments::PaymentStatus::WIRE_VALUES,
            crate::payments::PaymentStatus::as_str,
        );
        agrees(
            crate::payments::SourceOfFunds::WIRE_VALUES,
            crate::payments::SourceOfFunds::as_str,
        );
        agrees(
            crate::quotes::QuoteApplicability::WIRE_VALUES,
            crate::quotes::QuoteApplicability::as_str,
        );
        agrees(
            crate::recipients::AccountIdType::WIRE_VALUES,
            crate::recipients::AccountIdType::as_str,
        );
        agrees(
            crate::rfis::RfiStatus::WIRE_VALUES,
            crate::rfis::RfiStatus::as_str,
        );
        agrees(
            crate::sub_clients::ClientType::WIRE_VALUES,
            crate::sub_clients::ClientType::as_str,
        );
        agrees(
            crate::sub_clients::SubClientStatus::WIRE_VALUES,
            crate::sub_clients::SubClientStatus::as_str,
        );
        agrees(
            crate::withdrawals::WithdrawalStatus::WIRE_VALUES,
            crate::withdrawals::WithdrawalStatus::as_str,
        );
        agrees(
            crate::withdrawals::RejectCode::WIRE_VALUES,
            crate::withdrawals::RejectCode::as_str,
        );
        agrees(
            crate::withdrawals::TransactionReason::WIRE_VALUES,
            crate::withdrawals::TransactionReason::as_str,
        );
    }
}
