//! Connect Four on a board from 4×4 to 7×6 (7 wide, 6 high by default). The first player, X, is
//! MAX; a stone drops to the lowest empty cell of its column; four in a row, across, up or on a
//! diagonal, wins; a full board is a draw.
//!
//! Notation: the columns played from the empty board, 1-based, as Connect Four solvers write it:
//! `4453` is X in column 4, O in column 4, X in 5, O in 3.
//!
//! Bitboards in the classic layout: column c owns bits c·(H+1) .. c·(H+1)+H−1 from the bottom up,
//! and one empty bit above it, so that shifting a line of stones never wraps into the next column.
// CITE: the (H+1)-bit column bitboard, John Tromp's Fhourstones; Pascal Pons, "Solving Connect 4".

use super::preset::{self, Preset};
use super::{BoardInfo, Game, GameDef, GameInfo, OptionInfo, Side, MATE};
use crate::error::Error;
use crate::term::{counted, Term};
use serde_json::json;
use std::fmt;

/// Each stone of three in a window of four whose fourth cell is empty (a threat).
pub const OPEN_THREE: i32 = 50;
/// Two stones in a window of four whose other two cells are empty.
pub const OPEN_TWO: i32 = 10;
/// Each stone in the centre column (both middle columns on an even width): it takes part in the
/// most lines.
pub const CENTRE_STONE: i32 = 4;

/// The depth a search uses when none is asked for (the rest of the game where fewer cells are
/// left). A deeper one is asked for by number, up to the end of the game: the budgets decide
/// whether it fits.
pub const DEFAULT_DEPTH: u32 = 6;
/// The longest game, on the 7×6 board: any depth from here on is a search to the end.
pub const MAX_DEPTH: u32 = 42;

/// Presets, the position the columns played and the extra the board's size; `crate/tests/connect4.rs`
/// checks each claim.
pub const CONNECT4_PRESETS: [Preset<&'static str>; 3] = [
    Preset {
        name: "win-in-three",
        title: "X wins in three moves",
        position: "34444225",
        extra: "7x6",
        note: "X to move wins by force with its third stone from now (X3 or X1). A depth-5 search proves it \
         (MATE - 5); at depths 1 to 4 X3 only looks good.",
        depth: Some(5),
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "obvious-move-loses",
        title: "The obvious block loses",
        position: "33434",
        extra: "7x6",
        note: "O4 caps X's pair in column 4, and depths 1 and 2 play it; but X answers on the bottom row (X2 \
         or X5) with an open three, two threats at once, and O can stop only one. From depth 3 the \
         search sees it and plays elsewhere.",
        depth: Some(2),
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "four-by-four",
        title: "4×4 board, to the end",
        position: "",
        extra: "4x4",
        note: "Connect Four on a 4×4 board is small enough to search to the very end, 16 plies: a draw. \
         Alpha-beta visits 72,271 nodes, 15,265 with a transposition table. Centre-first \
         ordering, a help on the big board, costs nodes here: 166,169 alone, 29,394 with the table.",
        depth: Some(16),
        search: Some(r#"{ "algorithm": "alphabeta", "tt": true, "ordering": ["centre"] }"#),
    },
];

/// A position. `first` holds the first player's (X's) stones, `mask` every stone; `history` the
/// columns played (3 bits each, the first move lowest) so that the notation survives `play`;
/// `ply` counts plies from the search root (for `MATE - ply`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Connect4 {
    width: u8,
    height: u8,
    first: u64,
    mask: u64,
    moves: u8,
    history: u128,
    ply: u16,
}

impl Default for Connect4 {
    fn default() -> Self {
        Connect4::empty(7, 6)
    }
}

/// True when `stones` hold four in a row somewhere on a board `height` high.
fn has_four(stones: u64, height: u8) -> bool {
    let h = height as u32;
    for shift in [1, h + 1, h, h + 2] {
        let pairs = stones & (stones >> shift);
        if pairs & (pairs >> (2 * shift)) != 0 {
            return true;
        }
    }
    false
}

impl Connect4 {
    /// The empty board, `width` columns by `height` rows (4..=7 by 4..=6).
    ///
    /// # Panics
    /// Outside those sizes (use [`Connect4::parse_size`] for input).
    pub fn empty(width: u8, height: u8) -> Self {
        assert!(
            (4..=7).contains(&width) && (4..=6).contains(&height),
            "board {width}x{height}"
        );
        Connect4 {
            width,
            height,
            first: 0,
            mask: 0,
            moves: 0,
            history: 0,
            ply: 0,
        }
    }

    /// `(width, height)` from `WxH`.
    ///
    /// # Errors
    /// A message giving the sizes allowed.
    pub fn parse_size(text: &str) -> Result<(u8, u8), Error> {
        let bad = || {
            err!(
                "connect4.size",
                "board size '{size}': write WxH, from 4x4 to 7x6 (width 4 to 7, height 4 to 6)",
                size = text
            )
        };
        let (w, h) = text.trim().split_once(['x', 'X', '×']).ok_or_else(bad)?;
        let (w, h): (u8, u8) = (
            w.trim().parse().map_err(|_| bad())?,
            h.trim().parse().map_err(|_| bad())?,
        );
        if !(4..=7).contains(&w) || !(4..=6).contains(&h) {
            return Err(bad());
        }
        Ok((w, h))
    }

    /// A position from the columns played on an empty `width`×`height` board (`4453`); spaces
    /// and commas are ignored.
    ///
    /// # Errors
    /// The move (by its number) that is not a column, out of range, into a full column, or after
    /// the game is over.
    pub fn parse(moves: &str, width: u8, height: u8) -> Result<Self, Error> {
        let mut pos = Connect4::empty(width, height);
        let mut n = 0;
        for ch in moves.chars() {
            if ch.is_whitespace() || ch == ',' {
                continue;
            }
            n += 1;
            let col = ch.to_digit(10).ok_or_else(|| {
                err!(
                    "connect4.notColumn",
                    "move {n} is '{ch}': a move is a column number, 1 to {width}",
                    n = n,
                    ch = ch,
                    width = width
                )
            })?;
            if col < 1 || col > width as u32 {
                return Err(err!(
                    "connect4.outside",
                    "move {n} is column {col}, outside the board: columns go from 1 to {width}",
                    n = n,
                    col = col,
                    width = width
                ));
            }
            if let Some(w) = pos.winner() {
                return Err(err!(
                    "connect4.afterEnd",
                    "move {n} ({col}) comes after the game is over: {winner} won with move {last}",
                    n = n,
                    col = col,
                    winner = side_mark(w),
                    last = n - 1
                ));
            }
            let c = col as u8 - 1;
            if !pos.can_play(c) {
                return Err(err!(
                    "connect4.full",
                    "move {n} ({col}) is illegal: column {col} is full ({height} stones)",
                    n = n,
                    col = col,
                    height = height
                ));
            }
            pos = pos.play(c);
        }
        Ok(Connect4 { ply: 0, ..pos })
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    pub fn height(&self) -> u8 {
        self.height
    }

    /// Stones on the board.
    pub fn stones(&self) -> u32 {
        self.moves as u32
    }

    /// True when every cell holds a stone.
    pub fn is_full(&self) -> bool {
        self.moves as u32 == self.width as u32 * self.height as u32
    }

    /// Empty cells: the most plies the game can last from here.
    pub fn cells_left(&self) -> u32 {
        self.width as u32 * self.height as u32 - self.moves as u32
    }

    /// The same position as a search root (ply 0).
    pub fn as_root(&self) -> Self {
        Connect4 { ply: 0, ..*self }
    }

    fn bit(&self, col: u8, row: u8) -> u64 {
        1u64 << (col as u32 * (self.height as u32 + 1) + row as u32)
    }

    fn can_play(&self, col: u8) -> bool {
        self.mask & self.bit(col, self.height - 1) == 0
    }

    /// The columns played from the empty board, 1-based (the notation).
    pub fn notation(&self) -> String {
        (0..self.moves)
            .map(|i| char::from(b'1' + ((self.history >> (3 * i as u32)) & 7) as u8))
            .collect()
    }

    /// The player who has four in a row, if any.
    pub fn winner(&self) -> Option<Side> {
        if has_four(self.first, self.height) {
            Some(Side::Max)
        } else if has_four(self.mask ^ self.first, self.height) {
            Some(Side::Min)
        } else {
            None
        }
    }

    /// What is in a cell: `Some(Side::Max)` for X, `Some(Side::Min)` for O.
    pub fn cell(&self, col: u8, row: u8) -> Option<Side> {
        let b = self.bit(col, row);
        if self.mask & b == 0 {
            None
        } else if self.first & b != 0 {
            Some(Side::Max)
        } else {
            Some(Side::Min)
        }
    }

    /// Every window of four cells in a line, as a bit mask.
    fn windows(&self) -> Vec<u64> {
        let (w, h) = (self.width as i32, self.height as i32);
        let mut out = Vec::new();
        for c in 0..w {
            for r in 0..h {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let (ec, er) = (c + 3 * dc, r + 3 * dr);
                    if ec < 0 || ec >= w || er < 0 || er >= h {
                        continue;
                    }
                    out.push((0..4).fold(0u64, |m, k| {
                        m | self.bit((c + k * dc) as u8, (r + k * dr) as u8)
                    }));
                }
            }
        }
        out
    }

    /// The heuristic's counts for one side: (open threes, open twos, centre stones).
    fn features(&self, side: Side) -> (i32, i32, i32) {
        let mine = if side == Side::Max {
            self.first
        } else {
            self.mask ^ self.first
        };
        let theirs = self.mask ^ mine;
        let (mut threes, mut twos) = (0, 0);
        for w in self.windows() {
            if theirs & w != 0 {
                continue;
            }
            match (mine & w).count_ones() {
                3 => threes += 1,
                2 => twos += 1,
                _ => {}
            }
        }
        let centre_cols: &[u8] = if self.width % 2 == 1 {
            &[self.width / 2][..]
        } else {
            &[self.width / 2 - 1, self.width / 2][..]
        };
        let centre = centre_cols
            .iter()
            .map(|&c| {
                (0..self.height)
                    .filter(|&r| mine & self.bit(c, r) != 0)
                    .count() as i32
            })
            .sum();
        (threes, twos, centre)
    }

    /// The evaluation term by term, X's view (the sum is [`Game::evaluate`]).
    pub fn explain_eval(&self) -> Vec<Term> {
        if let Some(w) = self.winner() {
            let score = MATE - self.ply as i32;
            return vec![term!(
                w.sign() * score,
                "fourInRow",
                "{mark} has four in a row, {plies} plies from the root (MATE - {plies})",
                mark = side_mark(w),
                plies = self.ply
            )];
        }
        if self.is_full() {
            return vec![term!(0, "boardFull", "the board is full: a draw")];
        }
        let mut terms = Vec::new();
        for side in [Side::Max, Side::Min] {
            let (threes, twos, centre) = self.features(side);
            let m = side_mark(side);
            let s = side.sign();
            terms.push(term!(
                s * threes * OPEN_THREE,
                "openThrees",
                "{mark}: {n} × {w}",
                mark = m,
                n = counted(threes, "open three", "open threes"),
                w = OPEN_THREE
            ));
            terms.push(term!(
                s * twos * OPEN_TWO,
                "openTwos",
                "{mark}: {n} × {w}",
                mark = m,
                n = counted(twos, "open two", "open twos"),
                w = OPEN_TWO
            ));
            terms.push(term!(
                s * centre * CENTRE_STONE,
                "centre",
                "{mark}: {n} in the centre × {w}",
                mark = m,
                n = counted(centre, "stone", "stones"),
                w = CENTRE_STONE
            ));
        }
        terms
    }
}

/// A search's value at `root` (MAX's view) in Pascal Pons' score convention, from the side to
/// move's view: a win scores 22 minus the stones the winner has played when the game ends (on a
/// 7×6 board; the board's cells halved, plus one, in general), a loss the negative, a draw 0.
/// `None` for a value that is no result of the game (the heuristic's, from a search that stopped
/// short of the end).
// CITE: Pascal Pons, "Solving Connect 4", part 2 "Test protocol" (the score of a position).
pub fn pons_score(root: &Connect4, value: i32) -> Option<i32> {
    let side = root.side_to_move().sign() * value;
    if side == 0 {
        return Some(0);
    }
    let (winner, plies) = super::mate_plies(side)?;
    let stones_at_end = root.stones() + plies;
    let winner_stones = stones_at_end.div_ceil(2) as i32;
    let cells = root.width as i32 * root.height as i32;
    let score = cells / 2 + 1 - winner_stones;
    Some(if winner { score } else { -score })
}

fn side_mark(side: Side) -> char {
    if side == Side::Max {
        'X'
    } else {
        'O'
    }
}

impl fmt::Display for Connect4 {
    /// The board drawn from the top row down (`X`, `O`, `.`), then the notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..self.height).rev() {
            let row: String = (0..self.width)
                .map(|c| match self.cell(c, r) {
                    Some(Side::Max) => 'X',
                    Some(Side::Min) => 'O',
                    None => '.',
                })
                .collect();
            writeln!(f, "{row}")?;
        }
        write!(f, "{}x{} [{}]", self.width, self.height, self.notation())
    }
}

impl Game for Connect4 {
    /// The column, 0-based (named 1-based).
    type Move = u8;

    #[inline]
    fn side_to_move(&self) -> Side {
        if self.moves.is_multiple_of(2) {
            Side::Max
        } else {
            Side::Min
        }
    }

    /// The columns that are not full, left to right.
    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.extend((0..self.width).filter(|&c| self.can_play(c)));
    }

    fn play(&self, col: u8) -> Self {
        let h1 = self.height as u32 + 1;
        let column = ((1u64 << self.height) - 1) << (col as u32 * h1);
        let stone = (self.mask + (1u64 << (col as u32 * h1))) & column;
        let first = if self.moves.is_multiple_of(2) {
            self.first | stone
        } else {
            self.first
        };
        Connect4 {
            first,
            mask: self.mask | stone,
            moves: self.moves + 1,
            history: self.history | (col as u128) << (3 * self.moves as u32),
            ply: self.ply.saturating_add(1),
            ..*self
        }
    }

    fn is_terminal(&self) -> bool {
        self.is_full() || self.winner().is_some()
    }

    /// Four in a row scores `MATE - ply` for its owner; a full board 0; otherwise open threes,
    /// open twos and centre stones, X's minus O's.
    fn evaluate(&self) -> i32 {
        if let Some(w) = self.winner() {
            return w.sign() * (MATE - self.ply as i32);
        }
        // A full board with no four is a draw, whatever the centre stones would say.
        if self.is_full() {
            return 0;
        }
        let (x3, x2, xc) = self.features(Side::Max);
        let (o3, o2, oc) = self.features(Side::Min);
        (x3 - o3) * OPEN_THREE + (x2 - o2) * OPEN_TWO + (xc - oc) * CENTRE_STONE
    }

    /// `X4`: the player's mark and the column, 1-based.
    fn move_name(&self, col: u8) -> String {
        format!("{}{}", side_mark(self.side_to_move()), col + 1)
    }

    /// `mask + first`: unique per position (each column's stones plus its height never carries
    /// into the next column), not the ply.
    fn hash(&self) -> Option<u64> {
        Some(self.mask + self.first)
    }

    fn move_key(&self, col: u8) -> u32 {
        col as u32
    }

    /// The centre column highest, then outwards (7, 5, 3, 1 on a 7-wide board): the `centre`
    /// ordering, as Connect Four solvers search.
    fn move_priority(&self, col: u8) -> i32 {
        self.width as i32 - (2 * col as i32 - (self.width as i32 - 1)).abs()
    }
}

/// A Connect Four spec's options: `position` (columns played), `size` (`WxH`, 7x6 by default) or
/// a `preset` by name.
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Connect4Options {
    position: Option<String>,
    size: Option<String>,
    preset: Option<String>,
}

impl GameDef for Connect4 {
    const KIND: &'static str = "connect4";
    const HELP: &'static str = "  --game connect4 [--position MOVES] [--size WxH] [--preset NAME]
                         Connect Four, 4x4 to 7x6 (default): the columns played from the empty
                         board, 1-based, \"4453\"; presets win-in-three, obvious-move-loses,
                         four-by-four
";
    const PERFT_DEPTH: u32 = 12;
    /// On 4×4, two plies deep on the easy level and three above: its games are long.
    const SIDES: [&'static str; 2] = ["X", "O"];
    const EXERCISE: Option<crate::practice::Exercise> = Some(crate::practice::Exercise {
        start: |_, _| json!({ "size": "4x4" }),
        opening: true,
        depth: Some((2, 3)),
        easy_nodes: None,
        canonical: None,
    });
    const ALIASES: &'static [&'static str] = &["connect-four", "connectfour"];
    const MAX_DEPTH: u32 = MAX_DEPTH;
    type Options = Connect4Options;

    fn load(_kind: &str, o: Connect4Options) -> Result<Connect4, Error> {
        let size = o.size.as_deref().map(str::trim).filter(|s| !s.is_empty());
        let position = o.position.as_deref().unwrap_or("");
        match o.preset.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
            Some(name) => {
                if !position.trim().is_empty() || size.is_some() {
                    return Err(err!(
                        "connect4.both",
                        "give a Connect Four position (and size) or a preset, not both"
                    ));
                }
                let p = preset::find(&CONNECT4_PRESETS, name, "Connect Four", Self::KIND)?;
                let (w, h) = Connect4::parse_size(p.extra)?;
                Ok(Connect4::parse(p.position, w, h)?)
            }
            None => {
                // The form `position()` gives, `7x6:4453`, carries its size.
                let (size, position) = match position.split_once(':') {
                    Some((s, _)) if size.is_some_and(|given| given != s.trim()) => {
                        return Err(err!(
                            "connect4.sizes",
                            "the position says {said} but the size is {size}",
                            said = s.trim(),
                            size = size.unwrap_or_default()
                        ))
                    }
                    Some((s, p)) => (Some(s.trim()), p),
                    None => (size, position),
                };
                let (w, h) = Connect4::parse_size(size.unwrap_or("7x6"))?;
                Ok(Connect4::parse(position, w, h)?)
            }
        }
    }

    /// None: the solver (`cutoff solve`, the page's solved position) would list every position of
    /// the variant, which only the small boards afford. Connect Four's
    /// [`Solvable`](super::solve::Solvable) serves [`GameDef::perfect_play`] alone (the learned and
    /// AlphaZero comparisons with perfect play), on boards of at most [`SOLVED_CONNECT4_CELLS`] cells.
    fn solver() -> Option<fn(&Self) -> super::solve::Solved> {
        None
    }

    /// The small boards' perfect play, up to [`SOLVED_CONNECT4_CELLS`] cells; `None` on larger ones.
    fn perfect_play(&self) -> Option<super::solve::PerfectPlay> {
        (self.width() as u32 * self.height() as u32 <= SOLVED_CONNECT4_CELLS)
            .then(|| super::solve::PerfectPlay::of(self))
    }

    fn with_encoding<W: super::encode::OnEncoded>(&self, work: W) -> Option<W::Output> {
        Some(work.on(self))
    }

    fn info() -> GameInfo {
        GameInfo {
            kind: Self::KIND,
            title: "Connect Four",
            summary: "Four in a row on a board from 4×4 to 7×6; X, the first player, is MAX. Open threes, \
                      open twos and centre stones.",
            options: vec![
                OptionInfo::new("position", "Moves", "text", json!("")).help("the columns played from the empty board, 1-based: 4453"),
                OptionInfo::new("size", "Board", "select", json!("7x6")).choices(&[
                    ("7x6", "7 × 6"),
                    ("6x5", "6 × 5"),
                    ("5x4", "5 × 4"),
                    ("4x4", "4 × 4"),
                ]),
            ],
            variants: vec![],
            presets: CONNECT4_PRESETS.iter().map(|p| p.info(json!({ "size": p.extra, "position": p.position }))).collect(),
            max_depth: MAX_DEPTH,
            default_depth: DEFAULT_DEPTH,
            depth_ends_game: false,
            // The largest board; a smaller one gives its size in `position()` (`4x4:12`).
            board: Some(BoardInfo { kind: "grid", width: 7, height: 6 }),
            playable: true,
            techniques: vec!["iterativeDeepening", "tt", "aspiration", "ordering"],
            orderings: vec!["reversed", "random", "static", "centre", "centre,killer,history", "hash,centre,killer,history"],
            notation: "the columns played from the empty board, 1-based (4453); the size as WxH, 4x4 to 7x6",
            sides: Self::SIDES,
            practice: Self::EXERCISE.is_some(),
        }
    }

    /// [`DEFAULT_DEPTH`], or the rest of the game when fewer cells are left.
    fn natural_depth(&self) -> u32 {
        self.cells_left().min(DEFAULT_DEPTH)
    }

    /// The empty cells: no game lasts longer.
    fn end_depth(&self) -> Option<u32> {
        Some(self.cells_left())
    }

    fn depth_ends_game(&self) -> bool {
        false
    }

    /// `7x6:4453`: the size, a colon, the columns played.
    fn position(&self) -> Option<String> {
        Some(format!(
            "{}x{}:{}",
            self.width,
            self.height,
            self.notation()
        ))
    }

    fn options(&self) -> Option<serde_json::Value> {
        Some(
            json!({ "size": format!("{}x{}", self.width, self.height), "position": self.notation() }),
        )
    }

    /// The cell the stone lands on, row by row from the top-left of this position's board (its
    /// own width, which is the catalogue's 7 only on a 7-wide board).
    fn move_cells(&self, col: u8) -> Vec<u32> {
        let row = (0..self.height)
            .find(|&r| self.cell(col, r).is_none())
            .unwrap_or(self.height - 1);
        vec![(self.height - 1 - row) as u32 * self.width as u32 + col as u32]
    }

    fn explain_eval(&self) -> Vec<Term> {
        Connect4::explain_eval(self)
    }

    fn good_ordering() -> &'static str {
        "centre,killer,history"
    }
}

/// The largest Connect Four board whose perfect play the page works out (cells).
pub const SOLVED_CONNECT4_CELLS: u32 = 16;

/// Connect Four's small boards solved by retrograde analysis: every position reachable from the
/// empty board, keyed by the board's bits. Affordable up to about 20 cells (4x4, 5x4, 4x5); the
/// perfect-play comparisons ask it only up to [`SOLVED_CONNECT4_CELLS`] ([`GameDef::perfect_play`]).
///
/// [`GameDef::perfect_play`]: super::GameDef::perfect_play
impl super::solve::Solvable for Connect4 {
    fn all_positions(&self) -> Vec<Connect4> {
        let mut seen = std::collections::HashMap::new();
        let mut stack = vec![Connect4::empty(self.width(), self.height())];
        let mut moves = Vec::new();
        while let Some(p) = stack.pop() {
            let terminal = p.is_terminal();
            if seen.insert(super::solve::Solvable::key(&p), p).is_some() || terminal {
                continue;
            }
            moves.clear();
            p.legal_moves(&mut moves);
            stack.extend(moves.iter().map(|&m| p.play(m)));
        }
        seen.into_values().collect()
    }

    fn key(&self) -> u64 {
        self.hash().unwrap_or(0)
    }
}

impl super::encode::Encode for Connect4 {
    fn net_game(&self) -> (&'static str, Option<String>) {
        (
            Self::KIND,
            Some(format!("{}x{}", self.width(), self.height())),
        )
    }
    fn net_shape(&self) -> (usize, usize) {
        let cells = self.width() as usize * self.height() as usize;
        (2 * cells, self.width() as usize)
    }
    /// The side to move's stones cell by cell (column by column, bottom up), then the opponent's.
    fn encode(&self, out: &mut Vec<f64>) {
        out.clear();
        let me = self.side_to_move();
        for who in [me, me.other()] {
            for col in 0..self.width() {
                for row in 0..self.height() {
                    out.push(u8::from(self.cell(col, row) == Some(who)) as f64);
                }
            }
        }
    }
    fn policy_index(&self, col: u8) -> usize {
        col as usize
    }
}
