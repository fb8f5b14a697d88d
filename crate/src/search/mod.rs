//! The search algorithms, one file each, and the context they share.
//!
//! Every algorithm follows the pseudo-code of seed 000 line for line; the counting follows seed
//! 001: every call of the search function is one node visited (the root included), static
//! evaluations and cutoffs are counted apart.

pub mod alphabeta;
pub mod budget;
pub mod engine;
pub mod learned;
pub mod mcts;
pub mod minimax;
pub mod negamax;
pub mod negamax_ab;
pub mod ordering;
pub mod selfplay;
pub mod training;
pub mod tt;
pub mod window;

use crate::game::{Game, Side, INF};
use crate::trace::{Bound, CutKind, EventKind, Tracer};
use serde::{Deserialize, Serialize};
pub use window::Window;

/// The algorithms of the seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Algorithm {
    /// Two-sided minimax (seed 000, "Tìm kiếm Minimax").
    Minimax,
    /// Two-sided alpha-beta, cut when alpha >= beta (seed 000, "Hiện thực cắt tỉa Alpha-Beta").
    #[serde(alias = "alpha-beta")]
    Alphabeta,
    /// Negamax without pruning.
    Negamax,
    /// Negamax alpha-beta, fail-soft (seed 000's first negamax form) or fail-hard (its second).
    NegamaxAb,
    /// Principal variation search (seed 000, "PVS").
    Pvs,
    /// MTD(f): zero-window searches only, closing in on the value (Plaat et al. 1996).
    Mtdf,
}

impl Algorithm {
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Minimax,
        Algorithm::Alphabeta,
        Algorithm::Negamax,
        Algorithm::NegamaxAb,
        Algorithm::Pvs,
        Algorithm::Mtdf,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::Alphabeta => "alphabeta",
            Algorithm::Negamax => "negamax",
            Algorithm::NegamaxAb => "negamax-ab",
            Algorithm::Pvs => "pvs",
            Algorithm::Mtdf => "mtdf",
        }
    }

    /// True when the algorithm itself is a negamax form (see [`SearchConfig::negamax_trace`] for
    /// whether a trace's values are from the side to move's point of view).
    pub fn is_negamax(self) -> bool {
        !matches!(self, Algorithm::Minimax | Algorithm::Alphabeta)
    }

    /// True when the algorithm searches with an alpha-beta window.
    pub fn has_window(self) -> bool {
        !matches!(self, Algorithm::Minimax | Algorithm::Negamax)
    }

    /// # Errors
    /// An unknown name (naming the known ones).
    pub fn parse(s: &str) -> Result<Algorithm, crate::error::Error> {
        Ok(match s {
            "minimax" => Algorithm::Minimax,
            "alphabeta" | "alpha-beta" => Algorithm::Alphabeta,
            "negamax" => Algorithm::Negamax,
            "negamax-ab" | "negamax-alphabeta" => Algorithm::NegamaxAb,
            "pvs" => Algorithm::Pvs,
            "mtdf" | "mtd-f" | "mtd(f)" => Algorithm::Mtdf,
            other => {
                return Err(err!("unknownAlgorithm", "unknown algorithm '{name}': use minimax, alphabeta, negamax, negamax-ab, pvs or mtdf", name = other))
            }
        })
    }
}

/// Which negamax alpha-beta form: what a node returns when its value falls outside its window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Fail {
    /// Return the best value found, even beyond the window (seed 000's first form).
    #[default]
    Soft,
    /// Clamp to the window: return beta on a cutoff, alpha when nothing beat it (its second form).
    Hard,
}

/// What a search counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Calls of the search function, the root included.
    pub nodes: u64,
    /// Static evaluations.
    pub evals: u64,
    /// Cutoffs: loops left early because alpha >= beta with children still to search (and, with
    /// the engine techniques, null-move, stand-pat and table cutoffs); each prunes at least one.
    pub cutoffs: u64,
    /// Re-searches (PVS after a zero-window search fails inside the window; aspiration failures).
    pub re_searches: u64,
    /// Null moves tried.
    pub null_moves: u64,
    /// Quiescence nodes (also counted in `nodes`).
    pub qnodes: u64,
    /// Transposition-table probes that found an entry, and those that decided the node.
    pub tt_hits: u64,
    pub tt_cutoffs: u64,
}

/// Where a node sits: who called it and how.
#[derive(Clone, Copy, Debug)]
pub struct NodeCtx {
    pub parent: u32,
    /// The move's index in the parent's legal moves, in the game's order.
    pub move_index: u32,
    pub ply: u32,
}

impl NodeCtx {
    pub const ROOT: NodeCtx = NodeCtx {
        parent: crate::trace::NO_PARENT,
        move_index: 0,
        ply: 0,
    };

    pub fn child(self, id: u32, move_index: u32) -> NodeCtx {
        NodeCtx {
            parent: id,
            move_index,
            ply: self.ply + 1,
        }
    }
}

/// The state one search carries: counters, the tracer, reusable move lists.
pub struct Searcher<G: Game, T: Tracer> {
    pub tracer: T,
    pub stats: Stats,
    /// The next node id. Equal to `stats.nodes` except where a driver node (iterative deepening,
    /// MTD(f)) sits above the root searches: a driver is drawn but is no call of the search.
    next_node: u32,
    /// The root move (index in the game's order) that gave the root its value.
    pub root_best: Option<u32>,
    move_lists: Vec<Vec<(u32, G::Move)>>,
    scratch: Vec<G::Move>,
    /// The bound of the node that left last (kept only with a tracer): what a parent's [`Proof`]
    /// reads of the child that just returned.
    last_bound: Bound,
}

impl<G: Game, T: Tracer> Searcher<G, T> {
    pub fn new(tracer: T) -> Self {
        Searcher {
            tracer,
            stats: Stats::default(),
            next_node: 0,
            root_best: None,
            move_lists: Vec::new(),
            scratch: Vec::new(),
            last_bound: Bound::Exact,
        }
    }

    /// Counts a call of the search function and records its entry; returns the node's id.
    #[inline(always)]
    pub fn enter(&mut self, pos: &G, at: NodeCtx, depth: u32, window: Window) -> u32 {
        self.enter_flagged(pos, at, depth, window, 0)
    }

    /// [`Searcher::enter`] with node flags (see [`crate::trace::node_flags`]).
    #[inline(always)]
    pub fn enter_flagged(
        &mut self,
        pos: &G,
        at: NodeCtx,
        depth: u32,
        window: Window,
        flags: u8,
    ) -> u32 {
        let id = self.next_node;
        self.next_node += 1;
        self.stats.nodes += 1;
        if T::ENABLED {
            self.tracer.enter(
                id,
                at.parent,
                at.move_index,
                at.ply,
                depth as i32,
                pos.side_to_move(),
                flags,
                window.alpha,
                window.beta,
            );
        }
        id
    }

    /// Records the driver node that iterative deepening, aspiration windows and MTD(f) hang their
    /// root searches under. It is not counted as a node visited.
    pub fn enter_driver(&mut self, pos: &G, depth: u32) -> u32 {
        let id = self.next_node;
        self.next_node += 1;
        if T::ENABLED {
            let flags = crate::trace::node_flags::DRIVER;
            self.tracer.enter(
                id,
                crate::trace::NO_PARENT,
                0,
                0,
                depth as i32,
                pos.side_to_move(),
                flags,
                -INF,
                INF,
            );
        }
        id
    }

    /// A static evaluation from MAX's point of view.
    #[inline(always)]
    pub fn evaluate(&mut self, id: u32, pos: &G) -> i32 {
        self.stats.evals += 1;
        let v = pos.evaluate();
        self.record_eval(id, pos, v);
        v
    }

    /// Records an evaluation, as the end of the game where the tracer tells them apart.
    #[inline(always)]
    fn record_eval(&mut self, id: u32, pos: &G, v: i32) {
        if T::WANTS_ENDS && pos.is_terminal() {
            self.tracer.eval_end(id, v);
        } else {
            self.tracer.eval(id, v);
        }
    }

    /// A static evaluation from the side to move's point of view (negamax).
    #[inline(always)]
    pub fn evaluate_negamax(&mut self, id: u32, pos: &G) -> i32 {
        self.stats.evals += 1;
        let v = pos.side_to_move().sign() * pos.evaluate();
        self.record_eval(id, pos, v);
        v
    }

    #[inline(always)]
    pub fn child_returned(&mut self, id: u32, child: u32, value: i32, changed: i32) {
        self.tracer.child(id, child, value, changed);
    }

    /// Counts and records a cutoff after `searched` of `total` children. A cutoff skips at least
    /// one child: the callers call it only then (alpha >= beta after the last child cuts nothing).
    #[inline(always)]
    pub fn cutoff(&mut self, id: u32, kind: CutKind, searched: usize, total: usize) {
        debug_assert!(
            !T::RECORDS || searched < total,
            "a cutoff prunes at least one child"
        );
        self.stats.cutoffs += 1;
        self.tracer
            .cutoff(id, kind, searched as u32, (total - searched) as u32);
    }

    #[inline(always)]
    pub fn leave(&mut self, id: u32, value: i32, bound: Bound) -> i32 {
        if T::RECORDS {
            self.last_bound = bound;
        }
        self.tracer.leave(id, value, bound);
        value
    }

    /// The bound the node that left last returned with (meaningful only with a tracer that
    /// records: the proofs below feed only the trace's Leave events).
    #[inline(always)]
    pub fn last_bound(&self) -> Bound {
        self.last_bound
    }

    /// Tells `proof` what the child that just returned `eval` proved (only with a tracer that
    /// records: a node budget or a progress hook keeps no bounds, and the page's counts and the
    /// comparison's rows run with one).
    /// `negated`: the child's value was negated on the way up (negamax), so its bound turns round.
    #[inline(always)]
    pub fn prove(&self, proof: &mut Proof, eval: i32, negated: bool) {
        if T::RECORDS {
            proof.child(
                eval,
                if negated {
                    self.last_bound.negated()
                } else {
                    self.last_bound
                },
            );
        }
    }

    /// The bound of `value` for the Leave event: what `proof` shows with a tracer that records,
    /// else the window's own (the same or weaker; nothing but the trace reads it then).
    #[inline(always)]
    pub fn bound(&self, proof: &Proof, value: i32, window: Window) -> Bound {
        if T::RECORDS {
            proof.bound(value, window.alpha, window.beta)
        } else {
            Bound::of(value, window.alpha, window.beta)
        }
    }

    #[inline(always)]
    pub fn event(&mut self, kind: EventKind, id: u32, a: i32, b: i32, c: i32) {
        self.tracer.event(kind, id, a, b, c);
    }

    /// True when the tracer is full and the search must unwind at once.
    #[inline(always)]
    pub fn stopped(&self) -> bool {
        T::ENABLED && self.tracer.full()
    }

    /// The id the next node entered will get.
    #[inline(always)]
    pub fn next_id(&self) -> u32 {
        self.next_node
    }

    /// The moves to search at `ply`, each with its index in the game's order. Hand the list back
    /// with [`Searcher::give_back`] so its allocation is reused.
    #[inline]
    pub fn moves(&mut self, pos: &G, ply: u32) -> Vec<(u32, G::Move)> {
        let mut list = take_for_ply(&mut self.move_lists, ply as usize);
        list.clear();
        self.scratch.clear();
        pos.legal_moves(&mut self.scratch);
        list.extend(self.scratch.iter().enumerate().map(|(i, &m)| (i as u32, m)));
        list
    }

    #[inline]
    pub fn give_back(&mut self, list: Vec<(u32, G::Move)>, ply: u32) {
        self.move_lists[ply as usize] = list;
    }

    /// Remembers the root move that improved the root's value.
    #[inline(always)]
    pub fn note_root_best(&mut self, at: NodeCtx, move_index: u32) {
        if at.ply == 0 {
            self.root_best = Some(move_index);
        }
    }
}

/// The list a pool kept for `ply`, taken out of it (the pool grows to reach the ply): a search
/// reuses one list per ply, taken at a node and given back when the node is done with it, so that
/// a node allocates nothing once the lists have grown.
#[inline(always)]
pub(crate) fn take_for_ply<T>(pool: &mut Vec<Vec<T>>, ply: usize) -> Vec<T> {
    if pool.len() <= ply {
        pool.resize_with(ply + 1, Vec::new);
    }
    std::mem::take(&mut pool[ply])
}

/// What the children of a node prove about its value, so that a node is drawn with a bound only
/// when it has one. The window alone says "at most" of AIMA's D (2 <= alpha = 3), yet all three
/// of D's leaves were searched: D is exactly 2. The rule, for a maximising node (a minimising one
/// the other way round): its best is at least so when the child that gave it is exact or at least
/// so; at most so when every child was searched and is exact or at most so.
#[derive(Clone, Copy, Debug)]
pub struct Proof {
    /// True at a node that takes the largest child value (MAX, or any negamax node).
    maximising: bool,
    best: i32,
    at_least: bool,
    at_most: bool,
}

impl Proof {
    pub fn new(maximising: bool) -> Proof {
        Proof {
            maximising,
            best: if maximising { -INF } else { INF },
            at_least: !maximising,
            at_most: maximising,
        }
    }

    /// A floor the node may keep without any child (quiescence's stand pat): an exact value
    /// counted as one more child.
    pub fn floor(maximising: bool, value: i32) -> Proof {
        let mut p = Proof::new(maximising);
        p.child(value, Bound::Exact);
        p
    }

    /// A child returned `eval` (in this node's point of view) with `bound`.
    pub fn child(&mut self, eval: i32, bound: Bound) {
        let (better, tie) = if self.maximising {
            (eval > self.best, eval == self.best)
        } else {
            (eval < self.best, eval == self.best)
        };
        if self.maximising {
            // The best is at least so when the child giving it is; every child must be at most so.
            let sure = bound != Bound::Upper;
            self.at_least = if better {
                sure
            } else {
                self.at_least || (tie && sure)
            };
            self.at_most &= bound != Bound::Lower;
        } else {
            let sure = bound != Bound::Lower;
            self.at_most = if better {
                sure
            } else {
                self.at_most || (tie && sure)
            };
            self.at_least &= bound != Bound::Upper;
        }
        if better {
            self.best = eval;
        }
    }

    /// Children were left unsearched: nothing is known of them.
    pub fn pruned(&mut self) {
        if self.maximising {
            self.at_most = false;
        } else {
            self.at_least = false;
        }
    }

    /// The bound of `value` (the best, or the best clamped to the window in the fail-hard form);
    /// the window's own when the children prove neither side (never in a search that is not stopped).
    pub fn bound(&self, value: i32, alpha: i32, beta: i32) -> Bound {
        let at_least = self.at_least && value <= self.best;
        let at_most = self.at_most && value >= self.best;
        match (at_least, at_most) {
            (true, true) => Bound::Exact,
            (true, false) => Bound::Lower,
            (false, true) => Bound::Upper,
            (false, false) => Bound::of(value, alpha, beta),
        }
    }
}

/// What a search is asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct SearchConfig {
    pub algorithm: Algorithm,
    pub fail: Fail,
    /// Remaining depth at the root; `None` searches to the end of the tree or game.
    pub depth: Option<u32>,
    /// The engine techniques switched on (all off by default).
    #[serde(flatten)]
    pub techniques: Techniques,
}

impl SearchConfig {
    /// True when the trace's values are from the side to move's point of view: the negamax
    /// algorithms, and any algorithm with a technique on (the engine is negamax).
    pub fn negamax_trace(&self) -> bool {
        self.algorithm.is_negamax() || self.techniques.any()
    }

    /// With null-move pruning on, the least search depth at which a null move can be tried at all:
    /// a pass is tried below the root where more than R plies are left (engine.rs, step 4), so the
    /// root's children need depth - 1 > R. None without null moves.
    pub fn null_move_least_depth(&self) -> Option<u32> {
        self.techniques.null_move.map(|r| r + 2)
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            algorithm: Algorithm::Alphabeta,
            fail: Fail::Soft,
            depth: None,
            techniques: Techniques::default(),
        }
    }
}

/// The engine techniques of seed 000 and beyond, each a switch. In JSON (camelCase):
/// `{"nullMove": 3, "quiescence": true, "ordering": ["mvv-lva", "killer"], "orderingSeed": 1,
///   "iterativeDeepening": true, "tt": true, "aspiration": 50}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct Techniques {
    /// Null-move pruning with this reduction R (seed 000 uses 3).
    pub null_move: Option<u32>,
    /// Quiescence search at the horizon.
    pub quiescence: bool,
    /// Move-ordering heuristics, applied in this order of priority: natural, reversed, random,
    /// mvv-lva, killer, history, hash, best-first, worst-first, static.
    pub ordering: Vec<String>,
    /// Seed for the random ordering.
    pub ordering_seed: u64,
    /// Iterative deepening: depths 1, 2, ... up to the depth, each seeded by the last.
    pub iterative_deepening: bool,
    /// A transposition table.
    pub tt: bool,
    /// Aspiration windows of this half-width around the previous iteration's value.
    pub aspiration: Option<i32>,
    /// Use a table entry only when it was searched to exactly the depth needed (not for teaching:
    /// for tests that compare the table against minimax at one depth).
    pub tt_same_depth_only: bool,
    /// The most positions the table keeps (the oldest goes first when it is full); `None` for
    /// [`tt::DEFAULT_TT_ENTRIES`].
    pub tt_size: Option<usize>,
}

impl Techniques {
    /// True when any technique is switched on.
    pub fn any(&self) -> bool {
        self.null_move.is_some()
            || self.quiescence
            || !self.ordering.is_empty()
            || self.iterative_deepening
            || self.tt
            || self.aspiration.is_some()
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    /// The root's value from MAX's point of view.
    pub value: i32,
    /// The index (in the game's order) of the best root move; `None` at a terminal root.
    pub best_move: Option<u32>,
    pub stats: Stats,
}

/// Runs `config` from `pos` to `depth` with `tracer`; the value comes back from MAX's view.
///
/// The seed algorithms with no technique switched on run the seed's own functions, line for line;
/// anything else runs the [`engine`].
///
/// # Errors
/// When the techniques do not fit the algorithm (see [`engine::Options::from_config`]).
pub fn run<G: Game, T: Tracer>(
    pos: &G,
    config: &SearchConfig,
    depth: u32,
    tracer: T,
) -> Result<(Outcome, T), crate::error::Error> {
    let sign = pos.side_to_move().sign();
    let seed_form =
        !config.techniques.any() && !matches!(config.algorithm, Algorithm::Pvs | Algorithm::Mtdf);
    if seed_form {
        return Ok(run_seed(pos, config.algorithm, config.fail, depth, tracer));
    }
    let opts = engine::Options::from_config(config)?;
    let mut e = engine::Engine::new(tracer, opts);
    let value = sign * e.run(pos, depth);
    Ok((
        Outcome {
            value,
            best_move: e.s.root_best,
            stats: e.s.stats,
        },
        e.s.tracer,
    ))
}

/// Runs one of seed 000's algorithms exactly as written there.
pub fn run_seed<G: Game, T: Tracer>(
    pos: &G,
    algorithm: Algorithm,
    fail: Fail,
    depth: u32,
    tracer: T,
) -> (Outcome, T) {
    let mut s: Searcher<G, T> = Searcher::new(tracer);
    let at = NodeCtx::ROOT;
    let sign = pos.side_to_move().sign();
    let value = match algorithm {
        Algorithm::Minimax => minimax::minimax(&mut s, pos, depth, at),
        Algorithm::Alphabeta => alphabeta::alphabeta(&mut s, pos, depth, -INF, INF, at),
        Algorithm::Negamax => sign * negamax::negamax(&mut s, pos, depth, at),
        Algorithm::NegamaxAb | Algorithm::Pvs | Algorithm::Mtdf => {
            let v = match fail {
                Fail::Soft => negamax_ab::fail_soft(&mut s, pos, depth, Window::FULL, at),
                Fail::Hard => negamax_ab::fail_hard(&mut s, pos, depth, Window::FULL, at),
            };
            sign * v
        }
    };
    (
        Outcome {
            value,
            best_move: s.root_best,
            stats: s.stats,
        },
        s.tracer,
    )
}

/// The best value for `side` so far: the starting value of a two-sided node.
#[inline(always)]
pub fn worst_for(side: Side) -> i32 {
    match side {
        Side::Max => -INF,
        Side::Min => INF,
    }
}
