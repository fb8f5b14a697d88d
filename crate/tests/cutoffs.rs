//! A cutoff is the test alpha >= beta skipping at least one child; when the test holds only after a
//! node's last child, nothing is cut. And a node's bound says what the search proved about its
//! value: a node whose children were all searched and all exact is exact, whatever its window.

mod common;

use common::{random_tree, traced, tree, CONFIGS};
use cutoff::game::tree::{ChildOrder, RandomTreeSpec, TreePos};
use cutoff::game::{Game, Side};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::{Bound, EventKind, Recorder, DEFAULT_EVENT_CAP};

fn cutoff_events(trace: &Recorder) -> Vec<(String, i32, i32)> {
    (0..trace.len())
        .filter(|&e| trace.kind(e) == EventKind::Cutoff as u8)
        .map(|e| (trace.path_string(trace.node(e)), trace.b(e), trace.c(e)))
        .collect()
}

fn bound(trace: &Recorder, path: &str) -> u8 {
    let n = (0..trace.node_count() as u32)
        .find(|&n| trace.path_string(n) == path)
        .unwrap();
    trace.bound(n as usize)
}

#[test]
fn aima_figure_5_2_cuts_once_at_c_and_d_searched_to_its_last_leaf_is_exactly_2() {
    let pos = tree(cutoff::game::tree::AIMA_5_2);
    for (algorithm, fail) in [
        (Algorithm::Alphabeta, Fail::Soft),
        (Algorithm::NegamaxAb, Fail::Soft),
        (Algorithm::NegamaxAb, Fail::Hard),
    ] {
        let (o, trace) = traced(&pos, algorithm, fail, 2);
        assert_eq!(o.stats.nodes, 11, "{algorithm:?} {fail:?}");
        assert_eq!(o.stats.cutoffs, 1, "{algorithm:?} {fail:?}");
        // C cut after its first leaf, the 2, and pruned the 4 and the 6.
        assert_eq!(
            cutoff_events(&trace),
            [("1".to_string(), 1, 2)],
            "{algorithm:?} {fail:?}"
        );
        // C is at most 2 for MAX: at least -2 for MIN, whose view negamax writes.
        let c = if algorithm == Algorithm::Alphabeta {
            Bound::Upper
        } else {
            Bound::Lower
        };
        assert_eq!(bound(&trace, "1"), c as u8, "{algorithm:?} {fail:?}: C");
    }
    // Fail-soft returns D's true value, 2, with all three leaves searched: exact.
    for algorithm in [Algorithm::Alphabeta, Algorithm::NegamaxAb] {
        let (_, trace) = traced(&pos, algorithm, Fail::Soft, 2);
        assert_eq!(bound(&trace, "2"), Bound::Exact as u8, "{algorithm:?}: D");
    }
    // Fail-hard clamps D's 2 to its window's edge, 3: that is a bound, not D's value.
    let (_, trace) = traced(&pos, Algorithm::NegamaxAb, Fail::Hard, 2);
    let d = (0..trace.node_count())
        .find(|&n| trace.path_string(n as u32) == "2")
        .unwrap();
    assert_eq!(
        (trace.value(d), trace.bound(d)),
        (-3, Bound::Lower as u8),
        "D fail-hard: at least -3 for MIN, at most 3 for MAX"
    );
}

#[test]
fn the_seed_000_tree_cuts_three_times_the_grey_5_the_9_and_the_last_subtree() {
    // By hand: D2 = (7 4 5) cuts after the 4 (the grey 5); (6 9) cuts after the 6 under alpha = 6;
    // the third MIN child of the root is at most 5 after its first child, below alpha = 6, and
    // its second child is never searched. ((7)) and ((5)) meet alpha >= beta only at their last
    // (and only) child: nothing is cut there.
    let pos = tree(cutoff::game::tree::WIKIPEDIA);
    let (o, trace) = traced(&pos, Algorithm::Alphabeta, Fail::Soft, 4);
    assert_eq!(o.value, 6);
    assert_eq!(o.stats.cutoffs, 3);
    let cuts: Vec<(String, i32, i32)> = cutoff_events(&trace);
    assert_eq!(
        cuts,
        [
            ("0.0.1".to_string(), 2, 1),
            ("1.0.1".to_string(), 1, 1),
            ("2".to_string(), 1, 1)
        ]
    );
    assert_eq!(
        bound(&trace, "1.1.0"),
        Bound::Exact as u8,
        "(7) searched in full is exactly 7"
    );
}

/// Every node of the trace, with its position (the moves from the root replayed).
fn positions(root: &TreePos, trace: &Recorder) -> Vec<Option<TreePos>> {
    let mut out: Vec<Option<TreePos>> = Vec::new();
    for n in 0..trace.node_count() {
        let p = trace.parent(n);
        let pos = if p == cutoff::trace::NO_PARENT
            || trace.flags(p as usize) & cutoff::trace::node_flags::DRIVER != 0
        {
            Some(root.clone())
        } else {
            out[p as usize].as_ref().map(|parent| {
                let mut moves = Vec::new();
                parent.legal_moves(&mut moves);
                parent.play(moves[trace.move_index(n) as usize])
            })
        };
        out.push(pos);
    }
    out
}

#[test]
fn on_random_trees_every_cutoff_prunes_a_child_and_every_drawn_bound_is_true() {
    let tt = Techniques {
        tt: true,
        ..Techniques::default()
    };
    let mut configs: Vec<SearchConfig> = CONFIGS
        .iter()
        .map(|&(algorithm, fail)| SearchConfig {
            algorithm,
            fail,
            depth: None,
            techniques: Techniques::default(),
        })
        .collect();
    for (algorithm, techniques) in [
        (Algorithm::Pvs, Techniques::default()),
        (Algorithm::Mtdf, tt.clone()),
        (
            Algorithm::NegamaxAb,
            Techniques {
                iterative_deepening: true,
                ..tt.clone()
            },
        ),
        (
            Algorithm::NegamaxAb,
            Techniques {
                aspiration: Some(2),
                iterative_deepening: true,
                ..Techniques::default()
            },
        ),
        (
            Algorithm::Alphabeta,
            Techniques {
                ordering: vec!["best-first".into()],
                ..Techniques::default()
            },
        ),
    ] {
        configs.push(SearchConfig {
            algorithm,
            fail: Fail::Soft,
            depth: None,
            techniques,
        });
    }
    configs.push(SearchConfig {
        algorithm: Algorithm::Pvs,
        fail: Fail::Hard,
        depth: None,
        techniques: Techniques::default(),
    });
    let mut cut_free_lasts = 0;
    for seed in 0..60 {
        let branching = 2 + (seed % 3) as u32;
        let depth = 2 + (seed % 4) as u32;
        let root_side = if seed % 2 == 0 { Side::Max } else { Side::Min };
        // Few distinct values: ties, and cut tests that hold at a last child.
        let pos = random_tree(
            RandomTreeSpec {
                branching,
                depth,
                seed,
                min: -4,
                max: 4,
                order: ChildOrder::AsGenerated,
                noise: 0,
            },
            root_side,
        );
        for config in &configs {
            let (o, trace) =
                search::run(&pos, config, depth, Recorder::new(DEFAULT_EVENT_CAP)).unwrap();
            let cuts = cutoff_events(&trace);
            assert_eq!(o.stats.cutoffs, cuts.len() as u64, "{config:?} seed {seed}");
            for (path, searched, pruned) in &cuts {
                assert!(*pruned > 0, "{config:?} seed {seed}: the cutoff at '{path}' after {searched} children prunes nothing");
            }
            // Each node's bound holds against the true value of its position at its depth.
            let negamax = config.negamax_trace();
            let pos_of = positions(&pos, &trace);
            for (n, p) in pos_of.iter().enumerate() {
                let Some(p) = p else { continue };
                if trace.flags(n) & cutoff::trace::node_flags::DRIVER != 0
                    || trace.leave_event(n) == u32::MAX
                {
                    continue;
                }
                let minimax = common::reference_minimax(p, trace.depth(n) as u32);
                let truth = if negamax {
                    p.side_to_move().sign() * minimax
                } else {
                    minimax
                };
                let (v, b) = (trace.value(n), trace.bound(n));
                let why = format!(
                    "{config:?} seed {seed} node '{}': value {v} bound {b}, true {truth}",
                    trace.path_string(n as u32)
                );
                match b {
                    0 => assert_eq!(v, truth, "{why}"),
                    1 => assert!(truth >= v, "{why}"),
                    _ => assert!(truth <= v, "{why}"),
                }
                // Never weaker than the window's own proof: inside the window is exact.
                if Bound::of(v, trace.alpha(n), trace.beta(n)) == Bound::Exact {
                    assert_eq!(b, Bound::Exact as u8, "{why}");
                }
                let children = trace.children_of(n as u32);
                let all_exact = !children.is_empty()
                    && children
                        .iter()
                        .all(|&c| trace.bound(c as usize) == Bound::Exact as u8);
                let cut = cuts
                    .iter()
                    .any(|(path, _, _)| *path == trace.path_string(n as u32));
                let mut moves = Vec::new();
                p.legal_moves(&mut moves);
                if config.fail == Fail::Soft
                    && !config.techniques.any()
                    && all_exact
                    && !cut
                    && children.len() == moves.len()
                {
                    assert_eq!(
                        b,
                        Bound::Exact as u8,
                        "{why}: every child searched and exact"
                    );
                    if Bound::of(v, trace.alpha(n), trace.beta(n)) != Bound::Exact {
                        cut_free_lasts += 1;
                    }
                }
            }
        }
    }
    // The case of AIMA's D is common on these trees: the property above is not vacuous.
    assert!(cut_free_lasts > 100, "{cut_free_lasts}");
}
