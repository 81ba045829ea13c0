//! Latency percentiles of the load commands (`load`, `load_deposits`).

use std::time::Duration;

/// The `p` percentile (0 to 1) of `sorted` latencies, nearest rank; `None` when there are none.
pub fn percentile(sorted: &[Duration], p: f64) -> Option<Duration> {
    let last = sorted.len().checked_sub(1)?;
    sorted.get((last as f64 * p).round() as usize).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_of_sorted_latencies() {
        let ms: Vec<Duration> = (1..=101).map(Duration::from_millis).collect();
        assert_eq!(percentile(&ms, 0.5), Some(Duration::from_millis(51)));
        assert_eq!(percentile(&ms, 0.99), Some(Duration::from_millis(100)));
        assert_eq!(percentile(&ms, 1.0), Some(Duration::from_millis(101)));
        assert_eq!(percentile(&[], 0.5), None);
    }
}
