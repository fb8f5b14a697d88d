//! Chess search speed, natively: nodes per second untraced and traced, on fixed searches.
//!
//! `cargo bench --bench chess` prints the figures; `-- --json` prints one JSON line; `-- --serve`
//! runs the searches on request (support/serve.rs), which `scripts/bench-chess.mjs` sets against
//! the same searches run in WebAssembly.

use cutoff::game::chess::{ChessPos, CHESS_PRESETS};
use cutoff::game::registry::AnyGame;
use cutoff::search::budget::COUNT_BUDGET;
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::{NoTrace, Recorder, DEFAULT_EVENT_CAP};
use std::hint::black_box;

#[path = "support/clock.rs"]
mod clock;
use clock::Clock;
#[path = "support/serve.rs"]
mod serve;

/// The searches measured, shared with the wasm side (same FENs, depths and switches).
pub fn workload() -> Vec<(&'static str, ChessPos, u32, SearchConfig)> {
    let config = SearchConfig {
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
    };
    let middle = CHESS_PRESETS
        .iter()
        .find(|p| p.name == "middlegame")
        .unwrap()
        .position;
    vec![
        (
            "start position, depth 5",
            ChessPos::startpos(),
            5,
            config.clone(),
        ),
        (
            "quiet middlegame, depth 4",
            ChessPos::from_fen(middle).unwrap(),
            4,
            config,
        ),
    ]
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    if std::env::args().any(|a| a == "--serve") {
        // The page's count, natively: the same call (a node budget around the search, the game
        // behind AnyGame) that the wasm side times.
        let searches: Vec<(AnyGame, SearchConfig)> = workload()
            .into_iter()
            .map(|(_, pos, depth, config)| {
                (
                    AnyGame::from(pos),
                    SearchConfig {
                        depth: Some(depth),
                        ..config
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
    let (mut nodes_total, mut untraced_s, mut traced_s, mut untraced_cpu_s, mut traced_cpu_s) =
        (0u64, 0.0, 0.0, 0.0, 0.0);
    for (name, pos, depth, config) in workload() {
        let (mut plain, mut traced, mut plain_cpu, mut traced_cpu) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut nodes = 0;
        for _ in 0..reps {
            let t = Clock::start();
            let (o, _) = search::run(black_box(&pos), &config, depth, NoTrace).unwrap();
            let (wall, cpu) = t.stop();
            plain.push(wall);
            plain_cpu.push(cpu);
            nodes = o.stats.nodes;
            let t = Clock::start();
            let (o2, rec) = search::run(
                black_box(&pos),
                &config,
                depth,
                Recorder::new(DEFAULT_EVENT_CAP),
            )
            .unwrap();
            let (wall, cpu) = t.stop();
            traced.push(wall);
            traced_cpu.push(cpu);
            assert_eq!(o, o2, "recording changes nothing");
            black_box(rec.len());
        }
        let (p, t) = (median(plain), median(traced));
        nodes_total += nodes;
        untraced_s += p;
        traced_s += t;
        untraced_cpu_s += median(plain_cpu);
        traced_cpu_s += median(traced_cpu);
        if !json {
            println!("{name}: {nodes} nodes, untraced {:.1} ms ({:.0} nodes/s), traced {:.1} ms, traced/untraced {:.2}", p * 1e3, nodes as f64 / p, t * 1e3, t / p);
        }
    }
    let nps = nodes_total as f64 / untraced_s;
    let nps_cpu = nodes_total as f64 / untraced_cpu_s;
    if json {
        println!("{{\"nodes\":{nodes_total},\"untraced_s\":{untraced_s},\"traced_s\":{traced_s},\"nps\":{nps},\"untraced_cpu_s\":{untraced_cpu_s},\"traced_cpu_s\":{traced_cpu_s},\"nps_cpu\":{nps_cpu}}}");
    } else {
        println!("native chess: {:.0} nodes/s untraced ({nps_cpu:.0} per CPU second); traced/untraced ratio {:.2} (goal at most 3)", nps, traced_s / untraced_s);
    }
}
