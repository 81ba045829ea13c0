//! The simulator's tests over HTTP, as a client meets it: one test binary, one module per
//! area.

#![allow(dead_code)]

mod common;

mod auth;
mod bad_input;
mod config;
mod control;
mod deposits;
mod faults;
mod ledger;
mod one_source;
mod portal;
mod portal_forms;
mod resources;
mod root_fields;
mod state_db;
mod state_file;
mod stored_forms;
mod sub_clients;
mod uat;
mod validation;
mod webhooks;
mod withdrawals;
