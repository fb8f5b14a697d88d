//! Dodgem as seed 002 tells it, and the retrograde solver that decides every position.

use cutoff::game::dodgem::{Dir, Dodgem, DodgemMove, Rule, START};
use cutoff::game::perft::perft;
use cutoff::game::{Game, Side, MATE};

fn pos(text: &str) -> Dodgem {
    Dodgem::parse(text, Rule::Seed).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(p: &Dodgem) -> Vec<String> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves.iter().map(|&m| p.move_name(m)).collect()
}

#[test]
fn the_start_has_black_on_a3_and_a2_and_white_on_b1_and_c1_with_black_to_move() {
    let p = pos(START);
    assert_eq!(p, Dodgem::default());
    assert_eq!(p.to_string(), "b..b...ww b");
    assert_eq!(p.side_to_move(), Side::Max);
    assert_eq!(names(&p), ["a3→b3", "a2→b2", "a2→a1"]);
}

#[test]
fn black_moves_right_up_or_down_and_leaves_from_the_right_hand_column() {
    assert_eq!(names(&pos("....b...w b")), ["b2→c2", "b2→b3", "b2→b1"]);
    assert_eq!(names(&pos("..b.....w b")), ["c3→", "c3→c2"]);
    // Blocked to the right by White and below by its own car.
    assert_eq!(names(&pos("....bw.b. b")), ["b2→b3", "b1→c1"]);
    let p = pos("....b...w b").play(DodgemMove {
        from: 4,
        dir: Dir::Right,
    });
    assert_eq!(p.to_string(), ".....b..w w");
    assert_eq!(
        pos("..b.....w b")
            .play(DodgemMove {
                from: 2,
                dir: Dir::Right
            })
            .to_string(),
        "........w w"
    );
}

#[test]
fn white_moves_up_left_or_right_and_leaves_from_the_top_row() {
    assert_eq!(names(&pos("b...w.... w")), ["b2→b3", "b2→a2", "b2→c2"]);
    assert_eq!(names(&pos("bw....... w")), ["b3↑", "b3→c3"]);
}

#[test]
fn a_side_with_both_cars_off_has_won() {
    let black_out = pos(".......ww w");
    assert!(black_out.is_terminal());
    assert_eq!(black_out.winner(), Some(Side::Max));
    assert_eq!(black_out.evaluate(), MATE);
    let white_out = pos("b..b..... b");
    assert_eq!(white_out.winner(), Some(Side::Min));
}

#[test]
fn under_the_seed_rule_the_player_left_without_a_move_loses_and_under_winning_ways_wins() {
    // Black's last car on a1, White on a2 and b1: Black cannot move.
    let stuck = Dodgem::parse("...w..bw. b", Rule::Seed).unwrap();
    assert!(names(&stuck).is_empty());
    assert_eq!(stuck.winner(), Some(Side::Min));
    let ww = Dodgem::parse("...w..bw. b", Rule::WinningWays).unwrap();
    assert_eq!(ww.winner(), Some(Side::Max));
    assert_eq!(ww.evaluate(), MATE);
}

#[test]
fn a_position_that_cannot_happen_is_refused_with_the_reason() {
    let err = |t: &str| Dodgem::parse(t, Rule::Seed).unwrap_err().message;
    assert!(
        err("bbb...... w").contains("Black has 3 cars"),
        "{}",
        err("bbb...... w")
    );
    assert!(err("b..b..www b").contains("White has 3 cars"));
    assert!(
        err("b..b...wx b").contains("cell 9 (c1) is 'x'"),
        "{}",
        err("b..b...wx b")
    );
    assert!(err("b..b...w b").contains("9 cells"));
    assert!(err("b..b...ww").contains("side to move is missing"));
    assert!(err("b..b...ww x").contains("'x'"));
    assert!(err("......ww. b").contains("Black is to move with both cars already off"));
    assert!(Dodgem::parse("b..b...ww b", Rule::parse("nonsense").unwrap_or_default()).is_ok());
    assert!(Rule::parse("nonsense")
        .unwrap_err()
        .message
        .contains("winning-ways"));
}

#[test]
fn the_evaluation_is_the_sum_of_its_explained_terms() {
    for p in Dodgem::all_positions(Rule::Seed) {
        let sum: i32 = p.explain_eval().iter().map(|t| t.value).sum();
        assert_eq!(sum, p.evaluate(), "{p}");
    }
    // The start is symmetric: Black's tables mirror White's.
    assert_eq!(pos(START).evaluate(), 0);
}

#[test]
fn perft_from_the_start_is_pinned() {
    let p = pos(START);
    let counts: Vec<u64> = (0..=6).map(|d| perft(&p, d)).collect();
    // By hand: a3→b3 leaves White 3 moves, a2→b2 and a2→a1 leave 2 each.
    assert_eq!(counts[..3], [1, 3, 7]);
    assert_eq!(counts, [1, 3, 7, 27, 101, 279, 757], "{counts:?}");
}

mod registry {
    use cutoff::{AnyGame, GameSpec};
    use serde_json::json;

    fn load(options: serde_json::Value) -> Result<AnyGame, String> {
        AnyGame::load(&GameSpec::new("dodgem", options)).map_err(|e| e.message)
    }

    #[test]
    fn dodgem_loads_from_the_registry_with_its_position_rule_and_presets() {
        let g = load(json!({})).unwrap();
        assert_eq!(g.kind(), "dodgem");
        assert_eq!(g.move_names(), ["a3→b3", "a2→b2", "a2→a1"]);
        assert_eq!(g.resolve_depth(None).unwrap(), 6);
        assert_eq!(
            g.resolve_depth(Some(12)).unwrap(),
            12,
            "the natural depth is only a default"
        );
        // Dodgem may cycle for ever: any depth to the recursion limit, then refused.
        assert_eq!(
            g.resolve_depth(Some(21)).unwrap(),
            21,
            "once refused: at most 20 plies"
        );
        assert!(g
            .resolve_depth(Some(201))
            .unwrap_err()
            .message
            .contains("at most 200 plies"));
        assert_eq!(
            load(json!({ "preset": "horizon" }))
                .unwrap()
                .board()
                .as_deref(),
            Some("b..w.b..w b")
        );
        assert!(
            load(json!({ "position": "...w..bw. b", "rule": "winning-ways" }))
                .unwrap()
                .is_terminal()
        );
    }

    #[test]
    fn dodgem_refuses_bad_options_with_a_clear_message() {
        assert!(load(json!({ "preset": "nope" }))
            .unwrap_err()
            .contains("unknown Dodgem preset 'nope': use start, horizon, win-in-five"));
        assert!(load(json!({ "rule": "house" }))
            .unwrap_err()
            .contains("unknown Dodgem rule 'house'"));
        assert!(
            load(json!({ "position": "b..b...ww b", "preset": "start" }))
                .unwrap_err()
                .contains("not both")
        );
        assert!(load(json!({ "position": "bbb...ww. b" }))
            .unwrap_err()
            .contains("Black has 3 cars"));
        assert!(load(json!({ "fen": "x" }))
            .unwrap_err()
            .starts_with("dodgem: unknown field `fen`"));
    }

    #[test]
    fn dodgem_is_in_the_catalogue_with_a_3_by_3_grid_and_three_presets() {
        let info = AnyGame::catalogue()
            .into_iter()
            .find(|i| i.kind == "dodgem")
            .unwrap();
        assert_eq!(info.presets.len(), 3);
        assert_eq!(
            (info.default_depth, info.max_depth, info.depth_ends_game),
            (6, 200, false)
        );
        let board = info.board.unwrap();
        assert_eq!((board.kind, board.width, board.height), ("grid", 3, 3));
    }
}

#[test]
fn dodgem_is_played_through_specs_and_its_moves_name_their_cells() {
    use cutoff::{AnyGame, GameSpec};
    let game = AnyGame::load(&GameSpec::new(
        "dodgem",
        serde_json::json!({ "rule": "winning-ways" }),
    ))
    .unwrap();
    let moves = game.moves();
    assert_eq!(
        moves.iter().map(|m| m.cells.clone()).collect::<Vec<_>>(),
        [vec![0, 1], vec![3, 4], vec![3, 6]]
    );
    let spec = game.spec_after(0).unwrap();
    assert_eq!(
        serde_json::Value::Object(spec.options),
        serde_json::json!({ "position": ".b.b...ww w", "rule": "winning-ways" })
    );
    let off = AnyGame::load(&GameSpec::new(
        "dodgem",
        serde_json::json!({ "position": "..b.....w b" }),
    ))
    .unwrap();
    assert_eq!(
        off.moves()[0].cells,
        vec![2],
        "a car leaving the board touches only its own cell"
    );
    assert_eq!(
        AnyGame::load(&off.spec_after(0).unwrap()).unwrap().result(),
        Some(1),
        "Black has both cars off"
    );
}
