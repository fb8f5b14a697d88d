//! Chess on cozy-chess: FEN in and out, SAN, the evaluation (mate distance, draws), the hooks the
//! engine techniques use (noisy moves, null move, capture values, move keys), and the presets'
//! teaching claims, each checked with a small search written here over the `Game` trait.

mod common;

use common::rng::Rng;
use cozy_chess::{Color, Move};
use cutoff::game::chess::{
    ChessPos, Status, CHESS_PRESETS, MATE, MATE_BOUND, MOVE_KEY_LIMIT, START_FEN,
};
use cutoff::game::Preset;
use cutoff::game::{Game, Side, INF};
use serde_json::json;

fn pos(fen: &str) -> ChessPos {
    ChessPos::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(p: &ChessPos, text: &str) -> Move {
    p.parse_move(text).unwrap_or_else(|e| panic!("{e}"))
}

fn names(p: &ChessPos) -> Vec<String> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves.iter().map(|&m| p.move_name(m)).collect()
}

fn san(fen: &str, uci: &str) -> String {
    let p = pos(fen);
    let m: Move = uci.parse().unwrap();
    assert!(p.board().is_legal(m), "{uci} is not legal in {fen}");
    p.move_name(m)
}

/// A small reference search: fail-soft negamax alpha-beta over the `Game` trait, with optional
/// quiescence and null-move pruning done the way seed 000 describes (reduction R, zero window
/// [beta-1, beta], never two passes in a row, not at the root, only when depth > R).
mod reference {
    use super::*;

    #[derive(Clone, Copy, Debug, Default)]
    pub struct Opts {
        pub quiescence: bool,
        pub null_move: Option<u32>,
        /// Skip the null move where `null_move_is_risky` says so.
        pub guard: bool,
    }

    pub struct Search {
        pub opts: Opts,
        pub nodes: u64,
        pub null_cutoffs: u64,
    }

    /// The root's value from White's view and the best move (first of equals, in move order).
    pub fn search(p: &ChessPos, depth: u32, opts: Opts) -> (i32, Option<Move>) {
        let mut s = Search {
            opts,
            nodes: 0,
            null_cutoffs: 0,
        };
        let sign = p.side_to_move().sign();
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        if moves.is_empty() || depth == 0 {
            return (p.evaluate(), None);
        }
        let (mut alpha, beta) = (-INF, INF);
        let mut best = None;
        for m in moves {
            let v = -s.node(&p.play(m), depth - 1, -beta, -alpha, true);
            if v > alpha {
                alpha = v;
                best = Some(m);
            }
        }
        (sign * alpha, best)
    }

    impl Search {
        fn node(
            &mut self,
            p: &ChessPos,
            depth: u32,
            mut alpha: i32,
            beta: i32,
            null_ok: bool,
        ) -> i32 {
            self.nodes += 1;
            let sign = p.side_to_move().sign();
            if p.is_terminal() {
                return sign * p.evaluate();
            }
            if depth == 0 {
                return if self.opts.quiescence {
                    self.quiesce(p, alpha, beta)
                } else {
                    sign * p.evaluate()
                };
            }
            if let Some(r) = self.opts.null_move {
                if null_ok && depth > r && !(self.opts.guard && p.null_move_is_risky()) {
                    if let Some(passed) = p.null_move() {
                        let v = -self.node(&passed, depth - r - 1, -beta, -beta + 1, false);
                        if v >= beta {
                            self.null_cutoffs += 1;
                            return beta;
                        }
                    }
                }
            }
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            let mut best = -INF;
            for m in moves {
                let v = -self.node(&p.play(m), depth - 1, -beta, -alpha, true);
                best = best.max(v);
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
            best
        }

        fn quiesce(&mut self, p: &ChessPos, mut alpha: i32, beta: i32) -> i32 {
            self.nodes += 1;
            let sign = p.side_to_move().sign();
            let stand_pat = sign * p.evaluate();
            if p.is_terminal() || stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            let mut best = stand_pat;
            let mut moves = Vec::new();
            p.noisy_moves(&mut moves);
            for m in moves {
                let v = -self.quiesce(&p.play(m), -beta, -alpha);
                best = best.max(v);
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
            best
        }
    }
}

use reference::{search, Opts};

fn best_name(p: &ChessPos, depth: u32, opts: Opts) -> (i32, String) {
    let (v, m) = search(p, depth, opts);
    (v, m.map(|m| p.move_name(m)).unwrap_or_default())
}

// ---------------------------------------------------------------- FEN

#[test]
fn a_full_fen_round_trips() {
    for fen in [
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/8/8/4k3/8/4K3 b - - 37 80",
    ] {
        assert_eq!(pos(fen).fen(), fen);
    }
}

#[test]
fn a_four_field_fen_is_accepted_with_move_counters_0_and_1() {
    let p = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    assert_eq!(p.fen(), START_FEN);
    assert_eq!(p, ChessPos::startpos());
    assert_eq!(
        pos("  4k3/8/8/8/8/8/8/4K2R   w K  - ").fen(),
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    );
}

fn fen_error(fen: &str) -> String {
    match ChessPos::from_fen(fen) {
        Ok(p) => panic!("{fen} should not parse, got {}", p.fen()),
        Err(e) => e.message,
    }
}

#[test]
fn an_illegal_fen_gets_a_message_naming_what_is_wrong() {
    let cases = [
        // (FEN, words the message must contain)
        ("", &["empty"][..]),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
            &["at least 4 fields", "got 2"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
            &["5 fields"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            &["7 fields"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            &["field 1", "7 ranks", "needs 8"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &["9 ranks"],
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &["rank 7", "'x'", "piece letter"],
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &["rank 6", "'9'"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
            &["rank 1", "9 squares"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/7/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &["rank 3", "7 squares"],
        ),
        (
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
            &["Black has 0 kings"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",
            &["White has 2 kings"],
        ),
        (
            "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1",
            &["rank 8", "pawn"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &["White has 9 pawns"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            &["side to move", "field 2", "'x'", "w or b"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1",
            &["castling", "field 3", "'x'"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
            &["castling", "does not fit"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            &["en passant", "field 4", "'e9'"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1",
            &["en passant", "'e4'"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
            &["en passant", "e6", "does not fit"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            &["halfmove", "field 5", "'x'"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 101 1",
            &["halfmove", "0 to 100"],
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            &["move number", "field 6"],
        ),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", &[][..]), // legal: a control
        (
            "4k2R/8/8/8/8/8/8/4K3 w - - 0 1",
            &["Black is in check", "White's move"],
        ),
    ];
    for (fen, words) in cases {
        if words.is_empty() {
            assert!(ChessPos::from_fen(fen).is_ok(), "{fen}");
            continue;
        }
        let e = fen_error(fen);
        for w in words {
            assert!(
                e.contains(w),
                "the message for '{fen}' should mention '{w}': {e}"
            );
        }
    }
}

// ---------------------------------------------------------------- SAN

#[test]
fn san_names_pawn_and_piece_moves() {
    assert_eq!(san(START_FEN, "e2e4"), "e4");
    assert_eq!(san(START_FEN, "g1f3"), "Nf3");
    let start = names(&ChessPos::startpos());
    assert_eq!(start.len(), 20);
    assert!(start.contains(&"a3".to_string()) && start.contains(&"Nc3".to_string()));
}

#[test]
fn san_marks_captures_with_x_and_pawn_captures_with_the_file() {
    let fen = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
    assert_eq!(san(fen, "e4d5"), "exd5");
    assert_eq!(san(fen, "f3e5"), "Nxe5");
    assert_eq!(san(fen, "f1b5"), "Bb5+");
}

#[test]
fn san_writes_en_passant_as_a_pawn_capture() {
    let fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    assert_eq!(san(fen, "e5f6"), "exf6");
    assert_eq!(san(fen, "e5e6"), "e6");
}

#[test]
fn san_writes_castling_as_o_o_and_o_o_o() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    // cozy-chess encodes castling as the king taking its own rook.
    assert_eq!(san(fen, "e1h1"), "O-O");
    assert_eq!(san(fen, "e1a1"), "O-O-O");
    assert_eq!(san("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8h8"), "O-O");
    assert_eq!(san("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8a8"), "O-O-O");
    // Long castling that checks along the d-file.
    assert_eq!(san("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1a1"), "O-O-O+");
    // The rook takes, not castles.
    assert_eq!(san(fen, "a1a8"), "Rxa8+");
}

#[test]
fn san_disambiguates_by_file_then_rank_then_both() {
    // Knights on b1 and f1 can both reach d2: by file.
    let knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    assert_eq!(san(knights, "b1d2"), "Nbd2");
    assert_eq!(san(knights, "f1d2"), "Nfd2");
    // Rooks on a1 and a5 can both reach a3: by rank.
    let rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    assert_eq!(san(rooks, "a1a3"), "R1a3");
    assert_eq!(san(rooks, "a5a3"), "R5a3");
    assert_eq!(san(rooks, "a1b1"), "Rb1");
    // Queens on a1, a3 and c1 can all reach b2: the a1 queen shares a file and a rank with others.
    let queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    assert_eq!(san(queens, "a1b2"), "Qa1b2");
    assert_eq!(san(queens, "a3b2"), "Q3b2");
    assert_eq!(san(queens, "c1b2"), "Qcb2");
}

#[test]
fn san_ignores_a_pinned_rival_when_disambiguating() {
    // The c3 knight is pinned by the a5 bishop, so only the g3 knight can go to e2.
    let fen = "4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1";
    assert_eq!(san(fen, "g3e2"), "Ne2");
    assert!(!pos(fen).board().is_legal("c3e2".parse().unwrap()));
}

#[test]
fn san_writes_promotions_with_the_piece_and_check_or_mate() {
    let fen = "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(san(fen, "e7e8q"), "e8=Q+");
    assert_eq!(san(fen, "e7d8q"), "exd8=Q+");
    assert_eq!(san(fen, "e7d8n"), "exd8=N");
    assert_eq!(san(fen, "e7d8r"), "exd8=R+");
    assert_eq!(san("7k/4P3/6K1/8/8/8/8/8 w - - 0 1", "e7e8q"), "e8=Q#");
}

#[test]
fn san_marks_check_with_plus_and_mate_with_hash() {
    // Fool's mate.
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    assert_eq!(san(fen, "d8h4"), "Qh4#");
    // Scholar's mate.
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    assert_eq!(san(fen, "h5f7"), "Qxf7#");
    assert_eq!(san(fen, "c4f7"), "Bxf7+");
}

#[test]
fn king_moves_are_never_disambiguated() {
    assert_eq!(san("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1d1"), "Kd1");
}

#[test]
fn every_legal_move_has_a_distinct_san_that_parses_back() {
    for fen in [
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
    ] {
        let p = pos(fen);
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        let names: Vec<String> = moves.iter().map(|&m| p.move_name(m)).collect();
        for (i, n) in names.iter().enumerate() {
            assert!(!names[..i].contains(n), "{n} twice in {fen}");
            assert_eq!(p.parse_move(n), Ok(moves[i]), "{n} in {fen}");
            assert_eq!(p.parse_move(&p.uci(moves[i])), Ok(moves[i]));
        }
    }
}

#[test]
fn moves_parse_from_san_or_uci_and_castling_from_either_form() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let castle: Move = "e1h1".parse().unwrap();
    assert_eq!(mv(&p, "O-O"), castle);
    assert_eq!(mv(&p, "0-0"), castle);
    assert_eq!(mv(&p, "e1g1"), castle);
    assert_eq!(mv(&p, "e1h1"), castle);
    assert_eq!(p.uci(castle), "e1g1");
    assert!(p
        .parse_move("Ke3")
        .unwrap_err()
        .message
        .contains("not a legal move"));
}

// ---------------------------------------------------------------- Evaluation

#[test]
fn the_start_position_evaluates_to_zero() {
    assert_eq!(ChessPos::startpos().evaluate(), 0);
}

#[test]
fn the_evaluation_is_symmetric_between_the_colours() {
    // Perft position 4 and its colour-flipped mirror.
    let a = pos("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    let b = pos("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1");
    assert_eq!(a.evaluate(), -b.evaluate());
    assert_ne!(a.evaluate(), 0);
}

#[test]
fn material_and_piece_square_values_follow_the_simplified_evaluation_function() {
    // A white knight on e4 (+20 on the table) against a bare black king; kings on e1 and e8.
    let p = pos("4k3/8/8/8/4N3/8/8/4K3 w - - 0 1");
    assert!(p.is_endgame());
    // Endgame king table: e1 -30 for White, e8 -30 for Black: they cancel.
    assert_eq!(p.static_eval(), 320 + 20);
    // The same knight on a1 is worth 320 - 50.
    assert_eq!(pos("4k3/8/8/8/8/8/8/N3K3 w - - 0 1").static_eval(), 270);
    // A white pawn on e7: 100 + 50; kings cancel.
    assert_eq!(pos("k7/4P3/8/8/8/8/8/K7 w - - 0 1").static_eval(), 150);
}

#[test]
fn explain_eval_lists_material_and_placement_per_side_and_adds_up() {
    for Preset { position: fen, .. } in CHESS_PRESETS {
        let p = pos(fen);
        let terms = p.explain_eval();
        assert_eq!(terms.len(), 4, "{terms:?}");
        assert_eq!(
            terms.iter().map(|t| t.value).sum::<i32>(),
            p.evaluate(),
            "{fen}"
        );
        assert!(terms[0].text.starts_with("White material"));
        assert!(terms[1].text.starts_with("Black material"));
        assert!(terms[2].text.contains("piece-square"));
    }
    let start = ChessPos::startpos().explain_eval();
    assert_eq!(
        (start[0].text.as_str(), start[0].value),
        ("White material (1Q 2R 2B 2N 8P)", 4000)
    );
    assert_eq!(
        (
            start[0].code,
            start[0].param("side"),
            start[0].param("counts")
        ),
        (
            "material",
            Some(&json!("White")),
            Some(&json!(["1Q", "2R", "2B", "2N", "8P"]))
        )
    );
    assert_eq!(start[1].value, -4000);
    assert!(start[2].text.contains("middlegame"));
    assert_eq!(
        (start[2].code, start[2].param("table")),
        ("pst", Some(&json!("middlegame")))
    );
    // A bare king's material is its own code (the page says "king only" in its language).
    let bare = pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").explain_eval();
    assert_eq!(
        (bare[1].code, bare[1].text.as_str()),
        ("materialKingOnly", "Black material (king only)")
    );
}

#[test]
fn a_mated_side_at_ply_p_scores_minus_mate_plus_p() {
    // Fool's mate: White is mated.
    let root = pos("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    let mated = root.play(mv(&root, "Qh4"));
    assert_eq!(mated.ply(), 1);
    assert_eq!(mated.status(), Status::Checkmate);
    assert!(mated.is_terminal());
    assert_eq!(mated.evaluate(), -(MATE - 1));
    assert_eq!(mated.as_root().evaluate(), -MATE);
    assert_eq!(mated.explain_eval().len(), 1);
    let term = &mated.explain_eval()[0];
    assert_eq!(
        term.text,
        "checkmate: White is mated 1 ply from the root (MATE - 1)"
    );
    assert_eq!(term.code, "mated");
    assert_eq!(
        json!(term.params),
        json!({ "side": "White", "plies": 1, "mate": 1 })
    );
    assert_eq!(term.value, mated.evaluate());

    // Scholar's mate, three plies from an earlier root: Black is mated.
    let root = pos("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3");
    let mated = ["Qh5", "Nf6", "Qxf7#"]
        .iter()
        .fold(root, |p, m| p.play(mv(&p, m)));
    assert_eq!(mated.ply(), 3);
    assert_eq!(mated.evaluate(), MATE - 3);
    let term = &mated.explain_eval()[0];
    assert_eq!(
        term.text,
        "checkmate: Black is mated 3 plies from the root (MATE - 3)"
    );
    assert_eq!(
        json!(term.params),
        json!({ "side": "Black", "plies": 3, "mate": 3 })
    );
    const { assert!(MATE - 3 > MATE_BOUND && MATE < INF) };
}

#[test]
fn stalemate_and_other_draws_score_zero() {
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(stalemate.status(), Status::Stalemate);
    assert!(stalemate.is_terminal());
    assert_eq!(stalemate.evaluate(), 0);
    let term = &stalemate.explain_eval()[0];
    assert_eq!(
        (term.code, term.text.as_str(), term.value),
        ("draw", "stalemate: 0", 0)
    );
    assert_eq!(term.param("how"), Some(&json!("stalemate")));

    let lone_knight = pos("4k3/8/8/8/8/8/8/4KN2 b - - 0 1");
    assert_eq!(lone_knight.status(), Status::InsufficientMaterial);
    assert_eq!(lone_knight.evaluate(), 0);

    let fifty = pos("4k3/8/8/8/8/8/8/R3K3 b - - 100 80");
    assert_eq!(fifty.status(), Status::FiftyMoves);
    assert_eq!(fifty.evaluate(), 0);
    // Mate on the hundredth ply still counts as mate.
    let mate = pos("R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 80");
    assert_eq!(mate.status(), Status::Checkmate);

    let playing = pos("4k3/8/8/8/8/8/8/4KB1N b - - 0 1");
    assert_eq!(playing.status(), Status::Ongoing);
    assert!(!playing.is_terminal());
}

// ---------------------------------------------------------------- The game interface

#[test]
fn white_is_max_and_play_copies() {
    let start = ChessPos::startpos();
    assert_eq!(start.side_to_move(), Side::Max);
    let after = start.play(mv(&start, "e4"));
    assert_eq!(after.side_to_move(), Side::Min);
    assert_eq!(after.ply(), 1);
    assert_eq!(start, ChessPos::startpos());
    assert_eq!(after.board().side_to_move(), Color::Black);
    assert_eq!(start.try_play("e2e5".parse().unwrap()), None);
}

#[test]
fn legal_moves_come_in_cozy_chess_generation_order() {
    let start = ChessPos::startpos();
    let first: Vec<String> = names(&start).into_iter().take(4).collect();
    assert_eq!(first, ["a3", "a4", "b3", "b4"]);
    assert_eq!(names(&start).last().unwrap(), "Nh3");
    assert_eq!(names(&start), names(&start.clone()));
}

#[test]
fn the_hash_is_the_zobrist_hash_and_transpositions_share_it() {
    let start = ChessPos::startpos();
    let line = |moves: &[&str]| moves.iter().fold(start.clone(), |p, m| p.play(mv(&p, m)));
    let a = line(&["Nf3", "Nf6", "Nc3", "Nc6"]);
    let b = line(&["Nc3", "Nc6", "Nf3", "Nf6"]);
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.hash(), Some(a.board().hash()));
    assert_ne!(a.hash(), start.hash());
}

#[test]
fn a_null_move_passes_the_turn_but_never_in_check() {
    let start = ChessPos::startpos();
    let passed = start.null_move().unwrap();
    assert_eq!(passed.side_to_move(), Side::Min);
    assert_eq!(passed.ply(), 1);
    assert_ne!(passed.hash(), start.hash());
    assert_eq!(passed.null_move().unwrap().hash(), start.hash());
    let in_check = pos("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    assert!(in_check.null_move().is_none());
}

#[test]
fn null_move_is_risky_in_check_and_with_only_king_and_pawns() {
    assert!(!ChessPos::startpos().null_move_is_risky());
    // In check.
    assert!(pos("4k3/8/8/8/8/8/3PP3/r3K2R w - - 0 1").null_move_is_risky());
    // Only king and pawns for the side to move, though the other side has a rook.
    assert!(pos("r3k3/8/8/8/8/8/3PP3/4K3 w - - 0 1").null_move_is_risky());
    assert!(pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1").null_move_is_risky());
    // A piece for the side to move: allowed, whatever the other side has.
    assert!(!pos("4k3/pppp4/8/8/8/8/3PP3/4K1N1 w - - 0 1").null_move_is_risky());
    assert!(pos("4k3/pppp4/8/8/8/8/3PP3/4K1N1 b - - 0 1").null_move_is_risky());
}

#[test]
fn capture_values_give_victim_and_attacker_in_centipawns() {
    let p = pos("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(p.capture_values(mv(&p, "exd5")), Some((900, 100)));
    assert_eq!(p.capture_values(mv(&p, "e5")), None);
    // En passant: a pawn takes a pawn.
    let ep = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    assert_eq!(ep.capture_values(mv(&ep, "exf6")), Some((100, 100)));
    // The king as attacker; castling is not a capture.
    let k = pos("4k3/8/8/8/8/8/3p4/R3K3 w Q - 0 1");
    assert_eq!(k.capture_values(mv(&k, "Kxd2")), Some((100, 1000)));
    let c = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(c.capture_values(mv(&c, "O-O")), None);
    // A promotion that does not capture is not a capture.
    let promo = pos("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(promo.capture_values(mv(&promo, "e8=Q+")), None);
}

#[test]
fn noisy_moves_are_captures_and_promotions_in_mvv_lva_order() {
    // White can take the rook a8 while promoting (b7), the queen d5 (pawn, knight, rook), the
    // rook h5 (queen) and the pawn a7 (rook).
    let p = pos("rn2k3/pP6/8/3q3r/1N2P3/8/8/R2RK2Q w - - 0 1");
    let mut noisy = Vec::new();
    p.noisy_moves(&mut noisy);
    let got: Vec<String> = noisy.iter().map(|&m| p.move_name(m)).collect();
    // Material won (the victim, plus what a promotion adds to a pawn) highest first; among equal
    // gains the cheaper attacker first; ties keep move order.
    assert_eq!(
        got,
        ["bxa8=Q", "exd5", "bxa8=R", "Nxd5", "Rxd5", "bxa8=B", "bxa8=N", "Qxh5+", "Rxa7"]
    );
    let keys: Vec<(i32, i32)> = noisy
        .iter()
        .map(|&m| {
            let (victim, attacker) = p.capture_values(m).unwrap_or((0, 100));
            let promo = m
                .promotion
                .map_or(0, |q| cutoff::game::chess::PIECE_VALUES[q as usize] - 100);
            (victim + promo, attacker)
        })
        .collect();
    for w in keys.windows(2) {
        assert!(
            w[0].0 > w[1].0 || (w[0].0 == w[1].0 && w[0].1 <= w[1].1),
            "{got:?} {keys:?}"
        );
    }
}

#[test]
fn moves_between_are_the_legal_moves_that_land_on_the_squares_in_the_same_order() {
    // vendor/cozy-chess's generate_moves_between (Cutoff's addition, quiescence's generator)
    // against the published generate_moves filtered by destination, on the perft positions and
    // one ply on, for the other side's pieces, random sets and every square.
    let mut rng = Rng(7);
    let suite = common::epd::read_perft_suite(include_str!("data/perft.epd"), "perft.epd");
    let mut checked = 0;
    for line in &suite {
        let root = pos(&line.fen);
        let mut positions = vec![root.clone()];
        let mut first = Vec::new();
        root.legal_moves(&mut first);
        positions.extend(first.into_iter().map(|m| root.play(m)));
        for p in &positions {
            let board = p.board();
            let them = board.colors(!board.side_to_move());
            for to in [
                them,
                cozy_chess::BitBoard(rng.next()),
                cozy_chess::BitBoard(rng.next() & rng.next()),
                cozy_chess::BitBoard::FULL,
            ] {
                let (mut got, mut expected) = (Vec::new(), Vec::new());
                board.generate_moves_between(cozy_chess::BitBoard::FULL, to, |pm| {
                    got.extend(pm);
                    false
                });
                board.generate_moves(|pm| {
                    expected.extend(pm.into_iter().filter(|m| to.has(m.to)));
                    false
                });
                assert_eq!(got, expected, "{} to {:x}", p.fen(), to.0);
                checked += 1;
            }
        }
    }
    assert!(checked > 1_500, "{checked}");
}

/// The noisy moves as their documentation defines them: the legal moves (in the generator's
/// order) that capture or promote to a queen, sorted stably by material won, highest first, then
/// by the cheaper attacker.
fn noisy_by_definition(p: &ChessPos) -> Vec<Move> {
    let mut all = Vec::new();
    p.legal_moves(&mut all);
    let mut noisy: Vec<(i32, i32, Move)> = all
        .into_iter()
        .filter_map(|m| {
            let capture = p.capture_values(m);
            if capture.is_none() && m.promotion != Some(cozy_chess::Piece::Queen) {
                return None;
            }
            let (victim, attacker) = capture.unwrap_or((0, 100));
            let promotion = m
                .promotion
                .map_or(0, |q| cutoff::game::chess::PIECE_VALUES[q as usize] - 100);
            Some((victim + promotion, attacker, m))
        })
        .collect();
    noisy.sort_by_key(|&(gain, attacker, _)| (-gain, attacker));
    noisy.into_iter().map(|(_, _, m)| m).collect()
}

#[test]
fn noisy_moves_match_their_definition_on_the_perft_positions_and_two_plies_on() {
    // The generator asks for captures only, and orders each move as it comes: the same moves in
    // the same order as sorting the legal ones, in every position of the perft suite (castling,
    // en passant, promotions, pins, checks) and every position two plies on from them. Then a
    // crowd of captures (more than the 16 that are ordered as they come), and a promotion tie:
    // bxa8=N and bxc8=Q both gain 1,120 with a pawn, and keep the generator's order.
    let suite = common::epd::read_perft_suite(include_str!("data/perft.epd"), "perft.epd");
    let mut fens: Vec<String> = suite.iter().map(|l| l.fen.clone()).collect();
    fens.push("q1n1k3/1P6/8/8/8/8/7K/8 w - - 0 1".into());
    fens.push("4k3/8/8/2ppp3/2pQp3/2ppp3/BP1P1PB1/1NR1KN2 w - - 0 1".into());
    let mut checked = 0;
    let mut crowded = 0;
    for fen in &fens {
        let root = pos(fen);
        let mut level = vec![root];
        for ply in 0..3 {
            let mut next = Vec::new();
            for p in &level {
                let mut noisy = Vec::new();
                p.noisy_moves(&mut noisy);
                let expected = noisy_by_definition(p);
                assert_eq!(noisy, expected, "{}", p.fen());
                checked += 1;
                crowded += usize::from(noisy.len() > 16);
                if ply < 2 {
                    let mut moves = Vec::new();
                    p.legal_moves(&mut moves);
                    next.extend(moves.into_iter().map(|m| p.play(m)));
                }
            }
            level = next;
        }
    }
    assert!(checked > 10_000, "{checked}");
    assert!(crowded > 0);
    let tie = pos("q1n1k3/1P6/8/8/8/8/7K/8 w - - 0 1");
    let mut noisy = Vec::new();
    tie.noisy_moves(&mut noisy);
    let names: Vec<String> = noisy.iter().map(|&m| tie.move_name(m)).collect();
    assert_eq!(
        names,
        [
            "bxa8=Q", "bxa8=R", "bxa8=B", "bxa8=N", "bxc8=Q+", "b8=Q", "bxc8=R+", "bxc8=B",
            "bxc8=N"
        ]
    );
}

#[test]
fn noisy_moves_hold_every_capture_and_queen_promotion_and_nothing_quiet() {
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        START_FEN,
    ] {
        let p = pos(fen);
        let mut noisy = Vec::new();
        p.noisy_moves(&mut noisy);
        let mut all = Vec::new();
        p.legal_moves(&mut all);
        for m in all {
            let expected =
                p.capture_values(m).is_some() || m.promotion == Some(cozy_chess::Piece::Queen);
            assert_eq!(noisy.contains(&m), expected, "{} in {fen}", p.move_name(m));
        }
    }
}

#[test]
fn move_keys_are_distinct_per_position_and_shared_across_siblings() {
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1",
    ] {
        let p = pos(fen);
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        let mut keys: Vec<u32> = moves.iter().map(|&m| p.move_key(m)).collect();
        assert!(keys.iter().all(|&k| k < MOVE_KEY_LIMIT));
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), moves.len(), "{fen}");
    }
    let start = ChessPos::startpos();
    let a = start.play(mv(&start, "e4"));
    let b = start.play(mv(&start, "d4"));
    let nf6: Move = "g8f6".parse().unwrap();
    assert_eq!(a.move_key(nf6), b.move_key(nf6));
    assert_eq!(a.move_key(nf6), 62 * 64 + 45);
}

// ---------------------------------------------------------------- Presets

fn preset(name: &str) -> ChessPos {
    let p = CHESS_PRESETS
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no preset {name}"));
    pos(p.position)
}

#[test]
fn the_presets_parse_and_have_titles_and_notes() {
    let mut names: Vec<&str> = CHESS_PRESETS.iter().map(|p| p.name).collect();
    for Preset {
        name,
        title,
        position: fen,
        note,
        ..
    } in CHESS_PRESETS
    {
        let p = pos(fen);
        assert_eq!(p.fen(), fen, "{name} is written in canonical form");
        assert!(!title.is_empty() && note.len() > 40, "{name}");
        assert_eq!(p.status(), Status::Ongoing, "{name}");
    }
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 4);
}

#[test]
fn mate_in_two_is_found_at_depth_3_and_not_before() {
    let p = preset("mate-in-two");
    assert_eq!(
        best_name(&p, 3, Opts::default()),
        (MATE - 3, "Ra6".to_string())
    );
    for depth in [1, 2] {
        let (v, _) = search(&p, depth, Opts::default());
        assert!(v.abs() < MATE_BOUND, "depth {depth} sees no mate: {v}");
    }
    // After 1.Ra6, every Black reply has a mating answer; and no first move mates at once.
    let after = p.play(mv(&p, "Ra6"));
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    assert!(!replies.is_empty());
    for r in replies {
        let q = after.play(r);
        assert!(
            names(&q).iter().any(|n| n.ends_with('#')),
            "no mate after 1.Ra6 {}",
            after.move_name(r)
        );
    }
    assert!(!names(&p).iter().any(|n| n.ends_with('#')));
    // The deeper search agrees and still prefers the shortest mate.
    assert_eq!(
        best_name(&p, 4, Opts::default()),
        (MATE - 3, "Ra6".to_string())
    );
}

#[test]
fn horizon_quiescence_refuses_the_defended_pawn_that_depth_1_grabs() {
    let p = preset("horizon");
    let plain = Opts::default();
    let quiet = Opts {
        quiescence: true,
        ..Opts::default()
    };
    let (v_plain, m_plain) = best_name(&p, 1, plain);
    assert_eq!(m_plain, "Qxd5");
    let (v_q, m_q) = best_name(&p, 1, quiet);
    assert_ne!(m_q, "Qxd5");
    assert!(v_q < v_plain);
    // Qxd5 itself, played out by quiescence: exd5 wins the queen.
    let grabbed = p.play(mv(&p, "Qxd5"));
    let (v_grab, reply) = best_name(&grabbed, 1, plain);
    assert_eq!(reply, "exd5");
    assert!(v_grab < p.evaluate() - 700);
    // A deeper plain search sees the recapture too.
    assert_ne!(best_name(&p, 2, plain).1, "Qxd5");
}

#[test]
fn zugzwang_null_move_misjudges_kd5_even_with_the_king_and_pawns_guard() {
    let p = preset("zugzwang");
    // The guard lets Black pass after Kd5: Black has a bishop (walled in, but a piece).
    let after = p.play(mv(&p, "Kd5"));
    assert!(!after.null_move_is_risky());
    let mut black_moves = Vec::new();
    after.legal_moves(&mut black_moves);
    assert!(black_moves
        .iter()
        .all(|&m| after.board().piece_on(m.from) == Some(cozy_chess::Piece::King)));

    let plain = Opts::default();
    let null3 = Opts {
        null_move: Some(3),
        guard: true,
        ..Opts::default()
    };
    let null2 = Opts {
        null_move: Some(2),
        guard: true,
        ..Opts::default()
    };
    let (v, best) = best_name(&p, 7, plain);
    assert_eq!(best, "Kd5");
    let (v3, best3) = best_name(&p, 7, null3);
    assert_ne!(best3, "Kd5");
    assert!(v3 < v - 100, "null move R=3 at depth 7: {v3} against {v}");
    let (v2, best2) = best_name(&p, 6, null2);
    assert_eq!(best_name(&p, 6, plain).1, "Kd5");
    assert_ne!(best2, "Kd5");
    assert!(v2 < v - 100);
    // Below depth R + 2 the pass cannot see far enough to go wrong.
    assert_eq!(best_name(&p, 5, null3).1, "Kd5");
}

#[test]
fn pure_king_and_pawn_zugzwang_is_caught_by_the_guard() {
    // The same trebuchet without the bishop: the guard forbids the pass and the answer is right;
    // without the guard the pass goes wrong.
    let p = pos("8/8/2K5/4p3/4Pk2/8/8/8 w - - 0 1");
    assert!(p.play(mv(&p, "Kd5")).null_move_is_risky());
    let plain = best_name(&p, 7, Opts::default());
    assert_eq!(plain.1, "Kd5");
    assert_eq!(
        best_name(
            &p,
            7,
            Opts {
                null_move: Some(3),
                guard: true,
                ..Opts::default()
            }
        ),
        plain
    );
    let unguarded = best_name(
        &p,
        7,
        Opts {
            null_move: Some(3),
            guard: false,
            ..Opts::default()
        },
    );
    assert_ne!(unguarded.1, "Kd5");
}

#[test]
fn the_quiet_middlegame_is_the_giuoco_pianissimo_after_6_nc3() {
    let start = ChessPos::startpos();
    let line = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "Nf6", "O-O", "O-O", "Nc3",
    ];
    let p = line.iter().fold(start, |p, m| p.play(mv(&p, m)));
    assert_eq!(p.fen(), preset("middlegame").fen());
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    assert!(moves.len() > 25);
    assert!(p.evaluate().abs() < 50);
}

// ---------------------------------------------------------------- Random games

/// The same position with the colours swapped and the board turned over.
fn mirror_fen(fen: &str) -> String {
    let f: Vec<&str> = fen.split(' ').collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let placement: Vec<String> = f[0].split('/').rev().map(swap).collect();
    let side = if f[1] == "w" { "b" } else { "w" };
    let castling = if f[2] == "-" {
        "-".to_string()
    } else {
        let s = swap(f[2]);
        let (mut upper, mut lower): (Vec<char>, Vec<char>) =
            s.chars().partition(|c| c.is_ascii_uppercase());
        upper.sort_unstable();
        lower.sort_unstable();
        upper.into_iter().chain(lower).collect()
    };
    let ep = if f[3] == "-" {
        "-".to_string()
    } else {
        let b = f[3].as_bytes();
        format!("{}{}", b[0] as char, if b[1] == b'3' { '6' } else { '3' })
    };
    format!(
        "{} {side} {castling} {ep} {} {}",
        placement.join("/"),
        f[4],
        f[5]
    )
}

#[test]
fn on_random_games_san_evaluation_and_hooks_stay_consistent() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let starts = [
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ];
    let mut positions = 0;
    for game in 0..24 {
        let mut p = pos(starts[game % starts.len()]);
        for _ in 0..60 {
            positions += 1;
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            assert_eq!(moves.len() as u64, cutoff::game::chess::perft(&p, 1));
            assert_eq!(pos(&p.fen()).fen(), p.fen());
            // Evaluation: the terms add up, and the mirrored position scores the negation.
            assert_eq!(
                p.explain_eval().iter().map(|t| t.value).sum::<i32>(),
                p.evaluate(),
                "{}",
                p.fen()
            );
            let mirrored = pos(&mirror_fen(&p.fen()));
            assert_eq!(
                mirrored.as_root().evaluate(),
                -p.as_root().evaluate(),
                "{} vs {}",
                p.fen(),
                mirrored.fen()
            );
            // Names: distinct, and one of them (parsing is quadratic) parses back.
            let mut seen = std::collections::HashSet::new();
            for &m in &moves {
                let n = p.move_name(m);
                assert!(seen.insert(n.clone()), "{n} twice in {}", p.fen());
            }
            if let Some(&m) = moves.get(rng.index(moves.len().max(1))) {
                assert_eq!(
                    p.parse_move(&p.move_name(m)),
                    Ok(m),
                    "{} in {}",
                    p.move_name(m),
                    p.fen()
                );
            }
            // Noisy moves: legal, no repeats.
            let mut noisy = Vec::new();
            p.noisy_moves(&mut noisy);
            assert!(noisy.iter().all(|m| moves.contains(m)));
            let mut keys: Vec<u32> = noisy.iter().map(|&m| p.move_key(m)).collect();
            keys.sort_unstable();
            keys.dedup();
            assert_eq!(keys.len(), noisy.len());
            // The null move exists exactly when not in check.
            assert_eq!(p.null_move().is_some(), !p.in_check());
            if p.is_terminal() {
                break;
            }
            p = p.play(moves[rng.index(moves.len())]);
        }
    }
    assert!(positions > 600);
}

#[test]
fn mangled_fens_are_rejected_or_accepted_without_panicking() {
    let mut rng = Rng(42);
    let alphabet: Vec<char> = "pnbrqkPNBRQK12345678/ wb-KQkqa3e6h0".chars().collect();
    let bases = [
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ];
    let mut accepted = 0;
    for i in 0..3000 {
        let mut chars: Vec<char> = bases[i % bases.len()].chars().collect();
        for _ in 0..1 + rng.index(3) {
            let at = rng.index(chars.len());
            match rng.index(3) {
                0 => chars[at] = alphabet[rng.index(alphabet.len())],
                1 => {
                    chars.remove(at);
                }
                _ => chars.insert(at, alphabet[rng.index(alphabet.len())]),
            }
        }
        let text: String = chars.into_iter().collect();
        match ChessPos::from_fen(&text) {
            Ok(p) => {
                accepted += 1;
                let mut moves = Vec::new();
                p.legal_moves(&mut moves);
                for m in moves {
                    let _ = p.move_name(m);
                }
                let _ = p.evaluate();
            }
            Err(e) => assert!(!e.message.is_empty()),
        }
    }
    assert!(accepted > 0);
}
