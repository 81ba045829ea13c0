//! One schema change: its kind, criticality, schema coordinate and flags.

use std::fmt;

use serde::{Serialize, Serializer};

/// How much a change can hurt an existing client.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Criticality {
    /// Existing, valid operations can stop validating or get different data shapes.
    Breaking,
    /// Operations still validate, but clients may see values they do not handle.
    Dangerous,
    /// No existing client is affected.
    Safe,
}

impl Criticality {
    /// `BREAKING`, `DANGEROUS` or `SAFE`.
    pub fn as_str(self) -> &'static str {
        match self {
            Criticality::Breaking => "BREAKING",
            Criticality::Dangerous => "DANGEROUS",
            Criticality::Safe => "SAFE",
        }
    }
}

impl fmt::Display for Criticality {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! change_kinds {
    ($($variant:ident => $name:literal,)*) => {
        /// Every kind of change the engine reports; serialised in SCREAMING_SNAKE case
        /// (the names of graphql-inspector's `ChangeType` where it has one). The level of each,
        /// and when: [`diff`](crate::diff#change-kinds).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum ChangeKind {
            $(#[doc = $name] $variant,)*
        }

        impl ChangeKind {
            /// All kinds, in declaration order.
            pub const ALL: &'static [ChangeKind] = &[$(ChangeKind::$variant,)*];

            /// The SCREAMING_SNAKE name, e.g. `FIELD_REMOVED`.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ChangeKind::$variant => $name,)*
                }
            }
        }
    };
}

change_kinds! {
    TypeAdded => "TYPE_ADDED",
    TypeRemoved => "TYPE_REMOVED",
    TypeRenamed => "TYPE_RENAMED",
    TypeKindChanged => "TYPE_KIND_CHANGED",
    TypeDescriptionAdded => "TYPE_DESCRIPTION_ADDED",
    TypeDescriptionRemoved => "TYPE_DESCRIPTION_REMOVED",
    TypeDescriptionChanged => "TYPE_DESCRIPTION_CHANGED",
    FieldAdded => "FIELD_ADDED",
    FieldRemoved => "FIELD_REMOVED",
    FieldTypeChanged => "FIELD_TYPE_CHANGED",
    FieldDescriptionAdded => "FIELD_DESCRIPTION_ADDED",
    FieldDescriptionRemoved => "FIELD_DESCRIPTION_REMOVED",
    FieldDescriptionChanged => "FIELD_DESCRIPTION_CHANGED",
    FieldDeprecationAdded => "FIELD_DEPRECATION_ADDED",
    FieldDeprecationRemoved => "FIELD_DEPRECATION_REMOVED",
    FieldDeprecationReasonAdded => "FIELD_DEPRECATION_REASON_ADDED",
    FieldDeprecationReasonRemoved => "FIELD_DEPRECATION_REASON_REMOVED",
    FieldDeprecationReasonChanged => "FIELD_DEPRECATION_REASON_CHANGED",
    FieldArgumentAdded => "FIELD_ARGUMENT_ADDED",
    FieldArgumentRemoved => "FIELD_ARGUMENT_REMOVED",
    FieldArgumentTypeChanged => "FIELD_ARGUMENT_TYPE_CHANGED",
    FieldArgumentDefaultChanged => "FIELD_ARGUMENT_DEFAULT_CHANGED",
    FieldArgumentDescriptionChanged => "FIELD_ARGUMENT_DESCRIPTION_CHANGED",
    InputFieldAdded => "INPUT_FIELD_ADDED",
    InputFieldRemoved => "INPUT_FIELD_REMOVED",
    InputFieldTypeChanged => "INPUT_FIELD_TYPE_CHANGED",
    InputFieldDefaultValueChanged => "INPUT_FIELD_DEFAULT_VALUE_CHANGED",
    InputFieldDescriptionAdded => "INPUT_FIELD_DESCRIPTION_ADDED",
    InputFieldDescriptionRemoved => "INPUT_FIELD_DESCRIPTION_REMOVED",
    InputFieldDescriptionChanged => "INPUT_FIELD_DESCRIPTION_CHANGED",
    EnumValueAdded => "ENUM_VALUE_ADDED",
    EnumValueRemoved => "ENUM_VALUE_REMOVED",
    EnumValueDescriptionChanged => "ENUM_VALUE_DESCRIPTION_CHANGED",
    EnumValueDeprecationReasonAdded => "ENUM_VALUE_DEPRECATION_REASON_ADDED",
    EnumValueDeprecationReasonRemoved => "ENUM_VALUE_DEPRECATION_REASON_REMOVED",
    EnumValueDeprecationReasonChanged => "ENUM_VALUE_DEPRECATION_REASON_CHANGED",
    UnionMemberAdded => "UNION_MEMBER_ADDED",
    UnionMemberRemoved => "UNION_MEMBER_REMOVED",
    ObjectTypeInterfaceAdded => "OBJECT_TYPE_INTERFACE_ADDED",
    ObjectTypeInterfaceRemoved => "OBJECT_TYPE_INTERFACE_REMOVED",
    SchemaQueryTypeChanged => "SCHEMA_QUERY_TYPE_CHANGED",
    SchemaMutationTypeChanged => "SCHEMA_MUTATION_TYPE_CHANGED",
    SchemaSubscriptionTypeChanged => "SCHEMA_SUBSCRIPTION_TYPE_CHANGED",
    DirectiveAdded => "DIRECTIVE_ADDED",
    DirectiveRemoved => "DIRECTIVE_REMOVED",
    DirectiveDescriptionChanged => "DIRECTIVE_DESCRIPTION_CHANGED",
    DirectiveLocationAdded => "DIRECTIVE_LOCATION_ADDED",
    DirectiveLocationRemoved => "DIRECTIVE_LOCATION_REMOVED",
    DirectiveRepeatableAdded => "DIRECTIVE_REPEATABLE_ADDED",
    DirectiveRepeatableRemoved => "DIRECTIVE_REPEATABLE_REMOVED",
    DirectiveArgumentAdded => "DIRECTIVE_ARGUMENT_ADDED",
    DirectiveArgumentRemoved => "DIRECTIVE_ARGUMENT_REMOVED",
    DirectiveArgumentTypeChanged => "DIRECTIVE_ARGUMENT_TYPE_CHANGED",
    DirectiveArgumentDefaultValueChanged => "DIRECTIVE_ARGUMENT_DEFAULT_VALUE_CHANGED",
    DirectiveArgumentDescriptionChanged => "DIRECTIVE_ARGUMENT_DESCRIPTION_CHANGED",
    DirectiveUsageSchemaAdded => "DIRECTIVE_USAGE_SCHEMA_ADDED",
    DirectiveUsageSchemaRemoved => "DIRECTIVE_USAGE_SCHEMA_REMOVED",
    DirectiveUsageScalarAdded => "DIRECTIVE_USAGE_SCALAR_ADDED",
    DirectiveUsageScalarRemoved => "DIRECTIVE_USAGE_SCALAR_REMOVED",
    DirectiveUsageObjectAdded => "DIRECTIVE_USAGE_OBJECT_ADDED",
    DirectiveUsageObjectRemoved => "DIRECTIVE_USAGE_OBJECT_REMOVED",
    DirectiveUsageInterfaceAdded => "DIRECTIVE_USAGE_INTERFACE_ADDED",
    DirectiveUsageInterfaceRemoved => "DIRECTIVE_USAGE_INTERFACE_REMOVED",
    DirectiveUsageUnionMemberAdded => "DIRECTIVE_USAGE_UNION_MEMBER_ADDED",
    DirectiveUsageUnionMemberRemoved => "DIRECTIVE_USAGE_UNION_MEMBER_REMOVED",
    DirectiveUsageEnumAdded => "DIRECTIVE_USAGE_ENUM_ADDED",
    DirectiveUsageEnumRemoved => "DIRECTIVE_USAGE_ENUM_REMOVED",
    DirectiveUsageEnumValueAdded => "DIRECTIVE_USAGE_ENUM_VALUE_ADDED",
    DirectiveUsageEnumValueRemoved => "DIRECTIVE_USAGE_ENUM_VALUE_REMOVED",
    DirectiveUsageInputObjectAdded => "DIRECTIVE_USAGE_INPUT_OBJECT_ADDED",
    DirectiveUsageInputObjectRemoved => "DIRECTIVE_USAGE_INPUT_OBJECT_REMOVED",
    DirectiveUsageFieldDefinitionAdded => "DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED",
    DirectiveUsageFieldDefinitionRemoved => "DIRECTIVE_USAGE_FIELD_DEFINITION_REMOVED",
    DirectiveUsageInputFieldDefinitionAdded => "DIRECTIVE_USAGE_INPUT_FIELD_DEFINITION_ADDED",
    DirectiveUsageInputFieldDefinitionRemoved => "DIRECTIVE_USAGE_INPUT_FIELD_DEFINITION_REMOVED",
    DirectiveUsageArgumentDefinitionAdded => "DIRECTIVE_USAGE_ARGUMENT_DEFINITION_ADDED",
    DirectiveUsageArgumentDefinitionRemoved => "DIRECTIVE_USAGE_ARGUMENT_DEFINITION_REMOVED",
    DirectiveUsageArgumentAdded => "DIRECTIVE_USAGE_ARGUMENT_ADDED",
    DirectiveUsageArgumentRemoved => "DIRECTIVE_USAGE_ARGUMENT_REMOVED",
    DirectiveUsageArgumentChanged => "DIRECTIVE_USAGE_ARGUMENT_CHANGED",
}

impl fmt::Display for ChangeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for ChangeKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// One difference between the old and the new schema.
///
/// `announced`, `announced_as_breaking` and `affects_us` are filled later by the change-log
/// check ([`crate::changelog::check`]) and the operation impact ([`crate::impact`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Change {
    /// What kind of change this is.
    pub kind: ChangeKind,
    /// How much it can hurt a client.
    pub criticality: Criticality,
    /// Schema coordinate of the changed element (`Type`, `Type.field`, `Type.field(arg:)`,
    /// `Enum.VALUE`, `@directive`, `@directive(arg:)`, `schema`). For a rename, the old name.
    pub coordinate: String,
    /// One sentence for people.
    pub message: String,
    /// Date of the change-log entry that announces it, if any.
    pub announced: Option<String>,
    /// True when the matching change-log entry is itself marked breaking.
    pub announced_as_breaking: bool,
    /// True when the changed element (or its parent) is described `Not shown in the spec: ...`
    /// on either side: a change to our reconstruction, not necessarily to the provider's schema.
    pub reconstruction: bool,
    /// For `TYPE_RENAMED`: the new coordinate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_coordinate: Option<String>,
    /// Whether a contract document uses the changed element; `None` when no contracts were checked.
    pub affects_us: Option<bool>,
    /// The value before, where the change names one beyond its coordinate (a type, a default,
    /// a description, an applied directive, a member, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub old_value: Option<String>,
    /// The value after (see `old_value`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_value: Option<String>,
}

impl Change {
    /// A change with no change-log, reconstruction or impact information yet.
    pub fn new(
        kind: ChangeKind,
        criticality: Criticality,
        coordinate: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        Change {
            kind,
            criticality,
            coordinate: coordinate.into(),
            message: message.into(),
            announced: None,
            announced_as_breaking: false,
            reconstruction: false,
            new_coordinate: None,
            affects_us: None,
            old_value: None,
            new_value: None,
        }
    }

    /// A short id, stable across machines, runs, the order of definitions and the wording of
    /// messages: the first 12 hex digits of the SHA-256 of the kind, the coordinate(s) and the
    /// old and new values the change names. Approvals and CI annotations key on it.
    pub fn id(&self) -> String {
        use sha2::{Digest, Sha256};
        let mut hash = Sha256::new();
        for part in [
            Some(self.kind.as_str()),
            Some(self.coordinate.as_str()),
            self.new_coordinate.as_deref(),
            self.old_value.as_deref(),
            self.new_value.as_deref(),
        ] {
            // A part and its absence hash differently, and parts cannot run into each other.
            match part {
                Some(p) => {
                    hash.update(b"1");
                    hash.update((p.len() as u64).to_le_bytes());
                    hash.update(p.as_bytes());
                }
                None => hash.update(b"0"),
            }
        }
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let digest = hash.finalize();
        let mut id = String::with_capacity(12);
        for b in &digest[..6] {
            id.push(char::from(HEX[usize::from(b >> 4)]));
            id.push(char::from(HEX[usize::from(b & 15)]));
        }
        id
    }

    /// The coordinates a change-log entry may name for this change (old and, for renames, new).
    pub fn coordinates(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.coordinate.as_str()).chain(self.new_coordinate.as_deref())
    }
}
