//! Benchmark: AlphaZero in miniature on tic-tac-toe (and Connect Four 5x4), trained from scratch.
//!
//!     cargo bench --bench mcts
//!
//! What it prints (counts and ratios; the clock is only reported, never a pass/fail):
//! - the self-play training with the default [`TrainConfig::tictactoe`] and its wall-clock time;
//! - PUCT with the trained net at 25, 50, 100 and 200 iterations a move: the games lost against
//!   every line of perfect play (the opponent may take any outcome-keeping move; all are
//!   followed) as X and as O, and the share of perfect-play moves in 200 random trap positions
//!   (seed 2026, other than the CLI's curve's); the same share for UCT at 200 and 5,000 iterations;
//! - seed 001's "thinks less": on those positions, the network evaluations PUCT makes a move
//!   against the nodes alpha-beta visits (full depth, natural order), and their ratio;
//! - the goals with MET / NOT MET: no loss against perfect play as X or as O at ≤ 200 iterations,
//!   ≥ 90 % perfect-play moves, trained in ≤ 60 s;
//! - Connect Four 5x4 (`CUTOFF_BENCH_C4_GAMES`, [`TrainConfig::connect4`]'s 2,000 by default; 0 skips it): training time, and
//!   PUCT at 200 iterations against a random player and against UCT at 1,000 iterations.
//!
//! Run without `--bench` (as `cargo test --benches` does) it trains 50 games only, to check it runs.

use cutoff::game::connect4::Connect4;
use cutoff::game::solve::solve;
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::{Game, Side};
use cutoff::nn::Net;
use cutoff::search::mcts::{uct, Params};
use cutoff::search::selfplay::{
    against_perfect_play, against_random, perfect_move_share, puct_move, train, trap_positions,
    TrainConfig,
};
use cutoff::search::{run_seed, Algorithm, Fail};
use cutoff::trace::NoTrace;
use std::time::Instant;

fn main() {
    let bench_mode = std::env::args().any(|a| a == "--bench");
    let start = TicTacToe::new();
    let sol = solve(&start);
    let traps = trap_positions(&start, &sol, 200, 2026);
    let mut cfg = TrainConfig::tictactoe();
    if !bench_mode {
        cfg.games = 50;
        println!("(run without --bench: 50 games only; use `cargo bench --bench mcts`)");
    }
    println!("tic-tac-toe: training from scratch, {} self-play games, PUCT {} iterations a move, net {:?} hidden, seed {}", cfg.games, cfg.iterations, cfg.hidden, cfg.seed);
    let t0 = Instant::now();
    let net = train(&start, &cfg, 500, |_, p| {
        println!(
            "  games {:>5}  loss {:.4}  {:.1} s",
            p.games,
            p.loss,
            t0.elapsed().as_secs_f64()
        );
        true
    });
    let train_s = t0.elapsed().as_secs_f64();
    println!(
        "trained in {train_s:.1} s ({:.0} games/s), {} parameters",
        cfg.games as f64 / train_s,
        net.params.len()
    );
    println!();
    println!(
        "{:<28} {:>14} {:>14} {:>15} {:>12}",
        "player", "lost as X", "lost as O", "perfect moves", "evals/move"
    );
    let mut best_ok = false;
    for iterations in [25, 50, 100, 200] {
        let mut choose = |p: &TicTacToe| puct_move(p, &net, iterations).0;
        let x = against_perfect_play(&start, &sol, Side::Max, &mut choose);
        let o = against_perfect_play(&start, &sol, Side::Min, &mut choose);
        let share = perfect_move_share(&traps, &sol, |p| puct_move(p, &net, iterations).0);
        let evals: u64 = traps.iter().map(|p| puct_move(p, &net, iterations).1).sum();
        println!(
            "{:<28} {:>14} {:>14} {:>14.1}% {:>12.1}",
            format!("PUCT + net, {iterations} iterations"),
            format!("{} of {}", x.3, x.0),
            format!("{} of {}", o.3, o.0),
            share * 100.0,
            evals as f64 / traps.len() as f64
        );
        if x.3 == 0 && o.3 == 0 && share >= 0.9 {
            best_ok = true;
        }
    }
    for iterations in [200, 5000] {
        let mut choose = |p: &TicTacToe| {
            uct(
                p,
                &Params {
                    iterations,
                    ..Params::default()
                },
                NoTrace,
            )
            .0
            .best_move
        };
        let x = against_perfect_play(&start, &sol, Side::Max, &mut choose);
        let o = against_perfect_play(&start, &sol, Side::Min, &mut choose);
        let share = perfect_move_share(&traps, &sol, |p| {
            uct(
                p,
                &Params {
                    iterations,
                    ..Params::default()
                },
                NoTrace,
            )
            .0
            .best_move
        });
        let plies: u64 = traps
            .iter()
            .map(|p| {
                let s = uct(
                    p,
                    &Params {
                        iterations,
                        ..Params::default()
                    },
                    NoTrace,
                )
                .0
                .stats;
                s.nodes + s.rollout_plies
            })
            .sum();
        println!(
            "{:<28} {:>14} {:>14} {:>14.1}% {:>12.1}",
            format!("UCT, {iterations} iterations"),
            format!("{} of {}", x.3, x.0),
            format!("{} of {}", o.3, o.0),
            share * 100.0,
            plies as f64 / traps.len() as f64
        );
    }
    let ab_nodes: u64 = traps
        .iter()
        .map(|p| {
            run_seed(p, Algorithm::Alphabeta, Fail::Soft, 9, NoTrace)
                .0
                .stats
                .nodes
        })
        .sum();
    let ab_share = perfect_move_share(&traps, &sol, |p| {
        run_seed(p, Algorithm::Alphabeta, Fail::Soft, 9, NoTrace)
            .0
            .best_move
    });
    println!(
        "{:<28} {:>14} {:>14} {:>14.1}% {:>12.1}",
        "alpha-beta, full depth",
        "-",
        "-",
        ab_share * 100.0,
        ab_nodes as f64 / traps.len() as f64
    );
    let puct_evals: u64 = traps.iter().map(|p| puct_move(p, &net, 200).1).sum();
    println!("(evals/move: network evaluations for PUCT, tree nodes plus rollout plies for UCT, nodes visited for alpha-beta)");
    println!("thinks less: PUCT at 200 iterations evaluates {:.2} positions for each one alpha-beta visits", puct_evals as f64 / ab_nodes as f64);
    println!();
    println!("goal: never loses to perfect play as X or O with >= 90 % perfect-play moves at <= 200 iterations: {}", if best_ok { "MET" } else { "NOT MET" });
    println!(
        "goal: trained from scratch in <= 60 s: {} ({train_s:.1} s)",
        if train_s <= 60.0 { "MET" } else { "NOT MET" }
    );

    let c4_games: u32 = std::env::var("CUTOFF_BENCH_C4_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if bench_mode {
            TrainConfig::connect4().games
        } else {
            0
        });
    if c4_games > 0 {
        println!();
        let c4 = Connect4::empty(5, 4);
        let cfg = TrainConfig {
            games: c4_games,
            ..TrainConfig::connect4()
        };
        println!(
            "Connect Four 5x4: {} self-play games, PUCT {} iterations a move, net {:?} hidden",
            cfg.games, cfg.iterations, cfg.hidden
        );
        let t0 = Instant::now();
        let net = train(&c4, &cfg, 200, |_, p| {
            println!(
                "  games {:>5}  loss {:.4}  {:.1} s",
                p.games,
                p.loss,
                t0.elapsed().as_secs_f64()
            );
            true
        });
        println!("trained in {:.1} s", t0.elapsed().as_secs_f64());
        let mut choose = |p: &Connect4| puct_move(p, &net, 200).0;
        let r = against_random(&c4, 40, 7, &mut choose);
        println!(
            "PUCT + net at 200 iterations against a random player: won {} drawn {} lost {} of 40",
            r.0, r.1, r.2
        );
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        for g in 0..10u64 {
            let side = if g % 2 == 0 { Side::Max } else { Side::Min };
            let mut pos = c4;
            let mut moves = Vec::new();
            while !pos.is_terminal() {
                moves.clear();
                pos.legal_moves(&mut moves);
                let m = if pos.side_to_move() == side {
                    puct_move(&pos, &net, 200).0
                } else {
                    uct(
                        &pos,
                        &Params {
                            iterations: 1000,
                            seed: g + 1,
                            ..Params::default()
                        },
                        NoTrace,
                    )
                    .0
                    .best_move
                };
                pos = pos.play(moves[m.unwrap_or(0) as usize]);
            }
            match pos.evaluate().signum() * side.sign() {
                1 => won += 1,
                0 => drawn += 1,
                _ => lost += 1,
            }
        }
        println!("PUCT + net at 200 iterations against UCT at 1,000: won {won} drawn {drawn} lost {lost} of 10");
    }
    let _ = Net::from_json(&net.to_json()).expect("the trained net reads back");
}
