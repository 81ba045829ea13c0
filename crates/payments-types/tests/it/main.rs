//! payments-types' tests, one binary: input objects, the properties of every type, and (with
//! the `cynic` feature) the input objects as cynic variables.

#[cfg(feature = "cynic")]
mod cynic_inputs;
mod inputs;
mod mobile_reference;
mod phone_metadata;
mod properties;
