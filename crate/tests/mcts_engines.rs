//! Issue 19's engines beside alpha-beta: PUCT without a trained net (uniform priors, rollout
//! values) for every game, the root moves that keep the true result (the comparison's "perfect
//! play?" column), and the rollouts' moves named in the game's notation.

use cutoff::search::mcts::{rollout_names, Params};
use cutoff::session::Session;
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

fn load(kind: &str, options: serde_json::Value) -> AnyGame {
    AnyGame::load(&GameSpec::new(kind, options)).unwrap()
}

#[test]
fn bouton_s_theorem_names_the_one_perfect_move_of_nim_3_4_5() {
    // 3 ^ 4 ^ 5 = 2: only taking 2 from the first heap leaves a nim-sum of 0.
    let g = load("nim", json!({"position": "3,4,5"}));
    let keep = g.perfect_moves().expect("Nim knows its true outcome");
    let names: Vec<String> = keep
        .iter()
        .map(|&k| g.move_names()[k as usize].clone())
        .collect();
    assert_eq!(names, vec!["h1−2".to_string()]);
}

#[test]
fn tic_tac_toe_s_perfect_moves_after_x_centre_o_corner_x_corner_are_opspiel_s_two() {
    // OpenSpiel's MCTSTest_SolveDraw: "o..\n.x.\n..x", O to move; only o(0,2) and o(2,0) draw.
    let g = load("tictactoe", json!({"position": "O...X...X"}));
    let keep = g.perfect_moves().unwrap();
    let cells: Vec<u32> = keep
        .iter()
        .map(|&k| [1, 2, 3, 5, 6, 7][k as usize])
        .collect();
    assert_eq!(cells, vec![2, 6]);
}

#[test]
fn a_game_without_a_solver_has_no_perfect_moves_and_dodgem_has_some() {
    assert_eq!(load("chess", json!({})).perfect_moves(), None);
    let d = load("dodgem", json!({}));
    let keep = d.perfect_moves().expect("Dodgem 3×3 is solved");
    // The first player wins Dodgem 3×3 (Berlekamp, Conway and Guy): some move keeps the win, not every.
    let all = d.move_names().len();
    assert!(!keep.is_empty() && keep.len() < all, "{keep:?} of {all}");
}

#[test]
fn puct_with_uniform_priors_plays_every_game_and_its_visits_add_up() {
    for (kind, options) in [
        ("chess", json!({})),
        ("dodgem", json!({})),
        ("nim", json!({"position": "3,4,5"})),
        ("xiangqi", json!({})),
    ] {
        let g = load(kind, options);
        let p = Params {
            iterations: 120,
            seed: 5,
            exploration: 1.0,
            ..Params::default()
        };
        let (out, _) = g.puct_uniform(&p, cutoff::trace::NoTrace).unwrap();
        assert_eq!(out.stats.iterations, 120, "{kind}");
        assert_eq!(
            out.children.iter().map(|c| c.visits).sum::<u32>(),
            120,
            "{kind}"
        );
        let n = out.children.len() as f64;
        assert!(
            out.children
                .iter()
                .all(|c| (c.prior.unwrap() - 1.0 / n).abs() < 1e-6),
            "{kind}: uniform priors"
        );
        assert!(out.best_move.is_some(), "{kind}");
        // Seeded: the same run again.
        assert_eq!(
            g.puct_uniform(&p, cutoff::trace::NoTrace).unwrap().0,
            out,
            "{kind}"
        );
    }
}

/// The page shows the engine's own search beside the board while PUCT plays a game without a net:
/// the traced search (as the page records it) is the untraced one the engine answers with, and
/// its trace says PUCT's selections (priors on every score).
#[test]
fn the_traced_uniform_puct_search_is_the_one_the_engine_plays() {
    for (kind, options, iterations) in [
        ("dodgem", json!({}), 400),
        ("nim", json!({"position": "3,4,5"}), 600),
        ("chess", json!({}), 60),
    ] {
        let spec = GameSpec::new(kind, options);
        let p = Params {
            iterations,
            seed: 4,
            ..Params::default()
        };
        let (untraced, _) = AnyGame::load(&spec)
            .unwrap()
            .puct_uniform(&p, cutoff::trace::NoTrace)
            .unwrap();
        let mut s = Session::load(&spec).unwrap();
        let (traced, out) = s.mcts_with(&p, None, true, 10_000_000).unwrap();
        assert_eq!(out, untraced, "{kind}: the same search, traced or not");
        assert!(
            traced.trace.len() > iterations as usize,
            "{kind}: {} events",
            traced.trace.len()
        );
        let mut s2 = Session::load(&spec).unwrap();
        let (_, uct) = s2.mcts_with(&p, None, false, 10_000_000).unwrap();
        assert_ne!(
            uct.children.iter().map(|c| c.visits).collect::<Vec<_>>(),
            out.children.iter().map(|c| c.visits).collect::<Vec<_>>(),
            "{kind}: PUCT's, not UCT's"
        );
        assert!(
            out.children.iter().all(|c| c.prior.is_some()),
            "{kind}: priors"
        );
    }
}

#[test]
fn puct_with_rollouts_finds_nim_s_winning_move() {
    let g = load("nim", json!({"position": "3,4,5"}));
    let (out, _) = g
        .puct_uniform(
            &Params {
                iterations: 3000,
                seed: 1,
                exploration: 1.0,
                ..Params::default()
            },
            cutoff::trace::NoTrace,
        )
        .unwrap();
    assert_eq!(g.move_names()[out.best_move.unwrap() as usize], "h1−2");
}

#[test]
fn every_rollout_is_named_move_by_move_and_replays_to_its_length() {
    let spec = GameSpec::new("tictactoe", json!({"position": "O...X...X"}));
    let mut s = Session::load(&spec).unwrap();
    s.mcts(
        &Params {
            iterations: 50,
            seed: 3,
            ..Params::default()
        },
        1_000_000,
    )
    .unwrap();
    let trace = &s.last().unwrap().trace;
    let AnyGame::TicTacToe(root) = &s.game else {
        unreachable!()
    };
    let names = rollout_names(root, trace, 100);
    let mut rolled = 0;
    for e in 0..trace.len() {
        // McResult: a = reward, b = plies.
        if trace.kind(e) == cutoff::trace::EventKind::McResult as u8 {
            let v = trace.node(e) as usize;
            assert_eq!(names[v].len(), trace.b(e) as usize, "node {v}");
            rolled += (trace.b(e) > 0) as u32;
            // A rollout's cells are free ones, each once: tic-tac-toe names a cell by its own notation.
            let mut seen = std::collections::HashSet::new();
            assert!(
                names[v].iter().all(|n| seen.insert(n.clone())),
                "{:?}",
                names[v]
            );
        }
    }
    assert!(rolled > 10, "{rolled} rollouts");
    // Capped at `max`.
    assert!(rollout_names(root, trace, 2).iter().all(|v| v.len() <= 2));
}
