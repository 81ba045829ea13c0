//! What the resolvers need to know of the schema's types, read once from the parsed SDL.

use std::collections::{HashMap, HashSet};

use apollo_compiler::ast;
use apollo_compiler::schema::ExtendedType;

/// What the resolvers need to know of the schema's types.
pub struct Info {
    /// Names of the output object types.
    pub objects: HashSet<String>,
    /// Object types with `success` and `code`: a refusal becomes such a reply.
    pub reply_types: HashSet<String>,
    /// Non-null list fields of each reply type (e.g. `Statement.rows`): `[]` in a refusal
    /// reply, which otherwise only has `success`, `code` and `message`.
    pub reply_lists: HashMap<String, Vec<String>>,
    /// Fields of every input object, and arguments of every field (`Type.field`), with their
    /// types: to coerce `ID` values given as integers to strings (GraphQL's input coercion).
    pub input_fields: HashMap<String, Vec<(String, ast::Type)>>,
}

impl Info {
    /// Reads the object, reply and input types of `schema`.
    pub fn of(parsed: &apollo_compiler::Schema) -> Self {
        let mut info = Info {
            objects: HashSet::new(),
            reply_types: HashSet::new(),
            reply_lists: HashMap::new(),
            input_fields: HashMap::new(),
        };
        for (name, ty) in &parsed.types {
            if let ExtendedType::InputObject(io) = ty {
                let fields = io
                    .fields
                    .iter()
                    .map(|(n, f)| (n.to_string(), f.ty.as_ref().clone()))
                    .collect();
                info.input_fields.insert(name.to_string(), fields);
            }
            if let ExtendedType::Object(o) = ty {
                for (fname, f) in &o.fields {
                    let args = f
                        .arguments
                        .iter()
                        .map(|a| (a.name.to_string(), a.ty.as_ref().clone()))
                        .collect();
                    info.input_fields.insert(format!("{name}.{fname}"), args);
                }
                info.objects.insert(name.to_string());
                if o.fields.contains_key("success") && o.fields.contains_key("code") {
                    info.reply_types.insert(name.to_string());
                    let lists: Vec<String> = o
                        .fields
                        .iter()
                        .filter(|(_, f)| matches!(f.ty, ast::Type::NonNullList(_)))
                        .map(|(n, _)| n.to_string())
                        .collect();
                    info.reply_lists.insert(name.to_string(), lists);
                }
            }
        }
        info
    }
}
