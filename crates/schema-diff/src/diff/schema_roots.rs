//! Root operation types (`schema { query mutation subscription }`) and directives on `schema`.

use super::Differ;
use super::directive_usages::{self, Location};
use crate::change::{ChangeKind, Criticality};

pub(crate) fn diff(d: &mut Differ<'_>) {
    let (os, ns) = (d.old, d.new);
    let (old, new) = (&os.schema_definition, &ns.schema_definition);
    let roots = [
        (
            "query",
            ChangeKind::SchemaQueryTypeChanged,
            old.query.as_ref().map(|n| n.name.to_string()),
            new.query.as_ref().map(|n| n.name.to_string()),
        ),
        (
            "mutation",
            ChangeKind::SchemaMutationTypeChanged,
            old.mutation.as_ref().map(|n| n.name.to_string()),
            new.mutation.as_ref().map(|n| n.name.to_string()),
        ),
        (
            "subscription",
            ChangeKind::SchemaSubscriptionTypeChanged,
            old.subscription.as_ref().map(|n| n.name.to_string()),
            new.subscription.as_ref().map(|n| n.name.to_string()),
        ),
    ];
    for (op, kind, o, n) in roots {
        if o == n {
            continue;
        }
        let crit = if o.is_none() {
            Criticality::Safe
        } else {
            Criticality::Breaking
        };
        let show = |t: &Option<String>| t.clone().unwrap_or_else(|| "none".to_string());
        d.push(
            kind,
            crit,
            "schema",
            format!(
                "Schema {op} root type changed from '{}' to '{}'",
                show(&o),
                show(&n)
            ),
        );
        d.values(o.as_deref(), n.as_deref());
    }
    directive_usages::diff(
        d,
        Location::Schema,
        "schema",
        old.directives.iter().map(|c| &***c),
        new.directives.iter().map(|c| &***c),
    );
}
