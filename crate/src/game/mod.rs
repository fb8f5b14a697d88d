//! Games the search runs over: one trait, one file per game, and [`AnyGame`], the enum that picks a
//! game at run time (as shakmaty's `VariantPosition` does).

pub mod chess;
pub mod dodgem;
pub mod perft;
pub mod solve;
pub mod tictactoe;
pub mod tree;

use std::fmt;

/// Which player is to move. MAX wants the score high, MIN wants it low; every score in the core is
/// from MAX's point of view unless a negamax function says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Max,
    Min,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Max => Side::Min,
            Side::Min => Side::Max,
        }
    }

    /// +1 for MAX, -1 for MIN: turns a MAX-view score into the side to move's view (negamax).
    pub fn sign(self) -> i32 {
        match self {
            Side::Max => 1,
            Side::Min => -1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Max => "MAX",
            Side::Min => "MIN",
        })
    }
}

/// Scores at or beyond this magnitude stand for "infinity" (a window bound nobody has set yet).
/// Mate scores in chess live just below it.
pub const INF: i32 = 1_000_000_000;

/// The score of giving mate at the root; a mate found `p` plies from the root scores `MATE - p`,
/// so that the shorter mate is preferred. Anything beyond [`MATE_BOUND`] is a mate score.
pub const MATE: i32 = 100_000;
pub const MATE_BOUND: i32 = MATE - 10_000;

/// For a mate score (MAX's point of view), the number of moves (not plies) to mate and who mates:
/// `Some((Side::Max, 2))` for MAX mating in two; `None` for any other score.
pub fn mate_in(value: i32) -> Option<(Side, u32)> {
    if value.abs() < MATE_BOUND || value.abs() > MATE {
        return None;
    }
    let plies = (MATE - value.abs()) as u32;
    let side = if value > 0 { Side::Max } else { Side::Min };
    Some((side, plies.div_ceil(2)))
}

/// A position of a two-player zero-sum game with perfect information.
///
/// Positions are copy-made: [`Game::play`] returns the child and leaves `self` alone, which keeps
/// the search code free of undo bookkeeping and makes any node of a trace easy to rebuild.
pub trait Game: Clone {
    /// A move; cheap to copy.
    type Move: Copy + PartialEq + fmt::Debug;

    /// The player to move here.
    fn side_to_move(&self) -> Side;

    /// Appends the legal moves to `out` in the game's stable order (the order every algorithm
    /// tries them in unless a move-ordering technique says otherwise).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// The position after `mv`, which must be one of [`Game::legal_moves`].
    fn play(&self, mv: Self::Move) -> Self;

    /// True when the game is over here (no search below this node).
    fn is_terminal(&self) -> bool;

    /// The static evaluation, from MAX's point of view.
    fn evaluate(&self) -> i32;

    /// A short printable name for `mv` played from this position.
    fn move_name(&self, mv: Self::Move) -> String;

    /// "Noisy" moves that quiescence search keeps looking at past the horizon (captures in chess),
    /// appended to `out` in the order quiescence should try them. Games without them add nothing.
    fn noisy_moves(&self, _out: &mut Vec<Self::Move>) {}

    /// The position with the side to move passing, for null-move pruning; `None` where a pass is
    /// not allowed or means nothing.
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// A hash of the position for transposition tables; `None` where the game has none.
    fn hash(&self) -> Option<u64> {
        None
    }

    /// True when a null move should not be tried here (in check, only king and pawns, ...).
    fn null_move_is_risky(&self) -> bool {
        true
    }

    /// The material value of what `mv` captures and of the piece that captures, for MVV-LVA
    /// ordering; `None` for a quiet move.
    fn capture_values(&self, _mv: Self::Move) -> Option<(i32, i32)> {
        None
    }

    /// The exact minimax value of this position from MAX's point of view, where the game knows it
    /// without searching (explicit trees do): the oracle behind best-first and worst-first ordering.
    fn exact_value(&self) -> Option<i32> {
        None
    }

    /// A number that identifies the move for killer and history tables (distinct moves of one
    /// position get distinct keys; the same move in sibling positions gets the same key).
    fn move_key(&self, _mv: Self::Move) -> u32 {
        0
    }
}
