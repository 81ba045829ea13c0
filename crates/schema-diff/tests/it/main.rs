//! schema-diff's integration tests, one binary: one module per area.

mod common;

mod approvals;
mod change_kinds;
mod changelog_check;
mod ci_formats;
mod gate;
mod github_format;
mod history;
mod impact_report;
mod load;
mod operations;
mod vendored_changelog;
