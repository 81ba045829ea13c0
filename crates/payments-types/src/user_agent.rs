//! The `user-agent` rule: the service asks every caller for its own `user-agent`, and its
//! firewall may block the defaults of generic HTTP clients and tools. One rule, used by the
//! client before it sends and by the simulator's firewall.

use crate::macros::string_newtype;
use crate::{FieldError, rules};

/// Product names of generic HTTP clients and tools, lower case. A `user-agent` whose product
/// (the part before the first `/` or space, compared case-insensitively) is one of them is
/// refused (`user_agent.generic`).
pub const GENERIC_USER_AGENTS: &[&str] = &[
    "reqwest",
    "hyper",
    "ureq",
    "isahc",
    "surf",
    "curl",
    "libcurl",
    "wget",
    "httpie",
    "python-requests",
    "python-urllib",
    "python-httpx",
    "aiohttp",
    "go-http-client",
    "okhttp",
    "java",
    "apache-httpclient",
    "axios",
    "node-fetch",
    "node",
    "undici",
    "got",
    "libwww-perl",
    "postmanruntime",
    "insomnia",
    "mozilla",
    "rust",
    "cynic",
    "graphql-client",
];

/// The generic product `value` names, if any (see [`GENERIC_USER_AGENTS`]).
fn generic_product(value: &str) -> Option<&'static str> {
    let product = value.trim().split(['/', ' ']).next().unwrap_or_default();
    GENERIC_USER_AGENTS
        .iter()
        .copied()
        .find(|g| g.eq_ignore_ascii_case(product))
}

/// A caller's own `user-agent` (`my-app/1.4 (ops@example.com)`), kept as given.
///
/// Rules, in order: `user_agent.blank` (empty or whitespace), `user_agent.charset` (anything but
/// visible ASCII and spaces: a header could not carry it), `user_agent.generic` (a generic
/// client's product, [`GENERIC_USER_AGENTS`]). Dummy values are not checked: `N/A` is no
/// client's name, but neither is it a generic one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UserAgent(Box<str>);

impl UserAgent {
    /// Checks a `user-agent`.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        if value.trim().is_empty() {
            return Err(FieldError::new(
                rules::USER_AGENT_BLANK,
                "must not be empty; send your application's own name, e.g. \"my-app/1.0 (ops@example.com)\"",
            ));
        }
        if !value.bytes().all(|b| b.is_ascii_graphic() || b == b' ') {
            return Err(FieldError::new(
                rules::USER_AGENT_CHARSET,
                "must be visible ASCII and spaces (an HTTP header cannot carry anything else)",
            ));
        }
        if let Some(product) = generic_product(value) {
            return Err(FieldError::new(
                rules::USER_AGENT_GENERIC,
                format!(
                    "{value:?} is a generic client's ({product}), which the firewall may block; use your application's own name"
                ),
            ));
        }
        Ok(Self(value.into()))
    }

    /// The generic client's product a refused `value` names (`curl` for `curl/8.5`), the one
    /// [`GENERIC_USER_AGENTS`] entry behind rule `user_agent.generic`; `None` for any other.
    pub fn generic_product(value: &str) -> Option<&'static str> {
        generic_product(value)
    }
}

string_newtype!(UserAgent);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn refusals_name_their_rule() {
        let rule = |v: &str| UserAgent::parse(v).unwrap_err().rule();
        assert_eq!(rule(""), rules::USER_AGENT_BLANK);
        assert_eq!(rule("  "), rules::USER_AGENT_BLANK);
        assert_eq!(rule("app\u{e9}/1"), rules::USER_AGENT_CHARSET);
        assert_eq!(rule("app/1\n"), rules::USER_AGENT_CHARSET);
        assert_eq!(rule("curl/8.5.0"), rules::USER_AGENT_GENERIC);
        assert_eq!(rule("Mozilla/5.0 (X11)"), rules::USER_AGENT_GENERIC);
        assert_eq!(rule("PostmanRuntime/7.36"), rules::USER_AGENT_GENERIC);
        assert_eq!(rule("reqwest"), rules::USER_AGENT_GENERIC);
        assert_eq!(
            UserAgent::parse("acme-payouts/2.1 (ops@acme.test)")
                .unwrap()
                .as_str(),
            "acme-payouts/2.1 (ops@acme.test)"
        );
        // A product that only starts like a generic one is not generic.
        assert!(UserAgent::parse("curling-club/1.0").is_ok());
    }

    proptest! {
        #[test]
        fn every_generic_product_is_refused_in_any_case(
            i in 0..GENERIC_USER_AGENTS.len(),
            upper in proptest::collection::vec(any::<bool>(), 32),
            version in "[0-9]{1,3}\\.[0-9]{1,3}",
            sep in prop_oneof![Just("/"), Just(" ")],
        ) {
            let product: String = GENERIC_USER_AGENTS[i]
                .chars()
                .zip(upper.iter().cycle())
                .map(|(c, &u)| if u { c.to_ascii_uppercase() } else { c })
                .collect();
            let err = UserAgent::parse(&format!("{product}{sep}{version}")).unwrap_err();
            prop_assert_eq!(err.rule(), rules::USER_AGENT_GENERIC);
        }

        #[test]
        fn an_application_name_with_a_contact_is_accepted(
            name in "myapp-[a-z0-9]{1,12}",
            version in "[0-9]{1,2}\\.[0-9]{1,2}",
        ) {
            let ua = format!("{name}/{version} (ops@example.com)");
            let parsed = UserAgent::parse(&ua).unwrap();
            prop_assert_eq!(parsed.as_str(), ua.as_str());
        }
    }
}
