//! The ledger: per-currency movements of the primary balance, in decimals.

use std::collections::BTreeMap;

use rust_decimal::Decimal;
use time::OffsetDateTime;

/// One movement of a balance (one statement row).
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// When it happened (simulated time).
    pub at: OffsetDateTime,
    /// Amount taken from the balance.
    pub debit: Decimal,
    /// Amount added to the balance.
    pub credit: Decimal,
    /// Balance after the movement.
    pub balance: Decimal,
    /// What moved it.
    pub description: String,
    /// Id of the deposit, withdrawal, payment or conversion.
    pub transaction_id: Option<String>,
}

/// Balances of one account, one list of entries per currency.
#[derive(Debug, Clone, Default)]
pub struct Ledger {
    entries: BTreeMap<String, Vec<Entry>>,
}

/// The balance does not cover a debit.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("insufficient {currency} balance: {needed} needed, {available} available")]
pub struct Insufficient {
    /// Currency of the balance.
    pub currency: String,
    /// Amount asked for.
    pub needed: Decimal,
    /// Balance at the time.
    pub available: Decimal,
}

impl Ledger {
    /// Opens a (zero) balance in `currency` if none exists.
    pub fn open(&mut self, currency: &str) {
        self.entries.entry(currency.to_owned()).or_default();
    }

    /// The cleared balance in `currency` (zero when none).
    pub fn balance(&self, currency: &str) -> Decimal {
        self.entries
            .get(currency)
            .and_then(|e| e.last())
            .map(|e| e.balance)
            .unwrap_or(Decimal::ZERO)
    }

    /// Currencies with an open balance, sorted.
    pub fn currencies(&self) -> impl Iterator<Item = &str> {
        self.entries.keys().map(String::as_str)
    }

    /// Adds `amount` to the balance.
    pub fn credit(
        &mut self,
        currency: &str,
        amount: Decimal,
        at: OffsetDateTime,
        description: &str,
        txn: Option<&str>,
    ) {
        let balance = self.balance(currency) + amount;
        self.push(
            currency,
            Entry {
                at,
                debit: Decimal::ZERO,
                credit: amount,
                balance,
                description: description.into(),
                transaction_id: txn.map(Into::into),
            },
        );
    }

    /// Takes `amount` from the balance; refused when it would go negative.
    pub fn debit(
        &mut self,
        currency: &str,
        amount: Decimal,
        at: OffsetDateTime,
        description: &str,
        txn: Option<&str>,
    ) -> Result<(), Insufficient> {
        let available = self.balance(currency);
        if amount > available {
            return Err(Insufficient {
                currency: currency.into(),
                needed: amount,
                available,
            });
        }
        self.push(
            currency,
            Entry {
                at,
                debit: amount,
                credit: Decimal::ZERO,
                balance: available - amount,
                description: description.into(),
                transaction_id: txn.map(Into::into),
            },
        );
        Ok(())
    }

    fn push(&mut self, currency: &str, entry: Entry) {
        self.entries
            .entry(currency.to_owned())
            .or_default()
            .push(entry);
    }

    /// Entries in `currency` with `from <= at < to`.
    pub fn rows(&self, currency: &str, from: OffsetDateTime, to: OffsetDateTime) -> Vec<&Entry> {
        self.entries
            .get(currency)
            .map(|v| v.iter().filter(|e| e.at >= from && e.at < to).collect())
            .unwrap_or_default()
    }

    /// Every entry in `currency`.
    pub fn all(&self, currency: &str) -> &[Entry] {
        self.entries.get(currency).map(Vec::as_slice).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debit_never_goes_negative() {
        let t = time::macros::datetime!(2026-07-01 00:00 UTC);
        let mut l = Ledger::default();
        l.credit("AUD", Decimal::new(1000, 2), t, "in", None);
        assert!(
            l.debit("AUD", Decimal::new(1001, 2), t, "out", None)
                .is_err()
        );
        l.debit("AUD", Decimal::new(1000, 2), t, "out", None)
            .unwrap();
        assert_eq!(l.balance("AUD"), Decimal::ZERO);
        assert_eq!(l.all("AUD").len(), 2);
    }
}
