//! The schema's root fields, declared once: [`RootField`] names each `Query` and `Mutation`
//! field; `graphql/operations.rs` matches it exhaustively and fault rules name its values.

/// Which root a field hangs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Root {
    /// `Query`.
    Query,
    /// `Mutation`.
    Mutation,
}

/// Declares [`RootField`], its schema names and roots, from one table.
macro_rules! root_fields {
    ($($root:ident { $($variant:ident => $name:literal,)* })*) => {
        /// A root field of the vendored schema.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum RootField {
            $($($variant,)*)*
        }

        impl RootField {
            /// Every root field, queries first, in the schema's order.
            pub const ALL: &[RootField] = &[$($(RootField::$variant,)*)*];

            /// The field's name in the schema (`createWithdrawal`).
            pub fn name(self) -> &'static str {
                match self {
                    $($(RootField::$variant => $name,)*)*
                }
            }

            /// The root it hangs on.
            pub fn root(self) -> Root {
                match self {
                    $($(RootField::$variant => Root::$root,)*)*
                }
            }
        }
    };
}

root_fields! {
    Query {
        Balances => "balances",
        Statement => "statement",
        SubClient => "subClient",
        SubClients => "subClients",
        Withdrawal => "withdrawal",
        Withdrawals => "withdrawals",
        Deposit => "deposit",
        Deposits => "deposits",
        Recipients => "recipients",
        Senders => "senders",
        Institutions => "institutions",
        Quote => "quote",
        Conversion => "conversion",
        Conversions => "conversions",
        Payment => "payment",
        Payments => "payments",
        Rfi => "rfi",
        Rfis => "rfis",
        AmsRequest => "amsRequest",
        AmsRequests => "amsRequests",
        AddressCleanserRequest => "addressCleanserRequest",
        AddressCleanserRequests => "addressCleanserRequests",
        Members => "members",
        BankInfo => "bankInfo",
        AvailableDeliveryMethods => "availableDeliveryMethods",
        FundingAccounts => "fundingAccounts",
    }
    Mutation {
        Login => "login",
        Logout => "logout",
        CreateSubClient => "createSubClient",
        UpdateSubClient => "updateSubClient",
        DisableSubClient => "disableSubClient",
        ActivateSubClient => "activateSubClient",
        CreateWithdrawal => "createWithdrawal",
        RefundDeposit => "refundDeposit",
        CreateRecipient => "createRecipient",
        UpdateRecipient => "updateRecipient",
        CreateSender => "createSender",
        UpdateSender => "updateSender",
        CreateInstitution => "createInstitution",
        UpdateInstitution => "updateInstitution",
        CreateConversion => "createConversion",
        CreatePayment => "createPayment",
        AnswerRfiQuestion => "answerRfiQuestion",
        DeclineRfi => "declineRfi",
        ConfirmationOfPayee => "confirmationOfPayee",
        AdverseMediaSearch => "adverseMediaSearch",
        CleanseAddress => "cleanseAddress",
    }
}

impl RootField {
    /// The root field named `name` on `root` (any root when `None`).
    pub fn parse(name: &str, root: Option<Root>) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|f| f.name() == name && root.is_none_or(|r| r == f.root()))
    }
}
