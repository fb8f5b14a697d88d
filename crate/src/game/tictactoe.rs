//! Tic-tac-toe as in seed 001: X is MAX and scores +1 for a win, O is MIN (-1), a full board 0;
//! empty cells are tried in order 0..8. A board that is not finished evaluates to 0 (the game has
//! no heuristic worth teaching; a depth-limited search sees "unknown" as a draw).

use super::{BoardInfo, Game, GameDef, GameInfo, OptionInfo, Side};
use crate::error::Error;
use serde_json::json;
use std::fmt;

const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const FULL: u16 = 0b111_111_111;

/// A board: bit i of `x` / `o` is set when cell i (0 top-left .. 8 bottom-right) holds X / O.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    pub x: u16,
    pub o: u16,
    pub to_move: Side,
}

impl Default for TicTacToe {
    fn default() -> Self {
        TicTacToe {
            x: 0,
            o: 0,
            to_move: Side::Max,
        }
    }
}

impl TicTacToe {
    /// The empty board, X to move.
    pub fn new() -> Self {
        Self::default()
    }

    /// A position from 9 cells (`X`, `O`, and `.`, `-`, `_` or a space for empty; row by row) and,
    /// optionally, the side to move after a space or colon (`x`/`o`); without it, the side follows
    /// from the counts (X moves first).
    ///
    /// # Errors
    /// A message saying which cell or count is wrong.
    pub fn from_cells(text: &str) -> Result<Self, Error> {
        let text = text.trim();
        let (cells, side) = match text.char_indices().nth(9) {
            Some((i, _)) => {
                let (c, rest) = text.split_at(i);
                (c, Some(rest.trim_start_matches([' ', ':', ',']).trim()))
            }
            None => (text, None),
        };
        let chars: Vec<char> = cells.chars().collect();
        if chars.len() != 9 {
            return Err(err!(
                "ttt.cells",
                "a tic-tac-toe position needs 9 cells (X, O or . for empty, row by row), got {n}",
                n = chars.len()
            ));
        }
        let (mut x, mut o) = (0u16, 0u16);
        for (i, c) in chars.iter().enumerate() {
            match c {
                'X' | 'x' => x |= 1 << i,
                'O' | 'o' | '0' => o |= 1 << i,
                '.' | '-' | '_' | ' ' => {}
                other => {
                    return Err(err!(
                        "ttt.cell",
                        "cell {i} is '{ch}': use X, O or . for an empty cell",
                        i = i,
                        ch = *other
                    ))
                }
            }
        }
        let (nx, no) = (x.count_ones(), o.count_ones());
        // X moves first, so the counts alone say whose move it is.
        let by_counts = if nx == no {
            Side::Max
        } else if nx == no + 1 {
            Side::Min
        } else if no > nx {
            return Err(err!(
                "ttt.oAhead",
                "O has {no} marks and X {nx}: X moves first, so O never has more marks than X",
                nx = nx,
                no = no
            ));
        } else {
            return Err(err!(
                "ttt.xAhead",
                "X has {nx} marks and O has {no}: the players take turns, so X has at most one mark more than O",
                nx = nx,
                no = no
            ));
        };
        let to_move = match side {
            None | Some("") => by_counts,
            Some(s) => {
                let given = match s.to_ascii_lowercase().as_str() {
                    "x" | "max" => Side::Max,
                    "o" | "min" => Side::Min,
                    other => {
                        return Err(err!(
                            "ttt.side",
                            "the side to move must be x or o, not '{side}'",
                            side = other
                        ))
                    }
                };
                if given != by_counts {
                    let (who, other) = if by_counts == Side::Max {
                        ("X", "O")
                    } else {
                        ("O", "X")
                    };
                    return Err(err!(
                        "ttt.wrongSide",
                        "X has {nx} marks and O has {no}, so it is {who}'s move, not {other}'s (X moves first; leave the side out and it follows from the counts)",
                        nx = nx,
                        no = no,
                        who = who,
                        other = other
                    ));
                }
                given
            }
        };
        if wins(x) && wins(o) {
            return Err(err!(
                "ttt.bothWin",
                "both X and O have three in a row: no game reaches that"
            ));
        }
        // The game stops at a line: whoever made it moved last (the counts are a game's by now).
        if wins(x) && nx == no {
            return Err(err!(
                "ttt.xLineThenO",
                "X has three in a row, yet O has moved since: the game ended when X made the line"
            ));
        }
        if wins(o) && nx == no + 1 {
            return Err(err!(
                "ttt.oLineThenX",
                "O has three in a row, yet X has moved since: the game ended when O made the line"
            ));
        }
        Ok(TicTacToe { x, o, to_move })
    }

    /// 1 when X has a line, -1 when O has, 0 otherwise.
    pub fn winner(&self) -> i32 {
        if wins(self.x) {
            1
        } else if wins(self.o) {
            -1
        } else {
            0
        }
    }

    /// The cells as 9 characters, row by row.
    pub fn cells(&self) -> String {
        (0..9)
            .map(|i| {
                if self.x >> i & 1 == 1 {
                    'X'
                } else if self.o >> i & 1 == 1 {
                    'O'
                } else {
                    '.'
                }
            })
            .collect()
    }
}

#[inline]
// The lint reads `(bits & l) == l` as a search for an element; it is a mask test on `l` itself.
#[allow(clippy::manual_contains)]
fn wins(bits: u16) -> bool {
    LINES.iter().any(|&l| (bits & l) == l)
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.cells();
        write!(
            f,
            "{} {}",
            c,
            if self.to_move == Side::Max { "x" } else { "o" }
        )
    }
}

impl Game for TicTacToe {
    /// The cell, 0..8.
    type Move = u8;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.to_move
    }

    #[inline]
    fn legal_moves(&self, out: &mut Vec<u8>) {
        let empty = !(self.x | self.o) & FULL;
        for i in 0..9 {
            if empty >> i & 1 == 1 {
                out.push(i);
            }
        }
    }

    #[inline]
    fn play(&self, mv: u8) -> Self {
        let bit = 1u16 << mv;
        match self.to_move {
            Side::Max => TicTacToe {
                x: self.x | bit,
                o: self.o,
                to_move: Side::Min,
            },
            Side::Min => TicTacToe {
                x: self.x,
                o: self.o | bit,
                to_move: Side::Max,
            },
        }
    }

    #[inline]
    fn is_terminal(&self) -> bool {
        (self.x | self.o) == FULL || wins(self.x) || wins(self.o)
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        self.winner()
    }

    /// `X5`: the mark and the cell as people count them, 1 to 9 row by row (the centre is X5;
    /// `mv` is the cell counted from 0).
    fn move_name(&self, mv: u8) -> String {
        let mark = if self.to_move == Side::Max { 'X' } else { 'O' };
        format!("{mark}{}", mv + 1)
    }

    fn hash(&self) -> Option<u64> {
        Some((self.x as u64) | (self.o as u64) << 9 | ((self.to_move == Side::Min) as u64) << 18)
    }

    fn move_key(&self, mv: u8) -> u32 {
        mv as u32
    }
}

/// A tic-tac-toe spec's options: `position`, 9 cells and an optional side (see [`TicTacToe::from_cells`]).
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct TicTacToeOptions {
    position: Option<String>,
}

impl GameDef for TicTacToe {
    const KIND: &'static str = "tictactoe";
    const HELP: &'static str = "  --game tictactoe [--position CELLS]
                         tic-tac-toe from the empty board, or from 9 cells row by row
                         (X, O, . for empty) and an optional side to move: \"XO.......\" or
                         \"XO....... x\"; without a side, it follows from the counts
";
    const PERFT_DEPTH: u32 = 12;
    /// From the empty board, to the end of the game.
    const SIDES: [&'static str; 2] = ["X", "O"];
    const EXERCISE: Option<crate::practice::Exercise> = Some(crate::practice::Exercise {
        start: crate::practice::Exercise::from_the_start,
        opening: true,
        depth: None,
        easy_nodes: None,
        canonical: None,
    });
    const ALIASES: &'static [&'static str] = &["tic-tac-toe"];
    const MAX_DEPTH: u32 = 9;
    type Options = TicTacToeOptions;

    fn load(_kind: &str, o: TicTacToeOptions) -> Result<TicTacToe, Error> {
        Ok(match o.position.as_deref().map(str::trim) {
            None | Some("") => TicTacToe::new(),
            Some(p) => TicTacToe::from_cells(p)?,
        })
    }

    fn solver() -> Option<fn(&Self) -> super::solve::Solved> {
        Some(super::solve::Solved::of)
    }

    fn perfect_play(&self) -> Option<super::solve::PerfectPlay> {
        Some(super::solve::PerfectPlay::of(self))
    }

    fn with_encoding<W: super::encode::OnEncoded>(&self, work: W) -> Option<W::Output> {
        Some(work.on(self))
    }

    fn info() -> GameInfo {
        GameInfo {
            kind: Self::KIND,
            title: "Tic-tac-toe",
            summary: "The game of the Vietnamese lesson “Thuật toán trong đời sống” (tic-tac-toe and AlphaZero): X is MAX and scores +1 for a win, O is MIN, a full board 0.",
            options: vec![OptionInfo::new("position", "Position", "text", json!(""))
                .help("9 cells row by row (X, O, . for empty), then the side to move: X........ o")],
            variants: vec![],
            presets: vec![],
            max_depth: Self::MAX_DEPTH,
            default_depth: 9,
            depth_ends_game: true,
            board: Some(BoardInfo { kind: "grid", width: 3, height: 3 }),
            playable: true,
            techniques: vec!["iterativeDeepening", "tt", "aspiration", "ordering"],
            orderings: vec!["reversed", "random", "killer,history", "hash,killer,history"],
            notation: "9 cells row by row (X, O, . for empty) and the side to move (x or o)",
            sides: Self::SIDES,
            practice: Self::EXERCISE.is_some(),
        }
    }

    fn true_outcome(&self) -> Option<(super::solve::Outcome, Option<u32>)> {
        let (o, d) = super::solve::solve(self).lookup(self)?;
        Some((o, Some(d)))
    }

    fn natural_depth(&self) -> u32 {
        9 - (self.x | self.o).count_ones()
    }

    fn depth_ends_game(&self) -> bool {
        true
    }

    fn position(&self) -> Option<String> {
        Some(self.to_string())
    }

    fn options(&self) -> Option<serde_json::Value> {
        Some(json!({ "position": self.to_string() }))
    }

    fn move_cells(&self, mv: u8) -> Vec<u32> {
        vec![mv as u32]
    }
}

impl super::solve::Solvable for TicTacToe {
    /// The 5,478 positions reachable from the empty board (the game stops at a line or a full board).
    fn all_positions(&self) -> Vec<TicTacToe> {
        let mut seen = std::collections::HashMap::new();
        let mut stack = vec![TicTacToe::new()];
        let mut moves = Vec::new();
        while let Some(p) = stack.pop() {
            if seen.insert(super::solve::Solvable::key(&p), p).is_some() || p.is_terminal() {
                continue;
            }
            moves.clear();
            p.legal_moves(&mut moves);
            stack.extend(moves.iter().map(|&m| p.play(m)));
        }
        let mut all: Vec<TicTacToe> = seen.into_values().collect();
        all.sort_by_key(super::solve::Solvable::key);
        all
    }

    fn key(&self) -> u64 {
        self.hash().unwrap_or(0)
    }
}

impl super::encode::Encode for TicTacToe {
    fn net_game(&self) -> (&'static str, Option<String>) {
        (Self::KIND, None)
    }
    fn net_shape(&self) -> (usize, usize) {
        (18, 9)
    }
    /// Nine cells of the side to move's marks, then nine of the opponent's.
    fn encode(&self, out: &mut Vec<f64>) {
        out.clear();
        let (own, theirs) = if self.to_move == Side::Max {
            (self.x, self.o)
        } else {
            (self.o, self.x)
        };
        out.extend((0..9).map(|i| (own >> i & 1) as f64));
        out.extend((0..9).map(|i| (theirs >> i & 1) as f64));
    }
    fn policy_index(&self, mv: u8) -> usize {
        mv as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The board editor's checks, once the page's own (www/tttcheck.js, removed): the side to move
    // follows the counts, and a board no game reaches is refused with a code the page says.
    fn problem(cells: &str) -> Option<(&'static str, Option<u64>, Option<u64>)> {
        TicTacToe::from_cells(cells).err().map(|e| {
            let n = |k: &str| e.param(k).and_then(|v| v.as_u64());
            (e.code, n("nx"), n("no"))
        })
    }

    #[test]
    fn the_side_to_move_follows_the_counts_x_first_o_after_one_more_x() {
        let side = |c: &str| TicTacToe::from_cells(c).map(|p| p.to_move).ok();
        assert_eq!(side("........."), Some(Side::Max));
        assert_eq!(side("....X...."), Some(Side::Min));
        assert_eq!(side("O...X...."), Some(Side::Max));
        assert_eq!(side("XX......."), None);
    }

    #[test]
    fn boards_no_game_reaches_are_refused_with_a_reason_and_the_counts() {
        assert_eq!(problem("XX......."), Some(("ttt.xAhead", Some(2), Some(0))));
        assert_eq!(problem("O........"), Some(("ttt.oAhead", Some(0), Some(1))));
        assert_eq!(problem("XXXOOO...").map(|p| p.0), Some("ttt.bothWin"));
        assert_eq!(problem("XXXOO.O..").map(|p| p.0), Some("ttt.xLineThenO"));
        assert_eq!(problem("OOOXX.X.X").map(|p| p.0), Some("ttt.oLineThenX"));
        assert_eq!(problem("XXXOO...."), None);
        assert_eq!(problem("........."), None);
    }
}
