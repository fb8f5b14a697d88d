//! Regressions of the reliability issue: input that used to be accepted and then panicked, hung or
//! exhausted memory, each refused or handled now.

use cutoff::game::chess::{perft_divide, ChessPos};
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::tree::Tree;
use cutoff::game::Side;

fn fen_error(fen: &str) -> String {
    match ChessPos::from_fen(fen) {
        Ok(p) => panic!("{fen} was accepted as {}", p.fen()),
        Err(e) => e.message,
    }
}

#[test]
fn kings_side_by_side_are_refused_instead_of_panicking_later() {
    for fen in [
        "4r3/8/8/8/8/8/8/Kk6 w - - 0 1",
        "8/8/8/8/8/8/kK6/8 b - - 0 1",
        "8/8/8/8/8/3k4/4K3/8 w - - 0 1",
    ] {
        assert!(
            fen_error(fen).contains("kings stand side by side"),
            "{fen}: {}",
            fen_error(fen)
        );
    }
}

#[test]
fn a_double_check_by_two_pieces_that_do_not_slide_is_refused() {
    // A knight on f3 and a pawn on d2 both check the king on e1: no single move gives both.
    let e = fen_error("4k3/8/8/8/8/5n2/3p4/4K3 w - - 0 1");
    assert!(e.contains("neither slides"), "{e}");
    // A rook and a knight can (a knight move discovers the rook).
    ChessPos::from_fen("4k3/8/8/8/4r3/5n2/8/4K3 w - - 0 1").unwrap();
}

#[test]
fn more_promoted_pieces_than_missing_pawns_are_refused() {
    let e = fen_error("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1");
    assert!(
        e.contains("8 pawns and 1 pieces beyond the starting set"),
        "{e}"
    );
    // Two queens and seven pawns: one promotion, fine.
    ChessPos::from_fen("4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1").unwrap();
}

#[test]
fn standard_castling_rights_need_the_king_on_e_and_the_rook_in_its_corner() {
    let e = fen_error("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
    assert!(
        e.contains("castling field (field 3) 'KQkq'") && e.contains("king on e1"),
        "{e}"
    );
    let e = fen_error("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1");
    assert!(e.contains("castling field (field 3)"), "{e}");
    ChessPos::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
}

#[test]
fn chess960_castling_written_with_files_lists_every_move_once() {
    let p = ChessPos::from_fen("r3k2r/8/8/8/8/8/8/R4K1R w HAha - 0 1").unwrap();
    let mut names: Vec<String> = perft_divide(&p, 1).into_iter().map(|r| r.0).collect();
    let n = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), n, "{names:?}");
    assert!(
        names.contains(&"f1h1".to_string()) && names.contains(&"f1g1".to_string()),
        "{names:?}"
    );
}

#[test]
fn a_chess960_position_writes_its_castling_as_files_and_reads_back() {
    // Found by the chess_fen fuzz target: the FEN came back as KQkq, which standard chess refuses.
    let p = ChessPos::from_fen("r3k2r/8/8/8/8/8/8/R4K1R w HAha - 0 1").unwrap();
    assert_eq!(p.fen(), "r3k2r/8/8/8/8/8/8/R4K1R w HAha - 0 1");
    assert_eq!(ChessPos::from_fen(&p.fen()).unwrap(), p);
    assert_eq!(
        ChessPos::startpos().fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn the_smallest_i64_as_a_leaf_is_out_of_range_not_zero() {
    let e = Tree::parse("(1 -9223372036854775808)", Side::Max).unwrap_err();
    assert_eq!((e.line, e.column), (1, 4));
    assert!(e.message.contains("out of range"), "{}", e.message);
    let e = Tree::parse("(1 -9223372036854775809)", Side::Max).unwrap_err();
    assert!(e.message.contains("too large"), "{}", e.message);
    assert!(Tree::parse("(1 -1000001)", Side::Max).is_err());
    assert_eq!(
        Tree::parse("(1 -1000000)", Side::Max).unwrap().nodes[2].value,
        Some(-1_000_000)
    );
}

#[test]
fn a_tic_tac_toe_side_to_move_must_follow_the_counts() {
    let e = TicTacToe::from_cells("X........ x").unwrap_err().message;
    assert!(e.contains("it is O's move, not X's"), "{e}");
    let e = TicTacToe::from_cells("XO....... o").unwrap_err().message;
    assert!(e.contains("it is X's move, not O's"), "{e}");
    assert_eq!(
        TicTacToe::from_cells("X........ o").unwrap().to_move,
        Side::Min
    );
}

#[test]
fn a_tic_tac_toe_line_means_its_owner_moved_last() {
    // X has the top row, yet O has moved as often: O would have moved after the game ended.
    let e = TicTacToe::from_cells("XXXOO.O..").unwrap_err().message;
    assert!(e.contains("X has three in a row"), "{e}");
    // O has the middle row, yet X has one mark more.
    let e = TicTacToe::from_cells("XX.OOOX.X").unwrap_err().message;
    assert!(e.contains("O has three in a row"), "{e}");
    TicTacToe::from_cells("XXXOO....").unwrap();
    TicTacToe::from_cells("XX.OOOX..").unwrap();
}

use cutoff::search::{Algorithm, SearchConfig};
use cutoff::{AnyGame, GameSpec};

/// A game from its JSON spec (the form the page sends), whatever shape `GameSpec` has in Rust.
fn load(spec: serde_json::Value) -> AnyGame {
    AnyGame::load(&serde_json::from_value::<GameSpec>(spec).unwrap()).unwrap()
}

fn tree_game(text: String) -> AnyGame {
    load(serde_json::json!({ "kind": "tree", "text": text }))
}

fn config(algorithm: Algorithm) -> SearchConfig {
    SearchConfig {
        algorithm,
        ..SearchConfig::default()
    }
}

#[test]
fn a_node_with_more_than_65535_children_keeps_every_path_distinct() {
    let n = 70_000;
    let text = format!("({})", vec!["0"; n].join(" "));
    let t = tree_game(text)
        .search_traced(&config(Algorithm::Minimax), 1_000_000)
        .unwrap();
    let paths: std::collections::HashSet<String> = (0..t.trace.node_count() as u32)
        .map(|v| t.trace.path_string(v))
        .collect();
    assert_eq!(paths.len(), n + 1);
    assert!(paths.contains("65535") && paths.contains("65536") && paths.contains("69999"));
}

#[test]
fn pruned_children_past_65535_are_listed_once_each_and_never_as_the_null_move() {
    // The MIN child sees 1 <= alpha = 5 at its first leaf and prunes the other 69,999.
    let text = format!("(5 (1 {}))", vec!["0"; 69_999].join(" "));
    let game = tree_game(text);
    let t = game
        .search_traced(&config(Algorithm::Alphabeta), 1_000_000)
        .unwrap();
    assert_eq!(t.pruned.len(), 69_999);
    let mut moves = t.pruned.move_index.clone();
    moves.sort_unstable();
    assert_eq!(moves, (1..70_000).collect::<Vec<u32>>());
    assert!(!moves.contains(&cutoff::trace::NULL_MOVE_INDEX));
    let names = game.node_names(&t.trace, &t.pruned);
    assert_eq!(
        names.last().map(String::as_str),
        Some("child 70000"),
        "the 70,000th child, counted from 1"
    );
}

#[test]
fn knuth_moore_on_a_wide_uneven_tree_checks_before_it_allocates() {
    // 100,001 children at the root, only the first of them inner: reserving level x branching
    // asked for 40 GB before the uniformity check.
    let text = format!("((0) {})", vec!["0"; 100_000].join(" "));
    let game = tree_game(text);
    assert_eq!(game.knuth_moore(2), None);
    assert_eq!(game.knuth_moore(1).map(|k| k.branching), Some(100_001));
}

#[test]
fn listing_the_pruned_children_of_a_wide_node_is_linear() {
    // 100,000 children searched, then a cutoff, then 100,000 pruned: a search of the entered list
    // per pruned child makes 10^10 comparisons (minutes); a mark per child, milliseconds.
    let text = format!(
        "(5 ({} 1 {}))",
        vec!["9"; 100_000].join(" "),
        vec!["0"; 100_000].join(" ")
    );
    let game = tree_game(text);
    let start = std::time::Instant::now();
    let t = game
        .search_traced(&config(Algorithm::Alphabeta), 10_000_000)
        .unwrap();
    assert_eq!(t.pruned.len(), 100_000);
    assert!(start.elapsed().as_secs_f64() < 5.0, "{:?}", start.elapsed());
}

#[test]
fn a_full_table_replaces_its_oldest_position_and_says_which() {
    use cutoff::search::tt::Table;
    use cutoff::trace::Bound;
    let mut t = Table::with_capacity(2);
    assert_eq!(t.store(1, 0, 3, 10, Bound::Exact, None), None);
    assert_eq!(t.store(2, 0, 1, 20, Bound::Lower, None), None);
    // The same position again replaces its own entry: nothing evicted.
    assert_eq!(t.store(1, 0, 4, 11, Bound::Exact, None), None);
    let evicted = t.store(3, 0, 2, 30, Bound::Upper, None).unwrap();
    assert_eq!(
        (evicted.value, evicted.depth),
        (11, 4),
        "position 1 was stored first"
    );
    assert_eq!(
        (t.len(), t.probe(1, 0), t.probe(3, 0).map(|e| e.value)),
        (2, None, Some(30))
    );
}

#[test]
fn a_small_table_narrates_each_eviction_right_after_its_store() {
    use cutoff::search::Techniques;
    use cutoff::trace::{EventKind, Recorder};
    let pos = ChessPos::startpos();
    let techniques = Techniques {
        tt: true,
        iterative_deepening: true,
        tt_size: Some(10),
        ..Default::default()
    };
    let config = SearchConfig {
        algorithm: Algorithm::Pvs,
        techniques,
        ..SearchConfig::default()
    };
    let (_, tr) = cutoff::search::run(&pos, &config, 3, Recorder::new(10_000_000)).unwrap();
    let evictions: Vec<usize> = (0..tr.len())
        .filter(|&e| tr.kind(e) == EventKind::TtEvict as u8)
        .collect();
    assert!(!evictions.is_empty());
    for e in evictions {
        assert_eq!(tr.kind(e - 1), EventKind::TtStore as u8);
        assert_eq!(tr.node(e - 1), tr.node(e));
    }
    // With the default size nothing is evicted.
    let config = SearchConfig {
        techniques: Techniques {
            tt_size: None,
            ..config.techniques.clone()
        },
        ..config
    };
    let (_, tr) = cutoff::search::run(&pos, &config, 3, Recorder::new(10_000_000)).unwrap();
    assert!(tr.kinds().all(|k| k != EventKind::TtEvict as u8));
}

#[test]
fn the_node_budget_stops_an_untraced_search_with_the_numbers() {
    let game = load(serde_json::json!({ "kind": "chess" }));
    let config = SearchConfig {
        algorithm: Algorithm::Minimax,
        depth: Some(10),
        ..SearchConfig::default()
    };
    let e = game.search_within(&config, 100_000, None).unwrap_err();
    assert_eq!(e.message, "stopped after 100,000 nodes, the node budget (--max-nodes): lower the depth or raise --max-nodes");
    let start = std::time::Instant::now();
    let e = game
        .search_within(&config, u64::MAX, Some(0.2))
        .unwrap_err();
    assert!(
        e.message.starts_with("stopped after 0.2 s and "),
        "{}",
        e.message
    );
    assert!(start.elapsed().as_secs_f64() < 5.0);
    let config = SearchConfig {
        depth: Some(2),
        ..config
    };
    assert_eq!(
        game.search_within(&config, 1_000, None)
            .unwrap()
            .stats
            .nodes,
        421
    );
}

#[test]
fn naming_a_wide_pruned_subtree_is_linear() {
    // The cut at the MIN child prunes an inner node with 100,000 leaves: each leaf used to be named
    // by listing all 100,000 moves of its parent again.
    let text = format!("(5 (1 ({})))", vec!["0"; 100_000].join(" "));
    let game = tree_game(text);
    let t = game
        .search_traced(&config(Algorithm::Alphabeta), 1_000_000)
        .unwrap();
    assert_eq!(t.pruned.len(), 100_001);
    let start = std::time::Instant::now();
    let names = game.node_names(&t.trace, &t.pruned);
    assert!(start.elapsed().as_secs_f64() < 5.0, "{:?}", start.elapsed());
    assert_eq!(
        names.last().map(String::as_str),
        Some("child 100000"),
        "the last of 100,000 leaves, counted from 1"
    );
}

#[test]
fn a_search_at_the_recursion_limit_stops_at_its_budget_within_a_worker_sized_stack() {
    use cutoff::game::MAX_PLIES;
    use cutoff::search::{Algorithm, SearchConfig, Techniques};
    use cutoff::{AnyGame, GameSpec};
    // No game refuses a depth below the limit for being deep: the node budget stops it, with its
    // numbers. Its first line goes MAX_PLIES deep at once (with quiescence below it in chess), on
    // a stack the size of a page's worker's (1 MB).
    let handle = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            for (kind, quiescence) in [
                ("chess", true),
                ("xiangqi", true),
                ("dodgem", false),
                ("connect4", false),
            ] {
                let game = AnyGame::load(&GameSpec::new(kind, serde_json::json!({}))).unwrap();
                let techniques = Techniques {
                    tt: true,
                    quiescence,
                    ordering: vec!["killer".into(), "history".into()],
                    ..Techniques::default()
                };
                let config = SearchConfig {
                    algorithm: Algorithm::Pvs,
                    depth: Some(MAX_PLIES),
                    techniques,
                    ..SearchConfig::default()
                };
                let e = game.search_within(&config, 20_000, None).unwrap_err();
                assert_eq!((kind, e.code), (kind, "budget.nodes"), "{}", e.message);
                assert!(
                    e.message.starts_with("stopped after 20,000 nodes"),
                    "{kind}: {}",
                    e.message
                );
            }
        })
        .unwrap();
    handle.join().expect("no stack overflow");
}
