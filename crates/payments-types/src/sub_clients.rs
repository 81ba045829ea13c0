//! Sub-clients: virtual account numbers (BSB + VAN) for collecting deposits.

use crate::common::{AddressInput, AddressQueryInput, Id, IdDocInput};
use crate::input::{Context, FromInput, Object, passed};
use crate::institutions::{InstitutionInput, check_instructing_institution};
use crate::macros::{getters, input_deserialize};
use crate::names::check_party_names;
use crate::{
    AgeRule, AsciiText, CompanyName, CurrencyCode, DateOfBirth, Email, Mobile, PersonName,
    ValidationErrors, Validator, rules,
};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// Kind of sub-client (`ClientType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "ClientType",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
pub enum ClientType {
    /// A person; the account name is the full name.
    Individual,
    /// A company; the account name is `tradingAsName`, otherwise `legalName`.
    Company,
    /// A value this version does not know (the service added it after our schema): replies
    /// still decode; it is never sent (serializing it fails, and input readers refuse it).
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// Status of a sub-client (`SubClientStatus`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cynic", derive(cynic::Enum))]
#[cfg_attr(not(feature = "cynic"), derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "cynic",
    cynic(
        schema = "payments",
        graphql_type = "SubClientStatus",
        rename_all = "SCREAMING_SNAKE_CASE"
    )
)]
#[cfg_attr(not(feature = "cynic"), serde(rename_all = "SCREAMING_SNAKE_CASE"))]
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
    #[cfg_attr(feature = "cynic", cynic(fallback))]
    #[cfg_attr(not(feature = "cynic"), serde(other, skip_serializing))]
    Unknown,
}

/// The fields of a sub-client to create, each already valid on its own; turned into a
/// [`CreateSubClientInput`] by [`CreateSubClientInput::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateSubClientFields {
    /// Legal name of a company (with `business_number`).
    pub legal_name: Option<CompanyName>,
    /// Business number of a company (with `legal_name`).
    pub business_number: Option<AsciiText>,
    /// Trading name of a company.
    pub trading_as_name: Option<CompanyName>,
    /// Contact person's first name.
    pub first_name: PersonName,
    /// Contact person's middle name.
    pub middle_name: Option<PersonName>,
    /// Contact person's last name.
    pub last_name: PersonName,
    /// Contact e-mail.
    pub email: Email,
    /// Contact mobile.
    pub mobile: Mobile,
    /// Contact date of birth (18 or older and under 65).
    pub dob: DateOfBirth,
    /// Address.
    pub address: AddressInput,
    /// Identity document of the contact person.
    pub id_doc: Option<IdDocInput>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
    /// Existing instructing institution.
    pub instructing_institution_id: Option<Id>,
    /// Instructing institution details.
    pub instructing_institution: Option<InstitutionInput>,
}

/// A sub-client to create (`CreateSubClientInput`).
///
/// Holding one proves, beyond each field's own rules: `legalName` and `businessNumber` come
/// together (a company) or not at all (an individual), and `tradingAsName` only with them; no
/// name looks like a domain name; the contact is 18 or older and under 65 on the day judged;
/// the identity document is one the contact's residence allows (a driver licence or passport
/// with an Australian address, only a passport otherwise); at most one of
/// `instructingInstitutionId` and `instructingInstitution`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "CreateSubClientInput")
)]
pub struct CreateSubClientInput {
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    legal_name: Option<CompanyName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    business_number: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    trading_as_name: Option<CompanyName>,
    first_name: PersonName,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    middle_name: Option<PersonName>,
    last_name: PersonName,
    email: Email,
    mobile: Mobile,
    dob: DateOfBirth,
    address: AddressInput,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    id_doc: Option<IdDocInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    instructing_institution_id: Option<Id>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    instructing_institution: Option<InstitutionInput>,
}

getters!(CreateSubClientInput {
    legal_name: Option<CompanyName>,
    business_number: Option<AsciiText>,
    trading_as_name: Option<CompanyName>,
    first_name: PersonName,
    middle_name: Option<PersonName>,
    last_name: PersonName,
    email: Email,
    mobile: Mobile,
    dob: DateOfBirth,
    address: AddressInput,
    id_doc: Option<IdDocInput>,
    external_id: Option<AsciiText>,
    instructing_institution_id: Option<Id>,
    instructing_institution: Option<InstitutionInput>,
});

/// The names of a sub-client, each present only if it passed its own rules.
struct ContactNames<'a> {
    first: Option<&'a PersonName>,
    middle: Option<&'a PersonName>,
    last: Option<&'a PersonName>,
    legal: Option<&'a CompanyName>,
    trading_as: Option<&'a CompanyName>,
}

/// The rules of one field that need the day or this input type: names must not look like
/// domain names, and the contact's age. Reading from JSON runs them on every field that passed
/// its own rules, so they are reported together with the other fields' failures.
fn check_in_context(
    v: &mut Validator,
    names: ContactNames<'_>,
    dob: Option<&DateOfBirth>,
    ctx: &Context,
) {
    let names = [
        ("firstName", names.first.map(PersonName::as_str)),
        ("middleName", names.middle.map(PersonName::as_str)),
        ("lastName", names.last.map(PersonName::as_str)),
        ("legalName", names.legal.map(CompanyName::as_str)),
        ("tradingAsName", names.trading_as.map(CompanyName::as_str)),
    ];
    check_party_names(v, names);
    if let Some(dob) = dob {
        v.field("dob", dob.check_age(ctx.today, AgeRule::SubClientContact));
    }
}

impl CreateSubClientInput {
    /// Checks the rules that need the day or this input type and the rules between fields;
    /// every failure is reported.
    pub fn new(fields: CreateSubClientFields, ctx: &Context) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        let names = ContactNames {
            first: Some(&fields.first_name),
            middle: fields.middle_name.as_ref(),
            last: Some(&fields.last_name),
            legal: fields.legal_name.as_ref(),
            trading_as: fields.trading_as_name.as_ref(),
        };
        check_in_context(&mut v, names, Some(&fields.dob), ctx);
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
        let CreateSubClientFields {
            legal_name,
            business_number,
            trading_as_name,
            first_name,
            middle_name,
            last_name,
            email,
            mobile,
            dob,
            address,
            id_doc,
            external_id,
            instructing_institution_id,
            instructing_institution,
        } = fields;
        Ok(Self {
            legal_name,
            business_number,
            trading_as_name,
            first_name,
            middle_name,
            last_name,
            email,
            mobile,
            dob,
            address,
            id_doc,
            external_id,
            instructing_institution_id,
            instructing_institution,
        })
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

impl FromInput for CreateSubClientInput {
    const TYPE_NAME: &'static str = "CreateSubClientInput";
}

impl crate::input::ReadInput for CreateSubClientInput {
    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let legal_name = o.optional_string("legalName", CompanyName::parse);
        let business_number = o.optional_string("businessNumber", AsciiText::parse);
        let trading_as_name = o.optional_string("tradingAsName", CompanyName::parse);
        let first_name = o.string("firstName", PersonName::parse);
        let middle_name = o.optional_string("middleName", PersonName::parse);
        let last_name = o.string("lastName", PersonName::parse);
        let email = o.string("email", Email::parse);
        let mobile = o.string("mobile", Mobile::parse);
        let dob = o.string("dob", DateOfBirth::parse);
        let address = o.object("address", ctx);
        let id_doc = o.optional_object("idDoc", ctx);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        let instructing_institution_id = o.optional_string("instructingInstitutionId", Id::parse);
        let instructing_institution = o.optional_object("instructingInstitution", ctx);
        let names = ContactNames {
            first: first_name.as_ref(),
            middle: passed(&middle_name),
            last: last_name.as_ref(),
            legal: passed(&legal_name),
            trading_as: passed(&trading_as_name),
        };
        check_in_context(o.validator(), names, dob.as_ref(), ctx);
        let fields = CreateSubClientFields {
            legal_name: legal_name?,
            business_number: business_number?,
            trading_as_name: trading_as_name?,
            first_name: first_name?,
            middle_name: middle_name?,
            last_name: last_name?,
            email: email?,
            mobile: mobile?,
            dob: dob?,
            address: address?,
            id_doc: id_doc?,
            external_id: external_id?,
            instructing_institution_id: instructing_institution_id?,
            instructing_institution: instructing_institution?,
        };
        o.validator()
            .nested("", CreateSubClientInput::combine(fields, Validator::new()))
    }
}

input_deserialize!(CreateSubClientInput);

/// Changes to a sub-client (`UpdateSubClientInput`): only `externalId`, `address` and
/// `postalAddress` can change. An address is always sent whole (every component, changed or
/// not), because a changed address is re-verified; [`AddressInput`] makes that so.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "UpdateSubClientInput")
)]
pub struct UpdateSubClientInput {
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    address: Option<AddressInput>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    postal_address: Option<AddressInput>,
}

getters!(UpdateSubClientInput {
    external_id: Option<AsciiText>,
    address: Option<AddressInput>,
    postal_address: Option<AddressInput>,
});

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
}

impl FromInput for UpdateSubClientInput {
    const TYPE_NAME: &'static str = "UpdateSubClientInput";
}

impl crate::input::ReadInput for UpdateSubClientInput {
    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let external_id = o.optional_string("externalId", AsciiText::parse);
        let address = o.optional_object("address", ctx);
        let postal_address = o.optional_object("postalAddress", ctx);
        let result = UpdateSubClientInput::new(external_id?, address?, postal_address?);
        o.validator().nested("", result)
    }
}

input_deserialize!(UpdateSubClientInput);

/// Filters for `subClients`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "SubClientQueryInput")
)]
pub struct SubClientQueryInput {
    /// Individual or company.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub client_type: Option<ClientType>,
    /// Status.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub status: Option<SubClientStatus>,
    /// Contact's first name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub first_name: Option<PersonName>,
    /// Contact's last name.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub last_name: Option<PersonName>,
    /// Address filter (`address.country`).
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub address: Option<AddressQueryInput>,
}

impl FromInput for SubClientQueryInput {
    const TYPE_NAME: &'static str = "SubClientQueryInput";
}

impl crate::input::ReadInput for SubClientQueryInput {
    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let client_type = o.optional_enumeration("clientType");
        let status = o.optional_enumeration("status");
        let first_name = o.optional_string("firstName", PersonName::parse);
        let last_name = o.optional_string("lastName", PersonName::parse);
        let address = o.optional_object("address", ctx);
        Some(Self {
            client_type: client_type?,
            status: status?,
            first_name: first_name?,
            last_name: last_name?,
            address: address?,
        })
    }
}

input_deserialize!(SubClientQueryInput);

/// Filters for funding accounts: the currencies to return (all when empty).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "FundingAccountQueryInput")
)]
pub struct FundingAccountQueryInput {
    /// Currency codes to return.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub currencies: Option<Vec<CurrencyCode>>,
}

impl FromInput for FundingAccountQueryInput {
    const TYPE_NAME: &'static str = "FundingAccountQueryInput";
}

impl crate::input::ReadInput for FundingAccountQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let currencies = o.optional_enumeration_list("currencies");
        Some(Self {
            currencies: currencies?,
        })
    }
}

input_deserialize!(FundingAccountQueryInput);
