//! The phone check's metadata, `src/phone/metadata.rs`, is generated here from the metadata
//! rlibphonenumber carries: the test fails if the committed file differs from what it gives;
//! `PHONE_METADATA=write cargo test -p payments-types --test it phone_metadata` rewrites it.

use std::fmt::Write as _;

use rlibphonenumber::{PHONE_NUMBER_UTIL, interfaces::AsOriginal};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/phone/metadata.rs");
const REGENERATE: &str =
    "PHONE_METADATA=write cargo test -p payments-types --test it phone_metadata";

/// The rlibphonenumber version the metadata is read from (as Cargo.lock has it) and the
/// libphonenumber metadata release its Readme names for that version.
const SOURCE: (&str, &str) = ("2.2.15", "v9.0.42");

#[test]
fn phone_metadata_is_generated_from_rlibphonenumber() {
    let locked = locked_version("rlibphonenumber");
    assert_eq!(
        locked,
        SOURCE.0,
        "rlibphonenumber is now {locked}: set SOURCE in {} to it and to the libphonenumber \
         metadata version its Readme names, then regenerate: {REGENERATE}",
        file!()
    );
    let generated = generate();
    if std::env::var_os("PHONE_METADATA").is_some_and(|v| v == "write") {
        std::fs::write(FILE, &generated).expect("src/phone/metadata.rs is writable");
        return;
    }
    let committed = std::fs::read_to_string(FILE).expect("src/phone/metadata.rs is readable");
    let first_difference = committed
        .lines()
        .zip(generated.lines())
        .position(|(a, b)| a != b)
        .map_or_else(|| "its length".to_owned(), |i| format!("line {}", i + 1));
    assert!(
        committed == generated,
        "src/phone/metadata.rs is not what rlibphonenumber {}'s metadata gives (from {first_difference} \
         on); regenerate it: {REGENERATE}",
        SOURCE.0
    );
}

/// The version of a registry package in the workspace's Cargo.lock.
fn locked_version(name: &str) -> String {
    let lock = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../Cargo.lock"))
        .expect("the workspace's Cargo.lock is readable");
    let entry = format!("name = \"{name}\"\nversion = \"");
    let at = lock.find(&entry).expect("the package is in Cargo.lock") + entry.len();
    lock[at..].split('"').next().unwrap_or_default().to_owned()
}

/// The text of `src/phone/metadata.rs`.
fn generate() -> String {
    let util = PHONE_NUMBER_UTIL.as_original();
    let (mut codes, mut regions, mut region_count) = (String::new(), String::new(), 0);
    let mut previous = 0;
    for code in PHONE_NUMBER_UTIL.get_supported_calling_codes() {
        assert!(code > previous, "calling codes come in ascending order");
        previous = code;
        let list: Vec<_> = PHONE_NUMBER_UTIL
            .get_regions_for_country_calling_code(code)
            .expect("a supported code has regions")
            .collect();
        let names: Vec<_> = list.iter().map(|r| r.as_region_str().to_string()).collect();
        writeln!(
            codes,
            "    CallingCode {{ code: {code}, regions: {region_count}..{} }}, // {}",
            region_count + list.len(),
            names.join(" ")
        )
        .unwrap();
        region_count += list.len();
        for (i, region) in list.into_iter().enumerate() {
            let m = util
                .get_metadata_for_region_or_calling_code(code, region)
                .expect("a code's region has metadata");
            let general = &m.general_desc.original;
            // The length test of a stripped number reads them as a set of possible lengths.
            assert!(
                !general.possible_length.is_empty()
                    && general.possible_length.iter().all(|&l| l >= 0),
                "{code} {region}: the general description lists its lengths"
            );
            writeln!(regions, "    // {code} {}", region.as_region_str()).unwrap();
            regions.push_str("    Region {\n");
            // Leading digits only choose among the regions of a shared code.
            let leading = unwrap(&m.leading_digits().pattern_base).filter(|_| names.len() > 1);
            writeln!(regions, "        leading_digits: {},", optional(leading)).unwrap();
            // Only the main region's national prefix is stripped.
            let prefix = unwrap(&m.national_prefix_for_parsing().pattern_base).filter(|_| i == 0);
            match prefix {
                Some(pattern) => writeln!(
                    regions,
                    "        national_prefix: Some(NationalPrefix {{ pattern: {}, transform: {}, \
                     local_only: mask(&{:?}) }}),",
                    raw(pattern),
                    raw(m.original.national_prefix_transform_rule()),
                    lengths(&general.possible_length_local_only)
                ),
                None => writeln!(regions, "        national_prefix: None,"),
            }
            .unwrap();
            let general_pattern = unwrap(&m.general_desc.national_number_pattern().pattern_base)
                .expect("every region has a general pattern");
            writeln!(
                regions,
                "        general: desc(&{:?}, {}),",
                lengths(&general.possible_length),
                raw(general_pattern)
            )
            .unwrap();
            regions.push_str("        types: &[\n");
            // Every type libphonenumber's `get_number_type` tries (mobile first: the field is
            // `mobile`; the order changes no verdict); mobile only when its pattern is not the
            // fixed-line one (then `get_number_type` does not try it).
            let same_mobile = m.original.same_mobile_and_fixed_line_pattern();
            for (name, d) in [
                ("mobile", &m.mobile),
                ("fixed line", &m.fixed_line),
                ("toll free", &m.toll_free),
                ("premium rate", &m.premium_rate),
                ("shared cost", &m.shared_cost),
                ("personal number", &m.personal_number),
                ("VoIP", &m.voip),
                ("pager", &m.pager),
                ("UAN", &m.uan),
                ("voicemail", &m.voicemail),
            ] {
                let Some(pattern) = unwrap(&d.national_number_pattern().pattern_base) else {
                    continue; // no pattern: no number of this type
                };
                let listed = &d.original.possible_length;
                if (name == "mobile" && same_mobile)
                    || (!listed.is_empty() && listed.iter().all(|&l| l < 0))
                {
                    continue; // never tried, or no possible length (-1)
                }
                writeln!(
                    regions,
                    "            desc(&{:?}, {}), // {name}",
                    lengths(listed),
                    raw(pattern)
                )
                .unwrap();
            }
            regions.push_str("        ],\n    },\n");
        }
    }
    let code_count = codes.lines().count();
    format!(
        "//! Generated from the metadata of libphonenumber {} as rlibphonenumber {} carries it:\n\
         //! only what the phone check needs. Do not edit; regenerate with\n\
         //! `{REGENERATE}`.\n\n\
         use super::{{CallingCode, NationalPrefix, Region, desc, mask}};\n\n\
         /// Every calling code, ascending, with its regions in [`REGIONS`].\n\
         pub(super) static CALLING_CODES: [CallingCode; {code_count}] = [\n{codes}];\n\n\
         /// The regions (`001`: non-geographic entities) of every calling code, in\n\
         /// libphonenumber's order.\n\
         pub(super) static REGIONS: [Region; {region_count}] = [\n{regions}];\n",
        SOURCE.1, SOURCE.0
    )
}

/// The pattern inside rlibphonenumber's `^(?:...)$` wrapping.
fn unwrap(wrapped: &Option<String>) -> Option<&str> {
    wrapped.as_deref().map(|w| {
        w.strip_prefix("^(?:")
            .and_then(|w| w.strip_suffix(")$"))
            .unwrap_or_else(|| panic!("{w:?} is wrapped in ^(?:...)$"))
    })
}

/// The non-negative lengths of a list (each a bit of a `u32`).
fn lengths(listed: &[i32]) -> Vec<u8> {
    listed
        .iter()
        .filter(|&&l| l >= 0)
        .map(|&l| {
            u8::try_from(l)
                .ok()
                .filter(|&l| l < 32)
                .expect("a length below 32")
        })
        .collect()
}

/// A raw string literal (`""` when empty).
fn raw(s: &str) -> String {
    assert!(!s.contains('"'), "{s:?} has no quote");
    if s.is_empty() {
        "\"\"".to_owned()
    } else {
        format!("r\"{s}\"")
    }
}

fn optional(s: Option<&str>) -> String {
    s.map_or_else(|| "None".to_owned(), |s| format!("Some({})", raw(s)))
}
