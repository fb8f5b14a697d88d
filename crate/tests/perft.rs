//! Perft (counting the leaves of the legal-move tree) against published counts in
//! `tests/data/perft.epd`: a wrong count means a move-generation or move-making bug.
//!
//! `cargo test` runs unoptimised, so by default each line is checked only at the depths whose
//! count is at most [`DEFAULT_BUDGET`] leaves (start position and Kiwipete to depth 3-4, the other
//! standard positions to 3-5, the edge cases fully): about 10 s in a debug build. Set
//! `CUTOFF_PERFT_DEEP=1` to check every depth in the file (start position to depth 6, 119 million
//! leaves; about 6 s with `--release`, minutes without).

mod common;

use common::epd::read_perft_suite;
use cutoff::game::chess::{perft, perft_divide, ChessPos};
use std::time::Instant;

/// Leaf counts checked in a default (debug) run.
const DEFAULT_BUDGET: u64 = 2_000_000;

fn deep() -> bool {
    std::env::var("CUTOFF_PERFT_DEEP").is_ok_and(|v| v != "0" && !v.is_empty())
}

#[test]
fn every_position_in_the_data_file_has_the_published_leaf_counts() {
    let suite = read_perft_suite(include_str!("data/perft.epd"), "perft.epd");
    assert!(
        suite.len() >= 20,
        "the data file lost lines: {}",
        suite.len()
    );
    let budget = if deep() { u64::MAX } else { DEFAULT_BUDGET };
    let mut checked = 0;
    for line in &suite {
        let pos = ChessPos::from_fen(&line.fen).unwrap_or_else(|e| panic!("{}: {e}", line.fen));
        for &(depth, expected) in &line.counts {
            if expected > budget {
                continue;
            }
            let start = Instant::now();
            let got = perft(&pos, depth);
            eprintln!(
                "perft {depth} {:>11} {:>8.3}s  {}",
                got,
                start.elapsed().as_secs_f64(),
                line.fen
            );
            assert_eq!(got, expected, "perft({depth}) of {}", line.fen);
            checked += 1;
        }
    }
    assert!(
        checked >= 25,
        "only {checked} counts were within the budget"
    );
}

#[test]
fn the_start_position_counts_20_400_8902_197281() {
    let start = ChessPos::startpos();
    let expected = [1, 20, 400, 8_902, 197_281];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&start, depth as u32), n, "depth {depth}");
    }
}

#[test]
fn kiwipete_counts_48_2039_97862() {
    let kiwipete =
        ChessPos::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")
            .unwrap();
    for (depth, n) in [(1, 48), (2, 2_039), (3, 97_862)] {
        assert_eq!(perft(&kiwipete, depth), n, "depth {depth}");
    }
}

#[test]
fn divide_sums_to_perft_and_names_moves_in_uci() {
    let kiwipete =
        ChessPos::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
    let divide = perft_divide(&kiwipete, 2);
    assert_eq!(divide.len(), 48);
    assert_eq!(divide.iter().map(|d| d.1).sum::<u64>(), 2_039);
    // Castling in standard UCI, not cozy-chess's king-takes-rook form.
    assert!(divide.iter().any(|d| d.0 == "e1g1"));
    assert!(divide.iter().any(|d| d.0 == "e1c1"));
}

/// The start position to depth 5 (4,865,609 leaves) and Kiwipete to depth 4: a few seconds
/// optimised, too slow unoptimised. `cargo test --release --test perft -- --ignored`.
#[test]
#[ignore]
fn deep_start_position_and_kiwipete() {
    assert_eq!(perft(&ChessPos::startpos(), 5), 4_865_609);
    let kiwipete =
        ChessPos::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
    assert_eq!(perft(&kiwipete, 4), 4_085_603);
}
