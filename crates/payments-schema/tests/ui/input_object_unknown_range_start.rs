// A date range's end must name its start among the input object's fields
// (payments-types-derive's `#[input_object]`, option `not_before`).
#[payments_types_derive::input_object]
pub struct DepositQueryInput {
    pub min_created_at: Option<String>,
    #[input(not_before = min_created)]
    pub max_created_at: Option<String>,
}

fn main() {}
