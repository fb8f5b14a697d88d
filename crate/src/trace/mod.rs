//! The trace: what a search did, node by node and step by step, in flat arrays.
//!
//! The search code is generic over a [`Tracer`]. [`NoTrace`] is zero-sized and every call on it is
//! an empty inline function, so the same code is both the benchmark and the teaching trace.
//! [`Recorder`] stores events structure-of-arrays: one byte of kind, one node id and three data
//! words per event, plus one row per node in a node table. Both hand over to JavaScript as typed
//! arrays without one object per event.

use crate::game::Side;
use serde::Serialize;

pub mod page;
pub mod progress;
pub mod wire;
pub use progress::Progress;

/// An enum of the wire: its variants' numbers are what the trace holds. Writes the enum with
/// `ALL` (every variant, in order), `from_u8` and `from_word` (the decoders, from a kind's byte or
/// an event's word) and `name` (the variant's name, as the page says it), so that a variant is
/// listed once.
macro_rules! wire_enum {
    ($(#[$m:meta])* pub enum $name:ident: $repr:ident { $($(#[$vm:meta])* $v:ident = $n:literal,)* }) => {
        $(#[$m])*
        #[repr($repr)]
        pub enum $name { $($(#[$vm])* $v = $n,)* }

        impl $name {
            /// Every variant, in the order of their numbers.
            pub const ALL: &'static [$name] = &[$($name::$v),*];

            pub fn from_u8(k: u8) -> Option<$name> {
                match k {
                    $($n => Some($name::$v),)*
                    _ => None,
                }
            }

            /// The variant an event's word (`a`, `b` or `c`, an `i32`) holds; `None` for a number
            /// that is no variant's.
            pub fn from_word(w: i32) -> Option<$name> {
                u8::try_from(w).ok().and_then($name::from_u8)
            }

            /// The variant's name, as the wire description gives it.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$v => stringify!($v),)*
                }
            }
        }
    };
}
pub(crate) use wire_enum;

wire_enum! {
/// What happened. The numbers are the wire format shared with the front end (described to it by
/// [`wire`], each field named in [`EventKind::fields`]): append new kinds, never renumber.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum EventKind: u8 {
    /// A node is entered. a = alpha, b = beta (the window it was given, in the function's own
    /// point of view), c = remaining depth. Parent, move, ply and side are in the node table.
    Enter = 0,
    /// A static evaluation. a = the value (function's point of view, as returned), b = 1 where
    /// the position is the end of the game (its value a result: a draw is 0), else 0.
    Eval = 1,
    /// A child returned. a = its value as this node sees it (negated for negamax), b = what it
    /// changed (bits of [`changed`]), c = the child's node id.
    Child = 2,
    /// A cutoff. a = [`CutKind`], b = how many children were searched before the cut (the first
    /// pruned child's position in search order), c = how many children were pruned: at least one
    /// (alpha >= beta after a node's last child cuts nothing and is no Cutoff event).
    Cutoff = 3,
    /// The node returns. a = its value, b = [`Bound`] with respect to the window it was given.
    Leave = 4,
    /// A zero-window (scout) search of a child starts. a = alpha, b = beta of that search, c = the
    /// child's position in search order.
    ZeroWindow = 5,
    /// A re-search of a child with a wider window. a = alpha, b = beta, c = the child's position.
    ReSearch = 6,
    /// A null move is tried. a = the reduced depth, b = its result (after it returned), c = 1 when it
    /// caused a cutoff.
    NullMove = 7,
    /// Quiescence stand pat. a = the static value, b = what it decided ([`StandPatOutcome`]).
    StandPat = 8,
    /// The order chosen for the children: one event per child, in search order. a = why it stands
    /// there ([`crate::search::ordering::Reason`]), b = its move index in the game's order, c = the
    /// score that reason gave it.
    Order = 9,
    /// A transposition-table probe. a = what it found ([`Probe`]); b = the stored value
    /// (this node's point of view); c = the stored depth, -1 on a miss.
    TtProbe = 10,
    /// A transposition-table store. a = value, b = [`Bound`], c = depth.
    TtStore = 11,
    /// An iteration (iterative deepening, aspiration re-search or MTD(f) probe) starts. a = its
    /// depth, b = alpha, c = beta.
    Iteration = 12,
    /// The table was full: the store just made (the TtStore event before this one) replaced the
    /// oldest position's entry. a = that entry's value (as stored), b = its [`Bound`], c = its depth.
    TtEvict = 13,
    /// Monte Carlo tree search (`search/mcts.rs`): an iteration starts; node = the root. a = its
    /// number from 1 (PUCT scores the root first, as iteration 0). Fixed-point fields below are
    /// ×10,000 ([`crate::search::mcts::SCALE`]); rewards and W lie in [0, 1] per visit.
    McIteration = 14,
    /// MCTS selection: one child's score at a node on the path, one event per child in the game's
    /// order; node = the child (its parent is in the node table). a = the exploitation term Q = W/N
    /// (×10,000; PUCT: ½ while N = 0), b = the exploration term (×10,000; UCT c·√(ln N_parent / N),
    /// PUCT c·P·√N_parent / (1 + N)), c = 1 for the child chosen, else 0. The score is a + b.
    McSelect = 15,
    /// MCTS expansion: a node joins the tree (its Enter event, just before, made its row: parent,
    /// move, ply, side). a = its prior P ×10,000 (PUCT), -1 (UCT and the root), b = 1 when the
    /// game is over there, c = its number of legal moves.
    McExpand = 16,
    /// MCTS simulation: one random move of a rollout, off the tree; node = the leaf it hangs from.
    /// a = the rollout's ply (1, 2, ...), b = the move's index in that position's legal moves,
    /// c = how many legal moves there were.
    McRollout = 17,
    /// MCTS simulation's result; node = the leaf scored. a = MAX's reward ×10,000 (in [0, 10,000]),
    /// b = the rollout's length in plies, c = how it was scored ([`ScoredBy`]: 0 the game ended,
    /// 1 the rollout cap stopped it (the evaluation's sign), 2 the network's value).
    McResult = 18,
    /// MCTS backpropagation: a node on the path, leaf first. a = its visits N after, b = its total
    /// W after (×10,000), c = the reward just added (×10,000); W and the reward are from the side
    /// of the player who moved into the node: the other side from the node table's side to move.
    McBackup = 19,
    /// MCTS's choice at the end; node = the root. a = the chosen child's node id, b = its move
    /// index, c = its visits (the most-visited child; ties: the higher Q, then the first).
    McBest = 20,
}
}

/// What an event kind's words are, for the wire's description ([`wire`]): see [`EventKind::fields`].
pub struct Words {
    pub word: &'static str,
    pub key: &'static str,
    pub a: Option<(&'static str, &'static str)>,
    pub b: Option<(&'static str, &'static str)>,
    pub c: Option<(&'static str, &'static str)>,
}

const fn words(
    word: &'static str,
    key: &'static str,
    a: Option<(&'static str, &'static str)>,
    b: Option<(&'static str, &'static str)>,
    c: Option<(&'static str, &'static str)>,
) -> Words {
    Words { word, key, a, b, c }
}

impl EventKind {
    /// The names of the event's `a`, `b` and `c` and what they hold (see [`wire::Field`]), with the
    /// kind's words: the English word of the trace JSON and the page's `event.<key>`. The doc
    /// comment of each variant says the same in prose.
    pub const fn fields(self) -> Words {
        use EventKind::*;
        match self {
            Enter => words(
                "enter",
                "enter",
                Some(("alpha", "value")),
                Some(("beta", "value")),
                Some(("depth", "depth")),
            ),
            Eval => words(
                "evaluate",
                "evaluate",
                Some(("value", "value")),
                Some(("over", "yes")),
                None,
            ),
            Child => words(
                "child value",
                "child",
                Some(("value", "value")),
                Some(("changed", "Changed")),
                Some(("child", "node")),
            ),
            Cutoff => words(
                "cutoff",
                "cutoff",
                Some(("cut", "CutKind")),
                Some(("searched", "count")),
                Some(("pruned", "count")),
            ),
            Leave => words(
                "return",
                "return",
                Some(("value", "value")),
                Some(("bound", "Bound")),
                None,
            ),
            ZeroWindow => words(
                "zero-window search",
                "zeroWindow",
                Some(("alpha", "value")),
                Some(("beta", "value")),
                Some(("position", "position")),
            ),
            ReSearch => words(
                "re-search",
                "reSearch",
                Some(("alpha", "value")),
                Some(("beta", "value")),
                Some(("position", "position")),
            ),
            NullMove => words(
                "null move",
                "nullMove",
                Some(("depth", "depth")),
                Some(("value", "value")),
                Some(("cut", "yes")),
            ),
            StandPat => words(
                "stand pat",
                "standPat",
                Some(("value", "value")),
                Some(("outcome", "StandPatOutcome")),
                None,
            ),
            Order => words(
                "move order",
                "order",
                Some(("reason", "Reason")),
                Some(("move", "move")),
                Some(("score", "score")),
            ),
            TtProbe => words(
                "table probe",
                "probe",
                Some(("probe", "Probe")),
                Some(("value", "value")),
                Some(("depth", "depth")),
            ),
            TtStore => words(
                "table store",
                "store",
                Some(("value", "value")),
                Some(("bound", "Bound")),
                Some(("depth", "depth")),
            ),
            Iteration => words(
                "iteration",
                "iteration",
                Some(("depth", "depth")),
                Some(("alpha", "value")),
                Some(("beta", "value")),
            ),
            TtEvict => words(
                "table eviction",
                "evict",
                Some(("value", "value")),
                Some(("bound", "Bound")),
                Some(("depth", "depth")),
            ),
            McIteration => words(
                "mcts-iteration",
                "mctsIteration",
                Some(("iteration", "count")),
                None,
                None,
            ),
            McSelect => words(
                "mcts-select",
                "mctsSelect",
                Some(("exploitation", "fixed")),
                Some(("exploration", "fixed")),
                Some(("chosen", "yes")),
            ),
            McExpand => words(
                "mcts-expand",
                "mctsExpand",
                Some(("prior", "fixed")),
                Some(("terminal", "yes")),
                Some(("moves", "count")),
            ),
            McRollout => words(
                "mcts-rollout",
                "mctsRollout",
                Some(("ply", "count")),
                Some(("move", "move")),
                Some(("moves", "count")),
            ),
            McResult => words(
                "mcts-result",
                "mctsResult",
                Some(("reward", "fixed")),
                Some(("plies", "count")),
                Some(("by", "ScoredBy")),
            ),
            McBackup => words(
                "mcts-backup",
                "mctsBackup",
                Some(("visits", "count")),
                Some(("total", "fixed")),
                Some(("reward", "fixed")),
            ),
            McBest => words(
                "mcts-best",
                "mctsBest",
                Some(("child", "node")),
                Some(("move", "move")),
                Some(("visits", "count")),
            ),
        }
    }
}

/// Bits of a [`EventKind::Child`] event's `b`: what the returned value changed.
pub mod changed {
    pub const BEST: i32 = 1;
    pub const ALPHA: i32 = 2;
    pub const BETA: i32 = 4;
}

wire_enum! {
/// Which cutoff happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CutKind: u8 {
    /// At a MAX node (or any negamax node): the value reached beta.
    Beta = 0,
    /// At a MIN node of the two-sided form: the value fell to alpha.
    Alpha = 1,
    /// A null move's reduced search failed high.
    NullMove = 2,
    /// A transposition-table entry decided the node.
    Table = 3,
    /// Quiescence: standing pat is already at least beta.
    StandPat = 4,
}
}

wire_enum! {
/// What a node's value says about its true value, given the window it was searched with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound: u8 {
    /// alpha < value < beta: the true value.
    Exact = 0,
    /// value >= beta (fail high): the true value is at least this.
    Lower = 1,
    /// value <= alpha (fail low): the true value is at most this.
    Upper = 2,
}
}

wire_enum! {
/// What standing pat decided at a quiescence node: the `b` of a [`EventKind::StandPat`] event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandPatOutcome: u8 {
    /// Below beta: a floor for the node; the captures follow.
    Floor = 0,
    /// At least beta with captures left: they are cut (a stand-pat cutoff).
    Cut = 1,
    /// At least beta with no capture to skip: the node returns beta, and nothing is cut.
    NothingToCut = 2,
}
}

wire_enum! {
/// What a transposition-table probe found: the `a` of a [`EventKind::TtProbe`] event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe: u8 {
    /// The position is not in the table.
    Miss = 0,
    /// An entry, not enough to decide the node (too shallow, or its bound misses the window).
    Hit = 1,
    /// An entry that decides the node: a table cutoff.
    HitCut = 2,
    /// A table cutoff from an entry searched deeper than this node needs (the value may differ
    /// from a search to this depth).
    HitCutDeeper = 3,
}
}

wire_enum! {
/// How an MCTS leaf was scored: the `c` of a [`EventKind::McResult`] event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoredBy: u8 {
    /// The game ended (in the rollout, or at the leaf itself).
    End = 0,
    /// The rollout cap stopped the rollout: the evaluation's sign there.
    Cap = 1,
    /// The network's value (PUCT).
    Network = 2,
}
}

impl Bound {
    /// The same bound seen from the other side (a negamax child's value, negated).
    pub fn negated(self) -> Bound {
        match self {
            Bound::Exact => Bound::Exact,
            Bound::Lower => Bound::Upper,
            Bound::Upper => Bound::Lower,
        }
    }

    /// The bound of `value` returned by a search with the window (alpha, beta), in the same point of view.
    pub fn of(value: i32, alpha: i32, beta: i32) -> Bound {
        if value >= beta {
            Bound::Lower
        } else if value <= alpha {
            Bound::Upper
        } else {
            Bound::Exact
        }
    }
}

/// Node flags in the node table.
pub mod node_flags {
    /// The side to move is MIN.
    pub const MIN: u8 = 1;
    /// A quiescence-search node.
    pub const QUIESCENCE: u8 = 2;
    /// Reached by a null move (a pass).
    pub const NULL_MOVE: u8 = 4;
    /// Searched with a zero window.
    pub const ZERO_WINDOW: u8 = 8;
    /// A re-search of a child searched before.
    pub const RE_SEARCH: u8 = 16;
    /// Not a position but the driver of iterative deepening, aspiration windows or MTD(f): its
    /// children are the successive root searches (move index = iteration number).
    pub const DRIVER: u8 = 32;
}

/// No parent: the root of a search.
pub const NO_PARENT: u32 = u32::MAX;
/// The move index of a node reached by a null move. Move indexes are full `u32`s, so no real
/// child (a tree node may have any number) can collide with it.
pub const NULL_MOVE_INDEX: u32 = u32::MAX;

/// The instrumentation interface of the search. Every method has an empty default, so a tracer
/// implements what it needs; [`NoTrace`] implements nothing and compiles away.
pub trait Tracer {
    /// False for tracers that hear nothing; the search then makes no tracer call at all.
    const ENABLED: bool;
    /// True for tracers that tell an evaluation at the end of the game from one at the horizon
    /// ([`Tracer::eval_end`]): the search then asks the game whether it is over, which only they pay for.
    const WANTS_ENDS: bool = false;
    /// False for tracers that hear the nodes but keep no events (a node budget, a progress hook):
    /// lets the search skip work done only for a recorded trace (counting the moves a cutoff
    /// prunes, a quiescence child's index among all legal moves, the ordering events, the bounds
    /// the Leave events prove: such a tracer hears the window's own bound). Their
    /// answers never change what the search does, only what a trace says.
    const RECORDS: bool = Self::ENABLED;

    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn enter(
        &mut self,
        _id: u32,
        _parent: u32,
        _move_index: u32,
        _ply: u32,
        _depth: i32,
        _side: Side,
        _flags: u8,
        _alpha: i32,
        _beta: i32,
    ) {
    }
    #[inline(always)]
    fn eval(&mut self, _id: u32, _value: i32) {}
    /// An evaluation of a position where the game is over (called instead of [`Tracer::eval`]
    /// by tracers with [`Tracer::WANTS_ENDS`]).
    #[inline(always)]
    fn eval_end(&mut self, id: u32, value: i32) {
        self.eval(id, value);
    }
    #[inline(always)]
    fn child(&mut self, _id: u32, _child: u32, _value: i32, _changed: i32) {}
    #[inline(always)]
    fn cutoff(&mut self, _id: u32, _kind: CutKind, _searched: u32, _pruned: u32) {}
    #[inline(always)]
    fn leave(&mut self, _id: u32, _value: i32, _bound: Bound) {}
    /// Any other event (the engine techniques' kinds).
    #[inline(always)]
    fn event(&mut self, _kind: EventKind, _id: u32, _a: i32, _b: i32, _c: i32) {}
    /// True once the tracer can take no more: the search stops as soon as it sees it.
    #[inline(always)]
    fn full(&self) -> bool {
        false
    }
}

/// The tracer that records nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTrace;

impl Tracer for NoTrace {
    const ENABLED: bool = false;
}

/// A tracer that records nothing but stops the search after a number of nodes: for the
/// comparison table, where one configuration must not hold up the others for minutes.
#[derive(Clone, Copy, Debug)]
pub struct NodeBudget {
    pub max_nodes: u64,
    pub nodes: u64,
}

impl NodeBudget {
    pub fn new(max_nodes: u64) -> Self {
        NodeBudget {
            max_nodes,
            nodes: 0,
        }
    }
}

impl Tracer for NodeBudget {
    const ENABLED: bool = true;
    const RECORDS: bool = false;

    #[inline(always)]
    fn enter(
        &mut self,
        _id: u32,
        _parent: u32,
        _move_index: u32,
        _ply: u32,
        _depth: i32,
        _side: Side,
        flags: u8,
        _alpha: i32,
        _beta: i32,
    ) {
        // A driver node is no call of the search (see `Searcher::enter_driver`).
        if flags & node_flags::DRIVER == 0 {
            self.nodes += 1;
        }
    }

    #[inline(always)]
    fn full(&self) -> bool {
        self.nodes > self.max_nodes
    }
}

/// The default cap on events. An event costs about 25 bytes with its share of the node table, so
/// the cap is about 1 GB natively; the page asks for a smaller cap of its own.
pub const DEFAULT_EVENT_CAP: usize = 40_000_000;

/// Event records are four words: the kind (top 5 bits) with the node id (low 27 bits), then a, b, c.
const KIND_SHIFT: u32 = 27;
const NODE_MASK: u32 = (1 << KIND_SHIFT) - 1;

/// One row of the node table.
#[derive(Clone, Copy, Debug)]
struct NodeRow {
    parent: u32,
    /// Index of the node's Enter and Leave events (`u32::MAX` until it leaves).
    enter_event: u32,
    leave_event: u32,
    /// A full word: a tree node may have more than 65,535 children. The row stays 20 bytes.
    move_index: u32,
    ply: u16,
    flags: u8,
}

/// A node's words from its Enter and Leave events ([`Recorder::node_words`]).
struct NodeWords {
    alpha: i32,
    beta: i32,
    depth: i32,
    value: i32,
    bound: u8,
}

/// A recorded trace in flat arrays.
///
/// Events are one array of four-word records (one push per event); the node table holds only what
/// the events do not: parent, move, ply, flags, and where each node's events start and end. A
/// node's window and depth are in its Enter event, its value and bound in its Leave event.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    events: Vec<[i32; 4]>,
    /// The node table, indexed by node id.
    nodes: Vec<NodeRow>,
    pub cap: usize,
    pub overflowed: bool,
}

impl Recorder {
    pub fn new(cap: usize) -> Self {
        Recorder {
            cap: cap.min(NODE_MASK as usize),
            ..Default::default()
        }
    }

    /// Empties the trace and keeps its memory, so that the next search writes into pages that are
    /// already mapped.
    pub fn clear(&mut self, cap: usize) {
        self.events.clear();
        self.nodes.clear();
        self.cap = cap.min(NODE_MASK as usize);
        self.overflowed = false;
    }

    pub fn len(&self) -> usize {
        self.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The node's parent ([`NO_PARENT`] for a root).
    #[inline]
    pub fn parent(&self, n: usize) -> u32 {
        self.nodes[n].parent
    }
    /// The index, in the parent's legal moves (game order), of the move that led here.
    #[inline]
    pub fn move_index(&self, n: usize) -> u32 {
        self.nodes[n].move_index
    }
    /// Plies from the root of its search.
    #[inline]
    pub fn ply(&self, n: usize) -> u32 {
        self.nodes[n].ply as u32
    }
    /// See [`node_flags`].
    #[inline]
    pub fn flags(&self, n: usize) -> u8 {
        self.nodes[n].flags
    }
    #[inline]
    pub fn enter_event(&self, n: usize) -> u32 {
        self.nodes[n].enter_event
    }
    /// `u32::MAX` when the trace stopped before the node left.
    #[inline]
    pub fn leave_event(&self, n: usize) -> u32 {
        self.nodes[n].leave_event
    }

    #[inline(always)]
    fn push(&mut self, kind: EventKind, node: u32, a: i32, b: i32, c: i32) {
        if self.events.len() >= self.cap {
            self.overflowed = true;
            return;
        }
        self.events
            .push([((kind as u32) << KIND_SHIFT | node) as i32, a, b, c]);
    }

    /// The kind of event `e` (see [`EventKind`]).
    #[inline]
    pub fn kind(&self, e: usize) -> u8 {
        Self::kind_of_row(&self.events[e])
    }
    /// The node event `e` belongs to.
    #[inline]
    pub fn node(&self, e: usize) -> u32 {
        Self::node_of_row(&self.events[e])
    }
    #[inline]
    pub fn a(&self, e: usize) -> i32 {
        self.events[e][1]
    }
    #[inline]
    pub fn b(&self, e: usize) -> i32 {
        self.events[e][2]
    }
    #[inline]
    pub fn c(&self, e: usize) -> i32 {
        self.events[e][3]
    }

    /// The events' rows: the kind and node in the first word ([`Recorder::kind_of_row`],
    /// [`Recorder::node_of_row`]), then a, b, c.
    #[inline]
    pub fn rows(&self) -> &[[i32; 4]] {
        &self.events
    }
    #[inline]
    pub fn kind_of_row(row: &[i32; 4]) -> u8 {
        (row[0] as u32 >> KIND_SHIFT) as u8
    }
    #[inline]
    pub fn node_of_row(row: &[i32; 4]) -> u32 {
        row[0] as u32 & NODE_MASK
    }

    /// All event kinds in order.
    pub fn kinds(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.len()).map(|e| self.kind(e))
    }

    /// One column of the events: 0 = kind, 1 = node, 2..=4 = a, b, c (for typed arrays).
    pub fn column(&self, k: usize) -> Vec<i32> {
        match k {
            0 => (0..self.len()).map(|e| self.kind(e) as i32).collect(),
            1 => (0..self.len()).map(|e| self.node(e) as i32).collect(),
            _ => self.events.iter().map(|r| r[k - 1]).collect(),
        }
    }

    /// What node `row`'s Enter and Leave events say of it (the Leave's words are 0 when the trace
    /// stopped before it left): the one reading behind alpha, beta, depth, value and bound, which
    /// the page form (page.rs) takes for every node in one pass.
    #[inline]
    fn node_words(&self, row: &NodeRow) -> NodeWords {
        let enter = &self.events[row.enter_event as usize];
        let leave = self.events.get(row.leave_event as usize);
        NodeWords {
            alpha: enter[1],
            beta: enter[2],
            depth: enter[3],
            value: leave.map_or(0, |r| r[1]),
            bound: leave.map_or(0, |r| r[2] as u8),
        }
    }

    /// The window (alpha, beta) the node was given.
    pub fn alpha(&self, n: usize) -> i32 {
        self.node_words(&self.nodes[n]).alpha
    }
    pub fn beta(&self, n: usize) -> i32 {
        self.node_words(&self.nodes[n]).beta
    }
    /// The remaining depth the node was searched with.
    pub fn depth(&self, n: usize) -> i32 {
        self.node_words(&self.nodes[n]).depth
    }
    /// The value the node returned (0 when the trace stopped before it left).
    pub fn value(&self, n: usize) -> i32 {
        self.node_words(&self.nodes[n]).value
    }
    /// Its [`Bound`] as a number (0 exact, 1 lower, 2 upper).
    pub fn bound(&self, n: usize) -> u8 {
        self.node_words(&self.nodes[n]).bound
    }

    /// The bytes a trace of `events` events and `nodes` nodes holds (capacity slack excluded).
    pub fn bytes_for(events: u64, nodes: u64) -> u64 {
        events * 16 + nodes * std::mem::size_of::<NodeRow>() as u64
    }

    /// Bytes held per event, node table included (capacity slack excluded).
    pub fn bytes_per_event(&self) -> f64 {
        let events = self.len() * 16;
        let nodes = self.node_count() * std::mem::size_of::<NodeRow>();
        (events + nodes) as f64 / self.len().max(1) as f64
    }

    /// The node's children in the order they were entered.
    pub fn children_of(&self, node: u32) -> Vec<u32> {
        // Children are entered between the node's Enter and Leave, and node ids are given in the
        // order of entry (dense, see `enter`): walk the node table from the node on while its
        // rows were entered before the Leave, not every event between (a root's are the trace's).
        let to = self.leave_event(node as usize);
        (node as usize + 1..self.node_count())
            .take_while(|&m| self.nodes[m].enter_event <= to)
            .filter(|&m| self.nodes[m].parent == node)
            .map(|m| m as u32)
            .collect()
    }

    /// The principal variation: from the root, the first child whose value gives its parent's value.
    /// Under a driver node, it starts from the last root search.
    pub fn principal_variation(&self, negamax: bool) -> Vec<u32> {
        let mut pv = Vec::new();
        if self.node_count() == 0 {
            return pv;
        }
        let mut cur = 0u32;
        if self.flags(0) & node_flags::DRIVER != 0 {
            match self.children_of(0).last() {
                Some(&last) => {
                    pv.push(last);
                    cur = last;
                }
                None => return pv,
            }
        }
        loop {
            let want = self.value(cur as usize);
            let matching: Vec<u32> = self
                .children_of(cur)
                .into_iter()
                .filter(|&c| {
                    let v = self.value(c as usize);
                    self.flags(c as usize) & node_flags::NULL_MOVE == 0
                        && if negamax { -v == want } else { v == want }
                })
                .collect();
            // An exact child, or else the last one that gave the value: a PVS re-search whose window
            // closed on the value (it returns its beta, a bound for its own window, yet together
            // with the zero-window search before it the value is exact).
            let next = matching
                .iter()
                .copied()
                .find(|&c| self.bound(c as usize) == Bound::Exact as u8)
                .or(matching.last().copied());
            match next {
                Some(c) => {
                    pv.push(c);
                    cur = c;
                }
                None => break,
            }
        }
        pv
    }

    /// The child indexes from the root to `node`, in the game's move order. Under a driver node the
    /// path starts at the root search the node belongs to.
    pub fn path(&self, node: u32) -> Vec<u32> {
        let mut p = Vec::new();
        let mut cur = node;
        while self.parent(cur as usize) != NO_PARENT
            && self.flags(self.parent(cur as usize) as usize) & node_flags::DRIVER == 0
        {
            p.push(self.move_index(cur as usize));
            cur = self.parent(cur as usize);
        }
        p.reverse();
        p
    }

    /// The same path, dotted: "0.2.1"; "" for the root.
    pub fn path_string(&self, node: u32) -> String {
        self.path(node)
            .iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(".")
    }
}

impl Tracer for Recorder {
    const ENABLED: bool = true;
    const WANTS_ENDS: bool = true;

    #[inline(always)]
    fn enter(
        &mut self,
        id: u32,
        parent: u32,
        move_index: u32,
        ply: u32,
        depth: i32,
        side: Side,
        flags: u8,
        alpha: i32,
        beta: i32,
    ) {
        if self.overflowed {
            return;
        }
        debug_assert_eq!(id as usize, self.nodes.len(), "node ids are dense");
        let event = self.len() as u32;
        self.push(EventKind::Enter, id, alpha, beta, depth);
        if self.overflowed {
            return;
        }
        self.nodes.push(NodeRow {
            parent,
            enter_event: event,
            leave_event: u32::MAX,
            move_index,
            ply: ply.min(u16::MAX as u32) as u16,
            flags: flags
                | if side == Side::Min {
                    node_flags::MIN
                } else {
                    0
                },
        });
    }

    #[inline(always)]
    fn eval(&mut self, id: u32, value: i32) {
        self.push(EventKind::Eval, id, value, 0, 0);
    }

    #[inline(always)]
    fn eval_end(&mut self, id: u32, value: i32) {
        self.push(EventKind::Eval, id, value, 1, 0);
    }

    #[inline(always)]
    fn child(&mut self, id: u32, child: u32, value: i32, changed: i32) {
        self.push(EventKind::Child, id, value, changed, child as i32);
    }

    #[inline(always)]
    fn cutoff(&mut self, id: u32, kind: CutKind, searched: u32, pruned: u32) {
        self.push(
            EventKind::Cutoff,
            id,
            kind as i32,
            searched as i32,
            pruned as i32,
        );
    }

    #[inline(always)]
    fn leave(&mut self, id: u32, value: i32, bound: Bound) {
        if self.overflowed || id as usize >= self.nodes.len() {
            return;
        }
        let event = self.len() as u32;
        self.push(EventKind::Leave, id, value, bound as i32, 0);
        if !self.overflowed {
            self.nodes[id as usize].leave_event = event;
        }
    }

    #[inline(always)]
    fn event(&mut self, kind: EventKind, id: u32, a: i32, b: i32, c: i32) {
        self.push(kind, id, a, b, c);
    }

    #[inline(always)]
    fn full(&self) -> bool {
        self.overflowed
    }
}
