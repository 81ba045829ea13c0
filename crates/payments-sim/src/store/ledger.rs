//! The ledger: per-currency movements of one account's primary balance, in decimals.

use std::collections::BTreeMap;

use payments_types::CurrencyCode;
use rust_decimal::Decimal;
use time::OffsetDateTime;

/// One movement of a balance (one statement row).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
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
    pub description: std::borrow::Cow<'static, str>,
    /// Id of the deposit, withdrawal, payment or conversion that moved it.
    pub transaction_id: Option<String>,
}

/// Balances of one account, one list of entries per currency (currencies in code order). Its
/// serde form is the list of currencies with a balance; the entries are kept apart (the
/// database's `ledger_entries`), each saved once ([`Ledger::take_unsaved`]).
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(from = "Vec<CurrencyCode>")]
pub struct Ledger {
    entries: BTreeMap<CurrencyCode, Vec<Entry>>,
    /// Entries saved, per currency.
    saved: BTreeMap<CurrencyCode, usize>,
}

impl From<Vec<CurrencyCode>> for Ledger {
    fn from(currencies: Vec<CurrencyCode>) -> Self {
        let mut ledger = Self::default();
        currencies.into_iter().for_each(|c| ledger.open(c));
        ledger
    }
}

/// Written without a copy of the entries (saving an account must not cost its history).
impl serde::Serialize for Ledger {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.currencies())
    }
}

/// The balance does not cover a debit.
#[derive(Debug, Clone, PartialEq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[error("insufficient {currency} balance: {needed} needed, {available} available")]
pub struct Insufficient {
    /// Currency of the balance.
    pub currency: CurrencyCode,
    /// Amount asked for.
    pub needed: Decimal,
    /// Balance at the time.
    pub available: Decimal,
}

impl Ledger {
    /// Opens a (zero) balance in `currency` if none exists.
    pub fn open(&mut self, currency: CurrencyCode) {
        self.entries.entry(currency).or_default();
    }

    /// The cleared balance in `currency` (zero when none).
    pub fn balance(&self, currency: CurrencyCode) -> Decimal {
        self.entries
            .get(&currency)
            .and_then(|e| e.last())
            .map_or(Decimal::ZERO, |e| e.balance)
    }

    /// Currencies with an open balance, in code order.
    pub fn currencies(&self) -> impl Iterator<Item = CurrencyCode> + '_ {
        self.entries.keys().copied()
    }

    /// Adds `amount` to the balance.
    pub fn credit(
        &mut self,
        currency: CurrencyCode,
        amount: Decimal,
        at: OffsetDateTime,
        description: &'static str,
        transaction_id: Option<&str>,
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
                transaction_id: transaction_id.map(Into::into),
            },
        );
    }

    /// Takes `amount` from the balance; refused when it would go negative.
    pub fn debit(
        &mut self,
        currency: CurrencyCode,
        amount: Decimal,
        at: OffsetDateTime,
        description: &'static str,
        transaction_id: Option<&str>,
    ) -> Result<(), Insufficient> {
        let available = self.balance(currency);
        if amount > available {
            return Err(Insufficient {
                currency,
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
                transaction_id: transaction_id.map(Into::into),
            },
        );
        Ok(())
    }

    fn push(&mut self, currency: CurrencyCode, entry: Entry) {
        self.entries.entry(currency).or_default().push(entry);
    }

    /// Entries in `currency` with `from <= at < to`.
    pub fn rows(
        &self,
        currency: CurrencyCode,
        from: OffsetDateTime,
        to: OffsetDateTime,
    ) -> impl Iterator<Item = &Entry> {
        self.all(currency)
            .iter()
            .filter(move |e| e.at >= from && e.at < to)
    }

    /// Appends an entry recorded elsewhere (an imported state file's), not saved yet.
    pub fn append(&mut self, currency: CurrencyCode, entry: Entry) {
        self.push(currency, entry);
    }

    /// Puts back an entry read from the database (saved already).
    pub fn restore(&mut self, currency: CurrencyCode, entry: Entry) {
        self.push(currency, entry);
        *self.saved.entry(currency).or_default() += 1;
    }

    /// The entries not saved yet, each with its currency and position; they count as saved
    /// from now on.
    pub fn take_unsaved(&mut self) -> Vec<(CurrencyCode, usize, &Entry)> {
        let mut out = Vec::new();
        for (&currency, entries) in &self.entries {
            let saved = self.saved.entry(currency).or_default();
            out.extend(
                entries
                    .iter()
                    .enumerate()
                    .skip(*saved)
                    .map(|(n, e)| (currency, n, e)),
            );
            *saved = entries.len();
        }
        out
    }

    /// Every entry in `currency`.
    pub fn all(&self, currency: CurrencyCode) -> &[Entry] {
        self.entries.get(&currency).map_or(&[], Vec::as_slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debit_never_goes_negative() {
        let t = time::macros::datetime!(2026-07-01 00:00 UTC);
        let aud = CurrencyCode::AUD;
        let mut l = Ledger::default();
        l.credit(aud, Decimal::new(1000, 2), t, "in", None);
        let refused = l.debit(aud, Decimal::new(1001, 2), t, "out", None);
        assert_eq!(refused.map_err(|e| e.available), Err(Decimal::new(1000, 2)));
        l.debit(aud, Decimal::new(1000, 2), t, "out", Some("wd_1"))
            .expect("covered");
        assert_eq!(l.balance(aud), Decimal::ZERO);
        assert_eq!(l.all(aud).len(), 2);
        assert_eq!(l.rows(aud, t, t + time::Duration::DAY).count(), 2);
        assert_eq!(
            l.rows(aud, t + time::Duration::SECOND, t + time::Duration::DAY)
                .count(),
            0
        );
    }
}
