//! Recipients: the payees of withdrawals and payments.

use crate::common::AddressInput;
use crate::input::{Context, FromInput, Object, passed};
use crate::macros::{getters, input_deserialize};
use crate::names::check_party_names;
use crate::{
    Aba, AccountNo, AgeRule, AsciiText, Bic, Bsb, Clabe, Cnaps, CompanyName, CurrencyCode,
    DateOfBirth, Email, Iban, Ifsc, Mobile, PayId, PersonName, SortCode, ValidationErrors,
    Validator, rules,
};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// How a recipient's account is identified (`AccountIdType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "AccountIdType",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
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

/// The fields of a recipient (`RecipientInput`), each already valid on its own; turned into a
/// [`RecipientInput`] by [`RecipientInput::new`], which checks the rules between fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecipientFields {
    /// First name.
    pub first_name: Option<PersonName>,
    /// Middle name.
    pub middle_name: Option<PersonName>,
    /// Last name.
    pub last_name: Option<PersonName>,
    /// Company name.
    pub company_name: Option<CompanyName>,
    /// Currency of the account.
    pub currency: CurrencyCode,
    /// How the account is identified.
    pub account_id_type: AccountIdType,
    /// International phone number.
    pub mobile: Option<Mobile>,
    /// Address.
    pub address: Option<AddressInput>,
    /// Date of birth (18 or older).
    pub dob: Option<DateOfBirth>,
    /// E-mail address.
    pub email: Option<Email>,
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

impl RecipientFields {
    /// The fields for an account of `account_id_type` in `currency`, everything else empty.
    pub fn new(currency: CurrencyCode, account_id_type: AccountIdType) -> Self {
        Self {
            first_name: None,
            middle_name: None,
            last_name: None,
            company_name: None,
            currency,
            account_id_type,
            mobile: None,
            address: None,
            dob: None,
            email: None,
            payid: None,
            bic: None,
            iban: None,
            aba: None,
            bsb: None,
            clabe: None,
            cnaps: None,
            sort_code: None,
            ifsc: None,
            account_no: None,
            external_id: None,
        }
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
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "RecipientInput")
)]
pub struct RecipientInput {
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
    currency: CurrencyCode,
    account_id_type: AccountIdType,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    mobile: Option<Mobile>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    address: Option<AddressInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    dob: Option<DateOfBirth>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    email: Option<Email>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    payid: Option<PayId>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    bic: Option<Bic>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    iban: Option<Iban>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    aba: Option<Aba>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    bsb: Option<Bsb>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    clabe: Option<Clabe>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    cnaps: Option<Cnaps>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    sort_code: Option<SortCode>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    ifsc: Option<Ifsc>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    account_no: Option<AccountNo>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
}

getters!(RecipientInput {
    first_name: Option<PersonName>,
    middle_name: Option<PersonName>,
    last_name: Option<PersonName>,
    company_name: Option<CompanyName>,
    currency: CurrencyCode,
    account_id_type: AccountIdType,
    mobile: Option<Mobile>,
    address: Option<AddressInput>,
    dob: Option<DateOfBirth>,
    email: Option<Email>,
    payid: Option<PayId>,
    bic: Option<Bic>,
    iban: Option<Iban>,
    aba: Option<Aba>,
    bsb: Option<Bsb>,
    clabe: Option<Clabe>,
    cnaps: Option<Cnaps>,
    sort_code: Option<SortCode>,
    ifsc: Option<Ifsc>,
    account_no: Option<AccountNo>,
    external_id: Option<AsciiText>,
});

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
        let RecipientFields {
            first_name,
            middle_name,
            last_name,
            company_name,
            currency,
            account_id_type,
            mobile,
            address,
            dob,
            email,
            payid,
            bic,
            iban,
            aba,
            bsb,
            clabe,
            cnaps,
            sort_code,
            ifsc,
            account_no,
            external_id,
        } = fields;
        Ok(Self {
            first_name,
            middle_name,
            last_name,
            company_name,
            currency,
            account_id_type,
            mobile,
            address,
            dob,
            email,
            payid,
            bic,
            iban,
            aba,
            bsb,
            clabe,
            cnaps,
            sort_code,
            ifsc,
            account_no,
            external_id,
        })
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

impl FromInput for RecipientInput {
    const TYPE_NAME: &'static str = "RecipientInput";
}

impl crate::input::ReadInput for RecipientInput {
    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let first_name = o.optional_string("firstName", PersonName::parse);
        let middle_name = o.optional_string("middleName", PersonName::parse);
        let last_name = o.optional_string("lastName", PersonName::parse);
        let company_name = o.optional_string("companyName", CompanyName::parse);
        let currency = o.enumeration("currency");
        let account_id_type = o.enumeration("accountIdType");
        let mobile = o.optional_string("mobile", Mobile::parse);
        let address = o.optional_object("address", ctx);
        let dob = o.optional_string("dob", DateOfBirth::parse);
        let email = o.optional_string("email", Email::parse);
        let payid = o.optional_string("payid", PayId::parse);
        let bic = o.optional_string("bic", Bic::parse);
        let iban = o.optional_string("iban", Iban::parse);
        let aba = o.optional_string("aba", Aba::parse);
        let bsb = o.optional_string("bsb", Bsb::parse);
        let clabe = o.optional_string("clabe", Clabe::parse);
        let cnaps = o.optional_string("cnaps", Cnaps::parse);
        let sort_code = o.optional_string("sortCode", SortCode::parse);
        let ifsc = o.optional_string("ifsc", Ifsc::parse);
        let account_no = o.optional_string("accountNo", AccountNo::parse);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        check_age(o.validator(), passed(&dob), ctx);
        let fields = RecipientFields {
            first_name: first_name?,
            middle_name: middle_name?,
            last_name: last_name?,
            company_name: company_name?,
            currency: currency?,
            account_id_type: account_id_type?,
            mobile: mobile?,
            address: address?,
            dob: dob?,
            email: email?,
            payid: payid?,
            bic: bic?,
            iban: iban?,
            aba: aba?,
            bsb: bsb?,
            clabe: clabe?,
            cnaps: cnaps?,
            sort_code: sort_code?,
            ifsc: ifsc?,
            account_no: account_no?,
            external_id: external_id?,
        };
        o.validator()
            .nested("", RecipientInput::combine(fields, Validator::new()))
    }
}

input_deserialize!(RecipientInput);

/// Search fields for `recipients`; every field is optional and checked on its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "RecipientQueryInput")
)]
pub struct RecipientQueryInput {
    /// First name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub first_name: Option<PersonName>,
    /// Middle name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub middle_name: Option<PersonName>,
    /// Last name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub last_name: Option<PersonName>,
    /// Company name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub company_name: Option<CompanyName>,
    /// Date of birth.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub dob: Option<DateOfBirth>,
    /// How the account is identified.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub account_id_type: Option<AccountIdType>,
    /// PayID.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub payid: Option<PayId>,
    /// BIC.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub bic: Option<Bic>,
    /// IBAN.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub iban: Option<Iban>,
    /// ABA routing number.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub aba: Option<Aba>,
    /// BSB.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub bsb: Option<Bsb>,
    /// CLABE.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub clabe: Option<Clabe>,
    /// CNAPS code.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub cnaps: Option<Cnaps>,
    /// Sort code.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub sort_code: Option<SortCode>,
    /// IFSC.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub ifsc: Option<Ifsc>,
    /// Account number.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub account_no: Option<AccountNo>,
    /// The caller's own identifier.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub external_id: Option<AsciiText>,
}

impl FromInput for RecipientQueryInput {
    const TYPE_NAME: &'static str = "RecipientQueryInput";
}

impl crate::input::ReadInput for RecipientQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let first_name = o.optional_string("firstName", PersonName::parse);
        let middle_name = o.optional_string("middleName", PersonName::parse);
        let last_name = o.optional_string("lastName", PersonName::parse);
        let company_name = o.optional_string("companyName", CompanyName::parse);
        let dob = o.optional_string("dob", DateOfBirth::parse);
        let account_id_type = o.optional_enumeration("accountIdType");
        let payid = o.optional_string("payid", PayId::parse);
        let bic = o.optional_string("bic", Bic::parse);
        let iban = o.optional_string("iban", Iban::parse);
        let aba = o.optional_string("aba", Aba::parse);
        let bsb = o.optional_string("bsb", Bsb::parse);
        let clabe = o.optional_string("clabe", Clabe::parse);
        let cnaps = o.optional_string("cnaps", Cnaps::parse);
        let sort_code = o.optional_string("sortCode", SortCode::parse);
        let ifsc = o.optional_string("ifsc", Ifsc::parse);
        let account_no = o.optional_string("accountNo", AccountNo::parse);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        Some(Self {
            first_name: first_name?,
            middle_name: middle_name?,
            last_name: last_name?,
            company_name: company_name?,
            dob: dob?,
            account_id_type: account_id_type?,
            payid: payid?,
            bic: bic?,
            iban: iban?,
            aba: aba?,
            bsb: bsb?,
            clabe: clabe?,
            cnaps: cnaps?,
            sort_code: sort_code?,
            ifsc: ifsc?,
            account_no: account_no?,
            external_id: external_id?,
        })
    }
}

input_deserialize!(RecipientQueryInput);
