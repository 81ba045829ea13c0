//! Every rule code the crate reports, in one place.
//!
//! A rule code is a stable, machine-readable `&'static str` carried by each
//! [`FieldError`](crate::FieldError); it never changes once released. The
//! message next to it is for people and may be reworded.
//!
//! | code | refused when |
//! |---|---|
//! | `dummy_value` | the value, trimmed, is `N/A`, `NA`, `NULL` or `NIL` in any case (checked first, on every string type) |
//! | `ascii` | an ASCII-only field holds a non-ASCII character |
//! | `ascii.printable` | an ASCII-only field holds a control character (anything outside `0x20..=0x7E`) |
//! | `text.blank` | a free-text field is empty or only whitespace |
//! | `required` | a required field is missing (for input-object code) |
//! | `name.length` | a person name is empty or longer than 75 characters |
//! | `name.charset` | a person name holds a character other than a Latin letter, space, `-`, `'` or `.` |
//! | `name.shape` | a person name does not start with a letter, ends with a space, `-` or `'`, or has two symbols in a row (other than `. `) |
//! | `name.domain_like` | a party name looks like a domain name (only where asked: sub-client, sender, institution, withdrawal parties) |
//! | `company_name.length` | a company name is shorter than 2 or longer than 256 characters |
//! | `company_name.forbidden_char` | a company name holds `<`, `=`, `>` or a control character |
//! | `email.length` | an email address is longer than 254 characters, or its local part longer than 64 |
//! | `email.format` | an email address is not `local@domain.tld` of the accepted shape |
//! | `mobile.format` | a phone number does not start with `+` or `00`, or holds characters other than digits, spaces, `-`, `.`, `(`, `)` |
//! | `mobile.invalid` | a phone number is not a valid number of its country (libphonenumber metadata) |
//! | `dob.format` | a date of birth is not a real calendar date written `YYYY-MM-DD` |
//! | `dob.before_1900` | a date of birth is on or before 1900-01-01 |
//! | `dob.too_young` | the person is under 18 on the given day |
//! | `dob.too_old` | a sub-client contact is 65 or older on the given day |
//! | `external_reference.length` | an external reference is longer than 280 characters |
//! | `bsb.format` | a BSB is not 6 digits (`123456` or `123-456`) |
//! | `account_no.length` | an account number is shorter than 4 or longer than 34 characters |
//! | `account_no.charset` | an account number holds a character other than an ASCII letter or digit |
//! | `iban.format` | an IBAN is not 2 letters, 2 digits and letters/digits |
//! | `iban.length` | an IBAN has the wrong length for its country (or outside 15–34 for a country not in the table) |
//! | `iban.checksum` | an IBAN fails the ISO 13616 mod-97 check |
//! | `bic.length` | a BIC is not 8 or 11 characters |
//! | `bic.format` | a BIC is not 4 letters, 2 letters, 2 letters/digits and optionally 3 letters/digits |
//! | `aba.format` | an ABA routing number is not 9 digits |
//! | `aba.checksum` | an ABA routing number fails the 3-7-1 check |
//! | `clabe.format` | a CLABE is not 18 digits |
//! | `clabe.checksum` | a CLABE fails its 3-7-1 control digit |
//! | `ifsc.format` | an IFSC is not 4 letters, `0` and 6 letters/digits |
//! | `cnaps.format` | a CNAPS code is not 12 digits |
//! | `sort_code.format` | a sort code is not 6 digits (`123456` or `12-34-56`) |
//! | `payid.format` | a PayID is none of the accepted kinds |
//! | `payid.mobile` | a phone-shaped PayID is not an Australian mobile number |
//! | `payid.abn_checksum` | an 11-digit PayID fails the ABN check |
//! | `payid.acn_checksum` | a 9-digit PayID fails the ACN check |
//! | `amount.not_positive` | an amount is zero or negative |
//! | `amount.scale` | an amount has more decimal places than its currency's minor unit |
//! | `amount.format` | amount text is not a plain decimal number (`1234.50`) |
//! | `amount.too_large` | an amount is 10,000,000,000,000 or more |
//! | `currency.unknown` | a currency code is not one of the schema's `CurrencyIso3` values |
//! | `type` | a field holds a JSON value of the wrong kind (a number where a string is expected, ...) |
//! | `unknown_field` | an input holds a field its schema type does not have |
//! | `enum_value` | an enum field holds a name that is not a value of its enum |
//! | `id.length` | a record id is longer than 128 characters |
//! | `timestamp.format` | a date filter (`minCreatedAt`, `maxCreatedAt`) is not an ISO 8601 date, or date-time with an optional offset (`Z`, `+hh:mm`, `+hhmm`) |
//! | `date.format` | a document date is not a real calendar date written `YYYY-MM-DD` |
//! | `range.order` | a date range ends before it starts |
//! | `uri.format` | a callback address is not an absolute `http(s)://` URL without spaces |
//! | `uri.length` | a callback address is longer than 2048 characters |
//! | `idempotency_key.length` | an idempotency key is longer than 255 characters |
//! | `text.control` | free text holds a control character other than a line break or tab |
//! | `text.length` | free text is longer than 4000 characters |
//! | `password.empty` | a password is empty |
//! | `number.not_positive` | a quote size or refund amount is zero or negative |
//! | `statement.from_date` | a statement's `fromDate` is not an ISO 8601 date, or date-time with an optional offset |
//! | `id_doc.type` | an identity document of a holder without an Australian address is not a passport |
//! | `id_doc.dates` | an identity document expires on or before its issue date |
//! | `one_of` | two alternatives are both sent (`recipientId` and `recipient`, ...) or a required one of them is missing |
//! | `update.empty` | an update changes nothing |
//! | `recipient.name` | a recipient has neither `companyName` nor `firstName` and `lastName` |
//! | `account.identifier` | a recipient lacks an identifier its `accountIdType` needs (`iban` for IBAN, `bsb` and `accountNo` for BSB, ...) |
//! | `bic.required` | a recipient of kind ABA, CLABE, IFSC, CNAPS, SORT_CODE or ACC_NO has no `bic` |
//! | `recipient.australian_account` | an inline AUD withdrawal recipient is not identified by `BSB` or `PAYID` |
//! | `sender.name` | a sender has no company, legal or trading name and not both `firstName` and `lastName` |
//! | `acn.checksum` | an ACN is not 9 digits with a valid check digit |
//! | `acn.australia_only` | an ACN is sent for a sender whose address is not in Australia |
//! | `sub_client.company_fields` | `legalName` and `businessNumber` are not sent together, or `tradingAsName` is sent without them |
//! | `fx.same_currency` | a quote, conversion or payment sells and buys the same currency |
//! | `fx.amount_currency` | a conversion or payment gives its amount in a currency that is neither side of the pair |
//! | `document.base64` | a document is not standard base64 |
//! | `document.size` | a document is empty or larger than 10 MiB decoded |
//! | `rfi.answer_empty` | an RFI answer has neither text nor documents |
//! | `user_agent.blank` | a `user-agent` is empty or only whitespace |
//! | `user_agent.charset` | a `user-agent` holds a character other than visible ASCII and spaces |
//! | `user_agent.generic` | a `user-agent` names a generic HTTP client or tool (`curl/8.5`, `python-requests/2.31`, ...), which the service's firewall may block |
//! | `combination` | (applied by the service with its state) values that are each valid but refused together: a DISABLED sub-client as `subClientId`, a non-AUD deposit to a sub-client VAN |
//! | `refund.amount` | (applied by the service with its state) a refund larger than what is left of the deposit |
//! | `internal` | a [`Validator`](crate::Validator) was finished without a value and without an error (a caller bug) |
//! | `unrecognised` | (reported by the service) a field failed a rule whose code this version does not know; the message carries the service's code |

/// Dummy value (`N/A`, `NA`, `NULL`, `null`, `nil`, any case, surrounding whitespace ignored).
pub const DUMMY_VALUE: &str = "dummy_value";
/// Non-ASCII character in an ASCII-only field.
pub const ASCII: &str = "ascii";
/// ASCII control character in an ASCII-only field.
pub const ASCII_PRINTABLE: &str = "ascii.printable";
/// Empty or whitespace-only free text.
pub const TEXT_BLANK: &str = "text.blank";
/// Required field missing.
pub const REQUIRED: &str = "required";

/// Person name empty or over 75 characters.
pub const NAME_LENGTH: &str = "name.length";
/// Person name holds a character outside the accepted set.
pub const NAME_CHARSET: &str = "name.charset";
/// Person name badly shaped (start, end, symbols in a row).
pub const NAME_SHAPE: &str = "name.shape";
/// Party name looks like a domain name.
pub const NAME_DOMAIN_LIKE: &str = "name.domain_like";

/// Company name shorter than 2 or longer than 256 characters.
pub const COMPANY_NAME_LENGTH: &str = "company_name.length";
/// Company name holds `<`, `=`, `>` or a control character.
pub const COMPANY_NAME_FORBIDDEN_CHAR: &str = "company_name.forbidden_char";

/// Email address too long.
pub const EMAIL_LENGTH: &str = "email.length";
/// Email address malformed.
pub const EMAIL_FORMAT: &str = "email.format";

/// Phone number not in international form or with stray characters.
pub const MOBILE_FORMAT: &str = "mobile.format";
/// Phone number not valid for its country.
pub const MOBILE_INVALID: &str = "mobile.invalid";

/// Date of birth not a `YYYY-MM-DD` calendar date.
pub const DOB_FORMAT: &str = "dob.format";
/// Date of birth on or before 1900-01-01.
pub const DOB_BEFORE_1900: &str = "dob.before_1900";
/// Person under 18.
pub const DOB_TOO_YOUNG: &str = "dob.too_young";
/// Sub-client contact 65 or older.
pub const DOB_TOO_OLD: &str = "dob.too_old";

/// External reference over 280 characters.
pub const EXTERNAL_REFERENCE_LENGTH: &str = "external_reference.length";

/// BSB not 6 digits.
pub const BSB_FORMAT: &str = "bsb.format";
/// Account number shorter than 4 or longer than 34.
pub const ACCOUNT_NO_LENGTH: &str = "account_no.length";
/// Account number holds a character other than a letter or digit.
pub const ACCOUNT_NO_CHARSET: &str = "account_no.charset";
/// IBAN shape wrong.
pub const IBAN_FORMAT: &str = "iban.format";
/// IBAN length wrong for its country.
pub const IBAN_LENGTH: &str = "iban.length";
/// IBAN mod-97 check failed.
pub const IBAN_CHECKSUM: &str = "iban.checksum";
/// BIC not 8 or 11 characters.
pub const BIC_LENGTH: &str = "bic.length";
/// BIC shape wrong.
pub const BIC_FORMAT: &str = "bic.format";
/// ABA routing number not 9 digits.
pub const ABA_FORMAT: &str = "aba.format";
/// ABA routing number check failed.
pub const ABA_CHECKSUM: &str = "aba.checksum";
/// CLABE not 18 digits.
pub const CLABE_FORMAT: &str = "clabe.format";
/// CLABE control digit wrong.
pub const CLABE_CHECKSUM: &str = "clabe.checksum";
/// IFSC shape wrong.
pub const IFSC_FORMAT: &str = "ifsc.format";
/// CNAPS code not 12 digits.
pub const CNAPS_FORMAT: &str = "cnaps.format";
/// Sort code not 6 digits.
pub const SORT_CODE_FORMAT: &str = "sort_code.format";
/// PayID of no accepted kind.
pub const PAYID_FORMAT: &str = "payid.format";
/// Phone-shaped PayID not an Australian mobile.
pub const PAYID_MOBILE: &str = "payid.mobile";
/// ABN PayID check failed.
pub const PAYID_ABN_CHECKSUM: &str = "payid.abn_checksum";
/// ACN PayID check failed.
pub const PAYID_ACN_CHECKSUM: &str = "payid.acn_checksum";

/// Amount zero or negative.
pub const AMOUNT_NOT_POSITIVE: &str = "amount.not_positive";
/// Amount finer than the currency's minor unit.
pub const AMOUNT_SCALE: &str = "amount.scale";
/// Amount text not a plain decimal number.
pub const AMOUNT_FORMAT: &str = "amount.format";
/// Amount at or above 10^13.
pub const AMOUNT_TOO_LARGE: &str = "amount.too_large";
/// Currency code not in `CurrencyIso3`.
pub const CURRENCY_UNKNOWN: &str = "currency.unknown";

/// Wrong JSON kind for a field.
pub const TYPE: &str = "type";

/// Field not in the input type.
pub const UNKNOWN_FIELD: &str = "unknown_field";

/// Not a value of the enum.
pub const ENUM_VALUE: &str = "enum_value";

/// Record id too long.
pub const ID_LENGTH: &str = "id.length";

/// Timestamp not RFC 3339.
pub const TIMESTAMP_FORMAT: &str = "timestamp.format";

/// Date not YYYY-MM-DD.
pub const DATE_FORMAT: &str = "date.format";

/// Range ends before it starts.
pub const RANGE_ORDER: &str = "range.order";

/// Callback address malformed.
pub const URI_FORMAT: &str = "uri.format";

/// Callback address too long.
pub const URI_LENGTH: &str = "uri.length";

/// Idempotency key too long.
pub const IDEMPOTENCY_KEY_LENGTH: &str = "idempotency_key.length";

/// Control character in free text.
pub const TEXT_CONTROL: &str = "text.control";

/// Free text too long.
pub const TEXT_LENGTH: &str = "text.length";

/// Empty password.
pub const PASSWORD_EMPTY: &str = "password.empty";

/// Number not positive.
pub const NUMBER_NOT_POSITIVE: &str = "number.not_positive";

/// Statement start malformed.
pub const STATEMENT_FROM_DATE: &str = "statement.from_date";

/// Document kind not allowed for the holder's residence.
pub const ID_DOC_TYPE: &str = "id_doc.type";

/// Document dates out of order.
pub const ID_DOC_DATES: &str = "id_doc.dates";

/// Alternatives both sent, or neither.
pub const ONE_OF: &str = "one_of";

/// Empty update.
pub const UPDATE_EMPTY: &str = "update.empty";

/// Recipient not named.
pub const RECIPIENT_NAME: &str = "recipient.name";

/// Identifier missing for the account kind.
pub const ACCOUNT_IDENTIFIER: &str = "account.identifier";

/// BIC missing where required.
pub const BIC_REQUIRED: &str = "bic.required";

/// Inline Australian recipient not BSB or PAYID.
pub const RECIPIENT_AUSTRALIAN_ACCOUNT: &str = "recipient.australian_account";

/// Sender not named.
pub const SENDER_NAME: &str = "sender.name";

/// ACN invalid.
pub const ACN_CHECKSUM: &str = "acn.checksum";

/// ACN outside Australia.
pub const ACN_AUSTRALIA_ONLY: &str = "acn.australia_only";

/// Company fields incomplete.
pub const SUB_CLIENT_COMPANY_FIELDS: &str = "sub_client.company_fields";

/// Same currency on both sides.
pub const FX_SAME_CURRENCY: &str = "fx.same_currency";

/// Amount currency outside the pair.
pub const FX_AMOUNT_CURRENCY: &str = "fx.amount_currency";

/// Document not base64.
pub const DOCUMENT_BASE64: &str = "document.base64";

/// Document size out of range.
pub const DOCUMENT_SIZE: &str = "document.size";

/// Empty RFI answer.
pub const RFI_ANSWER_EMPTY: &str = "rfi.answer_empty";

/// Blank `user-agent`.
pub const USER_AGENT_BLANK: &str = "user_agent.blank";

/// `user-agent` with characters an HTTP header cannot carry.
pub const USER_AGENT_CHARSET: &str = "user_agent.charset";

/// A generic client's `user-agent`.
pub const USER_AGENT_GENERIC: &str = "user_agent.generic";

/// Valid values refused together (by the service, with its state).
pub const COMBINATION: &str = "combination";

/// Refund larger than what is left of the deposit (by the service, with its state).
pub const REFUND_AMOUNT: &str = "refund.amount";

/// Validator finished with neither a value nor an error (caller bug).
pub const INTERNAL: &str = "internal";

/// The service refused a field by a rule this version does not know (its code is in the message).
pub const UNRECOGNISED: &str = "unrecognised";

/// Every rule code above, in table order.
pub const ALL: &[&str] = &[
    DUMMY_VALUE,
    ASCII,
    ASCII_PRINTABLE,
    TEXT_BLANK,
    REQUIRED,
    NAME_LENGTH,
    NAME_CHARSET,
    NAME_SHAPE,
    NAME_DOMAIN_LIKE,
    COMPANY_NAME_LENGTH,
    COMPANY_NAME_FORBIDDEN_CHAR,
    EMAIL_LENGTH,
    EMAIL_FORMAT,
    MOBILE_FORMAT,
    MOBILE_INVALID,
    DOB_FORMAT,
    DOB_BEFORE_1900,
    DOB_TOO_YOUNG,
    DOB_TOO_OLD,
    EXTERNAL_REFERENCE_LENGTH,
    BSB_FORMAT,
    ACCOUNT_NO_LENGTH,
    ACCOUNT_NO_CHARSET,
    IBAN_FORMAT,
    IBAN_LENGTH,
    IBAN_CHECKSUM,
    BIC_LENGTH,
    BIC_FORMAT,
    ABA_FORMAT,
    ABA_CHECKSUM,
    CLABE_FORMAT,
    CLABE_CHECKSUM,
    IFSC_FORMAT,
    CNAPS_FORMAT,
    SORT_CODE_FORMAT,
    PAYID_FORMAT,
    PAYID_MOBILE,
    PAYID_ABN_CHECKSUM,
    PAYID_ACN_CHECKSUM,
    AMOUNT_NOT_POSITIVE,
    AMOUNT_SCALE,
    AMOUNT_FORMAT,
    AMOUNT_TOO_LARGE,
    CURRENCY_UNKNOWN,
    TYPE,
    UNKNOWN_FIELD,
    ENUM_VALUE,
    ID_LENGTH,
    TIMESTAMP_FORMAT,
    DATE_FORMAT,
    RANGE_ORDER,
    URI_FORMAT,
    URI_LENGTH,
    IDEMPOTENCY_KEY_LENGTH,
    TEXT_CONTROL,
    TEXT_LENGTH,
    PASSWORD_EMPTY,
    NUMBER_NOT_POSITIVE,
    STATEMENT_FROM_DATE,
    ID_DOC_TYPE,
    ID_DOC_DATES,
    ONE_OF,
    UPDATE_EMPTY,
    RECIPIENT_NAME,
    ACCOUNT_IDENTIFIER,
    BIC_REQUIRED,
    RECIPIENT_AUSTRALIAN_ACCOUNT,
    SENDER_NAME,
    ACN_CHECKSUM,
    ACN_AUSTRALIA_ONLY,
    SUB_CLIENT_COMPANY_FIELDS,
    FX_SAME_CURRENCY,
    FX_AMOUNT_CURRENCY,
    DOCUMENT_BASE64,
    DOCUMENT_SIZE,
    RFI_ANSWER_EMPTY,
    USER_AGENT_BLANK,
    USER_AGENT_CHARSET,
    USER_AGENT_GENERIC,
    COMBINATION,
    REFUND_AMOUNT,
    INTERNAL,
    UNRECOGNISED,
];

#[cfg(test)]
mod tests {
    use super::ALL;

    #[test]
    fn codes_are_unique_and_listed_in_the_doc_table() {
        let doc = include_str!("rules.rs");
        for (i, code) in ALL.iter().enumerate() {
            assert!(!ALL[..i].contains(code), "duplicate rule code {code}");
            assert!(
                doc.contains(&format!("//! | `{code}` |")),
                "{code} missing from the doc table"
            );
        }
        let rows = doc.lines().filter(|l| l.starts_with("//! | `")).count();
        assert_eq!(rows, ALL.len(), "doc table and ALL differ in length");
    }
}
