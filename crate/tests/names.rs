//! Moves and nodes are named as people count, from 1, by one function per game: the name a
//! person reads (a play button, the tree's edge, the result line, an error) says the cell, the
//! column or the child the move really plays. The wire (paths in the CLI's `visited`, move indexes)
//! stays 0-based.

use cutoff::search::{Algorithm, SearchConfig};
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

fn game(kind: &str, options: serde_json::Value) -> AnyGame {
    AnyGame::load(&GameSpec::new(kind, options)).unwrap()
}

#[test]
fn a_tic_tac_toe_move_is_named_by_the_cell_it_plays_counted_1_to_9() {
    // The teacher's board: cells 2, 4, 6, 8 and 9 are empty.
    let g = game("tictactoe", json!({ "position": "X.O.X.O.." }));
    let moves = g.moves();
    let names: Vec<&str> = moves.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["X2", "X4", "X6", "X8", "X9"]);
    for m in &moves {
        // The name's number is the cell the move fills, as people count cells.
        assert_eq!(
            m.name[1..],
            (m.cells[0] + 1).to_string(),
            "{} fills cell {}",
            m.name,
            m.cells[0] + 1
        );
    }
    let start = game("tictactoe", json!({}));
    assert_eq!(
        start.move_names(),
        ["X1", "X2", "X3", "X4", "X5", "X6", "X7", "X8", "X9"]
    );
}

#[test]
fn a_tic_tac_toe_best_move_names_the_winning_cell() {
    // X to move wins on cell 3 (the top row X X .).
    let g = game("tictactoe", json!({ "position": "XX.OO...." }));
    let o = g
        .search(&SearchConfig {
            algorithm: Algorithm::Minimax,
            ..Default::default()
        })
        .unwrap();
    assert_eq!(g.move_name_at(o.best_move.unwrap()), "X3");
}

#[test]
fn an_unlabelled_tree_child_is_named_child_k_from_1() {
    // Seed 000's tree has no labels: its best move is the second child of the root.
    let g = game("preset", json!({ "name": "wikipedia" }));
    let o = g
        .search(&SearchConfig {
            algorithm: Algorithm::Alphabeta,
            ..Default::default()
        })
        .unwrap();
    assert_eq!(o.best_move, Some(1));
    assert_eq!(g.move_name_at(1), "child 2");
    assert_eq!(g.move_names(), ["child 1", "child 2", "child 3"]);
    // A label is the name.
    let aima = game("preset", json!({ "name": "aima" }));
    assert_eq!(aima.move_names(), ["B", "C", "D"]);
}

#[test]
fn a_depth_that_stops_at_an_inner_node_names_it_by_its_path_from_1() {
    // Seed 000's tree at depth 1 stops at the root's first child, node 1; at depth 3 at node 1.1.1.
    let g = game("preset", json!({ "name": "wikipedia" }));
    for (depth, node) in [(1, "node 1"), (3, "node 1.1.1")] {
        let e = g
            .search(&SearchConfig {
                algorithm: Algorithm::Alphabeta,
                depth: Some(depth),
                ..Default::default()
            })
            .unwrap_err();
        assert_eq!(
            (e.code, e.param("node")),
            ("tree.noStatic", Some(&json!(node))),
            "{}",
            e.message
        );
        assert!(
            e.message.contains(&format!("stops at {node},")),
            "{}",
            e.message
        );
    }
}
