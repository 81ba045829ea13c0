//! With the `cynic` feature: registers the Payments schema with cynic for this crate's derives
//! (`schema = "payments"`), through payments-schema's `register`, the call a team's own
//! `build.rs` makes. Without it: nothing (the validation-only build has no schema).

fn main() {
    #[cfg(feature = "cynic")]
    payments_schema::register().expect("the payments schema registers with cynic");
}
