//! The simulated clock: real time scaled, plus explicit advances.

use std::time::Instant;

use time::{Duration, OffsetDateTime};

/// Simulated time. `now = start + real_elapsed * scale + advanced`.
#[derive(Debug, Clone)]
pub struct SimClock {
    start: OffsetDateTime,
    real_start: Instant,
    scale: f64,
    advanced: Duration,
}

impl SimClock {
    /// A clock starting at `start`, running at `scale` simulated seconds per real second.
    pub fn new(start: OffsetDateTime, scale: f64) -> Self {
        let scale = if scale.is_finite() && scale >= 0.0 {
            scale
        } else {
            0.0
        };
        Self {
            start,
            real_start: Instant::now(),
            scale,
            advanced: Duration::ZERO,
        }
    }

    /// The current simulated instant (UTC, whole microseconds).
    pub fn now(&self) -> OffsetDateTime {
        let real = self.real_start.elapsed().as_secs_f64() * self.scale;
        let t = self.start + self.advanced + Duration::seconds_f64(real);
        t.replace_nanosecond(t.nanosecond() / 1000 * 1000)
            .unwrap_or(t)
    }

    /// Moves the clock forward by `seconds`; true when it moved. Zero, negative and non-finite
    /// values, and moves past the year 9000, leave it where it is.
    pub fn advance(&mut self, seconds: f64) -> bool {
        if !(seconds.is_finite() && seconds > 0.0) {
            return false;
        }
        let next = self.advanced + Duration::seconds_f64(seconds.min(1.0e11));
        let in_range = self
            .start
            .checked_add(next)
            .is_some_and(|t| t.year() < 9000);
        if in_range {
            self.advanced = next;
        }
        in_range
    }

    /// Whether time moves by itself.
    pub fn is_running(&self) -> bool {
        self.scale > 0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frozen_clock_moves_only_when_advanced() {
        let start = time::macros::datetime!(2026-07-01 00:00:00 UTC);
        let mut c = SimClock::new(start, 0.0);
        assert_eq!(c.now(), start);
        let later = time::macros::datetime!(2026-07-01 00:01:30 UTC);
        assert!(c.advance(90.0));
        assert_eq!(c.now(), later);
        assert!(!c.advance(-5.0));
        assert_eq!(c.now(), later);
        assert!(!c.advance(f64::NAN));
        assert_eq!(c.now(), later);
        let moved = (0..10).filter(|_| c.advance(f64::MAX)).count();
        assert!(moved < 10, "a move past the year 9000 is refused");
        assert!(
            c.now().year() < 9000,
            "the clock stays in range instead of overflowing"
        );
    }
}
