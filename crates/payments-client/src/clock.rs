//! The time source the client reads and sleeps on, injectable so that token expiry, the login
//! rate limit and retry delays can be tested without waiting.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

/// A boxed, sendable future, as returned by [`Clock::sleep`].
pub type Sleep = Pin<Box<dyn Future<Output = ()> + Send + 'static>>;

/// Wall-clock time and sleeping. The client compares [`Clock::now`] with a token's `exp` and
/// with the time of the last login, and waits with [`Clock::sleep`] (login spacing, retry
/// delays). HTTP timeouts are not affected: they always run on real time.
pub trait Clock: Send + Sync + 'static {
    /// The current time.
    fn now(&self) -> SystemTime;
    /// A future that completes after `duration` has passed on this clock.
    fn sleep(&self, duration: Duration) -> Sleep;
}

/// The real clock: [`SystemTime::now`] and [`tokio::time::sleep`].
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> SystemTime {
        SystemTime::now()
    }

    fn sleep(&self, duration: Duration) -> Sleep {
        Box::pin(tokio::time::sleep(duration))
    }
}

/// A clock for tests: time moves only through [`ManualClock::advance`] and [`Clock::sleep`]
/// (which advances the clock by the requested duration and returns at once). Every sleep is
/// recorded, so a test can check the delays the client chose.
#[derive(Debug, Clone)]
pub struct ManualClock {
    state: Arc<Mutex<ManualState>>,
}

#[derive(Debug)]
struct ManualState {
    now: SystemTime,
    sleeps: Vec<Duration>,
}

impl ManualClock {
    /// A clock standing at `start`.
    pub fn new(start: SystemTime) -> Self {
        Self {
            state: Arc::new(Mutex::new(ManualState {
                now: start,
                sleeps: Vec::new(),
            })),
        }
    }

    /// A clock standing at `secs` seconds after the Unix epoch.
    pub fn at_unix(secs: u64) -> Self {
        Self::new(SystemTime::UNIX_EPOCH + Duration::from_secs(secs))
    }

    /// Moves the clock forward.
    pub fn advance(&self, by: Duration) {
        let mut state = self.lock();
        state.now += by;
    }

    /// Every duration passed to [`Clock::sleep`] so far, in order.
    pub fn sleeps(&self) -> Vec<Duration> {
        self.lock().sleeps.clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, ManualState> {
        // A panic while holding this lock cannot leave the state inconsistent.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Clock for ManualClock {
    fn now(&self) -> SystemTime {
        self.lock().now
    }

    fn sleep(&self, duration: Duration) -> Sleep {
        let mut state = self.lock();
        state.now += duration;
        state.sleeps.push(duration);
        Box::pin(std::future::ready(()))
    }
}

/// Seconds since the Unix epoch as a float (0 for times before it).
pub(crate) fn unix_secs(t: SystemTime) -> f64 {
    t.duration_since(SystemTime::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// A shared clock is a clock: one `Arc` can serve several clients, or a clock chosen at run
/// time can be passed as `Arc<dyn Clock>`.
impl<C: Clock + ?Sized> Clock for Arc<C> {
    fn now(&self) -> SystemTime {
        (**self).now()
    }

    fn sleep(&self, duration: Duration) -> Sleep {
        (**self).sleep(duration)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_clock_is_the_clock_it_shares() {
        let manual = ManualClock::at_unix(1_000);
        let shared: Arc<dyn Clock> = Arc::new(manual.clone());
        poll_ready(shared.sleep(Duration::from_secs(5)));
        assert_eq!(shared.now(), manual.now());
        assert_eq!(manual.sleeps(), [Duration::from_secs(5)]);
    }

    /// Polls a future that is ready at once (a manual clock's sleep).
    fn poll_ready(mut f: Sleep) {
        let waker = std::task::Waker::noop();
        let mut cx = std::task::Context::from_waker(waker);
        assert!(f.as_mut().poll(&mut cx).is_ready());
    }
}
