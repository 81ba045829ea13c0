//! The withdrawal's `externalReference`, the text shown on the recipient's statement.

use crate::{
    FieldError,
    dummy::check_not_dummy,
    macros::string_newtype,
    rules,
    text::{check_not_blank, check_printable_ascii},
};

/// Longest reference on the real-time network.
pub const EXTERNAL_REFERENCE_MAX: usize = 280;
/// Length the reference is cut to on Direct Entry.
pub const DIRECT_ENTRY_REFERENCE_LEN: usize = 18;

/// A withdrawal's statement text: printable ASCII, 1 to 280 characters.
///
/// Rules, in order: `dummy_value`, `ascii`, `ascii.printable`, `text.blank`,
/// `external_reference.length`. The value is kept as given; Direct Entry shows only its
/// first 18 characters ([`direct_entry`](Self::direct_entry)).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExternalReference(Box<str>);

impl ExternalReference {
    /// Checks a reference.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        check_printable_ascii(value)?;
        check_not_blank(value)?;
        if value.len() > EXTERNAL_REFERENCE_MAX {
            return Err(FieldError::new(
                rules::EXTERNAL_REFERENCE_LENGTH,
                format!(
                    "must be at most {EXTERNAL_REFERENCE_MAX} characters, got {}",
                    value.len()
                ),
            ));
        }
        Ok(Self(value.into()))
    }

    /// The form Direct Entry shows: the first 18 characters (the whole reference if shorter).
    pub fn direct_entry(&self) -> &str {
        // ASCII only, so a byte index is a character index.
        &self.0[..self.0.len().min(DIRECT_ENTRY_REFERENCE_LEN)]
    }

    /// True when Direct Entry would cut this reference.
    pub fn is_cut_on_direct_entry(&self) -> bool {
        self.0.len() > DIRECT_ENTRY_REFERENCE_LEN
    }
}

string_newtype!(ExternalReference);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_edges_and_direct_entry_form() {
        let max = "R".repeat(280);
        assert!(ExternalReference::parse(&max).is_ok());
        assert_eq!(
            ExternalReference::parse(&"R".repeat(281))
                .unwrap_err()
                .rule(),
            rules::EXTERNAL_REFERENCE_LENGTH
        );
        let r = ExternalReference::parse("Invoice 2026-0042 for March rent").unwrap();
        assert_eq!(r.direct_entry(), "Invoice 2026-0042 ");
        assert_eq!(r.direct_entry().len(), 18);
        assert!(r.is_cut_on_direct_entry());
        let short = ExternalReference::parse("INV42").unwrap();
        assert_eq!(short.direct_entry(), "INV42");
        assert!(!short.is_cut_on_direct_entry());
        let exact = ExternalReference::parse(&"x".repeat(18)).unwrap();
        assert!(!exact.is_cut_on_direct_entry());
    }

    #[test]
    fn refusals() {
        let rule = |s: &str| ExternalReference::parse(s).unwrap_err().rule();
        assert_eq!(rule("Réf 1"), rules::ASCII);
        assert_eq!(rule("a\u{0}b"), rules::ASCII_PRINTABLE);
        assert_eq!(rule(""), rules::TEXT_BLANK);
        assert_eq!(rule(" N/A "), rules::DUMMY_VALUE);
    }
}
