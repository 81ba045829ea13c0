//! The vendored SDL: it validates, it holds every argument, type and value the spec shows, and a
//! broken copy is reported with its line. Its root fields are declared once, as payments-sim's
//! `RootField` enum; payments-sim's `tests/it/root_fields.rs` holds the enum to the SDL.

use apollo_compiler::Schema;
use apollo_compiler::schema::ExtendedType;
use payments_schema::{SDL, SDL_PATH};

fn schema() -> apollo_compiler::validation::Valid<Schema> {
    match Schema::parse_and_validate(SDL, SDL_PATH) {
        Ok(schema) => schema,
        Err(with_errors) => panic!("{SDL_PATH} does not validate:\n{}", with_errors.errors),
    }
}

#[test]
fn sdl_validates_without_diagnostics() {
    let schema = schema();
    assert!(schema.get_object("Query").is_some());
    assert!(schema.get_object("Mutation").is_some());
}

/// Arguments exactly as the spec's Endpoints table writes them.
#[test]
fn arguments_carry_the_specified_types() {
    let schema = schema();
    let expected = [
        ("Mutation", "login", "input", "LoginInput!"),
        ("Query", "balances", "currencies", "[CurrencyIso3]"),
        ("Query", "statement", "input", "StatementQueryInput!"),
        ("Query", "subClient", "id", "ID!"),
        ("Query", "subClients", "input", "SubClientQueryInput"),
        (
            "Mutation",
            "createSubClient",
            "input",
            "CreateSubClientInput!",
        ),
        ("Mutation", "updateSubClient", "id", "ID!"),
        (
            "Mutation",
            "updateSubClient",
            "input",
            "UpdateSubClientInput!",
        ),
        ("Mutation", "disableSubClient", "id", "ID!"),
        ("Mutation", "activateSubClient", "id", "ID!"),
        (
            "Mutation",
            "createWithdrawal",
            "input",
            "CreateWithdrawalInput!",
        ),
        ("Query", "withdrawal", "id", "ID"),
        ("Query", "withdrawals", "input", "WithdrawalQueryInput"),
        ("Query", "deposit", "id", "ID!"),
        ("Query", "deposits", "input", "DepositQueryInput"),
        ("Mutation", "refundDeposit", "id", "ID!"),
        ("Mutation", "refundDeposit", "input", "RefundDepositInput"),
        ("Mutation", "createRecipient", "input", "RecipientInput!"),
        ("Query", "quote", "input", "QuoteInput!"),
        ("Query", "members", "input", "MembersQueryInput"),
    ];
    for (root, field, argument, ty) in expected {
        let definition = schema
            .type_field(root, field)
            .unwrap_or_else(|_| panic!("{root}.{field} missing"));
        let actual = definition
            .argument_by_name(argument)
            .unwrap_or_else(|| panic!("{root}.{field}({argument}:) missing"));
        assert_eq!(actual.ty.to_string(), ty, "{root}.{field}({argument}:)");
    }
    assert!(
        schema
            .type_field("Mutation", "logout")
            .unwrap()
            .arguments
            .is_empty()
    );
}

/// Every field the spec lists under "Resources and their fields", by type.
#[test]
fn resource_fields_are_present() {
    let schema = schema();
    let expected: &[(&str, &[&str])] = &[
        ("Session", &["token", "message", "code", "success"]),
        ("LoginInput", &["email", "password", "affiliation"]),
        ("Balance", &["currency", "cleared", "pending"]),
        ("StatementQueryInput", &["fromDate", "currency"]),
        (
            "Statement",
            &["success", "code", "message", "fromDate", "toDate", "rows"],
        ),
        ("StatementRow", &["debit", "credit"]),
        (
            "SubClient",
            &[
                "id",
                "fullName",
                "legalName",
                "tradingAsName",
                "businessNumber",
                "clientType",
                "status",
                "primaryContact",
                "address",
                "postalAddress",
                "bsb",
                "accountNo",
                "externalId",
                "fundingAccounts",
            ],
        ),
        (
            "Contact",
            &[
                "firstName",
                "middleName",
                "lastName",
                "email",
                "mobile",
                "dob",
            ],
        ),
        (
            "Address",
            &[
                "building", "street", "suburb", "state", "postcode", "country",
            ],
        ),
        (
            "AddressInput",
            &[
                "building", "street", "suburb", "state", "postcode", "country",
            ],
        ),
        (
            "FundingAccount",
            &["iban", "accountNo", "bic", "currency", "externalReference"],
        ),
        ("FundingAccountQueryInput", &["currencies"]),
        (
            "CreateSubClientInput",
            &[
                "legalName",
                "businessNumber",
                "tradingAsName",
                "firstName",
                "middleName",
                "lastName",
                "email",
                "mobile",
                "dob",
                "address",
                "idDoc",
                "externalId",
                "instructingInstitutionId",
                "instructingInstitution",
            ],
        ),
        (
            "IdDocInput",
            &[
                "type",
                "docNumber",
                "issuer",
                "issueDate",
                "expiryDate",
                "country",
            ],
        ),
        (
            "UpdateSubClientInput",
            &["externalId", "address", "postalAddress"],
        ),
        (
            "SubClientQueryInput",
            &["clientType", "status", "firstName", "lastName", "address"],
        ),
        ("AddressQueryInput", &["country"]),
        (
            "CreateWithdrawalInput",
            &[
                "amount",
                "currency",
                "recipientId",
                "recipient",
                "senderId",
                "sender",
                "subClientId",
                "externalReference",
                "externalId",
                "idempotencyKey",
                "callbackUri",
                "reason",
                "instructingInstitutionId",
                "instructingInstitution",
            ],
        ),
        (
            "Withdrawal",
            &[
                "id",
                "status",
                "amount",
                "currency",
                "createdAt",
                "sender",
                "recipient",
                "externalId",
                "externalReference",
                "callbackUri",
                "reason",
                "totalFee",
                "statusMessage",
                "rejectCode",
                "clearedAt",
                "rejectedAt",
                "refundedAt",
                "rail",
                "railService",
            ],
        ),
        (
            "WithdrawalQueryInput",
            &["statuses", "maxCreatedAt", "subClientId"],
        ),
        (
            "Deposit",
            &[
                "id",
                "amount",
                "totalFee",
                "currency",
                "externalReference",
                "clearedAt",
                "statusMessage",
                "refundAmount",
                "refundReason",
                "refundedAt",
                "rail",
                "railService",
                "subClient",
                "recipient",
                "sender",
            ],
        ),
        ("DepositRecipient", &["accountName", "accountNo", "bsb"]),
        (
            "DepositSender",
            &[
                "accountName",
                "companyName",
                "bankName",
                "bankCountry",
                "bsb",
                "accountNo",
            ],
        ),
        ("DepositQueryInput", &["subClientId"]),
        (
            "Recipient",
            &[
                "id",
                "firstName",
                "middleName",
                "lastName",
                "companyName",
                "currency",
                "accountIdType",
                "mobile",
                "address",
                "dob",
                "email",
                "payid",
                "bic",
                "iban",
                "aba",
                "bsb",
                "clabe",
                "cnaps",
                "sortCode",
                "ifsc",
                "accountNo",
                "externalId",
            ],
        ),
        (
            "RecipientQueryInput",
            &[
                "firstName",
                "middleName",
                "lastName",
                "dob",
                "companyName",
                "accountIdType",
                "externalId",
                "iban",
                "bsb",
                "accountNo",
            ],
        ),
        (
            "Sender",
            &[
                "id",
                "firstName",
                "middleName",
                "lastName",
                "companyName",
                "legalName",
                "tradingAsName",
                "businessNumber",
                "acn",
                "mobile",
                "dob",
                "idDoc",
                "address",
                "externalId",
            ],
        ),
        (
            "QuoteInput",
            &["fromCurrency", "toCurrency", "size", "currency"],
        ),
        (
            "Quote",
            &[
                "bid",
                "ask",
                "symbol",
                "timestamp",
                "inverted",
                "expireAt",
                "applicability",
            ],
        ),
        (
            "Conversion",
            &[
                "id",
                "fromAmount",
                "fromCurrency",
                "toAmount",
                "toCurrency",
                "rate",
                "externalId",
            ],
        ),
        ("CreateConversionInput", &["callbackUri"]),
        (
            "Payment",
            &[
                "id",
                "fromAmount",
                "fromCurrency",
                "toAmount",
                "toCurrency",
                "externalId",
                "sender",
                "recipient",
                "subClient",
                "callbackUri",
                "sourceOfFunds",
            ],
        ),
        (
            "CreatePaymentInput",
            &[
                "sender",
                "recipient",
                "callbackUri",
                "sourceOfFunds",
                "idempotencyKey",
            ],
        ),
        ("AmsRequest", &["id", "name", "country", "status"]),
        (
            "Rfi",
            &[
                "id",
                "statusMessage",
                "deadline",
                "depositIds",
                "withdrawalIds",
                "paymentIds",
                "createdAt",
                "updatedAt",
            ],
        ),
        ("AddressCleanserResult", &["recommendation", "score"]),
        ("Member", &["roles", "access", "status"]),
        ("MembersQueryInput", &["status", "roles", "access"]),
        ("Institution", &["externalId", "businessNumber", "address"]),
        (
            "InstitutionInput",
            &["externalId", "businessNumber", "address"],
        ),
    ];
    for (type_name, fields) in expected {
        let ty = schema
            .types
            .get(*type_name)
            .unwrap_or_else(|| panic!("type {type_name} missing"));
        for field in *fields {
            let present = match ty {
                ExtendedType::Object(object) => object.fields.contains_key(*field),
                ExtendedType::InputObject(input) => input.fields.contains_key(*field),
                other => panic!("{type_name} is a {other:?}, not an object or input"),
            };
            assert!(present, "{type_name}.{field} missing");
        }
    }
}

/// Mutations reply with `success`, `code`, `message` and the affected record.
#[test]
fn mutation_replies_carry_success_code_message_and_record() {
    let schema = schema();
    let records = [
        ("createSubClient", "subClient"),
        ("updateSubClient", "subClient"),
        ("disableSubClient", "subClient"),
        ("activateSubClient", "subClient"),
        ("createWithdrawal", "withdrawal"),
        ("refundDeposit", "deposit"),
        ("createRecipient", "recipient"),
        ("updateRecipient", "recipient"),
        ("createSender", "sender"),
        ("updateSender", "sender"),
        ("createInstitution", "institution"),
        ("updateInstitution", "institution"),
        ("createConversion", "conversion"),
        ("createPayment", "payment"),
        ("answerRfiQuestion", "rfi"),
        ("declineRfi", "rfi"),
        ("adverseMediaSearch", "amsRequest"),
        ("cleanseAddress", "request"),
    ];
    let mutation = schema.get_object("Mutation").unwrap();
    for (name, field) in mutation.fields.values().map(|f| (f.name.as_str(), f)) {
        let reply = field.ty.inner_named_type();
        let reply_type = schema.get_object(reply).unwrap();
        for common in ["success", "code", "message"] {
            assert!(
                reply_type.fields.contains_key(common),
                "{reply}.{common} missing"
            );
        }
        if let Some((_, record)) = records.iter().find(|(op, _)| *op == name) {
            assert!(
                reply_type.fields.contains_key(*record),
                "{reply}.{record} missing"
            );
        }
    }
}

/// Every enum value the spec names.
#[test]
fn enums_hold_every_value_the_spec_names() {
    let schema = schema();
    let expected: &[(&str, &[&str])] = &[
        ("Affiliation", &["SVC_AUS", "SVC_LUX"]),
        ("ClientType", &["INDIVIDUAL", "COMPANY"]),
        (
            "SubClientStatus",
            &[
                "INITIATED",
                "ACTIVE",
                "UNAPPROVED",
                "DEACTIVATED",
                "FAILED_KYC",
                "DISABLED",
            ],
        ),
        (
            "WithdrawalStatus",
            &[
                "INITIALISED",
                "REVIEWING",
                "PENDING",
                "CONFIRMED",
                "FAILED",
                "REFUNDED",
                "CANCELLED",
            ],
        ),
        (
            "AccountIdType",
            &[
                "IBAN",
                "BSB",
                "PAYID",
                "ABA",
                "CLABE",
                "IFSC",
                "CNAPS",
                "SORT_CODE",
                "ACC_NO",
            ],
        ),
        (
            "FromCurrency",
            &["AUD", "CAD", "CHF", "EUR", "GBP", "NZD", "SGD", "USD"],
        ),
        (
            "RejectCode",
            &[
                "CANCELLATION_REQUESTED_BY_PARTICIPANT",
                "SOURCE_OF_FUNDS_INADEQUATE",
                "DATA_ENQUIRY_RESPONSE_INADEQUATE",
            ],
        ),
        (
            "AmsStatus",
            &["INITIALISED", "PENDING", "COMPLETED", "FAILED"],
        ),
        ("RfiStatus", &["CANCELLED"]),
        ("DepositStatus", &["REVIEWING"]),
        (
            "AddressCleanserRecommendation",
            &["approve", "review", "reject"],
        ),
        ("QuoteApplicability", &["PAYMENT", "CONVERSION"]),
        ("CurrencyIso3", &["AUD"]),
        ("TransactionReason", &[]),
        ("SourceOfFunds", &[]),
    ];
    for (enum_name, values) in expected {
        let ty = schema
            .get_enum(enum_name)
            .unwrap_or_else(|| panic!("enum {enum_name} missing"));
        for value in *values {
            assert!(
                ty.values.contains_key(*value),
                "{enum_name}.{value} missing"
            );
        }
    }
}

/// The change log's renames and removals are reflected.
#[test]
fn removed_and_renamed_parts_are_gone() {
    let schema = schema();
    assert!(schema.type_field("Query", "depositDetails").is_err());
    assert!(!schema.types.contains_key("WithdrawalReason"));
    assert_eq!(
        schema
            .type_field("Withdrawal", "reason")
            .unwrap()
            .ty
            .to_string(),
        "TransactionReason"
    );
}

/// Every named type, field, input field and enum value has a description, and every invented part
/// says so in a way tools can find.
#[test]
fn every_definition_is_described() {
    let schema = schema();
    let mut missing = Vec::new();
    for (name, ty) in schema.types.iter().filter(|(_, ty)| !ty.is_built_in()) {
        if ty.description().is_none() {
            missing.push(name.to_string());
        }
        match ty {
            ExtendedType::Object(object) => {
                for field in object.fields.values() {
                    if field.description.is_none() {
                        missing.push(format!("{name}.{}", field.name));
                    }
                }
            }
            ExtendedType::InputObject(input) => {
                for field in input.fields.values() {
                    if field.description.is_none() {
                        missing.push(format!("{name}.{}", field.name));
                    }
                }
            }
            ExtendedType::Enum(enumeration) => {
                for value in enumeration.values.values() {
                    if value.description.is_none() {
                        missing.push(format!("{name}.{}", value.value));
                    }
                }
            }
            _ => {}
        }
    }
    assert!(missing.is_empty(), "undescribed: {missing:?}");
    let marked = SDL.matches("\"Not shown in the spec: ").count();
    assert!(marked > 50, "only {marked} reconstruction marks");
}

#[test]
fn a_broken_copy_is_reported_with_its_line() {
    let broken = SDL.replacen("  balance: Float\n", "  balance: Flaot\n", 1);
    assert_ne!(broken, SDL, "the edit must apply");
    let line = broken
        .lines()
        .position(|l| l.contains("balance: Flaot"))
        .unwrap()
        + 1;
    let errors = match Schema::parse_and_validate(&broken, SDL_PATH) {
        Ok(_) => panic!("a schema naming an unknown type must not validate"),
        Err(with_errors) => with_errors.errors,
    };
    let report = errors.to_string();
    assert!(report.contains("Flaot"), "{report}");
    let json = errors
        .iter()
        .map(|diagnostic| diagnostic.to_json())
        .find(|error| error.message.contains("Flaot"))
        .expect("a diagnostic about Flaot");
    assert_eq!(
        json.locations.first().map(|l| l.line),
        Some(line),
        "{report}"
    );
}

/// The SDL this crate carries (`payments.graphql`, what a packaged copy holds) is the
/// repository's one file of truth: a symbolic link to it, never a second copy to keep in step.
/// `.ci/run` compares the copy inside the packaged crate with the same file.
#[test]
fn the_crate_s_sdl_is_the_repository_s_schema_by_link() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let repository = std::fs::read_to_string(format!("{dir}/../../schema/payments.graphql"))
        .expect("schema/payments.graphql is readable");
    assert!(
        SDL == repository,
        "payments_schema::SDL differs from schema/payments.graphql"
    );
    let link = std::fs::symlink_metadata(format!("{dir}/payments.graphql"))
        .expect("the crate has payments.graphql");
    assert!(
        link.file_type().is_symlink(),
        "crates/payments-schema/payments.graphql must be a link to ../../schema/payments.graphql, not a copy"
    );
    assert_eq!(
        std::fs::read_link(format!("{dir}/payments.graphql")).unwrap(),
        std::path::Path::new("../../schema/payments.graphql")
    );
}
