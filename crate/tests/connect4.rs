//! Connect Four: bitboard rules against the published perft counts, the notation and its errors,
//! forced wins found by search, and the presets' claims.

use cutoff::game::connect4::{Connect4, CONNECT4_PRESETS};
use cutoff::game::perft::perft;
use cutoff::game::{Game, Side, MATE};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::NoTrace;
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

fn pos(moves: &str) -> Connect4 {
    Connect4::parse(moves, 7, 6).unwrap_or_else(|e| panic!("{moves}: {e}"))
}

fn search(p: &Connect4, depth: u32, techniques: Techniques) -> search::Outcome {
    let config = SearchConfig {
        algorithm: Algorithm::Alphabeta,
        fail: Fail::Soft,
        depth: None,
        techniques,
    };
    search::run(p, &config, depth, NoTrace).unwrap().0
}

fn best(p: &Connect4, depth: u32) -> (String, i32) {
    let o = search(p, depth, Techniques::default());
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    (p.move_name(moves[o.best_move.unwrap() as usize]), o.value)
}

#[test]
fn perft_from_the_empty_7_by_6_board_matches_oeis_a212693() {
    let counts = [7, 49, 343, 2401, 16807, 117649, 823536];
    for (d, &n) in counts.iter().enumerate() {
        assert_eq!(
            perft(&Connect4::default(), d as u32 + 1),
            n,
            "depth {}",
            d + 1
        );
    }
}

#[test]
fn perft_counts_stop_at_a_win_and_at_a_full_column() {
    // X has three in column 1 and wins with a fourth: the game is over, no moves follow.
    let p = pos("1212121");
    assert!(p.is_terminal());
    assert_eq!(perft(&p, 1), 0);
    // A full column (six stones) leaves six moves.
    assert_eq!(perft(&pos("111111"), 1), 6);
    assert_eq!(perft(&Connect4::empty(4, 4), 5), 1020);
}

#[test]
fn four_in_a_row_wins_across_up_and_on_both_diagonals_and_nothing_wraps() {
    assert_eq!(pos("1122334").winner(), Some(Side::Max), "across");
    assert_eq!(pos("1212121").winner(), Some(Side::Max), "up");
    assert_eq!(
        pos("12234334544").winner(),
        Some(Side::Max),
        "rising diagonal"
    );
    assert_eq!(
        pos("76654554344").winner(),
        Some(Side::Max),
        "falling diagonal"
    );
    // Three at the top of column 1 and one at the bottom of column 2 are not in a row.
    assert_eq!(pos("2111111").winner(), None);
    assert_eq!(pos("1111112222").winner(), None);
    assert_eq!(pos("112233").side_to_move(), Side::Max);
}

#[test]
fn the_notation_round_trips_and_errors_name_the_move() {
    assert_eq!(pos("4453").notation(), "4453");
    assert_eq!(pos("4453").play(6).notation(), "44537");
    assert_eq!(pos("").stones(), 0);
    let err = |m: &str| Connect4::parse(m, 7, 6).unwrap_err().message;
    assert_eq!(
        err("44a"),
        "move 3 is 'a': a move is a column number, 1 to 7"
    );
    assert_eq!(
        err("448"),
        "move 3 is column 8, outside the board: columns go from 1 to 7"
    );
    assert_eq!(
        err("40"),
        "move 2 is column 0, outside the board: columns go from 1 to 7"
    );
    assert_eq!(
        err("1111111"),
        "move 7 (1) is illegal: column 1 is full (6 stones)"
    );
    assert_eq!(
        err("12121213"),
        "move 8 (3) comes after the game is over: X won with move 7"
    );
    assert_eq!(
        Connect4::parse("5", 4, 4).unwrap_err().message,
        "move 1 is column 5, outside the board: columns go from 1 to 4"
    );
    assert!(Connect4::parse_size("8x6")
        .unwrap_err()
        .message
        .contains("from 4x4 to 7x6"));
    assert_eq!(Connect4::parse_size("5x4"), Ok((5, 4)));
}

#[test]
fn the_evaluation_counts_open_threes_twos_and_centre_stones() {
    assert_eq!(Connect4::default().evaluate(), 0);
    // X in the centre: one centre stone, no line yet.
    assert_eq!(pos("4").evaluate(), 4);
    let p = pos("4453");
    let sum: i32 = p.explain_eval().iter().map(|t| t.value).sum();
    assert_eq!(sum, p.evaluate());
    let won = pos("1122334");
    assert_eq!(won.evaluate(), MATE);
    assert!(won.explain_eval()[0].text.contains("X has four in a row"));
    assert_eq!(won.explain_eval()[0].code, "fourInRow");
}

#[test]
fn a_full_board_with_no_four_is_a_draw_worth_zero_never_the_centre_count() {
    // Filled from one of Pons' drawn End-Easy positions: X has two more stones than O in the
    // centre column, which the heuristic would count as +8.
    let full = pos("231634161247672231544674712724167556333555");
    assert!(full.is_terminal() && full.winner().is_none());
    assert_eq!(full.evaluate(), 0);
    let terms = full.explain_eval();
    assert_eq!(
        terms.iter().map(|t| (t.code, t.value)).collect::<Vec<_>>(),
        [("boardFull", 0)]
    );
    // Its last empty cell searched: the search meets the full board and says 0.
    let one_left = pos("23163416124767223154467471272416755633355");
    assert_eq!(search(&one_left, 1, Techniques::default()).value, 0);
}

#[test]
fn a_trace_marks_the_evaluation_of_a_full_board_as_the_end_of_the_game() {
    use cutoff::trace::{EventKind, Recorder};
    let config = SearchConfig::default();
    // One empty cell: the search's only leaf is the full board, a draw.
    let one_left = pos("23163416124767223154467471272416755633355");
    let trace = search::run(&one_left, &config, 1, Recorder::new(1000))
        .unwrap()
        .1;
    let evals: Vec<(i32, i32)> = (0..trace.len())
        .filter(|&e| trace.kind(e) == EventKind::Eval as u8)
        .map(|e| (trace.a(e), trace.b(e)))
        .collect();
    assert_eq!(evals, [(0, 1)], "value 0, at the end of the game");
    // At the horizon, the heuristic: not the end.
    let trace = search::run(&pos("4"), &config, 1, Recorder::new(1000))
        .unwrap()
        .1;
    assert!((0..trace.len())
        .filter(|&e| trace.kind(e) == EventKind::Eval as u8)
        .all(|e| trace.b(e) == 0));
}

#[test]
fn each_term_is_a_code_with_its_counts_as_numbers_and_the_english_beside_them() {
    // X on 1, 2, 3 of the bottom row (4 empty beside them), O on 1, 2 of the next row.
    let p = pos("112233");
    let terms = p.explain_eval();
    let threes = &terms[0];
    assert_eq!(threes.code, "openThrees");
    assert_eq!(
        json!(threes.params),
        json!({ "mark": "X", "n": 1, "w": threes.value })
    );
    assert!(
        threes.text.starts_with("X: 1 open three × "),
        "{}",
        threes.text
    );
    let o_twos = terms
        .iter()
        .find(|t| t.code == "openTwos" && t.param("mark") == Some(&json!("O")))
        .unwrap();
    assert!(
        o_twos
            .text
            .starts_with(&format!("O: {} open two", o_twos.params["n"])),
        "{}",
        o_twos.text
    );
    assert!(terms
        .iter()
        .all(|t| ["openThrees", "openTwos", "centre"].contains(&t.code)));
}

#[test]
fn search_finds_a_win_in_one_and_a_win_in_three() {
    // X has three on the bottom row, 1 to 3: X4 wins at once.
    let one = pos("112233");
    assert_eq!(best(&one, 1), ("X4".to_string(), MATE - 1));
    assert_eq!(
        best(&one, 4).1,
        MATE - 1,
        "a deeper search keeps the nearest win"
    );
    // Win in three moves (five plies).
    let three = pos(CONNECT4_PRESETS[0].position);
    assert_eq!(best(&three, 5), ("X3".to_string(), MATE - 5));
    assert!(best(&three, 4).1 < MATE - 100);
    // The transposition table keeps the distance right.
    let tt = Techniques {
        tt: true,
        iterative_deepening: true,
        ..Default::default()
    };
    assert_eq!(search(&three, 7, tt).value, MATE - 5);
}

#[test]
fn the_obvious_block_is_played_at_depth_two_and_loses() {
    let p = pos(CONNECT4_PRESETS[1].position);
    assert_eq!(p.side_to_move(), Side::Min);
    assert_eq!(best(&p, 1).0, "O4");
    assert_eq!(best(&p, 2).0, "O4");
    let after = p.play(3).as_root();
    assert_eq!(
        best(&after, 3).1,
        MATE - 3,
        "X wins with its second move after O4"
    );
    let (name, value) = best(&p, 3);
    assert_ne!(name, "O4");
    assert!(value.abs() < 1000);
}

#[test]
fn the_4_by_4_board_is_searched_to_the_end_and_is_a_draw() {
    let p = Connect4::empty(4, 4);
    let plain = search(&p, 16, Techniques::default());
    assert_eq!((plain.value, plain.stats.nodes), (0, 72_271));
    let tt = search(
        &p,
        16,
        Techniques {
            tt: true,
            ..Default::default()
        },
    );
    assert_eq!((tt.value, tt.stats.nodes), (0, 15_265));
}

fn load(options: serde_json::Value) -> Result<AnyGame, String> {
    AnyGame::load(&GameSpec::new("connect4", options)).map_err(|e| e.message)
}

#[test]
fn connect_four_loads_from_the_registry_with_size_position_and_presets() {
    let g = load(json!({})).unwrap();
    assert_eq!(g.kind(), "connect4");
    assert_eq!(g.move_names(), ["X1", "X2", "X3", "X4", "X5", "X6", "X7"]);
    assert_eq!(g.board().as_deref(), Some("7x6:"));
    assert_eq!(g.resolve_depth(None).unwrap(), 6);
    assert_eq!(g.resolve_depth(Some(10)).unwrap(), 10);
    // Past 16 plies (once refused) and past the end of the game: the end, 42 plies here.
    assert_eq!(
        (
            g.resolve_depth(Some(17)).unwrap(),
            g.resolve_depth(Some(60)).unwrap()
        ),
        (17, 42)
    );
    let small = load(json!({ "size": "4x4", "position": "12" })).unwrap();
    assert_eq!(small.move_names(), ["X1", "X2", "X3", "X4"]);
    assert_eq!(small.board().as_deref(), Some("4x4:12"));
    assert_eq!(
        load(json!({ "position": "5x4:33" }))
            .unwrap()
            .board()
            .as_deref(),
        Some("5x4:33")
    );
    assert_eq!(
        load(json!({ "preset": "four-by-four" }))
            .unwrap()
            .resolve_depth(None)
            .unwrap(),
        6
    );
    assert_eq!(
        AnyGame::load(&GameSpec::new("connect-four", json!({})))
            .unwrap()
            .kind(),
        "connect4"
    );
}

#[test]
fn connect_four_refuses_bad_options_naming_the_move_or_the_size() {
    assert!(load(json!({ "position": "4449" }))
        .unwrap_err()
        .contains("move 4 is column 9"));
    assert!(load(json!({ "size": "9x9" }))
        .unwrap_err()
        .contains("from 4x4 to 7x6"));
    assert!(load(json!({ "preset": "nope" }))
        .unwrap_err()
        .contains("unknown Connect Four preset 'nope'"));
    assert!(load(json!({ "preset": "four-by-four", "position": "1" }))
        .unwrap_err()
        .contains("not both"));
    assert!(load(json!({ "size": "7x6", "position": "4x4:1" }))
        .unwrap_err()
        .contains("the position says 4x4"));
}

#[test]
fn connect_four_is_played_through_specs_and_a_move_names_the_cell_it_lands_on() {
    let game = load(json!({ "position": "44" })).unwrap();
    let moves = game.moves();
    assert_eq!(
        moves[3].cells,
        vec![3 * 7 + 3],
        "the third stone in column 4 lands on row 3 from the bottom"
    );
    assert_eq!(moves[0].cells, vec![5 * 7]);
    let spec = game.spec_after(3).unwrap();
    assert_eq!(
        serde_json::Value::Object(spec.options),
        json!({ "size": "7x6", "position": "444" })
    );
    let small = load(json!({ "size": "4x4" })).unwrap();
    assert_eq!(small.moves()[1].cells, vec![3 * 4 + 1]);
    let won = load(json!({ "position": "112233" })).unwrap();
    let next = AnyGame::load(&won.spec_after(3).unwrap()).unwrap();
    assert_eq!(next.result(), Some(1));
}

#[test]
fn centre_first_ordering_tries_the_middle_column_first_and_prunes_more() {
    let p = Connect4::default();
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let priorities: Vec<i32> = moves.iter().map(|&m| p.move_priority(m)).collect();
    assert_eq!(priorities, [1, 3, 5, 7, 5, 3, 1]);
    let natural = search(&p, 6, Techniques::default());
    let centre = search(
        &p,
        6,
        Techniques {
            ordering: vec!["centre".into()],
            ..Default::default()
        },
    );
    assert_eq!(natural.value, centre.value);
    assert!(
        centre.stats.nodes < natural.stats.nodes,
        "{} vs {}",
        centre.stats.nodes,
        natural.stats.nodes
    );
    let small = Connect4::empty(4, 4);
    let tt_centre = search(
        &small,
        16,
        Techniques {
            tt: true,
            ordering: vec!["centre".into()],
            ..Default::default()
        },
    );
    assert_eq!(tt_centre.value, 0);
    assert_eq!(tt_centre.stats.nodes, 29_394);
    // On the 4×4 board to the end, where every full board is a draw, the centre costs nodes: the
    // preset's note says so.
    let centre_only = search(
        &small,
        16,
        Techniques {
            ordering: vec!["centre".into()],
            ..Default::default()
        },
    );
    assert_eq!(centre_only.stats.nodes, 166_169);
}
