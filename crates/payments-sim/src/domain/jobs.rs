//! Runs the processing steps that are due on the simulated clock.

use crate::domain::{ams, conversions, deposits, payments, sub_clients, withdrawals};
use crate::model::jobs::Job;
use crate::model::service::Service;

/// Runs every scheduled step due at the current simulated time, in time order; a step's
/// follow-up that is also due runs in the same call.
pub fn tick(service: &mut Service) {
    let now = service.now();
    // Bounded: every step either finishes a record or schedules a later one.
    for _ in 0..100_000 {
        let Some((at, job)) = service.jobs.pop_due(now) else {
            break;
        };
        match job {
            Job::SubClient(id) => sub_clients::process(service, &id, at),
            Job::Withdrawal(id) => withdrawals::process(service, &id, at),
            Job::Deposit(id) => deposits::process(service, &id, at),
            Job::Conversion(id) => conversions::process(service, &id, at),
            Job::Payment(id) => payments::process(service, &id, at),
            Job::Ams(id) => ams::process(service, &id, at),
        }
    }
}
