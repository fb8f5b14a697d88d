//! Monte Carlo tree search held to facts nobody here wrote: OpenSpiel's tic-tac-toe MCTS cases
//! (open_spiel/algorithms/mcts_test.cc), the retrograde solver's perfect-play moves, the textbook
//! tree's minimax move; and the trace to its own formula: every UCB score recomputed from the N
//! and W the trace itself recorded.

use cutoff::game::solve::{solve, Outcome};
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::Game;
use cutoff::search::mcts::{fixed, uct, MctsOutcome, Params, DEFAULT_C_UCT, SCALE};
use cutoff::search::selfplay::{outcome_keeping_moves, perfect_move_share, trap_positions};
use cutoff::trace::{EventKind, NoTrace, Recorder, DEFAULT_EVENT_CAP};
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

fn ttt(cells: &str) -> TicTacToe {
    TicTacToe::from_cells(cells).unwrap()
}

fn search(pos: &TicTacToe, iterations: u32, seed: u64) -> MctsOutcome {
    uct(
        pos,
        &Params {
            iterations,
            seed,
            ..Params::default()
        },
        NoTrace,
    )
    .0
}

/// OpenSpiel's moves x(r,c) are cell 3r + c here.
#[test]
fn after_x_centre_o_corner_x_opposite_corner_uct_plays_one_of_the_two_corners_that_do_not_lose() {
    // OpenSpiel's MCTSTest_SolveDraw: "o..\n.x.\n..x", O to move; only o(2,0) and o(0,2) draw.
    let pos = ttt("O...X...X");
    let sol = solve(&pos);
    assert_eq!(
        outcome_keeping_moves(&pos, &sol)
            .iter()
            .map(|&i| [1, 2, 3, 5, 6, 7][i as usize])
            .collect::<Vec<_>>(),
        vec![2, 6]
    );
    for seed in 1..=5 {
        let out = search(&pos, 10_000, seed);
        let cell = [1, 2, 3, 5, 6, 7][out.best_move.unwrap() as usize];
        assert!(cell == 2 || cell == 6, "seed {seed}: O plays cell {cell}");
    }
}

#[test]
fn when_every_move_loses_every_root_child_s_mean_is_below_a_draw_for_the_side_to_move() {
    // OpenSpiel's MCTSTest_SolveLoss: "oox\n.x.\n..x", O to move, every move loses.
    let pos = ttt("OOX.X...X");
    assert_eq!(solve(&pos).lookup(&pos).map(|r| r.0), Some(Outcome::Loss));
    let out = search(&pos, 10_000, 1);
    for c in &out.children {
        assert!(
            c.q.unwrap() < 0.5,
            "move {} has Q {:?} for O",
            c.move_index,
            c.q
        );
    }
    assert!(out.value > 0.5, "X's mean {}", out.value);
}

#[test]
fn a_won_position_s_search_picks_the_winning_move_opens_spiel_names() {
    // OpenSpiel's MCTSTest_SolveWin: ".x.\n...\n..o", X to move; x(0,2) wins.
    let pos = ttt(".X......O");
    let sol = solve(&pos);
    let winning = outcome_keeping_moves(&pos, &sol);
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert!(
        winning.iter().any(|&i| moves[i as usize] == 2),
        "the solver agrees x(0,2) wins"
    );
    let out = search(&pos, 10_000, 1);
    assert!(
        winning.contains(&out.best_move.unwrap()),
        "X plays cell {}",
        moves[out.best_move.unwrap() as usize]
    );
}

#[test]
fn with_enough_iterations_uct_picks_a_perfect_play_move_in_at_least_95_percent_of_random_trap_positions(
) {
    let sol = solve(&TicTacToe::new());
    let traps = trap_positions(&TicTacToe::new(), &sol, 100, 2026);
    assert_eq!(traps.len(), 100);
    let share = perfect_move_share(&traps, &sol, |p| search(p, 5_000, 7).best_move);
    assert!(
        share >= 0.95,
        "perfect-play moves in {:.0} % of the trap positions",
        share * 100.0
    );
}

#[test]
fn the_visits_of_the_root_s_children_add_up_to_the_iterations() {
    for (cells, n) in [(".........", 1000), ("O...X...X", 777), ("XO.......", 1)] {
        let out = search(&ttt(cells), n, 3);
        assert_eq!(
            out.children.iter().map(|c| c.visits).sum::<u32>(),
            n,
            "{cells}"
        );
        assert_eq!(out.stats.iterations, n as u64);
    }
}

#[test]
fn the_move_played_is_the_most_visited_root_child() {
    let out = search(&TicTacToe::new(), 3000, 5);
    let most = out.children.iter().map(|c| c.visits).max().unwrap();
    assert_eq!(out.children[out.best_move.unwrap() as usize].visits, most);
}

fn traced(spec: GameSpec, params: &Params) -> (MctsOutcome, Recorder) {
    AnyGame::load(&spec)
        .unwrap()
        .mcts_traced(params, None, DEFAULT_EVENT_CAP)
        .unwrap()
}

#[test]
fn every_ucb_score_in_the_trace_equals_the_formula_from_the_trace_s_own_n_and_w() {
    let c = DEFAULT_C_UCT;
    for spec in [
        GameSpec::new("tictactoe", json!({})),
        GameSpec::preset("aima"),
        GameSpec::new("connect4", json!({ "size": "5x4" })),
    ] {
        let (out, tr) = traced(
            spec.clone(),
            &Params {
                iterations: 400,
                seed: 11,
                ..Params::default()
            },
        );
        let mut n = vec![0i64; tr.node_count()];
        let mut w = vec![0i64; tr.node_count()];
        let (mut scores, mut selections) = (0, 0);
        let mut group: Vec<(i32, i32, i32)> = Vec::new();
        let mut group_parent = None;
        let check_group = |group: &mut Vec<(i32, i32, i32)>| {
            if group.is_empty() {
                return;
            }
            let best = group.iter().map(|g| g.0 + g.1).max().unwrap();
            let chosen: Vec<_> = group.iter().filter(|g| g.2 == 1).collect();
            assert_eq!(chosen.len(), 1, "one child chosen");
            assert!(
                chosen[0].0 + chosen[0].1 >= best - 2,
                "the chosen child has the best score"
            );
            group.clear();
        };
        for e in 0..tr.len() {
            let node = tr.node(e) as usize;
            match EventKind::from_u8(tr.kind(e)) {
                Some(EventKind::McSelect) => {
                    let p = tr.parent(node) as usize;
                    // A new parent: the selection step below the last one starts.
                    if group_parent != Some(p) {
                        if !group.is_empty() {
                            selections += 1;
                        }
                        check_group(&mut group);
                        group_parent = Some(p);
                    }
                    let (nc, wc, np) = (n[node] as f64, w[node] as f64 / SCALE, n[p] as f64);
                    assert!(nc >= 1.0, "UCT scores only visited children");
                    assert!(
                        (tr.a(e) - fixed(wc / nc)).abs() <= 1,
                        "{spec:?} event {e}: exploitation {} for W {wc} N {nc}",
                        tr.a(e)
                    );
                    assert_eq!(
                        tr.b(e),
                        fixed(c * (np.ln() / nc).sqrt()),
                        "{spec:?} event {e}: exploration for N {nc} of {np}"
                    );
                    group.push((tr.a(e), tr.b(e), tr.c(e)));
                    scores += 1;
                }
                Some(EventKind::McBackup) => {
                    assert_eq!(tr.a(e) as i64, n[node] + 1, "N grows by one");
                    // W and the reward are rounded to the fixed point each on its own.
                    assert!(
                        (tr.b(e) as i64 - w[node] - tr.c(e) as i64).abs() <= 1,
                        "W grows by the reward"
                    );
                    n[node] = tr.a(e) as i64;
                    w[node] = tr.b(e) as i64;
                }
                _ => {}
            }
            if tr.kind(e) != EventKind::McSelect as u8 {
                if !group.is_empty() {
                    selections += 1;
                }
                check_group(&mut group);
                group_parent = None;
            }
        }
        assert!(
            scores > 100 && selections > 50,
            "{spec:?}: {scores} scores in {selections} selections"
        );
        // The trace's last N of each root child is the outcome's visits.
        let root_children: Vec<u32> = (1..tr.node_count() as u32)
            .filter(|&k| tr.parent(k as usize) == 0)
            .collect();
        let visits: Vec<u32> = root_children
            .iter()
            .map(|&k| n[k as usize] as u32)
            .collect();
        assert_eq!(
            visits,
            out.children.iter().map(|c| c.visits).collect::<Vec<_>>()
        );
    }
}

#[test]
fn each_iteration_records_its_four_phases_in_order() {
    let (_, tr) = traced(
        GameSpec::new("tictactoe", json!({})),
        &Params {
            iterations: 50,
            seed: 2,
            ..Params::default()
        },
    );
    let kinds: Vec<u8> = tr.kinds().collect();
    let iterations = kinds
        .iter()
        .filter(|&&k| k == EventKind::McIteration as u8)
        .count();
    assert_eq!(iterations, 50);
    // Per iteration: selection scores, one new node (Enter, McExpand), rollout moves, one result,
    // then backups from the new node up to the root.
    let mut e = kinds
        .iter()
        .position(|&k| k == EventKind::McIteration as u8)
        .unwrap();
    for _ in 0..50 {
        assert_eq!(kinds[e], EventKind::McIteration as u8);
        e += 1;
        while kinds[e] == EventKind::McSelect as u8 {
            e += 1;
        }
        assert_eq!(
            (kinds[e], kinds[e + 1]),
            (EventKind::Enter as u8, EventKind::McExpand as u8),
            "expansion at {e}"
        );
        let leaf = tr.node(e);
        e += 2;
        while kinds[e] == EventKind::McRollout as u8 {
            e += 1;
        }
        assert_eq!(kinds[e], EventKind::McResult as u8);
        e += 1;
        assert_eq!(tr.node(e), leaf, "backpropagation starts at the new node");
        let mut at = leaf;
        while kinds[e] == EventKind::McBackup as u8 {
            assert_eq!(tr.node(e), at);
            at = tr.parent(at as usize);
            e += 1;
        }
        assert_eq!(at, cutoff::trace::NO_PARENT, "and ends at the root");
    }
    assert_eq!(kinds[e], EventKind::McBest as u8);
}

#[test]
fn the_same_seed_gives_the_same_result_and_trace_and_another_seed_another_trace() {
    let p = Params {
        iterations: 300,
        seed: 9,
        ..Params::default()
    };
    let spec = GameSpec::new("tictactoe", json!({ "position": "X...O...." }));
    let (a, ta) = traced(spec.clone(), &p);
    let (b, tb) = traced(spec.clone(), &p);
    assert_eq!(a, b);
    for k in 0..5 {
        assert_eq!(ta.column(k), tb.column(k));
    }
    let (_, tc) = traced(spec, &Params { seed: 10, ..p });
    assert_ne!(ta.column(4), tc.column(4));
}

#[test]
fn on_the_aima_tree_uct_plays_minimax_s_move_and_rewards_are_the_leaves_normalised_by_their_range()
{
    let game = AnyGame::load(&GameSpec::preset("aima")).unwrap();
    assert_eq!(
        game.mcts_reward(),
        cutoff::search::mcts::Reward::Range { min: 2, max: 14 }
    );
    let (out, _) = game
        .mcts(
            &Params {
                iterations: 2000,
                seed: 1,
                ..Params::default()
            },
            None,
            NoTrace,
        )
        .unwrap();
    // Minimax: B = 3, C = 2, D = 2: MAX plays B (move 0).
    assert_eq!(out.best_move, Some(0));
    // A leaf's reward is (v - 2) / 12; B's true value 3 is 1/12 for MAX.
    assert!(out.value < 0.25, "MAX's mean {}", out.value);
}

#[test]
fn a_terminal_root_has_no_move_and_its_result_as_value() {
    let out = search(&ttt("XXXOO...."), 10, 1);
    assert_eq!(
        (out.best_move, out.value, out.stats.iterations),
        (None, 1.0, 0)
    );
}

#[test]
fn every_game_with_moves_runs_uct_to_a_legal_most_visited_move() {
    for kind in AnyGame::kinds() {
        let spec = if kind == "tree" {
            GameSpec::preset("wikipedia")
        } else {
            GameSpec::new(kind, json!({}))
        };
        let game = AnyGame::load(&spec).unwrap();
        let (out, _) = game
            .mcts(
                &Params {
                    iterations: 30,
                    seed: 1,
                    rollout_cap: 60,
                    ..Params::default()
                },
                None,
                NoTrace,
            )
            .unwrap();
        assert!(out.best_move.unwrap() < game.legal_move_count(), "{kind}");
        assert_eq!(
            out.children.iter().map(|c| c.visits).sum::<u32>(),
            30,
            "{kind}"
        );
    }
}

#[test]
fn bad_parameters_are_refused_with_codes() {
    let game = AnyGame::load(&GameSpec::new("tictactoe", json!({}))).unwrap();
    let e = game
        .mcts(
            &Params {
                iterations: 0,
                ..Params::default()
            },
            None,
            NoTrace,
        )
        .unwrap_err();
    assert_eq!((e.code, e.param("n")), ("mcts.iterations", Some(&json!(0))));
    let e = game
        .mcts_traced(
            &Params {
                iterations: 300_000,
                ..Params::default()
            },
            None,
            1000,
        )
        .unwrap_err();
    assert_eq!(
        (e.code, e.param("max")),
        ("mcts.iterations", Some(&json!(200_000)))
    );
    let e = game
        .mcts(
            &Params {
                exploration: f64::NAN,
                ..Params::default()
            },
            None,
            NoTrace,
        )
        .unwrap_err();
    assert_eq!(e.code, "mcts.exploration");
}
