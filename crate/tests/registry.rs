//! The registry and the catalogue: every game the page offers loads from what the catalogue says.

use cutoff::search::SearchConfig;
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

#[test]
fn every_catalogued_game_loads_from_its_default_options_and_searches() {
    for info in AnyGame::catalogue() {
        let mut options = serde_json::Map::new();
        for o in &info.options {
            options.insert(o.name.into(), o.default.clone());
        }
        let game = AnyGame::load(&GameSpec::new(info.kind, options.into()))
            .unwrap_or_else(|e| panic!("{}: {e}", info.kind));
        assert_eq!(game.kind(), info.kind);
        assert!(
            info.max_depth >= 1 && info.default_depth <= info.max_depth,
            "{}",
            info.kind
        );
        // Open-ended games one ply deep; games that end (trees need static values above their leaves) to the end.
        let depth = if info.depth_ends_game { None } else { Some(1) };
        let out = game
            .search(&SearchConfig {
                depth,
                ..Default::default()
            })
            .unwrap();
        assert!(out.stats.nodes >= 1, "{}", info.kind);
    }
}

#[test]
fn every_preset_loads_and_its_suggested_depth_is_accepted() {
    for info in AnyGame::catalogue() {
        for p in &info.presets {
            let game = AnyGame::load(&GameSpec::new(info.kind, p.options.clone()))
                .unwrap_or_else(|e| panic!("{}/{}: {e}", info.kind, p.name));
            if let Some(d) = p.depth {
                assert_eq!(
                    game.resolve_depth(Some(d)).unwrap(),
                    d,
                    "{}/{}",
                    info.kind,
                    p.name
                );
            }
            assert!(!p.note.is_empty(), "{}/{} has no note", info.kind, p.name);
        }
    }
}

#[test]
fn kinds_are_unique_and_aliases_load_the_same_game() {
    let kinds = AnyGame::kinds();
    let mut sorted = kinds.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), kinds.len());
    assert_eq!(
        AnyGame::load(&GameSpec::new("tic-tac-toe", json!({})))
            .unwrap()
            .kind(),
        "tictactoe"
    );
    assert_eq!(
        AnyGame::load(&GameSpec::preset("aima")).unwrap().kind(),
        "tree"
    );
}

#[test]
fn an_unknown_game_names_the_known_ones_and_bad_options_name_the_game() {
    let e = AnyGame::load(&GameSpec::new("go", json!({}))).unwrap_err();
    assert!(
        e.message.contains("unknown game 'go'") && e.message.contains("chess"),
        "{}",
        e.message
    );
    let e = AnyGame::load(&GameSpec::new("chess", json!({ "position": "x" }))).unwrap_err();
    assert!(
        e.message.starts_with("chess: unknown field `position`"),
        "{}",
        e.message
    );
    let e = AnyGame::load(&GameSpec::new("chess", json!({ "preset": "nope" }))).unwrap_err();
    assert!(
        e.message.contains("unknown chess preset 'nope'"),
        "{}",
        e.message
    );
}

#[test]
fn a_game_that_ends_clamps_the_depth_and_an_open_one_refuses_only_past_the_recursion_limit() {
    let ttt = AnyGame::load(&GameSpec::new(
        "tictactoe",
        json!({ "position": "XO.......", }),
    ))
    .unwrap();
    assert_eq!(ttt.resolve_depth(Some(30)).unwrap(), 7);
    // Connect Four: any depth, and past the empty cells the same search, to the end.
    let c4 = AnyGame::load(&GameSpec::new("connect4", json!({ "position": "4453" }))).unwrap();
    assert_eq!(
        (
            c4.resolve_depth(None).unwrap(),
            c4.resolve_depth(Some(17)).unwrap(),
            c4.resolve_depth(Some(100)).unwrap()
        ),
        (6, 17, 38)
    );
    assert_eq!(c4.end_depth(), Some(38));
    let chess = AnyGame::load(&GameSpec::new("chess", json!({}))).unwrap();
    assert_eq!(chess.resolve_depth(None).unwrap(), 3);
    assert_eq!(chess.end_depth(), None);
    // No work cap: depth 11 (once "at most 10") and 200 are accepted; the budgets stop them.
    assert_eq!(
        (
            chess.resolve_depth(Some(11)).unwrap(),
            chess.resolve_depth(Some(200)).unwrap()
        ),
        (11, 200)
    );
    let e = chess.resolve_depth(Some(201)).unwrap_err();
    assert!(
        e.message.contains("at most 200 plies, its recursion limit"),
        "{}",
        e.message
    );
}

#[test]
fn a_game_is_played_move_by_move_through_specs_until_its_result() {
    // X: 1, 5, 9 (cells 0, 4, 8 — the diagonal); O: 2, 3.
    let mut game = AnyGame::load(&GameSpec::new("tictactoe", json!({}))).unwrap();
    for cell in [0u32, 1, 4, 2, 8] {
        assert_eq!(game.result(), None);
        let i = game
            .moves()
            .iter()
            .position(|m| m.cells == vec![cell])
            .unwrap() as u32;
        let spec = game.spec_after(i).unwrap();
        let next = AnyGame::load(&spec).unwrap();
        assert_eq!(
            next.board(),
            game.after(&[i]).board(),
            "the spec reloads the same position"
        );
        game = next;
    }
    assert_eq!(game.board().unwrap(), "XOO.X...X o");
    assert_eq!(game.result(), Some(1), "X (MAX) has won");
    assert!(game
        .spec_after(0)
        .unwrap_err()
        .message
        .contains("the game is over"));
}

#[test]
fn chess_moves_name_their_squares_row_by_row_from_a8() {
    let game = AnyGame::load(&GameSpec::new("chess", json!({}))).unwrap();
    let moves = game.moves();
    assert_eq!(moves.len(), 20);
    let e4 = moves.iter().find(|m| m.name == "e4").unwrap();
    assert_eq!(
        e4.cells,
        vec![6 * 8 + 4, 4 * 8 + 4],
        "e2 is row 7 from the top, e4 row 5"
    );
    let spec = game.spec_after(e4.index).unwrap();
    assert_eq!(
        spec.options["fen"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    let e = game.spec_after(20).unwrap_err();
    assert!(
        e.message
            .contains("move 21 does not exist here: there are 20 legal moves"),
        "{}",
        e.message
    );
}

#[test]
fn trees_cannot_be_played_move_by_move() {
    let tree = AnyGame::load(&GameSpec::preset("aima")).unwrap();
    assert!(tree
        .spec_after(0)
        .unwrap_err()
        .message
        .contains("cannot be played"));
    assert!(AnyGame::catalogue()
        .iter()
        .filter(|g| g.playable)
        .all(|g| g.board.is_some()));
}

#[test]
fn small_games_know_their_true_outcome_and_big_ones_do_not() {
    use cutoff::game::solve::Outcome;
    let load = |kind: &str, o: serde_json::Value| AnyGame::load(&GameSpec::new(kind, o)).unwrap();
    assert_eq!(
        load("tictactoe", json!({})).true_outcome(),
        Some((Outcome::Draw, Some(0)))
    );
    assert_eq!(
        load("dodgem", json!({})).true_outcome(),
        Some((Outcome::Win, Some(19))),
        "seed 002: Black, first, wins"
    );
    assert_eq!(
        load("nim", json!({ "position": "1,2,3" })).true_outcome(),
        Some((Outcome::Loss, None))
    );
    assert_eq!(
        load("nim", json!({ "position": "3,4,5" })).true_outcome(),
        Some((Outcome::Win, None))
    );
    assert_eq!(load("chess", json!({})).true_outcome(), None);
}

/// The command line lists no game: each game's module states its help, its perft cap and whether
/// it has a solver, and the catalogue its options. A game whose module forgets one fails here.
#[test]
fn every_game_states_its_help_options_perft_cap_and_solver_in_its_module() {
    let facts = AnyGame::facts();
    let catalogue = AnyGame::catalogue();
    assert_eq!(
        facts.iter().map(|f| f.kind).collect::<Vec<_>>(),
        AnyGame::kinds(),
        "the facts in the registry's order"
    );
    for (f, info) in facts.iter().zip(&catalogue) {
        assert!(
            f.help.starts_with("  --") && f.help.ends_with('\n'),
            "{}: its help is lines of the help's GAME list",
            f.kind
        );
        if info.variants.is_empty() {
            assert!(
                f.help.contains(&format!("--game {}", f.kind)),
                "{}'s help does not say --game {}",
                f.kind,
                f.kind
            );
            for o in &info.options {
                assert!(
                    f.help.contains(&format!("--{}", o.name)),
                    "{}'s help does not name its option --{}",
                    f.kind,
                    o.name
                );
            }
        } else {
            // A tree is loaded by a flag of its own kind's name and of each variant's.
            let flag = if f.kind == "tree" {
                "--tree".to_string()
            } else {
                format!("--game {}", f.kind)
            };
            assert!(
                f.help.contains(&flag),
                "{}'s help does not say {flag}",
                f.kind
            );
            for v in &info.variants {
                assert!(
                    f.help.contains(&format!("--{}", v.kind)),
                    "{}'s help does not name --{}",
                    f.kind,
                    v.kind
                );
            }
        }
        for p in &info.presets {
            assert!(
                f.help.contains(p.name),
                "{}'s help does not name its preset {}",
                f.kind,
                p.name
            );
        }
        assert!(
            (1..=info.max_depth.max(12)).contains(&f.perft_depth),
            "{}: perft cap {}",
            f.kind,
            f.perft_depth
        );
        // A game says it is solvable exactly when its default position has a solver's report.
        let mut options = serde_json::Map::new();
        for o in &info.options {
            options.insert(o.name.into(), o.default.clone());
        }
        let game = AnyGame::load(&GameSpec::new(info.kind, options.into())).unwrap();
        if f.solvable {
            let sol = game
                .solved()
                .unwrap_or_else(|| panic!("{} says it is solvable but has no solver", f.kind));
            assert_eq!(
                sol.wins + sol.losses + sol.draws,
                sol.positions,
                "{}",
                f.kind
            );
            assert!(
                sol.outcome.is_some(),
                "{}: its start is among the positions solved",
                f.kind
            );
        } else {
            assert!(game.solved().is_none(), "{}", f.kind);
        }
    }
    assert_eq!(
        facts
            .iter()
            .filter(|f| f.solvable)
            .map(|f| f.kind)
            .collect::<Vec<_>>(),
        ["tictactoe", "dodgem"]
    );
}
