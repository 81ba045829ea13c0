// A misspelt option of an input object's field is refused, with the field, the option and the
// options there are (payments-types-derive's `#[input_object]`).
#[payments_types_derive::input_object]
pub struct IdDocInput {
    #[input(renmae = "type")]
    pub doc_type: String,
    pub doc_number: String,
}

fn main() {}
