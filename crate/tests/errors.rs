//! Errors are codes with named parameters (what the page says in its language) beside the
//! English the CLI prints: the right code, the right values, the English unchanged.

use cutoff::search::{SearchConfig, Techniques};
use cutoff::{AnyGame, Error, GameSpec};
use serde_json::json;

fn load(kind: &str, options: serde_json::Value) -> Error {
    AnyGame::load(&GameSpec::new(kind, options))
        .err()
        .unwrap_or_else(|| panic!("{kind} loaded"))
}

#[test]
fn a_tree_parse_error_carries_its_code_its_found_and_its_line_and_column() {
    let e = load("tree", json!({ "text": "(1 2\n (3 *))" }));
    assert_eq!(e.code, "tree.expectedNode");
    assert_eq!(
        e.params,
        json!({ "found": "'*'" }).as_object().unwrap().clone()
    );
    assert_eq!((e.line, e.column), (Some(2), Some(5)));
    assert_eq!(
        e.message,
        "line 2, column 5: expected a node (a number or '('), found '*'"
    );
    // The end of the text is null for the page, words for the CLI.
    let e = load("tree", json!({ "text": "(1 (2" }));
    assert_eq!(e.code, "tree.unclosed");
    assert_eq!(e.param("found"), Some(&json!(null)));
    assert_eq!(e.param("line"), Some(&json!(1)));
    assert_eq!(e.param("column"), Some(&json!(4)));
    assert!(
        e.message.ends_with(
            "expected ')' to close the '(' at line 1, column 4, found the end of the text"
        ),
        "{}",
        e.message
    );
}

#[test]
fn a_fen_field_error_names_the_field_s_value() {
    let e = load("chess", json!({ "fen": "8/8/8/8/8/8/8/K6k x - - 0 1" }));
    assert_eq!(e.code, "fen.side");
    assert_eq!(e.param("side"), Some(&json!("x")));
    assert_eq!(e.message, "the side to move (field 2) is 'x': use w or b");
    assert_eq!((e.line, e.column), (None, None));
}

#[test]
fn an_unknown_game_lists_the_games_as_an_array() {
    let e = load("go", json!({}));
    assert_eq!(e.code, "unknownGame");
    assert_eq!(e.param("name"), Some(&json!("go")));
    let list = e.param("list").and_then(|l| l.as_array()).expect("a list");
    assert!(
        list.contains(&json!("chess")) && list.contains(&json!("nim")),
        "{list:?}"
    );
    assert!(
        e.message.starts_with("unknown game 'go': use tree, "),
        "{}",
        e.message
    );
}

#[test]
fn too_deep_names_the_game_s_kind_beside_its_english_title() {
    let chess = AnyGame::load(&GameSpec::new("chess", json!({}))).unwrap();
    let e = chess.resolve_depth(Some(201)).unwrap_err();
    assert_eq!(e.code, "tooDeep");
    assert_eq!(
        e.params,
        json!({ "depth": 201, "game": "Chess", "max": 200, "kind": "chess" })
            .as_object()
            .unwrap()
            .clone()
    );
    assert_eq!(
        e.message,
        "depth 201 is too deep for Chess: the core searches at most 200 plies, its recursion limit (below it only the budgets of nodes, time and trace size stop a search)"
    );
}

#[test]
fn position_errors_of_nim_dodgem_connect_four_and_xiangqi_have_their_codes() {
    let e = load("nim", json!({ "position": "3,40,5" }));
    assert_eq!(
        (e.code, e.param("i"), e.param("n"), e.param("max")),
        (
            "nim.heapTooBig",
            Some(&json!(2)),
            Some(&json!(40)),
            Some(&json!(15))
        )
    );
    let e = load("nim", json!({ "position": "3,x" }));
    assert_eq!((e.code, e.param("given")), ("nim.heap", Some(&json!("x"))));
    let e = load("dodgem", json!({ "position": "b..b w" }));
    assert_eq!(
        (e.code, e.param("n"), e.param("cells")),
        ("dodgem.cells", Some(&json!(4)), Some(&json!("b..b")))
    );
    let e = load("dodgem", json!({ "position": "bbb...ww. b" }));
    assert_eq!(
        (e.code, e.param("side"), e.param("n")),
        ("dodgem.cars", Some(&json!("Black")), Some(&json!(3)))
    );
    let e = load("connect4", json!({ "size": "4x4", "position": "5" }));
    assert_eq!(
        (e.code, e.param("col"), e.param("width")),
        ("connect4.outside", Some(&json!(5)), Some(&json!(4)))
    );
    let e = load(
        "xiangqi",
        json!({ "fen": "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1" }),
    );
    assert_eq!(e.code, "xiangqi.palace", "{}", e.message);
    assert_eq!(
        (e.param("side"), e.param("piece"), e.param("point")),
        (
            Some(&json!("Red")),
            Some(&json!("general")),
            Some(&json!("a0"))
        )
    );
}

#[test]
fn a_preset_list_keeps_its_english_separator_and_is_an_array_for_the_page() {
    let e = load("preset", json!({ "name": "nope" }));
    assert_eq!(e.code, "unknownPreset");
    assert_eq!(e.param("list"), Some(&json!(["aima", "wikipedia"])));
    assert_eq!(e.message, "unknown preset 'nope': use aima or wikipedia");
    let e = load("nim", json!({ "preset": "nope" }));
    assert_eq!(
        (e.code, e.param("game"), e.param("kind")),
        (
            "unknownGamePreset",
            Some(&json!("Nim")),
            Some(&json!("nim"))
        )
    );
}

#[test]
fn iterative_deepening_on_a_tree_without_static_values_has_its_own_code_and_the_node_s_place() {
    let game = AnyGame::load(&GameSpec::new("tree", json!({ "text": "(3 (1 (2 4)) 5)" }))).unwrap();
    let id = Techniques {
        iterative_deepening: true,
        ..Default::default()
    };
    let config = SearchConfig {
        algorithm: cutoff::search::Algorithm::Alphabeta,
        depth: Some(3),
        techniques: id,
        ..Default::default()
    };
    let e = game.search(&config).unwrap_err();
    assert_eq!(e.code, "id.noStatic", "{}", e.message);
    assert_eq!(e.param("depth"), Some(&json!(1)));
    assert!(e.line.is_some() && e.column.is_some());
    assert!(
        e.message
            .starts_with("iterative deepening: depth 1 stops at "),
        "{}",
        e.message
    );
}

#[test]
fn a_comparison_row_that_cannot_run_carries_the_code_and_params_beside_its_english() {
    let game = AnyGame::load(&GameSpec::new("tree", json!({ "text": "(3 (1 (2 4)) 5)" }))).unwrap();
    let rows = game.compare(None, 1_000_000).unwrap();
    let row = rows
        .iter()
        .find(|r| r.error.is_some())
        .expect("an iterative-deepening row fails");
    assert_eq!(row.error_code, Some("id.noStatic"));
    assert_eq!(
        row.error_params.as_ref().and_then(|p| p.get("to")),
        Some(&json!(3))
    );
    let json = serde_json::to_value(row).unwrap();
    assert_eq!(json["errorCode"], json!("id.noStatic"));
}

#[test]
fn a_budget_groups_its_digits_in_english_and_sends_a_number() {
    let game = AnyGame::load(&GameSpec::new("chess", json!({}))).unwrap();
    let e = game
        .search_budgeted(
            &SearchConfig {
                depth: Some(4),
                ..Default::default()
            },
            1000,
        )
        .unwrap_err();
    assert_eq!((e.code, e.param("n")), ("budget", Some(&json!(1000))));
    assert_eq!(
        e.message,
        "stopped after 1,000 nodes, the comparison's budget: lower the depth to see this row"
    );
}

#[test]
fn a_null_move_reduction_out_of_range_names_the_core_s_limits_the_page_reads_too() {
    use cutoff::search::engine::NULL_MOVE_R;
    let game = AnyGame::load(&GameSpec::new("chess", json!({}))).unwrap();
    for r in [NULL_MOVE_R.0 - 1, NULL_MOVE_R.1 + 1] {
        let t = Techniques {
            null_move: Some(r),
            ..Default::default()
        };
        let e = game
            .search(&SearchConfig {
                algorithm: cutoff::search::Algorithm::Alphabeta,
                depth: Some(2),
                techniques: t,
                ..Default::default()
            })
            .unwrap_err();
        assert_eq!(e.code, "nullR", "{}", e.message);
        assert_eq!(
            (e.param("min"), e.param("max"), e.param("r")),
            (
                Some(&json!(NULL_MOVE_R.0)),
                Some(&json!(NULL_MOVE_R.1)),
                Some(&json!(r))
            )
        );
        assert_eq!(e.message, format!("the null-move reduction R must be between {} and {} (seed 000 uses 2 or 3), not {r}", NULL_MOVE_R.0, NULL_MOVE_R.1));
    }
    // In range, it searches.
    let t = Techniques {
        null_move: Some(NULL_MOVE_R.1),
        ..Default::default()
    };
    assert!(game
        .search(&SearchConfig {
            algorithm: cutoff::search::Algorithm::Alphabeta,
            depth: Some(2),
            techniques: t,
            ..Default::default()
        })
        .is_ok());
}
