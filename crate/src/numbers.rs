//! Numbers as a person reads them in a message: thousands separated, bytes as megabytes. The
//! error messages ([`crate::error`]) and the CLI write them the same way.

/// Bytes as megabytes for a message: "0.4", "12", "1,530": tenths below 10 MB, whole megabytes
/// from there, each rounded half up.
pub fn megabytes(bytes: u64) -> String {
    match megabytes_shown(bytes) {
        MegabytesShown::Tenths(t) => format!("{}.{}", t / 10, t % 10),
        MegabytesShown::Whole(mb) => group(mb),
    }
}

/// How [`megabytes`] rounds: to tenths of a megabyte below 10 MB (in integers, so that the page's
/// number and the English agree at a tie, and no float formatting is in the wasm for it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MegabytesShown {
    Tenths(u64),
    Whole(u64),
}

pub fn megabytes_shown(bytes: u64) -> MegabytesShown {
    // The remainder decides, so that the largest sizes round up too (no addition to overflow).
    let rounded = |unit: u64| bytes / unit + u64::from(bytes % unit >= unit / 2);
    let tenths = rounded(100_000);
    if tenths < 100 {
        MegabytesShown::Tenths(tenths)
    } else {
        MegabytesShown::Whole(rounded(1_000_000))
    }
}

/// `n` with thousands separators: 12,000,000.
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_separated_by_commas() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(12_000_000), "12,000,000");
    }

    #[test]
    fn megabytes_keep_one_decimal_below_ten() {
        assert_eq!(megabytes(400_000), "0.4");
        assert_eq!(megabytes(12_000_000), "12");
        assert_eq!(megabytes(1_530_000_000), "1,530");
        // Half up, as the page's number: 0.25 MB is 0.3, 9.95 MB is 10, 10.5 MB is 11.
        assert_eq!(megabytes(250_000), "0.3");
        assert_eq!(megabytes(49_999), "0.0");
        assert_eq!(megabytes(9_949_999), "9.9");
        assert_eq!(megabytes(9_950_000), "10");
        assert_eq!(megabytes(10_500_000), "11");
        assert_eq!(megabytes(u64::MAX), "18,446,744,073,710");
    }
}
