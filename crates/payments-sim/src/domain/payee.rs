//! Confirmation of payee: the name on an Australian BSB account, matched against the accounts
//! the simulator knows (customer VANs, sub-client VANs, BSB recipients of the caller).

use payments_types::payee::{ConfirmationOfPayeeInput, PayeeMatch};

use crate::model::accounts::{Caller, SIM_BSB};
use crate::model::parties::Payee;
use crate::model::service::Service;

/// The answer: the match and, for a close match only, the account's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    /// How well the name matched.
    pub name_match: PayeeMatch,
    /// The account's name, shown only for a close match.
    pub account_name: Option<String>,
}

fn norm(name: &str) -> String {
    name.to_ascii_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !["pty", "ltd", "limited"].contains(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `MATCH` when the normalised names (lower case, words only, `pty`/`ltd`/`limited` dropped)
/// are equal, `CLOSE_MATCH` when one holds the other or they share the last word, else
/// `NO_MATCH`.
pub fn compare(given: &str, actual: &str) -> PayeeMatch {
    let (g, a) = (norm(given), norm(actual));
    if g == a {
        PayeeMatch::Match
    } else if !g.is_empty()
        && (a.contains(&g)
            || g.contains(&a)
            || g.split(' ').next_back() == a.split(' ').next_back())
    {
        PayeeMatch::CloseMatch
    } else {
        PayeeMatch::NoMatch
    }
}

/// `confirmationOfPayee(input:)`.
pub fn confirm(
    service: &Service,
    caller: &Caller,
    input: &ConfirmationOfPayeeInput,
) -> Confirmation {
    let (bsb, account_no) = (input.bsb.as_str(), input.account_no.as_str());
    let mut actual: Option<String> = None;
    if bsb == SIM_BSB {
        actual = service
            .accounts
            .values()
            .find(|a| a.account_no.as_str() == account_no)
            .map(|a| a.name.to_string())
            .or_else(|| {
                service
                    .sub_clients
                    .values()
                    .find(|sc| sc.account_no.as_str() == account_no)
                    .map(|sc| sc.full_name())
            });
    }
    if actual.is_none() {
        actual = service
            .recipients
            .values()
            .find(|r| {
                r.account == caller.account
                    && r.details.bsb.as_deref() == Some(bsb)
                    && r.details.account_no.as_deref() == Some(account_no)
            })
            .map(|r| {
                Payee {
                    id: None,
                    details: r.details.clone(),
                }
                .display_name()
            });
    }
    match actual {
        None => Confirmation {
            name_match: PayeeMatch::Unavailable,
            account_name: None,
        },
        Some(a) => {
            let name_match = compare(input.account_name.as_str(), &a);
            Confirmation {
                name_match,
                account_name: (name_match == PayeeMatch::CloseMatch).then_some(a),
            }
        }
    }
}
