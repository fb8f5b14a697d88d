//! The seed algorithms agree with minimax, visit what the seeds say they visit, and count as seed 001.

mod common;

use common::*;
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::tree::{ChildOrder, RandomTreeSpec};
use cutoff::game::{Game, Side};
use cutoff::search::{Algorithm, Fail};

const ORDERS: [ChildOrder; 3] = [
    ChildOrder::AsGenerated,
    ChildOrder::BestFirst,
    ChildOrder::WorstFirst,
];

#[test]
fn every_algorithm_returns_minimax_value_on_hundreds_of_random_trees_ties_included() {
    let mut checked = 0;
    for seed in 0..400u64 {
        let branching = 1 + (seed % 4) as u32;
        let depth = (seed % 6) as u32;
        // A narrow range makes ties common.
        let (min, max) = if seed % 2 == 0 { (-2, 2) } else { (-50, 50) };
        let root = if seed % 3 == 0 { Side::Min } else { Side::Max };
        let pos = random_tree(
            RandomTreeSpec {
                branching,
                depth,
                seed,
                min,
                max,
                order: ORDERS[(seed % 3) as usize],
                noise: 3,
            },
            root,
        );
        for search_depth in [depth, depth / 2] {
            let want = reference_minimax(&pos, search_depth);
            for (algo, fail) in CONFIGS {
                let got = untraced(&pos, algo, fail, search_depth);
                assert_eq!(
                    got.value, want,
                    "{algo:?}/{fail:?} on seed {seed}, depth {search_depth}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 400 * 2 * 5);
}

#[test]
fn alphabeta_and_both_negamax_alphabeta_forms_visit_the_same_nodes_in_the_same_order() {
    for seed in 0..300u64 {
        let branching = 2 + (seed % 3) as u32;
        let depth = 1 + (seed % 5) as u32;
        let root = if seed % 2 == 0 { Side::Max } else { Side::Min };
        let pos = random_tree(
            RandomTreeSpec {
                branching,
                depth,
                seed,
                min: -3,
                max: 3,
                order: ORDERS[(seed % 3) as usize],
                noise: 0,
            },
            root,
        );
        let (_, ab) = traced(&pos, Algorithm::Alphabeta, Fail::Soft, depth);
        let (_, soft) = traced(&pos, Algorithm::NegamaxAb, Fail::Soft, depth);
        let (_, hard) = traced(&pos, Algorithm::NegamaxAb, Fail::Hard, depth);
        assert_eq!(visited(&ab), visited(&soft), "seed {seed}");
        assert_eq!(visited(&ab), visited(&hard), "seed {seed}");
    }
}

#[test]
fn minimax_and_negamax_visit_every_node_of_the_tree() {
    let pos = random_tree(
        RandomTreeSpec {
            branching: 3,
            depth: 4,
            seed: 9,
            min: -9,
            max: 9,
            order: ChildOrder::AsGenerated,
            noise: 0,
        },
        Side::Max,
    );
    let all = pos.tree.nodes.len() as u64;
    for algo in [Algorithm::Minimax, Algorithm::Negamax] {
        let o = untraced(&pos, algo, Fail::Soft, 4);
        assert_eq!(o.stats.nodes, all);
        assert_eq!(o.stats.evals, 81);
        assert_eq!(o.stats.cutoffs, 0);
    }
    let (_, a) = traced(&pos, Algorithm::Minimax, Fail::Soft, 4);
    let (_, b) = traced(&pos, Algorithm::Negamax, Fail::Soft, 4);
    assert_eq!(visited(&a), visited(&b));
}

#[test]
fn tic_tac_toe_matches_seed_001_table() {
    let pos = TicTacToe::new();
    for (algo, fail, nodes) in [
        (Algorithm::Minimax, Fail::Soft, 549_946),
        (Algorithm::Negamax, Fail::Soft, 549_946),
        (Algorithm::Alphabeta, Fail::Soft, 18_297),
        (Algorithm::NegamaxAb, Fail::Soft, 18_297),
        (Algorithm::NegamaxAb, Fail::Hard, 18_297),
    ] {
        let o = untraced(&pos, algo, fail, 9);
        assert_eq!(o.value, 0, "{algo:?}");
        assert_eq!(o.stats.nodes, nodes, "{algo:?}/{fail:?}");
    }
}

#[test]
fn tic_tac_toe_from_a_position_finds_the_win() {
    // X to move can complete the top row at cell 2.
    let pos = TicTacToe::from_cells("XX.OO.... x").unwrap();
    let o = untraced(&pos, Algorithm::Alphabeta, Fail::Soft, 9);
    assert_eq!(o.value, 1);
    assert_eq!(
        o.best_move,
        Some(0),
        "the first empty cell, 2, wins at once"
    );
    // O to move blocks nothing in time if X already has two threats; here O wins by taking 5.
    let pos = TicTacToe::from_cells("XX.OO.X.. o").unwrap();
    let o = untraced(&pos, Algorithm::Minimax, Fail::Soft, 9);
    assert_eq!(o.value, -1);
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert_eq!(moves[o.best_move.unwrap() as usize], 5);
}

#[test]
fn knuth_moore_best_first_alphabeta_evaluates_the_minimal_tree() {
    for b in 2..=4u32 {
        for d in 1..=6u32 {
            if b.pow(d) > 5000 {
                continue;
            }
            // Distinct leaf values: ties would let alpha-beta cut even more than the minimal tree.
            let pos = (0..50u64)
                .map(|seed| {
                    random_tree(
                        RandomTreeSpec {
                            branching: b,
                            depth: d,
                            seed,
                            min: -100_000_000,
                            max: 100_000_000,
                            order: ChildOrder::BestFirst,
                            noise: 0,
                        },
                        Side::Max,
                    )
                })
                .find(|p| {
                    let mut v: Vec<i32> = p
                        .tree
                        .nodes
                        .iter()
                        .filter(|n| n.is_leaf())
                        .map(|n| n.value.unwrap())
                        .collect();
                    v.sort();
                    v.windows(2).all(|w| w[0] != w[1])
                })
                .expect("a tree with distinct leaves");
            let want = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
            for (algo, fail) in [
                (Algorithm::Alphabeta, Fail::Soft),
                (Algorithm::NegamaxAb, Fail::Soft),
                (Algorithm::NegamaxAb, Fail::Hard),
            ] {
                let o = untraced(&pos, algo, fail, d);
                assert_eq!(o.stats.evals, want as u64, "b={b} d={d} {algo:?}/{fail:?}");
            }
            assert_eq!(
                untraced(&pos, Algorithm::Minimax, Fail::Soft, d)
                    .stats
                    .evals,
                b.pow(d) as u64
            );
        }
    }
}

#[test]
fn knuth_moore_figures_of_the_reference_for_b_3() {
    let want = [3, 5, 11, 17, 35, 53];
    for (i, &w) in want.iter().enumerate() {
        let d = i as u32 + 1;
        let pos = random_tree(
            RandomTreeSpec {
                branching: 3,
                depth: d,
                seed: 11,
                min: -1_000_000,
                max: 1_000_000,
                order: ChildOrder::BestFirst,
                noise: 0,
            },
            Side::Max,
        );
        let km = cutoff::AnyGame::Tree(pos.clone()).knuth_moore(d).unwrap();
        assert_eq!(km.min_leaves, w);
        assert_eq!(
            untraced(&pos, Algorithm::Alphabeta, Fail::Soft, d)
                .stats
                .evals,
            w
        );
    }
}

#[test]
fn worst_first_ordering_leaves_alphabeta_nothing_to_prune_at_depth_2_and_little_deeper() {
    for seed in 0..20 {
        let pos = random_tree(
            RandomTreeSpec {
                branching: 4,
                depth: 2,
                seed,
                min: -1_000_000,
                max: 1_000_000,
                order: ChildOrder::WorstFirst,
                noise: 0,
            },
            Side::Max,
        );
        let o = untraced(&pos, Algorithm::Alphabeta, Fail::Soft, 2);
        assert_eq!((o.stats.evals, o.stats.cutoffs), (16, 0), "seed {seed}");
        // Deeper, the root's alpha can still cut at depth 3, but far less than with best-first.
        let worst = random_tree(
            RandomTreeSpec {
                branching: 3,
                depth: 4,
                seed,
                min: -1_000_000,
                max: 1_000_000,
                order: ChildOrder::WorstFirst,
                noise: 0,
            },
            Side::Max,
        );
        let best = random_tree(
            RandomTreeSpec {
                branching: 3,
                depth: 4,
                seed,
                min: -1_000_000,
                max: 1_000_000,
                order: ChildOrder::BestFirst,
                noise: 0,
            },
            Side::Max,
        );
        let (w, b) = (
            untraced(&worst, Algorithm::Alphabeta, Fail::Soft, 4),
            untraced(&best, Algorithm::Alphabeta, Fail::Soft, 4),
        );
        assert!(
            w.stats.evals > b.stats.evals,
            "seed {seed}: {} vs {}",
            w.stats.evals,
            b.stats.evals
        );
    }
}

#[test]
fn aima_figure_5_2_prunes_the_two_leaves_after_c_2() {
    let pos = tree(cutoff::game::tree::AIMA_5_2);
    let (o, trace) = traced(&pos, Algorithm::Alphabeta, Fail::Soft, 2);
    assert_eq!(o.value, 3);
    assert_eq!(o.best_move, Some(0));
    assert_eq!(
        visited(&trace),
        ["", "0", "0.0", "0.1", "0.2", "1", "1.0", "2", "2.0", "2.1", "2.2"]
    );
    // One cutoff, at C: D meets alpha >= beta only after its last leaf, and nothing is cut there.
    assert_eq!((o.stats.nodes, o.stats.evals, o.stats.cutoffs), (11, 7, 1));
    let (m, _) = traced(&pos, Algorithm::Minimax, Fail::Soft, 2);
    assert_eq!((m.value, m.stats.nodes, m.stats.evals), (3, 13, 9));
}

#[test]
fn seed_000_tree_never_searches_the_grey_5() {
    let pos = tree(cutoff::game::tree::WIKIPEDIA);
    let (o, trace) = traced(&pos, Algorithm::Alphabeta, Fail::Soft, 4);
    assert_eq!(o.value, 6);
    let v = visited(&trace);
    // After 5 and 6 the MIN node is 5; after 7 and 4 its sibling is at most 4, so the 5 is cut.
    assert!(v.contains(&"0.0.1.1".to_string()));
    assert!(!v.contains(&"0.0.1.2".to_string()));
    assert_eq!(o.best_move, Some(1));
    assert_eq!(reference_minimax(&pos, 4), 6);
}

#[test]
fn fail_hard_clamps_every_value_to_its_window_and_fail_soft_does_not() {
    let pos = tree("(B:(3 12 8) C:(2 4 6) D:(14 5 2))");
    let (_, hard) = traced(&pos, Algorithm::NegamaxAb, Fail::Hard, 2);
    let (_, soft) = traced(&pos, Algorithm::NegamaxAb, Fail::Soft, 2);
    // C (node 5) is searched with the window (-inf, -3) from MIN's side; its first leaf 2 (MIN's
    // view -2) reaches beta -3, so fail-hard returns -3 while fail-soft returns -2.
    assert_eq!(hard.path_string(5), "1");
    assert_eq!(hard.value(5), -3);
    assert_eq!(soft.value(5), -2);
    for n in 0..hard.node_count() {
        if hard.path_string(n as u32).len() < 3 {
            let (a, b, v) = (hard.alpha(n), hard.beta(n), hard.value(n));
            assert!(a <= v && v <= b, "node {n}: {v} outside [{a}, {b}]");
        }
    }
}

#[test]
fn depth_limited_search_uses_static_values_of_inner_nodes() {
    let pos = tree("(B:(3 12 8)~7 C:(2 4 6)~9 D:(14 5 2)~1)");
    for (algo, fail) in CONFIGS {
        let o = untraced(&pos, algo, fail, 1);
        assert_eq!(o.value, 9, "{algo:?}");
        assert_eq!(o.best_move, Some(1));
        assert_eq!(o.stats.evals, 3);
    }
}

#[test]
fn a_min_root_takes_the_smallest_value() {
    let pos = cutoff::game::tree::TreePos::root(std::sync::Arc::new(
        cutoff::game::tree::Tree::parse("((3 12) (2 4))", Side::Min).unwrap(),
    ));
    for (algo, fail) in CONFIGS {
        assert_eq!(untraced(&pos, algo, fail, 2).value, 4, "{algo:?}");
    }
}
