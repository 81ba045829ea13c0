//! Customer accounts as the portal sees them: which account a portal action is for, and the
//! features enabled on request.

use crate::model::accounts::{FeatureChanges, Features};
use crate::model::error::ApiError;
use crate::model::ids::AccountId;
use crate::model::service::Service;

/// Which account a portal action is for: `accountId`, or the login `accountEmail` (with
/// `affiliation` when it has several); the demo account when neither is given.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AccountRef {
    /// Account id.
    pub id: Option<String>,
    /// Login e-mail.
    pub email: Option<String>,
    /// Affiliation (`SVC_AUS`, `SVC_LUX`).
    pub affiliation: Option<String>,
}

/// The account `r` names.
pub fn resolve(service: &Service, r: &AccountRef) -> Result<AccountId, ApiError> {
    if let Some(id) = &r.id {
        let id = AccountId::from_text(id);
        return if service.accounts.contains_key(&id) {
            Ok(id)
        } else {
            Err(ApiError::not_found("account", "accountId", id.as_str()))
        };
    }
    let email = r.email.as_deref().unwrap_or("demo@payments.test");
    let user = service
        .users
        .get(email)
        .ok_or_else(|| ApiError::not_found("user", "email", email))?;
    let aff = r.affiliation.as_deref();
    user.accounts
        .iter()
        .find(|(a, _)| aff.is_none_or(|x| x == a.as_str()))
        .map(|(_, id)| id.clone())
        .ok_or_else(|| ApiError::not_found("account", "affiliation", aff.unwrap_or_default()))
}

/// Switches the features given (`None` leaves one as it is); the features after it.
pub fn set_features(
    service: &mut Service,
    account: &AccountId,
    changes: &FeatureChanges,
) -> Result<Features, ApiError> {
    let acc = service
        .account_mut(account)
        .ok_or_else(|| ApiError::not_found("account", "accountId", account.as_str()))?;
    acc.features.apply(changes);
    Ok(acc.features.clone())
}

/// Replaces the account's IP allow-list (empty: login from anywhere); the list as stored.
pub fn set_ip_allow_list(
    service: &mut Service,
    account: &AccountId,
    addresses: Vec<std::net::IpAddr>,
) -> Result<Vec<std::net::IpAddr>, ApiError> {
    let acc = service
        .account_mut(account)
        .ok_or_else(|| ApiError::not_found("account", "accountId", account.as_str()))?;
    acc.ip_allow_list = addresses;
    acc.ip_allow_list.sort();
    acc.ip_allow_list.dedup();
    Ok(acc.ip_allow_list.clone())
}

/// Refuses a blocked customer's request ([`ApiError::CustomerBlocked`]).
pub fn check_not_blocked(service: &Service, account: &AccountId) -> Result<(), ApiError> {
    match service.account(account).and_then(|a| a.blocked.clone()) {
        Some(why) => Err(ApiError::CustomerBlocked(why)),
        None => Ok(()),
    }
}

/// Support lifts a customer's block; whether it was blocked.
pub fn unblock(service: &mut Service, account: &AccountId) -> Result<bool, ApiError> {
    let acc = service
        .account_mut(account)
        .ok_or_else(|| ApiError::not_found("account", "accountId", account.as_str()))?;
    Ok(acc.blocked.take().is_some())
}
