//! Folding events into the latest known status of one record.
//!
//! Deliveries may arrive out of order (each retry runs on its own schedule) and more than once
//! (a retry after a lost 2xx). [`StatusTracker`] keeps the status that the state tables make the
//! most recent and ignores stale or repeated events. "Newer" is decided in this order:
//!
//! 1. a **final** status is never replaced by a non-final one (withdrawal `REFUNDED`/`CANCELLED`,
//!    deposit `REFUNDED`/`CANCELLED`, sub-client `FAILED_KYC`/`DISABLED`, payment
//!    `COMPLETE`/`FAILED`/`CANCELLED`, conversion `CONVERTED`/`FAILED`/`CANCELLED`, AMS
//!    `COMPLETED`/`FAILED`, RFI `CLOSED`/`CANCELLED`);
//! 2. otherwise the later `eventScheduledAt` wins (this follows the table's loops, e.g. a
//!    withdrawal `FAILED` → `PENDING` retry, or a sub-client `ACTIVE` ↔ `DEACTIVATED`);
//! 3. on equal times the higher **rank** wins. Ranks follow the tables' forward paths:
//!    withdrawal `INITIALISED` 0 < `REVIEWING` 1 < `PENDING` 2 < `CONFIRMED` 3 < `FAILED` 4 <
//!    `REFUNDED` = `CANCELLED` 5; deposit `INITIATED` 0 < `REVIEWING` 1 < `CLEARED` 2 <
//!    `REFUNDING` 3 < `REFUNDED` = `CANCELLED` 4; sub-client `INITIATED` 0 < `UNAPPROVED` 1 <
//!    `ACTIVE` = `DEACTIVATED` 2 < `FAILED_KYC` = `DISABLED` 3; payment `CREATED` 0 <
//!    `CONVERTED` 1 (`currency_converted`) < finals 2; conversion `INITIALISED` 0 < `PENDING` 1 <
//!    finals 2; AMS `INITIALISED` 0 < `PENDING` 1 < finals 2; RFI `CREATED` 0 < `ASSESSING` 1 <
//!    finals 2.
//!
//! An equal (time, rank) pair — a duplicate — changes nothing.

use time::OffsetDateTime;

use super::event::Event;

/// The kind of record an event is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Record {
    /// A deposit.
    Deposit,
    /// A withdrawal.
    Withdrawal,
    /// An international payment.
    Payment,
    /// A conversion.
    Conversion,
    /// A sub-client.
    SubClient,
    /// An adverse media search.
    Ams,
    /// A request for information.
    Rfi,
}

/// What an event kind says about its record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transition {
    /// The record kind.
    pub record: Record,
    /// The status the record has after the event, as the state tables name it.
    pub status: &'static str,
    /// Position on the table's forward path (see the module docs).
    pub rank: u8,
    /// Whether the status is final.
    pub is_final: bool,
}

const fn t(record: Record, status: &'static str, rank: u8, is_final: bool) -> Transition {
    Transition {
        record,
        status,
        rank,
        is_final,
    }
}

/// The transition an event kind stands for; `None` for kinds not in the spec.
pub fn transition(kind: &str) -> Option<Transition> {
    use Record::*;
    Some(match kind {
        "withdrawal_initiated" => t(Withdrawal, "INITIALISED", 0, false),
        "withdrawal_reviewing" => t(Withdrawal, "REVIEWING", 1, false),
        "withdrawal_pending" => t(Withdrawal, "PENDING", 2, false),
        "withdrawal_completed" => t(Withdrawal, "CONFIRMED", 3, false),
        "withdrawal_failed" => t(Withdrawal, "FAILED", 4, false),
        "withdrawal_refunded" => t(Withdrawal, "REFUNDED", 5, true),
        "withdrawal_cancelled" => t(Withdrawal, "CANCELLED", 5, true),
        "deposit_initiated" => t(Deposit, "INITIATED", 0, false),
        "deposit_reviewing" => t(Deposit, "REVIEWING", 1, false),
        "deposit_cleared" => t(Deposit, "CLEARED", 2, false),
        "deposit_refunding" => t(Deposit, "REFUNDING", 3, false),
        "deposit_refunded" => t(Deposit, "REFUNDED", 4, true),
        "deposit_cancelled" => t(Deposit, "CANCELLED", 4, true),
        "subclient_initiated" => t(SubClient, "INITIATED", 0, false),
        "subclient_unapproved" => t(SubClient, "UNAPPROVED", 1, false),
        "subclient_active" => t(SubClient, "ACTIVE", 2, false),
        "subclient_deactivated" => t(SubClient, "DEACTIVATED", 2, false),
        "subclient_failed_kyc" => t(SubClient, "FAILED_KYC", 3, true),
        "subclient_disabled" => t(SubClient, "DISABLED", 3, true),
        "payment_created" => t(Payment, "CREATED", 0, false),
        "currency_converted" => t(Payment, "CONVERTED", 1, false),
        "payment_complete" => t(Payment, "COMPLETE", 2, true),
        "payment_failed" => t(Payment, "FAILED", 2, true),
        "payment_cancelled" => t(Payment, "CANCELLED", 2, true),
        "conversion_initialised" => t(Conversion, "INITIALISED", 0, false),
        "conversion_pending" => t(Conversion, "PENDING", 1, false),
        "conversion_converted" => t(Conversion, "CONVERTED", 2, true),
        "conversion_failed" => t(Conversion, "FAILED", 2, true),
        "conversion_cancelled" => t(Conversion, "CANCELLED", 2, true),
        "ams_initialised" => t(Ams, "INITIALISED", 0, false),
        "ams_pending" => t(Ams, "PENDING", 1, false),
        "ams_completed" => t(Ams, "COMPLETED", 2, true),
        "ams_failed" => t(Ams, "FAILED", 2, true),
        "rfi_created" => t(Rfi, "CREATED", 0, false),
        "rfi_assessing" => t(Rfi, "ASSESSING", 1, false),
        "rfi_closed" => t(Rfi, "CLOSED", 2, true),
        "rfi_cancelled" => t(Rfi, "CANCELLED", 2, true),
        _ => return None,
    })
}

/// The latest known status of one record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Latest {
    /// Record id.
    pub id: String,
    /// The transition that set it.
    pub transition: Transition,
    /// Its event kind.
    pub kind: String,
    /// Its `eventScheduledAt`.
    pub at: OffsetDateTime,
}

impl Latest {
    /// The status name, e.g. `CONFIRMED`.
    pub fn status(&self) -> &'static str {
        self.transition.status
    }

    fn superseded_by(&self, t: &Transition, at: OffsetDateTime) -> bool {
        let cur = &self.transition;
        match (cur.is_final, t.is_final) {
            (true, false) => false,
            (false, true) => true,
            _ => (at, t.rank) > (self.at, cur.rank),
        }
    }
}

/// What [`StatusTracker::apply`] did with an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    /// The event set a newer status.
    Advanced,
    /// The event is older than (or the same as) what is known.
    Stale,
    /// Not a status event of this record (another id or record kind, or an unknown kind).
    Ignored,
}

/// Latest status of one record, fed with its events in any order.
#[derive(Debug, Clone, Default)]
pub struct StatusTracker {
    latest: Option<Latest>,
}

impl StatusTracker {
    /// An empty tracker; the first status event fixes the record.
    pub fn new() -> Self {
        Self::default()
    }

    /// Applies one event.
    pub fn apply(&mut self, event: &Event) -> Applied {
        let (Some(t), Some(id), Some(at)) =
            (transition(event.kind()), event.id(), event.scheduled_at())
        else {
            return Applied::Ignored;
        };
        match &self.latest {
            Some(cur) if cur.id != id || cur.transition.record != t.record => Applied::Ignored,
            Some(cur) if !cur.superseded_by(&t, at) => Applied::Stale,
            _ => {
                self.latest = Some(Latest {
                    id: id.to_owned(),
                    transition: t,
                    kind: event.kind().to_owned(),
                    at,
                });
                Applied::Advanced
            }
        }
    }

    /// The latest known status, if any event applied.
    pub fn latest(&self) -> Option<&Latest> {
        self.latest.as_ref()
    }
}

/// Folds the events of one record (any order, duplicates allowed) into its latest status.
pub fn latest_status<'a>(events: impl IntoIterator<Item = &'a Event>) -> Option<Latest> {
    let mut t = StatusTracker::new();
    for e in events {
        t.apply(e);
    }
    t.latest
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wd(kind: &str, secs: i64) -> Event {
        let at = time::macros::datetime!(2026-07-01 00:00:00 UTC) + time::Duration::seconds(secs);
        let at = at
            .format(&time::format_description::well_known::Rfc3339)
            .expect("formats");
        let body = format!(
            r#"{{"event":"{kind}","eventScheduledAt":"{at}","id":"wd_1","amount":5,"totalFee":1,"currency":"AUD"}}"#
        );
        Event::from_json(body.as_bytes()).expect("parses")
    }

    #[test]
    fn completed_before_pending_keeps_confirmed() {
        let mut t = StatusTracker::new();
        assert_eq!(t.apply(&wd("withdrawal_completed", 4)), Applied::Advanced);
        assert_eq!(t.apply(&wd("withdrawal_pending", 2)), Applied::Stale);
        assert_eq!(t.apply(&wd("withdrawal_initiated", 0)), Applied::Stale);
        assert_eq!(t.latest().map(Latest::status), Some("CONFIRMED"));
    }

    #[test]
    fn fail_acc_path_shuffled_and_duplicated_ends_refunded() {
        let evs = [
            wd("withdrawal_refunded", 8),
            wd("withdrawal_pending", 2),
            wd("withdrawal_refunded", 8),
            wd("withdrawal_failed", 6),
            wd("withdrawal_initiated", 0),
            wd("withdrawal_completed", 4),
            wd("withdrawal_refunded", 8),
        ];
        let l = latest_status(&evs).expect("status");
        assert_eq!(l.status(), "REFUNDED");
        let mut t = StatusTracker::new();
        assert_eq!(t.apply(&evs[0]), Applied::Advanced);
        assert_eq!(
            t.apply(&evs[2]),
            Applied::Stale,
            "a repeated refund changes nothing"
        );
    }

    #[test]
    fn same_instant_uses_rank_and_retry_after_failure_uses_time() {
        // FAIL_AML: initiated, reviewing and cancelled share one instant.
        let l = latest_status(&[
            wd("withdrawal_cancelled", 0),
            wd("withdrawal_reviewing", 0),
            wd("withdrawal_initiated", 0),
        ]);
        assert_eq!(l.map(|l| l.status()), Some("CANCELLED"));
        // FAILED -> PENDING (retry) is later in time, so it wins over the higher rank.
        let l = latest_status(&[wd("withdrawal_pending", 10), wd("withdrawal_failed", 6)]);
        assert_eq!(l.map(|l| l.status()), Some("PENDING"));
    }

    #[test]
    fn other_records_are_ignored() {
        let mut t = StatusTracker::new();
        t.apply(&wd("withdrawal_pending", 2));
        let other = Event::from_json(br#"{"event":"ams_pending","eventScheduledAt":"2026-07-01T00:00:09Z","id":"wd_1","status":"PENDING"}"#).expect("parses");
        assert_eq!(t.apply(&other), Applied::Ignored);
        let unknown = Event::from_json(br#"{"event":"x","id":"wd_1"}"#).expect("parses");
        assert_eq!(t.apply(&unknown), Applied::Ignored);
    }
}
