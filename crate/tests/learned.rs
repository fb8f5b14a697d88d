//! The NNUE idea: alpha-beta with the network's value at its leaves (the value is the net's, ×100,
//! from MAX's view; a finished game exact), the learned comparison's three rows, the page's
//! training in chunks, and the net-file parser, which refuses damaged files with a code and never
//! panics.

mod common;

use common::rng::Rng;
use cutoff::game::connect4::Connect4;
use cutoff::game::solve::{solve, Outcome};
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::Game;
use cutoff::nn::Net;
use cutoff::search::learned::{net_value, Learned, LEARNED_WIN};
use cutoff::search::selfplay::{outcome_keeping_moves, perfect_move_share, trap_positions};
use cutoff::search::training::Training;
use cutoff::search::{self, Algorithm, Fail};
use cutoff::trace::NoTrace;
use cutoff::{AnyGame, GameSpec};
use serde_json::json;
use std::cell::Cell;

fn shipped(name: &str) -> Net {
    let path = format!("{}/../www/nets/{name}", env!("CARGO_MANIFEST_DIR"));
    Net::from_json(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")))
        .unwrap()
}

fn ttt(cells: &str) -> TicTacToe {
    TicTacToe::from_cells(cells).unwrap()
}

fn game(spec: serde_json::Value) -> AnyGame {
    AnyGame::load(&serde_json::from_value::<GameSpec>(spec).unwrap()).unwrap()
}

fn alphabeta<G: Game>(pos: &G, depth: u32) -> search::Outcome {
    search::run_seed(pos, Algorithm::Alphabeta, Fail::Soft, depth, NoTrace).0
}

#[test]
fn a_leaf_under_the_learned_evaluation_is_the_nets_value_times_100_from_maxs_view() {
    let net = Net::for_game(&TicTacToe::new(), &[8], 3);
    let calls = Cell::new(0);
    // O to move after X5: the net's value is O's, MAX's is its negation.
    let pos = ttt("....X....");
    let v = net_value(&net, &pos);
    assert!(
        v.abs() > 1e-3,
        "the untrained net gives {v}, too close to 0 to tell the sign"
    );
    assert_eq!(
        Learned::new(pos, &net, &calls).evaluate(),
        (-v * 100.0).round() as i32
    );
    // X to move: the net's value is MAX's.
    let pos = ttt("O...X....");
    assert_eq!(
        Learned::new(pos, &net, &calls).evaluate(),
        (net_value(&net, &pos) * 100.0).round() as i32
    );
    assert_eq!(calls.get(), 2);
}

#[test]
fn a_finished_game_scores_plus_or_minus_1000_and_asks_the_net_nothing() {
    let net = Net::for_game(&TicTacToe::new(), &[8], 3);
    let calls = Cell::new(0);
    assert_eq!(
        Learned::new(ttt("XXXOO...."), &net, &calls).evaluate(),
        LEARNED_WIN
    );
    assert_eq!(
        Learned::new(ttt("OOOXX.X.."), &net, &calls).evaluate(),
        -LEARNED_WIN
    );
    assert_eq!(Learned::new(ttt("XOXXOOOXX"), &net, &calls).evaluate(), 0);
    assert_eq!(calls.get(), 0);
}

#[test]
fn alpha_beta_to_the_end_under_the_learned_evaluation_finds_the_true_result_without_the_net() {
    // Every leaf is a finished game, so even an untrained net cannot change the result.
    let net = Net::for_game(&TicTacToe::new(), &[8], 5);
    let sol = solve(&TicTacToe::new());
    for cells in [
        ".........",
        "X...O....",
        "XO..X....",
        "X.O.O.X..",
        "XX.OO....",
    ] {
        let pos = ttt(cells);
        let calls = Cell::new(0);
        let o = alphabeta(&Learned::new(pos, &net, &calls), 9);
        let (truth, _) = sol.lookup(&pos).unwrap();
        let want = match truth {
            Outcome::Win => pos.side_to_move().sign(),
            Outcome::Loss => -pos.side_to_move().sign(),
            Outcome::Draw => 0,
        };
        assert_eq!(o.value, want * LEARNED_WIN, "{cells}");
        assert_eq!(calls.get(), 0, "{cells}");
    }
}

#[test]
fn at_depths_one_and_two_the_learned_evaluation_makes_fewer_mistakes_than_the_hand_written_one() {
    // Tic-tac-toe's hand-written evaluation is only the result: at a shallow depth every open leaf is 0.
    let net = shipped("tictactoe.json");
    let sol = solve(&TicTacToe::new());
    let traps = trap_positions(&TicTacToe::new(), &sol, 200, 7);
    let calls = Cell::new(0);
    for (depth, at_least) in [(1, 0.85), (2, 0.95)] {
        let hand = perfect_move_share(&traps, &sol, |p| alphabeta(p, depth).best_move);
        let learned = perfect_move_share(&traps, &sol, |p| {
            alphabeta(&Learned::new(*p, &net, &calls), depth).best_move
        });
        println!(
            "perfect-play moves at depth {depth}: learned {learned:.3}, hand-written {hand:.3}"
        );
        assert!(learned >= at_least, "depth {depth}: learned {learned:.3}");
        // Fewer than two thirds of the hand-written evaluation's mistakes.
        assert!(
            1.0 - learned < (1.0 - hand) * 2.0 / 3.0,
            "depth {depth}: learned {learned:.3}, hand-written {hand:.3}"
        );
    }
    assert!(calls.get() > 0);
}

#[test]
fn the_learned_comparison_gives_alpha_beta_twice_and_puct_with_their_counts_and_whether_each_move_is_perfect(
) {
    let net = shipped("tictactoe.json");
    // X to move; X7 and X9... the position X1 O5 X9 O3: X must block at 7.
    let g = game(json!({"kind": "tictactoe", "position": "X.O.O...X"}));
    let rows = g.learn_compare(Some(2), &net, 200).unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["alphabeta", "alphabeta-learned", "puct"]);
    let pos = ttt("X.O.O...X");
    assert_eq!(rows[0].evaluated, alphabeta(&pos, 2).stats.evals);
    let calls = Cell::new(0);
    let learned = alphabeta(&Learned::new(pos, &net, &calls), 2);
    assert_eq!(rows[1].evaluated, learned.stats.evals);
    assert_eq!(rows[1].best_move, learned.best_move);
    assert!(
        rows[2].evaluated >= 1 && rows[2].evaluated <= 201,
        "{}",
        rows[2].evaluated
    );
    let sol = solve(&TicTacToe::new());
    let keep = outcome_keeping_moves(&pos, &sol);
    for r in &rows {
        assert_eq!(
            r.perfect,
            Some(keep.contains(&r.best_move.unwrap())),
            "{}",
            r.name
        );
    }
    assert_eq!(rows[2].best_move_name.as_deref(), Some("X7"));
    assert_eq!(rows[2].perfect, Some(true));
}

#[test]
fn on_a_connect_four_board_too_big_to_solve_the_comparison_says_perfect_is_unknown() {
    let start = Connect4::empty(7, 6);
    let net = Net::for_game(&start, &[8], 1);
    let g = game(json!({"kind": "connect4", "position": "4453"}));
    let rows = g.learn_compare(Some(2), &net, 50).unwrap();
    assert!(rows.iter().all(|r| r.perfect.is_none()));
    // A 4x4 board is solved: every row knows.
    let net = Net::for_game(&Connect4::empty(4, 4), &[8], 1);
    let g = game(json!({"kind": "connect4", "size": "4x4", "position": "23"}));
    let rows = g.learn_compare(Some(2), &net, 50).unwrap();
    assert!(rows.iter().all(|r| r.perfect.is_some()), "{rows:?}");
}

#[test]
fn the_comparison_refuses_a_net_for_another_game_and_a_game_without_nets() {
    let net = shipped("tictactoe.json");
    let c4 = game(json!({"kind": "connect4"}));
    assert_eq!(
        c4.learn_compare(Some(2), &net, 50).unwrap_err().code,
        "net.game"
    );
    let nim = game(json!({"kind": "nim", "position": "1,2,3"}));
    assert_eq!(
        nim.learn_compare(Some(2), &net, 50).unwrap_err().code,
        "puct.game"
    );
    let t = game(json!({"kind": "tictactoe"}));
    assert_eq!(
        t.learn_compare(Some(2), &net, 0).unwrap_err().code,
        "mcts.iterations"
    );
    // A row past its node budget is said, not searched for minutes (the page's budget is
    // COMPARE_NODES; 1,000 here, which Connect Four 7x6 at depth 6 passes).
    let big = game(json!({"kind": "connect4"}));
    let net = Net::for_game(&Connect4::empty(7, 6), &[8], 1);
    let e = big
        .learn_compare_within(Some(6), &net, 50, 1000)
        .unwrap_err();
    assert_eq!(e.code, "budget");
    assert!(
        e.message.contains("stopped after 1,000 nodes"),
        "{}",
        e.message
    );
    assert!(big.learn_compare_within(Some(2), &net, 50, 1000).is_ok());
}

#[test]
fn the_page_training_moves_the_curve_and_repeats_from_its_seed() {
    let g = game(json!({"kind": "tictactoe"}));
    let mut a = Training::new(&g, 9).unwrap();
    let mut b = Training::new(&g, 9).unwrap();
    let (p1, q1) = (a.chunk(5), b.chunk(5));
    assert_eq!(p1, q1);
    assert_eq!(p1.games, 5);
    assert!(p1.loss > 0.0 && p1.loss.is_finite());
    let t = p1.vs_random;
    assert_eq!(t.won + t.drawn + t.lost, 20);
    let p = p1.vs_perfect.unwrap();
    assert_eq!(p.won, 0, "nobody beats perfect play at tic-tac-toe");
    // Every line of perfect play as X and as O, at the CLI check's 200 iterations a move: more
    // games than the 10 sampled ones Connect Four gets (X alone has 9 first moves that draw).
    assert!(p1.every_line && p1.iterations == 200);
    assert!(p.won + p.drawn + p.lost > 10, "{p:?}");
    assert_eq!(a.chunk(3).games, 8);
    assert_eq!(Net::from_json(&a.net().to_json()).unwrap(), *a.net());
    assert_ne!(a.net(), b.net());
    assert_eq!(
        Training::new(&game(json!({"kind": "nim", "position": "1,2"})), 1)
            .err()
            .unwrap()
            .code,
        "train.game"
    );
}

#[test]
fn training_resumes_from_a_loaded_net_of_its_game_only() {
    let mut t = Training::new(&game(json!({"kind": "tictactoe"})), 1).unwrap();
    t.resume(shipped("tictactoe.json")).unwrap();
    assert_eq!(*t.net(), shipped("tictactoe.json"));
    let c4 = Net::for_game(&Connect4::empty(4, 4), &[8], 1);
    assert_eq!(t.resume(c4).unwrap_err().code, "net.game");
}

/// Random damage to a good file and random text: the parser answers every one with a net or a
/// coded error, and what it accepts writes back to itself.
#[test]
fn the_net_file_parser_never_panics_on_random_bytes_or_damaged_files() {
    let good = shipped("tictactoe.json").to_json();
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let pieces = [
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\"",
        "\"format\"",
        "\"cutoff-net\"",
        "\"version\"",
        "1",
        "0",
        "-1",
        "1e999",
        "\"hidden\"",
        "[4096,4096,4096,4096,4096,4096,4096,4096,4096]",
        "18446744073709551615",
        "null",
        "\"weights\"",
        "\"zz\"",
        "é",
        "\u{0}",
    ];
    let mut codes = std::collections::BTreeSet::new();
    let mut accepted = 0;
    for k in 0..3000 {
        let text: String = match k % 4 {
            // Random bytes, as a file picked by mistake.
            0 => String::from_utf8_lossy(
                &(0..rng.below(200))
                    .map(|_| rng.below(256) as u8)
                    .collect::<Vec<_>>(),
            )
            .into_owned(),
            // Cut short.
            1 => good.chars().take(rng.index(good.len())).collect(),
            // Weights taken out or repeated: still JSON, no longer the sizes' count.
            2 if rng.chance(50) => {
                let at = good.find("\"weights\":\"").unwrap() + 11;
                let (i, n) = (at + rng.index(good.len() - at - 2), rng.index(40));
                let end = (i + n).min(good.len() - 2);
                if rng.chance(50) {
                    format!("{}{}", &good[..i], &good[end..])
                } else {
                    format!("{}{}{}", &good[..end], &good[i..end], &good[end..])
                }
            }
            // A few characters replaced.
            2 => {
                let mut b: Vec<char> = good.chars().collect();
                for _ in 0..=rng.below(4) {
                    let i = rng.index(b.len());
                    b[i] = char::from(b"0123456789abcdefxyz\"{}[],:-. "[rng.index(29)]);
                }
                b.into_iter().collect()
            }
            // Another version.
            3 if rng.chance(30) => good.replace(
                "\"version\":1",
                &format!("\"version\":{}", [0, 2, 99][rng.index(3)]),
            ),
            // Pieces of JSON in random order.
            _ => (0..rng.below(12))
                .map(|_| pieces[rng.index(pieces.len())])
                .collect(),
        };
        match std::panic::catch_unwind(|| Net::from_json(&text)) {
            Err(_) => panic!("the parser panicked on {text:?}"),
            Ok(Err(e)) => {
                codes.insert(e.code);
            }
            Ok(Ok(net)) => {
                accepted += 1;
                assert_eq!(Net::from_json(&net.to_json()).unwrap(), net);
                assert_eq!(net.params.len(), net.param_count());
            }
        }
    }
    // The damage reaches every refusal: not a net file, another version, the wrong number of weights.
    for c in ["net.file", "net.version", "net.shape"] {
        assert!(codes.contains(c), "no {c} among {codes:?}");
    }
    assert!(
        accepted > 0,
        "some one-character changes in the weights still make a net"
    );
}

#[test]
fn a_net_file_with_sizes_too_large_is_refused_before_anything_is_allocated_for_them() {
    let text = r#"{"format":"cutoff-net","version":1,"game":"tictactoe","size":null,"inputs":18446744073709551615,"hidden":[64],"outputs":9,"weights":""}"#;
    assert_eq!(Net::from_json(text).unwrap_err().code, "net.shape");
    let text = r#"{"format":"cutoff-net","version":1,"game":"tictactoe","size":null,"inputs":4096,"hidden":[4096,4096,4096,4096,4096,4096,4096,4096],"outputs":4096,"weights":""}"#;
    assert_eq!(Net::from_json(text).unwrap_err().code, "net.shape");
}

#[test]
fn connect_four_4x4_is_solved_161029_positions_and_its_shipped_net_loses_no_sampled_game_to_perfect_play(
) {
    let start = Connect4::empty(4, 4);
    let sol = solve(&start);
    // Connect Four 4x4 is a draw with perfect play; 161,029 positions are reachable (Tromp's count).
    assert_eq!(sol.lookup(&start).map(|o| o.0), Some(Outcome::Draw));
    assert_eq!(sol.len(), 161_029);
    println!(
        "Connect Four 4x4: {} positions ({} won, {} lost, {} drawn for the side to move)",
        sol.len(),
        sol.wins,
        sol.losses,
        sol.draws
    );
    let net = shipped("connect4-4x4.json");
    let mut choose = |p: &Connect4| cutoff::search::selfplay::puct_move(p, &net, 200).0;
    let t = cutoff::search::training::against_perfect_sampled(&start, &sol, 10, 3, &mut choose);
    println!("shipped Connect Four 4x4 net, PUCT 200 against perfect play: {t:?}");
    assert_eq!((t.won, t.lost), (0, 0));
    assert_eq!(t.drawn, 10);
}
