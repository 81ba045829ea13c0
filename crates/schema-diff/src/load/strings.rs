//! The value of a GraphQL string literal, read from its source text (quotes included), as the
//! specification defines it: escape sequences of a quoted string (`StringValue`) and the
//! indentation rules of a block string (`BlockStringValue()`). Used for descriptions and
//! default values of the fast load, so they equal what apollo-compiler reads.

/// The value of the literal `raw` (`"..."` or `"""..."""`, as in the source): `raw`'s own
/// content when nothing needs resolving, else written into `scratch`.
pub(super) fn value<'a>(raw: &'a str, scratch: &'a mut String) -> &'a str {
    if let Some(inner) = raw
        .strip_prefix("\"\"\"")
        .and_then(|r| r.strip_suffix("\"\"\""))
    {
        if let Some(line) = one_line(inner) {
            return line;
        }
        scratch.clear();
        block_string(inner, scratch);
        scratch
    } else {
        let inner = raw
            .strip_prefix('"')
            .and_then(|r| r.strip_suffix('"'))
            .unwrap_or(raw);
        if memchr::memchr(b'\\', inner.as_bytes()).is_some() {
            *scratch = unescape(inner);
            scratch
        } else {
            inner
        }
    }
}

/// Resolves the escape sequences of a quoted string's content. The lexer has accepted the
/// literal, so every escape is well formed; anything else is kept as written.
fn unescape(inner: &str) -> String {
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(e @ ('"' | '\\' | '/')) => out.push(e),
            Some('b') => out.push('\u{8}'),
            Some('f') => out.push('\u{c}'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('t') => out.push('\t'),
            Some('u') => out.push(unicode(&mut chars).unwrap_or(char::REPLACEMENT_CHARACTER)),
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// The character of a `\u` escape (after the `u`): `{HexDigits}`, or four hex digits, a
/// leading surrogate followed by `\uXXXX` with its trailing one.
fn unicode(chars: &mut std::str::Chars<'_>) -> Option<char> {
    fn hex4(chars: &mut std::str::Chars<'_>) -> Option<u32> {
        (0..4).try_fold(0, |acc, _| Some((acc << 4) + chars.next()?.to_digit(16)?))
    }
    if chars.clone().next() == Some('{') {
        chars.next();
        let mut value: u32 = 0;
        for c in chars.by_ref() {
            if c == '}' {
                return char::from_u32(value);
            }
            value = value.checked_mul(16)?.checked_add(c.to_digit(16)?)?;
        }
        return None;
    }
    let lead = hex4(chars)?;
    if (0xD800..=0xDBFF).contains(&lead) {
        let mut rest = chars.clone();
        if rest.next() == Some('\\') && rest.next() == Some('u') {
            let trail = hex4(&mut rest)?;
            if (0xDC00..=0xDFFF).contains(&trail) {
                *chars = rest;
                return char::from_u32((lead - 0xD800) * 0x400 + (trail - 0xDC00) + 0x10000);
            }
        }
        return None;
    }
    char::from_u32(lead)
}

/// The value of a block string of the shape SDL printers write for almost every description,
/// `\n<indent>text\n<indent>` with one line of text and no `\r` or `\"""`: the text itself.
/// `None` for any other shape.
fn one_line(raw: &str) -> Option<&str> {
    let bytes = raw.as_bytes();
    let rest = bytes.strip_prefix(b"\n")?;
    let last = memchr::memrchr(b'\n', rest)?;
    let (line, tail) = (&rest[..last], &rest[last + 1..]);
    let indent = indentation(line);
    let plain = indentation(tail) == tail.len()
        && indent < line.len()
        && memchr::memchr3(b'\n', b'\r', b'\\', line).is_none();
    // `raw` is a `str` and the cut falls after ASCII white space: a char boundary.
    plain.then(|| &raw[1 + indent..1 + last])
}

/// `BlockStringValue(rawValue)` of the specification, with `\"""` read as `"""`, written to
/// `out` (empty on entry): lines split on `\r\n`, `\n` or `\r`; the common indentation of every
/// line but the first removed; blank lines at the start and the end dropped; lines joined with
/// `\n`.
fn block_string(raw: &str, out: &mut String) {
    let bytes = raw.as_bytes();
    if memchr::memchr(b'\r', bytes).is_some() {
        let normalised = raw.replace("\r\n", "\n").replace('\r', "\n");
        return block_string(&normalised, out);
    }
    // One pass over the line ends: the common indentation (of lines after the first that are
    // not blank) and the first and last lines that are not blank.
    let mut common = usize::MAX;
    let mut kept: Option<(usize, usize)> = None; // start of the first kept line, end of the last
    let mut first_is_kept = false;
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', bytes).chain([bytes.len()]) {
        let indent = indentation(&bytes[start..end]);
        if start + indent < end {
            if start > 0 {
                common = common.min(indent);
            } else {
                first_is_kept = true;
            }
            kept = Some((kept.map_or(start, |(from, _)| from), end));
        }
        start = end + 1;
    }
    let Some((from, to)) = kept else {
        return; // only blank lines
    };
    let common = if common == usize::MAX { 0 } else { common };
    out.reserve(to - from);
    // The kept lines, each but the first line of the literal without the common indentation.
    let mut start = from;
    let mut first = true;
    for end in memchr::memchr_iter(b'\n', &bytes[from..to])
        .map(|i| from + i)
        .chain([to])
    {
        if !first {
            out.push('\n');
        }
        let skip = if first && first_is_kept {
            0
        } else {
            common.min(end - start)
        };
        out.push_str(&raw[start + skip..end]);
        first = false;
        start = end + 1;
    }
    // `\"""` lies within one line and is not white space: replacing it last is the same as
    // replacing it in each line.
    if memchr::memmem::find(out.as_bytes(), b"\\\"\"\"").is_some() {
        *out = out.replace("\\\"\"\"", "\"\"\"");
    }
}

/// How many spaces and tabs open `line`.
fn indentation(line: &[u8]) -> usize {
    line.iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count()
}

#[cfg(test)]
mod tests {
    fn value(raw: &str) -> String {
        super::value(raw, &mut String::new()).to_owned()
    }

    #[test]
    fn quoted_strings_resolve_every_escape() {
        assert_eq!(value(r#""plain""#), "plain");
        assert_eq!(
            value(r#""a\"b\\c\/d\be\ff\ng\rh\ti""#),
            "a\"b\\c/d\u{8}e\u{c}f\ng\rh\ti"
        );
        assert_eq!(value(r#""\u00e9\u{1F600}\uD83D\uDE00""#), "é😀😀");
    }

    #[test]
    fn block_strings_follow_the_specification() {
        assert_eq!(
            value("\"\"\"\n    Hello,\n      World!\n\n    Yours\n  \"\"\""),
            "Hello,\n  World!\n\nYours"
        );
        assert_eq!(value("\"\"\"  first\n  second\"\"\""), "  first\nsecond");
        assert_eq!(value("\"\"\"a\r\n  b\r  c\"\"\""), "a\nb\nc");
        assert_eq!(value("\"\"\"say \\\"\"\" \\n\"\"\""), "say \"\"\" \\n");
        assert_eq!(value("\"\"\"   \n\t\n\"\"\""), "");
    }

    #[test]
    fn one_line_descriptions_take_the_short_way_to_the_same_value() {
        // (literal, value, whether the short way reads it)
        let cases = [
            ("\n  Text, with  spaces. \n  ", "Text, with  spaces. ", true),
            ("\n\tTabbed\n", "Tabbed", true),
            ("\n  é\n  ", "é", true),
            ("\n  say \\\"\"\" it\n  ", "say \"\"\" it", false),
            ("\n  a\r\n  ", "a", false),
            ("\n  \n  ", "", false),
            ("\n  a\n  b\n  ", "a\nb", false),
            ("  a\n  ", "  a", false),
            ("\n  a\n  x", "a\nx", false),
        ];
        for (inner, expected, short) in cases {
            assert_eq!(super::one_line(inner).is_some(), short, "{inner:?}");
            assert_eq!(
                value(&format!("\"\"\"{inner}\"\"\"")),
                expected,
                "{inner:?}"
            );
        }
    }
}
