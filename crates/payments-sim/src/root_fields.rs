//! The names of the schema's root fields the simulator serves (fault rules name them).

/// Every `Query` and `Mutation` field of the vendored schema.
pub const ROOT_FIELDS: &[&str] = &[
    "balances",
    "statement",
    "subClient",
    "subClients",
    "withdrawal",
    "withdrawals",
    "deposit",
    "deposits",
    "recipients",
    "senders",
    "institutions",
    "quote",
    "conversion",
    "conversions",
    "payment",
    "payments",
    "rfi",
    "rfis",
    "amsRequest",
    "amsRequests",
    "addressCleanserRequest",
    "addressCleanserRequests",
    "members",
    "bankInfo",
    "availableDeliveryMethods",
    "fundingAccounts",
    "login",
    "logout",
    "createSubClient",
    "updateSubClient",
    "disableSubClient",
    "activateSubClient",
    "createWithdrawal",
    "refundDeposit",
    "createRecipient",
    "updateRecipient",
    "createSender",
    "updateSender",
    "createInstitution",
    "updateInstitution",
    "createConversion",
    "createPayment",
    "answerRfiQuestion",
    "declineRfi",
    "confirmationOfPayee",
    "adverseMediaSearch",
    "cleanseAddress",
];

/// Whether `name` is a root field of the schema.
pub fn is_root_field(name: &str) -> bool {
    ROOT_FIELDS.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_the_schemas_root_fields() {
        let schema = apollo_compiler::Schema::parse(payments_schema::SDL, "payments.graphql")
            .expect("the vendored schema parses");
        let mut in_schema: Vec<&str> = ["Query", "Mutation"]
            .iter()
            .filter_map(|t| schema.get_object(t))
            .flat_map(|o| o.fields.keys().map(|k| k.as_str()))
            .collect();
        let mut listed = ROOT_FIELDS.to_vec();
        in_schema.sort_unstable();
        listed.sort_unstable();
        assert_eq!(listed, in_schema);
    }
}
