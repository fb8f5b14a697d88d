//! Nim: full minimax rediscovers Bouton's theorem, normal and misère; moves, notation, limits.

use cutoff::game::nim::{Nim, NimMove, NIM_PRESETS};
use cutoff::game::perft::perft;
use cutoff::game::Preset;
use cutoff::game::{Game, Side, MATE};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::NoTrace;
use cutoff::{AnyGame, GameSpec};
use serde_json::json;

fn run(p: &Nim, algorithm: Algorithm, techniques: Techniques) -> search::Outcome {
    let config = SearchConfig {
        algorithm,
        fail: Fail::Soft,
        depth: None,
        techniques,
    };
    search::run(p, &config, p.total(), NoTrace).unwrap().0
}

fn name_of_best(p: &Nim, o: &search::Outcome) -> String {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    p.move_name(moves[o.best_move.unwrap() as usize])
}

/// Every multiset of `n` heaps of at most `max` objects.
fn heaps(n: usize, max: u8) -> Vec<Vec<u8>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for rest in heaps(n - 1, max) {
        let low = rest.last().copied().unwrap_or(0);
        for h in low..=max {
            let mut v = rest.clone();
            v.push(h);
            out.push(v);
        }
    }
    out
}

/// The searched value agrees with Bouton, and a win is scored by its distance.
fn agrees_with_bouton(p: &Nim, o: &search::Outcome) {
    let v = o.value * p.side_to_move().sign();
    assert_eq!(v > 0, p.bouton(), "{p}: value {v}");
    assert!(
        v.abs() > MATE - 100 && v.abs() <= MATE,
        "{p}: a search to the end scores a win or a loss, not {v}"
    );
}

#[test]
fn full_alpha_beta_agrees_with_bouton_on_every_position_of_up_to_three_heaps_of_up_to_four() {
    let mut checked = 0;
    for misere in [false, true] {
        for n in 1..=3 {
            for h in heaps(n, 4) {
                let p = Nim::new(&h, misere).unwrap();
                if p.is_terminal() {
                    continue;
                }
                agrees_with_bouton(&p, &run(&p, Algorithm::Alphabeta, Techniques::default()));
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * 52, "55 multisets, 3 of them empty");
}

#[test]
fn with_a_table_four_heaps_agree_too_and_positions_too_big_to_search_are_refused() {
    let tt = Techniques {
        tt: true,
        ..Default::default()
    };
    let (mut checked, mut refused) = (0, 0);
    for misere in [false, true] {
        for h in heaps(4, 4) {
            match Nim::new(&h, misere) {
                Ok(p) if p.is_terminal() => {}
                Ok(p) => {
                    agrees_with_bouton(&p, &run(&p, Algorithm::Alphabeta, tt.clone()));
                    checked += 1;
                }
                Err(e) => {
                    assert!(
                        e.message
                            .contains("more than the 100,000,000 a search to the end may visit"),
                        "{e}"
                    );
                    refused += 1;
                }
            }
        }
    }
    assert!(checked >= 100 && refused >= 2, "{checked} {refused}");
}

#[test]
fn one_two_three_is_lost_for_the_mover_and_three_four_five_won_by_taking_two_from_the_first_heap() {
    let p = Nim::parse("1,2,3", false).unwrap();
    assert_eq!(p.nim_sum(), 0);
    let o = run(&p, Algorithm::Minimax, Techniques::default());
    assert_eq!(
        (o.value, o.stats.nodes),
        (-(MATE - 6), 447),
        "lost in 6 plies: the loser takes one at a time"
    );
    let p = Nim::parse("3,4,5", false).unwrap();
    assert_eq!(p.nim_sum(), 2);
    let o = run(&p, Algorithm::Alphabeta, Techniques::default());
    assert_eq!(o.value, MATE - 11);
    assert_eq!(name_of_best(&p, &o), "h1−2");
    assert_eq!(p.tree_size(), 1_038_768);
}

#[test]
fn misere_changes_the_winning_move_when_only_single_heaps_would_be_left() {
    let normal = Nim::parse("1,1,2", false).unwrap();
    let misere = Nim::parse("1,1,2", true).unwrap();
    assert_eq!(
        name_of_best(
            &normal,
            &run(&normal, Algorithm::Alphabeta, Techniques::default())
        ),
        "h3−2"
    );
    let o = run(&misere, Algorithm::Alphabeta, Techniques::default());
    assert_eq!(name_of_best(&misere, &o), "h3−1");
    assert!(o.value > 0);
    // Misère, all heaps single: an odd number of them loses for the mover.
    assert!(!Nim::parse("1,1,1", true).unwrap().bouton());
    assert!(Nim::parse("1,1", true).unwrap().bouton());
    assert!(Nim::parse("0,0", true).unwrap().bouton());
}

#[test]
fn the_game_ends_with_no_object_left_the_taker_of_the_last_winning_or_under_misere_losing() {
    let last = Nim::parse("0,3", false)
        .unwrap()
        .play(NimMove { heap: 1, take: 3 });
    assert!(last.is_terminal());
    assert_eq!(last.side_to_move(), Side::Min);
    assert_eq!(last.evaluate(), MATE - 1, "MAX took the last object");
    let last = Nim::parse("0,3", true)
        .unwrap()
        .play(NimMove { heap: 1, take: 3 });
    assert_eq!(
        last.evaluate(),
        -(MATE - 1),
        "misère: MAX took the last object and lost"
    );
    let term = &last.explain_eval()[0];
    assert!(term.text.contains("misère"));
    assert_eq!(term.code, "nimEnd");
    assert_eq!(
        json!(term.params),
        json!({ "misere": true, "winner": "MIN", "plies": 1 })
    );
}

#[test]
fn an_open_position_is_explained_by_its_nim_sum_as_a_code_with_numbers() {
    let p = Nim::parse("3,4,5", false).unwrap();
    let term = &p.explain_eval()[0];
    assert_eq!(term.code, "nimOpen");
    assert_eq!(term.text, "the game is not over: 0 (no heuristic). Nim-sum 3 ⊕ 4 ⊕ 5 = 2: Bouton says the side to move (MAX) wins");
    assert_eq!(
        json!(term.params),
        json!({ "sum": "3 ⊕ 4 ⊕ 5", "s": 2, "side": "MAX", "wins": true })
    );
}

#[test]
fn moves_take_one_or_more_from_one_heap_and_are_named_h_heap_minus_count() {
    let p = Nim::parse("2,0,1", false).unwrap();
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let names: Vec<String> = moves.iter().map(|&m| p.move_name(m)).collect();
    assert_eq!(names, ["h1−1", "h1−2", "h3−1"]);
    assert_eq!(p.play(moves[1]).to_string(), "0,0,1 min");
    // Perft: a single heap of n has 2^(n-1) ways to be emptied.
    assert_eq!(perft(&Nim::parse("5", false).unwrap(), 5), 1);
    // Each of the 12 first moves leaves 12 minus what it took.
    assert_eq!(
        perft(&Nim::parse("3,4,5", false).unwrap(), 2),
        12 * 12 - (1 + 2 + 3) - (1 + 2 + 3 + 4) - (1 + 2 + 3 + 4 + 5)
    );
}

#[test]
fn bad_heaps_are_refused_with_the_reason() {
    let err = |t: &str| Nim::parse(t, false).unwrap_err().message;
    assert_eq!(
        err("3,x,5"),
        "heap 2 is 'x': a heap is a number of objects, 0 to 15"
    );
    assert_eq!(err("3,16"), "heap 2 has 16 objects: at most 15");
    assert_eq!(err("1,1,1,1,1,1,1,1,1"), "9 heaps are too many: at most 8");
    assert_eq!(err(""), "Nim needs at least one heap, as in 3,4,5");
    assert!(err("3,4,5 black").contains("use max or min"));
    assert!(
        err("4,4,4,4").contains("4,4,4,4 has 2,396,721,385 nodes"),
        "{}",
        err("4,4,4,4")
    );
    assert!(err("15,15,15,15,15,15,15,15").contains("billions"));
    assert_eq!(
        Nim::parse("3, 4, 5 min", false).unwrap().notation(),
        "3,4,5 min"
    );
}

fn load(options: serde_json::Value) -> Result<AnyGame, String> {
    AnyGame::load(&GameSpec::new("nim", options)).map_err(|e| e.message)
}

#[test]
fn nim_loads_from_the_registry_and_searches_to_the_end_by_default() {
    let g = load(json!({ "position": "1,2,3" })).unwrap();
    assert_eq!(g.kind(), "nim");
    assert_eq!(g.resolve_depth(None).unwrap(), 6);
    assert_eq!(
        g.resolve_depth(Some(40)).unwrap(),
        6,
        "a deeper request clamps to the end of the game"
    );
    assert_eq!(load(json!({})).unwrap().board().as_deref(), Some("3,4,5"));
    assert!(load(json!({ "preset": "nope" }))
        .unwrap_err()
        .contains("unknown Nim preset 'nope'"));
    assert!(load(json!({ "preset": "one-two-three", "misere": true }))
        .unwrap_err()
        .contains("not both"));
    assert!(load(json!({ "position": "4,4,4,4" }))
        .unwrap_err()
        .contains("use smaller heaps"));
    let spec = g.spec_after(0).unwrap();
    assert_eq!(
        serde_json::Value::Object(spec.options),
        json!({ "position": "0,2,3 min", "misere": false })
    );
    // The object clicked is the lowest one taken: taking 2 of heap 2's two objects is a click on its first.
    assert_eq!(g.moves()[2].cells, vec![14 * 8 + 1]);
}

#[test]
fn each_preset_teaches_what_its_note_says() {
    for Preset {
        name,
        position: heaps,
        extra: misere,
        ..
    } in NIM_PRESETS
    {
        let p = Nim::parse(heaps, misere).unwrap();
        let o = run(&p, Algorithm::Alphabeta, Techniques::default());
        match name {
            "one-two-three" => assert!(o.value < 0),
            "three-four-five" => assert_eq!(name_of_best(&p, &o), "h1−2"),
            "misere-one-one-two" => {
                assert_eq!(name_of_best(&p, &o), "h3−1");
                let normal_move = p.play(NimMove { heap: 2, take: 2 }).as_root();
                assert!(
                    run(&normal_move, Algorithm::Alphabeta, Techniques::default()).value < 0,
                    "MIN wins after h3−2"
                );
            }
            other => panic!("no check for preset {other}"),
        }
    }
}

#[test]
fn bouton_s_verdict_is_the_cores_byte_that_the_page_says() {
    // Once the page's own nimVerdict (www/games/nim.js): the case, who wins and the number.
    let v = |h: &str, misere: bool| {
        let b = Nim::parse(h, misere).unwrap().bouton_verdict();
        (b & 7, b >> 3 & 1 == 1, b >> 4)
    };
    assert_eq!(v("3,4,5", false), (0, true, 2), "nim-sum 2: the mover wins");
    assert_eq!(
        v("1,2,3", false),
        (0, false, 0),
        "nim-sum 0: the mover loses"
    );
    assert_eq!(
        v("1,1,0", true),
        (2, true, 2),
        "misère, two single objects: even, the mover wins"
    );
    assert_eq!(
        v("1,1,1", true),
        (2, false, 3),
        "misère, three: odd, the mover loses"
    );
    assert_eq!(
        v("0,0", false),
        (3, false, 0),
        "none left: the mover has lost"
    );
    assert_eq!(
        v("0,0", true),
        (4, true, 0),
        "none left under misère: the mover has won"
    );
    assert_eq!(
        v("1,2,0", true),
        (1, true, 3),
        "misère with a heap of two plays as normal Nim"
    );
    assert_eq!(v("5,5", false), (0, false, 0));
    assert_eq!(
        v("15,0", false),
        (0, true, 15),
        "the largest nim-sum fits its four bits"
    );
}

#[test]
fn every_display_node_gets_the_verdict_of_its_own_position() {
    // Root 1,2 (nim-sum 3); its first move takes one from heap 1 → 0,2 (nim-sum 2); then h2−1 → 0,1.
    let game = AnyGame::Nim(Nim::parse("1,2", false).unwrap());
    let sums: Vec<u8> = game
        .verdicts(&[0, 0, 1], &[None, Some(0), Some(0)])
        .unwrap()
        .iter()
        .map(|b| b >> 4)
        .collect();
    assert_eq!(sums, [3, 2, 1]);
    // A driver's root searches stand for the root.
    assert_eq!(
        game.verdicts(&[0, 0, 0], &[None, None, None]).unwrap(),
        [0b0011_1000; 3]
    );
    assert!(
        AnyGame::TicTacToe(Default::default())
            .verdicts(&[0], &[None])
            .is_none(),
        "only Nim has one"
    );
}
