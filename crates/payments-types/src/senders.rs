//! Senders: the payers of withdrawals and payments.

use crate::common::{AddressInput, IdDocInput};
use crate::input::{Context, FromInput, Object, passed};
use crate::macros::{getters, input_deserialize};
use crate::names::check_party_names;
use crate::{
    AgeRule, AsciiText, CompanyName, DateOfBirth, FieldError, Mobile, PersonName, ValidationErrors,
    Validator, accounts::acn_checksum_ok, rules,
};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// The fields of a sender (`SenderInput`), each already valid on its own; turned into a
/// [`SenderInput`] by [`SenderInput::new`], which checks the rules between fields.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SenderFields {
    /// First name.
    pub first_name: Option<PersonName>,
    /// Middle name.
    pub middle_name: Option<PersonName>,
    /// Last name.
    pub last_name: Option<PersonName>,
    /// Company name.
    pub company_name: Option<CompanyName>,
    /// Legal name.
    pub legal_name: Option<CompanyName>,
    /// Trading name.
    pub trading_as_name: Option<CompanyName>,
    /// Business number.
    pub business_number: Option<AsciiText>,
    /// Australian company number (9 digits with its check digit), for Australia only.
    pub acn: Option<AsciiText>,
    /// International phone number.
    pub mobile: Option<Mobile>,
    /// Date of birth (18 or older).
    pub dob: Option<DateOfBirth>,
    /// Identity document.
    pub id_doc: Option<IdDocInput>,
    /// Address.
    pub address: Option<AddressInput>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
}

/// A sender to create or update, or to send inline with a withdrawal or payment.
///
/// Holding one proves, beyond each field's own rules: the sender is named (a company, legal or
/// trading name, or a first and a last name); no name looks like a domain name (the spec
/// refuses them on `createSender`, `updateSender` and `createWithdrawal`; this type refuses them
/// everywhere, inline payment senders included, the same mistake in every place); a date of
/// birth is of an adult; an ACN passes its check digit and belongs to an Australian address; the
/// identity document is one the holder's residence allows.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "SenderInput")
)]
pub struct SenderInput {
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    first_name: Option<PersonName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    middle_name: Option<PersonName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    last_name: Option<PersonName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    company_name: Option<CompanyName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    legal_name: Option<CompanyName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    trading_as_name: Option<CompanyName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    business_number: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    acn: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    mobile: Option<Mobile>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    dob: Option<DateOfBirth>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    id_doc: Option<IdDocInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    address: Option<AddressInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
}

getters!(SenderInput {
    first_name: Option<PersonName>,
    middle_name: Option<PersonName>,
    last_name: Option<PersonName>,
    company_name: Option<CompanyName>,
    legal_name: Option<CompanyName>,
    trading_as_name: Option<CompanyName>,
    business_number: Option<AsciiText>,
    acn: Option<AsciiText>,
    mobile: Option<Mobile>,
    dob: Option<DateOfBirth>,
    id_doc: Option<IdDocInput>,
    address: Option<AddressInput>,
    external_id: Option<AsciiText>,
});

/// The fields of a sender whose rules need the day or this input type, each present only if
/// it passed its own rules.
struct SenderOneField<'a> {
    /// firstName, middleName, lastName, companyName, legalName, tradingAsName.
    names: [Option<&'a str>; 6],
    dob: Option<&'a DateOfBirth>,
    acn: Option<&'a AsciiText>,
}

impl SenderOneField<'_> {
    const NAME_FIELDS: [&'static str; 6] = [
        "firstName",
        "middleName",
        "lastName",
        "companyName",
        "legalName",
        "tradingAsName",
    ];

    /// Names must not look like domain names, an adult's age, the ACN's check digit. Reading
    /// from JSON runs these on every field that passed its own rules, so they are reported
    /// together with the other fields' failures.
    fn check(&self, v: &mut Validator, ctx: &Context) {
        check_party_names(v, Self::NAME_FIELDS.into_iter().zip(self.names));
        if let Some(dob) = self.dob {
            v.field("dob", dob.check_age(ctx.today, AgeRule::Adult));
        }
        if let Some(acn) = self.acn {
            v.field("acn", check_acn(acn.as_str()));
        }
    }
}

impl SenderInput {
    /// Checks the rules that need the day or this input type and the rules between fields;
    /// every failure is reported.
    pub fn new(fields: SenderFields, ctx: &Context) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        let one_field = SenderOneField {
            names: [
                fields.first_name.as_ref().map(PersonName::as_str),
                fields.middle_name.as_ref().map(PersonName::as_str),
                fields.last_name.as_ref().map(PersonName::as_str),
                fields.company_name.as_ref().map(CompanyName::as_str),
                fields.legal_name.as_ref().map(CompanyName::as_str),
                fields.trading_as_name.as_ref().map(CompanyName::as_str),
            ],
            dob: fields.dob.as_ref(),
            acn: fields.acn.as_ref(),
        };
        one_field.check(&mut v, ctx);
        Self::combine(fields, v)
    }

    /// The rules between fields, after the one-field findings already in `v`; then the value.
    fn combine(fields: SenderFields, mut v: Validator) -> Result<Self, ValidationErrors> {
        let company = fields.company_name.is_some()
            || fields.legal_name.is_some()
            || fields.trading_as_name.is_some();
        let person = fields.first_name.is_some() && fields.last_name.is_some();
        v.check(
            "lastName",
            company || person,
            rules::SENDER_NAME,
            "a sender needs companyName, legalName or tradingAsName, or firstName and lastName",
        );
        let australian = fields.address.as_ref().map(AddressInput::is_australian);
        if fields.acn.is_some() {
            v.check(
                "acn",
                australian != Some(false),
                rules::ACN_AUSTRALIA_ONLY,
                "is for Australian companies only, but the address is not in Australia",
            );
        }
        if let Some(id_doc) = &fields.id_doc {
            let resident = australian.unwrap_or(false);
            v.field("idDoc", id_doc.check_for_residence(resident));
        }
        v.finish()?;
        let SenderFields {
            first_name,
            middle_name,
            last_name,
            company_name,
            legal_name,
            trading_as_name,
            business_number,
            acn,
            mobile,
            dob,
            id_doc,
            address,
            external_id,
        } = fields;
        Ok(Self {
            first_name,
            middle_name,
            last_name,
            company_name,
            legal_name,
            trading_as_name,
            business_number,
            acn,
            mobile,
            dob,
            id_doc,
            address,
            external_id,
        })
    }
}

/// An ACN: 9 digits (spaces allowed) with a valid check digit (`acn.checksum`).
fn check_acn(acn: &str) -> Result<(), FieldError> {
    let digits: String = acn.chars().filter(|c| *c != ' ').collect();
    if digits.len() == 9 && digits.bytes().all(|b| b.is_ascii_digit()) && acn_checksum_ok(&digits) {
        Ok(())
    } else {
        Err(FieldError::new(
            rules::ACN_CHECKSUM,
            "must be an ACN: 9 digits with a valid check digit",
        ))
    }
}

impl FromInput for SenderInput {
    const TYPE_NAME: &'static str = "SenderInput";
}

impl crate::input::ReadInput for SenderInput {
    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let first_name = o.optional_string("firstName", PersonName::parse);
        let middle_name = o.optional_string("middleName", PersonName::parse);
        let last_name = o.optional_string("lastName", PersonName::parse);
        let company_name = o.optional_string("companyName", CompanyName::parse);
        let legal_name = o.optional_string("legalName", CompanyName::parse);
        let trading_as_name = o.optional_string("tradingAsName", CompanyName::parse);
        let business_number = o.optional_string("businessNumber", AsciiText::parse);
        let acn = o.optional_string("acn", AsciiText::parse);
        let mobile = o.optional_string("mobile", Mobile::parse);
        let dob = o.optional_string("dob", DateOfBirth::parse);
        let id_doc = o.optional_object("idDoc", ctx);
        let address = o.optional_object("address", ctx);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        let one_field = SenderOneField {
            names: [
                passed(&first_name).map(PersonName::as_str),
                passed(&middle_name).map(PersonName::as_str),
                passed(&last_name).map(PersonName::as_str),
                passed(&company_name).map(CompanyName::as_str),
                passed(&legal_name).map(CompanyName::as_str),
                passed(&trading_as_name).map(CompanyName::as_str),
            ],
            dob: passed(&dob),
            acn: passed(&acn),
        };
        one_field.check(o.validator(), ctx);
        let fields = SenderFields {
            first_name: first_name?,
            middle_name: middle_name?,
            last_name: last_name?,
            company_name: company_name?,
            legal_name: legal_name?,
            trading_as_name: trading_as_name?,
            business_number: business_number?,
            acn: acn?,
            mobile: mobile?,
            dob: dob?,
            id_doc: id_doc?,
            address: address?,
            external_id: external_id?,
        };
        o.validator()
            .nested("", SenderInput::combine(fields, Validator::new()))
    }
}

input_deserialize!(SenderInput);

/// Filters of the sender list query (`SenderQueryInput`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "SenderQueryInput")
)]
pub struct SenderQueryInput {
    /// First name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub first_name: Option<PersonName>,
    /// Last name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub last_name: Option<PersonName>,
    /// Company name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub company_name: Option<CompanyName>,
    /// The caller's own identifier.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub external_id: Option<AsciiText>,
}

impl FromInput for SenderQueryInput {
    const TYPE_NAME: &'static str = "SenderQueryInput";
}

impl crate::input::ReadInput for SenderQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let first_name = o.optional_string("firstName", PersonName::parse);
        let last_name = o.optional_string("lastName", PersonName::parse);
        let company_name = o.optional_string("companyName", CompanyName::parse);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        Some(Self {
            first_name: first_name?,
            last_name: last_name?,
            company_name: company_name?,
            external_id: external_id?,
        })
    }
}

input_deserialize!(SenderQueryInput);
