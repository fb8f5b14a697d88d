//! Xiangqi speed, natively, set against chess measured in the same run: perft leaves per second
//! (xiangqi's own generator against cozy-chess), and search nodes per second untraced and traced.
//!
//! `cargo bench --bench xiangqi` prints the figures; `-- --json` prints one JSON line; `-- --serve`
//! runs the two xiangqi searches on request (support/serve.rs) for `scripts/bench-chess.mjs`.

use cutoff::game::chess::{self, ChessPos, CHESS_PRESETS};
use cutoff::game::registry::AnyGame;
use cutoff::game::xiangqi::{self, XiangqiPos, XIANGQI_PRESETS};
use cutoff::game::Game;
use cutoff::search::budget::COUNT_BUDGET;
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::{NoTrace, Recorder, DEFAULT_EVENT_CAP};
use std::hint::black_box;
use std::time::Instant;

#[path = "support/clock.rs"]
mod clock;
use clock::Clock;
#[path = "support/serve.rs"]
mod serve;

fn config() -> SearchConfig {
    SearchConfig {
        algorithm: Algorithm::Pvs,
        fail: Fail::Soft,
        depth: None,
        techniques: Techniques {
            ordering: vec!["mvv-lva".into(), "killer".into(), "history".into()],
            tt: true,
            iterative_deepening: true,
            quiescence: true,
            ..Default::default()
        },
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// Leaves per second of `perft`, the median of `reps` runs.
fn perft_rate(reps: usize, perft: impl Fn() -> u64) -> (u64, f64) {
    let mut times = Vec::new();
    let mut leaves = 0;
    for _ in 0..reps {
        let t = Instant::now();
        leaves = black_box(perft());
        times.push(t.elapsed().as_secs_f64());
    }
    (leaves, leaves as f64 / median(times))
}

/// Nodes, untraced seconds, traced seconds and untraced CPU seconds (medians) of one search.
fn search_rate<G: Game>(reps: usize, pos: &G, depth: u32) -> (u64, f64, f64, f64) {
    let config = config();
    let (mut plain, mut traced, mut plain_cpu, mut nodes) = (Vec::new(), Vec::new(), Vec::new(), 0);
    for _ in 0..reps {
        let t = Clock::start();
        let (o, _) = search::run(black_box(pos), &config, depth, NoTrace).unwrap();
        let (wall, cpu) = t.stop();
        plain.push(wall);
        plain_cpu.push(cpu);
        nodes = o.stats.nodes;
        let t = Instant::now();
        let (o2, rec) = search::run(
            black_box(pos),
            &config,
            depth,
            Recorder::new(DEFAULT_EVENT_CAP),
        )
        .unwrap();
        traced.push(t.elapsed().as_secs_f64());
        assert_eq!(o, o2, "recording changes nothing");
        black_box(rec.len());
    }
    (nodes, median(plain), median(traced), median(plain_cpu))
}

/// The xiangqi searches measured, shared with the wasm side (same positions, depths and switches).
fn searches() -> [(XiangqiPos, u32); 2] {
    let middle = XiangqiPos::from_fen(
        XIANGQI_PRESETS
            .iter()
            .find(|p| p.name == "middlegame")
            .unwrap()
            .position,
    )
    .unwrap();
    [(middle, 4), (XiangqiPos::startpos(), 4)]
}

fn main() {
    if std::env::args().any(|a| a == "--serve") {
        // The page's count, natively (see the chess bench).
        let searches: Vec<(AnyGame, SearchConfig)> = searches()
            .into_iter()
            .map(|(pos, depth)| {
                (
                    AnyGame::from(pos),
                    SearchConfig {
                        depth: Some(depth),
                        ..config()
                    },
                )
            })
            .collect();
        serve::serve(|k| {
            searches.get(k).map(|(game, config)| {
                black_box(game)
                    .search_budgeted(config, COUNT_BUDGET)
                    .unwrap()
                    .stats
                    .nodes
            })
        });
        return;
    }
    let json = std::env::args().any(|a| a == "--json");
    let reps = 5;
    let (chess_leaves, chess_perft) = perft_rate(reps, || chess::perft(&ChessPos::startpos(), 5));
    let (xq_leaves, xq_perft) = perft_rate(reps, || xiangqi::perft(&XiangqiPos::startpos(), 4));

    let chess_middle = ChessPos::from_fen(
        CHESS_PRESETS
            .iter()
            .find(|p| p.name == "middlegame")
            .unwrap()
            .position,
    )
    .unwrap();
    let [(xq_middle, xq_middle_depth), (xq_start, xq_start_depth)] = searches();
    let (cn, cp, ct, _) = search_rate(reps, &chess_middle, 4);
    let (xn, xp, xt, xc) = search_rate(reps, &xq_middle, xq_middle_depth);
    let (sn, sp, st, sc) = search_rate(reps, &xq_start, xq_start_depth);
    let (chess_nps, xq_nps) = (cn as f64 / cp, (xn + sn) as f64 / (xp + sp));
    let xq_nps_cpu = (xn + sn) as f64 / (xc + sc);
    let xq_traced_ratio = (xt + st) / (xp + sp);
    if json {
        println!(
            "{{\"chess_perft_nps\":{chess_perft},\"xiangqi_perft_nps\":{xq_perft},\"chess_search_nps\":{chess_nps},\"xiangqi_search_nps\":{xq_nps},\"xiangqi_search_nps_cpu\":{xq_nps_cpu},\"xiangqi_traced_over_untraced\":{xq_traced_ratio},\"xiangqi_nodes\":{}}}",
            xn + sn
        );
        return;
    }
    println!("chess perft(5) from the start: {chess_leaves} leaves, {chess_perft:.0} leaves/s (cozy-chess)");
    println!("xiangqi perft(4) from the start: {xq_leaves} leaves, {xq_perft:.0} leaves/s; xiangqi/chess {:.2}", xq_perft / chess_perft);
    println!("chess middlegame, depth 4: {cn} nodes, {chess_nps:.0} nodes/s untraced, traced/untraced {:.2}", ct / cp);
    println!(
        "xiangqi middlegame, depth 4: {xn} nodes, {:.0} nodes/s untraced, traced/untraced {:.2}",
        xn as f64 / xp,
        xt / xp
    );
    println!("xiangqi start position, depth 4: {sn} nodes, {:.0} nodes/s untraced, traced/untraced {:.2}", sn as f64 / sp, st / sp);
    println!(
        "native xiangqi: search {xq_nps:.0} nodes/s untraced ({:.2} of chess search, {:.3} of chess perft); traced/untraced {xq_traced_ratio:.2}",
        xq_nps / chess_nps,
        xq_nps / chess_perft
    );
}
