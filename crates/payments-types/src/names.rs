//! Person names, company names, and the "looks like a domain name" check.

use crate::{
    FieldError, Validator, dummy::check_not_dummy, error::shown, macros::string_newtype, rules,
    text::check_not_blank,
};

/// Longest first, middle or last name, in characters.
pub const PERSON_NAME_MAX: usize = 75;
/// Shortest company name, in characters.
pub const COMPANY_NAME_MIN: usize = 2;
/// Longest company name, in characters.
pub const COMPANY_NAME_MAX: usize = 256;

/// The symbols a person name may hold besides letters.
pub const NAME_SYMBOLS: [char; 4] = [' ', '-', '\'', '.'];

/// True for a Latin letter: ASCII `A–Z a–z`, and the letters of the Latin-1 Supplement
/// (`À`–`ÿ` without `×` `÷`), Latin Extended-A and -B (`Ā`–`ɏ`, without the click letters
/// `ǀ ǁ ǂ ǃ`) and Latin Extended Additional (`Ḁ`–`ỿ`, e.g. Vietnamese).
pub fn is_latin_letter(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    // Every code point of these blocks is an assigned letter (see the test below).
    let cp = c as u32;
    matches!(cp, 0xC0..=0x24F | 0x1E00..=0x1EFF) && !matches!(cp, 0xD7 | 0xF7 | 0x1C0..=0x1C3)
}

/// A first, middle or last name: 1 to 75 characters, Latin letters and ` `, `-`, `'`, `.`.
///
/// Rules, in order: `dummy_value`; `name.length` (1–75 characters, counted as Unicode
/// scalar values, so write accented letters precomposed, NFC); `name.charset` (letters as in
/// ASCII, Latin-1 Supplement, Latin Extended-A/B and Latin Extended Additional, and the symbols
/// ` `, `-`, `'`, `.`); `name.shape` (starts with a letter; ends with
/// a letter or `.`; no two symbols in a row except `. ` and `.-`, as in `J. R.` or `J.-P.`).
/// A single letter is a valid name. The value is kept as given.
///
/// For the parties whose names must not look like domain names, use
/// [`parse_not_domain`](Self::parse_not_domain).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PersonName(Box<str>);

impl PersonName {
    /// Checks a name.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let len = char_count(value);
        if len == 0 {
            return Err(FieldError::new(rules::NAME_LENGTH, "must not be empty"));
        }
        if len > PERSON_NAME_MAX {
            return Err(FieldError::new(
                rules::NAME_LENGTH,
                format!("must be at most {PERSON_NAME_MAX} characters, got {len}"),
            ));
        }
        if let Some(c) = value
            .chars()
            .find(|&c| !is_latin_letter(c) && !NAME_SYMBOLS.contains(&c))
        {
            let hint = if matches!(c, '\u{2018}' | '\u{2019}' | '\u{02BC}' | '`' | '\u{00B4}') {
                " (write the apostrophe as ')"
            } else {
                ""
            };
            return Err(FieldError::new(
                rules::NAME_CHARSET,
                format!(
                    "may hold only Latin letters, space, hyphen (-), apostrophe (') and period (.); found {c:?}{hint}"
                ),
            ));
        }
        check_name_shape(value)?;
        Ok(Self(value.into()))
    }

    /// Checks a name that must also not look like a domain name (sub-client, sender,
    /// institution and withdrawal-party names): adds `name.domain_like`.
    pub fn parse_not_domain(value: &str) -> Result<Self, FieldError> {
        let name = Self::parse(value)?;
        name.check_not_domain_like()?;
        Ok(name)
    }

    /// Refuses this name with `name.domain_like` if it looks like a domain name.
    pub fn check_not_domain_like(&self) -> Result<(), FieldError> {
        check_not_domain_like(&self.0)
    }
}

string_newtype!(PersonName);

/// The length in characters (Unicode scalar values), as the length rules count it. Most names
/// are ASCII, where it is the byte length and `is_ascii` answers a word at a time.
fn char_count(value: &str) -> usize {
    if value.is_ascii() {
        value.len()
    } else {
        value.chars().count()
    }
}

fn check_name_shape(value: &str) -> Result<(), FieldError> {
    let shape = |why: &str| {
        Err(FieldError::new(
            rules::NAME_SHAPE,
            format!("{why}: {}", shown(value)),
        ))
    };
    let mut chars = value.chars();
    let first = chars.next().unwrap_or(' ');
    if !is_latin_letter(first) {
        return shape("must start with a letter");
    }
    let last = value.chars().next_back().unwrap_or(' ');
    if !(is_latin_letter(last) || last == '.') {
        return shape("must end with a letter or '.'");
    }
    let mut prev = first;
    for c in chars {
        let both_symbols = !is_latin_letter(prev) && !is_latin_letter(c);
        if both_symbols && !(prev == '.' && (c == ' ' || c == '-')) {
            return shape("must not have two symbols in a row (other than \". \" or \".-\")");
        }
        prev = c;
    }
    Ok(())
}

/// A company name (`legalName`, `tradingAsName`, `companyName`): 2 to 256 characters,
/// none of `<`, `=`, `>`.
///
/// Rules, in order: `dummy_value`; `company_name.length` (2–256 Unicode scalar values);
/// `text.blank` (whitespace only); `company_name.forbidden_char` (`<`, `=`, `>`, or a
/// control character such as a newline or tab). Any other character is allowed and the
/// value is kept as given.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CompanyName(Box<str>);

impl CompanyName {
    /// Checks a company name.
    pub fn parse(value: &str) -> Result<Self, FieldError> {
        check_not_dummy(value)?;
        let len = char_count(value);
        if !(COMPANY_NAME_MIN..=COMPANY_NAME_MAX).contains(&len) {
            return Err(FieldError::new(
                rules::COMPANY_NAME_LENGTH,
                format!("must be {COMPANY_NAME_MIN} to {COMPANY_NAME_MAX} characters, got {len}"),
            ));
        }
        check_not_blank(value)?;
        if let Some(c) = value
            .chars()
            .find(|&c| matches!(c, '<' | '=' | '>') || c.is_control())
        {
            return Err(FieldError::new(
                rules::COMPANY_NAME_FORBIDDEN_CHAR,
                format!("must not contain '<', '=', '>' or control characters; found {c:?}"),
            ));
        }
        Ok(Self(value.into()))
    }

    /// Checks a company name that must also not look like a domain name
    /// (`name.domain_like`).
    pub fn parse_not_domain(value: &str) -> Result<Self, FieldError> {
        let name = Self::parse(value)?;
        name.check_not_domain_like()?;
        Ok(name)
    }

    /// Refuses this name with `name.domain_like` if it looks like a domain name.
    pub fn check_not_domain_like(&self) -> Result<(), FieldError> {
        check_not_domain_like(&self.0)
    }
}

string_newtype!(CompanyName);

/// Top-level domains that make a dotted word look like a domain name. Kept to generic TLDs
/// and the ccTLDs of this service's markets, so that dotted personal names (`St.John`) and
/// legal suffixes (`Pty.Ltd`, `.Inc`) do not trip it.
pub const DOMAIN_TLDS: &[&str] = &[
    "com", "net", "org", "edu", "gov", "int", "mil", "info", "biz", "io", "co", "ai", "app", "dev",
    "xyz", "online", "site", "store", "shop", "tech", "cloud", "me", "tv", "au", "uk", "nz", "us",
    "ca", "de", "fr", "eu", "sg", "hk", "in", "cn", "jp", "ch", "nl", "ie", "mx", "ph", "ae", "id",
    "asia", "global", "pro", "email", "agency", "digital", "finance", "money", "bank", "pay",
];

/// True when some whitespace-separated word of `value` looks like a domain name: after
/// dropping an `http://`/`https://` scheme, a path after `/` and outer punctuation, it is
/// two or more dot-separated labels of ASCII letters, digits and inner hyphens, and either
/// starts with `www.` or ends in one of [`DOMAIN_TLDS`] (case ignored).
/// E.g. `example.com`, `Acme.com.au`, `www.foo.io`, `Shop at acme.co`; not `St.John`,
/// `J.R. Smith`, `Acme Pty.Ltd`.
pub fn looks_like_domain(value: &str) -> bool {
    // A byte scan rather than `contains('.')`: for a name, `memchr`'s set-up costs more.
    value.bytes().any(|b| b == b'.') && value.split_whitespace().any(word_looks_like_domain)
}

fn word_looks_like_domain(word: &str) -> bool {
    if !word.contains('.') {
        return false; // the common case, decided without further work
    }
    let mut w = word;
    for scheme in ["https://", "http://"] {
        if w.len() >= scheme.len()
            && w.is_char_boundary(scheme.len())
            && w[..scheme.len()].eq_ignore_ascii_case(scheme)
        {
            w = &w[scheme.len()..];
        }
    }
    let w = w.split('/').next().unwrap_or("");
    let w = w.trim_matches(|c: char| !c.is_ascii_alphanumeric());
    let valid_label = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    let mut count = 0;
    for label in w.split('.') {
        if !valid_label(label) {
            return false;
        }
        count += 1;
    }
    if count < 2 {
        return false;
    }
    let tld = w.rsplit('.').next().unwrap_or("");
    let www = w.len() > 4 && w[..4].eq_ignore_ascii_case("www.");
    (www && count >= 3) || DOMAIN_TLDS.iter().any(|t| t.eq_ignore_ascii_case(tld))
}

/// Records `name.domain_like` at its field for every given name of `names` (`(field, name)`)
/// that looks like a domain name: the spec's rule for the names of parties.
pub(crate) fn check_party_names<'a>(
    v: &mut Validator,
    names: impl IntoIterator<Item = (&'static str, Option<&'a str>)>,
) {
    for (field, name) in names {
        if let Some(name) = name {
            v.field(field, check_not_domain_like(name));
        }
    }
}

/// Refuses `value` with `name.domain_like` when [`looks_like_domain`] is true.
pub fn check_not_domain_like(value: &str) -> Result<(), FieldError> {
    if looks_like_domain(value) {
        Err(FieldError::new(
            rules::NAME_DOMAIN_LIKE,
            format!(
                "must be the party's real name, not a domain name: {}",
                shown(value)
            ),
        ))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person_rule(s: &str) -> &'static str {
        PersonName::parse(s).unwrap_err().rule()
    }

    fn company_rule(s: &str) -> &'static str {
        CompanyName::parse(s).unwrap_err().rule()
    }

    #[test]
    fn a_typographic_apostrophe_is_refused_with_a_hint() {
        let err = PersonName::parse("O\u{2019}Brien").unwrap_err();
        assert_eq!(err.rule(), rules::NAME_CHARSET);
        assert!(
            err.message().ends_with("(write the apostrophe as ')"),
            "{err}"
        );
        let err = PersonName::parse("Zo\u{00eb}1").unwrap_err();
        assert!(!err.message().contains("write the apostrophe"), "{err}");
        assert!(PersonName::parse("O'Brien").is_ok());
    }

    #[test]
    fn latin_letters_are_exactly_the_listed_blocks_and_all_alphabetic() {
        let accepted: Vec<char> = (0..=0x2FFFu32)
            .filter_map(char::from_u32)
            .filter(|&c| is_latin_letter(c))
            .collect();
        assert!(
            accepted.iter().all(|c| c.is_alphabetic()),
            "a non-letter slipped in"
        );
        assert_eq!(
            accepted.len(),
            52 + (0x100 - 0xC0 - 2) + (0x250 - 0x100 - 4) + 0x100
        );
        for c in ['×', '÷', 'ǀ', 'ǃ', 'ɐ', 'ʻ', 'Ω', 'Я', '1', ' '] {
            assert!(!is_latin_letter(c), "{c}");
        }
        for c in ['ß', 'ẞ', 'Ǆ', 'ɏ', 'ỹ', 'À', 'ÿ'] {
            assert!(is_latin_letter(c), "{c}");
        }
    }

    #[test]
    fn person_name_length_edges() {
        assert!(PersonName::parse(&"a".repeat(75)).is_ok());
        assert!(
            PersonName::parse(&"é".repeat(75)).is_ok(),
            "length counts characters, not bytes"
        );
        assert_eq!(person_rule(&"a".repeat(76)), rules::NAME_LENGTH);
        assert_eq!(person_rule(&"é".repeat(76)), rules::NAME_LENGTH);
        assert_eq!(person_rule(""), rules::NAME_LENGTH);
        assert_eq!(PersonName::parse("J").unwrap().as_str(), "J");
        assert_eq!(PersonName::parse("Ø").unwrap().as_str(), "Ø");
    }

    #[test]
    fn person_name_accepts_real_names() {
        for s in [
            "O'Brien",
            "Jean-Luc",
            "Mary Ann",
            "J. R.",
            "J.-P.",
            "Zoë",
            "Łukasz",
            "Nguyễn",
            "Müller-Lüdenscheidt",
            "d'Artagnan",
            "Ştefan",
            "St.John",
            "Jr.",
        ] {
            assert!(PersonName::parse(s).is_ok(), "{s}");
        }
    }

    #[test]
    fn person_name_refusals() {
        assert_eq!(person_rule("John3"), rules::NAME_CHARSET);
        assert_eq!(person_rule("Иван"), rules::NAME_CHARSET);
        assert_eq!(person_rule("李"), rules::NAME_CHARSET);
        assert_eq!(person_rule("A×B"), rules::NAME_CHARSET);
        assert_eq!(person_rule("Ann_Lee"), rules::NAME_CHARSET);
        assert_eq!(
            person_rule("e\u{301}"),
            rules::NAME_CHARSET,
            "combining marks: use NFC"
        );
        assert_eq!(person_rule(" John"), rules::NAME_SHAPE);
        assert_eq!(person_rule("-John"), rules::NAME_SHAPE);
        assert_eq!(person_rule("John "), rules::NAME_SHAPE);
        assert_eq!(person_rule("John-"), rules::NAME_SHAPE);
        assert_eq!(person_rule("Mary  Ann"), rules::NAME_SHAPE);
        assert_eq!(person_rule("O''Brien"), rules::NAME_SHAPE);
        assert_eq!(person_rule("."), rules::NAME_SHAPE);
        assert_eq!(person_rule(" nil "), rules::DUMMY_VALUE);
    }

    #[test]
    fn company_name_length_edges() {
        assert_eq!(company_rule("A"), rules::COMPANY_NAME_LENGTH);
        assert!(CompanyName::parse("AB").is_ok());
        assert!(CompanyName::parse(&"A".repeat(256)).is_ok());
        assert_eq!(company_rule(&"A".repeat(257)), rules::COMPANY_NAME_LENGTH);
        assert_eq!(company_rule(""), rules::COMPANY_NAME_LENGTH);
        assert_eq!(company_rule("   "), rules::TEXT_BLANK);
        // Unicode white space is blank too (ideographic and no-break spaces, line separator).
        assert_eq!(company_rule("\u{3000}\u{a0}\u{2028}"), rules::TEXT_BLANK);
        // Non-ASCII names are counted in characters: 256 two-byte letters pass, 257 do not.
        assert!(CompanyName::parse(&"É".repeat(256)).is_ok());
        assert_eq!(company_rule(&"É".repeat(257)), rules::COMPANY_NAME_LENGTH);
    }

    #[test]
    fn company_name_forbidden_chars() {
        for s in ["A<B", "A=B", "A>B", "<script>", "Line\nBreak"] {
            assert_eq!(company_rule(s), rules::COMPANY_NAME_FORBIDDEN_CHAR, "{s}");
        }
        for s in [
            "Smith & Sons Pty Ltd",
            "Müller GmbH",
            "株式会社テスト",
            "A+B (Holdings) #1",
        ] {
            assert!(CompanyName::parse(s).is_ok(), "{s}");
        }
        assert_eq!(company_rule("N/A"), rules::DUMMY_VALUE);
    }

    #[test]
    fn domain_like_names() {
        for s in [
            "example.com",
            "acme.com.au",
            "www.foo.io",
            "WWW.Foo.Example",
            "Shop at acme.co",
            "https://acme.com/about",
            "(acme.net)",
            "foo-bar.org.",
        ] {
            assert!(looks_like_domain(s), "{s}");
            assert_eq!(
                CompanyName::parse_not_domain(s).unwrap_err().rule(),
                rules::NAME_DOMAIN_LIKE,
                "{s}"
            );
        }
        for s in [
            "St.John",
            "J.R. Smith",
            "Acme Pty.Ltd",
            "Smith & Co.",
            "A.B.C. Holdings",
            "Acme Inc.",
            "www",
        ] {
            assert!(!looks_like_domain(s), "{s}");
        }
        assert_eq!(
            PersonName::parse_not_domain("Example.com")
                .unwrap_err()
                .rule(),
            rules::NAME_DOMAIN_LIKE
        );
        assert!(PersonName::parse_not_domain("St.John").is_ok());
        assert!(
            PersonName::parse("Example.com").is_ok(),
            "plain parse does not apply the domain rule"
        );
    }
}
