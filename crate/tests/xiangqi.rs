//! Xiangqi: perft against published counts in `tests/data/xiangqi_perft.epd`, the rules one by
//! one, FEN and its errors, ICCS and WXF names, the evaluation, and the four presets' claims
//! checked with the search engine.
//!
//! `cargo test` runs unoptimised, so by default each perft line is checked only at the depths
//! whose count is at most [`DEFAULT_BUDGET`] leaves. `CUTOFF_PERFT_DEEP=1` checks every depth in
//! the file (the start position to depth 5, 133 million leaves: a few seconds with `--release`).

mod common;

use common::epd::{read_perft_suite, PerftLine};
use common::reference_minimax;
use cutoff::game::xiangqi::{
    perft, perft_divide, Color, Kind, Move, Status, XiangqiPos, MATE, MOVE_KEY_LIMIT, START_FEN,
    XIANGQI_PRESETS,
};
use cutoff::game::{Game, Side};
use cutoff::search::{self, Algorithm, Fail, SearchConfig, Techniques};
use cutoff::trace::{node_flags, EventKind, NoTrace, Recorder, DEFAULT_EVENT_CAP};
use serde_json::json;
use std::time::Instant;

/// Leaf counts checked in a default (debug) run.
const DEFAULT_BUDGET: u64 = 1_500_000;

fn deep() -> bool {
    std::env::var("CUTOFF_PERFT_DEEP").is_ok_and(|v| v != "0" && !v.is_empty())
}

fn pos(fen: &str) -> XiangqiPos {
    XiangqiPos::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn preset(name: &str) -> XiangqiPos {
    pos(XIANGQI_PRESETS
        .iter()
        .find(|p| p.name == name)
        .unwrap()
        .position)
}

fn moves(p: &XiangqiPos) -> Vec<Move> {
    let mut m = Vec::new();
    p.legal_moves(&mut m);
    m
}

fn names(p: &XiangqiPos) -> Vec<String> {
    moves(p).iter().map(|&m| p.move_name(m)).collect()
}

fn after(p: &XiangqiPos, line: &str) -> XiangqiPos {
    line.split_whitespace().fold(p.clone(), |p, m| {
        let mv = p.parse_move(m).unwrap_or_else(|e| panic!("{e}"));
        p.play(mv)
    })
}

// ---------------------------------------------------------------------------------------------
// Perft.

fn read_suite() -> Vec<PerftLine> {
    read_perft_suite(include_str!("data/xiangqi_perft.epd"), "xiangqi_perft.epd")
}

#[test]
fn every_position_in_the_data_file_has_the_published_leaf_counts() {
    let suite = read_suite();
    assert_eq!(suite.len(), 11, "the data file lost lines");
    let budget = if deep() { u64::MAX } else { DEFAULT_BUDGET };
    let mut checked = 0;
    for line in &suite {
        let p = pos(&line.fen);
        for &(depth, expected) in &line.counts {
            if expected > budget {
                continue;
            }
            let start = Instant::now();
            let got = perft(&p, depth);
            eprintln!(
                "perft {depth} {got:>11} {:>8.3}s  {}",
                start.elapsed().as_secs_f64(),
                line.fen
            );
            assert_eq!(got, expected, "perft({depth}) of {}", line.fen);
            checked += 1;
        }
    }
    assert!(
        checked >= 40,
        "only {checked} counts were within the budget"
    );
}

#[test]
fn the_start_position_counts_44_1920_79666_3290240() {
    let start = XiangqiPos::startpos();
    for (depth, n) in [(0, 1), (1, 44), (2, 1_920), (3, 79_666), (4, 3_290_240)] {
        assert_eq!(perft(&start, depth), n, "depth {depth}");
    }
    if deep() {
        assert_eq!(perft(&start, 5), 133_312_995);
    }
}

#[test]
fn the_suite_holds_a_check_a_capture_heavy_line_and_generals_sharing_a_file() {
    let suite = read_suite();
    let ps: Vec<XiangqiPos> = suite.iter().map(|l| pos(&l.fen)).collect();
    // Line 3: Red in check from the cannon on f5 over the horse on f4.
    assert!(ps[2].in_check());
    // Line 10: more than two captures on average in the positions two plies down.
    let captures = |p: &XiangqiPos| {
        let mut c = Vec::new();
        p.noisy_moves(&mut c);
        c.len()
    };
    let two_down: Vec<XiangqiPos> = moves(&ps[9])
        .iter()
        .map(|&m| ps[9].play(m))
        .flat_map(|q| moves(&q).into_iter().map(move |m| q.play(m)))
        .collect();
    assert_eq!(two_down.len(), 830);
    assert!(two_down.iter().map(captures).sum::<usize>() > 2 * 830);
    // Lines 5, 6 and 11: both generals on the e-file (e0 and e9), so pieces between are pinned.
    for i in [4, 5, 10] {
        assert_eq!(
            ps[i].piece_at(4),
            Some((Color::Red, Kind::General)),
            "{}",
            ps[i].fen()
        );
        assert_eq!(
            ps[i].piece_at(85),
            Some((Color::Black, Kind::General)),
            "{}",
            ps[i].fen()
        );
    }
}

#[test]
fn divide_sums_to_perft_and_names_moves_in_iccs() {
    let start = XiangqiPos::startpos();
    let divide = perft_divide(&start, 2);
    assert_eq!(divide.len(), 44);
    assert_eq!(divide.iter().map(|d| d.1).sum::<u64>(), 1_920);
    assert!(divide.iter().any(|d| d.0 == "h2e2"));
    assert!(divide.iter().any(|d| d.0 == "b0c2"));
}

/// Move generation written as plainly as possible, independent of the library's tables: every
/// piece tries every point of the board against the rule text, then a move stands if afterwards
/// no enemy piece could move onto the general and the generals do not face each other.
mod naive {
    use cutoff::game::xiangqi::{Color, Kind, XiangqiPos};
    use cutoff::game::Game;

    type Board = [[Option<(Color, Kind)>; 9]; 10];

    fn board(p: &XiangqiPos) -> Board {
        let mut b = [[None; 9]; 10];
        for (r, row) in b.iter_mut().enumerate() {
            for (f, cell) in row.iter_mut().enumerate() {
                *cell = p.piece_at(r * 9 + f);
            }
        }
        b
    }

    fn between(b: &Board, (f0, r0): (i32, i32), (f1, r1): (i32, i32)) -> usize {
        let (df, dr) = ((f1 - f0).signum(), (r1 - r0).signum());
        let (mut f, mut r) = (f0 + df, r0 + dr);
        let mut n = 0;
        while (f, r) != (f1, r1) {
            n += b[r as usize][f as usize].is_some() as usize;
            f += df;
            r += dr;
        }
        n
    }

    /// Could the piece on `from` move to `to` by its own rule (ignoring its general's safety)?
    fn reaches(b: &Board, from: (i32, i32), to: (i32, i32)) -> bool {
        let Some((color, kind)) = b[from.1 as usize][from.0 as usize] else {
            return false;
        };
        if from == to {
            return false;
        }
        let target = b[to.1 as usize][to.0 as usize];
        if target.is_some_and(|(c, _)| c == color) {
            return false;
        }
        let (df, dr) = (to.0 - from.0, to.1 - from.1);
        let own_half = |r: i32| if color == Color::Red { r <= 4 } else { r >= 5 };
        let palace = |(f, r): (i32, i32)| {
            (3..=5).contains(&f) && if color == Color::Red { r <= 2 } else { r >= 7 }
        };
        let forward = if color == Color::Red { 1 } else { -1 };
        match kind {
            Kind::General => palace(to) && df.abs() + dr.abs() == 1,
            Kind::Advisor => palace(to) && df.abs() == 1 && dr.abs() == 1,
            Kind::Elephant => {
                df.abs() == 2
                    && dr.abs() == 2
                    && own_half(to.1)
                    && b[(from.1 + dr / 2) as usize][(from.0 + df / 2) as usize].is_none()
            }
            Kind::Horse => {
                let leg = if df.abs() == 2 && dr.abs() == 1 {
                    (from.0 + df / 2, from.1)
                } else if df.abs() == 1 && dr.abs() == 2 {
                    (from.0, from.1 + dr / 2)
                } else {
                    return false;
                };
                b[leg.1 as usize][leg.0 as usize].is_none()
            }
            Kind::Chariot => (df == 0 || dr == 0) && between(b, from, to) == 0,
            Kind::Cannon => {
                (df == 0 || dr == 0) && between(b, from, to) == if target.is_some() { 1 } else { 0 }
            }
            Kind::Soldier => {
                (df == 0 && dr == forward) || (dr == 0 && df.abs() == 1 && !own_half(from.1))
            }
        }
    }

    fn safe(b: &Board, color: Color) -> bool {
        let mut generals = [(0, 0); 2];
        for (r, row) in b.iter().enumerate() {
            for (f, cell) in row.iter().enumerate() {
                if let Some((c, Kind::General)) = *cell {
                    generals[(c == Color::Black) as usize] = (f as i32, r as i32);
                }
            }
        }
        let (red, black) = (generals[0], generals[1]);
        if red.0 == black.0 && between(b, red, black) == 0 {
            return false;
        }
        let mine = generals[(color == Color::Black) as usize];
        for r in 0..10 {
            for f in 0..9 {
                if b[r][f].is_some_and(|(c, _)| c != color)
                    && reaches(b, (f as i32, r as i32), mine)
                {
                    return false;
                }
            }
        }
        true
    }

    /// The legal moves as ICCS strings, sorted.
    pub fn legal(p: &XiangqiPos) -> Vec<String> {
        let b = board(p);
        let us = p.turn();
        let mut out = Vec::new();
        for r0 in 0..10 {
            for f0 in 0..9 {
                if !b[r0][f0].is_some_and(|(c, _)| c == us) {
                    continue;
                }
                for r1 in 0..10 {
                    for f1 in 0..9 {
                        if !reaches(&b, (f0 as i32, r0 as i32), (f1 as i32, r1 as i32)) {
                            continue;
                        }
                        let mut next = b;
                        next[r1][f1] = next[r0][f0].take();
                        if safe(&next, us) {
                            out.push(format!(
                                "{}{}{}{}",
                                (b'a' + f0 as u8) as char,
                                r0,
                                (b'a' + f1 as u8) as char,
                                r1
                            ));
                        }
                    }
                }
            }
        }
        out.sort();
        out
    }

    pub fn perft(p: &XiangqiPos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        legal(p)
            .iter()
            .map(|m| perft(&p.play(p.parse_move(m).unwrap()), depth - 1))
            .sum()
    }
}

#[test]
fn a_naive_generator_agrees_move_for_move_on_the_suite_and_the_presets() {
    let mut fens: Vec<String> = read_suite().into_iter().map(|l| l.fen).collect();
    fens.extend(XIANGQI_PRESETS.iter().map(|p| p.position.to_string()));
    fens.push("4k4/9/9/9/4c4/9/9/4R4/9/4K4 w - - 0 1".into()); // check by a cannon over Red's own chariot
    fens.push("4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1".into()); // an advisor pinned by the flying general
    fens.push("3k5/9/9/9/9/9/9/4n4/9/4K4 w - - 0 1".into()); // check by a horse, its leg free
    assert!(fens.len() >= 16);
    for fen in &fens {
        let p = pos(fen);
        let mut ours: Vec<String> = names(&p);
        ours.sort();
        assert_eq!(ours, naive::legal(&p), "legal moves of {fen}");
        // Two plies more, counted by the naive generator alone against the fast one.
        assert_eq!(perft(&p, 2), naive::perft(&p, 2), "perft(2) of {fen}");
    }
}

// ---------------------------------------------------------------------------------------------
// Rules.

#[test]
fn an_elephant_is_stopped_by_a_piece_on_its_eye_and_never_crosses_the_river() {
    let free = pos("3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1");
    let m = names(&free);
    assert!(m.contains(&"c0a2".to_string()) && m.contains(&"c0e2".to_string()));
    let blocked = pos("5k3/9/9/9/9/9/9/9/3K5/2B6 w - - 0 1");
    assert!(
        !names(&blocked).contains(&"c0e2".to_string()),
        "d1 is the eye, and the general stands on it"
    );
    assert!(names(&blocked).contains(&"c0a2".to_string()));
    let river = pos("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    let m = names(&river);
    assert!(
        m.iter().all(|n| !n.starts_with("c4") || n.ends_with('2')),
        "{m:?}"
    );
}

#[test]
fn a_horse_is_stopped_by_a_piece_on_its_leg() {
    let p = pos("3k5/9/9/9/9/9/9/9/1R7/1N2K4 w - - 0 1");
    let m = names(&p);
    assert!(
        !m.iter().any(|n| n == "b0a2" || n == "b0c2"),
        "b1 is the leg of both: {m:?}"
    );
    assert!(
        m.contains(&"b0d1".to_string()),
        "c0 is the leg of b0d1, and empty"
    );
}

#[test]
fn a_cannon_moves_like_a_chariot_and_captures_over_exactly_one_screen() {
    let p = pos("3k5/9/9/9/1r7/9/1p7/9/9/1C2K4 w - - 0 1");
    let m = names(&p);
    assert!(
        m.contains(&"b0b2".to_string()),
        "quiet move up to the screen"
    );
    assert!(
        !m.contains(&"b0b3".to_string()),
        "the screen itself cannot be taken"
    );
    assert!(
        m.contains(&"b0b5".to_string()),
        "jump the soldier on b3, take the chariot on b5"
    );
    assert!(
        !m.contains(&"b0b4".to_string()),
        "no quiet move beyond the screen"
    );
    let two = pos("3k5/9/9/9/1r7/1p7/1p7/9/9/1C2K4 w - - 0 1");
    assert!(
        names(&two).contains(&"b0b4".to_string()),
        "the first piece beyond the screen is taken"
    );
    assert!(
        !names(&two).contains(&"b0b5".to_string()),
        "never over two screens"
    );
}

#[test]
fn a_soldier_moves_sideways_only_across_the_river_and_never_back() {
    let home = pos("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1");
    assert_eq!(
        names(&home)
            .iter()
            .filter(|n| n.starts_with("e3"))
            .collect::<Vec<_>>(),
        ["e3e4"]
    );
    let across = pos("4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1");
    let mut m: Vec<String> = names(&across)
        .into_iter()
        .filter(|n| n.starts_with("e5"))
        .collect();
    m.sort();
    assert_eq!(m, ["e5d5", "e5e6", "e5f5"]);
    let black = pos("4k4/9/9/9/9/4p4/9/9/9/3K5 b - - 0 1");
    let mut m: Vec<String> = names(&black)
        .into_iter()
        .filter(|n| n.starts_with("e4"))
        .collect();
    m.sort();
    assert_eq!(m, ["e4d4", "e4e3", "e4f4"]);
}

#[test]
fn the_generals_may_not_face_each_other_on_an_open_file() {
    // The red general may not step onto the black general's open file.
    let p = pos("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    let m = names(&p);
    assert!(!m.contains(&"e0d0".to_string()), "{m:?}");
    assert!(m.contains(&"e0f0".to_string()));
    // A piece between the generals is pinned to its file.
    let pinned = pos("4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1");
    let m = names(&pinned);
    assert!(
        !m.iter().any(|n| n.starts_with("e1")),
        "the advisor on e1 is all that parts the generals: {m:?}"
    );
    // The flying general also gives check: a position with them facing is refused.
    let err = XiangqiPos::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
        .unwrap_err()
        .message;
    assert!(err.contains("face each other"), "{err}");
}

#[test]
fn the_general_stays_in_its_palace_and_advisors_on_its_diagonals() {
    // The general on d0: c0 is outside the palace, e0 would face the black general.
    let p = pos("4k4/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1");
    let m = names(&p);
    assert_eq!(
        m.iter().filter(|n| n.starts_with("d0")).collect::<Vec<_>>(),
        ["d0d1"]
    );
    assert_eq!(
        m.iter().filter(|n| n.starts_with("f0")).collect::<Vec<_>>(),
        ["f0e1"],
        "g1 is outside the palace"
    );
}

#[test]
fn a_side_with_no_legal_move_has_lost_even_when_not_in_check() {
    // Black's general on f9 cannot move: e9 and f8 are covered by the soldier on e8, and Black
    // is not in check. In xiangqi that is a loss, scored as a mate.
    let stalemate = pos("5k3/4P4/9/9/9/9/9/9/9/3K5 b - - 0 1");
    assert!(!stalemate.in_check());
    assert_eq!(stalemate.status(), Status::Stalemate);
    assert!(stalemate.is_terminal());
    assert_eq!(
        stalemate.evaluate(),
        MATE,
        "Black lost at the root: MATE - 0 for Red"
    );
    // Checkmate: the same at one ply from the root scores MATE - 1.
    let root = pos("3k5/1R7/9/9/9/9/9/9/R8/4K4 w - - 0 1");
    let mated = root.play(root.parse_move("a1a9").unwrap());
    assert!(mated.in_check(), "{}", mated.fen());
    assert_eq!(mated.status(), Status::Checkmate);
    assert_eq!(mated.evaluate(), MATE - 1);
    // Red stalemated: Red has lost.
    let red = pos("3k5/9/9/9/9/9/9/9/4p4/5K3 w - - 0 1");
    assert!(!red.in_check() && red.is_terminal(), "{:?}", names(&red));
    assert_eq!(red.evaluate(), -MATE);
    assert_eq!(red.explain_eval().len(), 1);
    let term = &red.explain_eval()[0];
    assert_eq!(term.text, "stalemate (a loss in xiangqi): Red has no legal move 0 plies from the root and loses (MATE - 0)");
    assert_eq!(
        json!(term.params),
        json!({ "how": "stalemate", "side": "Red", "plies": 0, "mate": 0 })
    );
}

// ---------------------------------------------------------------------------------------------
// FEN.

#[test]
fn fen_round_trips_and_accepts_the_other_letters_and_sides() {
    assert_eq!(XiangqiPos::startpos().fen(), START_FEN);
    for line in read_suite() {
        assert_eq!(pos(&line.fen).fen(), line.fen);
    }
    for p in XIANGQI_PRESETS {
        assert_eq!(pos(p.position).fen(), p.position, "{}", p.name);
    }
    let other = pos("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r");
    assert_eq!(other.fen(), START_FEN);
    assert_eq!(
        pos("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b").side_to_move(),
        Side::Min
    );
    let after = after(&XiangqiPos::startpos(), "h2e2 h9g7");
    assert_eq!(
        after.fen(),
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    );
    assert_eq!(pos(&after.fen()), after.as_root());
}

#[test]
fn fen_errors_name_the_field_and_the_reason() {
    let err = |fen: &str| XiangqiPos::from_fen(fen).unwrap_err().message;
    let has = |fen: &str, words: &[&str]| {
        let e = err(fen);
        for w in words {
            assert!(e.contains(w), "'{fen}': '{e}' should mention '{w}'");
        }
    };
    has("", &["empty"]);
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
        &["side to move", "field 2"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w",
        &["9 ranks", "10"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w",
        &["rank 0", "'X'"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w",
        &["rank 0", "covers 8"],
    );
    has(
        "rnbakabnr/9/1c6c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        &["rank 7", "covers 10"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
        &["field 2", "'x'"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ",
        &["field 3", "castling"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3",
        &["field 4", "en passant"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",
        &["field 5", "'x'"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0",
        &["field 6", "'0'"],
    );
    has(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 x",
        &["7 fields"],
    );
    // Impossible placements.
    has(
        "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        &["Black has no general"],
    );
    has(
        "4k4/9/9/9/9/9/9/9/9/3KK4 w",
        &["Red has 2 generals", "at most 1"],
    );
    has(
        "4k4/9/9/9/9/9/9/9/9/2K6 w",
        &["Red general ('K') on c0", "palace"],
    );
    has("4k4/9/9/9/9/9/9/9/3A5/4K4 w", &["Red advisor ('A') on d1"]);
    has(
        "4k4/9/9/9/9/9/9/9/9/1B2K4 w",
        &["Red elephant ('B') on b0", "seven points"],
    );
    has(
        "4k4/9/9/9/9/2b6/9/9/9/4K4 w",
        &["Black elephant ('b') on c4"],
    );
    has(
        "4k4/9/9/9/9/9/9/9/4P4/3K5 w",
        &["Red soldier ('P') on e1", "behind its starting rank"],
    );
    has(
        "4k4/9/9/9/9/9/1P7/9/9/3K5 w",
        &["Red soldier ('P') on b3", "files a, c, e, g or i"],
    );
    has(
        "4k4/9/9/9/9/9/9/RRR6/9/3K5 w",
        &["Red has 3 chariots", "at most 2"],
    );
    has(
        "4k4/9/9/PPPPPP3/9/9/9/9/9/3K5 w",
        &["Red has 6 soldiers", "at most 5"],
    );
    // The side that just moved cannot have left its general attacked.
    has(
        "4k4/9/9/9/9/9/9/9/9/3K1r3 b",
        &["Red is in check", "Black's move"],
    );
    has("4k4/9/9/9/9/9/9/9/9/4K4 w", &["face each other"]);
    // The side to move may be in check.
    assert!(pos("4k4/9/9/9/9/9/9/9/9/3K1r3 w").in_check());
}

// ---------------------------------------------------------------------------------------------
// Move names.

#[test]
fn moves_are_named_in_iccs_and_wxf() {
    let start = XiangqiPos::startpos();
    let wxf = |p: &XiangqiPos, iccs: &str| p.wxf(p.parse_move(iccs).unwrap());
    assert_eq!(start.move_name(start.parse_move("h2e2").unwrap()), "h2e2");
    assert_eq!(wxf(&start, "h2e2"), "C2.5");
    assert_eq!(wxf(&start, "b0c2"), "H8+7");
    assert_eq!(wxf(&start, "h0g2"), "H2+3");
    assert_eq!(wxf(&start, "i0i1"), "R1+1");
    assert_eq!(wxf(&start, "g3g4"), "P3+1");
    assert_eq!(wxf(&start, "c0e2"), "E7+5");
    assert_eq!(wxf(&start, "f0e1"), "A4+5");
    assert_eq!(wxf(&start, "b2b9"), "C8+7");
    let black = after(&start, "h2e2");
    assert_eq!(
        wxf(&black, "h9g7"),
        "H8+7",
        "Black counts files from its own right (Red's left)"
    );
    assert_eq!(wxf(&black, "b9c7"), "H2+3");
    assert_eq!(wxf(&black, "b7e7"), "C2.5");
    assert_eq!(wxf(&black, "a9a8"), "R1+1");
    assert_eq!(wxf(&black, "e9e8"), "K5+1");
    let back = after(&start, "i0i1 a9a8");
    assert_eq!(wxf(&back, "i1i0"), "R1-1");
    // Two chariots on one file: + for the front one, - for the rear one.
    let tandem = pos("3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1");
    assert_eq!(wxf(&tandem, "a1c1"), "R+.7");
    assert_eq!(wxf(&tandem, "a0b0"), "R-.8");
    // Black's front chariot is the one nearer Red.
    let black_tandem = pos("r3k4/r8/9/9/9/9/9/9/9/3K5 b - - 0 1");
    assert_eq!(wxf(&black_tandem, "a8b8"), "R+.2");
    assert_eq!(wxf(&black_tandem, "a9b9"), "R-.2");
    assert_eq!(wxf(&black_tandem, "a8a3"), "R++5");
    let stacked = after(&start, "b2b4 a9a8 h2b2 a8a9");
    assert_eq!(wxf(&stacked, "b4b5"), "C++1");
    assert_eq!(wxf(&stacked, "b2d2"), "C-.6");
    // Three soldiers on a file: the middle one keeps its file digit.
    let three = pos("3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(wxf(&three, "e7d7"), "P+.6");
    assert_eq!(wxf(&three, "e6f6"), "P5.4");
    assert_eq!(wxf(&three, "e5d5"), "P-.6");
    // Soldiers doubled on two files: the file digit replaces the letter.
    let two_files = pos("3k5/9/2P1P4/2P1P4/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(wxf(&two_files, "c7c8"), "7++1");
    assert_eq!(wxf(&two_files, "e6f6"), "5-.4");
}

#[test]
fn parse_move_reads_iccs_and_wxf_and_refuses_illegal_moves() {
    let start = XiangqiPos::startpos();
    let c25 = start.parse_move("h2e2").unwrap();
    assert_eq!(start.parse_move("H2-E2").unwrap(), c25);
    assert_eq!(start.parse_move("C2.5").unwrap(), c25);
    assert_eq!(start.parse_move("C2=5").unwrap(), c25);
    assert_eq!(
        start.parse_move("N8+7").unwrap(),
        start.parse_move("b0c2").unwrap()
    );
    assert!(
        start
            .parse_move("h2h8")
            .unwrap_err()
            .message
            .contains("not a legal move"),
        "no quiet move past the screen"
    );
    assert!(start.parse_move("e0e1").is_ok());
    assert!(start.parse_move("a0a5").is_err(), "a3 soldier in the way");
    assert!(start.parse_move("zz").is_err());
}

// ---------------------------------------------------------------------------------------------
// Evaluation, hashing, the engine's hooks.

#[test]
fn the_evaluation_is_zero_at_the_start_and_its_terms_add_up() {
    let start = XiangqiPos::startpos();
    assert_eq!(start.evaluate(), 0);
    assert_eq!(
        start.material(Color::Red),
        2 * (900 + 450 + 400 + 200 + 200) + 500
    );
    for p in XIANGQI_PRESETS
        .iter()
        .map(|p| pos(p.position))
        .chain([after(&start, "h2e2 h9g7 b0c2 b9c7 g3g4")])
    {
        let terms = p.explain_eval();
        assert_eq!(terms.len(), 4, "{terms:?}");
        assert_eq!(
            terms.iter().map(|t| t.value).sum::<i32>(),
            p.evaluate(),
            "{}",
            p.fen()
        );
    }
    // A central cannon is a better placement than the cannon at home.
    let c25 = after(&start, "h2e2");
    assert!(c25.placement(Color::Red) > 0);
    // A soldier across the river counts double.
    let across = pos("4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1");
    let home = pos("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1");
    assert_eq!(across.material(Color::Red), 200);
    assert_eq!(home.material(Color::Red), 100);
    let terms = across.explain_eval();
    assert_eq!(
        (terms[0].code, terms[0].text.as_str()),
        ("materialAcross", "Red material (1P, 1 P across the river)")
    );
    assert_eq!(
        json!(terms[0].params),
        json!({ "side": "Red", "counts": ["1P"], "across": 1 })
    );
    assert_eq!(
        (terms[1].code, terms[1].text.as_str()),
        ("materialGeneralOnly", "Black material (general only)")
    );
    assert_eq!(home.explain_eval()[0].code, "materialXq");
    // Mirror the board and swap the colours: the evaluation changes sign.
    let mirrored = pos("3k5/9/9/9/9/4p4/9/9/9/4K4 b - - 0 1");
    assert_eq!(mirrored.static_eval(), -across.static_eval());
}

#[test]
fn the_hash_is_the_same_however_a_position_is_reached() {
    let start = XiangqiPos::startpos();
    let a = after(&start, "h2e2 h9g7 b0c2 b9c7");
    let b = after(&start, "b0c2 b9c7 h2e2 h9g7");
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.hash(), pos(&a.fen()).hash());
    assert_ne!(a.hash(), after(&start, "h2e2 h9g7 b0c2").hash());
    let pass = a.null_move().unwrap();
    assert_ne!(pass.hash(), a.hash());
    assert_eq!(pass.side_to_move(), Side::Min);
    assert_eq!(pass.null_move().unwrap().hash(), a.hash());
    let in_check = pos("4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1");
    assert!(in_check.null_move().is_none());
}

#[test]
fn captures_come_in_mvv_lva_order_and_move_keys_are_distinct() {
    // The red chariot on a5 and the red soldier on e5 can both take the chariot on d5, the
    // soldier also the horse on f5: the chariot first, taken by the cheaper soldier.
    let p = pos("4k4/9/9/9/R2rPn3/9/9/9/9/5K3 w - - 0 1");
    let mut caps = Vec::new();
    p.noisy_moves(&mut caps);
    let named: Vec<String> = caps.iter().map(|&m| p.move_name(m)).collect();
    assert!(!named.is_empty());
    let values: Vec<(i32, i32)> = caps.iter().map(|&m| p.capture_values(m).unwrap()).collect();
    assert!(
        values
            .windows(2)
            .all(|w| w[0].0 > w[1].0 || (w[0].0 == w[1].0 && w[0].1 <= w[1].1)),
        "{named:?} {values:?}"
    );
    assert_eq!(named, ["e5d5", "a5d5", "e5f5"]);
    assert_eq!(values, [(900, 200), (900, 900), (400, 200)]);
    let all = moves(&p);
    assert!(all
        .iter()
        .filter(|m| !caps.contains(m))
        .all(|&m| p.capture_values(m).is_none()));
    let start = XiangqiPos::startpos();
    let keys: std::collections::HashSet<u32> =
        moves(&start).iter().map(|&m| start.move_key(m)).collect();
    assert_eq!(keys.len(), 44);
    assert!(keys.iter().all(|&k| k < MOVE_KEY_LIMIT));
}

#[test]
fn the_null_move_guard_refuses_a_pass_in_check_and_without_chariot_horse_or_cannon() {
    let check = pos("4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1");
    assert!(check.null_move_is_risky());
    let soldiers = pos("3k5/9/9/9/9/9/4P4/9/4A4/3AK4 w - - 0 1");
    assert!(soldiers.null_move_is_risky(), "soldiers and advisors only");
    for piece in ["R", "N", "C"] {
        let p = pos(&format!("3k5/9/9/9/9/9/4P4/9/4A4/{piece}2AK4 w - - 0 1"));
        assert!(!p.null_move_is_risky(), "with a {piece}");
    }
    let o = search::run(
        &soldiers,
        &cfg(
            Algorithm::Alphabeta,
            Techniques {
                null_move: Some(1),
                ..Default::default()
            },
        ),
        4,
        NoTrace,
    )
    .unwrap()
    .0;
    assert_eq!(o.stats.null_moves, 0);
    assert_eq!(Kind::ALL.len(), 7);
}

// ---------------------------------------------------------------------------------------------
// The presets' claims, checked with the search engine.

fn cfg(algorithm: Algorithm, t: Techniques) -> SearchConfig {
    SearchConfig {
        algorithm,
        fail: Fail::Soft,
        depth: None,
        techniques: t,
    }
}

fn run<G: Game>(p: &G, c: &SearchConfig, depth: u32) -> search::Outcome {
    search::run(p, c, depth, NoTrace).unwrap().0
}

fn best(p: &XiangqiPos, o: &search::Outcome) -> String {
    p.move_name(moves(p)[o.best_move.unwrap() as usize])
}

#[test]
fn the_mate_in_two_is_found_at_depth_3_with_its_distance() {
    let p = preset("mate-in-two");
    let c = cfg(
        Algorithm::Pvs,
        Techniques {
            tt: true,
            iterative_deepening: true,
            ordering: vec!["mvv-lva".into(), "killer".into()],
            ..Default::default()
        },
    );
    let o = run(&p, &c, 3);
    assert_eq!(o.value, MATE - 3, "mate on the third ply from the root");
    assert_eq!(best(&p, &o), "f3g5");
    assert_eq!(p.wxf(moves(&p)[o.best_move.unwrap() as usize]), "H4+3");
    assert!(
        run(&p, &c, 2).value < MATE - 1000,
        "two plies do not see it"
    );
    assert!(run(&p, &c, 1).value < MATE - 1000);
    // The plain seed algorithm agrees, and after the quiet horse move Black has one reply.
    assert_eq!(
        run(&p, &cfg(Algorithm::Alphabeta, Techniques::default()), 3).value,
        MATE - 3
    );
    let next = after(&p, "f3g5");
    assert!(!next.in_check(), "the first move is quiet");
    assert_eq!(names(&next), ["e9e8"]);
    let mated = after(&next, "e9e8 g5e6");
    assert_eq!(mated.status(), Status::Checkmate);
}

#[test]
fn quiescence_search_rejects_the_capture_beyond_the_horizon() {
    let p = preset("horizon");
    let plain = run(&p, &cfg(Algorithm::Alphabeta, Techniques::default()), 1);
    let q = Techniques {
        quiescence: true,
        ..Default::default()
    };
    let quiet = run(&p, &cfg(Algorithm::Alphabeta, q.clone()), 1);
    assert_eq!(
        best(&p, &plain),
        "c0c6",
        "without quiescence the soldier looks free"
    );
    assert_ne!(
        best(&p, &quiet),
        "c0c6",
        "quiescence sees the horse take back"
    );
    assert!(
        plain.value > quiet.value,
        "{} vs {}",
        plain.value,
        quiet.value
    );
    // What the horizon hides: after the capture, quiescence finds the chariot lost.
    let grab = after(&p, "c0c6");
    let then = run(&grab, &cfg(Algorithm::Alphabeta, q.clone()), 0);
    assert!(
        then.value < plain.value - 700,
        "the chariot really is lost: {} vs {}",
        then.value,
        plain.value
    );
    assert!(quiet.stats.qnodes > 0);
    let (_, trace) = search::run(
        &p,
        &cfg(Algorithm::Alphabeta, q),
        1,
        Recorder::new(DEFAULT_EVENT_CAP),
    )
    .unwrap();
    assert!(trace.kinds().any(|k| k == EventKind::StandPat as u8));
}

/// What a traced quiescence search asks for: the captures as an untraced one has them, and the
/// legal moves in their order as far as the last capture (each capture's place among them), no
/// further; on every suite position and the positions two plies down, in check or not, with and
/// without captures.
#[test]
fn a_traced_quiescence_node_gets_the_captures_and_the_legal_moves_up_to_the_last() {
    let (mut checked, mut with_captures, mut in_check, mut reordered, mut cut_short) =
        (0, 0, 0, 0, 0);
    for line in read_suite() {
        let root = pos(&line.fen);
        let two_down = moves(&root)
            .into_iter()
            .map(|m| root.play(m))
            .flat_map(|q| moves(&q).into_iter().map(move |m| q.play(m)));
        for p in std::iter::once(root.clone()).chain(two_down) {
            let (mut noisy, mut legal, mut expected) = (Vec::new(), Vec::new(), Vec::new());
            p.noisy_and_legal(&mut noisy, &mut legal);
            p.noisy_moves(&mut expected);
            // A guard for an override that finds the captures itself: they must come as untraced.
            assert_eq!(noisy, expected, "{}", p.fen());
            let all = moves(&p);
            // Up to and with the last capture: every capture has its place, and nothing after.
            let upto = all
                .iter()
                .rposition(|m| noisy.contains(m))
                .map_or(0, |last| last + 1);
            assert_eq!(legal, all[..upto], "{}", p.fen());
            let in_legal_order: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| noisy.contains(m))
                .collect();
            checked += 1;
            with_captures += usize::from(!noisy.is_empty());
            in_check += usize::from(p.in_check());
            reordered += usize::from(in_legal_order != noisy);
            cut_short += usize::from(!noisy.is_empty() && legal.len() < all.len());
        }
    }
    // Most positions hold captures; in many the captures' order is not the legal moves' (a
    // capture's place is not its rank among them), and the legal moves stop before their end.
    assert!(
        checked > 5_000
            && with_captures > checked / 2
            && in_check > 100
            && reordered > 1_000
            && cut_short > 1_000,
        "{checked} {with_captures} {in_check} {reordered} {cut_short}"
    );
}

/// Each node of a traced quiescence search names the move played into it by its place among its
/// parent's legal moves: replayed so from the root, every node's position is the one the search
/// stood on (its stand-pat value is that position's evaluation), and every move inside
/// quiescence is a capture.
#[test]
fn traced_quiescence_nodes_name_the_capture_played_into_them() {
    let root = preset("middlegame");
    let q = Techniques {
        quiescence: true,
        ..Default::default()
    };
    let (_, trace) = search::run(
        &root,
        &cfg(Algorithm::Alphabeta, q),
        2,
        Recorder::new(DEFAULT_EVENT_CAP),
    )
    .unwrap();
    let quiet = |n: usize| trace.flags(n) & node_flags::QUIESCENCE != 0;
    let mut positions: Vec<XiangqiPos> = vec![root.clone()];
    let mut captures = 0;
    for n in 1..trace.node_count() {
        let parent = trace.parent(n) as usize;
        let mv = moves(&positions[parent])[trace.move_index(n) as usize];
        if quiet(parent) {
            assert!(
                positions[parent].capture_values(mv).is_some(),
                "node {n}: {} is no capture",
                positions[parent].move_name(mv)
            );
            captures += 1;
        }
        positions.push(positions[parent].play(mv));
    }
    let mut stood = 0;
    for e in 0..trace.len() {
        if trace.kind(e) == EventKind::StandPat as u8 {
            let p = &positions[trace.node(e) as usize];
            assert_eq!(
                trace.a(e),
                p.side_to_move().sign() * p.evaluate(),
                "event {e}: {}",
                p.fen()
            );
            stood += 1;
        }
    }
    assert!(captures > 100 && stood > 1_000, "{captures} {stood}");
}

/// The position with the null-move guard cut down to "not in check": what the search does
/// without the zugzwang test.
#[derive(Clone, Debug)]
struct Unguarded(XiangqiPos);

impl Game for Unguarded {
    type Move = Move;
    fn side_to_move(&self) -> Side {
        self.0.side_to_move()
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.0.legal_moves(out)
    }
    fn play(&self, mv: Move) -> Self {
        Unguarded(self.0.play(mv))
    }
    fn is_terminal(&self) -> bool {
        self.0.is_terminal()
    }
    fn evaluate(&self) -> i32 {
        self.0.evaluate()
    }
    fn move_name(&self, mv: Move) -> String {
        self.0.move_name(mv)
    }
    fn noisy_moves(&self, out: &mut Vec<Move>) {
        self.0.noisy_moves(out)
    }
    fn null_move(&self) -> Option<Self> {
        self.0.null_move().map(Unguarded)
    }
    fn hash(&self) -> Option<u64> {
        self.0.hash()
    }
    fn null_move_is_risky(&self) -> bool {
        self.0.in_check()
    }
    fn capture_values(&self, mv: Move) -> Option<(i32, i32)> {
        self.0.capture_values(mv)
    }
    fn move_key(&self, mv: Move) -> u32 {
        self.0.move_key(mv)
    }
}

#[test]
fn null_move_misjudges_the_zugzwang_preset_unless_the_guard_stops_it() {
    let p = preset("zugzwang");
    for (r, depth) in [(2, 5), (3, 5), (2, 6)] {
        let plain = run(&p, &cfg(Algorithm::Alphabeta, Techniques::default()), depth);
        assert_eq!(
            plain.value,
            MATE - 3,
            "mate in two (the second move leaves Black without a move)"
        );
        assert_eq!(best(&p, &plain), "d7e7");
        let t = Techniques {
            null_move: Some(r),
            ..Default::default()
        };
        let unguarded = run(
            &Unguarded(p.clone()),
            &cfg(Algorithm::Alphabeta, t.clone()),
            depth,
        );
        assert!(unguarded.stats.null_moves > 0);
        assert!(
            unguarded.value < MATE - 1000,
            "R = {r}: the pass hides the zugzwang: {}",
            unguarded.value
        );
        assert_ne!(best(&p, &unguarded), "d7e7");
        let guarded = run(&p, &cfg(Algorithm::Alphabeta, t), depth);
        assert_eq!(
            guarded.stats.null_moves, 0,
            "Black has no chariot, horse or cannon"
        );
        assert_eq!(
            (guarded.value, guarded.best_move),
            (plain.value, plain.best_move),
            "R = {r}"
        );
    }
    let final_position = after(&p, "d7e7 f8f9 e7e8");
    assert_eq!(final_position.status(), Status::Stalemate);
}

#[test]
fn ordering_and_the_table_cut_the_middlegame_search_without_changing_its_value() {
    let p = preset("middlegame");
    let plain = run(&p, &cfg(Algorithm::Alphabeta, Techniques::default()), 4);
    let t = Techniques {
        ordering: vec!["mvv-lva".into(), "killer".into(), "history".into()],
        tt: true,
        iterative_deepening: true,
        ..Default::default()
    };
    let fast = run(&p, &cfg(Algorithm::Pvs, t), 4);
    assert_eq!(fast.value, plain.value);
    assert!(
        fast.stats.nodes * 3 < plain.stats.nodes,
        "{} vs {}",
        fast.stats.nodes,
        plain.stats.nodes
    );
    assert!(fast.stats.tt_hits > 0);
}

#[test]
fn the_middlegame_preset_is_the_opening_its_note_names() {
    let line = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 c6c5 a0a1 a9a8 a1f1 g6g5";
    let wxf = "C2.5 H8+7 H2+3 R9.8 R1.2 H2+3 H8+7 P3+1 R9+1 R1+1 R9.4 P7+1";
    let mut p = XiangqiPos::startpos();
    for (iccs, name) in line.split_whitespace().zip(wxf.split_whitespace()) {
        let mv = p.parse_move(iccs).unwrap();
        assert_eq!(p.wxf(mv), name);
        assert_eq!(p.parse_move(name).unwrap(), mv);
        p = p.play(mv);
    }
    assert_eq!(p.fen(), XIANGQI_PRESETS[3].position);
    assert!(XIANGQI_PRESETS[3].note.contains("1.C2.5 H8+7 2.H2+3 R9.8"));
}

#[test]
fn exact_techniques_return_minimax_value_on_xiangqi_positions() {
    let positions = [
        (XiangqiPos::startpos(), 2),
        (preset("middlegame"), 2),
        (preset("mate-in-two"), 3),
        (preset("horizon"), 3),
    ];
    let t = |f: &dyn Fn(&mut Techniques)| {
        let mut t = Techniques::default();
        f(&mut t);
        t
    };
    let configs = [
        (
            "alphabeta",
            cfg(Algorithm::Alphabeta, Techniques::default()),
        ),
        ("pvs", cfg(Algorithm::Pvs, Techniques::default())),
        (
            "mvv-lva,killer,history",
            cfg(
                Algorithm::Pvs,
                t(&|t| t.ordering = vec!["mvv-lva".into(), "killer".into(), "history".into()]),
            ),
        ),
        (
            "tt same depth",
            cfg(
                Algorithm::Alphabeta,
                t(&|t| {
                    t.tt = true;
                    t.tt_same_depth_only = true
                }),
            ),
        ),
        (
            "mtdf tt same depth",
            cfg(
                Algorithm::Mtdf,
                t(&|t| {
                    t.tt = true;
                    t.tt_same_depth_only = true
                }),
            ),
        ),
    ];
    for (p, depth) in &positions {
        let want = reference_minimax(p, *depth);
        for (name, c) in &configs {
            assert_eq!(
                run(p, c, *depth).value,
                want,
                "{name} on {} at depth {depth}",
                p.fen()
            );
        }
    }
}
