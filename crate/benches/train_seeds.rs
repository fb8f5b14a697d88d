//! Benchmark: tic-tac-toe's self-play training from many seeds, each held to issue 37's line.
//!
//!     cargo bench --bench train_seeds                       # seeds 1 to 20
//!     CUTOFF_SEEDS=101-130 cargo bench --bench train_seeds  # other seeds (a range or a list: 3,7,9)
//!
//! For every seed it trains a fresh net with [`TrainConfig::tictactoe`]'s defaults (what
//! `cutoff train --game tictactoe --seed S` does, without the curve), then plays PUCT with it at
//! 200 iterations a move and prints: the training time; the games lost against every line of
//! perfect play (the perfect player may answer with any move that keeps the true result; every
//! such answer is followed) as X and as O; the share of perfect-play moves in 200 trap positions
//! (seed 2026, other than the CLI curve's 1); and the positions PUCT evaluates on those positions
//! against the nodes alpha-beta visits (full depth, natural order), which picks a perfect move in
//! every one; and alpha-beta to depth 2 with the net's value at its leaves (the NNUE idea): its
//! perfect-move share and nodes on the same positions, the hand-written evaluation's in the totals.
//! Then the totals, and the line: no loss as X or as O, ≥ 95 % perfect moves, ≤ 60 s
//! of training (its CPU time, printed beside the wall clock's: on a machine shared with other
//! builds the clock counts their time too). The times are only reported; the counts repeat
//! exactly from the seeds.
//!
//! `CUTOFF_TRAIN="games=6000,lr_end=0.0005"` overrides the defaults (fields of `TrainConfig`), for
//! trying a change before making it the default. Run without `--bench` (as `cargo test --benches`
//! does) it trains one seed for 30 games, to check it runs.

use cutoff::game::solve::solve;
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::Side;
use cutoff::search::learned::Learned;
use cutoff::search::selfplay::{
    against_perfect_play, perfect_move_share, puct_move, train, trap_positions, TrainConfig,
};
use cutoff::search::{run_seed, Algorithm, Fail};
use cutoff::trace::NoTrace;
use std::cell::Cell;
use std::time::Instant;

/// The seeds of `CUTOFF_SEEDS`: `a-b` or `a,b,c` (1-20 by default).
fn seeds() -> Vec<u64> {
    let spec = std::env::var("CUTOFF_SEEDS").unwrap_or_else(|_| "1-20".into());
    let mut out = Vec::new();
    for part in spec.split(',').filter(|p| !p.trim().is_empty()) {
        match part.split_once('-') {
            Some((a, b)) => {
                let (a, b): (u64, u64) = (a.trim().parse().unwrap(), b.trim().parse().unwrap());
                out.extend(a..=b);
            }
            None => out.push(part.trim().parse().unwrap()),
        }
    }
    out
}

/// The defaults with `CUTOFF_TRAIN`'s `field=value` pairs applied.
fn config() -> TrainConfig {
    let mut cfg = TrainConfig::tictactoe();
    let spec = std::env::var("CUTOFF_TRAIN").unwrap_or_default();
    for pair in spec.split(',').filter(|p| !p.trim().is_empty()) {
        let (k, v) = pair
            .split_once('=')
            .expect("CUTOFF_TRAIN: field=value pairs");
        let f = || v.trim().parse::<f64>().expect("a number");
        match k.trim() {
            "games" => cfg.games = f() as u32,
            "iterations" => cfg.iterations = f() as u32,
            "c_puct" => cfg.c_puct = f(),
            "hidden" => cfg.hidden = v.split('x').map(|h| h.parse().unwrap()).collect(),
            "lr" => cfg.lr = f(),
            "lr_end" => cfg.lr_end = f(),
            "batch" => cfg.batch = f() as usize,
            "steps_per_game" => cfg.steps_per_game = f() as usize,
            "window" => cfg.window = f() as usize,
            "noise" => cfg.noise = f(),
            "temperature_plies" => cfg.temperature_plies = f() as u32,
            "value_mix" => cfg.value_mix = f(),
            "random_plies" => cfg.random_plies = f() as u32,
            other => panic!("CUTOFF_TRAIN: no field {other}"),
        }
    }
    cfg
}

/// The CPU time this thread has used, in seconds (Linux: /proc/thread-self/stat's utime and
/// stime, at 100 ticks a second), or `None` elsewhere. On a machine shared with other builds the
/// wall clock counts their time too; the CPU time is what the training takes alone.
fn thread_cpu_secs() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    // After the name: state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
    let ticks: u64 = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// One seed's figures.
struct Row {
    seed: u64,
    secs: f64,
    /// The training's CPU time (`secs` where it is not known).
    cpu: f64,
    /// (games, won, drawn, lost) against every line of perfect play, as X and as O.
    x: (u32, u32, u32, u32),
    o: (u32, u32, u32, u32),
    share: f64,
    /// PUCT's network evaluations over the trap positions.
    evals: u64,
    /// Alpha-beta to `NNUE_DEPTH` with the net's value at its leaves (the NNUE idea): the
    /// perfect-move share on the trap positions and the nodes it visits there.
    nnue_share: f64,
    nnue_nodes: u64,
}

/// The depth of the learned-evaluation alpha-beta, and of the hand-written one beside it.
const NNUE_DEPTH: u32 = 2;

fn main() {
    let bench_mode = std::env::args().any(|a| a == "--bench");
    let start = TicTacToe::new();
    let sol = solve(&start);
    let traps = trap_positions(&start, &sol, 200, 2026);
    let mut cfg = config();
    let seeds = if bench_mode {
        seeds()
    } else {
        cfg.games = 30;
        println!(
            "(run without --bench: one seed, 30 games; use `cargo bench --bench train_seeds`)"
        );
        vec![1]
    };
    println!("tic-tac-toe from {} seeds: {cfg:?}", seeds.len());
    println!("PUCT at 200 iterations a move with each net; alpha-beta at full depth beside it");
    let ab_nodes: u64 = traps
        .iter()
        .map(|p| {
            run_seed(p, Algorithm::Alphabeta, Fail::Soft, 9, NoTrace)
                .0
                .stats
                .nodes
        })
        .sum();
    println!();
    println!(
        "{:>6} {:>8} {:>7} {:>11} {:>11} {:>14} {:>11} {:>11} {:>13} {:>11} {:>8}",
        "seed",
        "train s",
        "cpu s",
        "lost as X",
        "lost as O",
        "perfect moves",
        "PUCT evals",
        "alpha-beta",
        format!("ab+net d{NNUE_DEPTH} %"),
        "its nodes",
        "line"
    );
    // CUTOFF_THREADS trains that many seeds at once (1 by default: the times are then each alone).
    let threads: usize = std::env::var("CUTOFF_THREADS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
        .max(1);
    let run = |seed: u64| -> Row {
        let c = TrainConfig {
            seed,
            ..cfg.clone()
        };
        let (t0, c0) = (Instant::now(), thread_cpu_secs());
        let net = train(&start, &c, c.games, |_, _| true);
        let secs = t0.elapsed().as_secs_f64();
        let cpu = match (c0, thread_cpu_secs()) {
            (Some(a), Some(b)) => b - a,
            _ => secs,
        };
        let mut choose = |p: &TicTacToe| puct_move(p, &net, 200).0;
        let x = against_perfect_play(&start, &sol, Side::Max, &mut choose);
        let o = against_perfect_play(&start, &sol, Side::Min, &mut choose);
        let share = perfect_move_share(&traps, &sol, |p| puct_move(p, &net, 200).0);
        let evals: u64 = traps.iter().map(|p| puct_move(p, &net, 200).1).sum();
        let calls = Cell::new(0);
        let nnue_share = perfect_move_share(&traps, &sol, |p| {
            run_seed(
                &Learned::new(*p, &net, &calls),
                Algorithm::Alphabeta,
                Fail::Soft,
                NNUE_DEPTH,
                NoTrace,
            )
            .0
            .best_move
        });
        let nnue_nodes: u64 = traps
            .iter()
            .map(|p| {
                run_seed(
                    &Learned::new(*p, &net, &calls),
                    Algorithm::Alphabeta,
                    Fail::Soft,
                    NNUE_DEPTH,
                    NoTrace,
                )
                .0
                .stats
                .nodes
            })
            .sum();
        Row {
            nnue_share,
            nnue_nodes,
            seed,
            secs,
            cpu,
            x,
            o,
            share,
            evals,
        }
    };
    let (mut total_s, mut lost_x, mut lost_o, mut share_sum, mut evals_sum, mut met) =
        (0.0, 0, 0, 0.0, 0, 0);
    let mut min_share = f64::INFINITY;
    let mut max_s: f64 = 0.0;
    let (mut total_cpu, mut max_cpu) = (0.0, 0.0f64);
    let (mut nnue_share_sum, mut nnue_nodes_sum) = (0.0, 0u64);
    let mut failed = Vec::new();
    for group in seeds.chunks(threads) {
        let rows: Vec<Row> = std::thread::scope(|s| {
            let handles: Vec<_> = group
                .iter()
                .map(|&seed| s.spawn(move || run(seed)))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for r in rows {
            let ok = r.x.3 == 0 && r.o.3 == 0 && r.share >= 0.95 && r.cpu <= 60.0;
            println!(
                "{:>6} {:>8.1} {:>7.1} {:>11} {:>11} {:>13.1}% {:>11} {:>11} {:>12.1}% {:>11} {:>8}",
                r.seed,
                r.secs,
                r.cpu,
                format!("{} of {}", r.x.3, r.x.0),
                format!("{} of {}", r.o.3, r.o.0),
                r.share * 100.0,
                r.evals,
                ab_nodes,
                r.nnue_share * 100.0,
                r.nnue_nodes,
                if ok { "met" } else { "NOT MET" }
            );
            total_s += r.secs;
            max_s = max_s.max(r.secs);
            total_cpu += r.cpu;
            max_cpu = max_cpu.max(r.cpu);
            lost_x += r.x.3;
            lost_o += r.o.3;
            share_sum += r.share;
            evals_sum += r.evals;
            nnue_share_sum += r.nnue_share;
            nnue_nodes_sum += r.nnue_nodes;
            min_share = min_share.min(r.share);
            if ok {
                met += 1;
            } else {
                failed.push(r.seed);
            }
        }
    }
    let n = seeds.len() as f64;
    println!();
    println!(
        "total: {} seeds, {met} meet the line{}; training {total_s:.1} s on the clock ({:.1} s a seed, {max_s:.1} s at most), {total_cpu:.1} s of CPU ({:.1} s a seed, {max_cpu:.1} s at most); lines lost {lost_x} as X and {lost_o} as O; perfect moves {:.1} % on average, {:.1} % at least",
        seeds.len(),
        if failed.is_empty() { String::new() } else { format!(" (not: {failed:?})") },
        total_s / n,
        total_cpu / n,
        share_sum / n * 100.0,
        min_share * 100.0
    );
    println!(
        "positions evaluated on the {} trap positions: PUCT at 200 iterations {:.0} a net on average ({:.1} a position), alpha-beta at full depth {ab_nodes} ({:.1} a position): {:.2} PUCT evaluations for each alpha-beta node",
        traps.len(),
        evals_sum as f64 / n,
        evals_sum as f64 / n / traps.len() as f64,
        ab_nodes as f64 / traps.len() as f64,
        evals_sum as f64 / n / ab_nodes as f64
    );
    let hand_share = perfect_move_share(&traps, &sol, |p| {
        run_seed(p, Algorithm::Alphabeta, Fail::Soft, NNUE_DEPTH, NoTrace)
            .0
            .best_move
    });
    let hand_nodes: u64 = traps
        .iter()
        .map(|p| {
            run_seed(p, Algorithm::Alphabeta, Fail::Soft, NNUE_DEPTH, NoTrace)
                .0
                .stats
                .nodes
        })
        .sum();
    println!(
        "the NNUE idea, alpha-beta to depth {NNUE_DEPTH} on the same positions: with each seed's net at its leaves {:.1} % perfect moves on average, {:.0} nodes; with the hand-written evaluation (tic-tac-toe's: the result, 0 while the game is open) {:.1} %, {hand_nodes} nodes",
        nnue_share_sum / n * 100.0,
        nnue_nodes_sum as f64 / n,
        hand_share * 100.0
    );
}
