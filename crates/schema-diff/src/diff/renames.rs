//! Rename detection: a type removed and a structurally equivalent type of the same kind added in
//! the same diff become one `TYPE_RENAMED` (still BREAKING: clients name types in variables,
//! fragments and generated code). Pairs are made only when the structure matches exactly one
//! removed and one added type. Scalars are never paired (no structure to compare).

use std::collections::{BTreeMap, HashMap};

use apollo_compiler::Schema;
use apollo_compiler::schema::ExtendedType;

use crate::change::{Change, ChangeKind, Criticality};
use crate::coordinate::{self, Coordinate};

/// A kind-tagged, order-independent description of a type's structure.
fn signature(ty: &ExtendedType) -> Option<String> {
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v.join(",")
    };
    let sig = match ty {
        ExtendedType::Scalar(_) => return None,
        ExtendedType::Enum(e) => format!(
            "enum:{}",
            sorted(e.values.keys().map(|k| k.to_string()).collect())
        ),
        ExtendedType::Union(u) => format!(
            "union:{}",
            sorted(u.members.iter().map(|m| m.name.to_string()).collect())
        ),
        ExtendedType::InputObject(i) => format!(
            "input:{}",
            sorted(
                i.fields
                    .values()
                    .map(|f| format!(
                        "{}:{}={:?}",
                        f.name,
                        f.ty,
                        f.default_value.as_ref().map(|v| v.to_string())
                    ))
                    .collect()
            )
        ),
        ExtendedType::Object(_) | ExtendedType::Interface(_) => {
            let (keyword, fields, interfaces) = match ty {
                ExtendedType::Object(o) => ("object", &o.fields, &o.implements_interfaces),
                ExtendedType::Interface(i) => ("interface", &i.fields, &i.implements_interfaces),
                _ => return None,
            };
            let fields = sorted(
                fields
                    .values()
                    .map(|f| {
                        let args = sorted(
                            f.arguments
                                .iter()
                                .map(|a| format!("{}:{}", a.name, a.ty))
                                .collect(),
                        );
                        format!("{}({args}):{}", f.name, f.ty)
                    })
                    .collect(),
            );
            let interfaces = sorted(interfaces.iter().map(|i| i.name.to_string()).collect());
            format!("{keyword}:{fields}|{interfaces}")
        }
    };
    Some(sig)
}

/// Replaces paired `TYPE_REMOVED` + `TYPE_ADDED` with one `TYPE_RENAMED`, and notes the rename in
/// the messages of type-reference changes it causes.
pub(crate) fn merge(old: &Schema, new: &Schema, changes: Vec<Change>) -> Vec<Change> {
    let mut candidates: BTreeMap<String, (Vec<String>, Vec<String>)> = BTreeMap::new();
    for c in &changes {
        let (schema, removed) = match c.kind {
            ChangeKind::TypeRemoved => (old, true),
            ChangeKind::TypeAdded => (new, false),
            _ => continue,
        };
        let Some(sig) = schema.types.get(c.coordinate.as_str()).and_then(signature) else {
            continue;
        };
        let entry = candidates.entry(sig).or_default();
        if removed {
            entry.0.push(c.coordinate.clone());
        } else {
            entry.1.push(c.coordinate.clone());
        }
    }
    let renames: HashMap<String, String> = candidates
        .into_values()
        .filter(|(r, a)| r.len() == 1 && a.len() == 1)
        .map(|(mut r, mut a)| (r.remove(0), a.remove(0)))
        .collect();
    if renames.is_empty() {
        return changes;
    }
    let added: HashMap<&str, &str> = renames
        .iter()
        .map(|(o, n)| (n.as_str(), o.as_str()))
        .collect();
    let mut out = Vec::with_capacity(changes.len());
    for mut c in changes.iter().cloned() {
        match c.kind {
            ChangeKind::TypeAdded if added.contains_key(c.coordinate.as_str()) => continue,
            ChangeKind::TypeRemoved => {
                if let Some(to) = renames.get(&c.coordinate) {
                    let what = old
                        .types
                        .get(c.coordinate.as_str())
                        .map(super::types::kind_name)
                        .unwrap_or("type");
                    let mut renamed = Change::new(
                        ChangeKind::TypeRenamed,
                        Criticality::Breaking,
                        c.coordinate.clone(),
                        format!(
                            "{what} '{}' was renamed '{to}' (same structure); clients that name the type (variables, fragments, generated types) break",
                            c.coordinate
                        ),
                    );
                    renamed.new_coordinate = Some(to.clone());
                    out.push(renamed);
                    continue;
                }
            }
            ChangeKind::FieldTypeChanged
            | ChangeKind::FieldArgumentTypeChanged
            | ChangeKind::InputFieldTypeChanged
            | ChangeKind::DirectiveArgumentTypeChanged => {
                if let Some((from, to)) = caused_by_rename(old, new, &c.coordinate, &renames) {
                    c.message
                        .push_str(&format!(" (follows from the rename of '{from}' to '{to}')"));
                }
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

fn caused_by_rename<'r>(
    old: &Schema,
    new: &Schema,
    coordinate: &str,
    renames: &'r HashMap<String, String>,
) -> Option<(&'r str, &'r str)> {
    let coord: Coordinate = coordinate.parse().ok()?;
    let o = coordinate::type_of(old, &coord)?;
    let n = coordinate::type_of(new, &coord)?;
    let (from, to) = renames.get_key_value(o.inner_named_type().as_str())?;
    let expected = o.to_string().replace(from.as_str(), to);
    (expected == n.to_string()).then_some((from.as_str(), to.as_str()))
}
