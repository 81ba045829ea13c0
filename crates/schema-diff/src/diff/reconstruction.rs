//! Flags changes to parts of the vendored schema that the spec does not show: any element
//! (or an enclosing field or type) whose description starts with `Not shown in the spec:`,
//! in the old or the new schema.

use apollo_compiler::Schema;

use crate::change::Change;
use crate::coordinate::{self, Coordinate};

/// The description prefix that marks a reconstructed element.
pub const RECONSTRUCTION_MARK: &str = "Not shown in the spec:";

fn marked(schema: &Schema, coordinate: &Coordinate) -> bool {
    let mut cur = Some(coordinate.clone());
    while let Some(c) = cur {
        if let Some(Some(desc)) = coordinate::description(schema, &c)
            && desc.trim_start().starts_with(RECONSTRUCTION_MARK)
        {
            return true;
        }
        cur = c.parent();
    }
    false
}

pub(crate) fn flag(old: &Schema, new: &Schema, changes: &mut [Change]) {
    for change in changes {
        let reconstruction = change
            .coordinates()
            .filter_map(|c| c.parse::<Coordinate>().ok())
            .any(|c| marked(old, &c) || marked(new, &c));
        change.reconstruction = reconstruction;
    }
}
