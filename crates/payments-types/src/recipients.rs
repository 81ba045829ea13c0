//! Recipients: the payees of withdrawals and payments.

use crate::common::AddressInput;
use crate::input::{Context, Object};
use crate::names::check_party_names;
use crate::{
    Aba, AccountNo, AgeRule, AsciiText, Bic, Bsb, Clabe, Cnaps, CompanyName, CurrencyCode,
    DateOfBirth, Email, Iban, Ifsc, Mobile, PayId, PersonName, SortCode, ValidationErrors,
    Validator, rules,
};
use payments_types_derive::{input_object, schema_enum};

/// How a recipient's account is identified (`AccountIdType`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccountIdType {
    /// IBAN; `bic` not required.
    Iban,
    /// Australian BSB and account number; `bic` not required.
    Bsb,
    /// Australian PayID; `bic` not required.
    Payid,
    /// US ABA routing number and account number; `bic` required.
    Aba,
    /// Mexican CLABE; `bic` required.
    Clabe,
    /// Indian IFSC and account number; `bic` required.
    Ifsc,
    /// Chinese CNAPS code and account number; `bic` required.
    Cnaps,
    /// UK sort code and account number; `bic` required.
    SortCode,
    /// Account number only; `bic` required.
    AccNo,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

impl AccountIdType {
    /// Whether `bic` must be sent with this kind of account: not for `IBAN`, `BSB`, `PAYID`
    /// (since 2025-08-07), for every other kind.
    pub fn requires_bic(self) -> bool {
        !matches!(self, Self::Iban | Self::Bsb | Self::Payid)
    }

    /// The identifier fields this kind of account needs, by schema name.
    pub fn identifier_fields(self) -> &'static [&'static str] {
        match self {
            Self::Iban => &["iban"],
            Self::Bsb => &["bsb", "accountNo"],
            Self::Payid => &["payid"],
            Self::Aba => &["aba", "accountNo"],
            Self::Clabe => &["clabe"],
            Self::Ifsc => &["ifsc", "accountNo"],
            Self::Cnaps => &["cnaps", "accountNo"],
            Self::SortCode => &["sortCode", "accountNo"],
            Self::AccNo => &["accountNo"],
            Self::Unknown => &[],
        }
    }
}

impl RecipientFields {
    /// The fields for an account of `account_id_type` in `currency`, everything else empty.
    pub fn new(currency: CurrencyCode, account_id_type: AccountIdType) -> Self {
        Self::with_required(currency, account_id_type)
    }

    fn has_identifier(&self, field: &str) -> bool {
        match field {
            "iban" => self.iban.is_some(),
            "bsb" => self.bsb.is_some(),
            "payid" => self.payid.is_some(),
            "aba" => self.aba.is_some(),
            "clabe" => self.clabe.is_some(),
            "ifsc" => self.ifsc.is_some(),
            "cnaps" => self.cnaps.is_some(),
            "sortCode" => self.sort_code.is_some(),
            "accountNo" => self.account_no.is_some(),
            _ => false,
        }
    }
}

/// A recipient to create or update, or to send inline with a withdrawal or payment.
///
/// Holding one proves, beyond each field's own rules: the recipient is named (a company name,
/// or a first and a last name); the identifier fields its `accountIdType` needs are present;
/// `bic` is present where the account kind requires it; a date of birth is of an adult.
#[input_object(read_with = Self::read_checked)]
#[fields(
    /// The fields of a recipient (`RecipientInput`), each already valid on its own; turned into a
    /// [`RecipientInput`] by [`RecipientInput::new`], which checks the rules between fields.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct RecipientFields;
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecipientInput {
    /// First name.
    first_name: Option<PersonName>,
    /// Middle name.
    middle_name: Option<PersonName>,
    /// Last name.
    last_name: Option<PersonName>,
    /// Company name.
    company_name: Option<CompanyName>,
    /// Currency of the account.
    currency: CurrencyCode,
    /// How the account is identified.
    account_id_type: AccountIdType,
    /// International phone number.
    mobile: Option<Mobile>,
    /// Address.
    address: Option<AddressInput>,
    /// Date of birth (18 or older).
    dob: Option<DateOfBirth>,
    /// E-mail address.
    email: Option<Email>,
    /// PayID.
    payid: Option<PayId>,
    /// BIC.
    bic: Option<Bic>,
    /// IBAN.
    iban: Option<Iban>,
    /// ABA routing number.
    aba: Option<Aba>,
    /// BSB.
    bsb: Option<Bsb>,
    /// CLABE.
    clabe: Option<Clabe>,
    /// CNAPS code.
    cnaps: Option<Cnaps>,
    /// Sort code.
    sort_code: Option<SortCode>,
    /// IFSC.
    ifsc: Option<Ifsc>,
    /// Account number.
    account_no: Option<AccountNo>,
    /// The caller's own identifier.
    external_id: Option<AsciiText>,
}

/// A recipient's date of birth, when given, must be an adult's. Reading from JSON runs this as
/// soon as the field passed its own rules, so it is reported with the other fields' failures.
fn check_age(v: &mut Validator, dob: Option<&DateOfBirth>, ctx: &Context) {
    if let Some(dob) = dob {
        v.field("dob", dob.check_age(ctx.today, AgeRule::Adult));
    }
}

impl RecipientInput {
    /// Checks the age rule (it needs the day) and the rules between fields; every failure is
    /// reported.
    pub fn new(fields: RecipientFields, ctx: &Context) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        check_age(&mut v, fields.dob.as_ref(), ctx);
        Self::combine(fields, v)
    }

    /// The rules between fields, after the one-field findings already in `v`; then the value.
    fn combine(fields: RecipientFields, mut v: Validator) -> Result<Self, ValidationErrors> {
        let named = fields.company_name.is_some()
            || (fields.first_name.is_some() && fields.last_name.is_some());
        v.check(
            "lastName",
            named,
            rules::RECIPIENT_NAME,
            "a recipient needs companyName, or firstName and lastName",
        );
        for field in fields.account_id_type.identifier_fields() {
            v.check(
                field,
                fields.has_identifier(field),
                rules::ACCOUNT_IDENTIFIER,
                "is required for this accountIdType",
            );
        }
        v.check(
            "bic",
            !fields.account_id_type.requires_bic() || fields.bic.is_some(),
            rules::BIC_REQUIRED,
            "is required for ABA, CLABE, IFSC, CNAPS, SORT_CODE and ACC_NO accounts",
        );
        v.finish()?;
        Ok(Self::from_fields(fields))
    }

    /// The end of reading: the age rule on a date of birth that passed its own rules (with the
    /// other fields' failures), then the rules between fields once every field passed.
    fn read_checked(o: &mut Object<'_>, ctx: &Context, read: RecipientInputRead) -> Option<Self> {
        check_age(o.validator(), read.view().dob, ctx);
        let fields = read.into_fields()?;
        o.validator()
            .nested("", Self::combine(fields, Validator::new()))
    }

    /// Refuses names that look like domain names (`name.domain_like`), for the operations that
    /// forbid them (an inline withdrawal recipient).
    pub fn check_names_not_domain_like(&self) -> Result<(), ValidationErrors> {
        let mut v = Validator::new();
        let names = [
            (
                "firstName",
                self.first_name.as_ref().map(PersonName::as_str),
            ),
            (
                "middleName",
                self.middle_name.as_ref().map(PersonName::as_str),
            ),
            ("lastName", self.last_name.as_ref().map(PersonName::as_str)),
            (
                "companyName",
                self.company_name.as_ref().map(CompanyName::as_str),
            ),
        ];
        check_party_names(&mut v, names);
        v.finish()
    }
}

/// Search fields for `recipients`; every field is optional and checked on its own.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecipientQueryInput {
    /// First name.
    pub first_name: Option<PersonName>,
    /// Middle name.
    pub middle_name: Option<PersonName>,
    /// Last name.
    pub last_name: Option<PersonName>,
    /// Company name.
    pub company_name: Option<CompanyName>,
    /// Date of birth.
    pub dob: Option<DateOfBirth>,
    /// How the account is identified.
    pub account_id_type: Option<AccountIdType>,
    /// PayID.
    pub payid: Option<PayId>,
    /// BIC.
    pub bic: Option<Bic>,
    /// IBAN.
    pub iban: Option<Iban>,
    /// ABA routing number.
    pub aba: Option<Aba>,
    /// BSB.
    pub bsb: Option<Bsb>,
    /// CLABE.
    pub clabe: Option<Clabe>,
    /// CNAPS code.
    pub cnaps: Option<Cnaps>,
    /// Sort code.
    pub sort_code: Option<SortCode>,
    /// IFSC.
    pub ifsc: Option<Ifsc>,
    /// Account number.
    pub account_no: Option<AccountNo>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
}
