//! `Mobile::parse` against the function it replaced: the same check written with
//! rlibphonenumber (its `parse`, `is_valid_number` and E.164 format). On every input both must
//! give the same number or the same rule code: every example number of libphonenumber's
//! metadata and variants of each (a digit changed, added, dropped, a national prefix after the
//! calling code; `+`, `00`, separators), numbers drawn from every number pattern with and
//! without a prefix, random national numbers after every calling code, and random strings of
//! the accepted alphabet. Each test also checks that both verdicts came often.

use payments_types::{Mobile, check_not_dummy, rules};
use proptest::prelude::*;
use proptest::sample::{Index, select};
use proptest::strategy::ValueTree;
use proptest::string::string_regex;
use proptest::test_runner::{RngAlgorithm, TestRng, TestRunner};
use rlibphonenumber::{PHONE_NUMBER_UTIL, PhoneNumberFormat, interfaces::AsOriginal};

/// `Mobile::parse` as it was when it called rlibphonenumber: the number in E.164, or the rule.
fn reference(value: &str) -> Result<String, &'static str> {
    check_not_dummy(value).map_err(|e| e.rule())?;
    let trimmed = value.trim();
    if trimmed.len() > 40 {
        return Err(rules::MOBILE_FORMAT);
    }
    let (rest, had_plus) = if let Some(r) = trimmed.strip_prefix('+') {
        (r, true)
    } else if let Some(r) = trimmed.strip_prefix("00") {
        (r, false)
    } else {
        return Err(rules::MOBILE_FORMAT);
    };
    if !rest
        .bytes()
        .all(|b| b.is_ascii_digit() || b" -.()".contains(&b))
    {
        return Err(rules::MOBILE_FORMAT);
    }
    let plus = if had_plus {
        trimmed.to_owned()
    } else {
        format!("+{rest}")
    };
    let number = PHONE_NUMBER_UTIL
        .parse(&plus, None)
        .map_err(|_| rules::MOBILE_INVALID)?;
    if number.extension.is_some() || !PHONE_NUMBER_UTIL.is_valid_number(&number) {
        return Err(rules::MOBILE_INVALID);
    }
    Ok(PHONE_NUMBER_UTIL
        .format(&number, PhoneNumberFormat::E164)
        .into_owned())
}

fn ours(value: &str) -> Result<String, &'static str> {
    Mobile::parse(value)
        .map(Mobile::into_string)
        .map_err(|e| e.rule())
}

/// Compares both on every input and counts the valid ones.
#[derive(Default)]
struct Tally {
    checked: usize,
    valid: usize,
}

impl Tally {
    fn check(&mut self, input: &str) {
        let expected = reference(input);
        assert_eq!(ours(input), expected, "{input:?}");
        self.checked += 1;
        self.valid += usize::from(expected.is_ok());
    }

    /// Both verdicts occurred at least `each` times: a check that said "no" (or "yes") to
    /// everything would not pass.
    fn assert_both_verdicts(&self, each: usize) {
        assert!(
            self.valid >= each && self.checked - self.valid >= each,
            "{} checked, {} valid",
            self.checked,
            self.valid
        );
    }
}

/// Every number description (general, fixed line, mobile, ...) of every region, with its
/// calling code: example number and pattern (a national significant number and a regex).
fn descriptions() -> Vec<(i32, Option<String>, Option<String>)> {
    let util = PHONE_NUMBER_UTIL.as_original();
    let mut found = Vec::new();
    for code in PHONE_NUMBER_UTIL.get_supported_calling_codes() {
        for region in PHONE_NUMBER_UTIL
            .get_regions_for_country_calling_code(code)
            .expect("a supported code has regions")
        {
            let m = util
                .get_metadata_for_region_or_calling_code(code, region)
                .expect("a code's region has metadata");
            let descs = [
                &m.general_desc,
                &m.fixed_line,
                &m.mobile,
                &m.toll_free,
                &m.premium_rate,
                &m.shared_cost,
                &m.personal_number,
                &m.voip,
                &m.pager,
                &m.uan,
                &m.voicemail,
            ];
            for desc in descs {
                // rlibphonenumber keeps each pattern wrapped in `^(?:...)$`.
                let pattern = desc
                    .national_number_pattern()
                    .pattern_base
                    .as_deref()
                    .map(|p| {
                        p.strip_prefix("^(?:")
                            .and_then(|p| p.strip_suffix(")$"))
                            .expect("a wrapped pattern")
                            .to_owned()
                    });
                found.push((code, desc.original.example_number.clone(), pattern));
            }
        }
    }
    found
}

/// Every example number of every region and type, with its calling code.
fn example_numbers() -> Vec<(i32, String)> {
    descriptions()
        .into_iter()
        .filter_map(|(code, example, _)| Some((code, example?)))
        .collect()
}

/// The number spelt with `+`, with `00`, or with `00` and separators between groups.
fn spelt(code: i32, national: &str, spelling: usize) -> String {
    match spelling % 3 {
        0 => format!("+{code}{national}"),
        1 => format!("00{code}{national}"),
        _ => {
            let (area, rest) = national.split_at(national.len().min(2));
            let groups: Vec<_> = rest
                .as_bytes()
                .chunks(3)
                .map(|g| std::str::from_utf8(g).unwrap())
                .collect();
            format!(" 00 {code} ({area}) {} ", groups.join("-."))
        }
    }
}

#[test]
fn mobile_agrees_with_rlibphonenumber_on_every_example_number_and_its_variants() {
    let examples = example_numbers();
    assert!(examples.len() > 1_000, "{} example numbers", examples.len());
    let mut tally = Tally::default();
    for (i, (code, example)) in examples.iter().enumerate() {
        let last = example.len() - 1;
        let mut variants = vec![example.clone(), example[..last].to_owned()];
        for d in '0'..='9' {
            variants.push(format!("{}{d}", &example[..last]));
            variants.push(format!("{example}{d}"));
            // A national prefix after the calling code (+44 0 20..., +1 1 310...).
            variants.push(format!("{d}{example}"));
        }
        for (j, national) in variants.iter().enumerate() {
            tally.check(&spelt(*code, national, i + j));
        }
        for spelling in 0..3 {
            tally.check(&spelt(*code, example, spelling));
        }
    }
    tally.assert_both_verdicts(5_000);
}

#[test]
fn mobile_agrees_with_rlibphonenumber_on_numbers_drawn_from_every_pattern() {
    let mut runner = TestRunner::deterministic();
    let mut tally = Tally::default();
    for (code, _, pattern) in descriptions() {
        let Some(pattern) = pattern else { continue };
        // ASCII digits for `\d`, which would otherwise draw any Unicode digit.
        let numbers =
            string_regex(&pattern.replace(r"\d", "[0-9]")).expect("a pattern proptest reads");
        for i in 0..4 {
            let national = numbers.new_tree(&mut runner).expect("a number").current();
            tally.check(&spelt(code, &national, i));
            tally.check(&spelt(code, &format!("{i}{national}"), i));
        }
    }
    tally.assert_both_verdicts(2_000);
}

#[test]
fn mobile_agrees_with_rlibphonenumber_on_random_numbers_of_every_calling_code() {
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let mut tally = Tally::default();
    for code in PHONE_NUMBER_UTIL.get_supported_calling_codes() {
        for i in 0..100 {
            let len = 2 + rng.next_u32() as usize % 16;
            let national: String = (0..len)
                .map(|_| char::from(b'0' + (rng.next_u32() % 10) as u8))
                .collect();
            tally.check(&spelt(code, &national, i));
        }
    }
    tally.assert_both_verdicts(500);
}

#[test]
fn mobile_agrees_with_rlibphonenumber_on_any_string_of_its_alphabet() {
    let codes: Vec<String> = PHONE_NUMBER_UTIL
        .get_supported_calling_codes()
        .map(|c| c.to_string())
        .collect();
    // The calling code and national number: a known code or any digits, then any digits; or an
    // example number with one digit set at random (valid about half the time).
    let number = prop_oneof![
        (select(codes), "[0-9]{0,20}"),
        ("[0-9]{0,3}", "[0-9]{0,20}"),
        (select(example_numbers()), any::<Index>(), 0..10u8).prop_map(|((code, n), at, d)| {
            let mut n = n.into_bytes();
            let at = at.index(n.len());
            n[at] = b'0' + d;
            (code.to_string(), String::from_utf8(n).expect("digits"))
        }),
    ];
    let input = (
        select(vec!["+", "00", " +", "00 ", "+(", "0"]),
        number,
        proptest::collection::vec(
            (0..21usize, select(vec![" ", "-", ".", "(", ")", "  "])),
            0..4,
        ),
    )
        .prop_map(|(prefix, (code, digits), separators)| {
            let mut national = digits;
            for (at, separator) in separators {
                national.insert_str(at.min(national.len()), separator);
            }
            format!("{prefix}{code}{national}")
        });
    let mut runner = TestRunner::new(ProptestConfig {
        cases: 3_000,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    let tally = std::cell::RefCell::new(Tally::default());
    runner
        .run(&input, |input| {
            let expected = reference(&input);
            prop_assert_eq!(ours(&input), expected.clone(), "{:?}", input);
            let mut tally = tally.borrow_mut();
            tally.checked += 1;
            tally.valid += usize::from(expected.is_ok());
            Ok(())
        })
        .unwrap();
    tally.into_inner().assert_both_verdicts(200);
}
