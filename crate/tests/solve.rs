//! The retrograde solver: every position of Dodgem and tic-tac-toe decided backwards from the end,
//! held against full-depth alpha-beta wherever the search reaches the end.

use cutoff::game::dodgem::{Dodgem, Rule, DODGEM_PRESETS};
use cutoff::game::solve::{solve, Outcome, Solvable};
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::{Game, MATE};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::NoTrace;

fn pos(text: &str) -> Dodgem {
    Dodgem::parse(text, Rule::Seed).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn alphabeta<G: Game>(p: &G, depth: u32) -> search::Outcome {
    let config = SearchConfig {
        algorithm: Algorithm::Alphabeta,
        fail: Fail::Soft,
        depth: None,
        techniques: Techniques::default(),
    };
    search::run(p, &config, depth, NoTrace).unwrap().0
}

#[test]
fn the_solver_says_black_wins_from_the_start_under_both_rules() {
    for rule in [Rule::Seed, Rule::WinningWays] {
        let s = solve(&Dodgem::new(rule));
        assert_eq!(
            s.lookup(&Dodgem::new(rule)),
            Some((Outcome::Win, 19)),
            "{rule:?}"
        );
        assert_eq!(s.len(), 2754);
        assert_eq!(s.wins + s.losses + s.draws, 2754);
        // Only a3→b3 keeps the win.
        assert_eq!(s.best_moves(&Dodgem::new(rule)), [0]);
    }
    let seed = solve(&Dodgem::new(Rule::Seed));
    assert_eq!((seed.wins, seed.losses, seed.draws), (1604, 1150, 0));
    let ww = solve(&Dodgem::new(Rule::WinningWays));
    assert_eq!((ww.wins, ww.losses, ww.draws), (1606, 1148, 0));
}

#[test]
fn the_solver_agrees_with_alpha_beta_wherever_the_search_reaches_the_end() {
    for rule in [Rule::Seed, Rule::WinningWays] {
        let s = solve(&Dodgem::new(rule));
        let mut checked = 0;
        for p in Dodgem::all_positions(rule) {
            let (outcome, dist) = s.lookup(&p).unwrap();
            if outcome == Outcome::Draw || dist > 5 {
                continue;
            }
            let mover = p.side_to_move().sign();
            let want = if outcome == Outcome::Win {
                MATE - dist as i32
            } else {
                -(MATE - dist as i32)
            };
            assert_eq!(
                alphabeta(&p, dist).value * mover,
                want,
                "{p} ({rule:?}): {outcome:?} in {dist}"
            );
            checked += 1;
        }
        assert!(checked > 1000, "{checked}");
    }
}

#[test]
fn each_preset_teaches_what_its_note_says() {
    let s = solve(&Dodgem::new(Rule::Seed));
    let play = |p: &Dodgem, i: u32| {
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        (p.move_name(moves[i as usize]), p.play(moves[i as usize]))
    };
    let [start, horizon, win] = DODGEM_PRESETS.map(|p| pos(p.position));
    // Start: a depth-1 search picks a losing move.
    let (name, child) = play(&start, alphabeta(&start, 1).best_move.unwrap());
    assert_eq!(name, "a2→b2");
    assert_eq!(
        s.lookup(&child).unwrap().0,
        Outcome::Win,
        "White wins after a2→b2"
    );
    // Horizon: depth 4 plays c2→c3, which loses; depth 7 finds the win.
    assert_eq!(s.lookup(&horizon), Some((Outcome::Win, 7)));
    let (name, child) = play(&horizon, alphabeta(&horizon, 4).best_move.unwrap());
    assert_eq!(name, "c2→c3");
    assert_eq!(s.lookup(&child), Some((Outcome::Win, 5)));
    assert_eq!(alphabeta(&horizon, 7).value, MATE - 7);
    // Win in five plies.
    assert_eq!(s.lookup(&win), Some((Outcome::Win, 5)));
    assert_eq!(alphabeta(&win, 5).value, MATE - 5);
    assert!(alphabeta(&win, 4).value < MATE - 100);
}

#[test]
fn tic_tac_toe_has_5478_reachable_positions_and_the_empty_board_is_a_draw() {
    let s = solve(&TicTacToe::new());
    assert_eq!(s.len(), 5478);
    assert_eq!(s.lookup(&TicTacToe::new()).unwrap().0, Outcome::Draw);
    assert_eq!(
        s.lookup(&TicTacToe::from_cells("XX.OO....").unwrap()),
        Some((Outcome::Win, 1))
    );
}

#[test]
fn tic_tac_toe_outcomes_agree_with_full_depth_alpha_beta_everywhere() {
    let root = TicTacToe::new();
    let s = solve(&root);
    for p in root.all_positions() {
        let empty = 9 - (p.x | p.o).count_ones();
        let v = alphabeta(&p, empty).value * p.side_to_move().sign();
        let want = match s.lookup(&p).unwrap().0 {
            Outcome::Win => 1,
            Outcome::Loss => -1,
            Outcome::Draw => 0,
        };
        assert_eq!(v, want, "{p}");
    }
}

fn cutoff(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cutoff"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn cutoff_solve_prints_the_outcome_the_distance_and_the_totals() {
    let (ok, out, _) = cutoff(&["solve", "--game", "dodgem"]);
    assert!(ok);
    assert!(
        out.contains("outcome win for the side to move (MAX), 19 plies to the end"),
        "{out}"
    );
    assert!(out.contains("best moves a3→b3"), "{out}");
    assert!(
        out.contains("positions 2754: 1604 won, 1150 lost, 0 drawn"),
        "{out}"
    );
    let (ok, out, _) = cutoff(&[
        "solve",
        "--game",
        "dodgem",
        "--rule",
        "winning-ways",
        "--position",
        "b..w.b..w b",
    ]);
    assert!(ok);
    assert!(
        out.contains("rule winning-ways") && out.contains("7 plies"),
        "{out}"
    );
    let (ok, out, _) = cutoff(&["solve", "--game", "tictactoe"]);
    assert!(ok);
    assert!(
        out.contains("outcome draw") && out.contains("positions 5478"),
        "{out}"
    );
    let (ok, _, err) = cutoff(&["solve", "--game", "dodgem", "--rule", "nonsense"]);
    assert!(
        !ok && err.contains("unknown Dodgem rule 'nonsense'"),
        "{err}"
    );
    let (ok, _, err) = cutoff(&["solve", "--game", "dodgem", "--position", "bbb...... w"]);
    assert!(!ok && err.contains("Black has 3 cars"), "{err}");
}

#[test]
fn a_deep_search_confirms_the_solvers_win_in_19_from_the_start_under_both_rules() {
    for rule in ["seed", "winning-ways"] {
        let game = cutoff::AnyGame::load(&cutoff::GameSpec::new(
            "dodgem",
            serde_json::json!({ "rule": rule }),
        ))
        .unwrap();
        let config = SearchConfig {
            algorithm: Algorithm::Pvs,
            fail: Fail::Soft,
            depth: Some(19),
            techniques: Techniques {
                tt: true,
                iterative_deepening: true,
                ordering: vec!["hash".into(), "killer".into(), "history".into()],
                ..Default::default()
            },
        };
        let out = game.search(&config).unwrap();
        assert_eq!(out.value, MATE - 19, "{rule}");
        assert_eq!(game.move_name_at(out.best_move.unwrap()), "a3→b3");
    }
}
