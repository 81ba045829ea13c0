//! Sub-clients: virtual account numbers (BSB + VAN) for collecting deposits.

use crate::common::{AddressInput, AddressQueryInput, Id, IdDocInput};
use crate::input::{Context, Object};
use crate::institutions::{InstitutionInput, check_instructing_institution};
use crate::names::check_party_names;
use crate::{
    AgeRule, AsciiText, CompanyName, CurrencyCode, DateOfBirth, Email, Mobile, PersonName,
    ValidationErrors, Validator, rules,
};
use payments_types_derive::{input_object, schema_enum};

/// Kind of sub-client (`ClientType`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClientType {
    /// A person; the account name is the full name.
    Individual,
    /// A company; the account name is `tradingAsName`, otherwise `legalName`.
    Company,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// Status of a sub-client (`SubClientStatus`).
#[schema_enum]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SubClientStatus {
    /// Temporary state after creation.
    Initiated,
    /// Active; deposits to its VAN are booked.
    Active,
    /// Temporary; waiting for manual compliance review.
    Unapproved,
    /// Deactivated by the customer; can be re-activated.
    Deactivated,
    /// KYC failed.
    FailedKyc,
    /// Disabled for good; deposits are no longer booked.
    Disabled,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[fallback]
    Unknown,
}

/// A sub-client to create (`CreateSubClientInput`).
///
/// Holding one proves, beyond each field's own rules: `legalName` and `businessNumber` come
/// together (a company) or not at all (an individual), and `tradingAsName` only with them; no
/// name looks like a domain name; the contact is 18 or older and under 65 on the day judged;
/// the identity document is one the contact's residence allows (a driver licence or passport
/// with an Australian address, only a passport otherwise); at most one of
/// `instructingInstitutionId` and `instructingInstitution`.
#[input_object(read_with = Self::read_checked)]
#[fields(
    /// The fields of a sub-client to create, each already valid on its own; turned into a
    /// [`CreateSubClientInput`] by [`CreateSubClientInput::new`].
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct CreateSubClientFields;
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateSubClientInput {
    /// Legal name of a company (with `business_number`).
    legal_name: Option<CompanyName>,
    /// Business number of a company (with `legal_name`).
    business_number: Option<AsciiText>,
    /// Trading name of a company.
    trading_as_name: Option<CompanyName>,
    /// Contact person's first name.
    first_name: PersonName,
    /// Contact person's middle name.
    middle_name: Option<PersonName>,
    /// Contact person's last name.
    last_name: PersonName,
    /// Contact e-mail.
    email: Email,
    /// Contact mobile.
    mobile: Mobile,
    /// Contact date of birth (18 or older and under 65).
    dob: DateOfBirth,
    /// Address.
    address: AddressInput,
    /// Identity document of the contact person.
    id_doc: Option<IdDocInput>,
    /// The caller's own identifier.
    external_id: Option<AsciiText>,
    /// Existing instructing institution.
    instructing_institution_id: Option<Id>,
    /// Instructing institution details.
    instructing_institution: Option<InstitutionInput>,
}

/// The rules of one field that need the day or this input type: names must not look like
/// domain names, and the contact's age. Reading from JSON runs them on every field that passed
/// its own rules, so they are reported together with the other fields' failures.
fn check_in_context(v: &mut Validator, fields: &CreateSubClientInputView<'_>, ctx: &Context) {
    let names = [
        ("firstName", fields.first_name.map(PersonName::as_str)),
        ("middleName", fields.middle_name.map(PersonName::as_str)),
        ("lastName", fields.last_name.map(PersonName::as_str)),
        ("legalName", fields.legal_name.map(CompanyName::as_str)),
        (
            "tradingAsName",
            fields.trading_as_name.map(CompanyName::as_str),
        ),
    ];
    check_party_names(v, names);
    if let Some(dob) = fields.dob {
        v.field("dob", dob.check_age(ctx.today, AgeRule::SubClientContact));
    }
}

impl CreateSubClientInput {
    /// Checks the rules that need the day or this input type and the rules between fields;
    /// every failure is reported.
    pub fn new(fields: CreateSubClientFields, ctx: &Context) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        check_in_context(&mut v, &fields.view(), ctx);
        Self::combine(fields, v)
    }

    /// The rules between fields, after the one-field findings already in `v`; then the value.
    fn combine(fields: CreateSubClientFields, mut v: Validator) -> Result<Self, ValidationErrors> {
        let company = fields.legal_name.is_some();
        v.check(
            if company {
                "businessNumber"
            } else {
                "legalName"
            },
            company == fields.business_number.is_some(),
            rules::SUB_CLIENT_COMPANY_FIELDS,
            "legalName and businessNumber make a company and must be sent together",
        );
        v.check(
            "tradingAsName",
            fields.trading_as_name.is_none() || company,
            rules::SUB_CLIENT_COMPANY_FIELDS,
            "is a company's name: send it with legalName and businessNumber",
        );
        if let Some(id_doc) = &fields.id_doc {
            v.field(
                "idDoc",
                id_doc.check_for_residence(fields.address.is_australian()),
            );
        }
        check_instructing_institution(
            &mut v,
            fields.instructing_institution_id.as_ref(),
            fields.instructing_institution.as_ref(),
        );
        v.finish()?;
        Ok(Self::from_fields(fields))
    }

    /// The end of reading: the rules of one field that need the day or this input type on the
    /// fields that passed their own, then the rules between fields once every field passed.
    fn read_checked(
        o: &mut Object<'_>,
        ctx: &Context,
        read: CreateSubClientInputRead,
    ) -> Option<Self> {
        check_in_context(o.validator(), &read.view(), ctx);
        let fields = read.into_fields()?;
        o.validator()
            .nested("", Self::combine(fields, Validator::new()))
    }

    /// `COMPANY` when `legalName` and `businessNumber` are set, otherwise `INDIVIDUAL`.
    pub fn client_type(&self) -> ClientType {
        if self.legal_name.is_some() {
            ClientType::Company
        } else {
            ClientType::Individual
        }
    }

    /// The first name field (legal, trading, first, middle, last) that is evidently test data,
    /// holding one of `test`, `testing`, `fake`, `dummy`, `asdf`, `qwerty`, `lorem`, `ipsum` as
    /// a whole word in any case: the field's name and the word. The service blocks a customer
    /// who submits such a sub-client; check this before sending.
    pub fn test_data(&self) -> Option<(&'static str, &'static str)> {
        let names = [
            (
                "legalName",
                self.legal_name.as_ref().map(CompanyName::as_str),
            ),
            (
                "tradingAsName",
                self.trading_as_name.as_ref().map(CompanyName::as_str),
            ),
            ("firstName", Some(self.first_name.as_str())),
            (
                "middleName",
                self.middle_name.as_ref().map(PersonName::as_str),
            ),
            ("lastName", Some(self.last_name.as_str())),
        ];
        names.into_iter().find_map(|(field, name)| {
            name.and_then(crate::dummy::test_data_word)
                .map(|word| (field, word))
        })
    }

    /// The account name the service will use: for a company `tradingAsName`, otherwise
    /// `legalName`; for an individual first, middle and last name joined by spaces.
    pub fn account_name(&self) -> String {
        match (&self.trading_as_name, &self.legal_name) {
            (Some(trading), _) => trading.to_string(),
            (None, Some(legal)) => legal.to_string(),
            (None, None) => [
                Some(&self.first_name),
                self.middle_name.as_ref(),
                Some(&self.last_name),
            ]
            .into_iter()
            .flatten()
            .map(PersonName::as_str)
            .collect::<Vec<_>>()
            .join(" "),
        }
    }
}

/// Changes to a sub-client (`UpdateSubClientInput`): only `externalId`, `address` and
/// `postalAddress` can change. An address is always sent whole (every component, changed or
/// not), because a changed address is re-verified; [`AddressInput`] makes that so.
#[input_object(read_with = Self::read_checked)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UpdateSubClientInput {
    external_id: Option<AsciiText>,
    address: Option<AddressInput>,
    postal_address: Option<AddressInput>,
}

impl UpdateSubClientInput {
    /// An update that changes at least one thing (`update.empty` otherwise).
    pub fn new(
        external_id: Option<AsciiText>,
        address: Option<AddressInput>,
        postal_address: Option<AddressInput>,
    ) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        v.check(
            "externalId",
            external_id.is_some() || address.is_some() || postal_address.is_some(),
            rules::UPDATE_EMPTY,
            "an update must change externalId, address or postalAddress",
        );
        v.finish()?;
        Ok(Self {
            external_id,
            address,
            postal_address,
        })
    }

    /// The end of reading: `new`, once every field passed its own rules.
    fn read_checked(
        o: &mut Object<'_>,
        _: &Context,
        read: UpdateSubClientInputRead,
    ) -> Option<Self> {
        let result = Self::new(read.external_id?, read.address?, read.postal_address?);
        o.validator().nested("", result)
    }
}

/// Filters for `subClients`.
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SubClientQueryInput {
    /// Individual or company.
    pub client_type: Option<ClientType>,
    /// Status.
    pub status: Option<SubClientStatus>,
    /// Contact's first name.
    pub first_name: Option<PersonName>,
    /// Contact's last name.
    pub last_name: Option<PersonName>,
    /// Address filter (`address.country`).
    pub address: Option<AddressQueryInput>,
}

/// Filters for funding accounts: the currencies to return (all when empty).
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FundingAccountQueryInput {
    /// Currency codes to return.
    pub currencies: Option<Vec<CurrencyCode>>,
}
