//! Property tests: for every rule, values generated from the rule are accepted and
//! round-trip through serde_json; each kind of violation is refused with its exact rule
//! code; and no input makes any constructor panic.

use std::str::FromStr;

use payments_types::{
    Aba, AccountNo, AgeRule, Amount, AsciiText, Bic, Bsb, Clabe, Cnaps, CompanyName, CurrencyCode,
    DateOfBirth, Email, ExternalReference, FieldError, Iban, Ifsc, Mobile, PayId, PayIdKind,
    PersonName, SortCode, ValidationErrors, Validator, rules,
};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use rust_decimal::Decimal;
use serde::{Serialize, de::DeserializeOwned};
use time::{Date, Month};

/// 128 cases per property (debug-build regex generation costs about 1 ms a case, and the
/// whole file should run in a few seconds); `PROPTEST_CASES` raises it for a deeper run.
fn config() -> ProptestConfig {
    config_with(128)
}

fn config_with(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // Failing cases are saved next to this file (tests/it/properties.regressions) and
        // replayed first on the next run; commit that file when it appears.
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..ProptestConfig::default()
    }
}

/// Serializes `v` to JSON, checks it is the string `expected`, and reads it back equal.
fn json_round_trip<T>(v: &T, expected: &str) -> Result<(), TestCaseError>
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(v).unwrap();
    prop_assert_eq!(&json, &serde_json::to_string(expected).unwrap());
    let back: T = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(&back, v);
    Ok(())
}

fn rule<T: std::fmt::Debug>(r: Result<T, FieldError>) -> &'static str {
    match r {
        Ok(v) => panic!("expected a refusal, got {v:?}"),
        Err(e) => e.rule(),
    }
}

/// Inserts `c` into `s` at the char boundary nearest `at` (a fraction 0..=1).
fn insert_at(s: &str, at: f64, c: char) -> String {
    let n = s.chars().count();
    let i = ((n as f64) * at) as usize;
    let byte = s.char_indices().nth(i).map_or(s.len(), |(b, _)| b);
    let mut out = s.to_owned();
    out.insert(byte, c);
    out
}

// ---------- strategies ----------

/// Nothing (half the time), or up to three of: white space of several kinds, letters, a period.
fn padding() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        "[ \\t\\n\\u{b}\\u{c}\\u{a0}\\u{2003}\\u{3000}xA.]{1,3}",
    ]
}

/// A dummy value in any case with optional surrounding whitespace.
fn dummy() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["n/a", "na", "null", "nil"]),
        prop::collection::vec(any::<bool>(), 4),
        "[ \t\n]{0,3}",
        "[ \t\n]{0,3}",
    )
        .prop_map(|(base, upper, pre, post)| {
            let body: String = base
                .chars()
                .zip(upper)
                .map(|(c, u)| if u { c.to_ascii_uppercase() } else { c })
                .collect();
            format!("{pre}{body}{post}")
        })
}

/// The spec's dummy values, as this test reads the rule: trimmed, compared ignoring ASCII case.
fn is_dummy(s: &str) -> bool {
    ["n/a", "na", "null", "nil"].contains(&s.trim().to_ascii_lowercase().as_str())
}

/// Latin letters as the rule defines them (the click letters U+01C0–U+01C3 left out).
const LATIN: &str = "[A-Za-zÀ-ÖØ-öø-ÿĀ-žƀ-ƿǄ-ɏḀ-ỿ]";

/// A person name: words of Latin letters joined by one of ` `, `-`, `'`, 1–75 chars.
fn person_name() -> impl Strategy<Value = String> {
    let re = format!("{LATIN}{{1,25}}([ '-]{LATIN}{{1,25}}){{0,3}}\\.?");
    proptest::string::string_regex(&re)
        .unwrap()
        .prop_filter("1-75 chars, not dummy", |s| {
            s.chars().count() <= 75 && !is_dummy(s)
        })
}

fn company_name() -> impl Strategy<Value = String> {
    "[^<=>\\p{Cc}]{2,256}".prop_filter("not blank or dummy", |s| {
        !s.trim().is_empty() && !is_dummy(s)
    })
}

fn ascii_text(max: usize) -> impl Strategy<Value = String> {
    proptest::string::string_regex(&format!("[ -~]{{1,{max}}}"))
        .unwrap()
        .prop_filter("not blank or dummy", |s| {
            !s.trim().is_empty() && !is_dummy(s)
        })
}

fn email() -> impl Strategy<Value = String> {
    "[a-z0-9_+-]{1,20}(\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]{1,10}){0,2}@([a-z0-9]{1,10}(-[a-z0-9]{1,5})?\\.){1,3}(com|net|org|au|io|info)"
}

/// An Australian mobile that libphonenumber's metadata calls valid (04[0-3]x xxx xxx).
fn au_mobile_digits() -> impl Strategy<Value = String> {
    "4[0-3][0-9]{7}"
}

fn date_between(from: Date, to: Date) -> impl Strategy<Value = Date> {
    (from.to_julian_day()..=to.to_julian_day()).prop_map(|j| Date::from_julian_day(j).unwrap())
}

fn ymd(d: Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), d.month() as u8, d.day())
}

/// The day someone born on `born` reaches `years` (29 Feb birthdays fall on 1 Mar).
fn anniversary(born: Date, years: i32) -> Date {
    Date::from_calendar_date(born.year() + years, born.month(), born.day())
        .unwrap_or_else(|_| Date::from_calendar_date(born.year() + years, Month::March, 1).unwrap())
}

/// A valid IBAN built from the rule: a tabled country, its length, computed check digits.
fn iban() -> impl Strategy<Value = String> {
    let countries = vec![
        ("GB", 22),
        ("DE", 22),
        ("FR", 27),
        ("NL", 18),
        ("NO", 15),
        ("MT", 31),
        ("AE", 23),
        ("CH", 21),
        ("LC", 32),
        ("BE", 16),
    ];
    prop::sample::select(countries).prop_flat_map(|(c, n)| {
        proptest::string::string_regex(&format!("[A-Z0-9]{{{}}}", n - 4))
            .unwrap()
            .prop_map(move |bban| with_iban_check(c, &bban))
    })
}

fn iban_mod97(s: &str) -> u32 {
    let r = format!("{}{}", &s[4..], &s[..4]);
    r.bytes().fold(0, |acc, b| {
        if b.is_ascii_digit() {
            (acc * 10 + u32::from(b - b'0')) % 97
        } else {
            (acc * 100 + u32::from(b - b'A') + 10) % 97
        }
    })
}

fn with_iban_check(country: &str, bban: &str) -> String {
    let check = 98 - iban_mod97(&format!("{country}00{bban}"));
    format!("{country}{check:02}{bban}")
}

/// Changes the character at `i` to another of the same class (digit or letter).
fn mutate_char(s: &str, i: usize, delta: u8) -> String {
    let mut b = s.as_bytes().to_vec();
    let c = b[i];
    b[i] = if c.is_ascii_digit() {
        b'0' + (c - b'0' + 1 + delta % 9) % 10
    } else {
        b'A' + (c - b'A' + 1 + delta % 25) % 26
    };
    String::from_utf8(b).unwrap()
}

fn digits(n: usize) -> impl Strategy<Value = String> {
    proptest::string::string_regex(&format!("[0-9]{{{n}}}")).unwrap()
}

fn aba() -> impl Strategy<Value = String> {
    digits(8).prop_map(|s| {
        let w = [3, 7, 1, 3, 7, 1, 3, 7];
        let sum: u32 = s.bytes().zip(w).map(|(d, w)| u32::from(d - b'0') * w).sum();
        format!("{s}{}", (10 - sum % 10) % 10)
    })
}

fn clabe() -> impl Strategy<Value = String> {
    digits(17).prop_map(|s| {
        let sum: u32 = s
            .bytes()
            .zip([3, 7, 1].iter().cycle())
            .map(|(d, w)| u32::from(d - b'0') * w % 10)
            .sum();
        format!("{s}{}", (10 - sum % 10) % 10)
    })
}

fn abn_ok(s: &str) -> bool {
    let w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
    let sum: u32 = s
        .bytes()
        .enumerate()
        .map(|(i, d)| {
            let d = u32::from(d - b'0');
            if i == 0 { d - 1 } else { d }
        })
        .zip(w)
        .map(|(d, w)| d * w)
        .sum();
    sum.is_multiple_of(89)
}

/// An ABN: nine random digits and the two-digit prefix (10..=99) that makes it pass.
fn abn() -> impl Strategy<Value = String> {
    digits(9).prop_map(|s| {
        (10..=99)
            .map(|p| format!("{p}{s}"))
            .find(|c| abn_ok(c))
            .expect("prefixes 10..=99 cover every residue mod 89")
    })
}

fn acn() -> impl Strategy<Value = String> {
    digits(8).prop_map(|s| {
        let sum: u32 = s
            .bytes()
            .zip((1..=8).rev())
            .map(|(d, w)| u32::from(d - b'0') * w)
            .sum();
        format!("{s}{}", (10 - sum % 10) % 10)
    })
}

fn currency() -> impl Strategy<Value = CurrencyCode> {
    prop::sample::select(CurrencyCode::ALL.to_vec())
}

// ---------- the dummy rule, everywhere ----------

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_string_type_refuses_dummies_first(d in dummy()) {
        let codes = [
            PersonName::parse(&d).map(drop),
            CompanyName::parse(&d).map(drop),
            AsciiText::parse(&d).map(drop),
            Email::parse(&d).map(drop),
            Mobile::parse(&d).map(drop),
            DateOfBirth::parse(&d).map(drop),
            ExternalReference::parse(&d).map(drop),
            Bsb::parse(&d).map(drop),
            AccountNo::parse(&d).map(drop),
            Iban::parse(&d).map(drop),
            Bic::parse(&d).map(drop),
            Aba::parse(&d).map(drop),
            Clabe::parse(&d).map(drop),
            Ifsc::parse(&d).map(drop),
            Cnaps::parse(&d).map(drop),
            SortCode::parse(&d).map(drop),
            PayId::parse(&d).map(drop),
        ];
        for r in codes {
            prop_assert_eq!(rule(r), rules::DUMMY_VALUE, "{:?}", d);
        }
    }

    /// `check_not_dummy` refuses exactly its definition (trim Unicode white space, compare
    /// ignoring ASCII case), however the value is padded: with any white space, or letters that
    /// make it a longer word.
    #[test]
    fn is_dummy_is_the_trimmed_case_blind_comparison(
        pre in padding(),
        base in prop::sample::select(vec!["n/a", "N/A", "na", "NA", "Null", "nil", "NIL", "n", "nul"]),
        post in padding(),
    ) {
        let value = format!("{pre}{base}{post}");
        let expected = ["n/a", "na", "null", "nil"].contains(&value.trim().to_ascii_lowercase().as_str());
        let refused = payments_types::check_not_dummy(&value).map_err(|e| e.rule());
        prop_assert_eq!(refused.is_err(), expected, "{:?}", value);
        prop_assert!(refused.err().is_none_or(|r| r == rules::DUMMY_VALUE));
    }
}

// ---------- names ----------

proptest! {
    #![proptest_config(config())]

    #[test]
    fn person_names_from_the_rule_pass_and_round_trip(s in person_name()) {
        let n = PersonName::parse(&s).unwrap();
        prop_assert_eq!(n.as_str(), s.as_str());
        json_round_trip(&n, &s)?;
    }

    #[test]
    fn person_names_over_75_are_refused(s in "[A-Za-zé]{76,120}") {
        prop_assert_eq!(rule(PersonName::parse(&s)), rules::NAME_LENGTH);
    }

    #[test]
    fn person_names_with_a_foreign_char_are_refused(
        s in "[A-Za-z]{1,50}",
        at in 0.0..1.0f64,
        c in "[0-9_@#!?,;:/()&Ѐ-ӿ一-龥\u{300}-\u{36f}]",
    ) {
        let bad = insert_at(&s, at, c.chars().next().unwrap());
        prop_assert_eq!(rule(PersonName::parse(&bad)), rules::NAME_CHARSET, "{:?}", bad);
    }

    #[test]
    fn person_names_starting_with_a_symbol_are_refused(s in "[A-Za-z]{1,50}", sym in "[ '.-]") {
        prop_assert_eq!(rule(PersonName::parse(&format!("{sym}{s}"))), rules::NAME_SHAPE);
    }

    #[test]
    fn company_names_from_the_rule_pass_and_round_trip(s in company_name()) {
        let n = CompanyName::parse(&s).unwrap();
        json_round_trip(&n, &s)?;
    }

    #[test]
    fn company_names_out_of_2_to_256_are_refused(short in "[A-Za-z]{0,1}", long in "[A-Za-z ]{257,300}") {
        prop_assert_eq!(rule(CompanyName::parse(&short)), rules::COMPANY_NAME_LENGTH);
        prop_assert_eq!(rule(CompanyName::parse(&long)), rules::COMPANY_NAME_LENGTH);
    }

    #[test]
    fn company_names_with_lt_eq_gt_are_refused(
        s in "[A-Za-z &.]{2,200}",
        at in 0.0..1.0f64,
        c in prop::sample::select(vec!['<', '=', '>']),
    ) {
        prop_assume!(!s.trim().is_empty());
        let bad = insert_at(&s, at, c);
        prop_assert_eq!(rule(CompanyName::parse(&bad)), rules::COMPANY_NAME_FORBIDDEN_CHAR);
    }

    #[test]
    fn domain_like_party_names_are_refused(
        label in "[a-z]{1,12}",
        tld in prop::sample::select(vec!["com", "net", "org", "io", "com.au", "co.uk", "app"]),
        www in any::<bool>(),
        suffix in prop::sample::select(vec!["", " Pty Ltd", " Holdings"]),
    ) {
        let host = format!("{}{label}.{tld}", if www { "www." } else { "" });
        let name = format!("{host}{suffix}");
        prop_assert_eq!(rule(CompanyName::parse_not_domain(&name)), rules::NAME_DOMAIN_LIKE);
        prop_assert_eq!(rule(PersonName::parse_not_domain(&host)), rules::NAME_DOMAIN_LIKE);
        prop_assert!(CompanyName::parse(&name).is_ok());
    }
}

// ---------- ASCII text, email, mobile ----------

proptest! {
    #![proptest_config(config())]

    #[test]
    fn ascii_text_from_the_rule_passes_and_round_trips(s in ascii_text(300)) {
        let t = AsciiText::parse(&s).unwrap();
        json_round_trip(&t, &s)?;
    }

    #[test]
    fn non_ascii_is_refused(s in ascii_text(100), at in 0.0..1.0f64, c in "[^\\x00-\\x7f]") {
        let bad = insert_at(&s, at, c.chars().next().unwrap());
        prop_assert_eq!(rule(AsciiText::parse(&bad)), rules::ASCII);
        prop_assert_eq!(rule(ExternalReference::parse(&bad)), rules::ASCII);
    }

    #[test]
    fn ascii_control_chars_are_refused(s in ascii_text(100), at in 0.0..1.0f64, c in "[\\x00-\\x1f\\x7f]") {
        let bad = insert_at(&s, at, c.chars().next().unwrap());
        prop_assert_eq!(rule(AsciiText::parse(&bad)), rules::ASCII_PRINTABLE);
    }

    #[test]
    fn blank_text_is_refused(s in "[ ]{0,20}") {
        prop_assert_eq!(rule(AsciiText::parse(&s)), rules::TEXT_BLANK);
        prop_assert_eq!(rule(ExternalReference::parse(&s)), rules::TEXT_BLANK);
    }

    #[test]
    fn emails_from_the_rule_pass_and_round_trip(s in email()) {
        let e = Email::parse(&s).unwrap();
        json_round_trip(&e, &s)?;
    }

    #[test]
    fn emails_with_non_ascii_are_refused(s in email(), at in 0.0..1.0f64, c in "[^\\x00-\\x7f]") {
        let bad = insert_at(&s, at, c.chars().next().unwrap());
        prop_assert_eq!(rule(Email::parse(&bad)), rules::ASCII);
    }

    #[test]
    fn emails_without_one_at_sign_are_refused(s in email(), twice in any::<bool>()) {
        let bad = if twice { s.replacen('@', "@@", 1) } else { s.replace('@', "") };
        prop_assert_eq!(rule(Email::parse(&bad)), rules::EMAIL_FORMAT);
    }

    #[test]
    fn mobiles_from_the_rule_pass_in_both_prefixes_and_round_trip(n in au_mobile_digits(), sep in "[ -]?") {
        let plus = Mobile::parse(&format!("+61{sep}{n}")).unwrap();
        let zeros = Mobile::parse(&format!("0061{sep}{n}")).unwrap();
        let e164 = format!("+61{n}");
        prop_assert_eq!(plus.as_str(), e164.as_str());
        prop_assert_eq!(&plus, &zeros);
        json_round_trip(&plus, &e164)?;
    }

    #[test]
    fn mobiles_too_short_are_invalid(n in "4[0-9]{0,5}") {
        prop_assert_eq!(rule(Mobile::parse(&format!("+61{n}"))), rules::MOBILE_INVALID);
    }

    #[test]
    fn mobiles_not_international_or_with_letters_are_refused(n in au_mobile_digits(), c in "[a-zA-Z#*]") {
        prop_assert_eq!(rule(Mobile::parse(&format!("0{n}"))), rules::MOBILE_FORMAT);
        prop_assert_eq!(rule(Mobile::parse(&format!("+61{n}{c}"))), rules::MOBILE_FORMAT);
    }
}

// ---------- dates of birth ----------

proptest! {
    #![proptest_config(config())]

    #[test]
    fn dob_parses_exactly_the_calendar_dates_after_1900(y in 0u32..=9999, m in 0u32..=13, d in 0u32..=32) {
        let s = format!("{y:04}-{m:02}-{d:02}");
        let real = u8::try_from(m).ok().and_then(|m| Month::try_from(m).ok())
            .and_then(|mo| Date::from_calendar_date(y as i32, mo, d as u8).ok());
        match real {
            None => prop_assert_eq!(rule(DateOfBirth::parse(&s)), rules::DOB_FORMAT),
            Some(date) if date <= time::macros::date!(1900 - 01 - 01) => {
                prop_assert_eq!(rule(DateOfBirth::parse(&s)), rules::DOB_BEFORE_1900)
            }
            Some(date) => {
                let dob = DateOfBirth::parse(&s).unwrap();
                prop_assert_eq!(dob.date(), date);
                json_round_trip(&dob, &s)?;
            }
        }
    }

    #[test]
    fn dob_in_other_shapes_is_a_format_error(s in "[0-9]{1,4}[-/.][0-9]{1,2}[-/.][0-9]{1,3}") {
        let canonical = s.len() == 10 && s.as_bytes()[4] == b'-' && s.as_bytes()[7] == b'-';
        prop_assume!(!canonical);
        prop_assert_eq!(rule(DateOfBirth::parse(&s)), rules::DOB_FORMAT);
    }

    #[test]
    fn under_18_is_refused_and_18_accepted(
        born in date_between(time::macros::date!(1900 - 01 - 02), time::macros::date!(2090 - 12 - 31)),
        days in prop_oneof![Just(0i64), 0i64..=4000],
    ) {
        let dob = DateOfBirth::parse(&ymd(born)).unwrap();
        let eighteenth = anniversary(born, 18);
        let today_ok = eighteenth + time::Duration::days(days);
        let today_young = eighteenth - time::Duration::days(days + 1);
        prop_assert!(dob.check_age(today_ok, AgeRule::Adult).is_ok());
        prop_assert_eq!(rule(dob.check_age(today_young, AgeRule::Adult)), rules::DOB_TOO_YOUNG);
        prop_assert_eq!(rule(dob.check_age(today_young, AgeRule::SubClientContact)), rules::DOB_TOO_YOUNG);
    }

    #[test]
    fn contacts_65_or_over_are_refused_and_64_accepted(
        born in date_between(time::macros::date!(1900 - 01 - 02), time::macros::date!(2050 - 12 - 31)),
        days in prop_oneof![Just(0i64), 0i64..=4000],
    ) {
        let dob = DateOfBirth::parse(&ymd(born)).unwrap();
        let sixty_fifth = anniversary(born, 65);
        let old = sixty_fifth + time::Duration::days(days);
        let young_enough = sixty_fifth - time::Duration::days(1 + (days * 7) % 3000);
        prop_assert_eq!(rule(dob.check_age(old, AgeRule::SubClientContact)), rules::DOB_TOO_OLD);
        prop_assert!(dob.check_age(old, AgeRule::Adult).is_ok());
        prop_assert!(dob.check_age(young_enough, AgeRule::SubClientContact).is_ok());
    }
}

// ---------- references and account identifiers ----------

proptest! {
    #![proptest_config(config())]

    #[test]
    fn references_up_to_280_pass_round_trip_and_cut_to_18(s in ascii_text(280)) {
        let r = ExternalReference::parse(&s).unwrap();
        json_round_trip(&r, &s)?;
        prop_assert_eq!(r.direct_entry().len(), s.len().min(18));
        prop_assert!(s.starts_with(r.direct_entry()));
    }

    #[test]
    fn references_over_280_are_refused(s in "[A-Za-z0-9 ]{281,320}") {
        prop_assume!(!s.trim().is_empty());
        prop_assert_eq!(rule(ExternalReference::parse(&s)), rules::EXTERNAL_REFERENCE_LENGTH);
    }

    #[test]
    fn bsb_and_sort_code_accept_their_forms(d in digits(6)) {
        let bsb = Bsb::parse(&format!("{}-{}", &d[..3], &d[3..])).unwrap();
        prop_assert_eq!(bsb.as_str(), d.as_str());
        json_round_trip(&bsb, &d)?;
        let sc = SortCode::parse(&format!("{}-{}-{}", &d[..2], &d[2..4], &d[4..])).unwrap();
        prop_assert_eq!(sc.as_str(), d.as_str());
        json_round_trip(&sc, &d)?;
    }

    #[test]
    fn bsb_and_sort_code_of_other_lengths_are_refused(d in "[0-9]{0,5}|[0-9]{7,12}") {
        prop_assert_eq!(rule(Bsb::parse(&d)), rules::BSB_FORMAT);
        prop_assert_eq!(rule(SortCode::parse(&d)), rules::SORT_CODE_FORMAT);
    }

    #[test]
    fn account_numbers(ok in "[A-Za-z0-9]{4,34}", long in "[0-9]{35,60}", short in "[0-9]{0,3}", at in 0.0..1.0f64) {
        json_round_trip(&AccountNo::parse(&ok).unwrap(), &ok)?;
        prop_assert_eq!(rule(AccountNo::parse(&long)), rules::ACCOUNT_NO_LENGTH);
        prop_assert_eq!(rule(AccountNo::parse(&short)), rules::ACCOUNT_NO_LENGTH);
        let mut bad = insert_at(&ok, at, '-');
        if bad.len() > 34 { bad.pop(); }
        prop_assert_eq!(rule(AccountNo::parse(&bad)), rules::ACCOUNT_NO_CHARSET);
    }

    #[test]
    fn ibans_from_the_rule_pass_with_spaces_and_round_trip(s in iban(), lower in any::<bool>()) {
        let spaced: String = s.chars().enumerate()
            .flat_map(|(i, c)| (i > 0 && i % 4 == 0).then_some(' ').into_iter().chain([c]))
            .collect();
        let input = if lower { spaced.to_ascii_lowercase() } else { spaced };
        let iban = Iban::parse(&input).unwrap();
        prop_assert_eq!(iban.as_str(), s.as_str());
        json_round_trip(&iban, &s)?;
    }

    #[test]
    fn ibans_with_one_changed_char_fail_the_checksum(s in iban(), pos in 2usize..34, delta in any::<u8>()) {
        let i = pos % s.len();
        prop_assume!(i >= 2);
        let bad = mutate_char(&s, i, delta);
        prop_assert_eq!(rule(Iban::parse(&bad)), rules::IBAN_CHECKSUM, "{} -> {}", s, bad);
    }

    #[test]
    fn ibans_of_the_wrong_length_are_refused(s in iban(), extra in "[0-9]{1,3}") {
        prop_assert_eq!(rule(Iban::parse(&format!("{s}{extra}"))), rules::IBAN_LENGTH);
        prop_assert_eq!(rule(Iban::parse(&s[..s.len() - 1])), rules::IBAN_LENGTH);
    }

    #[test]
    fn bics(ok in "[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", bad_len in "[A-Z]{0,7}|[A-Z]{9,10}|[A-Z]{12,20}") {
        json_round_trip(&Bic::parse(&ok).unwrap(), &ok)?;
        // A dummy word of a wrong length ("NA") is refused as a dummy first.
        let expected = if is_dummy(&bad_len) { rules::DUMMY_VALUE } else { rules::BIC_LENGTH };
        prop_assert_eq!(rule(Bic::parse(&bad_len)), expected, "{:?}", bad_len);
        let digit_in_bank = format!("1{}", &ok[1..]);
        prop_assert_eq!(rule(Bic::parse(&digit_in_bank)), rules::BIC_FORMAT);
    }

    #[test]
    fn abas_pass_and_one_changed_digit_fails(s in aba(), i in 0usize..9, delta in any::<u8>()) {
        json_round_trip(&Aba::parse(&s).unwrap(), &s)?;
        prop_assert_eq!(rule(Aba::parse(&mutate_char(&s, i, delta))), rules::ABA_CHECKSUM);
        prop_assert_eq!(rule(Aba::parse(&s[..8])), rules::ABA_FORMAT);
    }

    #[test]
    fn clabes_pass_and_one_changed_digit_fails(s in clabe(), i in 0usize..18, delta in any::<u8>()) {
        json_round_trip(&Clabe::parse(&s).unwrap(), &s)?;
        prop_assert_eq!(rule(Clabe::parse(&mutate_char(&s, i, delta))), rules::CLABE_CHECKSUM);
        prop_assert_eq!(rule(Clabe::parse(&format!("{s}0"))), rules::CLABE_FORMAT);
    }

    #[test]
    fn ifsc_and_cnaps(ifsc in "[A-Z]{4}0[A-Z0-9]{6}", not_zero in "[1-9A-Z]", cnaps in "[0-9]{12}", short in "[0-9]{0,11}") {
        json_round_trip(&Ifsc::parse(&ifsc).unwrap(), &ifsc)?;
        let bad = format!("{}{not_zero}{}", &ifsc[..4], &ifsc[5..]);
        prop_assert_eq!(rule(Ifsc::parse(&bad)), rules::IFSC_FORMAT);
        json_round_trip(&Cnaps::parse(&cnaps).unwrap(), &cnaps)?;
        prop_assert_eq!(rule(Cnaps::parse(&short)), rules::CNAPS_FORMAT);
    }

    #[test]
    fn payids_of_each_kind(
        mobile in au_mobile_digits(),
        abn in abn(),
        acn in acn(),
        mail in email(),
        i in 2usize..11,
        delta in any::<u8>(),
    ) {
        let m = PayId::parse(&format!("0{mobile}")).unwrap();
        prop_assert_eq!(m.kind(), PayIdKind::Mobile);
        json_round_trip(&m, &format!("+61{mobile}"))?;
        let a = PayId::parse(&abn).unwrap();
        prop_assert_eq!(a.kind(), PayIdKind::Abn);
        json_round_trip(&a, &abn)?;
        let c = PayId::parse(&acn).unwrap();
        prop_assert_eq!(c.kind(), PayIdKind::Acn);
        json_round_trip(&c, &acn)?;
        prop_assert_eq!(PayId::parse(&mail).unwrap().kind(), PayIdKind::Email);
        // The ABN check (mod 89) catches every single-digit change after the first two.
        prop_assert_eq!(rule(PayId::parse(&mutate_char(&abn, i, delta))), rules::PAYID_ABN_CHECKSUM);
        prop_assert_eq!(rule(PayId::parse(&mutate_char(&acn, 8, delta))), rules::PAYID_ACN_CHECKSUM);
        prop_assert_eq!(rule(PayId::parse(&format!("+44{mobile}"))), rules::PAYID_MOBILE);
    }
}

// ---------- money ----------

proptest! {
    #![proptest_config(config())]

    #[test]
    fn amounts_at_the_currency_scale_pass_and_serialize_exactly(units in 1i64..1_000_000_000_000_000, c in currency()) {
        let minor = c.minor_units();
        let units = units % (10_000_000_000_000i64 * 10i64.pow(minor)); // below 10^13
        prop_assume!(units > 0);
        let v = Decimal::new(units, minor);
        let a = Amount::new(v, c).unwrap();
        prop_assert_eq!(a.value(), v);
        let json = serde_json::to_string(&a).unwrap();
        prop_assert_eq!(Decimal::from_str(&json).unwrap(), v, "{}", json);
    }

    #[test]
    fn amounts_finer_than_the_minor_unit_are_refused(units in 1i64..1_000_000_000_000, last in 1i64..10, c in currency()) {
        let v = Decimal::new(units * 10 + last, c.minor_units() + 1);
        prop_assert_eq!(rule(Amount::new(v, c)), rules::AMOUNT_SCALE);
    }

    #[test]
    fn amounts_not_positive_are_refused(units in -1_000_000_000i64..=0, scale in 0u32..4, c in currency()) {
        prop_assert_eq!(rule(Amount::new(Decimal::new(units, scale), c)), rules::AMOUNT_NOT_POSITIVE);
    }

    #[test]
    fn amounts_of_10_pow_13_or_more_are_refused(units in 10_000_000_000_000i64..i64::MAX, c in currency()) {
        prop_assert_eq!(rule(Amount::new(Decimal::from(units), c)), rules::AMOUNT_TOO_LARGE);
    }

    #[test]
    fn currency_codes_round_trip(c in currency()) {
        prop_assert_eq!(CurrencyCode::from_str(c.as_str()).unwrap(), c);
        let json = serde_json::to_string(&c).unwrap();
        prop_assert_eq!(serde_json::from_str::<CurrencyCode>(&json).unwrap(), c);
    }
}

// ---------- errors ----------

proptest! {
    #![proptest_config(config())]

    #[test]
    fn validator_reports_every_failure_at_its_path(inputs in prop::collection::vec(prop_oneof![email(), dummy(), "[^@]{0,20}"], 0..6)) {
        let mut v = Validator::new();
        let mut expected = Vec::new();
        for (i, s) in inputs.iter().enumerate() {
            let path = format!("contacts[{i}].email");
            let r = Email::parse(s);
            if let Err(e) = &r {
                expected.push((path.clone(), e.rule()));
            }
            let got = v.field(&path, r);
            prop_assert_eq!(got.is_some(), expected.last().is_none_or(|(p, _)| *p != path));
        }
        match v.finish() {
            Ok(()) => prop_assert!(expected.is_empty()),
            Err(errs) => {
                let got: Vec<_> = errs.iter().map(|e| (e.field().to_owned(), e.rule())).collect();
                prop_assert_eq!(got, expected);
                let json: serde_json::Value = serde_json::to_value(&errs).unwrap();
                for item in json.as_array().unwrap() {
                    let mut keys: Vec<_> = item.as_object().unwrap().keys().cloned().collect();
                    keys.sort();
                    prop_assert_eq!(keys, ["field", "message", "rule"]);
                }
            }
        }
    }

    #[test]
    fn nested_paths_prefix_every_error(segs in prop::collection::vec("[a-zA-Z]{1,8}", 1..5)) {
        let mut e = FieldError::new(rules::TEXT_BLANK, "blank");
        for s in segs.iter().rev() {
            e = e.at(s);
        }
        prop_assert_eq!(e.field(), segs.join("."));
        let all = ValidationErrors::from(e).at("root");
        prop_assert_eq!(all.iter().next().unwrap().field(), format!("root.{}", segs.join(".")));
    }
}

// ---------- no input panics ----------

fn every_constructor(s: &str) {
    let today = time::macros::date!(2026 - 06 - 15);
    let _ = PersonName::parse(s);
    let _ = PersonName::parse_not_domain(s);
    let _ = CompanyName::parse(s);
    let _ = CompanyName::parse_not_domain(s);
    let _ = AsciiText::parse(s);
    let _ = Email::parse(s);
    let _ = Mobile::parse(s);
    if let Ok(d) = DateOfBirth::parse(s) {
        let _ = d.check_age(today, AgeRule::SubClientContact);
    }
    let _ = ExternalReference::parse(s).map(|r| r.direct_entry().len());
    let _ = Bsb::parse(s);
    let _ = AccountNo::parse(s);
    let _ = Iban::parse(s).map(|i| i.formatted());
    let _ = Bic::parse(s).map(|b| b.branch().map(str::len));
    let _ = Aba::parse(s);
    let _ = Clabe::parse(s);
    let _ = Ifsc::parse(s);
    let _ = Cnaps::parse(s);
    let _ = SortCode::parse(s);
    let _ = PayId::parse(s);
    let _ = CurrencyCode::parse(s);
    for c in CurrencyCode::ALL {
        let _ = Amount::parse(s, c);
    }
    let _ = serde_json::from_str::<PersonName>(s);
    let _ = serde_json::from_value::<Mobile>(serde_json::Value::String(s.to_owned()));
}

proptest! {
    #![proptest_config(config_with(256))]

    #[test]
    fn arbitrary_unicode_never_panics(s in "(?s).{0,64}") {
        every_constructor(&s);
    }

    #[test]
    fn near_miss_shapes_never_panic(s in "[0-9A-Za-z +()@.'-]{0,40}") {
        every_constructor(&s);
    }

}

proptest! {
    #![proptest_config(config_with(32))]

    #[test]
    fn huge_inputs_never_panic(c in any::<char>(), n in 1000usize..10_000) {
        every_constructor(&c.to_string().repeat(n));
        every_constructor(&format!("+61{}", "4".repeat(n)));
    }
}

/// The words that mark a name as test data, as the spec's examples and the types' README list
/// them.
const TEST_DATA_WORDS: [&str; 8] = [
    "test", "testing", "fake", "dummy", "asdf", "qwerty", "lorem", "ipsum",
];

/// A test-data word in any case.
fn test_word() -> impl Strategy<Value = String> {
    (
        proptest::sample::select(TEST_DATA_WORDS.to_vec()),
        proptest::collection::vec(any::<bool>(), 8),
    )
        .prop_map(|(word, upper)| {
            word.chars()
                .zip(upper.iter().cycle())
                .map(|(c, up)| if *up { c.to_ascii_uppercase() } else { c })
                .collect()
        })
}

/// `CreateSubClientInput::test_data()` of an individual sub-client whose `field` is `name`;
/// `None` when the input rules refuse the name (too long once joined, ...).
fn test_data_of(field: &str, name: &str) -> Option<Option<(&'static str, &'static str)>> {
    let mut input = serde_json::json!({
        "firstName": "Olivia", "lastName": "Nguyen", "email": "olivia@example.com.au",
        "mobile": "+61 412 345 678", "dob": "1988-04-12",
        "address": {"street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW",
                    "postcode": "2000", "country": "AU"},
    });
    input[field] = serde_json::json!(name);
    <payments_types::sub_clients::CreateSubClientInput as payments_types::FromInput>::from_json(
        &input,
        &payments_types::Context::on(Date::from_calendar_date(2026, Month::July, 1).unwrap()),
    )
    .ok()
    .map(|parsed| parsed.test_data())
}

proptest! {
    #![proptest_config(config())]

    /// A name holding a test-data word as a whole word is test data, in whichever name field of
    /// a sub-client it stands; the same letters inside a longer word (`Contest`, `Testa`) are not.
    #[test]
    fn test_data_is_a_whole_word_in_any_name(
        name in person_name(),
        word in test_word(),
        before in any::<bool>(),
        joint in "[ '-]",
        affix in "[a-z]{1,4}",
    ) {
        let flagged = if before { format!("{word}{joint}{name}") } else { format!("{name}{joint}{word}") };
        let expected = word.to_ascii_lowercase();
        let embedded = if before { format!("{affix}{word}") } else { format!("{word}{affix}") };
        for field in ["firstName", "lastName"] {
            if let Some(clean) = test_data_of(field, &name) {
                prop_assume!(clean.is_none());
            }
            // A name the name rule refuses (too long once joined) is refused before this.
            if let Some(found) = test_data_of(field, &flagged) {
                prop_assert_eq!(found, Some((field, expected.as_str())));
            }
            if let Some(found) = test_data_of(field, &format!("{name} {embedded}")) {
                prop_assert_eq!(found, None);
            }
        }
    }
}

#[test]
fn a_company_named_as_test_data_is_found_by_field() {
    let input = serde_json::json!({
        "legalName": "Test Holdings Pty Ltd", "businessNumber": "51824753556",
        "firstName": "Olivia", "lastName": "Nguyen", "email": "olivia@example.com.au",
        "mobile": "+61 412 345 678", "dob": "1988-04-12",
        "address": {"street": "12 Pitt Street", "suburb": "Sydney", "state": "NSW",
                    "postcode": "2000", "country": "AU"},
    });
    let today =
        payments_types::Context::on(Date::from_calendar_date(2026, Month::July, 1).unwrap());
    let parsed = <payments_types::sub_clients::CreateSubClientInput as payments_types::FromInput>::from_json(&input, &today)
        .expect("a valid company sub-client");
    assert_eq!(parsed.test_data(), Some(("legalName", "test")));
    let mut real = input;
    real["legalName"] = serde_json::json!("Contest Holdings Pty Ltd");
    let parsed = <payments_types::sub_clients::CreateSubClientInput as payments_types::FromInput>::from_json(&real, &today)
        .expect("a valid company sub-client");
    assert_eq!(parsed.test_data(), None);
}

proptest! {
    #![proptest_config(config())]

    /// Any moment, written in every form the spec allows, reads back as that moment; and no
    /// text, however odd, makes the reader panic (a calendar's last day with a negative offset
    /// among them), while what it accepts starts no later than it ends.
    #[test]
    fn dates_and_date_times_read_back_in_every_form(
        secs in 0i64..253_402_300_000,
        offset_minutes in -14 * 60i32..=14 * 60,
        noise in "[0-9T:+Z. -]{0,30}",
    ) {
        use payments_types::common::DateOrTime;
        let Ok(utc) = time::OffsetDateTime::from_unix_timestamp(secs) else { return Ok(()) };
        let offset = time::UtcOffset::from_whole_seconds(offset_minutes * 60).unwrap();
        let local = utc.to_offset(offset);
        let (h, m) = (offset_minutes.abs() / 60, offset_minutes.abs() % 60);
        let sign = if offset_minutes < 0 { '-' } else { '+' };
        let date = local.date();
        let clock = format!("{:02}:{:02}:{:02}", local.hour(), local.minute(), local.second());
        for text in [
            format!("{date}T{clock}{sign}{h:02}:{m:02}"),
            format!("{date}T{clock}{sign}{h:02}{m:02}"),
        ] {
            let read = DateOrTime::parse(&text);
            prop_assert!(read.is_ok(), "{} refused: {:?}", text, read);
            prop_assert_eq!(read.unwrap().start(), utc);
        }
        let day = DateOrTime::parse(&utc.date().to_string()).unwrap();
        prop_assert!(day.start() <= utc && utc <= day.end());
        if let Ok(odd) = DateOrTime::parse(&noise) {
            prop_assert!(odd.start() <= odd.end());
        }
    }
}
