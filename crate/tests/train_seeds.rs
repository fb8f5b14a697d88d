//! Issue 37's line, held from two seeds other than the shipped net's (1): `cutoff train --game
//! tictactoe --seed S` with its defaults gives a net with which PUCT at 200 iterations a move loses
//! no line of perfect play, as X or as O (the perfect player may answer with any move that keeps
//! the true result; every such answer is followed), and picks a perfect-play move in at least 95 %
//! of 200 trap positions. Seeded, so it repeats exactly; `cargo bench --bench train_seeds` holds
//! twenty seeds and more to the same line.
//!
//! Each seed trains the defaults' 6,000 self-play games; the workspace's test profile builds the
//! crate at opt-level 2 (see the Cargo.toml at the root) so that this takes seconds, not minutes.

use cutoff::game::solve::solve;
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::Side;
use cutoff::search::selfplay::{
    against_perfect_play, perfect_move_share, puct_move, train, trap_positions, TrainConfig,
};

fn never_loses_from(seed: u64) {
    let start = TicTacToe::new();
    let sol = solve(&start);
    let cfg = TrainConfig {
        seed,
        ..TrainConfig::tictactoe()
    };
    let net = train(&start, &cfg, cfg.games, |_, _| true);
    let mut choose = |p: &TicTacToe| puct_move(p, &net, 200).0;
    let x = against_perfect_play(&start, &sol, Side::Max, &mut choose);
    let o = against_perfect_play(&start, &sol, Side::Min, &mut choose);
    assert_eq!(
        (x.3, o.3),
        (0, 0),
        "seed {seed}: lost {} of {} lines as X, {} of {} as O",
        x.3,
        x.0,
        o.3,
        o.0
    );
    let traps = trap_positions(&start, &sol, 200, 2026);
    let share = perfect_move_share(&traps, &sol, |p| puct_move(p, &net, 200).0);
    assert!(
        share >= 0.95,
        "seed {seed}: {:.1} % perfect moves",
        share * 100.0
    );
}

#[test]
fn a_net_trained_from_seed_2_never_loses_to_perfect_play() {
    never_loses_from(2);
}

#[test]
fn a_net_trained_from_seed_3_never_loses_to_perfect_play() {
    never_loses_from(3);
}
