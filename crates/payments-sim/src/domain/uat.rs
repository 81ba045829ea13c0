//! The UAT profile's starting data: what a real test account already holds when a team first
//! runs against UAT — deposits that arrived on its VAN (one cleared, one under review) and a
//! withdrawal held for an RFI, with a compliance member to answer it.

use payments_types::common::FreeText;
use payments_types::withdrawals::CreateWithdrawalInput;
use payments_types::{
    AccountNo, Amount, AsciiText, Bsb, Context, CurrencyCode, Email, FromInput, PersonName,
};
use rust_decimal::Decimal;
use serde_json::json;

use crate::domain::deposits::{self, Arrival};
use crate::domain::members::{self, NewMember};
use crate::domain::{jobs, withdrawals};
use crate::model::accounts::{Caller, SIM_BSB};
use crate::model::deposits::DepositSender;
use crate::model::ids::AccountId;
use crate::model::members::MemberStatus;
use crate::model::service::Service;

/// The account the seeded records belong to (the demo login's).
pub const ACCOUNT: &str = "acc_demo_aus";

/// Adds the starting records to `service` and runs what became due.
pub fn seed(service: &mut Service) {
    let account = AccountId::from_text(ACCOUNT);
    let van = service
        .account(&account)
        .map(|a| AccountNo::parse(&a.account_no));
    let Some(Ok(van)) = van else {
        return;
    };
    let Ok(bsb) = Bsb::parse(SIM_BSB) else {
        return;
    };
    for (cents, reference) in [(25_000, "INV-1001"), (120_000, "SIM_REVIEW payroll top-up")] {
        let Ok(amount) = Amount::new(Decimal::new(cents, 2), CurrencyCode::AUD) else {
            continue;
        };
        let _ = deposits::arrive(
            service,
            Arrival {
                bsb: bsb.clone(),
                account_no: van.clone(),
                amount,
                reference: FreeText::parse(reference).ok(),
                account_name: None,
                sender: DepositSender::default(),
            },
        );
    }
    if let Some(member) = compliance_member() {
        members::add(service, &account, member);
    }
    let input = json!({
        "amount": 75.5, "currency": "AUD", "externalReference": "SEND_RFI supplier 42",
        "recipient": {"companyName": "Supplier Pty Ltd", "currency": "AUD",
                      "accountIdType": "BSB", "bsb": "062000", "accountNo": "12345678"},
    });
    let today = Context::on(service.now().date());
    if let Ok(input) = CreateWithdrawalInput::from_json(&input, &today) {
        let _ = withdrawals::create(service, &Caller::portal(account), input);
    }
    jobs::tick(service);
}

/// The account's compliance member, who answers RFIs.
fn compliance_member() -> Option<NewMember> {
    Some(NewMember {
        first_name: Some(PersonName::parse("Cora").ok()?),
        last_name: Some(PersonName::parse("Pliance").ok()?),
        email: Email::parse("compliance@payments.test").ok()?,
        mobile: None,
        roles: vec![AsciiText::parse("compliance_officer").ok()?],
        access: vec![AsciiText::parse("compliance").ok()?],
        status: MemberStatus::Active,
    })
}
