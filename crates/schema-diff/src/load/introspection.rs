//! Introspection-result JSON → SDL text, with errors naming the JSON path of what was wrong.

use std::fmt::Write as _;
use std::path::Path;

use serde_json::Value;

use super::LoadError;

/// The introspection query to send to an endpoint; its `data` is what [`super::load_str`] reads.
///
/// Conservative on purpose (descriptions, `specifiedByURL`, `isRepeatable`; no `isOneOf` and no
/// deprecated arguments) so that servers of any age answer it.
pub const INTROSPECTION_QUERY: &str = r#"query IntrospectionQuery {
  __schema {
    queryType { name }
    mutationType { name }
    subscriptionType { name }
    types { ...FullType }
    directives {
      name
      description
      isRepeatable
      locations
      args { ...InputValue }
    }
  }
}

fragment FullType on __Type {
  kind
  name
  description
  specifiedByURL
  fields(includeDeprecated: true) {
    name
    description
    args { ...InputValue }
    type { ...TypeRef }
    isDeprecated
    deprecationReason
  }
  inputFields { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) {
    name
    description
    isDeprecated
    deprecationReason
  }
  possibleTypes { ...TypeRef }
}

fragment InputValue on __InputValue {
  name
  description
  type { ...TypeRef }
  defaultValue
}

fragment TypeRef on __Type {
  kind
  name
  ofType {
    kind
    name
    ofType {
      kind
      name
      ofType {
        kind
        name
        ofType {
          kind
          name
          ofType {
            kind
            name
            ofType {
              kind
              name
              ofType { kind name }
            }
          }
        }
      }
    }
  }
}
"#;

const BUILT_IN_SCALARS: [&str; 5] = ["String", "Int", "Float", "Boolean", "ID"];
const BUILT_IN_DIRECTIVES: [&str; 5] = ["skip", "include", "deprecated", "specifiedBy", "oneOf"];

/// A JSON value and its path, for error messages.
#[derive(Clone, Copy)]
struct At<'a, 'p> {
    value: &'a Value,
    path: &'p str,
}

type Shape = (String, String);

fn shape(path: &str, message: impl Into<String>) -> Shape {
    (path.to_string(), message.into())
}

impl<'a> At<'a, '_> {
    fn field(&self, key: &str) -> Option<&'a Value> {
        self.value.as_object()?.get(key).filter(|v| !v.is_null())
    }

    fn str(&self, key: &str) -> Result<&'a str, Shape> {
        match self.field(key) {
            Some(Value::String(s)) => Ok(s),
            Some(_) => Err(shape(self.path, format!("`{key}` must be a string"))),
            None => Err(shape(self.path, format!("missing string `{key}`"))),
        }
    }

    fn opt_str(&self, key: &str) -> Result<Option<&'a str>, Shape> {
        match self.field(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(_) => Err(shape(
                self.path,
                format!("`{key}` must be a string or null"),
            )),
        }
    }

    fn bool(&self, key: &str) -> Result<bool, Shape> {
        match self.field(key) {
            None => Ok(false),
            Some(Value::Bool(b)) => Ok(*b),
            Some(_) => Err(shape(self.path, format!("`{key}` must be a boolean"))),
        }
    }

    /// Each element of array `key` (missing or null: none), with its path.
    fn list(&self, key: &str) -> Result<Vec<(String, &'a Value)>, Shape> {
        match self.field(key) {
            None => Ok(Vec::new()),
            Some(Value::Array(items)) => Ok(items
                .iter()
                .enumerate()
                .map(|(i, v)| (format!("{}.{key}[{i}]", self.path), v))
                .collect()),
            Some(_) => Err(shape(self.path, format!("`{key}` must be an array"))),
        }
    }
}

/// Converts an introspection-result JSON text into SDL.
pub(super) fn to_sdl(text: &str, path: &Path) -> Result<String, LoadError> {
    let value: Value = serde_json::from_str(text).map_err(|e| LoadError::Json {
        path: path.to_path_buf(),
        line: e.line(),
        column: e.column(),
        message: e.to_string(),
    })?;
    convert(&value).map_err(|(at, message)| LoadError::IntrospectionShape {
        path: path.to_path_buf(),
        at,
        message,
    })
}

fn convert(root: &Value) -> Result<String, Shape> {
    let root_at = At {
        value: root,
        path: "$",
    };
    let (data, data_path) = match root_at.field("data") {
        Some(d) => (d, "data"),
        None if root_at.field("__schema").is_some() => (root, "$"),
        None => {
            let msg = match root_at.field("errors") {
                Some(errors) => format!("no `data`; the response holds errors: {errors}"),
                None => "expected `{\"__schema\": ...}` or `{\"data\": {\"__schema\": ...}}`"
                    .to_string(),
            };
            return Err(shape("$", msg));
        }
    };
    let schema_path = format!("{data_path}.__schema");
    let schema = At {
        value: At {
            value: data,
            path: data_path,
        }
        .field("__schema")
        .ok_or_else(|| shape(data_path, "missing object `__schema`"))
        .and_then(|v| match v {
            Value::Object(_) => Ok(v),
            _ => Err(shape(data_path, "`__schema` must be an object")),
        })?,
        path: &schema_path,
    };
    let mut sdl = String::with_capacity(64 * 1024);
    let root_name = |key: &str| -> Result<Option<&str>, Shape> {
        match schema.field(key) {
            None => Ok(None),
            Some(v) => {
                let path = format!("{schema_path}.{key}");
                At {
                    value: v,
                    path: &path,
                }
                .str("name")
                .map(Some)
            }
        }
    };
    let query =
        root_name("queryType")?.ok_or_else(|| shape(&schema_path, "missing `queryType`"))?;
    let _ = write!(sdl, "schema {{\n  query: {query}\n");
    if let Some(m) = root_name("mutationType")? {
        let _ = writeln!(sdl, "  mutation: {m}");
    }
    if let Some(s) = root_name("subscriptionType")? {
        let _ = writeln!(sdl, "  subscription: {s}");
    }
    sdl.push_str("}\n\n");

    let types = schema.list("types")?;
    if types.is_empty() {
        return Err(shape(&schema_path, "`types` must be a non-empty array"));
    }
    for (path, ty) in &types {
        write_type(&mut sdl, At { value: ty, path })?;
    }
    for (path, d) in schema.list("directives")? {
        write_directive(
            &mut sdl,
            At {
                value: d,
                path: &path,
            },
        )?;
    }
    Ok(sdl)
}

fn description(sdl: &mut String, at: At<'_, '_>, indent: &str) -> Result<(), Shape> {
    if let Some(d) = at.opt_str("description")? {
        // A JSON string literal is a valid GraphQL string literal.
        let quoted = serde_json::to_string(d).unwrap_or_else(|_| "\"\"".to_string());
        let _ = writeln!(sdl, "{indent}{quoted}");
    }
    Ok(())
}

fn deprecated(sdl: &mut String, at: At<'_, '_>) -> Result<(), Shape> {
    if at.bool("isDeprecated")? {
        match at.opt_str("deprecationReason")? {
            Some(reason) => {
                let quoted = serde_json::to_string(reason).unwrap_or_default();
                let _ = write!(sdl, " @deprecated(reason: {quoted})");
            }
            None => sdl.push_str(" @deprecated"),
        }
    }
    Ok(())
}

fn type_ref(at: At<'_, '_>, depth: usize) -> Result<String, Shape> {
    if depth > 16 {
        return Err(shape(at.path, "type reference nested too deep"));
    }
    let kind = at.str("kind")?;
    let inner = || -> Result<String, Shape> {
        let path = format!("{}.ofType", at.path);
        let value = at
            .field("ofType")
            .ok_or_else(|| shape(at.path, format!("`{kind}` needs `ofType`")))?;
        type_ref(At { value, path: &path }, depth + 1)
    };
    match kind {
        "NON_NULL" => Ok(format!("{}!", inner()?)),
        "LIST" => Ok(format!("[{}]", inner()?)),
        _ => Ok(at.str("name")?.to_string()),
    }
}

fn input_value(sdl: &mut String, at: At<'_, '_>, indent: &str) -> Result<(), Shape> {
    description(sdl, at, indent)?;
    let name = at.str("name")?;
    let path = format!("{}.type", at.path);
    let ty = type_ref(
        At {
            value: at
                .field("type")
                .ok_or_else(|| shape(at.path, "missing `type`"))?,
            path: &path,
        },
        0,
    )?;
    let _ = write!(sdl, "{indent}{name}: {ty}");
    if let Some(default) = at.opt_str("defaultValue")? {
        let _ = write!(sdl, " = {default}");
    }
    deprecated(sdl, at)?;
    sdl.push('\n');
    Ok(())
}

fn arguments(sdl: &mut String, at: At<'_, '_>, indent: &str) -> Result<(), Shape> {
    let args = at.list("args")?;
    if !args.is_empty() {
        sdl.push_str("(\n");
        for (path, a) in args {
            input_value(
                sdl,
                At {
                    value: a,
                    path: &path,
                },
                &format!("{indent}  "),
            )?;
        }
        let _ = write!(sdl, "{indent})");
    }
    Ok(())
}

fn names(at: At<'_, '_>, key: &str) -> Result<Vec<String>, Shape> {
    at.list(key)?
        .into_iter()
        .map(|(path, v)| {
            At {
                value: v,
                path: &path,
            }
            .str("name")
            .map(str::to_string)
        })
        .collect()
}

fn write_type(sdl: &mut String, at: At<'_, '_>) -> Result<(), Shape> {
    let name = at.str("name")?;
    if name.starts_with("__") || BUILT_IN_SCALARS.contains(&name) {
        return Ok(());
    }
    let kind = at.str("kind")?;
    description(sdl, at, "")?;
    match kind {
        "SCALAR" => {
            let _ = write!(sdl, "scalar {name}");
            let url = match at.opt_str("specifiedByURL")? {
                Some(u) => Some(u),
                None => at.opt_str("specifiedByUrl")?,
            };
            if let Some(url) = url {
                let quoted = serde_json::to_string(url).unwrap_or_default();
                let _ = write!(sdl, " @specifiedBy(url: {quoted})");
            }
            sdl.push('\n');
        }
        "OBJECT" | "INTERFACE" => {
            let keyword = if kind == "OBJECT" {
                "type"
            } else {
                "interface"
            };
            let _ = write!(sdl, "{keyword} {name}");
            let interfaces = names(at, "interfaces")?;
            if !interfaces.is_empty() {
                let _ = write!(sdl, " implements {}", interfaces.join(" & "));
            }
            let fields = at.list("fields")?;
            if fields.is_empty() {
                return Err(shape(at.path, format!("{kind} `{name}` has no `fields`")));
            }
            sdl.push_str(" {\n");
            for (path, f) in fields {
                let f = At {
                    value: f,
                    path: &path,
                };
                description(sdl, f, "  ")?;
                let _ = write!(sdl, "  {}", f.str("name")?);
                arguments(sdl, f, "  ")?;
                let tpath = format!("{path}.type");
                let ty = type_ref(
                    At {
                        value: f
                            .field("type")
                            .ok_or_else(|| shape(&path, "missing `type`"))?,
                        path: &tpath,
                    },
                    0,
                )?;
                let _ = write!(sdl, ": {ty}");
                deprecated(sdl, f)?;
                sdl.push('\n');
            }
            sdl.push_str("}\n");
        }
        "UNION" => {
            let members = names(at, "possibleTypes")?;
            let _ = writeln!(sdl, "union {name} = {}", members.join(" | "));
        }
        "ENUM" => {
            let values = at.list("enumValues")?;
            if values.is_empty() {
                return Err(shape(at.path, format!("ENUM `{name}` has no `enumValues`")));
            }
            let _ = writeln!(sdl, "enum {name} {{");
            for (path, v) in values {
                let v = At {
                    value: v,
                    path: &path,
                };
                description(sdl, v, "  ")?;
                let _ = write!(sdl, "  {}", v.str("name")?);
                deprecated(sdl, v)?;
                sdl.push('\n');
            }
            sdl.push_str("}\n");
        }
        "INPUT_OBJECT" => {
            let fields = at.list("inputFields")?;
            if fields.is_empty() {
                return Err(shape(
                    at.path,
                    format!("INPUT_OBJECT `{name}` has no `inputFields`"),
                ));
            }
            let _ = write!(sdl, "input {name}");
            if at.bool("isOneOf")? {
                sdl.push_str(" @oneOf");
            }
            sdl.push_str(" {\n");
            for (path, f) in fields {
                input_value(
                    sdl,
                    At {
                        value: f,
                        path: &path,
                    },
                    "  ",
                )?;
            }
            sdl.push_str("}\n");
        }
        other => {
            return Err(shape(
                at.path,
                format!("unknown type kind `{other}` for `{name}`"),
            ));
        }
    }
    sdl.push('\n');
    Ok(())
}

fn write_directive(sdl: &mut String, at: At<'_, '_>) -> Result<(), Shape> {
    let name = at.str("name")?;
    if BUILT_IN_DIRECTIVES.contains(&name) {
        return Ok(());
    }
    description(sdl, at, "")?;
    let _ = write!(sdl, "directive @{name}");
    arguments(sdl, at, "")?;
    if at.bool("isRepeatable")? {
        sdl.push_str(" repeatable");
    }
    let locations = at
        .list("locations")?
        .into_iter()
        .map(|(path, v)| {
            v.as_str()
                .map(str::to_string)
                .ok_or_else(|| shape(&path, "a directive location must be a string"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if locations.is_empty() {
        return Err(shape(
            at.path,
            format!("directive `@{name}` has no `locations`"),
        ));
    }
    let _ = writeln!(sdl, " on {}\n", locations.join(" | "));
    Ok(())
}
