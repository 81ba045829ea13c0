//! Every input type of the schema, by its schema name: for tools that validate records of a
//! type named at run time (`cargo xtask validate CreateSubClientInput onboarding.jsonl`).

use serde_json::Value;

use crate::input::{Context, FromInput};
use crate::{
    ValidationErrors, address_cleanser, ams, common, conversions, deposits, institutions, lookups,
    members, payee, payments, quotes, recipients, rfis, senders, session, statements, sub_clients,
    withdrawals,
};

/// Checks one record against the rules of the named input type.
pub type Check = fn(&Value, &Context) -> Result<(), ValidationErrors>;

fn check<T: FromInput>(value: &Value, ctx: &Context) -> Result<(), ValidationErrors> {
    T::from_json(value, ctx).map(drop)
}

/// Every input type of the schema, with its check.
const INPUTS: &[(&str, Check)] = &[
    (
        common::AddressInput::TYPE_NAME,
        check::<common::AddressInput>,
    ),
    (
        common::AddressQueryInput::TYPE_NAME,
        check::<common::AddressQueryInput>,
    ),
    (common::IdDocInput::TYPE_NAME, check::<common::IdDocInput>),
    (session::LoginInput::TYPE_NAME, check::<session::LoginInput>),
    (
        statements::StatementQueryInput::TYPE_NAME,
        check::<statements::StatementQueryInput>,
    ),
    (
        sub_clients::CreateSubClientInput::TYPE_NAME,
        check::<sub_clients::CreateSubClientInput>,
    ),
    (
        sub_clients::UpdateSubClientInput::TYPE_NAME,
        check::<sub_clients::UpdateSubClientInput>,
    ),
    (
        sub_clients::SubClientQueryInput::TYPE_NAME,
        check::<sub_clients::SubClientQueryInput>,
    ),
    (
        sub_clients::FundingAccountQueryInput::TYPE_NAME,
        check::<sub_clients::FundingAccountQueryInput>,
    ),
    (
        withdrawals::CreateWithdrawalInput::TYPE_NAME,
        check::<withdrawals::CreateWithdrawalInput>,
    ),
    (
        withdrawals::WithdrawalQueryInput::TYPE_NAME,
        check::<withdrawals::WithdrawalQueryInput>,
    ),
    (
        deposits::DepositQueryInput::TYPE_NAME,
        check::<deposits::DepositQueryInput>,
    ),
    (
        deposits::RefundDepositInput::TYPE_NAME,
        check::<deposits::RefundDepositInput>,
    ),
    (
        recipients::RecipientInput::TYPE_NAME,
        check::<recipients::RecipientInput>,
    ),
    (
        recipients::RecipientQueryInput::TYPE_NAME,
        check::<recipients::RecipientQueryInput>,
    ),
    (
        senders::SenderInput::TYPE_NAME,
        check::<senders::SenderInput>,
    ),
    (
        senders::SenderQueryInput::TYPE_NAME,
        check::<senders::SenderQueryInput>,
    ),
    (
        institutions::InstitutionInput::TYPE_NAME,
        check::<institutions::InstitutionInput>,
    ),
    (
        institutions::InstitutionQueryInput::TYPE_NAME,
        check::<institutions::InstitutionQueryInput>,
    ),
    (quotes::QuoteInput::TYPE_NAME, check::<quotes::QuoteInput>),
    (
        conversions::CreateConversionInput::TYPE_NAME,
        check::<conversions::CreateConversionInput>,
    ),
    (
        conversions::ConversionQueryInput::TYPE_NAME,
        check::<conversions::ConversionQueryInput>,
    ),
    (
        payments::CreatePaymentInput::TYPE_NAME,
        check::<payments::CreatePaymentInput>,
    ),
    (
        payments::PaymentQueryInput::TYPE_NAME,
        check::<payments::PaymentQueryInput>,
    ),
    (rfis::RfiQueryInput::TYPE_NAME, check::<rfis::RfiQueryInput>),
    (
        rfis::AnswerRfiQuestionInput::TYPE_NAME,
        check::<rfis::AnswerRfiQuestionInput>,
    ),
    (
        rfis::RfiDocumentInput::TYPE_NAME,
        check::<rfis::RfiDocumentInput>,
    ),
    (
        rfis::DeclineRfiInput::TYPE_NAME,
        check::<rfis::DeclineRfiInput>,
    ),
    (
        payee::ConfirmationOfPayeeInput::TYPE_NAME,
        check::<payee::ConfirmationOfPayeeInput>,
    ),
    (
        ams::AdverseMediaSearchInput::TYPE_NAME,
        check::<ams::AdverseMediaSearchInput>,
    ),
    (
        ams::AmsRequestQueryInput::TYPE_NAME,
        check::<ams::AmsRequestQueryInput>,
    ),
    (
        address_cleanser::CleanseAddressInput::TYPE_NAME,
        check::<address_cleanser::CleanseAddressInput>,
    ),
    (
        address_cleanser::AddressCleanserRequestQueryInput::TYPE_NAME,
        check::<address_cleanser::AddressCleanserRequestQueryInput>,
    ),
    (
        members::MembersQueryInput::TYPE_NAME,
        check::<members::MembersQueryInput>,
    ),
    (
        lookups::BankInfoInput::TYPE_NAME,
        check::<lookups::BankInfoInput>,
    ),
    (
        lookups::DeliveryMethodsInput::TYPE_NAME,
        check::<lookups::DeliveryMethodsInput>,
    ),
];

/// The schema names of every input type, in catalogue order.
pub fn input_type_names() -> impl Iterator<Item = &'static str> {
    INPUTS.iter().map(|(name, _)| *name)
}

/// The check of the input type named `type_name`; `None` when the schema has no input type of
/// that name.
pub fn check_for(type_name: &str) -> Option<Check> {
    INPUTS
        .iter()
        .find(|(name, _)| *name == type_name)
        .map(|(_, check)| *check)
}

/// Checks `value` against the rules of the input type named `type_name`; `None` when the schema
/// has no input type of that name.
pub fn validate(
    type_name: &str,
    value: &Value,
    ctx: &Context,
) -> Option<Result<(), ValidationErrors>> {
    check_for(type_name).map(|check| check(value, ctx))
}
