//! The schema's output objects of every resource, from typed records.

use serde_json::{Value, json};

use crate::domain::balances::{Balance, Statement};
use crate::domain::lookups::{BankInfo, DeliveryMethod, FundingAccount};
use crate::domain::payee::Confirmation;
use crate::domain::quotes::Quote;
use crate::domain::session::Session;
use crate::model::accounts::SIM_BSB;
use crate::model::address_cleanser::CleanserRequest;
use crate::model::ams::AmsRequest;
use crate::model::conversions::Conversion;
use crate::model::deposits::Deposit;
use crate::model::institutions::Institution;
use crate::model::members::Member;
use crate::model::payments::Payment;
use crate::model::rfis::Rfi;
use crate::model::sub_clients::SubClient;
use crate::model::withdrawals::Withdrawal;
use crate::render::parties::{object, payee, payer};
use crate::render::{iso, num, opt_iso};
use payments_types::payee::PayeeMatch;

/// The `SubClient` object (its `fundingAccounts` are resolved on their own).
pub fn sub_client(sc: &SubClient) -> Value {
    let d = &sc.details;
    json!({
        "id": sc.id.as_str(), "fullName": sc.full_name(), "legalName": d.legal_name,
        "tradingAsName": d.trading_as_name, "businessNumber": d.business_number,
        "clientType": sc.client_type().as_str(), "status": sc.status().as_str(),
        "primaryContact": {
            "firstName": d.first_name, "middleName": d.middle_name, "lastName": d.last_name, "email": d.email,
            "mobile": d.mobile, "dob": d.dob,
        },
        "address": sc.address, "postalAddress": sc.postal_address, "bsb": SIM_BSB, "accountNo": sc.account_no,
        "externalId": sc.external_id,
    })
}

/// The `SubClient` object, or `null`.
pub fn opt_sub_client(sc: Option<&SubClient>) -> Value {
    sc.map_or(Value::Null, sub_client)
}

/// The `Withdrawal` object.
pub fn withdrawal(w: &Withdrawal) -> Value {
    json!({
        "id": w.id.as_str(), "status": w.status().as_str(), "amount": num(w.amount), "currency": w.currency.as_str(),
        "createdAt": iso(w.created_at), "sender": payer(&w.sender), "recipient": payee(&w.recipient),
        "externalId": w.external_id, "externalReference": w.statement_reference(),
        "callbackUri": w.callback_uri, "reason": w.reason.map(|r| r.as_str()),
        "totalFee": num(w.fee), "statusMessage": w.status_message, "rejectCode": w.reject_code.map(|c| c.as_str()),
        "clearedAt": opt_iso(w.cleared_at), "rejectedAt": opt_iso(w.rejected_at), "refundedAt": opt_iso(w.refunded_at),
        "rail": w.route.rail(), "railService": w.route.service(),
    })
}

/// `rail`/`railService` of a deposit: the real-time network for AUD, SWIFT otherwise.
fn deposit_route(d: &Deposit) -> (&'static str, &'static str) {
    if d.currency == payments_types::CurrencyCode::AUD {
        ("NPP", "OSKO")
    } else {
        ("SWIFT", "SWIFT_CREDIT_TRANSFER")
    }
}

/// The deposit's `recipient` and `sender` objects.
pub fn deposit_accounts(d: &Deposit) -> (Value, Value) {
    let (r, s) = (&d.recipient, &d.sender);
    (
        json!({"accountName": r.account_name, "accountNo": r.account_no, "bsb": r.bsb}),
        json!({
            "accountName": s.account_name, "companyName": s.company_name, "bankName": s.bank_name,
            "bankCountry": s.bank_country, "bsb": s.bsb, "accountNo": s.account_no,
        }),
    )
}

/// The `Deposit` object, with the sub-client whose VAN received it.
pub fn deposit(d: &Deposit, sub_client: Option<&SubClient>) -> Value {
    let (rail, service) = deposit_route(d);
    let (recipient, sender) = deposit_accounts(d);
    let refunded = (d.refund_amount > rust_decimal::Decimal::ZERO).then(|| num(d.refund_amount));
    json!({
        "id": d.id.as_str(), "status": d.status().as_str(), "amount": num(d.amount), "totalFee": 0.0,
        "currency": d.currency.as_str(), "externalReference": d.reference, "clearedAt": opt_iso(d.cleared_at),
        "statusMessage": d.status_message, "refundAmount": refunded, "refundReason": d.refund_reason,
        "refundedAt": opt_iso(d.refunded_at), "rail": rail, "railService": service,
        "subClient": opt_sub_client(sub_client), "recipient": recipient, "sender": sender,
    })
}

/// The `Payment` object, with its sub-client.
pub fn payment(p: &Payment, sub_client: Option<&SubClient>) -> Value {
    json!({
        "id": p.id.as_str(), "fromAmount": num(p.from_amount), "fromCurrency": p.from_currency.as_str(),
        "toAmount": num(p.to_amount), "toCurrency": p.to_currency.as_str(), "externalId": p.external_id,
        "sender": p.sender.as_ref().map_or(Value::Null, payer), "recipient": payee(&p.recipient),
        "subClient": opt_sub_client(sub_client), "callbackUri": p.callback_uri,
        "sourceOfFunds": p.source_of_funds.map(|s| s.as_str()), "status": p.status().as_str(),
        "createdAt": iso(p.created_at),
    })
}

/// The `Conversion` object.
pub fn conversion(x: &Conversion) -> Value {
    json!({
        "id": x.id.as_str(), "fromAmount": num(x.from_amount), "fromCurrency": x.from_currency.as_str(),
        "toAmount": num(x.to_amount), "toCurrency": x.to_currency.as_str(), "rate": num(x.rate),
        "externalId": x.external_id, "status": x.status().as_str(),
        "callbackUri": x.callback_uri, "createdAt": iso(x.created_at),
    })
}

/// The `Institution` object.
pub fn institution(x: &Institution) -> Value {
    object(&x.details, Some(json!(x.id.as_str())))
}

/// The `Rfi` object with its questions.
pub fn rfi(r: &Rfi) -> Value {
    let questions: Vec<Value> = r
        .questions
        .iter()
        .map(|q| {
            json!({"id": q.id.as_str(), "text": q.text, "answer": q.answer, "documentNames": q.document_names,
                   "answeredAt": opt_iso(q.answered_at)})
        })
        .collect();
    json!({
        "id": r.id.as_str(), "status": r.status().as_str(), "statusMessage": r.status_message,
        "deadline": iso(r.deadline), "depositIds": [], "withdrawalIds": withdrawal_ids(r), "paymentIds": [],
        "createdAt": iso(r.created_at), "updatedAt": iso(r.updated_at), "questions": questions,
    })
}

/// The ids of the withdrawals an RFI is about.
pub fn withdrawal_ids(r: &Rfi) -> Vec<&str> {
    r.withdrawals.iter().map(|w| w.as_str()).collect()
}

/// The `AmsRequest` object.
pub fn ams_request(r: &AmsRequest) -> Value {
    let result = r.hits.map(|h| {
        let summary = if h == 0 {
            "No adverse media found".to_owned()
        } else {
            format!("{h} adverse media hits")
        };
        json!({"hitCount": h, "summary": summary})
    });
    json!({
        "id": r.id.as_str(), "name": r.name, "country": r.country, "status": r.status().as_str(),
        "entityType": r.entity_type.as_str(), "createdAt": iso(r.created_at), "result": result,
    })
}

/// The `AddressCleanserRequest` object.
pub fn cleanser_request(r: &CleanserRequest) -> Value {
    json!({
        "id": r.id.as_str(), "createdAt": iso(r.created_at), "address": r.address,
        "result": {"recommendation": r.recommendation.as_str(), "score": num(r.score), "cleansedAddress": r.cleansed},
    })
}

/// The `Member` object.
pub fn member(m: &Member) -> Value {
    json!({
        "id": m.id.as_str(), "firstName": m.first_name, "lastName": m.last_name, "email": m.email,
        "mobile": m.mobile, "roles": m.roles, "access": m.access, "status": m.status.as_str(),
    })
}

/// A `Balance`.
pub fn balance(b: &Balance) -> Value {
    json!({"currency": b.currency.as_str(), "cleared": num(b.cleared), "pending": num(b.pending)})
}

/// The `statement` reply (code `GENERATED`).
pub fn statement(s: &Statement<'_>) -> Value {
    let rows: Vec<Value> = s
        .rows
        .iter()
        .map(|e| {
            json!({"debit": num(e.debit), "credit": num(e.credit), "createdAt": iso(e.at),
                   "description": e.description, "balance": num(e.balance), "transactionId": e.transaction_id})
        })
        .collect();
    json!({
        "success": true, "code": "GENERATED", "message": format!("statement of {} rows", rows.len()),
        "fromDate": iso(s.from), "toDate": iso(s.to), "rows": rows,
    })
}

/// The `Quote` object.
pub fn quote(q: &Quote) -> Value {
    json!({
        "bid": num(q.bid), "ask": num(q.ask), "symbol": q.symbol, "timestamp": iso(q.timestamp),
        "inverted": q.inverted, "expireAt": iso(q.expire_at), "applicability": q.applicability.as_str(),
    })
}

/// The `BankInfo` object.
pub fn bank_info(b: &BankInfo) -> Value {
    json!({
        "bankName": b.bank_name, "branch": b.branch, "bic": b.bic, "bsb": b.bsb, "address": null,
        "country": b.country,
    })
}

/// A `DeliveryMethod`.
pub fn delivery_method(m: &DeliveryMethod) -> Value {
    json!({
        "country": m.country, "currency": m.currency.as_str(), "accountIdType": m.account_id_type.as_str(),
        "estimatedDays": m.estimated_days,
    })
}

/// A `FundingAccount`.
pub fn funding_account(f: &FundingAccount) -> Value {
    json!({
        "iban": f.iban, "accountNo": f.account_no, "bic": f.bic, "currency": f.currency.as_str(),
        "externalReference": f.external_reference,
    })
}

/// The `Session` reply of `login`.
pub fn session(s: &Session) -> Value {
    json!({"success": s.code == "SUCCESS", "code": s.code, "message": s.message, "token": s.token})
}

/// The `confirmationOfPayee` reply.
pub fn confirmation(c: &Confirmation) -> Value {
    let message = match c.name_match {
        PayeeMatch::Unavailable => "the account could not be checked".to_owned(),
        m => format!("name check: {}", m.as_str()),
    };
    json!({
        "success": true, "code": "SUCCESS", "message": message, "match": c.name_match.as_str(),
        "accountName": c.account_name,
    })
}
