//! Senders: the payers of withdrawals and payments.

use crate::common::{AddressInput, IdDocInput};
use crate::input::{Context, Object};
use crate::names::check_party_names;
use crate::{
    AgeRule, AsciiText, CompanyName, DateOfBirth, FieldError, Mobile, PersonName, ValidationErrors,
    Validator, accounts::acn_checksum_ok, rules,
};
use payments_types_derive::input_object;

/// A sender to create or update, or to send inline with a withdrawal or payment.
///
/// Holding one proves, beyond each field's own rules: the sender is named (a company, legal or
/// trading name, or a first and a last name); no name looks like a domain name (the spec
/// refuses them on `createSender`, `updateSender` and `createWithdrawal`; this type refuses them
/// everywhere, inline payment senders included, the same mistake in every place); a date of
/// birth is of an adult; an ACN passes its check digit and belongs to an Australian address; the
/// identity document is one the holder's residence allows.
#[input_object(read_with = Self::read_checked)]
#[fields(
    /// The fields of a sender (`SenderInput`), each already valid on its own; turned into a
    /// [`SenderInput`] by [`SenderInput::new`], which checks the rules between fields.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct SenderFields;
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SenderInput {
    /// First name.
    first_name: Option<PersonName>,
    /// Middle name.
    middle_name: Option<PersonName>,
    /// Last name.
    last_name: Option<PersonName>,
    /// Company name.
    company_name: Option<CompanyName>,
    /// Legal name.
    legal_name: Option<CompanyName>,
    /// Trading name.
    trading_as_name: Option<CompanyName>,
    /// Business number.
    business_number: Option<AsciiText>,
    /// Australian company number (9 digits with its check digit), for Australia only.
    acn: Option<AsciiText>,
    /// International phone number.
    mobile: Option<Mobile>,
    /// Date of birth (18 or older).
    dob: Option<DateOfBirth>,
    /// Identity document.
    id_doc: Option<IdDocInput>,
    /// Address.
    address: Option<AddressInput>,
    /// The caller's own identifier.
    external_id: Option<AsciiText>,
}

/// Names must not look like domain names, an adult's age, the ACN's check digit: the rules of
/// one field that need the day or this input type, on the fields that passed their own. Reading
/// from JSON runs these as soon as every field is read, so they are reported together with the
/// other fields' failures.
fn check_one_field(v: &mut Validator, fields: &SenderInputView<'_>, ctx: &Context) {
    let names = [
        ("firstName", fields.first_name.map(PersonName::as_str)),
        ("middleName", fields.middle_name.map(PersonName::as_str)),
        ("lastName", fields.last_name.map(PersonName::as_str)),
        ("companyName", fields.company_name.map(CompanyName::as_str)),
        ("legalName", fields.legal_name.map(CompanyName::as_str)),
        (
            "tradingAsName",
            fields.trading_as_name.map(CompanyName::as_str),
        ),
    ];
    check_party_names(v, names);
    if let Some(dob) = fields.dob {
        v.field("dob", dob.check_age(ctx.today, AgeRule::Adult));
    }
    if let Some(acn) = fields.acn {
        v.field("acn", check_acn(acn.as_str()));
    }
}

impl SenderInput {
    /// Checks the rules that need the day or this input type and the rules between fields;
    /// every failure is reported.
    pub fn new(fields: SenderFields, ctx: &Context) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        check_one_field(&mut v, &fields.view(), ctx);
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
        Ok(Self::from_fields(fields))
    }

    /// The end of reading: the rules of one field that need the day or this input type on the
    /// fields that passed their own, then the rules between fields once every field passed.
    fn read_checked(o: &mut Object<'_>, ctx: &Context, read: SenderInputRead) -> Option<Self> {
        check_one_field(o.validator(), &read.view(), ctx);
        let fields = read.into_fields()?;
        o.validator()
            .nested("", Self::combine(fields, Validator::new()))
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

/// Filters of the sender list query (`SenderQueryInput`).
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SenderQueryInput {
    /// First name.
    pub first_name: Option<PersonName>,
    /// Last name.
    pub last_name: Option<PersonName>,
    /// Company name.
    pub company_name: Option<CompanyName>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
}
