//! The fast load's second step: a document parsed by cynic-parser (about three times faster
//! than apollo-compiler's own parser on large SDL) turned into apollo-compiler's AST, so that
//! apollo-compiler builds and validates the schema as it does after its own parse. apollo's
//! nodes can only be located by its own parser, so they carry no location here; the spans of
//! every definition go into a [`SpanIndex`] instead.

use std::collections::HashMap;
use std::ops::Range;

use apollo_compiler::ast::{self, DirectiveList, OperationType};
use apollo_compiler::{Name, Node};
use cynic_parser::type_system as cy;
use cynic_parser::{ConstValue, Span};

use super::spans::{Member, SpanIndex};
use super::strings;

/// Converts `document`, parsed from `text`, and indexes where each definition sits.
pub(super) fn to_apollo<'a>(
    document: &'a cy::TypeSystemDocument,
    text: &'a str,
) -> (ast::Document, SpanIndex) {
    let mut convert = Convert {
        text,
        names: Default::default(),
        spans: SpanIndex::default(),
        members: Vec::new(),
        scratch: Default::default(),
    };
    let mut out = ast::Document::new();
    out.definitions = document
        .definitions()
        .map(|d| convert.definition(d))
        .collect();
    (out, convert.spans)
}

struct Convert<'a> {
    text: &'a str,
    /// One `Name` per distinct name (most names recur: field types, field names).
    names: std::cell::RefCell<HashMap<&'a str, Name, rustc_hash::FxBuildHasher>>,
    spans: SpanIndex,
    /// The members of the type or directive being converted, for [`SpanIndex::owner`].
    members: Vec<Member>,
    /// Where descriptions are read into, one after the other.
    scratch: std::cell::RefCell<String>,
}

impl<'a> Convert<'a> {
    /// The `Name` of `text`, made once per distinct name.
    fn name(&self, text: &'a str) -> Name {
        self.names
            .borrow_mut()
            .entry(text)
            .or_insert_with(|| Name::new_unchecked(text))
            .clone()
    }

    /// `span` as apollo-compiler places a node: without the white space and commas after it.
    fn trimmed(&self, span: Span) -> Range<usize> {
        let text = &self.text[span.start..span.end];
        let kept = text.trim_end_matches(|c: char| c.is_ascii_whitespace() || c == ',');
        span.start..span.start + kept.len()
    }

    /// A definition's range, from its description when it has one.
    fn with_description(
        &self,
        span: Span,
        description: Option<cy::Description<'a>>,
    ) -> Range<usize> {
        let start = description.map_or(span.start, |d| d.span().start.min(span.start));
        self.trimmed(Span::new(start, span.end))
    }

    fn description(&self, description: Option<cy::Description<'a>>) -> Option<Node<str>> {
        let span = description?.span();
        let mut scratch = self.scratch.borrow_mut();
        Some(Node::new_str(strings::value(
            &self.text[span.start..span.end],
            &mut scratch,
        )))
    }

    fn definition(&mut self, definition: cy::Definition<'a>) -> ast::Definition {
        use ast::Definition as D;
        match definition {
            cy::Definition::Schema(d) => {
                self.spans
                    .schema(self.with_description(d.span(), d.description()));
                D::SchemaDefinition(Node::new(ast::SchemaDefinition {
                    description: self.description(d.description()),
                    directives: self.directives(d.directives()),
                    root_operations: self.root_operations(d),
                }))
            }
            cy::Definition::SchemaExtension(d) => {
                D::SchemaExtension(Node::new(ast::SchemaExtension {
                    directives: self.directives(d.directives()),
                    root_operations: self.root_operations(d),
                }))
            }
            cy::Definition::Type(t) => self.type_definition(t, false),
            cy::Definition::TypeExtension(t) => self.type_definition(t, true),
            cy::Definition::Directive(d) => {
                let directive = self.name(d.name());
                let span = self.with_description(d.span(), d.description());
                let arguments = self.input_values(d.arguments());
                let members = std::mem::take(&mut self.members);
                self.spans.owner(true, &directive, Some(span), members);
                D::DirectiveDefinition(Node::new(ast::DirectiveDefinition {
                    description: self.description(d.description()),
                    name: directive,
                    arguments,
                    repeatable: d.is_repeatable(),
                    locations: d.locations().map(location).collect(),
                }))
            }
        }
    }

    fn root_operations(&self, d: cy::SchemaDefinition<'a>) -> Vec<Node<(OperationType, Name)>> {
        d.root_operations()
            .map(|r| {
                let ty = match r.operation_type() {
                    cynic_parser::common::OperationType::Query => OperationType::Query,
                    cynic_parser::common::OperationType::Mutation => OperationType::Mutation,
                    cynic_parser::common::OperationType::Subscription => {
                        OperationType::Subscription
                    }
                };
                Node::new((ty, self.name(r.named_type())))
            })
            .collect()
    }

    fn type_definition(&mut self, t: cy::TypeDefinition<'a>, extension: bool) -> ast::Definition {
        let ty = self.name(t.name());
        let span = (!extension).then(|| self.with_description(t.span(), t.description()));
        let description = if extension {
            None
        } else {
            self.description(t.description())
        };
        let directives = self.directives(t.directives());
        let definition = self.type_body(t, extension, ty.clone(), description, directives);
        let members = std::mem::take(&mut self.members);
        self.spans.owner(false, &ty, span, members);
        definition
    }

    /// The definition or extension of `t`, its members recorded in `self.members`.
    fn type_body(
        &mut self,
        t: cy::TypeDefinition<'a>,
        extension: bool,
        ty: Name,
        description: Option<Node<str>>,
        directives: DirectiveList,
    ) -> ast::Definition {
        use ast::Definition as D;
        use cy::TypeDefinition as T;
        match (t, extension) {
            (T::Scalar(_), false) => {
                D::ScalarTypeDefinition(Node::new(ast::ScalarTypeDefinition {
                    description,
                    name: ty,
                    directives,
                }))
            }
            (T::Scalar(_), true) => D::ScalarTypeExtension(Node::new(ast::ScalarTypeExtension {
                name: ty,
                directives,
            })),
            (T::Object(o), false) => {
                D::ObjectTypeDefinition(Node::new(ast::ObjectTypeDefinition {
                    description,
                    implements_interfaces: o
                        .implements_interfaces()
                        .map(|n| self.name(n))
                        .collect(),
                    fields: self.fields(o.fields()),
                    name: ty,
                    directives,
                }))
            }
            (T::Object(o), true) => D::ObjectTypeExtension(Node::new(ast::ObjectTypeExtension {
                implements_interfaces: o.implements_interfaces().map(|n| self.name(n)).collect(),
                fields: self.fields(o.fields()),
                name: ty,
                directives,
            })),
            (T::Interface(i), false) => {
                D::InterfaceTypeDefinition(Node::new(ast::InterfaceTypeDefinition {
                    description,
                    implements_interfaces: i
                        .implements_interfaces()
                        .map(|n| self.name(n))
                        .collect(),
                    fields: self.fields(i.fields()),
                    name: ty,
                    directives,
                }))
            }
            (T::Interface(i), true) => {
                D::InterfaceTypeExtension(Node::new(ast::InterfaceTypeExtension {
                    implements_interfaces: i
                        .implements_interfaces()
                        .map(|n| self.name(n))
                        .collect(),
                    fields: self.fields(i.fields()),
                    name: ty,
                    directives,
                }))
            }
            (T::Union(u), false) => D::UnionTypeDefinition(Node::new(ast::UnionTypeDefinition {
                description,
                name: ty,
                directives,
                members: u.members().map(|m| self.name(m.name())).collect(),
            })),
            (T::Union(u), true) => D::UnionTypeExtension(Node::new(ast::UnionTypeExtension {
                name: ty,
                directives,
                members: u.members().map(|m| self.name(m.name())).collect(),
            })),
            (T::Enum(e), false) => D::EnumTypeDefinition(Node::new(ast::EnumTypeDefinition {
                description,
                values: self.enum_values(e),
                name: ty,
                directives,
            })),
            (T::Enum(e), true) => D::EnumTypeExtension(Node::new(ast::EnumTypeExtension {
                values: self.enum_values(e),
                name: ty,
                directives,
            })),
            (T::InputObject(i), false) => {
                D::InputObjectTypeDefinition(Node::new(ast::InputObjectTypeDefinition {
                    description,
                    fields: self.input_values(i.fields()),
                    name: ty,
                    directives,
                }))
            }
            (T::InputObject(i), true) => {
                D::InputObjectTypeExtension(Node::new(ast::InputObjectTypeExtension {
                    fields: self.input_values(i.fields()),
                    name: ty,
                    directives,
                }))
            }
        }
    }

    fn fields(
        &mut self,
        fields: impl Iterator<Item = cy::FieldDefinition<'a>>,
    ) -> Vec<Node<ast::FieldDefinition>> {
        fields
            .map(|f| {
                let field = self.name(f.name());
                let mut argument_spans = Vec::new();
                let arguments = f
                    .arguments()
                    .map(|a| {
                        let argument = self.input_value(a);
                        argument_spans.push((argument.name.clone(), self.trimmed(a.span())));
                        argument
                    })
                    .collect();
                self.members.push(Member {
                    name: field.clone(),
                    span: self.trimmed(f.span()),
                    arguments: argument_spans,
                });
                Node::new(ast::FieldDefinition {
                    description: self.description(f.description()),
                    name: field,
                    arguments,
                    ty: self.ty(f.ty()),
                    directives: self.directives(f.directives()),
                })
            })
            .collect()
    }

    /// Input fields of an input object or arguments of a directive definition.
    fn input_values(
        &mut self,
        values: impl Iterator<Item = cy::InputValueDefinition<'a>>,
    ) -> Vec<Node<ast::InputValueDefinition>> {
        values
            .map(|v| {
                let value = self.input_value(v);
                self.members.push(Member {
                    name: value.name.clone(),
                    span: self.trimmed(v.span()),
                    arguments: Vec::new(),
                });
                value
            })
            .collect()
    }

    fn input_value(&self, v: cy::InputValueDefinition<'a>) -> Node<ast::InputValueDefinition> {
        Node::new(ast::InputValueDefinition {
            description: self.description(v.description()),
            name: self.name(v.name()),
            ty: Node::new(self.ty(v.ty())),
            default_value: v.default_value().map(|d| Node::new(self.value(d))),
            directives: self.directives(v.directives()),
        })
    }

    fn enum_values(&mut self, e: cy::EnumDefinition<'a>) -> Vec<Node<ast::EnumValueDefinition>> {
        e.values()
            .map(|v| {
                let value = self.name(v.value());
                self.members.push(Member {
                    name: value.clone(),
                    span: self.trimmed(v.span()),
                    arguments: Vec::new(),
                });
                Node::new(ast::EnumValueDefinition {
                    description: self.description(v.description()),
                    value,
                    directives: self.directives(v.directives()),
                })
            })
            .collect()
    }

    fn directives(&self, directives: impl Iterator<Item = cy::Directive<'a>>) -> DirectiveList {
        DirectiveList(
            directives
                .map(|d| {
                    Node::new(ast::Directive {
                        name: self.name(d.name()),
                        arguments: d
                            .arguments()
                            .map(|a| {
                                Node::new(ast::Argument {
                                    name: self.name(a.name()),
                                    value: Node::new(self.value(a.value())),
                                })
                            })
                            .collect(),
                    })
                })
                .collect(),
        )
    }

    fn value(&self, value: ConstValue<'a>) -> ast::Value {
        let source = |span: Span| &self.text[span.start..span.end];
        match value {
            ConstValue::Int(i) => ast::Value::Int(ast::IntValue::new_parsed(source(i.span()))),
            ConstValue::Float(f) => {
                ast::Value::Float(ast::FloatValue::new_parsed(source(f.span())))
            }
            ConstValue::String(s) => ast::Value::String(
                strings::value(source(s.span()), &mut self.scratch.borrow_mut()).to_owned(),
            ),
            ConstValue::Boolean(b) => ast::Value::Boolean(b.value()),
            ConstValue::Null(_) => ast::Value::Null,
            ConstValue::Enum(e) => ast::Value::Enum(self.name(e.name())),
            ConstValue::List(l) => {
                ast::Value::List(l.items().map(|v| Node::new(self.value(v))).collect())
            }
            ConstValue::Object(o) => ast::Value::Object(
                o.fields()
                    .map(|f| (self.name(f.name()), Node::new(self.value(f.value()))))
                    .collect(),
            ),
        }
    }

    /// A type reference: the named type inside its list and non-null wrappers.
    fn ty(&self, t: cy::Type<'a>) -> ast::Type {
        use cynic_parser::common::WrappingType;
        // Outermost first; at most 32 (cynic-parser encodes them in a u32).
        let mut wrappers = [WrappingType::List; 32];
        let mut n = 0;
        for w in t.wrappers().take(32) {
            wrappers[n] = w;
            n += 1;
        }
        wrappers[..n]
            .iter()
            .rev()
            .fold(ast::Type::Named(self.name(t.name())), |inner, w| match w {
                WrappingType::NonNull => inner.non_null(),
                WrappingType::List => inner.list(),
            })
    }
}

fn location(l: cy::DirectiveLocation) -> ast::DirectiveLocation {
    use ast::DirectiveLocation as A;
    use cy::DirectiveLocation as C;
    match l {
        C::Query => A::Query,
        C::Mutation => A::Mutation,
        C::Subscription => A::Subscription,
        C::Field => A::Field,
        C::FragmentDefinition => A::FragmentDefinition,
        C::FragmentSpread => A::FragmentSpread,
        C::InlineFragment => A::InlineFragment,
        C::VariableDefinition => A::VariableDefinition,
        C::Schema => A::Schema,
        C::Scalar => A::Scalar,
        C::Object => A::Object,
        C::FieldDefinition => A::FieldDefinition,
        C::ArgumentDefinition => A::ArgumentDefinition,
        C::Interface => A::Interface,
        C::Union => A::Union,
        C::Enum => A::Enum,
        C::EnumValue => A::EnumValue,
        C::InputObject => A::InputObject,
        C::InputFieldDefinition => A::InputFieldDefinition,
    }
}
