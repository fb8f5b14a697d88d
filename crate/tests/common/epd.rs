//! The perft suites' EPD files (`tests/data/*.epd`): one position a line, `FEN ;D1 20 ;D2 400 …`,
//! blank lines and `#` comments skipped.

/// A position and its published leaf counts, `(depth, count)`.
pub struct PerftLine {
    pub fen: String,
    pub counts: Vec<(u32, u64)>,
}

/// The lines of `text`, the contents of the data file `file` (named in a malformed line's panic).
pub fn read_perft_suite(text: &str, file: &str) -> Vec<PerftLine> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let mut parts = raw.split(';');
        let fen = parts.next().unwrap().trim().to_string();
        let counts = parts
            .map(|p| {
                let p = p.trim();
                let (d, n) = p
                    .strip_prefix('D')
                    .and_then(|r| r.split_once(' '))
                    .unwrap_or_else(|| {
                        panic!("{file} line {}: '{p}' is not 'D<depth> <count>'", i + 1)
                    });
                (d.parse().unwrap(), n.trim().parse().unwrap())
            })
            .collect();
        lines.push(PerftLine { fen, counts });
    }
    lines
}
