//! Reference look-ups: bank information, delivery methods and funding accounts.

use payments_types::lookups::{BankInfoInput, DeliveryMethodsInput};
use payments_types::recipients::AccountIdType;
use payments_types::sub_clients::FundingAccountQueryInput;
use payments_types::{CurrencyCode, rules};

use crate::model::accounts::{Caller, SIM_BSB};
use crate::model::error::ApiError;
use crate::model::ids::AccountId;
use crate::model::service::Service;

/// The banks the simulator knows: (BSB prefix, name, BIC).
const BANKS: &[(&str, &str, &str)] = &[
    ("01", "Australia and New Zealand Banking Group", "ANZBAU3M"),
    ("03", "Westpac Banking Corporation", "WPACAU2S"),
    ("06", "Commonwealth Bank of Australia", "CTBAAU2S"),
    ("08", "National Australia Bank", "NATAAU3M"),
    ("80", "Payments Service (simulated VANs)", "SIMVAU2S"),
];

/// What `bankInfo` knows of a bank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankInfo {
    /// Bank name.
    pub bank_name: String,
    /// Branch, when looked up by BSB.
    pub branch: Option<String>,
    /// BIC, when known.
    pub bic: Option<String>,
    /// BSB, when looked up by BSB.
    pub bsb: Option<String>,
    /// Country.
    pub country: String,
}

/// `bankInfo(input:)`: by BSB (its first two digits), BIC (its bank code) or IBAN (its
/// country); `None` when no bank matches.
pub fn bank_info(input: &BankInfoInput) -> Result<Option<BankInfo>, ApiError> {
    if let Some(bsb) = input.bsb() {
        let bsb = bsb.as_str();
        return Ok(BANKS
            .iter()
            .find(|(prefix, _, _)| bsb.starts_with(prefix))
            .map(|(_, name, bic)| BankInfo {
                bank_name: (*name).into(),
                branch: Some(format!("Branch {bsb}")),
                bic: Some((*bic).into()),
                bsb: Some(bsb.into()),
                country: "AU".into(),
            }));
    }
    if let Some(bic) = input.bic() {
        return Ok(BANKS
            .iter()
            .find(|(_, _, b)| b[..4] == *bic.institution())
            .map(|(_, name, b)| BankInfo {
                bank_name: (*name).into(),
                branch: None,
                bic: Some((*b).into()),
                bsb: None,
                country: bic.country().into(),
            }));
    }
    if let Some(iban) = input.iban() {
        let country = iban.country().to_ascii_uppercase();
        return Ok(Some(BankInfo {
            bank_name: format!("Bank in {country}"),
            branch: None,
            bic: None,
            bsb: None,
            country,
        }));
    }
    Err(ApiError::invalid(
        "input",
        rules::REQUIRED,
        "give bsb, bic or iban",
    ))
}

/// One way to deliver funds to a country.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryMethod {
    /// ISO country code.
    pub country: &'static str,
    /// Currency delivered.
    pub currency: CurrencyCode,
    /// How the account is identified.
    pub account_id_type: AccountIdType,
    /// Days until delivery.
    pub estimated_days: i64,
}

const METHODS: &[(&str, CurrencyCode, AccountIdType, i64)] = {
    use AccountIdType as T;
    use CurrencyCode as C;
    &[
        ("AU", C::AUD, T::Bsb, 0),
        ("AU", C::AUD, T::Payid, 0),
        ("US", C::USD, T::Aba, 1),
        ("GB", C::GBP, T::SortCode, 1),
        ("GB", C::GBP, T::Iban, 1),
        ("DE", C::EUR, T::Iban, 1),
        ("FR", C::EUR, T::Iban, 1),
        ("LU", C::EUR, T::Iban, 1),
        ("MX", C::MXN, T::Clabe, 2),
        ("IN", C::INR, T::Ifsc, 2),
        ("CN", C::CNY, T::Cnaps, 3),
        ("NZ", C::NZD, T::AccNo, 1),
        ("SG", C::SGD, T::AccNo, 1),
        ("HK", C::HKD, T::AccNo, 2),
        ("JP", C::JPY, T::AccNo, 2),
        ("PH", C::PHP, T::AccNo, 2),
    ]
};

/// `availableDeliveryMethods(input:)`: a fixed table filtered by country and currency.
pub fn delivery_methods(filter: Option<&DeliveryMethodsInput>) -> Vec<DeliveryMethod> {
    let country = filter.and_then(|f| f.country.as_ref());
    let currency = filter.and_then(|f| f.currency);
    METHODS
        .iter()
        .filter(|(c, cur, _, _)| {
            country.is_none_or(|x| x.as_str().eq_ignore_ascii_case(c))
                && currency.is_none_or(|x| x == *cur)
        })
        .map(
            |&(country, currency, account_id_type, estimated_days)| DeliveryMethod {
                country,
                currency,
                account_id_type,
                estimated_days,
            },
        )
        .collect()
}

/// An account number for bringing money in, in one currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FundingAccount {
    /// IBAN (EUR, GBP).
    pub iban: Option<String>,
    /// Account number (AUD: the VAN itself; other currencies a prefixed VAN).
    pub account_no: Option<String>,
    /// BIC of the simulated bank.
    pub bic: &'static str,
    /// Currency.
    pub currency: CurrencyCode,
    /// Reference to quote with a transfer.
    pub external_reference: String,
}

/// Funding accounts of `account` for the VAN `van`: one per currency the customer holds a
/// balance in (AUD: the BSB and VAN; EUR: a Luxembourg IBAN; GBP: a UK IBAN, sort code 400000;
/// others an account number with a BIC), filtered by the query's currencies. Each carries an
/// identifier payments-types accepts for its kind (an IBAN, or an account number); none is empty.
pub fn funding_accounts_for(
    service: &Service,
    account: &AccountId,
    van: &str,
    filter: Option<&FundingAccountQueryInput>,
) -> Vec<FundingAccount> {
    let wanted = filter.and_then(|f| f.currencies.as_ref());
    let Some(acc) = service.account(account) else {
        return Vec::new();
    };
    acc.ledger
        .currencies()
        .filter(|c| wanted.is_none_or(|w| w.contains(c)))
        .map(|currency| match currency {
            CurrencyCode::AUD => FundingAccount {
                iban: None,
                account_no: Some(van.into()),
                bic: "SIMVAU2S",
                currency,
                external_reference: format!("{SIM_BSB} {van}"),
            },
            CurrencyCode::EUR => FundingAccount {
                iban: Some(iban(
                    "LU",
                    &format!("999{:013}", van.parse::<u64>().unwrap_or(0)),
                )),
                account_no: None,
                bic: "SIMVLULL",
                currency,
                external_reference: van.into(),
            },
            CurrencyCode::GBP => FundingAccount {
                iban: Some(iban(
                    "GB",
                    &format!("SIMV400000{:0>8}", &van[van.len().saturating_sub(8)..]),
                )),
                account_no: None,
                bic: "SIMVGB2L",
                currency,
                external_reference: van.into(),
            },
            _ => FundingAccount {
                iban: None,
                account_no: Some(format!("{currency}{van}")),
                bic: "SIMVUS33",
                currency,
                external_reference: van.into(),
            },
        })
        .collect()
}

/// `fundingAccounts(input:)` of the caller's own account.
pub fn funding_accounts(
    service: &Service,
    caller: &Caller,
    filter: Option<&FundingAccountQueryInput>,
) -> Vec<FundingAccount> {
    let Some(van) = service
        .account(&caller.account)
        .map(|a| a.account_no.clone())
    else {
        return Vec::new();
    };
    funding_accounts_for(service, &caller.account, &van, filter)
}

/// The IBAN of `country` and `bban`, with its check digits. The simulator builds every BBAN
/// from a VAN's digits in its country's layout (`tests/it/resources.rs` holds every currency
/// to it).
fn iban(country: &str, bban: &str) -> String {
    match payments_types::Iban::from_parts(country, bban) {
        Ok(iban) => iban.to_string(),
        Err(e) => unreachable!("the simulated {country} BBAN {bban} is not one: {e}"),
    }
}
