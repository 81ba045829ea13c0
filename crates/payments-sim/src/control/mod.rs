//! The control API's typed calls: [`Control`], a client of a running simulator's `/sim/`
//! routes (what the portal, support and the banks do), and the typed requests and replies it
//! sends and reads. The server renders its replies from the same types, so each reply's shape
//! is written once. The routes and their JSON are listed in the crate README.

mod client;
mod replies;
mod requests;

pub use client::{Control, ControlError};
pub use replies::{
    AccountView, Clock, DeliveryAttempt, Event, FeatureSet, IpAllowList, IpBlock, Record,
    Redelivered, ResetDone, SecretRotated, TestSent, Unblocked, Webhook, WebhookRegistered,
    WebhookSecret,
};
pub use requests::{
    AccountRef, DepositArrival, DepositSender, FeatureChanges, KycDecision, NewMember,
    OperatorAction, RfiOutcome, WebhookRegistration,
};
