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
        scratch.clear();
        block_string(inner, scratch);
        scratch
    } else {
        let inner = raw
            .strip_prefix('"')
            .and_then(|r| r.strip_suffix('"'))
            .unwrap_or(raw);
        if inner.contains('\\') {
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

/// `BlockStringValue(rawValue)` of the specification, with `\"""` read as `"""`, appended to
/// `out`: lines split on `\r\n`, `\n` or `\r`; the common indentation of every line but the
/// first removed; blank lines at the start and the end dropped; lines joined with `\n`.
fn block_string(raw: &str, out: &mut String) {
    let bytes = raw.as_bytes();
    let Some(common) = common_indent(bytes) else {
        let normalised = raw.replace("\r\n", "\n").replace('\r', "\n");
        return block_string(&normalised, out);
    };
    let from = out.len();
    let mut kept = from; // up to the end of the last line that is not blank
    let mut at = 0;
    let mut first = true;
    while at <= bytes.len() {
        let end = bytes[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |i| at + i);
        let mut line = &raw[at..end];
        if !first {
            line = &line[common.min(line.len())..];
        }
        first = false;
        at = end + 1;
        let blank = line.bytes().all(|b| b == b' ' || b == b'\t');
        if out.len() > from {
            out.push('\n');
        } else if blank {
            continue; // blank lines at the start
        }
        out.push_str(line);
        if !blank {
            kept = out.len();
        }
    }
    out.truncate(kept);
    // `\"""` lies within one line and is not white space: replacing it last is the same as
    // replacing it in each line.
    if out.as_bytes()[from..].contains(&b'\\') && out[from..].contains("\\\"\"\"") {
        let replaced = out[from..].replace("\\\"\"\"", "\"\"\"");
        out.truncate(from);
        out.push_str(&replaced);
    }
}

/// The smallest indentation (spaces and tabs) of the lines after the first that are not blank
/// (0 when there is none); `None` when the text holds a `\r` (lines to be normalised first).
fn common_indent(bytes: &[u8]) -> Option<usize> {
    let mut common = usize::MAX;
    let mut at = 0;
    let mut first = true;
    while at < bytes.len() {
        let start = at;
        while at < bytes.len() && matches!(bytes[at], b' ' | b'\t') {
            at += 1;
        }
        let indent = at - start;
        let mut blank = true;
        while at < bytes.len() && bytes[at] != b'\n' {
            if bytes[at] == b'\r' {
                return None;
            }
            blank = false;
            at += 1;
        }
        if !first && !blank {
            common = common.min(indent);
        }
        first = false;
        at += 1;
    }
    Some(if common == usize::MAX { 0 } else { common })
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
}
