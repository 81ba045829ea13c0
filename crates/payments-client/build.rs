//! Registers the Payments schema with cynic (payments-schema's `register`, the call a team's own
//! `build.rs` makes), so the operations (and the tests' fragments) are checked against it at
//! compile time.

fn main() {
    payments_schema::register().expect("the payments schema registers with cynic");
}
