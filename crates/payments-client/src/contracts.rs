//! The exact GraphQL document the client sends for each operation of the schema, keyed by the
//! root field it selects. `contracts/<rootField>.graphql` at the workspace root holds the same
//! text, and `cargo xtask schema-diff` reads those files to tell which operations a new schema
//! breaks.
//!
//! `tests/it/contracts.rs` fails when a file differs from [`all`] (with a unified diff), is
//! missing or is extra; it validates each document against the schema and checks that each
//! declares only `$input` and `$id` (`$currencies` for `balances`) with exactly the argument's
//! type. `cargo xtask contracts` checks the same from the command line, and
//! `cargo xtask contracts --bless` rewrites the files and deletes stale ones.

use crate::operations::{
    RootKind, RootOperation, address_cleanser, ams, balances, conversions, deposits, document,
    institutions, lookups, members, payee, payments, quotes, recipients, rfis, senders, statements,
    sub_clients, withdrawals,
};
use crate::session;

/// Every operation's `(root field, document)`, in schema order (queries, then mutations).
/// The document is built by the same cynic code path as the operation sent; its text does not
/// depend on variable values.
pub fn all() -> Vec<(&'static str, String)> {
    vec![
        // Queries.
        entry::<balances::BalancesQuery>(),
        entry::<statements::StatementQuery>(),
        entry::<sub_clients::SubClientQuery>(),
        entry::<sub_clients::SubClientsQuery>(),
        entry::<withdrawals::WithdrawalQuery>(),
        entry::<withdrawals::WithdrawalsQuery>(),
        entry::<deposits::DepositQuery>(),
        entry::<deposits::DepositsQuery>(),
        entry::<recipients::RecipientsQuery>(),
        entry::<senders::SendersQuery>(),
        entry::<institutions::InstitutionsQuery>(),
        entry::<quotes::QuoteQuery>(),
        entry::<conversions::ConversionQuery>(),
        entry::<conversions::ConversionsQuery>(),
        entry::<payments::PaymentQuery>(),
        entry::<payments::PaymentsQuery>(),
        entry::<rfis::RfiQuery>(),
        entry::<rfis::RfisQuery>(),
        entry::<ams::AmsRequestQuery>(),
        entry::<ams::AmsRequestsQuery>(),
        entry::<address_cleanser::AddressCleanserRequestQuery>(),
        entry::<address_cleanser::AddressCleanserRequestsQuery>(),
        entry::<members::MembersQuery>(),
        entry::<lookups::BankInfoQuery>(),
        entry::<lookups::AvailableDeliveryMethodsQuery>(),
        entry::<lookups::FundingAccountsQuery>(),
        // Mutations.
        entry::<session::Login>(),
        entry::<session::Logout>(),
        entry::<sub_clients::CreateSubClientMutation>(),
        entry::<sub_clients::UpdateSubClientMutation>(),
        entry::<sub_clients::DisableSubClientMutation>(),
        entry::<sub_clients::ActivateSubClientMutation>(),
        entry::<withdrawals::CreateWithdrawalMutation>(),
        entry::<deposits::RefundDepositMutation>(),
        entry::<recipients::CreateRecipientMutation>(),
        entry::<recipients::UpdateRecipientMutation>(),
        entry::<senders::CreateSenderMutation>(),
        entry::<senders::UpdateSenderMutation>(),
        entry::<institutions::CreateInstitutionMutation>(),
        entry::<institutions::UpdateInstitutionMutation>(),
        entry::<conversions::CreateConversionMutation>(),
        entry::<payments::CreatePaymentMutation>(),
        entry::<rfis::AnswerRfiQuestionMutation>(),
        entry::<rfis::DeclineRfiMutation>(),
        entry::<payee::ConfirmationOfPayeeMutation>(),
        entry::<ams::AdverseMediaSearchMutation>(),
        entry::<address_cleanser::CleanseAddressMutation>(),
    ]
}

/// The file name of a root field's contract: `<rootField>.graphql`.
pub fn file_name(root_field: &str) -> String {
    format!("{root_field}.graphql")
}

fn entry<O>() -> (&'static str, String)
where
    O: RootOperation,
    O::SchemaType: RootKind,
{
    (O::ROOT_FIELD, document::<O>())
}
