//! Properties on generated input, with a hand-rolled generator (no dependency): what the readers
//! accept prints back to itself, and searches agree with minimax on uneven trees.

mod common;

use common::rng::Rng;
use cutoff::game::chess::{perft, ChessPos};
use cutoff::game::tictactoe::TicTacToe;
use cutoff::game::tree::Tree;
use cutoff::game::{Game, Side};
use cutoff::search::{Algorithm, Fail, SearchConfig, Stats, Techniques};
use cutoff::trace::{EventKind, Probe, Recorder};
use cutoff::{AnyGame, GameSpec};
use std::collections::HashSet;

/// Random tree text: uneven nesting, labels, static values, and every kind of separator.
fn tree_text(r: &mut Rng, depth: u32, out: &mut String) {
    if r.chance(25) {
        out.push_str(["x:", "_b1:", "Node-2:", "Q:"][r.below(4) as usize]);
    }
    if depth == 0 || r.chance(30) {
        let v = r.below(2_000_001) as i64 - 1_000_000;
        out.push_str(&if r.chance(10) && v >= 0 {
            format!("+{v}")
        } else {
            v.to_string()
        });
        return;
    }
    out.push('(');
    for i in 0..1 + r.below(4) {
        if i > 0 || r.chance(20) {
            out.push_str([" ", ",", " , ", "\n", "\t", " # note (\n", "\r\n"][r.below(7) as usize]);
        }
        tree_text(r, depth - 1, out);
    }
    if r.chance(20) {
        out.push(' ');
    }
    out.push(')');
    if r.chance(40) {
        out.push_str(&format!("~{}", r.below(201) as i64 - 100));
    }
}

#[test]
fn a_parsed_tree_prints_to_text_that_parses_to_the_same_tree() {
    let mut r = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..2_000 {
        let mut text = String::new();
        let depth = 1 + r.below(6) as u32;
        tree_text(&mut r, depth, &mut text);
        let tree = Tree::parse(&text, Side::Max).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        let printed = tree.to_text();
        let again = Tree::parse(&printed, Side::Max).unwrap_or_else(|e| panic!("{printed:?}: {e}"));
        assert_eq!(again.to_text(), printed);
        assert_eq!(again.children, tree.children, "{text:?}");
        for (a, b) in again.nodes.iter().zip(&tree.nodes) {
            assert_eq!(
                (&a.label, a.value, a.first_child, a.child_count),
                (&b.label, b.value, b.first_child, b.child_count),
                "{text:?}"
            );
        }
    }
}

#[test]
fn mangled_tree_text_is_refused_with_a_place_inside_it_or_accepted_never_panicking() {
    let mut r = Rng(7);
    for _ in 0..2_000 {
        let mut text = String::new();
        let depth = 1 + r.below(4) as u32;
        tree_text(&mut r, depth, &mut text);
        let mut bytes = text.into_bytes();
        for _ in 0..1 + r.below(3) {
            let i = r.below(bytes.len() as u64 + 1) as usize;
            let junk = b"()~:,#-+9x \n"[r.below(12) as usize];
            match r.below(3) {
                0 if i < bytes.len() => {
                    bytes.remove(i);
                }
                1 if i < bytes.len() => bytes[i] = junk,
                _ => bytes.insert(i, junk),
            }
        }
        let text = String::from_utf8(bytes).unwrap();
        match Tree::parse(&text, Side::Max) {
            Ok(t) => assert_eq!(
                Tree::parse(&t.to_text(), Side::Max).unwrap().to_text(),
                t.to_text()
            ),
            Err(e) => {
                let lines = text.split('\n').count() as u32;
                assert!(
                    e.line >= 1 && e.line <= lines && e.column >= 1,
                    "{text:?}: {e}"
                );
            }
        }
    }
}

#[test]
fn positions_of_random_games_write_a_fen_that_reads_back_to_the_same_position() {
    let mut r = Rng(42);
    for _ in 0..200 {
        let mut pos = ChessPos::startpos();
        for _ in 0..r.below(80) {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            pos = pos
                .play(moves[r.below(moves.len() as u64) as usize])
                .as_root();
        }
        let again = ChessPos::from_fen(&pos.fen()).unwrap_or_else(|e| panic!("{}: {e}", pos.fen()));
        assert_eq!(again, pos);
        assert_eq!(perft(&again, 2), perft(&pos, 2));
    }
}

#[test]
fn a_random_placement_is_refused_or_playable() {
    // Kings and a few pieces anywhere: what the reader accepts must survive move generation.
    let mut r = Rng(3);
    let mut accepted = 0;
    for _ in 0..3_000 {
        let mut board = ['.'; 64];
        let mut pieces = vec!['K', 'k'];
        for _ in 0..r.below(8) {
            pieces.push("PpNnBbRrQq".as_bytes()[r.below(10) as usize] as char);
        }
        for p in pieces {
            board[r.below(64) as usize] = p;
        }
        let ranks: Vec<String> = board
            .chunks(8)
            .map(|row| {
                let mut s = String::new();
                let mut empty = 0;
                for &c in row {
                    if c == '.' {
                        empty += 1;
                    } else {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s.push(c);
                    }
                }
                if empty > 0 {
                    s += &empty.to_string();
                }
                s
            })
            .collect();
        let fen = format!(
            "{} {} - - 0 1",
            ranks.join("/"),
            if r.chance(50) { "w" } else { "b" }
        );
        if let Ok(pos) = ChessPos::from_fen(&fen) {
            accepted += 1;
            let _ = perft(&pos, 2);
            assert_eq!(ChessPos::from_fen(&pos.fen()).unwrap(), pos);
        }
    }
    assert!(
        accepted > 100,
        "only {accepted} accepted: the generator tests too little"
    );
}

#[test]
fn a_tic_tac_toe_position_is_accepted_exactly_when_a_game_reaches_it() {
    // Every position reachable from the empty board, by play.
    let mut reachable = HashSet::new();
    let mut stack = vec![TicTacToe::new()];
    while let Some(p) = stack.pop() {
        if !reachable.insert(p) || p.is_terminal() {
            continue;
        }
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        stack.extend(moves.into_iter().map(|m| p.play(m)));
    }
    let mut accepted = 0;
    for code in 0..3u32.pow(9) {
        let cells: String = (0..9)
            .map(|i| ['.', 'X', 'O'][(code / 3u32.pow(i) % 3) as usize])
            .collect();
        for text in [cells.clone(), format!("{cells} x"), format!("{cells} o")] {
            match TicTacToe::from_cells(&text) {
                Ok(p) => {
                    accepted += 1;
                    assert!(
                        reachable.contains(&p),
                        "{text} is accepted but no game reaches it"
                    );
                    assert_eq!(TicTacToe::from_cells(&p.to_string()), Ok(p));
                }
                Err(_) => {
                    let side_given = text.len() > 9;
                    let reached = [Side::Max, Side::Min].iter().any(|&s| {
                        let p = TicTacToe::from_cells(&cells)
                            .ok()
                            .map(|p| TicTacToe { to_move: s, ..p });
                        p.is_some_and(|p| reachable.contains(&p))
                    });
                    assert!(
                        side_given || !reached,
                        "{text} is refused but a game reaches it"
                    );
                }
            }
        }
    }
    assert_eq!(reachable.len(), 5_478);
    assert_eq!(accepted, 2 * 5_478);
}

fn config(algorithm: Algorithm, techniques: Techniques) -> SearchConfig {
    SearchConfig {
        algorithm,
        fail: Fail::Soft,
        depth: None,
        techniques,
    }
}

#[test]
fn every_search_of_an_uneven_tree_finds_minimax_value_and_no_more_nodes() {
    let mut r = Rng(11);
    for _ in 0..300 {
        let mut text = String::new();
        let depth = 1 + r.below(5) as u32;
        tree_text(&mut r, depth, &mut text);
        let root = if r.chance(50) { Side::Max } else { Side::Min };
        // From JSON, the form the page sends.
        let spec = serde_json::json!({ "kind": "tree", "text": text, "root": root });
        let game = AnyGame::load(&serde_json::from_value::<GameSpec>(spec).unwrap()).unwrap();
        let reference = game
            .search(&config(Algorithm::Minimax, Techniques::default()))
            .unwrap();
        let tt = Techniques {
            tt: true,
            ..Techniques::default()
        };
        let ordered = Techniques {
            ordering: vec!["best-first".into()],
            ..Techniques::default()
        };
        for c in [
            config(Algorithm::Alphabeta, Techniques::default()),
            config(Algorithm::Negamax, Techniques::default()),
            config(Algorithm::NegamaxAb, Techniques::default()),
            config(Algorithm::Pvs, Techniques::default()),
            config(Algorithm::Mtdf, tt.clone()),
            config(Algorithm::Alphabeta, ordered),
            config(
                Algorithm::Pvs,
                Techniques {
                    tt_size: Some(2),
                    ..tt.clone()
                },
            ),
            SearchConfig {
                fail: Fail::Hard,
                ..config(Algorithm::NegamaxAb, Techniques::default())
            },
            SearchConfig {
                fail: Fail::Hard,
                ..config(Algorithm::Alphabeta, tt.clone())
            },
        ] {
            let o = game.search(&c).unwrap();
            assert_eq!(o.value, reference.value, "{c:?} on {text:?}");
            // Alpha-beta never visits more than minimax (PVS and MTD(f) may, by re-searching).
            if matches!(c.algorithm, Algorithm::Alphabeta | Algorithm::NegamaxAb) {
                assert!(o.stats.nodes <= reference.stats.nodes, "{c:?} on {text:?}");
            }
            // A budget the search fits in changes nothing; the trace agrees with the counts.
            assert_eq!(
                game.search_within(&c, o.stats.nodes, None).unwrap(),
                o,
                "{c:?} on {text:?}"
            );
            let t = game.search_traced(&c, 1_000_000).unwrap();
            assert_eq!(t.outcome, o);
            assert_eq!(
                game.node_names(&t.trace, &t.pruned).len(),
                t.trace.node_count() + t.pruned.len()
            );
            stats_count_the_trace_s_cutoffs(
                &t.trace,
                &t.outcome.stats,
                &format!("{c:?} on {text:?}"),
            );
        }
        let t = game
            .search_traced(
                &config(Algorithm::Minimax, Techniques::default()),
                1_000_000,
            )
            .unwrap();
        stats_count_the_trace_s_cutoffs(&t.trace, &t.outcome.stats, &text);
    }
}

/// The counts a traced search skips its events by (no cutoff: nothing pruned to list; no table
/// cutoff: none from a deeper entry) are the trace's own: a Cutoff event per cutoff, a deciding
/// probe per table cutoff.
fn stats_count_the_trace_s_cutoffs(trace: &Recorder, stats: &Stats, what: &str) {
    let cutoffs = trace
        .kinds()
        .filter(|&k| k == EventKind::Cutoff as u8)
        .count() as u64;
    let decided = (0..trace.len())
        .filter(|&e| {
            trace.kind(e) == EventKind::TtProbe as u8 && trace.a(e) >= Probe::HitCut as i32
        })
        .count() as u64;
    assert_eq!(
        (stats.cutoffs, stats.tt_cutoffs),
        (cutoffs, decided),
        "{what}"
    );
}

/// The same on chess with every technique that cuts (null move, quiescence's stand pat, the
/// table, aspiration windows, iterative deepening, MTD(f)'s probes), fail-soft and fail-hard, and
/// with the table alone (where it decides thousands of nodes, some with a deeper entry; beside the
/// other techniques at depth 4, none).
#[test]
fn a_chess_search_s_stats_count_its_trace_s_cutoffs() {
    let pos = AnyGame::load(
        &serde_json::from_value::<GameSpec>(
            serde_json::json!({ "kind": "chess", "preset": "middlegame" }),
        )
        .unwrap(),
    )
    .unwrap();
    let every = Techniques {
        tt: true,
        iterative_deepening: true,
        quiescence: true,
        null_move: Some(2),
        aspiration: Some(30),
        ordering: vec![
            "hash".into(),
            "mvv-lva".into(),
            "killer".into(),
            "history".into(),
        ],
        ..Techniques::default()
    };
    let table = Techniques {
        tt: true,
        ..Techniques::default()
    };
    let hard = |c: SearchConfig| SearchConfig {
        fail: Fail::Hard,
        ..c
    };
    let (mut seen, mut deeper) = ((0, 0), 0);
    for (c, depth) in [
        (config(Algorithm::Minimax, Techniques::default()), 3),
        (config(Algorithm::Alphabeta, every.clone()), 4),
        (hard(config(Algorithm::Alphabeta, every.clone())), 4),
        (config(Algorithm::Pvs, every.clone()), 4),
        (config(Algorithm::Mtdf, every), 4),
        (config(Algorithm::Mtdf, table.clone()), 4),
        (
            config(
                Algorithm::Pvs,
                Techniques {
                    iterative_deepening: true,
                    ..table.clone()
                },
            ),
            4,
        ),
        (hard(config(Algorithm::NegamaxAb, Techniques::default())), 3),
    ] {
        let c = SearchConfig {
            depth: Some(depth),
            ..c
        };
        let t = pos.search_traced(&c, 10_000_000).unwrap();
        stats_count_the_trace_s_cutoffs(&t.trace, &t.outcome.stats, &format!("{c:?}"));
        seen = (
            seen.0 + t.outcome.stats.cutoffs,
            seen.1 + t.outcome.stats.tt_cutoffs,
        );
        deeper += (0..t.trace.len())
            .filter(|&e| {
                t.trace.kind(e) == EventKind::TtProbe as u8
                    && t.trace.a(e) == Probe::HitCutDeeper as i32
            })
            .count();
    }
    assert!(
        seen.0 > 100 && seen.1 > 10 && deeper > 0,
        "{seen:?} {deeper}"
    );
}

#[test]
fn a_traced_tic_tac_toe_search_costs_at_most_24_bytes_per_event() {
    // The move index is a full word; the node row stays 20 bytes and an event 16.
    let game = AnyGame::TicTacToe(TicTacToe::new());
    let t = game
        .search_traced(
            &config(Algorithm::Minimax, Techniques::default()),
            2_000_000,
        )
        .unwrap();
    assert_eq!(t.trace.len(), 1_905_005);
    let bytes = t.trace.bytes_per_event();
    assert!(bytes <= 24.0, "{bytes} bytes per event");
}

/// Plays random moves from `start` until the game is over (or `cap` plies); returns the end.
fn random_end<G: Game>(start: &G, rng: &mut Rng, cap: u32) -> Option<G> {
    let mut p = start.clone();
    let mut moves = Vec::new();
    for _ in 0..cap {
        if p.is_terminal() {
            return Some(p);
        }
        moves.clear();
        p.legal_moves(&mut moves);
        p = p.play(moves[rng.below(moves.len() as u64) as usize]);
    }
    p.is_terminal().then_some(p)
}

/// True for a game's result: a draw (0) or a win at some distance (a mate score).
fn is_result(v: i32) -> bool {
    v == 0 || cutoff::game::mate_plies(v).is_some()
}

#[test]
fn every_game_s_end_is_valued_as_its_result_never_by_the_heuristic() {
    use cutoff::game::connect4::Connect4;
    use cutoff::game::dodgem::Dodgem;
    use cutoff::game::nim::Nim;
    use cutoff::game::xiangqi::XiangqiPos;
    // A full Connect Four board once came back as the centre count (±8): every game's ends, by
    // random play, must evaluate to a draw or a win.
    let mut rng = Rng(0x5EED0C4);
    let mut ends = [0u32; 7];
    for _ in 0..300 {
        let checks: [Option<i32>; 7] = [
            // Tic-tac-toe's results are the seed's: +1, 0, -1.
            random_end(&TicTacToe::default(), &mut rng, 9).map(|p| match p.evaluate() {
                -1..=1 => 0,
                v => v,
            }),
            random_end(&Connect4::default(), &mut rng, 42).map(|p| p.evaluate()),
            random_end(&Connect4::empty(4, 4), &mut rng, 16).map(|p| p.evaluate()),
            random_end(&Nim::new(&[3, 4, 5], rng.chance(50)).unwrap(), &mut rng, 12)
                .map(|p| p.evaluate()),
            random_end(&Dodgem::default(), &mut rng, 400).map(|p| p.evaluate()),
            None,
            None,
        ];
        for (k, v) in checks.iter().enumerate() {
            if let Some(v) = v {
                assert!(is_result(*v), "game {k}: an end valued {v}");
                ends[k] += 1;
            }
        }
    }
    // Chess and xiangqi games by random moves are long: a few each.
    for _ in 0..6 {
        if let Some(p) = random_end(&ChessPos::startpos(), &mut rng, 1500) {
            assert!(
                is_result(p.evaluate()),
                "chess end {} valued {}",
                p.fen(),
                p.evaluate()
            );
            ends[5] += 1;
        }
        if let Some(p) = random_end(&XiangqiPos::startpos(), &mut rng, 1500) {
            assert!(
                is_result(p.evaluate()),
                "xiangqi end valued {}",
                p.evaluate()
            );
            ends[6] += 1;
        }
    }
    // Draws on a full Connect Four board happen by random play on 4×4: the case that was wrong.
    assert!(ends[..5].iter().all(|&n| n > 100), "{ends:?}");
    let full_draws = (0..300)
        .filter_map(|_| random_end(&Connect4::empty(4, 4), &mut rng, 16))
        .filter(|p| p.winner().is_none())
        .count();
    assert!(full_draws > 0);
}

/// Walks `walks` random games of up to `plies` from each of `starts`; at every position, each
/// legal move written by `play_into` over a stale position (the walk's previous one, or the last
/// walk's end) must equal the position `play` returns. Returns how many moves were compared.
fn play_into_agrees_with_play<G: Game + PartialEq + std::fmt::Debug>(
    starts: &[G],
    rng: &mut Rng,
    walks: u32,
    plies: u32,
) -> usize {
    let mut compared = 0;
    let mut stale = starts[0].clone();
    let mut moves = Vec::new();
    for start in starts {
        for _ in 0..walks {
            let mut pos = start.clone();
            for _ in 0..plies {
                if pos.is_terminal() {
                    break;
                }
                moves.clear();
                pos.legal_moves(&mut moves);
                for &mv in &moves {
                    let mut child = stale.clone();
                    pos.play_into(mv, &mut child);
                    let played = pos.play(mv);
                    assert_eq!(
                        child,
                        played,
                        "{:?} played into a stale position",
                        pos.move_name(mv)
                    );
                    assert_eq!(child.hash(), played.hash());
                    compared += 1;
                }
                stale = pos.clone();
                pos = pos.play(moves[rng.index(moves.len())]);
            }
            stale = pos;
        }
    }
    compared
}

/// The engine writes each child into a position it keeps per ply (`Game::play_into`); chess and
/// xiangqi write it a field at a time (one copy of a whole position is a call out of the compiled
/// code in WebAssembly). A field left out, or one the move changes written from the wrong side,
/// would leave the stale position's value there.
#[test]
fn a_move_played_into_a_stale_position_gives_the_position_play_returns() {
    use cutoff::game::connect4::Connect4;
    use cutoff::game::xiangqi::XiangqiPos;
    let mut rng = Rng(0x0B1A7E5);
    // Chess from the perft suite's positions: castling, en passant and promotions come early.
    let suite = common::epd::read_perft_suite(include_str!("data/perft.epd"), "perft.epd");
    let chess: Vec<ChessPos> = suite
        .iter()
        .map(|l| ChessPos::from_fen(&l.fen).unwrap())
        .collect();
    assert!(play_into_agrees_with_play(&chess, &mut rng, 2, 40) > 20_000);
    let suite =
        common::epd::read_perft_suite(include_str!("data/xiangqi_perft.epd"), "xiangqi_perft.epd");
    let xiangqi: Vec<XiangqiPos> = suite
        .iter()
        .map(|l| XiangqiPos::from_fen(&l.fen).unwrap())
        .collect();
    assert!(play_into_agrees_with_play(&xiangqi, &mut rng, 3, 60) > 20_000);
    // The trait's own play_into (a game that does not write its own).
    assert!(play_into_agrees_with_play(&[TicTacToe::default()], &mut rng, 20, 9) > 100);
    assert!(play_into_agrees_with_play(&[Connect4::default()], &mut rng, 10, 42) > 1_000);
}
