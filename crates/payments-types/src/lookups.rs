//! Reference look-ups: bank information and delivery methods.

use crate::input::{Context, FromInput, Object};
use crate::macros::{getters, input_deserialize};
use crate::{AsciiText, Bic, Bsb, CurrencyCode, Iban, ValidationErrors, Validator, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// One bank identifier to look up (`BankInfoInput`): exactly one of `bsb`, `bic`, `iban`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "BankInfoInput")
)]
pub struct BankInfoInput {
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    bsb: Option<Bsb>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    bic: Option<Bic>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    iban: Option<Iban>,
}

getters!(BankInfoInput { bsb: Option<Bsb>, bic: Option<Bic>, iban: Option<Iban> });

impl BankInfoInput {
    /// Looks up a BSB.
    pub fn by_bsb(bsb: Bsb) -> Self {
        Self {
            bsb: Some(bsb),
            bic: None,
            iban: None,
        }
    }

    /// Looks up a BIC.
    pub fn by_bic(bic: Bic) -> Self {
        Self {
            bsb: None,
            bic: Some(bic),
            iban: None,
        }
    }

    /// Looks up an IBAN's bank.
    pub fn by_iban(iban: Iban) -> Self {
        Self {
            bsb: None,
            bic: None,
            iban: Some(iban),
        }
    }
}

impl FromInput for BankInfoInput {
    const TYPE_NAME: &'static str = "BankInfoInput";
}

impl crate::input::ReadInput for BankInfoInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let bsb = o.optional_string("bsb", Bsb::parse);
        let bic = o.optional_string("bic", Bic::parse);
        let iban = o.optional_string("iban", Iban::parse);
        let (bsb, bic, iban) = (bsb?, bic?, iban?);
        let given = [bsb.is_some(), bic.is_some(), iban.is_some()];
        let mut v = Validator::new();
        v.check(
            "bsb",
            given.iter().filter(|given| **given).count() == 1,
            rules::ONE_OF,
            "send exactly one of bsb, bic and iban",
        );
        let result: Result<Self, ValidationErrors> =
            v.finish_with(|| Some(Self { bsb, bic, iban }));
        o.validator().nested("", result)
    }
}

input_deserialize!(BankInfoInput);

/// Destination filters of `availableDeliveryMethods` (`DeliveryMethodsInput`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "DeliveryMethodsInput")
)]
pub struct DeliveryMethodsInput {
    /// Destination country.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub country: Option<AsciiText>,
    /// Destination currency.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub currency: Option<CurrencyCode>,
}

impl FromInput for DeliveryMethodsInput {
    const TYPE_NAME: &'static str = "DeliveryMethodsInput";
}

impl crate::input::ReadInput for DeliveryMethodsInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let country = o.optional_string("country", AsciiText::parse);
        let currency = o.optional_enumeration("currency");
        Some(Self {
            country: country?,
            currency: currency?,
        })
    }
}

input_deserialize!(DeliveryMethodsInput);
