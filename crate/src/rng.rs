//! The project's one seeded generator: random trees, random move ordering, self-play and the
//! network's first weights all draw from it, so that a seed gives the same result everywhere.

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, well-mixed seeded generator. Hand-written
/// because the trees must be identical on every platform and version, which a library's
/// unspecified algorithm would not promise.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i32, hi: i32) -> i32 {
        let span = (hi as i64 - lo as i64 + 1) as u64;
        (lo as i64 + (self.next_u64() % span) as i64) as i32
    }
}
