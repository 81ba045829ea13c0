//! The schema explorer at `/explorer` (the spec's `{playground_url}`), server-rendered from the
//! vendored SDL inside the binary: every type with its kind and description; a type's fields
//! with their arguments, types, descriptions and deprecations, its enum values and input fields;
//! a search over type, field, argument and enum value names; and a form that runs an operation
//! against `/graphql` (through the same handler, limits and firewall included) with the token of
//! the person signed in to the portal.

use std::sync::OnceLock;

use async_graphql::parser::types::{
    ConstDirective, FieldDefinition, InputValueDefinition, ServiceDocument, TypeDefinition,
    TypeKind, TypeSystemDefinition,
};
use async_graphql::parser::{Positioned, parse_schema};
use axum::Form;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use axum::routing::get;
use maud::{Markup, html};
use serde::Deserialize;
use serde_json::Value;

use crate::http::AppState;
use crate::http::portal::{Message, not_found, page, session_token, under};
use crate::state::lock;

/// The explorer's routes, to be nested under `/explorer`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(index).post(run))
        .route("/types/{name}", get(type_page))
        .fallback(no_such_page)
}

/// The vendored schema's definitions, parsed once.
fn types() -> &'static [TypeDefinition] {
    static TYPES: OnceLock<Vec<TypeDefinition>> = OnceLock::new();
    TYPES.get_or_init(|| {
        let doc: ServiceDocument = parse_schema(payments_schema::SDL).unwrap_or(ServiceDocument {
            definitions: Vec::new(),
        });
        let mut types: Vec<TypeDefinition> = doc
            .definitions
            .into_iter()
            .filter_map(|d| match d {
                TypeSystemDefinition::Type(t) => Some(t.node),
                _ => None,
            })
            .collect();
        types.sort_by(|a, b| a.name.node.as_str().cmp(b.name.node.as_str()));
        types
    })
}

fn kind(t: &TypeDefinition) -> &'static str {
    match t.kind {
        TypeKind::Scalar => "scalar",
        TypeKind::Object(_) => "type",
        TypeKind::Interface(_) => "interface",
        TypeKind::Union(_) => "union",
        TypeKind::Enum(_) => "enum",
        TypeKind::InputObject(_) => "input",
    }
}

fn description(d: &Option<Positioned<String>>) -> &str {
    d.as_ref().map_or("", |d| d.node.as_str())
}

/// `Deprecated: reason`, when a `@deprecated` directive is there.
fn deprecation(directives: &[Positioned<ConstDirective>]) -> Option<String> {
    let d = directives
        .iter()
        .find(|d| d.node.name.node.as_str() == "deprecated")?;
    let reason = d
        .node
        .get_argument("reason")
        .map(|r| r.node.to_string().trim_matches('"').to_owned())
        .unwrap_or_else(|| "No longer supported".into());
    Some(format!("Deprecated: {reason}"))
}

/// A type reference, linked to its type's page (built-in scalars are not linked).
fn type_link(ty: &str) -> Markup {
    let name: String = ty
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let defined = types().iter().any(|t| t.name.node.as_str() == name);
    html! {
        @if defined { a href={"/explorer/types/" (name)} { code { (ty) } } } @else { code { (ty) } }
    }
}

#[derive(Deserialize, Default)]
struct Search {
    #[serde(default)]
    q: String,
}

fn signed_in(st: &AppState, headers: &HeaderMap) -> bool {
    session_token(&lock(&st.state), st, headers).is_some()
}

/// The types, or those whose name, or a field, argument or enum value of which, holds `q`.
async fn index(
    State(st): State<AppState>,
    headers: HeaderMap,
    Query(search): Query<Search>,
) -> Response {
    let signed = signed_in(&st, &headers);
    explorer_page(signed, &search.q, None, None)
}

fn explorer_page(
    signed: bool,
    q: &str,
    ran: Option<(&str, &str, String)>,
    message: Option<&Message>,
) -> Response {
    let needle = q.trim().to_ascii_lowercase();
    let hits: Vec<(&TypeDefinition, Vec<String>)> = types()
        .iter()
        .filter_map(|t| {
            if needle.is_empty() || t.name.node.to_ascii_lowercase().contains(&needle) {
                return Some((t, Vec::new()));
            }
            let inner = member_names(t)
                .into_iter()
                .filter(|n| n.to_ascii_lowercase().contains(&needle))
                .collect::<Vec<_>>();
            (!inner.is_empty()).then_some((t, inner))
        })
        .collect();
    let (query, variables, reply) =
        ran.unwrap_or(("{ balances { currency cleared } }", "{}", String::new()));
    page(
        "Schema explorer",
        signed,
        message,
        html! {
            form method="get" action="/explorer" id="search" {
                label for="q" { "Search types, fields, arguments, enum values" }
                input id="q" name="q" value=(q);
                button type="submit" { "Search" }
            }
            table id="types" {
                thead { tr { th { "Type" } th { "Kind" } th { "Matches" } th { "Description" } } }
                tbody {
                    @for (t, inner) in &hits {
                        tr {
                            td { (type_link(t.name.node.as_str())) }
                            td { (kind(t)) }
                            td class="matches" { (inner.join(", ")) }
                            td { (description(&t.description).lines().next().unwrap_or("")) }
                        }
                    }
                }
            }
            h2 { "Run an operation" }
            @if signed {
                p { "Runs against /graphql with the token of your portal sign-in." }
            } @else {
                p { "Sign in to the " a href="/portal/login" { "portal" } " to run operations with your token; without it only introspection answers." }
            }
            form method="post" action="/explorer" id="run" {
                p { label for="query" { "Operation" } }
                textarea id="query" name="query" rows="8" cols="80" { (query) }
                p { label for="variables" { "Variables (JSON)" } }
                textarea id="variables" name="variables" rows="3" cols="80" { (variables) }
                p { button type="submit" { "Run" } }
            }
            @if !reply.is_empty() {
                h2 { "Reply" }
                pre id="reply" { (reply) }
            }
        },
    )
}

/// `Type.field`, `Type.field(arg:)` and `Type.VALUE` names inside a type.
fn member_names(t: &TypeDefinition) -> Vec<String> {
    let name = t.name.node.as_str();
    let fields = |fs: &[Positioned<FieldDefinition>]| -> Vec<String> {
        fs.iter()
            .flat_map(|f| {
                let field = format!("{name}.{}", f.node.name.node);
                std::iter::once(field.clone()).chain(
                    f.node
                        .arguments
                        .iter()
                        .map(move |a| format!("{field}({}:)", a.node.name.node)),
                )
            })
            .collect()
    };
    match &t.kind {
        TypeKind::Object(o) => fields(&o.fields),
        TypeKind::Interface(i) => fields(&i.fields),
        TypeKind::Enum(e) => e
            .values
            .iter()
            .map(|v| format!("{name}.{}", v.node.value.node))
            .collect(),
        TypeKind::InputObject(i) => i
            .fields
            .iter()
            .map(|f| format!("{name}.{}", f.node.name.node))
            .collect(),
        _ => Vec::new(),
    }
}

fn input_values(values: &[Positioned<InputValueDefinition>]) -> Markup {
    html! {
        @for v in values {
            li {
                code { (v.node.name.node) } ": " (type_link(&v.node.ty.node.to_string()))
                @if let Some(d) = &v.node.default_value { " = " code { (d.node) } }
                @if let Some(d) = deprecation(&v.node.directives) { " " em class="deprecated" { (d) } }
                @let text = description(&v.node.description);
                @if !text.is_empty() { " — " (text) }
            }
        }
    }
}

/// One type: description, and its fields (with arguments), enum values or input fields.
async fn type_page(
    State(st): State<AppState>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Response {
    let signed = signed_in(&st, &headers);
    let Some(t) = types().iter().find(|t| t.name.node.as_str() == name) else {
        let m = Message::Error(format!("no type named {name:?} in the schema"));
        let mut r = explorer_page(signed, "", None, Some(&m));
        *r.status_mut() = StatusCode::NOT_FOUND;
        return r;
    };
    let fields = |fs: &[Positioned<FieldDefinition>]| {
        html! {
            table id="fields" {
                thead { tr { th { "Field" } th { "Type" } th { "Arguments" } th { "Description" } } }
                tbody {
                    @for f in fs {
                        tr {
                            td { code { (f.node.name.node) } }
                            td { (type_link(&f.node.ty.node.to_string())) }
                            td { ul { (input_values(&f.node.arguments)) } }
                            td {
                                (description(&f.node.description))
                                @if let Some(d) = deprecation(&f.node.directives) { " " em class="deprecated" { (d) } }
                            }
                        }
                    }
                }
            }
        }
    };
    let body = html! {
        p { a href="/explorer" { "All types" } " · " (kind(t)) }
        p id="description" { (description(&t.description)) }
        @match &t.kind {
            TypeKind::Object(o) => {
                @if !o.implements.is_empty() { p { "Implements " @for i in &o.implements { (type_link(i.node.as_str())) " " } } }
                (fields(&o.fields))
            }
            TypeKind::Interface(i) => (fields(&i.fields)),
            TypeKind::Union(u) => { p { "One of " @for m in &u.members { (type_link(m.node.as_str())) " " } } }
            TypeKind::Enum(e) => {
                ul id="values" {
                    @for v in &e.values {
                        li {
                            code { (v.node.value.node) }
                            @if let Some(d) = deprecation(&v.node.directives) { " " em class="deprecated" { (d) } }
                            @let text = description(&v.node.description);
                            @if !text.is_empty() { " — " (text) }
                        }
                    }
                }
            }
            TypeKind::InputObject(i) => { ul id="fields" { (input_values(&i.fields)) } }
            TypeKind::Scalar => {}
        }
    };
    page(t.name.node.as_str(), signed, None, body)
}

#[derive(Deserialize)]
struct RunForm {
    #[serde(default)]
    query: String,
    #[serde(default)]
    variables: String,
}

/// Runs the operation through `/graphql`'s own handler with the portal sign-in's token.
async fn run(State(st): State<AppState>, headers: HeaderMap, Form(f): Form<RunForm>) -> Response {
    let token = session_token(&lock(&st.state), &st, &headers);
    let signed = token.is_some();
    let variables: Value = if f.variables.trim().is_empty() {
        Value::Object(Default::default())
    } else {
        match serde_json::from_str(&f.variables) {
            Ok(v) => v,
            Err(e) => {
                let m = Message::Error(format!("variables: not JSON ({e})"));
                return explorer_page(
                    signed,
                    "",
                    Some((&f.query, &f.variables, String::new())),
                    Some(&m),
                );
            }
        }
    };
    let body = serde_json::json!({"query": f.query, "variables": variables});
    let mut request_headers = HeaderMap::new();
    request_headers.insert(
        header::USER_AGENT,
        HeaderValue::from_static("payments-sim-explorer/1.0"),
    );
    if let Some(t) = &token
        && let Ok(v) = HeaderValue::from_str(&format!("Bearer {t}"))
    {
        request_headers.insert(header::AUTHORIZATION, v);
    }
    let reply = crate::http::graphql::handle(
        State(st.clone()),
        None,
        request_headers,
        Bytes::from(serde_json::to_vec(&body).unwrap_or_default()),
    )
    .await;
    let status = reply.status();
    let bytes = axum::body::to_bytes(reply.into_body(), 16 * 1024 * 1024)
        .await
        .unwrap_or_default();
    let shown = serde_json::from_slice::<Value>(&bytes)
        .and_then(|v| serde_json::to_string_pretty(&v))
        .unwrap_or_else(|_| String::from_utf8_lossy(&bytes).into_owned());
    let reply = format!("HTTP {}\n{shown}", status.as_u16());
    explorer_page(signed, "", Some((&f.query, &f.variables, reply)), None)
}

/// Any other path under `/explorer`: 404 with a readable page.
async fn no_such_page(uri: axum::http::Uri) -> Response {
    not_found(
        &format!("There is no explorer page at {}", under("/explorer", &uri)),
        ("/explorer", "Go to the schema explorer"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deprecations_are_shown_with_their_reason() {
        let doc = parse_schema(
            "type Q { a: Int @deprecated(reason: \"use b\") b: Int c: Int @deprecated }",
        )
        .unwrap();
        let Some(TypeSystemDefinition::Type(t)) = doc.definitions.first() else {
            panic!("a type");
        };
        let TypeKind::Object(o) = &t.node.kind else {
            panic!("an object type");
        };
        let shown: Vec<Option<String>> = o
            .fields
            .iter()
            .map(|f| deprecation(&f.node.directives))
            .collect();
        assert_eq!(
            shown,
            [
                Some("Deprecated: use b".to_owned()),
                None,
                Some("Deprecated: No longer supported".to_owned())
            ]
        );
    }
}
