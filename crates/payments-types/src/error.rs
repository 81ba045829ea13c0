//! The crate's error type: one [`FieldError`] per failure, [`ValidationErrors`] for
//! all failures of a whole input, and [`Validator`] to collect them.

use std::fmt;

use serde::Serialize;

use crate::rules;

/// One failed rule on one field.
///
/// Field types do not know where they sit in an input, so a freshly made error has an
/// empty [`field`](Self::field); callers attach the path with [`at`](Self::at), innermost
/// segment first: `err.at("firstName").at("primaryContact")` gives `primaryContact.firstName`.
///
/// Serializes as `{"field":..,"rule":..,"message":..}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct FieldError {
    field: String,
    rule: &'static str,
    message: String,
}

impl FieldError {
    /// A failure of `rule` (a [`rules`] constant) with a human message, at no path yet.
    pub fn new(rule: &'static str, message: impl Into<String>) -> Self {
        Self {
            field: String::new(),
            rule,
            message: message.into(),
        }
    }

    /// A `required` failure: the field is missing.
    pub fn required() -> Self {
        Self::new(rules::REQUIRED, "is required")
    }

    /// Prefixes the path with `segment` (`"firstName"`, `"address"`, `"[2]"`).
    ///
    /// A segment starting with `[` is joined without a dot, so `.at("[2]").at("rows")`
    /// gives `rows[2]`.
    #[must_use]
    pub fn at(mut self, segment: &str) -> Self {
        self.field = join_path(segment, &self.field);
        self
    }

    /// Prefixes the path with a list index, `[index]`.
    #[must_use]
    pub fn at_index(self, index: usize) -> Self {
        self.at(&format!("[{index}]"))
    }

    /// The field path, e.g. `primaryContact.firstName` (empty when not attached).
    pub fn field(&self) -> &str {
        &self.field
    }

    /// The stable rule code, e.g. `name.length`.
    pub fn rule(&self) -> &'static str {
        self.rule
    }

    /// The human message, e.g. `must be at most 75 characters, got 76`.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            write!(f, "{} [{}]", self.message, self.rule)
        } else {
            write!(f, "{}: {} [{}]", self.field, self.message, self.rule)
        }
    }
}

// By hand, as for `ValidationErrors`: thiserror would add two crates to every importer's tree
// for one empty impl.
impl std::error::Error for FieldError {}

fn join_path(prefix: &str, rest: &str) -> String {
    if rest.is_empty() {
        prefix.to_owned()
    } else if prefix.is_empty() || rest.starts_with('[') {
        format!("{prefix}{rest}")
    } else {
        format!("{prefix}.{rest}")
    }
}

/// Shows an offending value in a message: quoted, escaped, and cut to 40 characters.
pub(crate) fn shown(value: &str) -> String {
    const MAX: usize = 40;
    match value.char_indices().nth(MAX) {
        None => format!("{value:?}"),
        Some((cut, _)) => format!("{:?}…", &value[..cut]),
    }
}

/// All failures of one input, in the order they were found.
///
/// Serializes as a JSON array of [`FieldError`]s.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ValidationErrors(Vec<FieldError>);

impl ValidationErrors {
    /// No failures.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one failure.
    pub fn push(&mut self, error: FieldError) {
        self.0.push(error);
    }

    /// True when nothing failed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Number of failures.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The failures, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, FieldError> {
        self.0.iter()
    }

    /// The failures, in order.
    pub fn as_slice(&self) -> &[FieldError] {
        &self.0
    }

    /// Prefixes every failure's path with `segment` (see [`FieldError::at`]).
    #[must_use]
    pub fn at(self, segment: &str) -> Self {
        Self(self.0.into_iter().map(|e| e.at(segment)).collect())
    }

    /// `Ok(())` when empty, else `Err(self)`.
    pub fn into_result(self) -> Result<(), Self> {
        if self.is_empty() { Ok(()) } else { Err(self) }
    }
}

impl fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.len() {
            0 => f.write_str("no validation errors"),
            1 => write!(f, "{}", self.0[0]),
            n => {
                write!(f, "{n} validation errors: ")?;
                for (i, e) in self.0.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{e}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for ValidationErrors {}

impl From<FieldError> for ValidationErrors {
    fn from(error: FieldError) -> Self {
        Self(vec![error])
    }
}

impl Extend<FieldError> for ValidationErrors {
    fn extend<I: IntoIterator<Item = FieldError>>(&mut self, iter: I) {
        self.0.extend(iter);
    }
}

impl IntoIterator for ValidationErrors {
    type Item = FieldError;
    type IntoIter = std::vec::IntoIter<FieldError>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a ValidationErrors {
    type Item = &'a FieldError;
    type IntoIter = std::slice::Iter<'a, FieldError>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// Collects the results of checking every field of an input, so that all failures are
/// reported, not only the first.
///
/// ```
/// use payments_types::{Email, PersonName, Validator, ValidationErrors};
///
/// struct Contact { first_name: PersonName, email: Email }
///
/// fn contact(first: &str, email: &str) -> Result<Contact, ValidationErrors> {
///     let mut v = Validator::new();
///     let first_name = v.field("firstName", PersonName::parse(first));
///     let email = v.field("email", Email::parse(email));
///     v.finish_with(|| Some(Contact { first_name: first_name?, email: email? }))
/// }
///
/// let errors = contact("N/A", "not-an-email").err().unwrap();
/// let rules: Vec<_> = errors.iter().map(|e| (e.field(), e.rule())).collect();
/// assert_eq!(rules, [("firstName", "dummy_value"), ("email", "email.format")]);
/// ```
#[derive(Debug, Default)]
pub struct Validator {
    errors: ValidationErrors,
}

impl Validator {
    /// An empty collector.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a failure of `result` at `path`; gives the value when it passed.
    pub fn field<T>(&mut self, path: &str, result: Result<T, FieldError>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(error) => {
                self.errors.push(error.at(path));
                None
            }
        }
    }

    /// For an optional field: `None` input passes as `Some(None)`; a failure is recorded
    /// and gives `None`.
    pub fn optional<T>(
        &mut self,
        path: &str,
        result: Option<Result<T, FieldError>>,
    ) -> Option<Option<T>> {
        match result {
            None => Some(None),
            Some(result) => self.field(path, result).map(Some),
        }
    }

    /// For a nested object checked on its own: all its failures are recorded under `path`.
    pub fn nested<T>(&mut self, path: &str, result: Result<T, ValidationErrors>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(errors) => {
                self.errors.extend(errors.at(path));
                None
            }
        }
    }

    /// For a cross-field rule: records `rule` with `message` at `path` unless `ok`.
    pub fn check(&mut self, path: &str, ok: bool, rule: &'static str, message: &str) -> bool {
        if !ok {
            self.errors.push(FieldError::new(rule, message).at(path));
        }
        ok
    }

    /// Records a failure as given (its path unchanged).
    pub fn push(&mut self, error: FieldError) {
        self.errors.push(error);
    }

    /// True when no failure has been recorded.
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }

    /// The failures recorded so far.
    pub fn errors(&self) -> &ValidationErrors {
        &self.errors
    }

    /// `Ok(())` when nothing failed, else every failure.
    pub fn finish(self) -> Result<(), ValidationErrors> {
        self.errors.into_result()
    }

    /// Every failure, or the value `build` assembles from the `Option`s the collector
    /// handed out (`build` runs only when nothing failed).
    ///
    /// If `build` still gives `None` (a field result was dropped without recording it),
    /// the result is an `internal` error rather than a panic.
    pub fn finish_with<T>(self, build: impl FnOnce() -> Option<T>) -> Result<T, ValidationErrors> {
        self.errors.into_result()?;
        build().ok_or_else(|| {
            FieldError::new(
                rules::INTERNAL,
                "validator finished without a value (caller bug)",
            )
            .into()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_nest_innermost_first() {
        let e = FieldError::new(rules::NAME_LENGTH, "too long")
            .at("firstName")
            .at("primaryContact");
        assert_eq!(e.field(), "primaryContact.firstName");
        let e = FieldError::new(rules::BIC_FORMAT, "x")
            .at("bic")
            .at_index(3)
            .at("recipients");
        assert_eq!(e.field(), "recipients[3].bic");
    }

    #[test]
    fn serializes_as_field_rule_message() {
        let e = FieldError::new(rules::ASCII, "must be ASCII").at("externalId");
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"field":"externalId","rule":"ascii","message":"must be ASCII"}"#
        );
        let all = ValidationErrors::from(e);
        assert_eq!(
            serde_json::to_string(&all).unwrap(),
            r#"[{"field":"externalId","rule":"ascii","message":"must be ASCII"}]"#
        );
    }

    #[test]
    fn display_names_field_and_rule() {
        let e = FieldError::new(rules::DOB_TOO_YOUNG, "must be 18 or older").at("dob");
        assert_eq!(e.to_string(), "dob: must be 18 or older [dob.too_young]");
    }

    #[test]
    fn validator_collects_all_and_nests() {
        let mut inner = Validator::new();
        inner.field::<()>("postcode", Err(FieldError::new(rules::TEXT_BLANK, "blank")));
        let inner = inner.finish().unwrap_err();

        let mut v = Validator::new();
        assert_eq!(v.field("a", Ok::<_, FieldError>(1)), Some(1));
        assert_eq!(
            v.field::<i32>("b", Err(FieldError::new(rules::ASCII, "x"))),
            None
        );
        assert_eq!(v.optional::<i32>("c", None), Some(None));
        assert_eq!(v.nested::<()>("address", Err(inner)), None);
        assert!(!v.check("bic", false, rules::REQUIRED, "needed for ABA"));
        let errs = v.finish().unwrap_err();
        let got: Vec<_> = errs.iter().map(|e| (e.field(), e.rule())).collect();
        assert_eq!(
            got,
            [
                ("b", "ascii"),
                ("address.postcode", "text.blank"),
                ("bic", "required")
            ]
        );
    }

    #[test]
    fn finish_with_builds_only_when_clean_and_never_panics() {
        let v = Validator::new();
        assert_eq!(v.finish_with(|| Some(5)), Ok(5));
        let v = Validator::new();
        let errs = v.finish_with(|| None::<i32>).unwrap_err();
        assert_eq!(errs.as_slice()[0].rule(), rules::INTERNAL);
    }

    #[test]
    fn shown_cuts_long_values() {
        assert_eq!(shown("abc"), "\"abc\"");
        let long = "é".repeat(100);
        assert_eq!(shown(&long), format!("{:?}…", "é".repeat(40)));
    }
}
