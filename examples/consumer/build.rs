//! With `--features cynic`: registers the Payments schema with cynic, so the query in
//! `src/query.rs` is checked against it at compile time. Without: nothing.

fn main() {
    #[cfg(feature = "cynic")]
    payments_schema::register().expect("the payments schema registers with cynic");
}
