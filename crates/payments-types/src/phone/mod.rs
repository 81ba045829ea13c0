//! International phone numbers judged by libphonenumber's metadata, without libphonenumber:
//! for `+` and a string of digits, the verdict of rlibphonenumber's `parse` then
//! `is_valid_number`, and the number in E.164.
//!
//! Only the part of libphonenumber such a string can reach is here (no default region, letters,
//! extensions or carrier codes): the calling code, the national prefix its main region strips,
//! the lengths libphonenumber allows, Italian leading zeros, the region among those sharing a
//! calling code, and that region's number patterns. `metadata.rs` is generated from the
//! metadata rlibphonenumber carries (`tests/it/phone_metadata.rs`), and `Mobile::parse` is
//! tested against the rlibphonenumber version it replaced (`tests/it/mobile_reference.rs`).
//!
//! A region's patterns are compiled the first time a number reaches it, once: the first number
//! of a region pays for them, and a region no number reached is never compiled.

#[rustfmt::skip]
mod metadata;

use std::ops::Range;
use std::sync::OnceLock;

use regex::bytes::{Regex, RegexBuilder};

use metadata::{CALLING_CODES, REGIONS};

/// libphonenumber's bounds on a national significant number, in digits.
const NATIONAL_LENGTHS: Range<usize> = 2..18;
/// Longest calling code, in digits.
const CODE_MAX: usize = 3;
/// rlibphonenumber writes at most this many of a number's leading zeros (libphonenumber writes
/// them all; no valid number has that many).
const LEADING_ZEROS_MAX: usize = 10;

/// A country calling code and its regions.
struct CallingCode {
    code: u16,
    /// Its regions' indices in [`REGIONS`], in libphonenumber's order (main region first).
    regions: Range<usize>,
}

/// What validity needs of one region (or non-geographic entity) of libphonenumber's metadata.
struct Region {
    /// The pattern whose prefix match makes a number this region's, among the regions sharing
    /// its calling code (only given when the code is shared).
    leading_digits: Option<&'static str>,
    /// Only on the main region of a calling code, the one whose prefix a parse strips.
    national_prefix: Option<NationalPrefix>,
    /// Lengths and pattern every number of the region has.
    general: Desc,
    /// The number types (fixed line, mobile, toll free, ...) that have numbers; a number of
    /// any of them is valid.
    types: &'static [Desc],
}

/// libphonenumber's `national_prefix_for_parsing` with its transform rule.
struct NationalPrefix {
    pattern: &'static str,
    /// What replaces the prefix (`$1` its first group); empty: the prefix is removed.
    transform: &'static str,
    /// Lengths (a bit each) of numbers dialled only locally, which a stripped number must not
    /// have.
    local_only: u32,
}

/// A number description: possible lengths and full-match pattern.
struct Desc {
    /// One bit per possible length; every bit when the metadata lists none.
    lengths: u32,
    pattern: &'static str,
}

/// The description of numbers of the given lengths (none listed: any length) and pattern;
/// for the generated metadata.
const fn desc(lengths: &[u8], pattern: &'static str) -> Desc {
    Desc {
        lengths: if lengths.is_empty() {
            u32::MAX
        } else {
            mask(lengths)
        },
        pattern,
    }
}

/// One bit per length; for the generated metadata.
const fn mask(lengths: &[u8]) -> u32 {
    let mut mask = 0;
    let mut i = 0;
    while i < lengths.len() {
        mask |= 1 << lengths[i];
        i += 1;
    }
    mask
}

/// A region's patterns, compiled.
struct Compiled {
    leading_digits: Option<Regex>,
    national_prefix: Option<Regex>,
    general: Regex,
    types: Vec<(u32, Regex)>,
}

static COMPILED: [OnceLock<Compiled>; REGIONS.len()] = [const { OnceLock::new() }; REGIONS.len()];

/// The region at `index` of [`REGIONS`], its patterns compiled on first use.
fn region(index: usize) -> (&'static Region, &'static Compiled) {
    let region = &REGIONS[index];
    let compiled = COMPILED[index].get_or_init(|| Compiled {
        leading_digits: region.leading_digits.map(prefix_regex),
        national_prefix: region
            .national_prefix
            .as_ref()
            .map(|p| prefix_regex(p.pattern)),
        general: full_regex(region.general.pattern),
        types: region
            .types
            .iter()
            .map(|t| (t.lengths, full_regex(t.pattern)))
            .collect(),
    });
    (region, compiled)
}

/// A regex matching the pattern at the start of a number.
fn prefix_regex(pattern: &str) -> Regex {
    compile(&format!("^(?:{pattern})"))
}

/// A regex matching the pattern on a whole number.
fn full_regex(pattern: &str) -> Regex {
    compile(&format!("^(?:{pattern})$"))
}

fn compile(pattern: &str) -> Regex {
    // The patterns use ASCII digits and `\d` only, and numbers are ASCII digits: no Unicode.
    RegexBuilder::new(pattern)
        .unicode(false)
        .build()
        .expect("every pattern of the generated metadata compiles (its test compiles them all)")
}

/// A number given as the digits after its `+` (or `00`), in E.164 if libphonenumber calls it
/// valid (`parse`, then `is_valid_number`); `None` if it does not.
pub(crate) fn e164(digits: &[u8]) -> Option<Box<str>> {
    // Fewer than three digits is no number; a calling code never starts with 0.
    if digits.len() < 3 || digits[0] == b'0' {
        return None;
    }
    // The calling code is the shortest prefix (up to 3 digits) that is a known one.
    let (code_len, code) = (1..=CODE_MAX).find_map(|len| {
        let code = digits[..len]
            .iter()
            .fold(0, |n, d| n * 10 + u16::from(d - b'0'));
        let at = CALLING_CODES.binary_search_by_key(&code, |c| c.code).ok()?;
        Some((len, &CALLING_CODES[at]))
    })?;
    let national = &digits[code_len..];
    if national.len() < NATIONAL_LENGTHS.start {
        return None;
    }
    let mut transformed = Vec::new();
    let national = strip_national_prefix(code.regions.start, national, &mut transformed);
    if !NATIONAL_LENGTHS.contains(&national.len()) {
        return None;
    }
    let significant = significant(national);
    if !is_valid(code, significant) {
        return None;
    }
    let mut e164 = [0; 1 + CODE_MAX + NATIONAL_LENGTHS.end - 1];
    let len = 1 + code_len + significant.len();
    e164[0] = b'+';
    e164[1..=code_len].copy_from_slice(&digits[..code_len]);
    e164[1 + code_len..len].copy_from_slice(significant);
    std::str::from_utf8(&e164[..len]).ok().map(Box::from)
}

/// The national number with the national prefix of the code's main region stripped (or
/// transformed), as libphonenumber's parse does: only when the result still matches the
/// region's general pattern if the number did, and only when its length is possible for the
/// region and not local-only (a longer one is kept, and refused later).
fn strip_national_prefix<'a>(
    main_region: usize,
    national: &'a [u8],
    transformed: &'a mut Vec<u8>,
) -> &'a [u8] {
    let (region, compiled) = region(main_region);
    let (Some(prefix), Some(pattern)) = (&region.national_prefix, &compiled.national_prefix) else {
        return national;
    };
    // Most numbers have no prefix: a match is cheaper to rule out than captures.
    let Some(captures) = pattern
        .is_match(national)
        .then(|| pattern.captures(national))
        .flatten()
    else {
        return national;
    };
    let whole = captures.get_match();
    let (first, second) = (captures.get(1), captures.get(2));
    // The transform rule applies when a group captured something: the second if the pattern
    // has one that took part, else the first.
    let transforms = !prefix.transform.is_empty()
        && first.is_some_and(|first| match second {
            Some(second) => !second.is_empty(),
            None => !first.is_empty(),
        });
    let stripped: &[u8] = if transforms {
        captures.expand(prefix.transform.as_bytes(), transformed);
        transformed.extend_from_slice(&national[whole.end()..]);
        transformed
    } else {
        &national[whole.end()..]
    };
    if compiled.general.is_match(national) && !compiled.general.is_match(stripped) {
        return national;
    }
    if possible_length(region, prefix, stripped.len()) {
        stripped
    } else {
        national
    }
}

/// Whether libphonenumber's length test of a number of `len` digits against the region's
/// general description says it is possible, or too long; not when it is too short, local-only
/// or of a length in between the possible ones.
fn possible_length(region: &Region, prefix: &NationalPrefix, len: usize) -> bool {
    let possible = u64::from(region.general.lengths);
    let bit = u32::try_from(len)
        .ok()
        .and_then(|len| 1u64.checked_shl(len))
        .unwrap_or(0);
    if u64::from(prefix.local_only) & bit != 0 {
        return false;
    }
    let shortest = possible.trailing_zeros() as usize;
    let longest = 63 - possible.leading_zeros() as usize;
    len == shortest || (len > shortest && (len > longest || possible & bit != 0))
}

/// The national significant number rlibphonenumber keeps: the number as given, except that of
/// more than 10 leading zeros (the last digit never counted as one) it keeps 10.
fn significant(national: &[u8]) -> &[u8] {
    let zeros = national[..national.len() - 1]
        .iter()
        .take_while(|&&d| d == b'0')
        .count();
    &national[zeros.saturating_sub(LEADING_ZEROS_MAX)..]
}

/// libphonenumber's `is_valid_number`: the number's region is the first of the code's regions
/// whose leading digits start the number or of which it is a number of some type; the number
/// is valid if it is a number of some type of that region.
fn is_valid(code: &CallingCode, number: &[u8]) -> bool {
    for index in code.regions.clone() {
        let (region, compiled) = region(index);
        if has_type(region, compiled, number) {
            return true;
        }
        if compiled
            .leading_digits
            .as_ref()
            .is_some_and(|leading| leading.is_match(number))
        {
            return false;
        }
    }
    false
}

/// Whether the number fits the region's general description and one of its number types.
fn has_type(region: &Region, compiled: &Compiled, number: &[u8]) -> bool {
    let bit = 1 << number.len();
    region.general.lengths & bit != 0
        && compiled.general.is_match(number)
        && compiled
            .types
            .iter()
            .any(|(lengths, pattern)| lengths & bit != 0 && pattern.is_match(number))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_region_compiles() {
        for index in 0..REGIONS.len() {
            let (region, compiled) = region(index);
            assert_eq!(compiled.types.len(), region.types.len());
            assert_eq!(
                compiled.national_prefix.is_some(),
                region.national_prefix.is_some()
            );
        }
    }

    #[test]
    fn a_stripped_number_keeps_a_possible_length_or_a_longer_one() {
        let region = Region {
            leading_digits: None,
            national_prefix: None,
            general: desc(&[7, 9, 10], ""),
            types: &[],
        };
        let prefix = NationalPrefix {
            pattern: "0",
            transform: "",
            local_only: mask(&[6]),
        };
        let kept: Vec<_> = (0..70)
            .filter(|&len| possible_length(&region, &prefix, len))
            .collect();
        // Too short (< 7), local-only (6) and impossible (8) lengths are not kept.
        assert_eq!(
            kept,
            [7, 9, 10].into_iter().chain(11..70).collect::<Vec<_>>()
        );
    }

    #[test]
    fn at_most_ten_leading_zeros_are_significant() {
        assert_eq!(significant(b"0612345678"), b"0612345678");
        assert_eq!(significant(b"0000000000012"), b"000000000012");
        assert_eq!(significant(b"000000000000"), b"00000000000");
        assert_eq!(significant(b"00"), b"00");
    }
}
