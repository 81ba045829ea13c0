//! Every event kind of the spec's event table (and the portal's test event).

/// Declares [`EventKind`] with its variants, their names and the list of all of them, from
/// one table.
macro_rules! event_kinds {
    ($($variant:ident => $name:literal,)*) => {
        /// An event kind; its [`EventKind::as_str`] is the `event` of the webhook payload.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[allow(missing_docs)]
        pub enum EventKind {
            $($variant,)*
        }

        impl EventKind {
            /// Every kind of the spec, in the table's order (what webhooks can subscribe to).
            pub const ALL: &[EventKind] = &[$(EventKind::$variant,)*];

            /// The kind's name (`withdrawal_pending`).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(EventKind::$variant => $name,)*
                }
            }
        }
    };
}

event_kinds! {
    DepositInitiated => "deposit_initiated",
    DepositReviewing => "deposit_reviewing",
    DepositCleared => "deposit_cleared",
    DepositCancelled => "deposit_cancelled",
    DepositRefunding => "deposit_refunding",
    DepositRefunded => "deposit_refunded",
    WithdrawalInitiated => "withdrawal_initiated",
    WithdrawalReviewing => "withdrawal_reviewing",
    WithdrawalPending => "withdrawal_pending",
    WithdrawalCompleted => "withdrawal_completed",
    WithdrawalFailed => "withdrawal_failed",
    WithdrawalRefunded => "withdrawal_refunded",
    WithdrawalCancelled => "withdrawal_cancelled",
    PaymentCreated => "payment_created",
    PaymentComplete => "payment_complete",
    PaymentFailed => "payment_failed",
    PaymentCancelled => "payment_cancelled",
    CurrencyConverted => "currency_converted",
    ConversionInitialised => "conversion_initialised",
    ConversionPending => "conversion_pending",
    ConversionConverted => "conversion_converted",
    ConversionFailed => "conversion_failed",
    ConversionCancelled => "conversion_cancelled",
    SubclientInitiated => "subclient_initiated",
    SubclientActive => "subclient_active",
    SubclientUnapproved => "subclient_unapproved",
    SubclientFailedKyc => "subclient_failed_kyc",
    SubclientDeactivated => "subclient_deactivated",
    SubclientDisabled => "subclient_disabled",
    AmsInitialised => "ams_initialised",
    AmsPending => "ams_pending",
    AmsCompleted => "ams_completed",
    AmsFailed => "ams_failed",
    RfiCreated => "rfi_created",
    RfiAssessing => "rfi_assessing",
    RfiClosed => "rfi_closed",
    RfiCancelled => "rfi_cancelled",
}

impl EventKind {
    /// The kind named `name`, if it is one of the spec's.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.as_str() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_parse_back() {
        let mut names: Vec<&str> = EventKind::ALL.iter().map(|k| k.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), EventKind::ALL.len());
        for &k in EventKind::ALL {
            assert_eq!(EventKind::parse(k.as_str()), Some(k));
        }
        assert_eq!(EventKind::parse("webhook_test"), None);
    }
}
