//! Reference look-ups: bank information and delivery methods.

use crate::input::{Context, Object};
use crate::{AsciiText, Bic, Bsb, CurrencyCode, Iban, Validator, rules};
use payments_types_derive::input_object;

/// One bank identifier to look up (`BankInfoInput`): exactly one of `bsb`, `bic`, `iban`.
#[input_object(read_with = Self::read_checked)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BankInfoInput {
    bsb: Option<Bsb>,
    bic: Option<Bic>,
    iban: Option<Iban>,
}

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

    /// The end of reading: exactly one identifier, once every field passed its own rules.
    fn read_checked(o: &mut Object<'_>, _: &Context, read: BankInfoInputRead) -> Option<Self> {
        let value = read.into_value()?;
        let given = [
            value.bsb.is_some(),
            value.bic.is_some(),
            value.iban.is_some(),
        ];
        let mut v = Validator::new();
        v.check(
            "bsb",
            given.iter().filter(|given| **given).count() == 1,
            rules::ONE_OF,
            "send exactly one of bsb, bic and iban",
        );
        o.validator().nested("", v.finish().map(|()| value))
    }
}

/// Destination filters of `availableDeliveryMethods` (`DeliveryMethodsInput`).
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeliveryMethodsInput {
    /// Destination country.
    pub country: Option<AsciiText>,
    /// Destination currency.
    pub currency: Option<CurrencyCode>,
}
