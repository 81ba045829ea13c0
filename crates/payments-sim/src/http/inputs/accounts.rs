//! `POST /sim/ip-allow-list` and the portal's IP allow-list form.

use std::net::IpAddr;

use payments_types::{FieldError, Validator, rules};

use crate::model::error::ApiError;

/// The allow-list's addresses (empty: any address), or every one that is not an IPv4 or IPv6
/// address, named by its place (`addresses[1]`).
pub fn ip_addresses(texts: Option<Vec<String>>) -> Result<Vec<IpAddr>, ApiError> {
    let Some(texts) = texts else {
        return Err(ApiError::invalid(
            "addresses",
            rules::REQUIRED,
            "the list of IP addresses is required (an empty list allows any address)",
        ));
    };
    let mut v = Validator::new();
    let read: Vec<Option<IpAddr>> = texts
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let ip = text.trim().parse().map_err(|_| {
                FieldError::new(
                    rules::TYPE,
                    format!("{text:?} is not an IPv4 or IPv6 address"),
                )
            });
            v.field(&format!("addresses[{i}]"), ip)
        })
        .collect();
    v.finish_with(|| read.into_iter().collect())
        .map_err(ApiError::from)
}
