//! Benchmark: Pascal Pons' 1,000 "End-Easy" Connect Four positions (`tests/data/connect4/Test_L3_R1`)
//! solved to the end, plain alpha-beta (seed 000's, no technique) against PVS with a transposition
//! table and centre-first ordering, interleaved position by position in the same run.
//!
//!     cargo run --release --example connect4_bench [-- PATH] [--middle N [--budget NODES]] [--middle-only]
//!
//! Prints, per configuration, the median and worst nodes and time per position, and the ratios
//! of each to the baseline (plain alpha-beta) measured in this run; every score is held to Pons'
//! (a wrong one stops the bench with a non-zero exit). `--middle N` then tries N positions of the
//! middle game (15 to 28 moves played, made by seeded random moves) to the end within the default
//! untraced node budget (200,000,000, the CLI's and the page's counts'; `--budget` for another)
//! and says how many it solves.
// CITE: Pascal Pons, "Solving Connect 4: how to build a perfect AI", part 2 "Test protocol".

use cutoff::game::connect4::{pons_score, Connect4};
use cutoff::game::Game;
use cutoff::search::budget::Budget;
use cutoff::search::{self, Algorithm, SearchConfig, Techniques};
use cutoff::trace::NoTrace;
use std::path::PathBuf;
use std::process::exit;
use std::time::Instant;

fn benchmark_file(arg: Option<String>) -> PathBuf {
    if let Some(p) = arg {
        return PathBuf::from(p);
    }
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/connect4/Test_L3_R1");
    if !file.is_file() {
        eprintln!("{} is missing", file.display());
        exit(2)
    }
    file
}

fn config(algorithm: Algorithm, tt: bool, ordering: &[&str]) -> SearchConfig {
    SearchConfig {
        algorithm,
        techniques: Techniques {
            tt,
            ordering: ordering.iter().map(|s| s.to_string()).collect(),
            ..Techniques::default()
        },
        ..SearchConfig::default()
    }
}

struct Row {
    name: &'static str,
    config: SearchConfig,
    nodes: Vec<u64>,
    micros: Vec<f64>,
}

fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.partial_cmp(b).unwrap());
    if s.is_empty() {
        return 0.0;
    }
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn worst(v: &[f64]) -> f64 {
    v.iter().cloned().fold(0.0, f64::max)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let middle = args
        .iter()
        .position(|a| a == "--middle")
        .map(|i| args.get(i + 1).and_then(|n| n.parse().ok()).unwrap_or(100));
    let path = benchmark_file(
        args.iter()
            .find(|a| !a.starts_with("--") && a.parse::<u64>().is_err())
            .cloned(),
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{}: {e}", path.display());
        exit(2)
    });
    let positions: Vec<(Connect4, i32)> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let (m, s) = l.split_once(' ').expect("<moves> <score>");
            (
                Connect4::parse(m, 7, 6).expect("a position"),
                s.trim().parse().expect("a score"),
            )
        })
        .collect();
    let mut rows = vec![
        Row {
            name: "alpha-beta (baseline)",
            config: config(Algorithm::Alphabeta, false, &[]),
            nodes: vec![],
            micros: vec![],
        },
        Row {
            name: "alpha-beta + centre",
            config: config(Algorithm::Alphabeta, false, &["centre"]),
            nodes: vec![],
            micros: vec![],
        },
        Row {
            name: "PVS + table",
            config: config(Algorithm::Pvs, true, &[]),
            nodes: vec![],
            micros: vec![],
        },
        Row {
            name: "PVS + table + centre",
            config: config(Algorithm::Pvs, true, &["centre"]),
            nodes: vec![],
            micros: vec![],
        },
        Row {
            name: "PVS + table + centre,killer,history",
            config: config(Algorithm::Pvs, true, &["centre", "killer", "history"]),
            nodes: vec![],
            micros: vec![],
        },
    ];
    let budget = args
        .iter()
        .position(|a| a == "--budget")
        .and_then(|i| args.get(i + 1))
        .and_then(|b| b.parse().ok())
        .unwrap_or(200_000_000);
    let lines: Vec<Connect4> = positions.iter().map(|(p, _)| *p).collect();
    if args.iter().any(|a| a == "--middle-only") {
        middle_game(middle.unwrap_or(100), budget, &lines);
        return;
    }
    let mut wrong = 0;
    for (p, want) in &positions {
        let depth = p.cells_left();
        for row in rows.iter_mut() {
            let start = Instant::now();
            let outcome = search::run(p, &row.config, depth, NoTrace)
                .expect("a search")
                .0;
            row.micros.push(start.elapsed().as_secs_f64() * 1e6);
            row.nodes.push(outcome.stats.nodes);
            if pons_score(p, outcome.value) != Some(*want) {
                wrong += 1;
                eprintln!(
                    "{} [{}]: {:?}, Pons {want}",
                    p.notation(),
                    row.name,
                    pons_score(p, outcome.value)
                );
            }
        }
    }
    println!(
        "Connect Four, Pons' End-Easy ({} positions, {}), each solved to the end",
        positions.len(),
        path.display()
    );
    println!(
        "scores held to Pons': {} of {} right per configuration",
        positions.len() - wrong / rows.len().max(1),
        positions.len()
    );
    println!();
    println!(
        "{:<38} {:>12} {:>12} {:>12} {:>12}   {:>10} {:>10} {:>10} {:>10}",
        "configuration",
        "median nodes",
        "worst nodes",
        "median µs",
        "worst µs",
        "nodes med",
        "nodes max",
        "time med",
        "time max"
    );
    let base_nodes: Vec<f64> = rows[0].nodes.iter().map(|&n| n as f64).collect();
    let (bn_med, bn_max, bt_med, bt_max) = (
        median(&base_nodes),
        worst(&base_nodes),
        median(&rows[0].micros),
        worst(&rows[0].micros),
    );
    for row in &rows {
        let nodes: Vec<f64> = row.nodes.iter().map(|&n| n as f64).collect();
        let (n_med, n_max, t_med, t_max) = (
            median(&nodes),
            worst(&nodes),
            median(&row.micros),
            worst(&row.micros),
        );
        println!(
            "{:<38} {:>12.0} {:>12.0} {:>12.1} {:>12.1}   {:>9.3}x {:>9.3}x {:>9.3}x {:>9.3}x",
            row.name,
            n_med,
            n_max,
            t_med,
            t_max,
            n_med / bn_med,
            n_max / bn_max,
            t_med / bt_med,
            t_max / bt_max
        );
    }
    println!();
    for row in &rows {
        println!(
            "{:<38} all 1,000 positions: {:>12} nodes, {:>10.1} ms",
            row.name,
            row.nodes.iter().sum::<u64>(),
            row.micros.iter().sum::<f64>() / 1e3
        );
    }
    // Per position, the ratio to the baseline (how much each one gains where it counts).
    println!();
    for row in &rows[1..] {
        let ratios: Vec<f64> = row
            .nodes
            .iter()
            .zip(&rows[0].nodes)
            .map(|(&n, &b)| n as f64 / b as f64)
            .collect();
        let times: Vec<f64> = row
            .micros
            .iter()
            .zip(&rows[0].micros)
            .map(|(&t, &b)| t / b)
            .collect();
        println!("{:<38} per position against the baseline: median nodes ratio {:.3}, median time ratio {:.3}", row.name, median(&ratios), median(&times));
    }
    println!("(ratios: the configuration over the baseline, below 1 is better)");
    if let Some(n) = middle {
        middle_game(n, budget, &lines);
    }
    if wrong > 0 {
        eprintln!("{wrong} scores differ from Pons'");
        exit(1);
    }
}

/// Positions of the middle game, 15 to 28 moves played, each searched to the end with PVS + table +
/// centre under `budget` nodes: made by seeded random moves (no game already over), and the first
/// moves of Pons' own lines (the middle of the games his End-Easy positions end).
fn middle_game(n: usize, budget: u64, lines: &[Connect4]) {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let per = n / 14 + 1;
    for source in ["random moves", "Pons' lines, cut"] {
        println!();
        println!("Middle game from {source}: {per} positions per move count, each to the end, budget {budget} nodes (PVS + table + centre)");
        println!(
            "{:>6} {:>10} {:>10} {:>14} {:>14} {:>12} {:>12}",
            "moves", "positions", "solved", "median nodes", "worst nodes", "median s", "worst s"
        );
        let mut used = 0;
        for played in 15..=28u32 {
            let (mut solved, mut nodes, mut secs) = (0, Vec::new(), Vec::new());
            let mut made = 0;
            let mut tries = 0;
            while made < per && tries < 10_000 {
                tries += 1;
                let p = if source == "random moves" {
                    let mut p = Connect4::default();
                    let mut moves = Vec::new();
                    for _ in 0..played {
                        if p.is_terminal() {
                            break;
                        }
                        moves.clear();
                        p.legal_moves(&mut moves);
                        p = p.play(moves[(next() % moves.len() as u64) as usize]);
                    }
                    p
                } else {
                    let Some(line) = lines.get(used) else { break };
                    used += 1;
                    Connect4::parse(&line.notation()[..played as usize], 7, 6)
                        .expect("a prefix of a line")
                };
                if p.is_terminal() || p.stones() != played {
                    continue;
                }
                made += 1;
                let p = p.as_root();
                let config = config(Algorithm::Pvs, true, &["centre"]);
                let start = Instant::now();
                let (outcome, spent) =
                    search::run(&p, &config, p.cells_left(), Budget::new(budget, None))
                        .expect("a search");
                let s = start.elapsed().as_secs_f64();
                if spent.stop.is_none() {
                    solved += 1;
                    nodes.push(outcome.stats.nodes as f64);
                    secs.push(s);
                }
            }
            println!(
                "{:>6} {:>10} {:>10} {:>14.0} {:>14.0} {:>12.3} {:>12.3}",
                played,
                made,
                solved,
                median(&nodes),
                worst(&nodes),
                median(&secs),
                worst(&secs)
            );
        }
    }
}
