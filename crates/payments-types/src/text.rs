//! Printable-ASCII free text (`externalId`, `idDoc.docNumber`, `idDoc.issuer`, address parts).

use crate::{FieldError, dummy::check_not_dummy, macros::string_newtype, rules};

/// Refuses non-ASCII characters (`ascii`) and ASCII control characters (`ascii.printable`):
/// only `0x20..=0x7E` pass.
pub fn check_printable_ascii(value: &str) -> Result<(), FieldError> {
    if value.bytes().all(|b| (0x20..=0x7e).contains(&b)) {
        return Ok(()); // fast path: nothing to report
    }
    if let Some((i, c)) = value.char_indices().find(|&(_, c)| !c.is_ascii()) {
        return Err(FieldError::new(
            rules::ASCII,
            format!("must be ASCII only; found {c:?} at byte {i}"),
        ));
    }
    if let Some(i) = value.bytes().position(|b| !(0x20..=0x7e).contains(&b)) {
        return Err(FieldError::new(
            rules::ASCII_PRINTABLE,
            format!(
                "must be printable ASCII; found control character {:?} at byte {i}",
                value.as_bytes()[i] as char
            ),
        ));
    }
    Ok(())
}

/// Refuses an empty or whitespace-only value with `text.blank`.
pub(crate) fn check_not_blank(value: &str) -> Result<(), FieldError> {
    // What `trim` removes, without trimming: most values answer at their first character.
    if value.chars().all(char::is_whitespace) {
        Err(FieldError::new(
            rules::TEXT_BLANK,
            "must not be empty or only spaces",
        ))
    } else {
        Ok(())
    }
}

/// Non-empty printable ASCII text, kept exactly as given.
///
/// Rules, in order: `dummy_value`, `ascii`, `ascii.printable`, `text.blank`.
/// No maximum length (the spec sets none).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AsciiText(Box<str>);

impl AsciiText {
    /// Checks `value` and keeps it unchanged.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        check_printable_ascii(value)?;
        check_not_blank(value)?;
        Ok(Self(value.into()))
    }
}

string_newtype!(AsciiText);

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(s: &str) -> &'static str {
        AsciiText::parse(s).unwrap_err().rule()
    }

    #[test]
    fn accepts_printable_ascii() {
        for s in [
            "A",
            "12 Main St",
            "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./",
            " x ",
        ] {
            assert_eq!(AsciiText::parse(s).unwrap().as_str(), s);
        }
    }

    #[test]
    fn refuses_with_rule_codes() {
        assert_eq!(rule("Café"), rules::ASCII);
        assert_eq!(rule("日本"), rules::ASCII);
        assert_eq!(rule("a\tb"), rules::ASCII_PRINTABLE);
        assert_eq!(rule("a\nb"), rules::ASCII_PRINTABLE);
        assert_eq!(rule("\u{7f}"), rules::ASCII_PRINTABLE);
        assert_eq!(rule(""), rules::TEXT_BLANK);
        assert_eq!(rule("   "), rules::TEXT_BLANK);
        assert_eq!(rule(" n/a "), rules::DUMMY_VALUE);
    }

    #[test]
    fn serde_goes_through_the_check() {
        let t: AsciiText = serde_json::from_str("\"P1234567\"").unwrap();
        assert_eq!(serde_json::to_string(&t).unwrap(), "\"P1234567\"");
        let e = serde_json::from_str::<AsciiText>("\"NULL\"").unwrap_err();
        assert!(e.to_string().contains("dummy_value"), "{e}");
    }
}
