//! Instructing institutions: the financial institutions on whose behalf a withdrawal is made or
//! a VAN is created.

use crate::common::{AddressInput, Id};
use crate::input::{Context, FromInput, Object, passed};
use crate::macros::{getters, input_deserialize};
use crate::names::check_party_names;
use crate::{AsciiText, Bic, CompanyName, ValidationErrors, Validator, rules};
#[cfg(feature = "cynic")]
use payments_schema::schema;

/// The fields of an institution, each already valid on its own; turned into an
/// [`InstitutionInput`] by [`InstitutionInput::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstitutionFields {
    /// Legal name.
    pub legal_name: CompanyName,
    /// Trading name.
    pub trading_as_name: Option<CompanyName>,
    /// Business number; with `address.country` identifies an existing institution.
    pub business_number: Option<AsciiText>,
    /// BIC of the institution.
    pub bic: Option<Bic>,
    /// Address.
    pub address: AddressInput,
    /// The caller's own identifier; identifies an existing institution first.
    pub external_id: Option<AsciiText>,
}

/// An instructing institution (`InstitutionInput`). Holding one proves, beyond each field's own
/// rules, that no name looks like a domain name (`createInstitution` refuses them).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "InstitutionInput")
)]
pub struct InstitutionInput {
    legal_name: CompanyName,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    trading_as_name: Option<CompanyName>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    business_number: Option<AsciiText>,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    bic: Option<Bic>,
    address: AddressInput,
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    external_id: Option<AsciiText>,
}

getters!(InstitutionInput {
    legal_name: CompanyName,
    trading_as_name: Option<CompanyName>,
    business_number: Option<AsciiText>,
    bic: Option<Bic>,
    address: AddressInput,
    external_id: Option<AsciiText>,
});

/// An institution's names must not look like domain names. Reading from JSON runs this on each
/// name that passed its own rules, so it is reported with the other fields' failures.
fn check_names(v: &mut Validator, legal: Option<&CompanyName>, trading_as: Option<&CompanyName>) {
    check_party_names(
        v,
        [
            ("legalName", legal.map(CompanyName::as_str)),
            ("tradingAsName", trading_as.map(CompanyName::as_str)),
        ],
    );
}

/// An instructing institution is named by id or given inline, not both (sub-clients and
/// withdrawals).
pub(crate) fn check_instructing_institution(
    v: &mut Validator,
    id: Option<&Id>,
    inline: Option<&InstitutionInput>,
) {
    v.check(
        "instructingInstitution",
        id.is_none() || inline.is_none(),
        rules::ONE_OF,
        "send instructingInstitutionId or instructingInstitution, not both",
    );
}

impl InstitutionInput {
    /// Checks that the names do not look like domain names; every failure is reported.
    pub fn new(fields: InstitutionFields) -> Result<Self, ValidationErrors> {
        let mut v = Validator::new();
        check_names(
            &mut v,
            Some(&fields.legal_name),
            fields.trading_as_name.as_ref(),
        );
        v.finish()?;
        Ok(Self::assemble(fields))
    }

    fn assemble(fields: InstitutionFields) -> Self {
        let InstitutionFields {
            legal_name,
            trading_as_name,
            business_number,
            bic,
            address,
            external_id,
        } = fields;
        Self {
            legal_name,
            trading_as_name,
            business_number,
            bic,
            address,
            external_id,
        }
    }
}

impl FromInput for InstitutionInput {
    const TYPE_NAME: &'static str = "InstitutionInput";
}

impl crate::input::ReadInput for InstitutionInput {
    fn read(o: &mut Object<'_>, ctx: &Context) -> Option<Self> {
        let legal_name = o.string("legalName", CompanyName::parse);
        let trading_as_name = o.optional_string("tradingAsName", CompanyName::parse);
        let business_number = o.optional_string("businessNumber", AsciiText::parse);
        let bic = o.optional_string("bic", Bic::parse);
        let address = o.object("address", ctx);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        check_names(o.validator(), legal_name.as_ref(), passed(&trading_as_name));
        let fields = InstitutionFields {
            legal_name: legal_name?,
            trading_as_name: trading_as_name?,
            business_number: business_number?,
            bic: bic?,
            address: address?,
            external_id: external_id?,
        };
        Some(InstitutionInput::assemble(fields))
    }
}

input_deserialize!(InstitutionInput);

/// Filters of the institution list query (`InstitutionQueryInput`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cynic", derive(cynic::InputObject))]
#[cfg_attr(
    not(feature = "cynic"),
    derive(serde::Serialize),
    serde(rename_all = "camelCase")
)]
#[cfg_attr(
    feature = "cynic",
    cynic(schema = "payments", graphql_type = "InstitutionQueryInput")
)]
pub struct InstitutionQueryInput {
    /// Business number.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub business_number: Option<AsciiText>,
    /// The caller's own identifier.
    #[cfg_attr(feature = "cynic", cynic(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(not(feature = "cynic"), serde(skip_serializing_if = "Option::is_none"))]
    pub external_id: Option<AsciiText>,
}

impl FromInput for InstitutionQueryInput {
    const TYPE_NAME: &'static str = "InstitutionQueryInput";
}

impl crate::input::ReadInput for InstitutionQueryInput {
    fn read(o: &mut Object<'_>, _: &Context) -> Option<Self> {
        let business_number = o.optional_string("businessNumber", AsciiText::parse);
        let external_id = o.optional_string("externalId", AsciiText::parse);
        Some(Self {
            business_number: business_number?,
            external_id: external_id?,
        })
    }
}

input_deserialize!(InstitutionQueryInput);
