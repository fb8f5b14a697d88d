//! Dodgem (Colin Vout), 3×3, as seed 002 tells it ("Dodgen"): Black has two cars on the left
//! column, White two on the bottom row, the bottom-left square is empty. Black moves a car one
//! square right, up or down onto an empty square, or off the board from the right-hand column;
//! White moves left, right or up, or off the board from the top row. Black moves first and is MAX.
//! A player whose two cars have both left the board has won; a player who leaves the opponent no
//! move wins (seed 002: "tạo ra tình thế bắt đối phương không đi được cũng sẽ thắng").
//!
//! The variant [`Rule::WinningWays`] follows Berlekamp, Conway and Guy's *Winning Ways*: a player
//! must leave the opponent a move, so the player who has no move on their turn wins instead.
//!
//! Positions repeat (cars go up and down), so a search is always depth-limited; [`super::solve`]
//! decides every position by retrograde analysis.
//!
//! Notation: 9 cells row by row from the top-left (`b`, `w`, `.`), a space, the side to move
//! (`b`/`w`): the start is `b..b...ww b`. A colour with fewer than two cars on the board has moved
//! the others off. Squares are named like chess squares: files a..c from the left, ranks 1..3 from
//! the bottom, so Black starts on a3 and a2 and White on b1 and c1.

use super::preset::{self, Preset};
use super::{BoardInfo, Game, GameDef, GameInfo, OptionInfo, Side, MATE};
use crate::error::Error;
use crate::term::{counted, said, Term};
use serde_json::json;
use std::fmt;

/// The starting position in the notation.
pub const START: &str = "b..b...ww b";

/// Presets, the position cells row by row. `crate/tests/dodgem.rs` checks each claim against the
/// retrograde solver.
pub const DODGEM_PRESETS: [Preset; 3] = [
    Preset {
        name: "start",
        title: "Start",
        position: START,
        extra: (),
        note: "Black (MAX) moves first and wins with best play, in 19 plies (the solver's verdict). Only \
         a3→b3 wins: a depth-1 search prefers a2→b2, which loses.",
        depth: Some(6),
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "horizon",
        title: "Horizon: the tempting c2→c3",
        position: "b..w.b..w b",
        extra: (),
        note: "Black wins in 7 plies with a3→b3, but at depth 4 the search plays c2→c3, which loses: the \
         square tables like the car on c3 and White's refutation lies past the horizon. Depth 7 \
         sees the win (MATE - 7).",
        depth: Some(4),
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "win-in-five",
        title: "Black wins in five plies",
        position: ".b.ww...b b",
        extra: (),
        note: "b3→c3 (or c1→, off the board) forces both cars off in three Black moves; a depth-5 search scores it \
         MATE - 5, a depth-4 one only sees a good position.",
        depth: Some(5),
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
];

/// The depth a search uses when none is asked for (a deeper one runs as far as the budgets allow).
pub const DEFAULT_DEPTH: u32 = 6;

/// Which side wins when the side to move has no move.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// Seed 002: leaving the opponent no move wins (the stuck player loses).
    #[default]
    Seed,
    /// *Winning Ways*: leaving the opponent no move loses (the stuck player wins).
    WinningWays,
}

impl Rule {
    /// # Errors
    /// A message naming the two rules.
    pub fn parse(name: &str) -> Result<Rule, Error> {
        match name {
            "seed" | "" => Ok(Rule::Seed),
            "winning-ways" | "winningways" | "ww" => Ok(Rule::WinningWays),
            other => Err(err!(
                "dodgem.rule",
                "unknown Dodgem rule '{name}': use seed (a player left without a move loses) or winning-ways (a player left without a move wins)",
                name = other
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Rule::Seed => "seed",
            Rule::WinningWays => "winning-ways",
        }
    }
}

/// A direction of travel; `Right` off the c-file (Black) and `Up` off the third rank (White) leave
/// the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Right = 0,
    Up = 1,
    Down = 2,
    Left = 3,
}

/// A move: the car's cell (0 top-left .. 8 bottom-right, row by row) and its direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DodgemMove {
    pub from: u8,
    pub dir: Dir,
}

/// A position: bit i of `black` / `white` is set when cell i (row by row from the top-left) holds a
/// car of that colour; `ply` counts plies from the search root (for `MATE - ply`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dodgem {
    pub black: u16,
    pub white: u16,
    pub to_move: Side,
    pub rule: Rule,
    pub ply: u16,
}

impl Default for Dodgem {
    fn default() -> Self {
        Dodgem {
            black: 0b000_001_001,
            white: 0b110_000_000,
            to_move: Side::Max,
            rule: Rule::Seed,
            ply: 0,
        }
    }
}

/// The classic evaluation's square tables, by cell (row by row from the top-left), Black's view:
/// a Black car gains 15 a file towards its exit and 5 a rank towards the top; a White car gains
/// 15 a rank towards its exit and 5 a file towards the right.
// CITE: Dodgem evaluation by square tables with blocking bonuses, as taught in Vietnamese AI
// courses (Đinh Mạnh Tường, Trí tuệ nhân tạo, the Dodgem example of game-tree search). The
// numbers are the tables as we recall them, mirrored so that Black is MAX; not checked against
// the book, and the cars-off value is ours.
pub const BLACK_TABLE: [i32; 9] = [10, 25, 40, 5, 20, 35, 0, 15, 30];
pub const WHITE_TABLE: [i32; 9] = [30, 35, 40, 15, 20, 25, 0, 5, 10];
/// A car that has left the board: more than any square.
pub const OFF_VALUE: i32 = 50;
/// A car standing right in front of an opponent's car (White just right of a Black car, Black
/// just above a White car), and one square further along the same line.
pub const BLOCK_DIRECT: i32 = 40;
pub const BLOCK_ONE_AWAY: i32 = 30;

fn square_name(cell: u8) -> String {
    let file = (b'a' + cell % 3) as char;
    let rank = 3 - cell / 3;
    format!("{file}{rank}")
}

impl Dodgem {
    /// The starting position, Black to move, under `rule`.
    pub fn new(rule: Rule) -> Self {
        Dodgem {
            rule,
            ..Default::default()
        }
    }

    /// A position in the notation (`b..b...ww b`) under `rule`.
    ///
    /// # Errors
    /// A message naming the cell or field that is wrong, or why the position cannot happen.
    pub fn parse(text: &str, rule: Rule) -> Result<Self, Error> {
        let text = text.trim();
        let mut fields = text.split_whitespace();
        let cells = fields
            .next()
            .ok_or_else(|| err!("dodgem.empty", "a Dodgem position needs 9 cells (b, w or .) and the side to move, as in b..b...ww b"))?;
        let chars: Vec<char> = cells.chars().collect();
        if chars.len() != 9 {
            return Err(err!(
                "dodgem.cells",
                "a Dodgem position needs 9 cells (b, w or ., row by row from the top-left), got {n} in '{cells}'",
                n = chars.len(),
                cells = cells
            ));
        }
        let (mut black, mut white) = (0u16, 0u16);
        for (i, c) in chars.iter().enumerate() {
            match c {
                'b' | 'B' => black |= 1 << i,
                'w' | 'W' => white |= 1 << i,
                '.' | '-' | '_' => {}
                other => {
                    return Err(err!(
                        "dodgem.cell",
                        "cell {i} ({square}) is '{ch}': use b, w or . for an empty cell",
                        i = i + 1,
                        square = square_name(i as u8),
                        ch = *other
                    ))
                }
            }
        }
        let to_move = match fields.next() {
            None => {
                return Err(err!(
                    "dodgem.noSide",
                    "the side to move is missing: add ' b' or ' w' after the 9 cells"
                ))
            }
            Some("b" | "B") => Side::Max,
            Some("w" | "W") => Side::Min,
            Some(other) => {
                return Err(err!(
                    "dodgem.side",
                    "the side to move is '{side}': use b (Black) or w (White)",
                    side = other
                ))
            }
        };
        if let Some(extra) = fields.next() {
            return Err(err!(
                "dodgem.extra",
                "unexpected '{extra}' after the side to move",
                extra = extra
            ));
        }
        let pos = Dodgem {
            black,
            white,
            to_move,
            rule,
            ply: 0,
        };
        pos.check()?;
        Ok(pos)
    }

    fn check(&self) -> Result<(), Error> {
        let (nb, nw) = (self.black.count_ones(), self.white.count_ones());
        if nb > 2 {
            return Err(err!(
                "dodgem.cars",
                "{side} has {n} cars on the board: each side has two",
                side = "Black",
                n = nb
            ));
        }
        if nw > 2 {
            return Err(err!(
                "dodgem.cars",
                "{side} has {n} cars on the board: each side has two",
                side = "White",
                n = nw
            ));
        }
        if nb == 0 && nw == 0 {
            return Err(err!(
                "dodgem.bothOff",
                "both sides have taken both cars off: the game ended when the first did"
            ));
        }
        let (mover, n) = if self.to_move == Side::Max {
            ("Black", nb)
        } else {
            ("White", nw)
        };
        if n == 0 {
            return Err(err!(
                "dodgem.moverOff",
                "{side} is to move with both cars already off: the game ended when the second one left",
                side = mover
            ));
        }
        Ok(())
    }

    /// Cars of `side` still to leave the board, and cars off.
    pub fn cars_on(&self, side: Side) -> u32 {
        match side {
            Side::Max => self.black.count_ones(),
            Side::Min => self.white.count_ones(),
        }
    }

    /// The same position as a search root (ply 0).
    pub fn as_root(&self) -> Self {
        Dodgem { ply: 0, ..*self }
    }

    /// The position in the notation.
    pub fn notation(&self) -> String {
        let mut s: String = (0..9)
            .map(|i| {
                if self.black >> i & 1 == 1 {
                    'b'
                } else if self.white >> i & 1 == 1 {
                    'w'
                } else {
                    '.'
                }
            })
            .collect();
        s.push(' ');
        s.push(if self.to_move == Side::Max { 'b' } else { 'w' });
        s
    }

    /// The cell a move lands on, or `None` when it leaves the board; `Err(())` when it would leave
    /// the board the wrong way.
    fn target(from: u8, dir: Dir) -> Result<Option<u8>, ()> {
        let (r, c) = (from / 3, from % 3);
        match dir {
            Dir::Right if c == 2 => Ok(None),
            Dir::Right => Ok(Some(from + 1)),
            Dir::Left if c == 0 => Err(()),
            Dir::Left => Ok(Some(from - 1)),
            Dir::Up if r == 0 => Ok(None),
            Dir::Up => Ok(Some(from - 3)),
            Dir::Down if r == 2 => Err(()),
            Dir::Down => Ok(Some(from + 3)),
        }
    }

    /// The winner when the game is over here: `Some(Side)`; `None` while it goes on.
    pub fn winner(&self) -> Option<Side> {
        if self.black == 0 {
            return Some(Side::Max);
        }
        if self.white == 0 {
            return Some(Side::Min);
        }
        let mut moves = Vec::with_capacity(6);
        self.legal_moves(&mut moves);
        if moves.is_empty() {
            return Some(match self.rule {
                Rule::Seed => self.to_move.other(),
                Rule::WinningWays => self.to_move,
            });
        }
        None
    }

    /// The heuristic alone (no game-over check), Black's view, with its terms.
    fn heuristic(&self) -> Vec<Term> {
        let mut terms = Vec::new();
        let squares =
            |bits: u16, table: &[i32; 9], sign: i32, colour: &str, terms: &mut Vec<Term>| {
                for i in 0..9u8 {
                    if bits >> i & 1 == 1 {
                        terms.push(term!(
                            sign * table[i as usize],
                            "car",
                            "{side} car on {square}",
                            side = colour,
                            square = square_name(i)
                        ));
                    }
                }
                let off = 2 - bits.count_ones() as i32;
                if off > 0 {
                    terms.push(term!(
                        sign * off * OFF_VALUE,
                        "carsOff",
                        "{side}: {n} off the board",
                        side = colour,
                        n = counted(off, "car", "cars")
                    ));
                }
            };
        squares(self.black, &BLACK_TABLE, 1, "Black", &mut terms);
        squares(self.white, &WHITE_TABLE, -1, "White", &mut terms);
        for i in 0..9u8 {
            let (r, c) = (i / 3, i % 3);
            if self.black >> i & 1 == 1 {
                // White cars to the right of a Black car, on its way out.
                for (k, bonus) in [(1, BLOCK_DIRECT), (2, BLOCK_ONE_AWAY)] {
                    if c + k <= 2 && self.white >> (i + k) & 1 == 1 {
                        terms.push(term!(
                            -bonus,
                            "blocks",
                            "{a} on {sa} blocks {b} on {sb}",
                            a = "White",
                            sa = square_name(i + k),
                            b = "Black",
                            sb = square_name(i)
                        ));
                    }
                }
            }
            if self.white >> i & 1 == 1 {
                for (k, bonus) in [(1, BLOCK_DIRECT), (2, BLOCK_ONE_AWAY)] {
                    if r >= k && self.black >> (i - 3 * k) & 1 == 1 {
                        terms.push(term!(
                            bonus,
                            "blocks",
                            "{a} on {sa} blocks {b} on {sb}",
                            a = "Black",
                            sa = square_name(i - 3 * k),
                            b = "White",
                            sb = square_name(i)
                        ));
                    }
                }
            }
        }
        terms
    }

    /// The evaluation term by term (Black's view, the sum is [`Game::evaluate`]).
    pub fn explain_eval(&self) -> Vec<Term> {
        match self.winner() {
            Some(side) => {
                let how = if self.black == 0 || self.white == 0 {
                    said("off", "both cars off")
                } else if side == self.to_move {
                    said(
                        "wwNoMove",
                        "the side to move has no move (winning-ways rule: it wins)",
                    )
                } else {
                    said("noMove", "the side to move has no move and loses")
                };
                let name = if side == Side::Max { "Black" } else { "White" };
                let score = MATE - self.ply as i32;
                vec![term!(
                    side.sign() * score,
                    "dodgemWin",
                    "{side} wins ({how}) {plies} plies from the root (MATE - {plies})",
                    side = name,
                    how = how,
                    plies = self.ply
                )]
            }
            None => self.heuristic(),
        }
    }
}

impl fmt::Display for Dodgem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation())
    }
}

impl Game for Dodgem {
    type Move = DodgemMove;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.to_move
    }

    /// Car by car from the top-left; Black tries right (or off), up, down; White up (or off), left,
    /// right.
    fn legal_moves(&self, out: &mut Vec<DodgemMove>) {
        let (mine, dirs): (u16, &[Dir]) = match self.to_move {
            Side::Max => (self.black, &[Dir::Right, Dir::Up, Dir::Down]),
            Side::Min => (self.white, &[Dir::Up, Dir::Left, Dir::Right]),
        };
        let occupied = self.black | self.white;
        for from in 0..9u8 {
            if mine >> from & 1 == 0 {
                continue;
            }
            for &dir in dirs {
                let exit = if self.to_move == Side::Max {
                    Dir::Right
                } else {
                    Dir::Up
                };
                match Self::target(from, dir) {
                    Ok(None) if dir == exit => out.push(DodgemMove { from, dir }),
                    Ok(Some(to)) if occupied >> to & 1 == 0 => out.push(DodgemMove { from, dir }),
                    _ => {}
                }
            }
        }
    }

    fn play(&self, mv: DodgemMove) -> Self {
        let from = 1u16 << mv.from;
        let to = match Self::target(mv.from, mv.dir) {
            Ok(Some(t)) => 1u16 << t,
            _ => 0,
        };
        let (mut black, mut white) = (self.black, self.white);
        match self.to_move {
            Side::Max => black = black & !from | to,
            Side::Min => white = white & !from | to,
        }
        Dodgem {
            black,
            white,
            to_move: self.to_move.other(),
            rule: self.rule,
            ply: self.ply.saturating_add(1),
        }
    }

    fn is_terminal(&self) -> bool {
        self.winner().is_some()
    }

    /// A win scores `MATE - ply` for the winner; otherwise the square tables, cars off and blocking
    /// bonuses, Black's total minus White's.
    fn evaluate(&self) -> i32 {
        match self.winner() {
            Some(side) => side.sign() * (MATE - self.ply as i32),
            None => self.heuristic().iter().map(|t| t.value).sum(),
        }
    }

    /// `a3→b3`, `b1→b2`: the car's square, an arrow and the target square; a car leaving the board
    /// is its square and the way out, as the board marks it: `c3→` (Black, off the right edge),
    /// `c1↑` (White, off the top). No word, so the same in every language.
    fn move_name(&self, mv: DodgemMove) -> String {
        match Self::target(mv.from, mv.dir) {
            Ok(Some(to)) => format!("{}→{}", square_name(mv.from), square_name(to)),
            _ => format!(
                "{}{}",
                square_name(mv.from),
                if self.to_move == Side::Max {
                    "→"
                } else {
                    "↑"
                }
            ),
        }
    }

    fn hash(&self) -> Option<u64> {
        Some(self.key())
    }

    fn move_key(&self, mv: DodgemMove) -> u32 {
        mv.from as u32 * 4 + mv.dir as u32
    }
}

impl Dodgem {
    /// The position without its distance from the root: cells and side to move.
    pub fn key(&self) -> u64 {
        self.black as u64 | (self.white as u64) << 9 | ((self.to_move == Side::Min) as u64) << 18
    }

    /// Every position that can arise under `rule`: at most two cars a colour on distinct cells,
    /// the side to move with a car left, both sides to move.
    pub fn all_positions(rule: Rule) -> Vec<Dodgem> {
        let mut out = Vec::new();
        for black in 0u16..512 {
            if black.count_ones() > 2 {
                continue;
            }
            for white in 0u16..512 {
                if white.count_ones() > 2 || black & white != 0 {
                    continue;
                }
                for to_move in [Side::Max, Side::Min] {
                    let p = Dodgem {
                        black,
                        white,
                        to_move,
                        rule,
                        ply: 0,
                    };
                    if p.check().is_ok() {
                        out.push(p);
                    }
                }
            }
        }
        out
    }
}

/// A Dodgem spec's options: a `position` in the notation or a `preset` by name (neither: the
/// start), and the `rule` (`seed` by default, or `winning-ways`).
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct DodgemOptions {
    position: Option<String>,
    preset: Option<String>,
    rule: Option<String>,
}

impl GameDef for Dodgem {
    const KIND: &'static str = "dodgem";
    const HELP: &'static str =
        "  --game dodgem [--position CELLS | --preset NAME] [--rule seed|winning-ways]
                         Dodgem on 3x3 (seed 002): 9 cells row by row from the top-left (b, w,
                         .) and the side to move, \"b..b...ww b\"; Black is MAX; presets start,
                         horizon, win-in-five; a win scores 100000 minus its plies
";
    const PERFT_DEPTH: u32 = 12;
    /// From the start, two plies deep on the easy level and three above: its games are long.
    const SIDES: [&'static str; 2] = ["Black", "White"];
    const EXERCISE: Option<crate::practice::Exercise> = Some(crate::practice::Exercise {
        start: crate::practice::Exercise::from_the_start,
        opening: true,
        depth: Some((2, 3)),
        easy_nodes: None,
        canonical: None,
    });
    type Options = DodgemOptions;

    fn load(_kind: &str, o: DodgemOptions) -> Result<Dodgem, Error> {
        let rule = Rule::parse(o.rule.as_deref().unwrap_or("seed").trim())?;
        let position = o
            .position
            .as_deref()
            .map(str::trim)
            .filter(|p| !p.is_empty());
        let preset = o.preset.as_deref().map(str::trim).filter(|p| !p.is_empty());
        Ok(match (position, preset) {
            (Some(_), Some(_)) => {
                return Err(err!(
                    "dodgem.both",
                    "give a Dodgem position or a preset, not both"
                ))
            }
            (Some(p), None) => Dodgem::parse(p, rule)?,
            (None, Some(name)) => Dodgem::parse(
                preset::find(&DODGEM_PRESETS, name, "Dodgem", Self::KIND)?.position,
                rule,
            )?,
            (None, None) => Dodgem::new(rule),
        })
    }

    /// Solved under the position's rule, which the report names.
    fn solver() -> Option<fn(&Self) -> super::solve::Solved> {
        Some(|p| super::solve::Solved::of(p).under(format!("rule {}", p.rule.name())))
    }

    fn info() -> GameInfo {
        GameInfo {
            kind: Self::KIND,
            title: "Dodgem",
            summary: "Dodgem on 3×3 as the 2008 Hanoi report plays it: Black (MAX) drives two cars off the right edge, White two off \
                      the top; first to get both off wins, and so does leaving the opponent no move.",
            options: vec![
                OptionInfo::new("position", "Position", "text", json!(""))
                    .help("9 cells row by row from the top-left (b, w, . for empty), then b or w to move: b..b...ww b"),
                OptionInfo::new("rule", "Rule", "select", json!("seed")).choices(&[
                    ("seed", "The 2008 Hanoi report: leaving the opponent no move wins"),
                    ("winning-ways", "Winning Ways: leaving the opponent no move loses"),
                ]),
            ],
            variants: vec![],
            presets: DODGEM_PRESETS.iter().map(|p| p.info(json!({ "position": p.position }))).collect(),
            max_depth: Self::MAX_DEPTH,
            default_depth: DEFAULT_DEPTH,
            depth_ends_game: false,
            board: Some(BoardInfo { kind: "grid", width: 3, height: 3 }),
            playable: true,
            techniques: vec!["iterativeDeepening", "tt", "aspiration", "ordering"],
            orderings: vec!["reversed", "random", "static", "killer,history", "hash,killer,history"],
            notation: "9 cells row by row from the top-left (b, w, . for empty) and the side to move (b or w); \
                       a colour with fewer than two cars has taken the others off",
            sides: Self::SIDES,
            practice: Self::EXERCISE.is_some(),
        }
    }

    fn true_outcome(&self) -> Option<(super::solve::Outcome, Option<u32>)> {
        let (o, d) = super::solve::solve(self).lookup(self)?;
        Some((o, Some(d)))
    }

    fn natural_depth(&self) -> u32 {
        DEFAULT_DEPTH
    }

    fn depth_ends_game(&self) -> bool {
        false
    }

    fn position(&self) -> Option<String> {
        Some(self.notation())
    }

    fn options(&self) -> Option<serde_json::Value> {
        Some(json!({ "position": self.notation(), "rule": self.rule.name() }))
    }

    /// `[from, to]`, or `[from]` for a car leaving the board; cells row by row from the top-left.
    fn move_cells(&self, mv: DodgemMove) -> Vec<u32> {
        match Self::target(mv.from, mv.dir) {
            Ok(Some(to)) => vec![mv.from as u32, to as u32],
            _ => vec![mv.from as u32],
        }
    }

    fn explain_eval(&self) -> Vec<Term> {
        Dodgem::explain_eval(self)
    }
}

impl super::solve::Solvable for Dodgem {
    fn all_positions(&self) -> Vec<Self> {
        Dodgem::all_positions(self.rule)
    }

    fn key(&self) -> u64 {
        Dodgem::key(self)
    }
}
