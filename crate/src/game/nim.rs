//! Nim: heaps of objects; a move takes one or more objects from one heap. Under normal play the
//! player who takes the last object wins (the player left with nothing to take has lost); under
//! misère play that player loses. The player to move at the root is MAX. A search with no depth
//! given goes to the end of the game, so full minimax rediscovers Bouton's theorem: see
//! [`Nim::nim_sum`] and [`Nim::bouton`].
//!
//! Notation: the heap sizes separated by commas, `3,4,5`, optionally followed by the side to move,
//! `3,4,5 min` (MAX by default). Empty heaps keep their place, so heap numbers do not shift.
// CITE: C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of Mathematics
// 3 (1901-1902): normal play is lost for the mover exactly when the XOR of the heaps is 0.

use super::preset::{self, Preset};
use super::{BoardInfo, Game, GameDef, GameInfo, OptionInfo, Side, MATE};
use crate::error::Error;
use crate::error::Param;
use crate::term::Term;
use serde_json::json;
use std::collections::HashMap;
use std::fmt;

/// At most this many heaps, of at most [`MAX_HEAP`] objects each.
pub const MAX_HEAPS: usize = 8;
pub const MAX_HEAP: u8 = 15;
/// The largest full minimax tree (nodes) a position may have: (3,4,5) has 1,038,768, (2,3,4,5)
/// 77,978,799; (4,4,4,4) with 2.4 billion is refused.
pub const MAX_TREE: u64 = 100_000_000;
/// The deepest search: every object taken one at a time (a search never goes past the end).
pub const MAX_DEPTH: u32 = MAX_HEAPS as u32 * MAX_HEAP as u32;

/// Presets, the position the heaps and the extra misère play; `crate/tests/nim.rs` checks each claim.
pub const NIM_PRESETS: [Preset<bool>; 3] = [
    Preset {
        name: "one-two-three",
        title: "1, 2, 3: lost for the mover",
        position: "1,2,3",
        extra: false,
        note: "1 ⊕ 2 ⊕ 3 = 0, so whatever MAX takes, MIN can answer to make the nim-sum 0 again and take the \
         last object: every move loses (Bouton). Minimax needs 447 nodes to prove it.",
        depth: None,
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "three-four-five",
        title: "3, 4, 5: take two from the first heap",
        position: "3,4,5",
        extra: false,
        note: "3 ⊕ 4 ⊕ 5 = 2 ≠ 0: MAX wins, and the only winning move is h1−2, leaving 1, 4, 5 with nim-sum \
         0. Compare minimax (1,038,768 nodes) with alpha-beta.",
        depth: None,
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
    Preset {
        name: "misere-one-one-two",
        title: "Misère 1, 1, 2: the normal-play move loses",
        position: "1,1,2",
        extra: true,
        note: "Taking the last object loses here. The normal-play winning move h3−2 leaves 1, 1: two single \
         heaps, an even number, and MAX must take the last. Under misère, h3−1 wins: three single heaps.",
        depth: None,
        search: Some(r#"{ "algorithm": "alphabeta" }"#),
    },
];

/// A move: take `take` objects from heap `heap` (0-based; named 1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimMove {
    pub heap: u8,
    pub take: u8,
}

/// A position: the heaps (the first `count` of `heaps`), who moves, the rule, and the plies from
/// the search root (for `MATE - ply`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nim {
    heaps: [u8; MAX_HEAPS],
    count: u8,
    to_move: Side,
    misere: bool,
    ply: u16,
}

impl Nim {
    /// A position from heap sizes, MAX to move.
    ///
    /// # Errors
    /// No heap, too many heaps, a heap too big, or a full search too large to run.
    pub fn new(heaps: &[u8], misere: bool) -> Result<Nim, Error> {
        if heaps.is_empty() {
            return Err(err!(
                "nim.noHeap",
                "Nim needs at least one heap, as in 3,4,5"
            ));
        }
        if heaps.len() > MAX_HEAPS {
            return Err(err!(
                "nim.tooManyHeaps",
                "{n} heaps are too many: at most {max}",
                n = heaps.len(),
                max = MAX_HEAPS
            ));
        }
        if let Some((i, &h)) = heaps.iter().enumerate().find(|(_, &h)| h > MAX_HEAP) {
            return Err(err!(
                "nim.heapTooBig",
                "heap {i} has {n} objects: at most {max}",
                i = i + 1,
                n = h,
                max = MAX_HEAP
            ));
        }
        let mut arr = [0u8; MAX_HEAPS];
        arr[..heaps.len()].copy_from_slice(heaps);
        let pos = Nim {
            heaps: arr,
            count: heaps.len() as u8,
            to_move: Side::Max,
            misere,
            ply: 0,
        };
        let size = pos.tree_size();
        if size > MAX_TREE {
            if size == u64::MAX {
                return Err(err!(
                    "nim.treeHuge",
                    "the full game tree of {heaps} has billions of nodes, more than the {max} a search to the end may visit: use smaller heaps",
                    heaps = pos.heap_list(),
                    max = crate::error::grouped(MAX_TREE)
                ));
            }
            return Err(err!(
                "nim.treeTooBig",
                "the full game tree of {heaps} has {n} nodes, more than the {max} a search to the end may visit: use smaller heaps",
                heaps = pos.heap_list(),
                n = crate::error::grouped(size),
                max = crate::error::grouped(MAX_TREE)
            ));
        }
        Ok(pos)
    }

    /// A position in the notation: `3,4,5` or `3,4,5 min`.
    ///
    /// # Errors
    /// Which heap is not a number, or what [`Nim::new`] refuses.
    pub fn parse(text: &str, misere: bool) -> Result<Nim, Error> {
        let text = text.trim();
        let (list, side) = match text.rsplit_once(' ') {
            Some((l, s)) if s.chars().all(|c| c.is_ascii_alphabetic()) => (l.trim(), Some(s)),
            _ => (text, None),
        };
        let mut heaps = Vec::new();
        for (i, part) in list
            .split([',', ' '])
            .filter(|p| !p.trim().is_empty())
            .enumerate()
        {
            let h: u8 = part.trim().parse().map_err(|_| {
                err!(
                    "nim.heap",
                    "heap {i} is '{given}': a heap is a number of objects, 0 to {max}",
                    i = i + 1,
                    given = part.trim(),
                    max = MAX_HEAP
                )
            })?;
            heaps.push(h);
        }
        let mut pos = Nim::new(&heaps, misere)?;
        pos.to_move = match side.map(str::to_ascii_lowercase).as_deref() {
            None | Some("max") => Side::Max,
            Some("min") => Side::Min,
            Some(other) => {
                return Err(err!(
                    "nim.side",
                    "the side to move is '{side}': use max or min (MAX by default)",
                    side = other
                ))
            }
        };
        Ok(pos)
    }

    /// The heap sizes.
    pub fn heaps(&self) -> &[u8] {
        &self.heaps[..self.count as usize]
    }

    pub fn misere(&self) -> bool {
        self.misere
    }

    /// Objects left on the table.
    pub fn total(&self) -> u32 {
        self.heaps().iter().map(|&h| h as u32).sum()
    }

    /// The XOR of the heap sizes (Bouton's nim-sum).
    pub fn nim_sum(&self) -> u8 {
        self.heaps().iter().fold(0, |x, &h| x ^ h)
    }

    /// Bouton's verdict: true when the player to move wins with best play. Normal play: the
    /// nim-sum is not 0. Misère: the same, except when no heap has more than one object, where the
    /// mover wins exactly when the number of non-empty heaps is even.
    pub fn bouton(&self) -> bool {
        if self.misere && self.heaps().iter().all(|&h| h <= 1) {
            self.heaps().iter().filter(|&&h| h == 1).count() % 2 == 0
        } else {
            self.nim_sum() != 0
        }
    }

    /// Bouton's verdict in one byte, as the page says it (its `nim.*` words): the case in bits
    /// 0-2 (0 the nim-sum, 1 the nim-sum under misère while a heap has two or more, 2 misère with
    /// single objects only, 3 no object left, 4 no object left under misère), whether the player to
    /// move wins in bit 3 ([`Nim::bouton`]), and the case's number in bits 4-7 (the nim-sum, or the
    /// single objects left; both at most 15).
    pub fn bouton_verdict(&self) -> u8 {
        let heaps = self.heaps();
        let (case, n) = if self.total() == 0 {
            (if self.misere { 4 } else { 3 }, 0)
        } else if self.misere && heaps.iter().all(|&h| h <= 1) {
            (2, heaps.iter().filter(|&&h| h == 1).count() as u8)
        } else {
            (u8::from(self.misere), self.nim_sum())
        };
        // No object left: the mover has lost, or under misère has won (the other took the last).
        let wins = if self.total() == 0 {
            self.misere
        } else {
            self.bouton()
        };
        case | u8::from(wins) << 3 | n << 4
    }

    /// `3,4,5`.
    pub fn heap_list(&self) -> String {
        self.heaps()
            .iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The notation: `3,4,5`, with ` min` when MIN is to move.
    pub fn notation(&self) -> String {
        match self.to_move {
            Side::Max => self.heap_list(),
            Side::Min => format!("{} min", self.heap_list()),
        }
    }

    /// The same position as a search root (ply 0).
    pub fn as_root(&self) -> Self {
        Nim { ply: 0, ..*self }
    }

    /// Nodes of the full minimax tree from here (every call of the search function), saturating.
    pub fn tree_size(&self) -> u64 {
        fn size(sorted: Vec<u8>, memo: &mut HashMap<Vec<u8>, u64>) -> u64 {
            if let Some(&n) = memo.get(&sorted) {
                return n;
            }
            let mut n: u64 = 1;
            for i in 0..sorted.len() {
                for t in 1..=sorted[i] {
                    let mut child = sorted.clone();
                    child[i] -= t;
                    child.sort_unstable();
                    n = n.saturating_add(size(child, memo));
                }
            }
            memo.insert(sorted, n);
            n
        }
        let mut sorted: Vec<u8> = self.heaps().iter().copied().filter(|&h| h > 0).collect();
        // Emptying the heaps one after the other alone gives 2^(h - 1) ways per heap: past 2^40
        // leaves, do not count.
        if self.total() - sorted.len() as u32 > 40 {
            return u64::MAX;
        }
        sorted.sort_unstable();
        size(sorted, &mut HashMap::new())
    }

    /// The evaluation explained (the sum is [`Game::evaluate`]).
    pub fn explain_eval(&self) -> Vec<Term> {
        let sum = self
            .heaps()
            .iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(" ⊕ ");
        if self.total() == 0 {
            let mover = self.to_move;
            let winner = if self.misere { mover } else { mover.other() };
            let misere = if self.misere {
                Param::As(
                    true.into(),
                    "misère: the player who took the last object has lost".into(),
                )
            } else {
                Param::As(
                    false.into(),
                    "the player who took the last object has won".into(),
                )
            };
            return vec![term!(
                winner.sign() * (MATE - self.ply as i32),
                "nimEnd",
                "no object left, {misere}: {winner} wins {plies} plies from the root (MATE - {plies})",
                misere = misere,
                winner = winner.to_string(),
                plies = self.ply
            )];
        }
        let wins = if self.bouton() {
            Param::As(true.into(), "wins".into())
        } else {
            Param::As(false.into(), "loses".into())
        };
        vec![term!(
            0,
            "nimOpen",
            "the game is not over: 0 (no heuristic). Nim-sum {sum} = {s}: Bouton says the side to move ({side}) {wins}",
            sum = sum,
            s = self.nim_sum(),
            side = self.to_move.to_string(),
            wins = wins
        )]
    }
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation())?;
        if self.misere {
            f.write_str(" (misère)")?;
        }
        Ok(())
    }
}

impl Game for Nim {
    type Move = NimMove;

    #[inline]
    fn side_to_move(&self) -> Side {
        self.to_move
    }

    /// Heap by heap from the first; from each, one object, then two, and so on.
    fn legal_moves(&self, out: &mut Vec<NimMove>) {
        for (heap, &h) in self.heaps().iter().enumerate() {
            out.extend((1..=h).map(|take| NimMove {
                heap: heap as u8,
                take,
            }));
        }
    }

    fn play(&self, mv: NimMove) -> Self {
        let mut heaps = self.heaps;
        heaps[mv.heap as usize] -= mv.take;
        Nim {
            heaps,
            to_move: self.to_move.other(),
            ply: self.ply.saturating_add(1),
            ..*self
        }
    }

    fn is_terminal(&self) -> bool {
        self.total() == 0
    }

    /// With no object left: the mover has lost (normal play) or won (misère), `MATE - ply` for
    /// the winner. Otherwise 0: Nim gets no heuristic, so that the search has to find the answer.
    fn evaluate(&self) -> i32 {
        if self.total() > 0 {
            return 0;
        }
        let winner = if self.misere {
            self.to_move
        } else {
            self.to_move.other()
        };
        winner.sign() * (MATE - self.ply as i32)
    }

    /// `h3−2`: two objects from heap 3.
    fn move_name(&self, mv: NimMove) -> String {
        format!("h{}−{}", mv.heap + 1, mv.take)
    }

    fn hash(&self) -> Option<u64> {
        let heaps = self
            .heaps()
            .iter()
            .enumerate()
            .fold(0u64, |k, (i, &h)| k | (h as u64) << (4 * i));
        Some(heaps | ((self.to_move == Side::Min) as u64) << 32 | (self.misere as u64) << 33)
    }

    fn move_key(&self, mv: NimMove) -> u32 {
        mv.heap as u32 * 16 + mv.take as u32
    }
}

/// A Nim spec's options: `position` (`3,4,5`), `misere` (false by default) or a `preset` by name.
#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct NimOptions {
    position: Option<String>,
    misere: Option<bool>,
    preset: Option<String>,
}

impl GameDef for Nim {
    const KIND: &'static str = "nim";
    const HELP: &'static str = "  --game nim [--position HEAPS] [--misere] [--preset NAME]
                         Nim from heaps \"3,4,5\" (the default), normal play or misere; the
                         search goes to the end unless --depth says otherwise; presets
                         one-two-three, three-four-five, misere-one-one-two
";
    const PERFT_DEPTH: u32 = 12;
    /// Two or three heaps of 1 to 4 drawn from the seed, and above the easy level one game in two
    /// misère (the few small Nim games, played both ways), to the end of the game. Nim's small
    /// games are few: 7 to 20 nodes holds little more than 2,1, so its easy level reaches up to
    /// 3,1 and 2,2 (24 and 26 nodes). A position is written with its heaps largest first, the
    /// empty ones gone (2,0,1 and 1,2 are both the game 2,1; one exercise, not three).
    const EXERCISE: Option<crate::practice::Exercise> = Some(crate::practice::Exercise {
        start: |level, rng| {
            let count = rng.range(2, 3);
            let heaps: Vec<String> = (0..count).map(|_| rng.range(1, 4).to_string()).collect();
            let misere = level != "easy" && rng.range(0, 1) == 1;
            json!({ "position": heaps.join(","), "misere": misere })
        },
        opening: false,
        depth: None,
        easy_nodes: Some((7, 28)),
        canonical: Some(|mut options| {
            if let Some(serde_json::Value::String(text)) = options.get_mut("position") {
                let mut heaps: Vec<u32> = text
                    .split(',')
                    .filter_map(|h| h.trim().parse().ok())
                    .filter(|&h| h > 0)
                    .collect();
                heaps.sort_unstable_by(|a, b| b.cmp(a));
                *text = heaps
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(",");
            }
            options
        }),
    });
    const MAX_DEPTH: u32 = MAX_DEPTH;
    type Options = NimOptions;

    fn load(_kind: &str, o: NimOptions) -> Result<Nim, Error> {
        let position = o
            .position
            .as_deref()
            .map(str::trim)
            .filter(|p| !p.is_empty());
        match o.preset.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
            Some(name) => {
                if position.is_some() || o.misere.is_some() {
                    return Err(err!(
                        "nim.both",
                        "give Nim heaps (and misère) or a preset, not both"
                    ));
                }
                let p = preset::find(&NIM_PRESETS, name, "Nim", Self::KIND)?;
                Ok(Nim::parse(p.position, p.extra)?)
            }
            None => Ok(Nim::parse(
                position.unwrap_or("3,4,5"),
                o.misere.unwrap_or(false),
            )?),
        }
    }

    fn solver() -> Option<fn(&Self) -> super::solve::Solved> {
        None
    }

    fn info() -> GameInfo {
        GameInfo {
            kind: Self::KIND,
            title: "Nim",
            summary: "Heaps of objects; a move takes one or more from one heap; taking the last object wins \
                      (misère: loses). The player to move first is MAX; the search goes to the end.",
            options: vec![
                OptionInfo::new("position", "Heaps", "text", json!("3,4,5"))
                    .help("heap sizes separated by commas, at most 8 heaps of at most 15: 3,4,5"),
                OptionInfo::new("misere", "Misère (taking the last object loses)", "checkbox", json!(false)),
            ],
            variants: vec![],
            presets: NIM_PRESETS.iter().map(|p| p.info(json!({ "position": p.position, "misere": p.extra }))).collect(),
            max_depth: MAX_DEPTH,
            default_depth: 12,
            depth_ends_game: true,
            board: Some(BoardInfo { kind: "heaps", width: MAX_HEAPS as u32, height: MAX_HEAP as u32 }),
            playable: true,
            techniques: vec!["iterativeDeepening", "tt", "aspiration", "ordering"],
            orderings: vec!["reversed", "random", "killer,history", "hash,killer,history"],
            notation: "heap sizes separated by commas (3,4,5), then optionally the side to move (max or min)",
            sides: Self::SIDES,
            practice: Self::EXERCISE.is_some(),
        }
    }

    /// The objects left: a search to the end.
    /// Bouton (1901): the outcome from the nim-sum, no search needed (the distance is not known).
    fn true_outcome(&self) -> Option<(super::solve::Outcome, Option<u32>)> {
        Some((
            if self.bouton() {
                super::solve::Outcome::Win
            } else {
                super::solve::Outcome::Loss
            },
            None,
        ))
    }

    fn natural_depth(&self) -> u32 {
        self.total()
    }

    fn depth_ends_game(&self) -> bool {
        true
    }

    fn position(&self) -> Option<String> {
        Some(self.notation())
    }

    fn options(&self) -> Option<serde_json::Value> {
        Some(json!({ "position": self.notation(), "misere": self.misere }))
    }

    /// The lowest object taken, on a board of 8 heaps (columns) by 15 objects (rows, the first
    /// object at the bottom), counted row by row from the top-left: a click on an object takes it
    /// and everything above it.
    fn move_cells(&self, mv: NimMove) -> Vec<u32> {
        let level = (self.heaps[mv.heap as usize] - mv.take) as u32;
        vec![(MAX_HEAP as u32 - 1 - level) * MAX_HEAPS as u32 + mv.heap as u32]
    }

    fn explain_eval(&self) -> Vec<Term> {
        Nim::explain_eval(self)
    }
}
