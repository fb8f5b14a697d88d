//! The engine techniques: exact ones agree with minimax, PVS follows seed 000 line for line, and
//! the trace shows each technique's own events.

mod common;

use common::*;
use cutoff::game::tree::{ChildOrder, RandomTreeSpec, TreePos};
use cutoff::game::{Game, Side, INF};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::{node_flags, EventKind, NoTrace, Recorder, DEFAULT_EVENT_CAP, NO_PARENT};

fn config(algorithm: Algorithm, t: Techniques) -> SearchConfig {
    SearchConfig {
        algorithm,
        fail: Fail::Soft,
        depth: None,
        techniques: t,
    }
}

fn ordering(names: &[&str]) -> Techniques {
    Techniques {
        ordering: names.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

fn run<G: Game>(pos: &G, c: &SearchConfig, depth: u32) -> search::Outcome {
    search::run(pos, c, depth, NoTrace).unwrap().0
}

fn run_traced<G: Game>(pos: &G, c: &SearchConfig, depth: u32) -> (search::Outcome, Recorder) {
    search::run(pos, c, depth, Recorder::new(DEFAULT_EVENT_CAP)).unwrap()
}

/// Seed 000's PVS, written out plainly; records the paths of the calls in order.
fn reference_pvs(
    pos: &TreePos,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    path: String,
    visited: &mut Vec<String>,
) -> i32 {
    visited.push(path.clone());
    if depth == 0 || pos.is_terminal() {
        return pos.side_to_move().sign() * pos.evaluate();
    }
    let mut max_eval = -INF;
    let mut first_child = true;
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for (i, &mv) in moves.iter().enumerate() {
        let child = pos.play(mv);
        let p = if path.is_empty() {
            i.to_string()
        } else {
            format!("{path}.{i}")
        };
        let mut eval;
        if first_child {
            eval = -reference_pvs(&child, depth - 1, -beta, -alpha, p, visited);
            first_child = false;
        } else {
            eval = -reference_pvs(&child, depth - 1, -alpha - 1, -alpha, p.clone(), visited);
            if eval > alpha && eval < beta {
                eval = -reference_pvs(&child, depth - 1, -beta, -eval, p, visited);
            }
        }
        max_eval = max_eval.max(eval);
        alpha = alpha.max(eval);
        if alpha >= beta {
            break;
        }
    }
    max_eval
}

fn some_trees() -> impl Iterator<Item = (u64, TreePos, u32)> {
    (0..240u64).map(|seed| {
        let b = 1 + (seed % 4) as u32;
        let d = 1 + (seed % 5) as u32;
        let (min, max) = if seed % 2 == 0 { (-3, 3) } else { (-60, 60) };
        let order = [
            ChildOrder::AsGenerated,
            ChildOrder::BestFirst,
            ChildOrder::WorstFirst,
        ][(seed % 3) as usize];
        let root = if seed % 5 == 0 { Side::Min } else { Side::Max };
        (
            seed,
            random_tree(
                RandomTreeSpec {
                    branching: b,
                    depth: d,
                    seed,
                    min,
                    max,
                    order,
                    noise: 4,
                },
                root,
            ),
            d,
        )
    })
}

#[test]
fn pvs_follows_seed_000_pseudo_code_exactly_on_random_trees() {
    for (seed, pos, d) in some_trees() {
        let mut want = Vec::new();
        let v = reference_pvs(&pos, d, -INF, INF, String::new(), &mut want);
        let (o, trace) = run_traced(&pos, &config(Algorithm::Pvs, Techniques::default()), d);
        assert_eq!(o.value, pos.side_to_move().sign() * v, "seed {seed}");
        assert_eq!(
            visited(&trace),
            want,
            "seed {seed}: every call, re-searches included, in order"
        );
        assert_eq!(o.stats.nodes as usize, want.len());
        assert_eq!(o.value, reference_minimax(&pos, d));
    }
}

#[test]
fn every_exact_technique_returns_minimax_value_on_hundreds_of_random_trees() {
    let t = |f: &dyn Fn(&mut Techniques)| {
        let mut t = Techniques::default();
        f(&mut t);
        t
    };
    let configs: Vec<(&str, SearchConfig)> = vec![
        ("pvs", config(Algorithm::Pvs, Techniques::default())),
        ("mtdf", config(Algorithm::Mtdf, Techniques::default())),
        ("mtdf+tt", config(Algorithm::Mtdf, t(&|t| t.tt = true))),
        (
            "mtdf+id+tt",
            config(
                Algorithm::Mtdf,
                t(&|t| {
                    t.tt = true;
                    t.iterative_deepening = true
                }),
            ),
        ),
        (
            "ab reversed",
            config(Algorithm::Alphabeta, ordering(&["reversed"])),
        ),
        (
            "ab random",
            config(
                Algorithm::Alphabeta,
                Techniques {
                    ordering_seed: 7,
                    ..ordering(&["random"])
                },
            ),
        ),
        (
            "ab best-first",
            config(Algorithm::Alphabeta, ordering(&["best-first"])),
        ),
        (
            "ab worst-first",
            config(Algorithm::Alphabeta, ordering(&["worst-first"])),
        ),
        (
            "ab static",
            config(Algorithm::Alphabeta, ordering(&["static"])),
        ),
        (
            "ab killer+history",
            config(Algorithm::NegamaxAb, ordering(&["killer", "history"])),
        ),
        (
            "ab mvv-lva",
            config(Algorithm::Alphabeta, ordering(&["mvv-lva"])),
        ),
        (
            "ab id",
            config(Algorithm::Alphabeta, t(&|t| t.iterative_deepening = true)),
        ),
        ("ab tt", config(Algorithm::Alphabeta, t(&|t| t.tt = true))),
        (
            "ab id+tt+hash",
            config(
                Algorithm::Alphabeta,
                t(&|t| {
                    t.tt = true;
                    t.iterative_deepening = true;
                    t.ordering = vec!["hash".into()]
                }),
            ),
        ),
        (
            "ab aspiration",
            config(Algorithm::Alphabeta, t(&|t| t.aspiration = Some(2))),
        ),
        (
            "ab id+aspiration",
            config(
                Algorithm::Alphabeta,
                t(&|t| {
                    t.iterative_deepening = true;
                    t.aspiration = Some(1)
                }),
            ),
        ),
        (
            "pvs id+tt+killer+history",
            config(
                Algorithm::Pvs,
                t(&|t| {
                    t.tt = true;
                    t.iterative_deepening = true;
                    t.ordering = vec!["killer".into(), "history".into()]
                }),
            ),
        ),
        (
            "pvs quiescence (trees have no captures)",
            config(Algorithm::Pvs, t(&|t| t.quiescence = true)),
        ),
        (
            "hard ab id+tt",
            SearchConfig {
                fail: Fail::Hard,
                ..config(
                    Algorithm::NegamaxAb,
                    t(&|t| {
                        t.tt = true;
                        t.iterative_deepening = true
                    }),
                )
            },
        ),
    ];
    let mut checked = 0;
    for (seed, pos, d) in some_trees() {
        for depth in [d, d.saturating_sub(1)] {
            let want = reference_minimax(&pos, depth);
            for (name, c) in &configs {
                let o = run(&pos, c, depth);
                assert_eq!(o.value, want, "{name} on seed {seed} at depth {depth}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 240 * 2 * configs.len());
}

#[test]
fn the_best_move_is_a_move_that_achieves_the_value() {
    for (seed, pos, d) in some_trees().filter(|(_, p, _)| p.tree.root().child_count > 1) {
        for (algo, t) in [
            (
                Algorithm::Pvs,
                Techniques {
                    tt: true,
                    iterative_deepening: true,
                    ..Default::default()
                },
            ),
            (
                Algorithm::Mtdf,
                Techniques {
                    tt: true,
                    iterative_deepening: true,
                    ..Default::default()
                },
            ),
            (Algorithm::Mtdf, Techniques::default()),
            (
                Algorithm::Alphabeta,
                Techniques {
                    aspiration: Some(1),
                    ..Default::default()
                },
            ),
        ] {
            let o = run(&pos, &config(algo, t), d);
            let best = o.best_move.unwrap();
            assert_eq!(
                reference_minimax(&pos.play(best), d - 1),
                o.value,
                "{algo:?} seed {seed}"
            );
        }
    }
}

#[test]
fn best_first_ordering_makes_the_engine_search_the_knuth_moore_minimal_tree() {
    let pos = random_tree(
        RandomTreeSpec {
            branching: 3,
            depth: 5,
            seed: 4,
            min: -100_000_000,
            max: 100_000_000,
            order: ChildOrder::AsGenerated,
            noise: 0,
        },
        Side::Max,
    );
    let plain = run(
        &pos,
        &config(Algorithm::Alphabeta, Techniques::default()),
        5,
    );
    let best = run(
        &pos,
        &config(Algorithm::Alphabeta, ordering(&["best-first"])),
        5,
    );
    let worst = run(
        &pos,
        &config(Algorithm::Alphabeta, ordering(&["worst-first"])),
        5,
    );
    assert_eq!(best.stats.evals, 3u64.pow(3) + 3u64.pow(2) - 1);
    assert!(
        plain.stats.evals > best.stats.evals && worst.stats.evals > plain.stats.evals,
        "{} {} {}",
        best.stats.evals,
        plain.stats.evals,
        worst.stats.evals
    );
}

#[test]
fn pvs_re_searches_on_badly_ordered_trees_and_never_on_perfectly_ordered_ones() {
    for seed in 0..20 {
        let best = random_tree(
            RandomTreeSpec {
                branching: 3,
                depth: 5,
                seed,
                min: -100_000_000,
                max: 100_000_000,
                order: ChildOrder::BestFirst,
                noise: 0,
            },
            Side::Max,
        );
        let worst = random_tree(
            RandomTreeSpec {
                branching: 3,
                depth: 5,
                seed,
                min: -100_000_000,
                max: 100_000_000,
                order: ChildOrder::WorstFirst,
                noise: 0,
            },
            Side::Max,
        );
        let c = config(Algorithm::Pvs, Techniques::default());
        assert_eq!(run(&best, &c, 5).stats.re_searches, 0, "seed {seed}");
        let (o, trace) = run_traced(&worst, &c, 5);
        assert!(o.stats.re_searches > 0, "seed {seed}");
        let re = trace
            .kinds()
            .filter(|&k| k == EventKind::ReSearch as u8)
            .count() as u64;
        let zw = trace
            .kinds()
            .filter(|&k| k == EventKind::ZeroWindow as u8)
            .count();
        assert_eq!(re, o.stats.re_searches);
        assert!(zw > 0);
        // Every zero-window child really got a window of width one.
        for n in 0..trace.node_count() {
            if trace.flags(n) & node_flags::ZERO_WINDOW != 0 {
                assert_eq!(trace.beta(n) - trace.alpha(n), 1, "node {n}");
            }
        }
    }
}

#[test]
fn iterative_deepening_shows_each_iteration_under_a_driver() {
    let pos = random_tree(
        RandomTreeSpec {
            branching: 3,
            depth: 4,
            seed: 2,
            min: -9,
            max: 9,
            order: ChildOrder::AsGenerated,
            noise: 2,
        },
        Side::Max,
    );
    let c = config(
        Algorithm::Alphabeta,
        Techniques {
            iterative_deepening: true,
            tt: true,
            ..Default::default()
        },
    );
    let (o, trace) = run_traced(&pos, &c, 4);
    assert_eq!(
        trace.flags(0_usize) & node_flags::DRIVER,
        node_flags::DRIVER
    );
    assert_eq!(
        trace.node_count() as u64,
        o.stats.nodes + 1,
        "the driver is drawn but not counted"
    );
    let roots = trace.children_of(0);
    assert_eq!(
        roots
            .iter()
            .map(|&r| trace.depth(r as usize))
            .collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    let iterations: Vec<i32> = (0..trace.len())
        .filter(|&e| trace.kind(e) == EventKind::Iteration as u8)
        .map(|e| trace.a(e))
        .collect();
    assert_eq!(iterations, [1, 2, 3, 4]);
    // Nodes under an iteration report paths from the game's root.
    assert_eq!(trace.path_string(roots[1]), "");
    assert!(
        o.stats.tt_hits > 0,
        "later iterations find the earlier ones' entries"
    );
    // The previous iteration's best move is searched first in the next.
    let orders: Vec<(i32, i32)> = (0..trace.len())
        .filter(|&e| trace.kind(e) == EventKind::Order as u8 && trace.node(e) == roots[3])
        .map(|e| (trace.a(e), trace.b(e)))
        .collect();
    assert!(!orders.is_empty());
    assert_eq!(
        orders[0].1 as u32,
        trace.move_index(trace.principal_variation(true)[1] as usize)
    );
}

#[test]
fn mtdf_searches_only_zero_windows_and_converges() {
    let pos = random_tree(
        RandomTreeSpec {
            branching: 3,
            depth: 4,
            seed: 8,
            min: -20,
            max: 20,
            order: ChildOrder::AsGenerated,
            noise: 3,
        },
        Side::Max,
    );
    let c = config(
        Algorithm::Mtdf,
        Techniques {
            tt: true,
            ..Default::default()
        },
    );
    let (o, trace) = run_traced(&pos, &c, 4);
    assert_eq!(o.value, reference_minimax(&pos, 4));
    let probes = trace.children_of(0);
    assert!(
        probes.len() >= 2,
        "MTD(f) needs at least one probe from each side"
    );
    for &p in &probes {
        assert_eq!(trace.beta(p as usize) - trace.alpha(p as usize), 1);
    }
}

#[test]
fn aspiration_failures_are_re_searched_with_the_window_opened() {
    // A root value far from the static guess forces a fail low or high.
    let pos = tree("(B:(30 40)~0 C:(1 2)~0)~0");
    let c = config(
        Algorithm::Alphabeta,
        Techniques {
            aspiration: Some(5),
            ..Default::default()
        },
    );
    let (o, trace) = run_traced(&pos, &c, 2);
    assert_eq!(o.value, 30);
    assert_eq!(o.stats.re_searches, 1);
    let windows: Vec<(i32, i32)> = trace
        .children_of(0)
        .iter()
        .map(|&r| (trace.alpha(r as usize), trace.beta(r as usize)))
        .collect();
    assert_eq!(windows, [(-5, 5), (-5, INF)], "a fail high opens beta");
}

#[test]
fn techniques_on_a_windowless_algorithm_are_refused_with_a_reason() {
    let pos = tree("(1 2)");
    let err = search::run(
        &pos,
        &config(
            Algorithm::Minimax,
            Techniques {
                tt: true,
                ..Default::default()
            },
        ),
        1,
        NoTrace,
    )
    .unwrap_err();
    assert!(err.message.contains("no alpha-beta window"), "{err}");
    let err = search::run(
        &pos,
        &config(Algorithm::Alphabeta, ordering(&["sideways"])),
        1,
        NoTrace,
    )
    .unwrap_err();
    assert!(
        err.message.contains("unknown move ordering 'sideways'"),
        "{err}"
    );
    let err = search::run(
        &pos,
        &config(Algorithm::Alphabeta, ordering(&["hash"])),
        1,
        NoTrace,
    )
    .unwrap_err();
    assert!(err.message.contains("transposition table"), "{err}");
}

#[test]
fn engine_traces_keep_the_invariants() {
    for (seed, pos, d) in some_trees().take(60) {
        let c = config(
            Algorithm::Pvs,
            Techniques {
                tt: true,
                iterative_deepening: true,
                ordering: vec!["killer".into()],
                ..Default::default()
            },
        );
        let (o, trace) = run_traced(&pos, &c, d);
        let mut stack = Vec::new();
        for e in 0..trace.len() {
            let n = trace.node(e);
            match EventKind::from_u8(trace.kind(e)).unwrap() {
                EventKind::Enter => {
                    assert_eq!(
                        stack.last().copied().unwrap_or(NO_PARENT),
                        trace.parent(n as usize),
                        "seed {seed}"
                    );
                    stack.push(n);
                }
                EventKind::Leave => assert_eq!(stack.pop(), Some(n)),
                _ => assert_eq!(
                    stack.last(),
                    Some(&n),
                    "seed {seed}: events belong to the open node"
                ),
            }
        }
        assert!(stack.is_empty());
        let plain = run(&pos, &c, d);
        assert_eq!(o, plain, "recording changes nothing");
    }
}

#[test]
fn the_principal_variation_of_a_pvs_trace_runs_through_the_re_search() {
    let pos = tree(cutoff::game::tree::WIKIPEDIA);
    let (o, trace) = run_traced(&pos, &config(Algorithm::Pvs, Techniques::default()), 4);
    assert_eq!(o.value, 6);
    let pv = trace.principal_variation(true);
    let paths: Vec<String> = pv.iter().map(|&n| trace.path_string(n)).collect();
    assert_eq!(paths.len(), 4, "{paths:?}");
    assert_eq!(paths[0], "1", "the best move is child 1");
    assert_ne!(
        trace.flags(pv[0] as usize) & node_flags::RE_SEARCH,
        0,
        "child 1 was re-searched"
    );
    // Along the line, each node's value is minus its child's.
    for w in pv.windows(2) {
        assert_eq!(trace.value(w[0] as usize), -trace.value(w[1] as usize));
    }
}

#[test]
fn under_a_driver_the_principal_variation_starts_at_the_last_root_search() {
    // The page drew this line itself when the core gave none (timeline.js fallbackPv, removed):
    // the core's line now always starts at the driver's last root search and runs to a leaf.
    let pos = tree(cutoff::game::tree::WIKIPEDIA);
    let c = config(
        Algorithm::Alphabeta,
        Techniques {
            iterative_deepening: true,
            ..Default::default()
        },
    );
    let (o, trace) = run_traced(&pos, &c, 4);
    assert_ne!(
        trace.flags(0) & node_flags::DRIVER,
        0,
        "the root is the driver"
    );
    let pv = trace.principal_variation(c.negamax_trace());
    assert_eq!(
        Some(&pv[0]),
        trace.children_of(0).last(),
        "the last root search"
    );
    assert_eq!(pv.len(), 5, "the root search and four moves");
    assert_eq!(trace.value(pv[0] as usize), o.value);
    for w in pv[1..].windows(2) {
        assert_eq!(trace.value(w[0] as usize), -trace.value(w[1] as usize));
    }
}

#[test]
fn two_sided_alphabeta_with_a_technique_records_a_negamax_trace_and_its_principal_variation() {
    let pos = random_tree(
        RandomTreeSpec {
            branching: 3,
            depth: 4,
            seed: 21,
            min: -50,
            max: 50,
            order: ChildOrder::AsGenerated,
            noise: 2,
        },
        Side::Min,
    );
    let c = config(
        Algorithm::Alphabeta,
        Techniques {
            ordering: vec!["static".into()],
            ..Default::default()
        },
    );
    assert!(c.negamax_trace());
    assert!(!config(Algorithm::Alphabeta, Techniques::default()).negamax_trace());
    let (o, trace) = run_traced(&pos, &c, 4);
    // The root is MIN: the engine's root value is MIN's, the outcome MAX's.
    assert_eq!(trace.value(0), -o.value);
    let pv = trace.principal_variation(c.negamax_trace());
    assert_eq!(pv.len(), 4, "a full line to a leaf");
    assert_eq!(pos.tree.nodes.len(), 121);
}
