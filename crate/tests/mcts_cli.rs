//! `cutoff search --algo mcts|puct` and `cutoff train`, run as a user would.

mod common;
use common::cli::{cutoff, json};

#[test]
fn mcts_json_gives_the_most_visited_move_the_root_s_mean_and_each_child_s_visits_and_q() {
    // OpenSpiel's draw case: O must take a corner next to both X's, cell 2 or 6 from 0: named O3 and O7, as people count cells.
    let v = json(&[
        "search",
        "--game",
        "tictactoe",
        "--position",
        "O...X...X",
        "--algo",
        "mcts",
        "--iterations",
        "5000",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(v["algorithm"], "mcts");
    assert_eq!(v["stats"]["iterations"], 5000);
    let children = v["children"].as_array().unwrap();
    assert_eq!(
        children
            .iter()
            .map(|c| c["visits"].as_u64().unwrap())
            .sum::<u64>(),
        5000
    );
    let best = v["best_move_index"].as_u64().unwrap() as usize;
    assert!(
        ["O3", "O7"].contains(&v["best_move"].as_str().unwrap()),
        "{}",
        v["best_move"]
    );
    assert_eq!(children[best]["move"], v["best_move"]);
    let most = children
        .iter()
        .map(|c| c["visits"].as_u64().unwrap())
        .max()
        .unwrap();
    assert_eq!(children[best]["visits"].as_u64().unwrap(), most);
    // A draw with best play: the root's mean for MAX is near one half, not a win for X.
    let value = v["value"].as_f64().unwrap();
    assert!(value > 0.3 && value < 0.75, "value {value}");
    assert!(children[best]["q"].as_f64().unwrap() > 0.3);
}

#[test]
fn the_same_seed_gives_the_same_json_and_the_trace_names_the_four_phases() {
    let args = [
        "search",
        "--preset",
        "aima",
        "--algo",
        "mcts",
        "--iterations",
        "40",
        "--seed",
        "5",
        "--json",
        "--trace",
    ];
    let (a, b) = (json(&args), json(&args));
    assert_eq!(a, b);
    let events = a["trace"]["events"].as_array().unwrap();
    for kind in [
        "mcts-iteration",
        "mcts-select",
        "mcts-expand",
        "mcts-rollout",
        "mcts-result",
        "mcts-backup",
        "mcts-best",
    ] {
        assert!(events.iter().any(|e| e["event"] == kind), "{kind}");
    }
    let select = events.iter().find(|e| e["event"] == "mcts-select").unwrap();
    let score = select["exploitation"].as_f64().unwrap() + select["exploration"].as_f64().unwrap();
    assert!((select["score"].as_f64().unwrap() - score).abs() < 1e-9);
    assert_eq!(a["best_move"], "B", "minimax's move on AIMA's tree");
}

#[test]
fn mcts_text_says_the_constant_the_value_s_scale_and_the_table_of_children() {
    let (code, out, err) = cutoff(&[
        "search",
        "--game",
        "tictactoe",
        "--algo",
        "mcts",
        "--iterations",
        "200",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("UCT, c = 1.414"), "{out}");
    assert!(out.contains("the root's mean reward for MAX"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with('X')).count(),
        9,
        "{out}"
    );
}

#[test]
fn train_saves_a_net_that_puct_uses_and_a_broken_net_file_is_refused_with_its_reason() {
    let dir = std::env::temp_dir().join(format!("cutoff-mcts-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ttt.net");
    let file = file.to_str().unwrap();
    let (code, out, err) = cutoff(&[
        "train",
        "--game",
        "tictactoe",
        "--games",
        "6",
        "--iterations",
        "10",
        "--every",
        "3",
        "--out",
        file,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("games ")).count(),
        2,
        "{out}"
    );
    assert!(out.contains("network saved to"), "{out}");
    let v = json(&[
        "search",
        "--game",
        "tictactoe",
        "--algo",
        "puct",
        "--net",
        file,
        "--iterations",
        "50",
        "--json",
    ]);
    assert_eq!(v["algorithm"], "puct");
    let children = v["children"].as_array().unwrap();
    assert_eq!(
        children
            .iter()
            .map(|c| c["visits"].as_u64().unwrap())
            .sum::<u64>(),
        50
    );
    let priors: f64 = children.iter().map(|c| c["prior"].as_f64().unwrap()).sum();
    assert!((priors - 1.0).abs() < 1e-4, "priors add up to {priors}");
    // The same net on Connect Four: refused by name.
    let (code, _, err) = cutoff(&[
        "search", "--game", "connect4", "--algo", "puct", "--net", file,
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("trained for tictactoe and the position is connect4 7x6"),
        "{err}"
    );
    std::fs::write(
        dir.join("bad.net"),
        "{\"format\": \"cutoff-net\", \"version\": 1, \"game\": ",
    )
    .unwrap();
    let (code, _, err) = cutoff(&[
        "search",
        "--game",
        "tictactoe",
        "--algo",
        "puct",
        "--net",
        dir.join("bad.net").to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(err.starts_with("cutoff: not a network file: EOF"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn mcts_mistakes_in_the_command_line_say_what_to_do() {
    for (args, says) in [
        (
            vec!["search", "--game", "tictactoe", "--algo", "puct"],
            "--algo puct needs --net FILE",
        ),
        (
            vec![
                "search",
                "--game",
                "tictactoe",
                "--algo",
                "mcts",
                "--iterations",
                "0",
            ],
            "MCTS takes 1 to 10,000,000 iterations, not 0",
        ),
        (
            vec![
                "search",
                "--game",
                "tictactoe",
                "--algo",
                "alphabeta",
                "--iterations",
                "10",
            ],
            "go with --algo mcts or --algo puct",
        ),
        (
            vec![
                "search",
                "--game",
                "nim",
                "--algo",
                "mcts",
                "--exploration",
                "-1",
            ],
            "at least 0, not -1",
        ),
        (
            vec!["train", "--game", "chess", "--out", "x"],
            "networks are trained for tictactoe and connect4, not chess",
        ),
        (
            vec!["train", "--game", "tictactoe"],
            "train needs --out FILE",
        ),
    ] {
        let (code, _, err) = cutoff(&args);
        assert_eq!(code, 1, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn a_random_tree_keeps_seed_for_the_tree_and_takes_mcts_seed_for_the_search() {
    let a = json(&[
        "search",
        "--random",
        "3,3",
        "--seed",
        "4",
        "--algo",
        "mcts",
        "--iterations",
        "30",
        "--mcts-seed",
        "1",
        "--json",
    ]);
    let b = json(&[
        "search",
        "--random",
        "3,3",
        "--seed",
        "4",
        "--algo",
        "mcts",
        "--iterations",
        "30",
        "--mcts-seed",
        "2",
        "--json",
    ]);
    assert_eq!((a["seed"].as_u64(), b["seed"].as_u64()), (Some(1), Some(2)));
    assert_eq!(a["children"].as_array().unwrap().len(), 3);
}
