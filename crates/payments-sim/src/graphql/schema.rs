//! The executable schema, generated at start-up from the vendored SDL, so it cannot drift.
//!
//! Every type, field, argument, enum value, default value and description of
//! `schema/payments.graphql` becomes an `async_graphql::dynamic` type, with async-graphql's
//! own depth, complexity and directive limits. Root fields go to [`operations`], which parses
//! their arguments into `payments-types` inputs, runs the operation and renders its typed
//! result; every field below reads its value from the rendered parent (a field with
//! arguments, `SubClient.fundingAccounts`, goes to [`operations::nested`]).

use crate::graphql::validation::Validation;
use std::sync::Arc;

use apollo_compiler::schema::ExtendedType;
use apollo_compiler::{Node, ast};
use async_graphql::dynamic::{
    Enum, EnumItem, Field, FieldFuture, FieldValue, InputObject, InputValue, Object,
    ResolverContext, Scalar, Schema, TypeRef,
};
use async_graphql::{ErrorExtensions, Name, Value as GqlValue};
use serde_json::Value;

use crate::config::Limits;
use crate::error::SimError;
use crate::graphql::args::Args;
use crate::graphql::info::Info;
use crate::graphql::operations::{self, RequestCtx};
use crate::model::error::ApiError;
use crate::root_fields::{Root, RootField};

/// `$item` with the description `$d` (an `Option` of the SDL's), when there is one.
macro_rules! described {
    ($item:expr, $d:expr) => {
        match &$d {
            Some(d) => $item.description(d.as_str()),
            None => $item,
        }
    };
}

/// Builds the executable schema from `sdl` (which must be valid), enforcing `limits`' depth,
/// complexity and directives; beside it, the validator of documents against that schema.
pub fn build(sdl: &str, limits: &Limits) -> Result<(Schema, Validation), SimError> {
    let parsed = apollo_compiler::Schema::parse_and_validate(sdl, "payments.graphql")
        .map_err(|e| SimError::Schema(e.errors.to_string()))?;
    let query_name = parsed
        .schema_definition
        .query
        .as_ref()
        .map(|n| n.name.to_string())
        .unwrap_or_else(|| "Query".into());
    let mutation_name = parsed
        .schema_definition
        .mutation
        .as_ref()
        .map(|n| n.name.to_string());

    let info = Arc::new(Info::of(&parsed));

    let mut builder = Schema::build(&query_name, mutation_name.as_deref(), None);
    for (name, ty) in &parsed.types {
        if ty.is_built_in() {
            continue;
        }
        match ty {
            ExtendedType::Scalar(s) => {
                builder = builder.register(described!(Scalar::new(name.as_str()), s.description));
            }
            ExtendedType::Enum(e) => {
                let mut en = described!(Enum::new(name.as_str()), e.description);
                for (vname, v) in &e.values {
                    en = en.item(described!(EnumItem::new(vname.as_str()), v.description));
                }
                builder = builder.register(en);
            }
            ExtendedType::InputObject(io) => {
                let mut obj = described!(InputObject::new(name.as_str()), io.description);
                for (fname, f) in &io.fields {
                    obj = obj.field(input_value(
                        fname.as_str(),
                        &f.ty,
                        f.description.as_ref(),
                        f.default_value.as_ref(),
                    ));
                }
                builder = builder.register(obj);
            }
            ExtendedType::Object(o) => {
                let root = if name.as_str() == query_name {
                    Some(Root::Query)
                } else if Some(name.as_str()) == mutation_name.as_deref() {
                    Some(Root::Mutation)
                } else {
                    None
                };
                let mut obj = described!(Object::new(name.as_str()), o.description);
                for (fname, f) in &o.fields {
                    let root_field = match root {
                        Some(root) => {
                            Some(RootField::parse(fname, Some(root)).ok_or_else(|| {
                                SimError::Schema(format!("{name}.{fname}: not a known root field"))
                            })?)
                        }
                        None => None,
                    };
                    let args = !f.arguments.is_empty();
                    let field = make_field(name, fname, &f.ty, root_field, args, info.clone());
                    let mut field = described!(field, f.description);
                    for a in &f.arguments {
                        field = field.argument(input_value(
                            a.name.as_str(),
                            &a.ty,
                            a.description.as_ref(),
                            a.default_value.as_ref(),
                        ));
                    }
                    obj = obj.field(field);
                }
                builder = builder.register(obj);
            }
            ExtendedType::Interface(_) | ExtendedType::Union(_) => {
                return Err(SimError::Schema(format!(
                    "{name}: interfaces and unions are not used by the vendored schema"
                )));
            }
        }
    }
    let schema = builder
        .limit_depth(limits.max_depth)
        .limit_recursive_depth(limits.max_depth)
        .limit_complexity(limits.max_complexity)
        .limit_directives(limits.max_directives)
        .finish()
        .map_err(|e| SimError::Schema(e.to_string()))?;
    Ok((schema, Validation::new(parsed)))
}

fn input_value(
    name: &str,
    ty: &ast::Type,
    description: Option<&Node<str>>,
    default: Option<&Node<ast::Value>>,
) -> InputValue {
    let mut iv = InputValue::new(name, type_ref(ty));
    if let Some(d) = description {
        iv = iv.description(d.as_str());
    }
    if let Some(v) = default {
        iv = iv.default_value(gql_value(v));
    }
    iv
}

fn type_ref(ty: &ast::Type) -> TypeRef {
    match ty {
        ast::Type::Named(n) => TypeRef::Named(n.to_string().into()),
        ast::Type::NonNullNamed(n) => {
            TypeRef::NonNull(Box::new(TypeRef::Named(n.to_string().into())))
        }
        ast::Type::List(inner) => TypeRef::List(Box::new(type_ref(inner))),
        ast::Type::NonNullList(inner) => {
            TypeRef::NonNull(Box::new(TypeRef::List(Box::new(type_ref(inner)))))
        }
    }
}

fn gql_value(v: &ast::Value) -> GqlValue {
    match v {
        ast::Value::Null | ast::Value::Variable(_) => GqlValue::Null,
        ast::Value::Enum(n) => GqlValue::Enum(Name::new(n.as_str())),
        ast::Value::String(s) => GqlValue::String(s.clone()),
        ast::Value::Boolean(b) => GqlValue::Boolean(*b),
        ast::Value::Int(i) => i
            .as_str()
            .parse::<i64>()
            .map(GqlValue::from)
            .unwrap_or(GqlValue::Null),
        ast::Value::Float(f) => f
            .as_str()
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
            .map(GqlValue::Number)
            .unwrap_or(GqlValue::Null),
        ast::Value::List(items) => GqlValue::List(items.iter().map(|i| gql_value(i)).collect()),
        ast::Value::Object(fields) => GqlValue::Object(
            fields
                .iter()
                .map(|(k, v)| (Name::new(k.as_str()), gql_value(v)))
                .collect(),
        ),
    }
}

fn make_field(
    type_name: &str,
    field_name: &str,
    ty: &ast::Type,
    root: Option<RootField>,
    has_args: bool,
    info: Arc<Info>,
) -> Field {
    let ty = ty.clone();
    let tname = type_name.to_owned();
    let fname = field_name.to_owned();
    // Whether the field's values are objects, whose fields read their values from them.
    let object = info.objects.contains(ty.inner_named_type().as_str());
    Field::new(
        field_name,
        type_ref(&ty),
        move |ctx: ResolverContext<'_>| {
            if let Some(root) = root {
                let result = resolve_root(&ctx, root, &tname, &ty, object, &info);
                return FieldFuture::new(async move { result });
            }
            let parent = ctx.parent_value.downcast_ref::<Value>();
            if has_args {
                return match resolve_nested(&ctx, &tname, &fname, parent, &info) {
                    Ok(v) => FieldFuture::Value(owned(v, &ty, object)),
                    Err(e) => FieldFuture::new(async move { Err::<Option<FieldValue<'_>>, _>(e) }),
                };
            }
            let value = parent.and_then(|p| p.get(&fname));
            FieldFuture::Value(value.and_then(|v| borrowed(v, &ty, object)))
        },
    )
}

fn request_ctx<'a>(ctx: &'a ResolverContext<'_>) -> async_graphql::Result<&'a Arc<RequestCtx>> {
    ctx.data::<Arc<RequestCtx>>()
}

fn resolve_root(
    ctx: &ResolverContext<'_>,
    field: RootField,
    type_name: &str,
    ty: &ast::Type,
    object: bool,
    info: &Info,
) -> async_graphql::Result<Option<FieldValue<'static>>> {
    let rctx = request_ctx(ctx)?;
    let args = Args::read(ctx, info, type_name, field.name());
    match operations::root(rctx, field, &args) {
        Ok(v) => Ok(owned(v, ty, object)),
        Err(e) => {
            let reply_type = info.reply_types.contains(ty.inner_named_type().as_str());
            let top_level = matches!(e, ApiError::Unauthenticated(_) | ApiError::RateLimited(_));
            if reply_type && !top_level {
                let mut v = serde_json::json!({"success": false, "code": e.code(), "message": e.to_string()});
                for list in info
                    .reply_lists
                    .get(ty.inner_named_type().as_str())
                    .into_iter()
                    .flatten()
                {
                    v[list.as_str()] = Value::Array(Vec::new());
                }
                Ok(owned(v, ty, object))
            } else {
                Err(gql_error(&e))
            }
        }
    }
}

fn resolve_nested(
    ctx: &ResolverContext<'_>,
    type_name: &str,
    field: &str,
    parent: Option<&Value>,
    info: &Info,
) -> async_graphql::Result<Value> {
    let rctx = request_ctx(ctx)?;
    let args = Args::read(ctx, info, type_name, field);
    operations::nested(rctx, type_name, field, parent, &args).map_err(|e| gql_error(&e))
}

/// A top-level GraphQL error with `extensions.code` (and `extensions.rules` for validation).
pub fn gql_error(e: &ApiError) -> async_graphql::Error {
    let code = e.code();
    let rules: Vec<String> = match e {
        ApiError::Validation(issues) => issues
            .iter()
            .map(|i| format!("{}:{}", i.field, i.rule))
            .collect(),
        _ => Vec::new(),
    };
    async_graphql::Error::new(e.to_string()).extend_with(|_, ext| {
        ext.set("code", code);
        if !rules.is_empty() {
            ext.set("rules", rules.clone());
        }
    })
}

/// A rendered value of type `ty` as async-graphql's field value, owned (a root field's).
fn owned(v: Value, ty: &ast::Type, object: bool) -> Option<FieldValue<'static>> {
    match (v, ty) {
        (Value::Null, _) => None,
        (Value::Array(items), ast::Type::List(inner) | ast::Type::NonNullList(inner)) => {
            let items = items.into_iter().map(|i| owned(i, inner, object));
            Some(FieldValue::list(
                items.map(|i| i.unwrap_or(FieldValue::NULL)),
            ))
        }
        (v, ast::Type::List(inner) | ast::Type::NonNullList(inner)) => Some(FieldValue::list([
            owned(v, inner, object).unwrap_or(FieldValue::NULL),
        ])),
        (v, _) if object => Some(FieldValue::owned_any(v)),
        (v, _) => GqlValue::from_json(v).ok().map(FieldValue::value),
    }
}

/// A value of type `ty` inside a rendered parent, as async-graphql's field value: objects and
/// lists borrowed from the parent, only leaves copied.
fn borrowed<'a>(v: &'a Value, ty: &ast::Type, object: bool) -> Option<FieldValue<'a>> {
    match (v, ty) {
        (Value::Null, _) => None,
        (Value::Array(items), ast::Type::List(inner) | ast::Type::NonNullList(inner)) => {
            let items = items.iter().map(|i| borrowed(i, inner, object));
            Some(FieldValue::list(
                items.map(|i| i.unwrap_or(FieldValue::NULL)),
            ))
        }
        (v, ast::Type::List(inner) | ast::Type::NonNullList(inner)) => Some(FieldValue::list([
            borrowed(v, inner, object).unwrap_or(FieldValue::NULL),
        ])),
        (v, _) if object => Some(FieldValue::borrowed_any(v)),
        (v, _) => GqlValue::from_json(v.clone()).ok().map(FieldValue::value),
    }
}

#[cfg(test)]
#[path = "schema_tests.rs"]
mod tests;
