//! The one counter of a store: every record id, every VAN and the order of scheduled steps
//! draw from it, so ids are unique across record kinds and a run is reproducible.

/// A counter that only goes up.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct Sequence(u64);

impl Sequence {
    /// The next number (the first is 1).
    pub fn next(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }

    /// A fresh id `prefix_000001`.
    pub fn id(&mut self, prefix: &str) -> String {
        format!("{prefix}_{:06}", self.next())
    }

    /// A fresh 9-digit virtual account number.
    pub fn van(&mut self) -> String {
        format!("{:09}", 100_000_000 + self.next())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_vans_and_numbers_share_one_count() {
        let mut s = Sequence::default();
        assert_eq!(s.id("sc"), "sc_000001");
        assert_eq!(s.van(), "100000002");
        assert_eq!(s.next(), 3);
        assert_eq!(s.id("wd"), "wd_000004");
    }
}
