//! The command-line tool, run as a user would.

mod common;
use common::cli::{cutoff, json};
use serde_json::Value;
use std::process::Command;

#[test]
fn search_json_gives_value_best_move_stats_and_visited_paths() {
    let v = json(&[
        "search",
        "--tree",
        "(B:(3 12 8) C:(2 4 6) D:(14 5 2))",
        "--algo",
        "alphabeta",
        "--json",
    ]);
    assert_eq!(v["value"], 3);
    assert_eq!(v["best_move"], "B");
    assert_eq!(v["stats"]["nodes"], 11);
    assert_eq!(v["stats"]["evals"], 7);
    // At C only: D's three leaves are all searched.
    assert_eq!(v["stats"]["cutoffs"], 1);
    let visited: Vec<&str> = v["visited"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    assert_eq!(
        visited,
        ["", "0", "0.0", "0.1", "0.2", "1", "1.0", "2", "2.0", "2.1", "2.2"]
    );
    assert!(v.get("trace").is_none());
}

#[test]
fn trace_adds_the_events() {
    let v = json(&[
        "search",
        "--preset",
        "aima",
        "--algo",
        "negamax-ab",
        "--fail",
        "hard",
        "--json",
        "--trace",
    ]);
    let events = v["trace"]["events"].as_array().unwrap();
    assert_eq!(v["trace"]["perspective"], "side-to-move");
    assert_eq!(events[0]["event"], "enter");
    assert_eq!(events[0]["path"], "");
    assert_eq!(events.last().unwrap()["event"], "leave");
    let cut = events.iter().find(|e| e["event"] == "cutoff").unwrap();
    assert_eq!(
        (
            cut["path"].as_str(),
            cut["searched"].as_i64(),
            cut["pruned"].as_i64()
        ),
        (Some("1"), Some(1), Some(2))
    );
    let enters = events.iter().filter(|e| e["event"] == "enter").count();
    assert_eq!(enters as u64, v["stats"]["nodes"].as_u64().unwrap());
}

#[test]
fn min_root_and_depth_are_honoured() {
    let v = json(&[
        "search",
        "--tree",
        "((3 12) (2 4))",
        "--root",
        "min",
        "--algo",
        "minimax",
        "--json",
    ]);
    assert_eq!(v["value"], 4);
    let v = json(&[
        "search",
        "--tree",
        "(B:(3 12 8)~5 C:(2 4 6)~9)",
        "--algo",
        "negamax",
        "--depth",
        "1",
        "--json",
    ]);
    assert_eq!(
        (
            v["value"].as_i64(),
            v["best_move"].as_str(),
            v["stats"]["nodes"].as_i64()
        ),
        (Some(9), Some("C"), Some(3))
    );
}

#[test]
fn tic_tac_toe_from_the_empty_board_and_from_a_position() {
    let v = json(&[
        "search",
        "--game",
        "tictactoe",
        "--algo",
        "alphabeta",
        "--json",
    ]);
    assert_eq!(
        (v["value"].as_i64(), v["stats"]["nodes"].as_i64()),
        (Some(0), Some(18_297))
    );
    assert!(v.get("visited").is_none(), "no visited list for games");
    let v = json(&[
        "search",
        "--game",
        "tictactoe",
        "--position",
        "XX.OO.... x",
        "--algo",
        "minimax",
        "--json",
    ]);
    assert_eq!(
        (v["value"].as_i64(), v["best_move"].as_str()),
        (Some(1), Some("X3"))
    );
}

#[test]
fn compare_prints_seed_001_table() {
    let (code, out, _) = cutoff(&["compare", "--game", "tictactoe"]);
    assert_eq!(code, 0);
    let row = |name: &str| {
        out.lines()
            .find(|l| l.split("  ").next().unwrap().trim() == name)
            .unwrap_or_else(|| panic!("no row {name}: {out}"))
            .split_whitespace()
            .rev()
            .nth(2)
            .unwrap()
            .to_string()
    };
    assert_eq!(row("minimax"), "549,946", "{out}");
    assert_eq!(row("alphabeta"), "18,297", "{out}");
    assert_eq!(row("negamax-ab --fail hard"), "18,297", "{out}");
    let v = json(&[
        "compare",
        "--random",
        "3,4",
        "--order",
        "best-first",
        "--range",
        "-100000,100000",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(v["knuth_moore"]["min_leaves"], 17);
    assert_eq!(v["rows"][0]["stats"]["evals"], 81);
}

#[test]
fn text_output_is_readable() {
    let (code, out, _) = cutoff(&[
        "search",
        "--preset",
        "wikipedia",
        "--algo",
        "alphabeta",
        "--trace",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("value 6 (MAX's point of view)"), "{out}");
    assert!(
        out.contains("cutoff at [0.0.1] after 2 children, 1 pruned"),
        "{out}"
    );
}

#[test]
fn errors_go_to_stderr_with_a_non_zero_exit() {
    for (args, says) in [
        (
            vec!["search", "--tree", "(3 (4 5)", "--algo", "minimax"],
            "line 1, column 9: expected ')'",
        ),
        (
            vec!["search", "--tree", "(3 4)", "--algo", "mystery"],
            "unknown algorithm 'mystery'",
        ),
        (vec!["search", "--tree", "(3 4)"], "search needs --algo"),
        (vec!["search", "--algo", "minimax"], "no game given"),
        (
            vec![
                "search",
                "--game",
                "tictactoe",
                "--position",
                "XXXXX....",
                "--algo",
                "minimax",
            ],
            "X has 5 marks and O has 0",
        ),
        (
            vec!["search", "--game", "chess960", "--algo", "minimax"],
            "unknown game",
        ),
        (
            vec![
                "search", "--tree", "(3 4)", "--algo", "minimax", "--depth", "many",
            ],
            "--depth takes a number",
        ),
        (
            vec![
                "search", "--tree", "(3 4)", "--algo", "minimax", "--fail", "hard",
            ],
            "--fail hard goes with --algo negamax-ab",
        ),
        (
            vec!["search", "--random", "40,9", "--algo", "minimax"],
            "the most is",
        ),
        (vec!["frobnicate"], "unknown command"),
    ] {
        let (code, out, err) = cutoff(&args);
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?} printed to stdout: {out}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn help_documents_every_command_and_algorithm() {
    let (code, out, _) = cutoff(&["--help"]);
    assert_eq!(code, 0);
    for word in [
        "search",
        "compare",
        "--tree",
        "--game tictactoe",
        "--position",
        "--depth",
        "--root",
        "--json",
        "--trace",
        "minimax",
        "alphabeta",
        "negamax-ab",
        "--fail hard",
        "~N",
    ] {
        assert!(out.contains(word), "--help lacks {word}");
    }
}

#[test]
fn a_search_stops_at_its_node_budget_or_its_time_with_the_numbers() {
    let (code, out, err) = cutoff(&[
        "search",
        "--game",
        "chess",
        "--algo",
        "minimax",
        "--depth",
        "10",
        "--max-nodes",
        "1000000",
    ]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(err, "cutoff: stopped after 1,000,000 nodes, the node budget (--max-nodes): lower the depth or raise --max-nodes\n");
    let start = std::time::Instant::now();
    let (code, _, err) = cutoff(&[
        "search", "--game", "chess", "--algo", "minimax", "--depth", "10", "--time", "0.5",
    ]);
    assert_eq!(code, 1);
    assert!(
        err.starts_with("cutoff: stopped after 0.5 s and ") && err.contains("raise --time"),
        "{err}"
    );
    assert!(
        start.elapsed().as_secs_f64() < 10.0,
        "{:?}",
        start.elapsed()
    );
    let (code, _, err) = cutoff(&[
        "search", "--game", "chess", "--algo", "minimax", "--time", "-1",
    ]);
    assert!(
        code == 1 && err.contains("--time takes a number of seconds above 0"),
        "{err}"
    );
}

#[test]
fn a_small_table_narrates_its_evictions_in_the_text_trace() {
    let (code, out, err) = cutoff(&[
        "search",
        "--game",
        "chess",
        "--algo",
        "pvs",
        "--depth",
        "3",
        "--tt",
        "--id",
        "--tt-size",
        "10",
        "--trace",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("table: full, so the oldest entry ("), "{out}");
    let (code, _, err) = cutoff(&[
        "search",
        "--game",
        "chess",
        "--algo",
        "pvs",
        "--depth",
        "3",
        "--tt",
        "--tt-size",
        "0",
    ]);
    assert!(code == 1 && err.contains("at least one entry"), "{err}");
}

#[test]
fn json_trace_streams_one_event_per_line() {
    let (code, out, err) = cutoff(&[
        "search",
        "--game",
        "tictactoe",
        "--position",
        "XX.OO....",
        "--algo",
        "minimax",
        "--json",
        "--trace",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let events = v["trace"]["events"].as_array().unwrap();
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with("{\""))
        .collect();
    assert_eq!(lines.len(), events.len());
    for (line, ev) in lines.iter().zip(events) {
        assert_eq!(
            &serde_json::from_str::<Value>(line.trim().trim_end_matches(',')).unwrap(),
            ev
        );
    }
    assert_eq!(
        events.iter().filter(|e| e["event"] == "enter").count() as u64,
        v["stats"]["nodes"].as_u64().unwrap()
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_with_its_place() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"(3 \xff 4)");
    let out = Command::new(env!("CARGO_BIN_EXE_cutoff"))
        .args(["search".as_ref(), "--tree".as_ref(), bad])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("cutoff: argument 3 is not valid UTF-8"),
        "{err}"
    );
}

#[test]
fn help_says_every_games_own_lines_in_the_registrys_order() {
    let (code, out, _) = cutoff(&["--help"]);
    assert_eq!(code, 0);
    let mut at = 0;
    for f in ::cutoff::AnyGame::facts() {
        let found = out[at..]
            .find(f.help)
            .unwrap_or_else(|| panic!("--help lacks {}'s lines, or has them out of order", f.kind));
        at += found + f.help.len();
    }
    assert!(
        out.contains("cutoff solve --game tictactoe|dodgem "),
        "{out}"
    );
    // The games perft takes a FEN for are the catalogue's with a fen option, not a list in the help.
    let fen: Vec<_> = ::cutoff::AnyGame::catalogue()
        .iter()
        .filter(|g| g.options.iter().any(|o| o.name == "fen"))
        .map(|g| g.kind)
        .collect();
    assert_eq!(fen, ["chess", "xiangqi"]);
    assert!(out.contains("chess and xiangqi take --fen;"), "{out}");
}
