//! Instructing institutions: the financial institutions on whose behalf a withdrawal is made or
//! a VAN is created.

use crate::common::{AddressInput, Id};
use crate::input::{Context, Object};
use crate::names::check_party_names;
use crate::{AsciiText, Bic, CompanyName, ValidationErrors, Validator, rules};
use payments_types_derive::input_object;

/// An instructing institution (`InstitutionInput`). Holding one proves, beyond each field's own
/// rules, that no name looks like a domain name (`createInstitution` refuses them).
#[input_object(read_with = Self::read_checked)]
#[fields(
    /// The fields of an institution, each already valid on its own; turned into an
    /// [`InstitutionInput`] by [`InstitutionInput::new`].
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct InstitutionFields;
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstitutionInput {
    /// Legal name.
    legal_name: CompanyName,
    /// Trading name.
    trading_as_name: Option<CompanyName>,
    /// Business number; with `address.country` identifies an existing institution.
    business_number: Option<AsciiText>,
    /// BIC of the institution.
    bic: Option<Bic>,
    /// Address.
    address: AddressInput,
    /// The caller's own identifier; identifies an existing institution first.
    external_id: Option<AsciiText>,
}

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
        Ok(Self::from_fields(fields))
    }

    /// The end of reading: the names' rule on the names that passed their own rules (with the
    /// other fields' failures).
    fn read_checked(o: &mut Object<'_>, _: &Context, read: InstitutionInputRead) -> Option<Self> {
        let view = read.view();
        check_names(o.validator(), view.legal_name, view.trading_as_name);
        read.into_fields().map(Self::from_fields)
    }
}

/// Filters of the institution list query (`InstitutionQueryInput`).
#[input_object]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InstitutionQueryInput {
    /// Business number.
    pub business_number: Option<AsciiText>,
    /// The caller's own identifier.
    pub external_id: Option<AsciiText>,
}
