//! The bottom layer: generic state primitives that know no resource of the service.
//!
//! * [`clock::SimClock`]: simulated time;
//! * [`ledger::Ledger`]: one account's balances as movements;
//! * [`sequence::Sequence`]: the one counter behind every id, VAN and schedule order;
//! * [`schedule::Schedule`]: steps due at a simulated time;
//! * [`table`]: tables and values that remember what changed since they were saved.

pub mod clock;
pub mod ledger;
pub mod schedule;
pub mod sequence;
pub mod table;
