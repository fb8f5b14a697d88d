//! The command line for Dodgem, Connect Four and Nim: perft for any game, searches.

use std::process::Command;

fn cutoff(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cutoff"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn last_number(text: &str) -> u64 {
    text.split(|c: char| !c.is_ascii_digit())
        .rfind(|w| !w.is_empty())
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn perft_counts_any_game_and_the_last_number_printed_is_the_count() {
    for (args, count) in [
        (&["perft", "--game", "connect4", "--depth", "5"][..], 16807),
        (
            &[
                "perft", "--game", "connect4", "--size", "4x4", "--depth", "5",
            ][..],
            1020,
        ),
        (
            &[
                "perft",
                "--game",
                "connect4",
                "--size",
                "4x4",
                "--position",
                "12",
                "--depth",
                "3",
                "--divide",
            ][..],
            64,
        ),
        (&["perft", "--game", "dodgem", "--depth", "6"][..], 757),
        (
            &[
                "perft",
                "--game",
                "nim",
                "--position",
                "3,4,5",
                "--depth",
                "2",
            ][..],
            113,
        ),
        (&["perft", "--game", "tictactoe", "--depth", "2"][..], 72),
        (&["perft", "--depth", "2"][..], 400),
    ] {
        let (ok, out, err) = cutoff(args);
        assert!(ok, "{args:?}: {err}");
        assert_eq!(last_number(&out), count, "{args:?}: {out}");
    }
}

#[test]
fn perft_refuses_what_does_not_fit_with_the_reason() {
    let (ok, _, err) = cutoff(&[
        "perft",
        "--game",
        "connect4",
        "--position",
        "448",
        "--depth",
        "1",
    ]);
    assert!(!ok && err.contains("move 3 is column 8"), "{err}");
    let (ok, _, err) = cutoff(&["perft", "--game", "dodgem", "--fen", "x", "--depth", "1"]);
    assert!(!ok && err.contains("unknown field `fen`"), "{err}");
    // xiangqi takes a FEN: the start position written out, depth 2.
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let (ok, out, err) = cutoff(&["perft", "--game", "xiangqi", "--fen", start, "--depth", "2"]);
    assert!(ok, "{err}");
    assert_eq!(last_number(&out), 1920, "{out}");
    let (ok, _, err) = cutoff(&["perft", "--position", "1,2", "--depth", "1"]);
    assert!(!ok && err.contains("--position goes with --game"), "{err}");
    let (ok, _, err) = cutoff(&["perft", "--game", "connect4", "--depth", "13"]);
    assert!(!ok && err.contains("at most 12"), "{err}");
}

#[test]
fn search_runs_each_new_game_from_the_command_line() {
    let (ok, out, err) = cutoff(&[
        "search",
        "--game",
        "dodgem",
        "--preset",
        "horizon",
        "--algo",
        "alphabeta",
        "--depth",
        "4",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("best move c2→c3"), "{out}");
    let (ok, out, _) = cutoff(&[
        "search", "--game", "dodgem", "--preset", "horizon", "--algo", "pvs", "--depth", "7",
    ]);
    assert!(
        ok && out.contains("value 99993 (MAX's point of view): Black wins in 7 plies"),
        "{out}"
    );
    let (ok, out, _) = cutoff(&[
        "search",
        "--game",
        "nim",
        "--position",
        "1,2,3",
        "--algo",
        "alphabeta",
    ]);
    assert!(ok && out.contains("MIN wins in 6 plies"), "{out}");
    let (ok, out, err) = cutoff(&[
        "search",
        "--game",
        "connect4",
        "--size",
        "4x4",
        "--algo",
        "alphabeta",
        "--depth",
        "16",
        "--tt",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("value 0") && out.contains("nodes 15265"),
        "{out}"
    );
    let (ok, out, err) = cutoff(&[
        "search",
        "--game",
        "nim",
        "--position",
        "1,1,2",
        "--misere",
        "--algo",
        "minimax",
        "--json",
    ]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // h3−1, then three single objects: MIN is left to take the last one at ply 4.
    assert_eq!(v["value"], 100_000 - 4);
}

#[test]
fn connect_four_is_searched_past_16_plies_and_a_depth_past_the_end_is_the_end() {
    // 22 stones, 20 empty cells: once refused ("at most 16 plies"), now searched to the end.
    let run = |depth: &str| {
        cutoff(&[
            "search",
            "--game",
            "connect4",
            "--position",
            "2252576253462244111563",
            "--algo",
            "pvs",
            "--tt",
            "--ordering",
            "centre",
            "--depth",
            depth,
        ])
    };
    let (ok, out, err) = run("20");
    assert!(ok, "{err}");
    assert!(
        out.contains("to depth 20") && out.contains("O wins in 18 plies"),
        "{out}"
    );
    let (ok, deeper, err) = run("30");
    assert!(ok, "{err}");
    assert_eq!(
        deeper, out,
        "past the last empty cell the search is the same, to the end"
    );
}

#[test]
fn the_command_line_says_who_wins_in_the_games_words_one_ply_singular_and_a_finished_game_as_won() {
    // Connect Four, X to move completes column 1: one ply, "ply" (it said "MAX wins in 1 plies").
    let (ok, out, err) = cutoff(&[
        "search",
        "--game",
        "connect4",
        "--position",
        "121212",
        "--algo",
        "alphabeta",
        "--depth",
        "2",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("value 99999 (MAX's point of view): X wins in 1 ply\n"),
        "{out}"
    );
    // After X's four: the game is over at the root, "X has won" (not "won in 0 plies").
    let (ok, out, err) = cutoff(&[
        "search",
        "--game",
        "connect4",
        "--position",
        "1212121",
        "--algo",
        "alphabeta",
        "--depth",
        "2",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("value 100000 (MAX's point of view): X has won\n"),
        "{out}"
    );
    let (ok, out, _) = cutoff(&[
        "search",
        "--game",
        "nim",
        "--position",
        "1,1",
        "--algo",
        "alphabeta",
    ]);
    assert!(ok && out.contains("MIN wins in 2 plies\n"), "{out}");
    // Chess, White checkmated at the root (the fool's mate): the result, not "mates in 0".
    let (ok, out, err) = cutoff(&[
        "search",
        "--game",
        "chess",
        "--fen",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "--algo",
        "alphabeta",
        "--depth",
        "2",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("value -100000 (MAX's point of view): checkmate: Black has won\n"),
        "{out}"
    );
}
