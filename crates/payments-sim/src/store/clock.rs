//! The simulated clock: real time scaled, plus explicit advances. Real time is tokio's
//! (the system's, except in a test that pauses it).

use tokio::time::Instant;

use time::{Duration, OffsetDateTime};

/// The clock never reaches this instant (the simulator's dates have four-digit years).
pub const END: OffsetDateTime = time::macros::datetime!(9000-01-01 00:00:00 UTC);

/// Why the clock refused a move; each says how far it could still go.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Refused {
    /// Negative, NaN or infinite.
    NotForward {
        /// Whole seconds left before [`END`].
        max_seconds: i64,
    },
    /// The move would reach [`END`].
    TooFar {
        /// Whole seconds left before [`END`].
        max_seconds: i64,
    },
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (Self::NotForward { max_seconds } | Self::TooFar { max_seconds }) = self;
        let what = match self {
            Self::NotForward { .. } => "must be a finite, non-negative number",
            Self::TooFar { .. } => "is too far",
        };
        write!(
            f,
            "{what}: the clock can move at most {max_seconds} seconds now, as it cannot move \
             past the year 9000 (9000-01-01T00:00:00Z)"
        )
    }
}

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

    /// Moves the clock forward by `seconds`, or says why not: a value that is not a finite
    /// non-negative number, or a move that would reach [`END`], is refused (never shortened)
    /// and the clock stays where it is.
    pub fn advance(&mut self, seconds: f64) -> Result<(), Refused> {
        let max_seconds = self.seconds_left();
        if !(seconds.is_finite() && seconds >= 0.0) {
            return Err(Refused::NotForward { max_seconds });
        }
        // A whole-second bound below END, so `seconds` fits a Duration and the move stays short
        // of END whatever the fraction.
        if seconds > max_seconds as f64 {
            return Err(Refused::TooFar { max_seconds });
        }
        self.advanced += Duration::seconds_f64(seconds);
        Ok(())
    }

    /// Whole seconds the clock can still move: the move must end before [`END`].
    pub fn seconds_left(&self) -> i64 {
        ((END - self.now()).whole_seconds() - 1).max(0)
    }

    /// Whether time moves by itself.
    pub fn is_running(&self) -> bool {
        self.scale > 0.0
    }
}
