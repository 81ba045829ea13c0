#![doc = include_str!("../README.md")]
//!
//! ## Field types
//!
//! A failure is a [`FieldError`] naming the field path (attached by the caller with
//! [`FieldError::at`]), a stable rule code from [`rules`] and a message; [`Validator`]
//! collects every failure of a whole input into [`ValidationErrors`].
//!
//! Every string type refuses dummy values first (`N/A`, `NA`, `NULL`, `nil`, any case,
//! surrounding whitespace ignored: rule `dummy_value`).
//!
//! | type | for | accepts | rule codes (after `dummy_value`) |
//! |---|---|---|---|
//! | [`PersonName`] | first, middle, last names | 1–75 Latin letters and ` - ' .`, starting with a letter | `name.length`, `name.charset`, `name.shape` (+ `name.domain_like` via `PersonName::parse_not_domain`) |
//! | [`CompanyName`] | `legalName`, `tradingAsName`, `companyName` | 2–256 characters, no `< = >` | `company_name.length`, `text.blank`, `company_name.forbidden_char` (+ `name.domain_like`) |
//! | [`AsciiText`] | `externalId`, `docNumber`, `issuer`, address parts | non-blank printable ASCII | `ascii`, `ascii.printable`, `text.blank` |
//! | [`Email`] | `email` | ASCII `local@domain.tld` | `ascii`, `email.length`, `email.format` |
//! | [`Mobile`] | `mobile` | valid international number, `+` or `00`; stored E.164 | `mobile.format`, `mobile.invalid` |
//! | [`DateOfBirth`] | `dob` | `YYYY-MM-DD` after 1900-01-01; age via [`DateOfBirth::check_age`] on a given day | `dob.format`, `dob.before_1900`, `dob.too_young`, `dob.too_old` |
//! | [`ExternalReference`] | withdrawal `externalReference` | printable ASCII, 1–280; 18-char Direct Entry form | `ascii`, `ascii.printable`, `text.blank`, `external_reference.length` |
//! | [`Bsb`] | `bsb` | `123456` or `123-456`; stored `123456` | `bsb.format` |
//! | [`AccountNo`] | `accountNo` | 4–34 ASCII letters and digits | `account_no.length`, `account_no.charset` |
//! | [`Iban`] | `iban` | ISO 13616, spaces removed, upper-cased | `iban.format`, `iban.length`, `iban.checksum` |
//! | [`Bic`] | `bic` | ISO 9362, 8 or 11, upper-cased | `bic.length`, `bic.format` |
//! | [`Aba`] | `aba` | 9 digits with the ABA check | `aba.format`, `aba.checksum` |
//! | [`Clabe`] | `clabe` | 18 digits with the control digit | `clabe.format`, `clabe.checksum` |
//! | [`Ifsc`] | `ifsc` | `AAAA0XXXXXX`, upper-cased | `ifsc.format` |
//! | [`Cnaps`] | `cnaps` | 12 digits | `cnaps.format` |
//! | [`SortCode`] | `sortCode` | `123456` or `12-34-56`; stored `123456` | `sort_code.format` |
//! | [`PayId`] | `payid` | email, AU mobile, ABN, ACN or organisation id | `payid.format`, `payid.mobile`, `payid.abn_checksum`, `payid.acn_checksum`, email rules |
//! | [`Amount`] | `amount` (with its currency) | positive, at most the currency's minor-unit decimals, below 10^13 | `amount.not_positive`, `amount.scale`, `amount.too_large`, `amount.format` |
//! | [`UserAgent`] | the `user-agent` header | visible ASCII, not a generic client's product | `user_agent.blank`, `user_agent.charset`, `user_agent.generic` (no `dummy_value`) |
//! | [`CurrencyCode`] | `currency` (`CurrencyIso3`) | AED AUD CAD CHF CNY EUR GBP HKD IDR INR JPY MXN NZD PHP SGD USD | `currency.unknown` |
//!
//! ```
//! use payments_types::{AgeRule, DateOfBirth, Mobile, PersonName};
//! use time::macros::date;
//!
//! let mobile: Mobile = "0061 412 345 678".parse().unwrap();
//! assert_eq!(mobile.as_str(), "+61412345678");
//!
//! let err = PersonName::parse("NULL").unwrap_err().at("firstName").at("primaryContact");
//! assert_eq!((err.field(), err.rule()), ("primaryContact.firstName", "dummy_value"));
//!
//! let dob = DateOfBirth::parse("2008-06-16").unwrap();
//! let err = dob.check_age(date!(2026 - 06 - 15), AgeRule::Adult).unwrap_err();
//! assert_eq!(err.rule(), "dob.too_young");
//! ```

#![warn(missing_docs)]

mod macros;

// The field types and their errors: private modules, re-exported below by name.
mod accounts;
mod contact;
mod dates;
mod dummy;
mod error;
mod input;
mod money;
mod names;
mod phone;
mod reference;
mod text;
mod user_agent;

pub mod catalog;
pub mod codes;
pub mod common;
pub mod rules;

// Input objects and enums of the schema, one module per resource (the same module names as in
// payments-client and payments-sim).
pub mod address_cleanser;
pub mod ams;
pub mod conversions;
pub mod deposits;
pub mod institutions;
pub mod lookups;
pub mod members;
pub mod payee;
pub mod payments;
pub mod quotes;
pub mod recipients;
pub mod rfis;
pub mod senders;
pub mod session;
pub mod statements;
pub mod sub_clients;
pub mod withdrawals;

pub use accounts::{
    Aba, AccountNo, Bic, Bsb, Clabe, Cnaps, Iban, Ifsc, PayId, PayIdKind, SortCode,
};
pub use contact::{Email, Mobile};
pub use dates::{AgeRule, DateOfBirth};
pub use dummy::check_not_dummy;
pub use error::{FieldError, ValidationErrors, Validator};
pub use input::{Context, FromInput};
pub use money::{Amount, CurrencyCode};
pub use names::{CompanyName, PersonName};
pub use reference::ExternalReference;
pub use text::AsciiText;
pub use user_agent::{GENERIC_USER_AGENTS, UserAgent};
mod wire;
