//! Trace invariants: what the recorder says is what the search did, and recording changes nothing.

mod common;

use common::*;
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::tree::ChildOrder;
use cutoff::game::{Game, Side};
use cutoff::search::{self, Algorithm, Fail};
use cutoff::trace::{changed, EventKind, Recorder, NO_PARENT};
use cutoff::{AnyGame, GameSpec};

/// Checks every invariant on one trace; `moves_at(node)` gives the number of legal moves there.
fn check(trace: &Recorder, moves_at: impl Fn(u32) -> usize, algo: Algorithm) {
    let n = trace.node_count();
    assert!(n > 0);
    let mut stack: Vec<u32> = Vec::new();
    let mut window = vec![(0i32, 0i32); n];
    let mut cut = vec![false; n];
    let mut children = vec![0usize; n];
    let mut left = vec![false; n];
    let mut evaluated = vec![false; n];
    for e in 0..trace.len() {
        let node = trace.node(e);
        let (a, b, c) = (trace.a(e), trace.b(e), trace.c(e));
        match EventKind::from_u8(trace.kind(e)).unwrap() {
            EventKind::Enter => {
                let parent = trace.parent(node as usize);
                assert_eq!(
                    stack.last().copied().unwrap_or(NO_PARENT),
                    parent,
                    "node {node} entered under its parent"
                );
                if parent != NO_PARENT {
                    assert!(
                        !cut[parent as usize],
                        "node {node} entered after its parent {parent} cut off"
                    );
                }
                window[node as usize] = (a, b);
                stack.push(node);
            }
            EventKind::Leave => {
                assert_eq!(
                    stack.pop(),
                    Some(node),
                    "nodes leave in the order they were entered"
                );
                left[node as usize] = true;
            }
            EventKind::Child => {
                assert_eq!(stack.last(), Some(&node));
                assert_eq!(trace.parent(c as usize), node);
                assert!(left[c as usize], "a child returns after it left");
                children[node as usize] += 1;
                let (alpha, beta) = &mut window[node as usize];
                if b & changed::ALPHA != 0 {
                    assert!(a > *alpha, "alpha only rises");
                    *alpha = a;
                }
                if b & changed::BETA != 0 {
                    assert!(a < *beta, "beta only falls");
                    *beta = a;
                }
            }
            EventKind::Cutoff => {
                assert_eq!(stack.last(), Some(&node));
                let (alpha, beta) = window[node as usize];
                assert!(
                    alpha >= beta,
                    "cutoff at node {node} with alpha {alpha} < beta {beta}"
                );
                assert!(algo.has_window());
                assert_eq!(
                    b as usize, children[node as usize],
                    "searched children counted"
                );
                assert_eq!(
                    b as usize + c as usize,
                    moves_at(node),
                    "searched + pruned = all children"
                );
                cut[node as usize] = true;
            }
            EventKind::Eval => {
                assert_eq!(stack.last(), Some(&node));
                evaluated[node as usize] = true;
            }
            other => panic!("the seed algorithms record no {other:?}"),
        }
    }
    assert!(stack.is_empty(), "every node entered is left");
    assert!(left.iter().all(|&l| l));
    for node in 0..n {
        if !cut[node] {
            let want = if evaluated[node] {
                0
            } else {
                moves_at(node as u32)
            };
            assert_eq!(
                children[node], want,
                "node {node} without a cutoff searched all its children"
            );
            assert_eq!(
                evaluated[node],
                trace.depth(node) == 0 || want == 0 || children[node] == 0
            );
        }
    }
}

fn check_game(game: &AnyGame, algo: Algorithm, fail: Fail, depth: u32) {
    let (o, trace) = match game {
        AnyGame::Tree(p) => traced(p, algo, fail, depth),
        AnyGame::TicTacToe(p) => traced(p, algo, fail, depth),
        AnyGame::Chess(p) => traced(p, algo, fail, depth),
        other => panic!(
            "check_game covers trees, tic-tac-toe and chess, not {}",
            other.kind()
        ),
    };
    check(
        &trace,
        |node| game.after(&trace.path(node)).legal_move_count() as usize,
        algo,
    );
    let plain = match game {
        AnyGame::Tree(p) => untraced(p, algo, fail, depth),
        AnyGame::TicTacToe(p) => untraced(p, algo, fail, depth),
        AnyGame::Chess(p) => untraced(p, algo, fail, depth),
        other => panic!(
            "check_game covers trees, tic-tac-toe and chess, not {}",
            other.kind()
        ),
    };
    assert_eq!(
        o, plain,
        "recording on and off give the same value, best move and counts"
    );
    assert_eq!(trace.node_count() as u64, o.stats.nodes);
    let evals = trace
        .kinds()
        .filter(|&k| k == EventKind::Eval as u8)
        .count() as u64;
    let cutoffs = trace
        .kinds()
        .filter(|&k| k == EventKind::Cutoff as u8)
        .count() as u64;
    assert_eq!((evals, cutoffs), (o.stats.evals, o.stats.cutoffs));
}

#[test]
fn trace_invariants_hold_on_random_trees_for_every_algorithm() {
    for seed in 0..120u64 {
        let spec = cutoff::game::tree::RandomTreeSpec {
            branching: 1 + (seed % 4) as u32,
            depth: 1 + (seed % 5) as u32,
            seed,
            min: -4,
            max: 4,
            order: [
                ChildOrder::AsGenerated,
                ChildOrder::BestFirst,
                ChildOrder::WorstFirst,
            ][(seed % 3) as usize],
            noise: 2,
        };
        let game = AnyGame::load(&GameSpec::random(
            &spec,
            Some(if seed % 2 == 0 { Side::Max } else { Side::Min }),
        ))
        .unwrap();
        for (algo, fail) in CONFIGS {
            for depth in [spec.depth, spec.depth.saturating_sub(1)] {
                check_game(&game, algo, fail, depth);
            }
        }
    }
}

#[test]
fn trace_invariants_hold_on_tic_tac_toe() {
    let game = AnyGame::TicTacToe(TicTacToe::new());
    for (algo, fail) in CONFIGS {
        check_game(&game, algo, fail, 9);
    }
    let game = AnyGame::TicTacToe(TicTacToe::from_cells("X...O....").unwrap());
    check_game(&game, Algorithm::Alphabeta, Fail::Soft, 3);
}

#[test]
fn trace_invariants_hold_on_chess() {
    let game = AnyGame::load(&GameSpec::new(
        "chess",
        serde_json::json!({"preset": "middlegame"}),
    ))
    .unwrap();
    for (algo, fail) in CONFIGS {
        check_game(&game, algo, fail, 2);
    }
}

#[test]
fn windows_and_bounds_follow_the_seed_000_walkthrough() {
    let pos = tree(cutoff::game::tree::AIMA_5_2);
    let (_, t) = traced(&pos, Algorithm::Alphabeta, Fail::Soft, 2);
    // C (path "1") is entered with alpha = 3 from B, its first leaf 2 makes beta 2 <= alpha: cut.
    let c = (0..t.node_count())
        .find(|&n| t.path_string(n as u32) == "1")
        .unwrap();
    assert_eq!((t.alpha(c), t.beta(c)), (3, cutoff::game::INF));
    assert_eq!(t.value(c), 2);
    assert_eq!(
        t.bound(c),
        cutoff::trace::Bound::Upper as u8,
        "2 <= alpha 3: an upper bound"
    );
    let cut = (0..t.len())
        .find(|&e| t.kind(e) == EventKind::Cutoff as u8 && t.node(e) == c as u32)
        .unwrap();
    assert_eq!(
        (t.a(cut), t.b(cut), t.c(cut)),
        (cutoff::trace::CutKind::Alpha as i32, 1, 2)
    );
    assert_eq!(t.bound(0), cutoff::trace::Bound::Exact as u8);
    assert_eq!(
        t.principal_variation(false)
            .iter()
            .map(|&n| t.path_string(n))
            .collect::<Vec<_>>(),
        ["0", "0.0"]
    );
}

#[test]
fn the_event_cap_stops_the_search_with_the_numbers() {
    let game = AnyGame::TicTacToe(TicTacToe::new());
    let config = search::SearchConfig {
        algorithm: Algorithm::Minimax,
        ..Default::default()
    };
    let err = game.search_traced(&config, 1000).unwrap_err();
    assert!(
        err.message
            .contains("more than 4,000 events) over its budget of 0.0 MB (1,000 events)"),
        "{}",
        err.message
    );
    // Within four times the cap, the search is counted to its end: the whole minimax trace is
    // 1,905,005 events.
    let err = game.search_traced(&config, 1_000_000).unwrap_err();
    assert!(
        err.message.starts_with("the trace would need ~"),
        "{}",
        err.message
    );
    assert!(
        err.message
            .contains(" MB (1,905,005 events) over its budget of "),
        "{}",
        err.message
    );
    assert!(
        err.message.ends_with(
            "MB (1,000,000 events): lower the depth, choose alpha-beta, or a smaller tree"
        ),
        "{}",
        err.message
    );
    // Recording stopped early: the search did not run on to the end.
    let (o, trace) = search::run_seed(
        &TicTacToe::new(),
        Algorithm::Minimax,
        Fail::Soft,
        9,
        Recorder::new(1000),
    );
    assert!(trace.overflowed);
    assert!(
        o.stats.nodes < 1000,
        "the search unwinds once the recorder is full ({} nodes)",
        o.stats.nodes
    );
}

#[test]
fn pruned_children_are_listed_for_drawing() {
    let game = AnyGame::load(&GameSpec::preset("wikipedia")).unwrap();
    let config = search::SearchConfig {
        algorithm: Algorithm::Alphabeta,
        ..Default::default()
    };
    let t = game.search_traced(&config, 1_000_000).unwrap();
    let AnyGame::Tree(pos) = &game else {
        unreachable!()
    };
    // Every tree node is either visited or pruned, exactly once.
    assert_eq!(t.trace.node_count() + t.pruned.len(), pos.tree.nodes.len());
    // The grey 5 of seed 000: leaf 0.0.1.2, pruned by the cut at node 0.0.1.
    let base = t.trace.node_count() as u32;
    let cut_node = (0..base)
        .find(|&n| t.trace.path_string(n) == "0.0.1")
        .unwrap();
    let k = (0..t.pruned.len())
        .find(|&k| t.pruned.parent[k] == cut_node)
        .unwrap();
    assert_eq!(t.pruned.move_index[k], 2);
    assert_eq!(
        pos.tree.nodes[t.pruned.tree_node[k] as usize].value,
        Some(5)
    );
    let _ = pos.side_to_move();
}

/// The name of the move into a display node, the slow way: replay its path.
fn name_by_replay(game: &AnyGame, t: &cutoff::Traced, display: usize) -> String {
    let n = t.trace.node_count();
    let mut path = Vec::new();
    let mut cur = display;
    while cur >= n {
        path.push(t.pruned.move_index[cur - n]);
        cur = t.pruned.parent[cur - n] as usize;
    }
    let mut full = t.trace.path(cur as u32);
    path.reverse();
    full.extend(path);
    match full.pop() {
        None => String::new(),
        Some(last) => game.after(&full).move_name_at(last),
    }
}

#[test]
fn node_names_in_one_walk_match_replaying_each_path() {
    use cutoff::search::{SearchConfig, Techniques};
    let cases: Vec<(GameSpec, SearchConfig)> = vec![
        (
            GameSpec::preset("wikipedia"),
            SearchConfig {
                algorithm: Algorithm::Pvs,
                ..Default::default()
            },
        ),
        (
            GameSpec::new("tictactoe", serde_json::json!({"position": "X...O...."})),
            SearchConfig::default(),
        ),
        (
            GameSpec::new("chess", serde_json::json!({"preset": "middlegame"})),
            SearchConfig {
                algorithm: Algorithm::Pvs,
                depth: Some(3),
                techniques: Techniques {
                    null_move: Some(1),
                    iterative_deepening: true,
                    tt: true,
                    quiescence: true,
                    ..Default::default()
                },
                ..Default::default()
            },
        ),
    ];
    for (spec, config) in cases {
        let game = AnyGame::load(&spec).unwrap();
        let t = game.search_traced(&config, 10_000_000).unwrap();
        let names = game.node_names(&t.trace, &t.pruned);
        assert_eq!(names.len(), t.trace.node_count() + t.pruned.len());
        let mut passes = 0;
        for (d, name) in names.iter().enumerate() {
            if d < t.trace.node_count()
                && t.trace.parent(d) != NO_PARENT
                && t.trace.flags(t.trace.parent(d) as usize) & cutoff::trace::node_flags::DRIVER
                    != 0
            {
                assert_eq!(name, &format!("depth {}", t.trace.depth(d)));
                continue;
            }
            passes += (name == "pass") as usize;
            assert_eq!(
                name,
                &name_by_replay(&game, &t, d),
                "{spec:?}: display node {d}"
            );
        }
        if spec.kind == "chess" {
            assert!(passes > 0, "the chess case tries null moves");
        }
    }
}

#[test]
fn pruned_subtrees_of_a_huge_tree_stop_at_the_budget() {
    use cutoff::game::tree::RandomTreeSpec;
    use cutoff::search::{SearchConfig, Techniques};
    let spec = RandomTreeSpec {
        branching: 2,
        depth: 20,
        seed: 3,
        ..Default::default()
    };
    let game = AnyGame::load(&GameSpec::random(&spec, None)).unwrap();
    let config = SearchConfig {
        algorithm: Algorithm::Mtdf,
        techniques: Techniques {
            tt: true,
            iterative_deepening: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let t = game.search_traced(&config, 40_000_000).unwrap();
    assert!(t.pruned.truncated);
    // The budget bounds the expansion; the direct pruned children beyond it are still listed.
    let direct = (0..t.pruned.len())
        .filter(|&k| (t.pruned.parent[k] as usize) < t.trace.node_count())
        .count();
    assert!(t.pruned.len() <= cutoff::PRUNED_BUDGET + direct);
}

#[test]
fn a_comparison_row_past_its_node_budget_says_so_and_the_others_still_count() {
    let game = AnyGame::TicTacToe(TicTacToe::new());
    let rows = game.compare(None, 100_000).unwrap();
    let row = |name: &str| rows.iter().find(|r| r.name == name).unwrap();
    assert!(row("minimax")
        .error
        .as_deref()
        .unwrap()
        .contains("stopped after 100,000 nodes"));
    assert_eq!(row("minimax").stats, None);
    assert_eq!(row("alphabeta").stats.unwrap().nodes, 18_297);
    assert_eq!(row("alphabeta").value, Some(0));
}

#[test]
fn tree_nodes_in_one_pass_match_replaying_each_path() {
    use cutoff::search::{SearchConfig, Techniques};
    let game = AnyGame::load(&GameSpec::random(
        &cutoff::game::tree::RandomTreeSpec {
            branching: 3,
            depth: 5,
            seed: 9,
            ..Default::default()
        },
        None,
    ))
    .unwrap();
    for config in [
        SearchConfig {
            algorithm: Algorithm::Alphabeta,
            ..Default::default()
        },
        SearchConfig {
            algorithm: Algorithm::Mtdf,
            techniques: Techniques {
                tt: true,
                iterative_deepening: true,
                ..Default::default()
            },
            ..Default::default()
        },
    ] {
        let t = game.search_traced(&config, 1_000_000).unwrap();
        let ids = game.tree_nodes(&t.trace, &t.pruned).unwrap();
        assert_eq!(ids.len(), t.trace.node_count() + t.pruned.len());
        for (d, &id) in ids.iter().enumerate().take(t.trace.node_count()) {
            let AnyGame::Tree(p) = game.after(&t.trace.path(d as u32)) else {
                unreachable!()
            };
            assert_eq!(id, p.node, "display node {d}");
        }
    }
    assert!(AnyGame::TicTacToe(TicTacToe::new())
        .tree_nodes(&Recorder::new(10), &Default::default())
        .is_none());
}

/// A node's children by their definition: the Enter events between its Enter and its Leave whose
/// node has it as parent, in the events' order.
fn children_by_events(t: &Recorder, node: u32) -> Vec<u32> {
    let to = (t.leave_event(node as usize) as usize).min(t.len() - 1);
    (t.enter_event(node as usize) as usize..=to)
        .filter(|&e| t.kind(e) == EventKind::Enter as u8 && t.parent(t.node(e) as usize) == node)
        .map(|e| t.node(e))
        .collect()
}

#[test]
fn children_read_from_the_node_table_are_the_enter_events_under_the_node() {
    let chess = AnyGame::load(&GameSpec::new(
        "chess",
        serde_json::json!({"preset": "middlegame"}),
    ))
    .unwrap();
    let id = search::SearchConfig {
        algorithm: Algorithm::Alphabeta,
        depth: Some(3),
        techniques: search::Techniques {
            iterative_deepening: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let traces = [
        // Iterative deepening: a driver node whose children are the root searches.
        chess.search_traced(&id, 1_000_000).unwrap().trace,
        // A minimax trace stopped by its cap: nodes still open have no Leave.
        search::run(
            &TicTacToe::new(),
            &search::SearchConfig {
                algorithm: Algorithm::Minimax,
                depth: Some(9),
                ..Default::default()
            },
            9,
            Recorder::new(3_000),
        )
        .unwrap()
        .1,
        // MCTS: nodes entered each iteration, not nested.
        AnyGame::TicTacToe(TicTacToe::new())
            .mcts_traced(
                &cutoff::search::mcts::Params {
                    iterations: 60,
                    ..Default::default()
                },
                None,
                100_000,
            )
            .unwrap()
            .1,
    ];
    for t in &traces {
        let mut seen = 0;
        for n in 0..t.node_count() as u32 {
            let c = t.children_of(n);
            assert_eq!(c, children_by_events(t, n), "node {n}");
            seen += c.len();
        }
        assert!(
            seen + 1 >= t.node_count() / 2,
            "{seen} children in {} nodes",
            t.node_count()
        );
    }
}

#[test]
fn the_summary_the_page_reads_names_its_fields_in_camel_case_and_null_move_only_when_on() {
    use cutoff::search::{SearchConfig, Techniques};
    let aima = AnyGame::load(&GameSpec::preset("aima")).unwrap();
    let config = SearchConfig::default();
    let t = aima.search_traced(&config, 1_000_000).unwrap();
    let v = serde_json::to_value(t.summary(&aima.move_names())).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    let mut want = [
        "value",
        "bestMove",
        "bestMoveName",
        "depth",
        "stats",
        "events",
        "nodeCount",
        "prunedCount",
        "prunedTruncated",
        "negamax",
        "nullMove",
        "bytesPerEvent",
        "deeperTableCutoffs",
    ];
    want.sort();
    assert_eq!(keys, want, "the page's keys (serde_json's map sorts them)");
    // AIMA Figure 5.2 by alpha-beta: 3, by B, 11 nodes (as the CLI's test has it).
    assert_eq!(
        (
            &v["value"],
            &v["bestMove"],
            &v["bestMoveName"],
            &v["nodeCount"],
            &v["stats"]["nodes"],
            &v["nullMove"],
            &v["negamax"],
        ),
        (
            &serde_json::json!(3),
            &serde_json::json!(0),
            &serde_json::json!("B"),
            &serde_json::json!(11),
            &serde_json::json!(11),
            &serde_json::Value::Null,
            &serde_json::json!(false),
        )
    );
    // With null moves of R = 2: a pass is first tried where the root's children have more than
    // R plies left, so from depth R + 2.
    let chess = AnyGame::load(&GameSpec::new("chess", serde_json::json!({}))).unwrap();
    let config = SearchConfig {
        algorithm: Algorithm::NegamaxAb,
        depth: Some(1),
        techniques: Techniques {
            null_move: Some(2),
            ..Techniques::default()
        },
        ..SearchConfig::default()
    };
    let t = chess.search_traced(&config, 1_000_000).unwrap();
    let v = serde_json::to_value(t.summary(&chess.move_names())).unwrap();
    assert_eq!(
        v["nullMove"],
        serde_json::json!({ "r": 2, "leastDepth": 4 })
    );
    assert_eq!(v["negamax"], true);
}
