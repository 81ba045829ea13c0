//! Webhook payloads: every event of the log as the spec's event table shows it (`event`,
//! `eventScheduledAt`, `id`, then the fields of its kind).

use serde_json::{Map, Value, json};

use crate::model::event_kind::EventKind;
use crate::model::events::{Event, Subject};
use crate::model::sub_clients::SubClient;
use crate::render::objects::{deposit_accounts, withdrawal_ids};
use crate::render::{iso, num, opt_iso, text};

/// The payload of `event`.
pub fn payload(event: &Event) -> Value {
    let mut m = Map::new();
    m.insert("event".into(), json!(event.kind.as_str()));
    m.insert("eventScheduledAt".into(), json!(iso(event.at)));
    m.insert("id".into(), json!(event.subject.id()));
    fields(event.kind, &event.subject, &mut m);
    Value::Object(m)
}

/// The sub-client as deposit, withdrawal and payment payloads show it.
fn sub_client_summary(sc: Option<&SubClient>) -> Value {
    sc.map_or(Value::Null, |sc| {
        json!({
            "id": sc.id.as_str(), "fullName": sc.full_name(), "accountNo": sc.account_no.as_str(),
            "bsb": crate::model::accounts::SIM_BSB, "externalId": text(sc.external_id.as_ref()),
        })
    })
}

fn fields(kind: EventKind, subject: &Subject, m: &mut Map<String, Value>) {
    use EventKind as K;
    let mut put = |k: &str, v: Value| {
        m.insert(k.into(), v);
    };
    match subject {
        Subject::Deposit(d, sc) => {
            let (recipient, sender) = deposit_accounts(d);
            put("amount", num(d.amount));
            put("totalFee", json!(0.0));
            put("currency", json!(d.currency.as_str()));
            put("externalReference", json!(d.reference));
            put("clearedAt", opt_iso(d.cleared_at));
            put("statusMessage", json!(d.status_message));
            put("recipient", recipient);
            put("sender", sender);
            put("subClient", sub_client_summary(sc.as_deref()));
            if matches!(kind, K::DepositRefunding | K::DepositRefunded) {
                put("refundAmount", num(d.refund_amount));
                put("refundReason", json!(d.refund_reason));
                put("refundedAt", opt_iso(d.refunded_at));
            }
        }
        Subject::Withdrawal(w, sc) => {
            put("amount", num(w.amount));
            put("totalFee", num(w.fee));
            put("currency", json!(w.currency.as_str()));
            put("externalId", text(w.external_id.as_ref()));
            put("subClient", sub_client_summary(sc.as_deref()));
            if matches!(
                kind,
                K::WithdrawalReviewing
                    | K::WithdrawalPending
                    | K::WithdrawalCompleted
                    | K::WithdrawalRefunded
                    | K::WithdrawalCancelled
            ) {
                put("statusMessage", json!(w.status_message));
            }
            if matches!(kind, K::WithdrawalCompleted | K::WithdrawalRefunded) {
                put("clearedAt", opt_iso(w.cleared_at));
            }
            if kind == K::WithdrawalRefunded {
                put("refundAmount", num(w.amount));
                put("refundReason", json!(w.status_message));
                put("refundedAt", opt_iso(w.refunded_at));
                let r = &w.recipient.details;
                put(
                    "recipient",
                    json!({"displayName": w.recipient.display_name(), "bsb": r.bsb, "accountNo": r.account_no}),
                );
            }
            if kind == K::WithdrawalCancelled {
                put("rejectCode", json!(w.reject_code.map(|c| c.as_str())));
                put("rejectedAt", opt_iso(w.rejected_at));
            }
        }
        Subject::Payment(p, sc) => {
            put("fromAmount", num(p.from_amount));
            put("fromCurrency", json!(p.from_currency.as_str()));
            put("toAmount", num(p.to_amount));
            put("toCurrency", json!(p.to_currency.as_str()));
            if kind == K::PaymentCreated {
                put("subClient", sub_client_summary(sc.as_deref()));
            } else {
                put("externalId", text(p.external_id.as_ref()));
            }
        }
        Subject::Conversion(x) => {
            put("fromAmount", num(x.from_amount));
            put("fromCurrency", json!(x.from_currency.as_str()));
            put("toAmount", num(x.to_amount));
            put("toCurrency", json!(x.to_currency.as_str()));
            put("rate", num(x.rate));
            put("externalId", text(x.external_id.as_ref()));
        }
        Subject::SubClient(sc, status) => {
            put("fullName", json!(sc.full_name()));
            put("status", json!(status.as_str()));
            put("externalId", text(sc.external_id.as_ref()));
        }
        Subject::Ams(r) => {
            put("name", json!(r.name));
            put("country", text(r.country.as_ref()));
            put("status", json!(r.status().as_str()));
        }
        Subject::Rfi(r) => {
            put("statusMessage", json!(r.status_message));
            put("deadline", json!(iso(r.deadline)));
            put("depositIds", json!([]));
            put("withdrawalIds", json!(withdrawal_ids(r)));
            put("paymentIds", json!([]));
            put("createdAt", json!(iso(r.created_at)));
            put("updatedAt", json!(iso(r.updated_at)));
        }
    }
}

/// The body of the portal's 'send test' dummy request.
pub fn test_payload(request_id: &str, at: time::OffsetDateTime) -> Value {
    json!({"event": TEST_EVENT, "eventScheduledAt": iso(at), "id": request_id, "test": true})
}

/// Event kind of the portal's 'send test' dummy request.
pub const TEST_EVENT: &str = "webhook_test";
