//! Xiangqi (Chinese chess) on its own move generator: a 9x10 mailbox with move tables built at
//! compile time, copy-make positions, and a teaching evaluation (material plus piece-square
//! tables), with a lost game scored by its distance from the search root.
//!
//! Red is MAX and moves first. Squares are numbered `rank * 9 + file`: files a-i from Red's left,
//! ranks 0-9 from Red's back rank, so a0 = 0 and i9 = 89. Moves print in ICCS coordinates
//! ([`Game::move_name`]: `h2e2`) and in WXF notation ([`XiangqiPos::wxf`]: `C2.5`).
//!
//! Rules: the general stays in its palace and may never face the other general on an open file
//! (the flying general); a move that leaves one's own general attacked, or the generals facing,
//! is illegal. A side with no legal move has lost, in check or not (there is no stalemate draw).
//! There are no repetition rules here (perpetual check and chasing are not recognised) and no
//! move-count draw: a search sees a repeated position as a new one.
//!
//! Move order ([`Game::legal_moves`]): pieces from a0 towards i9 (rank by rank from Red's back
//! rank, each rank from file a), each piece's targets in the order of its move table: general
//! and chariot/cannon rays up, down, right, left; advisors, elephants and horses from their
//! lowest target square up; soldiers forward, then left, then right.

use super::{BoardInfo, Game, GameDef, GameInfo, OptionInfo, Preset, Side};
use crate::error::list;
use crate::error::Error;
use crate::term::{counted, said, Term};
use serde_json::json;
use std::fmt;

/// A lost game scores `MATE - ply` for the winner (nearer wins score higher); scores beyond
/// `MATE_BOUND` are mates. The crate-wide constants, far below [`super::INF`].
pub use super::{MATE, MATE_BOUND};

/// The starting position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Files and ranks of the board.
pub const FILES: usize = 9;
pub const RANKS: usize = 10;
/// Points of the board (`rank * 9 + file`).
pub const SQUARES: usize = FILES * RANKS;

/// Keys from [`XiangqiPos::move_key`] are below this: `from * 90 + to`.
pub const MOVE_KEY_LIMIT: u32 = (SQUARES * SQUARES) as u32;

/// Presets, the position a FEN. Tests in `crate/tests/xiangqi.rs` check each claim.
pub const XIANGQI_PRESETS: [Preset; 4] = [
    Preset {
        name: "mate-in-two",
        title: "Mate in two: cannon and horse",
        position: "3aka3/9/9/9/9/9/4CN3/9/9/3K5 w - - 0 1",
        extra: (),
        note: "Red mates in two with the quiet 1.H4+3 (f3g5): Black's advisors cannot step to e8, where \
         they would screen the central cannon onto their own general, so 1...K5+1 (e9e8) is forced \
         and 2.H3+5 (g5e6) mates: the horse screens the cannon onto the general and covers d8 and \
         f8. A search must look 3 plies deep to see it (scored MATE - 3); at depth 1 or 2 the horse \
         move looks like nothing.",
        depth: Some(3),
        search: Some(r#"{ "algorithm": "pvs" }"#),
    },
    Preset {
        name: "horizon",
        title: "Horizon effect: a soldier guarded by a horse",
        position: "3aka3/1n7/4b4/2p1p4/9/9/P3P4/9/9/2RAKA3 w - - 0 1",
        extra: (),
        note: "At depth 1 without quiescence the chariot takes the c6 soldier (c0c6, R7+6), because the \
         horse's recapture b8c6 lies past the horizon; quiescence search plays the captures out, \
         sees the chariot lost and keeps it.",
        depth: Some(1),
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "zugzwang",
        title: "Zugzwang: a lone soldier and the general's file",
        position: "9/5k3/3P5/9/9/9/9/9/9/3K5 w - - 0 1",
        extra: (),
        note: "1.P6.5 (d7e7) leaves the black general one move, to f9, and 2.P5+1 (e7e8) leaves it none: \
         not in check, but a side that cannot move has lost (MATE - 3). Black would love to pass. \
         A null move lets it, and alpha-beta with null-move pruning (R = 2 or 3 at depth 5) \
         then misses the win; the guard 'no chariot, horse or cannon' refuses the pass, and the search \
         finds the mate again.",
        depth: Some(5),
        search: Some(r#"{ "algorithm": "alphabeta", "nullMove": 3 }"#),
    },
    Preset {
        name: "middlegame",
        title: "Central cannon against screen horses",
        position: "2bakabr1/r8/1cn3nc1/p3p3p/2p3p2/9/P1P1P1P1P/1CN1C1N2/5R3/2BAKABR1 w - - 12 7",
        extra: (),
        note: "A common opening after 1.C2.5 H8+7 2.H2+3 R9.8 3.R1.2 H2+3 4.H8+7 P3+1 5.R9+1 R1+1 6.R9.4 \
         P7+1, with chariots facing cannons on open files: compare the node counts with and \
         without move ordering, the transposition table and iterative deepening.",
        depth: Some(4),
        search: Some(r#"{ "algorithm": "pvs", "iterativeDeepening": true, "tt": true, "ordering": ["hash", "mvv-lva", "killer", "history"] }"#),
    },
];

/// The two sides. Red moves first and is MAX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    Red,
    Black,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "Red",
            Color::Black => "Black",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The seven kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::General,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Chariot,
        Kind::Cannon,
        Kind::Soldier,
    ];

    /// The FEN letter (Red's, upper case): K A B N R C P.
    pub fn fen_letter(self) -> char {
        b"KABNRCP"[self as usize] as char
    }

    /// The WXF letter: K A E H R C P.
    pub fn wxf_letter(self) -> char {
        b"KAEHRCP"[self as usize] as char
    }

    pub fn name(self) -> &'static str {
        [
            "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier",
        ][self as usize]
    }

    /// The most of this kind one side can have.
    pub fn max_count(self) -> u32 {
        [1, 2, 2, 2, 2, 2, 5][self as usize]
    }

    fn from_letter(c: char) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'K' => Kind::General,
            'A' => Kind::Advisor,
            'B' | 'E' => Kind::Elephant,
            'N' | 'H' => Kind::Horse,
            'R' => Kind::Chariot,
            'C' => Kind::Cannon,
            'P' => Kind::Soldier,
            _ => return None,
        })
    }
}

/// A move from one point to another (`rank * 9 + file` each). Prints in ICCS (`h2e2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

impl Move {
    pub fn new(from: usize, to: usize) -> Move {
        Move {
            from: from as u8,
            to: to as u8,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            square_name(self.from as usize),
            square_name(self.to as usize)
        )
    }
}

/// `e0`, `h2`: the file letter a-i and the rank digit 0-9 from Red's side.
pub fn square_name(sq: usize) -> String {
    format!("{}{}", (b'a' + (sq % FILES) as u8) as char, sq / FILES)
}

/// The point named `e0`, `h2`, ... (ICCS).
pub fn parse_square(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let file = b[0]
        .to_ascii_lowercase()
        .checked_sub(b'a')
        .filter(|&f| f < 9)?;
    let rank = b[1].checked_sub(b'0').filter(|&r| r < 10)?;
    Some(rank as usize * FILES + file as usize)
}

// ---------------------------------------------------------------------------------------------
// Pieces on the board: 0 is empty, otherwise 1 + kind, plus 8 for Black (Red 1-7, Black 9-15).

const EMPTY: u8 = 0;
const BLACK_BIT: u8 = 8;

const fn code(color: Color, kind: Kind) -> u8 {
    1 + kind as u8
        + if matches!(color, Color::Black) {
            BLACK_BIT
        } else {
            0
        }
}

const fn kind_of(p: u8) -> Kind {
    Kind::ALL[((p & 7) - 1) as usize]
}

const fn color_of(p: u8) -> Color {
    if p & BLACK_BIT != 0 {
        Color::Black
    } else {
        Color::Red
    }
}

const NONE: u8 = u8::MAX;

const fn file_of(sq: usize) -> i32 {
    (sq % FILES) as i32
}
const fn rank_of(sq: usize) -> i32 {
    (sq / FILES) as i32
}
const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < 9 && rank >= 0 && rank < 10
}
const fn at(file: i32, rank: i32) -> u8 {
    (rank * 9 + file) as u8
}
const fn in_palace(file: i32, rank: i32) -> bool {
    file >= 3 && file <= 5 && ((rank >= 0 && rank <= 2) || (rank >= 7 && rank <= 9))
}
const fn red_half(rank: i32) -> bool {
    rank <= 4
}

/// Targets of a general (or, for advisors, diagonal steps) inside the palace that holds `sq`.
const fn palace_steps(diagonal: bool) -> [[u8; 4]; SQUARES] {
    let mut t = [[NONE; 4]; SQUARES];
    let steps: [(i32, i32); 4] = if diagonal {
        [(-1, -1), (1, -1), (-1, 1), (1, 1)]
    } else {
        [(0, 1), (0, -1), (1, 0), (-1, 0)]
    };
    let mut sq = 0;
    while sq < SQUARES {
        let (f, r) = (file_of(sq), rank_of(sq));
        if in_palace(f, r) {
            let mut n = 0;
            let mut i = 0;
            while i < 4 {
                let (nf, nr) = (f + steps[i].0, r + steps[i].1);
                // Same palace: both ranks on the same side of the river.
                if in_palace(nf, nr) && red_half(nr) == red_half(r) {
                    t[sq][n] = at(nf, nr);
                    n += 1;
                }
                i += 1;
            }
        }
        sq += 1;
    }
    t
}

/// Elephant targets `(to, eye)`, never across the river; a blocked eye stops the move.
const fn elephant_steps() -> [[(u8, u8); 4]; SQUARES] {
    let mut t = [[(NONE, NONE); 4]; SQUARES];
    let dirs: [(i32, i32); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];
    let mut sq = 0;
    while sq < SQUARES {
        let (f, r) = (file_of(sq), rank_of(sq));
        let mut n = 0;
        let mut i = 0;
        while i < 4 {
            let (nf, nr) = (f + 2 * dirs[i].0, r + 2 * dirs[i].1);
            if on_board(nf, nr) && red_half(nr) == red_half(r) {
                t[sq][n] = (at(nf, nr), at(f + dirs[i].0, r + dirs[i].1));
                n += 1;
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

const HORSE_JUMPS: [(i32, i32); 8] = [
    (-1, -2),
    (1, -2),
    (-2, -1),
    (2, -1),
    (-2, 1),
    (2, 1),
    (-1, 2),
    (1, 2),
];

const fn sign(x: i32) -> i32 {
    if x > 0 {
        1
    } else if x < 0 {
        -1
    } else {
        0
    }
}

/// Horse moves `(to, leg)`: one step orthogonally (the leg, which must be empty), then one
/// diagonally outwards. With `attacks`, the reverse: `(horse square, its leg)` for the horses
/// that attack the point, the leg then being the point's diagonal neighbour towards the horse.
const fn horse_steps(attacks: bool) -> [[(u8, u8); 8]; SQUARES] {
    let mut t = [[(NONE, NONE); 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let (f, r) = (file_of(sq), rank_of(sq));
        let mut n = 0;
        let mut i = 0;
        while i < 8 {
            let (df, dr) = HORSE_JUMPS[i];
            let (nf, nr) = (f + df, r + dr);
            if on_board(nf, nr) {
                let leg = if attacks {
                    at(f + sign(df), r + sign(dr))
                } else if df.abs() == 2 {
                    at(f + sign(df), r)
                } else {
                    at(f, r + sign(dr))
                };
                t[sq][n] = (at(nf, nr), leg);
                n += 1;
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

/// Rays up, down, right and left (towards Black, towards Red, towards file i, towards file a),
/// nearest point first, ended by [`NONE`].
const fn rays() -> [[[u8; 10]; 4]; SQUARES] {
    let mut t = [[[NONE; 10]; 4]; SQUARES];
    let dirs: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 4 {
            let (mut f, mut r) = (file_of(sq) + dirs[d].0, rank_of(sq) + dirs[d].1);
            let mut n = 0;
            while on_board(f, r) {
                t[sq][d][n] = at(f, r);
                n += 1;
                f += dirs[d].0;
                r += dirs[d].1;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

/// Soldier targets per colour: forward, then sideways once across the river.
const fn soldier_steps() -> [[[u8; 3]; SQUARES]; 2] {
    let mut t = [[[NONE; 3]; SQUARES]; 2];
    let mut c = 0;
    while c < 2 {
        let forward = if c == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < SQUARES {
            let (f, r) = (file_of(sq), rank_of(sq));
            let mut n = 0;
            if on_board(f, r + forward) {
                t[c][sq][n] = at(f, r + forward);
                n += 1;
            }
            let crossed = if c == 0 { r >= 5 } else { r <= 4 };
            if crossed {
                if f > 0 {
                    t[c][sq][n] = at(f - 1, r);
                    n += 1;
                }
                if f < 8 {
                    t[c][sq][n] = at(f + 1, r);
                }
            }
            sq += 1;
        }
        c += 1;
    }
    t
}

static GENERAL_TO: [[u8; 4]; SQUARES] = palace_steps(false);
static ADVISOR_TO: [[u8; 4]; SQUARES] = palace_steps(true);
static ELEPHANT_TO: [[(u8, u8); 4]; SQUARES] = elephant_steps();
static HORSE_TO: [[(u8, u8); 8]; SQUARES] = horse_steps(false);
static HORSE_FROM: [[(u8, u8); 8]; SQUARES] = horse_steps(true);
static RAYS: [[[u8; 10]; 4]; SQUARES] = rays();
static SOLDIER_TO: [[[u8; 3]; SQUARES]; 2] = soldier_steps();

// CITE: Zobrist, "A new hashing method with application for game playing" (1970). The keys come
// from Marsaglia's xorshift64 ("Xorshift RNGs", 2003) with a fixed seed, so hashes are the same in
// every build and on every platform.
const fn zobrist_keys() -> ([[u64; SQUARES]; 16], u64) {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut t = [[0u64; SQUARES]; 16];
    let mut p = 0;
    while p < 16 {
        let mut sq = 0;
        while sq < SQUARES {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            t[p][sq] = state;
            sq += 1;
        }
        p += 1;
    }
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    (t, state)
}

static ZOBRIST: ([[u64; SQUARES]; 16], u64) = zobrist_keys();

fn zobrist(p: u8, sq: usize) -> u64 {
    ZOBRIST.0[p as usize][sq]
}

fn zobrist_black_to_move() -> u64 {
    ZOBRIST.1
}

// ---------------------------------------------------------------------------------------------
// Evaluation.

/// Material in centipawns, indexed by `Kind as usize` (REFERENCE.md's scale: soldier 1, advisor
/// 2, elephant 2, horse 4, cannon 4.5, chariot 9 pawns). The general has no material value.
pub const PIECE_VALUES: [i32; 7] = [0, 200, 200, 400, 900, 450, 100];

/// A soldier across the river is worth this instead of 100: it can move sideways.
pub const SOLDIER_ACROSS_VALUE: i32 = 200;

/// The general's value as a capturing piece in [`XiangqiPos::capture_values`]: more than a
/// chariot, so it is the "least valuable attacker" last; generals are never captured.
pub const GENERAL_ATTACKER_VALUE: i32 = 1_000;

// CITE: the piece-position tables (cucvlPiecePos) of XQWLight, the open-source teaching engine of
// Morning Yellow (Huang Chen, www.xqbase.com), the author of ElephantEye. XQWLight's tables fold
// material in on its own scale (a chariot about 206); here only their shape is kept: each table
// minus its value on the piece's starting point (PST_BASE), times PST_SCALE, so a piece at home
// scores 0 and the bonus sits in centipawns beside the material above. Written from Red's side,
// rank 9 (Black's back rank) on the first line; a Red piece on (file, rank) reads entry
// (9 - rank) * 9 + file, a Black one entry rank * 9 + file (the tables are symmetric left-right).
#[rustfmt::skip]
const PST: [[u8; SQUARES]; 7] = [
    [ // general
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  1,  1,  1,  0,  0,  0,
        0,  0,  0,  2,  2,  2,  0,  0,  0,
        0,  0,  0, 11, 15, 11,  0,  0,  0,
    ],
    [ // advisor
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0, 20,  0, 20,  0,  0,  0,
        0,  0,  0,  0, 23,  0,  0,  0,  0,
        0,  0,  0, 20,  0, 20,  0,  0,  0,
    ],
    [ // elephant
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0, 20,  0,  0,  0, 20,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
       18,  0,  0,  0, 23,  0,  0,  0, 18,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0, 20,  0,  0,  0, 20,  0,  0,
    ],
    [ // horse
       90, 90, 90, 96, 90, 96, 90, 90, 90,
       90, 96,103, 97, 94, 97,103, 96, 90,
       92, 98, 99,103, 99,103, 99, 98, 92,
       93,108,100,107,100,107,100,108, 93,
       90,100, 99,103,104,103, 99,100, 90,
       90, 98,101,102,103,102,101, 98, 90,
       92, 94, 98, 95, 98, 95, 98, 94, 92,
       93, 92, 94, 95, 92, 95, 94, 92, 93,
       85, 90, 92, 93, 78, 93, 92, 90, 85,
       88, 85, 90, 88, 90, 88, 90, 85, 88,
    ],
    [ // chariot
      206,208,207,213,214,213,207,208,206,
      206,212,209,216,233,216,209,212,206,
      206,208,207,214,216,214,207,208,206,
      206,213,213,216,216,216,213,213,206,
      208,211,211,214,215,214,211,211,208,
      208,212,212,214,215,214,212,212,208,
      204,209,204,212,214,212,204,209,204,
      198,208,204,212,212,212,204,208,198,
      200,208,206,212,200,212,206,208,200,
      194,206,204,212,200,212,204,206,194,
    ],
    [ // cannon
      100,100, 96, 91, 90, 91, 96,100,100,
       98, 98, 96, 92, 89, 92, 96, 98, 98,
       97, 97, 96, 91, 92, 91, 96, 97, 97,
       96, 99, 99, 98,100, 98, 99, 99, 96,
       96, 96, 96, 96,100, 96, 96, 96, 96,
       95, 96, 99, 96,100, 96, 99, 96, 95,
       96, 96, 96, 96, 96, 96, 96, 96, 96,
       97, 96,100, 99,101, 99,100, 96, 97,
       96, 97, 98, 98, 98, 98, 98, 97, 96,
       96, 96, 97, 99, 99, 99, 97, 96, 96,
    ],
    [ // soldier
        9,  9,  9, 11, 13, 11,  9,  9,  9,
       19, 24, 34, 42, 44, 42, 34, 24, 19,
       19, 24, 32, 37, 37, 37, 32, 24, 19,
       19, 23, 27, 29, 30, 29, 27, 23, 19,
       14, 18, 20, 27, 29, 27, 20, 18, 14,
        7,  0, 13,  0, 16,  0, 13,  0,  7,
        7,  0,  7,  0, 15,  0,  7,  0,  7,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
        0,  0,  0,  0,  0,  0,  0,  0,  0,
    ],
];

/// Each table's value on the piece's (a-side) starting point: e0, d0, c0, b0, a0, b2, a3.
const PST_BASE: [i32; 7] = [15, 20, 20, 85, 194, 96, 7];

/// XQWLight's units are about a fifth of a pawn for the chariot; twice a unit keeps the tables'
/// bonuses well below the material differences (a chariot gains at most 78 on e8).
pub const PST_SCALE: i32 = 2;

/// The piece-square bonus of `kind` of `color` on `sq`, in centipawns (positive is good for that
/// piece's owner; 0 on the starting points).
pub const fn piece_square_value(kind: Kind, color: Color, sq: usize) -> i32 {
    let (file, rank) = (sq % FILES, sq / FILES);
    let row = if matches!(color, Color::Red) {
        9 - rank
    } else {
        rank
    };
    (PST[kind as usize][row * FILES + file] as i32 - PST_BASE[kind as usize]) * PST_SCALE
}

/// The material value of `kind` of `color` on `sq` (a soldier across the river counts double).
pub const fn material_value(kind: Kind, color: Color, sq: usize) -> i32 {
    if matches!(kind, Kind::Soldier) && across_river(color, sq) {
        SOLDIER_ACROSS_VALUE
    } else {
        PIECE_VALUES[kind as usize]
    }
}

const fn across_river(color: Color, sq: usize) -> bool {
    match color {
        Color::Red => sq / FILES >= 5,
        Color::Black => sq / FILES <= 4,
    }
}

/// What a piece on a point adds to [`XiangqiPos::static_eval`], by piece code (0, empty, adds
/// nothing) and point: its material plus its piece-square bonus, Red's positive, Black's negative.
/// Read once per point, where working it out per point (the piece's kind and colour, the river,
/// the table's row) was most of the evaluation's time.
/// (Each fits an i16: a chariot's 900 plus at most 78; half the bytes of i32s in the wasm.)
static EVAL_TABLE: [[i16; SQUARES]; 16] = eval_table();

const fn eval_table() -> [[i16; SQUARES]; 16] {
    let mut table = [[0; SQUARES]; 16];
    let mut p = 1;
    while p < 16 {
        if p != BLACK_BIT as usize {
            let (kind, color) = (kind_of(p as u8), color_of(p as u8));
            let mut sq = 0;
            while sq < SQUARES {
                let v = material_value(kind, color, sq) + piece_square_value(kind, color, sq);
                table[p][sq] = (if matches!(color, Color::Red) { v } else { -v }) as i16;
                sq += 1;
            }
        }
        p += 1;
    }
    table
}

// ---------------------------------------------------------------------------------------------
// The position.

/// Why a game is over, or that it is not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Ongoing,
    /// The side to move is in check and has no legal move: it has lost.
    Checkmate,
    /// The side to move is not in check but has no legal move: in xiangqi it has lost too.
    Stalemate,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::Ongoing => "ongoing",
            Status::Checkmate => "checkmate",
            Status::Stalemate => "stalemate (a loss in xiangqi)",
        })
    }
}

/// A xiangqi position plus its distance from the search root. The default is the starting
/// position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XiangqiPos {
    board: [u8; SQUARES],
    side: Color,
    /// Where each general stands, indexed by `Color as usize`.
    generals: [u8; 2],
    /// The points each side's pieces stand on, a bit a point (point `sq` is bit `sq % 64` of word
    /// `sq / 64`), indexed as `generals`: the move generator visits a side's 16 pieces at most,
    /// not the 90 points. Two u64 words, not a u128: in WebAssembly a u128's shift is a call.
    pieces: [[u64; 2]; 2],
    hash: u64,
    /// Plies from the search root (for mate distance); 0 for a parsed position.
    ply: u16,
    /// FEN's move counters, kept for the round trip: plies since the last capture, move number.
    halfmove: u16,
    fullmove: u16,
    /// Name moves in WXF notation (`C2.5`) instead of ICCS coordinates (`h2e2`): the page's choice.
    wxf_names: bool,
}

impl Default for XiangqiPos {
    fn default() -> Self {
        XiangqiPos::from_fen(START_FEN).expect("the start position parses")
    }
}

/// Room for the pseudo-legal moves of one position (at most 2*17 + 2*17 + 2*8 + 2*4 + 2*4 + 4 +
/// 5*3 = 119).
const MAX_MOVES: usize = 128;

struct MoveBuf {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveBuf {
    fn new() -> Self {
        MoveBuf {
            moves: [Move { from: 0, to: 0 }; MAX_MOVES],
            len: 0,
        }
    }
    fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

/// True when the general of `us` on `king` is attacked on `board`, counting the other general on
/// the same open file (the flying general) as an attacker.
#[inline]
fn general_attacked(board: &[u8; SQUARES], king: usize, us: Color) -> bool {
    general_attacked_on(|sq| board[sq], king, us)
}

/// [`general_attacked`] on the board that `board` reads point by point (a board with a move made
/// on it, read without copying it: a copy is a call in WebAssembly).
#[inline(always)]
fn general_attacked_on(board: impl Fn(usize) -> u8 + Copy, king: usize, us: Color) -> bool {
    let them = us.other();
    // Generals never share a rank (their palaces are apart), so a general met first on any ray is
    // on the same file with nothing between: facing.
    if (0..4).any(|d| ray_attacked(board, king, d, us)) {
        return true;
    }
    let horse = code(them, Kind::Horse);
    for &(h, leg) in &HORSE_FROM[king] {
        if h == NONE {
            break;
        }
        if board(h as usize) == horse && board(leg as usize) == EMPTY {
            return true;
        }
    }
    // Enemy soldiers in front of the general and beside it (a soldier beside a general stands in
    // that general's palace, across the river, so it may move sideways).
    let soldier = code(them, Kind::Soldier);
    let front = if us == Color::Red {
        king + FILES
    } else {
        king - FILES
    };
    board(front) == soldier || board(king - 1) == soldier || board(king + 1) == soldier
}

/// The ray (index into [`RAYS`]: up, down, right, left) from `king` that passes through `sq`, if
/// they share a file or a rank.
#[inline]
fn line_from(king: usize, sq: usize) -> Option<usize> {
    if sq % FILES == king % FILES {
        Some(if sq > king { 0 } else { 1 })
    } else if sq / FILES == king / FILES {
        Some(if sq > king { 2 } else { 3 })
    } else {
        None
    }
}

/// True when, along ray `d` from the general of `us` on `king`, the first piece is an enemy
/// chariot or the enemy general (facing), or the second an enemy cannon. `board` reads the piece
/// on a point (of a board, or of a board with a move made on it).
#[inline(always)]
fn ray_attacked(board: impl Fn(usize) -> u8, king: usize, d: usize, us: Color) -> bool {
    let them = us.other();
    let ray = &RAYS[king][d];
    let mut i = 0;
    while ray[i] != NONE && board(ray[i] as usize) == EMPTY {
        i += 1;
    }
    if ray[i] == NONE {
        return false;
    }
    let p = board(ray[i] as usize);
    if p == code(them, Kind::Chariot) || p == code(them, Kind::General) {
        return true;
    }
    i += 1;
    while ray[i] != NONE && board(ray[i] as usize) == EMPTY {
        i += 1;
    }
    ray[i] != NONE && board(ray[i] as usize) == code(them, Kind::Cannon)
}

impl XiangqiPos {
    /// The starting position.
    pub fn startpos() -> Self {
        Self::default()
    }

    /// A position from FEN: the placement and the side to move are needed; the other fields
    /// (`- - 0 1`) may follow. Placement letters K A B N R C P (Red) and k a b n r c p (Black),
    /// with E/e for elephants and H/h for horses accepted too; side `w` or `r` for Red, `b` for
    /// Black.
    ///
    /// # Errors
    /// A message naming the field that is wrong and why: an unknown letter, a rank that does not
    /// cover 9 points, a missing general, a piece where no game can bring it (general outside its
    /// palace, advisor or elephant off its points, soldier behind its starting rank), too many
    /// pieces of a kind, or the side not to move in check.
    pub fn from_fen(text: &str) -> Result<XiangqiPos, Error> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        match fields.len() {
            0 => return Err(err!("xiangqi.empty", "the FEN is empty: give at least the placement and the side to move (w or b)")),
            1 => return Err(err!("xiangqi.noSide", "the FEN has only the placement: add the side to move (field 2), w (or r) for Red or b for Black")),
            2..=6 => {}
            n => {
                return Err(err!(
                    "xiangqi.fields",
                    "the FEN has {n} fields; it has at most 6 (placement, side, -, -, halfmove clock, move number)",
                    n = n
                ))
            }
        }
        let board = parse_placement(fields[0])?;
        let side = match fields[1] {
            "w" | "r" | "W" | "R" => Color::Red,
            "b" | "B" => Color::Black,
            other => {
                return Err(err!(
                    "xiangqi.side",
                    "the side to move (field 2) is '{side}': use w (or r) for Red, b for Black",
                    side = other
                ))
            }
        };
        if let Some(&f) = fields.get(2).filter(|&&f| f != "-") {
            return Err(err!(
                "xiangqi.castling",
                "field 3 (chess's castling field) is '{value}': xiangqi has no castling, write -",
                value = f
            ));
        }
        if let Some(&f) = fields.get(3).filter(|&&f| f != "-") {
            return Err(err!("xiangqi.enPassant", "field 4 (chess's en passant field) is '{value}': xiangqi has no en passant, write -", value = f));
        }
        let halfmove = match fields.get(4) {
            None => 0,
            Some(f) => f.parse::<u16>().map_err(|_| {
                err!(
                    "xiangqi.halfmove",
                    "the halfmove clock (field 5) is '{value}': use a whole number from 0",
                    value = *f
                )
            })?,
        };
        let fullmove = match fields.get(5) {
            None => 1,
            Some(f) => match f.parse::<u16>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(err!(
                        "fen.moveNumber",
                        "the move number (field 6) is '{value}': use a whole number from 1",
                        value = *f
                    ))
                }
            },
        };
        let mut generals = [0u8; 2];
        let mut hash = 0;
        for (sq, &p) in board.iter().enumerate() {
            if p != EMPTY {
                hash ^= zobrist(p, sq);
                if kind_of(p) == Kind::General {
                    generals[color_of(p).index()] = sq as u8;
                }
            }
        }
        if side == Color::Black {
            hash ^= zobrist_black_to_move();
        }
        let mut pieces = [[0u64; 2]; 2];
        for (sq, &p) in board.iter().enumerate() {
            if p != EMPTY {
                flip_point(&mut pieces[color_of(p).index()], sq);
            }
        }
        let pos = XiangqiPos {
            board,
            side,
            generals,
            hash,
            pieces,
            ply: 0,
            halfmove,
            fullmove,
            wxf_names: false,
        };
        let waiting = side.other();
        if general_attacked(&pos.board, pos.generals[waiting.index()] as usize, waiting) {
            let (r, b) = (pos.generals[0] as usize, pos.generals[1] as usize);
            if r % FILES == b % FILES
                && (r + FILES..b).step_by(FILES).all(|s| pos.board[s] == EMPTY)
            {
                return Err(err!(
                    "xiangqi.facing",
                    "the generals face each other on file {file} with nothing between: no move can leave them so",
                    file = (b'a' + (r % FILES) as u8) as char
                ));
            }
            return Err(err!(
                "xiangqi.wrongCheck",
                "{other} is in check but it is {side}'s move: the side that just moved cannot have left its general attacked",
                other = waiting.name(),
                side = side.name()
            ));
        }
        Ok(pos)
    }

    /// The position as a 6-field FEN (`w` for Red, letters N and B for horses and elephants).
    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let p = self.board[rank * FILES + file];
                if p == EMPTY {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    s.push(char::from(b'0' + empty));
                    empty = 0;
                }
                let c = kind_of(p).fen_letter();
                s.push(if color_of(p) == Color::Red {
                    c
                } else {
                    c.to_ascii_lowercase()
                });
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let side = if self.side == Color::Red { 'w' } else { 'b' };
        format!("{s} {side} - - {} {}", self.halfmove, self.fullmove)
    }

    /// The piece on `sq` (`rank * 9 + file`), if any.
    pub fn piece_at(&self, sq: usize) -> Option<(Color, Kind)> {
        let p = self.board[sq];
        (p != EMPTY).then(|| (color_of(p), kind_of(p)))
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.side
    }

    /// Plies from the search root.
    pub fn ply(&self) -> u16 {
        self.ply
    }

    /// The same position as a search root (ply 0), so mate distances count from here.
    pub fn as_root(&self) -> XiangqiPos {
        XiangqiPos {
            ply: 0,
            ..self.clone()
        }
    }

    /// The position after `mv`, or `None` when `mv` is not legal here.
    pub fn try_play(&self, mv: Move) -> Option<XiangqiPos> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.contains(&mv).then(|| self.play(mv))
    }

    /// True when the side to move is in check (the other general facing it counts).
    pub fn in_check(&self) -> bool {
        general_attacked(
            &self.board,
            self.generals[self.side.index()] as usize,
            self.side,
        )
    }

    /// Whether the game is over here, and how.
    pub fn status(&self) -> Status {
        if self.has_legal_move() {
            Status::Ongoing
        } else if self.in_check() {
            Status::Checkmate
        } else {
            Status::Stalemate
        }
    }

    /// Material of `color` in centipawns (the general excluded).
    pub fn material(&self, color: Color) -> i32 {
        self.pieces(color)
            .map(|(sq, kind)| material_value(kind, color, sq))
            .sum()
    }

    /// Piece-square bonuses of `color`'s pieces, in centipawns.
    pub fn placement(&self, color: Color) -> i32 {
        self.pieces(color)
            .map(|(sq, kind)| piece_square_value(kind, color, sq))
            .sum()
    }

    /// The static evaluation without the game-over checks: material plus piece-square tables,
    /// Red's total minus Black's.
    pub fn static_eval(&self) -> i32 {
        let mut v = 0;
        for (sq, &p) in self.board.iter().enumerate() {
            v += EVAL_TABLE[p as usize][sq] as i32;
        }
        v
    }

    /// The terms of [`Game::evaluate`], each signed from Red's point of view; they add up to it.
    /// A finished game gives one line (the loss, with its distance from the root).
    pub fn explain_eval(&self) -> Vec<Term> {
        let status = self.status();
        if status != Status::Ongoing {
            let how = if status == Status::Checkmate {
                "checkmate"
            } else {
                "stalemate"
            };
            return vec![term!(
                self.evaluate(),
                "xqNoMove",
                "{how}: {side} has no legal move {plies} from the root and loses (MATE - {mate})",
                how = said(how, &status.to_string()),
                side = self.side.name(),
                plies = counted(self.ply, "ply", "plies"),
                mate = self.ply
            )];
        }
        let mut out = Vec::new();
        for (c, sign) in [(Color::Red, 1), (Color::Black, -1)] {
            let counts: Vec<String> = [
                Kind::Chariot,
                Kind::Cannon,
                Kind::Horse,
                Kind::Elephant,
                Kind::Advisor,
                Kind::Soldier,
            ]
            .iter()
            .filter_map(|&k| {
                let n = self.pieces(c).filter(|&(_, kind)| kind == k).count();
                (n > 0).then(|| format!("{n}{}", k.wxf_letter()))
            })
            .collect();
            let across = self
                .pieces(c)
                .filter(|&(sq, k)| k == Kind::Soldier && across_river(c, sq))
                .count();
            let (side, value) = (c.name(), sign * self.material(c));
            // A soldier across the river is among the counts, so "general only" has none across.
            out.push(if counts.is_empty() {
                term!(
                    value,
                    "materialGeneralOnly",
                    "{side} material (general only)",
                    side = side
                )
            } else if across > 0 {
                term!(
                    value,
                    "materialAcross",
                    "{side} material ({counts}, {across} P across the river)",
                    side = side,
                    counts = list(counts, " "),
                    across = across
                )
            } else {
                term!(
                    value,
                    "materialXq",
                    "{side} material ({counts})",
                    side = side,
                    counts = list(counts, " ")
                )
            });
        }
        for (c, sign) in [(Color::Red, 1), (Color::Black, -1)] {
            out.push(term!(
                sign * self.placement(c),
                "pstXq",
                "{side} piece-square tables (XQWLight)",
                side = c.name()
            ));
        }
        out
    }

    /// `mv` in ICCS coordinates (`h2e2`), as [`Game::move_name`] prints it.
    pub fn iccs(&self, mv: Move) -> String {
        mv.to_string()
    }

    /// `mv` in WXF notation: piece letter (K A E H R C P), the file it stands on (counted from
    /// the mover's right, 1-9), `+` forward, `-` backward or `.` sideways, then the file it goes
    /// to (sideways moves and the diagonal pieces A, E, H) or the number of ranks moved. Two
    /// chariots, horses, cannons or soldiers on one file are told apart by `+` (front) and `-`
    /// (rear) in place of the file (`R+.3`, `C--1`); of three soldiers on a file the middle one
    /// keeps its file digit; when two files each hold several soldiers, the soldier's letter
    /// gives way to its file digit (`3+.4`). Advisors and elephants keep the file digit (only one
    /// of two on a file can make a given move). Four or five soldiers on one file (WXF's `++`
    /// and `--`) are written as the nearest of these forms.
    pub fn wxf(&self, mv: Move) -> String {
        let (from, to) = (mv.from as usize, mv.to as usize);
        let p = self.board[from];
        if p == EMPTY {
            return mv.to_string();
        }
        let (color, kind) = (color_of(p), kind_of(p));
        // Files and ranks from the mover's side: file 1 on its right, rank 0 its back rank.
        let file_no = |sq: usize| match color {
            Color::Red => 9 - sq % FILES,
            Color::Black => sq % FILES + 1,
        };
        let rank_fwd = |sq: usize| match color {
            Color::Red => sq / FILES,
            Color::Black => 9 - sq / FILES,
        };
        let (r0, r1) = (rank_fwd(from), rank_fwd(to));
        let dir = match r1.cmp(&r0) {
            std::cmp::Ordering::Greater => '+',
            std::cmp::Ordering::Less => '-',
            std::cmp::Ordering::Equal => '.',
        };
        let amount = if dir == '.' || matches!(kind, Kind::Advisor | Kind::Elephant | Kind::Horse) {
            file_no(to)
        } else {
            r0.abs_diff(r1)
        };
        let mut out = String::new();
        let tandem_kinds = matches!(
            kind,
            Kind::Chariot | Kind::Horse | Kind::Cannon | Kind::Soldier
        );
        // Same pieces on this file, front (furthest forward) first.
        let mut same: Vec<usize> = (0..RANKS)
            .map(|r| r * FILES + from % FILES)
            .filter(|&s| self.board[s] == p)
            .collect();
        same.sort_by_key(|&s| std::cmp::Reverse(rank_fwd(s)));
        if !tandem_kinds || same.len() < 2 {
            out.push(kind.wxf_letter());
            out.push(char::from(b'0' + file_no(from) as u8));
        } else {
            let idx = same.iter().position(|&s| s == from).unwrap_or(0);
            let mark = if idx == 0 {
                '+'
            } else if idx == same.len() - 1 {
                '-'
            } else {
                char::from(b'0' + file_no(from) as u8)
            };
            let soldier_files = if kind == Kind::Soldier {
                (0..FILES)
                    .filter(|&f| {
                        (0..RANKS)
                            .filter(|&r| self.board[r * FILES + f] == p)
                            .count()
                            >= 2
                    })
                    .count()
            } else {
                0
            };
            if soldier_files >= 2 {
                out.push(char::from(b'0' + file_no(from) as u8));
            } else {
                out.push(kind.wxf_letter());
            }
            out.push(mark);
        }
        out.push(dir);
        out.push(char::from(b'0' + amount as u8));
        out
    }

    /// Finds a legal move from ICCS (`h2e2`, also `H2-E2`) or WXF (`C2.5`, `C2=5`).
    ///
    /// # Errors
    /// When the text names no legal move here.
    pub fn parse_move(&self, text: &str) -> Result<Move, Error> {
        let t = text.trim();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let iccs = t.replace('-', "").to_ascii_lowercase();
        if iccs.len() == 4 {
            if let (Some(from), Some(to)) = (parse_square(&iccs[..2]), parse_square(&iccs[2..])) {
                let mv = Move::new(from, to);
                if moves.contains(&mv) {
                    return Ok(mv);
                }
                return Err(err!(
                    "chess.illegal",
                    "'{given}' is not a legal move in {fen}",
                    given = t,
                    fen = self.fen()
                ));
            }
        }
        let wxf = t
            .replace('=', ".")
            .to_ascii_uppercase()
            .replace('B', "E")
            .replace('N', "H");
        if let Some(&mv) = moves.iter().find(|&&m| self.wxf(m) == wxf) {
            return Ok(mv);
        }
        Err(err!(
            "xiangqi.illegal",
            "'{given}' is neither a legal ICCS move (h2e2) nor a legal WXF move (C2.5) in {fen}",
            given = t,
            fen = self.fen()
        ))
    }

    /// The captured piece, if `mv` captures.
    pub fn victim(&self, mv: Move) -> Option<Kind> {
        let p = self.board[mv.to as usize];
        (p != EMPTY).then(|| kind_of(p))
    }

    fn pieces(&self, color: Color) -> impl Iterator<Item = (usize, Kind)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter(move |&(_, &p)| p != EMPTY && color_of(p) == color)
            .map(|(sq, &p)| (sq, kind_of(p)))
    }

    /// True when the side to move has a chariot, a horse or a cannon (the pieces that can wait
    /// with a tempo move almost anywhere).
    pub fn has_major_piece(&self) -> bool {
        let us = self.side;
        self.pieces(us)
            .any(|(_, k)| matches!(k, Kind::Chariot | Kind::Horse | Kind::Cannon))
    }

    /// Hands the pseudo-legal moves of the side to move (own general possibly left attacked) to
    /// `emit`, in move order, until `emit` returns true; returns whether it did. With `CAPTURES`,
    /// only the captures.
    #[inline(always)]
    fn pseudo_moves<const CAPTURES: bool>(&self, mut emit: impl FnMut(Move) -> bool) -> bool {
        let board = &self.board;
        let us = self.side;
        let own = |p: u8| p != EMPTY && color_of(p) == us;
        macro_rules! push {
            ($from:expr, $to:expr) => {
                if !CAPTURES || board[$to as usize] != EMPTY {
                    if emit(Move {
                        from: $from as u8,
                        to: $to,
                    }) {
                        return true;
                    }
                }
            };
        }
        // The side's pieces in the order of their points (the moves' order as the 90 points
        // scanned gave it).
        let [mut low, mut high] = self.pieces[us.index()];
        while low | high != 0 {
            let from = if low != 0 {
                let sq = low.trailing_zeros() as usize;
                low &= low - 1;
                sq
            } else {
                let sq = 64 + high.trailing_zeros() as usize;
                high &= high - 1;
                sq
            };
            let p = board[from];
            debug_assert!(
                own(p),
                "the piece bits say {from} is the mover's in {}",
                self.fen()
            );
            match kind_of(p) {
                Kind::General => {
                    for &to in &GENERAL_TO[from] {
                        if to == NONE {
                            break;
                        }
                        if !own(board[to as usize]) {
                            push!(from, to);
                        }
                    }
                }
                Kind::Advisor => {
                    for &to in &ADVISOR_TO[from] {
                        if to == NONE {
                            break;
                        }
                        if !own(board[to as usize]) {
                            push!(from, to);
                        }
                    }
                }
                Kind::Elephant => {
                    for &(to, eye) in &ELEPHANT_TO[from] {
                        if to == NONE {
                            break;
                        }
                        if board[eye as usize] == EMPTY && !own(board[to as usize]) {
                            push!(from, to);
                        }
                    }
                }
                Kind::Horse => {
                    for &(to, leg) in &HORSE_TO[from] {
                        if to == NONE {
                            break;
                        }
                        if board[leg as usize] == EMPTY && !own(board[to as usize]) {
                            push!(from, to);
                        }
                    }
                }
                Kind::Chariot => {
                    for ray in &RAYS[from] {
                        for &to in ray {
                            if to == NONE {
                                break;
                            }
                            let q = board[to as usize];
                            if q == EMPTY {
                                if !CAPTURES {
                                    push!(from, to);
                                }
                            } else {
                                if !own(q) {
                                    push!(from, to);
                                }
                                break;
                            }
                        }
                    }
                }
                Kind::Cannon => {
                    for ray in &RAYS[from] {
                        let mut i = 0;
                        while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
                            if !CAPTURES {
                                push!(from, ray[i]);
                            }
                            i += 1;
                        }
                        if ray[i] == NONE {
                            continue;
                        }
                        // ray[i] is the screen; capture the first piece beyond it, if an enemy.
                        i += 1;
                        while ray[i] != NONE && board[ray[i] as usize] == EMPTY {
                            i += 1;
                        }
                        if ray[i] != NONE && !own(board[ray[i] as usize]) {
                            push!(from, ray[i]);
                        }
                    }
                }
                Kind::Soldier => {
                    for &to in &SOLDIER_TO[us.index()][from] {
                        if to == NONE {
                            break;
                        }
                        if !own(board[to as usize]) {
                            push!(from, to);
                        }
                    }
                }
            }
        }
        false
    }

    /// True when the pseudo-legal `mv` leaves the mover's general safe. `in_check` says whether it
    /// is attacked now. When it is not, only what the move changes can expose it: the lines from
    /// the general through the point left and the point reached (a chariot, a cannon or the other
    /// general behind, or a new screen for a cannon), and a horse leg left beside it.
    #[inline]
    fn is_legal_pseudo(&self, mv: Move, in_check: bool) -> bool {
        let (from, to) = (mv.from as usize, mv.to as usize);
        let us = self.side;
        let king = self.generals[us.index()] as usize;
        // The board after the move, read without copying it.
        let mover = self.board[from];
        let after = |sq: usize| {
            if sq == from {
                EMPTY
            } else if sq == to {
                mover
            } else {
                self.board[sq]
            }
        };
        if from == king || in_check {
            return !general_attacked_on(after, if from == king { to } else { king }, us);
        }
        let (df, dt) = (line_from(king, from), line_from(king, to));
        if let Some(d) = df {
            if ray_attacked(after, king, d, us) {
                return false;
            }
        }
        if let Some(d) = dt.filter(|&d| Some(d) != df) {
            if ray_attacked(after, king, d, us) {
                return false;
            }
        }
        let (sf, sr) = (file_of(from) - file_of(king), rank_of(from) - rank_of(king));
        if sf.abs() == 1 && sr.abs() == 1 {
            // The horses that the freed leg lets through: two points beyond it, either way.
            let horse = code(us.other(), Kind::Horse);
            let (kf, kr) = (file_of(king), rank_of(king));
            for (hf, hr) in [(kf + 2 * sf, kr + sr), (kf + sf, kr + 2 * sr)] {
                if on_board(hf, hr) && after(at(hf, hr) as usize) == horse {
                    return false;
                }
            }
        }
        true
    }

    fn legal_buf<const CAPTURES: bool>(&self, buf: &mut MoveBuf) {
        let check = self.in_check();
        self.pseudo_moves::<CAPTURES>(|mv| {
            if self.is_legal_pseudo(mv, check) {
                buf.moves[buf.len] = mv;
                buf.len += 1;
            }
            false
        });
    }

    /// [`XiangqiPos::legal_buf`] pushing onto `out` (room made first, so no push reallocates): the
    /// search's lists are kept from node to node, and a buffer of its own cost a 256-byte fill and
    /// a copy per node (each a call in WebAssembly).
    fn legal_into<const CAPTURES: bool>(&self, out: &mut Vec<Move>) {
        self.legal_until::<CAPTURES>(out, |_| false);
    }

    /// [`XiangqiPos::legal_into`] stopping after the legal move for which `stop` says so.
    #[inline(always)]
    fn legal_until<const CAPTURES: bool>(
        &self,
        out: &mut Vec<Move>,
        mut stop: impl FnMut(Move) -> bool,
    ) {
        out.reserve(MAX_MOVES);
        let check = self.in_check();
        self.pseudo_moves::<CAPTURES>(|mv| {
            if !self.is_legal_pseudo(mv, check) {
                return false;
            }
            out.push(mv);
            stop(mv)
        });
    }

    fn has_legal_move(&self) -> bool {
        let check = self.in_check();
        self.pseudo_moves::<false>(|mv| self.is_legal_pseudo(mv, check))
    }

    fn attacker_value(&self, mv: Move) -> i32 {
        let p = self.board[mv.from as usize];
        match kind_of(p) {
            Kind::General => GENERAL_ATTACKER_VALUE,
            k => material_value(k, color_of(p), mv.from as usize),
        }
    }

    fn victim_value(&self, mv: Move) -> Option<i32> {
        let p = self.board[mv.to as usize];
        (p != EMPTY).then(|| material_value(kind_of(p), color_of(p), mv.to as usize))
    }
}

/// Point `sq`'s bit in a side's `pieces` (see [`XiangqiPos`]) turned over: set when a piece
/// arrives, cleared when it leaves or is taken.
#[inline(always)]
fn flip_point(bits: &mut [u64; 2], sq: usize) {
    bits[sq / 64] ^= 1 << (sq % 64);
}

/// Parses and checks the placement field (field 1) into a board.
fn parse_placement(placement: &str) -> Result<[u8; SQUARES], Error> {
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() == 1 {
        return Err(err!(
            "xiangqi.rank",
            "the placement (field 1) has {n} rank separated by '/'; it needs 10, from Black's back rank (rank 9) down to Red's (rank 0)",
            n = 1
        ));
    }
    if rows.len() != RANKS {
        return Err(err!(
            "xiangqi.ranks",
            "the placement (field 1) has {n} ranks separated by '/'; it needs 10, from Black's back rank (rank 9) down to Red's (rank 0)",
            n = rows.len()
        ));
    }
    let mut board = [EMPTY; SQUARES];
    let mut counts = [[0u32; 7]; 2];
    for (i, row) in rows.iter().enumerate() {
        let rank = RANKS - 1 - i;
        let mut file = 0usize;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
                file += d as usize;
            } else if let Some(kind) = Kind::from_letter(c) {
                if file >= FILES {
                    return Err(err!(
                        "xiangqi.pastFile",
                        "rank {rank} of the placement ('{row}') runs past file i at '{letter}'",
                        rank = rank,
                        row = *row,
                        letter = c
                    ));
                }
                let color = if c.is_ascii_uppercase() {
                    Color::Red
                } else {
                    Color::Black
                };
                let sq = rank * FILES + file;
                check_point(color, kind, sq, c)?;
                counts[color.index()][kind as usize] += 1;
                board[sq] = code(color, kind);
                file += 1;
            } else {
                return Err(err!(
                    "xiangqi.letter",
                    "rank {rank} of the placement has '{letter}', which is neither a piece letter \
                     (KABNRCP for Red, kabnrcp for Black; E and H also do for elephant and horse) nor a digit 1-9",
                    rank = rank,
                    letter = c
                ));
            }
        }
        if file != FILES {
            return Err(err!(
                "xiangqi.rankWidth",
                "rank {rank} of the placement ('{row}') covers {files} points; it must cover 9",
                rank = rank,
                row = *row,
                files = file
            ));
        }
    }
    for color in [Color::Red, Color::Black] {
        for kind in Kind::ALL {
            let n = counts[color.index()][kind as usize];
            if kind == Kind::General && n == 0 {
                return Err(err!(
                    "xiangqi.noGeneral",
                    "{side} has no general; each side needs exactly one",
                    side = color.name()
                ));
            }
            if n > kind.max_count() {
                return Err(err!(
                    "xiangqi.tooMany",
                    "{side} has {n} {piece}s; a side has at most {max}",
                    side = color.name(),
                    n = n,
                    piece = kind.name(),
                    max = kind.max_count()
                ));
            }
        }
    }
    Ok(board)
}

/// Refuses a piece on a point its kind can never reach.
fn check_point(color: Color, kind: Kind, sq: usize, letter: char) -> Result<(), Error> {
    let (file, rank) = (sq % FILES, sq / FILES);
    // Ranks counted from the owner's back rank.
    let own_rank = if color == Color::Red { rank } else { 9 - rank };
    let (side, piece, point) = (color.name(), kind.name(), square_name(sq));
    let ok = match kind {
        Kind::General => (3..=5).contains(&file) && own_rank <= 2,
        Kind::Advisor => matches!((file, own_rank), (3 | 5, 0 | 2) | (4, 1)),
        Kind::Elephant => matches!((file, own_rank), (2 | 6, 0 | 4) | (0 | 4 | 8, 2)),
        Kind::Soldier => own_rank >= 5 || (own_rank >= 3 && file % 2 == 0),
        _ => true,
    };
    if ok {
        return Ok(());
    }
    Err(match kind {
        Kind::General => err!(
            "xiangqi.palace",
            "{side} {piece} ('{letter}') on {point}: a general never leaves its palace (files d-f, {side}'s three back ranks)",
            side = side, piece = piece, letter = letter, point = &point
        ),
        Kind::Advisor => err!(
            "xiangqi.advisor",
            "{side} {piece} ('{letter}') on {point}: an advisor stands only on the palace's corners and centre",
            side = side, piece = piece, letter = letter, point = &point
        ),
        Kind::Elephant => err!(
            "xiangqi.elephant",
            "{side} {piece} ('{letter}') on {point}: an elephant stands only on its seven points on its own side of the river",
            side = side, piece = piece, letter = letter, point = &point
        ),
        _ if own_rank < 3 => err!(
            "xiangqi.soldierBehind",
            "{side} {piece} ('{letter}') on {point}: a soldier never stands behind its starting rank",
            side = side, piece = piece, letter = letter, point = &point
        ),
        _ => err!(
            "xiangqi.soldierFile",
            "{side} {piece} ('{letter}') on {point}: before the river a soldier only moves forward, so it stays on files a, c, e, g or i",
            side = side, piece = piece, letter = letter, point = &point
        ),
    })
}

impl fmt::Display for XiangqiPos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

impl XiangqiPos {
    /// Plays `mv` (legal here) on this position: [`Game::play`] and [`Game::play_into`] on a copy.
    #[inline]
    fn make(&mut self, mv: Move) {
        let (from, to) = (mv.from as usize, mv.to as usize);
        let side = self.side;
        let p = self.board[from];
        let q = self.board[to];
        debug_assert!(
            p != EMPTY && color_of(p) == side,
            "no piece to move for {mv} in {}",
            self.fen()
        );
        self.hash ^= zobrist(p, from) ^ zobrist(p, to) ^ zobrist_black_to_move();
        if q != EMPTY {
            self.hash ^= zobrist(q, to);
            self.halfmove = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        self.board[to] = p;
        self.board[from] = EMPTY;
        flip_point(&mut self.pieces[side.index()], from);
        flip_point(&mut self.pieces[side.index()], to);
        if q != EMPTY {
            flip_point(&mut self.pieces[side.other().index()], to);
        }
        if kind_of(p) == Kind::General {
            self.generals[side.index()] = to as u8;
        }
        if side == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = side.other();
        self.ply = self.ply.saturating_add(1);
    }

    /// Makes this position a copy of `other`, a field at a time and the board in two halves. As
    /// one copy of its 144 bytes (the board's 90 alone), a position is a `memory.copy` in
    /// WebAssembly, which V8 runs as a call out of the compiled code; copies of 64 bytes or less
    /// are compiled as loads and stores.
    #[inline]
    fn copy_from(&mut self, other: &Self) {
        let XiangqiPos {
            board,
            side,
            generals,
            pieces,
            hash,
            ply,
            halfmove,
            fullmove,
            wxf_names,
        } = other;
        let half = SQUARES / 2;
        self.board[..half].copy_from_slice(&board[..half]);
        self.board[half..].copy_from_slice(&board[half..]);
        self.side = *side;
        self.generals = *generals;
        self.pieces = *pieces;
        self.hash = *hash;
        self.ply = *ply;
        self.halfmove = *halfmove;
        self.fullmove = *fullmove;
        self.wxf_names = *wxf_names;
    }
}

impl Game for XiangqiPos {
    type Move = Move;

    #[inline]
    fn side_to_move(&self) -> Side {
        match self.side {
            Color::Red => Side::Max,
            Color::Black => Side::Min,
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.legal_into::<false>(out);
    }

    #[inline]
    fn play(&self, mv: Move) -> Self {
        let mut next = self.clone();
        next.make(mv);
        next
    }

    #[inline]
    fn play_into(&self, mv: Move, child: &mut Self) {
        child.copy_from(self);
        child.make(mv);
    }

    /// No legal move: the side to move has lost (checkmated or stalemated).
    fn is_terminal(&self) -> bool {
        !self.has_legal_move()
    }

    /// Material plus piece-square tables from Red's view; a side to move with no legal move at
    /// ply p has lost: -(MATE - p) when it is Red, +(MATE - p) when it is Black.
    fn evaluate(&self) -> i32 {
        if self.has_legal_move() {
            return self.static_eval();
        }
        let score = MATE - self.ply as i32;
        if self.side == Color::Red {
            -score
        } else {
            score
        }
    }

    /// ICCS coordinates: `h2e2` (from, to; files a-i, ranks 0-9 from Red's side); WXF (`C2.5`)
    /// when the position was loaded with `notation: "wxf"`.
    fn move_name(&self, mv: Move) -> String {
        if self.wxf_names {
            self.wxf(mv)
        } else {
            mv.to_string()
        }
    }

    /// Captures, ordered by the victim's value highest first, then by the cheaper capturing piece
    /// (the general counts [`GENERAL_ATTACKER_VALUE`]): MVV-LVA. Ties keep move order.
    fn noisy_moves(&self, out: &mut Vec<Move>) {
        // Written straight into `out` and sorted there (a list of its own cost an allocation per node).
        // Every capture has a victim: the generator hands over no move onto an own or empty point.
        let start = out.len();
        self.legal_into::<true>(out);
        debug_assert!(
            out[start..]
                .iter()
                .all(|&mv| self.victim_value(mv).is_some()),
            "a capture without a victim"
        );
        let victim = |mv: Move| self.victim_value(mv).unwrap_or(0);
        // Stable: the most valuable victim first, then the cheapest attacker, then the generator's order.
        super::sort_moves_by_key_desc(&mut out[start..], |mv| {
            (victim(mv), -self.attacker_value(mv))
        });
    }

    /// The captures, then the legal moves only as far as the last of them in the generator's
    /// order (enough to place each among them; a position without a capture generates no more):
    /// the legality test is what costs, and most of a quiescence node's moves are quiet.
    fn noisy_and_legal(&self, noisy: &mut Vec<Move>, legal: &mut Vec<Move>) {
        let start = noisy.len();
        self.noisy_moves(noisy);
        let mut left = noisy.len() - start;
        if left == 0 {
            return;
        }
        self.legal_until::<false>(legal, |mv| {
            if self.board[mv.to as usize] != EMPTY {
                left -= 1;
            }
            left == 0
        });
    }

    /// The side to move passes (not allowed in check); one ply further from the root.
    fn null_move(&self) -> Option<Self> {
        if self.in_check() {
            return None;
        }
        let mut next = self.clone();
        next.side = self.side.other();
        next.hash ^= zobrist_black_to_move();
        next.ply = self.ply.saturating_add(1);
        Some(next)
    }

    /// Zobrist hash of the pieces and the side to move (not the ply nor the move counters).
    fn hash(&self) -> Option<u64> {
        Some(self.hash)
    }

    /// In check (a pass is illegal), or the side to move has no chariot, horse or cannon: with only
    /// soldiers, advisors and elephants left the moves run out and zugzwang is common, so a pass
    /// misjudges the position. (Seed 000's "isNullMoveAllowed"; ElephantEye's NullOkay tests
    /// material the same way.)
    fn null_move_is_risky(&self) -> bool {
        self.in_check() || !self.has_major_piece()
    }

    /// `(victim, attacker)` in centipawns for a capture (a soldier across the river worth 200; the
    /// general as attacker counts [`GENERAL_ATTACKER_VALUE`]); `None` for a quiet move.
    fn capture_values(&self, mv: Move) -> Option<(i32, i32)> {
        self.victim_value(mv).map(|v| (v, self.attacker_value(mv)))
    }

    /// `from * 90 + to`: below [`MOVE_KEY_LIMIT`].
    fn move_key(&self, mv: Move) -> u32 {
        mv.from as u32 * SQUARES as u32 + mv.to as u32
    }
}

/// The number of leaf nodes of the legal-move tree `depth` plies deep (bulk-counted at depth 1).
pub fn perft(pos: &XiangqiPos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buf = MoveBuf::new();
    pos.legal_buf::<false>(&mut buf);
    if depth == 1 {
        return buf.len as u64;
    }
    buf.as_slice()
        .iter()
        .map(|&mv| perft(&pos.play(mv), depth - 1))
        .sum()
}

/// Perft per root move, in the game's move order with the moves in ICCS (for finding a wrong
/// count by comparing with another program's "divide").
pub fn perft_divide(pos: &XiangqiPos, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            (
                mv.to_string(),
                if depth == 0 {
                    0
                } else {
                    perft(&pos.play(mv), depth - 1)
                },
            )
        })
        .collect()
}

/// A xiangqi spec's options: a `fen` or a `preset` by name (neither: the start), and the move
/// `notation`, `iccs` (the default, as the CLI prints) or `wxf`.
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct XiangqiOptions {
    fen: Option<String>,
    preset: Option<String>,
    notation: Option<String>,
}

impl GameDef for XiangqiPos {
    const KIND: &'static str = "xiangqi";
    const HELP: &'static str = "  --game xiangqi [--fen FEN | --preset NAME] [--notation iccs|wxf]
                         xiangqi (Chinese chess, seed 000's game; Red is MAX) from a FEN
                         (side w or r for Red, b for Black; E/H accepted for B/N) or a preset:
                         mate-in-two, horizon, zugzwang, middlegame. Moves print in ICCS
                         (h2e2), or WXF (C2.5) with --notation wxf; a side with no legal move
                         has lost; repetition rules (perpetual check or chase) are not applied
";
    const PERFT_DEPTH: u32 = 12;
    const SIDES: [&'static str; 2] = ["Red", "Black"];
    const EXERCISE: Option<crate::practice::Exercise> = None;
    const ALIASES: &'static [&'static str] = &["chinese-chess"];
    /// Each ply multiplies the work by about 40.
    type Options = XiangqiOptions;

    fn load(_kind: &str, o: XiangqiOptions) -> Result<XiangqiPos, Error> {
        let mut pos = match super::fen_or_preset(
            "xiangqi",
            o.fen.as_deref(),
            o.preset.as_deref(),
            &XIANGQI_PRESETS,
        )? {
            Some(fen) => XiangqiPos::from_fen(fen)?,
            None => XiangqiPos::startpos(),
        };
        pos.wxf_names = match o.notation.as_deref() {
            None | Some("iccs") => false,
            Some("wxf") => true,
            Some(other) => {
                return Err(err!(
                    "xiangqi.notation",
                    "notation '{name}': use iccs (h2e2) or wxf (C2.5)",
                    name = other
                ))
            }
        };
        Ok(pos)
    }

    fn solver() -> Option<fn(&Self) -> super::solve::Solved> {
        None
    }

    fn info() -> GameInfo {
        GameInfo {
            kind: Self::KIND,
            title: "Xiangqi",
            summary: "Chinese chess, the game of the Vietnamese xiangqi-engine article: Red is MAX. Material plus piece-square tables (XQWLight), in centipawns. \
                      Repetition rules (perpetual check or chase) are not applied.",
            options: vec![
                OptionInfo::new("fen", "FEN", "text", json!("")).help("Xiangqi FEN: ranks from Black's side down, Red to move w or r; empty: the start"),
                OptionInfo::new("notation", "Move names", "select", json!("wxf")).choices(&[("wxf", "WXF (C2.5)"), ("iccs", "ICCS (h2e2)")]),
            ],
            variants: vec![],
            presets: XIANGQI_PRESETS.iter().map(|p| p.info(json!({ "fen": p.position }))).collect(),
            max_depth: Self::MAX_DEPTH,
            default_depth: 3,
            depth_ends_game: false,
            board: Some(BoardInfo { kind: "xiangqi", width: FILES as u32, height: RANKS as u32 }),
            playable: true,
            techniques: vec!["iterativeDeepening", "tt", "nullMove", "quiescence", "aspiration", "ordering"],
            orderings: vec!["reversed", "random", "mvv-lva", "killer,history", "hash,mvv-lva,killer,history"],
            notation: "FEN: ranks from Black's back rank to Red's, files a-i from Red's left; side w (or r) or b",
            sides: Self::SIDES,
            practice: Self::EXERCISE.is_some(),
        }
    }

    fn natural_depth(&self) -> u32 {
        3
    }

    fn depth_ends_game(&self) -> bool {
        false
    }

    fn position(&self) -> Option<String> {
        Some(self.fen())
    }

    fn options(&self) -> Option<serde_json::Value> {
        Some(json!({ "fen": self.fen(), "notation": if self.wxf_names { "wxf" } else { "iccs" } }))
    }

    /// From and to points, row by row from Black's back rank (a9 first), Red at the bottom.
    fn move_cells(&self, mv: Move) -> Vec<u32> {
        let cell = |sq: u8| {
            let (rank, file) = (sq as u32 / FILES as u32, sq as u32 % FILES as u32);
            (RANKS as u32 - 1 - rank) * FILES as u32 + file
        };
        vec![cell(mv.from), cell(mv.to)]
    }

    fn explain_eval(&self) -> Vec<Term> {
        XiangqiPos::explain_eval(self)
    }

    fn good_ordering() -> &'static str {
        "mvv-lva,killer,history"
    }

    fn has_engine_techniques() -> bool {
        true
    }
}
