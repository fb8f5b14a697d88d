//! Connect Four searched to the end against Pascal Pons' "End-Easy" benchmark (`Test_L3_R1`, kept
//! in `tests/data/connect4/` as published, a copy of the shared reference data, so that a fresh
//! clone anywhere has it): every one of its 1,000 positions gets Pons' exact score, sign and
//! distance, from a search to the end of the game.
// CITE: Pascal Pons, "Solving Connect 4: how to build a perfect AI", part 2 "Test protocol".

use cutoff::game::connect4::{pons_score, Connect4};
use cutoff::search::{Algorithm, SearchConfig, Techniques};
use cutoff::{AnyGame, GameSpec};
use serde_json::json;
use std::path::PathBuf;

/// The benchmark file, as published (tests/data/connect4/README.md says its format).
fn benchmark_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/connect4/Test_L3_R1")
}

fn positions() -> Vec<(String, i32)> {
    let text = std::fs::read_to_string(benchmark_file()).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let (moves, score) = l
                .split_once(' ')
                .unwrap_or_else(|| panic!("not '<moves> <score>': {l}"));
            (
                moves.to_string(),
                score
                    .trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("score in {l}")),
            )
        })
        .collect()
}

/// The solver's settings: PVS, a transposition table and centre-first ordering.
fn solver() -> SearchConfig {
    SearchConfig {
        algorithm: Algorithm::Pvs,
        techniques: Techniques {
            tt: true,
            ordering: vec!["centre".into()],
            ..Techniques::default()
        },
        ..SearchConfig::default()
    }
}

fn solve(moves: &str, config: &SearchConfig) -> Option<i32> {
    let game = AnyGame::load(&GameSpec::new("connect4", json!({ "position": moves }))).unwrap();
    let p = Connect4::parse(moves, 7, 6).unwrap();
    let end = 42 - p.stones();
    let config = SearchConfig {
        depth: Some(end),
        ..config.clone()
    };
    let value = game
        .search(&config)
        .unwrap_or_else(|e| panic!("{moves}: {e}"))
        .value;
    pons_score(&p, value)
}

#[test]
fn every_end_easy_position_searched_to_the_end_scores_as_pons_says() {
    let all = positions();
    assert_eq!(all.len(), 1000, "Test_L3_R1 has 1,000 positions");
    let config = solver();
    let wrong: Vec<String> = all
        .iter()
        .filter_map(|(moves, want)| {
            let got = solve(moves, &config);
            (got != Some(*want)).then(|| format!("{moves}: {got:?}, Pons {want}"))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "{} of 1,000 wrong, first: {:?}",
        wrong.len(),
        &wrong[..wrong.len().min(5)]
    );
}

#[test]
fn plain_alpha_beta_agrees_on_the_first_hundred_positions() {
    // The seed's alpha-beta, no technique: the engine's table and ordering must not be what makes
    // the scores right.
    let config = SearchConfig::default();
    for (moves, want) in positions().iter().take(100) {
        assert_eq!(solve(moves, &config), Some(*want), "{moves}");
    }
}

#[test]
fn a_full_board_with_no_four_is_a_draw_valued_zero() {
    // The first draw of the file played out: the board fills with no four.
    let (moves, score) = positions()
        .into_iter()
        .find(|(m, s)| *s == 0 && m.len() >= 36)
        .unwrap();
    assert_eq!(score, 0);
    let game = AnyGame::load(&GameSpec::new("connect4", json!({ "position": moves }))).unwrap();
    let end = 42 - moves.len() as u32;
    let outcome = game
        .search(&SearchConfig {
            depth: Some(end),
            ..SearchConfig::default()
        })
        .unwrap();
    assert_eq!(outcome.value, 0, "{moves}");
}
