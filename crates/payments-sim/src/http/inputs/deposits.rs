//! `POST /sim/deposits` and the portal's Simulate a deposit form: a bank's arrival on a VAN.

use payments_types::common::FreeText;
use payments_types::{
    AccountNo, Amount, AsciiText, Bsb, CompanyName, CurrencyCode, FieldError, Validator,
};
use serde::Deserialize;
use serde_json::Value;

use crate::control;
use crate::domain::deposits::Arrival;
use crate::model::deposits::DepositSender;
use crate::model::error::ApiError;

/// A deposit as sent; checked by [`DepositInput::read`].
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositInput {
    /// BSB of the VAN (`Bsb`).
    pub bsb: Option<String>,
    /// The VAN (`AccountNo`).
    pub account_no: Option<String>,
    /// A number, or text holding one (`Amount` in `currency`).
    pub amount: Option<Value>,
    /// `CurrencyCode`, default AUD.
    pub currency: Option<String>,
    /// Reference (`FreeText`).
    pub reference: Option<String>,
    /// Account name as the depositor wrote it (`FreeText`).
    pub account_name: Option<String>,
    /// The depositor's account (each field left out: the simulated Australian bank's);
    /// checked field by field: text `FreeText`, company `CompanyName`, country `AsciiText`,
    /// `Bsb`, `AccountNo`.
    pub sender: Option<control::DepositSender>,
}

impl DepositInput {
    /// The arrival, or every failed field with its rule (`amount`, `sender.bsb`, ...).
    pub fn read(self) -> Result<Arrival, ApiError> {
        let mut v = Validator::new();
        let bsb = v.field("bsb", required(self.bsb.as_deref()).and_then(Bsb::parse));
        let account_no = v.field(
            "accountNo",
            required(self.account_no.as_deref()).and_then(AccountNo::parse),
        );
        let currency = v.field(
            "currency",
            CurrencyCode::parse(
                &self
                    .currency
                    .as_deref()
                    .unwrap_or("AUD")
                    .to_ascii_uppercase(),
            ),
        );
        let amount = match (self.amount.as_ref().map(super::decimal), currency) {
            (None, _) => v.field("amount", Err::<Amount, _>(FieldError::required())),
            (Some(Err(e)), _) => v.field("amount", Err::<Amount, _>(e)),
            (Some(Ok(a)), Some(c)) => v.field("amount", Amount::new(a, c)),
            (Some(Ok(_)), None) => None,
        };
        let reference = v.optional("reference", self.reference.as_deref().map(FreeText::parse));
        let account_name = v.optional(
            "accountName",
            self.account_name.as_deref().map(FreeText::parse),
        );
        let sender = sender(&mut v, self.sender.unwrap_or_default());
        v.finish_with(|| {
            Some(Arrival {
                bsb: bsb?,
                account_no: account_no?,
                amount: amount?,
                reference: reference?,
                account_name: account_name?,
                sender: sender?,
            })
        })
        .map_err(ApiError::from)
    }
}

/// The depositor's account, each given field checked, the others the simulated bank's.
fn sender(v: &mut Validator, s: control::DepositSender) -> Option<DepositSender> {
    let d = DepositSender::default();
    let text = |v: &mut Validator, path: &str, given: Option<String>, default: String| {
        v.field(
            path,
            given.map_or(Ok(default), |t| {
                FreeText::parse(&t).map(FreeText::into_string)
            }),
        )
    };
    let account_name = text(v, "sender.accountName", s.account_name, d.account_name);
    let company_name = v.optional(
        "sender.companyName",
        s.company_name.as_deref().map(CompanyName::parse),
    );
    let bank_name = text(v, "sender.bankName", s.bank_name, d.bank_name);
    let bank_country = v.field(
        "sender.bankCountry",
        s.bank_country.map_or(Ok(d.bank_country), |t| {
            AsciiText::parse(&t).map(AsciiText::into_string)
        }),
    );
    let bsb = v.field(
        "sender.bsb",
        s.bsb
            .map_or(Ok(d.bsb), |t| Bsb::parse(&t).map(Bsb::into_string)),
    );
    let account_no = v.field(
        "sender.accountNo",
        s.account_no.map_or(Ok(d.account_no), |t| {
            AccountNo::parse(&t).map(AccountNo::into_string)
        }),
    );
    Some(DepositSender {
        account_name: account_name?,
        company_name: company_name?.map(CompanyName::into_string),
        bank_name: bank_name?,
        bank_country: bank_country?,
        bsb: bsb?,
        account_no: account_no?,
    })
}

fn required(v: Option<&str>) -> Result<&str, FieldError> {
    v.ok_or_else(FieldError::required)
}
