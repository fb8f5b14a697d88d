//! Move ordering: which child to search first. Alpha-beta's value never depends on it, its cost
//! depends on nothing else so much (seed 003: ordering is "the whole game").

use super::tt::KeyMix;
use crate::game::Game;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// One ordering heuristic. A list of them is applied as a lexicographic key: the first heuristic
/// decides, the next breaks its ties, and the game's own order breaks the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    /// The game's order (a no-op; named so that a teacher can pick it explicitly).
    Natural,
    /// The game's order backwards.
    Reversed,
    /// A seeded shuffle.
    Random,
    // CITE: MVV-LVA, most valuable victim / least valuable attacker (chessprogramming wiki).
    /// Captures first, the most valuable victim first, then the least valuable attacker.
    MvvLva,
    // CITE: killer heuristic, Akl and Newborn 1977.
    /// Quiet moves that caused a cutoff at the same ply elsewhere.
    Killer,
    // CITE: history heuristic, Schaeffer 1983/1989.
    /// Moves that caused cutoffs anywhere, weighted by depth squared.
    History,
    /// The best move a transposition-table entry remembers for this position.
    Hash,
    /// Explicit trees: the child best for the side to move first (an oracle: the perfect order).
    BestFirst,
    /// Explicit trees: the child worst for the side to move first.
    WorstFirst,
    /// By the static evaluation of each child, best for the side to move first.
    Static,
    /// By the game's own priority ([`Game::move_priority`]): the centre columns first in Connect Four.
    Centre,
}

impl Heuristic {
    pub const NAMES: [(&'static str, Heuristic); 11] = [
        ("natural", Heuristic::Natural),
        ("reversed", Heuristic::Reversed),
        ("random", Heuristic::Random),
        ("mvv-lva", Heuristic::MvvLva),
        ("killer", Heuristic::Killer),
        ("history", Heuristic::History),
        ("hash", Heuristic::Hash),
        ("best-first", Heuristic::BestFirst),
        ("worst-first", Heuristic::WorstFirst),
        ("static", Heuristic::Static),
        ("centre", Heuristic::Centre),
    ];

    /// # Errors
    /// A message listing the names.
    pub fn parse(name: &str) -> Result<Heuristic, crate::error::Error> {
        Self::NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, h)| h)
            .ok_or_else(|| {
                let all: Vec<&str> = Self::NAMES.iter().map(|(n, _)| *n).collect();
                err!(
                    "unknownOrdering",
                    "unknown move ordering '{name}': use {list}",
                    name = name,
                    list = crate::error::list(all, ", ")
                )
            })
    }

    pub fn name(self) -> &'static str {
        Self::NAMES.iter().find(|(_, h)| *h == self).unwrap().0
    }
}

crate::trace::wire_enum! {
/// Why a child stands where it does (the `a` of an Order event). The numbers are wire format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason: i32 {
    /// No heuristic distinguished it: the game's order.
    Natural = 0,
    Reversed = 1,
    Random = 2,
    Capture = 3,
    Killer = 4,
    History = 5,
    HashMove = 6,
    BestFirst = 7,
    WorstFirst = 8,
    Static = 9,
    /// Iterative deepening: the previous iteration's principal variation.
    PreviousPv = 10,
    Centre = 11,
}
}

impl Heuristic {
    fn reason(self) -> Reason {
        match self {
            Heuristic::Natural => Reason::Natural,
            Heuristic::Reversed => Reason::Reversed,
            Heuristic::Random => Reason::Random,
            Heuristic::MvvLva => Reason::Capture,
            Heuristic::Killer => Reason::Killer,
            Heuristic::History => Reason::History,
            Heuristic::Hash => Reason::HashMove,
            Heuristic::BestFirst => Reason::BestFirst,
            Heuristic::WorstFirst => Reason::WorstFirst,
            Heuristic::Static => Reason::Static,
            Heuristic::Centre => Reason::Centre,
        }
    }

    /// True when this heuristic ranks every move (rather than singling out a few).
    fn ranks_all(self) -> bool {
        matches!(
            self,
            Heuristic::Reversed
                | Heuristic::Random
                | Heuristic::BestFirst
                | Heuristic::WorstFirst
                | Heuristic::Static
        )
    }
}

/// Move keys below this are the history table's own indexes (chess's 20,480 and xiangqi's 8,100
/// are); a larger key (an explicit tree's node) is looked up in a map.
const HISTORY_INDEXED: u32 = 1 << 16;

/// What the heuristics learn during a search.
#[derive(Debug, Default)]
pub struct Memory {
    /// Two killer move keys per ply.
    pub killers: Vec<[Option<u32>; 2]>,
    /// History scores by move key, for keys below [`HISTORY_INDEXED`]: the key is the index (the
    /// table as long as the largest key that cut). Read for every quiet move at every node.
    history: Vec<i64>,
    /// History scores of larger keys, by key.
    history_beyond: HashMap<u32, i64, BuildHasherDefault<KeyMix>>,
}

impl Memory {
    /// The history score of the move with key `key` (0 when it never cut).
    #[inline]
    pub fn history_of(&self, key: u32) -> i64 {
        match self.history.get(key as usize) {
            Some(&score) => score,
            None if key < HISTORY_INDEXED || self.history_beyond.is_empty() => 0,
            None => self.history_beyond.get(&key).copied().unwrap_or(0),
        }
    }

    /// A quiet move caused a cutoff at `ply` with `depth` left.
    pub fn cutoff_by(&mut self, key: u32, ply: u32, depth: u32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(key) {
            k[1] = k[0];
            k[0] = Some(key);
        }
        let bonus = (depth as i64) * (depth as i64);
        if key < HISTORY_INDEXED {
            if self.history.len() <= key as usize {
                self.history.resize(key as usize + 1, 0);
            }
            self.history[key as usize] += bonus;
        } else {
            *self.history_beyond.entry(key).or_insert(0) += bonus;
        }
    }
}

/// What the ordering needs to know about the node.
pub struct NodeInfo {
    pub ply: u32,
    pub hash_move: Option<u32>,
    /// The previous iteration's principal-variation move here, when the node lies on it.
    pub pv_move: Option<u32>,
    /// A per-node seed for the random ordering.
    pub random_seed: u64,
}

/// The buffers [`order`] works in, kept from node to node so that ordering a node allocates
/// nothing once they have grown (an allocation per node cost more than the ordering itself).
#[derive(Debug)]
pub struct Scratch<M> {
    scores: Vec<i64>,
    keys: Vec<u128>,
    keys64: Vec<u64>,
    idx: Vec<u32>,
    sorted: Vec<(u32, M)>,
    packing: Packing,
    /// Why each move stands where it does, in the order of the last call that sorted and was
    /// asked for them (see [`order`]).
    pub reasons: Vec<(Reason, i64)>,
}

impl<M> Default for Scratch<M> {
    fn default() -> Self {
        Scratch {
            scores: Vec::new(),
            keys: Vec::new(),
            keys64: Vec::new(),
            idx: Vec::new(),
            sorted: Vec::new(),
            packing: Packing::default(),
            reasons: Vec::new(),
        }
    }
}

/// The most columns a row may have to be packed into one number.
const PACKED_COLUMNS: usize = 16;

/// How rows of scores pack into one number each, where they fit in 128 bits: every column's score
/// less the column's least, at its own bits, the first column highest; the game's order reversed
/// in the lowest bits. The numbers are distinct and order as the rows do with ties broken by the
/// game's order, so sorting them gives the stable sort of the rows, at the cost of comparing one
/// number instead of a row (the sort was most of the ordering's time in WebAssembly).
#[derive(Debug, Default)]
struct Packing {
    lows: [i64; PACKED_COLUMNS],
    shifts: [u32; PACKED_COLUMNS],
    /// The bits a number takes.
    bits: u32,
}

impl Packing {
    /// Becomes the packing of `n` rows of `width` columns whose column `k` runs from `lows[k]` to
    /// `highs[k]`; false (the packing is not to be used) for fewer than two rows, more than
    /// [`PACKED_COLUMNS`] columns or more than 128 bits. Worked out in place, in a buffer kept
    /// from node to node: returned as a value, its 200 bytes were a zero fill and a copy at every
    /// node, each a call out of the compiled code in WebAssembly (V8 runs `memory.fill` and
    /// `memory.copy` so).
    fn set(&mut self, width: usize, n: usize, lows: &[i64], highs: &[i64]) -> bool {
        if n <= 1 || width > PACKED_COLUMNS {
            return false;
        }
        self.bits = index_bits(n);
        for k in (0..width).rev() {
            self.lows[k] = lows[k];
            self.shifts[k] = self.bits;
            self.bits += 64 - highs[k].abs_diff(lows[k]).leading_zeros();
        }
        self.bits <= 128
    }

    /// Row `m` of `n` as one number of at most 64 bits (when `bits` is at most 64).
    #[inline]
    fn key64(&self, row: &[i64], m: usize, n: usize) -> u64 {
        let mut key = (n - 1 - m) as u64;
        for (k, &s) in row.iter().enumerate() {
            // A column of one value takes no bits (its shift may be 64: nothing to add).
            key |= s
                .abs_diff(self.lows[k])
                .checked_shl(self.shifts[k])
                .unwrap_or(0);
        }
        key
    }

    #[inline]
    fn key128(&self, row: &[i64], m: usize, n: usize) -> u128 {
        let mut key = (n - 1 - m) as u128;
        for (k, &s) in row.iter().enumerate() {
            // A column of one value takes no bits (its shift may be 128: nothing to add).
            key |= (s.abs_diff(self.lows[k]) as u128)
                .checked_shl(self.shifts[k])
                .unwrap_or(0);
        }
        key
    }
}

/// The bits a packed number's lowest part takes: the game's order of `n` rows (two at least).
#[inline]
fn index_bits(n: usize) -> u32 {
    32 - (n as u32 - 1).leading_zeros()
}

/// The row (of `n`, two at least) whose packed number is `key`: the game's order reversed in
/// the lowest bits (at most 32 of them, so a 128-bit number's low 64 bits tell it too).
#[inline]
fn row_of(key: u64, n: usize) -> usize {
    n - 1 - (key & ((1u64 << index_bits(n)) - 1)) as usize
}

/// Sorts `keys` greatest first: an insertion sort, as the lists are short (a position's moves)
/// and the keys distinct.
fn sort_desc<K: Copy + Ord>(keys: &mut [K]) {
    for i in 1..keys.len() {
        let key = keys[i];
        let mut j = i;
        while j > 0 && keys[j - 1] < key {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = key;
    }
}

/// Leaves in `idx` the indexes of the `n` rows of `width` scores (row-major in `scores`) in the
/// order of a stable sort by row, greatest first: ties keep the rows' order. `keys64` and
/// `keys128` are the buffers the packed sorts work in.
#[cfg(test)]
fn rank_rows(
    scores: &[i64],
    width: usize,
    n: usize,
    keys64: &mut Vec<u64>,
    keys128: &mut Vec<u128>,
    idx: &mut Vec<u32>,
) {
    let (mut lows, mut highs) = ([i64::MAX; PACKED_COLUMNS], [i64::MIN; PACKED_COLUMNS]);
    for k in 0..width.min(PACKED_COLUMNS) {
        (lows[k], highs[k]) = (0..n).fold((i64::MAX, i64::MIN), |(lo, hi), m| {
            (lo.min(scores[m * width + k]), hi.max(scores[m * width + k]))
        });
    }
    let mut p = Packing::default();
    rank(
        scores,
        width,
        n,
        p.set(width, n, &lows, &highs).then_some(&p),
        keys64,
        keys128,
        idx,
    );
}

/// [`rank_rows`] with the rows' packing worked out (`None`: the rows do not pack).
fn rank(
    scores: &[i64],
    width: usize,
    n: usize,
    packing: Option<&Packing>,
    keys64: &mut Vec<u64>,
    keys128: &mut Vec<u128>,
    idx: &mut Vec<u32>,
) {
    idx.clear();
    let row = |m: usize| &scores[m * width..(m + 1) * width];
    match packing {
        // Most rows fit in 64 bits (chess and xiangqi with MVV-LVA, killers and history do): a u64
        // is one register and one compare in WebAssembly, where a u128 is two, and each of its
        // variable shifts a call (__ashlti3).
        Some(p) if p.bits <= 64 => {
            keys64.clear();
            keys64.extend((0..n).map(|m| p.key64(row(m), m, n)));
            sort_desc(keys64);
            idx.extend(keys64.iter().map(|&key| row_of(key, n) as u32));
        }
        Some(p) => {
            keys128.clear();
            keys128.extend((0..n).map(|m| p.key128(row(m), m, n)));
            sort_desc(keys128);
            idx.extend(keys128.iter().map(|&key| row_of(key as u64, n) as u32));
        }
        None => {
            idx.extend(0..n as u32);
            // Stable: equal keys keep the game's order.
            idx.sort_by(|&a, &b| row(b as usize).cmp(row(a as usize)));
        }
    }
}

/// How [`order`] left the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ordered {
    /// In their order, with the reasons in `scratch.reasons` when they were asked for.
    Sorted,
    /// In the game's order, each with its key beside it: [`pick`] says which to search next.
    Lazy,
}

/// Orders `moves` (pairs of game-order index and move). With `reasons`, or when the rows do not
/// pack into 64 bits, sorts them in place ([`Ordered::Sorted`]) and, with `reasons`, leaves in
/// `scratch.reasons`, for each move in its new place, why it stands there and the score that reason
/// gave. Otherwise leaves them in the game's order with each one's key in `keys`
/// ([`Ordered::Lazy`]): a search that stops at a cutoff, most often after the first move, then
/// never sorts the rest (Stockfish's move picker sorts lazily too); [`pick`] gives the same order.
#[allow(clippy::too_many_arguments)]
pub fn order<G: Game>(
    pos: &G,
    moves: &mut Vec<(u32, G::Move)>,
    heuristics: &[Heuristic],
    memory: &Memory,
    node: &NodeInfo,
    scratch: &mut Scratch<G::Move>,
    reasons: bool,
    keys: &mut Vec<u64>,
) -> Ordered {
    let sign = pos.side_to_move().sign() as i64;
    let mut rng = crate::rng::SplitMix64(node.random_seed);
    let killers = memory
        .killers
        .get(node.ply as usize)
        .copied()
        .unwrap_or([None, None]);
    // One score per heuristic per move; a previous-PV move outranks everything.
    let width = heuristics.len() + 1;
    let scores = &mut scratch.scores;
    scores.clear();
    scores.reserve(moves.len() * width);
    // Each column's least and greatest score, for the packing.
    let (mut lows, mut highs) = ([i64::MAX; PACKED_COLUMNS], [i64::MIN; PACKED_COLUMNS]);
    let mut column = |k: usize, s: i64, scores: &mut Vec<i64>| {
        if k < PACKED_COLUMNS {
            lows[k] = lows[k].min(s);
            highs[k] = highs[k].max(s);
        }
        scores.push(s);
    };
    // What a move captures is asked once per move, for MVV-LVA and the killers alike.
    let captures = heuristics
        .iter()
        .any(|h| matches!(h, Heuristic::MvvLva | Heuristic::Killer));
    for &(i, mv) in moves.iter() {
        column(0, if Some(i) == node.pv_move { 1 } else { 0 }, scores);
        let capture = if captures {
            pos.capture_values(mv)
        } else {
            None
        };
        for (k, &h) in heuristics.iter().enumerate() {
            let s = match h {
                Heuristic::Natural => 0,
                Heuristic::Reversed => i as i64,
                Heuristic::Random => (rng.next_u64() >> 11) as i64,
                Heuristic::MvvLva => match capture {
                    Some((victim, attacker)) => 1_000_000 + (victim as i64) * 100 - attacker as i64,
                    None => 0,
                },
                Heuristic::Killer => {
                    if killers == [None, None] || capture.is_some() {
                        0
                    } else {
                        let key = pos.move_key(mv);
                        if killers[0] == Some(key) {
                            2
                        } else if killers[1] == Some(key) {
                            1
                        } else {
                            0
                        }
                    }
                }
                Heuristic::History => memory.history_of(pos.move_key(mv)),
                Heuristic::Hash => (Some(i) == node.hash_move) as i64,
                Heuristic::BestFirst => pos.play(mv).exact_value().map_or(0, |v| sign * v as i64),
                Heuristic::WorstFirst => pos.play(mv).exact_value().map_or(0, |v| -sign * v as i64),
                Heuristic::Static => sign * pos.play(mv).evaluate() as i64,
                Heuristic::Centre => pos.move_priority(mv) as i64,
            };
            column(k + 1, s, scores);
        }
    }
    let n = moves.len();
    let ordered = rank_or_key(
        &scratch.scores,
        width,
        n,
        &lows,
        &highs,
        !reasons,
        &mut scratch.packing,
        keys,
        &mut scratch.keys64,
        &mut scratch.keys,
        &mut scratch.idx,
    );
    if ordered == Ordered::Lazy {
        return ordered;
    }
    scratch.reasons.clear();
    if reasons {
        reasons_of(
            &scratch.scores,
            heuristics,
            &scratch.idx,
            &mut scratch.reasons,
        );
    }
    scratch.sorted.clear();
    scratch
        .sorted
        .extend(scratch.idx.iter().map(|&m| moves[m as usize]));
    std::mem::swap(moves, &mut scratch.sorted);
    ordered
}

/// The part of [`order`] that does not depend on the game: with `lazy` and rows that pack in 64
/// bits, each row's key in `keys` ([`Ordered::Lazy`]); otherwise the rows' order in `idx`
/// ([`Ordered::Sorted`]). `lows` and `highs` are each column's least and greatest score; `packing`
/// is the buffer the rows' packing is worked out in.
#[allow(clippy::too_many_arguments)]
fn rank_or_key(
    scores: &[i64],
    width: usize,
    n: usize,
    lows: &[i64],
    highs: &[i64],
    lazy: bool,
    packing: &mut Packing,
    keys: &mut Vec<u64>,
    keys64: &mut Vec<u64>,
    keys128: &mut Vec<u128>,
    idx: &mut Vec<u32>,
) -> Ordered {
    let packs = packing.set(width, n, lows, highs);
    if lazy && packs && packing.bits <= 64 {
        keys.clear();
        keys.extend((0..n).map(|m| packing.key64(&scores[m * width..(m + 1) * width], m, n)));
        return Ordered::Lazy;
    }
    rank(
        scores,
        width,
        n,
        packs.then_some(&*packing),
        keys64,
        keys128,
        idx,
    );
    Ordered::Sorted
}

/// Why each row in `idx`'s order stands there, and the score that reason gave: the first column
/// (a previous-PV move) or the first heuristic that ranks every move or scored the row.
fn reasons_of(scores: &[i64], heuristics: &[Heuristic], idx: &[u32], out: &mut Vec<(Reason, i64)>) {
    let width = heuristics.len() + 1;
    out.extend(idx.iter().map(|&m| {
        let row = &scores[m as usize * width..(m as usize + 1) * width];
        if row[0] != 0 {
            return (Reason::PreviousPv, 1);
        }
        for (k, &h) in heuristics.iter().enumerate() {
            if h.ranks_all() || row[k + 1] != 0 {
                return (h.reason(), row[k + 1]);
            }
        }
        (Reason::Natural, 0)
    }));
}

/// How many moves [`pick`] finds by selection before it sorts the rest: a cut node most often
/// stops after the first or second, a node that searches them all would pay for a selection per move.
const PICKED: usize = 2;

/// Which move (its place in the list [`order`] left [`Ordered::Lazy`], with `keys` beside it)
/// to search `k`th, asked for `k` = 0, 1, 2 … in turn: the first [`PICKED`] by selection (the
/// greatest key of `keys[k..]` is swapped to `k`), then the rest sorted at once. The moves come in
/// the order a sort would give, as the keys are distinct.
pub fn pick(keys: &mut [u64], k: usize) -> usize {
    if k < PICKED {
        let best = greatest_from(keys, k);
        keys.swap(k, best);
    } else if k == PICKED {
        sort_desc(&mut keys[k..]);
    }
    row_of(keys[k], keys.len())
}

/// The index of the greatest of `keys[k..]`.
fn greatest_from(keys: &[u64], k: usize) -> usize {
    let mut best = k;
    for j in k + 1..keys.len() {
        if keys[j] > keys[best] {
            best = j;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::{pick, rank_rows};
    use crate::rng::SplitMix64;

    /// The order `rank_rows` must give: the rows' stable sort, greatest first.
    fn reference(scores: &[i64], width: usize, n: usize) -> Vec<u32> {
        let mut idx: Vec<u32> = (0..n as u32).collect();
        idx.sort_by(|&a, &b| {
            scores[b as usize * width..][..width].cmp(&scores[a as usize * width..][..width])
        });
        idx
    }

    /// Rows whose columns span `span` values (from a negative least) land in the 64-bit packing,
    /// the 128-bit one or the row sort by how many bits they need; each path gives the stable sort.
    #[test]
    fn every_packing_sorts_as_the_rows_do() {
        let mut rng = SplitMix64(16);
        let (mut k64, mut k128, mut idx) = (Vec::new(), Vec::new(), Vec::new());
        // (span, what the columns need: 3 columns of 3 bits fit 64; of 31 bits do not; full i64s need rows)
        for span in [8u64, 1 << 31, u64::MAX] {
            for n in 0..48usize {
                for width in 1..5usize {
                    // Few distinct values as well as many, so that ties are common.
                    let values = if rng.next_u64().is_multiple_of(2) {
                        3
                    } else {
                        span
                    };
                    let scores: Vec<i64> = (0..n * width)
                        .map(|_| {
                            let v = if values == u64::MAX {
                                rng.next_u64()
                            } else {
                                rng.next_u64() % values
                            };
                            (v as i64).wrapping_sub((values / 2) as i64)
                        })
                        .collect();
                    rank_rows(&scores, width, n, &mut k64, &mut k128, &mut idx);
                    assert_eq!(
                        idx,
                        reference(&scores, width, n),
                        "span {span}, {n} rows of {width}"
                    );
                }
            }
        }
        // Each path was taken: the last calls left keys in both packed buffers.
        assert!(!k64.is_empty() && !k128.is_empty());
    }

    /// Picked one by one, the rows of a lazy order come as the sort gives them, whether the search
    /// stops after one pick, a few, or takes them all (past the selections, the rest sorted at once).
    #[test]
    fn picking_moves_one_by_one_gives_the_sorted_order() {
        let mut rng = SplitMix64(17);
        let (mut k64, mut k128, mut idx) = (Vec::new(), Vec::new(), Vec::new());
        for n in 2..40usize {
            let width = 3;
            let scores: Vec<i64> = (0..n * width)
                .map(|_| (rng.next_u64() % 5) as i64 - 2)
                .collect();
            rank_rows(&scores, width, n, &mut k64, &mut k128, &mut idx);
            // The keys rank_rows sorted, back in the rows' order, as order() leaves them.
            let mut keys = vec![0; n];
            for (&m, &key) in idx.iter().zip(&k64) {
                keys[m as usize] = key;
            }
            let picked: Vec<u32> = (0..n).map(|k| pick(&mut keys, k) as u32).collect();
            assert_eq!(picked, idx, "{n} rows");
        }
    }
}
