//! Numbers as a person reads them in a message: thousands separated, bytes as megabytes. The
//! error messages ([`crate::error`]) and the CLI write them the same way.

/// Bytes as megabytes for a message: "0.4", "12", "1,530".
pub fn megabytes(bytes: u64) -> String {
    let mb = bytes as f64 / 1e6;
    if mb < 10.0 {
        format!("{mb:.1}")
    } else {
        group(mb.round() as u64)
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
    }
}
