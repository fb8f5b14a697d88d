//! Chess on cozy-chess's move generator (MIT; builds for wasm32), with a teaching evaluation:
//! material plus piece-square tables, mate scored by its distance from the search root.
//!
//! White is MAX. Moves are [`cozy_chess::Move`]s; note that cozy-chess writes castling as the king
//! taking its own rook (`e1h1` for O-O), which [`ChessPos::move_name`] prints as SAN and
//! [`ChessPos::uci`] as standard UCI (`e1g1`).
//!
//! Move order ([`Game::legal_moves`]): cozy-chess's generation order, which is deterministic for a
//! position: pawns, knights, bishops, rooks, queens, then the king; within one kind, pieces that
//! are not pinned first, each group from a1 towards h8, each piece's targets from a1 towards h8
//! (a pawn's en passant capture last, promotions as =N, =B, =R, =Q).

use super::{BoardInfo, Game, GameDef, GameInfo, OptionInfo, Preset, Side};
use crate::error::list;
use crate::error::Error;
use crate::term::{counted, said, Term};
use cozy_chess::{BitBoard, Board, Color, FenParseError, File, Move, Piece, Rank, Square};
use serde_json::json;
use std::fmt;

/// A mate scores `MATE - ply` for the winner (nearer mates score higher); scores beyond
/// `MATE_BOUND` are mates. The crate-wide constants, far below [`super::INF`].
pub use super::{MATE, MATE_BOUND};

/// The starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Keys from [`ChessPos::move_key`] are below this: `from * 64 + to + 4096 * promotion`, with
/// promotion 0 (none), 1 (N), 2 (B), 3 (R) or 4 (Q).
pub const MOVE_KEY_LIMIT: u32 = 5 * 4096;

/// Presets, the position a FEN. Tests in `crate/tests/chess.rs` check each claim.
pub const CHESS_PRESETS: [Preset; 4] = [
    Preset {
        name: "mate-in-two",
        title: "Mate in two (Morphy)",
        position: "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1",
        extra: (),
        note: "White mates in two with the quiet sacrifice 1.Ra6!: a search must look 3 plies deep to see \
         the mate (scored MATE - 3); at depth 1 or 2 the rook move looks like nothing.",
        depth: Some(3),
        search: Some(r#"{ "algorithm": "pvs" }"#),
    },
    Preset {
        name: "horizon",
        title: "Horizon effect: a defended pawn",
        position: "6k1/5ppp/4p3/3p4/8/8/5PPP/3Q2K1 w - - 0 1",
        extra: (),
        note: "At depth 1 without quiescence the queen grabs the d5 pawn, because the recapture 1...exd5 \
         lies past the horizon; quiescence search plays the capture out and rejects Qxd5.",
        depth: Some(1),
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "zugzwang",
        title: "Zugzwang: a trebuchet with a buried bishop",
        position: "7b/6p1/2K3Pp/4p2P/4Pk2/8/8/8 w - - 0 1",
        extra: (),
        note: "Only 1.Kd5 saves e4 and wins e5: Black must then move its king away (the bishop is walled in \
         by its own g7 pawn). A null move lets Black pass instead, which in zugzwang beats every real \
         move, so null-move pruning rejects Kd5 (R = 3 at depth 7, R = 2 at depth 6). The guard \
         'only king and pawns' does not stop it: Black has a bishop.",
        depth: Some(7),
        search: Some(r#"{ "algorithm": "pvs", "nullMove": 3 }"#),
    },
    Preset {
        name: "middlegame",
        title: "Quiet middlegame (Giuoco Pianissimo)",
        position: "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 b - - 4 6",
        extra: (),
        note: "An ordinary opening position with many quiet moves and few captures: compare the node \
         counts with and without move ordering, the transposition table and iterative deepening.",
        depth: Some(4),
        search: Some(r#"{ "algorithm": "pvs", "iterativeDeepening": true, "tt": true, "ordering": ["hash", "mvv-lva", "killer", "history"] }"#),
    },
];

/// A chess position plus its distance from the search root. The default is the starting position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChessPos {
    board: Board,
    /// Plies from the search root (for mate distance); 0 for a parsed position.
    ply: u16,
}

/// Why a game is over, or that it is not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Ongoing,
    /// The side to move is mated.
    Checkmate,
    Stalemate,
    /// 100 plies without a capture or a pawn move (drawn here without a claim).
    FiftyMoves,
    /// No pawns, rooks or queens and at most one knight or bishop on the board.
    InsufficientMaterial,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::Ongoing => "ongoing",
            Status::Checkmate => "checkmate",
            Status::Stalemate => "stalemate",
            Status::FiftyMoves => "draw by the fifty-move rule",
            Status::InsufficientMaterial => "draw by insufficient material",
        })
    }
}

// CITE: Tomasz Michniewski, "Simplified Evaluation Function" (chessprogramming.org): piece values
// and piece-square tables. Tables are written as the page prints them, from White's side with
// rank 8 on the first line; a White piece on square s (a1 = 0) reads entry s ^ 56, a Black one
// entry s.

/// Material in centipawns, indexed by `Piece as usize` (pawn, knight, bishop, rook, queen, king).
/// The king has no material value in the evaluation.
pub const PIECE_VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// The king's value as a capturing piece in [`ChessPos::capture_values`]: more than a queen, so it
/// is the "least valuable attacker" last; kings are never captured.
pub const KING_ATTACKER_VALUE: i32 = 1_000;

/// What a capturing `piece` counts as the attacker, in centipawns (the king [`KING_ATTACKER_VALUE`]).
fn attacker_value_of(piece: Piece) -> i32 {
    if piece == Piece::King {
        KING_ATTACKER_VALUE
    } else {
        PIECE_VALUES[piece as usize]
    }
}

/// How many of a position's noisy moves [`ChessPos::noisy_moves`] orders with their keys kept
/// beside them (more than most positions have).
const NOISY_KEPT: usize = 16;

/// A noisy move's order, greatest first: what it gains, then the cheaper attacker (both at most
/// [`KING_ATTACKER_VALUE`] and well under 2,048, so the pair packs into one number).
fn noisy_key(gain: i32, attacker: i32) -> u32 {
    (gain * 2048 + 2047 - attacker) as u32
}

#[rustfmt::skip]
const PAWN_TABLE: [i32; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
    50, 50, 50, 50, 50, 50, 50, 50,
    10, 10, 20, 30, 30, 20, 10, 10,
     5,  5, 10, 25, 25, 10,  5,  5,
     0,  0,  0, 20, 20,  0,  0,  0,
     5, -5,-10,  0,  0,-10, -5,  5,
     5, 10, 10,-20,-20, 10, 10,  5,
     0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const KNIGHT_TABLE: [i32; 64] = [
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50,
];
#[rustfmt::skip]
const BISHOP_TABLE: [i32; 64] = [
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -20,-10,-10,-10,-10,-10,-10,-20,
];
#[rustfmt::skip]
const ROOK_TABLE: [i32; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
     5, 10, 10, 10, 10, 10, 10,  5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
     0,  0,  0,  5,  5,  0,  0,  0,
];
#[rustfmt::skip]
const QUEEN_TABLE: [i32; 64] = [
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5,  5,  5,  5,  0,-10,
     -5,  0,  5,  5,  5,  5,  0, -5,
      0,  0,  5,  5,  5,  5,  0, -5,
    -10,  5,  5,  5,  5,  5,  0,-10,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20,
];
#[rustfmt::skip]
const KING_MIDDLEGAME_TABLE: [i32; 64] = [
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -10,-20,-20,-20,-20,-20,-20,-10,
     20, 20,  0,  0,  0,  0, 20, 20,
     20, 30, 10,  0,  0, 10, 30, 20,
];
#[rustfmt::skip]
const KING_ENDGAME_TABLE: [i32; 64] = [
    -50,-40,-30,-20,-20,-30,-40,-50,
    -30,-20,-10,  0,  0,-10,-20,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-30,  0,  0,  0,  0,-30,-30,
    -50,-30,-30,-30,-30,-30,-30,-50,
];

const PIECE_LETTERS: [char; 6] = ['P', 'N', 'B', 'R', 'Q', 'K'];

fn table(piece: Piece, endgame: bool) -> &'static [i32; 64] {
    match piece {
        Piece::Pawn => &PAWN_TABLE,
        Piece::Knight => &KNIGHT_TABLE,
        Piece::Bishop => &BISHOP_TABLE,
        Piece::Rook => &ROOK_TABLE,
        Piece::Queen => &QUEEN_TABLE,
        Piece::King if endgame => &KING_ENDGAME_TABLE,
        Piece::King => &KING_MIDDLEGAME_TABLE,
    }
}

/// The piece-square bonus of `piece` of `color` on `square`, in centipawns (positive is good for
/// that piece's owner).
pub fn piece_square_value(piece: Piece, color: Color, square: Square, endgame: bool) -> i32 {
    let s = square as usize;
    table(piece, endgame)[if color == Color::White { s ^ 56 } else { s }]
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl ChessPos {
    /// The starting position.
    pub fn startpos() -> Self {
        Self::default()
    }

    /// A root position (ply 0) from a cozy-chess board.
    pub fn from_board(board: Board) -> Self {
        ChessPos { board, ply: 0 }
    }

    /// A position from FEN: the full 6 fields, or the first 4 (the move counters then read `0 1`).
    /// Shredder-FEN castling letters (file letters, for Chess960) are accepted too.
    ///
    /// # Errors
    /// A message naming the field that is wrong and why.
    pub fn from_fen(text: &str) -> Result<ChessPos, Error> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let fields: Vec<&str> = match fields.len() {
            0 => return Err(err!("fen.empty", "the FEN is empty: give the placement, side to move, castling and en passant fields")),
            1..=3 => {
                return Err(err!(
                    "fen.fewFields",
                    "a FEN needs at least 4 fields (placement, side to move, castling, en passant), got {n}",
                    n = fields.len()
                ))
            }
            4 => [&fields[..], &["0", "1"]].concat(),
            5 => {
                return Err(err!(
                    "fen.fiveFields",
                    "the FEN has 5 fields: give all 6 (with the halfmove clock and the move number) or only the first 4"
                ))
            }
            6 => fields,
            n => return Err(err!("fen.fields", "the FEN has {n} fields; it has 6 (or 4, without the move counters)", n = n)),
        };
        check_placement(fields[0])?;
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(err!(
                    "fen.side",
                    "the side to move (field 2) is '{side}': use w or b",
                    side = other
                ))
            }
        };
        check_castling(fields[2])?;
        if fields[3] != "-" {
            let ok = fields[3]
                .parse::<Square>()
                .ok()
                .filter(|s| matches!(s.rank(), Rank::Third | Rank::Sixth));
            if ok.is_none() {
                return Err(err!(
                    "fen.enPassant",
                    "the en passant field (field 4) is '{value}': use - or the square a pawn just skipped, on rank 3 or 6 (as in e3)",
                    value = fields[3]
                ));
            }
        }
        match fields[4].parse::<u8>() {
            Ok(n) if n <= 100 => {}
            _ => return Err(halfmove_error(fields[4])),
        }
        match fields[5].parse::<u16>() {
            Ok(n) if n >= 1 => {}
            _ => return Err(move_number_error(fields[5])),
        }
        let fen = fields.join(" ");
        // KQkq is standard chess and must fit the standard squares; file letters are Shredder-FEN
        // (Chess960), read as such.
        let shredder = fields[2]
            .chars()
            .any(|c| !matches!(c, 'K' | 'Q' | 'k' | 'q' | '-'));
        let board =
            Board::from_fen(&fen, shredder).map_err(|e| explain_fen_error(e, &fields, side))?;
        if !shredder {
            check_standard_castling(&board, fields[2])?;
        }
        check_reachable(&board)?;
        Ok(Self::from_board(board))
    }

    /// The position as a 6-field FEN.
    pub fn fen(&self) -> String {
        let standard = self.board.to_string();
        // A Chess960 castling right has no KQkq form: write the rooks' files (Shredder-FEN).
        let castling = standard.split(' ').nth(2).unwrap_or("-");
        if check_standard_castling(&self.board, castling).is_ok() {
            standard
        } else {
            format!("{:#}", self.board)
        }
    }

    /// The cozy-chess board (for drawing and for callers that need more than the trait).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Plies from the search root.
    pub fn ply(&self) -> u16 {
        self.ply
    }

    /// The same position as a search root (ply 0), so mate distances count from here.
    pub fn as_root(&self) -> ChessPos {
        ChessPos {
            board: self.board.clone(),
            ply: 0,
        }
    }

    /// The position after `mv`, or `None` when `mv` is not legal here.
    pub fn try_play(&self, mv: Move) -> Option<ChessPos> {
        self.board.is_legal(mv).then(|| self.play(mv))
    }

    /// Whether the game is over here, and how.
    pub fn status(&self) -> Status {
        if !self.board.generate_moves(|_| true) {
            if self.board.checkers().is_empty() {
                Status::Stalemate
            } else {
                Status::Checkmate
            }
        } else if self.board.halfmove_clock() >= 100 {
            Status::FiftyMoves
        } else if self.insufficient_material() {
            Status::InsufficientMaterial
        } else {
            Status::Ongoing
        }
    }

    /// True with no pawns, rooks or queens and at most one minor piece (kings only, K+N v K, K+B v
    /// K). Rarer dead positions (same-coloured bishops) are played on.
    pub fn insufficient_material(&self) -> bool {
        let b = &self.board;
        (b.pieces(Piece::Pawn) | b.pieces(Piece::Rook) | b.pieces(Piece::Queen)).is_empty()
            && (b.pieces(Piece::Knight) | b.pieces(Piece::Bishop)).len() <= 1
    }

    /// True when the side to move is in check.
    pub fn in_check(&self) -> bool {
        !self.board.checkers().is_empty()
    }

    /// Michniewski's endgame test: every side that has a queen has no other piece but at most one
    /// knight or bishop (so with no queens at all it is an endgame). Chooses the king's table.
    pub fn is_endgame(&self) -> bool {
        let b = &self.board;
        Color::ALL.iter().all(|&c| {
            let count = |p| b.colored_pieces(c, p).len();
            count(Piece::Queen) == 0
                || (count(Piece::Rook) == 0 && count(Piece::Knight) + count(Piece::Bishop) <= 1)
        })
    }

    /// Material of `color` in centipawns (kings excluded).
    pub fn material(&self, color: Color) -> i32 {
        Piece::ALL
            .iter()
            .map(|&p| PIECE_VALUES[p as usize] * self.board.colored_pieces(color, p).len() as i32)
            .sum()
    }

    /// Piece-square bonuses of `color`'s pieces, in centipawns.
    pub fn placement(&self, color: Color) -> i32 {
        self.placement_with(color, self.is_endgame())
    }

    fn placement_with(&self, color: Color, endgame: bool) -> i32 {
        let mut sum = 0;
        for &p in &Piece::ALL {
            for s in self.board.colored_pieces(color, p) {
                sum += piece_square_value(p, color, s, endgame);
            }
        }
        sum
    }

    /// The static evaluation without the game-over checks: material plus piece-square tables,
    /// White's total minus Black's.
    pub fn static_eval(&self) -> i32 {
        let endgame = self.is_endgame();
        self.material(Color::White) - self.material(Color::Black)
            + self.placement_with(Color::White, endgame)
            - self.placement_with(Color::Black, endgame)
    }

    /// The terms of [`Game::evaluate`], each signed from White's point of view; they add up to it.
    /// A finished game gives one line (the mate or the draw).
    pub fn explain_eval(&self) -> Vec<Term> {
        let draw = |how| vec![term!(0, "draw", "{how}: 0", how = how)];
        match self.status() {
            Status::Ongoing => {}
            Status::Checkmate => {
                let loser = color_name(self.board.side_to_move());
                return vec![term!(
                    self.evaluate(),
                    "mated",
                    "checkmate: {side} is mated {plies} from the root (MATE - {mate})",
                    side = loser,
                    plies = counted(self.ply, "ply", "plies"),
                    mate = self.ply
                )];
            }
            Status::Stalemate => return draw(said("stalemate", "stalemate")),
            Status::FiftyMoves => return draw(said("fiftyMoves", "draw by the fifty-move rule")),
            Status::InsufficientMaterial => {
                return draw(said(
                    "insufficientMaterial",
                    "draw by insufficient material",
                ))
            }
        }
        let endgame = self.is_endgame();
        let mut out = Vec::new();
        for (c, sign) in [(Color::White, 1), (Color::Black, -1)] {
            let counts: Vec<String> = [
                Piece::Queen,
                Piece::Rook,
                Piece::Bishop,
                Piece::Knight,
                Piece::Pawn,
            ]
            .iter()
            .filter_map(|&p| {
                let n = self.board.colored_pieces(c, p).len();
                (n > 0).then(|| format!("{n}{}", PIECE_LETTERS[p as usize]))
            })
            .collect();
            let (side, value) = (color_name(c), sign * self.material(c));
            out.push(if counts.is_empty() {
                term!(
                    value,
                    "materialKingOnly",
                    "{side} material (king only)",
                    side = side
                )
            } else {
                term!(
                    value,
                    "material",
                    "{side} material ({counts})",
                    side = side,
                    counts = list(counts, " ")
                )
            });
        }
        let king_table = if endgame { "endgame" } else { "middlegame" };
        for (c, sign) in [(Color::White, 1), (Color::Black, -1)] {
            out.push(term!(
                sign * self.placement(c),
                "pst",
                "{side} piece-square tables (king: {table} table)",
                side = color_name(c),
                table = king_table
            ));
        }
        out
    }

    /// `mv` in standard UCI notation (castling as the king's two-square move, e.g. `e1g1`).
    pub fn uci(&self, mv: Move) -> String {
        let mut mv = mv;
        // Only standard castling (the king on e1 or e8) has a two-square form; a Chess960 king may
        // castle to a square it could also step to, so there the king takes its rook as in UCI_Chess960.
        if let (Some(short), File::E) = (self.castle_side(mv), mv.from.file()) {
            let rank = mv.from.rank();
            mv.to = Square::new(if short { File::G } else { File::C }, rank);
        }
        mv.to_string()
    }

    /// Finds a legal move from SAN (`Nf3`, `exd5`, `O-O`, `e8=Q+`; check marks optional) or UCI
    /// (`g1f3`, `e1g1` or cozy-chess's `e1h1` for castling, `e7e8q`).
    ///
    /// # Errors
    /// When no legal move here has that name.
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let wanted = text
            .trim()
            .trim_end_matches(['+', '#', '!', '?'])
            .replace('0', "O");
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        for &mv in &moves {
            let san = self.move_name(mv);
            let san = san.trim_end_matches(['+', '#']);
            if san == wanted || self.uci(mv) == text.trim() || mv.to_string() == text.trim() {
                return Ok(mv);
            }
        }
        Err(err!(
            "chess.illegal",
            "'{given}' is not a legal move in {fen}",
            given = text.trim(),
            fen = self.fen()
        ))
    }

    /// Some(true) for O-O, Some(false) for O-O-O, None for any other move.
    fn castle_side(&self, mv: Move) -> Option<bool> {
        let us = self.board.side_to_move();
        (self.board.colored_pieces(us, Piece::King).has(mv.from)
            && self.board.colors(us).has(mv.to))
        .then(|| mv.to.file() > mv.from.file())
    }

    /// The captured piece, if `mv` captures (en passant captures a pawn).
    pub fn victim(&self, mv: Move) -> Option<Piece> {
        let them = !self.board.side_to_move();
        if self.board.colors(them).has(mv.to) {
            return self.board.piece_on(mv.to);
        }
        let pawn = self.board.piece_on(mv.from) == Some(Piece::Pawn);
        (pawn && mv.from.file() != mv.to.file()).then_some(Piece::Pawn)
    }

    fn attacker_value(&self, mv: Move) -> i32 {
        self.board
            .piece_on(mv.from)
            .map_or(KING_ATTACKER_VALUE, attacker_value_of)
    }
}

/// Checks the placement field with messages a person can act on (cozy-chess only says "invalid").
fn check_placement(placement: &str) -> Result<(), Error> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() == 1 {
        return Err(err!("fen.rank", "the placement (field 1) has {n} rank separated by '/'; it needs 8, from rank 8 down to rank 1", n = 1));
    }
    if ranks.len() != 8 {
        return Err(err!(
            "fen.ranks",
            "the placement (field 1) has {n} ranks separated by '/'; it needs 8, from rank 8 down to rank 1",
            n = ranks.len()
        ));
    }
    let mut counts = [[0u32; 6]; 2];
    for (i, row) in ranks.iter().enumerate() {
        let rank = 8 - i;
        let mut files = 0u32;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                files += d;
            } else if let Some(p) = PIECE_LETTERS
                .iter()
                .position(|&l| l == c.to_ascii_uppercase())
            {
                if p == 0 && (rank == 1 || rank == 8) {
                    return Err(err!(
                        "fen.pawnRank",
                        "rank {rank} has a pawn ('{piece}'): pawns never stand on rank 1 or 8",
                        rank = rank,
                        piece = c
                    ));
                }
                counts[c.is_ascii_lowercase() as usize][p] += 1;
                files += 1;
            } else {
                return Err(err!(
                    "fen.letter",
                    "rank {rank} of the placement has '{letter}', which is neither a piece letter \
                     (PNBRQK for White, pnbrqk for Black) nor a digit 1-8",
                    rank = rank,
                    letter = c
                ));
            }
        }
        if files != 8 {
            return Err(err!(
                "fen.rankWidth",
                "rank {rank} of the placement ('{row}') covers {files} squares; it must cover 8",
                rank = rank,
                row = *row,
                files = files
            ));
        }
    }
    for (c, name) in [(0, "White"), (1, "Black")] {
        let kings = counts[c][5];
        if kings != 1 {
            return Err(err!(
                "chess.kings",
                "{side} has {n} kings; each side needs exactly one",
                side = name,
                n = kings
            ));
        }
        if counts[c][0] > 8 {
            return Err(err!(
                "chess.pawns",
                "{side} has {n} pawns; a side has at most 8",
                side = name,
                n = counts[c][0]
            ));
        }
        let total: u32 = counts[c].iter().sum();
        if total > 16 {
            return Err(err!(
                "chess.pieces",
                "{side} has {n} pieces; a side has at most 16",
                side = name,
                n = total
            ));
        }
        // Pieces beyond the starting set (1 queen, 2 rooks, 2 bishops, 2 knights) are promoted pawns.
        let start = [8, 2, 2, 2, 1];
        let extra: u32 = (1..5).map(|p| counts[c][p].saturating_sub(start[p])).sum();
        if extra + counts[c][0] > 8 {
            return Err(err!(
                "chess.promoted",
                "{side} has {pawns} pawns and {extra} pieces beyond the starting set: each extra piece is a promoted pawn, so at most {most}",
                side = name,
                pawns = counts[c][0],
                extra = extra,
                most = 8 - counts[c][0]
            ));
        }
    }
    Ok(())
}

/// What the move generator would take on trust but no game reaches: kings side by side, a double
/// check that no single move gives.
fn check_reachable(board: &Board) -> Result<(), Error> {
    let (wk, bk) = (board.king(Color::White), board.king(Color::Black));
    if (wk.file() as i32 - bk.file() as i32).abs() <= 1
        && (wk.rank() as i32 - bk.rank() as i32).abs() <= 1
    {
        return Err(err!(
            "chess.kingsTouch",
            "the kings stand side by side (White on {white}, Black on {black}): no game reaches that board",
            white = wk.to_string(),
            black = bk.to_string()
        ));
    }
    let checkers = board.checkers();
    if checkers.len() == 2 {
        let sliders =
            board.pieces(Piece::Bishop) | board.pieces(Piece::Rook) | board.pieces(Piece::Queen);
        if (checkers & sliders).is_empty() {
            return Err(err!(
                "chess.doubleCheck",
                "{side} is in check from two pieces that neither slides: a double check needs a discovered check by a bishop, rook or queen",
                side = color_name(board.side_to_move())
            ));
        }
    }
    Ok(())
}

/// KQkq in standard chess: the king on e1/e8 and the rook in its corner, whatever a Chess960
/// reading of the same letters would accept.
fn check_standard_castling(board: &Board, field: &str) -> Result<(), Error> {
    for c in field.chars().filter(|&c| c != '-') {
        let (color, rank, rook_file) = match c {
            'K' => (Color::White, Rank::First, File::H),
            'Q' => (Color::White, Rank::First, File::A),
            'k' => (Color::Black, Rank::Eighth, File::H),
            _ => (Color::Black, Rank::Eighth, File::A),
        };
        let has = |p, f| board.colored_pieces(color, p).has(Square::new(f, rank));
        if !has(Piece::King, File::E) || !has(Piece::Rook, rook_file) {
            return Err(err!(
                "fen.castlingBoard",
                "the castling field (field 3) '{field}' does not fit the board: '{letter}' needs {side}'s king on e{rank} and a rook on {file}{rank} \
                 (for Chess960 name the rooks' files instead, Shredder-FEN, as in HAha)",
                field = field,
                letter = c,
                side = color_name(color),
                file = if rook_file == File::H { 'h' } else { 'a' },
                rank = if rank == Rank::First { 1 } else { 8 }
            ));
        }
    }
    Ok(())
}

fn check_castling(field: &str) -> Result<(), Error> {
    if field == "-" {
        return Ok(());
    }
    let bad = field
        .chars()
        .find(|c| !matches!(c, 'K' | 'Q' | 'k' | 'q' | 'A'..='H' | 'a'..='h'));
    if let Some(c) = bad {
        return Err(err!(
            "fen.castling",
            "the castling field (field 3) is '{field}': '{letter}' is not one of K, Q, k, q (or - for none)",
            field = field,
            letter = c
        ));
    }
    Ok(())
}

/// Turns what cozy-chess rejected (after the syntax checks above) into a reason.
fn halfmove_error(value: &str) -> Error {
    err!(
        "fen.halfmove",
        "the halfmove clock (field 5) is '{value}': use a whole number from 0 to 100",
        value = value
    )
}

fn move_number_error(value: &str) -> Error {
    err!(
        "fen.moveNumber",
        "the move number (field 6) is '{value}': use a whole number from 1",
        value = value
    )
}

fn explain_fen_error(e: FenParseError, fields: &[&str], side: Color) -> Error {
    match e {
        FenParseError::InvalidBoard => {
            // Either the side not to move is in check, or the side to move has three checkers.
            let flipped = format!("{} {} - - 0 1", fields[0], if side == Color::White { "b" } else { "w" });
            let other = color_name(!side);
            match Board::from_fen(&flipped, false) {
                Ok(b) if !b.checkers().is_empty() => err!(
                    "chess.wrongCheck",
                    "{other} is in check but it is {side}'s move: the side that just moved cannot have left its king in check",
                    other = other,
                    side = color_name(side)
                ),
                _ => err!(
                    "chess.tripleCheck",
                    "{side} is in check from three or more pieces (or two that no move could give at once): no game reaches this board",
                    side = color_name(side)
                ),
            }
        }
        FenParseError::InvalidCastlingRights => err!(
            "fen.castlingRights",
            "the castling field (field 3) '{field}' does not fit the board: castling in standard chess needs the king on e1 (e8 for k and q) and the rook on h1 (K), a1 (Q), h8 (k) or a8 (q); for Chess960 name the rooks' files instead (Shredder-FEN, as in HAha)",
            field = fields[2]
        ),
        FenParseError::InvalidEnPassant => err!(
            "fen.enPassantBoard",
            "the en passant square (field 4) {square} does not fit the board: the side that just moved must have a pawn just past it that advanced two squares, with that square and the one behind it empty",
            square = fields[3]
        ),
        FenParseError::InvalidSideToMove => err!("fen.side", "the side to move (field 2) is '{side}': use w or b", side = fields[1]),
        FenParseError::InvalidHalfMoveClock => halfmove_error(fields[4]),
        FenParseError::InvalidFullmoveNumber => move_number_error(fields[5]),
        other => err!("fen.invalid", "the FEN is invalid: {detail}", detail = other.to_string()),
    }
}

impl fmt::Display for ChessPos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

impl Game for ChessPos {
    type Move = Move;

    #[inline]
    fn side_to_move(&self) -> Side {
        match self.board.side_to_move() {
            Color::White => Side::Max,
            Color::Black => Side::Min,
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.board.generate_moves(|moves| {
            out.extend(moves);
            false
        });
    }

    #[inline]
    fn play(&self, mv: Move) -> Self {
        debug_assert!(
            self.board.is_legal(mv),
            "illegal move {mv} in {}",
            self.board
        );
        let mut board = self.board.clone();
        board.play_unchecked(mv);
        ChessPos {
            board,
            ply: self.ply.saturating_add(1),
        }
    }

    #[inline]
    fn play_into(&self, mv: Move, child: &mut Self) {
        debug_assert!(
            self.board.is_legal(mv),
            "illegal move {mv} in {}",
            self.board
        );
        child.board.copy_from(&self.board);
        child.board.play_unchecked(mv);
        child.ply = self.ply.saturating_add(1);
    }

    fn is_terminal(&self) -> bool {
        self.status() != Status::Ongoing
    }

    /// Material plus piece-square tables from White's view; a mated side to move at ply p scores
    /// -(MATE - p) for White, +(MATE - p) for Black; draws 0.
    fn evaluate(&self) -> i32 {
        match self.status() {
            Status::Ongoing => self.static_eval(),
            Status::Checkmate => {
                let score = MATE - self.ply as i32;
                if self.board.side_to_move() == Color::White {
                    -score
                } else {
                    score
                }
            }
            _ => 0,
        }
    }

    /// Standard Algebraic Notation: `Nbd2`, `exd6`, `O-O`, `e8=Q+`, `Qh4#`.
    fn move_name(&self, mv: Move) -> String {
        let board = &self.board;
        let mut san = String::new();
        if let Some(short) = self.castle_side(mv) {
            san.push_str(if short { "O-O" } else { "O-O-O" });
        } else {
            let piece = board.piece_on(mv.from).unwrap_or(Piece::Pawn);
            let capture = self.victim(mv).is_some();
            if piece == Piece::Pawn {
                if capture {
                    san.push(char::from(mv.from.file()));
                    san.push('x');
                }
                san.push_str(&mv.to.to_string());
                if let Some(p) = mv.promotion {
                    san.push('=');
                    san.push(PIECE_LETTERS[p as usize]);
                }
            } else {
                san.push(PIECE_LETTERS[piece as usize]);
                if piece != Piece::King {
                    // Other pieces of this kind that can also go to `to`, legally.
                    let us = board.side_to_move();
                    let others = board.colored_pieces(us, piece) ^ mv.from.bitboard();
                    let mut rivals = BitBoard::EMPTY;
                    board.generate_moves_for(others, |pm| {
                        if pm.to.has(mv.to) {
                            rivals |= pm.from.bitboard();
                        }
                        false
                    });
                    if !rivals.is_empty() {
                        let same_file = rivals.iter().any(|s| s.file() == mv.from.file());
                        let same_rank = rivals.iter().any(|s| s.rank() == mv.from.rank());
                        if !same_file {
                            san.push(char::from(mv.from.file()));
                        } else if !same_rank {
                            san.push(char::from(mv.from.rank()));
                        } else {
                            san.push_str(&mv.from.to_string());
                        }
                    }
                }
                if capture {
                    san.push('x');
                }
                san.push_str(&mv.to.to_string());
            }
        }
        let mut after = board.clone();
        after.play_unchecked(mv);
        if !after.checkers().is_empty() {
            san.push(if after.generate_moves(|_| true) {
                '+'
            } else {
                '#'
            });
        }
        san
    }

    /// Captures (en passant included) and promotions that capture, plus quiet queen promotions;
    /// ordered by material won (the victim, plus queen minus pawn for a promotion to a queen, and
    /// so on) highest first, then by the cheaper capturing piece: MVV-LVA. Ties keep move order.
    fn noisy_moves(&self, out: &mut Vec<Move>) {
        let board = &self.board;
        let us = board.side_to_move();
        let them = board.colors(!us);
        let ep_square = board.en_passant().map_or(BitBoard::EMPTY, |f| {
            Square::new(f, Rank::Sixth.relative_to(us)).bitboard()
        });
        let promotion_rank = Rank::Eighth.relative_to(us).bitboard();
        let gain = |mv: Move| {
            let victim = self.victim(mv).map_or(0, |p| PIECE_VALUES[p as usize]);
            victim
                + mv.promotion
                    .map_or(0, |p| PIECE_VALUES[p as usize] - PIECE_VALUES[0])
        };
        // Written straight into `out` (a list of its own cost an allocation per node), each move
        // put in its place as it comes, by its key: the most gained first, then the cheapest
        // attacker, then the generator's order (a later move goes after the equal ones). The keys
        // of the first NOISY_KEPT are kept beside; beyond them (a rare crowd of captures) the
        // moves are sorted at the end, with the same result.
        let start = out.len();
        let mut keys = [0u32; NOISY_KEPT];
        let mut add = |mv: Move, gain: i32, attacker: i32| {
            let n = out.len() - start;
            out.push(mv);
            if n < NOISY_KEPT {
                super::insert_by_key_desc(
                    &mut out[start..],
                    &mut keys[..=n],
                    mv,
                    noisy_key(gain, attacker),
                );
            }
        };
        // Only the moves that land on a piece of theirs, on the promotion rank or en passant are
        // generated: the king's other squares are not tested for safety, nor castling.
        board.generate_moves_between(BitBoard::FULL, them | promotion_rank | ep_square, |pm| {
            let attacker = attacker_value_of(pm.piece);
            if pm.piece == Piece::Pawn && !(pm.to & promotion_rank).is_empty() {
                // Promotions, in the generator's order: two of one pawn's can gain the same
                // (takes a knight making a queen, takes a queen making a knight).
                for mv in pm {
                    if mv.promotion == Some(Piece::Queen) || self.victim(mv).is_some() {
                        add(mv, gain(mv), attacker); // not a quiet underpromotion
                    }
                }
                return false;
            }
            // One piece's captures gain what the victim is worth, so among them only those of one
            // kind of victim can tie, and those come in the generator's order (by square). A piece
            // other than a pawn that lands on the promotion rank or the en passant square there
            // captures nothing.
            let to = if pm.piece == Piece::Pawn {
                pm.to
            } else {
                pm.to & them
            };
            for victim in [
                Piece::Pawn,
                Piece::Knight,
                Piece::Bishop,
                Piece::Rook,
                Piece::Queen,
            ] {
                let mut on = to & board.pieces(victim);
                if victim == Piece::Pawn && pm.piece == Piece::Pawn {
                    on |= to & ep_square;
                }
                for sq in on {
                    add(
                        Move {
                            from: pm.from,
                            to: sq,
                            promotion: None,
                        },
                        PIECE_VALUES[victim as usize],
                        attacker,
                    );
                }
            }
            false
        });
        if out.len() - start > NOISY_KEPT {
            super::sort_moves_by_key_desc(&mut out[start..], |mv| {
                (gain(mv), -self.attacker_value(mv))
            });
        }
    }

    /// The side to move passes (not allowed in check); one ply further from the root.
    fn null_move(&self) -> Option<Self> {
        self.board.null_move().map(|board| ChessPos {
            board,
            ply: self.ply.saturating_add(1),
        })
    }

    /// The board's Zobrist hash (cozy-chess's: pieces, side, castling, en passant; not the ply
    /// nor the move counters, so mate scores stored in a table need adjusting by ply).
    fn hash(&self) -> Option<u64> {
        Some(self.board.hash())
    }

    /// In check (a pass is illegal), or the side to move has only king and pawns (where zugzwang
    /// is common and a pass misjudges the position).
    fn null_move_is_risky(&self) -> bool {
        let us = self.board.colors(self.board.side_to_move());
        self.in_check()
            || (us & !(self.board.pieces(Piece::King) | self.board.pieces(Piece::Pawn))).is_empty()
    }

    /// `(victim, attacker)` in centipawns for a capture (en passant: a pawn takes a pawn; the king
    /// as attacker counts [`KING_ATTACKER_VALUE`]); `None` for quiet moves and promotions that do
    /// not capture.
    fn capture_values(&self, mv: Move) -> Option<(i32, i32)> {
        self.victim(mv)
            .map(|p| (PIECE_VALUES[p as usize], self.attacker_value(mv)))
    }

    /// `from * 64 + to + 4096 * promotion` (none 0, N 1, B 2, R 3, Q 4): below [`MOVE_KEY_LIMIT`].
    fn move_key(&self, mv: Move) -> u32 {
        let promotion = match mv.promotion {
            None => 0,
            Some(Piece::Knight) => 1,
            Some(Piece::Bishop) => 2,
            Some(Piece::Rook) => 3,
            Some(_) => 4,
        };
        mv.from as u32 * 64 + mv.to as u32 + 4096 * promotion
    }
}

/// The number of leaf nodes of the legal-move tree `depth` plies deep (bulk-counted at depth 1).
pub fn perft(pos: &ChessPos, depth: u32) -> u64 {
    perft_board(&pos.board, depth)
}

/// Perft per root move, in the game's move order with the moves in UCI (for finding a wrong
/// count by comparing with another program's "divide").
pub fn perft_divide(pos: &ChessPos, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            (
                pos.uci(mv),
                if depth == 0 {
                    0
                } else {
                    perft(&pos.play(mv), depth - 1)
                },
            )
        })
        .collect()
}

fn perft_board(board: &Board, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut n = 0;
            board.generate_moves(|moves| {
                n += moves.len() as u64;
                false
            });
            n
        }
        _ => {
            let mut n = 0;
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    n += perft_board(&child, depth - 1);
                }
                false
            });
            n
        }
    }
}

/// A chess spec's options: a `fen` (6 or 4 fields) or a `preset` by name; neither is the start.
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct ChessOptions {
    fen: Option<String>,
    preset: Option<String>,
}

/// The chess depth when none is asked for.
pub const DEFAULT_CHESS_DEPTH: u32 = 3;

impl GameDef for ChessPos {
    const KIND: &'static str = "chess";
    const HELP: &'static str = "  --game chess [--fen FEN | --preset NAME]
                         chess from a FEN (the 4-field form is accepted too) or a preset:
                         mate-in-two, horizon, zugzwang, middlegame; the start position
                         without either. Moves print in SAN; the evaluation is material plus
                         piece-square tables; mate scores 100000 minus the plies to mate
";
    /// Perft 8 from the start is 84,998,978,598 leaves: hours.
    const PERFT_DEPTH: u32 = 8;
    const SIDES: [&'static str; 2] = ["White", "Black"];
    const EXERCISE: Option<crate::practice::Exercise> = None;
    type Options = ChessOptions;

    fn load(_kind: &str, o: ChessOptions) -> Result<ChessPos, Error> {
        Ok(
            match super::fen_or_preset(
                "chess",
                o.fen.as_deref(),
                o.preset.as_deref(),
                &CHESS_PRESETS,
            )? {
                Some(fen) => ChessPos::from_fen(fen)?,
                None => ChessPos::startpos(),
            },
        )
    }

    fn solver() -> Option<fn(&Self) -> super::solve::Solved> {
        None
    }

    /// Chess counts a mate in moves, and names the sides.
    fn value_words(value: i32) -> Option<String> {
        super::mate_in(value).map(|(side, moves)| {
            let name = Self::SIDES[if side == Side::Max { 0 } else { 1 }];
            // MATE itself: the side to move at the root is already checkmated.
            if moves == 0 {
                format!("checkmate: {name} has won")
            } else {
                format!("{name} mates in {moves}")
            }
        })
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(self, depth)
    }

    fn info() -> GameInfo {
        GameInfo {
            kind: Self::KIND,
            title: "Chess",
            summary: "Chess from a FEN; White is MAX. Material plus piece-square tables, in centipawns.",
            options: vec![OptionInfo::new("fen", "FEN", "text", json!("")).help("FEN (6 or 4 fields); empty: the start position")],
            variants: vec![],
            presets: CHESS_PRESETS.iter().map(|p| p.info(json!({ "fen": p.position }))).collect(),
            max_depth: Self::MAX_DEPTH,
            default_depth: DEFAULT_CHESS_DEPTH,
            depth_ends_game: false,
            board: Some(BoardInfo { kind: "chess", width: 8, height: 8 }),
            playable: true,
            techniques: vec!["iterativeDeepening", "tt", "nullMove", "quiescence", "aspiration", "ordering"],
            orderings: vec!["reversed", "random", "mvv-lva", "killer,history", "hash,mvv-lva,killer,history"],
            notation: "FEN: ranks 8 to 1, side to move, castling, en passant (halfmove and fullmove optional)",
            sides: Self::SIDES,
            practice: Self::EXERCISE.is_some(),
        }
    }

    fn natural_depth(&self) -> u32 {
        DEFAULT_CHESS_DEPTH
    }

    fn depth_ends_game(&self) -> bool {
        false
    }

    fn position(&self) -> Option<String> {
        Some(self.fen())
    }

    fn options(&self) -> Option<serde_json::Value> {
        Some(json!({ "fen": self.fen() }))
    }

    /// From and to squares, row by row from a8 (White at the bottom); castling as the king's move.
    fn move_cells(&self, mv: Move) -> Vec<u32> {
        let to = if let Some(short) = self.castle_side(mv) {
            Square::new(if short { File::G } else { File::C }, mv.from.rank())
        } else {
            mv.to
        };
        let cell = |sq: Square| (7 - sq.rank() as u32) * 8 + sq.file() as u32;
        vec![cell(mv.from), cell(to)]
    }

    fn explain_eval(&self) -> Vec<Term> {
        ChessPos::explain_eval(self)
    }

    fn good_ordering() -> &'static str {
        "mvv-lva,killer,history"
    }

    fn has_engine_techniques() -> bool {
        true
    }
}
