//! The data-quality rules of the spec: dummy values are never sent in any field, and names
//! that are evidently test data are found before they are sent.

use crate::{FieldError, error::shown, rules};

/// The dummy spellings, lower-case; compared ignoring ASCII case after trimming whitespace.
pub const DUMMY_VALUES: [&str; 4] = ["n/a", "na", "null", "nil"];

/// Length of the longest of [`DUMMY_VALUES`]: a trimmed value longer than this is not one.
const LONGEST_DUMMY: usize = {
    let (mut longest, mut i) = (0, 0);
    while i < DUMMY_VALUES.len() {
        if DUMMY_VALUES[i].len() > longest {
            longest = DUMMY_VALUES[i].len();
        }
        i += 1;
    }
    longest
};

/// True when `value`, with surrounding whitespace removed, is a dummy value
/// (`N/A`, `NA`, `NULL`, `NIL`, in any case). `NONE`, `-` and the like are not dummy values.
pub fn is_dummy(value: &str) -> bool {
    // Every string field runs this: trim only a value that may have whitespace at an end
    // (printable ASCII other than a space at both ends has none).
    let t = match value.as_bytes() {
        [first, .., last] if first.is_ascii_graphic() && last.is_ascii_graphic() => value,
        _ => value.trim(),
    };
    t.len() <= LONGEST_DUMMY && DUMMY_VALUES.iter().any(|d| t.eq_ignore_ascii_case(d))
}

/// Refuses a dummy value (`N/A`, `NA`, `NULL`, `NIL`, any case, surrounding whitespace
/// ignored) with rule `dummy_value`. Every string type of this crate runs it first; it is public
/// for a string field that none of the types covers (the spec refuses dummy values in *any*
/// field, e.g. one the service adds after this crate's schema).
pub fn check_not_dummy(value: &str) -> Result<(), FieldError> {
    if is_dummy(value) {
        Err(dummy_value(value))
    } else {
        Ok(())
    }
}

/// The failure, built apart so that the check itself stays small: it runs for every field.
#[cold]
fn dummy_value(value: &str) -> FieldError {
    FieldError::new(
        rules::DUMMY_VALUE,
        format!(
            "{} is a dummy value; send a real value or leave the field out",
            shown(value)
        ),
    )
}

/// Words that mark a name as test data (spec, sub-clients: "Submitting fake or test data
/// blocks the customer"), lower-case. A name holding one of them as a whole word (letters and
/// digits between other characters), in any case, is test data: `Test Pty Ltd`, `John TEST`,
/// `asdf`. Words that are also real names (`Sample`, `Foo`) are left out: a false alarm blocks
/// a real customer.
pub const TEST_DATA_WORDS: [&str; 8] = [
    "test", "testing", "fake", "dummy", "asdf", "qwerty", "lorem", "ipsum",
];

/// The test-data word `name` holds as a whole word, if any.
pub fn test_data_word(name: &str) -> Option<&'static str> {
    name.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .find_map(|w| {
            TEST_DATA_WORDS
                .iter()
                .copied()
                .find(|t| w.eq_ignore_ascii_case(t))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_with_case_and_spaces_is_refused() {
        for base in [
            "N/A", "NA", "NULL", "null", "nil", "n/a", "Na", "nA", "Null", "NiL", "NIL", "nUlL",
        ] {
            for v in [
                base.to_string(),
                format!(" {base}"),
                format!("{base}  "),
                format!("\t{base}\n"),
            ] {
                let e = check_not_dummy(&v).unwrap_err();
                assert_eq!(e.rule(), rules::DUMMY_VALUE, "{v:?}");
            }
        }
    }

    #[test]
    fn near_misses_pass() {
        for v in [
            "N/AB", "NAN", "Nina", "N A", "nil2", "NULLS", "Nilsson", "Na'im", "N//A", "", "none",
            "-",
        ] {
            assert!(!is_dummy(v), "{v:?}");
        }
    }
}
