//! How list queries match a text filter: equal ignoring ASCII case; an absent filter keeps all.

/// Whether `value` matches the filter `want` (always, when `want` is `None`).
pub fn same_text<V: ToString, W: ToString>(value: Option<&V>, want: Option<&W>) -> bool {
    match want {
        None => true,
        Some(w) => value.is_some_and(|v| v.to_string().eq_ignore_ascii_case(&w.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_matches_ignoring_case_and_absent_values_fail_it() {
        assert!(same_text::<&str, &str>(Some(&"Ada"), None));
        assert!(same_text(Some(&"Ada"), Some(&"ada")));
        assert!(!same_text(Some(&"Ada"), Some(&"Eve")));
        assert!(!same_text::<&str, &str>(None, Some(&"Ada")));
    }
}
